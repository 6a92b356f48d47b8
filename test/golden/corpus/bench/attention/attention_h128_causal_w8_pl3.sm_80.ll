; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_smem = internal addrspace(3) global [26624 x i8] undef, align 16
@attention_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @attention(ptr addrspace(1) align 16 %0, ptr addrspace(1) align 16 %1, ptr addrspace(1) align 16 %2, ptr addrspace(1) align 16 %3, i32 %4, float %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 3
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = mul i32 %4, %10
  %12 = shl i32 %11, 7
  %13 = shl i32 %9, 6
  %14 = lshr i32 %7, 4
  %15 = or disjoint i32 %13, %14
  %16 = add i32 %11, %15
  %17 = shl i32 %16, 7
  %18 = or disjoint i32 %14, 16
  %19 = or disjoint i32 %18, %13
  %20 = add i32 %11, %19
  %21 = shl i32 %20, 7
  %22 = or disjoint i32 %14, 32
  %23 = or disjoint i32 %22, %13
  %24 = add i32 %11, %23
  %25 = shl i32 %24, 7
  %26 = or disjoint i32 %14, 48
  %27 = or disjoint i32 %26, %13
  %28 = add i32 %11, %27
  %29 = shl i32 %28, 7
  %30 = and i32 %8, 120
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
  %91 = shl nuw nsw i32 %14, 7
  %92 = add i32 %12, %91
  %93 = shl nuw nsw i32 %18, 7
  %94 = add i32 %12, %93
  %95 = shl nuw nsw i32 %22, 7
  %96 = add i32 %12, %95
  %97 = shl nuw nsw i32 %26, 7
  %98 = add i32 %12, %97
  %99 = or disjoint i32 %92, %30
  %100 = or disjoint i32 %94, %30
  %101 = or disjoint i32 %96, %30
  %102 = or disjoint i32 %98, %30
  %103 = shl nuw nsw i32 %7, 4
  %104 = shl nuw nsw i32 %7, 10
  %105 = and i32 %104, 8192
  %106 = xor i32 %103, %7
  %107 = and i32 %106, 112
  %108 = or disjoint i32 %107, %105
  %109 = or disjoint i32 %108, %91
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %110
  %112 = sext i32 %99 to i64
  %113 = getelementptr bfloat, ptr addrspace(1) %1, i64 %112
  %114 = select i1 %90, i32 16, i32 0
  %115 = ptrtoint ptr addrspace(3) %111 to i64
  %116 = trunc i64 %115 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %116, ptr addrspace(1) %113, i32 %114) #7
  %117 = or disjoint i32 %108, %93
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %118
  %120 = sext i32 %100 to i64
  %121 = getelementptr bfloat, ptr addrspace(1) %1, i64 %120
  %122 = ptrtoint ptr addrspace(3) %119 to i64
  %123 = trunc i64 %122 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %123, ptr addrspace(1) %121, i32 %114) #7
  %124 = or disjoint i32 %108, %95
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %125
  %127 = sext i32 %101 to i64
  %128 = getelementptr bfloat, ptr addrspace(1) %1, i64 %127
  %129 = ptrtoint ptr addrspace(3) %126 to i64
  %130 = trunc i64 %129 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %130, ptr addrspace(1) %128, i32 %114) #7
  %131 = or disjoint i32 %108, %97
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %132
  %134 = sext i32 %102 to i64
  %135 = getelementptr bfloat, ptr addrspace(1) %1, i64 %134
  %136 = ptrtoint ptr addrspace(3) %133 to i64
  %137 = trunc i64 %136 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %137, ptr addrspace(1) %135, i32 %114) #7
  %138 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %110
  %139 = getelementptr bfloat, ptr addrspace(1) %2, i64 %112
  %140 = ptrtoint ptr addrspace(3) %138 to i64
  %141 = trunc i64 %140 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %141, ptr addrspace(1) %139, i32 %114) #7
  %142 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %118
  %143 = getelementptr bfloat, ptr addrspace(1) %2, i64 %120
  %144 = ptrtoint ptr addrspace(3) %142 to i64
  %145 = trunc i64 %144 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %145, ptr addrspace(1) %143, i32 %114) #7
  %146 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %125
  %147 = getelementptr bfloat, ptr addrspace(1) %2, i64 %127
  %148 = ptrtoint ptr addrspace(3) %146 to i64
  %149 = trunc i64 %148 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %149, ptr addrspace(1) %147, i32 %114) #7
  %150 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %132
  %151 = getelementptr bfloat, ptr addrspace(1) %2, i64 %134
  %152 = ptrtoint ptr addrspace(3) %150 to i64
  %153 = trunc i64 %152 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %153, ptr addrspace(1) %151, i32 %114) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %154 = icmp sgt i32 %89, 64
  %155 = or disjoint i32 %91, %30
  %156 = or disjoint i32 %155, 8192
  %157 = add i32 %156, %12
  %158 = or disjoint i32 %155, 10240
  %159 = add i32 %158, %12
  %160 = or disjoint i32 %155, 12288
  %161 = add i32 %160, %12
  %162 = or disjoint i32 %155, 14336
  %163 = add i32 %162, %12
  %164 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %110
  %165 = sext i32 %157 to i64
  %166 = getelementptr bfloat, ptr addrspace(1) %1, i64 %165
  %167 = select i1 %154, i32 16, i32 0
  %168 = ptrtoint ptr addrspace(3) %164 to i64
  %169 = trunc i64 %168 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %169, ptr addrspace(1) %166, i32 %167) #7
  %170 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %118
  %171 = sext i32 %159 to i64
  %172 = getelementptr bfloat, ptr addrspace(1) %1, i64 %171
  %173 = ptrtoint ptr addrspace(3) %170 to i64
  %174 = trunc i64 %173 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %174, ptr addrspace(1) %172, i32 %167) #7
  %175 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %125
  %176 = sext i32 %161 to i64
  %177 = getelementptr bfloat, ptr addrspace(1) %1, i64 %176
  %178 = ptrtoint ptr addrspace(3) %175 to i64
  %179 = trunc i64 %178 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %179, ptr addrspace(1) %177, i32 %167) #7
  %180 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %132
  %181 = sext i32 %163 to i64
  %182 = getelementptr bfloat, ptr addrspace(1) %1, i64 %181
  %183 = ptrtoint ptr addrspace(3) %180 to i64
  %184 = trunc i64 %183 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %184, ptr addrspace(1) %182, i32 %167) #7
  %185 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %110
  %186 = getelementptr bfloat, ptr addrspace(1) %2, i64 %165
  %187 = ptrtoint ptr addrspace(3) %185 to i64
  %188 = trunc i64 %187 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %188, ptr addrspace(1) %186, i32 %167) #7
  %189 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %118
  %190 = getelementptr bfloat, ptr addrspace(1) %2, i64 %171
  %191 = ptrtoint ptr addrspace(3) %189 to i64
  %192 = trunc i64 %191 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %192, ptr addrspace(1) %190, i32 %167) #7
  %193 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %125
  %194 = getelementptr bfloat, ptr addrspace(1) %2, i64 %176
  %195 = ptrtoint ptr addrspace(3) %193 to i64
  %196 = trunc i64 %195 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %196, ptr addrspace(1) %194, i32 %167) #7
  %197 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %132
  %198 = getelementptr bfloat, ptr addrspace(1) %2, i64 %181
  %199 = ptrtoint ptr addrspace(3) %197 to i64
  %200 = trunc i64 %199 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %200, ptr addrspace(1) %198, i32 %167) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %201 = mul nuw nsw i32 %14, 136
  %202 = add nuw nsw i32 %201, %30
  %203 = shl nuw nsw i32 %202, 1
  %204 = zext nneg i32 %203 to i64
  %205 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %204
  %206 = insertelement <4 x i16> poison, i16 %43, i64 0
  %207 = insertelement <4 x i16> %206, i16 %44, i64 1
  %208 = insertelement <4 x i16> %207, i16 %45, i64 2
  %209 = insertelement <4 x i16> %208, i16 %46, i64 3
  store <4 x i16> %209, ptr addrspace(3) %205, align 16
  %210 = or disjoint i32 %30, 4
  %211 = add nuw nsw i32 %210, %201
  %212 = shl nuw nsw i32 %211, 1
  %213 = zext nneg i32 %212 to i64
  %214 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %213
  %215 = insertelement <4 x i16> poison, i16 %47, i64 0
  %216 = insertelement <4 x i16> %215, i16 %48, i64 1
  %217 = insertelement <4 x i16> %216, i16 %49, i64 2
  %218 = insertelement <4 x i16> %217, i16 %50, i64 3
  store <4 x i16> %218, ptr addrspace(3) %214, align 8
  %219 = mul nuw nsw i32 %18, 136
  %220 = add nuw nsw i32 %219, %30
  %221 = shl nuw nsw i32 %220, 1
  %222 = zext nneg i32 %221 to i64
  %223 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %222
  %224 = insertelement <4 x i16> poison, i16 %55, i64 0
  %225 = insertelement <4 x i16> %224, i16 %56, i64 1
  %226 = insertelement <4 x i16> %225, i16 %57, i64 2
  %227 = insertelement <4 x i16> %226, i16 %58, i64 3
  store <4 x i16> %227, ptr addrspace(3) %223, align 16
  %228 = or disjoint i32 %8, 2052
  %229 = and i32 %228, 124
  %230 = lshr i32 %228, 7
  %231 = mul nuw nsw i32 %230, 136
  %232 = add nuw nsw i32 %231, %229
  %233 = shl nuw nsw i32 %232, 1
  %234 = zext nneg i32 %233 to i64
  %235 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %234
  %236 = insertelement <4 x i16> poison, i16 %59, i64 0
  %237 = insertelement <4 x i16> %236, i16 %60, i64 1
  %238 = insertelement <4 x i16> %237, i16 %61, i64 2
  %239 = insertelement <4 x i16> %238, i16 %62, i64 3
  store <4 x i16> %239, ptr addrspace(3) %235, align 8
  %240 = mul nuw nsw i32 %22, 136
  %241 = add nuw nsw i32 %240, %30
  %242 = shl nuw nsw i32 %241, 1
  %243 = zext nneg i32 %242 to i64
  %244 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %243
  %245 = insertelement <4 x i16> poison, i16 %67, i64 0
  %246 = insertelement <4 x i16> %245, i16 %68, i64 1
  %247 = insertelement <4 x i16> %246, i16 %69, i64 2
  %248 = insertelement <4 x i16> %247, i16 %70, i64 3
  store <4 x i16> %248, ptr addrspace(3) %244, align 16
  %249 = or disjoint i32 %8, 4100
  %250 = and i32 %249, 124
  %251 = lshr i32 %249, 7
  %252 = mul nuw nsw i32 %251, 136
  %253 = add nuw nsw i32 %252, %250
  %254 = shl nuw nsw i32 %253, 1
  %255 = zext nneg i32 %254 to i64
  %256 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %255
  %257 = insertelement <4 x i16> poison, i16 %71, i64 0
  %258 = insertelement <4 x i16> %257, i16 %72, i64 1
  %259 = insertelement <4 x i16> %258, i16 %73, i64 2
  %260 = insertelement <4 x i16> %259, i16 %74, i64 3
  store <4 x i16> %260, ptr addrspace(3) %256, align 8
  %261 = mul nuw nsw i32 %26, 136
  %262 = add nuw nsw i32 %261, %30
  %263 = shl nuw nsw i32 %262, 1
  %264 = zext nneg i32 %263 to i64
  %265 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %264
  %266 = insertelement <4 x i16> poison, i16 %79, i64 0
  %267 = insertelement <4 x i16> %266, i16 %80, i64 1
  %268 = insertelement <4 x i16> %267, i16 %81, i64 2
  %269 = insertelement <4 x i16> %268, i16 %82, i64 3
  store <4 x i16> %269, ptr addrspace(3) %265, align 16
  %270 = or disjoint i32 %8, 6148
  %271 = and i32 %270, 124
  %272 = lshr i32 %270, 7
  %273 = mul nuw nsw i32 %272, 136
  %274 = add nuw nsw i32 %273, %271
  %275 = shl nuw nsw i32 %274, 1
  %276 = zext nneg i32 %275 to i64
  %277 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %276
  %278 = insertelement <4 x i16> poison, i16 %83, i64 0
  %279 = insertelement <4 x i16> %278, i16 %84, i64 1
  %280 = insertelement <4 x i16> %279, i16 %85, i64 2
  %281 = insertelement <4 x i16> %280, i16 %86, i64 3
  store <4 x i16> %281, ptr addrspace(3) %277, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %90, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %6
  %.pre = lshr i32 %7, 2
  %.pre204 = and i32 %.pre, 7
  %.pre206 = and i32 %.pre, 32
  %.pre208 = and i32 %.pre, 39
  %.pre210 = or disjoint i32 %.pre204, 8
  %.pre212 = or disjoint i32 %.pre210, %.pre206
  %.pre214 = or disjoint i32 %.pre206, 16
  %.pre216 = or disjoint i32 %.pre214, %.pre204
  %.pre218 = or disjoint i32 %.pre214, %.pre210
  %.pre220 = shl nuw nsw i32 %7, 1
  %.pre222 = and i32 %.pre220, 6
  %.pre224 = or disjoint i32 %.pre208, %13
  %.pre226 = or disjoint i32 %.pre212, %13
  %.pre228 = or disjoint i32 %.pre216, %13
  %.pre230 = or disjoint i32 %.pre218, %13
  br label %._crit_edge

