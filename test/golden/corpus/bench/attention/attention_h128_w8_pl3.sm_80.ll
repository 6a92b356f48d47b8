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
  %88 = icmp slt i32 %4, 1
  %89 = shl nuw nsw i32 %14, 7
  %90 = add i32 %12, %89
  %91 = or disjoint i32 %90, %30
  %92 = select i1 %88, i32 0, i32 16
  %narrow = select i1 %88, i32 0, i32 %91
  %.idx = sext i32 %narrow to i64
  %93 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx
  %94 = shl nuw nsw i32 %7, 4
  %95 = shl nuw nsw i32 %7, 10
  %96 = and i32 %95, 8192
  %97 = xor i32 %94, %7
  %98 = and i32 %97, 112
  %99 = or disjoint i32 %98, %96
  %100 = or disjoint i32 %99, %89
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %101
  %103 = ptrtoint ptr addrspace(3) %102 to i64
  %104 = trunc i64 %103 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %104, ptr addrspace(1) %93, i32 %92) #7
  %105 = shl nuw nsw i32 %18, 7
  %106 = add i32 %12, %105
  %107 = or disjoint i32 %106, %30
  %narrow5 = select i1 %88, i32 0, i32 %107
  %.idx4 = sext i32 %narrow5 to i64
  %108 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx4
  %109 = or disjoint i32 %99, %105
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %110
  %112 = ptrtoint ptr addrspace(3) %111 to i64
  %113 = trunc i64 %112 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %113, ptr addrspace(1) %108, i32 %92) #7
  %114 = shl nuw nsw i32 %22, 7
  %115 = add i32 %12, %114
  %116 = or disjoint i32 %115, %30
  %narrow7 = select i1 %88, i32 0, i32 %116
  %.idx6 = sext i32 %narrow7 to i64
  %117 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx6
  %118 = or disjoint i32 %99, %114
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %119
  %121 = ptrtoint ptr addrspace(3) %120 to i64
  %122 = trunc i64 %121 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %122, ptr addrspace(1) %117, i32 %92) #7
  %123 = shl nuw nsw i32 %26, 7
  %124 = add i32 %12, %123
  %125 = or disjoint i32 %124, %30
  %narrow9 = select i1 %88, i32 0, i32 %125
  %.idx8 = sext i32 %narrow9 to i64
  %126 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx8
  %127 = or disjoint i32 %99, %123
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %128
  %130 = ptrtoint ptr addrspace(3) %129 to i64
  %131 = trunc i64 %130 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %131, ptr addrspace(1) %126, i32 %92) #7
  %132 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx
  %133 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %101
  %134 = ptrtoint ptr addrspace(3) %133 to i64
  %135 = trunc i64 %134 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %135, ptr addrspace(1) %132, i32 %92) #7
  %136 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx4
  %137 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %110
  %138 = ptrtoint ptr addrspace(3) %137 to i64
  %139 = trunc i64 %138 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %139, ptr addrspace(1) %136, i32 %92) #7
  %140 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx6
  %141 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %119
  %142 = ptrtoint ptr addrspace(3) %141 to i64
  %143 = trunc i64 %142 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %143, ptr addrspace(1) %140, i32 %92) #7
  %144 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx8
  %145 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %128
  %146 = ptrtoint ptr addrspace(3) %145 to i64
  %147 = trunc i64 %146 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %147, ptr addrspace(1) %144, i32 %92) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %148 = icmp slt i32 %4, 65
  %149 = or disjoint i32 %89, %30
  %150 = or disjoint i32 %149, 8192
  %151 = add i32 %150, %12
  %152 = select i1 %148, i32 0, i32 16
  %narrow19 = select i1 %148, i32 0, i32 %151
  %.idx18 = sext i32 %narrow19 to i64
  %153 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx18
  %154 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %101
  %155 = ptrtoint ptr addrspace(3) %154 to i64
  %156 = trunc i64 %155 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %156, ptr addrspace(1) %153, i32 %152) #7
  %157 = or disjoint i32 %149, 10240
  %158 = add i32 %157, %12
  %narrow21 = select i1 %148, i32 0, i32 %158
  %.idx20 = sext i32 %narrow21 to i64
  %159 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx20
  %160 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %110
  %161 = ptrtoint ptr addrspace(3) %160 to i64
  %162 = trunc i64 %161 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %162, ptr addrspace(1) %159, i32 %152) #7
  %163 = or disjoint i32 %149, 12288
  %164 = add i32 %163, %12
  %narrow23 = select i1 %148, i32 0, i32 %164
  %.idx22 = sext i32 %narrow23 to i64
  %165 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx22
  %166 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %119
  %167 = ptrtoint ptr addrspace(3) %166 to i64
  %168 = trunc i64 %167 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %168, ptr addrspace(1) %165, i32 %152) #7
  %169 = or disjoint i32 %149, 14336
  %170 = add i32 %169, %12
  %narrow25 = select i1 %148, i32 0, i32 %170
  %.idx24 = sext i32 %narrow25 to i64
  %171 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx24
  %172 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %128
  %173 = ptrtoint ptr addrspace(3) %172 to i64
  %174 = trunc i64 %173 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %174, ptr addrspace(1) %171, i32 %152) #7
  %175 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx18
  %176 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %101
  %177 = ptrtoint ptr addrspace(3) %176 to i64
  %178 = trunc i64 %177 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %178, ptr addrspace(1) %175, i32 %152) #7
  %179 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx20
  %180 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %110
  %181 = ptrtoint ptr addrspace(3) %180 to i64
  %182 = trunc i64 %181 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %182, ptr addrspace(1) %179, i32 %152) #7
  %183 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx22
  %184 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %119
  %185 = ptrtoint ptr addrspace(3) %184 to i64
  %186 = trunc i64 %185 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %186, ptr addrspace(1) %183, i32 %152) #7
  %187 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx24
  %188 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %128
  %189 = ptrtoint ptr addrspace(3) %188 to i64
  %190 = trunc i64 %189 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %190, ptr addrspace(1) %187, i32 %152) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %191 = mul nuw nsw i32 %14, 136
  %192 = add nuw nsw i32 %191, %30
  %193 = shl nuw nsw i32 %192, 1
  %194 = zext nneg i32 %193 to i64
  %195 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %194
  %196 = insertelement <4 x i16> poison, i16 %43, i64 0
  %197 = insertelement <4 x i16> %196, i16 %44, i64 1
  %198 = insertelement <4 x i16> %197, i16 %45, i64 2
  %199 = insertelement <4 x i16> %198, i16 %46, i64 3
  store <4 x i16> %199, ptr addrspace(3) %195, align 16
  %200 = or disjoint i32 %30, 4
  %201 = add nuw nsw i32 %200, %191
  %202 = shl nuw nsw i32 %201, 1
  %203 = zext nneg i32 %202 to i64
  %204 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %203
  %205 = insertelement <4 x i16> poison, i16 %47, i64 0
  %206 = insertelement <4 x i16> %205, i16 %48, i64 1
  %207 = insertelement <4 x i16> %206, i16 %49, i64 2
  %208 = insertelement <4 x i16> %207, i16 %50, i64 3
  store <4 x i16> %208, ptr addrspace(3) %204, align 8
  %209 = mul nuw nsw i32 %18, 136
  %210 = add nuw nsw i32 %209, %30
  %211 = shl nuw nsw i32 %210, 1
  %212 = zext nneg i32 %211 to i64
  %213 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %212
  %214 = insertelement <4 x i16> poison, i16 %55, i64 0
  %215 = insertelement <4 x i16> %214, i16 %56, i64 1
  %216 = insertelement <4 x i16> %215, i16 %57, i64 2
  %217 = insertelement <4 x i16> %216, i16 %58, i64 3
  store <4 x i16> %217, ptr addrspace(3) %213, align 16
  %218 = or disjoint i32 %8, 2052
  %219 = and i32 %218, 124
  %220 = lshr i32 %218, 7
  %221 = mul nuw nsw i32 %220, 136
  %222 = add nuw nsw i32 %221, %219
  %223 = shl nuw nsw i32 %222, 1
  %224 = zext nneg i32 %223 to i64
  %225 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %224
  %226 = insertelement <4 x i16> poison, i16 %59, i64 0
  %227 = insertelement <4 x i16> %226, i16 %60, i64 1
  %228 = insertelement <4 x i16> %227, i16 %61, i64 2
  %229 = insertelement <4 x i16> %228, i16 %62, i64 3
  store <4 x i16> %229, ptr addrspace(3) %225, align 8
  %230 = mul nuw nsw i32 %22, 136
  %231 = add nuw nsw i32 %230, %30
  %232 = shl nuw nsw i32 %231, 1
  %233 = zext nneg i32 %232 to i64
  %234 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %233
  %235 = insertelement <4 x i16> poison, i16 %67, i64 0
  %236 = insertelement <4 x i16> %235, i16 %68, i64 1
  %237 = insertelement <4 x i16> %236, i16 %69, i64 2
  %238 = insertelement <4 x i16> %237, i16 %70, i64 3
  store <4 x i16> %238, ptr addrspace(3) %234, align 16
  %239 = or disjoint i32 %8, 4100
  %240 = and i32 %239, 124
  %241 = lshr i32 %239, 7
  %242 = mul nuw nsw i32 %241, 136
  %243 = add nuw nsw i32 %242, %240
  %244 = shl nuw nsw i32 %243, 1
  %245 = zext nneg i32 %244 to i64
  %246 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %245
  %247 = insertelement <4 x i16> poison, i16 %71, i64 0
  %248 = insertelement <4 x i16> %247, i16 %72, i64 1
  %249 = insertelement <4 x i16> %248, i16 %73, i64 2
  %250 = insertelement <4 x i16> %249, i16 %74, i64 3
  store <4 x i16> %250, ptr addrspace(3) %246, align 8
  %251 = mul nuw nsw i32 %26, 136
  %252 = add nuw nsw i32 %251, %30
  %253 = shl nuw nsw i32 %252, 1
  %254 = zext nneg i32 %253 to i64
  %255 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %254
  %256 = insertelement <4 x i16> poison, i16 %79, i64 0
  %257 = insertelement <4 x i16> %256, i16 %80, i64 1
  %258 = insertelement <4 x i16> %257, i16 %81, i64 2
  %259 = insertelement <4 x i16> %258, i16 %82, i64 3
  store <4 x i16> %259, ptr addrspace(3) %255, align 16
  %260 = or disjoint i32 %8, 6148
  %261 = and i32 %260, 124
  %262 = lshr i32 %260, 7
  %263 = mul nuw nsw i32 %262, 136
  %264 = add nuw nsw i32 %263, %261
  %265 = shl nuw nsw i32 %264, 1
  %266 = zext nneg i32 %265 to i64
  %267 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %266
  %268 = insertelement <4 x i16> poison, i16 %83, i64 0
  %269 = insertelement <4 x i16> %268, i16 %84, i64 1
  %270 = insertelement <4 x i16> %269, i16 %85, i64 2
  %271 = insertelement <4 x i16> %270, i16 %86, i64 3
  store <4 x i16> %271, ptr addrspace(3) %267, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %272 = icmp sgt i32 %4, 0
  br i1 %272, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %6
  %.pre = lshr i32 %7, 2
  %.pre235 = and i32 %.pre, 7
  %.pre237 = and i32 %.pre, 32
  %.pre239 = and i32 %.pre, 39
  %.pre241 = or disjoint i32 %.pre235, 8
  %.pre243 = or disjoint i32 %.pre241, %.pre237
  %.pre245 = or disjoint i32 %.pre237, 16
  %.pre247 = or disjoint i32 %.pre245, %.pre235
  %.pre249 = or disjoint i32 %.pre245, %.pre241
  %.pre251 = shl nuw nsw i32 %7, 1
  %.pre253 = and i32 %.pre251, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %6
  %273 = lshr i32 %7, 5
  %274 = and i32 %273, 3
  %275 = shl nuw nsw i32 %274, 4
  %276 = lshr i32 %7, 2
  %277 = and i32 %276, 32
  %278 = or disjoint i32 %277, 16
  %279 = and i32 %7, 7
  %280 = and i32 %7, 8
  %281 = and i32 %7, 15
  %282 = or disjoint i32 %277, %281
  %283 = lshr i32 %7, 1
  %284 = and i32 %283, 8
  %285 = mul nuw nsw i32 %282, 136
  %286 = shl nuw nsw i32 %279, 3
  %287 = or disjoint i32 %278, %281
  %288 = mul nuw nsw i32 %287, 136
  %289 = and i32 %276, 7
  %290 = and i32 %276, 39
  %291 = or disjoint i32 %289, 8
  %292 = or disjoint i32 %291, %277
  %293 = or disjoint i32 %278, %289
  %294 = or disjoint i32 %278, %291
  %295 = shl nuw nsw i32 %290, 2
  %296 = or disjoint i32 %295, %274
  %297 = zext nneg i32 %296 to i64
  %298 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %297
  %299 = shl nuw nsw i32 %292, 2
  %300 = or disjoint i32 %299, %274
  %301 = zext nneg i32 %300 to i64
  %302 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %301
  %303 = shl nuw nsw i32 %293, 2
  %304 = or disjoint i32 %303, %274
  %305 = zext nneg i32 %304 to i64
  %306 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %305
  %307 = shl nuw nsw i32 %294, 2
  %308 = or disjoint i32 %307, %274
  %309 = zext nneg i32 %308 to i64
  %310 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %309
  %311 = zext nneg i32 %295 to i64
  %312 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %311
  %313 = getelementptr i8, ptr addrspace(3) %312, i64 4
  %314 = getelementptr i8, ptr addrspace(3) %312, i64 8
  %315 = getelementptr i8, ptr addrspace(3) %312, i64 12
  %316 = zext nneg i32 %299 to i64
  %317 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %316
  %318 = getelementptr i8, ptr addrspace(3) %317, i64 4
  %319 = getelementptr i8, ptr addrspace(3) %317, i64 8
  %320 = getelementptr i8, ptr addrspace(3) %317, i64 12
  %321 = zext nneg i32 %303 to i64
  %322 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %321
  %323 = getelementptr i8, ptr addrspace(3) %322, i64 4
  %324 = getelementptr i8, ptr addrspace(3) %322, i64 8
  %325 = getelementptr i8, ptr addrspace(3) %322, i64 12
  %326 = zext nneg i32 %307 to i64
  %327 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %326
  %328 = getelementptr i8, ptr addrspace(3) %327, i64 4
  %329 = getelementptr i8, ptr addrspace(3) %327, i64 8
  %330 = getelementptr i8, ptr addrspace(3) %327, i64 12
  %331 = shl nuw nsw i32 %7, 1
  %332 = and i32 %331, 6
  %333 = or disjoint i32 %275, %332
  %334 = mul nuw nsw i32 %290, 72
  %335 = add nuw nsw i32 %334, %333
  %336 = zext nneg i32 %335 to i64
  %337 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %336
  %338 = or disjoint i32 %332, 1
  %339 = or disjoint i32 %275, %338
  %340 = add nuw nsw i32 %334, %339
  %341 = zext nneg i32 %340 to i64
  %342 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %341
  %343 = mul nuw nsw i32 %292, 72
  %344 = add nuw nsw i32 %343, %333
  %345 = zext nneg i32 %344 to i64
  %346 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %345
  %347 = add nuw nsw i32 %343, %339
  %348 = zext nneg i32 %347 to i64
  %349 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %348
  %350 = or disjoint i32 %275, 8
  %351 = or disjoint i32 %350, %332
  %352 = add nuw nsw i32 %351, %334
  %353 = zext nneg i32 %352 to i64
  %354 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %353
  %355 = or disjoint i32 %350, %338
  %356 = add nuw nsw i32 %355, %334
  %357 = zext nneg i32 %356 to i64
  %358 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %357
  %359 = add nuw nsw i32 %343, %351
  %360 = zext nneg i32 %359 to i64
  %361 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %360
  %362 = add nuw nsw i32 %343, %355
  %363 = zext nneg i32 %362 to i64
  %364 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %363
  %365 = mul nuw nsw i32 %293, 72
  %366 = add nuw nsw i32 %365, %333
  %367 = zext nneg i32 %366 to i64
  %368 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %367
  %369 = add nuw nsw i32 %365, %339
  %370 = zext nneg i32 %369 to i64
  %371 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %370
  %372 = mul nuw nsw i32 %294, 72
  %373 = add nuw nsw i32 %372, %333
  %374 = zext nneg i32 %373 to i64
  %375 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %374
  %376 = add nuw nsw i32 %372, %339
  %377 = zext nneg i32 %376 to i64
  %378 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %377
  %379 = add nuw nsw i32 %365, %351
  %380 = zext nneg i32 %379 to i64
  %381 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %380
  %382 = add nuw nsw i32 %365, %355
  %383 = zext nneg i32 %382 to i64
  %384 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %383
  %385 = add nuw nsw i32 %372, %351
  %386 = zext nneg i32 %385 to i64
  %387 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %386
  %388 = add nuw nsw i32 %372, %355
  %389 = zext nneg i32 %388 to i64
  %390 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %389
  %391 = mul nuw nsw i32 %282, 72
  %392 = shl nuw nsw i32 %273, 6
  %393 = shl nuw nsw i32 %284, 1
  %.masked = and i32 %392, 64
  %394 = or disjoint i32 %.masked, %393
  %395 = shl nuw nsw i32 %273, 12
  %396 = and i32 %395, 8192
  %397 = and i32 %94, 112
  %398 = xor i32 %394, %397
  %invariant.op = or disjoint i32 %396, %398
  %399 = or disjoint i32 %394, 32
  %400 = xor i32 %399, %397
  %invariant.op139 = or disjoint i32 %396, %400
  %401 = mul nuw nsw i32 %287, 72
  %402 = add i32 %11, %14
  %403 = add i32 %11, %18
  %404 = add i32 %11, %22
  %405 = add i32 %11, %26
  %406 = add nuw nsw i32 %284, %391
  %407 = zext nneg i32 %406 to i64
  %408 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %407
  %409 = add nuw nsw i32 %284, %285
  %410 = zext nneg i32 %409 to i64
  %411 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %410
  %412 = or disjoint i32 %279, %284
  %413 = or disjoint i32 %412, %275
  %414 = shl nuw nsw i32 %413, 6
  %415 = xor i32 %280, %286
  %416 = or disjoint i32 %414, %415
  %417 = zext nneg i32 %416 to i64
  %418 = add nuw nsw i32 %284, %288
  %419 = zext nneg i32 %418 to i64
  %420 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %419
  %421 = or disjoint i32 %284, 16
  %422 = add nuw nsw i32 %421, %285
  %423 = zext nneg i32 %422 to i64
  %424 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %423
  %425 = or disjoint i32 %280, 16
  %426 = xor i32 %425, %286
  %427 = or disjoint i32 %414, %426
  %428 = zext nneg i32 %427 to i64
  %429 = add nuw nsw i32 %421, %288
  %430 = zext nneg i32 %429 to i64
  %431 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %430
  %432 = or disjoint i32 %284, 32
  %433 = add nuw nsw i32 %432, %285
  %434 = zext nneg i32 %433 to i64
  %435 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %434
  %436 = or disjoint i32 %280, 32
  %437 = xor i32 %436, %286
  %438 = or disjoint i32 %414, %437
  %439 = zext nneg i32 %438 to i64
  %440 = add nuw nsw i32 %432, %288
  %441 = zext nneg i32 %440 to i64
  %442 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %441
  %443 = or disjoint i32 %284, 48
  %444 = add nuw nsw i32 %443, %285
  %445 = zext nneg i32 %444 to i64
  %446 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %445
  %447 = or disjoint i32 %280, 48
  %448 = xor i32 %447, %286
  %449 = or disjoint i32 %414, %448
  %450 = zext nneg i32 %449 to i64
  %451 = add nuw nsw i32 %443, %288
  %452 = zext nneg i32 %451 to i64
  %453 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %452
  %454 = or disjoint i32 %284, 64
  %455 = add nuw nsw i32 %454, %285
  %456 = zext nneg i32 %455 to i64
  %457 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %456
  %458 = or disjoint i32 %279, %284
  %459 = or disjoint i32 %458, %275
  %460 = shl nuw nsw i32 %459, 6
  %461 = or disjoint i32 %460, 4096
  %462 = or disjoint i32 %461, %415
  %463 = zext nneg i32 %462 to i64
  %464 = add nuw nsw i32 %454, %288
  %465 = zext nneg i32 %464 to i64
  %466 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %465
  %467 = or disjoint i32 %284, 80
  %468 = add nuw nsw i32 %467, %285
  %469 = zext nneg i32 %468 to i64
  %470 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %469
  %471 = or disjoint i32 %461, %426
  %472 = zext nneg i32 %471 to i64
  %473 = add nuw nsw i32 %467, %288
  %474 = zext nneg i32 %473 to i64
  %475 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %474
  %476 = or disjoint i32 %284, 96
  %477 = add nuw nsw i32 %476, %285
  %478 = zext nneg i32 %477 to i64
  %479 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %478
  %480 = or disjoint i32 %461, %437
  %481 = zext nneg i32 %480 to i64
  %482 = add nuw nsw i32 %476, %288
  %483 = zext nneg i32 %482 to i64
  %484 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %483
  %485 = or disjoint i32 %284, 112
  %486 = add nuw nsw i32 %485, %285
  %487 = zext nneg i32 %486 to i64
  %488 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %487
  %489 = or disjoint i32 %461, %448
  %490 = zext nneg i32 %489 to i64
  %491 = add nuw nsw i32 %485, %288
  %492 = zext nneg i32 %491 to i64
  %493 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %492
  %494 = shl nuw nsw i32 %281, 7
  %.reass = or disjoint i32 %494, %invariant.op
  %495 = lshr exact i32 %.reass, 1
  %496 = zext nneg i32 %495 to i64
  %.reass140 = or i32 %494, %invariant.op139
  %497 = lshr exact i32 %.reass140, 1
  %498 = zext nneg i32 %497 to i64
  %499 = add nuw nsw i32 %284, %401
  %500 = zext nneg i32 %499 to i64
  %501 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %500
  %502 = add nuw nsw i32 %421, %391
  %503 = zext nneg i32 %502 to i64
  %504 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %503
  %505 = shl nuw nsw i32 %281, 7
  %506 = or disjoint i32 %505, 2048
  %.reass.1 = or disjoint i32 %506, %invariant.op
  %507 = lshr exact i32 %.reass.1, 1
  %508 = zext nneg i32 %507 to i64
  %.reass140.1 = or i32 %506, %invariant.op139
  %509 = lshr exact i32 %.reass140.1, 1
  %510 = zext nneg i32 %509 to i64
  %511 = add nuw nsw i32 %421, %401
  %512 = zext nneg i32 %511 to i64
  %513 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %512
  %514 = add nuw nsw i32 %432, %391
  %515 = zext nneg i32 %514 to i64
  %516 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %515
  %517 = shl nuw nsw i32 %281, 7
  %518 = or disjoint i32 %517, 4096
  %.reass.2 = or disjoint i32 %518, %invariant.op
  %519 = lshr exact i32 %.reass.2, 1
  %520 = zext nneg i32 %519 to i64
  %.reass140.2 = or i32 %518, %invariant.op139
  %521 = lshr exact i32 %.reass140.2, 1
  %522 = zext nneg i32 %521 to i64
  %523 = add nuw nsw i32 %432, %401
  %524 = zext nneg i32 %523 to i64
  %525 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %524
  %526 = add nuw nsw i32 %443, %391
  %527 = zext nneg i32 %526 to i64
  %528 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %527
  %529 = shl nuw nsw i32 %281, 7
  %530 = or disjoint i32 %529, 6144
  %.reass.3 = or disjoint i32 %530, %invariant.op
  %531 = lshr exact i32 %.reass.3, 1
  %532 = zext nneg i32 %531 to i64
  %.reass140.3 = or i32 %530, %invariant.op139
  %533 = lshr exact i32 %.reass140.3, 1
  %534 = zext nneg i32 %533 to i64
  %535 = add nuw nsw i32 %443, %401
  %536 = zext nneg i32 %535 to i64
  %537 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %536
  br label %538

