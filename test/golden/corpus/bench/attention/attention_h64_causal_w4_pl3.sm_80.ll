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
  %93 = or disjoint i32 %92, %30
  %94 = sext i32 %93 to i64
  %95 = getelementptr bfloat, ptr addrspace(1) %1, i64 %94
  %96 = select i1 %90, i32 16, i32 0
  %97 = lshr exact i32 %30, 3
  %98 = and i32 %14, 7
  %99 = xor i32 %97, %98
  %100 = shl nuw nsw i32 %14, 7
  %101 = shl nuw nsw i32 %99, 4
  %102 = or disjoint i32 %101, %100
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %103
  %105 = ptrtoint ptr addrspace(3) %104 to i64
  %106 = trunc i64 %105 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %106, ptr addrspace(1) %95, i32 %96) #7
  %107 = add i32 %11, %18
  %108 = shl i32 %107, 6
  %109 = or disjoint i32 %108, %30
  %110 = sext i32 %109 to i64
  %111 = getelementptr bfloat, ptr addrspace(1) %1, i64 %110
  %112 = shl nuw nsw i32 %18, 7
  %113 = or disjoint i32 %101, %112
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %114
  %116 = ptrtoint ptr addrspace(3) %115 to i64
  %117 = trunc i64 %116 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %117, ptr addrspace(1) %111, i32 %96) #7
  %118 = add i32 %11, %22
  %119 = shl i32 %118, 6
  %120 = or disjoint i32 %119, %30
  %121 = sext i32 %120 to i64
  %122 = getelementptr bfloat, ptr addrspace(1) %1, i64 %121
  %123 = shl nuw nsw i32 %22, 7
  %124 = or disjoint i32 %101, %123
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %125
  %127 = ptrtoint ptr addrspace(3) %126 to i64
  %128 = trunc i64 %127 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %128, ptr addrspace(1) %122, i32 %96) #7
  %129 = add i32 %11, %26
  %130 = shl i32 %129, 6
  %131 = or disjoint i32 %130, %30
  %132 = sext i32 %131 to i64
  %133 = getelementptr bfloat, ptr addrspace(1) %1, i64 %132
  %134 = shl nuw nsw i32 %26, 7
  %135 = or disjoint i32 %101, %134
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %136
  %138 = ptrtoint ptr addrspace(3) %137 to i64
  %139 = trunc i64 %138 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %139, ptr addrspace(1) %133, i32 %96) #7
  %140 = getelementptr bfloat, ptr addrspace(1) %2, i64 %94
  %141 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %103
  %142 = ptrtoint ptr addrspace(3) %141 to i64
  %143 = trunc i64 %142 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %143, ptr addrspace(1) %140, i32 %96) #7
  %144 = getelementptr bfloat, ptr addrspace(1) %2, i64 %110
  %145 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %114
  %146 = ptrtoint ptr addrspace(3) %145 to i64
  %147 = trunc i64 %146 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %147, ptr addrspace(1) %144, i32 %96) #7
  %148 = getelementptr bfloat, ptr addrspace(1) %2, i64 %121
  %149 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %125
  %150 = ptrtoint ptr addrspace(3) %149 to i64
  %151 = trunc i64 %150 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %151, ptr addrspace(1) %148, i32 %96) #7
  %152 = getelementptr bfloat, ptr addrspace(1) %2, i64 %132
  %153 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %136
  %154 = ptrtoint ptr addrspace(3) %153 to i64
  %155 = trunc i64 %154 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %155, ptr addrspace(1) %152, i32 %96) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %156 = icmp sgt i32 %89, 64
  %157 = shl nuw nsw i32 %14, 6
  %158 = or disjoint i32 %157, %30
  %159 = or disjoint i32 %158, 4096
  %160 = add i32 %159, %12
  %161 = sext i32 %160 to i64
  %162 = getelementptr bfloat, ptr addrspace(1) %1, i64 %161
  %163 = select i1 %156, i32 16, i32 0
  %164 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %103
  %165 = ptrtoint ptr addrspace(3) %164 to i64
  %166 = trunc i64 %165 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %166, ptr addrspace(1) %162, i32 %163) #7
  %167 = or disjoint i32 %158, 5120
  %168 = add i32 %167, %12
  %169 = sext i32 %168 to i64
  %170 = getelementptr bfloat, ptr addrspace(1) %1, i64 %169
  %171 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %114
  %172 = ptrtoint ptr addrspace(3) %171 to i64
  %173 = trunc i64 %172 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %173, ptr addrspace(1) %170, i32 %163) #7
  %174 = or disjoint i32 %158, 6144
  %175 = add i32 %174, %12
  %176 = sext i32 %175 to i64
  %177 = getelementptr bfloat, ptr addrspace(1) %1, i64 %176
  %178 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %125
  %179 = ptrtoint ptr addrspace(3) %178 to i64
  %180 = trunc i64 %179 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %180, ptr addrspace(1) %177, i32 %163) #7
  %181 = or disjoint i32 %158, 7168
  %182 = add i32 %181, %12
  %183 = sext i32 %182 to i64
  %184 = getelementptr bfloat, ptr addrspace(1) %1, i64 %183
  %185 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %136
  %186 = ptrtoint ptr addrspace(3) %185 to i64
  %187 = trunc i64 %186 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %187, ptr addrspace(1) %184, i32 %163) #7
  %188 = getelementptr bfloat, ptr addrspace(1) %2, i64 %161
  %189 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %103
  %190 = ptrtoint ptr addrspace(3) %189 to i64
  %191 = trunc i64 %190 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %191, ptr addrspace(1) %188, i32 %163) #7
  %192 = getelementptr bfloat, ptr addrspace(1) %2, i64 %169
  %193 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %114
  %194 = ptrtoint ptr addrspace(3) %193 to i64
  %195 = trunc i64 %194 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %195, ptr addrspace(1) %192, i32 %163) #7
  %196 = getelementptr bfloat, ptr addrspace(1) %2, i64 %176
  %197 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %125
  %198 = ptrtoint ptr addrspace(3) %197 to i64
  %199 = trunc i64 %198 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %199, ptr addrspace(1) %196, i32 %163) #7
  %200 = getelementptr bfloat, ptr addrspace(1) %2, i64 %183
  %201 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %136
  %202 = ptrtoint ptr addrspace(3) %201 to i64
  %203 = trunc i64 %202 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %203, ptr addrspace(1) %200, i32 %163) #7
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
  %.pre204 = and i32 %.pre, 7
  %.pre206 = lshr i32 %7, 1
  %.pre208 = and i32 %.pre206, 48
  %.pre210 = shl nuw nsw i32 %7, 1
  %.pre212 = and i32 %.pre210, 6
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