.lr.ph:                                           ; preds = %6
  %282 = lshr i32 %7, 5
  %283 = and i32 %282, 3
  %284 = shl nuw nsw i32 %283, 4
  %285 = lshr i32 %7, 2
  %286 = and i32 %285, 32
  %287 = or disjoint i32 %286, 16
  %288 = and i32 %7, 7
  %289 = and i32 %7, 8
  %290 = and i32 %7, 15
  %291 = or disjoint i32 %286, %290
  %292 = lshr i32 %7, 1
  %293 = and i32 %292, 8
  %294 = mul nuw nsw i32 %291, 136
  %295 = shl nuw nsw i32 %288, 3
  %296 = or disjoint i32 %287, %290
  %297 = mul nuw nsw i32 %296, 136
  %298 = and i32 %285, 7
  %299 = and i32 %285, 39
  %300 = shl nuw nsw i32 %7, 1
  %301 = and i32 %300, 6
  %302 = or disjoint i32 %284, %301
  %303 = or disjoint i32 %299, %13
  %304 = or disjoint i32 %301, 1
  %305 = or disjoint i32 %284, %304
  %306 = or disjoint i32 %298, 8
  %307 = or disjoint i32 %306, %286
  %308 = or disjoint i32 %307, %13
  %309 = or disjoint i32 %284, 8
  %310 = or disjoint i32 %309, %301
  %311 = or disjoint i32 %309, %304
  %312 = or disjoint i32 %287, %298
  %313 = or disjoint i32 %312, %13
  %314 = or disjoint i32 %287, %306
  %315 = or disjoint i32 %314, %13
  %316 = shl nuw nsw i32 %299, 2
  %317 = or disjoint i32 %316, %283
  %318 = zext nneg i32 %317 to i64
  %319 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %318
  %320 = shl nuw nsw i32 %307, 2
  %321 = or disjoint i32 %320, %283
  %322 = zext nneg i32 %321 to i64
  %323 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %322
  %324 = shl nuw nsw i32 %312, 2
  %325 = or disjoint i32 %324, %283
  %326 = zext nneg i32 %325 to i64
  %327 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %326
  %328 = shl nuw nsw i32 %314, 2
  %329 = or disjoint i32 %328, %283
  %330 = zext nneg i32 %329 to i64
  %331 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %330
  %332 = zext nneg i32 %316 to i64
  %333 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %332
  %334 = getelementptr i8, ptr addrspace(3) %333, i64 4
  %335 = getelementptr i8, ptr addrspace(3) %333, i64 8
  %336 = getelementptr i8, ptr addrspace(3) %333, i64 12
  %337 = zext nneg i32 %320 to i64
  %338 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %337
  %339 = getelementptr i8, ptr addrspace(3) %338, i64 4
  %340 = getelementptr i8, ptr addrspace(3) %338, i64 8
  %341 = getelementptr i8, ptr addrspace(3) %338, i64 12
  %342 = zext nneg i32 %324 to i64
  %343 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %342
  %344 = getelementptr i8, ptr addrspace(3) %343, i64 4
  %345 = getelementptr i8, ptr addrspace(3) %343, i64 8
  %346 = getelementptr i8, ptr addrspace(3) %343, i64 12
  %347 = zext nneg i32 %328 to i64
  %348 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %347
  %349 = getelementptr i8, ptr addrspace(3) %348, i64 4
  %350 = getelementptr i8, ptr addrspace(3) %348, i64 8
  %351 = getelementptr i8, ptr addrspace(3) %348, i64 12
  %352 = mul nuw nsw i32 %299, 72
  %353 = add nuw nsw i32 %352, %302
  %354 = zext nneg i32 %353 to i64
  %355 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %354
  %356 = add nuw nsw i32 %352, %305
  %357 = zext nneg i32 %356 to i64
  %358 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %357
  %359 = mul nuw nsw i32 %307, 72
  %360 = add nuw nsw i32 %359, %302
  %361 = zext nneg i32 %360 to i64
  %362 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %361
  %363 = add nuw nsw i32 %359, %305
  %364 = zext nneg i32 %363 to i64
  %365 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %364
  %366 = add nuw nsw i32 %310, %352
  %367 = zext nneg i32 %366 to i64
  %368 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %367
  %369 = add nuw nsw i32 %311, %352
  %370 = zext nneg i32 %369 to i64
  %371 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %370
  %372 = add nuw nsw i32 %359, %310
  %373 = zext nneg i32 %372 to i64
  %374 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %373
  %375 = add nuw nsw i32 %359, %311
  %376 = zext nneg i32 %375 to i64
  %377 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %376
  %378 = mul nuw nsw i32 %312, 72
  %379 = add nuw nsw i32 %378, %302
  %380 = zext nneg i32 %379 to i64
  %381 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %380
  %382 = add nuw nsw i32 %378, %305
  %383 = zext nneg i32 %382 to i64
  %384 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %383
  %385 = mul nuw nsw i32 %314, 72
  %386 = add nuw nsw i32 %385, %302
  %387 = zext nneg i32 %386 to i64
  %388 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %387
  %389 = add nuw nsw i32 %385, %305
  %390 = zext nneg i32 %389 to i64
  %391 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %390
  %392 = add nuw nsw i32 %378, %310
  %393 = zext nneg i32 %392 to i64
  %394 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %393
  %395 = add nuw nsw i32 %378, %311
  %396 = zext nneg i32 %395 to i64
  %397 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %396
  %398 = add nuw nsw i32 %385, %310
  %399 = zext nneg i32 %398 to i64
  %400 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %399
  %401 = add nuw nsw i32 %385, %311
  %402 = zext nneg i32 %401 to i64
  %403 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %402
  %404 = mul nuw nsw i32 %291, 72
  %405 = shl nuw nsw i32 %282, 6
  %406 = shl nuw nsw i32 %293, 1
  %.masked = and i32 %405, 64
  %407 = or disjoint i32 %.masked, %406
  %408 = shl nuw nsw i32 %282, 12
  %409 = and i32 %408, 8192
  %410 = and i32 %103, 112
  %411 = xor i32 %407, %410
  %invariant.op = or disjoint i32 %409, %411
  %412 = or disjoint i32 %407, 32
  %413 = xor i32 %412, %410
  %invariant.op108 = or disjoint i32 %409, %413
  %414 = mul nuw nsw i32 %296, 72
  %415 = add i32 %11, %14
  %416 = add i32 %11, %18
  %417 = add i32 %11, %22
  %418 = add i32 %11, %26
  %419 = add nuw nsw i32 %293, %404
  %420 = zext nneg i32 %419 to i64
  %421 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %420
  %422 = add nuw nsw i32 %293, %294
  %423 = zext nneg i32 %422 to i64
  %424 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %423
  %425 = or disjoint i32 %288, %293
  %426 = or disjoint i32 %425, %284
  %427 = shl nuw nsw i32 %426, 6
  %428 = xor i32 %289, %295
  %429 = or disjoint i32 %427, %428
  %430 = zext nneg i32 %429 to i64
  %431 = add nuw nsw i32 %293, %297
  %432 = zext nneg i32 %431 to i64
  %433 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %432
  %434 = or disjoint i32 %293, 16
  %435 = add nuw nsw i32 %434, %294
  %436 = zext nneg i32 %435 to i64
  %437 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %436
  %438 = or disjoint i32 %289, 16
  %439 = xor i32 %438, %295
  %440 = or disjoint i32 %427, %439
  %441 = zext nneg i32 %440 to i64
  %442 = add nuw nsw i32 %434, %297
  %443 = zext nneg i32 %442 to i64
  %444 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %443
  %445 = or disjoint i32 %293, 32
  %446 = add nuw nsw i32 %445, %294
  %447 = zext nneg i32 %446 to i64
  %448 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %447
  %449 = or disjoint i32 %289, 32
  %450 = xor i32 %449, %295
  %451 = or disjoint i32 %427, %450
  %452 = zext nneg i32 %451 to i64
  %453 = add nuw nsw i32 %445, %297
  %454 = zext nneg i32 %453 to i64
  %455 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %454
  %456 = or disjoint i32 %293, 48
  %457 = add nuw nsw i32 %456, %294
  %458 = zext nneg i32 %457 to i64
  %459 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %458
  %460 = or disjoint i32 %289, 48
  %461 = xor i32 %460, %295
  %462 = or disjoint i32 %427, %461
  %463 = zext nneg i32 %462 to i64
  %464 = add nuw nsw i32 %456, %297
  %465 = zext nneg i32 %464 to i64
  %466 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %465
  %467 = or disjoint i32 %293, 64
  %468 = add nuw nsw i32 %467, %294
  %469 = zext nneg i32 %468 to i64
  %470 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %469
  %471 = or disjoint i32 %288, %293
  %472 = or disjoint i32 %471, %284
  %473 = shl nuw nsw i32 %472, 6
  %474 = or disjoint i32 %473, 4096
  %475 = or disjoint i32 %474, %428
  %476 = zext nneg i32 %475 to i64
  %477 = add nuw nsw i32 %467, %297
  %478 = zext nneg i32 %477 to i64
  %479 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %478
  %480 = or disjoint i32 %293, 80
  %481 = add nuw nsw i32 %480, %294
  %482 = zext nneg i32 %481 to i64
  %483 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %482
  %484 = or disjoint i32 %474, %439
  %485 = zext nneg i32 %484 to i64
  %486 = add nuw nsw i32 %480, %297
  %487 = zext nneg i32 %486 to i64
  %488 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %487
  %489 = or disjoint i32 %293, 96
  %490 = add nuw nsw i32 %489, %294
  %491 = zext nneg i32 %490 to i64
  %492 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %491
  %493 = or disjoint i32 %474, %450
  %494 = zext nneg i32 %493 to i64
  %495 = add nuw nsw i32 %489, %297
  %496 = zext nneg i32 %495 to i64
  %497 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %496
  %498 = or disjoint i32 %293, 112
  %499 = add nuw nsw i32 %498, %294
  %500 = zext nneg i32 %499 to i64
  %501 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %500
  %502 = or disjoint i32 %474, %461
  %503 = zext nneg i32 %502 to i64
  %504 = add nuw nsw i32 %498, %297
  %505 = zext nneg i32 %504 to i64
  %506 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %505
  %507 = shl nuw nsw i32 %290, 7
  %.reass = or disjoint i32 %507, %invariant.op
  %508 = lshr exact i32 %.reass, 1
  %509 = zext nneg i32 %508 to i64
  %.reass109 = or i32 %507, %invariant.op108
  %510 = lshr exact i32 %.reass109, 1
  %511 = zext nneg i32 %510 to i64
  %512 = add nuw nsw i32 %293, %414
  %513 = zext nneg i32 %512 to i64
  %514 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %513
  %515 = add nuw nsw i32 %434, %404
  %516 = zext nneg i32 %515 to i64
  %517 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %516
  %518 = shl nuw nsw i32 %290, 7
  %519 = or disjoint i32 %518, 2048
  %.reass.1 = or disjoint i32 %519, %invariant.op
  %520 = lshr exact i32 %.reass.1, 1
  %521 = zext nneg i32 %520 to i64
  %.reass109.1 = or i32 %519, %invariant.op108
  %522 = lshr exact i32 %.reass109.1, 1
  %523 = zext nneg i32 %522 to i64
  %524 = add nuw nsw i32 %434, %414
  %525 = zext nneg i32 %524 to i64
  %526 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %525
  %527 = add nuw nsw i32 %445, %404
  %528 = zext nneg i32 %527 to i64
  %529 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %528
  %530 = shl nuw nsw i32 %290, 7
  %531 = or disjoint i32 %530, 4096
  %.reass.2 = or disjoint i32 %531, %invariant.op
  %532 = lshr exact i32 %.reass.2, 1
  %533 = zext nneg i32 %532 to i64
  %.reass109.2 = or i32 %531, %invariant.op108
  %534 = lshr exact i32 %.reass109.2, 1
  %535 = zext nneg i32 %534 to i64
  %536 = add nuw nsw i32 %445, %414
  %537 = zext nneg i32 %536 to i64
  %538 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %537
  %539 = add nuw nsw i32 %456, %404
  %540 = zext nneg i32 %539 to i64
  %541 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %540
  %542 = shl nuw nsw i32 %290, 7
  %543 = or disjoint i32 %542, 6144
  %.reass.3 = or disjoint i32 %543, %invariant.op
  %544 = lshr exact i32 %.reass.3, 1
  %545 = zext nneg i32 %544 to i64
  %.reass109.3 = or i32 %543, %invariant.op108
  %546 = lshr exact i32 %.reass109.3, 1
  %547 = zext nneg i32 %546 to i64
  %548 = add nuw nsw i32 %456, %414
  %549 = zext nneg i32 %548 to i64
  %550 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %549
  br label %551