538:                                              ; preds = %.lr.ph, %538
  %539 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %952, %538 ]
  %540 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %951, %538 ]
  %541 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %950, %538 ]
  %542 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %949, %538 ]
  %543 = phi float [ 0.000000e+00, %.lr.ph ], [ %1365, %538 ]
  %544 = phi float [ 0.000000e+00, %.lr.ph ], [ %1364, %538 ]
  %545 = phi float [ 0.000000e+00, %.lr.ph ], [ %1363, %538 ]
  %546 = phi float [ 0.000000e+00, %.lr.ph ], [ %1362, %538 ]
  %547 = phi float [ 0.000000e+00, %.lr.ph ], [ %1360, %538 ]
  %548 = phi float [ 0.000000e+00, %.lr.ph ], [ %1359, %538 ]
  %549 = phi float [ 0.000000e+00, %.lr.ph ], [ %1358, %538 ]
  %550 = phi float [ 0.000000e+00, %.lr.ph ], [ %1357, %538 ]
  %551 = phi float [ 0.000000e+00, %.lr.ph ], [ %1355, %538 ]
  %552 = phi float [ 0.000000e+00, %.lr.ph ], [ %1354, %538 ]
  %553 = phi float [ 0.000000e+00, %.lr.ph ], [ %1353, %538 ]
  %554 = phi float [ 0.000000e+00, %.lr.ph ], [ %1352, %538 ]
  %555 = phi float [ 0.000000e+00, %.lr.ph ], [ %1350, %538 ]
  %556 = phi float [ 0.000000e+00, %.lr.ph ], [ %1349, %538 ]
  %557 = phi float [ 0.000000e+00, %.lr.ph ], [ %1348, %538 ]
  %558 = phi float [ 0.000000e+00, %.lr.ph ], [ %1347, %538 ]
  %559 = phi float [ 0.000000e+00, %.lr.ph ], [ %1340, %538 ]
  %560 = phi float [ 0.000000e+00, %.lr.ph ], [ %1339, %538 ]
  %561 = phi float [ 0.000000e+00, %.lr.ph ], [ %1338, %538 ]
  %562 = phi float [ 0.000000e+00, %.lr.ph ], [ %1337, %538 ]
  %563 = phi float [ 0.000000e+00, %.lr.ph ], [ %1335, %538 ]
  %564 = phi float [ 0.000000e+00, %.lr.ph ], [ %1334, %538 ]
  %565 = phi float [ 0.000000e+00, %.lr.ph ], [ %1333, %538 ]
  %566 = phi float [ 0.000000e+00, %.lr.ph ], [ %1332, %538 ]
  %567 = phi float [ 0.000000e+00, %.lr.ph ], [ %1324, %538 ]
  %568 = phi float [ 0.000000e+00, %.lr.ph ], [ %1323, %538 ]
  %569 = phi float [ 0.000000e+00, %.lr.ph ], [ %1322, %538 ]
  %570 = phi float [ 0.000000e+00, %.lr.ph ], [ %1321, %538 ]
  %571 = phi float [ 0.000000e+00, %.lr.ph ], [ %1319, %538 ]
  %572 = phi float [ 0.000000e+00, %.lr.ph ], [ %1318, %538 ]
  %573 = phi float [ 0.000000e+00, %.lr.ph ], [ %1317, %538 ]
  %574 = phi float [ 0.000000e+00, %.lr.ph ], [ %1316, %538 ]
  %575 = phi float [ 0.000000e+00, %.lr.ph ], [ %1388, %538 ]
  %576 = phi float [ 0.000000e+00, %.lr.ph ], [ %1387, %538 ]
  %577 = phi float [ 0.000000e+00, %.lr.ph ], [ %1386, %538 ]
  %578 = phi float [ 0.000000e+00, %.lr.ph ], [ %1385, %538 ]
  %579 = phi i32 [ 0, %.lr.ph ], [ %1438, %538 ]
  %580 = lshr exact i32 %579, 6
  %581 = urem i32 %580, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %582 = shl nuw nsw i32 %581, 14
  %583 = zext nneg i32 %582 to i64
  %584 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %583
  %585 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %411)
  %586 = extractvalue { i32, i32, i32, i32 } %585, 0
  %587 = extractvalue { i32, i32, i32, i32 } %585, 1
  %588 = extractvalue { i32, i32, i32, i32 } %585, 2
  %589 = extractvalue { i32, i32, i32, i32 } %585, 3
  %590 = getelementptr bfloat, ptr addrspace(3) %584, i64 %417
  %591 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %590)
  %592 = extractvalue { i32, i32, i32, i32 } %591, 0
  %593 = extractvalue { i32, i32, i32, i32 } %591, 1
  %594 = extractvalue { i32, i32, i32, i32 } %591, 2
  %595 = extractvalue { i32, i32, i32, i32 } %591, 3
  %596 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %586, i32 %587, i32 %588, i32 %589, i32 %592, i32 %593, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %597 = extractvalue { float, float, float, float } %596, 0
  %598 = extractvalue { float, float, float, float } %596, 1
  %599 = extractvalue { float, float, float, float } %596, 2
  %600 = extractvalue { float, float, float, float } %596, 3
  %601 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %586, i32 %587, i32 %588, i32 %589, i32 %594, i32 %595, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %602 = extractvalue { float, float, float, float } %601, 0
  %603 = extractvalue { float, float, float, float } %601, 1
  %604 = extractvalue { float, float, float, float } %601, 2
  %605 = extractvalue { float, float, float, float } %601, 3
  %606 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %420)
  %607 = extractvalue { i32, i32, i32, i32 } %606, 0
  %608 = extractvalue { i32, i32, i32, i32 } %606, 1
  %609 = extractvalue { i32, i32, i32, i32 } %606, 2
  %610 = extractvalue { i32, i32, i32, i32 } %606, 3
  %611 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %607, i32 %608, i32 %609, i32 %610, i32 %592, i32 %593, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %612 = extractvalue { float, float, float, float } %611, 0
  %613 = extractvalue { float, float, float, float } %611, 1
  %614 = extractvalue { float, float, float, float } %611, 2
  %615 = extractvalue { float, float, float, float } %611, 3
  %616 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %607, i32 %608, i32 %609, i32 %610, i32 %594, i32 %595, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %617 = extractvalue { float, float, float, float } %616, 0
  %618 = extractvalue { float, float, float, float } %616, 1
  %619 = extractvalue { float, float, float, float } %616, 2
  %620 = extractvalue { float, float, float, float } %616, 3
  %621 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %424)
  %622 = extractvalue { i32, i32, i32, i32 } %621, 0
  %623 = extractvalue { i32, i32, i32, i32 } %621, 1
  %624 = extractvalue { i32, i32, i32, i32 } %621, 2
  %625 = extractvalue { i32, i32, i32, i32 } %621, 3
  %626 = getelementptr bfloat, ptr addrspace(3) %584, i64 %428
  %627 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %626)
  %628 = extractvalue { i32, i32, i32, i32 } %627, 0
  %629 = extractvalue { i32, i32, i32, i32 } %627, 1
  %630 = extractvalue { i32, i32, i32, i32 } %627, 2
  %631 = extractvalue { i32, i32, i32, i32 } %627, 3
  %632 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %622, i32 %623, i32 %624, i32 %625, i32 %628, i32 %629, float %597, float %598, float %599, float %600) #7
  %633 = extractvalue { float, float, float, float } %632, 0
  %634 = extractvalue { float, float, float, float } %632, 1
  %635 = extractvalue { float, float, float, float } %632, 2
  %636 = extractvalue { float, float, float, float } %632, 3
  %637 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %622, i32 %623, i32 %624, i32 %625, i32 %630, i32 %631, float %602, float %603, float %604, float %605) #7
  %638 = extractvalue { float, float, float, float } %637, 0
  %639 = extractvalue { float, float, float, float } %637, 1
  %640 = extractvalue { float, float, float, float } %637, 2
  %641 = extractvalue { float, float, float, float } %637, 3
  %642 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %431)
  %643 = extractvalue { i32, i32, i32, i32 } %642, 0
  %644 = extractvalue { i32, i32, i32, i32 } %642, 1
  %645 = extractvalue { i32, i32, i32, i32 } %642, 2
  %646 = extractvalue { i32, i32, i32, i32 } %642, 3
  %647 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %643, i32 %644, i32 %645, i32 %646, i32 %628, i32 %629, float %612, float %613, float %614, float %615) #7
  %648 = extractvalue { float, float, float, float } %647, 0
  %649 = extractvalue { float, float, float, float } %647, 1
  %650 = extractvalue { float, float, float, float } %647, 2
  %651 = extractvalue { float, float, float, float } %647, 3
  %652 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %643, i32 %644, i32 %645, i32 %646, i32 %630, i32 %631, float %617, float %618, float %619, float %620) #7
  %653 = extractvalue { float, float, float, float } %652, 0
  %654 = extractvalue { float, float, float, float } %652, 1
  %655 = extractvalue { float, float, float, float } %652, 2
  %656 = extractvalue { float, float, float, float } %652, 3
  %657 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %435)
  %658 = extractvalue { i32, i32, i32, i32 } %657, 0
  %659 = extractvalue { i32, i32, i32, i32 } %657, 1
  %660 = extractvalue { i32, i32, i32, i32 } %657, 2
  %661 = extractvalue { i32, i32, i32, i32 } %657, 3
  %662 = getelementptr bfloat, ptr addrspace(3) %584, i64 %439
  %663 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %662)
  %664 = extractvalue { i32, i32, i32, i32 } %663, 0
  %665 = extractvalue { i32, i32, i32, i32 } %663, 1
  %666 = extractvalue { i32, i32, i32, i32 } %663, 2
  %667 = extractvalue { i32, i32, i32, i32 } %663, 3
  %668 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %658, i32 %659, i32 %660, i32 %661, i32 %664, i32 %665, float %633, float %634, float %635, float %636) #7
  %669 = extractvalue { float, float, float, float } %668, 0
  %670 = extractvalue { float, float, float, float } %668, 1
  %671 = extractvalue { float, float, float, float } %668, 2
  %672 = extractvalue { float, float, float, float } %668, 3
  %673 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %658, i32 %659, i32 %660, i32 %661, i32 %666, i32 %667, float %638, float %639, float %640, float %641) #7
  %674 = extractvalue { float, float, float, float } %673, 0
  %675 = extractvalue { float, float, float, float } %673, 1
  %676 = extractvalue { float, float, float, float } %673, 2
  %677 = extractvalue { float, float, float, float } %673, 3
  %678 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %442)
  %679 = extractvalue { i32, i32, i32, i32 } %678, 0
  %680 = extractvalue { i32, i32, i32, i32 } %678, 1
  %681 = extractvalue { i32, i32, i32, i32 } %678, 2
  %682 = extractvalue { i32, i32, i32, i32 } %678, 3
  %683 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %679, i32 %680, i32 %681, i32 %682, i32 %664, i32 %665, float %648, float %649, float %650, float %651) #7
  %684 = extractvalue { float, float, float, float } %683, 0
  %685 = extractvalue { float, float, float, float } %683, 1
  %686 = extractvalue { float, float, float, float } %683, 2
  %687 = extractvalue { float, float, float, float } %683, 3
  %688 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %679, i32 %680, i32 %681, i32 %682, i32 %666, i32 %667, float %653, float %654, float %655, float %656) #7
  %689 = extractvalue { float, float, float, float } %688, 0
  %690 = extractvalue { float, float, float, float } %688, 1
  %691 = extractvalue { float, float, float, float } %688, 2
  %692 = extractvalue { float, float, float, float } %688, 3
  %693 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %446)
  %694 = extractvalue { i32, i32, i32, i32 } %693, 0
  %695 = extractvalue { i32, i32, i32, i32 } %693, 1
  %696 = extractvalue { i32, i32, i32, i32 } %693, 2
  %697 = extractvalue { i32, i32, i32, i32 } %693, 3
  %698 = getelementptr bfloat, ptr addrspace(3) %584, i64 %450
  %699 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %698)
  %700 = extractvalue { i32, i32, i32, i32 } %699, 0
  %701 = extractvalue { i32, i32, i32, i32 } %699, 1
  %702 = extractvalue { i32, i32, i32, i32 } %699, 2
  %703 = extractvalue { i32, i32, i32, i32 } %699, 3
  %704 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %694, i32 %695, i32 %696, i32 %697, i32 %700, i32 %701, float %669, float %670, float %671, float %672) #7
  %705 = extractvalue { float, float, float, float } %704, 0
  %706 = extractvalue { float, float, float, float } %704, 1
  %707 = extractvalue { float, float, float, float } %704, 2
  %708 = extractvalue { float, float, float, float } %704, 3
  %709 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %694, i32 %695, i32 %696, i32 %697, i32 %702, i32 %703, float %674, float %675, float %676, float %677) #7
  %710 = extractvalue { float, float, float, float } %709, 0
  %711 = extractvalue { float, float, float, float } %709, 1
  %712 = extractvalue { float, float, float, float } %709, 2
  %713 = extractvalue { float, float, float, float } %709, 3
  %714 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %453)
  %715 = extractvalue { i32, i32, i32, i32 } %714, 0
  %716 = extractvalue { i32, i32, i32, i32 } %714, 1
  %717 = extractvalue { i32, i32, i32, i32 } %714, 2
  %718 = extractvalue { i32, i32, i32, i32 } %714, 3
  %719 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %715, i32 %716, i32 %717, i32 %718, i32 %700, i32 %701, float %684, float %685, float %686, float %687) #7
  %720 = extractvalue { float, float, float, float } %719, 0
  %721 = extractvalue { float, float, float, float } %719, 1
  %722 = extractvalue { float, float, float, float } %719, 2
  %723 = extractvalue { float, float, float, float } %719, 3
  %724 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %715, i32 %716, i32 %717, i32 %718, i32 %702, i32 %703, float %689, float %690, float %691, float %692) #7
  %725 = extractvalue { float, float, float, float } %724, 0
  %726 = extractvalue { float, float, float, float } %724, 1
  %727 = extractvalue { float, float, float, float } %724, 2
  %728 = extractvalue { float, float, float, float } %724, 3
  %729 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %457)
  %730 = extractvalue { i32, i32, i32, i32 } %729, 0
  %731 = extractvalue { i32, i32, i32, i32 } %729, 1
  %732 = extractvalue { i32, i32, i32, i32 } %729, 2
  %733 = extractvalue { i32, i32, i32, i32 } %729, 3
  %734 = getelementptr bfloat, ptr addrspace(3) %584, i64 %463
  %735 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %734)
  %736 = extractvalue { i32, i32, i32, i32 } %735, 0
  %737 = extractvalue { i32, i32, i32, i32 } %735, 1
  %738 = extractvalue { i32, i32, i32, i32 } %735, 2
  %739 = extractvalue { i32, i32, i32, i32 } %735, 3
  %740 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %730, i32 %731, i32 %732, i32 %733, i32 %736, i32 %737, float %705, float %706, float %707, float %708) #7
  %741 = extractvalue { float, float, float, float } %740, 0
  %742 = extractvalue { float, float, float, float } %740, 1
  %743 = extractvalue { float, float, float, float } %740, 2
  %744 = extractvalue { float, float, float, float } %740, 3
  %745 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %730, i32 %731, i32 %732, i32 %733, i32 %738, i32 %739, float %710, float %711, float %712, float %713) #7
  %746 = extractvalue { float, float, float, float } %745, 0
  %747 = extractvalue { float, float, float, float } %745, 1
  %748 = extractvalue { float, float, float, float } %745, 2
  %749 = extractvalue { float, float, float, float } %745, 3
  %750 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %466)
  %751 = extractvalue { i32, i32, i32, i32 } %750, 0
  %752 = extractvalue { i32, i32, i32, i32 } %750, 1
  %753 = extractvalue { i32, i32, i32, i32 } %750, 2
  %754 = extractvalue { i32, i32, i32, i32 } %750, 3
  %755 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %736, i32 %737, float %720, float %721, float %722, float %723) #7
  %756 = extractvalue { float, float, float, float } %755, 0
  %757 = extractvalue { float, float, float, float } %755, 1
  %758 = extractvalue { float, float, float, float } %755, 2
  %759 = extractvalue { float, float, float, float } %755, 3
  %760 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %751, i32 %752, i32 %753, i32 %754, i32 %738, i32 %739, float %725, float %726, float %727, float %728) #7
  %761 = extractvalue { float, float, float, float } %760, 0
  %762 = extractvalue { float, float, float, float } %760, 1
  %763 = extractvalue { float, float, float, float } %760, 2
  %764 = extractvalue { float, float, float, float } %760, 3
  %765 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %470)
  %766 = extractvalue { i32, i32, i32, i32 } %765, 0
  %767 = extractvalue { i32, i32, i32, i32 } %765, 1
  %768 = extractvalue { i32, i32, i32, i32 } %765, 2
  %769 = extractvalue { i32, i32, i32, i32 } %765, 3
  %770 = getelementptr bfloat, ptr addrspace(3) %584, i64 %472
  %771 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %770)
  %772 = extractvalue { i32, i32, i32, i32 } %771, 0
  %773 = extractvalue { i32, i32, i32, i32 } %771, 1
  %774 = extractvalue { i32, i32, i32, i32 } %771, 2
  %775 = extractvalue { i32, i32, i32, i32 } %771, 3
  %776 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %766, i32 %767, i32 %768, i32 %769, i32 %772, i32 %773, float %741, float %742, float %743, float %744) #7
  %777 = extractvalue { float, float, float, float } %776, 0
  %778 = extractvalue { float, float, float, float } %776, 1
  %779 = extractvalue { float, float, float, float } %776, 2
  %780 = extractvalue { float, float, float, float } %776, 3
  %781 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %766, i32 %767, i32 %768, i32 %769, i32 %774, i32 %775, float %746, float %747, float %748, float %749) #7
  %782 = extractvalue { float, float, float, float } %781, 0
  %783 = extractvalue { float, float, float, float } %781, 1
  %784 = extractvalue { float, float, float, float } %781, 2
  %785 = extractvalue { float, float, float, float } %781, 3
  %786 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %475)
  %787 = extractvalue { i32, i32, i32, i32 } %786, 0
  %788 = extractvalue { i32, i32, i32, i32 } %786, 1
  %789 = extractvalue { i32, i32, i32, i32 } %786, 2
  %790 = extractvalue { i32, i32, i32, i32 } %786, 3
  %791 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %787, i32 %788, i32 %789, i32 %790, i32 %772, i32 %773, float %756, float %757, float %758, float %759) #7
  %792 = extractvalue { float, float, float, float } %791, 0
  %793 = extractvalue { float, float, float, float } %791, 1
  %794 = extractvalue { float, float, float, float } %791, 2
  %795 = extractvalue { float, float, float, float } %791, 3
  %796 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %787, i32 %788, i32 %789, i32 %790, i32 %774, i32 %775, float %761, float %762, float %763, float %764) #7
  %797 = extractvalue { float, float, float, float } %796, 0
  %798 = extractvalue { float, float, float, float } %796, 1
  %799 = extractvalue { float, float, float, float } %796, 2
  %800 = extractvalue { float, float, float, float } %796, 3
  %801 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %479)
  %802 = extractvalue { i32, i32, i32, i32 } %801, 0
  %803 = extractvalue { i32, i32, i32, i32 } %801, 1
  %804 = extractvalue { i32, i32, i32, i32 } %801, 2
  %805 = extractvalue { i32, i32, i32, i32 } %801, 3
  %806 = getelementptr bfloat, ptr addrspace(3) %584, i64 %481
  %807 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %806)
  %808 = extractvalue { i32, i32, i32, i32 } %807, 0
  %809 = extractvalue { i32, i32, i32, i32 } %807, 1
  %810 = extractvalue { i32, i32, i32, i32 } %807, 2
  %811 = extractvalue { i32, i32, i32, i32 } %807, 3
  %812 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %802, i32 %803, i32 %804, i32 %805, i32 %808, i32 %809, float %777, float %778, float %779, float %780) #7
  %813 = extractvalue { float, float, float, float } %812, 0
  %814 = extractvalue { float, float, float, float } %812, 1
  %815 = extractvalue { float, float, float, float } %812, 2
  %816 = extractvalue { float, float, float, float } %812, 3
  %817 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %802, i32 %803, i32 %804, i32 %805, i32 %810, i32 %811, float %782, float %783, float %784, float %785) #7
  %818 = extractvalue { float, float, float, float } %817, 0
  %819 = extractvalue { float, float, float, float } %817, 1
  %820 = extractvalue { float, float, float, float } %817, 2
  %821 = extractvalue { float, float, float, float } %817, 3
  %822 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %484)
  %823 = extractvalue { i32, i32, i32, i32 } %822, 0
  %824 = extractvalue { i32, i32, i32, i32 } %822, 1
  %825 = extractvalue { i32, i32, i32, i32 } %822, 2
  %826 = extractvalue { i32, i32, i32, i32 } %822, 3
  %827 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %823, i32 %824, i32 %825, i32 %826, i32 %808, i32 %809, float %792, float %793, float %794, float %795) #7
  %828 = extractvalue { float, float, float, float } %827, 0
  %829 = extractvalue { float, float, float, float } %827, 1
  %830 = extractvalue { float, float, float, float } %827, 2
  %831 = extractvalue { float, float, float, float } %827, 3
  %832 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %823, i32 %824, i32 %825, i32 %826, i32 %810, i32 %811, float %797, float %798, float %799, float %800) #7
  %833 = extractvalue { float, float, float, float } %832, 0
  %834 = extractvalue { float, float, float, float } %832, 1
  %835 = extractvalue { float, float, float, float } %832, 2
  %836 = extractvalue { float, float, float, float } %832, 3
  %837 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %488)
  %838 = extractvalue { i32, i32, i32, i32 } %837, 0
  %839 = extractvalue { i32, i32, i32, i32 } %837, 1
  %840 = extractvalue { i32, i32, i32, i32 } %837, 2
  %841 = extractvalue { i32, i32, i32, i32 } %837, 3
  %842 = getelementptr bfloat, ptr addrspace(3) %584, i64 %490
  %843 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %842)
  %844 = extractvalue { i32, i32, i32, i32 } %843, 0
  %845 = extractvalue { i32, i32, i32, i32 } %843, 1
  %846 = extractvalue { i32, i32, i32, i32 } %843, 2
  %847 = extractvalue { i32, i32, i32, i32 } %843, 3
  %848 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %838, i32 %839, i32 %840, i32 %841, i32 %844, i32 %845, float %813, float %814, float %815, float %816) #7
  %849 = extractvalue { float, float, float, float } %848, 0
  %850 = extractvalue { float, float, float, float } %848, 1
  %851 = extractvalue { float, float, float, float } %848, 2
  %852 = extractvalue { float, float, float, float } %848, 3
  %853 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %838, i32 %839, i32 %840, i32 %841, i32 %846, i32 %847, float %818, float %819, float %820, float %821) #7
  %854 = extractvalue { float, float, float, float } %853, 0
  %855 = extractvalue { float, float, float, float } %853, 1
  %856 = extractvalue { float, float, float, float } %853, 2
  %857 = extractvalue { float, float, float, float } %853, 3
  %858 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %493)
  %859 = extractvalue { i32, i32, i32, i32 } %858, 0
  %860 = extractvalue { i32, i32, i32, i32 } %858, 1
  %861 = extractvalue { i32, i32, i32, i32 } %858, 2
  %862 = extractvalue { i32, i32, i32, i32 } %858, 3
  %863 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %859, i32 %860, i32 %861, i32 %862, i32 %844, i32 %845, float %828, float %829, float %830, float %831) #7
  %864 = extractvalue { float, float, float, float } %863, 0
  %865 = extractvalue { float, float, float, float } %863, 1
  %866 = extractvalue { float, float, float, float } %863, 2
  %867 = extractvalue { float, float, float, float } %863, 3
  %868 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %859, i32 %860, i32 %861, i32 %862, i32 %846, i32 %847, float %833, float %834, float %835, float %836) #7
  %869 = extractvalue { float, float, float, float } %868, 0
  %870 = extractvalue { float, float, float, float } %868, 1
  %871 = extractvalue { float, float, float, float } %868, 2
  %872 = extractvalue { float, float, float, float } %868, 3
  %873 = tail call float @llvm.maxnum.f32(float %849, float %850)
  %874 = tail call float @llvm.maxnum.f32(float %851, float %852)
  %875 = tail call float @llvm.maxnum.f32(float %873, float %854)
  %876 = tail call float @llvm.maxnum.f32(float %875, float %855)
  %877 = tail call float @llvm.maxnum.f32(float %874, float %856)
  %878 = tail call float @llvm.maxnum.f32(float %877, float %857)
  %879 = tail call float @llvm.maxnum.f32(float %864, float %865)
  %880 = tail call float @llvm.maxnum.f32(float %866, float %867)
  %881 = tail call float @llvm.maxnum.f32(float %879, float %869)
  %882 = tail call float @llvm.maxnum.f32(float %881, float %870)
  %883 = tail call float @llvm.maxnum.f32(float %880, float %871)
  %884 = tail call float @llvm.maxnum.f32(float %883, float %872)
  %885 = bitcast float %876 to i32
  %886 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %885, i32 2, i32 31)
  %887 = bitcast i32 %886 to float
  %888 = tail call float @llvm.maxnum.f32(float %876, float %887)
  %889 = bitcast float %878 to i32
  %890 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %889, i32 2, i32 31)
  %891 = bitcast i32 %890 to float
  %892 = tail call float @llvm.maxnum.f32(float %878, float %891)
  %893 = bitcast float %882 to i32
  %894 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %893, i32 2, i32 31)
  %895 = bitcast i32 %894 to float
  %896 = tail call float @llvm.maxnum.f32(float %882, float %895)
  %897 = bitcast float %884 to i32
  %898 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %897, i32 2, i32 31)
  %899 = bitcast i32 %898 to float
  %900 = tail call float @llvm.maxnum.f32(float %884, float %899)
  %901 = bitcast float %888 to i32
  %902 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %901, i32 1, i32 31)
  %903 = bitcast i32 %902 to float
  %904 = tail call float @llvm.maxnum.f32(float %888, float %903)
  %905 = bitcast float %892 to i32
  %906 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %905, i32 1, i32 31)
  %907 = bitcast i32 %906 to float
  %908 = tail call float @llvm.maxnum.f32(float %892, float %907)
  %909 = bitcast float %896 to i32
  %910 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %909, i32 1, i32 31)
  %911 = bitcast i32 %910 to float
  %912 = tail call float @llvm.maxnum.f32(float %896, float %911)
  %913 = bitcast float %900 to i32
  %914 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %913, i32 1, i32 31)
  %915 = bitcast i32 %914 to float
  %916 = tail call float @llvm.maxnum.f32(float %900, float %915)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %904, ptr addrspace(3) %298, align 4
  store float %908, ptr addrspace(3) %302, align 4
  store float %912, ptr addrspace(3) %306, align 4
  store float %916, ptr addrspace(3) %310, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %917 = load float, ptr addrspace(3) %312, align 16
  %918 = load float, ptr addrspace(3) %313, align 4
  %919 = tail call float @llvm.maxnum.f32(float %917, float %918)
  %920 = load float, ptr addrspace(3) %314, align 8
  %921 = tail call float @llvm.maxnum.f32(float %919, float %920)
  %922 = load float, ptr addrspace(3) %315, align 4
  %923 = tail call float @llvm.maxnum.f32(float %921, float %922)
  %924 = load float, ptr addrspace(3) %317, align 16
  %925 = load float, ptr addrspace(3) %318, align 4
  %926 = tail call float @llvm.maxnum.f32(float %924, float %925)
  %927 = load float, ptr addrspace(3) %319, align 8
  %928 = tail call float @llvm.maxnum.f32(float %926, float %927)
  %929 = load float, ptr addrspace(3) %320, align 4
  %930 = tail call float @llvm.maxnum.f32(float %928, float %929)
  %931 = load float, ptr addrspace(3) %322, align 16
  %932 = load float, ptr addrspace(3) %323, align 4
  %933 = tail call float @llvm.maxnum.f32(float %931, float %932)
  %934 = load float, ptr addrspace(3) %324, align 8
  %935 = tail call float @llvm.maxnum.f32(float %933, float %934)
  %936 = load float, ptr addrspace(3) %325, align 4
  %937 = tail call float @llvm.maxnum.f32(float %935, float %936)
  %938 = load float, ptr addrspace(3) %327, align 16
  %939 = load float, ptr addrspace(3) %328, align 4
  %940 = tail call float @llvm.maxnum.f32(float %938, float %939)
  %941 = load float, ptr addrspace(3) %329, align 8
  %942 = tail call float @llvm.maxnum.f32(float %940, float %941)
  %943 = load float, ptr addrspace(3) %330, align 4
  %944 = tail call float @llvm.maxnum.f32(float %942, float %943)
  %945 = fmul float %87, %923
  %946 = fmul float %87, %930
  %947 = fmul float %87, %937
  %948 = fmul float %87, %944
  %949 = tail call float @llvm.maxnum.f32(float %542, float %945)
  %950 = tail call float @llvm.maxnum.f32(float %541, float %946)
  %951 = tail call float @llvm.maxnum.f32(float %540, float %947)
  %952 = tail call float @llvm.maxnum.f32(float %539, float %948)
  %953 = fmul float %87, %849
  %954 = fmul float %87, %850
  %955 = fmul float %87, %851
  %956 = fmul float %87, %852
  %957 = fmul float %87, %854
  %958 = fmul float %87, %855
  %959 = fmul float %87, %856
  %960 = fmul float %87, %857
  %961 = fmul float %87, %864
  %962 = fmul float %87, %865
  %963 = fmul float %87, %866
  %964 = fmul float %87, %867
  %965 = fmul float %87, %869
  %966 = fmul float %87, %870
  %967 = fmul float %87, %871
  %968 = fmul float %87, %872
  %969 = fsub float %953, %949
  %970 = fsub float %954, %949
  %971 = fsub float %955, %950
  %972 = fsub float %956, %950
  %973 = fsub float %957, %949
  %974 = fsub float %958, %949
  %975 = fsub float %959, %950
  %976 = fsub float %960, %950
  %977 = fsub float %961, %951
  %978 = fsub float %962, %951
  %979 = fsub float %963, %952
  %980 = fsub float %964, %952
  %981 = fsub float %965, %951
  %982 = fsub float %966, %951
  %983 = fsub float %967, %952
  %984 = fsub float %968, %952
  %985 = tail call float @llvm.nvvm.ex2.approx.f32(float %969)
  %986 = tail call float @llvm.nvvm.ex2.approx.f32(float %970)
  %987 = tail call float @llvm.nvvm.ex2.approx.f32(float %971)
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
  %1001 = fsub float %542, %949
  %1002 = fsub float %541, %950
  %1003 = fsub float %540, %951
  %1004 = fsub float %539, %952
  %1005 = tail call float @llvm.nvvm.ex2.approx.f32(float %1001)
  %1006 = tail call float @llvm.nvvm.ex2.approx.f32(float %1002)
  %1007 = tail call float @llvm.nvvm.ex2.approx.f32(float %1003)
  %1008 = tail call float @llvm.nvvm.ex2.approx.f32(float %1004)
  %1009 = fadd float %985, %986
  %1010 = fadd float %987, %988
  %1011 = fadd float %1009, %989
  %1012 = fadd float %1011, %990
  %1013 = fadd float %1010, %991
  %1014 = fadd float %1013, %992
  %1015 = fadd float %993, %994
  %1016 = fadd float %995, %996
  %1017 = fadd float %1015, %997
  %1018 = fadd float %1017, %998
  %1019 = fadd float %1016, %999
  %1020 = fadd float %1019, %1000
  %1021 = bitcast float %1012 to i32
  %1022 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1021, i32 2, i32 31)
  %1023 = bitcast i32 %1022 to float
  %1024 = fadd float %1012, %1023
  %1025 = bitcast float %1014 to i32
  %1026 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1025, i32 2, i32 31)
  %1027 = bitcast i32 %1026 to float
  %1028 = fadd float %1014, %1027
  %1029 = bitcast float %1018 to i32
  %1030 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1029, i32 2, i32 31)
  %1031 = bitcast i32 %1030 to float
  %1032 = fadd float %1018, %1031
  %1033 = bitcast float %1020 to i32
  %1034 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1033, i32 2, i32 31)
  %1035 = bitcast i32 %1034 to float
  %1036 = fadd float %1020, %1035
  %1037 = bitcast float %1024 to i32
  %1038 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1037, i32 1, i32 31)
  %1039 = bitcast i32 %1038 to float
  %1040 = fadd float %1024, %1039
  %1041 = bitcast float %1028 to i32
  %1042 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1041, i32 1, i32 31)
  %1043 = bitcast i32 %1042 to float
  %1044 = fadd float %1028, %1043
  %1045 = bitcast float %1032 to i32
  %1046 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1045, i32 1, i32 31)
  %1047 = bitcast i32 %1046 to float
  %1048 = fadd float %1032, %1047
  %1049 = bitcast float %1036 to i32
  %1050 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1049, i32 1, i32 31)
  %1051 = bitcast i32 %1050 to float
  %1052 = fadd float %1036, %1051
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1040, ptr addrspace(3) %298, align 4
  store float %1044, ptr addrspace(3) %302, align 4
  store float %1048, ptr addrspace(3) %306, align 4
  store float %1052, ptr addrspace(3) %310, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1053 = load float, ptr addrspace(3) %312, align 16
  %1054 = load float, ptr addrspace(3) %313, align 4
  %1055 = load float, ptr addrspace(3) %314, align 8
  %1056 = load float, ptr addrspace(3) %315, align 4
  %1057 = load float, ptr addrspace(3) %317, align 16
  %1058 = load float, ptr addrspace(3) %318, align 4
  %1059 = load float, ptr addrspace(3) %319, align 8
  %1060 = load float, ptr addrspace(3) %320, align 4
  %1061 = load float, ptr addrspace(3) %322, align 16
  %1062 = load float, ptr addrspace(3) %323, align 4
  %1063 = load float, ptr addrspace(3) %324, align 8
  %1064 = load float, ptr addrspace(3) %325, align 4
  %1065 = load float, ptr addrspace(3) %327, align 16
  %1066 = load float, ptr addrspace(3) %328, align 4
  %1067 = load float, ptr addrspace(3) %329, align 8
  %1068 = load float, ptr addrspace(3) %330, align 4
  %1069 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %583
  %1070 = fptrunc float %985 to bfloat
  %1071 = fptrunc float %986 to bfloat
  %1072 = fptrunc float %987 to bfloat
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
  %1086 = fmul float %574, %1005
  %1087 = fmul float %573, %1005
  %1088 = fmul float %572, %1006
  %1089 = fmul float %571, %1006
  %1090 = fmul float %570, %1005
  %1091 = fmul float %569, %1005
  %1092 = fmul float %568, %1006
  %1093 = fmul float %567, %1006
  %1094 = fmul float %566, %1005
  %1095 = fmul float %565, %1005
  %1096 = fmul float %564, %1006
  %1097 = fmul float %563, %1006
  %1098 = fmul float %562, %1005
  %1099 = fmul float %561, %1005
  %1100 = fmul float %560, %1006
  %1101 = fmul float %559, %1006
  %1102 = fmul float %558, %1007
  %1103 = fmul float %557, %1007
  %1104 = fmul float %556, %1008
  %1105 = fmul float %555, %1008
  %1106 = fmul float %554, %1007
  %1107 = fmul float %553, %1007
  %1108 = fmul float %552, %1008
  %1109 = fmul float %551, %1008
  %1110 = fmul float %550, %1007
  %1111 = fmul float %549, %1007
  %1112 = fmul float %548, %1008
  %1113 = fmul float %547, %1008
  %1114 = fmul float %546, %1007
  %1115 = fmul float %545, %1007
  %1116 = fmul float %544, %1008
  %1117 = fmul float %543, %1008
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store bfloat %1070, ptr addrspace(3) %337, align 4
  store bfloat %1071, ptr addrspace(3) %342, align 2
  store bfloat %1072, ptr addrspace(3) %346, align 4
  store bfloat %1073, ptr addrspace(3) %349, align 2
  store bfloat %1074, ptr addrspace(3) %354, align 4
  store bfloat %1075, ptr addrspace(3) %358, align 2
  store bfloat %1076, ptr addrspace(3) %361, align 4
  store bfloat %1077, ptr addrspace(3) %364, align 2
  store bfloat %1078, ptr addrspace(3) %368, align 4
  store bfloat %1079, ptr addrspace(3) %371, align 2
  store bfloat %1080, ptr addrspace(3) %375, align 4
  store bfloat %1081, ptr addrspace(3) %378, align 2
  store bfloat %1082, ptr addrspace(3) %381, align 4
  store bfloat %1083, ptr addrspace(3) %384, align 2
  store bfloat %1084, ptr addrspace(3) %387, align 4
  store bfloat %1085, ptr addrspace(3) %390, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1118 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %408)
  %1119 = extractvalue { i32, i32, i32, i32 } %1118, 0
  %1120 = extractvalue { i32, i32, i32, i32 } %1118, 1
  %1121 = extractvalue { i32, i32, i32, i32 } %1118, 2
  %1122 = extractvalue { i32, i32, i32, i32 } %1118, 3
  %1123 = getelementptr bfloat, ptr addrspace(3) %1069, i64 %496
  %1124 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1123)
  %1125 = extractvalue { i32, i32, i32, i32 } %1124, 0
  %1126 = extractvalue { i32, i32, i32, i32 } %1124, 1
  %1127 = extractvalue { i32, i32, i32, i32 } %1124, 2
  %1128 = extractvalue { i32, i32, i32, i32 } %1124, 3
  %1129 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1119, i32 %1120, i32 %1121, i32 %1122, i32 %1125, i32 %1126, float %1086, float %1087, float %1088, float %1089) #7
  %1130 = extractvalue { float, float, float, float } %1129, 0
  %1131 = extractvalue { float, float, float, float } %1129, 1
  %1132 = extractvalue { float, float, float, float } %1129, 2
  %1133 = extractvalue { float, float, float, float } %1129, 3
  %1134 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1119, i32 %1120, i32 %1121, i32 %1122, i32 %1127, i32 %1128, float %1090, float %1091, float %1092, float %1093) #7
  %1135 = extractvalue { float, float, float, float } %1134, 0
  %1136 = extractvalue { float, float, float, float } %1134, 1
  %1137 = extractvalue { float, float, float, float } %1134, 2
  %1138 = extractvalue { float, float, float, float } %1134, 3
  %1139 = getelementptr bfloat, ptr addrspace(3) %1069, i64 %498
  %1140 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1139)
  %1141 = extractvalue { i32, i32, i32, i32 } %1140, 0
  %1142 = extractvalue { i32, i32, i32, i32 } %1140, 1
  %1143 = extractvalue { i32, i32, i32, i32 } %1140, 2
  %1144 = extractvalue { i32, i32, i32, i32 } %1140, 3
  %1145 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1119, i32 %1120, i32 %1121, i32 %1122, i32 %1141, i32 %1142, float %1094, float %1095, float %1096, float %1097) #7
  %1146 = extractvalue { float, float, float, float } %1145, 0
  %1147 = extractvalue { float, float, float, float } %1145, 1
  %1148 = extractvalue { float, float, float, float } %1145, 2
  %1149 = extractvalue { float, float, float, float } %1145, 3
  %1150 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1119, i32 %1120, i32 %1121, i32 %1122, i32 %1143, i32 %1144, float %1098, float %1099, float %1100, float %1101) #7
  %1151 = extractvalue { float, float, float, float } %1150, 0
  %1152 = extractvalue { float, float, float, float } %1150, 1
  %1153 = extractvalue { float, float, float, float } %1150, 2
  %1154 = extractvalue { float, float, float, float } %1150, 3
  %1155 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %501)
  %1156 = extractvalue { i32, i32, i32, i32 } %1155, 0
  %1157 = extractvalue { i32, i32, i32, i32 } %1155, 1
  %1158 = extractvalue { i32, i32, i32, i32 } %1155, 2
  %1159 = extractvalue { i32, i32, i32, i32 } %1155, 3
  %1160 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1156, i32 %1157, i32 %1158, i32 %1159, i32 %1125, i32 %1126, float %1102, float %1103, float %1104, float %1105) #7
  %1161 = extractvalue { float, float, float, float } %1160, 0
  %1162 = extractvalue { float, float, float, float } %1160, 1
  %1163 = extractvalue { float, float, float, float } %1160, 2
  %1164 = extractvalue { float, float, float, float } %1160, 3
  %1165 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1156, i32 %1157, i32 %1158, i32 %1159, i32 %1127, i32 %1128, float %1106, float %1107, float %1108, float %1109) #7
  %1166 = extractvalue { float, float, float, float } %1165, 0
  %1167 = extractvalue { float, float, float, float } %1165, 1
  %1168 = extractvalue { float, float, float, float } %1165, 2
  %1169 = extractvalue { float, float, float, float } %1165, 3
  %1170 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1156, i32 %1157, i32 %1158, i32 %1159, i32 %1141, i32 %1142, float %1110, float %1111, float %1112, float %1113) #7
  %1171 = extractvalue { float, float, float, float } %1170, 0
  %1172 = extractvalue { float, float, float, float } %1170, 1
  %1173 = extractvalue { float, float, float, float } %1170, 2
  %1174 = extractvalue { float, float, float, float } %1170, 3
  %1175 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1156, i32 %1157, i32 %1158, i32 %1159, i32 %1143, i32 %1144, float %1114, float %1115, float %1116, float %1117) #7
  %1176 = extractvalue { float, float, float, float } %1175, 0
  %1177 = extractvalue { float, float, float, float } %1175, 1
  %1178 = extractvalue { float, float, float, float } %1175, 2
  %1179 = extractvalue { float, float, float, float } %1175, 3
  %1180 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %504)
  %1181 = extractvalue { i32, i32, i32, i32 } %1180, 0
  %1182 = extractvalue { i32, i32, i32, i32 } %1180, 1
  %1183 = extractvalue { i32, i32, i32, i32 } %1180, 2
  %1184 = extractvalue { i32, i32, i32, i32 } %1180, 3
  %1185 = getelementptr bfloat, ptr addrspace(3) %1069, i64 %508
  %1186 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1185)
  %1187 = extractvalue { i32, i32, i32, i32 } %1186, 0
  %1188 = extractvalue { i32, i32, i32, i32 } %1186, 1
  %1189 = extractvalue { i32, i32, i32, i32 } %1186, 2
  %1190 = extractvalue { i32, i32, i32, i32 } %1186, 3
  %1191 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1181, i32 %1182, i32 %1183, i32 %1184, i32 %1187, i32 %1188, float %1130, float %1131, float %1132, float %1133) #7
  %1192 = extractvalue { float, float, float, float } %1191, 0
  %1193 = extractvalue { float, float, float, float } %1191, 1
  %1194 = extractvalue { float, float, float, float } %1191, 2
  %1195 = extractvalue { float, float, float, float } %1191, 3
  %1196 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1181, i32 %1182, i32 %1183, i32 %1184, i32 %1189, i32 %1190, float %1135, float %1136, float %1137, float %1138) #7
  %1197 = extractvalue { float, float, float, float } %1196, 0
  %1198 = extractvalue { float, float, float, float } %1196, 1
  %1199 = extractvalue { float, float, float, float } %1196, 2
  %1200 = extractvalue { float, float, float, float } %1196, 3
  %1201 = getelementptr bfloat, ptr addrspace(3) %1069, i64 %510
  %1202 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1201)
  %1203 = extractvalue { i32, i32, i32, i32 } %1202, 0
  %1204 = extractvalue { i32, i32, i32, i32 } %1202, 1
  %1205 = extractvalue { i32, i32, i32, i32 } %1202, 2
  %1206 = extractvalue { i32, i32, i32, i32 } %1202, 3
  %1207 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1181, i32 %1182, i32 %1183, i32 %1184, i32 %1203, i32 %1204, float %1146, float %1147, float %1148, float %1149) #7
  %1208 = extractvalue { float, float, float, float } %1207, 0
  %1209 = extractvalue { float, float, float, float } %1207, 1
  %1210 = extractvalue { float, float, float, float } %1207, 2
  %1211 = extractvalue { float, float, float, float } %1207, 3
  %1212 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1181, i32 %1182, i32 %1183, i32 %1184, i32 %1205, i32 %1206, float %1151, float %1152, float %1153, float %1154) #7
  %1213 = extractvalue { float, float, float, float } %1212, 0
  %1214 = extractvalue { float, float, float, float } %1212, 1
  %1215 = extractvalue { float, float, float, float } %1212, 2
  %1216 = extractvalue { float, float, float, float } %1212, 3
  %1217 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %513)
  %1218 = extractvalue { i32, i32, i32, i32 } %1217, 0
  %1219 = extractvalue { i32, i32, i32, i32 } %1217, 1
  %1220 = extractvalue { i32, i32, i32, i32 } %1217, 2
  %1221 = extractvalue { i32, i32, i32, i32 } %1217, 3
  %1222 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1218, i32 %1219, i32 %1220, i32 %1221, i32 %1187, i32 %1188, float %1161, float %1162, float %1163, float %1164) #7
  %1223 = extractvalue { float, float, float, float } %1222, 0
  %1224 = extractvalue { float, float, float, float } %1222, 1
  %1225 = extractvalue { float, float, float, float } %1222, 2
  %1226 = extractvalue { float, float, float, float } %1222, 3
  %1227 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1218, i32 %1219, i32 %1220, i32 %1221, i32 %1189, i32 %1190, float %1166, float %1167, float %1168, float %1169) #7
  %1228 = extractvalue { float, float, float, float } %1227, 0
  %1229 = extractvalue { float, float, float, float } %1227, 1
  %1230 = extractvalue { float, float, float, float } %1227, 2
  %1231 = extractvalue { float, float, float, float } %1227, 3
  %1232 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1218, i32 %1219, i32 %1220, i32 %1221, i32 %1203, i32 %1204, float %1171, float %1172, float %1173, float %1174) #7
  %1233 = extractvalue { float, float, float, float } %1232, 0
  %1234 = extractvalue { float, float, float, float } %1232, 1
  %1235 = extractvalue { float, float, float, float } %1232, 2
  %1236 = extractvalue { float, float, float, float } %1232, 3
  %1237 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1218, i32 %1219, i32 %1220, i32 %1221, i32 %1205, i32 %1206, float %1176, float %1177, float %1178, float %1179) #7
  %1238 = extractvalue { float, float, float, float } %1237, 0
  %1239 = extractvalue { float, float, float, float } %1237, 1
  %1240 = extractvalue { float, float, float, float } %1237, 2
  %1241 = extractvalue { float, float, float, float } %1237, 3
  %1242 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %516)
  %1243 = extractvalue { i32, i32, i32, i32 } %1242, 0
  %1244 = extractvalue { i32, i32, i32, i32 } %1242, 1
  %1245 = extractvalue { i32, i32, i32, i32 } %1242, 2
  %1246 = extractvalue { i32, i32, i32, i32 } %1242, 3
  %1247 = getelementptr bfloat, ptr addrspace(3) %1069, i64 %520
  %1248 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1247)
  %1249 = extractvalue { i32, i32, i32, i32 } %1248, 0
  %1250 = extractvalue { i32, i32, i32, i32 } %1248, 1
  %1251 = extractvalue { i32, i32, i32, i32 } %1248, 2
  %1252 = extractvalue { i32, i32, i32, i32 } %1248, 3
  %1253 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1243, i32 %1244, i32 %1245, i32 %1246, i32 %1249, i32 %1250, float %1192, float %1193, float %1194, float %1195) #7
  %1254 = extractvalue { float, float, float, float } %1253, 0
  %1255 = extractvalue { float, float, float, float } %1253, 1
  %1256 = extractvalue { float, float, float, float } %1253, 2
  %1257 = extractvalue { float, float, float, float } %1253, 3
  %1258 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1243, i32 %1244, i32 %1245, i32 %1246, i32 %1251, i32 %1252, float %1197, float %1198, float %1199, float %1200) #7
  %1259 = extractvalue { float, float, float, float } %1258, 0
  %1260 = extractvalue { float, float, float, float } %1258, 1
  %1261 = extractvalue { float, float, float, float } %1258, 2
  %1262 = extractvalue { float, float, float, float } %1258, 3
  %1263 = getelementptr bfloat, ptr addrspace(3) %1069, i64 %522
  %1264 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1263)
  %1265 = extractvalue { i32, i32, i32, i32 } %1264, 0
  %1266 = extractvalue { i32, i32, i32, i32 } %1264, 1
  %1267 = extractvalue { i32, i32, i32, i32 } %1264, 2
  %1268 = extractvalue { i32, i32, i32, i32 } %1264, 3
  %1269 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1243, i32 %1244, i32 %1245, i32 %1246, i32 %1265, i32 %1266, float %1208, float %1209, float %1210, float %1211) #7
  %1270 = extractvalue { float, float, float, float } %1269, 0
  %1271 = extractvalue { float, float, float, float } %1269, 1
  %1272 = extractvalue { float, float, float, float } %1269, 2
  %1273 = extractvalue { float, float, float, float } %1269, 3
  %1274 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1243, i32 %1244, i32 %1245, i32 %1246, i32 %1267, i32 %1268, float %1213, float %1214, float %1215, float %1216) #7
  %1275 = extractvalue { float, float, float, float } %1274, 0
  %1276 = extractvalue { float, float, float, float } %1274, 1
  %1277 = extractvalue { float, float, float, float } %1274, 2
  %1278 = extractvalue { float, float, float, float } %1274, 3
  %1279 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %525)
  %1280 = extractvalue { i32, i32, i32, i32 } %1279, 0
  %1281 = extractvalue { i32, i32, i32, i32 } %1279, 1
  %1282 = extractvalue { i32, i32, i32, i32 } %1279, 2
  %1283 = extractvalue { i32, i32, i32, i32 } %1279, 3
  %1284 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1280, i32 %1281, i32 %1282, i32 %1283, i32 %1249, i32 %1250, float %1223, float %1224, float %1225, float %1226) #7
  %1285 = extractvalue { float, float, float, float } %1284, 0
  %1286 = extractvalue { float, float, float, float } %1284, 1
  %1287 = extractvalue { float, float, float, float } %1284, 2
  %1288 = extractvalue { float, float, float, float } %1284, 3
  %1289 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1280, i32 %1281, i32 %1282, i32 %1283, i32 %1251, i32 %1252, float %1228, float %1229, float %1230, float %1231) #7
  %1290 = extractvalue { float, float, float, float } %1289, 0
  %1291 = extractvalue { float, float, float, float } %1289, 1
  %1292 = extractvalue { float, float, float, float } %1289, 2
  %1293 = extractvalue { float, float, float, float } %1289, 3
  %1294 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1280, i32 %1281, i32 %1282, i32 %1283, i32 %1265, i32 %1266, float %1233, float %1234, float %1235, float %1236) #7
  %1295 = extractvalue { float, float, float, float } %1294, 0
  %1296 = extractvalue { float, float, float, float } %1294, 1
  %1297 = extractvalue { float, float, float, float } %1294, 2
  %1298 = extractvalue { float, float, float, float } %1294, 3
  %1299 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1280, i32 %1281, i32 %1282, i32 %1283, i32 %1267, i32 %1268, float %1238, float %1239, float %1240, float %1241) #7
  %1300 = extractvalue { float, float, float, float } %1299, 0
  %1301 = extractvalue { float, float, float, float } %1299, 1
  %1302 = extractvalue { float, float, float, float } %1299, 2
  %1303 = extractvalue { float, float, float, float } %1299, 3
  %1304 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %528)
  %1305 = extractvalue { i32, i32, i32, i32 } %1304, 0
  %1306 = extractvalue { i32, i32, i32, i32 } %1304, 1
  %1307 = extractvalue { i32, i32, i32, i32 } %1304, 2
  %1308 = extractvalue { i32, i32, i32, i32 } %1304, 3
  %1309 = getelementptr bfloat, ptr addrspace(3) %1069, i64 %532
  %1310 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1309)
  %1311 = extractvalue { i32, i32, i32, i32 } %1310, 0
  %1312 = extractvalue { i32, i32, i32, i32 } %1310, 1
  %1313 = extractvalue { i32, i32, i32, i32 } %1310, 2
  %1314 = extractvalue { i32, i32, i32, i32 } %1310, 3
  %1315 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1305, i32 %1306, i32 %1307, i32 %1308, i32 %1311, i32 %1312, float %1254, float %1255, float %1256, float %1257) #7
  %1316 = extractvalue { float, float, float, float } %1315, 0
  %1317 = extractvalue { float, float, float, float } %1315, 1
  %1318 = extractvalue { float, float, float, float } %1315, 2
  %1319 = extractvalue { float, float, float, float } %1315, 3
  %1320 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1305, i32 %1306, i32 %1307, i32 %1308, i32 %1313, i32 %1314, float %1259, float %1260, float %1261, float %1262) #7
  %1321 = extractvalue { float, float, float, float } %1320, 0
  %1322 = extractvalue { float, float, float, float } %1320, 1
  %1323 = extractvalue { float, float, float, float } %1320, 2
  %1324 = extractvalue { float, float, float, float } %1320, 3
  %1325 = getelementptr bfloat, ptr addrspace(3) %1069, i64 %534
  %1326 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1325)
  %1327 = extractvalue { i32, i32, i32, i32 } %1326, 0
  %1328 = extractvalue { i32, i32, i32, i32 } %1326, 1
  %1329 = extractvalue { i32, i32, i32, i32 } %1326, 2
  %1330 = extractvalue { i32, i32, i32, i32 } %1326, 3
  %1331 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1305, i32 %1306, i32 %1307, i32 %1308, i32 %1327, i32 %1328, float %1270, float %1271, float %1272, float %1273) #7
  %1332 = extractvalue { float, float, float, float } %1331, 0
  %1333 = extractvalue { float, float, float, float } %1331, 1
  %1334 = extractvalue { float, float, float, float } %1331, 2
  %1335 = extractvalue { float, float, float, float } %1331, 3
  %1336 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1305, i32 %1306, i32 %1307, i32 %1308, i32 %1329, i32 %1330, float %1275, float %1276, float %1277, float %1278) #7
  %1337 = extractvalue { float, float, float, float } %1336, 0
  %1338 = extractvalue { float, float, float, float } %1336, 1
  %1339 = extractvalue { float, float, float, float } %1336, 2
  %1340 = extractvalue { float, float, float, float } %1336, 3
  %1341 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %537)
  %1342 = extractvalue { i32, i32, i32, i32 } %1341, 0
  %1343 = extractvalue { i32, i32, i32, i32 } %1341, 1
  %1344 = extractvalue { i32, i32, i32, i32 } %1341, 2
  %1345 = extractvalue { i32, i32, i32, i32 } %1341, 3
  %1346 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1342, i32 %1343, i32 %1344, i32 %1345, i32 %1311, i32 %1312, float %1285, float %1286, float %1287, float %1288) #7
  %1347 = extractvalue { float, float, float, float } %1346, 0
  %1348 = extractvalue { float, float, float, float } %1346, 1
  %1349 = extractvalue { float, float, float, float } %1346, 2
  %1350 = extractvalue { float, float, float, float } %1346, 3
  %1351 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1342, i32 %1343, i32 %1344, i32 %1345, i32 %1313, i32 %1314, float %1290, float %1291, float %1292, float %1293) #7
  %1352 = extractvalue { float, float, float, float } %1351, 0
  %1353 = extractvalue { float, float, float, float } %1351, 1
  %1354 = extractvalue { float, float, float, float } %1351, 2
  %1355 = extractvalue { float, float, float, float } %1351, 3
  %1356 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1342, i32 %1343, i32 %1344, i32 %1345, i32 %1327, i32 %1328, float %1295, float %1296, float %1297, float %1298) #7
  %1357 = extractvalue { float, float, float, float } %1356, 0
  %1358 = extractvalue { float, float, float, float } %1356, 1
  %1359 = extractvalue { float, float, float, float } %1356, 2
  %1360 = extractvalue { float, float, float, float } %1356, 3
  %1361 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1342, i32 %1343, i32 %1344, i32 %1345, i32 %1329, i32 %1330, float %1300, float %1301, float %1302, float %1303) #7
  %1362 = extractvalue { float, float, float, float } %1361, 0
  %1363 = extractvalue { float, float, float, float } %1361, 1
  %1364 = extractvalue { float, float, float, float } %1361, 2
  %1365 = extractvalue { float, float, float, float } %1361, 3
  %1366 = add i32 %579, 128
  %1367 = add nuw nsw i32 %580, 2
  %1368 = urem i32 %1367, 3
  %1369 = fmul float %578, %1005
  %1370 = fmul float %577, %1006
  %1371 = fmul float %576, %1007
  %1372 = fmul float %575, %1008
  %1373 = fadd float %1053, %1054
  %1374 = fadd float %1373, %1055
  %1375 = fadd float %1374, %1056
  %1376 = fadd float %1057, %1058
  %1377 = fadd float %1376, %1059
  %1378 = fadd float %1377, %1060
  %1379 = fadd float %1061, %1062
  %1380 = fadd float %1379, %1063
  %1381 = fadd float %1380, %1064
  %1382 = fadd float %1065, %1066
  %1383 = fadd float %1382, %1067
  %1384 = fadd float %1383, %1068
  %1385 = fadd float %1369, %1375
  %1386 = fadd float %1370, %1378
  %1387 = fadd float %1371, %1381
  %1388 = fadd float %1372, %1384
  %.not = icmp slt i32 %1366, %4
  %1389 = shl nuw nsw i32 %1368, 14
  %1390 = zext nneg i32 %1389 to i64
  %1391 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1390
  %1392 = add i32 %402, %1366
  %1393 = shl i32 %1392, 7
  %1394 = or disjoint i32 %1393, %30
  %1395 = select i1 %.not, i32 16, i32 0
  %narrow35 = select i1 %.not, i32 %1394, i32 0
  %.idx34 = sext i32 %narrow35 to i64
  %1396 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx34
  %1397 = getelementptr i8, ptr addrspace(3) %1391, i64 %101
  %1398 = ptrtoint ptr addrspace(3) %1397 to i64
  %1399 = trunc i64 %1398 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1399, ptr addrspace(1) %1396, i32 %1395) #7
  %1400 = add i32 %403, %1366
  %1401 = shl i32 %1400, 7
  %1402 = or disjoint i32 %1401, %30
  %narrow37 = select i1 %.not, i32 %1402, i32 0
  %.idx36 = sext i32 %narrow37 to i64
  %1403 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx36
  %1404 = getelementptr i8, ptr addrspace(3) %1391, i64 %110
  %1405 = ptrtoint ptr addrspace(3) %1404 to i64
  %1406 = trunc i64 %1405 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1406, ptr addrspace(1) %1403, i32 %1395) #7
  %1407 = add i32 %404, %1366
  %1408 = shl i32 %1407, 7
  %1409 = or disjoint i32 %1408, %30
  %narrow39 = select i1 %.not, i32 %1409, i32 0
  %.idx38 = sext i32 %narrow39 to i64
  %1410 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx38
  %1411 = getelementptr i8, ptr addrspace(3) %1391, i64 %119
  %1412 = ptrtoint ptr addrspace(3) %1411 to i64
  %1413 = trunc i64 %1412 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1413, ptr addrspace(1) %1410, i32 %1395) #7
  %1414 = add i32 %405, %1366
  %1415 = shl i32 %1414, 7
  %1416 = or disjoint i32 %1415, %30
  %narrow41 = select i1 %.not, i32 %1416, i32 0
  %.idx40 = sext i32 %narrow41 to i64
  %1417 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx40
  %1418 = getelementptr i8, ptr addrspace(3) %1391, i64 %128
  %1419 = ptrtoint ptr addrspace(3) %1418 to i64
  %1420 = trunc i64 %1419 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1420, ptr addrspace(1) %1417, i32 %1395) #7
  %1421 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %1390
  %1422 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx34
  %1423 = getelementptr i8, ptr addrspace(3) %1421, i64 %101
  %1424 = ptrtoint ptr addrspace(3) %1423 to i64
  %1425 = trunc i64 %1424 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1425, ptr addrspace(1) %1422, i32 %1395) #7
  %1426 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx36
  %1427 = getelementptr i8, ptr addrspace(3) %1421, i64 %110
  %1428 = ptrtoint ptr addrspace(3) %1427 to i64
  %1429 = trunc i64 %1428 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1429, ptr addrspace(1) %1426, i32 %1395) #7
  %1430 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx38
  %1431 = getelementptr i8, ptr addrspace(3) %1421, i64 %119
  %1432 = ptrtoint ptr addrspace(3) %1431 to i64
  %1433 = trunc i64 %1432 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1433, ptr addrspace(1) %1430, i32 %1395) #7
  %1434 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx40
  %1435 = getelementptr i8, ptr addrspace(3) %1421, i64 %128
  %1436 = ptrtoint ptr addrspace(3) %1435 to i64
  %1437 = trunc i64 %1436 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1437, ptr addrspace(1) %1434, i32 %1395) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1438 = add i32 %579, 64
  %1439 = icmp slt i32 %1438, %4
  br i1 %1439, label %538, label %._crit_edge

