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
  %93 = or disjoint i32 %92, %30
  %94 = sext i32 %93 to i64
  %95 = getelementptr bfloat, ptr addrspace(1) %1, i64 %94
  %96 = select i1 %90, i32 16, i32 0
  %97 = shl nuw nsw i32 %7, 4
  %98 = shl nuw nsw i32 %7, 10
  %99 = and i32 %98, 8192
  %100 = xor i32 %97, %7
  %101 = and i32 %100, 112
  %102 = or disjoint i32 %101, %99
  %103 = or disjoint i32 %102, %91
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %104
  %106 = ptrtoint ptr addrspace(3) %105 to i64
  %107 = trunc i64 %106 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %107, ptr addrspace(1) %95, i32 %96) #7
  %108 = shl nuw nsw i32 %18, 7
  %109 = add i32 %12, %108
  %110 = or disjoint i32 %109, %30
  %111 = sext i32 %110 to i64
  %112 = getelementptr bfloat, ptr addrspace(1) %1, i64 %111
  %113 = or disjoint i32 %102, %108
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %114
  %116 = ptrtoint ptr addrspace(3) %115 to i64
  %117 = trunc i64 %116 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %117, ptr addrspace(1) %112, i32 %96) #7
  %118 = shl nuw nsw i32 %22, 7
  %119 = add i32 %12, %118
  %120 = or disjoint i32 %119, %30
  %121 = sext i32 %120 to i64
  %122 = getelementptr bfloat, ptr addrspace(1) %1, i64 %121
  %123 = or disjoint i32 %102, %118
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %124
  %126 = ptrtoint ptr addrspace(3) %125 to i64
  %127 = trunc i64 %126 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %127, ptr addrspace(1) %122, i32 %96) #7
  %128 = shl nuw nsw i32 %26, 7
  %129 = add i32 %12, %128
  %130 = or disjoint i32 %129, %30
  %131 = sext i32 %130 to i64
  %132 = getelementptr bfloat, ptr addrspace(1) %1, i64 %131
  %133 = or disjoint i32 %102, %128
  %134 = zext nneg i32 %133 to i64
  %135 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %134
  %136 = ptrtoint ptr addrspace(3) %135 to i64
  %137 = trunc i64 %136 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %137, ptr addrspace(1) %132, i32 %96) #7
  %138 = getelementptr bfloat, ptr addrspace(1) %2, i64 %94
  %139 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %104
  %140 = ptrtoint ptr addrspace(3) %139 to i64
  %141 = trunc i64 %140 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %141, ptr addrspace(1) %138, i32 %96) #7
  %142 = getelementptr bfloat, ptr addrspace(1) %2, i64 %111
  %143 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %114
  %144 = ptrtoint ptr addrspace(3) %143 to i64
  %145 = trunc i64 %144 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %145, ptr addrspace(1) %142, i32 %96) #7
  %146 = getelementptr bfloat, ptr addrspace(1) %2, i64 %121
  %147 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %124
  %148 = ptrtoint ptr addrspace(3) %147 to i64
  %149 = trunc i64 %148 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %149, ptr addrspace(1) %146, i32 %96) #7
  %150 = getelementptr bfloat, ptr addrspace(1) %2, i64 %131
  %151 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %134
  %152 = ptrtoint ptr addrspace(3) %151 to i64
  %153 = trunc i64 %152 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %153, ptr addrspace(1) %150, i32 %96) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %154 = icmp sgt i32 %89, 64
  %155 = or disjoint i32 %91, %30
  %156 = or disjoint i32 %155, 8192
  %157 = add i32 %156, %12
  %158 = sext i32 %157 to i64
  %159 = getelementptr bfloat, ptr addrspace(1) %1, i64 %158
  %160 = select i1 %154, i32 16, i32 0
  %161 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %104
  %162 = ptrtoint ptr addrspace(3) %161 to i64
  %163 = trunc i64 %162 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %163, ptr addrspace(1) %159, i32 %160) #7
  %164 = or disjoint i32 %155, 10240
  %165 = add i32 %164, %12
  %166 = sext i32 %165 to i64
  %167 = getelementptr bfloat, ptr addrspace(1) %1, i64 %166
  %168 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %114
  %169 = ptrtoint ptr addrspace(3) %168 to i64
  %170 = trunc i64 %169 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %170, ptr addrspace(1) %167, i32 %160) #7
  %171 = or disjoint i32 %155, 12288
  %172 = add i32 %171, %12
  %173 = sext i32 %172 to i64
  %174 = getelementptr bfloat, ptr addrspace(1) %1, i64 %173
  %175 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %124
  %176 = ptrtoint ptr addrspace(3) %175 to i64
  %177 = trunc i64 %176 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %177, ptr addrspace(1) %174, i32 %160) #7
  %178 = or disjoint i32 %155, 14336
  %179 = add i32 %178, %12
  %180 = sext i32 %179 to i64
  %181 = getelementptr bfloat, ptr addrspace(1) %1, i64 %180
  %182 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %134
  %183 = ptrtoint ptr addrspace(3) %182 to i64
  %184 = trunc i64 %183 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %184, ptr addrspace(1) %181, i32 %160) #7
  %185 = getelementptr bfloat, ptr addrspace(1) %2, i64 %158
  %186 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %104
  %187 = ptrtoint ptr addrspace(3) %186 to i64
  %188 = trunc i64 %187 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %188, ptr addrspace(1) %185, i32 %160) #7
  %189 = getelementptr bfloat, ptr addrspace(1) %2, i64 %166
  %190 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %114
  %191 = ptrtoint ptr addrspace(3) %190 to i64
  %192 = trunc i64 %191 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %192, ptr addrspace(1) %189, i32 %160) #7
  %193 = getelementptr bfloat, ptr addrspace(1) %2, i64 %173
  %194 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %124
  %195 = ptrtoint ptr addrspace(3) %194 to i64
  %196 = trunc i64 %195 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %196, ptr addrspace(1) %193, i32 %160) #7
  %197 = getelementptr bfloat, ptr addrspace(1) %2, i64 %180
  %198 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %134
  %199 = ptrtoint ptr addrspace(3) %198 to i64
  %200 = trunc i64 %199 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %200, ptr addrspace(1) %197, i32 %160) #7
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
  %.pre205 = and i32 %.pre, 32
  %.pre207 = or disjoint i32 %.pre205, 16
  %.pre209 = shl nuw nsw i32 %7, 1
  %.pre211 = and i32 %.pre209, 6
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
  %298 = lshr i32 %7, 2
  %299 = and i32 %298, 7
  %300 = shl nuw nsw i32 %7, 1
  %301 = and i32 %300, 6
  %302 = or disjoint i32 %284, %301
  %303 = or disjoint i32 %299, %13
  %304 = or disjoint i32 %303, %286
  %305 = or disjoint i32 %301, 1
  %306 = or disjoint i32 %284, %305
  %307 = or disjoint i32 %299, 8
  %308 = or disjoint i32 %286, %13
  %309 = or disjoint i32 %308, %307
  %310 = or disjoint i32 %284, 8
  %311 = or disjoint i32 %310, %301
  %312 = or disjoint i32 %310, %305
  %313 = or disjoint i32 %303, %287
  %314 = or disjoint i32 %307, %13
  %315 = or disjoint i32 %314, %287
  %316 = or disjoint i32 %286, %299
  %317 = or disjoint i32 %307, %286
  %318 = or disjoint i32 %287, %299
  %319 = or disjoint i32 %287, %307
  %320 = shl nuw nsw i32 %316, 2
  %321 = or disjoint i32 %320, %283
  %322 = zext nneg i32 %321 to i64
  %323 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %322
  %324 = shl nuw nsw i32 %317, 2
  %325 = or disjoint i32 %324, %283
  %326 = zext nneg i32 %325 to i64
  %327 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %326
  %328 = shl nuw nsw i32 %318, 2
  %329 = or disjoint i32 %328, %283
  %330 = zext nneg i32 %329 to i64
  %331 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %330
  %332 = shl nuw nsw i32 %319, 2
  %333 = or disjoint i32 %332, %283
  %334 = zext nneg i32 %333 to i64
  %335 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %334
  %336 = zext nneg i32 %320 to i64
  %337 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %336
  %338 = getelementptr i8, ptr addrspace(3) %337, i64 4
  %339 = getelementptr i8, ptr addrspace(3) %337, i64 8
  %340 = getelementptr i8, ptr addrspace(3) %337, i64 12
  %341 = zext nneg i32 %324 to i64
  %342 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %341
  %343 = getelementptr i8, ptr addrspace(3) %342, i64 4
  %344 = getelementptr i8, ptr addrspace(3) %342, i64 8
  %345 = getelementptr i8, ptr addrspace(3) %342, i64 12
  %346 = zext nneg i32 %328 to i64
  %347 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %346
  %348 = getelementptr i8, ptr addrspace(3) %347, i64 4
  %349 = getelementptr i8, ptr addrspace(3) %347, i64 8
  %350 = getelementptr i8, ptr addrspace(3) %347, i64 12
  %351 = zext nneg i32 %332 to i64
  %352 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %351
  %353 = getelementptr i8, ptr addrspace(3) %352, i64 4
  %354 = getelementptr i8, ptr addrspace(3) %352, i64 8
  %355 = getelementptr i8, ptr addrspace(3) %352, i64 12
  %356 = mul nuw nsw i32 %316, 72
  %357 = add nuw nsw i32 %356, %302
  %358 = zext nneg i32 %357 to i64
  %359 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %358
  %360 = add nuw nsw i32 %356, %306
  %361 = zext nneg i32 %360 to i64
  %362 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %361
  %363 = mul nuw nsw i32 %317, 72
  %364 = add nuw nsw i32 %363, %302
  %365 = zext nneg i32 %364 to i64
  %366 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %365
  %367 = add nuw nsw i32 %363, %306
  %368 = zext nneg i32 %367 to i64
  %369 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %368
  %370 = add nuw nsw i32 %311, %356
  %371 = zext nneg i32 %370 to i64
  %372 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %371
  %373 = add nuw nsw i32 %312, %356
  %374 = zext nneg i32 %373 to i64
  %375 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %374
  %376 = add nuw nsw i32 %363, %311
  %377 = zext nneg i32 %376 to i64
  %378 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %377
  %379 = add nuw nsw i32 %363, %312
  %380 = zext nneg i32 %379 to i64
  %381 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %380
  %382 = mul nuw nsw i32 %318, 72
  %383 = add nuw nsw i32 %382, %302
  %384 = zext nneg i32 %383 to i64
  %385 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %384
  %386 = add nuw nsw i32 %382, %306
  %387 = zext nneg i32 %386 to i64
  %388 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %387
  %389 = mul nuw nsw i32 %319, 72
  %390 = add nuw nsw i32 %389, %302
  %391 = zext nneg i32 %390 to i64
  %392 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %391
  %393 = add nuw nsw i32 %389, %306
  %394 = zext nneg i32 %393 to i64
  %395 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %394
  %396 = add nuw nsw i32 %382, %311
  %397 = zext nneg i32 %396 to i64
  %398 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %397
  %399 = add nuw nsw i32 %382, %312
  %400 = zext nneg i32 %399 to i64
  %401 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %400
  %402 = add nuw nsw i32 %389, %311
  %403 = zext nneg i32 %402 to i64
  %404 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %403
  %405 = add nuw nsw i32 %389, %312
  %406 = zext nneg i32 %405 to i64
  %407 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %406
  %408 = mul nuw nsw i32 %291, 72
  %409 = shl nuw nsw i32 %282, 6
  %410 = shl nuw nsw i32 %293, 1
  %.masked = and i32 %409, 64
  %411 = or disjoint i32 %.masked, %410
  %412 = shl nuw nsw i32 %282, 12
  %413 = and i32 %412, 8192
  %414 = and i32 %97, 112
  %415 = xor i32 %411, %414
  %invariant.op = or disjoint i32 %413, %415
  %416 = or disjoint i32 %411, 32
  %417 = xor i32 %416, %414
  %invariant.op109 = or disjoint i32 %413, %417
  %418 = mul nuw nsw i32 %296, 72
  %419 = add i32 %11, %14
  %420 = add i32 %11, %18
  %421 = add i32 %11, %22
  %422 = add i32 %11, %26
  %423 = add nuw nsw i32 %293, %408
  %424 = zext nneg i32 %423 to i64
  %425 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %424
  %426 = add nuw nsw i32 %293, %294
  %427 = zext nneg i32 %426 to i64
  %428 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %427
  %429 = or disjoint i32 %288, %293
  %430 = or disjoint i32 %429, %284
  %431 = shl nuw nsw i32 %430, 6
  %432 = xor i32 %289, %295
  %433 = or disjoint i32 %431, %432
  %434 = zext nneg i32 %433 to i64
  %435 = add nuw nsw i32 %293, %297
  %436 = zext nneg i32 %435 to i64
  %437 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %436
  %438 = or disjoint i32 %293, 16
  %439 = add nuw nsw i32 %438, %294
  %440 = zext nneg i32 %439 to i64
  %441 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %440
  %442 = or disjoint i32 %289, 16
  %443 = xor i32 %442, %295
  %444 = or disjoint i32 %431, %443
  %445 = zext nneg i32 %444 to i64
  %446 = add nuw nsw i32 %438, %297
  %447 = zext nneg i32 %446 to i64
  %448 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %447
  %449 = or disjoint i32 %293, 32
  %450 = add nuw nsw i32 %449, %294
  %451 = zext nneg i32 %450 to i64
  %452 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %451
  %453 = or disjoint i32 %289, 32
  %454 = xor i32 %453, %295
  %455 = or disjoint i32 %431, %454
  %456 = zext nneg i32 %455 to i64
  %457 = add nuw nsw i32 %449, %297
  %458 = zext nneg i32 %457 to i64
  %459 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %458
  %460 = or disjoint i32 %293, 48
  %461 = add nuw nsw i32 %460, %294
  %462 = zext nneg i32 %461 to i64
  %463 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %462
  %464 = or disjoint i32 %289, 48
  %465 = xor i32 %464, %295
  %466 = or disjoint i32 %431, %465
  %467 = zext nneg i32 %466 to i64
  %468 = add nuw nsw i32 %460, %297
  %469 = zext nneg i32 %468 to i64
  %470 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %469
  %471 = or disjoint i32 %293, 64
  %472 = add nuw nsw i32 %471, %294
  %473 = zext nneg i32 %472 to i64
  %474 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %473
  %475 = or disjoint i32 %288, %293
  %476 = or disjoint i32 %475, %284
  %477 = shl nuw nsw i32 %476, 6
  %478 = or disjoint i32 %477, 4096
  %479 = or disjoint i32 %478, %432
  %480 = zext nneg i32 %479 to i64
  %481 = add nuw nsw i32 %471, %297
  %482 = zext nneg i32 %481 to i64
  %483 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %482
  %484 = or disjoint i32 %293, 80
  %485 = add nuw nsw i32 %484, %294
  %486 = zext nneg i32 %485 to i64
  %487 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %486
  %488 = or disjoint i32 %478, %443
  %489 = zext nneg i32 %488 to i64
  %490 = add nuw nsw i32 %484, %297
  %491 = zext nneg i32 %490 to i64
  %492 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %491
  %493 = or disjoint i32 %293, 96
  %494 = add nuw nsw i32 %493, %294
  %495 = zext nneg i32 %494 to i64
  %496 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %495
  %497 = or disjoint i32 %478, %454
  %498 = zext nneg i32 %497 to i64
  %499 = add nuw nsw i32 %493, %297
  %500 = zext nneg i32 %499 to i64
  %501 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %500
  %502 = or disjoint i32 %293, 112
  %503 = add nuw nsw i32 %502, %294
  %504 = zext nneg i32 %503 to i64
  %505 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %504
  %506 = or disjoint i32 %478, %465
  %507 = zext nneg i32 %506 to i64
  %508 = add nuw nsw i32 %502, %297
  %509 = zext nneg i32 %508 to i64
  %510 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %509
  %511 = shl nuw nsw i32 %290, 7
  %.reass = or disjoint i32 %511, %invariant.op
  %512 = lshr exact i32 %.reass, 1
  %513 = zext nneg i32 %512 to i64
  %.reass110 = or i32 %511, %invariant.op109
  %514 = lshr exact i32 %.reass110, 1
  %515 = zext nneg i32 %514 to i64
  %516 = add nuw nsw i32 %293, %418
  %517 = zext nneg i32 %516 to i64
  %518 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %517
  %519 = add nuw nsw i32 %438, %408
  %520 = zext nneg i32 %519 to i64
  %521 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %520
  %522 = shl nuw nsw i32 %290, 7
  %523 = or disjoint i32 %522, 2048
  %.reass.1 = or disjoint i32 %523, %invariant.op
  %524 = lshr exact i32 %.reass.1, 1
  %525 = zext nneg i32 %524 to i64
  %.reass110.1 = or i32 %523, %invariant.op109
  %526 = lshr exact i32 %.reass110.1, 1
  %527 = zext nneg i32 %526 to i64
  %528 = add nuw nsw i32 %438, %418
  %529 = zext nneg i32 %528 to i64
  %530 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %529
  %531 = add nuw nsw i32 %449, %408
  %532 = zext nneg i32 %531 to i64
  %533 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %532
  %534 = shl nuw nsw i32 %290, 7
  %535 = or disjoint i32 %534, 4096
  %.reass.2 = or disjoint i32 %535, %invariant.op
  %536 = lshr exact i32 %.reass.2, 1
  %537 = zext nneg i32 %536 to i64
  %.reass110.2 = or i32 %535, %invariant.op109
  %538 = lshr exact i32 %.reass110.2, 1
  %539 = zext nneg i32 %538 to i64
  %540 = add nuw nsw i32 %449, %418
  %541 = zext nneg i32 %540 to i64
  %542 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %541
  %543 = add nuw nsw i32 %460, %408
  %544 = zext nneg i32 %543 to i64
  %545 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %544
  %546 = shl nuw nsw i32 %290, 7
  %547 = or disjoint i32 %546, 6144
  %.reass.3 = or disjoint i32 %547, %invariant.op
  %548 = lshr exact i32 %.reass.3, 1
  %549 = zext nneg i32 %548 to i64
  %.reass110.3 = or i32 %547, %invariant.op109
  %550 = lshr exact i32 %.reass110.3, 1
  %551 = zext nneg i32 %550 to i64
  %552 = add nuw nsw i32 %460, %418
  %553 = zext nneg i32 %552 to i64
  %554 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %553
  br label %555