396:                                              ; preds = %.lr.ph, %767
  %397 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %849, %767 ]
  %398 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %848, %767 ]
  %399 = phi float [ 0.000000e+00, %.lr.ph ], [ %1368, %767 ]
  %400 = phi float [ 0.000000e+00, %.lr.ph ], [ %1367, %767 ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %1366, %767 ]
  %402 = phi float [ 0.000000e+00, %.lr.ph ], [ %1365, %767 ]
  %403 = phi float [ 0.000000e+00, %.lr.ph ], [ %1363, %767 ]
  %404 = phi float [ 0.000000e+00, %.lr.ph ], [ %1362, %767 ]
  %405 = phi float [ 0.000000e+00, %.lr.ph ], [ %1361, %767 ]
  %406 = phi float [ 0.000000e+00, %.lr.ph ], [ %1360, %767 ]
  %407 = phi float [ 0.000000e+00, %.lr.ph ], [ %1352, %767 ]
  %408 = phi float [ 0.000000e+00, %.lr.ph ], [ %1351, %767 ]
  %409 = phi float [ 0.000000e+00, %.lr.ph ], [ %1350, %767 ]
  %410 = phi float [ 0.000000e+00, %.lr.ph ], [ %1349, %767 ]
  %411 = phi float [ 0.000000e+00, %.lr.ph ], [ %1347, %767 ]
  %412 = phi float [ 0.000000e+00, %.lr.ph ], [ %1346, %767 ]
  %413 = phi float [ 0.000000e+00, %.lr.ph ], [ %1345, %767 ]
  %414 = phi float [ 0.000000e+00, %.lr.ph ], [ %1344, %767 ]
  %415 = phi float [ 0.000000e+00, %.lr.ph ], [ %1336, %767 ]
  %416 = phi float [ 0.000000e+00, %.lr.ph ], [ %1335, %767 ]
  %417 = phi float [ 0.000000e+00, %.lr.ph ], [ %1334, %767 ]
  %418 = phi float [ 0.000000e+00, %.lr.ph ], [ %1333, %767 ]
  %419 = phi float [ 0.000000e+00, %.lr.ph ], [ %1331, %767 ]
  %420 = phi float [ 0.000000e+00, %.lr.ph ], [ %1330, %767 ]
  %421 = phi float [ 0.000000e+00, %.lr.ph ], [ %1329, %767 ]
  %422 = phi float [ 0.000000e+00, %.lr.ph ], [ %1328, %767 ]
  %423 = phi float [ 0.000000e+00, %.lr.ph ], [ %1320, %767 ]
  %424 = phi float [ 0.000000e+00, %.lr.ph ], [ %1319, %767 ]
  %425 = phi float [ 0.000000e+00, %.lr.ph ], [ %1318, %767 ]
  %426 = phi float [ 0.000000e+00, %.lr.ph ], [ %1317, %767 ]
  %427 = phi float [ 0.000000e+00, %.lr.ph ], [ %1315, %767 ]
  %428 = phi float [ 0.000000e+00, %.lr.ph ], [ %1314, %767 ]
  %429 = phi float [ 0.000000e+00, %.lr.ph ], [ %1313, %767 ]
  %430 = phi float [ 0.000000e+00, %.lr.ph ], [ %1312, %767 ]
  %431 = phi float [ 0.000000e+00, %.lr.ph ], [ %999, %767 ]
  %432 = phi float [ 0.000000e+00, %.lr.ph ], [ %998, %767 ]
  %433 = phi i32 [ 0, %.lr.ph ], [ %718, %767 ]
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
  %718 = add nuw nsw i32 %433, 64
  %.not215 = icmp slt i32 %433, %13
  br i1 %.not215, label %767, label %719

719:                                              ; preds = %396
  %720 = or disjoint i32 %433, %300
  %.not = icmp sgt i32 %720, %302
  %.not4.not = icmp slt i32 %720, %302
  %.not5 = icmp sgt i32 %720, %303
  %.not6.not = icmp slt i32 %720, %303
  %721 = or disjoint i32 %720, 8
  %.not7 = icmp sgt i32 %721, %302
  %722 = or disjoint i32 %720, 9
  %.not8 = icmp sgt i32 %722, %302
  %.not10 = icmp sgt i32 %722, %303
  %723 = or disjoint i32 %720, 16
  %.not11 = icmp sgt i32 %723, %302
  %724 = or disjoint i32 %720, 17
  %.not12 = icmp sgt i32 %724, %302
  %.not13 = icmp sgt i32 %723, %303
  %.not14 = icmp sgt i32 %724, %303
  %725 = or disjoint i32 %720, 24
  %.not15 = icmp sgt i32 %725, %302
  %726 = or disjoint i32 %720, 25
  %.not16 = icmp sgt i32 %726, %302
  %.not17 = icmp sgt i32 %725, %303
  %.not18 = icmp sgt i32 %726, %303
  %727 = or disjoint i32 %720, 32
  %.not19 = icmp sgt i32 %727, %302
  %728 = or disjoint i32 %720, 33
  %.not20 = icmp sgt i32 %728, %302
  %.not21 = icmp sgt i32 %727, %303
  %.not22 = icmp sgt i32 %728, %303
  %729 = or disjoint i32 %720, 40
  %.not23 = icmp sgt i32 %729, %302
  %730 = or disjoint i32 %720, 41
  %.not24 = icmp sgt i32 %730, %302
  %.not25 = icmp sgt i32 %729, %303
  %.not26 = icmp sgt i32 %730, %303
  %731 = or disjoint i32 %720, 48
  %.not27 = icmp sgt i32 %731, %302
  %732 = or disjoint i32 %720, 49
  %.not28 = icmp sgt i32 %732, %302
  %.not29 = icmp sgt i32 %731, %303
  %.not30 = icmp sgt i32 %732, %303
  %733 = or disjoint i32 %720, 56
  %.not31 = icmp sgt i32 %733, %302
  %734 = or disjoint i32 %720, 57
  %.not32 = icmp sgt i32 %734, %302
  %.not33 = icmp sgt i32 %733, %303
  %.not34 = icmp sgt i32 %734, %303
  %735 = select i1 %.not, float 0xFFF0000000000000, float %658
  %736 = select i1 %.not4.not, float %659, float 0xFFF0000000000000
  %737 = select i1 %.not5, float 0xFFF0000000000000, float %660
  %738 = select i1 %.not6.not, float %661, float 0xFFF0000000000000
  %739 = select i1 %.not7, float 0xFFF0000000000000, float %663
  %740 = select i1 %.not8, float 0xFFF0000000000000, float %664
  %741 = select i1 %.not, float 0xFFF0000000000000, float %665
  %742 = select i1 %.not10, float 0xFFF0000000000000, float %666
  %743 = select i1 %.not11, float 0xFFF0000000000000, float %674
  %744 = select i1 %.not12, float 0xFFF0000000000000, float %675
  %745 = select i1 %.not13, float 0xFFF0000000000000, float %676
  %746 = select i1 %.not14, float 0xFFF0000000000000, float %677
  %747 = select i1 %.not15, float 0xFFF0000000000000, float %679
  %748 = select i1 %.not16, float 0xFFF0000000000000, float %680
  %749 = select i1 %.not17, float 0xFFF0000000000000, float %681
  %750 = select i1 %.not18, float 0xFFF0000000000000, float %682
  %751 = select i1 %.not19, float 0xFFF0000000000000, float %690
  %752 = select i1 %.not20, float 0xFFF0000000000000, float %691
  %753 = select i1 %.not21, float 0xFFF0000000000000, float %692
  %754 = select i1 %.not22, float 0xFFF0000000000000, float %693
  %755 = select i1 %.not23, float 0xFFF0000000000000, float %695
  %756 = select i1 %.not24, float 0xFFF0000000000000, float %696
  %757 = select i1 %.not25, float 0xFFF0000000000000, float %697
  %758 = select i1 %.not26, float 0xFFF0000000000000, float %698
  %759 = select i1 %.not27, float 0xFFF0000000000000, float %706
  %760 = select i1 %.not28, float 0xFFF0000000000000, float %707
  %761 = select i1 %.not29, float 0xFFF0000000000000, float %708
  %762 = select i1 %.not30, float 0xFFF0000000000000, float %709
  %763 = select i1 %.not31, float 0xFFF0000000000000, float %711
  %764 = select i1 %.not32, float 0xFFF0000000000000, float %712
  %765 = select i1 %.not33, float 0xFFF0000000000000, float %713
  %766 = select i1 %.not34, float 0xFFF0000000000000, float %714
  br label %767