551:                                              ; preds = %.lr.ph, %551
  %552 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %985, %551 ]
  %553 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %984, %551 ]
  %554 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %983, %551 ]
  %555 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %982, %551 ]
  %556 = phi float [ 0.000000e+00, %.lr.ph ], [ %1398, %551 ]
  %557 = phi float [ 0.000000e+00, %.lr.ph ], [ %1397, %551 ]
  %558 = phi float [ 0.000000e+00, %.lr.ph ], [ %1396, %551 ]
  %559 = phi float [ 0.000000e+00, %.lr.ph ], [ %1395, %551 ]
  %560 = phi float [ 0.000000e+00, %.lr.ph ], [ %1393, %551 ]
  %561 = phi float [ 0.000000e+00, %.lr.ph ], [ %1392, %551 ]
  %562 = phi float [ 0.000000e+00, %.lr.ph ], [ %1391, %551 ]
  %563 = phi float [ 0.000000e+00, %.lr.ph ], [ %1390, %551 ]
  %564 = phi float [ 0.000000e+00, %.lr.ph ], [ %1388, %551 ]
  %565 = phi float [ 0.000000e+00, %.lr.ph ], [ %1387, %551 ]
  %566 = phi float [ 0.000000e+00, %.lr.ph ], [ %1386, %551 ]
  %567 = phi float [ 0.000000e+00, %.lr.ph ], [ %1385, %551 ]
  %568 = phi float [ 0.000000e+00, %.lr.ph ], [ %1383, %551 ]
  %569 = phi float [ 0.000000e+00, %.lr.ph ], [ %1382, %551 ]
  %570 = phi float [ 0.000000e+00, %.lr.ph ], [ %1381, %551 ]
  %571 = phi float [ 0.000000e+00, %.lr.ph ], [ %1380, %551 ]
  %572 = phi float [ 0.000000e+00, %.lr.ph ], [ %1373, %551 ]
  %573 = phi float [ 0.000000e+00, %.lr.ph ], [ %1372, %551 ]
  %574 = phi float [ 0.000000e+00, %.lr.ph ], [ %1371, %551 ]
  %575 = phi float [ 0.000000e+00, %.lr.ph ], [ %1370, %551 ]
  %576 = phi float [ 0.000000e+00, %.lr.ph ], [ %1368, %551 ]
  %577 = phi float [ 0.000000e+00, %.lr.ph ], [ %1367, %551 ]
  %578 = phi float [ 0.000000e+00, %.lr.ph ], [ %1366, %551 ]
  %579 = phi float [ 0.000000e+00, %.lr.ph ], [ %1365, %551 ]
  %580 = phi float [ 0.000000e+00, %.lr.ph ], [ %1357, %551 ]
  %581 = phi float [ 0.000000e+00, %.lr.ph ], [ %1356, %551 ]
  %582 = phi float [ 0.000000e+00, %.lr.ph ], [ %1355, %551 ]
  %583 = phi float [ 0.000000e+00, %.lr.ph ], [ %1354, %551 ]
  %584 = phi float [ 0.000000e+00, %.lr.ph ], [ %1352, %551 ]
  %585 = phi float [ 0.000000e+00, %.lr.ph ], [ %1351, %551 ]
  %586 = phi float [ 0.000000e+00, %.lr.ph ], [ %1350, %551 ]
  %587 = phi float [ 0.000000e+00, %.lr.ph ], [ %1349, %551 ]
  %588 = phi float [ 0.000000e+00, %.lr.ph ], [ %1421, %551 ]
  %589 = phi float [ 0.000000e+00, %.lr.ph ], [ %1420, %551 ]
  %590 = phi float [ 0.000000e+00, %.lr.ph ], [ %1419, %551 ]
  %591 = phi float [ 0.000000e+00, %.lr.ph ], [ %1418, %551 ]
  %592 = phi i32 [ 0, %.lr.ph ], [ %1476, %551 ]
  %593 = lshr exact i32 %592, 6
  %594 = urem i32 %593, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %595 = shl nuw nsw i32 %594, 14
  %596 = zext nneg i32 %595 to i64
  %597 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %596
  %598 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %424)
  %599 = extractvalue { i32, i32, i32, i32 } %598, 0
  %600 = extractvalue { i32, i32, i32, i32 } %598, 1
  %601 = extractvalue { i32, i32, i32, i32 } %598, 2
  %602 = extractvalue { i32, i32, i32, i32 } %598, 3
  %603 = getelementptr bfloat, ptr addrspace(3) %597, i64 %430
  %604 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %603)
  %605 = extractvalue { i32, i32, i32, i32 } %604, 0
  %606 = extractvalue { i32, i32, i32, i32 } %604, 1
  %607 = extractvalue { i32, i32, i32, i32 } %604, 2
  %608 = extractvalue { i32, i32, i32, i32 } %604, 3
  %609 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %599, i32 %600, i32 %601, i32 %602, i32 %605, i32 %606, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %610 = extractvalue { float, float, float, float } %609, 0
  %611 = extractvalue { float, float, float, float } %609, 1
  %612 = extractvalue { float, float, float, float } %609, 2
  %613 = extractvalue { float, float, float, float } %609, 3
  %614 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %599, i32 %600, i32 %601, i32 %602, i32 %607, i32 %608, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %615 = extractvalue { float, float, float, float } %614, 0
  %616 = extractvalue { float, float, float, float } %614, 1
  %617 = extractvalue { float, float, float, float } %614, 2
  %618 = extractvalue { float, float, float, float } %614, 3
  %619 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %433)
  %620 = extractvalue { i32, i32, i32, i32 } %619, 0
  %621 = extractvalue { i32, i32, i32, i32 } %619, 1
  %622 = extractvalue { i32, i32, i32, i32 } %619, 2
  %623 = extractvalue { i32, i32, i32, i32 } %619, 3
  %624 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %620, i32 %621, i32 %622, i32 %623, i32 %605, i32 %606, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %625 = extractvalue { float, float, float, float } %624, 0
  %626 = extractvalue { float, float, float, float } %624, 1
  %627 = extractvalue { float, float, float, float } %624, 2
  %628 = extractvalue { float, float, float, float } %624, 3
  %629 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %620, i32 %621, i32 %622, i32 %623, i32 %607, i32 %608, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %630 = extractvalue { float, float, float, float } %629, 0
  %631 = extractvalue { float, float, float, float } %629, 1
  %632 = extractvalue { float, float, float, float } %629, 2
  %633 = extractvalue { float, float, float, float } %629, 3
  %634 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %437)
  %635 = extractvalue { i32, i32, i32, i32 } %634, 0
  %636 = extractvalue { i32, i32, i32, i32 } %634, 1
  %637 = extractvalue { i32, i32, i32, i32 } %634, 2
  %638 = extractvalue { i32, i32, i32, i32 } %634, 3
  %639 = getelementptr bfloat, ptr addrspace(3) %597, i64 %441
  %640 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %639)
  %641 = extractvalue { i32, i32, i32, i32 } %640, 0
  %642 = extractvalue { i32, i32, i32, i32 } %640, 1
  %643 = extractvalue { i32, i32, i32, i32 } %640, 2
  %644 = extractvalue { i32, i32, i32, i32 } %640, 3
  %645 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %635, i32 %636, i32 %637, i32 %638, i32 %641, i32 %642, float %610, float %611, float %612, float %613) #7
  %646 = extractvalue { float, float, float, float } %645, 0
  %647 = extractvalue { float, float, float, float } %645, 1
  %648 = extractvalue { float, float, float, float } %645, 2
  %649 = extractvalue { float, float, float, float } %645, 3
  %650 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %635, i32 %636, i32 %637, i32 %638, i32 %643, i32 %644, float %615, float %616, float %617, float %618) #7
  %651 = extractvalue { float, float, float, float } %650, 0
  %652 = extractvalue { float, float, float, float } %650, 1
  %653 = extractvalue { float, float, float, float } %650, 2
  %654 = extractvalue { float, float, float, float } %650, 3
  %655 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %444)
  %656 = extractvalue { i32, i32, i32, i32 } %655, 0
  %657 = extractvalue { i32, i32, i32, i32 } %655, 1
  %658 = extractvalue { i32, i32, i32, i32 } %655, 2
  %659 = extractvalue { i32, i32, i32, i32 } %655, 3
  %660 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %656, i32 %657, i32 %658, i32 %659, i32 %641, i32 %642, float %625, float %626, float %627, float %628) #7
  %661 = extractvalue { float, float, float, float } %660, 0
  %662 = extractvalue { float, float, float, float } %660, 1
  %663 = extractvalue { float, float, float, float } %660, 2
  %664 = extractvalue { float, float, float, float } %660, 3
  %665 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %656, i32 %657, i32 %658, i32 %659, i32 %643, i32 %644, float %630, float %631, float %632, float %633) #7
  %666 = extractvalue { float, float, float, float } %665, 0
  %667 = extractvalue { float, float, float, float } %665, 1
  %668 = extractvalue { float, float, float, float } %665, 2
  %669 = extractvalue { float, float, float, float } %665, 3
  %670 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %448)
  %671 = extractvalue { i32, i32, i32, i32 } %670, 0
  %672 = extractvalue { i32, i32, i32, i32 } %670, 1
  %673 = extractvalue { i32, i32, i32, i32 } %670, 2
  %674 = extractvalue { i32, i32, i32, i32 } %670, 3
  %675 = getelementptr bfloat, ptr addrspace(3) %597, i64 %452
  %676 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %675)
  %677 = extractvalue { i32, i32, i32, i32 } %676, 0
  %678 = extractvalue { i32, i32, i32, i32 } %676, 1
  %679 = extractvalue { i32, i32, i32, i32 } %676, 2
  %680 = extractvalue { i32, i32, i32, i32 } %676, 3
  %681 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %671, i32 %672, i32 %673, i32 %674, i32 %677, i32 %678, float %646, float %647, float %648, float %649) #7
  %682 = extractvalue { float, float, float, float } %681, 0
  %683 = extractvalue { float, float, float, float } %681, 1
  %684 = extractvalue { float, float, float, float } %681, 2
  %685 = extractvalue { float, float, float, float } %681, 3
  %686 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %671, i32 %672, i32 %673, i32 %674, i32 %679, i32 %680, float %651, float %652, float %653, float %654) #7
  %687 = extractvalue { float, float, float, float } %686, 0
  %688 = extractvalue { float, float, float, float } %686, 1
  %689 = extractvalue { float, float, float, float } %686, 2
  %690 = extractvalue { float, float, float, float } %686, 3
  %691 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %455)
  %692 = extractvalue { i32, i32, i32, i32 } %691, 0
  %693 = extractvalue { i32, i32, i32, i32 } %691, 1
  %694 = extractvalue { i32, i32, i32, i32 } %691, 2
  %695 = extractvalue { i32, i32, i32, i32 } %691, 3
  %696 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %677, i32 %678, float %661, float %662, float %663, float %664) #7
  %697 = extractvalue { float, float, float, float } %696, 0
  %698 = extractvalue { float, float, float, float } %696, 1
  %699 = extractvalue { float, float, float, float } %696, 2
  %700 = extractvalue { float, float, float, float } %696, 3
  %701 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %692, i32 %693, i32 %694, i32 %695, i32 %679, i32 %680, float %666, float %667, float %668, float %669) #7
  %702 = extractvalue { float, float, float, float } %701, 0
  %703 = extractvalue { float, float, float, float } %701, 1
  %704 = extractvalue { float, float, float, float } %701, 2
  %705 = extractvalue { float, float, float, float } %701, 3
  %706 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %459)
  %707 = extractvalue { i32, i32, i32, i32 } %706, 0
  %708 = extractvalue { i32, i32, i32, i32 } %706, 1
  %709 = extractvalue { i32, i32, i32, i32 } %706, 2
  %710 = extractvalue { i32, i32, i32, i32 } %706, 3
  %711 = getelementptr bfloat, ptr addrspace(3) %597, i64 %463
  %712 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %711)
  %713 = extractvalue { i32, i32, i32, i32 } %712, 0
  %714 = extractvalue { i32, i32, i32, i32 } %712, 1
  %715 = extractvalue { i32, i32, i32, i32 } %712, 2
  %716 = extractvalue { i32, i32, i32, i32 } %712, 3
  %717 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %707, i32 %708, i32 %709, i32 %710, i32 %713, i32 %714, float %682, float %683, float %684, float %685) #7
  %718 = extractvalue { float, float, float, float } %717, 0
  %719 = extractvalue { float, float, float, float } %717, 1
  %720 = extractvalue { float, float, float, float } %717, 2
  %721 = extractvalue { float, float, float, float } %717, 3
  %722 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %707, i32 %708, i32 %709, i32 %710, i32 %715, i32 %716, float %687, float %688, float %689, float %690) #7
  %723 = extractvalue { float, float, float, float } %722, 0
  %724 = extractvalue { float, float, float, float } %722, 1
  %725 = extractvalue { float, float, float, float } %722, 2
  %726 = extractvalue { float, float, float, float } %722, 3
  %727 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %466)
  %728 = extractvalue { i32, i32, i32, i32 } %727, 0
  %729 = extractvalue { i32, i32, i32, i32 } %727, 1
  %730 = extractvalue { i32, i32, i32, i32 } %727, 2
  %731 = extractvalue { i32, i32, i32, i32 } %727, 3
  %732 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %728, i32 %729, i32 %730, i32 %731, i32 %713, i32 %714, float %697, float %698, float %699, float %700) #7
  %733 = extractvalue { float, float, float, float } %732, 0
  %734 = extractvalue { float, float, float, float } %732, 1
  %735 = extractvalue { float, float, float, float } %732, 2
  %736 = extractvalue { float, float, float, float } %732, 3
  %737 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %728, i32 %729, i32 %730, i32 %731, i32 %715, i32 %716, float %702, float %703, float %704, float %705) #7
  %738 = extractvalue { float, float, float, float } %737, 0
  %739 = extractvalue { float, float, float, float } %737, 1
  %740 = extractvalue { float, float, float, float } %737, 2
  %741 = extractvalue { float, float, float, float } %737, 3
  %742 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %470)
  %743 = extractvalue { i32, i32, i32, i32 } %742, 0
  %744 = extractvalue { i32, i32, i32, i32 } %742, 1
  %745 = extractvalue { i32, i32, i32, i32 } %742, 2
  %746 = extractvalue { i32, i32, i32, i32 } %742, 3
  %747 = getelementptr bfloat, ptr addrspace(3) %597, i64 %476
  %748 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %747)
  %749 = extractvalue { i32, i32, i32, i32 } %748, 0
  %750 = extractvalue { i32, i32, i32, i32 } %748, 1
  %751 = extractvalue { i32, i32, i32, i32 } %748, 2
  %752 = extractvalue { i32, i32, i32, i32 } %748, 3
  %753 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %743, i32 %744, i32 %745, i32 %746, i32 %749, i32 %750, float %718, float %719, float %720, float %721) #7
  %754 = extractvalue { float, float, float, float } %753, 0
  %755 = extractvalue { float, float, float, float } %753, 1
  %756 = extractvalue { float, float, float, float } %753, 2
  %757 = extractvalue { float, float, float, float } %753, 3
  %758 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %743, i32 %744, i32 %745, i32 %746, i32 %751, i32 %752, float %723, float %724, float %725, float %726) #7
  %759 = extractvalue { float, float, float, float } %758, 0
  %760 = extractvalue { float, float, float, float } %758, 1
  %761 = extractvalue { float, float, float, float } %758, 2
  %762 = extractvalue { float, float, float, float } %758, 3
  %763 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %479)
  %764 = extractvalue { i32, i32, i32, i32 } %763, 0
  %765 = extractvalue { i32, i32, i32, i32 } %763, 1
  %766 = extractvalue { i32, i32, i32, i32 } %763, 2
  %767 = extractvalue { i32, i32, i32, i32 } %763, 3
  %768 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %764, i32 %765, i32 %766, i32 %767, i32 %749, i32 %750, float %733, float %734, float %735, float %736) #7
  %769 = extractvalue { float, float, float, float } %768, 0
  %770 = extractvalue { float, float, float, float } %768, 1
  %771 = extractvalue { float, float, float, float } %768, 2
  %772 = extractvalue { float, float, float, float } %768, 3
  %773 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %764, i32 %765, i32 %766, i32 %767, i32 %751, i32 %752, float %738, float %739, float %740, float %741) #7
  %774 = extractvalue { float, float, float, float } %773, 0
  %775 = extractvalue { float, float, float, float } %773, 1
  %776 = extractvalue { float, float, float, float } %773, 2
  %777 = extractvalue { float, float, float, float } %773, 3
  %778 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %483)
  %779 = extractvalue { i32, i32, i32, i32 } %778, 0
  %780 = extractvalue { i32, i32, i32, i32 } %778, 1
  %781 = extractvalue { i32, i32, i32, i32 } %778, 2
  %782 = extractvalue { i32, i32, i32, i32 } %778, 3
  %783 = getelementptr bfloat, ptr addrspace(3) %597, i64 %485
  %784 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %783)
  %785 = extractvalue { i32, i32, i32, i32 } %784, 0
  %786 = extractvalue { i32, i32, i32, i32 } %784, 1
  %787 = extractvalue { i32, i32, i32, i32 } %784, 2
  %788 = extractvalue { i32, i32, i32, i32 } %784, 3
  %789 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %779, i32 %780, i32 %781, i32 %782, i32 %785, i32 %786, float %754, float %755, float %756, float %757) #7
  %790 = extractvalue { float, float, float, float } %789, 0
  %791 = extractvalue { float, float, float, float } %789, 1
  %792 = extractvalue { float, float, float, float } %789, 2
  %793 = extractvalue { float, float, float, float } %789, 3
  %794 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %779, i32 %780, i32 %781, i32 %782, i32 %787, i32 %788, float %759, float %760, float %761, float %762) #7
  %795 = extractvalue { float, float, float, float } %794, 0
  %796 = extractvalue { float, float, float, float } %794, 1
  %797 = extractvalue { float, float, float, float } %794, 2
  %798 = extractvalue { float, float, float, float } %794, 3
  %799 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %488)
  %800 = extractvalue { i32, i32, i32, i32 } %799, 0
  %801 = extractvalue { i32, i32, i32, i32 } %799, 1
  %802 = extractvalue { i32, i32, i32, i32 } %799, 2
  %803 = extractvalue { i32, i32, i32, i32 } %799, 3
  %804 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %800, i32 %801, i32 %802, i32 %803, i32 %785, i32 %786, float %769, float %770, float %771, float %772) #7
  %805 = extractvalue { float, float, float, float } %804, 0
  %806 = extractvalue { float, float, float, float } %804, 1
  %807 = extractvalue { float, float, float, float } %804, 2
  %808 = extractvalue { float, float, float, float } %804, 3
  %809 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %800, i32 %801, i32 %802, i32 %803, i32 %787, i32 %788, float %774, float %775, float %776, float %777) #7
  %810 = extractvalue { float, float, float, float } %809, 0
  %811 = extractvalue { float, float, float, float } %809, 1
  %812 = extractvalue { float, float, float, float } %809, 2
  %813 = extractvalue { float, float, float, float } %809, 3
  %814 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %492)
  %815 = extractvalue { i32, i32, i32, i32 } %814, 0
  %816 = extractvalue { i32, i32, i32, i32 } %814, 1
  %817 = extractvalue { i32, i32, i32, i32 } %814, 2
  %818 = extractvalue { i32, i32, i32, i32 } %814, 3
  %819 = getelementptr bfloat, ptr addrspace(3) %597, i64 %494
  %820 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %819)
  %821 = extractvalue { i32, i32, i32, i32 } %820, 0
  %822 = extractvalue { i32, i32, i32, i32 } %820, 1
  %823 = extractvalue { i32, i32, i32, i32 } %820, 2
  %824 = extractvalue { i32, i32, i32, i32 } %820, 3
  %825 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %821, i32 %822, float %790, float %791, float %792, float %793) #7
  %826 = extractvalue { float, float, float, float } %825, 0
  %827 = extractvalue { float, float, float, float } %825, 1
  %828 = extractvalue { float, float, float, float } %825, 2
  %829 = extractvalue { float, float, float, float } %825, 3
  %830 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %823, i32 %824, float %795, float %796, float %797, float %798) #7
  %831 = extractvalue { float, float, float, float } %830, 0
  %832 = extractvalue { float, float, float, float } %830, 1
  %833 = extractvalue { float, float, float, float } %830, 2
  %834 = extractvalue { float, float, float, float } %830, 3
  %835 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %497)
  %836 = extractvalue { i32, i32, i32, i32 } %835, 0
  %837 = extractvalue { i32, i32, i32, i32 } %835, 1
  %838 = extractvalue { i32, i32, i32, i32 } %835, 2
  %839 = extractvalue { i32, i32, i32, i32 } %835, 3
  %840 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %836, i32 %837, i32 %838, i32 %839, i32 %821, i32 %822, float %805, float %806, float %807, float %808) #7
  %841 = extractvalue { float, float, float, float } %840, 0
  %842 = extractvalue { float, float, float, float } %840, 1
  %843 = extractvalue { float, float, float, float } %840, 2
  %844 = extractvalue { float, float, float, float } %840, 3
  %845 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %836, i32 %837, i32 %838, i32 %839, i32 %823, i32 %824, float %810, float %811, float %812, float %813) #7
  %846 = extractvalue { float, float, float, float } %845, 0
  %847 = extractvalue { float, float, float, float } %845, 1
  %848 = extractvalue { float, float, float, float } %845, 2
  %849 = extractvalue { float, float, float, float } %845, 3
  %850 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %501)
  %851 = extractvalue { i32, i32, i32, i32 } %850, 0
  %852 = extractvalue { i32, i32, i32, i32 } %850, 1
  %853 = extractvalue { i32, i32, i32, i32 } %850, 2
  %854 = extractvalue { i32, i32, i32, i32 } %850, 3
  %855 = getelementptr bfloat, ptr addrspace(3) %597, i64 %503
  %856 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %855)
  %857 = extractvalue { i32, i32, i32, i32 } %856, 0
  %858 = extractvalue { i32, i32, i32, i32 } %856, 1
  %859 = extractvalue { i32, i32, i32, i32 } %856, 2
  %860 = extractvalue { i32, i32, i32, i32 } %856, 3
  %861 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %851, i32 %852, i32 %853, i32 %854, i32 %857, i32 %858, float %826, float %827, float %828, float %829) #7
  %862 = extractvalue { float, float, float, float } %861, 0
  %863 = extractvalue { float, float, float, float } %861, 1
  %864 = extractvalue { float, float, float, float } %861, 2
  %865 = extractvalue { float, float, float, float } %861, 3
  %866 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %851, i32 %852, i32 %853, i32 %854, i32 %859, i32 %860, float %831, float %832, float %833, float %834) #7
  %867 = extractvalue { float, float, float, float } %866, 0
  %868 = extractvalue { float, float, float, float } %866, 1
  %869 = extractvalue { float, float, float, float } %866, 2
  %870 = extractvalue { float, float, float, float } %866, 3
  %871 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %506)
  %872 = extractvalue { i32, i32, i32, i32 } %871, 0
  %873 = extractvalue { i32, i32, i32, i32 } %871, 1
  %874 = extractvalue { i32, i32, i32, i32 } %871, 2
  %875 = extractvalue { i32, i32, i32, i32 } %871, 3
  %876 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %872, i32 %873, i32 %874, i32 %875, i32 %857, i32 %858, float %841, float %842, float %843, float %844) #7
  %877 = extractvalue { float, float, float, float } %876, 0
  %878 = extractvalue { float, float, float, float } %876, 1
  %879 = extractvalue { float, float, float, float } %876, 2
  %880 = extractvalue { float, float, float, float } %876, 3
  %881 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %872, i32 %873, i32 %874, i32 %875, i32 %859, i32 %860, float %846, float %847, float %848, float %849) #7
  %882 = extractvalue { float, float, float, float } %881, 0
  %883 = extractvalue { float, float, float, float } %881, 1
  %884 = extractvalue { float, float, float, float } %881, 2
  %885 = extractvalue { float, float, float, float } %881, 3
  %886 = or disjoint i32 %592, %302
  %.not = icmp sgt i32 %886, %303
  %887 = or disjoint i32 %592, %305
  %.not4 = icmp sgt i32 %887, %303
  %.not5 = icmp sgt i32 %886, %308
  %.not6 = icmp sgt i32 %887, %308
  %888 = or disjoint i32 %592, %310
  %.not7 = icmp sgt i32 %888, %303
  %889 = or disjoint i32 %592, %311
  %.not8 = icmp sgt i32 %889, %303
  %.not9 = icmp sgt i32 %888, %308
  %.not10 = icmp sgt i32 %889, %308
  %.not11 = icmp sgt i32 %886, %313
  %.not12 = icmp sgt i32 %887, %313
  %.not13 = icmp sgt i32 %886, %315
  %.not14 = icmp sgt i32 %887, %315
  %.not15 = icmp sgt i32 %888, %313
  %.not16 = icmp sgt i32 %889, %313
  %.not17 = icmp sgt i32 %888, %315
  %.not18 = icmp sgt i32 %889, %315
  %890 = select i1 %.not, float 0xFFF0000000000000, float %862
  %891 = select i1 %.not4, float 0xFFF0000000000000, float %863
  %892 = select i1 %.not5, float 0xFFF0000000000000, float %864
  %893 = select i1 %.not6, float 0xFFF0000000000000, float %865
  %894 = select i1 %.not7, float 0xFFF0000000000000, float %867
  %895 = select i1 %.not8, float 0xFFF0000000000000, float %868
  %896 = select i1 %.not9, float 0xFFF0000000000000, float %869
  %897 = select i1 %.not10, float 0xFFF0000000000000, float %870
  %898 = select i1 %.not11, float 0xFFF0000000000000, float %877
  %899 = select i1 %.not12, float 0xFFF0000000000000, float %878
  %900 = select i1 %.not13, float 0xFFF0000000000000, float %879
  %901 = select i1 %.not14, float 0xFFF0000000000000, float %880
  %902 = select i1 %.not15, float 0xFFF0000000000000, float %882
  %903 = select i1 %.not16, float 0xFFF0000000000000, float %883
  %904 = select i1 %.not17, float 0xFFF0000000000000, float %884
  %905 = select i1 %.not18, float 0xFFF0000000000000, float %885
  %906 = tail call float @llvm.maxnum.f32(float %890, float %891)
  %907 = tail call float @llvm.maxnum.f32(float %892, float %893)
  %908 = tail call float @llvm.maxnum.f32(float %906, float %894)
  %909 = tail call float @llvm.maxnum.f32(float %908, float %895)
  %910 = tail call float @llvm.maxnum.f32(float %907, float %896)
  %911 = tail call float @llvm.maxnum.f32(float %910, float %897)
  %912 = tail call float @llvm.maxnum.f32(float %898, float %899)
  %913 = tail call float @llvm.maxnum.f32(float %900, float %901)
  %914 = tail call float @llvm.maxnum.f32(float %912, float %902)
  %915 = tail call float @llvm.maxnum.f32(float %914, float %903)
  %916 = tail call float @llvm.maxnum.f32(float %913, float %904)
  %917 = tail call float @llvm.maxnum.f32(float %916, float %905)
  %918 = bitcast float %909 to i32
  %919 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %918, i32 2, i32 31)
  %920 = bitcast i32 %919 to float
  %921 = tail call float @llvm.maxnum.f32(float %909, float %920)
  %922 = bitcast float %911 to i32
  %923 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %922, i32 2, i32 31)
  %924 = bitcast i32 %923 to float
  %925 = tail call float @llvm.maxnum.f32(float %911, float %924)
  %926 = bitcast float %915 to i32
  %927 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %926, i32 2, i32 31)
  %928 = bitcast i32 %927 to float
  %929 = tail call float @llvm.maxnum.f32(float %915, float %928)
  %930 = bitcast float %917 to i32
  %931 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %930, i32 2, i32 31)
  %932 = bitcast i32 %931 to float
  %933 = tail call float @llvm.maxnum.f32(float %917, float %932)
  %934 = bitcast float %921 to i32
  %935 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %934, i32 1, i32 31)
  %936 = bitcast i32 %935 to float
  %937 = tail call float @llvm.maxnum.f32(float %921, float %936)
  %938 = bitcast float %925 to i32
  %939 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %938, i32 1, i32 31)
  %940 = bitcast i32 %939 to float
  %941 = tail call float @llvm.maxnum.f32(float %925, float %940)
  %942 = bitcast float %929 to i32
  %943 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %942, i32 1, i32 31)
  %944 = bitcast i32 %943 to float
  %945 = tail call float @llvm.maxnum.f32(float %929, float %944)
  %946 = bitcast float %933 to i32
  %947 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %946, i32 1, i32 31)
  %948 = bitcast i32 %947 to float
  %949 = tail call float @llvm.maxnum.f32(float %933, float %948)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %937, ptr addrspace(3) %319, align 4
  store float %941, ptr addrspace(3) %323, align 4
  store float %945, ptr addrspace(3) %327, align 4
  store float %949, ptr addrspace(3) %331, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %950 = load float, ptr addrspace(3) %333, align 16
  %951 = load float, ptr addrspace(3) %334, align 4
  %952 = tail call float @llvm.maxnum.f32(float %950, float %951)
  %953 = load float, ptr addrspace(3) %335, align 8
  %954 = tail call float @llvm.maxnum.f32(float %952, float %953)
  %955 = load float, ptr addrspace(3) %336, align 4
  %956 = tail call float @llvm.maxnum.f32(float %954, float %955)
  %957 = load float, ptr addrspace(3) %338, align 16
  %958 = load float, ptr addrspace(3) %339, align 4
  %959 = tail call float @llvm.maxnum.f32(float %957, float %958)
  %960 = load float, ptr addrspace(3) %340, align 8
  %961 = tail call float @llvm.maxnum.f32(float %959, float %960)
  %962 = load float, ptr addrspace(3) %341, align 4
  %963 = tail call float @llvm.maxnum.f32(float %961, float %962)
  %964 = load float, ptr addrspace(3) %343, align 16
  %965 = load float, ptr addrspace(3) %344, align 4
  %966 = tail call float @llvm.maxnum.f32(float %964, float %965)
  %967 = load float, ptr addrspace(3) %345, align 8
  %968 = tail call float @llvm.maxnum.f32(float %966, float %967)
  %969 = load float, ptr addrspace(3) %346, align 4
  %970 = tail call float @llvm.maxnum.f32(float %968, float %969)
  %971 = load float, ptr addrspace(3) %348, align 16
  %972 = load float, ptr addrspace(3) %349, align 4
  %973 = tail call float @llvm.maxnum.f32(float %971, float %972)
  %974 = load float, ptr addrspace(3) %350, align 8
  %975 = tail call float @llvm.maxnum.f32(float %973, float %974)
  %976 = load float, ptr addrspace(3) %351, align 4
  %977 = tail call float @llvm.maxnum.f32(float %975, float %976)
  %978 = fmul float %87, %956
  %979 = fmul float %87, %963
  %980 = fmul float %87, %970
  %981 = fmul float %87, %977
  %982 = tail call float @llvm.maxnum.f32(float %555, float %978)
  %983 = tail call float @llvm.maxnum.f32(float %554, float %979)
  %984 = tail call float @llvm.maxnum.f32(float %553, float %980)
  %985 = tail call float @llvm.maxnum.f32(float %552, float %981)
  %986 = fmul float %87, %890
  %987 = fmul float %87, %891
  %988 = fmul float %87, %892
  %989 = fmul float %87, %893
  %990 = fmul float %87, %894
  %991 = fmul float %87, %895
  %992 = fmul float %87, %896
  %993 = fmul float %87, %897
  %994 = fmul float %87, %898
  %995 = fmul float %87, %899
  %996 = fmul float %87, %900
  %997 = fmul float %87, %901
  %998 = fmul float %87, %902
  %999 = fmul float %87, %903
  %1000 = fmul float %87, %904
  %1001 = fmul float %87, %905
  %1002 = fsub float %986, %982
  %1003 = fsub float %987, %982
  %1004 = fsub float %988, %983
  %1005 = fsub float %989, %983
  %1006 = fsub float %990, %982
  %1007 = fsub float %991, %982
  %1008 = fsub float %992, %983
  %1009 = fsub float %993, %983
  %1010 = fsub float %994, %984
  %1011 = fsub float %995, %984
  %1012 = fsub float %996, %985
  %1013 = fsub float %997, %985
  %1014 = fsub float %998, %984
  %1015 = fsub float %999, %984
  %1016 = fsub float %1000, %985
  %1017 = fsub float %1001, %985
  %1018 = tail call float @llvm.nvvm.ex2.approx.f32(float %1002)
  %1019 = tail call float @llvm.nvvm.ex2.approx.f32(float %1003)
  %1020 = tail call float @llvm.nvvm.ex2.approx.f32(float %1004)
  %1021 = tail call float @llvm.nvvm.ex2.approx.f32(float %1005)
  %1022 = tail call float @llvm.nvvm.ex2.approx.f32(float %1006)
  %1023 = tail call float @llvm.nvvm.ex2.approx.f32(float %1007)
  %1024 = tail call float @llvm.nvvm.ex2.approx.f32(float %1008)
  %1025 = tail call float @llvm.nvvm.ex2.approx.f32(float %1009)
  %1026 = tail call float @llvm.nvvm.ex2.approx.f32(float %1010)
  %1027 = tail call float @llvm.nvvm.ex2.approx.f32(float %1011)
  %1028 = tail call float @llvm.nvvm.ex2.approx.f32(float %1012)
  %1029 = tail call float @llvm.nvvm.ex2.approx.f32(float %1013)
  %1030 = tail call float @llvm.nvvm.ex2.approx.f32(float %1014)
  %1031 = tail call float @llvm.nvvm.ex2.approx.f32(float %1015)
  %1032 = tail call float @llvm.nvvm.ex2.approx.f32(float %1016)
  %1033 = tail call float @llvm.nvvm.ex2.approx.f32(float %1017)
  %1034 = fsub float %555, %982
  %1035 = fsub float %554, %983
  %1036 = fsub float %553, %984
  %1037 = fsub float %552, %985
  %1038 = tail call float @llvm.nvvm.ex2.approx.f32(float %1034)
  %1039 = tail call float @llvm.nvvm.ex2.approx.f32(float %1035)
  %1040 = tail call float @llvm.nvvm.ex2.approx.f32(float %1036)
  %1041 = tail call float @llvm.nvvm.ex2.approx.f32(float %1037)
  %1042 = fadd float %1018, %1019
  %1043 = fadd float %1020, %1021
  %1044 = fadd float %1042, %1022
  %1045 = fadd float %1044, %1023
  %1046 = fadd float %1043, %1024
  %1047 = fadd float %1046, %1025
  %1048 = fadd float %1026, %1027
  %1049 = fadd float %1028, %1029
  %1050 = fadd float %1048, %1030
  %1051 = fadd float %1050, %1031
  %1052 = fadd float %1049, %1032
  %1053 = fadd float %1052, %1033
  %1054 = bitcast float %1045 to i32
  %1055 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1054, i32 2, i32 31)
  %1056 = bitcast i32 %1055 to float
  %1057 = fadd float %1045, %1056
  %1058 = bitcast float %1047 to i32
  %1059 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1058, i32 2, i32 31)
  %1060 = bitcast i32 %1059 to float
  %1061 = fadd float %1047, %1060
  %1062 = bitcast float %1051 to i32
  %1063 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1062, i32 2, i32 31)
  %1064 = bitcast i32 %1063 to float
  %1065 = fadd float %1051, %1064
  %1066 = bitcast float %1053 to i32
  %1067 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1066, i32 2, i32 31)
  %1068 = bitcast i32 %1067 to float
  %1069 = fadd float %1053, %1068
  %1070 = bitcast float %1057 to i32
  %1071 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1070, i32 1, i32 31)
  %1072 = bitcast i32 %1071 to float
  %1073 = fadd float %1057, %1072
  %1074 = bitcast float %1061 to i32
  %1075 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1074, i32 1, i32 31)
  %1076 = bitcast i32 %1075 to float
  %1077 = fadd float %1061, %1076
  %1078 = bitcast float %1065 to i32
  %1079 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1078, i32 1, i32 31)
  %1080 = bitcast i32 %1079 to float
  %1081 = fadd float %1065, %1080
  %1082 = bitcast float %1069 to i32
  %1083 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1082, i32 1, i32 31)
  %1084 = bitcast i32 %1083 to float
  %1085 = fadd float %1069, %1084
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1073, ptr addrspace(3) %319, align 4
  store float %1077, ptr addrspace(3) %323, align 4
  store float %1081, ptr addrspace(3) %327, align 4
  store float %1085, ptr addrspace(3) %331, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1086 = load float, ptr addrspace(3) %333, align 16
  %1087 = load float, ptr addrspace(3) %334, align 4
  %1088 = load float, ptr addrspace(3) %335, align 8
  %1089 = load float, ptr addrspace(3) %336, align 4
  %1090 = load float, ptr addrspace(3) %338, align 16
  %1091 = load float, ptr addrspace(3) %339, align 4
  %1092 = load float, ptr addrspace(3) %340, align 8
  %1093 = load float, ptr addrspace(3) %341, align 4
  %1094 = load float, ptr addrspace(3) %343, align 16
  %1095 = load float, ptr addrspace(3) %344, align 4
  %1096 = load float, ptr addrspace(3) %345, align 8
  %1097 = load float, ptr addrspace(3) %346, align 4
  %1098 = load float, ptr addrspace(3) %348, align 16
  %1099 = load float, ptr addrspace(3) %349, align 4
  %1100 = load float, ptr addrspace(3) %350, align 8
  %1101 = load float, ptr addrspace(3) %351, align 4
  %1102 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %596
  %1103 = fptrunc float %1018 to bfloat
  %1104 = fptrunc float %1019 to bfloat
  %1105 = fptrunc float %1020 to bfloat
  %1106 = fptrunc float %1021 to bfloat
  %1107 = fptrunc float %1022 to bfloat
  %1108 = fptrunc float %1023 to bfloat
  %1109 = fptrunc float %1024 to bfloat
  %1110 = fptrunc float %1025 to bfloat
  %1111 = fptrunc float %1026 to bfloat
  %1112 = fptrunc float %1027 to bfloat
  %1113 = fptrunc float %1028 to bfloat
  %1114 = fptrunc float %1029 to bfloat
  %1115 = fptrunc float %1030 to bfloat
  %1116 = fptrunc float %1031 to bfloat
  %1117 = fptrunc float %1032 to bfloat
  %1118 = fptrunc float %1033 to bfloat
  %1119 = fmul float %587, %1038
  %1120 = fmul float %586, %1038
  %1121 = fmul float %585, %1039
  %1122 = fmul float %584, %1039
  %1123 = fmul float %583, %1038
  %1124 = fmul float %582, %1038
  %1125 = fmul float %581, %1039
  %1126 = fmul float %580, %1039
  %1127 = fmul float %579, %1038
  %1128 = fmul float %578, %1038
  %1129 = fmul float %577, %1039
  %1130 = fmul float %576, %1039
  %1131 = fmul float %575, %1038
  %1132 = fmul float %574, %1038
  %1133 = fmul float %573, %1039
  %1134 = fmul float %572, %1039
  %1135 = fmul float %571, %1040
  %1136 = fmul float %570, %1040
  %1137 = fmul float %569, %1041
  %1138 = fmul float %568, %1041
  %1139 = fmul float %567, %1040
  %1140 = fmul float %566, %1040
  %1141 = fmul float %565, %1041
  %1142 = fmul float %564, %1041
  %1143 = fmul float %563, %1040
  %1144 = fmul float %562, %1040
  %1145 = fmul float %561, %1041
  %1146 = fmul float %560, %1041
  %1147 = fmul float %559, %1040
  %1148 = fmul float %558, %1040
  %1149 = fmul float %557, %1041
  %1150 = fmul float %556, %1041
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store bfloat %1103, ptr addrspace(3) %355, align 4
  store bfloat %1104, ptr addrspace(3) %358, align 2
  store bfloat %1105, ptr addrspace(3) %362, align 4
  store bfloat %1106, ptr addrspace(3) %365, align 2
  store bfloat %1107, ptr addrspace(3) %368, align 4
  store bfloat %1108, ptr addrspace(3) %371, align 2
  store bfloat %1109, ptr addrspace(3) %374, align 4
  store bfloat %1110, ptr addrspace(3) %377, align 2
  store bfloat %1111, ptr addrspace(3) %381, align 4
  store bfloat %1112, ptr addrspace(3) %384, align 2
  store bfloat %1113, ptr addrspace(3) %388, align 4
  store bfloat %1114, ptr addrspace(3) %391, align 2
  store bfloat %1115, ptr addrspace(3) %394, align 4
  store bfloat %1116, ptr addrspace(3) %397, align 2
  store bfloat %1117, ptr addrspace(3) %400, align 4
  store bfloat %1118, ptr addrspace(3) %403, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1151 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %421)
  %1152 = extractvalue { i32, i32, i32, i32 } %1151, 0
  %1153 = extractvalue { i32, i32, i32, i32 } %1151, 1
  %1154 = extractvalue { i32, i32, i32, i32 } %1151, 2
  %1155 = extractvalue { i32, i32, i32, i32 } %1151, 3
  %1156 = getelementptr bfloat, ptr addrspace(3) %1102, i64 %509
  %1157 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1156)
  %1158 = extractvalue { i32, i32, i32, i32 } %1157, 0
  %1159 = extractvalue { i32, i32, i32, i32 } %1157, 1
  %1160 = extractvalue { i32, i32, i32, i32 } %1157, 2
  %1161 = extractvalue { i32, i32, i32, i32 } %1157, 3
  %1162 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1152, i32 %1153, i32 %1154, i32 %1155, i32 %1158, i32 %1159, float %1119, float %1120, float %1121, float %1122) #7
  %1163 = extractvalue { float, float, float, float } %1162, 0
  %1164 = extractvalue { float, float, float, float } %1162, 1
  %1165 = extractvalue { float, float, float, float } %1162, 2
  %1166 = extractvalue { float, float, float, float } %1162, 3
  %1167 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1152, i32 %1153, i32 %1154, i32 %1155, i32 %1160, i32 %1161, float %1123, float %1124, float %1125, float %1126) #7
  %1168 = extractvalue { float, float, float, float } %1167, 0
  %1169 = extractvalue { float, float, float, float } %1167, 1
  %1170 = extractvalue { float, float, float, float } %1167, 2
  %1171 = extractvalue { float, float, float, float } %1167, 3
  %1172 = getelementptr bfloat, ptr addrspace(3) %1102, i64 %511
  %1173 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1172)
  %1174 = extractvalue { i32, i32, i32, i32 } %1173, 0
  %1175 = extractvalue { i32, i32, i32, i32 } %1173, 1
  %1176 = extractvalue { i32, i32, i32, i32 } %1173, 2
  %1177 = extractvalue { i32, i32, i32, i32 } %1173, 3
  %1178 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1152, i32 %1153, i32 %1154, i32 %1155, i32 %1174, i32 %1175, float %1127, float %1128, float %1129, float %1130) #7
  %1179 = extractvalue { float, float, float, float } %1178, 0
  %1180 = extractvalue { float, float, float, float } %1178, 1
  %1181 = extractvalue { float, float, float, float } %1178, 2
  %1182 = extractvalue { float, float, float, float } %1178, 3
  %1183 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1152, i32 %1153, i32 %1154, i32 %1155, i32 %1176, i32 %1177, float %1131, float %1132, float %1133, float %1134) #7
  %1184 = extractvalue { float, float, float, float } %1183, 0
  %1185 = extractvalue { float, float, float, float } %1183, 1
  %1186 = extractvalue { float, float, float, float } %1183, 2
  %1187 = extractvalue { float, float, float, float } %1183, 3
  %1188 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %514)
  %1189 = extractvalue { i32, i32, i32, i32 } %1188, 0
  %1190 = extractvalue { i32, i32, i32, i32 } %1188, 1
  %1191 = extractvalue { i32, i32, i32, i32 } %1188, 2
  %1192 = extractvalue { i32, i32, i32, i32 } %1188, 3
  %1193 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1189, i32 %1190, i32 %1191, i32 %1192, i32 %1158, i32 %1159, float %1135, float %1136, float %1137, float %1138) #7
  %1194 = extractvalue { float, float, float, float } %1193, 0
  %1195 = extractvalue { float, float, float, float } %1193, 1
  %1196 = extractvalue { float, float, float, float } %1193, 2
  %1197 = extractvalue { float, float, float, float } %1193, 3
  %1198 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1189, i32 %1190, i32 %1191, i32 %1192, i32 %1160, i32 %1161, float %1139, float %1140, float %1141, float %1142) #7
  %1199 = extractvalue { float, float, float, float } %1198, 0
  %1200 = extractvalue { float, float, float, float } %1198, 1
  %1201 = extractvalue { float, float, float, float } %1198, 2
  %1202 = extractvalue { float, float, float, float } %1198, 3
  %1203 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1189, i32 %1190, i32 %1191, i32 %1192, i32 %1174, i32 %1175, float %1143, float %1144, float %1145, float %1146) #7
  %1204 = extractvalue { float, float, float, float } %1203, 0
  %1205 = extractvalue { float, float, float, float } %1203, 1
  %1206 = extractvalue { float, float, float, float } %1203, 2
  %1207 = extractvalue { float, float, float, float } %1203, 3
  %1208 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1189, i32 %1190, i32 %1191, i32 %1192, i32 %1176, i32 %1177, float %1147, float %1148, float %1149, float %1150) #7
  %1209 = extractvalue { float, float, float, float } %1208, 0
  %1210 = extractvalue { float, float, float, float } %1208, 1
  %1211 = extractvalue { float, float, float, float } %1208, 2
  %1212 = extractvalue { float, float, float, float } %1208, 3
  %1213 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %517)
  %1214 = extractvalue { i32, i32, i32, i32 } %1213, 0
  %1215 = extractvalue { i32, i32, i32, i32 } %1213, 1
  %1216 = extractvalue { i32, i32, i32, i32 } %1213, 2
  %1217 = extractvalue { i32, i32, i32, i32 } %1213, 3
  %1218 = getelementptr bfloat, ptr addrspace(3) %1102, i64 %521
  %1219 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1218)
  %1220 = extractvalue { i32, i32, i32, i32 } %1219, 0
  %1221 = extractvalue { i32, i32, i32, i32 } %1219, 1
  %1222 = extractvalue { i32, i32, i32, i32 } %1219, 2
  %1223 = extractvalue { i32, i32, i32, i32 } %1219, 3
  %1224 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1214, i32 %1215, i32 %1216, i32 %1217, i32 %1220, i32 %1221, float %1163, float %1164, float %1165, float %1166) #7
  %1225 = extractvalue { float, float, float, float } %1224, 0
  %1226 = extractvalue { float, float, float, float } %1224, 1
  %1227 = extractvalue { float, float, float, float } %1224, 2
  %1228 = extractvalue { float, float, float, float } %1224, 3
  %1229 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1214, i32 %1215, i32 %1216, i32 %1217, i32 %1222, i32 %1223, float %1168, float %1169, float %1170, float %1171) #7
  %1230 = extractvalue { float, float, float, float } %1229, 0
  %1231 = extractvalue { float, float, float, float } %1229, 1
  %1232 = extractvalue { float, float, float, float } %1229, 2
  %1233 = extractvalue { float, float, float, float } %1229, 3
  %1234 = getelementptr bfloat, ptr addrspace(3) %1102, i64 %523
  %1235 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1234)
  %1236 = extractvalue { i32, i32, i32, i32 } %1235, 0
  %1237 = extractvalue { i32, i32, i32, i32 } %1235, 1
  %1238 = extractvalue { i32, i32, i32, i32 } %1235, 2
  %1239 = extractvalue { i32, i32, i32, i32 } %1235, 3
  %1240 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1214, i32 %1215, i32 %1216, i32 %1217, i32 %1236, i32 %1237, float %1179, float %1180, float %1181, float %1182) #7
  %1241 = extractvalue { float, float, float, float } %1240, 0
  %1242 = extractvalue { float, float, float, float } %1240, 1
  %1243 = extractvalue { float, float, float, float } %1240, 2
  %1244 = extractvalue { float, float, float, float } %1240, 3
  %1245 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1214, i32 %1215, i32 %1216, i32 %1217, i32 %1238, i32 %1239, float %1184, float %1185, float %1186, float %1187) #7
  %1246 = extractvalue { float, float, float, float } %1245, 0
  %1247 = extractvalue { float, float, float, float } %1245, 1
  %1248 = extractvalue { float, float, float, float } %1245, 2
  %1249 = extractvalue { float, float, float, float } %1245, 3
  %1250 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %526)
  %1251 = extractvalue { i32, i32, i32, i32 } %1250, 0
  %1252 = extractvalue { i32, i32, i32, i32 } %1250, 1
  %1253 = extractvalue { i32, i32, i32, i32 } %1250, 2
  %1254 = extractvalue { i32, i32, i32, i32 } %1250, 3
  %1255 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1251, i32 %1252, i32 %1253, i32 %1254, i32 %1220, i32 %1221, float %1194, float %1195, float %1196, float %1197) #7
  %1256 = extractvalue { float, float, float, float } %1255, 0
  %1257 = extractvalue { float, float, float, float } %1255, 1
  %1258 = extractvalue { float, float, float, float } %1255, 2
  %1259 = extractvalue { float, float, float, float } %1255, 3
  %1260 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1251, i32 %1252, i32 %1253, i32 %1254, i32 %1222, i32 %1223, float %1199, float %1200, float %1201, float %1202) #7
  %1261 = extractvalue { float, float, float, float } %1260, 0
  %1262 = extractvalue { float, float, float, float } %1260, 1
  %1263 = extractvalue { float, float, float, float } %1260, 2
  %1264 = extractvalue { float, float, float, float } %1260, 3
  %1265 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1251, i32 %1252, i32 %1253, i32 %1254, i32 %1236, i32 %1237, float %1204, float %1205, float %1206, float %1207) #7
  %1266 = extractvalue { float, float, float, float } %1265, 0
  %1267 = extractvalue { float, float, float, float } %1265, 1
  %1268 = extractvalue { float, float, float, float } %1265, 2
  %1269 = extractvalue { float, float, float, float } %1265, 3
  %1270 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1251, i32 %1252, i32 %1253, i32 %1254, i32 %1238, i32 %1239, float %1209, float %1210, float %1211, float %1212) #7
  %1271 = extractvalue { float, float, float, float } %1270, 0
  %1272 = extractvalue { float, float, float, float } %1270, 1
  %1273 = extractvalue { float, float, float, float } %1270, 2
  %1274 = extractvalue { float, float, float, float } %1270, 3
  %1275 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %529)
  %1276 = extractvalue { i32, i32, i32, i32 } %1275, 0
  %1277 = extractvalue { i32, i32, i32, i32 } %1275, 1
  %1278 = extractvalue { i32, i32, i32, i32 } %1275, 2
  %1279 = extractvalue { i32, i32, i32, i32 } %1275, 3
  %1280 = getelementptr bfloat, ptr addrspace(3) %1102, i64 %533
  %1281 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1280)
  %1282 = extractvalue { i32, i32, i32, i32 } %1281, 0
  %1283 = extractvalue { i32, i32, i32, i32 } %1281, 1
  %1284 = extractvalue { i32, i32, i32, i32 } %1281, 2
  %1285 = extractvalue { i32, i32, i32, i32 } %1281, 3
  %1286 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1276, i32 %1277, i32 %1278, i32 %1279, i32 %1282, i32 %1283, float %1225, float %1226, float %1227, float %1228) #7
  %1287 = extractvalue { float, float, float, float } %1286, 0
  %1288 = extractvalue { float, float, float, float } %1286, 1
  %1289 = extractvalue { float, float, float, float } %1286, 2
  %1290 = extractvalue { float, float, float, float } %1286, 3
  %1291 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1276, i32 %1277, i32 %1278, i32 %1279, i32 %1284, i32 %1285, float %1230, float %1231, float %1232, float %1233) #7
  %1292 = extractvalue { float, float, float, float } %1291, 0
  %1293 = extractvalue { float, float, float, float } %1291, 1
  %1294 = extractvalue { float, float, float, float } %1291, 2
  %1295 = extractvalue { float, float, float, float } %1291, 3
  %1296 = getelementptr bfloat, ptr addrspace(3) %1102, i64 %535
  %1297 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1296)
  %1298 = extractvalue { i32, i32, i32, i32 } %1297, 0
  %1299 = extractvalue { i32, i32, i32, i32 } %1297, 1
  %1300 = extractvalue { i32, i32, i32, i32 } %1297, 2
  %1301 = extractvalue { i32, i32, i32, i32 } %1297, 3
  %1302 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1276, i32 %1277, i32 %1278, i32 %1279, i32 %1298, i32 %1299, float %1241, float %1242, float %1243, float %1244) #7
  %1303 = extractvalue { float, float, float, float } %1302, 0
  %1304 = extractvalue { float, float, float, float } %1302, 1
  %1305 = extractvalue { float, float, float, float } %1302, 2
  %1306 = extractvalue { float, float, float, float } %1302, 3
  %1307 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1276, i32 %1277, i32 %1278, i32 %1279, i32 %1300, i32 %1301, float %1246, float %1247, float %1248, float %1249) #7
  %1308 = extractvalue { float, float, float, float } %1307, 0
  %1309 = extractvalue { float, float, float, float } %1307, 1
  %1310 = extractvalue { float, float, float, float } %1307, 2
  %1311 = extractvalue { float, float, float, float } %1307, 3
  %1312 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %538)
  %1313 = extractvalue { i32, i32, i32, i32 } %1312, 0
  %1314 = extractvalue { i32, i32, i32, i32 } %1312, 1
  %1315 = extractvalue { i32, i32, i32, i32 } %1312, 2
  %1316 = extractvalue { i32, i32, i32, i32 } %1312, 3
  %1317 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1313, i32 %1314, i32 %1315, i32 %1316, i32 %1282, i32 %1283, float %1256, float %1257, float %1258, float %1259) #7
  %1318 = extractvalue { float, float, float, float } %1317, 0
  %1319 = extractvalue { float, float, float, float } %1317, 1
  %1320 = extractvalue { float, float, float, float } %1317, 2
  %1321 = extractvalue { float, float, float, float } %1317, 3
  %1322 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1313, i32 %1314, i32 %1315, i32 %1316, i32 %1284, i32 %1285, float %1261, float %1262, float %1263, float %1264) #7
  %1323 = extractvalue { float, float, float, float } %1322, 0
  %1324 = extractvalue { float, float, float, float } %1322, 1
  %1325 = extractvalue { float, float, float, float } %1322, 2
  %1326 = extractvalue { float, float, float, float } %1322, 3
  %1327 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1313, i32 %1314, i32 %1315, i32 %1316, i32 %1298, i32 %1299, float %1266, float %1267, float %1268, float %1269) #7
  %1328 = extractvalue { float, float, float, float } %1327, 0
  %1329 = extractvalue { float, float, float, float } %1327, 1
  %1330 = extractvalue { float, float, float, float } %1327, 2
  %1331 = extractvalue { float, float, float, float } %1327, 3
  %1332 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1313, i32 %1314, i32 %1315, i32 %1316, i32 %1300, i32 %1301, float %1271, float %1272, float %1273, float %1274) #7
  %1333 = extractvalue { float, float, float, float } %1332, 0
  %1334 = extractvalue { float, float, float, float } %1332, 1
  %1335 = extractvalue { float, float, float, float } %1332, 2
  %1336 = extractvalue { float, float, float, float } %1332, 3
  %1337 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %541)
  %1338 = extractvalue { i32, i32, i32, i32 } %1337, 0
  %1339 = extractvalue { i32, i32, i32, i32 } %1337, 1
  %1340 = extractvalue { i32, i32, i32, i32 } %1337, 2
  %1341 = extractvalue { i32, i32, i32, i32 } %1337, 3
  %1342 = getelementptr bfloat, ptr addrspace(3) %1102, i64 %545
  %1343 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1342)
  %1344 = extractvalue { i32, i32, i32, i32 } %1343, 0
  %1345 = extractvalue { i32, i32, i32, i32 } %1343, 1
  %1346 = extractvalue { i32, i32, i32, i32 } %1343, 2
  %1347 = extractvalue { i32, i32, i32, i32 } %1343, 3
  %1348 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1338, i32 %1339, i32 %1340, i32 %1341, i32 %1344, i32 %1345, float %1287, float %1288, float %1289, float %1290) #7
  %1349 = extractvalue { float, float, float, float } %1348, 0
  %1350 = extractvalue { float, float, float, float } %1348, 1
  %1351 = extractvalue { float, float, float, float } %1348, 2
  %1352 = extractvalue { float, float, float, float } %1348, 3
  %1353 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1338, i32 %1339, i32 %1340, i32 %1341, i32 %1346, i32 %1347, float %1292, float %1293, float %1294, float %1295) #7
  %1354 = extractvalue { float, float, float, float } %1353, 0
  %1355 = extractvalue { float, float, float, float } %1353, 1
  %1356 = extractvalue { float, float, float, float } %1353, 2
  %1357 = extractvalue { float, float, float, float } %1353, 3
  %1358 = getelementptr bfloat, ptr addrspace(3) %1102, i64 %547
  %1359 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1358)
  %1360 = extractvalue { i32, i32, i32, i32 } %1359, 0
  %1361 = extractvalue { i32, i32, i32, i32 } %1359, 1
  %1362 = extractvalue { i32, i32, i32, i32 } %1359, 2
  %1363 = extractvalue { i32, i32, i32, i32 } %1359, 3
  %1364 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1338, i32 %1339, i32 %1340, i32 %1341, i32 %1360, i32 %1361, float %1303, float %1304, float %1305, float %1306) #7
  %1365 = extractvalue { float, float, float, float } %1364, 0
  %1366 = extractvalue { float, float, float, float } %1364, 1
  %1367 = extractvalue { float, float, float, float } %1364, 2
  %1368 = extractvalue { float, float, float, float } %1364, 3
  %1369 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1338, i32 %1339, i32 %1340, i32 %1341, i32 %1362, i32 %1363, float %1308, float %1309, float %1310, float %1311) #7
  %1370 = extractvalue { float, float, float, float } %1369, 0
  %1371 = extractvalue { float, float, float, float } %1369, 1
  %1372 = extractvalue { float, float, float, float } %1369, 2
  %1373 = extractvalue { float, float, float, float } %1369, 3
  %1374 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %550)
  %1375 = extractvalue { i32, i32, i32, i32 } %1374, 0
  %1376 = extractvalue { i32, i32, i32, i32 } %1374, 1
  %1377 = extractvalue { i32, i32, i32, i32 } %1374, 2
  %1378 = extractvalue { i32, i32, i32, i32 } %1374, 3
  %1379 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1375, i32 %1376, i32 %1377, i32 %1378, i32 %1344, i32 %1345, float %1318, float %1319, float %1320, float %1321) #7
  %1380 = extractvalue { float, float, float, float } %1379, 0
  %1381 = extractvalue { float, float, float, float } %1379, 1
  %1382 = extractvalue { float, float, float, float } %1379, 2
  %1383 = extractvalue { float, float, float, float } %1379, 3
  %1384 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1375, i32 %1376, i32 %1377, i32 %1378, i32 %1346, i32 %1347, float %1323, float %1324, float %1325, float %1326) #7
  %1385 = extractvalue { float, float, float, float } %1384, 0
  %1386 = extractvalue { float, float, float, float } %1384, 1
  %1387 = extractvalue { float, float, float, float } %1384, 2
  %1388 = extractvalue { float, float, float, float } %1384, 3
  %1389 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1375, i32 %1376, i32 %1377, i32 %1378, i32 %1360, i32 %1361, float %1328, float %1329, float %1330, float %1331) #7
  %1390 = extractvalue { float, float, float, float } %1389, 0
  %1391 = extractvalue { float, float, float, float } %1389, 1
  %1392 = extractvalue { float, float, float, float } %1389, 2
  %1393 = extractvalue { float, float, float, float } %1389, 3
  %1394 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1375, i32 %1376, i32 %1377, i32 %1378, i32 %1362, i32 %1363, float %1333, float %1334, float %1335, float %1336) #7
  %1395 = extractvalue { float, float, float, float } %1394, 0
  %1396 = extractvalue { float, float, float, float } %1394, 1
  %1397 = extractvalue { float, float, float, float } %1394, 2
  %1398 = extractvalue { float, float, float, float } %1394, 3
  %1399 = add nuw i32 %592, 128
  %1400 = add nuw nsw i32 %593, 2
  %1401 = urem i32 %1400, 3
  %1402 = fmul float %591, %1038
  %1403 = fmul float %590, %1039
  %1404 = fmul float %589, %1040
  %1405 = fmul float %588, %1041
  %1406 = fadd float %1086, %1087
  %1407 = fadd float %1406, %1088
  %1408 = fadd float %1407, %1089
  %1409 = fadd float %1090, %1091
  %1410 = fadd float %1409, %1092
  %1411 = fadd float %1410, %1093
  %1412 = fadd float %1094, %1095
  %1413 = fadd float %1412, %1096
  %1414 = fadd float %1413, %1097
  %1415 = fadd float %1098, %1099
  %1416 = fadd float %1415, %1100
  %1417 = fadd float %1416, %1101
  %1418 = fadd float %1402, %1408
  %1419 = fadd float %1403, %1411
  %1420 = fadd float %1404, %1414
  %1421 = fadd float %1405, %1417
  %1422 = icmp slt i32 %1399, %89
  %1423 = add i32 %415, %1399
  %1424 = shl i32 %1423, 7
  %1425 = add i32 %416, %1399
  %1426 = shl i32 %1425, 7
  %1427 = add i32 %417, %1399
  %1428 = shl i32 %1427, 7
  %1429 = add i32 %418, %1399
  %1430 = shl i32 %1429, 7
  %1431 = or disjoint i32 %1424, %30
  %1432 = or disjoint i32 %1426, %30
  %1433 = or disjoint i32 %1428, %30
  %1434 = or disjoint i32 %1430, %30
  %1435 = shl nuw nsw i32 %1401, 14
  %1436 = zext nneg i32 %1435 to i64
  %1437 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1436
  %1438 = getelementptr i8, ptr addrspace(3) %1437, i64 %110
  %1439 = sext i32 %1431 to i64
  %1440 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1439
  %1441 = select i1 %1422, i32 16, i32 0
  %1442 = ptrtoint ptr addrspace(3) %1438 to i64
  %1443 = trunc i64 %1442 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1443, ptr addrspace(1) %1440, i32 %1441) #7
  %1444 = getelementptr i8, ptr addrspace(3) %1437, i64 %118
  %1445 = sext i32 %1432 to i64
  %1446 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1445
  %1447 = ptrtoint ptr addrspace(3) %1444 to i64
  %1448 = trunc i64 %1447 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1448, ptr addrspace(1) %1446, i32 %1441) #7
  %1449 = getelementptr i8, ptr addrspace(3) %1437, i64 %125
  %1450 = sext i32 %1433 to i64
  %1451 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1450
  %1452 = ptrtoint ptr addrspace(3) %1449 to i64
  %1453 = trunc i64 %1452 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1453, ptr addrspace(1) %1451, i32 %1441) #7
  %1454 = getelementptr i8, ptr addrspace(3) %1437, i64 %132
  %1455 = sext i32 %1434 to i64
  %1456 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1455
  %1457 = ptrtoint ptr addrspace(3) %1454 to i64
  %1458 = trunc i64 %1457 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1458, ptr addrspace(1) %1456, i32 %1441) #7
  %1459 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %1436
  %1460 = getelementptr i8, ptr addrspace(3) %1459, i64 %110
  %1461 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1439
  %1462 = ptrtoint ptr addrspace(3) %1460 to i64
  %1463 = trunc i64 %1462 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1463, ptr addrspace(1) %1461, i32 %1441) #7
  %1464 = getelementptr i8, ptr addrspace(3) %1459, i64 %118
  %1465 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1445
  %1466 = ptrtoint ptr addrspace(3) %1464 to i64
  %1467 = trunc i64 %1466 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1467, ptr addrspace(1) %1465, i32 %1441) #7
  %1468 = getelementptr i8, ptr addrspace(3) %1459, i64 %125
  %1469 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1450
  %1470 = ptrtoint ptr addrspace(3) %1468 to i64
  %1471 = trunc i64 %1470 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1471, ptr addrspace(1) %1469, i32 %1441) #7
  %1472 = getelementptr i8, ptr addrspace(3) %1459, i64 %132
  %1473 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1455
  %1474 = ptrtoint ptr addrspace(3) %1472 to i64
  %1475 = trunc i64 %1474 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1475, ptr addrspace(1) %1473, i32 %1441) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1476 = add nuw nsw i32 %592, 64
  %1477 = icmp slt i32 %1476, %89
  br i1 %1477, label %551, label %._crit_edge