555:                                              ; preds = %.lr.ph, %915
  %556 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1011, %915 ]
  %557 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1010, %915 ]
  %558 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1009, %915 ]
  %559 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1008, %915 ]
  %560 = phi float [ 0.000000e+00, %.lr.ph ], [ %1424, %915 ]
  %561 = phi float [ 0.000000e+00, %.lr.ph ], [ %1423, %915 ]
  %562 = phi float [ 0.000000e+00, %.lr.ph ], [ %1422, %915 ]
  %563 = phi float [ 0.000000e+00, %.lr.ph ], [ %1421, %915 ]
  %564 = phi float [ 0.000000e+00, %.lr.ph ], [ %1419, %915 ]
  %565 = phi float [ 0.000000e+00, %.lr.ph ], [ %1418, %915 ]
  %566 = phi float [ 0.000000e+00, %.lr.ph ], [ %1417, %915 ]
  %567 = phi float [ 0.000000e+00, %.lr.ph ], [ %1416, %915 ]
  %568 = phi float [ 0.000000e+00, %.lr.ph ], [ %1414, %915 ]
  %569 = phi float [ 0.000000e+00, %.lr.ph ], [ %1413, %915 ]
  %570 = phi float [ 0.000000e+00, %.lr.ph ], [ %1412, %915 ]
  %571 = phi float [ 0.000000e+00, %.lr.ph ], [ %1411, %915 ]
  %572 = phi float [ 0.000000e+00, %.lr.ph ], [ %1409, %915 ]
  %573 = phi float [ 0.000000e+00, %.lr.ph ], [ %1408, %915 ]
  %574 = phi float [ 0.000000e+00, %.lr.ph ], [ %1407, %915 ]
  %575 = phi float [ 0.000000e+00, %.lr.ph ], [ %1406, %915 ]
  %576 = phi float [ 0.000000e+00, %.lr.ph ], [ %1399, %915 ]
  %577 = phi float [ 0.000000e+00, %.lr.ph ], [ %1398, %915 ]
  %578 = phi float [ 0.000000e+00, %.lr.ph ], [ %1397, %915 ]
  %579 = phi float [ 0.000000e+00, %.lr.ph ], [ %1396, %915 ]
  %580 = phi float [ 0.000000e+00, %.lr.ph ], [ %1394, %915 ]
  %581 = phi float [ 0.000000e+00, %.lr.ph ], [ %1393, %915 ]
  %582 = phi float [ 0.000000e+00, %.lr.ph ], [ %1392, %915 ]
  %583 = phi float [ 0.000000e+00, %.lr.ph ], [ %1391, %915 ]
  %584 = phi float [ 0.000000e+00, %.lr.ph ], [ %1383, %915 ]
  %585 = phi float [ 0.000000e+00, %.lr.ph ], [ %1382, %915 ]
  %586 = phi float [ 0.000000e+00, %.lr.ph ], [ %1381, %915 ]
  %587 = phi float [ 0.000000e+00, %.lr.ph ], [ %1380, %915 ]
  %588 = phi float [ 0.000000e+00, %.lr.ph ], [ %1378, %915 ]
  %589 = phi float [ 0.000000e+00, %.lr.ph ], [ %1377, %915 ]
  %590 = phi float [ 0.000000e+00, %.lr.ph ], [ %1376, %915 ]
  %591 = phi float [ 0.000000e+00, %.lr.ph ], [ %1375, %915 ]
  %592 = phi float [ 0.000000e+00, %.lr.ph ], [ %1444, %915 ]
  %593 = phi float [ 0.000000e+00, %.lr.ph ], [ %1443, %915 ]
  %594 = phi float [ 0.000000e+00, %.lr.ph ], [ %1442, %915 ]
  %595 = phi float [ 0.000000e+00, %.lr.ph ], [ %1441, %915 ]
  %596 = phi i32 [ 0, %.lr.ph ], [ %893, %915 ]
  %597 = lshr exact i32 %596, 6
  %598 = urem i32 %597, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %599 = shl nuw nsw i32 %598, 14
  %600 = zext nneg i32 %599 to i64
  %601 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %600
  %602 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %428)
  %603 = extractvalue { i32, i32, i32, i32 } %602, 0
  %604 = extractvalue { i32, i32, i32, i32 } %602, 1
  %605 = extractvalue { i32, i32, i32, i32 } %602, 2
  %606 = extractvalue { i32, i32, i32, i32 } %602, 3
  %607 = getelementptr bfloat, ptr addrspace(3) %601, i64 %434
  %608 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %607)
  %609 = extractvalue { i32, i32, i32, i32 } %608, 0
  %610 = extractvalue { i32, i32, i32, i32 } %608, 1
  %611 = extractvalue { i32, i32, i32, i32 } %608, 2
  %612 = extractvalue { i32, i32, i32, i32 } %608, 3
  %613 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %603, i32 %604, i32 %605, i32 %606, i32 %609, i32 %610, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %614 = extractvalue { float, float, float, float } %613, 0
  %615 = extractvalue { float, float, float, float } %613, 1
  %616 = extractvalue { float, float, float, float } %613, 2
  %617 = extractvalue { float, float, float, float } %613, 3
  %618 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %603, i32 %604, i32 %605, i32 %606, i32 %611, i32 %612, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %619 = extractvalue { float, float, float, float } %618, 0
  %620 = extractvalue { float, float, float, float } %618, 1
  %621 = extractvalue { float, float, float, float } %618, 2
  %622 = extractvalue { float, float, float, float } %618, 3
  %623 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %437)
  %624 = extractvalue { i32, i32, i32, i32 } %623, 0
  %625 = extractvalue { i32, i32, i32, i32 } %623, 1
  %626 = extractvalue { i32, i32, i32, i32 } %623, 2
  %627 = extractvalue { i32, i32, i32, i32 } %623, 3
  %628 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %624, i32 %625, i32 %626, i32 %627, i32 %609, i32 %610, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %629 = extractvalue { float, float, float, float } %628, 0
  %630 = extractvalue { float, float, float, float } %628, 1
  %631 = extractvalue { float, float, float, float } %628, 2
  %632 = extractvalue { float, float, float, float } %628, 3
  %633 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %624, i32 %625, i32 %626, i32 %627, i32 %611, i32 %612, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %634 = extractvalue { float, float, float, float } %633, 0
  %635 = extractvalue { float, float, float, float } %633, 1
  %636 = extractvalue { float, float, float, float } %633, 2
  %637 = extractvalue { float, float, float, float } %633, 3
  %638 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %441)
  %639 = extractvalue { i32, i32, i32, i32 } %638, 0
  %640 = extractvalue { i32, i32, i32, i32 } %638, 1
  %641 = extractvalue { i32, i32, i32, i32 } %638, 2
  %642 = extractvalue { i32, i32, i32, i32 } %638, 3
  %643 = getelementptr bfloat, ptr addrspace(3) %601, i64 %445
  %644 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %643)
  %645 = extractvalue { i32, i32, i32, i32 } %644, 0
  %646 = extractvalue { i32, i32, i32, i32 } %644, 1
  %647 = extractvalue { i32, i32, i32, i32 } %644, 2
  %648 = extractvalue { i32, i32, i32, i32 } %644, 3
  %649 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %639, i32 %640, i32 %641, i32 %642, i32 %645, i32 %646, float %614, float %615, float %616, float %617) #7
  %650 = extractvalue { float, float, float, float } %649, 0
  %651 = extractvalue { float, float, float, float } %649, 1
  %652 = extractvalue { float, float, float, float } %649, 2
  %653 = extractvalue { float, float, float, float } %649, 3
  %654 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %639, i32 %640, i32 %641, i32 %642, i32 %647, i32 %648, float %619, float %620, float %621, float %622) #7
  %655 = extractvalue { float, float, float, float } %654, 0
  %656 = extractvalue { float, float, float, float } %654, 1
  %657 = extractvalue { float, float, float, float } %654, 2
  %658 = extractvalue { float, float, float, float } %654, 3
  %659 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %448)
  %660 = extractvalue { i32, i32, i32, i32 } %659, 0
  %661 = extractvalue { i32, i32, i32, i32 } %659, 1
  %662 = extractvalue { i32, i32, i32, i32 } %659, 2
  %663 = extractvalue { i32, i32, i32, i32 } %659, 3
  %664 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %660, i32 %661, i32 %662, i32 %663, i32 %645, i32 %646, float %629, float %630, float %631, float %632) #7
  %665 = extractvalue { float, float, float, float } %664, 0
  %666 = extractvalue { float, float, float, float } %664, 1
  %667 = extractvalue { float, float, float, float } %664, 2
  %668 = extractvalue { float, float, float, float } %664, 3
  %669 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %660, i32 %661, i32 %662, i32 %663, i32 %647, i32 %648, float %634, float %635, float %636, float %637) #7
  %670 = extractvalue { float, float, float, float } %669, 0
  %671 = extractvalue { float, float, float, float } %669, 1
  %672 = extractvalue { float, float, float, float } %669, 2
  %673 = extractvalue { float, float, float, float } %669, 3
  %674 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %452)
  %675 = extractvalue { i32, i32, i32, i32 } %674, 0
  %676 = extractvalue { i32, i32, i32, i32 } %674, 1
  %677 = extractvalue { i32, i32, i32, i32 } %674, 2
  %678 = extractvalue { i32, i32, i32, i32 } %674, 3
  %679 = getelementptr bfloat, ptr addrspace(3) %601, i64 %456
  %680 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %679)
  %681 = extractvalue { i32, i32, i32, i32 } %680, 0
  %682 = extractvalue { i32, i32, i32, i32 } %680, 1
  %683 = extractvalue { i32, i32, i32, i32 } %680, 2
  %684 = extractvalue { i32, i32, i32, i32 } %680, 3
  %685 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %675, i32 %676, i32 %677, i32 %678, i32 %681, i32 %682, float %650, float %651, float %652, float %653) #7
  %686 = extractvalue { float, float, float, float } %685, 0
  %687 = extractvalue { float, float, float, float } %685, 1
  %688 = extractvalue { float, float, float, float } %685, 2
  %689 = extractvalue { float, float, float, float } %685, 3
  %690 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %675, i32 %676, i32 %677, i32 %678, i32 %683, i32 %684, float %655, float %656, float %657, float %658) #7
  %691 = extractvalue { float, float, float, float } %690, 0
  %692 = extractvalue { float, float, float, float } %690, 1
  %693 = extractvalue { float, float, float, float } %690, 2
  %694 = extractvalue { float, float, float, float } %690, 3
  %695 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %459)
  %696 = extractvalue { i32, i32, i32, i32 } %695, 0
  %697 = extractvalue { i32, i32, i32, i32 } %695, 1
  %698 = extractvalue { i32, i32, i32, i32 } %695, 2
  %699 = extractvalue { i32, i32, i32, i32 } %695, 3
  %700 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %696, i32 %697, i32 %698, i32 %699, i32 %681, i32 %682, float %665, float %666, float %667, float %668) #7
  %701 = extractvalue { float, float, float, float } %700, 0
  %702 = extractvalue { float, float, float, float } %700, 1
  %703 = extractvalue { float, float, float, float } %700, 2
  %704 = extractvalue { float, float, float, float } %700, 3
  %705 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %696, i32 %697, i32 %698, i32 %699, i32 %683, i32 %684, float %670, float %671, float %672, float %673) #7
  %706 = extractvalue { float, float, float, float } %705, 0
  %707 = extractvalue { float, float, float, float } %705, 1
  %708 = extractvalue { float, float, float, float } %705, 2
  %709 = extractvalue { float, float, float, float } %705, 3
  %710 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %463)
  %711 = extractvalue { i32, i32, i32, i32 } %710, 0
  %712 = extractvalue { i32, i32, i32, i32 } %710, 1
  %713 = extractvalue { i32, i32, i32, i32 } %710, 2
  %714 = extractvalue { i32, i32, i32, i32 } %710, 3
  %715 = getelementptr bfloat, ptr addrspace(3) %601, i64 %467
  %716 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %715)
  %717 = extractvalue { i32, i32, i32, i32 } %716, 0
  %718 = extractvalue { i32, i32, i32, i32 } %716, 1
  %719 = extractvalue { i32, i32, i32, i32 } %716, 2
  %720 = extractvalue { i32, i32, i32, i32 } %716, 3
  %721 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %711, i32 %712, i32 %713, i32 %714, i32 %717, i32 %718, float %686, float %687, float %688, float %689) #7
  %722 = extractvalue { float, float, float, float } %721, 0
  %723 = extractvalue { float, float, float, float } %721, 1
  %724 = extractvalue { float, float, float, float } %721, 2
  %725 = extractvalue { float, float, float, float } %721, 3
  %726 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %711, i32 %712, i32 %713, i32 %714, i32 %719, i32 %720, float %691, float %692, float %693, float %694) #7
  %727 = extractvalue { float, float, float, float } %726, 0
  %728 = extractvalue { float, float, float, float } %726, 1
  %729 = extractvalue { float, float, float, float } %726, 2
  %730 = extractvalue { float, float, float, float } %726, 3
  %731 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %470)
  %732 = extractvalue { i32, i32, i32, i32 } %731, 0
  %733 = extractvalue { i32, i32, i32, i32 } %731, 1
  %734 = extractvalue { i32, i32, i32, i32 } %731, 2
  %735 = extractvalue { i32, i32, i32, i32 } %731, 3
  %736 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %732, i32 %733, i32 %734, i32 %735, i32 %717, i32 %718, float %701, float %702, float %703, float %704) #7
  %737 = extractvalue { float, float, float, float } %736, 0
  %738 = extractvalue { float, float, float, float } %736, 1
  %739 = extractvalue { float, float, float, float } %736, 2
  %740 = extractvalue { float, float, float, float } %736, 3
  %741 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %732, i32 %733, i32 %734, i32 %735, i32 %719, i32 %720, float %706, float %707, float %708, float %709) #7
  %742 = extractvalue { float, float, float, float } %741, 0
  %743 = extractvalue { float, float, float, float } %741, 1
  %744 = extractvalue { float, float, float, float } %741, 2
  %745 = extractvalue { float, float, float, float } %741, 3
  %746 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %474)
  %747 = extractvalue { i32, i32, i32, i32 } %746, 0
  %748 = extractvalue { i32, i32, i32, i32 } %746, 1
  %749 = extractvalue { i32, i32, i32, i32 } %746, 2
  %750 = extractvalue { i32, i32, i32, i32 } %746, 3
  %751 = getelementptr bfloat, ptr addrspace(3) %601, i64 %480
  %752 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %751)
  %753 = extractvalue { i32, i32, i32, i32 } %752, 0
  %754 = extractvalue { i32, i32, i32, i32 } %752, 1
  %755 = extractvalue { i32, i32, i32, i32 } %752, 2
  %756 = extractvalue { i32, i32, i32, i32 } %752, 3
  %757 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %747, i32 %748, i32 %749, i32 %750, i32 %753, i32 %754, float %722, float %723, float %724, float %725) #7
  %758 = extractvalue { float, float, float, float } %757, 0
  %759 = extractvalue { float, float, float, float } %757, 1
  %760 = extractvalue { float, float, float, float } %757, 2
  %761 = extractvalue { float, float, float, float } %757, 3
  %762 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %747, i32 %748, i32 %749, i32 %750, i32 %755, i32 %756, float %727, float %728, float %729, float %730) #7
  %763 = extractvalue { float, float, float, float } %762, 0
  %764 = extractvalue { float, float, float, float } %762, 1
  %765 = extractvalue { float, float, float, float } %762, 2
  %766 = extractvalue { float, float, float, float } %762, 3
  %767 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %483)
  %768 = extractvalue { i32, i32, i32, i32 } %767, 0
  %769 = extractvalue { i32, i32, i32, i32 } %767, 1
  %770 = extractvalue { i32, i32, i32, i32 } %767, 2
  %771 = extractvalue { i32, i32, i32, i32 } %767, 3
  %772 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %768, i32 %769, i32 %770, i32 %771, i32 %753, i32 %754, float %737, float %738, float %739, float %740) #7
  %773 = extractvalue { float, float, float, float } %772, 0
  %774 = extractvalue { float, float, float, float } %772, 1
  %775 = extractvalue { float, float, float, float } %772, 2
  %776 = extractvalue { float, float, float, float } %772, 3
  %777 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %768, i32 %769, i32 %770, i32 %771, i32 %755, i32 %756, float %742, float %743, float %744, float %745) #7
  %778 = extractvalue { float, float, float, float } %777, 0
  %779 = extractvalue { float, float, float, float } %777, 1
  %780 = extractvalue { float, float, float, float } %777, 2
  %781 = extractvalue { float, float, float, float } %777, 3
  %782 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %487)
  %783 = extractvalue { i32, i32, i32, i32 } %782, 0
  %784 = extractvalue { i32, i32, i32, i32 } %782, 1
  %785 = extractvalue { i32, i32, i32, i32 } %782, 2
  %786 = extractvalue { i32, i32, i32, i32 } %782, 3
  %787 = getelementptr bfloat, ptr addrspace(3) %601, i64 %489
  %788 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %787)
  %789 = extractvalue { i32, i32, i32, i32 } %788, 0
  %790 = extractvalue { i32, i32, i32, i32 } %788, 1
  %791 = extractvalue { i32, i32, i32, i32 } %788, 2
  %792 = extractvalue { i32, i32, i32, i32 } %788, 3
  %793 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %789, i32 %790, float %758, float %759, float %760, float %761) #7
  %794 = extractvalue { float, float, float, float } %793, 0
  %795 = extractvalue { float, float, float, float } %793, 1
  %796 = extractvalue { float, float, float, float } %793, 2
  %797 = extractvalue { float, float, float, float } %793, 3
  %798 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %783, i32 %784, i32 %785, i32 %786, i32 %791, i32 %792, float %763, float %764, float %765, float %766) #7
  %799 = extractvalue { float, float, float, float } %798, 0
  %800 = extractvalue { float, float, float, float } %798, 1
  %801 = extractvalue { float, float, float, float } %798, 2
  %802 = extractvalue { float, float, float, float } %798, 3
  %803 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %492)
  %804 = extractvalue { i32, i32, i32, i32 } %803, 0
  %805 = extractvalue { i32, i32, i32, i32 } %803, 1
  %806 = extractvalue { i32, i32, i32, i32 } %803, 2
  %807 = extractvalue { i32, i32, i32, i32 } %803, 3
  %808 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %804, i32 %805, i32 %806, i32 %807, i32 %789, i32 %790, float %773, float %774, float %775, float %776) #7
  %809 = extractvalue { float, float, float, float } %808, 0
  %810 = extractvalue { float, float, float, float } %808, 1
  %811 = extractvalue { float, float, float, float } %808, 2
  %812 = extractvalue { float, float, float, float } %808, 3
  %813 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %804, i32 %805, i32 %806, i32 %807, i32 %791, i32 %792, float %778, float %779, float %780, float %781) #7
  %814 = extractvalue { float, float, float, float } %813, 0
  %815 = extractvalue { float, float, float, float } %813, 1
  %816 = extractvalue { float, float, float, float } %813, 2
  %817 = extractvalue { float, float, float, float } %813, 3
  %818 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %496)
  %819 = extractvalue { i32, i32, i32, i32 } %818, 0
  %820 = extractvalue { i32, i32, i32, i32 } %818, 1
  %821 = extractvalue { i32, i32, i32, i32 } %818, 2
  %822 = extractvalue { i32, i32, i32, i32 } %818, 3
  %823 = getelementptr bfloat, ptr addrspace(3) %601, i64 %498
  %824 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %823)
  %825 = extractvalue { i32, i32, i32, i32 } %824, 0
  %826 = extractvalue { i32, i32, i32, i32 } %824, 1
  %827 = extractvalue { i32, i32, i32, i32 } %824, 2
  %828 = extractvalue { i32, i32, i32, i32 } %824, 3
  %829 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %819, i32 %820, i32 %821, i32 %822, i32 %825, i32 %826, float %794, float %795, float %796, float %797) #7
  %830 = extractvalue { float, float, float, float } %829, 0
  %831 = extractvalue { float, float, float, float } %829, 1
  %832 = extractvalue { float, float, float, float } %829, 2
  %833 = extractvalue { float, float, float, float } %829, 3
  %834 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %819, i32 %820, i32 %821, i32 %822, i32 %827, i32 %828, float %799, float %800, float %801, float %802) #7
  %835 = extractvalue { float, float, float, float } %834, 0
  %836 = extractvalue { float, float, float, float } %834, 1
  %837 = extractvalue { float, float, float, float } %834, 2
  %838 = extractvalue { float, float, float, float } %834, 3
  %839 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %501)
  %840 = extractvalue { i32, i32, i32, i32 } %839, 0
  %841 = extractvalue { i32, i32, i32, i32 } %839, 1
  %842 = extractvalue { i32, i32, i32, i32 } %839, 2
  %843 = extractvalue { i32, i32, i32, i32 } %839, 3
  %844 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %840, i32 %841, i32 %842, i32 %843, i32 %825, i32 %826, float %809, float %810, float %811, float %812) #7
  %845 = extractvalue { float, float, float, float } %844, 0
  %846 = extractvalue { float, float, float, float } %844, 1
  %847 = extractvalue { float, float, float, float } %844, 2
  %848 = extractvalue { float, float, float, float } %844, 3
  %849 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %840, i32 %841, i32 %842, i32 %843, i32 %827, i32 %828, float %814, float %815, float %816, float %817) #7
  %850 = extractvalue { float, float, float, float } %849, 0
  %851 = extractvalue { float, float, float, float } %849, 1
  %852 = extractvalue { float, float, float, float } %849, 2
  %853 = extractvalue { float, float, float, float } %849, 3
  %854 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %505)
  %855 = extractvalue { i32, i32, i32, i32 } %854, 0
  %856 = extractvalue { i32, i32, i32, i32 } %854, 1
  %857 = extractvalue { i32, i32, i32, i32 } %854, 2
  %858 = extractvalue { i32, i32, i32, i32 } %854, 3
  %859 = getelementptr bfloat, ptr addrspace(3) %601, i64 %507
  %860 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %859)
  %861 = extractvalue { i32, i32, i32, i32 } %860, 0
  %862 = extractvalue { i32, i32, i32, i32 } %860, 1
  %863 = extractvalue { i32, i32, i32, i32 } %860, 2
  %864 = extractvalue { i32, i32, i32, i32 } %860, 3
  %865 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %855, i32 %856, i32 %857, i32 %858, i32 %861, i32 %862, float %830, float %831, float %832, float %833) #7
  %866 = extractvalue { float, float, float, float } %865, 0
  %867 = extractvalue { float, float, float, float } %865, 1
  %868 = extractvalue { float, float, float, float } %865, 2
  %869 = extractvalue { float, float, float, float } %865, 3
  %870 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %855, i32 %856, i32 %857, i32 %858, i32 %863, i32 %864, float %835, float %836, float %837, float %838) #7
  %871 = extractvalue { float, float, float, float } %870, 0
  %872 = extractvalue { float, float, float, float } %870, 1
  %873 = extractvalue { float, float, float, float } %870, 2
  %874 = extractvalue { float, float, float, float } %870, 3
  %875 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %510)
  %876 = extractvalue { i32, i32, i32, i32 } %875, 0
  %877 = extractvalue { i32, i32, i32, i32 } %875, 1
  %878 = extractvalue { i32, i32, i32, i32 } %875, 2
  %879 = extractvalue { i32, i32, i32, i32 } %875, 3
  %880 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %876, i32 %877, i32 %878, i32 %879, i32 %861, i32 %862, float %845, float %846, float %847, float %848) #7
  %881 = extractvalue { float, float, float, float } %880, 0
  %882 = extractvalue { float, float, float, float } %880, 1
  %883 = extractvalue { float, float, float, float } %880, 2
  %884 = extractvalue { float, float, float, float } %880, 3
  %885 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %876, i32 %877, i32 %878, i32 %879, i32 %863, i32 %864, float %850, float %851, float %852, float %853) #7
  %886 = extractvalue { float, float, float, float } %885, 0
  %887 = extractvalue { float, float, float, float } %885, 1
  %888 = extractvalue { float, float, float, float } %885, 2
  %889 = extractvalue { float, float, float, float } %885, 3
  %890 = add nuw i32 %596, 128
  %891 = add nuw nsw i32 %597, 2
  %892 = urem i32 %891, 3
  %893 = add nuw nsw i32 %596, 64
  %.not214 = icmp slt i32 %596, %13
  br i1 %.not214, label %915, label %894