767:                                              ; preds = %719, %396
  %768 = phi float [ %735, %719 ], [ %658, %396 ]
  %769 = phi float [ %736, %719 ], [ %659, %396 ]
  %770 = phi float [ %737, %719 ], [ %660, %396 ]
  %771 = phi float [ %738, %719 ], [ %661, %396 ]
  %772 = phi float [ %739, %719 ], [ %663, %396 ]
  %773 = phi float [ %740, %719 ], [ %664, %396 ]
  %774 = phi float [ %741, %719 ], [ %665, %396 ]
  %775 = phi float [ %742, %719 ], [ %666, %396 ]
  %776 = phi float [ %743, %719 ], [ %674, %396 ]
  %777 = phi float [ %744, %719 ], [ %675, %396 ]
  %778 = phi float [ %745, %719 ], [ %676, %396 ]
  %779 = phi float [ %746, %719 ], [ %677, %396 ]
  %780 = phi float [ %747, %719 ], [ %679, %396 ]
  %781 = phi float [ %748, %719 ], [ %680, %396 ]
  %782 = phi float [ %749, %719 ], [ %681, %396 ]
  %783 = phi float [ %750, %719 ], [ %682, %396 ]
  %784 = phi float [ %751, %719 ], [ %690, %396 ]
  %785 = phi float [ %752, %719 ], [ %691, %396 ]
  %786 = phi float [ %753, %719 ], [ %692, %396 ]
  %787 = phi float [ %754, %719 ], [ %693, %396 ]
  %788 = phi float [ %755, %719 ], [ %695, %396 ]
  %789 = phi float [ %756, %719 ], [ %696, %396 ]
  %790 = phi float [ %757, %719 ], [ %697, %396 ]
  %791 = phi float [ %758, %719 ], [ %698, %396 ]
  %792 = phi float [ %759, %719 ], [ %706, %396 ]
  %793 = phi float [ %760, %719 ], [ %707, %396 ]
  %794 = phi float [ %761, %719 ], [ %708, %396 ]
  %795 = phi float [ %762, %719 ], [ %709, %396 ]
  %796 = phi float [ %763, %719 ], [ %711, %396 ]
  %797 = phi float [ %764, %719 ], [ %712, %396 ]
  %798 = phi float [ %765, %719 ], [ %713, %396 ]
  %799 = phi float [ %766, %719 ], [ %714, %396 ]
  %800 = tail call float @llvm.maxnum.f32(float %768, float %769)
  %801 = tail call float @llvm.maxnum.f32(float %770, float %771)
  %802 = tail call float @llvm.maxnum.f32(float %800, float %772)
  %803 = tail call float @llvm.maxnum.f32(float %802, float %773)
  %804 = tail call float @llvm.maxnum.f32(float %801, float %774)
  %805 = tail call float @llvm.maxnum.f32(float %804, float %775)
  %806 = tail call float @llvm.maxnum.f32(float %803, float %776)
  %807 = tail call float @llvm.maxnum.f32(float %806, float %777)
  %808 = tail call float @llvm.maxnum.f32(float %805, float %778)
  %809 = tail call float @llvm.maxnum.f32(float %808, float %779)
  %810 = tail call float @llvm.maxnum.f32(float %807, float %780)
  %811 = tail call float @llvm.maxnum.f32(float %810, float %781)
  %812 = tail call float @llvm.maxnum.f32(float %809, float %782)
  %813 = tail call float @llvm.maxnum.f32(float %812, float %783)
  %814 = tail call float @llvm.maxnum.f32(float %811, float %784)
  %815 = tail call float @llvm.maxnum.f32(float %814, float %785)
  %816 = tail call float @llvm.maxnum.f32(float %813, float %786)
  %817 = tail call float @llvm.maxnum.f32(float %816, float %787)
  %818 = tail call float @llvm.maxnum.f32(float %815, float %788)
  %819 = tail call float @llvm.maxnum.f32(float %818, float %789)
  %820 = tail call float @llvm.maxnum.f32(float %817, float %790)
  %821 = tail call float @llvm.maxnum.f32(float %820, float %791)
  %822 = tail call float @llvm.maxnum.f32(float %819, float %792)
  %823 = tail call float @llvm.maxnum.f32(float %822, float %793)
  %824 = tail call float @llvm.maxnum.f32(float %821, float %794)
  %825 = tail call float @llvm.maxnum.f32(float %824, float %795)
  %826 = tail call float @llvm.maxnum.f32(float %823, float %796)
  %827 = tail call float @llvm.maxnum.f32(float %826, float %797)
  %828 = tail call float @llvm.maxnum.f32(float %825, float %798)
  %829 = tail call float @llvm.maxnum.f32(float %828, float %799)
  %830 = bitcast float %827 to i32
  %831 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %830, i32 2, i32 31)
  %832 = bitcast i32 %831 to float
  %833 = tail call float @llvm.maxnum.f32(float %827, float %832)
  %834 = bitcast float %829 to i32
  %835 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %834, i32 2, i32 31)
  %836 = bitcast i32 %835 to float
  %837 = tail call float @llvm.maxnum.f32(float %829, float %836)
  %838 = bitcast float %833 to i32
  %839 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %838, i32 1, i32 31)
  %840 = bitcast i32 %839 to float
  %841 = tail call float @llvm.maxnum.f32(float %833, float %840)
  %842 = bitcast float %837 to i32
  %843 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %842, i32 1, i32 31)
  %844 = bitcast i32 %843 to float
  %845 = tail call float @llvm.maxnum.f32(float %837, float %844)
  %846 = fmul float %87, %841
  %847 = fmul float %87, %845
  %848 = tail call float @llvm.maxnum.f32(float %398, float %846)
  %849 = tail call float @llvm.maxnum.f32(float %397, float %847)
  %850 = fmul float %87, %768
  %851 = fmul float %87, %769
  %852 = fmul float %87, %770
  %853 = fmul float %87, %771
  %854 = fmul float %87, %772
  %855 = fmul float %87, %773
  %856 = fmul float %87, %774
  %857 = fmul float %87, %775
  %858 = fmul float %87, %776
  %859 = fmul float %87, %777
  %860 = fmul float %87, %778
  %861 = fmul float %87, %779
  %862 = fmul float %87, %780
  %863 = fmul float %87, %781
  %864 = fmul float %87, %782
  %865 = fmul float %87, %783
  %866 = fmul float %87, %784
  %867 = fmul float %87, %785
  %868 = fmul float %87, %786
  %869 = fmul float %87, %787
  %870 = fmul float %87, %788
  %871 = fmul float %87, %789
  %872 = fmul float %87, %790
  %873 = fmul float %87, %791
  %874 = fmul float %87, %792
  %875 = fmul float %87, %793
  %876 = fmul float %87, %794
  %877 = fmul float %87, %795
  %878 = fmul float %87, %796
  %879 = fmul float %87, %797
  %880 = fmul float %87, %798
  %881 = fmul float %87, %799
  %882 = fsub float %850, %848
  %883 = fsub float %851, %848
  %884 = fsub float %852, %849
  %885 = fsub float %853, %849
  %886 = fsub float %854, %848
  %887 = fsub float %855, %848
  %888 = fsub float %856, %849
  %889 = fsub float %857, %849
  %890 = fsub float %858, %848
  %891 = fsub float %859, %848
  %892 = fsub float %860, %849
  %893 = fsub float %861, %849
  %894 = fsub float %862, %848
  %895 = fsub float %863, %848
  %896 = fsub float %864, %849
  %897 = fsub float %865, %849
  %898 = fsub float %866, %848
  %899 = fsub float %867, %848
  %900 = fsub float %868, %849
  %901 = fsub float %869, %849
  %902 = fsub float %870, %848
  %903 = fsub float %871, %848
  %904 = fsub float %872, %849
  %905 = fsub float %873, %849
  %906 = fsub float %874, %848
  %907 = fsub float %875, %848
  %908 = fsub float %876, %849
  %909 = fsub float %877, %849
  %910 = fsub float %878, %848
  %911 = fsub float %879, %848
  %912 = fsub float %880, %849
  %913 = fsub float %881, %849
  %914 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %882)
  %915 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %883)
  %916 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %884)
  %917 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %885)
  %918 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %886)
  %919 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %887)
  %920 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %888)
  %921 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %889)
  %922 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %890)
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
  %946 = fsub float %398, %848
  %947 = fsub float %397, %849
  %948 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %946)
  %949 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %947)
  %950 = fmul float %432, %948
  %951 = fmul float %431, %949
  %952 = fadd float %914, %915
  %953 = fadd float %916, %917
  %954 = fadd float %952, %918
  %955 = fadd float %954, %919
  %956 = fadd float %953, %920
  %957 = fadd float %956, %921
  %958 = fadd float %955, %922
  %959 = fadd float %958, %923
  %960 = fadd float %957, %924
  %961 = fadd float %960, %925
  %962 = fadd float %959, %926
  %963 = fadd float %962, %927
  %964 = fadd float %961, %928
  %965 = fadd float %964, %929
  %966 = fadd float %963, %930
  %967 = fadd float %966, %931
  %968 = fadd float %965, %932
  %969 = fadd float %968, %933
  %970 = fadd float %967, %934
  %971 = fadd float %970, %935
  %972 = fadd float %969, %936
  %973 = fadd float %972, %937
  %974 = fadd float %971, %938
  %975 = fadd float %974, %939
  %976 = fadd float %973, %940
  %977 = fadd float %976, %941
  %978 = fadd float %975, %942
  %979 = fadd float %978, %943
  %980 = fadd float %977, %944
  %981 = fadd float %980, %945
  %982 = bitcast float %979 to i32
  %983 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %982, i32 2, i32 31)
  %984 = bitcast i32 %983 to float
  %985 = fadd float %979, %984
  %986 = bitcast float %981 to i32
  %987 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %986, i32 2, i32 31)
  %988 = bitcast i32 %987 to float
  %989 = fadd float %981, %988
  %990 = bitcast float %985 to i32
  %991 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %990, i32 1, i32 31)
  %992 = bitcast i32 %991 to float
  %993 = fadd float %985, %992
  %994 = bitcast float %989 to i32
  %995 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %994, i32 1, i32 31)
  %996 = bitcast i32 %995 to float
  %997 = fadd float %989, %996
  %998 = fadd float %950, %993
  %999 = fadd float %951, %997
  %1000 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %437
  %1001 = fptrunc float %914 to bfloat
  %1002 = fptrunc float %915 to bfloat
  %1003 = fptrunc float %916 to bfloat
  %1004 = fptrunc float %917 to bfloat
  %1005 = fptrunc float %918 to bfloat
  %1006 = fptrunc float %919 to bfloat
  %1007 = fptrunc float %920 to bfloat
  %1008 = fptrunc float %921 to bfloat
  %1009 = fptrunc float %922 to bfloat
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
  %1033 = fmul float %430, %948
  %1034 = fmul float %429, %948
  %1035 = fmul float %428, %949
  %1036 = fmul float %427, %949
  %1037 = fmul float %426, %948
  %1038 = fmul float %425, %948
  %1039 = fmul float %424, %949
  %1040 = fmul float %423, %949
  %1041 = fmul float %422, %948
  %1042 = fmul float %421, %948
  %1043 = fmul float %420, %949
  %1044 = fmul float %419, %949
  %1045 = fmul float %418, %948
  %1046 = fmul float %417, %948
  %1047 = fmul float %416, %949
  %1048 = fmul float %415, %949
  %1049 = fmul float %414, %948
  %1050 = fmul float %413, %948
  %1051 = fmul float %412, %949
  %1052 = fmul float %411, %949
  %1053 = fmul float %410, %948
  %1054 = fmul float %409, %948
  %1055 = fmul float %408, %949
  %1056 = fmul float %407, %949
  %1057 = fmul float %406, %948
  %1058 = fmul float %405, %948
  %1059 = fmul float %404, %949
  %1060 = fmul float %403, %949
  %1061 = fmul float %402, %948
  %1062 = fmul float %401, %948
  %1063 = fmul float %400, %949
  %1064 = fmul float %399, %949
  %1065 = insertelement <2 x bfloat> poison, bfloat %1001, i64 0
  %1066 = insertelement <2 x bfloat> %1065, bfloat %1002, i64 1
  %1067 = bitcast <2 x bfloat> %1066 to i32
  %1068 = insertelement <2 x bfloat> poison, bfloat %1003, i64 0
  %1069 = insertelement <2 x bfloat> %1068, bfloat %1004, i64 1
  %1070 = bitcast <2 x bfloat> %1069 to i32
  %1071 = insertelement <2 x bfloat> poison, bfloat %1005, i64 0
  %1072 = insertelement <2 x bfloat> %1071, bfloat %1006, i64 1
  %1073 = bitcast <2 x bfloat> %1072 to i32
  %1074 = insertelement <2 x bfloat> poison, bfloat %1007, i64 0
  %1075 = insertelement <2 x bfloat> %1074, bfloat %1008, i64 1
  %1076 = bitcast <2 x bfloat> %1075 to i32
  %1077 = insertelement <2 x bfloat> poison, bfloat %1009, i64 0
  %1078 = insertelement <2 x bfloat> %1077, bfloat %1010, i64 1
  %1079 = bitcast <2 x bfloat> %1078 to i32
  %1080 = insertelement <2 x bfloat> poison, bfloat %1011, i64 0
  %1081 = insertelement <2 x bfloat> %1080, bfloat %1012, i64 1
  %1082 = bitcast <2 x bfloat> %1081 to i32
  %1083 = insertelement <2 x bfloat> poison, bfloat %1013, i64 0
  %1084 = insertelement <2 x bfloat> %1083, bfloat %1014, i64 1
  %1085 = bitcast <2 x bfloat> %1084 to i32
  %1086 = insertelement <2 x bfloat> poison, bfloat %1015, i64 0
  %1087 = insertelement <2 x bfloat> %1086, bfloat %1016, i64 1
  %1088 = bitcast <2 x bfloat> %1087 to i32
  %1089 = insertelement <2 x bfloat> poison, bfloat %1017, i64 0
  %1090 = insertelement <2 x bfloat> %1089, bfloat %1018, i64 1
  %1091 = bitcast <2 x bfloat> %1090 to i32
  %1092 = insertelement <2 x bfloat> poison, bfloat %1019, i64 0
  %1093 = insertelement <2 x bfloat> %1092, bfloat %1020, i64 1
  %1094 = bitcast <2 x bfloat> %1093 to i32
  %1095 = insertelement <2 x bfloat> poison, bfloat %1021, i64 0
  %1096 = insertelement <2 x bfloat> %1095, bfloat %1022, i64 1
  %1097 = bitcast <2 x bfloat> %1096 to i32
  %1098 = insertelement <2 x bfloat> poison, bfloat %1023, i64 0
  %1099 = insertelement <2 x bfloat> %1098, bfloat %1024, i64 1
  %1100 = bitcast <2 x bfloat> %1099 to i32
  %1101 = insertelement <2 x bfloat> poison, bfloat %1025, i64 0
  %1102 = insertelement <2 x bfloat> %1101, bfloat %1026, i64 1
  %1103 = bitcast <2 x bfloat> %1102 to i32
  %1104 = insertelement <2 x bfloat> poison, bfloat %1027, i64 0
  %1105 = insertelement <2 x bfloat> %1104, bfloat %1028, i64 1
  %1106 = bitcast <2 x bfloat> %1105 to i32
  %1107 = insertelement <2 x bfloat> poison, bfloat %1029, i64 0
  %1108 = insertelement <2 x bfloat> %1107, bfloat %1030, i64 1
  %1109 = bitcast <2 x bfloat> %1108 to i32
  %1110 = insertelement <2 x bfloat> poison, bfloat %1031, i64 0
  %1111 = insertelement <2 x bfloat> %1110, bfloat %1032, i64 1
  %1112 = bitcast <2 x bfloat> %1111 to i32
  %1113 = getelementptr bfloat, ptr addrspace(3) %1000, i64 %312
  %1114 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1113)
  %1115 = extractvalue { i32, i32, i32, i32 } %1114, 0
  %1116 = extractvalue { i32, i32, i32, i32 } %1114, 1
  %1117 = extractvalue { i32, i32, i32, i32 } %1114, 2
  %1118 = extractvalue { i32, i32, i32, i32 } %1114, 3
  %1119 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1067, i32 %1070, i32 %1073, i32 %1076, i32 %1115, i32 %1116, float %1033, float %1034, float %1035, float %1036) #7
  %1120 = extractvalue { float, float, float, float } %1119, 0
  %1121 = extractvalue { float, float, float, float } %1119, 1
  %1122 = extractvalue { float, float, float, float } %1119, 2
  %1123 = extractvalue { float, float, float, float } %1119, 3
  %1124 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1067, i32 %1070, i32 %1073, i32 %1076, i32 %1117, i32 %1118, float %1037, float %1038, float %1039, float %1040) #7
  %1125 = extractvalue { float, float, float, float } %1124, 0
  %1126 = extractvalue { float, float, float, float } %1124, 1
  %1127 = extractvalue { float, float, float, float } %1124, 2
  %1128 = extractvalue { float, float, float, float } %1124, 3
  %1129 = getelementptr bfloat, ptr addrspace(3) %1000, i64 %318
  %1130 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1129)
  %1131 = extractvalue { i32, i32, i32, i32 } %1130, 0
  %1132 = extractvalue { i32, i32, i32, i32 } %1130, 1
  %1133 = extractvalue { i32, i32, i32, i32 } %1130, 2
  %1134 = extractvalue { i32, i32, i32, i32 } %1130, 3
  %1135 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1067, i32 %1070, i32 %1073, i32 %1076, i32 %1131, i32 %1132, float %1041, float %1042, float %1043, float %1044) #7
  %1136 = extractvalue { float, float, float, float } %1135, 0
  %1137 = extractvalue { float, float, float, float } %1135, 1
  %1138 = extractvalue { float, float, float, float } %1135, 2
  %1139 = extractvalue { float, float, float, float } %1135, 3
  %1140 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1067, i32 %1070, i32 %1073, i32 %1076, i32 %1133, i32 %1134, float %1045, float %1046, float %1047, float %1048) #7
  %1141 = extractvalue { float, float, float, float } %1140, 0
  %1142 = extractvalue { float, float, float, float } %1140, 1
  %1143 = extractvalue { float, float, float, float } %1140, 2
  %1144 = extractvalue { float, float, float, float } %1140, 3
  %1145 = getelementptr bfloat, ptr addrspace(3) %1000, i64 %324
  %1146 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1145)
  %1147 = extractvalue { i32, i32, i32, i32 } %1146, 0
  %1148 = extractvalue { i32, i32, i32, i32 } %1146, 1
  %1149 = extractvalue { i32, i32, i32, i32 } %1146, 2
  %1150 = extractvalue { i32, i32, i32, i32 } %1146, 3
  %1151 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1067, i32 %1070, i32 %1073, i32 %1076, i32 %1147, i32 %1148, float %1049, float %1050, float %1051, float %1052) #7
  %1152 = extractvalue { float, float, float, float } %1151, 0
  %1153 = extractvalue { float, float, float, float } %1151, 1
  %1154 = extractvalue { float, float, float, float } %1151, 2
  %1155 = extractvalue { float, float, float, float } %1151, 3
  %1156 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1067, i32 %1070, i32 %1073, i32 %1076, i32 %1149, i32 %1150, float %1053, float %1054, float %1055, float %1056) #7
  %1157 = extractvalue { float, float, float, float } %1156, 0
  %1158 = extractvalue { float, float, float, float } %1156, 1
  %1159 = extractvalue { float, float, float, float } %1156, 2
  %1160 = extractvalue { float, float, float, float } %1156, 3
  %1161 = getelementptr bfloat, ptr addrspace(3) %1000, i64 %330
  %1162 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1161)
  %1163 = extractvalue { i32, i32, i32, i32 } %1162, 0
  %1164 = extractvalue { i32, i32, i32, i32 } %1162, 1
  %1165 = extractvalue { i32, i32, i32, i32 } %1162, 2
  %1166 = extractvalue { i32, i32, i32, i32 } %1162, 3
  %1167 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1067, i32 %1070, i32 %1073, i32 %1076, i32 %1163, i32 %1164, float %1057, float %1058, float %1059, float %1060) #7
  %1168 = extractvalue { float, float, float, float } %1167, 0
  %1169 = extractvalue { float, float, float, float } %1167, 1
  %1170 = extractvalue { float, float, float, float } %1167, 2
  %1171 = extractvalue { float, float, float, float } %1167, 3
  %1172 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1067, i32 %1070, i32 %1073, i32 %1076, i32 %1165, i32 %1166, float %1061, float %1062, float %1063, float %1064) #7
  %1173 = extractvalue { float, float, float, float } %1172, 0
  %1174 = extractvalue { float, float, float, float } %1172, 1
  %1175 = extractvalue { float, float, float, float } %1172, 2
  %1176 = extractvalue { float, float, float, float } %1172, 3
  %1177 = getelementptr bfloat, ptr addrspace(3) %1000, i64 %334
  %1178 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1177)
  %1179 = extractvalue { i32, i32, i32, i32 } %1178, 0
  %1180 = extractvalue { i32, i32, i32, i32 } %1178, 1
  %1181 = extractvalue { i32, i32, i32, i32 } %1178, 2
  %1182 = extractvalue { i32, i32, i32, i32 } %1178, 3
  %1183 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1079, i32 %1082, i32 %1085, i32 %1088, i32 %1179, i32 %1180, float %1120, float %1121, float %1122, float %1123) #7
  %1184 = extractvalue { float, float, float, float } %1183, 0
  %1185 = extractvalue { float, float, float, float } %1183, 1
  %1186 = extractvalue { float, float, float, float } %1183, 2
  %1187 = extractvalue { float, float, float, float } %1183, 3
  %1188 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1079, i32 %1082, i32 %1085, i32 %1088, i32 %1181, i32 %1182, float %1125, float %1126, float %1127, float %1128) #7
  %1189 = extractvalue { float, float, float, float } %1188, 0
  %1190 = extractvalue { float, float, float, float } %1188, 1
  %1191 = extractvalue { float, float, float, float } %1188, 2
  %1192 = extractvalue { float, float, float, float } %1188, 3
  %1193 = getelementptr bfloat, ptr addrspace(3) %1000, i64 %337
  %1194 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1193)
  %1195 = extractvalue { i32, i32, i32, i32 } %1194, 0
  %1196 = extractvalue { i32, i32, i32, i32 } %1194, 1
  %1197 = extractvalue { i32, i32, i32, i32 } %1194, 2
  %1198 = extractvalue { i32, i32, i32, i32 } %1194, 3
  %1199 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1079, i32 %1082, i32 %1085, i32 %1088, i32 %1195, i32 %1196, float %1136, float %1137, float %1138, float %1139) #7
  %1200 = extractvalue { float, float, float, float } %1199, 0
  %1201 = extractvalue { float, float, float, float } %1199, 1
  %1202 = extractvalue { float, float, float, float } %1199, 2
  %1203 = extractvalue { float, float, float, float } %1199, 3
  %1204 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1079, i32 %1082, i32 %1085, i32 %1088, i32 %1197, i32 %1198, float %1141, float %1142, float %1143, float %1144) #7
  %1205 = extractvalue { float, float, float, float } %1204, 0
  %1206 = extractvalue { float, float, float, float } %1204, 1
  %1207 = extractvalue { float, float, float, float } %1204, 2
  %1208 = extractvalue { float, float, float, float } %1204, 3
  %1209 = getelementptr bfloat, ptr addrspace(3) %1000, i64 %340
  %1210 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1209)
  %1211 = extractvalue { i32, i32, i32, i32 } %1210, 0
  %1212 = extractvalue { i32, i32, i32, i32 } %1210, 1
  %1213 = extractvalue { i32, i32, i32, i32 } %1210, 2
  %1214 = extractvalue { i32, i32, i32, i32 } %1210, 3
  %1215 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1079, i32 %1082, i32 %1085, i32 %1088, i32 %1211, i32 %1212, float %1152, float %1153, float %1154, float %1155) #7
  %1216 = extractvalue { float, float, float, float } %1215, 0
  %1217 = extractvalue { float, float, float, float } %1215, 1
  %1218 = extractvalue { float, float, float, float } %1215, 2
  %1219 = extractvalue { float, float, float, float } %1215, 3
  %1220 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1079, i32 %1082, i32 %1085, i32 %1088, i32 %1213, i32 %1214, float %1157, float %1158, float %1159, float %1160) #7
  %1221 = extractvalue { float, float, float, float } %1220, 0
  %1222 = extractvalue { float, float, float, float } %1220, 1
  %1223 = extractvalue { float, float, float, float } %1220, 2
  %1224 = extractvalue { float, float, float, float } %1220, 3
  %1225 = getelementptr bfloat, ptr addrspace(3) %1000, i64 %343
  %1226 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1225)
  %1227 = extractvalue { i32, i32, i32, i32 } %1226, 0
  %1228 = extractvalue { i32, i32, i32, i32 } %1226, 1
  %1229 = extractvalue { i32, i32, i32, i32 } %1226, 2
  %1230 = extractvalue { i32, i32, i32, i32 } %1226, 3
  %1231 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1079, i32 %1082, i32 %1085, i32 %1088, i32 %1227, i32 %1228, float %1168, float %1169, float %1170, float %1171) #7
  %1232 = extractvalue { float, float, float, float } %1231, 0
  %1233 = extractvalue { float, float, float, float } %1231, 1
  %1234 = extractvalue { float, float, float, float } %1231, 2
  %1235 = extractvalue { float, float, float, float } %1231, 3
  %1236 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1079, i32 %1082, i32 %1085, i32 %1088, i32 %1229, i32 %1230, float %1173, float %1174, float %1175, float %1176) #7
  %1237 = extractvalue { float, float, float, float } %1236, 0
  %1238 = extractvalue { float, float, float, float } %1236, 1
  %1239 = extractvalue { float, float, float, float } %1236, 2
  %1240 = extractvalue { float, float, float, float } %1236, 3
  %1241 = getelementptr bfloat, ptr addrspace(3) %1000, i64 %347
  %1242 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1241)
  %1243 = extractvalue { i32, i32, i32, i32 } %1242, 0
  %1244 = extractvalue { i32, i32, i32, i32 } %1242, 1
  %1245 = extractvalue { i32, i32, i32, i32 } %1242, 2
  %1246 = extractvalue { i32, i32, i32, i32 } %1242, 3
  %1247 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1094, i32 %1097, i32 %1100, i32 %1243, i32 %1244, float %1184, float %1185, float %1186, float %1187) #7
  %1248 = extractvalue { float, float, float, float } %1247, 0
  %1249 = extractvalue { float, float, float, float } %1247, 1
  %1250 = extractvalue { float, float, float, float } %1247, 2
  %1251 = extractvalue { float, float, float, float } %1247, 3
  %1252 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1094, i32 %1097, i32 %1100, i32 %1245, i32 %1246, float %1189, float %1190, float %1191, float %1192) #7
  %1253 = extractvalue { float, float, float, float } %1252, 0
  %1254 = extractvalue { float, float, float, float } %1252, 1
  %1255 = extractvalue { float, float, float, float } %1252, 2
  %1256 = extractvalue { float, float, float, float } %1252, 3
  %1257 = getelementptr bfloat, ptr addrspace(3) %1000, i64 %350
  %1258 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1257)
  %1259 = extractvalue { i32, i32, i32, i32 } %1258, 0
  %1260 = extractvalue { i32, i32, i32, i32 } %1258, 1
  %1261 = extractvalue { i32, i32, i32, i32 } %1258, 2
  %1262 = extractvalue { i32, i32, i32, i32 } %1258, 3
  %1263 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1094, i32 %1097, i32 %1100, i32 %1259, i32 %1260, float %1200, float %1201, float %1202, float %1203) #7
  %1264 = extractvalue { float, float, float, float } %1263, 0
  %1265 = extractvalue { float, float, float, float } %1263, 1
  %1266 = extractvalue { float, float, float, float } %1263, 2
  %1267 = extractvalue { float, float, float, float } %1263, 3
  %1268 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1094, i32 %1097, i32 %1100, i32 %1261, i32 %1262, float %1205, float %1206, float %1207, float %1208) #7
  %1269 = extractvalue { float, float, float, float } %1268, 0
  %1270 = extractvalue { float, float, float, float } %1268, 1
  %1271 = extractvalue { float, float, float, float } %1268, 2
  %1272 = extractvalue { float, float, float, float } %1268, 3
  %1273 = getelementptr bfloat, ptr addrspace(3) %1000, i64 %353
  %1274 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1273)
  %1275 = extractvalue { i32, i32, i32, i32 } %1274, 0
  %1276 = extractvalue { i32, i32, i32, i32 } %1274, 1
  %1277 = extractvalue { i32, i32, i32, i32 } %1274, 2
  %1278 = extractvalue { i32, i32, i32, i32 } %1274, 3
  %1279 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1094, i32 %1097, i32 %1100, i32 %1275, i32 %1276, float %1216, float %1217, float %1218, float %1219) #7
  %1280 = extractvalue { float, float, float, float } %1279, 0
  %1281 = extractvalue { float, float, float, float } %1279, 1
  %1282 = extractvalue { float, float, float, float } %1279, 2
  %1283 = extractvalue { float, float, float, float } %1279, 3
  %1284 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1094, i32 %1097, i32 %1100, i32 %1277, i32 %1278, float %1221, float %1222, float %1223, float %1224) #7
  %1285 = extractvalue { float, float, float, float } %1284, 0
  %1286 = extractvalue { float, float, float, float } %1284, 1
  %1287 = extractvalue { float, float, float, float } %1284, 2
  %1288 = extractvalue { float, float, float, float } %1284, 3
  %1289 = getelementptr bfloat, ptr addrspace(3) %1000, i64 %356
  %1290 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1289)
  %1291 = extractvalue { i32, i32, i32, i32 } %1290, 0
  %1292 = extractvalue { i32, i32, i32, i32 } %1290, 1
  %1293 = extractvalue { i32, i32, i32, i32 } %1290, 2
  %1294 = extractvalue { i32, i32, i32, i32 } %1290, 3
  %1295 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1094, i32 %1097, i32 %1100, i32 %1291, i32 %1292, float %1232, float %1233, float %1234, float %1235) #7
  %1296 = extractvalue { float, float, float, float } %1295, 0
  %1297 = extractvalue { float, float, float, float } %1295, 1
  %1298 = extractvalue { float, float, float, float } %1295, 2
  %1299 = extractvalue { float, float, float, float } %1295, 3
  %1300 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1091, i32 %1094, i32 %1097, i32 %1100, i32 %1293, i32 %1294, float %1237, float %1238, float %1239, float %1240) #7
  %1301 = extractvalue { float, float, float, float } %1300, 0
  %1302 = extractvalue { float, float, float, float } %1300, 1
  %1303 = extractvalue { float, float, float, float } %1300, 2
  %1304 = extractvalue { float, float, float, float } %1300, 3
  %1305 = getelementptr bfloat, ptr addrspace(3) %1000, i64 %360
  %1306 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1305)
  %1307 = extractvalue { i32, i32, i32, i32 } %1306, 0
  %1308 = extractvalue { i32, i32, i32, i32 } %1306, 1
  %1309 = extractvalue { i32, i32, i32, i32 } %1306, 2
  %1310 = extractvalue { i32, i32, i32, i32 } %1306, 3
  %1311 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1103, i32 %1106, i32 %1109, i32 %1112, i32 %1307, i32 %1308, float %1248, float %1249, float %1250, float %1251) #7
  %1312 = extractvalue { float, float, float, float } %1311, 0
  %1313 = extractvalue { float, float, float, float } %1311, 1
  %1314 = extractvalue { float, float, float, float } %1311, 2
  %1315 = extractvalue { float, float, float, float } %1311, 3
  %1316 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1103, i32 %1106, i32 %1109, i32 %1112, i32 %1309, i32 %1310, float %1253, float %1254, float %1255, float %1256) #7
  %1317 = extractvalue { float, float, float, float } %1316, 0
  %1318 = extractvalue { float, float, float, float } %1316, 1
  %1319 = extractvalue { float, float, float, float } %1316, 2
  %1320 = extractvalue { float, float, float, float } %1316, 3
  %1321 = getelementptr bfloat, ptr addrspace(3) %1000, i64 %363
  %1322 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1321)
  %1323 = extractvalue { i32, i32, i32, i32 } %1322, 0
  %1324 = extractvalue { i32, i32, i32, i32 } %1322, 1
  %1325 = extractvalue { i32, i32, i32, i32 } %1322, 2
  %1326 = extractvalue { i32, i32, i32, i32 } %1322, 3
  %1327 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1103, i32 %1106, i32 %1109, i32 %1112, i32 %1323, i32 %1324, float %1264, float %1265, float %1266, float %1267) #7
  %1328 = extractvalue { float, float, float, float } %1327, 0
  %1329 = extractvalue { float, float, float, float } %1327, 1
  %1330 = extractvalue { float, float, float, float } %1327, 2
  %1331 = extractvalue { float, float, float, float } %1327, 3
  %1332 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1103, i32 %1106, i32 %1109, i32 %1112, i32 %1325, i32 %1326, float %1269, float %1270, float %1271, float %1272) #7
  %1333 = extractvalue { float, float, float, float } %1332, 0
  %1334 = extractvalue { float, float, float, float } %1332, 1
  %1335 = extractvalue { float, float, float, float } %1332, 2
  %1336 = extractvalue { float, float, float, float } %1332, 3
  %1337 = getelementptr bfloat, ptr addrspace(3) %1000, i64 %366
  %1338 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1337)
  %1339 = extractvalue { i32, i32, i32, i32 } %1338, 0
  %1340 = extractvalue { i32, i32, i32, i32 } %1338, 1
  %1341 = extractvalue { i32, i32, i32, i32 } %1338, 2
  %1342 = extractvalue { i32, i32, i32, i32 } %1338, 3
  %1343 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1103, i32 %1106, i32 %1109, i32 %1112, i32 %1339, i32 %1340, float %1280, float %1281, float %1282, float %1283) #7
  %1344 = extractvalue { float, float, float, float } %1343, 0
  %1345 = extractvalue { float, float, float, float } %1343, 1
  %1346 = extractvalue { float, float, float, float } %1343, 2
  %1347 = extractvalue { float, float, float, float } %1343, 3
  %1348 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1103, i32 %1106, i32 %1109, i32 %1112, i32 %1341, i32 %1342, float %1285, float %1286, float %1287, float %1288) #7
  %1349 = extractvalue { float, float, float, float } %1348, 0
  %1350 = extractvalue { float, float, float, float } %1348, 1
  %1351 = extractvalue { float, float, float, float } %1348, 2
  %1352 = extractvalue { float, float, float, float } %1348, 3
  %1353 = getelementptr bfloat, ptr addrspace(3) %1000, i64 %369
  %1354 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1353)
  %1355 = extractvalue { i32, i32, i32, i32 } %1354, 0
  %1356 = extractvalue { i32, i32, i32, i32 } %1354, 1
  %1357 = extractvalue { i32, i32, i32, i32 } %1354, 2
  %1358 = extractvalue { i32, i32, i32, i32 } %1354, 3
  %1359 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1103, i32 %1106, i32 %1109, i32 %1112, i32 %1355, i32 %1356, float %1296, float %1297, float %1298, float %1299) #7
  %1360 = extractvalue { float, float, float, float } %1359, 0
  %1361 = extractvalue { float, float, float, float } %1359, 1
  %1362 = extractvalue { float, float, float, float } %1359, 2
  %1363 = extractvalue { float, float, float, float } %1359, 3
  %1364 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1103, i32 %1106, i32 %1109, i32 %1112, i32 %1357, i32 %1358, float %1301, float %1302, float %1303, float %1304) #7
  %1365 = extractvalue { float, float, float, float } %1364, 0
  %1366 = extractvalue { float, float, float, float } %1364, 1
  %1367 = extractvalue { float, float, float, float } %1364, 2
  %1368 = extractvalue { float, float, float, float } %1364, 3
  %1369 = icmp slt i32 %715, %89
  %1370 = shl nuw nsw i32 %717, 13
  %1371 = zext nneg i32 %1370 to i64
  %1372 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1371
  %1373 = add i32 %91, %715
  %1374 = shl i32 %1373, 6
  %1375 = or disjoint i32 %1374, %30
  %1376 = sext i32 %1375 to i64
  %1377 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1376
  %1378 = select i1 %1369, i32 16, i32 0
  %1379 = getelementptr i8, ptr addrspace(3) %1372, i64 %103
  %1380 = ptrtoint ptr addrspace(3) %1379 to i64
  %1381 = trunc i64 %1380 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1381, ptr addrspace(1) %1377, i32 %1378) #7
  %1382 = add i32 %107, %715
  %1383 = shl i32 %1382, 6
  %1384 = or disjoint i32 %1383, %30
  %1385 = sext i32 %1384 to i64
  %1386 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1385
  %1387 = getelementptr i8, ptr addrspace(3) %1372, i64 %114
  %1388 = ptrtoint ptr addrspace(3) %1387 to i64
  %1389 = trunc i64 %1388 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1389, ptr addrspace(1) %1386, i32 %1378) #7
  %1390 = add i32 %118, %715
  %1391 = shl i32 %1390, 6
  %1392 = or disjoint i32 %1391, %30
  %1393 = sext i32 %1392 to i64
  %1394 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1393
  %1395 = getelementptr i8, ptr addrspace(3) %1372, i64 %125
  %1396 = ptrtoint ptr addrspace(3) %1395 to i64
  %1397 = trunc i64 %1396 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1397, ptr addrspace(1) %1394, i32 %1378) #7
  %1398 = add i32 %129, %715
  %1399 = shl i32 %1398, 6
  %1400 = or disjoint i32 %1399, %30
  %1401 = sext i32 %1400 to i64
  %1402 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1401
  %1403 = getelementptr i8, ptr addrspace(3) %1372, i64 %136
  %1404 = ptrtoint ptr addrspace(3) %1403 to i64
  %1405 = trunc i64 %1404 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1405, ptr addrspace(1) %1402, i32 %1378) #7
  %1406 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %1371
  %1407 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1376
  %1408 = getelementptr i8, ptr addrspace(3) %1406, i64 %103
  %1409 = ptrtoint ptr addrspace(3) %1408 to i64
  %1410 = trunc i64 %1409 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1410, ptr addrspace(1) %1407, i32 %1378) #7
  %1411 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1385
  %1412 = getelementptr i8, ptr addrspace(3) %1406, i64 %114
  %1413 = ptrtoint ptr addrspace(3) %1412 to i64
  %1414 = trunc i64 %1413 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1414, ptr addrspace(1) %1411, i32 %1378) #7
  %1415 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1393
  %1416 = getelementptr i8, ptr addrspace(3) %1406, i64 %125
  %1417 = ptrtoint ptr addrspace(3) %1416 to i64
  %1418 = trunc i64 %1417 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1418, ptr addrspace(1) %1415, i32 %1378) #7
  %1419 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1401
  %1420 = getelementptr i8, ptr addrspace(3) %1406, i64 %136
  %1421 = ptrtoint ptr addrspace(3) %1420 to i64
  %1422 = trunc i64 %1421 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1422, ptr addrspace(1) %1419, i32 %1378) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1423 = icmp slt i32 %718, %89
  br i1 %1423, label %396, label %._crit_edge

