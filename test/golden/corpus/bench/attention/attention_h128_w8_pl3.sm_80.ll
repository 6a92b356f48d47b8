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
  %88 = icmp sgt i32 %4, 0
  %89 = shl nuw nsw i32 %14, 7
  %90 = add i32 %12, %89
  %91 = shl nuw nsw i32 %18, 7
  %92 = add i32 %12, %91
  %93 = shl nuw nsw i32 %22, 7
  %94 = add i32 %12, %93
  %95 = shl nuw nsw i32 %26, 7
  %96 = add i32 %12, %95
  %97 = or disjoint i32 %90, %30
  %98 = or disjoint i32 %92, %30
  %99 = or disjoint i32 %94, %30
  %100 = or disjoint i32 %96, %30
  %101 = shl nuw nsw i32 %7, 4
  %102 = shl nuw nsw i32 %7, 10
  %103 = and i32 %102, 8192
  %104 = xor i32 %101, %7
  %105 = and i32 %104, 112
  %106 = or disjoint i32 %105, %103
  %107 = or disjoint i32 %106, %89
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %108
  %110 = sext i32 %97 to i64
  %111 = getelementptr bfloat, ptr addrspace(1) %1, i64 %110
  %112 = select i1 %88, i32 16, i32 0
  %113 = ptrtoint ptr addrspace(3) %109 to i64
  %114 = trunc i64 %113 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %114, ptr addrspace(1) %111, i32 %112) #7
  %115 = or disjoint i32 %106, %91
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %116
  %118 = sext i32 %98 to i64
  %119 = getelementptr bfloat, ptr addrspace(1) %1, i64 %118
  %120 = ptrtoint ptr addrspace(3) %117 to i64
  %121 = trunc i64 %120 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %121, ptr addrspace(1) %119, i32 %112) #7
  %122 = or disjoint i32 %106, %93
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %123
  %125 = sext i32 %99 to i64
  %126 = getelementptr bfloat, ptr addrspace(1) %1, i64 %125
  %127 = ptrtoint ptr addrspace(3) %124 to i64
  %128 = trunc i64 %127 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %128, ptr addrspace(1) %126, i32 %112) #7
  %129 = or disjoint i32 %106, %95
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %130
  %132 = sext i32 %100 to i64
  %133 = getelementptr bfloat, ptr addrspace(1) %1, i64 %132
  %134 = ptrtoint ptr addrspace(3) %131 to i64
  %135 = trunc i64 %134 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %135, ptr addrspace(1) %133, i32 %112) #7
  %136 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %108
  %137 = getelementptr bfloat, ptr addrspace(1) %2, i64 %110
  %138 = ptrtoint ptr addrspace(3) %136 to i64
  %139 = trunc i64 %138 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %139, ptr addrspace(1) %137, i32 %112) #7
  %140 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %116
  %141 = getelementptr bfloat, ptr addrspace(1) %2, i64 %118
  %142 = ptrtoint ptr addrspace(3) %140 to i64
  %143 = trunc i64 %142 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %143, ptr addrspace(1) %141, i32 %112) #7
  %144 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %123
  %145 = getelementptr bfloat, ptr addrspace(1) %2, i64 %125
  %146 = ptrtoint ptr addrspace(3) %144 to i64
  %147 = trunc i64 %146 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %147, ptr addrspace(1) %145, i32 %112) #7
  %148 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %130
  %149 = getelementptr bfloat, ptr addrspace(1) %2, i64 %132
  %150 = ptrtoint ptr addrspace(3) %148 to i64
  %151 = trunc i64 %150 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %151, ptr addrspace(1) %149, i32 %112) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %152 = icmp sgt i32 %4, 64
  %153 = or disjoint i32 %89, %30
  %154 = or disjoint i32 %153, 8192
  %155 = add i32 %154, %12
  %156 = or disjoint i32 %153, 10240
  %157 = add i32 %156, %12
  %158 = or disjoint i32 %153, 12288
  %159 = add i32 %158, %12
  %160 = or disjoint i32 %153, 14336
  %161 = add i32 %160, %12
  %162 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %108
  %163 = sext i32 %155 to i64
  %164 = getelementptr bfloat, ptr addrspace(1) %1, i64 %163
  %165 = select i1 %152, i32 16, i32 0
  %166 = ptrtoint ptr addrspace(3) %162 to i64
  %167 = trunc i64 %166 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %167, ptr addrspace(1) %164, i32 %165) #7
  %168 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %116
  %169 = sext i32 %157 to i64
  %170 = getelementptr bfloat, ptr addrspace(1) %1, i64 %169
  %171 = ptrtoint ptr addrspace(3) %168 to i64
  %172 = trunc i64 %171 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %172, ptr addrspace(1) %170, i32 %165) #7
  %173 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %123
  %174 = sext i32 %159 to i64
  %175 = getelementptr bfloat, ptr addrspace(1) %1, i64 %174
  %176 = ptrtoint ptr addrspace(3) %173 to i64
  %177 = trunc i64 %176 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %177, ptr addrspace(1) %175, i32 %165) #7
  %178 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %130
  %179 = sext i32 %161 to i64
  %180 = getelementptr bfloat, ptr addrspace(1) %1, i64 %179
  %181 = ptrtoint ptr addrspace(3) %178 to i64
  %182 = trunc i64 %181 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %182, ptr addrspace(1) %180, i32 %165) #7
  %183 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %108
  %184 = getelementptr bfloat, ptr addrspace(1) %2, i64 %163
  %185 = ptrtoint ptr addrspace(3) %183 to i64
  %186 = trunc i64 %185 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %186, ptr addrspace(1) %184, i32 %165) #7
  %187 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %116
  %188 = getelementptr bfloat, ptr addrspace(1) %2, i64 %169
  %189 = ptrtoint ptr addrspace(3) %187 to i64
  %190 = trunc i64 %189 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %190, ptr addrspace(1) %188, i32 %165) #7
  %191 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %123
  %192 = getelementptr bfloat, ptr addrspace(1) %2, i64 %174
  %193 = ptrtoint ptr addrspace(3) %191 to i64
  %194 = trunc i64 %193 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %194, ptr addrspace(1) %192, i32 %165) #7
  %195 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %130
  %196 = getelementptr bfloat, ptr addrspace(1) %2, i64 %179
  %197 = ptrtoint ptr addrspace(3) %195 to i64
  %198 = trunc i64 %197 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %198, ptr addrspace(1) %196, i32 %165) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %199 = mul nuw nsw i32 %14, 136
  %200 = add nuw nsw i32 %199, %30
  %201 = shl nuw nsw i32 %200, 1
  %202 = zext nneg i32 %201 to i64
  %203 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %202
  %204 = insertelement <4 x i16> poison, i16 %43, i64 0
  %205 = insertelement <4 x i16> %204, i16 %44, i64 1
  %206 = insertelement <4 x i16> %205, i16 %45, i64 2
  %207 = insertelement <4 x i16> %206, i16 %46, i64 3
  store <4 x i16> %207, ptr addrspace(3) %203, align 16
  %208 = or disjoint i32 %30, 4
  %209 = add nuw nsw i32 %208, %199
  %210 = shl nuw nsw i32 %209, 1
  %211 = zext nneg i32 %210 to i64
  %212 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %211
  %213 = insertelement <4 x i16> poison, i16 %47, i64 0
  %214 = insertelement <4 x i16> %213, i16 %48, i64 1
  %215 = insertelement <4 x i16> %214, i16 %49, i64 2
  %216 = insertelement <4 x i16> %215, i16 %50, i64 3
  store <4 x i16> %216, ptr addrspace(3) %212, align 8
  %217 = mul nuw nsw i32 %18, 136
  %218 = add nuw nsw i32 %217, %30
  %219 = shl nuw nsw i32 %218, 1
  %220 = zext nneg i32 %219 to i64
  %221 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %220
  %222 = insertelement <4 x i16> poison, i16 %55, i64 0
  %223 = insertelement <4 x i16> %222, i16 %56, i64 1
  %224 = insertelement <4 x i16> %223, i16 %57, i64 2
  %225 = insertelement <4 x i16> %224, i16 %58, i64 3
  store <4 x i16> %225, ptr addrspace(3) %221, align 16
  %226 = or disjoint i32 %8, 2052
  %227 = and i32 %226, 124
  %228 = lshr i32 %226, 7
  %229 = mul nuw nsw i32 %228, 136
  %230 = add nuw nsw i32 %229, %227
  %231 = shl nuw nsw i32 %230, 1
  %232 = zext nneg i32 %231 to i64
  %233 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %232
  %234 = insertelement <4 x i16> poison, i16 %59, i64 0
  %235 = insertelement <4 x i16> %234, i16 %60, i64 1
  %236 = insertelement <4 x i16> %235, i16 %61, i64 2
  %237 = insertelement <4 x i16> %236, i16 %62, i64 3
  store <4 x i16> %237, ptr addrspace(3) %233, align 8
  %238 = mul nuw nsw i32 %22, 136
  %239 = add nuw nsw i32 %238, %30
  %240 = shl nuw nsw i32 %239, 1
  %241 = zext nneg i32 %240 to i64
  %242 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %241
  %243 = insertelement <4 x i16> poison, i16 %67, i64 0
  %244 = insertelement <4 x i16> %243, i16 %68, i64 1
  %245 = insertelement <4 x i16> %244, i16 %69, i64 2
  %246 = insertelement <4 x i16> %245, i16 %70, i64 3
  store <4 x i16> %246, ptr addrspace(3) %242, align 16
  %247 = or disjoint i32 %8, 4100
  %248 = and i32 %247, 124
  %249 = lshr i32 %247, 7
  %250 = mul nuw nsw i32 %249, 136
  %251 = add nuw nsw i32 %250, %248
  %252 = shl nuw nsw i32 %251, 1
  %253 = zext nneg i32 %252 to i64
  %254 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %253
  %255 = insertelement <4 x i16> poison, i16 %71, i64 0
  %256 = insertelement <4 x i16> %255, i16 %72, i64 1
  %257 = insertelement <4 x i16> %256, i16 %73, i64 2
  %258 = insertelement <4 x i16> %257, i16 %74, i64 3
  store <4 x i16> %258, ptr addrspace(3) %254, align 8
  %259 = mul nuw nsw i32 %26, 136
  %260 = add nuw nsw i32 %259, %30
  %261 = shl nuw nsw i32 %260, 1
  %262 = zext nneg i32 %261 to i64
  %263 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %262
  %264 = insertelement <4 x i16> poison, i16 %79, i64 0
  %265 = insertelement <4 x i16> %264, i16 %80, i64 1
  %266 = insertelement <4 x i16> %265, i16 %81, i64 2
  %267 = insertelement <4 x i16> %266, i16 %82, i64 3
  store <4 x i16> %267, ptr addrspace(3) %263, align 16
  %268 = or disjoint i32 %8, 6148
  %269 = and i32 %268, 124
  %270 = lshr i32 %268, 7
  %271 = mul nuw nsw i32 %270, 136
  %272 = add nuw nsw i32 %271, %269
  %273 = shl nuw nsw i32 %272, 1
  %274 = zext nneg i32 %273 to i64
  %275 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %274
  %276 = insertelement <4 x i16> poison, i16 %83, i64 0
  %277 = insertelement <4 x i16> %276, i16 %84, i64 1
  %278 = insertelement <4 x i16> %277, i16 %85, i64 2
  %279 = insertelement <4 x i16> %278, i16 %86, i64 3
  store <4 x i16> %279, ptr addrspace(3) %275, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %88, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %6
  %.pre = lshr i32 %7, 2
  %.pre189 = and i32 %.pre, 7
  %.pre191 = and i32 %.pre, 32
  %.pre193 = and i32 %.pre, 39
  %.pre195 = or disjoint i32 %.pre189, 8
  %.pre197 = or disjoint i32 %.pre195, %.pre191
  %.pre199 = or disjoint i32 %.pre191, 16
  %.pre201 = or disjoint i32 %.pre199, %.pre189
  %.pre203 = or disjoint i32 %.pre199, %.pre195
  %.pre205 = shl nuw nsw i32 %7, 1
  %.pre207 = and i32 %.pre205, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %6
  %280 = lshr i32 %7, 5
  %281 = and i32 %280, 3
  %282 = shl nuw nsw i32 %281, 4
  %283 = lshr i32 %7, 2
  %284 = and i32 %283, 32
  %285 = or disjoint i32 %284, 16
  %286 = and i32 %7, 7
  %287 = and i32 %7, 8
  %288 = and i32 %7, 15
  %289 = or disjoint i32 %284, %288
  %290 = lshr i32 %7, 1
  %291 = and i32 %290, 8
  %292 = mul nuw nsw i32 %289, 136
  %293 = shl nuw nsw i32 %286, 3
  %294 = or disjoint i32 %285, %288
  %295 = mul nuw nsw i32 %294, 136
  %296 = and i32 %283, 7
  %297 = and i32 %283, 39
  %298 = or disjoint i32 %296, 8
  %299 = or disjoint i32 %298, %284
  %300 = or disjoint i32 %285, %296
  %301 = or disjoint i32 %285, %298
  %302 = shl nuw nsw i32 %297, 2
  %303 = or disjoint i32 %302, %281
  %304 = zext nneg i32 %303 to i64
  %305 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %304
  %306 = shl nuw nsw i32 %299, 2
  %307 = or disjoint i32 %306, %281
  %308 = zext nneg i32 %307 to i64
  %309 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %308
  %310 = shl nuw nsw i32 %300, 2
  %311 = or disjoint i32 %310, %281
  %312 = zext nneg i32 %311 to i64
  %313 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %312
  %314 = shl nuw nsw i32 %301, 2
  %315 = or disjoint i32 %314, %281
  %316 = zext nneg i32 %315 to i64
  %317 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %316
  %318 = zext nneg i32 %302 to i64
  %319 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %318
  %320 = getelementptr i8, ptr addrspace(3) %319, i64 4
  %321 = getelementptr i8, ptr addrspace(3) %319, i64 8
  %322 = getelementptr i8, ptr addrspace(3) %319, i64 12
  %323 = zext nneg i32 %306 to i64
  %324 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %323
  %325 = getelementptr i8, ptr addrspace(3) %324, i64 4
  %326 = getelementptr i8, ptr addrspace(3) %324, i64 8
  %327 = getelementptr i8, ptr addrspace(3) %324, i64 12
  %328 = zext nneg i32 %310 to i64
  %329 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %328
  %330 = getelementptr i8, ptr addrspace(3) %329, i64 4
  %331 = getelementptr i8, ptr addrspace(3) %329, i64 8
  %332 = getelementptr i8, ptr addrspace(3) %329, i64 12
  %333 = zext nneg i32 %314 to i64
  %334 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %333
  %335 = getelementptr i8, ptr addrspace(3) %334, i64 4
  %336 = getelementptr i8, ptr addrspace(3) %334, i64 8
  %337 = getelementptr i8, ptr addrspace(3) %334, i64 12
  %338 = shl nuw nsw i32 %7, 1
  %339 = and i32 %338, 6
  %340 = or disjoint i32 %282, %339
  %341 = mul nuw nsw i32 %297, 72
  %342 = add nuw nsw i32 %341, %340
  %343 = zext nneg i32 %342 to i64
  %344 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %343
  %345 = or disjoint i32 %339, 1
  %346 = or disjoint i32 %282, %345
  %347 = add nuw nsw i32 %341, %346
  %348 = zext nneg i32 %347 to i64
  %349 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %348
  %350 = mul nuw nsw i32 %299, 72
  %351 = add nuw nsw i32 %350, %340
  %352 = zext nneg i32 %351 to i64
  %353 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %352
  %354 = add nuw nsw i32 %350, %346
  %355 = zext nneg i32 %354 to i64
  %356 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %355
  %357 = or disjoint i32 %282, 8
  %358 = or disjoint i32 %357, %339
  %359 = add nuw nsw i32 %358, %341
  %360 = zext nneg i32 %359 to i64
  %361 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %360
  %362 = or disjoint i32 %357, %345
  %363 = add nuw nsw i32 %362, %341
  %364 = zext nneg i32 %363 to i64
  %365 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %364
  %366 = add nuw nsw i32 %350, %358
  %367 = zext nneg i32 %366 to i64
  %368 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %367
  %369 = add nuw nsw i32 %350, %362
  %370 = zext nneg i32 %369 to i64
  %371 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %370
  %372 = mul nuw nsw i32 %300, 72
  %373 = add nuw nsw i32 %372, %340
  %374 = zext nneg i32 %373 to i64
  %375 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %374
  %376 = add nuw nsw i32 %372, %346
  %377 = zext nneg i32 %376 to i64
  %378 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %377
  %379 = mul nuw nsw i32 %301, 72
  %380 = add nuw nsw i32 %379, %340
  %381 = zext nneg i32 %380 to i64
  %382 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %381
  %383 = add nuw nsw i32 %379, %346
  %384 = zext nneg i32 %383 to i64
  %385 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %384
  %386 = add nuw nsw i32 %372, %358
  %387 = zext nneg i32 %386 to i64
  %388 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %387
  %389 = add nuw nsw i32 %372, %362
  %390 = zext nneg i32 %389 to i64
  %391 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %390
  %392 = add nuw nsw i32 %379, %358
  %393 = zext nneg i32 %392 to i64
  %394 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %393
  %395 = add nuw nsw i32 %379, %362
  %396 = zext nneg i32 %395 to i64
  %397 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %396
  %398 = mul nuw nsw i32 %289, 72
  %399 = shl nuw nsw i32 %280, 6
  %400 = shl nuw nsw i32 %291, 1
  %.masked = and i32 %399, 64
  %401 = or disjoint i32 %.masked, %400
  %402 = shl nuw nsw i32 %280, 12
  %403 = and i32 %402, 8192
  %404 = and i32 %101, 112
  %405 = xor i32 %401, %404
  %invariant.op = or disjoint i32 %403, %405
  %406 = or disjoint i32 %401, 32
  %407 = xor i32 %406, %404
  %invariant.op93 = or disjoint i32 %403, %407
  %408 = mul nuw nsw i32 %294, 72
  %409 = add i32 %11, %14
  %410 = add i32 %11, %18
  %411 = add i32 %11, %22
  %412 = add i32 %11, %26
  %413 = add nuw nsw i32 %291, %398
  %414 = zext nneg i32 %413 to i64
  %415 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %414
  %416 = add nuw nsw i32 %291, %292
  %417 = zext nneg i32 %416 to i64
  %418 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %417
  %419 = or disjoint i32 %286, %291
  %420 = or disjoint i32 %419, %282
  %421 = shl nuw nsw i32 %420, 6
  %422 = xor i32 %287, %293
  %423 = or disjoint i32 %421, %422
  %424 = zext nneg i32 %423 to i64
  %425 = add nuw nsw i32 %291, %295
  %426 = zext nneg i32 %425 to i64
  %427 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %426
  %428 = or disjoint i32 %291, 16
  %429 = add nuw nsw i32 %428, %292
  %430 = zext nneg i32 %429 to i64
  %431 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %430
  %432 = or disjoint i32 %287, 16
  %433 = xor i32 %432, %293
  %434 = or disjoint i32 %421, %433
  %435 = zext nneg i32 %434 to i64
  %436 = add nuw nsw i32 %428, %295
  %437 = zext nneg i32 %436 to i64
  %438 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %437
  %439 = or disjoint i32 %291, 32
  %440 = add nuw nsw i32 %439, %292
  %441 = zext nneg i32 %440 to i64
  %442 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %441
  %443 = or disjoint i32 %287, 32
  %444 = xor i32 %443, %293
  %445 = or disjoint i32 %421, %444
  %446 = zext nneg i32 %445 to i64
  %447 = add nuw nsw i32 %439, %295
  %448 = zext nneg i32 %447 to i64
  %449 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %448
  %450 = or disjoint i32 %291, 48
  %451 = add nuw nsw i32 %450, %292
  %452 = zext nneg i32 %451 to i64
  %453 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %452
  %454 = or disjoint i32 %287, 48
  %455 = xor i32 %454, %293
  %456 = or disjoint i32 %421, %455
  %457 = zext nneg i32 %456 to i64
  %458 = add nuw nsw i32 %450, %295
  %459 = zext nneg i32 %458 to i64
  %460 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %459
  %461 = or disjoint i32 %291, 64
  %462 = add nuw nsw i32 %461, %292
  %463 = zext nneg i32 %462 to i64
  %464 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %463
  %465 = or disjoint i32 %286, %291
  %466 = or disjoint i32 %465, %282
  %467 = shl nuw nsw i32 %466, 6
  %468 = or disjoint i32 %467, 4096
  %469 = or disjoint i32 %468, %422
  %470 = zext nneg i32 %469 to i64
  %471 = add nuw nsw i32 %461, %295
  %472 = zext nneg i32 %471 to i64
  %473 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %472
  %474 = or disjoint i32 %291, 80
  %475 = add nuw nsw i32 %474, %292
  %476 = zext nneg i32 %475 to i64
  %477 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %476
  %478 = or disjoint i32 %468, %433
  %479 = zext nneg i32 %478 to i64
  %480 = add nuw nsw i32 %474, %295
  %481 = zext nneg i32 %480 to i64
  %482 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %481
  %483 = or disjoint i32 %291, 96
  %484 = add nuw nsw i32 %483, %292
  %485 = zext nneg i32 %484 to i64
  %486 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %485
  %487 = or disjoint i32 %468, %444
  %488 = zext nneg i32 %487 to i64
  %489 = add nuw nsw i32 %483, %295
  %490 = zext nneg i32 %489 to i64
  %491 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %490
  %492 = or disjoint i32 %291, 112
  %493 = add nuw nsw i32 %492, %292
  %494 = zext nneg i32 %493 to i64
  %495 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %494
  %496 = or disjoint i32 %468, %455
  %497 = zext nneg i32 %496 to i64
  %498 = add nuw nsw i32 %492, %295
  %499 = zext nneg i32 %498 to i64
  %500 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %499
  %501 = shl nuw nsw i32 %288, 7
  %.reass = or disjoint i32 %501, %invariant.op
  %502 = lshr exact i32 %.reass, 1
  %503 = zext nneg i32 %502 to i64
  %.reass94 = or i32 %501, %invariant.op93
  %504 = lshr exact i32 %.reass94, 1
  %505 = zext nneg i32 %504 to i64
  %506 = add nuw nsw i32 %291, %408
  %507 = zext nneg i32 %506 to i64
  %508 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %507
  %509 = add nuw nsw i32 %428, %398
  %510 = zext nneg i32 %509 to i64
  %511 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %510
  %512 = shl nuw nsw i32 %288, 7
  %513 = or disjoint i32 %512, 2048
  %.reass.1 = or disjoint i32 %513, %invariant.op
  %514 = lshr exact i32 %.reass.1, 1
  %515 = zext nneg i32 %514 to i64
  %.reass94.1 = or i32 %513, %invariant.op93
  %516 = lshr exact i32 %.reass94.1, 1
  %517 = zext nneg i32 %516 to i64
  %518 = add nuw nsw i32 %428, %408
  %519 = zext nneg i32 %518 to i64
  %520 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %519
  %521 = add nuw nsw i32 %439, %398
  %522 = zext nneg i32 %521 to i64
  %523 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %522
  %524 = shl nuw nsw i32 %288, 7
  %525 = or disjoint i32 %524, 4096
  %.reass.2 = or disjoint i32 %525, %invariant.op
  %526 = lshr exact i32 %.reass.2, 1
  %527 = zext nneg i32 %526 to i64
  %.reass94.2 = or i32 %525, %invariant.op93
  %528 = lshr exact i32 %.reass94.2, 1
  %529 = zext nneg i32 %528 to i64
  %530 = add nuw nsw i32 %439, %408
  %531 = zext nneg i32 %530 to i64
  %532 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %531
  %533 = add nuw nsw i32 %450, %398
  %534 = zext nneg i32 %533 to i64
  %535 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %534
  %536 = shl nuw nsw i32 %288, 7
  %537 = or disjoint i32 %536, 6144
  %.reass.3 = or disjoint i32 %537, %invariant.op
  %538 = lshr exact i32 %.reass.3, 1
  %539 = zext nneg i32 %538 to i64
  %.reass94.3 = or i32 %537, %invariant.op93
  %540 = lshr exact i32 %.reass94.3, 1
  %541 = zext nneg i32 %540 to i64
  %542 = add nuw nsw i32 %450, %408
  %543 = zext nneg i32 %542 to i64
  %544 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %543
  br label %545