894:                                              ; preds = %555
  %895 = or disjoint i32 %302, %596
  %.not = icmp sgt i32 %895, %304
  %896 = or disjoint i32 %306, %596
  %.not5 = icmp sgt i32 %896, %304
  %.not6 = icmp sgt i32 %895, %309
  %.not7 = icmp sgt i32 %896, %309
  %897 = or disjoint i32 %311, %596
  %.not8 = icmp sgt i32 %897, %304
  %898 = or disjoint i32 %312, %596
  %.not9 = icmp sgt i32 %898, %304
  %.not10 = icmp sgt i32 %897, %309
  %.not11 = icmp sgt i32 %898, %309
  %.not12 = icmp sgt i32 %895, %313
  %.not13 = icmp sgt i32 %896, %313
  %.not14 = icmp sgt i32 %895, %315
  %.not15 = icmp sgt i32 %896, %315
  %.not16 = icmp sgt i32 %897, %313
  %.not17 = icmp sgt i32 %898, %313
  %.not18 = icmp sgt i32 %897, %315
  %.not19 = icmp sgt i32 %898, %315
  %899 = select i1 %.not, float 0xFFF0000000000000, float %866
  %900 = select i1 %.not5, float 0xFFF0000000000000, float %867
  %901 = select i1 %.not6, float 0xFFF0000000000000, float %868
  %902 = select i1 %.not7, float 0xFFF0000000000000, float %869
  %903 = select i1 %.not8, float 0xFFF0000000000000, float %871
  %904 = select i1 %.not9, float 0xFFF0000000000000, float %872
  %905 = select i1 %.not10, float 0xFFF0000000000000, float %873
  %906 = select i1 %.not11, float 0xFFF0000000000000, float %874
  %907 = select i1 %.not12, float 0xFFF0000000000000, float %881
  %908 = select i1 %.not13, float 0xFFF0000000000000, float %882
  %909 = select i1 %.not14, float 0xFFF0000000000000, float %883
  %910 = select i1 %.not15, float 0xFFF0000000000000, float %884
  %911 = select i1 %.not16, float 0xFFF0000000000000, float %886
  %912 = select i1 %.not17, float 0xFFF0000000000000, float %887
  %913 = select i1 %.not18, float 0xFFF0000000000000, float %888
  %914 = select i1 %.not19, float 0xFFF0000000000000, float %889
  br label %915