._crit_edge:                                      ; preds = %767, %.._crit_edge_crit_edge
  %.pre-phi213 = phi i32 [ %.pre212, %.._crit_edge_crit_edge ], [ %300, %767 ]
  %.pre-phi209 = phi i32 [ %.pre208, %.._crit_edge_crit_edge ], [ %286, %767 ]
  %.pre-phi205 = phi i32 [ %.pre204, %.._crit_edge_crit_edge ], [ %298, %767 ]
  %.lcssa101 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %998, %767 ]
  %.lcssa100 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %999, %767 ]
  %.lcssa99 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1312, %767 ]
  %.lcssa98 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1313, %767 ]
  %.lcssa97 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1314, %767 ]
  %.lcssa96 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1315, %767 ]
  %.lcssa95 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1317, %767 ]
  %.lcssa94 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1318, %767 ]
  %.lcssa93 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1319, %767 ]
  %.lcssa92 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1320, %767 ]
  %.lcssa91 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1328, %767 ]
  %.lcssa90 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1329, %767 ]
  %.lcssa89 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1330, %767 ]
  %.lcssa88 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1331, %767 ]
  %.lcssa87 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1333, %767 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1334, %767 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1335, %767 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1336, %767 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1344, %767 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1345, %767 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1346, %767 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1347, %767 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1349, %767 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1350, %767 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1351, %767 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1352, %767 ]
  %.lcssa75 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1360, %767 ]
  %.lcssa74 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1361, %767 ]
  %.lcssa73 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1362, %767 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1363, %767 ]
  %.lcssa71 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1365, %767 ]
  %.lcssa70 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1366, %767 ]
  %.lcssa69 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1367, %767 ]
  %.lcssa68 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1368, %767 ]
  %.lcssa67 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %848, %767 ]
  %.lcssa66 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %849, %767 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1424 = or disjoint i32 %.pre-phi209, %.pre-phi205
  %1425 = zext nneg i32 %1424 to i64
  %1426 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1425
  store float %.lcssa67, ptr addrspace(3) %1426, align 4
  %1427 = or disjoint i32 %1424, 8
  %1428 = zext nneg i32 %1427 to i64
  %1429 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1428
  store float %.lcssa66, ptr addrspace(3) %1429, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1430 = fdiv float 1.000000e+00, %.lcssa101
  %1431 = fdiv float 1.000000e+00, %.lcssa100
  %1432 = fmul float %1430, %.lcssa99
  %1433 = fmul float %1430, %.lcssa98
  %1434 = fmul float %1431, %.lcssa97
  %1435 = fmul float %1431, %.lcssa96
  %1436 = fmul float %1430, %.lcssa95
  %1437 = fmul float %1430, %.lcssa94
  %1438 = fmul float %1431, %.lcssa93
  %1439 = fmul float %1431, %.lcssa92
  %1440 = fmul float %1430, %.lcssa91
  %1441 = fmul float %1430, %.lcssa90
  %1442 = fmul float %1431, %.lcssa89
  %1443 = fmul float %1431, %.lcssa88
  %1444 = fmul float %1430, %.lcssa87
  %1445 = fmul float %1430, %.lcssa86
  %1446 = fmul float %1431, %.lcssa85
  %1447 = fmul float %1431, %.lcssa84
  %1448 = fmul float %1430, %.lcssa83
  %1449 = fmul float %1430, %.lcssa82
  %1450 = fmul float %1431, %.lcssa81
  %1451 = fmul float %1431, %.lcssa80
  %1452 = fmul float %1430, %.lcssa79
  %1453 = fmul float %1430, %.lcssa78
  %1454 = fmul float %1431, %.lcssa77
  %1455 = fmul float %1431, %.lcssa76
  %1456 = fmul float %1430, %.lcssa75
  %1457 = fmul float %1430, %.lcssa74
  %1458 = fmul float %1431, %.lcssa73
  %1459 = fmul float %1431, %.lcssa72
  %1460 = fmul float %1430, %.lcssa71
  %1461 = fmul float %1430, %.lcssa70
  %1462 = fmul float %1431, %.lcssa69
  %1463 = fmul float %1431, %.lcssa68
  %1464 = fptrunc float %1432 to bfloat
  %1465 = fptrunc float %1433 to bfloat
  %1466 = fptrunc float %1434 to bfloat
  %1467 = fptrunc float %1435 to bfloat
  %1468 = fptrunc float %1436 to bfloat
  %1469 = fptrunc float %1437 to bfloat
  %1470 = fptrunc float %1438 to bfloat
  %1471 = fptrunc float %1439 to bfloat
  %1472 = fptrunc float %1440 to bfloat
  %1473 = fptrunc float %1441 to bfloat
  %1474 = fptrunc float %1442 to bfloat
  %1475 = fptrunc float %1443 to bfloat
  %1476 = fptrunc float %1444 to bfloat
  %1477 = fptrunc float %1445 to bfloat
  %1478 = fptrunc float %1446 to bfloat
  %1479 = fptrunc float %1447 to bfloat
  %1480 = fptrunc float %1448 to bfloat
  %1481 = fptrunc float %1449 to bfloat
  %1482 = fptrunc float %1450 to bfloat
  %1483 = fptrunc float %1451 to bfloat
  %1484 = fptrunc float %1452 to bfloat
  %1485 = fptrunc float %1453 to bfloat
  %1486 = fptrunc float %1454 to bfloat
  %1487 = fptrunc float %1455 to bfloat
  %1488 = fptrunc float %1456 to bfloat
  %1489 = fptrunc float %1457 to bfloat
  %1490 = fptrunc float %1458 to bfloat
  %1491 = fptrunc float %1459 to bfloat
  %1492 = fptrunc float %1460 to bfloat
  %1493 = fptrunc float %1461 to bfloat
  %1494 = fptrunc float %1462 to bfloat
  %1495 = fptrunc float %1463 to bfloat
  %1496 = or disjoint i32 %1424, %13
  %1497 = add i32 %11, %1496
  %1498 = shl i32 %1497, 6
  %1499 = or disjoint i32 %1498, %.pre-phi213
  %1500 = sext i32 %1499 to i64
  %1501 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1500
  %1502 = icmp slt i32 %1496, %4
  %1503 = zext i1 %1502 to i32
  %1504 = bitcast bfloat %1464 to i16
  %1505 = bitcast bfloat %1465 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1503, i16 %1504, i16 %1505, ptr addrspace(1) %1501) #7
  %1506 = or disjoint i32 %1427, %13
  %1507 = add i32 %11, %1506
  %1508 = shl i32 %1507, 6
  %1509 = or disjoint i32 %1508, %.pre-phi213
  %1510 = sext i32 %1509 to i64
  %1511 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1510
  %1512 = icmp slt i32 %1506, %4
  %1513 = zext i1 %1512 to i32
  %1514 = bitcast bfloat %1466 to i16
  %1515 = bitcast bfloat %1467 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1513, i16 %1514, i16 %1515, ptr addrspace(1) %1511) #7
  %1516 = or disjoint i32 %.pre-phi213, 8
  %1517 = or disjoint i32 %1498, %1516
  %1518 = sext i32 %1517 to i64
  %1519 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1518
  %1520 = bitcast bfloat %1468 to i16
  %1521 = bitcast bfloat %1469 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1503, i16 %1520, i16 %1521, ptr addrspace(1) %1519) #7
  %1522 = or disjoint i32 %1508, %1516
  %1523 = sext i32 %1522 to i64
  %1524 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1523
  %1525 = bitcast bfloat %1470 to i16
  %1526 = bitcast bfloat %1471 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1513, i16 %1525, i16 %1526, ptr addrspace(1) %1524) #7
  %1527 = or disjoint i32 %.pre-phi213, 16
  %1528 = or disjoint i32 %1498, %1527
  %1529 = sext i32 %1528 to i64
  %1530 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1529
  %1531 = bitcast bfloat %1472 to i16
  %1532 = bitcast bfloat %1473 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1503, i16 %1531, i16 %1532, ptr addrspace(1) %1530) #7
  %1533 = or disjoint i32 %1508, %1527
  %1534 = sext i32 %1533 to i64
  %1535 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1534
  %1536 = bitcast bfloat %1474 to i16
  %1537 = bitcast bfloat %1475 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1513, i16 %1536, i16 %1537, ptr addrspace(1) %1535) #7
  %1538 = or disjoint i32 %.pre-phi213, 24
  %1539 = or disjoint i32 %1498, %1538
  %1540 = sext i32 %1539 to i64
  %1541 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1540
  %1542 = bitcast bfloat %1476 to i16
  %1543 = bitcast bfloat %1477 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1503, i16 %1542, i16 %1543, ptr addrspace(1) %1541) #7
  %1544 = or disjoint i32 %1508, %1538
  %1545 = sext i32 %1544 to i64
  %1546 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1545
  %1547 = bitcast bfloat %1478 to i16
  %1548 = bitcast bfloat %1479 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1513, i16 %1547, i16 %1548, ptr addrspace(1) %1546) #7
  %1549 = or disjoint i32 %.pre-phi213, 32
  %1550 = or disjoint i32 %1498, %1549
  %1551 = sext i32 %1550 to i64
  %1552 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1551
  %1553 = bitcast bfloat %1480 to i16
  %1554 = bitcast bfloat %1481 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1503, i16 %1553, i16 %1554, ptr addrspace(1) %1552) #7
  %1555 = or disjoint i32 %1508, %1549
  %1556 = sext i32 %1555 to i64
  %1557 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1556
  %1558 = bitcast bfloat %1482 to i16
  %1559 = bitcast bfloat %1483 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1513, i16 %1558, i16 %1559, ptr addrspace(1) %1557) #7
  %1560 = or disjoint i32 %.pre-phi213, 40
  %1561 = or disjoint i32 %1498, %1560
  %1562 = sext i32 %1561 to i64
  %1563 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1562
  %1564 = bitcast bfloat %1484 to i16
  %1565 = bitcast bfloat %1485 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1503, i16 %1564, i16 %1565, ptr addrspace(1) %1563) #7
  %1566 = or disjoint i32 %1508, %1560
  %1567 = sext i32 %1566 to i64
  %1568 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1567
  %1569 = bitcast bfloat %1486 to i16
  %1570 = bitcast bfloat %1487 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1513, i16 %1569, i16 %1570, ptr addrspace(1) %1568) #7
  %1571 = or disjoint i32 %.pre-phi213, 48
  %1572 = or disjoint i32 %1498, %1571
  %1573 = sext i32 %1572 to i64
  %1574 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1573
  %1575 = bitcast bfloat %1488 to i16
  %1576 = bitcast bfloat %1489 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1503, i16 %1575, i16 %1576, ptr addrspace(1) %1574) #7
  %1577 = or disjoint i32 %1508, %1571
  %1578 = sext i32 %1577 to i64
  %1579 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1578
  %1580 = bitcast bfloat %1490 to i16
  %1581 = bitcast bfloat %1491 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1513, i16 %1580, i16 %1581, ptr addrspace(1) %1579) #7
  %1582 = or disjoint i32 %.pre-phi213, 56
  %1583 = or disjoint i32 %1498, %1582
  %1584 = sext i32 %1583 to i64
  %1585 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1584
  %1586 = bitcast bfloat %1492 to i16
  %1587 = bitcast bfloat %1493 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1503, i16 %1586, i16 %1587, ptr addrspace(1) %1585) #7
  %1588 = or disjoint i32 %1508, %1582
  %1589 = sext i32 %1588 to i64
  %1590 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1589
  %1591 = bitcast bfloat %1494 to i16
  %1592 = bitcast bfloat %1495 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1513, i16 %1591, i16 %1592, ptr addrspace(1) %1590) #7
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
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #5

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
