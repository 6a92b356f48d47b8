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
  %91 = or disjoint i32 %90, %30
  %92 = sext i32 %91 to i64
  %93 = getelementptr bfloat, ptr addrspace(1) %1, i64 %92
  %94 = select i1 %88, i32 16, i32 0
  %95 = shl nuw nsw i32 %7, 4
  %96 = shl nuw nsw i32 %7, 10
  %97 = and i32 %96, 8192
  %98 = xor i32 %95, %7
  %99 = and i32 %98, 112
  %100 = or disjoint i32 %99, %97
  %101 = or disjoint i32 %100, %89
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %102
  %104 = ptrtoint ptr addrspace(3) %103 to i64
  %105 = trunc i64 %104 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %105, ptr addrspace(1) %93, i32 %94) #7
  %106 = shl nuw nsw i32 %18, 7
  %107 = add i32 %12, %106
  %108 = or disjoint i32 %107, %30
  %109 = sext i32 %108 to i64
  %110 = getelementptr bfloat, ptr addrspace(1) %1, i64 %109
  %111 = or disjoint i32 %100, %106
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %112
  %114 = ptrtoint ptr addrspace(3) %113 to i64
  %115 = trunc i64 %114 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %115, ptr addrspace(1) %110, i32 %94) #7
  %116 = shl nuw nsw i32 %22, 7
  %117 = add i32 %12, %116
  %118 = or disjoint i32 %117, %30
  %119 = sext i32 %118 to i64
  %120 = getelementptr bfloat, ptr addrspace(1) %1, i64 %119
  %121 = or disjoint i32 %100, %116
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %122
  %124 = ptrtoint ptr addrspace(3) %123 to i64
  %125 = trunc i64 %124 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %125, ptr addrspace(1) %120, i32 %94) #7
  %126 = shl nuw nsw i32 %26, 7
  %127 = add i32 %12, %126
  %128 = or disjoint i32 %127, %30
  %129 = sext i32 %128 to i64
  %130 = getelementptr bfloat, ptr addrspace(1) %1, i64 %129
  %131 = or disjoint i32 %100, %126
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %132
  %134 = ptrtoint ptr addrspace(3) %133 to i64
  %135 = trunc i64 %134 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %135, ptr addrspace(1) %130, i32 %94) #7
  %136 = getelementptr bfloat, ptr addrspace(1) %2, i64 %92
  %137 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %102
  %138 = ptrtoint ptr addrspace(3) %137 to i64
  %139 = trunc i64 %138 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %139, ptr addrspace(1) %136, i32 %94) #7
  %140 = getelementptr bfloat, ptr addrspace(1) %2, i64 %109
  %141 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %112
  %142 = ptrtoint ptr addrspace(3) %141 to i64
  %143 = trunc i64 %142 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %143, ptr addrspace(1) %140, i32 %94) #7
  %144 = getelementptr bfloat, ptr addrspace(1) %2, i64 %119
  %145 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %122
  %146 = ptrtoint ptr addrspace(3) %145 to i64
  %147 = trunc i64 %146 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %147, ptr addrspace(1) %144, i32 %94) #7
  %148 = getelementptr bfloat, ptr addrspace(1) %2, i64 %129
  %149 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %132
  %150 = ptrtoint ptr addrspace(3) %149 to i64
  %151 = trunc i64 %150 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %151, ptr addrspace(1) %148, i32 %94) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %152 = icmp sgt i32 %4, 64
  %153 = or disjoint i32 %89, %30
  %154 = or disjoint i32 %153, 8192
  %155 = add i32 %154, %12
  %156 = sext i32 %155 to i64
  %157 = getelementptr bfloat, ptr addrspace(1) %1, i64 %156
  %158 = select i1 %152, i32 16, i32 0
  %159 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %102
  %160 = ptrtoint ptr addrspace(3) %159 to i64
  %161 = trunc i64 %160 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %161, ptr addrspace(1) %157, i32 %158) #7
  %162 = or disjoint i32 %153, 10240
  %163 = add i32 %162, %12
  %164 = sext i32 %163 to i64
  %165 = getelementptr bfloat, ptr addrspace(1) %1, i64 %164
  %166 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %112
  %167 = ptrtoint ptr addrspace(3) %166 to i64
  %168 = trunc i64 %167 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %168, ptr addrspace(1) %165, i32 %158) #7
  %169 = or disjoint i32 %153, 12288
  %170 = add i32 %169, %12
  %171 = sext i32 %170 to i64
  %172 = getelementptr bfloat, ptr addrspace(1) %1, i64 %171
  %173 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %122
  %174 = ptrtoint ptr addrspace(3) %173 to i64
  %175 = trunc i64 %174 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %175, ptr addrspace(1) %172, i32 %158) #7
  %176 = or disjoint i32 %153, 14336
  %177 = add i32 %176, %12
  %178 = sext i32 %177 to i64
  %179 = getelementptr bfloat, ptr addrspace(1) %1, i64 %178
  %180 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %132
  %181 = ptrtoint ptr addrspace(3) %180 to i64
  %182 = trunc i64 %181 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %182, ptr addrspace(1) %179, i32 %158) #7
  %183 = getelementptr bfloat, ptr addrspace(1) %2, i64 %156
  %184 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %102
  %185 = ptrtoint ptr addrspace(3) %184 to i64
  %186 = trunc i64 %185 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %186, ptr addrspace(1) %183, i32 %158) #7
  %187 = getelementptr bfloat, ptr addrspace(1) %2, i64 %164
  %188 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %112
  %189 = ptrtoint ptr addrspace(3) %188 to i64
  %190 = trunc i64 %189 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %190, ptr addrspace(1) %187, i32 %158) #7
  %191 = getelementptr bfloat, ptr addrspace(1) %2, i64 %171
  %192 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %122
  %193 = ptrtoint ptr addrspace(3) %192 to i64
  %194 = trunc i64 %193 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %194, ptr addrspace(1) %191, i32 %158) #7
  %195 = getelementptr bfloat, ptr addrspace(1) %2, i64 %178
  %196 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %132
  %197 = ptrtoint ptr addrspace(3) %196 to i64
  %198 = trunc i64 %197 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %198, ptr addrspace(1) %195, i32 %158) #7
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
  %404 = and i32 %95, 112
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
  %546 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %959, %545 ]
  %547 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %958, %545 ]
  %548 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %957, %545 ]
  %549 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %956, %545 ]
  %550 = phi float [ 0.000000e+00, %.lr.ph ], [ %1372, %545 ]
  %551 = phi float [ 0.000000e+00, %.lr.ph ], [ %1371, %545 ]
  %552 = phi float [ 0.000000e+00, %.lr.ph ], [ %1370, %545 ]
  %553 = phi float [ 0.000000e+00, %.lr.ph ], [ %1369, %545 ]
  %554 = phi float [ 0.000000e+00, %.lr.ph ], [ %1367, %545 ]
  %555 = phi float [ 0.000000e+00, %.lr.ph ], [ %1366, %545 ]
  %556 = phi float [ 0.000000e+00, %.lr.ph ], [ %1365, %545 ]
  %557 = phi float [ 0.000000e+00, %.lr.ph ], [ %1364, %545 ]
  %558 = phi float [ 0.000000e+00, %.lr.ph ], [ %1362, %545 ]
  %559 = phi float [ 0.000000e+00, %.lr.ph ], [ %1361, %545 ]
  %560 = phi float [ 0.000000e+00, %.lr.ph ], [ %1360, %545 ]
  %561 = phi float [ 0.000000e+00, %.lr.ph ], [ %1359, %545 ]
  %562 = phi float [ 0.000000e+00, %.lr.ph ], [ %1357, %545 ]
  %563 = phi float [ 0.000000e+00, %.lr.ph ], [ %1356, %545 ]
  %564 = phi float [ 0.000000e+00, %.lr.ph ], [ %1355, %545 ]
  %565 = phi float [ 0.000000e+00, %.lr.ph ], [ %1354, %545 ]
  %566 = phi float [ 0.000000e+00, %.lr.ph ], [ %1347, %545 ]
  %567 = phi float [ 0.000000e+00, %.lr.ph ], [ %1346, %545 ]
  %568 = phi float [ 0.000000e+00, %.lr.ph ], [ %1345, %545 ]
  %569 = phi float [ 0.000000e+00, %.lr.ph ], [ %1344, %545 ]
  %570 = phi float [ 0.000000e+00, %.lr.ph ], [ %1342, %545 ]
  %571 = phi float [ 0.000000e+00, %.lr.ph ], [ %1341, %545 ]
  %572 = phi float [ 0.000000e+00, %.lr.ph ], [ %1340, %545 ]
  %573 = phi float [ 0.000000e+00, %.lr.ph ], [ %1339, %545 ]
  %574 = phi float [ 0.000000e+00, %.lr.ph ], [ %1331, %545 ]
  %575 = phi float [ 0.000000e+00, %.lr.ph ], [ %1330, %545 ]
  %576 = phi float [ 0.000000e+00, %.lr.ph ], [ %1329, %545 ]
  %577 = phi float [ 0.000000e+00, %.lr.ph ], [ %1328, %545 ]
  %578 = phi float [ 0.000000e+00, %.lr.ph ], [ %1326, %545 ]
  %579 = phi float [ 0.000000e+00, %.lr.ph ], [ %1325, %545 ]
  %580 = phi float [ 0.000000e+00, %.lr.ph ], [ %1324, %545 ]
  %581 = phi float [ 0.000000e+00, %.lr.ph ], [ %1323, %545 ]
  %582 = phi float [ 0.000000e+00, %.lr.ph ], [ %1395, %545 ]
  %583 = phi float [ 0.000000e+00, %.lr.ph ], [ %1394, %545 ]
  %584 = phi float [ 0.000000e+00, %.lr.ph ], [ %1393, %545 ]
  %585 = phi float [ 0.000000e+00, %.lr.ph ], [ %1392, %545 ]
  %586 = phi i32 [ 0, %.lr.ph ], [ %1450, %545 ]
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
  %880 = tail call float @llvm.maxnum.f32(float %856, float %857)
  %881 = tail call float @llvm.maxnum.f32(float %858, float %859)
  %882 = tail call float @llvm.maxnum.f32(float %880, float %861)
  %883 = tail call float @llvm.maxnum.f32(float %882, float %862)
  %884 = tail call float @llvm.maxnum.f32(float %881, float %863)
  %885 = tail call float @llvm.maxnum.f32(float %884, float %864)
  %886 = tail call float @llvm.maxnum.f32(float %871, float %872)
  %887 = tail call float @llvm.maxnum.f32(float %873, float %874)
  %888 = tail call float @llvm.maxnum.f32(float %886, float %876)
  %889 = tail call float @llvm.maxnum.f32(float %888, float %877)
  %890 = tail call float @llvm.maxnum.f32(float %887, float %878)
  %891 = tail call float @llvm.maxnum.f32(float %890, float %879)
  %892 = bitcast float %883 to i32
  %893 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %892, i32 2, i32 31)
  %894 = bitcast i32 %893 to float
  %895 = tail call float @llvm.maxnum.f32(float %883, float %894)
  %896 = bitcast float %885 to i32
  %897 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %896, i32 2, i32 31)
  %898 = bitcast i32 %897 to float
  %899 = tail call float @llvm.maxnum.f32(float %885, float %898)
  %900 = bitcast float %889 to i32
  %901 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %900, i32 2, i32 31)
  %902 = bitcast i32 %901 to float
  %903 = tail call float @llvm.maxnum.f32(float %889, float %902)
  %904 = bitcast float %891 to i32
  %905 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %904, i32 2, i32 31)
  %906 = bitcast i32 %905 to float
  %907 = tail call float @llvm.maxnum.f32(float %891, float %906)
  %908 = bitcast float %895 to i32
  %909 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %908, i32 1, i32 31)
  %910 = bitcast i32 %909 to float
  %911 = tail call float @llvm.maxnum.f32(float %895, float %910)
  %912 = bitcast float %899 to i32
  %913 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %912, i32 1, i32 31)
  %914 = bitcast i32 %913 to float
  %915 = tail call float @llvm.maxnum.f32(float %899, float %914)
  %916 = bitcast float %903 to i32
  %917 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %916, i32 1, i32 31)
  %918 = bitcast i32 %917 to float
  %919 = tail call float @llvm.maxnum.f32(float %903, float %918)
  %920 = bitcast float %907 to i32
  %921 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %920, i32 1, i32 31)
  %922 = bitcast i32 %921 to float
  %923 = tail call float @llvm.maxnum.f32(float %907, float %922)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %911, ptr addrspace(3) %305, align 4
  store float %915, ptr addrspace(3) %309, align 4
  store float %919, ptr addrspace(3) %313, align 4
  store float %923, ptr addrspace(3) %317, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %924 = load float, ptr addrspace(3) %319, align 16
  %925 = load float, ptr addrspace(3) %320, align 4
  %926 = tail call float @llvm.maxnum.f32(float %924, float %925)
  %927 = load float, ptr addrspace(3) %321, align 8
  %928 = tail call float @llvm.maxnum.f32(float %926, float %927)
  %929 = load float, ptr addrspace(3) %322, align 4
  %930 = tail call float @llvm.maxnum.f32(float %928, float %929)
  %931 = load float, ptr addrspace(3) %324, align 16
  %932 = load float, ptr addrspace(3) %325, align 4
  %933 = tail call float @llvm.maxnum.f32(float %931, float %932)
  %934 = load float, ptr addrspace(3) %326, align 8
  %935 = tail call float @llvm.maxnum.f32(float %933, float %934)
  %936 = load float, ptr addrspace(3) %327, align 4
  %937 = tail call float @llvm.maxnum.f32(float %935, float %936)
  %938 = load float, ptr addrspace(3) %329, align 16
  %939 = load float, ptr addrspace(3) %330, align 4
  %940 = tail call float @llvm.maxnum.f32(float %938, float %939)
  %941 = load float, ptr addrspace(3) %331, align 8
  %942 = tail call float @llvm.maxnum.f32(float %940, float %941)
  %943 = load float, ptr addrspace(3) %332, align 4
  %944 = tail call float @llvm.maxnum.f32(float %942, float %943)
  %945 = load float, ptr addrspace(3) %334, align 16
  %946 = load float, ptr addrspace(3) %335, align 4
  %947 = tail call float @llvm.maxnum.f32(float %945, float %946)
  %948 = load float, ptr addrspace(3) %336, align 8
  %949 = tail call float @llvm.maxnum.f32(float %947, float %948)
  %950 = load float, ptr addrspace(3) %337, align 4
  %951 = tail call float @llvm.maxnum.f32(float %949, float %950)
  %952 = fmul float %87, %930
  %953 = fmul float %87, %937
  %954 = fmul float %87, %944
  %955 = fmul float %87, %951
  %956 = tail call float @llvm.maxnum.f32(float %549, float %952)
  %957 = tail call float @llvm.maxnum.f32(float %548, float %953)
  %958 = tail call float @llvm.maxnum.f32(float %547, float %954)
  %959 = tail call float @llvm.maxnum.f32(float %546, float %955)
  %960 = fmul float %87, %856
  %961 = fmul float %87, %857
  %962 = fmul float %87, %858
  %963 = fmul float %87, %859
  %964 = fmul float %87, %861
  %965 = fmul float %87, %862
  %966 = fmul float %87, %863
  %967 = fmul float %87, %864
  %968 = fmul float %87, %871
  %969 = fmul float %87, %872
  %970 = fmul float %87, %873
  %971 = fmul float %87, %874
  %972 = fmul float %87, %876
  %973 = fmul float %87, %877
  %974 = fmul float %87, %878
  %975 = fmul float %87, %879
  %976 = fsub float %960, %956
  %977 = fsub float %961, %956
  %978 = fsub float %962, %957
  %979 = fsub float %963, %957
  %980 = fsub float %964, %956
  %981 = fsub float %965, %956
  %982 = fsub float %966, %957
  %983 = fsub float %967, %957
  %984 = fsub float %968, %958
  %985 = fsub float %969, %958
  %986 = fsub float %970, %959
  %987 = fsub float %971, %959
  %988 = fsub float %972, %958
  %989 = fsub float %973, %958
  %990 = fsub float %974, %959
  %991 = fsub float %975, %959
  %992 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %976)
  %993 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %977)
  %994 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %978)
  %995 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %979)
  %996 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %980)
  %997 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %981)
  %998 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %982)
  %999 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %983)
  %1000 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %984)
  %1001 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %985)
  %1002 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %986)
  %1003 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %987)
  %1004 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %988)
  %1005 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %989)
  %1006 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %990)
  %1007 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %991)
  %1008 = fsub float %549, %956
  %1009 = fsub float %548, %957
  %1010 = fsub float %547, %958
  %1011 = fsub float %546, %959
  %1012 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1008)
  %1013 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1009)
  %1014 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1010)
  %1015 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1011)
  %1016 = fadd float %992, %993
  %1017 = fadd float %994, %995
  %1018 = fadd float %1016, %996
  %1019 = fadd float %1018, %997
  %1020 = fadd float %1017, %998
  %1021 = fadd float %1020, %999
  %1022 = fadd float %1000, %1001
  %1023 = fadd float %1002, %1003
  %1024 = fadd float %1022, %1004
  %1025 = fadd float %1024, %1005
  %1026 = fadd float %1023, %1006
  %1027 = fadd float %1026, %1007
  %1028 = bitcast float %1019 to i32
  %1029 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1028, i32 2, i32 31)
  %1030 = bitcast i32 %1029 to float
  %1031 = fadd float %1019, %1030
  %1032 = bitcast float %1021 to i32
  %1033 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1032, i32 2, i32 31)
  %1034 = bitcast i32 %1033 to float
  %1035 = fadd float %1021, %1034
  %1036 = bitcast float %1025 to i32
  %1037 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1036, i32 2, i32 31)
  %1038 = bitcast i32 %1037 to float
  %1039 = fadd float %1025, %1038
  %1040 = bitcast float %1027 to i32
  %1041 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1040, i32 2, i32 31)
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
  %1056 = bitcast float %1043 to i32
  %1057 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1056, i32 1, i32 31)
  %1058 = bitcast i32 %1057 to float
  %1059 = fadd float %1043, %1058
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1047, ptr addrspace(3) %305, align 4
  store float %1051, ptr addrspace(3) %309, align 4
  store float %1055, ptr addrspace(3) %313, align 4
  store float %1059, ptr addrspace(3) %317, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1060 = load float, ptr addrspace(3) %319, align 16
  %1061 = load float, ptr addrspace(3) %320, align 4
  %1062 = load float, ptr addrspace(3) %321, align 8
  %1063 = load float, ptr addrspace(3) %322, align 4
  %1064 = load float, ptr addrspace(3) %324, align 16
  %1065 = load float, ptr addrspace(3) %325, align 4
  %1066 = load float, ptr addrspace(3) %326, align 8
  %1067 = load float, ptr addrspace(3) %327, align 4
  %1068 = load float, ptr addrspace(3) %329, align 16
  %1069 = load float, ptr addrspace(3) %330, align 4
  %1070 = load float, ptr addrspace(3) %331, align 8
  %1071 = load float, ptr addrspace(3) %332, align 4
  %1072 = load float, ptr addrspace(3) %334, align 16
  %1073 = load float, ptr addrspace(3) %335, align 4
  %1074 = load float, ptr addrspace(3) %336, align 8
  %1075 = load float, ptr addrspace(3) %337, align 4
  %1076 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %590
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
  %1089 = fptrunc float %1004 to bfloat
  %1090 = fptrunc float %1005 to bfloat
  %1091 = fptrunc float %1006 to bfloat
  %1092 = fptrunc float %1007 to bfloat
  %1093 = fmul float %581, %1012
  %1094 = fmul float %580, %1012
  %1095 = fmul float %579, %1013
  %1096 = fmul float %578, %1013
  %1097 = fmul float %577, %1012
  %1098 = fmul float %576, %1012
  %1099 = fmul float %575, %1013
  %1100 = fmul float %574, %1013
  %1101 = fmul float %573, %1012
  %1102 = fmul float %572, %1012
  %1103 = fmul float %571, %1013
  %1104 = fmul float %570, %1013
  %1105 = fmul float %569, %1012
  %1106 = fmul float %568, %1012
  %1107 = fmul float %567, %1013
  %1108 = fmul float %566, %1013
  %1109 = fmul float %565, %1014
  %1110 = fmul float %564, %1014
  %1111 = fmul float %563, %1015
  %1112 = fmul float %562, %1015
  %1113 = fmul float %561, %1014
  %1114 = fmul float %560, %1014
  %1115 = fmul float %559, %1015
  %1116 = fmul float %558, %1015
  %1117 = fmul float %557, %1014
  %1118 = fmul float %556, %1014
  %1119 = fmul float %555, %1015
  %1120 = fmul float %554, %1015
  %1121 = fmul float %553, %1014
  %1122 = fmul float %552, %1014
  %1123 = fmul float %551, %1015
  %1124 = fmul float %550, %1015
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store bfloat %1077, ptr addrspace(3) %344, align 4
  store bfloat %1078, ptr addrspace(3) %349, align 2
  store bfloat %1079, ptr addrspace(3) %353, align 4
  store bfloat %1080, ptr addrspace(3) %356, align 2
  store bfloat %1081, ptr addrspace(3) %361, align 4
  store bfloat %1082, ptr addrspace(3) %365, align 2
  store bfloat %1083, ptr addrspace(3) %368, align 4
  store bfloat %1084, ptr addrspace(3) %371, align 2
  store bfloat %1085, ptr addrspace(3) %375, align 4
  store bfloat %1086, ptr addrspace(3) %378, align 2
  store bfloat %1087, ptr addrspace(3) %382, align 4
  store bfloat %1088, ptr addrspace(3) %385, align 2
  store bfloat %1089, ptr addrspace(3) %388, align 4
  store bfloat %1090, ptr addrspace(3) %391, align 2
  store bfloat %1091, ptr addrspace(3) %394, align 4
  store bfloat %1092, ptr addrspace(3) %397, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1125 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %415)
  %1126 = extractvalue { i32, i32, i32, i32 } %1125, 0
  %1127 = extractvalue { i32, i32, i32, i32 } %1125, 1
  %1128 = extractvalue { i32, i32, i32, i32 } %1125, 2
  %1129 = extractvalue { i32, i32, i32, i32 } %1125, 3
  %1130 = getelementptr bfloat, ptr addrspace(3) %1076, i64 %503
  %1131 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1130)
  %1132 = extractvalue { i32, i32, i32, i32 } %1131, 0
  %1133 = extractvalue { i32, i32, i32, i32 } %1131, 1
  %1134 = extractvalue { i32, i32, i32, i32 } %1131, 2
  %1135 = extractvalue { i32, i32, i32, i32 } %1131, 3
  %1136 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1126, i32 %1127, i32 %1128, i32 %1129, i32 %1132, i32 %1133, float %1093, float %1094, float %1095, float %1096) #7
  %1137 = extractvalue { float, float, float, float } %1136, 0
  %1138 = extractvalue { float, float, float, float } %1136, 1
  %1139 = extractvalue { float, float, float, float } %1136, 2
  %1140 = extractvalue { float, float, float, float } %1136, 3
  %1141 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1126, i32 %1127, i32 %1128, i32 %1129, i32 %1134, i32 %1135, float %1097, float %1098, float %1099, float %1100) #7
  %1142 = extractvalue { float, float, float, float } %1141, 0
  %1143 = extractvalue { float, float, float, float } %1141, 1
  %1144 = extractvalue { float, float, float, float } %1141, 2
  %1145 = extractvalue { float, float, float, float } %1141, 3
  %1146 = getelementptr bfloat, ptr addrspace(3) %1076, i64 %505
  %1147 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1146)
  %1148 = extractvalue { i32, i32, i32, i32 } %1147, 0
  %1149 = extractvalue { i32, i32, i32, i32 } %1147, 1
  %1150 = extractvalue { i32, i32, i32, i32 } %1147, 2
  %1151 = extractvalue { i32, i32, i32, i32 } %1147, 3
  %1152 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1126, i32 %1127, i32 %1128, i32 %1129, i32 %1148, i32 %1149, float %1101, float %1102, float %1103, float %1104) #7
  %1153 = extractvalue { float, float, float, float } %1152, 0
  %1154 = extractvalue { float, float, float, float } %1152, 1
  %1155 = extractvalue { float, float, float, float } %1152, 2
  %1156 = extractvalue { float, float, float, float } %1152, 3
  %1157 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1126, i32 %1127, i32 %1128, i32 %1129, i32 %1150, i32 %1151, float %1105, float %1106, float %1107, float %1108) #7
  %1158 = extractvalue { float, float, float, float } %1157, 0
  %1159 = extractvalue { float, float, float, float } %1157, 1
  %1160 = extractvalue { float, float, float, float } %1157, 2
  %1161 = extractvalue { float, float, float, float } %1157, 3
  %1162 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %508)
  %1163 = extractvalue { i32, i32, i32, i32 } %1162, 0
  %1164 = extractvalue { i32, i32, i32, i32 } %1162, 1
  %1165 = extractvalue { i32, i32, i32, i32 } %1162, 2
  %1166 = extractvalue { i32, i32, i32, i32 } %1162, 3
  %1167 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1163, i32 %1164, i32 %1165, i32 %1166, i32 %1132, i32 %1133, float %1109, float %1110, float %1111, float %1112) #7
  %1168 = extractvalue { float, float, float, float } %1167, 0
  %1169 = extractvalue { float, float, float, float } %1167, 1
  %1170 = extractvalue { float, float, float, float } %1167, 2
  %1171 = extractvalue { float, float, float, float } %1167, 3
  %1172 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1163, i32 %1164, i32 %1165, i32 %1166, i32 %1134, i32 %1135, float %1113, float %1114, float %1115, float %1116) #7
  %1173 = extractvalue { float, float, float, float } %1172, 0
  %1174 = extractvalue { float, float, float, float } %1172, 1
  %1175 = extractvalue { float, float, float, float } %1172, 2
  %1176 = extractvalue { float, float, float, float } %1172, 3
  %1177 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1163, i32 %1164, i32 %1165, i32 %1166, i32 %1148, i32 %1149, float %1117, float %1118, float %1119, float %1120) #7
  %1178 = extractvalue { float, float, float, float } %1177, 0
  %1179 = extractvalue { float, float, float, float } %1177, 1
  %1180 = extractvalue { float, float, float, float } %1177, 2
  %1181 = extractvalue { float, float, float, float } %1177, 3
  %1182 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1163, i32 %1164, i32 %1165, i32 %1166, i32 %1150, i32 %1151, float %1121, float %1122, float %1123, float %1124) #7
  %1183 = extractvalue { float, float, float, float } %1182, 0
  %1184 = extractvalue { float, float, float, float } %1182, 1
  %1185 = extractvalue { float, float, float, float } %1182, 2
  %1186 = extractvalue { float, float, float, float } %1182, 3
  %1187 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %511)
  %1188 = extractvalue { i32, i32, i32, i32 } %1187, 0
  %1189 = extractvalue { i32, i32, i32, i32 } %1187, 1
  %1190 = extractvalue { i32, i32, i32, i32 } %1187, 2
  %1191 = extractvalue { i32, i32, i32, i32 } %1187, 3
  %1192 = getelementptr bfloat, ptr addrspace(3) %1076, i64 %515
  %1193 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1192)
  %1194 = extractvalue { i32, i32, i32, i32 } %1193, 0
  %1195 = extractvalue { i32, i32, i32, i32 } %1193, 1
  %1196 = extractvalue { i32, i32, i32, i32 } %1193, 2
  %1197 = extractvalue { i32, i32, i32, i32 } %1193, 3
  %1198 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1188, i32 %1189, i32 %1190, i32 %1191, i32 %1194, i32 %1195, float %1137, float %1138, float %1139, float %1140) #7
  %1199 = extractvalue { float, float, float, float } %1198, 0
  %1200 = extractvalue { float, float, float, float } %1198, 1
  %1201 = extractvalue { float, float, float, float } %1198, 2
  %1202 = extractvalue { float, float, float, float } %1198, 3
  %1203 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1188, i32 %1189, i32 %1190, i32 %1191, i32 %1196, i32 %1197, float %1142, float %1143, float %1144, float %1145) #7
  %1204 = extractvalue { float, float, float, float } %1203, 0
  %1205 = extractvalue { float, float, float, float } %1203, 1
  %1206 = extractvalue { float, float, float, float } %1203, 2
  %1207 = extractvalue { float, float, float, float } %1203, 3
  %1208 = getelementptr bfloat, ptr addrspace(3) %1076, i64 %517
  %1209 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1208)
  %1210 = extractvalue { i32, i32, i32, i32 } %1209, 0
  %1211 = extractvalue { i32, i32, i32, i32 } %1209, 1
  %1212 = extractvalue { i32, i32, i32, i32 } %1209, 2
  %1213 = extractvalue { i32, i32, i32, i32 } %1209, 3
  %1214 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1188, i32 %1189, i32 %1190, i32 %1191, i32 %1210, i32 %1211, float %1153, float %1154, float %1155, float %1156) #7
  %1215 = extractvalue { float, float, float, float } %1214, 0
  %1216 = extractvalue { float, float, float, float } %1214, 1
  %1217 = extractvalue { float, float, float, float } %1214, 2
  %1218 = extractvalue { float, float, float, float } %1214, 3
  %1219 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1188, i32 %1189, i32 %1190, i32 %1191, i32 %1212, i32 %1213, float %1158, float %1159, float %1160, float %1161) #7
  %1220 = extractvalue { float, float, float, float } %1219, 0
  %1221 = extractvalue { float, float, float, float } %1219, 1
  %1222 = extractvalue { float, float, float, float } %1219, 2
  %1223 = extractvalue { float, float, float, float } %1219, 3
  %1224 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %520)
  %1225 = extractvalue { i32, i32, i32, i32 } %1224, 0
  %1226 = extractvalue { i32, i32, i32, i32 } %1224, 1
  %1227 = extractvalue { i32, i32, i32, i32 } %1224, 2
  %1228 = extractvalue { i32, i32, i32, i32 } %1224, 3
  %1229 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1225, i32 %1226, i32 %1227, i32 %1228, i32 %1194, i32 %1195, float %1168, float %1169, float %1170, float %1171) #7
  %1230 = extractvalue { float, float, float, float } %1229, 0
  %1231 = extractvalue { float, float, float, float } %1229, 1
  %1232 = extractvalue { float, float, float, float } %1229, 2
  %1233 = extractvalue { float, float, float, float } %1229, 3
  %1234 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1225, i32 %1226, i32 %1227, i32 %1228, i32 %1196, i32 %1197, float %1173, float %1174, float %1175, float %1176) #7
  %1235 = extractvalue { float, float, float, float } %1234, 0
  %1236 = extractvalue { float, float, float, float } %1234, 1
  %1237 = extractvalue { float, float, float, float } %1234, 2
  %1238 = extractvalue { float, float, float, float } %1234, 3
  %1239 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1225, i32 %1226, i32 %1227, i32 %1228, i32 %1210, i32 %1211, float %1178, float %1179, float %1180, float %1181) #7
  %1240 = extractvalue { float, float, float, float } %1239, 0
  %1241 = extractvalue { float, float, float, float } %1239, 1
  %1242 = extractvalue { float, float, float, float } %1239, 2
  %1243 = extractvalue { float, float, float, float } %1239, 3
  %1244 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1225, i32 %1226, i32 %1227, i32 %1228, i32 %1212, i32 %1213, float %1183, float %1184, float %1185, float %1186) #7
  %1245 = extractvalue { float, float, float, float } %1244, 0
  %1246 = extractvalue { float, float, float, float } %1244, 1
  %1247 = extractvalue { float, float, float, float } %1244, 2
  %1248 = extractvalue { float, float, float, float } %1244, 3
  %1249 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %523)
  %1250 = extractvalue { i32, i32, i32, i32 } %1249, 0
  %1251 = extractvalue { i32, i32, i32, i32 } %1249, 1
  %1252 = extractvalue { i32, i32, i32, i32 } %1249, 2
  %1253 = extractvalue { i32, i32, i32, i32 } %1249, 3
  %1254 = getelementptr bfloat, ptr addrspace(3) %1076, i64 %527
  %1255 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1254)
  %1256 = extractvalue { i32, i32, i32, i32 } %1255, 0
  %1257 = extractvalue { i32, i32, i32, i32 } %1255, 1
  %1258 = extractvalue { i32, i32, i32, i32 } %1255, 2
  %1259 = extractvalue { i32, i32, i32, i32 } %1255, 3
  %1260 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1250, i32 %1251, i32 %1252, i32 %1253, i32 %1256, i32 %1257, float %1199, float %1200, float %1201, float %1202) #7
  %1261 = extractvalue { float, float, float, float } %1260, 0
  %1262 = extractvalue { float, float, float, float } %1260, 1
  %1263 = extractvalue { float, float, float, float } %1260, 2
  %1264 = extractvalue { float, float, float, float } %1260, 3
  %1265 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1250, i32 %1251, i32 %1252, i32 %1253, i32 %1258, i32 %1259, float %1204, float %1205, float %1206, float %1207) #7
  %1266 = extractvalue { float, float, float, float } %1265, 0
  %1267 = extractvalue { float, float, float, float } %1265, 1
  %1268 = extractvalue { float, float, float, float } %1265, 2
  %1269 = extractvalue { float, float, float, float } %1265, 3
  %1270 = getelementptr bfloat, ptr addrspace(3) %1076, i64 %529
  %1271 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1270)
  %1272 = extractvalue { i32, i32, i32, i32 } %1271, 0
  %1273 = extractvalue { i32, i32, i32, i32 } %1271, 1
  %1274 = extractvalue { i32, i32, i32, i32 } %1271, 2
  %1275 = extractvalue { i32, i32, i32, i32 } %1271, 3
  %1276 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1250, i32 %1251, i32 %1252, i32 %1253, i32 %1272, i32 %1273, float %1215, float %1216, float %1217, float %1218) #7
  %1277 = extractvalue { float, float, float, float } %1276, 0
  %1278 = extractvalue { float, float, float, float } %1276, 1
  %1279 = extractvalue { float, float, float, float } %1276, 2
  %1280 = extractvalue { float, float, float, float } %1276, 3
  %1281 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1250, i32 %1251, i32 %1252, i32 %1253, i32 %1274, i32 %1275, float %1220, float %1221, float %1222, float %1223) #7
  %1282 = extractvalue { float, float, float, float } %1281, 0
  %1283 = extractvalue { float, float, float, float } %1281, 1
  %1284 = extractvalue { float, float, float, float } %1281, 2
  %1285 = extractvalue { float, float, float, float } %1281, 3
  %1286 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %532)
  %1287 = extractvalue { i32, i32, i32, i32 } %1286, 0
  %1288 = extractvalue { i32, i32, i32, i32 } %1286, 1
  %1289 = extractvalue { i32, i32, i32, i32 } %1286, 2
  %1290 = extractvalue { i32, i32, i32, i32 } %1286, 3
  %1291 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1287, i32 %1288, i32 %1289, i32 %1290, i32 %1256, i32 %1257, float %1230, float %1231, float %1232, float %1233) #7
  %1292 = extractvalue { float, float, float, float } %1291, 0
  %1293 = extractvalue { float, float, float, float } %1291, 1
  %1294 = extractvalue { float, float, float, float } %1291, 2
  %1295 = extractvalue { float, float, float, float } %1291, 3
  %1296 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1287, i32 %1288, i32 %1289, i32 %1290, i32 %1258, i32 %1259, float %1235, float %1236, float %1237, float %1238) #7
  %1297 = extractvalue { float, float, float, float } %1296, 0
  %1298 = extractvalue { float, float, float, float } %1296, 1
  %1299 = extractvalue { float, float, float, float } %1296, 2
  %1300 = extractvalue { float, float, float, float } %1296, 3
  %1301 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1287, i32 %1288, i32 %1289, i32 %1290, i32 %1272, i32 %1273, float %1240, float %1241, float %1242, float %1243) #7
  %1302 = extractvalue { float, float, float, float } %1301, 0
  %1303 = extractvalue { float, float, float, float } %1301, 1
  %1304 = extractvalue { float, float, float, float } %1301, 2
  %1305 = extractvalue { float, float, float, float } %1301, 3
  %1306 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1287, i32 %1288, i32 %1289, i32 %1290, i32 %1274, i32 %1275, float %1245, float %1246, float %1247, float %1248) #7
  %1307 = extractvalue { float, float, float, float } %1306, 0
  %1308 = extractvalue { float, float, float, float } %1306, 1
  %1309 = extractvalue { float, float, float, float } %1306, 2
  %1310 = extractvalue { float, float, float, float } %1306, 3
  %1311 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %535)
  %1312 = extractvalue { i32, i32, i32, i32 } %1311, 0
  %1313 = extractvalue { i32, i32, i32, i32 } %1311, 1
  %1314 = extractvalue { i32, i32, i32, i32 } %1311, 2
  %1315 = extractvalue { i32, i32, i32, i32 } %1311, 3
  %1316 = getelementptr bfloat, ptr addrspace(3) %1076, i64 %539
  %1317 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1316)
  %1318 = extractvalue { i32, i32, i32, i32 } %1317, 0
  %1319 = extractvalue { i32, i32, i32, i32 } %1317, 1
  %1320 = extractvalue { i32, i32, i32, i32 } %1317, 2
  %1321 = extractvalue { i32, i32, i32, i32 } %1317, 3
  %1322 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1312, i32 %1313, i32 %1314, i32 %1315, i32 %1318, i32 %1319, float %1261, float %1262, float %1263, float %1264) #7
  %1323 = extractvalue { float, float, float, float } %1322, 0
  %1324 = extractvalue { float, float, float, float } %1322, 1
  %1325 = extractvalue { float, float, float, float } %1322, 2
  %1326 = extractvalue { float, float, float, float } %1322, 3
  %1327 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1312, i32 %1313, i32 %1314, i32 %1315, i32 %1320, i32 %1321, float %1266, float %1267, float %1268, float %1269) #7
  %1328 = extractvalue { float, float, float, float } %1327, 0
  %1329 = extractvalue { float, float, float, float } %1327, 1
  %1330 = extractvalue { float, float, float, float } %1327, 2
  %1331 = extractvalue { float, float, float, float } %1327, 3
  %1332 = getelementptr bfloat, ptr addrspace(3) %1076, i64 %541
  %1333 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1332)
  %1334 = extractvalue { i32, i32, i32, i32 } %1333, 0
  %1335 = extractvalue { i32, i32, i32, i32 } %1333, 1
  %1336 = extractvalue { i32, i32, i32, i32 } %1333, 2
  %1337 = extractvalue { i32, i32, i32, i32 } %1333, 3
  %1338 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1312, i32 %1313, i32 %1314, i32 %1315, i32 %1334, i32 %1335, float %1277, float %1278, float %1279, float %1280) #7
  %1339 = extractvalue { float, float, float, float } %1338, 0
  %1340 = extractvalue { float, float, float, float } %1338, 1
  %1341 = extractvalue { float, float, float, float } %1338, 2
  %1342 = extractvalue { float, float, float, float } %1338, 3
  %1343 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1312, i32 %1313, i32 %1314, i32 %1315, i32 %1336, i32 %1337, float %1282, float %1283, float %1284, float %1285) #7
  %1344 = extractvalue { float, float, float, float } %1343, 0
  %1345 = extractvalue { float, float, float, float } %1343, 1
  %1346 = extractvalue { float, float, float, float } %1343, 2
  %1347 = extractvalue { float, float, float, float } %1343, 3
  %1348 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %544)
  %1349 = extractvalue { i32, i32, i32, i32 } %1348, 0
  %1350 = extractvalue { i32, i32, i32, i32 } %1348, 1
  %1351 = extractvalue { i32, i32, i32, i32 } %1348, 2
  %1352 = extractvalue { i32, i32, i32, i32 } %1348, 3
  %1353 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1349, i32 %1350, i32 %1351, i32 %1352, i32 %1318, i32 %1319, float %1292, float %1293, float %1294, float %1295) #7
  %1354 = extractvalue { float, float, float, float } %1353, 0
  %1355 = extractvalue { float, float, float, float } %1353, 1
  %1356 = extractvalue { float, float, float, float } %1353, 2
  %1357 = extractvalue { float, float, float, float } %1353, 3
  %1358 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1349, i32 %1350, i32 %1351, i32 %1352, i32 %1320, i32 %1321, float %1297, float %1298, float %1299, float %1300) #7
  %1359 = extractvalue { float, float, float, float } %1358, 0
  %1360 = extractvalue { float, float, float, float } %1358, 1
  %1361 = extractvalue { float, float, float, float } %1358, 2
  %1362 = extractvalue { float, float, float, float } %1358, 3
  %1363 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1349, i32 %1350, i32 %1351, i32 %1352, i32 %1334, i32 %1335, float %1302, float %1303, float %1304, float %1305) #7
  %1364 = extractvalue { float, float, float, float } %1363, 0
  %1365 = extractvalue { float, float, float, float } %1363, 1
  %1366 = extractvalue { float, float, float, float } %1363, 2
  %1367 = extractvalue { float, float, float, float } %1363, 3
  %1368 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1349, i32 %1350, i32 %1351, i32 %1352, i32 %1336, i32 %1337, float %1307, float %1308, float %1309, float %1310) #7
  %1369 = extractvalue { float, float, float, float } %1368, 0
  %1370 = extractvalue { float, float, float, float } %1368, 1
  %1371 = extractvalue { float, float, float, float } %1368, 2
  %1372 = extractvalue { float, float, float, float } %1368, 3
  %1373 = add i32 %586, 128
  %1374 = add nuw nsw i32 %587, 2
  %1375 = urem i32 %1374, 3
  %1376 = fmul float %585, %1012
  %1377 = fmul float %584, %1013
  %1378 = fmul float %583, %1014
  %1379 = fmul float %582, %1015
  %1380 = fadd float %1060, %1061
  %1381 = fadd float %1380, %1062
  %1382 = fadd float %1381, %1063
  %1383 = fadd float %1064, %1065
  %1384 = fadd float %1383, %1066
  %1385 = fadd float %1384, %1067
  %1386 = fadd float %1068, %1069
  %1387 = fadd float %1386, %1070
  %1388 = fadd float %1387, %1071
  %1389 = fadd float %1072, %1073
  %1390 = fadd float %1389, %1074
  %1391 = fadd float %1390, %1075
  %1392 = fadd float %1376, %1382
  %1393 = fadd float %1377, %1385
  %1394 = fadd float %1378, %1388
  %1395 = fadd float %1379, %1391
  %1396 = icmp slt i32 %1373, %4
  %1397 = shl nuw nsw i32 %1375, 14
  %1398 = zext nneg i32 %1397 to i64
  %1399 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1398
  %1400 = add i32 %409, %1373
  %1401 = shl i32 %1400, 7
  %1402 = or disjoint i32 %1401, %30
  %1403 = sext i32 %1402 to i64
  %1404 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1403
  %1405 = select i1 %1396, i32 16, i32 0
  %1406 = getelementptr i8, ptr addrspace(3) %1399, i64 %102
  %1407 = ptrtoint ptr addrspace(3) %1406 to i64
  %1408 = trunc i64 %1407 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1408, ptr addrspace(1) %1404, i32 %1405) #7
  %1409 = add i32 %410, %1373
  %1410 = shl i32 %1409, 7
  %1411 = or disjoint i32 %1410, %30
  %1412 = sext i32 %1411 to i64
  %1413 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1412
  %1414 = getelementptr i8, ptr addrspace(3) %1399, i64 %112
  %1415 = ptrtoint ptr addrspace(3) %1414 to i64
  %1416 = trunc i64 %1415 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1416, ptr addrspace(1) %1413, i32 %1405) #7
  %1417 = add i32 %411, %1373
  %1418 = shl i32 %1417, 7
  %1419 = or disjoint i32 %1418, %30
  %1420 = sext i32 %1419 to i64
  %1421 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1420
  %1422 = getelementptr i8, ptr addrspace(3) %1399, i64 %122
  %1423 = ptrtoint ptr addrspace(3) %1422 to i64
  %1424 = trunc i64 %1423 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1424, ptr addrspace(1) %1421, i32 %1405) #7
  %1425 = add i32 %412, %1373
  %1426 = shl i32 %1425, 7
  %1427 = or disjoint i32 %1426, %30
  %1428 = sext i32 %1427 to i64
  %1429 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1428
  %1430 = getelementptr i8, ptr addrspace(3) %1399, i64 %132
  %1431 = ptrtoint ptr addrspace(3) %1430 to i64
  %1432 = trunc i64 %1431 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1432, ptr addrspace(1) %1429, i32 %1405) #7
  %1433 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %1398
  %1434 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1403
  %1435 = getelementptr i8, ptr addrspace(3) %1433, i64 %102
  %1436 = ptrtoint ptr addrspace(3) %1435 to i64
  %1437 = trunc i64 %1436 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1437, ptr addrspace(1) %1434, i32 %1405) #7
  %1438 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1412
  %1439 = getelementptr i8, ptr addrspace(3) %1433, i64 %112
  %1440 = ptrtoint ptr addrspace(3) %1439 to i64
  %1441 = trunc i64 %1440 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1441, ptr addrspace(1) %1438, i32 %1405) #7
  %1442 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1420
  %1443 = getelementptr i8, ptr addrspace(3) %1433, i64 %122
  %1444 = ptrtoint ptr addrspace(3) %1443 to i64
  %1445 = trunc i64 %1444 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1445, ptr addrspace(1) %1442, i32 %1405) #7
  %1446 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1428
  %1447 = getelementptr i8, ptr addrspace(3) %1433, i64 %132
  %1448 = ptrtoint ptr addrspace(3) %1447 to i64
  %1449 = trunc i64 %1448 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1449, ptr addrspace(1) %1446, i32 %1405) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1450 = add i32 %586, 64
  %1451 = icmp slt i32 %1450, %4
  br i1 %1451, label %545, label %._crit_edge