._crit_edge:                                      ; preds = %551, %.._crit_edge_crit_edge
  %.pre-phi231 = phi i32 [ %.pre230, %.._crit_edge_crit_edge ], [ %315, %551 ]
  %.pre-phi229 = phi i32 [ %.pre228, %.._crit_edge_crit_edge ], [ %313, %551 ]
  %.pre-phi227 = phi i32 [ %.pre226, %.._crit_edge_crit_edge ], [ %308, %551 ]
  %.pre-phi225 = phi i32 [ %.pre224, %.._crit_edge_crit_edge ], [ %303, %551 ]
  %.pre-phi223 = phi i32 [ %.pre222, %.._crit_edge_crit_edge ], [ %301, %551 ]
  %.pre-phi219 = phi i32 [ %.pre218, %.._crit_edge_crit_edge ], [ %314, %551 ]
  %.pre-phi217 = phi i32 [ %.pre216, %.._crit_edge_crit_edge ], [ %312, %551 ]
  %.pre-phi213 = phi i32 [ %.pre212, %.._crit_edge_crit_edge ], [ %307, %551 ]
  %.pre-phi209 = phi i32 [ %.pre208, %.._crit_edge_crit_edge ], [ %299, %551 ]
  %.lcssa107 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1418, %551 ]
  %.lcssa106 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1419, %551 ]
  %.lcssa105 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1420, %551 ]
  %.lcssa104 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1421, %551 ]
  %.lcssa103 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1349, %551 ]
  %.lcssa102 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1350, %551 ]
  %.lcssa101 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1351, %551 ]
  %.lcssa100 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1352, %551 ]
  %.lcssa99 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1354, %551 ]
  %.lcssa98 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1355, %551 ]
  %.lcssa97 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1356, %551 ]
  %.lcssa96 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1357, %551 ]
  %.lcssa95 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1365, %551 ]
  %.lcssa94 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1366, %551 ]
  %.lcssa93 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1367, %551 ]
  %.lcssa92 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1368, %551 ]
  %.lcssa91 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1370, %551 ]
  %.lcssa90 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1371, %551 ]
  %.lcssa89 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1372, %551 ]
  %.lcssa88 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1373, %551 ]
  %.lcssa87 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1380, %551 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1381, %551 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1382, %551 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1383, %551 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1385, %551 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1386, %551 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1387, %551 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1388, %551 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1390, %551 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1391, %551 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1392, %551 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1393, %551 ]
  %.lcssa75 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1395, %551 ]
  %.lcssa74 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1396, %551 ]
  %.lcssa73 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1397, %551 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1398, %551 ]
  %.lcssa71 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %982, %551 ]
  %.lcssa70 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %983, %551 ]
  %.lcssa69 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %984, %551 ]
  %.lcssa68 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %985, %551 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1478 = zext nneg i32 %.pre-phi209 to i64
  %1479 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1478
  store float %.lcssa71, ptr addrspace(3) %1479, align 4
  %1480 = zext nneg i32 %.pre-phi213 to i64
  %1481 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1480
  store float %.lcssa70, ptr addrspace(3) %1481, align 4
  %1482 = zext nneg i32 %.pre-phi217 to i64
  %1483 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1482
  store float %.lcssa69, ptr addrspace(3) %1483, align 4
  %1484 = zext nneg i32 %.pre-phi219 to i64
  %1485 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1484
  store float %.lcssa68, ptr addrspace(3) %1485, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1486 = fdiv float 1.000000e+00, %.lcssa107
  %1487 = fdiv float 1.000000e+00, %.lcssa106
  %1488 = fdiv float 1.000000e+00, %.lcssa105
  %1489 = fdiv float 1.000000e+00, %.lcssa104
  %1490 = fmul float %1486, %.lcssa103
  %1491 = fmul float %1486, %.lcssa102
  %1492 = fmul float %1487, %.lcssa101
  %1493 = fmul float %1487, %.lcssa100
  %1494 = fmul float %1486, %.lcssa99
  %1495 = fmul float %1486, %.lcssa98
  %1496 = fmul float %1487, %.lcssa97
  %1497 = fmul float %1487, %.lcssa96
  %1498 = fmul float %1486, %.lcssa95
  %1499 = fmul float %1486, %.lcssa94
  %1500 = fmul float %1487, %.lcssa93
  %1501 = fmul float %1487, %.lcssa92
  %1502 = fmul float %1486, %.lcssa91
  %1503 = fmul float %1486, %.lcssa90
  %1504 = fmul float %1487, %.lcssa89
  %1505 = fmul float %1487, %.lcssa88
  %1506 = fmul float %1488, %.lcssa87
  %1507 = fmul float %1488, %.lcssa86
  %1508 = fmul float %1489, %.lcssa85
  %1509 = fmul float %1489, %.lcssa84
  %1510 = fmul float %1488, %.lcssa83
  %1511 = fmul float %1488, %.lcssa82
  %1512 = fmul float %1489, %.lcssa81
  %1513 = fmul float %1489, %.lcssa80
  %1514 = fmul float %1488, %.lcssa79
  %1515 = fmul float %1488, %.lcssa78
  %1516 = fmul float %1489, %.lcssa77
  %1517 = fmul float %1489, %.lcssa76
  %1518 = fmul float %1488, %.lcssa75
  %1519 = fmul float %1488, %.lcssa74
  %1520 = fmul float %1489, %.lcssa73
  %1521 = fmul float %1489, %.lcssa72
  %1522 = fptrunc float %1490 to bfloat
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
  %1554 = and i32 %7, 96
  %1555 = or disjoint i32 %.pre-phi223, %1554
  %1556 = add i32 %11, %.pre-phi225
  %1557 = shl i32 %1556, 7
  %1558 = or disjoint i32 %1557, %1555
  %1559 = sext i32 %1558 to i64
  %1560 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1559
  %1561 = icmp slt i32 %.pre-phi225, %4
  %1562 = zext i1 %1561 to i32
  %1563 = bitcast bfloat %1522 to i16
  %1564 = bitcast bfloat %1523 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1562, i16 %1563, i16 %1564, ptr addrspace(1) %1560) #7
  %1565 = add i32 %11, %.pre-phi227
  %1566 = shl i32 %1565, 7
  %1567 = or disjoint i32 %1566, %1555
  %1568 = sext i32 %1567 to i64
  %1569 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1568
  %1570 = icmp slt i32 %.pre-phi227, %4
  %1571 = zext i1 %1570 to i32
  %1572 = bitcast bfloat %1524 to i16
  %1573 = bitcast bfloat %1525 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1571, i16 %1572, i16 %1573, ptr addrspace(1) %1569) #7
  %1574 = or disjoint i32 %1555, 8
  %1575 = or disjoint i32 %1557, %1574
  %1576 = sext i32 %1575 to i64
  %1577 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1576
  %1578 = bitcast bfloat %1526 to i16
  %1579 = bitcast bfloat %1527 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1562, i16 %1578, i16 %1579, ptr addrspace(1) %1577) #7
  %1580 = or disjoint i32 %1566, %1574
  %1581 = sext i32 %1580 to i64
  %1582 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1581
  %1583 = bitcast bfloat %1528 to i16
  %1584 = bitcast bfloat %1529 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1571, i16 %1583, i16 %1584, ptr addrspace(1) %1582) #7
  %1585 = or disjoint i32 %1555, 16
  %1586 = or disjoint i32 %1557, %1585
  %1587 = sext i32 %1586 to i64
  %1588 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1587
  %1589 = bitcast bfloat %1530 to i16
  %1590 = bitcast bfloat %1531 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1562, i16 %1589, i16 %1590, ptr addrspace(1) %1588) #7
  %1591 = or disjoint i32 %1566, %1585
  %1592 = sext i32 %1591 to i64
  %1593 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1592
  %1594 = bitcast bfloat %1532 to i16
  %1595 = bitcast bfloat %1533 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1571, i16 %1594, i16 %1595, ptr addrspace(1) %1593) #7
  %1596 = or disjoint i32 %1555, 24
  %1597 = or disjoint i32 %1557, %1596
  %1598 = sext i32 %1597 to i64
  %1599 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1598
  %1600 = bitcast bfloat %1534 to i16
  %1601 = bitcast bfloat %1535 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1562, i16 %1600, i16 %1601, ptr addrspace(1) %1599) #7
  %1602 = or disjoint i32 %1566, %1596
  %1603 = sext i32 %1602 to i64
  %1604 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1603
  %1605 = bitcast bfloat %1536 to i16
  %1606 = bitcast bfloat %1537 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1571, i16 %1605, i16 %1606, ptr addrspace(1) %1604) #7
  %1607 = add i32 %11, %.pre-phi229
  %1608 = shl i32 %1607, 7
  %1609 = or disjoint i32 %1608, %1555
  %1610 = sext i32 %1609 to i64
  %1611 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1610
  %1612 = icmp slt i32 %.pre-phi229, %4
  %1613 = zext i1 %1612 to i32
  %1614 = bitcast bfloat %1538 to i16
  %1615 = bitcast bfloat %1539 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1613, i16 %1614, i16 %1615, ptr addrspace(1) %1611) #7
  %1616 = add i32 %11, %.pre-phi231
  %1617 = shl i32 %1616, 7
  %1618 = or disjoint i32 %1617, %1555
  %1619 = sext i32 %1618 to i64
  %1620 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1619
  %1621 = icmp slt i32 %.pre-phi231, %4
  %1622 = zext i1 %1621 to i32
  %1623 = bitcast bfloat %1540 to i16
  %1624 = bitcast bfloat %1541 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1622, i16 %1623, i16 %1624, ptr addrspace(1) %1620) #7
  %1625 = or disjoint i32 %1608, %1574
  %1626 = sext i32 %1625 to i64
  %1627 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1626
  %1628 = bitcast bfloat %1542 to i16
  %1629 = bitcast bfloat %1543 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1613, i16 %1628, i16 %1629, ptr addrspace(1) %1627) #7
  %1630 = or disjoint i32 %1617, %1574
  %1631 = sext i32 %1630 to i64
  %1632 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1631
  %1633 = bitcast bfloat %1544 to i16
  %1634 = bitcast bfloat %1545 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1622, i16 %1633, i16 %1634, ptr addrspace(1) %1632) #7
  %1635 = or disjoint i32 %1608, %1585
  %1636 = sext i32 %1635 to i64
  %1637 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1636
  %1638 = bitcast bfloat %1546 to i16
  %1639 = bitcast bfloat %1547 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1613, i16 %1638, i16 %1639, ptr addrspace(1) %1637) #7
  %1640 = or disjoint i32 %1617, %1585
  %1641 = sext i32 %1640 to i64
  %1642 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1641
  %1643 = bitcast bfloat %1548 to i16
  %1644 = bitcast bfloat %1549 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1622, i16 %1643, i16 %1644, ptr addrspace(1) %1642) #7
  %1645 = or disjoint i32 %1608, %1596
  %1646 = sext i32 %1645 to i64
  %1647 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1646
  %1648 = bitcast bfloat %1550 to i16
  %1649 = bitcast bfloat %1551 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1613, i16 %1648, i16 %1649, ptr addrspace(1) %1647) #7
  %1650 = or disjoint i32 %1617, %1596
  %1651 = sext i32 %1650 to i64
  %1652 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1651
  %1653 = bitcast bfloat %1552 to i16
  %1654 = bitcast bfloat %1553 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1622, i16 %1653, i16 %1654, ptr addrspace(1) %1652) #7
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
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #6

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #6

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