545:                                              ; preds = %.lr.ph, %545
  %546 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %971, %545 ]
  %547 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %970, %545 ]
  %548 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %969, %545 ]
  %549 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %968, %545 ]
  %550 = phi float [ 0.000000e+00, %.lr.ph ], [ %1368, %545 ]
  %551 = phi float [ 0.000000e+00, %.lr.ph ], [ %1367, %545 ]
  %552 = phi float [ 0.000000e+00, %.lr.ph ], [ %1366, %545 ]
  %553 = phi float [ 0.000000e+00, %.lr.ph ], [ %1365, %545 ]
  %554 = phi float [ 0.000000e+00, %.lr.ph ], [ %1363, %545 ]
  %555 = phi float [ 0.000000e+00, %.lr.ph ], [ %1362, %545 ]
  %556 = phi float [ 0.000000e+00, %.lr.ph ], [ %1361, %545 ]
  %557 = phi float [ 0.000000e+00, %.lr.ph ], [ %1360, %545 ]
  %558 = phi float [ 0.000000e+00, %.lr.ph ], [ %1358, %545 ]
  %559 = phi float [ 0.000000e+00, %.lr.ph ], [ %1357, %545 ]
  %560 = phi float [ 0.000000e+00, %.lr.ph ], [ %1356, %545 ]
  %561 = phi float [ 0.000000e+00, %.lr.ph ], [ %1355, %545 ]
  %562 = phi float [ 0.000000e+00, %.lr.ph ], [ %1353, %545 ]
  %563 = phi float [ 0.000000e+00, %.lr.ph ], [ %1352, %545 ]
  %564 = phi float [ 0.000000e+00, %.lr.ph ], [ %1351, %545 ]
  %565 = phi float [ 0.000000e+00, %.lr.ph ], [ %1350, %545 ]
  %566 = phi float [ 0.000000e+00, %.lr.ph ], [ %1343, %545 ]
  %567 = phi float [ 0.000000e+00, %.lr.ph ], [ %1342, %545 ]
  %568 = phi float [ 0.000000e+00, %.lr.ph ], [ %1341, %545 ]
  %569 = phi float [ 0.000000e+00, %.lr.ph ], [ %1340, %545 ]
  %570 = phi float [ 0.000000e+00, %.lr.ph ], [ %1338, %545 ]
  %571 = phi float [ 0.000000e+00, %.lr.ph ], [ %1337, %545 ]
  %572 = phi float [ 0.000000e+00, %.lr.ph ], [ %1336, %545 ]
  %573 = phi float [ 0.000000e+00, %.lr.ph ], [ %1335, %545 ]
  %574 = phi float [ 0.000000e+00, %.lr.ph ], [ %1327, %545 ]
  %575 = phi float [ 0.000000e+00, %.lr.ph ], [ %1326, %545 ]
  %576 = phi float [ 0.000000e+00, %.lr.ph ], [ %1325, %545 ]
  %577 = phi float [ 0.000000e+00, %.lr.ph ], [ %1324, %545 ]
  %578 = phi float [ 0.000000e+00, %.lr.ph ], [ %1322, %545 ]
  %579 = phi float [ 0.000000e+00, %.lr.ph ], [ %1321, %545 ]
  %580 = phi float [ 0.000000e+00, %.lr.ph ], [ %1320, %545 ]
  %581 = phi float [ 0.000000e+00, %.lr.ph ], [ %1319, %545 ]
  %582 = phi float [ 0.000000e+00, %.lr.ph ], [ %1391, %545 ]
  %583 = phi float [ 0.000000e+00, %.lr.ph ], [ %1390, %545 ]
  %584 = phi float [ 0.000000e+00, %.lr.ph ], [ %1389, %545 ]
  %585 = phi float [ 0.000000e+00, %.lr.ph ], [ %1388, %545 ]
  %586 = phi i32 [ 0, %.lr.ph ], [ %1446, %545 ]
  %587 = lshr exact i32 %586, 6
  %588 = urem i32 %587, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %589 = shl nuw nsw i32 %588, 14
  %590 = zext nneg i32 %589 to i64
  %591 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %590
  %592 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %418)
  %593 = extractvalue { i32, i32, i32, i32 } %592, 0
  %594 = extractvalue { i32, i32, i32, i32 } %592, 1
  %595 = extractvalue { i32, i32, i32, i32 } %592, 2
  %596 = extractvalue { i32, i32, i32, i32 } %592, 3
  %597 = getelementptr bfloat, ptr addrspace(3) %591, i64 %424
  %598 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %597)
  %599 = extractvalue { i32, i32, i32, i32 } %598, 0
  %600 = extractvalue { i32, i32, i32, i32 } %598, 1
  %601 = extractvalue { i32, i32, i32, i32 } %598, 2
  %602 = extractvalue { i32, i32, i32, i32 } %598, 3
  %603 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %593, i32 %594, i32 %595, i32 %596, i32 %599, i32 %600, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %604 = extractvalue { float, float, float, float } %603, 0
  %605 = extractvalue { float, float, float, float } %603, 1
  %606 = extractvalue { float, float, float, float } %603, 2
  %607 = extractvalue { float, float, float, float } %603, 3
  %608 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %593, i32 %594, i32 %595, i32 %596, i32 %601, i32 %602, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %609 = extractvalue { float, float, float, float } %608, 0
  %610 = extractvalue { float, float, float, float } %608, 1
  %611 = extractvalue { float, float, float, float } %608, 2
  %612 = extractvalue { float, float, float, float } %608, 3
  %613 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %427)
  %614 = extractvalue { i32, i32, i32, i32 } %613, 0
  %615 = extractvalue { i32, i32, i32, i32 } %613, 1
  %616 = extractvalue { i32, i32, i32, i32 } %613, 2
  %617 = extractvalue { i32, i32, i32, i32 } %613, 3
  %618 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %614, i32 %615, i32 %616, i32 %617, i32 %599, i32 %600, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %619 = extractvalue { float, float, float, float } %618, 0
  %620 = extractvalue { float, float, float, float } %618, 1
  %621 = extractvalue { float, float, float, float } %618, 2
  %622 = extractvalue { float, float, float, float } %618, 3
  %623 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %614, i32 %615, i32 %616, i32 %617, i32 %601, i32 %602, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %624 = extractvalue { float, float, float, float } %623, 0
  %625 = extractvalue { float, float, float, float } %623, 1
  %626 = extractvalue { float, float, float, float } %623, 2
  %627 = extractvalue { float, float, float, float } %623, 3
  %628 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %431)
  %629 = extractvalue { i32, i32, i32, i32 } %628, 0
  %630 = extractvalue { i32, i32, i32, i32 } %628, 1
  %631 = extractvalue { i32, i32, i32, i32 } %628, 2
  %632 = extractvalue { i32, i32, i32, i32 } %628, 3
  %633 = getelementptr bfloat, ptr addrspace(3) %591, i64 %435
  %634 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %633)
  %635 = extractvalue { i32, i32, i32, i32 } %634, 0
  %636 = extractvalue { i32, i32, i32, i32 } %634, 1
  %637 = extractvalue { i32, i32, i32, i32 } %634, 2
  %638 = extractvalue { i32, i32, i32, i32 } %634, 3
  %639 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %629, i32 %630, i32 %631, i32 %632, i32 %635, i32 %636, float %604, float %605, float %606, float %607) #7
  %640 = extractvalue { float, float, float, float } %639, 0
  %641 = extractvalue { float, float, float, float } %639, 1
  %642 = extractvalue { float, float, float, float } %639, 2
  %643 = extractvalue { float, float, float, float } %639, 3
  %644 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %629, i32 %630, i32 %631, i32 %632, i32 %637, i32 %638, float %609, float %610, float %611, float %612) #7
  %645 = extractvalue { float, float, float, float } %644, 0
  %646 = extractvalue { float, float, float, float } %644, 1
  %647 = extractvalue { float, float, float, float } %644, 2
  %648 = extractvalue { float, float, float, float } %644, 3
  %649 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %438)
  %650 = extractvalue { i32, i32, i32, i32 } %649, 0
  %651 = extractvalue { i32, i32, i32, i32 } %649, 1
  %652 = extractvalue { i32, i32, i32, i32 } %649, 2
  %653 = extractvalue { i32, i32, i32, i32 } %649, 3
  %654 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %650, i32 %651, i32 %652, i32 %653, i32 %635, i32 %636, float %619, float %620, float %621, float %622) #7
  %655 = extractvalue { float, float, float, float } %654, 0
  %656 = extractvalue { float, float, float, float } %654, 1
  %657 = extractvalue { float, float, float, float } %654, 2
  %658 = extractvalue { float, float, float, float } %654, 3
  %659 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %650, i32 %651, i32 %652, i32 %653, i32 %637, i32 %638, float %624, float %625, float %626, float %627) #7
  %660 = extractvalue { float, float, float, float } %659, 0
  %661 = extractvalue { float, float, float, float } %659, 1
  %662 = extractvalue { float, float, float, float } %659, 2
  %663 = extractvalue { float, float, float, float } %659, 3
  %664 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %442)
  %665 = extractvalue { i32, i32, i32, i32 } %664, 0
  %666 = extractvalue { i32, i32, i32, i32 } %664, 1
  %667 = extractvalue { i32, i32, i32, i32 } %664, 2
  %668 = extractvalue { i32, i32, i32, i32 } %664, 3
  %669 = getelementptr bfloat, ptr addrspace(3) %591, i64 %446
  %670 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %669)
  %671 = extractvalue { i32, i32, i32, i32 } %670, 0
  %672 = extractvalue { i32, i32, i32, i32 } %670, 1
  %673 = extractvalue { i32, i32, i32, i32 } %670, 2
  %674 = extractvalue { i32, i32, i32, i32 } %670, 3
  %675 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %665, i32 %666, i32 %667, i32 %668, i32 %671, i32 %672, float %640, float %641, float %642, float %643) #7
  %676 = extractvalue { float, float, float, float } %675, 0
  %677 = extractvalue { float, float, float, float } %675, 1
  %678 = extractvalue { float, float, float, float } %675, 2
  %679 = extractvalue { float, float, float, float } %675, 3
  %680 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %665, i32 %666, i32 %667, i32 %668, i32 %673, i32 %674, float %645, float %646, float %647, float %648) #7
  %681 = extractvalue { float, float, float, float } %680, 0
  %682 = extractvalue { float, float, float, float } %680, 1
  %683 = extractvalue { float, float, float, float } %680, 2
  %684 = extractvalue { float, float, float, float } %680, 3
  %685 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %449)
  %686 = extractvalue { i32, i32, i32, i32 } %685, 0
  %687 = extractvalue { i32, i32, i32, i32 } %685, 1
  %688 = extractvalue { i32, i32, i32, i32 } %685, 2
  %689 = extractvalue { i32, i32, i32, i32 } %685, 3
  %690 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %686, i32 %687, i32 %688, i32 %689, i32 %671, i32 %672, float %655, float %656, float %657, float %658) #7
  %691 = extractvalue { float, float, float, float } %690, 0
  %692 = extractvalue { float, float, float, float } %690, 1
  %693 = extractvalue { float, float, float, float } %690, 2
  %694 = extractvalue { float, float, float, float } %690, 3
  %695 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %686, i32 %687, i32 %688, i32 %689, i32 %673, i32 %674, float %660, float %661, float %662, float %663) #7
  %696 = extractvalue { float, float, float, float } %695, 0
  %697 = extractvalue { float, float, float, float } %695, 1
  %698 = extractvalue { float, float, float, float } %695, 2
  %699 = extractvalue { float, float, float, float } %695, 3
  %700 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %453)
  %701 = extractvalue { i32, i32, i32, i32 } %700, 0
  %702 = extractvalue { i32, i32, i32, i32 } %700, 1
  %703 = extractvalue { i32, i32, i32, i32 } %700, 2
  %704 = extractvalue { i32, i32, i32, i32 } %700, 3
  %705 = getelementptr bfloat, ptr addrspace(3) %591, i64 %457
  %706 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %705)
  %707 = extractvalue { i32, i32, i32, i32 } %706, 0
  %708 = extractvalue { i32, i32, i32, i32 } %706, 1
  %709 = extractvalue { i32, i32, i32, i32 } %706, 2
  %710 = extractvalue { i32, i32, i32, i32 } %706, 3
  %711 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %701, i32 %702, i32 %703, i32 %704, i32 %707, i32 %708, float %676, float %677, float %678, float %679) #7
  %712 = extractvalue { float, float, float, float } %711, 0
  %713 = extractvalue { float, float, float, float } %711, 1
  %714 = extractvalue { float, float, float, float } %711, 2
  %715 = extractvalue { float, float, float, float } %711, 3
  %716 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %701, i32 %702, i32 %703, i32 %704, i32 %709, i32 %710, float %681, float %682, float %683, float %684) #7
  %717 = extractvalue { float, float, float, float } %716, 0
  %718 = extractvalue { float, float, float, float } %716, 1
  %719 = extractvalue { float, float, float, float } %716, 2
  %720 = extractvalue { float, float, float, float } %716, 3
  %721 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %460)
  %722 = extractvalue { i32, i32, i32, i32 } %721, 0
  %723 = extractvalue { i32, i32, i32, i32 } %721, 1
  %724 = extractvalue { i32, i32, i32, i32 } %721, 2
  %725 = extractvalue { i32, i32, i32, i32 } %721, 3
  %726 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %722, i32 %723, i32 %724, i32 %725, i32 %707, i32 %708, float %691, float %692, float %693, float %694) #7
  %727 = extractvalue { float, float, float, float } %726, 0
  %728 = extractvalue { float, float, float, float } %726, 1
  %729 = extractvalue { float, float, float, float } %726, 2
  %730 = extractvalue { float, float, float, float } %726, 3
  %731 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %722, i32 %723, i32 %724, i32 %725, i32 %709, i32 %710, float %696, float %697, float %698, float %699) #7
  %732 = extractvalue { float, float, float, float } %731, 0
  %733 = extractvalue { float, float, float, float } %731, 1
  %734 = extractvalue { float, float, float, float } %731, 2
  %735 = extractvalue { float, float, float, float } %731, 3
  %736 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %464)
  %737 = extractvalue { i32, i32, i32, i32 } %736, 0
  %738 = extractvalue { i32, i32, i32, i32 } %736, 1
  %739 = extractvalue { i32, i32, i32, i32 } %736, 2
  %740 = extractvalue { i32, i32, i32, i32 } %736, 3
  %741 = getelementptr bfloat, ptr addrspace(3) %591, i64 %470
  %742 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %741)
  %743 = extractvalue { i32, i32, i32, i32 } %742, 0
  %744 = extractvalue { i32, i32, i32, i32 } %742, 1
  %745 = extractvalue { i32, i32, i32, i32 } %742, 2
  %746 = extractvalue { i32, i32, i32, i32 } %742, 3
  %747 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %737, i32 %738, i32 %739, i32 %740, i32 %743, i32 %744, float %712, float %713, float %714, float %715) #7
  %748 = extractvalue { float, float, float, float } %747, 0
  %749 = extractvalue { float, float, float, float } %747, 1
  %750 = extractvalue { float, float, float, float } %747, 2
  %751 = extractvalue { float, float, float, float } %747, 3
  %752 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %737, i32 %738, i32 %739, i32 %740, i32 %745, i32 %746, float %717, float %718, float %719, float %720) #7
  %753 = extractvalue { float, float, float, float } %752, 0
  %754 = extractvalue { float, float, float, float } %752, 1
  %755 = extractvalue { float, float, float, float } %752, 2
  %756 = extractvalue { float, float, float, float } %752, 3
  %757 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %473)
  %758 = extractvalue { i32, i32, i32, i32 } %757, 0
  %759 = extractvalue { i32, i32, i32, i32 } %757, 1
  %760 = extractvalue { i32, i32, i32, i32 } %757, 2
  %761 = extractvalue { i32, i32, i32, i32 } %757, 3
  %762 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %758, i32 %759, i32 %760, i32 %761, i32 %743, i32 %744, float %727, float %728, float %729, float %730) #7
  %763 = extractvalue { float, float, float, float } %762, 0
  %764 = extractvalue { float, float, float, float } %762, 1
  %765 = extractvalue { float, float, float, float } %762, 2
  %766 = extractvalue { float, float, float, float } %762, 3
  %767 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %758, i32 %759, i32 %760, i32 %761, i32 %745, i32 %746, float %732, float %733, float %734, float %735) #7
  %768 = extractvalue { float, float, float, float } %767, 0
  %769 = extractvalue { float, float, float, float } %767, 1
  %770 = extractvalue { float, float, float, float } %767, 2
  %771 = extractvalue { float, float, float, float } %767, 3
  %772 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %477)
  %773 = extractvalue { i32, i32, i32, i32 } %772, 0
  %774 = extractvalue { i32, i32, i32, i32 } %772, 1
  %775 = extractvalue { i32, i32, i32, i32 } %772, 2
  %776 = extractvalue { i32, i32, i32, i32 } %772, 3
  %777 = getelementptr bfloat, ptr addrspace(3) %591, i64 %479
  %778 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %777)
  %779 = extractvalue { i32, i32, i32, i32 } %778, 0
  %780 = extractvalue { i32, i32, i32, i32 } %778, 1
  %781 = extractvalue { i32, i32, i32, i32 } %778, 2
  %782 = extractvalue { i32, i32, i32, i32 } %778, 3
  %783 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %773, i32 %774, i32 %775, i32 %776, i32 %779, i32 %780, float %748, float %749, float %750, float %751) #7
  %784 = extractvalue { float, float, float, float } %783, 0
  %785 = extractvalue { float, float, float, float } %783, 1
  %786 = extractvalue { float, float, float, float } %783, 2
  %787 = extractvalue { float, float, float, float } %783, 3
  %788 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %773, i32 %774, i32 %775, i32 %776, i32 %781, i32 %782, float %753, float %754, float %755, float %756) #7
  %789 = extractvalue { float, float, float, float } %788, 0
  %790 = extractvalue { float, float, float, float } %788, 1
  %791 = extractvalue { float, float, float, float } %788, 2
  %792 = extractvalue { float, float, float, float } %788, 3
  %793 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %482)
  %794 = extractvalue { i32, i32, i32, i32 } %793, 0
  %795 = extractvalue { i32, i32, i32, i32 } %793, 1
  %796 = extractvalue { i32, i32, i32, i32 } %793, 2
  %797 = extractvalue { i32, i32, i32, i32 } %793, 3
  %798 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %794, i32 %795, i32 %796, i32 %797, i32 %779, i32 %780, float %763, float %764, float %765, float %766) #7
  %799 = extractvalue { float, float, float, float } %798, 0
  %800 = extractvalue { float, float, float, float } %798, 1
  %801 = extractvalue { float, float, float, float } %798, 2
  %802 = extractvalue { float, float, float, float } %798, 3
  %803 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %794, i32 %795, i32 %796, i32 %797, i32 %781, i32 %782, float %768, float %769, float %770, float %771) #7
  %804 = extractvalue { float, float, float, float } %803, 0
  %805 = extractvalue { float, float, float, float } %803, 1
  %806 = extractvalue { float, float, float, float } %803, 2
  %807 = extractvalue { float, float, float, float } %803, 3
  %808 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %486)
  %809 = extractvalue { i32, i32, i32, i32 } %808, 0
  %810 = extractvalue { i32, i32, i32, i32 } %808, 1
  %811 = extractvalue { i32, i32, i32, i32 } %808, 2
  %812 = extractvalue { i32, i32, i32, i32 } %808, 3
  %813 = getelementptr bfloat, ptr addrspace(3) %591, i64 %488
  %814 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %813)
  %815 = extractvalue { i32, i32, i32, i32 } %814, 0
  %816 = extractvalue { i32, i32, i32, i32 } %814, 1
  %817 = extractvalue { i32, i32, i32, i32 } %814, 2
  %818 = extractvalue { i32, i32, i32, i32 } %814, 3
  %819 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %809, i32 %810, i32 %811, i32 %812, i32 %815, i32 %816, float %784, float %785, float %786, float %787) #7
  %820 = extractvalue { float, float, float, float } %819, 0
  %821 = extractvalue { float, float, float, float } %819, 1
  %822 = extractvalue { float, float, float, float } %819, 2
  %823 = extractvalue { float, float, float, float } %819, 3
  %824 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %809, i32 %810, i32 %811, i32 %812, i32 %817, i32 %818, float %789, float %790, float %791, float %792) #7
  %825 = extractvalue { float, float, float, float } %824, 0
  %826 = extractvalue { float, float, float, float } %824, 1
  %827 = extractvalue { float, float, float, float } %824, 2
  %828 = extractvalue { float, float, float, float } %824, 3
  %829 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %491)
  %830 = extractvalue { i32, i32, i32, i32 } %829, 0
  %831 = extractvalue { i32, i32, i32, i32 } %829, 1
  %832 = extractvalue { i32, i32, i32, i32 } %829, 2
  %833 = extractvalue { i32, i32, i32, i32 } %829, 3
  %834 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %830, i32 %831, i32 %832, i32 %833, i32 %815, i32 %816, float %799, float %800, float %801, float %802) #7
  %835 = extractvalue { float, float, float, float } %834, 0
  %836 = extractvalue { float, float, float, float } %834, 1
  %837 = extractvalue { float, float, float, float } %834, 2
  %838 = extractvalue { float, float, float, float } %834, 3
  %839 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %830, i32 %831, i32 %832, i32 %833, i32 %817, i32 %818, float %804, float %805, float %806, float %807) #7
  %840 = extractvalue { float, float, float, float } %839, 0
  %841 = extractvalue { float, float, float, float } %839, 1
  %842 = extractvalue { float, float, float, float } %839, 2
  %843 = extractvalue { float, float, float, float } %839, 3
  %844 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %495)
  %845 = extractvalue { i32, i32, i32, i32 } %844, 0
  %846 = extractvalue { i32, i32, i32, i32 } %844, 1
  %847 = extractvalue { i32, i32, i32, i32 } %844, 2
  %848 = extractvalue { i32, i32, i32, i32 } %844, 3
  %849 = getelementptr bfloat, ptr addrspace(3) %591, i64 %497
  %850 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %849)
  %851 = extractvalue { i32, i32, i32, i32 } %850, 0
  %852 = extractvalue { i32, i32, i32, i32 } %850, 1
  %853 = extractvalue { i32, i32, i32, i32 } %850, 2
  %854 = extractvalue { i32, i32, i32, i32 } %850, 3
  %855 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %845, i32 %846, i32 %847, i32 %848, i32 %851, i32 %852, float %820, float %821, float %822, float %823) #7
  %856 = extractvalue { float, float, float, float } %855, 0
  %857 = extractvalue { float, float, float, float } %855, 1
  %858 = extractvalue { float, float, float, float } %855, 2
  %859 = extractvalue { float, float, float, float } %855, 3
  %860 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %845, i32 %846, i32 %847, i32 %848, i32 %853, i32 %854, float %825, float %826, float %827, float %828) #7
  %861 = extractvalue { float, float, float, float } %860, 0
  %862 = extractvalue { float, float, float, float } %860, 1
  %863 = extractvalue { float, float, float, float } %860, 2
  %864 = extractvalue { float, float, float, float } %860, 3
  %865 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %500)
  %866 = extractvalue { i32, i32, i32, i32 } %865, 0
  %867 = extractvalue { i32, i32, i32, i32 } %865, 1
  %868 = extractvalue { i32, i32, i32, i32 } %865, 2
  %869 = extractvalue { i32, i32, i32, i32 } %865, 3
  %870 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %866, i32 %867, i32 %868, i32 %869, i32 %851, i32 %852, float %835, float %836, float %837, float %838) #7
  %871 = extractvalue { float, float, float, float } %870, 0
  %872 = extractvalue { float, float, float, float } %870, 1
  %873 = extractvalue { float, float, float, float } %870, 2
  %874 = extractvalue { float, float, float, float } %870, 3
  %875 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %866, i32 %867, i32 %868, i32 %869, i32 %853, i32 %854, float %840, float %841, float %842, float %843) #7
  %876 = extractvalue { float, float, float, float } %875, 0
  %877 = extractvalue { float, float, float, float } %875, 1
  %878 = extractvalue { float, float, float, float } %875, 2
  %879 = extractvalue { float, float, float, float } %875, 3
  %880 = fmul float %87, %856
  %881 = fmul float %87, %857
  %882 = fmul float %87, %858
  %883 = fmul float %87, %859
  %884 = fmul float %87, %861
  %885 = fmul float %87, %862
  %886 = fmul float %87, %863
  %887 = fmul float %87, %864
  %888 = fmul float %87, %871
  %889 = fmul float %87, %872
  %890 = fmul float %87, %873
  %891 = fmul float %87, %874
  %892 = fmul float %87, %876
  %893 = fmul float %87, %877
  %894 = fmul float %87, %878
  %895 = fmul float %87, %879
  %896 = tail call float @llvm.maxnum.f32(float %880, float %881)
  %897 = tail call float @llvm.maxnum.f32(float %882, float %883)
  %898 = tail call float @llvm.maxnum.f32(float %896, float %884)
  %899 = tail call float @llvm.maxnum.f32(float %898, float %885)
  %900 = tail call float @llvm.maxnum.f32(float %897, float %886)
  %901 = tail call float @llvm.maxnum.f32(float %900, float %887)
  %902 = tail call float @llvm.maxnum.f32(float %888, float %889)
  %903 = tail call float @llvm.maxnum.f32(float %890, float %891)
  %904 = tail call float @llvm.maxnum.f32(float %902, float %892)
  %905 = tail call float @llvm.maxnum.f32(float %904, float %893)
  %906 = tail call float @llvm.maxnum.f32(float %903, float %894)
  %907 = tail call float @llvm.maxnum.f32(float %906, float %895)
  %908 = bitcast float %899 to i32
  %909 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %908, i32 2, i32 31)
  %910 = bitcast i32 %909 to float
  %911 = tail call float @llvm.maxnum.f32(float %899, float %910)
  %912 = bitcast float %901 to i32
  %913 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %912, i32 2, i32 31)
  %914 = bitcast i32 %913 to float
  %915 = tail call float @llvm.maxnum.f32(float %901, float %914)
  %916 = bitcast float %905 to i32
  %917 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %916, i32 2, i32 31)
  %918 = bitcast i32 %917 to float
  %919 = tail call float @llvm.maxnum.f32(float %905, float %918)
  %920 = bitcast float %907 to i32
  %921 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %920, i32 2, i32 31)
  %922 = bitcast i32 %921 to float
  %923 = tail call float @llvm.maxnum.f32(float %907, float %922)
  %924 = bitcast float %911 to i32
  %925 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %924, i32 1, i32 31)
  %926 = bitcast i32 %925 to float
  %927 = tail call float @llvm.maxnum.f32(float %911, float %926)
  %928 = bitcast float %915 to i32
  %929 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %928, i32 1, i32 31)
  %930 = bitcast i32 %929 to float
  %931 = tail call float @llvm.maxnum.f32(float %915, float %930)
  %932 = bitcast float %919 to i32
  %933 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %932, i32 1, i32 31)
  %934 = bitcast i32 %933 to float
  %935 = tail call float @llvm.maxnum.f32(float %919, float %934)
  %936 = bitcast float %923 to i32
  %937 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %936, i32 1, i32 31)
  %938 = bitcast i32 %937 to float
  %939 = tail call float @llvm.maxnum.f32(float %923, float %938)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %927, ptr addrspace(3) %305, align 4
  store float %931, ptr addrspace(3) %309, align 4
  store float %935, ptr addrspace(3) %313, align 4
  store float %939, ptr addrspace(3) %317, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %940 = load float, ptr addrspace(3) %319, align 16
  %941 = load float, ptr addrspace(3) %320, align 4
  %942 = tail call float @llvm.maxnum.f32(float %940, float %941)
  %943 = load float, ptr addrspace(3) %321, align 8
  %944 = tail call float @llvm.maxnum.f32(float %942, float %943)
  %945 = load float, ptr addrspace(3) %322, align 4
  %946 = tail call float @llvm.maxnum.f32(float %944, float %945)
  %947 = load float, ptr addrspace(3) %324, align 16
  %948 = load float, ptr addrspace(3) %325, align 4
  %949 = tail call float @llvm.maxnum.f32(float %947, float %948)
  %950 = load float, ptr addrspace(3) %326, align 8
  %951 = tail call float @llvm.maxnum.f32(float %949, float %950)
  %952 = load float, ptr addrspace(3) %327, align 4
  %953 = tail call float @llvm.maxnum.f32(float %951, float %952)
  %954 = load float, ptr addrspace(3) %329, align 16
  %955 = load float, ptr addrspace(3) %330, align 4
  %956 = tail call float @llvm.maxnum.f32(float %954, float %955)
  %957 = load float, ptr addrspace(3) %331, align 8
  %958 = tail call float @llvm.maxnum.f32(float %956, float %957)
  %959 = load float, ptr addrspace(3) %332, align 4
  %960 = tail call float @llvm.maxnum.f32(float %958, float %959)
  %961 = load float, ptr addrspace(3) %334, align 16
  %962 = load float, ptr addrspace(3) %335, align 4
  %963 = tail call float @llvm.maxnum.f32(float %961, float %962)
  %964 = load float, ptr addrspace(3) %336, align 8
  %965 = tail call float @llvm.maxnum.f32(float %963, float %964)
  %966 = load float, ptr addrspace(3) %337, align 4
  %967 = tail call float @llvm.maxnum.f32(float %965, float %966)
  %968 = tail call float @llvm.maxnum.f32(float %549, float %946)
  %969 = tail call float @llvm.maxnum.f32(float %548, float %953)
  %970 = tail call float @llvm.maxnum.f32(float %547, float %960)
  %971 = tail call float @llvm.maxnum.f32(float %546, float %967)
  %972 = fsub float %880, %968
  %973 = fsub float %881, %968
  %974 = fsub float %882, %969
  %975 = fsub float %883, %969
  %976 = fsub float %884, %968
  %977 = fsub float %885, %968
  %978 = fsub float %886, %969
  %979 = fsub float %887, %969
  %980 = fsub float %888, %970
  %981 = fsub float %889, %970
  %982 = fsub float %890, %971
  %983 = fsub float %891, %971
  %984 = fsub float %892, %970
  %985 = fsub float %893, %970
  %986 = fsub float %894, %971
  %987 = fsub float %895, %971
  %988 = tail call float @llvm.nvvm.ex2.approx.f32(float %972)
  %989 = tail call float @llvm.nvvm.ex2.approx.f32(float %973)
  %990 = tail call float @llvm.nvvm.ex2.approx.f32(float %974)
  %991 = tail call float @llvm.nvvm.ex2.approx.f32(float %975)
  %992 = tail call float @llvm.nvvm.ex2.approx.f32(float %976)
  %993 = tail call float @llvm.nvvm.ex2.approx.f32(float %977)
  %994 = tail call float @llvm.nvvm.ex2.approx.f32(float %978)
  %995 = tail call float @llvm.nvvm.ex2.approx.f32(float %979)
  %996 = tail call float @llvm.nvvm.ex2.approx.f32(float %980)
  %997 = tail call float @llvm.nvvm.ex2.approx.f32(float %981)
  %998 = tail call float @llvm.nvvm.ex2.approx.f32(float %982)
  %999 = tail call float @llvm.nvvm.ex2.approx.f32(float %983)
  %1000 = tail call float @llvm.nvvm.ex2.approx.f32(float %984)
  %1001 = tail call float @llvm.nvvm.ex2.approx.f32(float %985)
  %1002 = tail call float @llvm.nvvm.ex2.approx.f32(float %986)
  %1003 = tail call float @llvm.nvvm.ex2.approx.f32(float %987)
  %1004 = fsub float %549, %968
  %1005 = fsub float %548, %969
  %1006 = fsub float %547, %970
  %1007 = fsub float %546, %971
  %1008 = tail call float @llvm.nvvm.ex2.approx.f32(float %1004)
  %1009 = tail call float @llvm.nvvm.ex2.approx.f32(float %1005)
  %1010 = tail call float @llvm.nvvm.ex2.approx.f32(float %1006)
  %1011 = tail call float @llvm.nvvm.ex2.approx.f32(float %1007)
  %1012 = fadd float %988, %989
  %1013 = fadd float %990, %991
  %1014 = fadd float %1012, %992
  %1015 = fadd float %1014, %993
  %1016 = fadd float %1013, %994
  %1017 = fadd float %1016, %995
  %1018 = fadd float %996, %997
  %1019 = fadd float %998, %999
  %1020 = fadd float %1018, %1000
  %1021 = fadd float %1020, %1001
  %1022 = fadd float %1019, %1002
  %1023 = fadd float %1022, %1003
  %1024 = bitcast float %1015 to i32
  %1025 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1024, i32 2, i32 31)
  %1026 = bitcast i32 %1025 to float
  %1027 = fadd float %1015, %1026
  %1028 = bitcast float %1017 to i32
  %1029 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1028, i32 2, i32 31)
  %1030 = bitcast i32 %1029 to float
  %1031 = fadd float %1017, %1030
  %1032 = bitcast float %1021 to i32
  %1033 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1032, i32 2, i32 31)
  %1034 = bitcast i32 %1033 to float
  %1035 = fadd float %1021, %1034
  %1036 = bitcast float %1023 to i32
  %1037 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1036, i32 2, i32 31)
  %1038 = bitcast i32 %1037 to float
  %1039 = fadd float %1023, %1038
  %1040 = bitcast float %1027 to i32
  %1041 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1040, i32 1, i32 31)
  %1042 = bitcast i32 %1041 to float
  %1043 = fadd float %1027, %1042
  %1044 = bitcast float %1031 to i32
  %1045 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1044, i32 1, i32 31)
  %1046 = bitcast i32 %1045 to float
  %1047 = fadd float %1031, %1046
  %1048 = bitcast float %1035 to i32
  %1049 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1048, i32 1, i32 31)
  %1050 = bitcast i32 %1049 to float
  %1051 = fadd float %1035, %1050
  %1052 = bitcast float %1039 to i32
  %1053 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1052, i32 1, i32 31)
  %1054 = bitcast i32 %1053 to float
  %1055 = fadd float %1039, %1054
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1043, ptr addrspace(3) %305, align 4
  store float %1047, ptr addrspace(3) %309, align 4
  store float %1051, ptr addrspace(3) %313, align 4
  store float %1055, ptr addrspace(3) %317, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1056 = load float, ptr addrspace(3) %319, align 16
  %1057 = load float, ptr addrspace(3) %320, align 4
  %1058 = load float, ptr addrspace(3) %321, align 8
  %1059 = load float, ptr addrspace(3) %322, align 4
  %1060 = load float, ptr addrspace(3) %324, align 16
  %1061 = load float, ptr addrspace(3) %325, align 4
  %1062 = load float, ptr addrspace(3) %326, align 8
  %1063 = load float, ptr addrspace(3) %327, align 4
  %1064 = load float, ptr addrspace(3) %329, align 16
  %1065 = load float, ptr addrspace(3) %330, align 4
  %1066 = load float, ptr addrspace(3) %331, align 8
  %1067 = load float, ptr addrspace(3) %332, align 4
  %1068 = load float, ptr addrspace(3) %334, align 16
  %1069 = load float, ptr addrspace(3) %335, align 4
  %1070 = load float, ptr addrspace(3) %336, align 8
  %1071 = load float, ptr addrspace(3) %337, align 4
  %1072 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %590
  %1073 = fptrunc float %988 to bfloat
  %1074 = fptrunc float %989 to bfloat
  %1075 = fptrunc float %990 to bfloat
  %1076 = fptrunc float %991 to bfloat
  %1077 = fptrunc float %992 to bfloat
  %1078 = fptrunc float %993 to bfloat
  %1079 = fptrunc float %994 to bfloat
  %1080 = fptrunc float %995 to bfloat
  %1081 = fptrunc float %996 to bfloat
  %1082 = fptrunc float %997 to bfloat
  %1083 = fptrunc float %998 to bfloat
  %1084 = fptrunc float %999 to bfloat
  %1085 = fptrunc float %1000 to bfloat
  %1086 = fptrunc float %1001 to bfloat
  %1087 = fptrunc float %1002 to bfloat
  %1088 = fptrunc float %1003 to bfloat
  %1089 = fmul float %581, %1008
  %1090 = fmul float %580, %1008
  %1091 = fmul float %579, %1009
  %1092 = fmul float %578, %1009
  %1093 = fmul float %577, %1008
  %1094 = fmul float %576, %1008
  %1095 = fmul float %575, %1009
  %1096 = fmul float %574, %1009
  %1097 = fmul float %573, %1008
  %1098 = fmul float %572, %1008
  %1099 = fmul float %571, %1009
  %1100 = fmul float %570, %1009
  %1101 = fmul float %569, %1008
  %1102 = fmul float %568, %1008
  %1103 = fmul float %567, %1009
  %1104 = fmul float %566, %1009
  %1105 = fmul float %565, %1010
  %1106 = fmul float %564, %1010
  %1107 = fmul float %563, %1011
  %1108 = fmul float %562, %1011
  %1109 = fmul float %561, %1010
  %1110 = fmul float %560, %1010
  %1111 = fmul float %559, %1011
  %1112 = fmul float %558, %1011
  %1113 = fmul float %557, %1010
  %1114 = fmul float %556, %1010
  %1115 = fmul float %555, %1011
  %1116 = fmul float %554, %1011
  %1117 = fmul float %553, %1010
  %1118 = fmul float %552, %1010
  %1119 = fmul float %551, %1011
  %1120 = fmul float %550, %1011
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store bfloat %1073, ptr addrspace(3) %344, align 4
  store bfloat %1074, ptr addrspace(3) %349, align 2
  store bfloat %1075, ptr addrspace(3) %353, align 4
  store bfloat %1076, ptr addrspace(3) %356, align 2
  store bfloat %1077, ptr addrspace(3) %361, align 4
  store bfloat %1078, ptr addrspace(3) %365, align 2
  store bfloat %1079, ptr addrspace(3) %368, align 4
  store bfloat %1080, ptr addrspace(3) %371, align 2
  store bfloat %1081, ptr addrspace(3) %375, align 4
  store bfloat %1082, ptr addrspace(3) %378, align 2
  store bfloat %1083, ptr addrspace(3) %382, align 4
  store bfloat %1084, ptr addrspace(3) %385, align 2
  store bfloat %1085, ptr addrspace(3) %388, align 4
  store bfloat %1086, ptr addrspace(3) %391, align 2
  store bfloat %1087, ptr addrspace(3) %394, align 4
  store bfloat %1088, ptr addrspace(3) %397, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1121 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %415)
  %1122 = extractvalue { i32, i32, i32, i32 } %1121, 0
  %1123 = extractvalue { i32, i32, i32, i32 } %1121, 1
  %1124 = extractvalue { i32, i32, i32, i32 } %1121, 2
  %1125 = extractvalue { i32, i32, i32, i32 } %1121, 3
  %1126 = getelementptr bfloat, ptr addrspace(3) %1072, i64 %503
  %1127 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1126)
  %1128 = extractvalue { i32, i32, i32, i32 } %1127, 0
  %1129 = extractvalue { i32, i32, i32, i32 } %1127, 1
  %1130 = extractvalue { i32, i32, i32, i32 } %1127, 2
  %1131 = extractvalue { i32, i32, i32, i32 } %1127, 3
  %1132 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1122, i32 %1123, i32 %1124, i32 %1125, i32 %1128, i32 %1129, float %1089, float %1090, float %1091, float %1092) #7
  %1133 = extractvalue { float, float, float, float } %1132, 0
  %1134 = extractvalue { float, float, float, float } %1132, 1
  %1135 = extractvalue { float, float, float, float } %1132, 2
  %1136 = extractvalue { float, float, float, float } %1132, 3
  %1137 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1122, i32 %1123, i32 %1124, i32 %1125, i32 %1130, i32 %1131, float %1093, float %1094, float %1095, float %1096) #7
  %1138 = extractvalue { float, float, float, float } %1137, 0
  %1139 = extractvalue { float, float, float, float } %1137, 1
  %1140 = extractvalue { float, float, float, float } %1137, 2
  %1141 = extractvalue { float, float, float, float } %1137, 3
  %1142 = getelementptr bfloat, ptr addrspace(3) %1072, i64 %505
  %1143 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1142)
  %1144 = extractvalue { i32, i32, i32, i32 } %1143, 0
  %1145 = extractvalue { i32, i32, i32, i32 } %1143, 1
  %1146 = extractvalue { i32, i32, i32, i32 } %1143, 2
  %1147 = extractvalue { i32, i32, i32, i32 } %1143, 3
  %1148 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1122, i32 %1123, i32 %1124, i32 %1125, i32 %1144, i32 %1145, float %1097, float %1098, float %1099, float %1100) #7
  %1149 = extractvalue { float, float, float, float } %1148, 0
  %1150 = extractvalue { float, float, float, float } %1148, 1
  %1151 = extractvalue { float, float, float, float } %1148, 2
  %1152 = extractvalue { float, float, float, float } %1148, 3
  %1153 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1122, i32 %1123, i32 %1124, i32 %1125, i32 %1146, i32 %1147, float %1101, float %1102, float %1103, float %1104) #7
  %1154 = extractvalue { float, float, float, float } %1153, 0
  %1155 = extractvalue { float, float, float, float } %1153, 1
  %1156 = extractvalue { float, float, float, float } %1153, 2
  %1157 = extractvalue { float, float, float, float } %1153, 3
  %1158 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %508)
  %1159 = extractvalue { i32, i32, i32, i32 } %1158, 0
  %1160 = extractvalue { i32, i32, i32, i32 } %1158, 1
  %1161 = extractvalue { i32, i32, i32, i32 } %1158, 2
  %1162 = extractvalue { i32, i32, i32, i32 } %1158, 3
  %1163 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1159, i32 %1160, i32 %1161, i32 %1162, i32 %1128, i32 %1129, float %1105, float %1106, float %1107, float %1108) #7
  %1164 = extractvalue { float, float, float, float } %1163, 0
  %1165 = extractvalue { float, float, float, float } %1163, 1
  %1166 = extractvalue { float, float, float, float } %1163, 2
  %1167 = extractvalue { float, float, float, float } %1163, 3
  %1168 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1159, i32 %1160, i32 %1161, i32 %1162, i32 %1130, i32 %1131, float %1109, float %1110, float %1111, float %1112) #7
  %1169 = extractvalue { float, float, float, float } %1168, 0
  %1170 = extractvalue { float, float, float, float } %1168, 1
  %1171 = extractvalue { float, float, float, float } %1168, 2
  %1172 = extractvalue { float, float, float, float } %1168, 3
  %1173 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1159, i32 %1160, i32 %1161, i32 %1162, i32 %1144, i32 %1145, float %1113, float %1114, float %1115, float %1116) #7
  %1174 = extractvalue { float, float, float, float } %1173, 0
  %1175 = extractvalue { float, float, float, float } %1173, 1
  %1176 = extractvalue { float, float, float, float } %1173, 2
  %1177 = extractvalue { float, float, float, float } %1173, 3
  %1178 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1159, i32 %1160, i32 %1161, i32 %1162, i32 %1146, i32 %1147, float %1117, float %1118, float %1119, float %1120) #7
  %1179 = extractvalue { float, float, float, float } %1178, 0
  %1180 = extractvalue { float, float, float, float } %1178, 1
  %1181 = extractvalue { float, float, float, float } %1178, 2
  %1182 = extractvalue { float, float, float, float } %1178, 3
  %1183 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %511)
  %1184 = extractvalue { i32, i32, i32, i32 } %1183, 0
  %1185 = extractvalue { i32, i32, i32, i32 } %1183, 1
  %1186 = extractvalue { i32, i32, i32, i32 } %1183, 2
  %1187 = extractvalue { i32, i32, i32, i32 } %1183, 3
  %1188 = getelementptr bfloat, ptr addrspace(3) %1072, i64 %515
  %1189 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1188)
  %1190 = extractvalue { i32, i32, i32, i32 } %1189, 0
  %1191 = extractvalue { i32, i32, i32, i32 } %1189, 1
  %1192 = extractvalue { i32, i32, i32, i32 } %1189, 2
  %1193 = extractvalue { i32, i32, i32, i32 } %1189, 3
  %1194 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1184, i32 %1185, i32 %1186, i32 %1187, i32 %1190, i32 %1191, float %1133, float %1134, float %1135, float %1136) #7
  %1195 = extractvalue { float, float, float, float } %1194, 0
  %1196 = extractvalue { float, float, float, float } %1194, 1
  %1197 = extractvalue { float, float, float, float } %1194, 2
  %1198 = extractvalue { float, float, float, float } %1194, 3
  %1199 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1184, i32 %1185, i32 %1186, i32 %1187, i32 %1192, i32 %1193, float %1138, float %1139, float %1140, float %1141) #7
  %1200 = extractvalue { float, float, float, float } %1199, 0
  %1201 = extractvalue { float, float, float, float } %1199, 1
  %1202 = extractvalue { float, float, float, float } %1199, 2
  %1203 = extractvalue { float, float, float, float } %1199, 3
  %1204 = getelementptr bfloat, ptr addrspace(3) %1072, i64 %517
  %1205 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1204)
  %1206 = extractvalue { i32, i32, i32, i32 } %1205, 0
  %1207 = extractvalue { i32, i32, i32, i32 } %1205, 1
  %1208 = extractvalue { i32, i32, i32, i32 } %1205, 2
  %1209 = extractvalue { i32, i32, i32, i32 } %1205, 3
  %1210 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1184, i32 %1185, i32 %1186, i32 %1187, i32 %1206, i32 %1207, float %1149, float %1150, float %1151, float %1152) #7
  %1211 = extractvalue { float, float, float, float } %1210, 0
  %1212 = extractvalue { float, float, float, float } %1210, 1
  %1213 = extractvalue { float, float, float, float } %1210, 2
  %1214 = extractvalue { float, float, float, float } %1210, 3
  %1215 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1184, i32 %1185, i32 %1186, i32 %1187, i32 %1208, i32 %1209, float %1154, float %1155, float %1156, float %1157) #7
  %1216 = extractvalue { float, float, float, float } %1215, 0
  %1217 = extractvalue { float, float, float, float } %1215, 1
  %1218 = extractvalue { float, float, float, float } %1215, 2
  %1219 = extractvalue { float, float, float, float } %1215, 3
  %1220 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %520)
  %1221 = extractvalue { i32, i32, i32, i32 } %1220, 0
  %1222 = extractvalue { i32, i32, i32, i32 } %1220, 1
  %1223 = extractvalue { i32, i32, i32, i32 } %1220, 2
  %1224 = extractvalue { i32, i32, i32, i32 } %1220, 3
  %1225 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1221, i32 %1222, i32 %1223, i32 %1224, i32 %1190, i32 %1191, float %1164, float %1165, float %1166, float %1167) #7
  %1226 = extractvalue { float, float, float, float } %1225, 0
  %1227 = extractvalue { float, float, float, float } %1225, 1
  %1228 = extractvalue { float, float, float, float } %1225, 2
  %1229 = extractvalue { float, float, float, float } %1225, 3
  %1230 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1221, i32 %1222, i32 %1223, i32 %1224, i32 %1192, i32 %1193, float %1169, float %1170, float %1171, float %1172) #7
  %1231 = extractvalue { float, float, float, float } %1230, 0
  %1232 = extractvalue { float, float, float, float } %1230, 1
  %1233 = extractvalue { float, float, float, float } %1230, 2
  %1234 = extractvalue { float, float, float, float } %1230, 3
  %1235 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1221, i32 %1222, i32 %1223, i32 %1224, i32 %1206, i32 %1207, float %1174, float %1175, float %1176, float %1177) #7
  %1236 = extractvalue { float, float, float, float } %1235, 0
  %1237 = extractvalue { float, float, float, float } %1235, 1
  %1238 = extractvalue { float, float, float, float } %1235, 2
  %1239 = extractvalue { float, float, float, float } %1235, 3
  %1240 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1221, i32 %1222, i32 %1223, i32 %1224, i32 %1208, i32 %1209, float %1179, float %1180, float %1181, float %1182) #7
  %1241 = extractvalue { float, float, float, float } %1240, 0
  %1242 = extractvalue { float, float, float, float } %1240, 1
  %1243 = extractvalue { float, float, float, float } %1240, 2
  %1244 = extractvalue { float, float, float, float } %1240, 3
  %1245 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %523)
  %1246 = extractvalue { i32, i32, i32, i32 } %1245, 0
  %1247 = extractvalue { i32, i32, i32, i32 } %1245, 1
  %1248 = extractvalue { i32, i32, i32, i32 } %1245, 2
  %1249 = extractvalue { i32, i32, i32, i32 } %1245, 3
  %1250 = getelementptr bfloat, ptr addrspace(3) %1072, i64 %527
  %1251 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1250)
  %1252 = extractvalue { i32, i32, i32, i32 } %1251, 0
  %1253 = extractvalue { i32, i32, i32, i32 } %1251, 1
  %1254 = extractvalue { i32, i32, i32, i32 } %1251, 2
  %1255 = extractvalue { i32, i32, i32, i32 } %1251, 3
  %1256 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1246, i32 %1247, i32 %1248, i32 %1249, i32 %1252, i32 %1253, float %1195, float %1196, float %1197, float %1198) #7
  %1257 = extractvalue { float, float, float, float } %1256, 0
  %1258 = extractvalue { float, float, float, float } %1256, 1
  %1259 = extractvalue { float, float, float, float } %1256, 2
  %1260 = extractvalue { float, float, float, float } %1256, 3
  %1261 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1246, i32 %1247, i32 %1248, i32 %1249, i32 %1254, i32 %1255, float %1200, float %1201, float %1202, float %1203) #7
  %1262 = extractvalue { float, float, float, float } %1261, 0
  %1263 = extractvalue { float, float, float, float } %1261, 1
  %1264 = extractvalue { float, float, float, float } %1261, 2
  %1265 = extractvalue { float, float, float, float } %1261, 3
  %1266 = getelementptr bfloat, ptr addrspace(3) %1072, i64 %529
  %1267 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1266)
  %1268 = extractvalue { i32, i32, i32, i32 } %1267, 0
  %1269 = extractvalue { i32, i32, i32, i32 } %1267, 1
  %1270 = extractvalue { i32, i32, i32, i32 } %1267, 2
  %1271 = extractvalue { i32, i32, i32, i32 } %1267, 3
  %1272 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1246, i32 %1247, i32 %1248, i32 %1249, i32 %1268, i32 %1269, float %1211, float %1212, float %1213, float %1214) #7
  %1273 = extractvalue { float, float, float, float } %1272, 0
  %1274 = extractvalue { float, float, float, float } %1272, 1
  %1275 = extractvalue { float, float, float, float } %1272, 2
  %1276 = extractvalue { float, float, float, float } %1272, 3
  %1277 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1246, i32 %1247, i32 %1248, i32 %1249, i32 %1270, i32 %1271, float %1216, float %1217, float %1218, float %1219) #7
  %1278 = extractvalue { float, float, float, float } %1277, 0
  %1279 = extractvalue { float, float, float, float } %1277, 1
  %1280 = extractvalue { float, float, float, float } %1277, 2
  %1281 = extractvalue { float, float, float, float } %1277, 3
  %1282 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %532)
  %1283 = extractvalue { i32, i32, i32, i32 } %1282, 0
  %1284 = extractvalue { i32, i32, i32, i32 } %1282, 1
  %1285 = extractvalue { i32, i32, i32, i32 } %1282, 2
  %1286 = extractvalue { i32, i32, i32, i32 } %1282, 3
  %1287 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1283, i32 %1284, i32 %1285, i32 %1286, i32 %1252, i32 %1253, float %1226, float %1227, float %1228, float %1229) #7
  %1288 = extractvalue { float, float, float, float } %1287, 0
  %1289 = extractvalue { float, float, float, float } %1287, 1
  %1290 = extractvalue { float, float, float, float } %1287, 2
  %1291 = extractvalue { float, float, float, float } %1287, 3
  %1292 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1283, i32 %1284, i32 %1285, i32 %1286, i32 %1254, i32 %1255, float %1231, float %1232, float %1233, float %1234) #7
  %1293 = extractvalue { float, float, float, float } %1292, 0
  %1294 = extractvalue { float, float, float, float } %1292, 1
  %1295 = extractvalue { float, float, float, float } %1292, 2
  %1296 = extractvalue { float, float, float, float } %1292, 3
  %1297 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1283, i32 %1284, i32 %1285, i32 %1286, i32 %1268, i32 %1269, float %1236, float %1237, float %1238, float %1239) #7
  %1298 = extractvalue { float, float, float, float } %1297, 0
  %1299 = extractvalue { float, float, float, float } %1297, 1
  %1300 = extractvalue { float, float, float, float } %1297, 2
  %1301 = extractvalue { float, float, float, float } %1297, 3
  %1302 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1283, i32 %1284, i32 %1285, i32 %1286, i32 %1270, i32 %1271, float %1241, float %1242, float %1243, float %1244) #7
  %1303 = extractvalue { float, float, float, float } %1302, 0
  %1304 = extractvalue { float, float, float, float } %1302, 1
  %1305 = extractvalue { float, float, float, float } %1302, 2
  %1306 = extractvalue { float, float, float, float } %1302, 3
  %1307 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %535)
  %1308 = extractvalue { i32, i32, i32, i32 } %1307, 0
  %1309 = extractvalue { i32, i32, i32, i32 } %1307, 1
  %1310 = extractvalue { i32, i32, i32, i32 } %1307, 2
  %1311 = extractvalue { i32, i32, i32, i32 } %1307, 3
  %1312 = getelementptr bfloat, ptr addrspace(3) %1072, i64 %539
  %1313 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1312)
  %1314 = extractvalue { i32, i32, i32, i32 } %1313, 0
  %1315 = extractvalue { i32, i32, i32, i32 } %1313, 1
  %1316 = extractvalue { i32, i32, i32, i32 } %1313, 2
  %1317 = extractvalue { i32, i32, i32, i32 } %1313, 3
  %1318 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1308, i32 %1309, i32 %1310, i32 %1311, i32 %1314, i32 %1315, float %1257, float %1258, float %1259, float %1260) #7
  %1319 = extractvalue { float, float, float, float } %1318, 0
  %1320 = extractvalue { float, float, float, float } %1318, 1
  %1321 = extractvalue { float, float, float, float } %1318, 2
  %1322 = extractvalue { float, float, float, float } %1318, 3
  %1323 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1308, i32 %1309, i32 %1310, i32 %1311, i32 %1316, i32 %1317, float %1262, float %1263, float %1264, float %1265) #7
  %1324 = extractvalue { float, float, float, float } %1323, 0
  %1325 = extractvalue { float, float, float, float } %1323, 1
  %1326 = extractvalue { float, float, float, float } %1323, 2
  %1327 = extractvalue { float, float, float, float } %1323, 3
  %1328 = getelementptr bfloat, ptr addrspace(3) %1072, i64 %541
  %1329 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1328)
  %1330 = extractvalue { i32, i32, i32, i32 } %1329, 0
  %1331 = extractvalue { i32, i32, i32, i32 } %1329, 1
  %1332 = extractvalue { i32, i32, i32, i32 } %1329, 2
  %1333 = extractvalue { i32, i32, i32, i32 } %1329, 3
  %1334 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1308, i32 %1309, i32 %1310, i32 %1311, i32 %1330, i32 %1331, float %1273, float %1274, float %1275, float %1276) #7
  %1335 = extractvalue { float, float, float, float } %1334, 0
  %1336 = extractvalue { float, float, float, float } %1334, 1
  %1337 = extractvalue { float, float, float, float } %1334, 2
  %1338 = extractvalue { float, float, float, float } %1334, 3
  %1339 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1308, i32 %1309, i32 %1310, i32 %1311, i32 %1332, i32 %1333, float %1278, float %1279, float %1280, float %1281) #7
  %1340 = extractvalue { float, float, float, float } %1339, 0
  %1341 = extractvalue { float, float, float, float } %1339, 1
  %1342 = extractvalue { float, float, float, float } %1339, 2
  %1343 = extractvalue { float, float, float, float } %1339, 3
  %1344 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %544)
  %1345 = extractvalue { i32, i32, i32, i32 } %1344, 0
  %1346 = extractvalue { i32, i32, i32, i32 } %1344, 1
  %1347 = extractvalue { i32, i32, i32, i32 } %1344, 2
  %1348 = extractvalue { i32, i32, i32, i32 } %1344, 3
  %1349 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1345, i32 %1346, i32 %1347, i32 %1348, i32 %1314, i32 %1315, float %1288, float %1289, float %1290, float %1291) #7
  %1350 = extractvalue { float, float, float, float } %1349, 0
  %1351 = extractvalue { float, float, float, float } %1349, 1
  %1352 = extractvalue { float, float, float, float } %1349, 2
  %1353 = extractvalue { float, float, float, float } %1349, 3
  %1354 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1345, i32 %1346, i32 %1347, i32 %1348, i32 %1316, i32 %1317, float %1293, float %1294, float %1295, float %1296) #7
  %1355 = extractvalue { float, float, float, float } %1354, 0
  %1356 = extractvalue { float, float, float, float } %1354, 1
  %1357 = extractvalue { float, float, float, float } %1354, 2
  %1358 = extractvalue { float, float, float, float } %1354, 3
  %1359 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1345, i32 %1346, i32 %1347, i32 %1348, i32 %1330, i32 %1331, float %1298, float %1299, float %1300, float %1301) #7
  %1360 = extractvalue { float, float, float, float } %1359, 0
  %1361 = extractvalue { float, float, float, float } %1359, 1
  %1362 = extractvalue { float, float, float, float } %1359, 2
  %1363 = extractvalue { float, float, float, float } %1359, 3
  %1364 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1345, i32 %1346, i32 %1347, i32 %1348, i32 %1332, i32 %1333, float %1303, float %1304, float %1305, float %1306) #7
  %1365 = extractvalue { float, float, float, float } %1364, 0
  %1366 = extractvalue { float, float, float, float } %1364, 1
  %1367 = extractvalue { float, float, float, float } %1364, 2
  %1368 = extractvalue { float, float, float, float } %1364, 3
  %1369 = add i32 %586, 128
  %1370 = add nuw nsw i32 %587, 2
  %1371 = urem i32 %1370, 3
  %1372 = fmul float %585, %1008
  %1373 = fmul float %584, %1009
  %1374 = fmul float %583, %1010
  %1375 = fmul float %582, %1011
  %1376 = fadd float %1056, %1057
  %1377 = fadd float %1376, %1058
  %1378 = fadd float %1377, %1059
  %1379 = fadd float %1060, %1061
  %1380 = fadd float %1379, %1062
  %1381 = fadd float %1380, %1063
  %1382 = fadd float %1064, %1065
  %1383 = fadd float %1382, %1066
  %1384 = fadd float %1383, %1067
  %1385 = fadd float %1068, %1069
  %1386 = fadd float %1385, %1070
  %1387 = fadd float %1386, %1071
  %1388 = fadd float %1372, %1378
  %1389 = fadd float %1373, %1381
  %1390 = fadd float %1374, %1384
  %1391 = fadd float %1375, %1387
  %1392 = icmp slt i32 %1369, %4
  %1393 = add i32 %409, %1369
  %1394 = shl i32 %1393, 7
  %1395 = add i32 %410, %1369
  %1396 = shl i32 %1395, 7
  %1397 = add i32 %411, %1369
  %1398 = shl i32 %1397, 7
  %1399 = add i32 %412, %1369
  %1400 = shl i32 %1399, 7
  %1401 = or disjoint i32 %1394, %30
  %1402 = or disjoint i32 %1396, %30
  %1403 = or disjoint i32 %1398, %30
  %1404 = or disjoint i32 %1400, %30
  %1405 = shl nuw nsw i32 %1371, 14
  %1406 = zext nneg i32 %1405 to i64
  %1407 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1406
  %1408 = getelementptr i8, ptr addrspace(3) %1407, i64 %108
  %1409 = sext i32 %1401 to i64
  %1410 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1409
  %1411 = select i1 %1392, i32 16, i32 0
  %1412 = ptrtoint ptr addrspace(3) %1408 to i64
  %1413 = trunc i64 %1412 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1413, ptr addrspace(1) %1410, i32 %1411) #7
  %1414 = getelementptr i8, ptr addrspace(3) %1407, i64 %116
  %1415 = sext i32 %1402 to i64
  %1416 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1415
  %1417 = ptrtoint ptr addrspace(3) %1414 to i64
  %1418 = trunc i64 %1417 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1418, ptr addrspace(1) %1416, i32 %1411) #7
  %1419 = getelementptr i8, ptr addrspace(3) %1407, i64 %123
  %1420 = sext i32 %1403 to i64
  %1421 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1420
  %1422 = ptrtoint ptr addrspace(3) %1419 to i64
  %1423 = trunc i64 %1422 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1423, ptr addrspace(1) %1421, i32 %1411) #7
  %1424 = getelementptr i8, ptr addrspace(3) %1407, i64 %130
  %1425 = sext i32 %1404 to i64
  %1426 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1425
  %1427 = ptrtoint ptr addrspace(3) %1424 to i64
  %1428 = trunc i64 %1427 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1428, ptr addrspace(1) %1426, i32 %1411) #7
  %1429 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %1406
  %1430 = getelementptr i8, ptr addrspace(3) %1429, i64 %108
  %1431 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1409
  %1432 = ptrtoint ptr addrspace(3) %1430 to i64
  %1433 = trunc i64 %1432 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1433, ptr addrspace(1) %1431, i32 %1411) #7
  %1434 = getelementptr i8, ptr addrspace(3) %1429, i64 %116
  %1435 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1415
  %1436 = ptrtoint ptr addrspace(3) %1434 to i64
  %1437 = trunc i64 %1436 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1437, ptr addrspace(1) %1435, i32 %1411) #7
  %1438 = getelementptr i8, ptr addrspace(3) %1429, i64 %123
  %1439 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1420
  %1440 = ptrtoint ptr addrspace(3) %1438 to i64
  %1441 = trunc i64 %1440 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1441, ptr addrspace(1) %1439, i32 %1411) #7
  %1442 = getelementptr i8, ptr addrspace(3) %1429, i64 %130
  %1443 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1425
  %1444 = ptrtoint ptr addrspace(3) %1442 to i64
  %1445 = trunc i64 %1444 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1445, ptr addrspace(1) %1443, i32 %1411) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1446 = add i32 %586, 64
  %1447 = icmp slt i32 %1446, %4
  br i1 %1447, label %545, label %._crit_edge