915:                                              ; preds = %894, %555
  %916 = phi float [ %899, %894 ], [ %866, %555 ]
  %917 = phi float [ %900, %894 ], [ %867, %555 ]
  %918 = phi float [ %901, %894 ], [ %868, %555 ]
  %919 = phi float [ %902, %894 ], [ %869, %555 ]
  %920 = phi float [ %903, %894 ], [ %871, %555 ]
  %921 = phi float [ %904, %894 ], [ %872, %555 ]
  %922 = phi float [ %905, %894 ], [ %873, %555 ]
  %923 = phi float [ %906, %894 ], [ %874, %555 ]
  %924 = phi float [ %907, %894 ], [ %881, %555 ]
  %925 = phi float [ %908, %894 ], [ %882, %555 ]
  %926 = phi float [ %909, %894 ], [ %883, %555 ]
  %927 = phi float [ %910, %894 ], [ %884, %555 ]
  %928 = phi float [ %911, %894 ], [ %886, %555 ]
  %929 = phi float [ %912, %894 ], [ %887, %555 ]
  %930 = phi float [ %913, %894 ], [ %888, %555 ]
  %931 = phi float [ %914, %894 ], [ %889, %555 ]
  %932 = tail call float @llvm.maxnum.f32(float %916, float %917)
  %933 = tail call float @llvm.maxnum.f32(float %918, float %919)
  %934 = tail call float @llvm.maxnum.f32(float %932, float %920)
  %935 = tail call float @llvm.maxnum.f32(float %934, float %921)
  %936 = tail call float @llvm.maxnum.f32(float %933, float %922)
  %937 = tail call float @llvm.maxnum.f32(float %936, float %923)
  %938 = tail call float @llvm.maxnum.f32(float %924, float %925)
  %939 = tail call float @llvm.maxnum.f32(float %926, float %927)
  %940 = tail call float @llvm.maxnum.f32(float %938, float %928)
  %941 = tail call float @llvm.maxnum.f32(float %940, float %929)
  %942 = tail call float @llvm.maxnum.f32(float %939, float %930)
  %943 = tail call float @llvm.maxnum.f32(float %942, float %931)
  %944 = bitcast float %935 to i32
  %945 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %944, i32 2, i32 31)
  %946 = bitcast i32 %945 to float
  %947 = tail call float @llvm.maxnum.f32(float %935, float %946)
  %948 = bitcast float %937 to i32
  %949 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %948, i32 2, i32 31)
  %950 = bitcast i32 %949 to float
  %951 = tail call float @llvm.maxnum.f32(float %937, float %950)
  %952 = bitcast float %941 to i32
  %953 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %952, i32 2, i32 31)
  %954 = bitcast i32 %953 to float
  %955 = tail call float @llvm.maxnum.f32(float %941, float %954)
  %956 = bitcast float %943 to i32
  %957 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %956, i32 2, i32 31)
  %958 = bitcast i32 %957 to float
  %959 = tail call float @llvm.maxnum.f32(float %943, float %958)
  %960 = bitcast float %947 to i32
  %961 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %960, i32 1, i32 31)
  %962 = bitcast i32 %961 to float
  %963 = tail call float @llvm.maxnum.f32(float %947, float %962)
  %964 = bitcast float %951 to i32
  %965 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %964, i32 1, i32 31)
  %966 = bitcast i32 %965 to float
  %967 = tail call float @llvm.maxnum.f32(float %951, float %966)
  %968 = bitcast float %955 to i32
  %969 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %968, i32 1, i32 31)
  %970 = bitcast i32 %969 to float
  %971 = tail call float @llvm.maxnum.f32(float %955, float %970)
  %972 = bitcast float %959 to i32
  %973 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %972, i32 1, i32 31)
  %974 = bitcast i32 %973 to float
  %975 = tail call float @llvm.maxnum.f32(float %959, float %974)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %963, ptr addrspace(3) %323, align 4
  store float %967, ptr addrspace(3) %327, align 4
  store float %971, ptr addrspace(3) %331, align 4
  store float %975, ptr addrspace(3) %335, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %976 = load float, ptr addrspace(3) %337, align 16
  %977 = load float, ptr addrspace(3) %338, align 4
  %978 = tail call float @llvm.maxnum.f32(float %976, float %977)
  %979 = load float, ptr addrspace(3) %339, align 8
  %980 = tail call float @llvm.maxnum.f32(float %978, float %979)
  %981 = load float, ptr addrspace(3) %340, align 4
  %982 = tail call float @llvm.maxnum.f32(float %980, float %981)
  %983 = load float, ptr addrspace(3) %342, align 16
  %984 = load float, ptr addrspace(3) %343, align 4
  %985 = tail call float @llvm.maxnum.f32(float %983, float %984)
  %986 = load float, ptr addrspace(3) %344, align 8
  %987 = tail call float @llvm.maxnum.f32(float %985, float %986)
  %988 = load float, ptr addrspace(3) %345, align 4
  %989 = tail call float @llvm.maxnum.f32(float %987, float %988)
  %990 = load float, ptr addrspace(3) %347, align 16
  %991 = load float, ptr addrspace(3) %348, align 4
  %992 = tail call float @llvm.maxnum.f32(float %990, float %991)
  %993 = load float, ptr addrspace(3) %349, align 8
  %994 = tail call float @llvm.maxnum.f32(float %992, float %993)
  %995 = load float, ptr addrspace(3) %350, align 4
  %996 = tail call float @llvm.maxnum.f32(float %994, float %995)
  %997 = load float, ptr addrspace(3) %352, align 16
  %998 = load float, ptr addrspace(3) %353, align 4
  %999 = tail call float @llvm.maxnum.f32(float %997, float %998)
  %1000 = load float, ptr addrspace(3) %354, align 8
  %1001 = tail call float @llvm.maxnum.f32(float %999, float %1000)
  %1002 = load float, ptr addrspace(3) %355, align 4
  %1003 = tail call float @llvm.maxnum.f32(float %1001, float %1002)
  %1004 = fmul float %87, %982
  %1005 = fmul float %87, %989
  %1006 = fmul float %87, %996
  %1007 = fmul float %87, %1003
  %1008 = tail call float @llvm.maxnum.f32(float %559, float %1004)
  %1009 = tail call float @llvm.maxnum.f32(float %558, float %1005)
  %1010 = tail call float @llvm.maxnum.f32(float %557, float %1006)
  %1011 = tail call float @llvm.maxnum.f32(float %556, float %1007)
  %1012 = fmul float %87, %916
  %1013 = fmul float %87, %917
  %1014 = fmul float %87, %918
  %1015 = fmul float %87, %919
  %1016 = fmul float %87, %920
  %1017 = fmul float %87, %921
  %1018 = fmul float %87, %922
  %1019 = fmul float %87, %923
  %1020 = fmul float %87, %924
  %1021 = fmul float %87, %925
  %1022 = fmul float %87, %926
  %1023 = fmul float %87, %927
  %1024 = fmul float %87, %928
  %1025 = fmul float %87, %929
  %1026 = fmul float %87, %930
  %1027 = fmul float %87, %931
  %1028 = fsub float %1012, %1008
  %1029 = fsub float %1013, %1008
  %1030 = fsub float %1014, %1009
  %1031 = fsub float %1015, %1009
  %1032 = fsub float %1016, %1008
  %1033 = fsub float %1017, %1008
  %1034 = fsub float %1018, %1009
  %1035 = fsub float %1019, %1009
  %1036 = fsub float %1020, %1010
  %1037 = fsub float %1021, %1010
  %1038 = fsub float %1022, %1011
  %1039 = fsub float %1023, %1011
  %1040 = fsub float %1024, %1010
  %1041 = fsub float %1025, %1010
  %1042 = fsub float %1026, %1011
  %1043 = fsub float %1027, %1011
  %1044 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1028)
  %1045 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1029)
  %1046 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1030)
  %1047 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1031)
  %1048 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1032)
  %1049 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1033)
  %1050 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1034)
  %1051 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1035)
  %1052 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1036)
  %1053 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1037)
  %1054 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1038)
  %1055 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1039)
  %1056 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1040)
  %1057 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1041)
  %1058 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1042)
  %1059 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1043)
  %1060 = fsub float %559, %1008
  %1061 = fsub float %558, %1009
  %1062 = fsub float %557, %1010
  %1063 = fsub float %556, %1011
  %1064 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1060)
  %1065 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1061)
  %1066 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1062)
  %1067 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %1063)
  %1068 = fadd float %1044, %1045
  %1069 = fadd float %1046, %1047
  %1070 = fadd float %1068, %1048
  %1071 = fadd float %1070, %1049
  %1072 = fadd float %1069, %1050
  %1073 = fadd float %1072, %1051
  %1074 = fadd float %1052, %1053
  %1075 = fadd float %1054, %1055
  %1076 = fadd float %1074, %1056
  %1077 = fadd float %1076, %1057
  %1078 = fadd float %1075, %1058
  %1079 = fadd float %1078, %1059
  %1080 = bitcast float %1071 to i32
  %1081 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1080, i32 2, i32 31)
  %1082 = bitcast i32 %1081 to float
  %1083 = fadd float %1071, %1082
  %1084 = bitcast float %1073 to i32
  %1085 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1084, i32 2, i32 31)
  %1086 = bitcast i32 %1085 to float
  %1087 = fadd float %1073, %1086
  %1088 = bitcast float %1077 to i32
  %1089 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1088, i32 2, i32 31)
  %1090 = bitcast i32 %1089 to float
  %1091 = fadd float %1077, %1090
  %1092 = bitcast float %1079 to i32
  %1093 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1092, i32 2, i32 31)
  %1094 = bitcast i32 %1093 to float
  %1095 = fadd float %1079, %1094
  %1096 = bitcast float %1083 to i32
  %1097 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1096, i32 1, i32 31)
  %1098 = bitcast i32 %1097 to float
  %1099 = fadd float %1083, %1098
  %1100 = bitcast float %1087 to i32
  %1101 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1100, i32 1, i32 31)
  %1102 = bitcast i32 %1101 to float
  %1103 = fadd float %1087, %1102
  %1104 = bitcast float %1091 to i32
  %1105 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1104, i32 1, i32 31)
  %1106 = bitcast i32 %1105 to float
  %1107 = fadd float %1091, %1106
  %1108 = bitcast float %1095 to i32
  %1109 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1108, i32 1, i32 31)
  %1110 = bitcast i32 %1109 to float
  %1111 = fadd float %1095, %1110
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1099, ptr addrspace(3) %323, align 4
  store float %1103, ptr addrspace(3) %327, align 4
  store float %1107, ptr addrspace(3) %331, align 4
  store float %1111, ptr addrspace(3) %335, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1112 = load float, ptr addrspace(3) %337, align 16
  %1113 = load float, ptr addrspace(3) %338, align 4
  %1114 = load float, ptr addrspace(3) %339, align 8
  %1115 = load float, ptr addrspace(3) %340, align 4
  %1116 = load float, ptr addrspace(3) %342, align 16
  %1117 = load float, ptr addrspace(3) %343, align 4
  %1118 = load float, ptr addrspace(3) %344, align 8
  %1119 = load float, ptr addrspace(3) %345, align 4
  %1120 = load float, ptr addrspace(3) %347, align 16
  %1121 = load float, ptr addrspace(3) %348, align 4
  %1122 = load float, ptr addrspace(3) %349, align 8
  %1123 = load float, ptr addrspace(3) %350, align 4
  %1124 = load float, ptr addrspace(3) %352, align 16
  %1125 = load float, ptr addrspace(3) %353, align 4
  %1126 = load float, ptr addrspace(3) %354, align 8
  %1127 = load float, ptr addrspace(3) %355, align 4
  %1128 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %600
  %1129 = fptrunc float %1044 to bfloat
  %1130 = fptrunc float %1045 to bfloat
  %1131 = fptrunc float %1046 to bfloat
  %1132 = fptrunc float %1047 to bfloat
  %1133 = fptrunc float %1048 to bfloat
  %1134 = fptrunc float %1049 to bfloat
  %1135 = fptrunc float %1050 to bfloat
  %1136 = fptrunc float %1051 to bfloat
  %1137 = fptrunc float %1052 to bfloat
  %1138 = fptrunc float %1053 to bfloat
  %1139 = fptrunc float %1054 to bfloat
  %1140 = fptrunc float %1055 to bfloat
  %1141 = fptrunc float %1056 to bfloat
  %1142 = fptrunc float %1057 to bfloat
  %1143 = fptrunc float %1058 to bfloat
  %1144 = fptrunc float %1059 to bfloat
  %1145 = fmul float %591, %1064
  %1146 = fmul float %590, %1064
  %1147 = fmul float %589, %1065
  %1148 = fmul float %588, %1065
  %1149 = fmul float %587, %1064
  %1150 = fmul float %586, %1064
  %1151 = fmul float %585, %1065
  %1152 = fmul float %584, %1065
  %1153 = fmul float %583, %1064
  %1154 = fmul float %582, %1064
  %1155 = fmul float %581, %1065
  %1156 = fmul float %580, %1065
  %1157 = fmul float %579, %1064
  %1158 = fmul float %578, %1064
  %1159 = fmul float %577, %1065
  %1160 = fmul float %576, %1065
  %1161 = fmul float %575, %1066
  %1162 = fmul float %574, %1066
  %1163 = fmul float %573, %1067
  %1164 = fmul float %572, %1067
  %1165 = fmul float %571, %1066
  %1166 = fmul float %570, %1066
  %1167 = fmul float %569, %1067
  %1168 = fmul float %568, %1067
  %1169 = fmul float %567, %1066
  %1170 = fmul float %566, %1066
  %1171 = fmul float %565, %1067
  %1172 = fmul float %564, %1067
  %1173 = fmul float %563, %1066
  %1174 = fmul float %562, %1066
  %1175 = fmul float %561, %1067
  %1176 = fmul float %560, %1067
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store bfloat %1129, ptr addrspace(3) %359, align 4
  store bfloat %1130, ptr addrspace(3) %362, align 2
  store bfloat %1131, ptr addrspace(3) %366, align 4
  store bfloat %1132, ptr addrspace(3) %369, align 2
  store bfloat %1133, ptr addrspace(3) %372, align 4
  store bfloat %1134, ptr addrspace(3) %375, align 2
  store bfloat %1135, ptr addrspace(3) %378, align 4
  store bfloat %1136, ptr addrspace(3) %381, align 2
  store bfloat %1137, ptr addrspace(3) %385, align 4
  store bfloat %1138, ptr addrspace(3) %388, align 2
  store bfloat %1139, ptr addrspace(3) %392, align 4
  store bfloat %1140, ptr addrspace(3) %395, align 2
  store bfloat %1141, ptr addrspace(3) %398, align 4
  store bfloat %1142, ptr addrspace(3) %401, align 2
  store bfloat %1143, ptr addrspace(3) %404, align 4
  store bfloat %1144, ptr addrspace(3) %407, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1177 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %425)
  %1178 = extractvalue { i32, i32, i32, i32 } %1177, 0
  %1179 = extractvalue { i32, i32, i32, i32 } %1177, 1
  %1180 = extractvalue { i32, i32, i32, i32 } %1177, 2
  %1181 = extractvalue { i32, i32, i32, i32 } %1177, 3
  %1182 = getelementptr bfloat, ptr addrspace(3) %1128, i64 %513
  %1183 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1182)
  %1184 = extractvalue { i32, i32, i32, i32 } %1183, 0
  %1185 = extractvalue { i32, i32, i32, i32 } %1183, 1
  %1186 = extractvalue { i32, i32, i32, i32 } %1183, 2
  %1187 = extractvalue { i32, i32, i32, i32 } %1183, 3
  %1188 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1178, i32 %1179, i32 %1180, i32 %1181, i32 %1184, i32 %1185, float %1145, float %1146, float %1147, float %1148) #7
  %1189 = extractvalue { float, float, float, float } %1188, 0
  %1190 = extractvalue { float, float, float, float } %1188, 1
  %1191 = extractvalue { float, float, float, float } %1188, 2
  %1192 = extractvalue { float, float, float, float } %1188, 3
  %1193 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1178, i32 %1179, i32 %1180, i32 %1181, i32 %1186, i32 %1187, float %1149, float %1150, float %1151, float %1152) #7
  %1194 = extractvalue { float, float, float, float } %1193, 0
  %1195 = extractvalue { float, float, float, float } %1193, 1
  %1196 = extractvalue { float, float, float, float } %1193, 2
  %1197 = extractvalue { float, float, float, float } %1193, 3
  %1198 = getelementptr bfloat, ptr addrspace(3) %1128, i64 %515
  %1199 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1198)
  %1200 = extractvalue { i32, i32, i32, i32 } %1199, 0
  %1201 = extractvalue { i32, i32, i32, i32 } %1199, 1
  %1202 = extractvalue { i32, i32, i32, i32 } %1199, 2
  %1203 = extractvalue { i32, i32, i32, i32 } %1199, 3
  %1204 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1178, i32 %1179, i32 %1180, i32 %1181, i32 %1200, i32 %1201, float %1153, float %1154, float %1155, float %1156) #7
  %1205 = extractvalue { float, float, float, float } %1204, 0
  %1206 = extractvalue { float, float, float, float } %1204, 1
  %1207 = extractvalue { float, float, float, float } %1204, 2
  %1208 = extractvalue { float, float, float, float } %1204, 3
  %1209 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1178, i32 %1179, i32 %1180, i32 %1181, i32 %1202, i32 %1203, float %1157, float %1158, float %1159, float %1160) #7
  %1210 = extractvalue { float, float, float, float } %1209, 0
  %1211 = extractvalue { float, float, float, float } %1209, 1
  %1212 = extractvalue { float, float, float, float } %1209, 2
  %1213 = extractvalue { float, float, float, float } %1209, 3
  %1214 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %518)
  %1215 = extractvalue { i32, i32, i32, i32 } %1214, 0
  %1216 = extractvalue { i32, i32, i32, i32 } %1214, 1
  %1217 = extractvalue { i32, i32, i32, i32 } %1214, 2
  %1218 = extractvalue { i32, i32, i32, i32 } %1214, 3
  %1219 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1215, i32 %1216, i32 %1217, i32 %1218, i32 %1184, i32 %1185, float %1161, float %1162, float %1163, float %1164) #7
  %1220 = extractvalue { float, float, float, float } %1219, 0
  %1221 = extractvalue { float, float, float, float } %1219, 1
  %1222 = extractvalue { float, float, float, float } %1219, 2
  %1223 = extractvalue { float, float, float, float } %1219, 3
  %1224 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1215, i32 %1216, i32 %1217, i32 %1218, i32 %1186, i32 %1187, float %1165, float %1166, float %1167, float %1168) #7
  %1225 = extractvalue { float, float, float, float } %1224, 0
  %1226 = extractvalue { float, float, float, float } %1224, 1
  %1227 = extractvalue { float, float, float, float } %1224, 2
  %1228 = extractvalue { float, float, float, float } %1224, 3
  %1229 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1215, i32 %1216, i32 %1217, i32 %1218, i32 %1200, i32 %1201, float %1169, float %1170, float %1171, float %1172) #7
  %1230 = extractvalue { float, float, float, float } %1229, 0
  %1231 = extractvalue { float, float, float, float } %1229, 1
  %1232 = extractvalue { float, float, float, float } %1229, 2
  %1233 = extractvalue { float, float, float, float } %1229, 3
  %1234 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1215, i32 %1216, i32 %1217, i32 %1218, i32 %1202, i32 %1203, float %1173, float %1174, float %1175, float %1176) #7
  %1235 = extractvalue { float, float, float, float } %1234, 0
  %1236 = extractvalue { float, float, float, float } %1234, 1
  %1237 = extractvalue { float, float, float, float } %1234, 2
  %1238 = extractvalue { float, float, float, float } %1234, 3
  %1239 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %521)
  %1240 = extractvalue { i32, i32, i32, i32 } %1239, 0
  %1241 = extractvalue { i32, i32, i32, i32 } %1239, 1
  %1242 = extractvalue { i32, i32, i32, i32 } %1239, 2
  %1243 = extractvalue { i32, i32, i32, i32 } %1239, 3
  %1244 = getelementptr bfloat, ptr addrspace(3) %1128, i64 %525
  %1245 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1244)
  %1246 = extractvalue { i32, i32, i32, i32 } %1245, 0
  %1247 = extractvalue { i32, i32, i32, i32 } %1245, 1
  %1248 = extractvalue { i32, i32, i32, i32 } %1245, 2
  %1249 = extractvalue { i32, i32, i32, i32 } %1245, 3
  %1250 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1240, i32 %1241, i32 %1242, i32 %1243, i32 %1246, i32 %1247, float %1189, float %1190, float %1191, float %1192) #7
  %1251 = extractvalue { float, float, float, float } %1250, 0
  %1252 = extractvalue { float, float, float, float } %1250, 1
  %1253 = extractvalue { float, float, float, float } %1250, 2
  %1254 = extractvalue { float, float, float, float } %1250, 3
  %1255 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1240, i32 %1241, i32 %1242, i32 %1243, i32 %1248, i32 %1249, float %1194, float %1195, float %1196, float %1197) #7
  %1256 = extractvalue { float, float, float, float } %1255, 0
  %1257 = extractvalue { float, float, float, float } %1255, 1
  %1258 = extractvalue { float, float, float, float } %1255, 2
  %1259 = extractvalue { float, float, float, float } %1255, 3
  %1260 = getelementptr bfloat, ptr addrspace(3) %1128, i64 %527
  %1261 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1260)
  %1262 = extractvalue { i32, i32, i32, i32 } %1261, 0
  %1263 = extractvalue { i32, i32, i32, i32 } %1261, 1
  %1264 = extractvalue { i32, i32, i32, i32 } %1261, 2
  %1265 = extractvalue { i32, i32, i32, i32 } %1261, 3
  %1266 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1240, i32 %1241, i32 %1242, i32 %1243, i32 %1262, i32 %1263, float %1205, float %1206, float %1207, float %1208) #7
  %1267 = extractvalue { float, float, float, float } %1266, 0
  %1268 = extractvalue { float, float, float, float } %1266, 1
  %1269 = extractvalue { float, float, float, float } %1266, 2
  %1270 = extractvalue { float, float, float, float } %1266, 3
  %1271 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1240, i32 %1241, i32 %1242, i32 %1243, i32 %1264, i32 %1265, float %1210, float %1211, float %1212, float %1213) #7
  %1272 = extractvalue { float, float, float, float } %1271, 0
  %1273 = extractvalue { float, float, float, float } %1271, 1
  %1274 = extractvalue { float, float, float, float } %1271, 2
  %1275 = extractvalue { float, float, float, float } %1271, 3
  %1276 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %530)
  %1277 = extractvalue { i32, i32, i32, i32 } %1276, 0
  %1278 = extractvalue { i32, i32, i32, i32 } %1276, 1
  %1279 = extractvalue { i32, i32, i32, i32 } %1276, 2
  %1280 = extractvalue { i32, i32, i32, i32 } %1276, 3
  %1281 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1277, i32 %1278, i32 %1279, i32 %1280, i32 %1246, i32 %1247, float %1220, float %1221, float %1222, float %1223) #7
  %1282 = extractvalue { float, float, float, float } %1281, 0
  %1283 = extractvalue { float, float, float, float } %1281, 1
  %1284 = extractvalue { float, float, float, float } %1281, 2
  %1285 = extractvalue { float, float, float, float } %1281, 3
  %1286 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1277, i32 %1278, i32 %1279, i32 %1280, i32 %1248, i32 %1249, float %1225, float %1226, float %1227, float %1228) #7
  %1287 = extractvalue { float, float, float, float } %1286, 0
  %1288 = extractvalue { float, float, float, float } %1286, 1
  %1289 = extractvalue { float, float, float, float } %1286, 2
  %1290 = extractvalue { float, float, float, float } %1286, 3
  %1291 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1277, i32 %1278, i32 %1279, i32 %1280, i32 %1262, i32 %1263, float %1230, float %1231, float %1232, float %1233) #7
  %1292 = extractvalue { float, float, float, float } %1291, 0
  %1293 = extractvalue { float, float, float, float } %1291, 1
  %1294 = extractvalue { float, float, float, float } %1291, 2
  %1295 = extractvalue { float, float, float, float } %1291, 3
  %1296 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1277, i32 %1278, i32 %1279, i32 %1280, i32 %1264, i32 %1265, float %1235, float %1236, float %1237, float %1238) #7
  %1297 = extractvalue { float, float, float, float } %1296, 0
  %1298 = extractvalue { float, float, float, float } %1296, 1
  %1299 = extractvalue { float, float, float, float } %1296, 2
  %1300 = extractvalue { float, float, float, float } %1296, 3
  %1301 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %533)
  %1302 = extractvalue { i32, i32, i32, i32 } %1301, 0
  %1303 = extractvalue { i32, i32, i32, i32 } %1301, 1
  %1304 = extractvalue { i32, i32, i32, i32 } %1301, 2
  %1305 = extractvalue { i32, i32, i32, i32 } %1301, 3
  %1306 = getelementptr bfloat, ptr addrspace(3) %1128, i64 %537
  %1307 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1306)
  %1308 = extractvalue { i32, i32, i32, i32 } %1307, 0
  %1309 = extractvalue { i32, i32, i32, i32 } %1307, 1
  %1310 = extractvalue { i32, i32, i32, i32 } %1307, 2
  %1311 = extractvalue { i32, i32, i32, i32 } %1307, 3
  %1312 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1302, i32 %1303, i32 %1304, i32 %1305, i32 %1308, i32 %1309, float %1251, float %1252, float %1253, float %1254) #7
  %1313 = extractvalue { float, float, float, float } %1312, 0
  %1314 = extractvalue { float, float, float, float } %1312, 1
  %1315 = extractvalue { float, float, float, float } %1312, 2
  %1316 = extractvalue { float, float, float, float } %1312, 3
  %1317 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1302, i32 %1303, i32 %1304, i32 %1305, i32 %1310, i32 %1311, float %1256, float %1257, float %1258, float %1259) #7
  %1318 = extractvalue { float, float, float, float } %1317, 0
  %1319 = extractvalue { float, float, float, float } %1317, 1
  %1320 = extractvalue { float, float, float, float } %1317, 2
  %1321 = extractvalue { float, float, float, float } %1317, 3
  %1322 = getelementptr bfloat, ptr addrspace(3) %1128, i64 %539
  %1323 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1322)
  %1324 = extractvalue { i32, i32, i32, i32 } %1323, 0
  %1325 = extractvalue { i32, i32, i32, i32 } %1323, 1
  %1326 = extractvalue { i32, i32, i32, i32 } %1323, 2
  %1327 = extractvalue { i32, i32, i32, i32 } %1323, 3
  %1328 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1302, i32 %1303, i32 %1304, i32 %1305, i32 %1324, i32 %1325, float %1267, float %1268, float %1269, float %1270) #7
  %1329 = extractvalue { float, float, float, float } %1328, 0
  %1330 = extractvalue { float, float, float, float } %1328, 1
  %1331 = extractvalue { float, float, float, float } %1328, 2
  %1332 = extractvalue { float, float, float, float } %1328, 3
  %1333 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1302, i32 %1303, i32 %1304, i32 %1305, i32 %1326, i32 %1327, float %1272, float %1273, float %1274, float %1275) #7
  %1334 = extractvalue { float, float, float, float } %1333, 0
  %1335 = extractvalue { float, float, float, float } %1333, 1
  %1336 = extractvalue { float, float, float, float } %1333, 2
  %1337 = extractvalue { float, float, float, float } %1333, 3
  %1338 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %542)
  %1339 = extractvalue { i32, i32, i32, i32 } %1338, 0
  %1340 = extractvalue { i32, i32, i32, i32 } %1338, 1
  %1341 = extractvalue { i32, i32, i32, i32 } %1338, 2
  %1342 = extractvalue { i32, i32, i32, i32 } %1338, 3
  %1343 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1339, i32 %1340, i32 %1341, i32 %1342, i32 %1308, i32 %1309, float %1282, float %1283, float %1284, float %1285) #7
  %1344 = extractvalue { float, float, float, float } %1343, 0
  %1345 = extractvalue { float, float, float, float } %1343, 1
  %1346 = extractvalue { float, float, float, float } %1343, 2
  %1347 = extractvalue { float, float, float, float } %1343, 3
  %1348 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1339, i32 %1340, i32 %1341, i32 %1342, i32 %1310, i32 %1311, float %1287, float %1288, float %1289, float %1290) #7
  %1349 = extractvalue { float, float, float, float } %1348, 0
  %1350 = extractvalue { float, float, float, float } %1348, 1
  %1351 = extractvalue { float, float, float, float } %1348, 2
  %1352 = extractvalue { float, float, float, float } %1348, 3
  %1353 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1339, i32 %1340, i32 %1341, i32 %1342, i32 %1324, i32 %1325, float %1292, float %1293, float %1294, float %1295) #7
  %1354 = extractvalue { float, float, float, float } %1353, 0
  %1355 = extractvalue { float, float, float, float } %1353, 1
  %1356 = extractvalue { float, float, float, float } %1353, 2
  %1357 = extractvalue { float, float, float, float } %1353, 3
  %1358 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1339, i32 %1340, i32 %1341, i32 %1342, i32 %1326, i32 %1327, float %1297, float %1298, float %1299, float %1300) #7
  %1359 = extractvalue { float, float, float, float } %1358, 0
  %1360 = extractvalue { float, float, float, float } %1358, 1
  %1361 = extractvalue { float, float, float, float } %1358, 2
  %1362 = extractvalue { float, float, float, float } %1358, 3
  %1363 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %545)
  %1364 = extractvalue { i32, i32, i32, i32 } %1363, 0
  %1365 = extractvalue { i32, i32, i32, i32 } %1363, 1
  %1366 = extractvalue { i32, i32, i32, i32 } %1363, 2
  %1367 = extractvalue { i32, i32, i32, i32 } %1363, 3
  %1368 = getelementptr bfloat, ptr addrspace(3) %1128, i64 %549
  %1369 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1368)
  %1370 = extractvalue { i32, i32, i32, i32 } %1369, 0
  %1371 = extractvalue { i32, i32, i32, i32 } %1369, 1
  %1372 = extractvalue { i32, i32, i32, i32 } %1369, 2
  %1373 = extractvalue { i32, i32, i32, i32 } %1369, 3
  %1374 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1364, i32 %1365, i32 %1366, i32 %1367, i32 %1370, i32 %1371, float %1313, float %1314, float %1315, float %1316) #7
  %1375 = extractvalue { float, float, float, float } %1374, 0
  %1376 = extractvalue { float, float, float, float } %1374, 1
  %1377 = extractvalue { float, float, float, float } %1374, 2
  %1378 = extractvalue { float, float, float, float } %1374, 3
  %1379 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1364, i32 %1365, i32 %1366, i32 %1367, i32 %1372, i32 %1373, float %1318, float %1319, float %1320, float %1321) #7
  %1380 = extractvalue { float, float, float, float } %1379, 0
  %1381 = extractvalue { float, float, float, float } %1379, 1
  %1382 = extractvalue { float, float, float, float } %1379, 2
  %1383 = extractvalue { float, float, float, float } %1379, 3
  %1384 = getelementptr bfloat, ptr addrspace(3) %1128, i64 %551
  %1385 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1384)
  %1386 = extractvalue { i32, i32, i32, i32 } %1385, 0
  %1387 = extractvalue { i32, i32, i32, i32 } %1385, 1
  %1388 = extractvalue { i32, i32, i32, i32 } %1385, 2
  %1389 = extractvalue { i32, i32, i32, i32 } %1385, 3
  %1390 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1364, i32 %1365, i32 %1366, i32 %1367, i32 %1386, i32 %1387, float %1329, float %1330, float %1331, float %1332) #7
  %1391 = extractvalue { float, float, float, float } %1390, 0
  %1392 = extractvalue { float, float, float, float } %1390, 1
  %1393 = extractvalue { float, float, float, float } %1390, 2
  %1394 = extractvalue { float, float, float, float } %1390, 3
  %1395 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1364, i32 %1365, i32 %1366, i32 %1367, i32 %1388, i32 %1389, float %1334, float %1335, float %1336, float %1337) #7
  %1396 = extractvalue { float, float, float, float } %1395, 0
  %1397 = extractvalue { float, float, float, float } %1395, 1
  %1398 = extractvalue { float, float, float, float } %1395, 2
  %1399 = extractvalue { float, float, float, float } %1395, 3
  %1400 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %554)
  %1401 = extractvalue { i32, i32, i32, i32 } %1400, 0
  %1402 = extractvalue { i32, i32, i32, i32 } %1400, 1
  %1403 = extractvalue { i32, i32, i32, i32 } %1400, 2
  %1404 = extractvalue { i32, i32, i32, i32 } %1400, 3
  %1405 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1401, i32 %1402, i32 %1403, i32 %1404, i32 %1370, i32 %1371, float %1344, float %1345, float %1346, float %1347) #7
  %1406 = extractvalue { float, float, float, float } %1405, 0
  %1407 = extractvalue { float, float, float, float } %1405, 1
  %1408 = extractvalue { float, float, float, float } %1405, 2
  %1409 = extractvalue { float, float, float, float } %1405, 3
  %1410 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1401, i32 %1402, i32 %1403, i32 %1404, i32 %1372, i32 %1373, float %1349, float %1350, float %1351, float %1352) #7
  %1411 = extractvalue { float, float, float, float } %1410, 0
  %1412 = extractvalue { float, float, float, float } %1410, 1
  %1413 = extractvalue { float, float, float, float } %1410, 2
  %1414 = extractvalue { float, float, float, float } %1410, 3
  %1415 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1401, i32 %1402, i32 %1403, i32 %1404, i32 %1386, i32 %1387, float %1354, float %1355, float %1356, float %1357) #7
  %1416 = extractvalue { float, float, float, float } %1415, 0
  %1417 = extractvalue { float, float, float, float } %1415, 1
  %1418 = extractvalue { float, float, float, float } %1415, 2
  %1419 = extractvalue { float, float, float, float } %1415, 3
  %1420 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1401, i32 %1402, i32 %1403, i32 %1404, i32 %1388, i32 %1389, float %1359, float %1360, float %1361, float %1362) #7
  %1421 = extractvalue { float, float, float, float } %1420, 0
  %1422 = extractvalue { float, float, float, float } %1420, 1
  %1423 = extractvalue { float, float, float, float } %1420, 2
  %1424 = extractvalue { float, float, float, float } %1420, 3
  %1425 = fmul float %595, %1064
  %1426 = fmul float %594, %1065
  %1427 = fmul float %593, %1066
  %1428 = fmul float %592, %1067
  %1429 = fadd float %1112, %1113
  %1430 = fadd float %1429, %1114
  %1431 = fadd float %1430, %1115
  %1432 = fadd float %1116, %1117
  %1433 = fadd float %1432, %1118
  %1434 = fadd float %1433, %1119
  %1435 = fadd float %1120, %1121
  %1436 = fadd float %1435, %1122
  %1437 = fadd float %1436, %1123
  %1438 = fadd float %1124, %1125
  %1439 = fadd float %1438, %1126
  %1440 = fadd float %1439, %1127
  %1441 = fadd float %1425, %1431
  %1442 = fadd float %1426, %1434
  %1443 = fadd float %1427, %1437
  %1444 = fadd float %1428, %1440
  %1445 = icmp slt i32 %890, %89
  %1446 = shl nuw nsw i32 %892, 14
  %1447 = zext nneg i32 %1446 to i64
  %1448 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1447
  %1449 = add i32 %419, %890
  %1450 = shl i32 %1449, 7
  %1451 = or disjoint i32 %1450, %30
  %1452 = sext i32 %1451 to i64
  %1453 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1452
  %1454 = select i1 %1445, i32 16, i32 0
  %1455 = getelementptr i8, ptr addrspace(3) %1448, i64 %104
  %1456 = ptrtoint ptr addrspace(3) %1455 to i64
  %1457 = trunc i64 %1456 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1457, ptr addrspace(1) %1453, i32 %1454) #7
  %1458 = add i32 %420, %890
  %1459 = shl i32 %1458, 7
  %1460 = or disjoint i32 %1459, %30
  %1461 = sext i32 %1460 to i64
  %1462 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1461
  %1463 = getelementptr i8, ptr addrspace(3) %1448, i64 %114
  %1464 = ptrtoint ptr addrspace(3) %1463 to i64
  %1465 = trunc i64 %1464 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1465, ptr addrspace(1) %1462, i32 %1454) #7
  %1466 = add i32 %421, %890
  %1467 = shl i32 %1466, 7
  %1468 = or disjoint i32 %1467, %30
  %1469 = sext i32 %1468 to i64
  %1470 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1469
  %1471 = getelementptr i8, ptr addrspace(3) %1448, i64 %124
  %1472 = ptrtoint ptr addrspace(3) %1471 to i64
  %1473 = trunc i64 %1472 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1473, ptr addrspace(1) %1470, i32 %1454) #7
  %1474 = add i32 %422, %890
  %1475 = shl i32 %1474, 7
  %1476 = or disjoint i32 %1475, %30
  %1477 = sext i32 %1476 to i64
  %1478 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1477
  %1479 = getelementptr i8, ptr addrspace(3) %1448, i64 %134
  %1480 = ptrtoint ptr addrspace(3) %1479 to i64
  %1481 = trunc i64 %1480 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1481, ptr addrspace(1) %1478, i32 %1454) #7
  %1482 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %1447
  %1483 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1452
  %1484 = getelementptr i8, ptr addrspace(3) %1482, i64 %104
  %1485 = ptrtoint ptr addrspace(3) %1484 to i64
  %1486 = trunc i64 %1485 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1486, ptr addrspace(1) %1483, i32 %1454) #7
  %1487 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1461
  %1488 = getelementptr i8, ptr addrspace(3) %1482, i64 %114
  %1489 = ptrtoint ptr addrspace(3) %1488 to i64
  %1490 = trunc i64 %1489 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1490, ptr addrspace(1) %1487, i32 %1454) #7
  %1491 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1469
  %1492 = getelementptr i8, ptr addrspace(3) %1482, i64 %124
  %1493 = ptrtoint ptr addrspace(3) %1492 to i64
  %1494 = trunc i64 %1493 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1494, ptr addrspace(1) %1491, i32 %1454) #7
  %1495 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1477
  %1496 = getelementptr i8, ptr addrspace(3) %1482, i64 %134
  %1497 = ptrtoint ptr addrspace(3) %1496 to i64
  %1498 = trunc i64 %1497 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1498, ptr addrspace(1) %1495, i32 %1454) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1499 = icmp slt i32 %893, %89
  br i1 %1499, label %555, label %._crit_edge