._crit_edge:                                      ; preds = %545, %.._crit_edge_crit_edge
  %.pre-phi208 = phi i32 [ %.pre207, %.._crit_edge_crit_edge ], [ %339, %545 ]
  %.pre-phi204 = phi i32 [ %.pre203, %.._crit_edge_crit_edge ], [ %301, %545 ]
  %.pre-phi202 = phi i32 [ %.pre201, %.._crit_edge_crit_edge ], [ %300, %545 ]
  %.pre-phi198 = phi i32 [ %.pre197, %.._crit_edge_crit_edge ], [ %299, %545 ]
  %.pre-phi194 = phi i32 [ %.pre193, %.._crit_edge_crit_edge ], [ %297, %545 ]
  %.lcssa92 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1392, %545 ]
  %.lcssa91 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1393, %545 ]
  %.lcssa90 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1394, %545 ]
  %.lcssa89 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1395, %545 ]
  %.lcssa88 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1323, %545 ]
  %.lcssa87 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1324, %545 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1325, %545 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1326, %545 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1328, %545 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1329, %545 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1330, %545 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1331, %545 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1339, %545 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1340, %545 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1341, %545 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1342, %545 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1344, %545 ]
  %.lcssa75 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1345, %545 ]
  %.lcssa74 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1346, %545 ]
  %.lcssa73 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1347, %545 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1354, %545 ]
  %.lcssa71 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1355, %545 ]
  %.lcssa70 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1356, %545 ]
  %.lcssa69 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1357, %545 ]
  %.lcssa68 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1359, %545 ]
  %.lcssa67 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1360, %545 ]
  %.lcssa66 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1361, %545 ]
  %.lcssa65 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1362, %545 ]
  %.lcssa64 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1364, %545 ]
  %.lcssa63 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1365, %545 ]
  %.lcssa62 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1366, %545 ]
  %.lcssa61 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1367, %545 ]
  %.lcssa60 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1369, %545 ]
  %.lcssa59 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1370, %545 ]
  %.lcssa58 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1371, %545 ]
  %.lcssa57 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1372, %545 ]
  %.lcssa56 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %956, %545 ]
  %.lcssa55 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %957, %545 ]
  %.lcssa54 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %958, %545 ]
  %.lcssa53 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %959, %545 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1452 = zext nneg i32 %.pre-phi194 to i64
  %1453 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1452
  store float %.lcssa56, ptr addrspace(3) %1453, align 4
  %1454 = zext nneg i32 %.pre-phi198 to i64
  %1455 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1454
  store float %.lcssa55, ptr addrspace(3) %1455, align 4
  %1456 = zext nneg i32 %.pre-phi202 to i64
  %1457 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1456
  store float %.lcssa54, ptr addrspace(3) %1457, align 4
  %1458 = zext nneg i32 %.pre-phi204 to i64
  %1459 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1458
  store float %.lcssa53, ptr addrspace(3) %1459, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1460 = fdiv float 1.000000e+00, %.lcssa92
  %1461 = fdiv float 1.000000e+00, %.lcssa91
  %1462 = fdiv float 1.000000e+00, %.lcssa90
  %1463 = fdiv float 1.000000e+00, %.lcssa89
  %1464 = fmul float %1460, %.lcssa88
  %1465 = fmul float %1460, %.lcssa87
  %1466 = fmul float %1461, %.lcssa86
  %1467 = fmul float %1461, %.lcssa85
  %1468 = fmul float %1460, %.lcssa84
  %1469 = fmul float %1460, %.lcssa83
  %1470 = fmul float %1461, %.lcssa82
  %1471 = fmul float %1461, %.lcssa81
  %1472 = fmul float %1460, %.lcssa80
  %1473 = fmul float %1460, %.lcssa79
  %1474 = fmul float %1461, %.lcssa78
  %1475 = fmul float %1461, %.lcssa77
  %1476 = fmul float %1460, %.lcssa76
  %1477 = fmul float %1460, %.lcssa75
  %1478 = fmul float %1461, %.lcssa74
  %1479 = fmul float %1461, %.lcssa73
  %1480 = fmul float %1462, %.lcssa72
  %1481 = fmul float %1462, %.lcssa71
  %1482 = fmul float %1463, %.lcssa70
  %1483 = fmul float %1463, %.lcssa69
  %1484 = fmul float %1462, %.lcssa68
  %1485 = fmul float %1462, %.lcssa67
  %1486 = fmul float %1463, %.lcssa66
  %1487 = fmul float %1463, %.lcssa65
  %1488 = fmul float %1462, %.lcssa64
  %1489 = fmul float %1462, %.lcssa63
  %1490 = fmul float %1463, %.lcssa62
  %1491 = fmul float %1463, %.lcssa61
  %1492 = fmul float %1462, %.lcssa60
  %1493 = fmul float %1462, %.lcssa59
  %1494 = fmul float %1463, %.lcssa58
  %1495 = fmul float %1463, %.lcssa57
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
  %1520 = fptrunc float %1488 to bfloat
  %1521 = fptrunc float %1489 to bfloat
  %1522 = fptrunc float %1490 to bfloat
  %1523 = fptrunc float %1491 to bfloat
  %1524 = fptrunc float %1492 to bfloat
  %1525 = fptrunc float %1493 to bfloat
  %1526 = fptrunc float %1494 to bfloat
  %1527 = fptrunc float %1495 to bfloat
  %1528 = and i32 %7, 96
  %1529 = or disjoint i32 %.pre-phi208, %1528
  %1530 = or disjoint i32 %.pre-phi194, %13
  %1531 = add i32 %11, %1530
  %1532 = shl i32 %1531, 7
  %1533 = or disjoint i32 %1532, %1529
  %1534 = sext i32 %1533 to i64
  %1535 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1534
  %1536 = icmp slt i32 %1530, %4
  %1537 = zext i1 %1536 to i32
  %1538 = bitcast bfloat %1496 to i16
  %1539 = bitcast bfloat %1497 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1537, i16 %1538, i16 %1539, ptr addrspace(1) %1535) #7
  %1540 = or disjoint i32 %.pre-phi198, %13
  %1541 = add i32 %11, %1540
  %1542 = shl i32 %1541, 7
  %1543 = or disjoint i32 %1542, %1529
  %1544 = sext i32 %1543 to i64
  %1545 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1544
  %1546 = icmp slt i32 %1540, %4
  %1547 = zext i1 %1546 to i32
  %1548 = bitcast bfloat %1498 to i16
  %1549 = bitcast bfloat %1499 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1547, i16 %1548, i16 %1549, ptr addrspace(1) %1545) #7
  %1550 = or disjoint i32 %1529, 8
  %1551 = or disjoint i32 %1532, %1550
  %1552 = sext i32 %1551 to i64
  %1553 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1552
  %1554 = bitcast bfloat %1500 to i16
  %1555 = bitcast bfloat %1501 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1537, i16 %1554, i16 %1555, ptr addrspace(1) %1553) #7
  %1556 = or disjoint i32 %1542, %1550
  %1557 = sext i32 %1556 to i64
  %1558 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1557
  %1559 = bitcast bfloat %1502 to i16
  %1560 = bitcast bfloat %1503 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1547, i16 %1559, i16 %1560, ptr addrspace(1) %1558) #7
  %1561 = or disjoint i32 %1529, 16
  %1562 = or disjoint i32 %1532, %1561
  %1563 = sext i32 %1562 to i64
  %1564 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1563
  %1565 = bitcast bfloat %1504 to i16
  %1566 = bitcast bfloat %1505 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1537, i16 %1565, i16 %1566, ptr addrspace(1) %1564) #7
  %1567 = or disjoint i32 %1542, %1561
  %1568 = sext i32 %1567 to i64
  %1569 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1568
  %1570 = bitcast bfloat %1506 to i16
  %1571 = bitcast bfloat %1507 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1547, i16 %1570, i16 %1571, ptr addrspace(1) %1569) #7
  %1572 = or disjoint i32 %1529, 24
  %1573 = or disjoint i32 %1532, %1572
  %1574 = sext i32 %1573 to i64
  %1575 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1574
  %1576 = bitcast bfloat %1508 to i16
  %1577 = bitcast bfloat %1509 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1537, i16 %1576, i16 %1577, ptr addrspace(1) %1575) #7
  %1578 = or disjoint i32 %1542, %1572
  %1579 = sext i32 %1578 to i64
  %1580 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1579
  %1581 = bitcast bfloat %1510 to i16
  %1582 = bitcast bfloat %1511 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1547, i16 %1581, i16 %1582, ptr addrspace(1) %1580) #7
  %1583 = or disjoint i32 %.pre-phi202, %13
  %1584 = add i32 %11, %1583
  %1585 = shl i32 %1584, 7
  %1586 = or disjoint i32 %1585, %1529
  %1587 = sext i32 %1586 to i64
  %1588 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1587
  %1589 = icmp slt i32 %1583, %4
  %1590 = zext i1 %1589 to i32
  %1591 = bitcast bfloat %1512 to i16
  %1592 = bitcast bfloat %1513 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1590, i16 %1591, i16 %1592, ptr addrspace(1) %1588) #7
  %1593 = or disjoint i32 %.pre-phi204, %13
  %1594 = add i32 %11, %1593
  %1595 = shl i32 %1594, 7
  %1596 = or disjoint i32 %1595, %1529
  %1597 = sext i32 %1596 to i64
  %1598 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1597
  %1599 = icmp slt i32 %1593, %4
  %1600 = zext i1 %1599 to i32
  %1601 = bitcast bfloat %1514 to i16
  %1602 = bitcast bfloat %1515 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1600, i16 %1601, i16 %1602, ptr addrspace(1) %1598) #7
  %1603 = or disjoint i32 %1585, %1550
  %1604 = sext i32 %1603 to i64
  %1605 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1604
  %1606 = bitcast bfloat %1516 to i16
  %1607 = bitcast bfloat %1517 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1590, i16 %1606, i16 %1607, ptr addrspace(1) %1605) #7
  %1608 = or disjoint i32 %1595, %1550
  %1609 = sext i32 %1608 to i64
  %1610 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1609
  %1611 = bitcast bfloat %1518 to i16
  %1612 = bitcast bfloat %1519 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1600, i16 %1611, i16 %1612, ptr addrspace(1) %1610) #7
  %1613 = or disjoint i32 %1585, %1561
  %1614 = sext i32 %1613 to i64
  %1615 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1614
  %1616 = bitcast bfloat %1520 to i16
  %1617 = bitcast bfloat %1521 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1590, i16 %1616, i16 %1617, ptr addrspace(1) %1615) #7
  %1618 = or disjoint i32 %1595, %1561
  %1619 = sext i32 %1618 to i64
  %1620 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1619
  %1621 = bitcast bfloat %1522 to i16
  %1622 = bitcast bfloat %1523 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1600, i16 %1621, i16 %1622, ptr addrspace(1) %1620) #7
  %1623 = or disjoint i32 %1585, %1572
  %1624 = sext i32 %1623 to i64
  %1625 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1624
  %1626 = bitcast bfloat %1524 to i16
  %1627 = bitcast bfloat %1525 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1590, i16 %1626, i16 %1627, ptr addrspace(1) %1625) #7
  %1628 = or disjoint i32 %1595, %1572
  %1629 = sext i32 %1628 to i64
  %1630 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1629
  %1631 = bitcast bfloat %1526 to i16
  %1632 = bitcast bfloat %1527 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1600, i16 %1631, i16 %1632, ptr addrspace(1) %1630) #7
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