._crit_edge:                                      ; preds = %545, %.._crit_edge_crit_edge
  %.pre-phi208 = phi i32 [ %.pre207, %.._crit_edge_crit_edge ], [ %339, %545 ]
  %.pre-phi204 = phi i32 [ %.pre203, %.._crit_edge_crit_edge ], [ %301, %545 ]
  %.pre-phi202 = phi i32 [ %.pre201, %.._crit_edge_crit_edge ], [ %300, %545 ]
  %.pre-phi198 = phi i32 [ %.pre197, %.._crit_edge_crit_edge ], [ %299, %545 ]
  %.pre-phi194 = phi i32 [ %.pre193, %.._crit_edge_crit_edge ], [ %297, %545 ]
  %.lcssa92 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1388, %545 ]
  %.lcssa91 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1389, %545 ]
  %.lcssa90 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1390, %545 ]
  %.lcssa89 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1391, %545 ]
  %.lcssa88 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1319, %545 ]
  %.lcssa87 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1320, %545 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1321, %545 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1322, %545 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1324, %545 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1325, %545 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1326, %545 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1327, %545 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1335, %545 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1336, %545 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1337, %545 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1338, %545 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1340, %545 ]
  %.lcssa75 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1341, %545 ]
  %.lcssa74 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1342, %545 ]
  %.lcssa73 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1343, %545 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1350, %545 ]
  %.lcssa71 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1351, %545 ]
  %.lcssa70 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1352, %545 ]
  %.lcssa69 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1353, %545 ]
  %.lcssa68 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1355, %545 ]
  %.lcssa67 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1356, %545 ]
  %.lcssa66 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1357, %545 ]
  %.lcssa65 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1358, %545 ]
  %.lcssa64 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1360, %545 ]
  %.lcssa63 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1361, %545 ]
  %.lcssa62 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1362, %545 ]
  %.lcssa61 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1363, %545 ]
  %.lcssa60 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1365, %545 ]
  %.lcssa59 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1366, %545 ]
  %.lcssa58 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1367, %545 ]
  %.lcssa57 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1368, %545 ]
  %.lcssa56 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %968, %545 ]
  %.lcssa55 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %969, %545 ]
  %.lcssa54 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %970, %545 ]
  %.lcssa53 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %971, %545 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1448 = zext nneg i32 %.pre-phi194 to i64
  %1449 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1448
  store float %.lcssa56, ptr addrspace(3) %1449, align 4
  %1450 = zext nneg i32 %.pre-phi198 to i64
  %1451 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1450
  store float %.lcssa55, ptr addrspace(3) %1451, align 4
  %1452 = zext nneg i32 %.pre-phi202 to i64
  %1453 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1452
  store float %.lcssa54, ptr addrspace(3) %1453, align 4
  %1454 = zext nneg i32 %.pre-phi204 to i64
  %1455 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1454
  store float %.lcssa53, ptr addrspace(3) %1455, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1456 = fdiv float %.lcssa88, %.lcssa92
  %1457 = fdiv float %.lcssa87, %.lcssa92
  %1458 = fdiv float %.lcssa86, %.lcssa91
  %1459 = fdiv float %.lcssa85, %.lcssa91
  %1460 = fdiv float %.lcssa84, %.lcssa92
  %1461 = fdiv float %.lcssa83, %.lcssa92
  %1462 = fdiv float %.lcssa82, %.lcssa91
  %1463 = fdiv float %.lcssa81, %.lcssa91
  %1464 = fdiv float %.lcssa80, %.lcssa92
  %1465 = fdiv float %.lcssa79, %.lcssa92
  %1466 = fdiv float %.lcssa78, %.lcssa91
  %1467 = fdiv float %.lcssa77, %.lcssa91
  %1468 = fdiv float %.lcssa76, %.lcssa92
  %1469 = fdiv float %.lcssa75, %.lcssa92
  %1470 = fdiv float %.lcssa74, %.lcssa91
  %1471 = fdiv float %.lcssa73, %.lcssa91
  %1472 = fdiv float %.lcssa72, %.lcssa90
  %1473 = fdiv float %.lcssa71, %.lcssa90
  %1474 = fdiv float %.lcssa70, %.lcssa89
  %1475 = fdiv float %.lcssa69, %.lcssa89
  %1476 = fdiv float %.lcssa68, %.lcssa90
  %1477 = fdiv float %.lcssa67, %.lcssa90
  %1478 = fdiv float %.lcssa66, %.lcssa89
  %1479 = fdiv float %.lcssa65, %.lcssa89
  %1480 = fdiv float %.lcssa64, %.lcssa90
  %1481 = fdiv float %.lcssa63, %.lcssa90
  %1482 = fdiv float %.lcssa62, %.lcssa89
  %1483 = fdiv float %.lcssa61, %.lcssa89
  %1484 = fdiv float %.lcssa60, %.lcssa90
  %1485 = fdiv float %.lcssa59, %.lcssa90
  %1486 = fdiv float %.lcssa58, %.lcssa89
  %1487 = fdiv float %.lcssa57, %.lcssa89
  %1488 = fptrunc float %1456 to bfloat
  %1489 = fptrunc float %1457 to bfloat
  %1490 = fptrunc float %1458 to bfloat
  %1491 = fptrunc float %1459 to bfloat
  %1492 = fptrunc float %1460 to bfloat
  %1493 = fptrunc float %1461 to bfloat
  %1494 = fptrunc float %1462 to bfloat
  %1495 = fptrunc float %1463 to bfloat
  %1496 = fptrunc float %1464 to bfloat
  %1497 = fptrunc float %1465 to bfloat
  %1498 = fptrunc float %1466 to bfloat
  %1499 = fptrunc float %1467 to bfloat
  %1500 = fptrunc float %1468 to bfloat
  %1501 = fptrunc float %1469 to bfloat
  %1502 = fptrunc float %1470 to bfloat
  %1503 = fptrunc float %1471 to bfloat
  %1504 = fptrunc float %1472 to bfloat
  %1505 = fptrunc float %1473 to bfloat
  %1506 = fptrunc float %1474 to bfloat
  %1507 = fptrunc float %1475 to bfloat
  %1508 = fptrunc float %1476 to bfloat
  %1509 = fptrunc float %1477 to bfloat
  %1510 = fptrunc float %1478 to bfloat
  %1511 = fptrunc float %1479 to bfloat
  %1512 = fptrunc float %1480 to bfloat
  %1513 = fptrunc float %1481 to bfloat
  %1514 = fptrunc float %1482 to bfloat
  %1515 = fptrunc float %1483 to bfloat
  %1516 = fptrunc float %1484 to bfloat
  %1517 = fptrunc float %1485 to bfloat
  %1518 = fptrunc float %1486 to bfloat
  %1519 = fptrunc float %1487 to bfloat
  %1520 = and i32 %7, 96
  %1521 = or disjoint i32 %.pre-phi208, %1520
  %1522 = or disjoint i32 %.pre-phi194, %13
  %1523 = add i32 %11, %1522
  %1524 = shl i32 %1523, 7
  %1525 = or disjoint i32 %1524, %1521
  %1526 = sext i32 %1525 to i64
  %1527 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1526
  %1528 = icmp slt i32 %1522, %4
  %1529 = zext i1 %1528 to i32
  %1530 = bitcast bfloat %1488 to i16
  %1531 = bitcast bfloat %1489 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1529, i16 %1530, i16 %1531, ptr addrspace(1) %1527) #7
  %1532 = or disjoint i32 %.pre-phi198, %13
  %1533 = add i32 %11, %1532
  %1534 = shl i32 %1533, 7
  %1535 = or disjoint i32 %1534, %1521
  %1536 = sext i32 %1535 to i64
  %1537 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1536
  %1538 = icmp slt i32 %1532, %4
  %1539 = zext i1 %1538 to i32
  %1540 = bitcast bfloat %1490 to i16
  %1541 = bitcast bfloat %1491 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1539, i16 %1540, i16 %1541, ptr addrspace(1) %1537) #7
  %1542 = or disjoint i32 %1521, 8
  %1543 = or disjoint i32 %1524, %1542
  %1544 = sext i32 %1543 to i64
  %1545 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1544
  %1546 = bitcast bfloat %1492 to i16
  %1547 = bitcast bfloat %1493 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1529, i16 %1546, i16 %1547, ptr addrspace(1) %1545) #7
  %1548 = or disjoint i32 %1534, %1542
  %1549 = sext i32 %1548 to i64
  %1550 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1549
  %1551 = bitcast bfloat %1494 to i16
  %1552 = bitcast bfloat %1495 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1539, i16 %1551, i16 %1552, ptr addrspace(1) %1550) #7
  %1553 = or disjoint i32 %1521, 16
  %1554 = or disjoint i32 %1524, %1553
  %1555 = sext i32 %1554 to i64
  %1556 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1555
  %1557 = bitcast bfloat %1496 to i16
  %1558 = bitcast bfloat %1497 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1529, i16 %1557, i16 %1558, ptr addrspace(1) %1556) #7
  %1559 = or disjoint i32 %1534, %1553
  %1560 = sext i32 %1559 to i64
  %1561 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1560
  %1562 = bitcast bfloat %1498 to i16
  %1563 = bitcast bfloat %1499 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1539, i16 %1562, i16 %1563, ptr addrspace(1) %1561) #7
  %1564 = or disjoint i32 %1521, 24
  %1565 = or disjoint i32 %1524, %1564
  %1566 = sext i32 %1565 to i64
  %1567 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1566
  %1568 = bitcast bfloat %1500 to i16
  %1569 = bitcast bfloat %1501 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1529, i16 %1568, i16 %1569, ptr addrspace(1) %1567) #7
  %1570 = or disjoint i32 %1534, %1564
  %1571 = sext i32 %1570 to i64
  %1572 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1571
  %1573 = bitcast bfloat %1502 to i16
  %1574 = bitcast bfloat %1503 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1539, i16 %1573, i16 %1574, ptr addrspace(1) %1572) #7
  %1575 = or disjoint i32 %.pre-phi202, %13
  %1576 = add i32 %11, %1575
  %1577 = shl i32 %1576, 7
  %1578 = or disjoint i32 %1577, %1521
  %1579 = sext i32 %1578 to i64
  %1580 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1579
  %1581 = icmp slt i32 %1575, %4
  %1582 = zext i1 %1581 to i32
  %1583 = bitcast bfloat %1504 to i16
  %1584 = bitcast bfloat %1505 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1582, i16 %1583, i16 %1584, ptr addrspace(1) %1580) #7
  %1585 = or disjoint i32 %.pre-phi204, %13
  %1586 = add i32 %11, %1585
  %1587 = shl i32 %1586, 7
  %1588 = or disjoint i32 %1587, %1521
  %1589 = sext i32 %1588 to i64
  %1590 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1589
  %1591 = icmp slt i32 %1585, %4
  %1592 = zext i1 %1591 to i32
  %1593 = bitcast bfloat %1506 to i16
  %1594 = bitcast bfloat %1507 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1592, i16 %1593, i16 %1594, ptr addrspace(1) %1590) #7
  %1595 = or disjoint i32 %1577, %1542
  %1596 = sext i32 %1595 to i64
  %1597 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1596
  %1598 = bitcast bfloat %1508 to i16
  %1599 = bitcast bfloat %1509 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1582, i16 %1598, i16 %1599, ptr addrspace(1) %1597) #7
  %1600 = or disjoint i32 %1587, %1542
  %1601 = sext i32 %1600 to i64
  %1602 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1601
  %1603 = bitcast bfloat %1510 to i16
  %1604 = bitcast bfloat %1511 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1592, i16 %1603, i16 %1604, ptr addrspace(1) %1602) #7
  %1605 = or disjoint i32 %1577, %1553
  %1606 = sext i32 %1605 to i64
  %1607 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1606
  %1608 = bitcast bfloat %1512 to i16
  %1609 = bitcast bfloat %1513 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1582, i16 %1608, i16 %1609, ptr addrspace(1) %1607) #7
  %1610 = or disjoint i32 %1587, %1553
  %1611 = sext i32 %1610 to i64
  %1612 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1611
  %1613 = bitcast bfloat %1514 to i16
  %1614 = bitcast bfloat %1515 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1592, i16 %1613, i16 %1614, ptr addrspace(1) %1612) #7
  %1615 = or disjoint i32 %1577, %1564
  %1616 = sext i32 %1615 to i64
  %1617 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1616
  %1618 = bitcast bfloat %1516 to i16
  %1619 = bitcast bfloat %1517 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1582, i16 %1618, i16 %1619, ptr addrspace(1) %1617) #7
  %1620 = or disjoint i32 %1587, %1564
  %1621 = sext i32 %1620 to i64
  %1622 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1621
  %1623 = bitcast bfloat %1518 to i16
  %1624 = bitcast bfloat %1519 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1592, i16 %1623, i16 %1624, ptr addrspace(1) %1622) #7
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
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #6

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #6

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