._crit_edge:                                      ; preds = %915, %.._crit_edge_crit_edge
  %.pre-phi212 = phi i32 [ %.pre211, %.._crit_edge_crit_edge ], [ %301, %915 ]
  %.pre-phi208 = phi i32 [ %.pre207, %.._crit_edge_crit_edge ], [ %287, %915 ]
  %.pre-phi206 = phi i32 [ %.pre205, %.._crit_edge_crit_edge ], [ %286, %915 ]
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %285, %915 ]
  %.lcssa108 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1441, %915 ]
  %.lcssa107 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1442, %915 ]
  %.lcssa106 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1443, %915 ]
  %.lcssa105 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1444, %915 ]
  %.lcssa104 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1375, %915 ]
  %.lcssa103 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1376, %915 ]
  %.lcssa102 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1377, %915 ]
  %.lcssa101 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1378, %915 ]
  %.lcssa100 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1380, %915 ]
  %.lcssa99 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1381, %915 ]
  %.lcssa98 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1382, %915 ]
  %.lcssa97 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1383, %915 ]
  %.lcssa96 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1391, %915 ]
  %.lcssa95 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1392, %915 ]
  %.lcssa94 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1393, %915 ]
  %.lcssa93 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1394, %915 ]
  %.lcssa92 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1396, %915 ]
  %.lcssa91 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1397, %915 ]
  %.lcssa90 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1398, %915 ]
  %.lcssa89 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1399, %915 ]
  %.lcssa88 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1406, %915 ]
  %.lcssa87 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1407, %915 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1408, %915 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1409, %915 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1411, %915 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1412, %915 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1413, %915 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1414, %915 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1416, %915 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1417, %915 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1418, %915 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1419, %915 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1421, %915 ]
  %.lcssa75 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1422, %915 ]
  %.lcssa74 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1423, %915 ]
  %.lcssa73 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1424, %915 ]
  %.lcssa72 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1008, %915 ]
  %.lcssa71 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1009, %915 ]
  %.lcssa70 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1010, %915 ]
  %.lcssa69 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1011, %915 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1500 = and i32 %.pre-phi, 7
  %1501 = or disjoint i32 %.pre-phi206, %1500
  %1502 = zext nneg i32 %1501 to i64
  %1503 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1502
  store float %.lcssa72, ptr addrspace(3) %1503, align 4
  %1504 = or disjoint i32 %1500, 8
  %1505 = or disjoint i32 %1504, %.pre-phi206
  %1506 = zext nneg i32 %1505 to i64
  %1507 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1506
  store float %.lcssa71, ptr addrspace(3) %1507, align 4
  %1508 = or disjoint i32 %.pre-phi208, %1500
  %1509 = zext nneg i32 %1508 to i64
  %1510 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1509
  store float %.lcssa70, ptr addrspace(3) %1510, align 4
  %1511 = or disjoint i32 %.pre-phi208, %1504
  %1512 = zext nneg i32 %1511 to i64
  %1513 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1512
  store float %.lcssa69, ptr addrspace(3) %1513, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1514 = fdiv float 1.000000e+00, %.lcssa108
  %1515 = fdiv float 1.000000e+00, %.lcssa107
  %1516 = fdiv float 1.000000e+00, %.lcssa106
  %1517 = fdiv float 1.000000e+00, %.lcssa105
  %1518 = fmul float %1514, %.lcssa104
  %1519 = fmul float %1514, %.lcssa103
  %1520 = fmul float %1515, %.lcssa102
  %1521 = fmul float %1515, %.lcssa101
  %1522 = fmul float %1514, %.lcssa100
  %1523 = fmul float %1514, %.lcssa99
  %1524 = fmul float %1515, %.lcssa98
  %1525 = fmul float %1515, %.lcssa97
  %1526 = fmul float %1514, %.lcssa96
  %1527 = fmul float %1514, %.lcssa95
  %1528 = fmul float %1515, %.lcssa94
  %1529 = fmul float %1515, %.lcssa93
  %1530 = fmul float %1514, %.lcssa92
  %1531 = fmul float %1514, %.lcssa91
  %1532 = fmul float %1515, %.lcssa90
  %1533 = fmul float %1515, %.lcssa89
  %1534 = fmul float %1516, %.lcssa88
  %1535 = fmul float %1516, %.lcssa87
  %1536 = fmul float %1517, %.lcssa86
  %1537 = fmul float %1517, %.lcssa85
  %1538 = fmul float %1516, %.lcssa84
  %1539 = fmul float %1516, %.lcssa83
  %1540 = fmul float %1517, %.lcssa82
  %1541 = fmul float %1517, %.lcssa81
  %1542 = fmul float %1516, %.lcssa80
  %1543 = fmul float %1516, %.lcssa79
  %1544 = fmul float %1517, %.lcssa78
  %1545 = fmul float %1517, %.lcssa77
  %1546 = fmul float %1516, %.lcssa76
  %1547 = fmul float %1516, %.lcssa75
  %1548 = fmul float %1517, %.lcssa74
  %1549 = fmul float %1517, %.lcssa73
  %1550 = fptrunc float %1518 to bfloat
  %1551 = fptrunc float %1519 to bfloat
  %1552 = fptrunc float %1520 to bfloat
  %1553 = fptrunc float %1521 to bfloat
  %1554 = fptrunc float %1522 to bfloat
  %1555 = fptrunc float %1523 to bfloat
  %1556 = fptrunc float %1524 to bfloat
  %1557 = fptrunc float %1525 to bfloat
  %1558 = fptrunc float %1526 to bfloat
  %1559 = fptrunc float %1527 to bfloat
  %1560 = fptrunc float %1528 to bfloat
  %1561 = fptrunc float %1529 to bfloat
  %1562 = fptrunc float %1530 to bfloat
  %1563 = fptrunc float %1531 to bfloat
  %1564 = fptrunc float %1532 to bfloat
  %1565 = fptrunc float %1533 to bfloat
  %1566 = fptrunc float %1534 to bfloat
  %1567 = fptrunc float %1535 to bfloat
  %1568 = fptrunc float %1536 to bfloat
  %1569 = fptrunc float %1537 to bfloat
  %1570 = fptrunc float %1538 to bfloat
  %1571 = fptrunc float %1539 to bfloat
  %1572 = fptrunc float %1540 to bfloat
  %1573 = fptrunc float %1541 to bfloat
  %1574 = fptrunc float %1542 to bfloat
  %1575 = fptrunc float %1543 to bfloat
  %1576 = fptrunc float %1544 to bfloat
  %1577 = fptrunc float %1545 to bfloat
  %1578 = fptrunc float %1546 to bfloat
  %1579 = fptrunc float %1547 to bfloat
  %1580 = fptrunc float %1548 to bfloat
  %1581 = fptrunc float %1549 to bfloat
  %1582 = and i32 %7, 96
  %1583 = or disjoint i32 %.pre-phi212, %1582
  %1584 = or disjoint i32 %1501, %13
  %1585 = add i32 %11, %1584
  %1586 = shl i32 %1585, 7
  %1587 = or disjoint i32 %1586, %1583
  %1588 = sext i32 %1587 to i64
  %1589 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1588
  %1590 = icmp slt i32 %1584, %4
  %1591 = zext i1 %1590 to i32
  %1592 = bitcast bfloat %1550 to i16
  %1593 = bitcast bfloat %1551 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1591, i16 %1592, i16 %1593, ptr addrspace(1) %1589) #7
  %1594 = or disjoint i32 %1505, %13
  %1595 = add i32 %11, %1594
  %1596 = shl i32 %1595, 7
  %1597 = or disjoint i32 %1596, %1583
  %1598 = sext i32 %1597 to i64
  %1599 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1598
  %1600 = icmp slt i32 %1594, %4
  %1601 = zext i1 %1600 to i32
  %1602 = bitcast bfloat %1552 to i16
  %1603 = bitcast bfloat %1553 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1601, i16 %1602, i16 %1603, ptr addrspace(1) %1599) #7
  %1604 = or disjoint i32 %1583, 8
  %1605 = or disjoint i32 %1586, %1604
  %1606 = sext i32 %1605 to i64
  %1607 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1606
  %1608 = bitcast bfloat %1554 to i16
  %1609 = bitcast bfloat %1555 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1591, i16 %1608, i16 %1609, ptr addrspace(1) %1607) #7
  %1610 = or disjoint i32 %1596, %1604
  %1611 = sext i32 %1610 to i64
  %1612 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1611
  %1613 = bitcast bfloat %1556 to i16
  %1614 = bitcast bfloat %1557 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1601, i16 %1613, i16 %1614, ptr addrspace(1) %1612) #7
  %1615 = or disjoint i32 %1583, 16
  %1616 = or disjoint i32 %1586, %1615
  %1617 = sext i32 %1616 to i64
  %1618 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1617
  %1619 = bitcast bfloat %1558 to i16
  %1620 = bitcast bfloat %1559 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1591, i16 %1619, i16 %1620, ptr addrspace(1) %1618) #7
  %1621 = or disjoint i32 %1596, %1615
  %1622 = sext i32 %1621 to i64
  %1623 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1622
  %1624 = bitcast bfloat %1560 to i16
  %1625 = bitcast bfloat %1561 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1601, i16 %1624, i16 %1625, ptr addrspace(1) %1623) #7
  %1626 = or disjoint i32 %1583, 24
  %1627 = or disjoint i32 %1586, %1626
  %1628 = sext i32 %1627 to i64
  %1629 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1628
  %1630 = bitcast bfloat %1562 to i16
  %1631 = bitcast bfloat %1563 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1591, i16 %1630, i16 %1631, ptr addrspace(1) %1629) #7
  %1632 = or disjoint i32 %1596, %1626
  %1633 = sext i32 %1632 to i64
  %1634 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1633
  %1635 = bitcast bfloat %1564 to i16
  %1636 = bitcast bfloat %1565 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1601, i16 %1635, i16 %1636, ptr addrspace(1) %1634) #7
  %1637 = or disjoint i32 %1508, %13
  %1638 = add i32 %11, %1637
  %1639 = shl i32 %1638, 7
  %1640 = or disjoint i32 %1639, %1583
  %1641 = sext i32 %1640 to i64
  %1642 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1641
  %1643 = icmp slt i32 %1637, %4
  %1644 = zext i1 %1643 to i32
  %1645 = bitcast bfloat %1566 to i16
  %1646 = bitcast bfloat %1567 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1644, i16 %1645, i16 %1646, ptr addrspace(1) %1642) #7
  %1647 = or disjoint i32 %1511, %13
  %1648 = add i32 %11, %1647
  %1649 = shl i32 %1648, 7
  %1650 = or disjoint i32 %1649, %1583
  %1651 = sext i32 %1650 to i64
  %1652 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1651
  %1653 = icmp slt i32 %1647, %4
  %1654 = zext i1 %1653 to i32
  %1655 = bitcast bfloat %1568 to i16
  %1656 = bitcast bfloat %1569 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1654, i16 %1655, i16 %1656, ptr addrspace(1) %1652) #7
  %1657 = or disjoint i32 %1639, %1604
  %1658 = sext i32 %1657 to i64
  %1659 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1658
  %1660 = bitcast bfloat %1570 to i16
  %1661 = bitcast bfloat %1571 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1644, i16 %1660, i16 %1661, ptr addrspace(1) %1659) #7
  %1662 = or disjoint i32 %1649, %1604
  %1663 = sext i32 %1662 to i64
  %1664 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1663
  %1665 = bitcast bfloat %1572 to i16
  %1666 = bitcast bfloat %1573 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1654, i16 %1665, i16 %1666, ptr addrspace(1) %1664) #7
  %1667 = or disjoint i32 %1639, %1615
  %1668 = sext i32 %1667 to i64
  %1669 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1668
  %1670 = bitcast bfloat %1574 to i16
  %1671 = bitcast bfloat %1575 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1644, i16 %1670, i16 %1671, ptr addrspace(1) %1669) #7
  %1672 = or disjoint i32 %1649, %1615
  %1673 = sext i32 %1672 to i64
  %1674 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1673
  %1675 = bitcast bfloat %1576 to i16
  %1676 = bitcast bfloat %1577 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1654, i16 %1675, i16 %1676, ptr addrspace(1) %1674) #7
  %1677 = or disjoint i32 %1639, %1626
  %1678 = sext i32 %1677 to i64
  %1679 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1678
  %1680 = bitcast bfloat %1578 to i16
  %1681 = bitcast bfloat %1579 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1644, i16 %1680, i16 %1681, ptr addrspace(1) %1679) #7
  %1682 = or disjoint i32 %1649, %1626
  %1683 = sext i32 %1682 to i64
  %1684 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1683
  %1685 = bitcast bfloat %1580 to i16
  %1686 = bitcast bfloat %1581 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1654, i16 %1685, i16 %1686, ptr addrspace(1) %1684) #7
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