._crit_edge:                                      ; preds = %538, %.._crit_edge_crit_edge
  %.pre-phi254 = phi i32 [ %.pre253, %.._crit_edge_crit_edge ], [ %332, %538 ]
  %.pre-phi250 = phi i32 [ %.pre249, %.._crit_edge_crit_edge ], [ %294, %538 ]
  %.pre-phi248 = phi i32 [ %.pre247, %.._crit_edge_crit_edge ], [ %293, %538 ]
  %.pre-phi244 = phi i32 [ %.pre243, %.._crit_edge_crit_edge ], [ %292, %538 ]
  %.pre-phi240 = phi i32 [ %.pre239, %.._crit_edge_crit_edge ], [ %290, %538 ]
  %.lcssa138 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1385, %538 ]
  %.lcssa137 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1386, %538 ]
  %.lcssa136 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1387, %538 ]
  %.lcssa135 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1388, %538 ]
  %.lcssa134 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1316, %538 ]
  %.lcssa133 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1317, %538 ]
  %.lcssa132 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1318, %538 ]
  %.lcssa131 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1319, %538 ]
  %.lcssa130 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1321, %538 ]
  %.lcssa129 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1322, %538 ]
  %.lcssa128 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1323, %538 ]
  %.lcssa127 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1324, %538 ]
  %.lcssa126 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1332, %538 ]
  %.lcssa125 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1333, %538 ]
  %.lcssa124 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1334, %538 ]
  %.lcssa123 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1335, %538 ]
  %.lcssa122 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1337, %538 ]
  %.lcssa121 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1338, %538 ]
  %.lcssa120 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1339, %538 ]
  %.lcssa119 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1340, %538 ]
  %.lcssa118 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1347, %538 ]
  %.lcssa117 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1348, %538 ]
  %.lcssa116 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1349, %538 ]
  %.lcssa115 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1350, %538 ]
  %.lcssa114 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1352, %538 ]
  %.lcssa113 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1353, %538 ]
  %.lcssa112 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1354, %538 ]
  %.lcssa111 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1355, %538 ]
  %.lcssa110 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1357, %538 ]
  %.lcssa109 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1358, %538 ]
  %.lcssa108 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1359, %538 ]
  %.lcssa107 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1360, %538 ]
  %.lcssa106 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1362, %538 ]
  %.lcssa105 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1363, %538 ]
  %.lcssa104 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1364, %538 ]
  %.lcssa103 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1365, %538 ]
  %.lcssa102 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %949, %538 ]
  %.lcssa101 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %950, %538 ]
  %.lcssa100 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %951, %538 ]
  %.lcssa99 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %952, %538 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1440 = zext nneg i32 %.pre-phi240 to i64
  %1441 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1440
  store float %.lcssa102, ptr addrspace(3) %1441, align 4
  %1442 = zext nneg i32 %.pre-phi244 to i64
  %1443 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1442
  store float %.lcssa101, ptr addrspace(3) %1443, align 4
  %1444 = zext nneg i32 %.pre-phi248 to i64
  %1445 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1444
  store float %.lcssa100, ptr addrspace(3) %1445, align 4
  %1446 = zext nneg i32 %.pre-phi250 to i64
  %1447 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1446
  store float %.lcssa99, ptr addrspace(3) %1447, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1448 = fdiv float 1.000000e+00, %.lcssa138
  %1449 = fdiv float 1.000000e+00, %.lcssa137
  %1450 = fdiv float 1.000000e+00, %.lcssa136
  %1451 = fdiv float 1.000000e+00, %.lcssa135
  %1452 = fmul float %1448, %.lcssa134
  %1453 = fmul float %1448, %.lcssa133
  %1454 = fmul float %1449, %.lcssa132
  %1455 = fmul float %1449, %.lcssa131
  %1456 = fmul float %1448, %.lcssa130
  %1457 = fmul float %1448, %.lcssa129
  %1458 = fmul float %1449, %.lcssa128
  %1459 = fmul float %1449, %.lcssa127
  %1460 = fmul float %1448, %.lcssa126
  %1461 = fmul float %1448, %.lcssa125
  %1462 = fmul float %1449, %.lcssa124
  %1463 = fmul float %1449, %.lcssa123
  %1464 = fmul float %1448, %.lcssa122
  %1465 = fmul float %1448, %.lcssa121
  %1466 = fmul float %1449, %.lcssa120
  %1467 = fmul float %1449, %.lcssa119
  %1468 = fmul float %1450, %.lcssa118
  %1469 = fmul float %1450, %.lcssa117
  %1470 = fmul float %1451, %.lcssa116
  %1471 = fmul float %1451, %.lcssa115
  %1472 = fmul float %1450, %.lcssa114
  %1473 = fmul float %1450, %.lcssa113
  %1474 = fmul float %1451, %.lcssa112
  %1475 = fmul float %1451, %.lcssa111
  %1476 = fmul float %1450, %.lcssa110
  %1477 = fmul float %1450, %.lcssa109
  %1478 = fmul float %1451, %.lcssa108
  %1479 = fmul float %1451, %.lcssa107
  %1480 = fmul float %1450, %.lcssa106
  %1481 = fmul float %1450, %.lcssa105
  %1482 = fmul float %1451, %.lcssa104
  %1483 = fmul float %1451, %.lcssa103
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
  %1516 = and i32 %7, 96
  %1517 = or disjoint i32 %.pre-phi254, %1516
  %1518 = or disjoint i32 %.pre-phi240, %13
  %1519 = add i32 %11, %1518
  %1520 = shl i32 %1519, 7
  %1521 = or disjoint i32 %1520, %1517
  %1522 = sext i32 %1521 to i64
  %1523 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1522
  %1524 = icmp slt i32 %1518, %4
  %1525 = zext i1 %1524 to i32
  %1526 = bitcast bfloat %1484 to i16
  %1527 = bitcast bfloat %1485 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1525, i16 %1526, i16 %1527, ptr addrspace(1) %1523) #7
  %1528 = or disjoint i32 %.pre-phi244, %13
  %1529 = add i32 %11, %1528
  %1530 = shl i32 %1529, 7
  %1531 = or disjoint i32 %1530, %1517
  %1532 = sext i32 %1531 to i64
  %1533 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1532
  %1534 = icmp slt i32 %1528, %4
  %1535 = zext i1 %1534 to i32
  %1536 = bitcast bfloat %1486 to i16
  %1537 = bitcast bfloat %1487 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1535, i16 %1536, i16 %1537, ptr addrspace(1) %1533) #7
  %1538 = or disjoint i32 %1517, 8
  %1539 = or disjoint i32 %1520, %1538
  %1540 = sext i32 %1539 to i64
  %1541 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1540
  %1542 = bitcast bfloat %1488 to i16
  %1543 = bitcast bfloat %1489 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1525, i16 %1542, i16 %1543, ptr addrspace(1) %1541) #7
  %1544 = or disjoint i32 %1530, %1538
  %1545 = sext i32 %1544 to i64
  %1546 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1545
  %1547 = bitcast bfloat %1490 to i16
  %1548 = bitcast bfloat %1491 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1535, i16 %1547, i16 %1548, ptr addrspace(1) %1546) #7
  %1549 = or disjoint i32 %1517, 16
  %1550 = or disjoint i32 %1520, %1549
  %1551 = sext i32 %1550 to i64
  %1552 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1551
  %1553 = bitcast bfloat %1492 to i16
  %1554 = bitcast bfloat %1493 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1525, i16 %1553, i16 %1554, ptr addrspace(1) %1552) #7
  %1555 = or disjoint i32 %1530, %1549
  %1556 = sext i32 %1555 to i64
  %1557 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1556
  %1558 = bitcast bfloat %1494 to i16
  %1559 = bitcast bfloat %1495 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1535, i16 %1558, i16 %1559, ptr addrspace(1) %1557) #7
  %1560 = or disjoint i32 %1517, 24
  %1561 = or disjoint i32 %1520, %1560
  %1562 = sext i32 %1561 to i64
  %1563 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1562
  %1564 = bitcast bfloat %1496 to i16
  %1565 = bitcast bfloat %1497 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1525, i16 %1564, i16 %1565, ptr addrspace(1) %1563) #7
  %1566 = or disjoint i32 %1530, %1560
  %1567 = sext i32 %1566 to i64
  %1568 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1567
  %1569 = bitcast bfloat %1498 to i16
  %1570 = bitcast bfloat %1499 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1535, i16 %1569, i16 %1570, ptr addrspace(1) %1568) #7
  %1571 = or disjoint i32 %.pre-phi248, %13
  %1572 = add i32 %11, %1571
  %1573 = shl i32 %1572, 7
  %1574 = or disjoint i32 %1573, %1517
  %1575 = sext i32 %1574 to i64
  %1576 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1575
  %1577 = icmp slt i32 %1571, %4
  %1578 = zext i1 %1577 to i32
  %1579 = bitcast bfloat %1500 to i16
  %1580 = bitcast bfloat %1501 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1578, i16 %1579, i16 %1580, ptr addrspace(1) %1576) #7
  %1581 = or disjoint i32 %.pre-phi250, %13
  %1582 = add i32 %11, %1581
  %1583 = shl i32 %1582, 7
  %1584 = or disjoint i32 %1583, %1517
  %1585 = sext i32 %1584 to i64
  %1586 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1585
  %1587 = icmp slt i32 %1581, %4
  %1588 = zext i1 %1587 to i32
  %1589 = bitcast bfloat %1502 to i16
  %1590 = bitcast bfloat %1503 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1588, i16 %1589, i16 %1590, ptr addrspace(1) %1586) #7
  %1591 = or disjoint i32 %1573, %1538
  %1592 = sext i32 %1591 to i64
  %1593 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1592
  %1594 = bitcast bfloat %1504 to i16
  %1595 = bitcast bfloat %1505 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1578, i16 %1594, i16 %1595, ptr addrspace(1) %1593) #7
  %1596 = or disjoint i32 %1583, %1538
  %1597 = sext i32 %1596 to i64
  %1598 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1597
  %1599 = bitcast bfloat %1506 to i16
  %1600 = bitcast bfloat %1507 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1588, i16 %1599, i16 %1600, ptr addrspace(1) %1598) #7
  %1601 = or disjoint i32 %1573, %1549
  %1602 = sext i32 %1601 to i64
  %1603 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1602
  %1604 = bitcast bfloat %1508 to i16
  %1605 = bitcast bfloat %1509 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1578, i16 %1604, i16 %1605, ptr addrspace(1) %1603) #7
  %1606 = or disjoint i32 %1583, %1549
  %1607 = sext i32 %1606 to i64
  %1608 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1607
  %1609 = bitcast bfloat %1510 to i16
  %1610 = bitcast bfloat %1511 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1588, i16 %1609, i16 %1610, ptr addrspace(1) %1608) #7
  %1611 = or disjoint i32 %1573, %1560
  %1612 = sext i32 %1611 to i64
  %1613 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1612
  %1614 = bitcast bfloat %1512 to i16
  %1615 = bitcast bfloat %1513 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1578, i16 %1614, i16 %1615, ptr addrspace(1) %1613) #7
  %1616 = or disjoint i32 %1583, %1560
  %1617 = sext i32 %1616 to i64
  %1618 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1617
  %1619 = bitcast bfloat %1514 to i16
  %1620 = bitcast bfloat %1515 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1588, i16 %1619, i16 %1620, ptr addrspace(1) %1618) #7
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
