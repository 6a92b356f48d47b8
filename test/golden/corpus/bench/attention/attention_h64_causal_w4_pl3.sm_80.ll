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
  %90 = icmp slt i32 %89, 1
  %91 = add i32 %11, %14
  %92 = shl i32 %91, 6
  %93 = or disjoint i32 %92, %30
  %94 = select i1 %90, i32 0, i32 16
  %narrow = select i1 %90, i32 0, i32 %93
  %.idx = sext i32 %narrow to i64
  %95 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx
  %96 = lshr exact i32 %30, 3
  %97 = and i32 %14, 7
  %98 = xor i32 %96, %97
  %99 = shl nuw nsw i32 %14, 7
  %100 = shl nuw nsw i32 %98, 4
  %101 = or disjoint i32 %100, %99
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %102
  %104 = ptrtoint ptr addrspace(3) %103 to i64
  %105 = trunc i64 %104 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %105, ptr addrspace(1) %95, i32 %94) #7
  %106 = add i32 %11, %18
  %107 = shl i32 %106, 6
  %108 = or disjoint i32 %107, %30
  %narrow5 = select i1 %90, i32 0, i32 %108
  %.idx4 = sext i32 %narrow5 to i64
  %109 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx4
  %110 = shl nuw nsw i32 %18, 7
  %111 = or disjoint i32 %100, %110
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %112
  %114 = ptrtoint ptr addrspace(3) %113 to i64
  %115 = trunc i64 %114 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %115, ptr addrspace(1) %109, i32 %94) #7
  %116 = add i32 %11, %22
  %117 = shl i32 %116, 6
  %118 = or disjoint i32 %117, %30
  %narrow7 = select i1 %90, i32 0, i32 %118
  %.idx6 = sext i32 %narrow7 to i64
  %119 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx6
  %120 = shl nuw nsw i32 %22, 7
  %121 = or disjoint i32 %100, %120
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %122
  %124 = ptrtoint ptr addrspace(3) %123 to i64
  %125 = trunc i64 %124 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %125, ptr addrspace(1) %119, i32 %94) #7
  %126 = add i32 %11, %26
  %127 = shl i32 %126, 6
  %128 = or disjoint i32 %127, %30
  %narrow9 = select i1 %90, i32 0, i32 %128
  %.idx8 = sext i32 %narrow9 to i64
  %129 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx8
  %130 = shl nuw nsw i32 %26, 7
  %131 = or disjoint i32 %100, %130
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %132
  %134 = ptrtoint ptr addrspace(3) %133 to i64
  %135 = trunc i64 %134 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %135, ptr addrspace(1) %129, i32 %94) #7
  %136 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx
  %137 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %102
  %138 = ptrtoint ptr addrspace(3) %137 to i64
  %139 = trunc i64 %138 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %139, ptr addrspace(1) %136, i32 %94) #7
  %140 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx4
  %141 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %112
  %142 = ptrtoint ptr addrspace(3) %141 to i64
  %143 = trunc i64 %142 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %143, ptr addrspace(1) %140, i32 %94) #7
  %144 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx6
  %145 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %122
  %146 = ptrtoint ptr addrspace(3) %145 to i64
  %147 = trunc i64 %146 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %147, ptr addrspace(1) %144, i32 %94) #7
  %148 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx8
  %149 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %132
  %150 = ptrtoint ptr addrspace(3) %149 to i64
  %151 = trunc i64 %150 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %151, ptr addrspace(1) %148, i32 %94) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %152 = icmp slt i32 %89, 65
  %153 = shl nuw nsw i32 %14, 6
  %154 = or disjoint i32 %153, %30
  %155 = or disjoint i32 %154, 4096
  %156 = add i32 %155, %12
  %157 = select i1 %152, i32 0, i32 16
  %narrow19 = select i1 %152, i32 0, i32 %156
  %.idx18 = sext i32 %narrow19 to i64
  %158 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx18
  %159 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %102
  %160 = ptrtoint ptr addrspace(3) %159 to i64
  %161 = trunc i64 %160 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %161, ptr addrspace(1) %158, i32 %157) #7
  %162 = or disjoint i32 %154, 5120
  %163 = add i32 %162, %12
  %narrow21 = select i1 %152, i32 0, i32 %163
  %.idx20 = sext i32 %narrow21 to i64
  %164 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx20
  %165 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %112
  %166 = ptrtoint ptr addrspace(3) %165 to i64
  %167 = trunc i64 %166 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %167, ptr addrspace(1) %164, i32 %157) #7
  %168 = or disjoint i32 %154, 6144
  %169 = add i32 %168, %12
  %narrow23 = select i1 %152, i32 0, i32 %169
  %.idx22 = sext i32 %narrow23 to i64
  %170 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx22
  %171 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %122
  %172 = ptrtoint ptr addrspace(3) %171 to i64
  %173 = trunc i64 %172 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %173, ptr addrspace(1) %170, i32 %157) #7
  %174 = or disjoint i32 %154, 7168
  %175 = add i32 %174, %12
  %narrow25 = select i1 %152, i32 0, i32 %175
  %.idx24 = sext i32 %narrow25 to i64
  %176 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx24
  %177 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %132
  %178 = ptrtoint ptr addrspace(3) %177 to i64
  %179 = trunc i64 %178 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %179, ptr addrspace(1) %176, i32 %157) #7
  %180 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx18
  %181 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %102
  %182 = ptrtoint ptr addrspace(3) %181 to i64
  %183 = trunc i64 %182 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %183, ptr addrspace(1) %180, i32 %157) #7
  %184 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx20
  %185 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %112
  %186 = ptrtoint ptr addrspace(3) %185 to i64
  %187 = trunc i64 %186 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %187, ptr addrspace(1) %184, i32 %157) #7
  %188 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx22
  %189 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %122
  %190 = ptrtoint ptr addrspace(3) %189 to i64
  %191 = trunc i64 %190 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %191, ptr addrspace(1) %188, i32 %157) #7
  %192 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx24
  %193 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %132
  %194 = ptrtoint ptr addrspace(3) %193 to i64
  %195 = trunc i64 %194 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %195, ptr addrspace(1) %192, i32 %157) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %196 = mul nuw nsw i32 %14, 72
  %197 = add nuw nsw i32 %196, %30
  %198 = shl nuw nsw i32 %197, 1
  %199 = zext nneg i32 %198 to i64
  %200 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %199
  %201 = insertelement <4 x i16> poison, i16 %43, i64 0
  %202 = insertelement <4 x i16> %201, i16 %44, i64 1
  %203 = insertelement <4 x i16> %202, i16 %45, i64 2
  %204 = insertelement <4 x i16> %203, i16 %46, i64 3
  store <4 x i16> %204, ptr addrspace(3) %200, align 16
  %205 = or disjoint i32 %30, 4
  %206 = add nuw nsw i32 %205, %196
  %207 = shl nuw nsw i32 %206, 1
  %208 = zext nneg i32 %207 to i64
  %209 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %208
  %210 = insertelement <4 x i16> poison, i16 %47, i64 0
  %211 = insertelement <4 x i16> %210, i16 %48, i64 1
  %212 = insertelement <4 x i16> %211, i16 %49, i64 2
  %213 = insertelement <4 x i16> %212, i16 %50, i64 3
  store <4 x i16> %213, ptr addrspace(3) %209, align 8
  %214 = mul nuw nsw i32 %18, 72
  %215 = add nuw nsw i32 %214, %30
  %216 = shl nuw nsw i32 %215, 1
  %217 = zext nneg i32 %216 to i64
  %218 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %217
  %219 = insertelement <4 x i16> poison, i16 %55, i64 0
  %220 = insertelement <4 x i16> %219, i16 %56, i64 1
  %221 = insertelement <4 x i16> %220, i16 %57, i64 2
  %222 = insertelement <4 x i16> %221, i16 %58, i64 3
  store <4 x i16> %222, ptr addrspace(3) %218, align 16
  %223 = or disjoint i32 %8, 1028
  %224 = and i32 %223, 60
  %225 = lshr i32 %223, 6
  %226 = mul nuw nsw i32 %225, 72
  %227 = add nuw nsw i32 %226, %224
  %228 = shl nuw nsw i32 %227, 1
  %229 = zext nneg i32 %228 to i64
  %230 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %229
  %231 = insertelement <4 x i16> poison, i16 %59, i64 0
  %232 = insertelement <4 x i16> %231, i16 %60, i64 1
  %233 = insertelement <4 x i16> %232, i16 %61, i64 2
  %234 = insertelement <4 x i16> %233, i16 %62, i64 3
  store <4 x i16> %234, ptr addrspace(3) %230, align 8
  %235 = mul nuw nsw i32 %22, 72
  %236 = add nuw nsw i32 %235, %30
  %237 = shl nuw nsw i32 %236, 1
  %238 = zext nneg i32 %237 to i64
  %239 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %238
  %240 = insertelement <4 x i16> poison, i16 %67, i64 0
  %241 = insertelement <4 x i16> %240, i16 %68, i64 1
  %242 = insertelement <4 x i16> %241, i16 %69, i64 2
  %243 = insertelement <4 x i16> %242, i16 %70, i64 3
  store <4 x i16> %243, ptr addrspace(3) %239, align 16
  %244 = or disjoint i32 %8, 2052
  %245 = and i32 %244, 60
  %246 = lshr i32 %244, 6
  %247 = mul nuw nsw i32 %246, 72
  %248 = add nuw nsw i32 %247, %245
  %249 = shl nuw nsw i32 %248, 1
  %250 = zext nneg i32 %249 to i64
  %251 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %250
  %252 = insertelement <4 x i16> poison, i16 %71, i64 0
  %253 = insertelement <4 x i16> %252, i16 %72, i64 1
  %254 = insertelement <4 x i16> %253, i16 %73, i64 2
  %255 = insertelement <4 x i16> %254, i16 %74, i64 3
  store <4 x i16> %255, ptr addrspace(3) %251, align 8
  %256 = mul nuw nsw i32 %26, 72
  %257 = add nuw nsw i32 %256, %30
  %258 = shl nuw nsw i32 %257, 1
  %259 = zext nneg i32 %258 to i64
  %260 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %259
  %261 = insertelement <4 x i16> poison, i16 %79, i64 0
  %262 = insertelement <4 x i16> %261, i16 %80, i64 1
  %263 = insertelement <4 x i16> %262, i16 %81, i64 2
  %264 = insertelement <4 x i16> %263, i16 %82, i64 3
  store <4 x i16> %264, ptr addrspace(3) %260, align 16
  %265 = or disjoint i32 %8, 3076
  %266 = and i32 %265, 60
  %267 = lshr i32 %265, 6
  %268 = mul nuw nsw i32 %267, 72
  %269 = add nuw nsw i32 %268, %266
  %270 = shl nuw nsw i32 %269, 1
  %271 = zext nneg i32 %270 to i64
  %272 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %271
  %273 = insertelement <4 x i16> poison, i16 %83, i64 0
  %274 = insertelement <4 x i16> %273, i16 %84, i64 1
  %275 = insertelement <4 x i16> %274, i16 %85, i64 2
  %276 = insertelement <4 x i16> %275, i16 %86, i64 3
  store <4 x i16> %276, ptr addrspace(3) %272, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %277 = icmp sgt i32 %89, 0
  br i1 %277, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %6
  %.pre = lshr i32 %7, 2
  %.pre251 = and i32 %.pre, 7
  %.pre253 = lshr i32 %7, 1
  %.pre255 = and i32 %.pre253, 48
  %.pre257 = shl nuw nsw i32 %7, 1
  %.pre259 = and i32 %.pre257, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %6
  %278 = lshr i32 %7, 1
  %279 = and i32 %278, 48
  %280 = and i32 %7, 7
  %281 = and i32 %7, 8
  %282 = and i32 %7, 15
  %283 = or disjoint i32 %279, %282
  %284 = and i32 %278, 8
  %285 = mul nuw nsw i32 %283, 72
  %286 = add nuw nsw i32 %285, %284
  %287 = or disjoint i32 %284, %280
  %288 = shl nuw nsw i32 %287, 6
  %289 = shl nuw nsw i32 %280, 3
  %290 = lshr i32 %7, 2
  %291 = and i32 %290, 7
  %292 = shl nuw nsw i32 %7, 1
  %293 = and i32 %292, 6
  %294 = or disjoint i32 %291, %13
  %295 = or disjoint i32 %294, %279
  %296 = or disjoint i32 %295, 8
  %297 = lshr i32 %7, 4
  %298 = and i32 %297, 1
  %299 = xor i32 %298, %280
  %300 = shl nuw nsw i32 %7, 7
  %301 = and i32 %300, 1920
  %302 = shl nuw nsw i32 %299, 4
  %303 = or disjoint i32 %302, %301
  %304 = lshr exact i32 %303, 1
  %305 = zext nneg i32 %304 to i64
  %306 = or disjoint i32 %298, 2
  %307 = xor i32 %306, %280
  %308 = shl nuw nsw i32 %307, 4
  %309 = or disjoint i32 %308, %301
  %310 = lshr exact i32 %309, 1
  %311 = zext nneg i32 %310 to i64
  %312 = or disjoint i32 %298, 4
  %313 = xor i32 %312, %280
  %314 = shl nuw nsw i32 %313, 4
  %315 = or disjoint i32 %314, %301
  %316 = lshr exact i32 %315, 1
  %317 = zext nneg i32 %316 to i64
  %318 = or i32 %297, 6
  %319 = xor i32 %318, %280
  %320 = shl nuw nsw i32 %319, 4
  %321 = or disjoint i32 %320, %301
  %322 = lshr exact i32 %321, 1
  %323 = zext nneg i32 %322 to i64
  %324 = or disjoint i32 %301, 2048
  %325 = or disjoint i32 %302, %324
  %326 = lshr exact i32 %325, 1
  %327 = zext nneg i32 %326 to i64
  %328 = or disjoint i32 %308, %324
  %329 = lshr exact i32 %328, 1
  %330 = zext nneg i32 %329 to i64
  %331 = or disjoint i32 %314, %324
  %332 = lshr exact i32 %331, 1
  %333 = zext nneg i32 %332 to i64
  %334 = or disjoint i32 %320, %324
  %335 = lshr exact i32 %334, 1
  %336 = zext nneg i32 %335 to i64
  %337 = or disjoint i32 %301, 4096
  %338 = or disjoint i32 %302, %337
  %339 = lshr exact i32 %338, 1
  %340 = zext nneg i32 %339 to i64
  %341 = or disjoint i32 %308, %337
  %342 = lshr exact i32 %341, 1
  %343 = zext nneg i32 %342 to i64
  %344 = or disjoint i32 %314, %337
  %345 = lshr exact i32 %344, 1
  %346 = zext nneg i32 %345 to i64
  %347 = or disjoint i32 %320, %337
  %348 = lshr exact i32 %347, 1
  %349 = zext nneg i32 %348 to i64
  %350 = or disjoint i32 %301, 6144
  %351 = or disjoint i32 %302, %350
  %352 = lshr exact i32 %351, 1
  %353 = zext nneg i32 %352 to i64
  %354 = or disjoint i32 %308, %350
  %355 = lshr exact i32 %354, 1
  %356 = zext nneg i32 %355 to i64
  %357 = or disjoint i32 %314, %350
  %358 = lshr exact i32 %357, 1
  %359 = zext nneg i32 %358 to i64
  %360 = or disjoint i32 %320, %350
  %361 = lshr exact i32 %360, 1
  %362 = zext nneg i32 %361 to i64
  %363 = zext nneg i32 %286 to i64
  %364 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %363
  %365 = xor i32 %281, %289
  %366 = or disjoint i32 %365, %288
  %367 = zext nneg i32 %366 to i64
  %368 = zext nneg i32 %286 to i64
  %369 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %368
  %370 = getelementptr i8, ptr addrspace(3) %369, i64 32
  %371 = or disjoint i32 %281, 16
  %372 = xor i32 %371, %289
  %373 = or disjoint i32 %372, %288
  %374 = zext nneg i32 %373 to i64
  %375 = zext nneg i32 %286 to i64
  %376 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %375
  %377 = getelementptr i8, ptr addrspace(3) %376, i64 64
  %378 = or disjoint i32 %281, 32
  %379 = xor i32 %378, %289
  %380 = or disjoint i32 %379, %288
  %381 = zext nneg i32 %380 to i64
  %382 = zext nneg i32 %286 to i64
  %383 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %382
  %384 = getelementptr i8, ptr addrspace(3) %383, i64 96
  %385 = or disjoint i32 %281, 48
  %386 = xor i32 %385, %289
  %387 = or disjoint i32 %386, %288
  %388 = zext nneg i32 %387 to i64
  br label %389

389:                                              ; preds = %.lr.ph, %760
  %390 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %842, %760 ]
  %391 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %841, %760 ]
  %392 = phi float [ 0.000000e+00, %.lr.ph ], [ %1361, %760 ]
  %393 = phi float [ 0.000000e+00, %.lr.ph ], [ %1360, %760 ]
  %394 = phi float [ 0.000000e+00, %.lr.ph ], [ %1359, %760 ]
  %395 = phi float [ 0.000000e+00, %.lr.ph ], [ %1358, %760 ]
  %396 = phi float [ 0.000000e+00, %.lr.ph ], [ %1356, %760 ]
  %397 = phi float [ 0.000000e+00, %.lr.ph ], [ %1355, %760 ]
  %398 = phi float [ 0.000000e+00, %.lr.ph ], [ %1354, %760 ]
  %399 = phi float [ 0.000000e+00, %.lr.ph ], [ %1353, %760 ]
  %400 = phi float [ 0.000000e+00, %.lr.ph ], [ %1345, %760 ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %1344, %760 ]
  %402 = phi float [ 0.000000e+00, %.lr.ph ], [ %1343, %760 ]
  %403 = phi float [ 0.000000e+00, %.lr.ph ], [ %1342, %760 ]
  %404 = phi float [ 0.000000e+00, %.lr.ph ], [ %1340, %760 ]
  %405 = phi float [ 0.000000e+00, %.lr.ph ], [ %1339, %760 ]
  %406 = phi float [ 0.000000e+00, %.lr.ph ], [ %1338, %760 ]
  %407 = phi float [ 0.000000e+00, %.lr.ph ], [ %1337, %760 ]
  %408 = phi float [ 0.000000e+00, %.lr.ph ], [ %1329, %760 ]
  %409 = phi float [ 0.000000e+00, %.lr.ph ], [ %1328, %760 ]
  %410 = phi float [ 0.000000e+00, %.lr.ph ], [ %1327, %760 ]
  %411 = phi float [ 0.000000e+00, %.lr.ph ], [ %1326, %760 ]
  %412 = phi float [ 0.000000e+00, %.lr.ph ], [ %1324, %760 ]
  %413 = phi float [ 0.000000e+00, %.lr.ph ], [ %1323, %760 ]
  %414 = phi float [ 0.000000e+00, %.lr.ph ], [ %1322, %760 ]
  %415 = phi float [ 0.000000e+00, %.lr.ph ], [ %1321, %760 ]
  %416 = phi float [ 0.000000e+00, %.lr.ph ], [ %1313, %760 ]
  %417 = phi float [ 0.000000e+00, %.lr.ph ], [ %1312, %760 ]
  %418 = phi float [ 0.000000e+00, %.lr.ph ], [ %1311, %760 ]
  %419 = phi float [ 0.000000e+00, %.lr.ph ], [ %1310, %760 ]
  %420 = phi float [ 0.000000e+00, %.lr.ph ], [ %1308, %760 ]
  %421 = phi float [ 0.000000e+00, %.lr.ph ], [ %1307, %760 ]
  %422 = phi float [ 0.000000e+00, %.lr.ph ], [ %1306, %760 ]
  %423 = phi float [ 0.000000e+00, %.lr.ph ], [ %1305, %760 ]
  %424 = phi float [ 0.000000e+00, %.lr.ph ], [ %992, %760 ]
  %425 = phi float [ 0.000000e+00, %.lr.ph ], [ %991, %760 ]
  %426 = phi i32 [ 0, %.lr.ph ], [ %711, %760 ]
  %427 = lshr exact i32 %426, 6
  %428 = urem i32 %427, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %429 = shl nuw nsw i32 %428, 13
  %430 = zext nneg i32 %429 to i64
  %431 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %430
  %432 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %364)
  %433 = extractvalue { i32, i32, i32, i32 } %432, 0
  %434 = extractvalue { i32, i32, i32, i32 } %432, 1
  %435 = extractvalue { i32, i32, i32, i32 } %432, 2
  %436 = extractvalue { i32, i32, i32, i32 } %432, 3
  %437 = getelementptr bfloat, ptr addrspace(3) %431, i64 %367
  %438 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %437)
  %439 = extractvalue { i32, i32, i32, i32 } %438, 0
  %440 = extractvalue { i32, i32, i32, i32 } %438, 1
  %441 = extractvalue { i32, i32, i32, i32 } %438, 2
  %442 = extractvalue { i32, i32, i32, i32 } %438, 3
  %443 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %433, i32 %434, i32 %435, i32 %436, i32 %439, i32 %440, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %444 = extractvalue { float, float, float, float } %443, 0
  %445 = extractvalue { float, float, float, float } %443, 1
  %446 = extractvalue { float, float, float, float } %443, 2
  %447 = extractvalue { float, float, float, float } %443, 3
  %448 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %433, i32 %434, i32 %435, i32 %436, i32 %441, i32 %442, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %449 = extractvalue { float, float, float, float } %448, 0
  %450 = extractvalue { float, float, float, float } %448, 1
  %451 = extractvalue { float, float, float, float } %448, 2
  %452 = extractvalue { float, float, float, float } %448, 3
  %453 = getelementptr i8, ptr addrspace(3) %437, i64 2048
  %454 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %453)
  %455 = extractvalue { i32, i32, i32, i32 } %454, 0
  %456 = extractvalue { i32, i32, i32, i32 } %454, 1
  %457 = extractvalue { i32, i32, i32, i32 } %454, 2
  %458 = extractvalue { i32, i32, i32, i32 } %454, 3
  %459 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %433, i32 %434, i32 %435, i32 %436, i32 %455, i32 %456, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %460 = extractvalue { float, float, float, float } %459, 0
  %461 = extractvalue { float, float, float, float } %459, 1
  %462 = extractvalue { float, float, float, float } %459, 2
  %463 = extractvalue { float, float, float, float } %459, 3
  %464 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %433, i32 %434, i32 %435, i32 %436, i32 %457, i32 %458, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %465 = extractvalue { float, float, float, float } %464, 0
  %466 = extractvalue { float, float, float, float } %464, 1
  %467 = extractvalue { float, float, float, float } %464, 2
  %468 = extractvalue { float, float, float, float } %464, 3
  %469 = getelementptr i8, ptr addrspace(3) %437, i64 4096
  %470 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %469)
  %471 = extractvalue { i32, i32, i32, i32 } %470, 0
  %472 = extractvalue { i32, i32, i32, i32 } %470, 1
  %473 = extractvalue { i32, i32, i32, i32 } %470, 2
  %474 = extractvalue { i32, i32, i32, i32 } %470, 3
  %475 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %433, i32 %434, i32 %435, i32 %436, i32 %471, i32 %472, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %476 = extractvalue { float, float, float, float } %475, 0
  %477 = extractvalue { float, float, float, float } %475, 1
  %478 = extractvalue { float, float, float, float } %475, 2
  %479 = extractvalue { float, float, float, float } %475, 3
  %480 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %433, i32 %434, i32 %435, i32 %436, i32 %473, i32 %474, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %481 = extractvalue { float, float, float, float } %480, 0
  %482 = extractvalue { float, float, float, float } %480, 1
  %483 = extractvalue { float, float, float, float } %480, 2
  %484 = extractvalue { float, float, float, float } %480, 3
  %485 = getelementptr i8, ptr addrspace(3) %437, i64 6144
  %486 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %485)
  %487 = extractvalue { i32, i32, i32, i32 } %486, 0
  %488 = extractvalue { i32, i32, i32, i32 } %486, 1
  %489 = extractvalue { i32, i32, i32, i32 } %486, 2
  %490 = extractvalue { i32, i32, i32, i32 } %486, 3
  %491 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %433, i32 %434, i32 %435, i32 %436, i32 %487, i32 %488, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %492 = extractvalue { float, float, float, float } %491, 0
  %493 = extractvalue { float, float, float, float } %491, 1
  %494 = extractvalue { float, float, float, float } %491, 2
  %495 = extractvalue { float, float, float, float } %491, 3
  %496 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %433, i32 %434, i32 %435, i32 %436, i32 %489, i32 %490, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %497 = extractvalue { float, float, float, float } %496, 0
  %498 = extractvalue { float, float, float, float } %496, 1
  %499 = extractvalue { float, float, float, float } %496, 2
  %500 = extractvalue { float, float, float, float } %496, 3
  %501 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %370)
  %502 = extractvalue { i32, i32, i32, i32 } %501, 0
  %503 = extractvalue { i32, i32, i32, i32 } %501, 1
  %504 = extractvalue { i32, i32, i32, i32 } %501, 2
  %505 = extractvalue { i32, i32, i32, i32 } %501, 3
  %506 = getelementptr bfloat, ptr addrspace(3) %431, i64 %374
  %507 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %506)
  %508 = extractvalue { i32, i32, i32, i32 } %507, 0
  %509 = extractvalue { i32, i32, i32, i32 } %507, 1
  %510 = extractvalue { i32, i32, i32, i32 } %507, 2
  %511 = extractvalue { i32, i32, i32, i32 } %507, 3
  %512 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %502, i32 %503, i32 %504, i32 %505, i32 %508, i32 %509, float %444, float %445, float %446, float %447) #7
  %513 = extractvalue { float, float, float, float } %512, 0
  %514 = extractvalue { float, float, float, float } %512, 1
  %515 = extractvalue { float, float, float, float } %512, 2
  %516 = extractvalue { float, float, float, float } %512, 3
  %517 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %502, i32 %503, i32 %504, i32 %505, i32 %510, i32 %511, float %449, float %450, float %451, float %452) #7
  %518 = extractvalue { float, float, float, float } %517, 0
  %519 = extractvalue { float, float, float, float } %517, 1
  %520 = extractvalue { float, float, float, float } %517, 2
  %521 = extractvalue { float, float, float, float } %517, 3
  %522 = getelementptr i8, ptr addrspace(3) %506, i64 2048
  %523 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %522)
  %524 = extractvalue { i32, i32, i32, i32 } %523, 0
  %525 = extractvalue { i32, i32, i32, i32 } %523, 1
  %526 = extractvalue { i32, i32, i32, i32 } %523, 2
  %527 = extractvalue { i32, i32, i32, i32 } %523, 3
  %528 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %502, i32 %503, i32 %504, i32 %505, i32 %524, i32 %525, float %460, float %461, float %462, float %463) #7
  %529 = extractvalue { float, float, float, float } %528, 0
  %530 = extractvalue { float, float, float, float } %528, 1
  %531 = extractvalue { float, float, float, float } %528, 2
  %532 = extractvalue { float, float, float, float } %528, 3
  %533 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %502, i32 %503, i32 %504, i32 %505, i32 %526, i32 %527, float %465, float %466, float %467, float %468) #7
  %534 = extractvalue { float, float, float, float } %533, 0
  %535 = extractvalue { float, float, float, float } %533, 1
  %536 = extractvalue { float, float, float, float } %533, 2
  %537 = extractvalue { float, float, float, float } %533, 3
  %538 = getelementptr i8, ptr addrspace(3) %506, i64 4096
  %539 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %538)
  %540 = extractvalue { i32, i32, i32, i32 } %539, 0
  %541 = extractvalue { i32, i32, i32, i32 } %539, 1
  %542 = extractvalue { i32, i32, i32, i32 } %539, 2
  %543 = extractvalue { i32, i32, i32, i32 } %539, 3
  %544 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %502, i32 %503, i32 %504, i32 %505, i32 %540, i32 %541, float %476, float %477, float %478, float %479) #7
  %545 = extractvalue { float, float, float, float } %544, 0
  %546 = extractvalue { float, float, float, float } %544, 1
  %547 = extractvalue { float, float, float, float } %544, 2
  %548 = extractvalue { float, float, float, float } %544, 3
  %549 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %502, i32 %503, i32 %504, i32 %505, i32 %542, i32 %543, float %481, float %482, float %483, float %484) #7
  %550 = extractvalue { float, float, float, float } %549, 0
  %551 = extractvalue { float, float, float, float } %549, 1
  %552 = extractvalue { float, float, float, float } %549, 2
  %553 = extractvalue { float, float, float, float } %549, 3
  %554 = getelementptr i8, ptr addrspace(3) %506, i64 6144
  %555 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %554)
  %556 = extractvalue { i32, i32, i32, i32 } %555, 0
  %557 = extractvalue { i32, i32, i32, i32 } %555, 1
  %558 = extractvalue { i32, i32, i32, i32 } %555, 2
  %559 = extractvalue { i32, i32, i32, i32 } %555, 3
  %560 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %502, i32 %503, i32 %504, i32 %505, i32 %556, i32 %557, float %492, float %493, float %494, float %495) #7
  %561 = extractvalue { float, float, float, float } %560, 0
  %562 = extractvalue { float, float, float, float } %560, 1
  %563 = extractvalue { float, float, float, float } %560, 2
  %564 = extractvalue { float, float, float, float } %560, 3
  %565 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %502, i32 %503, i32 %504, i32 %505, i32 %558, i32 %559, float %497, float %498, float %499, float %500) #7
  %566 = extractvalue { float, float, float, float } %565, 0
  %567 = extractvalue { float, float, float, float } %565, 1
  %568 = extractvalue { float, float, float, float } %565, 2
  %569 = extractvalue { float, float, float, float } %565, 3
  %570 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %377)
  %571 = extractvalue { i32, i32, i32, i32 } %570, 0
  %572 = extractvalue { i32, i32, i32, i32 } %570, 1
  %573 = extractvalue { i32, i32, i32, i32 } %570, 2
  %574 = extractvalue { i32, i32, i32, i32 } %570, 3
  %575 = getelementptr bfloat, ptr addrspace(3) %431, i64 %381
  %576 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %575)
  %577 = extractvalue { i32, i32, i32, i32 } %576, 0
  %578 = extractvalue { i32, i32, i32, i32 } %576, 1
  %579 = extractvalue { i32, i32, i32, i32 } %576, 2
  %580 = extractvalue { i32, i32, i32, i32 } %576, 3
  %581 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %571, i32 %572, i32 %573, i32 %574, i32 %577, i32 %578, float %513, float %514, float %515, float %516) #7
  %582 = extractvalue { float, float, float, float } %581, 0
  %583 = extractvalue { float, float, float, float } %581, 1
  %584 = extractvalue { float, float, float, float } %581, 2
  %585 = extractvalue { float, float, float, float } %581, 3
  %586 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %571, i32 %572, i32 %573, i32 %574, i32 %579, i32 %580, float %518, float %519, float %520, float %521) #7
  %587 = extractvalue { float, float, float, float } %586, 0
  %588 = extractvalue { float, float, float, float } %586, 1
  %589 = extractvalue { float, float, float, float } %586, 2
  %590 = extractvalue { float, float, float, float } %586, 3
  %591 = getelementptr i8, ptr addrspace(3) %575, i64 2048
  %592 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %591)
  %593 = extractvalue { i32, i32, i32, i32 } %592, 0
  %594 = extractvalue { i32, i32, i32, i32 } %592, 1
  %595 = extractvalue { i32, i32, i32, i32 } %592, 2
  %596 = extractvalue { i32, i32, i32, i32 } %592, 3
  %597 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %571, i32 %572, i32 %573, i32 %574, i32 %593, i32 %594, float %529, float %530, float %531, float %532) #7
  %598 = extractvalue { float, float, float, float } %597, 0
  %599 = extractvalue { float, float, float, float } %597, 1
  %600 = extractvalue { float, float, float, float } %597, 2
  %601 = extractvalue { float, float, float, float } %597, 3
  %602 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %571, i32 %572, i32 %573, i32 %574, i32 %595, i32 %596, float %534, float %535, float %536, float %537) #7
  %603 = extractvalue { float, float, float, float } %602, 0
  %604 = extractvalue { float, float, float, float } %602, 1
  %605 = extractvalue { float, float, float, float } %602, 2
  %606 = extractvalue { float, float, float, float } %602, 3
  %607 = getelementptr i8, ptr addrspace(3) %575, i64 4096
  %608 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %607)
  %609 = extractvalue { i32, i32, i32, i32 } %608, 0
  %610 = extractvalue { i32, i32, i32, i32 } %608, 1
  %611 = extractvalue { i32, i32, i32, i32 } %608, 2
  %612 = extractvalue { i32, i32, i32, i32 } %608, 3
  %613 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %571, i32 %572, i32 %573, i32 %574, i32 %609, i32 %610, float %545, float %546, float %547, float %548) #7
  %614 = extractvalue { float, float, float, float } %613, 0
  %615 = extractvalue { float, float, float, float } %613, 1
  %616 = extractvalue { float, float, float, float } %613, 2
  %617 = extractvalue { float, float, float, float } %613, 3
  %618 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %571, i32 %572, i32 %573, i32 %574, i32 %611, i32 %612, float %550, float %551, float %552, float %553) #7
  %619 = extractvalue { float, float, float, float } %618, 0
  %620 = extractvalue { float, float, float, float } %618, 1
  %621 = extractvalue { float, float, float, float } %618, 2
  %622 = extractvalue { float, float, float, float } %618, 3
  %623 = getelementptr i8, ptr addrspace(3) %575, i64 6144
  %624 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %623)
  %625 = extractvalue { i32, i32, i32, i32 } %624, 0
  %626 = extractvalue { i32, i32, i32, i32 } %624, 1
  %627 = extractvalue { i32, i32, i32, i32 } %624, 2
  %628 = extractvalue { i32, i32, i32, i32 } %624, 3
  %629 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %571, i32 %572, i32 %573, i32 %574, i32 %625, i32 %626, float %561, float %562, float %563, float %564) #7
  %630 = extractvalue { float, float, float, float } %629, 0
  %631 = extractvalue { float, float, float, float } %629, 1
  %632 = extractvalue { float, float, float, float } %629, 2
  %633 = extractvalue { float, float, float, float } %629, 3
  %634 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %571, i32 %572, i32 %573, i32 %574, i32 %627, i32 %628, float %566, float %567, float %568, float %569) #7
  %635 = extractvalue { float, float, float, float } %634, 0
  %636 = extractvalue { float, float, float, float } %634, 1
  %637 = extractvalue { float, float, float, float } %634, 2
  %638 = extractvalue { float, float, float, float } %634, 3
  %639 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %384)
  %640 = extractvalue { i32, i32, i32, i32 } %639, 0
  %641 = extractvalue { i32, i32, i32, i32 } %639, 1
  %642 = extractvalue { i32, i32, i32, i32 } %639, 2
  %643 = extractvalue { i32, i32, i32, i32 } %639, 3
  %644 = getelementptr bfloat, ptr addrspace(3) %431, i64 %388
  %645 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %644)
  %646 = extractvalue { i32, i32, i32, i32 } %645, 0
  %647 = extractvalue { i32, i32, i32, i32 } %645, 1
  %648 = extractvalue { i32, i32, i32, i32 } %645, 2
  %649 = extractvalue { i32, i32, i32, i32 } %645, 3
  %650 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %640, i32 %641, i32 %642, i32 %643, i32 %646, i32 %647, float %582, float %583, float %584, float %585) #7
  %651 = extractvalue { float, float, float, float } %650, 0
  %652 = extractvalue { float, float, float, float } %650, 1
  %653 = extractvalue { float, float, float, float } %650, 2
  %654 = extractvalue { float, float, float, float } %650, 3
  %655 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %640, i32 %641, i32 %642, i32 %643, i32 %648, i32 %649, float %587, float %588, float %589, float %590) #7
  %656 = extractvalue { float, float, float, float } %655, 0
  %657 = extractvalue { float, float, float, float } %655, 1
  %658 = extractvalue { float, float, float, float } %655, 2
  %659 = extractvalue { float, float, float, float } %655, 3
  %660 = getelementptr i8, ptr addrspace(3) %644, i64 2048
  %661 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %660)
  %662 = extractvalue { i32, i32, i32, i32 } %661, 0
  %663 = extractvalue { i32, i32, i32, i32 } %661, 1
  %664 = extractvalue { i32, i32, i32, i32 } %661, 2
  %665 = extractvalue { i32, i32, i32, i32 } %661, 3
  %666 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %640, i32 %641, i32 %642, i32 %643, i32 %662, i32 %663, float %598, float %599, float %600, float %601) #7
  %667 = extractvalue { float, float, float, float } %666, 0
  %668 = extractvalue { float, float, float, float } %666, 1
  %669 = extractvalue { float, float, float, float } %666, 2
  %670 = extractvalue { float, float, float, float } %666, 3
  %671 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %640, i32 %641, i32 %642, i32 %643, i32 %664, i32 %665, float %603, float %604, float %605, float %606) #7
  %672 = extractvalue { float, float, float, float } %671, 0
  %673 = extractvalue { float, float, float, float } %671, 1
  %674 = extractvalue { float, float, float, float } %671, 2
  %675 = extractvalue { float, float, float, float } %671, 3
  %676 = getelementptr i8, ptr addrspace(3) %644, i64 4096
  %677 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %676)
  %678 = extractvalue { i32, i32, i32, i32 } %677, 0
  %679 = extractvalue { i32, i32, i32, i32 } %677, 1
  %680 = extractvalue { i32, i32, i32, i32 } %677, 2
  %681 = extractvalue { i32, i32, i32, i32 } %677, 3
  %682 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %640, i32 %641, i32 %642, i32 %643, i32 %678, i32 %679, float %614, float %615, float %616, float %617) #7
  %683 = extractvalue { float, float, float, float } %682, 0
  %684 = extractvalue { float, float, float, float } %682, 1
  %685 = extractvalue { float, float, float, float } %682, 2
  %686 = extractvalue { float, float, float, float } %682, 3
  %687 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %640, i32 %641, i32 %642, i32 %643, i32 %680, i32 %681, float %619, float %620, float %621, float %622) #7
  %688 = extractvalue { float, float, float, float } %687, 0
  %689 = extractvalue { float, float, float, float } %687, 1
  %690 = extractvalue { float, float, float, float } %687, 2
  %691 = extractvalue { float, float, float, float } %687, 3
  %692 = getelementptr i8, ptr addrspace(3) %644, i64 6144
  %693 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %692)
  %694 = extractvalue { i32, i32, i32, i32 } %693, 0
  %695 = extractvalue { i32, i32, i32, i32 } %693, 1
  %696 = extractvalue { i32, i32, i32, i32 } %693, 2
  %697 = extractvalue { i32, i32, i32, i32 } %693, 3
  %698 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %640, i32 %641, i32 %642, i32 %643, i32 %694, i32 %695, float %630, float %631, float %632, float %633) #7
  %699 = extractvalue { float, float, float, float } %698, 0
  %700 = extractvalue { float, float, float, float } %698, 1
  %701 = extractvalue { float, float, float, float } %698, 2
  %702 = extractvalue { float, float, float, float } %698, 3
  %703 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %640, i32 %641, i32 %642, i32 %643, i32 %696, i32 %697, float %635, float %636, float %637, float %638) #7
  %704 = extractvalue { float, float, float, float } %703, 0
  %705 = extractvalue { float, float, float, float } %703, 1
  %706 = extractvalue { float, float, float, float } %703, 2
  %707 = extractvalue { float, float, float, float } %703, 3
  %708 = add nuw i32 %426, 128
  %709 = add nuw nsw i32 %427, 2
  %710 = urem i32 %709, 3
  %711 = add nuw nsw i32 %426, 64
  %.not262 = icmp slt i32 %426, %13
  br i1 %.not262, label %760, label %712

712:                                              ; preds = %389
  %713 = or disjoint i32 %426, %293
  %.not = icmp sgt i32 %713, %295
  %.not34.not = icmp slt i32 %713, %295
  %.not35 = icmp sgt i32 %713, %296
  %.not36.not = icmp slt i32 %713, %296
  %714 = or disjoint i32 %713, 8
  %.not37 = icmp sgt i32 %714, %295
  %715 = or disjoint i32 %713, 9
  %.not38 = icmp sgt i32 %715, %295
  %.not40 = icmp sgt i32 %715, %296
  %716 = or disjoint i32 %713, 16
  %.not41 = icmp sgt i32 %716, %295
  %717 = or disjoint i32 %713, 17
  %.not42 = icmp sgt i32 %717, %295
  %.not43 = icmp sgt i32 %716, %296
  %.not44 = icmp sgt i32 %717, %296
  %718 = or disjoint i32 %713, 24
  %.not45 = icmp sgt i32 %718, %295
  %719 = or disjoint i32 %713, 25
  %.not46 = icmp sgt i32 %719, %295
  %.not47 = icmp sgt i32 %718, %296
  %.not48 = icmp sgt i32 %719, %296
  %720 = or disjoint i32 %713, 32
  %.not49 = icmp sgt i32 %720, %295
  %721 = or disjoint i32 %713, 33
  %.not50 = icmp sgt i32 %721, %295
  %.not51 = icmp sgt i32 %720, %296
  %.not52 = icmp sgt i32 %721, %296
  %722 = or disjoint i32 %713, 40
  %.not53 = icmp sgt i32 %722, %295
  %723 = or disjoint i32 %713, 41
  %.not54 = icmp sgt i32 %723, %295
  %.not55 = icmp sgt i32 %722, %296
  %.not56 = icmp sgt i32 %723, %296
  %724 = or disjoint i32 %713, 48
  %.not57 = icmp sgt i32 %724, %295
  %725 = or disjoint i32 %713, 49
  %.not58 = icmp sgt i32 %725, %295
  %.not59 = icmp sgt i32 %724, %296
  %.not60 = icmp sgt i32 %725, %296
  %726 = or disjoint i32 %713, 56
  %.not61 = icmp sgt i32 %726, %295
  %727 = or disjoint i32 %713, 57
  %.not62 = icmp sgt i32 %727, %295
  %.not63 = icmp sgt i32 %726, %296
  %.not64 = icmp sgt i32 %727, %296
  %728 = select i1 %.not, float 0xFFF0000000000000, float %651
  %729 = select i1 %.not34.not, float %652, float 0xFFF0000000000000
  %730 = select i1 %.not35, float 0xFFF0000000000000, float %653
  %731 = select i1 %.not36.not, float %654, float 0xFFF0000000000000
  %732 = select i1 %.not37, float 0xFFF0000000000000, float %656
  %733 = select i1 %.not38, float 0xFFF0000000000000, float %657
  %734 = select i1 %.not, float 0xFFF0000000000000, float %658
  %735 = select i1 %.not40, float 0xFFF0000000000000, float %659
  %736 = select i1 %.not41, float 0xFFF0000000000000, float %667
  %737 = select i1 %.not42, float 0xFFF0000000000000, float %668
  %738 = select i1 %.not43, float 0xFFF0000000000000, float %669
  %739 = select i1 %.not44, float 0xFFF0000000000000, float %670
  %740 = select i1 %.not45, float 0xFFF0000000000000, float %672
  %741 = select i1 %.not46, float 0xFFF0000000000000, float %673
  %742 = select i1 %.not47, float 0xFFF0000000000000, float %674
  %743 = select i1 %.not48, float 0xFFF0000000000000, float %675
  %744 = select i1 %.not49, float 0xFFF0000000000000, float %683
  %745 = select i1 %.not50, float 0xFFF0000000000000, float %684
  %746 = select i1 %.not51, float 0xFFF0000000000000, float %685
  %747 = select i1 %.not52, float 0xFFF0000000000000, float %686
  %748 = select i1 %.not53, float 0xFFF0000000000000, float %688
  %749 = select i1 %.not54, float 0xFFF0000000000000, float %689
  %750 = select i1 %.not55, float 0xFFF0000000000000, float %690
  %751 = select i1 %.not56, float 0xFFF0000000000000, float %691
  %752 = select i1 %.not57, float 0xFFF0000000000000, float %699
  %753 = select i1 %.not58, float 0xFFF0000000000000, float %700
  %754 = select i1 %.not59, float 0xFFF0000000000000, float %701
  %755 = select i1 %.not60, float 0xFFF0000000000000, float %702
  %756 = select i1 %.not61, float 0xFFF0000000000000, float %704
  %757 = select i1 %.not62, float 0xFFF0000000000000, float %705
  %758 = select i1 %.not63, float 0xFFF0000000000000, float %706
  %759 = select i1 %.not64, float 0xFFF0000000000000, float %707
  br label %760

760:                                              ; preds = %712, %389
  %761 = phi float [ %728, %712 ], [ %651, %389 ]
  %762 = phi float [ %729, %712 ], [ %652, %389 ]
  %763 = phi float [ %730, %712 ], [ %653, %389 ]
  %764 = phi float [ %731, %712 ], [ %654, %389 ]
  %765 = phi float [ %732, %712 ], [ %656, %389 ]
  %766 = phi float [ %733, %712 ], [ %657, %389 ]
  %767 = phi float [ %734, %712 ], [ %658, %389 ]
  %768 = phi float [ %735, %712 ], [ %659, %389 ]
  %769 = phi float [ %736, %712 ], [ %667, %389 ]
  %770 = phi float [ %737, %712 ], [ %668, %389 ]
  %771 = phi float [ %738, %712 ], [ %669, %389 ]
  %772 = phi float [ %739, %712 ], [ %670, %389 ]
  %773 = phi float [ %740, %712 ], [ %672, %389 ]
  %774 = phi float [ %741, %712 ], [ %673, %389 ]
  %775 = phi float [ %742, %712 ], [ %674, %389 ]
  %776 = phi float [ %743, %712 ], [ %675, %389 ]
  %777 = phi float [ %744, %712 ], [ %683, %389 ]
  %778 = phi float [ %745, %712 ], [ %684, %389 ]
  %779 = phi float [ %746, %712 ], [ %685, %389 ]
  %780 = phi float [ %747, %712 ], [ %686, %389 ]
  %781 = phi float [ %748, %712 ], [ %688, %389 ]
  %782 = phi float [ %749, %712 ], [ %689, %389 ]
  %783 = phi float [ %750, %712 ], [ %690, %389 ]
  %784 = phi float [ %751, %712 ], [ %691, %389 ]
  %785 = phi float [ %752, %712 ], [ %699, %389 ]
  %786 = phi float [ %753, %712 ], [ %700, %389 ]
  %787 = phi float [ %754, %712 ], [ %701, %389 ]
  %788 = phi float [ %755, %712 ], [ %702, %389 ]
  %789 = phi float [ %756, %712 ], [ %704, %389 ]
  %790 = phi float [ %757, %712 ], [ %705, %389 ]
  %791 = phi float [ %758, %712 ], [ %706, %389 ]
  %792 = phi float [ %759, %712 ], [ %707, %389 ]
  %793 = tail call float @llvm.maxnum.f32(float %761, float %762)
  %794 = tail call float @llvm.maxnum.f32(float %763, float %764)
  %795 = tail call float @llvm.maxnum.f32(float %793, float %765)
  %796 = tail call float @llvm.maxnum.f32(float %795, float %766)
  %797 = tail call float @llvm.maxnum.f32(float %794, float %767)
  %798 = tail call float @llvm.maxnum.f32(float %797, float %768)
  %799 = tail call float @llvm.maxnum.f32(float %796, float %769)
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
  %823 = bitcast float %820 to i32
  %824 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %823, i32 2, i32 31)
  %825 = bitcast i32 %824 to float
  %826 = tail call float @llvm.maxnum.f32(float %820, float %825)
  %827 = bitcast float %822 to i32
  %828 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %827, i32 2, i32 31)
  %829 = bitcast i32 %828 to float
  %830 = tail call float @llvm.maxnum.f32(float %822, float %829)
  %831 = bitcast float %826 to i32
  %832 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %831, i32 1, i32 31)
  %833 = bitcast i32 %832 to float
  %834 = tail call float @llvm.maxnum.f32(float %826, float %833)
  %835 = bitcast float %830 to i32
  %836 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %835, i32 1, i32 31)
  %837 = bitcast i32 %836 to float
  %838 = tail call float @llvm.maxnum.f32(float %830, float %837)
  %839 = fmul float %87, %834
  %840 = fmul float %87, %838
  %841 = tail call float @llvm.maxnum.f32(float %391, float %839)
  %842 = tail call float @llvm.maxnum.f32(float %390, float %840)
  %843 = fmul float %87, %761
  %844 = fmul float %87, %762
  %845 = fmul float %87, %763
  %846 = fmul float %87, %764
  %847 = fmul float %87, %765
  %848 = fmul float %87, %766
  %849 = fmul float %87, %767
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
  %875 = fsub float %843, %841
  %876 = fsub float %844, %841
  %877 = fsub float %845, %842
  %878 = fsub float %846, %842
  %879 = fsub float %847, %841
  %880 = fsub float %848, %841
  %881 = fsub float %849, %842
  %882 = fsub float %850, %842
  %883 = fsub float %851, %841
  %884 = fsub float %852, %841
  %885 = fsub float %853, %842
  %886 = fsub float %854, %842
  %887 = fsub float %855, %841
  %888 = fsub float %856, %841
  %889 = fsub float %857, %842
  %890 = fsub float %858, %842
  %891 = fsub float %859, %841
  %892 = fsub float %860, %841
  %893 = fsub float %861, %842
  %894 = fsub float %862, %842
  %895 = fsub float %863, %841
  %896 = fsub float %864, %841
  %897 = fsub float %865, %842
  %898 = fsub float %866, %842
  %899 = fsub float %867, %841
  %900 = fsub float %868, %841
  %901 = fsub float %869, %842
  %902 = fsub float %870, %842
  %903 = fsub float %871, %841
  %904 = fsub float %872, %841
  %905 = fsub float %873, %842
  %906 = fsub float %874, %842
  %907 = tail call float @llvm.nvvm.ex2.approx.f32(float %875)
  %908 = tail call float @llvm.nvvm.ex2.approx.f32(float %876)
  %909 = tail call float @llvm.nvvm.ex2.approx.f32(float %877)
  %910 = tail call float @llvm.nvvm.ex2.approx.f32(float %878)
  %911 = tail call float @llvm.nvvm.ex2.approx.f32(float %879)
  %912 = tail call float @llvm.nvvm.ex2.approx.f32(float %880)
  %913 = tail call float @llvm.nvvm.ex2.approx.f32(float %881)
  %914 = tail call float @llvm.nvvm.ex2.approx.f32(float %882)
  %915 = tail call float @llvm.nvvm.ex2.approx.f32(float %883)
  %916 = tail call float @llvm.nvvm.ex2.approx.f32(float %884)
  %917 = tail call float @llvm.nvvm.ex2.approx.f32(float %885)
  %918 = tail call float @llvm.nvvm.ex2.approx.f32(float %886)
  %919 = tail call float @llvm.nvvm.ex2.approx.f32(float %887)
  %920 = tail call float @llvm.nvvm.ex2.approx.f32(float %888)
  %921 = tail call float @llvm.nvvm.ex2.approx.f32(float %889)
  %922 = tail call float @llvm.nvvm.ex2.approx.f32(float %890)
  %923 = tail call float @llvm.nvvm.ex2.approx.f32(float %891)
  %924 = tail call float @llvm.nvvm.ex2.approx.f32(float %892)
  %925 = tail call float @llvm.nvvm.ex2.approx.f32(float %893)
  %926 = tail call float @llvm.nvvm.ex2.approx.f32(float %894)
  %927 = tail call float @llvm.nvvm.ex2.approx.f32(float %895)
  %928 = tail call float @llvm.nvvm.ex2.approx.f32(float %896)
  %929 = tail call float @llvm.nvvm.ex2.approx.f32(float %897)
  %930 = tail call float @llvm.nvvm.ex2.approx.f32(float %898)
  %931 = tail call float @llvm.nvvm.ex2.approx.f32(float %899)
  %932 = tail call float @llvm.nvvm.ex2.approx.f32(float %900)
  %933 = tail call float @llvm.nvvm.ex2.approx.f32(float %901)
  %934 = tail call float @llvm.nvvm.ex2.approx.f32(float %902)
  %935 = tail call float @llvm.nvvm.ex2.approx.f32(float %903)
  %936 = tail call float @llvm.nvvm.ex2.approx.f32(float %904)
  %937 = tail call float @llvm.nvvm.ex2.approx.f32(float %905)
  %938 = tail call float @llvm.nvvm.ex2.approx.f32(float %906)
  %939 = fsub float %391, %841
  %940 = fsub float %390, %842
  %941 = tail call float @llvm.nvvm.ex2.approx.f32(float %939)
  %942 = tail call float @llvm.nvvm.ex2.approx.f32(float %940)
  %943 = fmul float %425, %941
  %944 = fmul float %424, %942
  %945 = fadd float %907, %908
  %946 = fadd float %909, %910
  %947 = fadd float %945, %911
  %948 = fadd float %947, %912
  %949 = fadd float %946, %913
  %950 = fadd float %949, %914
  %951 = fadd float %948, %915
  %952 = fadd float %951, %916
  %953 = fadd float %950, %917
  %954 = fadd float %953, %918
  %955 = fadd float %952, %919
  %956 = fadd float %955, %920
  %957 = fadd float %954, %921
  %958 = fadd float %957, %922
  %959 = fadd float %956, %923
  %960 = fadd float %959, %924
  %961 = fadd float %958, %925
  %962 = fadd float %961, %926
  %963 = fadd float %960, %927
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
  %975 = bitcast float %972 to i32
  %976 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %975, i32 2, i32 31)
  %977 = bitcast i32 %976 to float
  %978 = fadd float %972, %977
  %979 = bitcast float %974 to i32
  %980 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %979, i32 2, i32 31)
  %981 = bitcast i32 %980 to float
  %982 = fadd float %974, %981
  %983 = bitcast float %978 to i32
  %984 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %983, i32 1, i32 31)
  %985 = bitcast i32 %984 to float
  %986 = fadd float %978, %985
  %987 = bitcast float %982 to i32
  %988 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %987, i32 1, i32 31)
  %989 = bitcast i32 %988 to float
  %990 = fadd float %982, %989
  %991 = fadd float %943, %986
  %992 = fadd float %944, %990
  %993 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %430
  %994 = fptrunc float %907 to bfloat
  %995 = fptrunc float %908 to bfloat
  %996 = fptrunc float %909 to bfloat
  %997 = fptrunc float %910 to bfloat
  %998 = fptrunc float %911 to bfloat
  %999 = fptrunc float %912 to bfloat
  %1000 = fptrunc float %913 to bfloat
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
  %1026 = fmul float %423, %941
  %1027 = fmul float %422, %941
  %1028 = fmul float %421, %942
  %1029 = fmul float %420, %942
  %1030 = fmul float %419, %941
  %1031 = fmul float %418, %941
  %1032 = fmul float %417, %942
  %1033 = fmul float %416, %942
  %1034 = fmul float %415, %941
  %1035 = fmul float %414, %941
  %1036 = fmul float %413, %942
  %1037 = fmul float %412, %942
  %1038 = fmul float %411, %941
  %1039 = fmul float %410, %941
  %1040 = fmul float %409, %942
  %1041 = fmul float %408, %942
  %1042 = fmul float %407, %941
  %1043 = fmul float %406, %941
  %1044 = fmul float %405, %942
  %1045 = fmul float %404, %942
  %1046 = fmul float %403, %941
  %1047 = fmul float %402, %941
  %1048 = fmul float %401, %942
  %1049 = fmul float %400, %942
  %1050 = fmul float %399, %941
  %1051 = fmul float %398, %941
  %1052 = fmul float %397, %942
  %1053 = fmul float %396, %942
  %1054 = fmul float %395, %941
  %1055 = fmul float %394, %941
  %1056 = fmul float %393, %942
  %1057 = fmul float %392, %942
  %1058 = insertelement <2 x bfloat> poison, bfloat %994, i64 0
  %1059 = insertelement <2 x bfloat> %1058, bfloat %995, i64 1
  %1060 = bitcast <2 x bfloat> %1059 to i32
  %1061 = insertelement <2 x bfloat> poison, bfloat %996, i64 0
  %1062 = insertelement <2 x bfloat> %1061, bfloat %997, i64 1
  %1063 = bitcast <2 x bfloat> %1062 to i32
  %1064 = insertelement <2 x bfloat> poison, bfloat %998, i64 0
  %1065 = insertelement <2 x bfloat> %1064, bfloat %999, i64 1
  %1066 = bitcast <2 x bfloat> %1065 to i32
  %1067 = insertelement <2 x bfloat> poison, bfloat %1000, i64 0
  %1068 = insertelement <2 x bfloat> %1067, bfloat %1001, i64 1
  %1069 = bitcast <2 x bfloat> %1068 to i32
  %1070 = insertelement <2 x bfloat> poison, bfloat %1002, i64 0
  %1071 = insertelement <2 x bfloat> %1070, bfloat %1003, i64 1
  %1072 = bitcast <2 x bfloat> %1071 to i32
  %1073 = insertelement <2 x bfloat> poison, bfloat %1004, i64 0
  %1074 = insertelement <2 x bfloat> %1073, bfloat %1005, i64 1
  %1075 = bitcast <2 x bfloat> %1074 to i32
  %1076 = insertelement <2 x bfloat> poison, bfloat %1006, i64 0
  %1077 = insertelement <2 x bfloat> %1076, bfloat %1007, i64 1
  %1078 = bitcast <2 x bfloat> %1077 to i32
  %1079 = insertelement <2 x bfloat> poison, bfloat %1008, i64 0
  %1080 = insertelement <2 x bfloat> %1079, bfloat %1009, i64 1
  %1081 = bitcast <2 x bfloat> %1080 to i32
  %1082 = insertelement <2 x bfloat> poison, bfloat %1010, i64 0
  %1083 = insertelement <2 x bfloat> %1082, bfloat %1011, i64 1
  %1084 = bitcast <2 x bfloat> %1083 to i32
  %1085 = insertelement <2 x bfloat> poison, bfloat %1012, i64 0
  %1086 = insertelement <2 x bfloat> %1085, bfloat %1013, i64 1
  %1087 = bitcast <2 x bfloat> %1086 to i32
  %1088 = insertelement <2 x bfloat> poison, bfloat %1014, i64 0
  %1089 = insertelement <2 x bfloat> %1088, bfloat %1015, i64 1
  %1090 = bitcast <2 x bfloat> %1089 to i32
  %1091 = insertelement <2 x bfloat> poison, bfloat %1016, i64 0
  %1092 = insertelement <2 x bfloat> %1091, bfloat %1017, i64 1
  %1093 = bitcast <2 x bfloat> %1092 to i32
  %1094 = insertelement <2 x bfloat> poison, bfloat %1018, i64 0
  %1095 = insertelement <2 x bfloat> %1094, bfloat %1019, i64 1
  %1096 = bitcast <2 x bfloat> %1095 to i32
  %1097 = insertelement <2 x bfloat> poison, bfloat %1020, i64 0
  %1098 = insertelement <2 x bfloat> %1097, bfloat %1021, i64 1
  %1099 = bitcast <2 x bfloat> %1098 to i32
  %1100 = insertelement <2 x bfloat> poison, bfloat %1022, i64 0
  %1101 = insertelement <2 x bfloat> %1100, bfloat %1023, i64 1
  %1102 = bitcast <2 x bfloat> %1101 to i32
  %1103 = insertelement <2 x bfloat> poison, bfloat %1024, i64 0
  %1104 = insertelement <2 x bfloat> %1103, bfloat %1025, i64 1
  %1105 = bitcast <2 x bfloat> %1104 to i32
  %1106 = getelementptr bfloat, ptr addrspace(3) %993, i64 %305
  %1107 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1106)
  %1108 = extractvalue { i32, i32, i32, i32 } %1107, 0
  %1109 = extractvalue { i32, i32, i32, i32 } %1107, 1
  %1110 = extractvalue { i32, i32, i32, i32 } %1107, 2
  %1111 = extractvalue { i32, i32, i32, i32 } %1107, 3
  %1112 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1060, i32 %1063, i32 %1066, i32 %1069, i32 %1108, i32 %1109, float %1026, float %1027, float %1028, float %1029) #7
  %1113 = extractvalue { float, float, float, float } %1112, 0
  %1114 = extractvalue { float, float, float, float } %1112, 1
  %1115 = extractvalue { float, float, float, float } %1112, 2
  %1116 = extractvalue { float, float, float, float } %1112, 3
  %1117 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1060, i32 %1063, i32 %1066, i32 %1069, i32 %1110, i32 %1111, float %1030, float %1031, float %1032, float %1033) #7
  %1118 = extractvalue { float, float, float, float } %1117, 0
  %1119 = extractvalue { float, float, float, float } %1117, 1
  %1120 = extractvalue { float, float, float, float } %1117, 2
  %1121 = extractvalue { float, float, float, float } %1117, 3
  %1122 = getelementptr bfloat, ptr addrspace(3) %993, i64 %311
  %1123 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1122)
  %1124 = extractvalue { i32, i32, i32, i32 } %1123, 0
  %1125 = extractvalue { i32, i32, i32, i32 } %1123, 1
  %1126 = extractvalue { i32, i32, i32, i32 } %1123, 2
  %1127 = extractvalue { i32, i32, i32, i32 } %1123, 3
  %1128 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1060, i32 %1063, i32 %1066, i32 %1069, i32 %1124, i32 %1125, float %1034, float %1035, float %1036, float %1037) #7
  %1129 = extractvalue { float, float, float, float } %1128, 0
  %1130 = extractvalue { float, float, float, float } %1128, 1
  %1131 = extractvalue { float, float, float, float } %1128, 2
  %1132 = extractvalue { float, float, float, float } %1128, 3
  %1133 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1060, i32 %1063, i32 %1066, i32 %1069, i32 %1126, i32 %1127, float %1038, float %1039, float %1040, float %1041) #7
  %1134 = extractvalue { float, float, float, float } %1133, 0
  %1135 = extractvalue { float, float, float, float } %1133, 1
  %1136 = extractvalue { float, float, float, float } %1133, 2
  %1137 = extractvalue { float, float, float, float } %1133, 3
  %1138 = getelementptr bfloat, ptr addrspace(3) %993, i64 %317
  %1139 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1138)
  %1140 = extractvalue { i32, i32, i32, i32 } %1139, 0
  %1141 = extractvalue { i32, i32, i32, i32 } %1139, 1
  %1142 = extractvalue { i32, i32, i32, i32 } %1139, 2
  %1143 = extractvalue { i32, i32, i32, i32 } %1139, 3
  %1144 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1060, i32 %1063, i32 %1066, i32 %1069, i32 %1140, i32 %1141, float %1042, float %1043, float %1044, float %1045) #7
  %1145 = extractvalue { float, float, float, float } %1144, 0
  %1146 = extractvalue { float, float, float, float } %1144, 1
  %1147 = extractvalue { float, float, float, float } %1144, 2
  %1148 = extractvalue { float, float, float, float } %1144, 3
  %1149 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1060, i32 %1063, i32 %1066, i32 %1069, i32 %1142, i32 %1143, float %1046, float %1047, float %1048, float %1049) #7
  %1150 = extractvalue { float, float, float, float } %1149, 0
  %1151 = extractvalue { float, float, float, float } %1149, 1
  %1152 = extractvalue { float, float, float, float } %1149, 2
  %1153 = extractvalue { float, float, float, float } %1149, 3
  %1154 = getelementptr bfloat, ptr addrspace(3) %993, i64 %323
  %1155 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1154)
  %1156 = extractvalue { i32, i32, i32, i32 } %1155, 0
  %1157 = extractvalue { i32, i32, i32, i32 } %1155, 1
  %1158 = extractvalue { i32, i32, i32, i32 } %1155, 2
  %1159 = extractvalue { i32, i32, i32, i32 } %1155, 3
  %1160 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1060, i32 %1063, i32 %1066, i32 %1069, i32 %1156, i32 %1157, float %1050, float %1051, float %1052, float %1053) #7
  %1161 = extractvalue { float, float, float, float } %1160, 0
  %1162 = extractvalue { float, float, float, float } %1160, 1
  %1163 = extractvalue { float, float, float, float } %1160, 2
  %1164 = extractvalue { float, float, float, float } %1160, 3
  %1165 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1060, i32 %1063, i32 %1066, i32 %1069, i32 %1158, i32 %1159, float %1054, float %1055, float %1056, float %1057) #7
  %1166 = extractvalue { float, float, float, float } %1165, 0
  %1167 = extractvalue { float, float, float, float } %1165, 1
  %1168 = extractvalue { float, float, float, float } %1165, 2
  %1169 = extractvalue { float, float, float, float } %1165, 3
  %1170 = getelementptr bfloat, ptr addrspace(3) %993, i64 %327
  %1171 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1170)
  %1172 = extractvalue { i32, i32, i32, i32 } %1171, 0
  %1173 = extractvalue { i32, i32, i32, i32 } %1171, 1
  %1174 = extractvalue { i32, i32, i32, i32 } %1171, 2
  %1175 = extractvalue { i32, i32, i32, i32 } %1171, 3
  %1176 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1072, i32 %1075, i32 %1078, i32 %1081, i32 %1172, i32 %1173, float %1113, float %1114, float %1115, float %1116) #7
  %1177 = extractvalue { float, float, float, float } %1176, 0
  %1178 = extractvalue { float, float, float, float } %1176, 1
  %1179 = extractvalue { float, float, float, float } %1176, 2
  %1180 = extractvalue { float, float, float, float } %1176, 3
  %1181 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1072, i32 %1075, i32 %1078, i32 %1081, i32 %1174, i32 %1175, float %1118, float %1119, float %1120, float %1121) #7
  %1182 = extractvalue { float, float, float, float } %1181, 0
  %1183 = extractvalue { float, float, float, float } %1181, 1
  %1184 = extractvalue { float, float, float, float } %1181, 2
  %1185 = extractvalue { float, float, float, float } %1181, 3
  %1186 = getelementptr bfloat, ptr addrspace(3) %993, i64 %330
  %1187 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1186)
  %1188 = extractvalue { i32, i32, i32, i32 } %1187, 0
  %1189 = extractvalue { i32, i32, i32, i32 } %1187, 1
  %1190 = extractvalue { i32, i32, i32, i32 } %1187, 2
  %1191 = extractvalue { i32, i32, i32, i32 } %1187, 3
  %1192 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1072, i32 %1075, i32 %1078, i32 %1081, i32 %1188, i32 %1189, float %1129, float %1130, float %1131, float %1132) #7
  %1193 = extractvalue { float, float, float, float } %1192, 0
  %1194 = extractvalue { float, float, float, float } %1192, 1
  %1195 = extractvalue { float, float, float, float } %1192, 2
  %1196 = extractvalue { float, float, float, float } %1192, 3
  %1197 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1072, i32 %1075, i32 %1078, i32 %1081, i32 %1190, i32 %1191, float %1134, float %1135, float %1136, float %1137) #7
  %1198 = extractvalue { float, float, float, float } %1197, 0
  %1199 = extractvalue { float, float, float, float } %1197, 1
  %1200 = extractvalue { float, float, float, float } %1197, 2
  %1201 = extractvalue { float, float, float, float } %1197, 3
  %1202 = getelementptr bfloat, ptr addrspace(3) %993, i64 %333
  %1203 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1202)
  %1204 = extractvalue { i32, i32, i32, i32 } %1203, 0
  %1205 = extractvalue { i32, i32, i32, i32 } %1203, 1
  %1206 = extractvalue { i32, i32, i32, i32 } %1203, 2
  %1207 = extractvalue { i32, i32, i32, i32 } %1203, 3
  %1208 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1072, i32 %1075, i32 %1078, i32 %1081, i32 %1204, i32 %1205, float %1145, float %1146, float %1147, float %1148) #7
  %1209 = extractvalue { float, float, float, float } %1208, 0
  %1210 = extractvalue { float, float, float, float } %1208, 1
  %1211 = extractvalue { float, float, float, float } %1208, 2
  %1212 = extractvalue { float, float, float, float } %1208, 3
  %1213 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1072, i32 %1075, i32 %1078, i32 %1081, i32 %1206, i32 %1207, float %1150, float %1151, float %1152, float %1153) #7
  %1214 = extractvalue { float, float, float, float } %1213, 0
  %1215 = extractvalue { float, float, float, float } %1213, 1
  %1216 = extractvalue { float, float, float, float } %1213, 2
  %1217 = extractvalue { float, float, float, float } %1213, 3
  %1218 = getelementptr bfloat, ptr addrspace(3) %993, i64 %336
  %1219 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1218)
  %1220 = extractvalue { i32, i32, i32, i32 } %1219, 0
  %1221 = extractvalue { i32, i32, i32, i32 } %1219, 1
  %1222 = extractvalue { i32, i32, i32, i32 } %1219, 2
  %1223 = extractvalue { i32, i32, i32, i32 } %1219, 3
  %1224 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1072, i32 %1075, i32 %1078, i32 %1081, i32 %1220, i32 %1221, float %1161, float %1162, float %1163, float %1164) #7
  %1225 = extractvalue { float, float, float, float } %1224, 0
  %1226 = extractvalue { float, float, float, float } %1224, 1
  %1227 = extractvalue { float, float, float, float } %1224, 2
  %1228 = extractvalue { float, float, float, float } %1224, 3
  %1229 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1072, i32 %1075, i32 %1078, i32 %1081, i32 %1222, i32 %1223, float %1166, float %1167, float %1168, float %1169) #7
  %1230 = extractvalue { float, float, float, float } %1229, 0
  %1231 = extractvalue { float, float, float, float } %1229, 1
  %1232 = extractvalue { float, float, float, float } %1229, 2
  %1233 = extractvalue { float, float, float, float } %1229, 3
  %1234 = getelementptr bfloat, ptr addrspace(3) %993, i64 %340
  %1235 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1234)
  %1236 = extractvalue { i32, i32, i32, i32 } %1235, 0
  %1237 = extractvalue { i32, i32, i32, i32 } %1235, 1
  %1238 = extractvalue { i32, i32, i32, i32 } %1235, 2
  %1239 = extractvalue { i32, i32, i32, i32 } %1235, 3
  %1240 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1084, i32 %1087, i32 %1090, i32 %1093, i32 %1236, i32 %1237, float %1177, float %1178, float %1179, float %1180) #7
  %1241 = extractvalue { float, float, float, float } %1240, 0
  %1242 = extractvalue { float, float, float, float } %1240, 1
  %1243 = extractvalue { float, float, float, float } %1240, 2
  %1244 = extractvalue { float, float, float, float } %1240, 3
  %1245 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1084, i32 %1087, i32 %1090, i32 %1093, i32 %1238, i32 %1239, float %1182, float %1183, float %1184, float %1185) #7
  %1246 = extractvalue { float, float, float, float } %1245, 0
  %1247 = extractvalue { float, float, float, float } %1245, 1
  %1248 = extractvalue { float, float, float, float } %1245, 2
  %1249 = extractvalue { float, float, float, float } %1245, 3
  %1250 = getelementptr bfloat, ptr addrspace(3) %993, i64 %343
  %1251 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1250)
  %1252 = extractvalue { i32, i32, i32, i32 } %1251, 0
  %1253 = extractvalue { i32, i32, i32, i32 } %1251, 1
  %1254 = extractvalue { i32, i32, i32, i32 } %1251, 2
  %1255 = extractvalue { i32, i32, i32, i32 } %1251, 3
  %1256 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1084, i32 %1087, i32 %1090, i32 %1093, i32 %1252, i32 %1253, float %1193, float %1194, float %1195, float %1196) #7
  %1257 = extractvalue { float, float, float, float } %1256, 0
  %1258 = extractvalue { float, float, float, float } %1256, 1
  %1259 = extractvalue { float, float, float, float } %1256, 2
  %1260 = extractvalue { float, float, float, float } %1256, 3
  %1261 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1084, i32 %1087, i32 %1090, i32 %1093, i32 %1254, i32 %1255, float %1198, float %1199, float %1200, float %1201) #7
  %1262 = extractvalue { float, float, float, float } %1261, 0
  %1263 = extractvalue { float, float, float, float } %1261, 1
  %1264 = extractvalue { float, float, float, float } %1261, 2
  %1265 = extractvalue { float, float, float, float } %1261, 3
  %1266 = getelementptr bfloat, ptr addrspace(3) %993, i64 %346
  %1267 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1266)
  %1268 = extractvalue { i32, i32, i32, i32 } %1267, 0
  %1269 = extractvalue { i32, i32, i32, i32 } %1267, 1
  %1270 = extractvalue { i32, i32, i32, i32 } %1267, 2
  %1271 = extractvalue { i32, i32, i32, i32 } %1267, 3
  %1272 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1084, i32 %1087, i32 %1090, i32 %1093, i32 %1268, i32 %1269, float %1209, float %1210, float %1211, float %1212) #7
  %1273 = extractvalue { float, float, float, float } %1272, 0
  %1274 = extractvalue { float, float, float, float } %1272, 1
  %1275 = extractvalue { float, float, float, float } %1272, 2
  %1276 = extractvalue { float, float, float, float } %1272, 3
  %1277 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1084, i32 %1087, i32 %1090, i32 %1093, i32 %1270, i32 %1271, float %1214, float %1215, float %1216, float %1217) #7
  %1278 = extractvalue { float, float, float, float } %1277, 0
  %1279 = extractvalue { float, float, float, float } %1277, 1
  %1280 = extractvalue { float, float, float, float } %1277, 2
  %1281 = extractvalue { float, float, float, float } %1277, 3
  %1282 = getelementptr bfloat, ptr addrspace(3) %993, i64 %349
  %1283 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1282)
  %1284 = extractvalue { i32, i32, i32, i32 } %1283, 0
  %1285 = extractvalue { i32, i32, i32, i32 } %1283, 1
  %1286 = extractvalue { i32, i32, i32, i32 } %1283, 2
  %1287 = extractvalue { i32, i32, i32, i32 } %1283, 3
  %1288 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1084, i32 %1087, i32 %1090, i32 %1093, i32 %1284, i32 %1285, float %1225, float %1226, float %1227, float %1228) #7
  %1289 = extractvalue { float, float, float, float } %1288, 0
  %1290 = extractvalue { float, float, float, float } %1288, 1
  %1291 = extractvalue { float, float, float, float } %1288, 2
  %1292 = extractvalue { float, float, float, float } %1288, 3
  %1293 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1084, i32 %1087, i32 %1090, i32 %1093, i32 %1286, i32 %1287, float %1230, float %1231, float %1232, float %1233) #7
  %1294 = extractvalue { float, float, float, float } %1293, 0
  %1295 = extractvalue { float, float, float, float } %1293, 1
  %1296 = extractvalue { float, float, float, float } %1293, 2
  %1297 = extractvalue { float, float, float, float } %1293, 3
  %1298 = getelementptr bfloat, ptr addrspace(3) %993, i64 %353
  %1299 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1298)
  %1300 = extractvalue { i32, i32, i32, i32 } %1299, 0
  %1301 = extractvalue { i32, i32, i32, i32 } %1299, 1
  %1302 = extractvalue { i32, i32, i32, i32 } %1299, 2
  %1303 = extractvalue { i32, i32, i32, i32 } %1299, 3
  %1304 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1096, i32 %1099, i32 %1102, i32 %1105, i32 %1300, i32 %1301, float %1241, float %1242, float %1243, float %1244) #7
  %1305 = extractvalue { float, float, float, float } %1304, 0
  %1306 = extractvalue { float, float, float, float } %1304, 1
  %1307 = extractvalue { float, float, float, float } %1304, 2
  %1308 = extractvalue { float, float, float, float } %1304, 3
  %1309 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1096, i32 %1099, i32 %1102, i32 %1105, i32 %1302, i32 %1303, float %1246, float %1247, float %1248, float %1249) #7
  %1310 = extractvalue { float, float, float, float } %1309, 0
  %1311 = extractvalue { float, float, float, float } %1309, 1
  %1312 = extractvalue { float, float, float, float } %1309, 2
  %1313 = extractvalue { float, float, float, float } %1309, 3
  %1314 = getelementptr bfloat, ptr addrspace(3) %993, i64 %356
  %1315 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1314)
  %1316 = extractvalue { i32, i32, i32, i32 } %1315, 0
  %1317 = extractvalue { i32, i32, i32, i32 } %1315, 1
  %1318 = extractvalue { i32, i32, i32, i32 } %1315, 2
  %1319 = extractvalue { i32, i32, i32, i32 } %1315, 3
  %1320 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1096, i32 %1099, i32 %1102, i32 %1105, i32 %1316, i32 %1317, float %1257, float %1258, float %1259, float %1260) #7
  %1321 = extractvalue { float, float, float, float } %1320, 0
  %1322 = extractvalue { float, float, float, float } %1320, 1
  %1323 = extractvalue { float, float, float, float } %1320, 2
  %1324 = extractvalue { float, float, float, float } %1320, 3
  %1325 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1096, i32 %1099, i32 %1102, i32 %1105, i32 %1318, i32 %1319, float %1262, float %1263, float %1264, float %1265) #7
  %1326 = extractvalue { float, float, float, float } %1325, 0
  %1327 = extractvalue { float, float, float, float } %1325, 1
  %1328 = extractvalue { float, float, float, float } %1325, 2
  %1329 = extractvalue { float, float, float, float } %1325, 3
  %1330 = getelementptr bfloat, ptr addrspace(3) %993, i64 %359
  %1331 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1330)
  %1332 = extractvalue { i32, i32, i32, i32 } %1331, 0
  %1333 = extractvalue { i32, i32, i32, i32 } %1331, 1
  %1334 = extractvalue { i32, i32, i32, i32 } %1331, 2
  %1335 = extractvalue { i32, i32, i32, i32 } %1331, 3
  %1336 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1096, i32 %1099, i32 %1102, i32 %1105, i32 %1332, i32 %1333, float %1273, float %1274, float %1275, float %1276) #7
  %1337 = extractvalue { float, float, float, float } %1336, 0
  %1338 = extractvalue { float, float, float, float } %1336, 1
  %1339 = extractvalue { float, float, float, float } %1336, 2
  %1340 = extractvalue { float, float, float, float } %1336, 3
  %1341 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1096, i32 %1099, i32 %1102, i32 %1105, i32 %1334, i32 %1335, float %1278, float %1279, float %1280, float %1281) #7
  %1342 = extractvalue { float, float, float, float } %1341, 0
  %1343 = extractvalue { float, float, float, float } %1341, 1
  %1344 = extractvalue { float, float, float, float } %1341, 2
  %1345 = extractvalue { float, float, float, float } %1341, 3
  %1346 = getelementptr bfloat, ptr addrspace(3) %993, i64 %362
  %1347 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1346)
  %1348 = extractvalue { i32, i32, i32, i32 } %1347, 0
  %1349 = extractvalue { i32, i32, i32, i32 } %1347, 1
  %1350 = extractvalue { i32, i32, i32, i32 } %1347, 2
  %1351 = extractvalue { i32, i32, i32, i32 } %1347, 3
  %1352 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1096, i32 %1099, i32 %1102, i32 %1105, i32 %1348, i32 %1349, float %1289, float %1290, float %1291, float %1292) #7
  %1353 = extractvalue { float, float, float, float } %1352, 0
  %1354 = extractvalue { float, float, float, float } %1352, 1
  %1355 = extractvalue { float, float, float, float } %1352, 2
  %1356 = extractvalue { float, float, float, float } %1352, 3
  %1357 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1096, i32 %1099, i32 %1102, i32 %1105, i32 %1350, i32 %1351, float %1294, float %1295, float %1296, float %1297) #7
  %1358 = extractvalue { float, float, float, float } %1357, 0
  %1359 = extractvalue { float, float, float, float } %1357, 1
  %1360 = extractvalue { float, float, float, float } %1357, 2
  %1361 = extractvalue { float, float, float, float } %1357, 3
  %.not65 = icmp slt i32 %708, %89
  %1362 = shl nuw nsw i32 %710, 13
  %1363 = zext nneg i32 %1362 to i64
  %1364 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1363
  %1365 = add i32 %91, %708
  %1366 = shl i32 %1365, 6
  %1367 = or disjoint i32 %1366, %30
  %1368 = select i1 %.not65, i32 16, i32 0
  %narrow67 = select i1 %.not65, i32 %1367, i32 0
  %.idx66 = sext i32 %narrow67 to i64
  %1369 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx66
  %1370 = getelementptr i8, ptr addrspace(3) %1364, i64 %102
  %1371 = ptrtoint ptr addrspace(3) %1370 to i64
  %1372 = trunc i64 %1371 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1372, ptr addrspace(1) %1369, i32 %1368) #7
  %1373 = add i32 %106, %708
  %1374 = shl i32 %1373, 6
  %1375 = or disjoint i32 %1374, %30
  %narrow69 = select i1 %.not65, i32 %1375, i32 0
  %.idx68 = sext i32 %narrow69 to i64
  %1376 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx68
  %1377 = getelementptr i8, ptr addrspace(3) %1364, i64 %112
  %1378 = ptrtoint ptr addrspace(3) %1377 to i64
  %1379 = trunc i64 %1378 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1379, ptr addrspace(1) %1376, i32 %1368) #7
  %1380 = add i32 %116, %708
  %1381 = shl i32 %1380, 6
  %1382 = or disjoint i32 %1381, %30
  %narrow71 = select i1 %.not65, i32 %1382, i32 0
  %.idx70 = sext i32 %narrow71 to i64
  %1383 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx70
  %1384 = getelementptr i8, ptr addrspace(3) %1364, i64 %122
  %1385 = ptrtoint ptr addrspace(3) %1384 to i64
  %1386 = trunc i64 %1385 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1386, ptr addrspace(1) %1383, i32 %1368) #7
  %1387 = add i32 %126, %708
  %1388 = shl i32 %1387, 6
  %1389 = or disjoint i32 %1388, %30
  %narrow73 = select i1 %.not65, i32 %1389, i32 0
  %.idx72 = sext i32 %narrow73 to i64
  %1390 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx72
  %1391 = getelementptr i8, ptr addrspace(3) %1364, i64 %132
  %1392 = ptrtoint ptr addrspace(3) %1391 to i64
  %1393 = trunc i64 %1392 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1393, ptr addrspace(1) %1390, i32 %1368) #7
  %1394 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %1363
  %1395 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx66
  %1396 = getelementptr i8, ptr addrspace(3) %1394, i64 %102
  %1397 = ptrtoint ptr addrspace(3) %1396 to i64
  %1398 = trunc i64 %1397 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1398, ptr addrspace(1) %1395, i32 %1368) #7
  %1399 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx68
  %1400 = getelementptr i8, ptr addrspace(3) %1394, i64 %112
  %1401 = ptrtoint ptr addrspace(3) %1400 to i64
  %1402 = trunc i64 %1401 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1402, ptr addrspace(1) %1399, i32 %1368) #7
  %1403 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx70
  %1404 = getelementptr i8, ptr addrspace(3) %1394, i64 %122
  %1405 = ptrtoint ptr addrspace(3) %1404 to i64
  %1406 = trunc i64 %1405 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1406, ptr addrspace(1) %1403, i32 %1368) #7
  %1407 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx72
  %1408 = getelementptr i8, ptr addrspace(3) %1394, i64 %132
  %1409 = ptrtoint ptr addrspace(3) %1408 to i64
  %1410 = trunc i64 %1409 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1410, ptr addrspace(1) %1407, i32 %1368) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1411 = icmp slt i32 %711, %89
  br i1 %1411, label %389, label %._crit_edge

._crit_edge:                                      ; preds = %760, %.._crit_edge_crit_edge
  %.pre-phi260 = phi i32 [ %.pre259, %.._crit_edge_crit_edge ], [ %293, %760 ]
  %.pre-phi256 = phi i32 [ %.pre255, %.._crit_edge_crit_edge ], [ %279, %760 ]
  %.pre-phi252 = phi i32 [ %.pre251, %.._crit_edge_crit_edge ], [ %291, %760 ]
  %.lcssa148 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %991, %760 ]
  %.lcssa147 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %992, %760 ]
  %.lcssa146 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1305, %760 ]
  %.lcssa145 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1306, %760 ]
  %.lcssa144 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1307, %760 ]
  %.lcssa143 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1308, %760 ]
  %.lcssa142 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1310, %760 ]
  %.lcssa141 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1311, %760 ]
  %.lcssa140 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1312, %760 ]
  %.lcssa139 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1313, %760 ]
  %.lcssa138 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1321, %760 ]
  %.lcssa137 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1322, %760 ]
  %.lcssa136 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1323, %760 ]
  %.lcssa135 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1324, %760 ]
  %.lcssa134 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1326, %760 ]
  %.lcssa133 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1327, %760 ]
  %.lcssa132 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1328, %760 ]
  %.lcssa131 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1329, %760 ]
  %.lcssa130 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1337, %760 ]
  %.lcssa129 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1338, %760 ]
  %.lcssa128 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1339, %760 ]
  %.lcssa127 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1340, %760 ]
  %.lcssa126 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1342, %760 ]
  %.lcssa125 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1343, %760 ]
  %.lcssa124 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1344, %760 ]
  %.lcssa123 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1345, %760 ]
  %.lcssa122 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1353, %760 ]
  %.lcssa121 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1354, %760 ]
  %.lcssa120 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1355, %760 ]
  %.lcssa119 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1356, %760 ]
  %.lcssa118 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1358, %760 ]
  %.lcssa117 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1359, %760 ]
  %.lcssa116 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1360, %760 ]
  %.lcssa115 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1361, %760 ]
  %.lcssa114 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %841, %760 ]
  %.lcssa113 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %842, %760 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1412 = or disjoint i32 %.pre-phi256, %.pre-phi252
  %1413 = zext nneg i32 %1412 to i64
  %1414 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1413
  store float %.lcssa114, ptr addrspace(3) %1414, align 4
  %1415 = or disjoint i32 %1412, 8
  %1416 = zext nneg i32 %1415 to i64
  %1417 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1416
  store float %.lcssa113, ptr addrspace(3) %1417, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1418 = fdiv float 1.000000e+00, %.lcssa148
  %1419 = fdiv float 1.000000e+00, %.lcssa147
  %1420 = fmul float %1418, %.lcssa146
  %1421 = fmul float %1418, %.lcssa145
  %1422 = fmul float %1419, %.lcssa144
  %1423 = fmul float %1419, %.lcssa143
  %1424 = fmul float %1418, %.lcssa142
  %1425 = fmul float %1418, %.lcssa141
  %1426 = fmul float %1419, %.lcssa140
  %1427 = fmul float %1419, %.lcssa139
  %1428 = fmul float %1418, %.lcssa138
  %1429 = fmul float %1418, %.lcssa137
  %1430 = fmul float %1419, %.lcssa136
  %1431 = fmul float %1419, %.lcssa135
  %1432 = fmul float %1418, %.lcssa134
  %1433 = fmul float %1418, %.lcssa133
  %1434 = fmul float %1419, %.lcssa132
  %1435 = fmul float %1419, %.lcssa131
  %1436 = fmul float %1418, %.lcssa130
  %1437 = fmul float %1418, %.lcssa129
  %1438 = fmul float %1419, %.lcssa128
  %1439 = fmul float %1419, %.lcssa127
  %1440 = fmul float %1418, %.lcssa126
  %1441 = fmul float %1418, %.lcssa125
  %1442 = fmul float %1419, %.lcssa124
  %1443 = fmul float %1419, %.lcssa123
  %1444 = fmul float %1418, %.lcssa122
  %1445 = fmul float %1418, %.lcssa121
  %1446 = fmul float %1419, %.lcssa120
  %1447 = fmul float %1419, %.lcssa119
  %1448 = fmul float %1418, %.lcssa118
  %1449 = fmul float %1418, %.lcssa117
  %1450 = fmul float %1419, %.lcssa116
  %1451 = fmul float %1419, %.lcssa115
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
  %1462 = fptrunc float %1430 to bfloat
  %1463 = fptrunc float %1431 to bfloat
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
  %1484 = or disjoint i32 %1412, %13
  %1485 = add i32 %11, %1484
  %1486 = shl i32 %1485, 6
  %1487 = or disjoint i32 %1486, %.pre-phi260
  %1488 = sext i32 %1487 to i64
  %1489 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1488
  %1490 = icmp slt i32 %1484, %4
  %1491 = zext i1 %1490 to i32
  %1492 = bitcast bfloat %1452 to i16
  %1493 = bitcast bfloat %1453 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1491, i16 %1492, i16 %1493, ptr addrspace(1) %1489) #7
  %1494 = or disjoint i32 %1415, %13
  %1495 = add i32 %11, %1494
  %1496 = shl i32 %1495, 6
  %1497 = or disjoint i32 %1496, %.pre-phi260
  %1498 = sext i32 %1497 to i64
  %1499 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1498
  %1500 = icmp slt i32 %1494, %4
  %1501 = zext i1 %1500 to i32
  %1502 = bitcast bfloat %1454 to i16
  %1503 = bitcast bfloat %1455 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1501, i16 %1502, i16 %1503, ptr addrspace(1) %1499) #7
  %1504 = or disjoint i32 %.pre-phi260, 8
  %1505 = or disjoint i32 %1486, %1504
  %1506 = sext i32 %1505 to i64
  %1507 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1506
  %1508 = bitcast bfloat %1456 to i16
  %1509 = bitcast bfloat %1457 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1491, i16 %1508, i16 %1509, ptr addrspace(1) %1507) #7
  %1510 = or disjoint i32 %1496, %1504
  %1511 = sext i32 %1510 to i64
  %1512 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1511
  %1513 = bitcast bfloat %1458 to i16
  %1514 = bitcast bfloat %1459 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1501, i16 %1513, i16 %1514, ptr addrspace(1) %1512) #7
  %1515 = or disjoint i32 %.pre-phi260, 16
  %1516 = or disjoint i32 %1486, %1515
  %1517 = sext i32 %1516 to i64
  %1518 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1517
  %1519 = bitcast bfloat %1460 to i16
  %1520 = bitcast bfloat %1461 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1491, i16 %1519, i16 %1520, ptr addrspace(1) %1518) #7
  %1521 = or disjoint i32 %1496, %1515
  %1522 = sext i32 %1521 to i64
  %1523 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1522
  %1524 = bitcast bfloat %1462 to i16
  %1525 = bitcast bfloat %1463 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1501, i16 %1524, i16 %1525, ptr addrspace(1) %1523) #7
  %1526 = or disjoint i32 %.pre-phi260, 24
  %1527 = or disjoint i32 %1486, %1526
  %1528 = sext i32 %1527 to i64
  %1529 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1528
  %1530 = bitcast bfloat %1464 to i16
  %1531 = bitcast bfloat %1465 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1491, i16 %1530, i16 %1531, ptr addrspace(1) %1529) #7
  %1532 = or disjoint i32 %1496, %1526
  %1533 = sext i32 %1532 to i64
  %1534 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1533
  %1535 = bitcast bfloat %1466 to i16
  %1536 = bitcast bfloat %1467 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1501, i16 %1535, i16 %1536, ptr addrspace(1) %1534) #7
  %1537 = or disjoint i32 %.pre-phi260, 32
  %1538 = or disjoint i32 %1486, %1537
  %1539 = sext i32 %1538 to i64
  %1540 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1539
  %1541 = bitcast bfloat %1468 to i16
  %1542 = bitcast bfloat %1469 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1491, i16 %1541, i16 %1542, ptr addrspace(1) %1540) #7
  %1543 = or disjoint i32 %1496, %1537
  %1544 = sext i32 %1543 to i64
  %1545 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1544
  %1546 = bitcast bfloat %1470 to i16
  %1547 = bitcast bfloat %1471 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1501, i16 %1546, i16 %1547, ptr addrspace(1) %1545) #7
  %1548 = or disjoint i32 %.pre-phi260, 40
  %1549 = or disjoint i32 %1486, %1548
  %1550 = sext i32 %1549 to i64
  %1551 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1550
  %1552 = bitcast bfloat %1472 to i16
  %1553 = bitcast bfloat %1473 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1491, i16 %1552, i16 %1553, ptr addrspace(1) %1551) #7
  %1554 = or disjoint i32 %1496, %1548
  %1555 = sext i32 %1554 to i64
  %1556 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1555
  %1557 = bitcast bfloat %1474 to i16
  %1558 = bitcast bfloat %1475 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1501, i16 %1557, i16 %1558, ptr addrspace(1) %1556) #7
  %1559 = or disjoint i32 %.pre-phi260, 48
  %1560 = or disjoint i32 %1486, %1559
  %1561 = sext i32 %1560 to i64
  %1562 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1561
  %1563 = bitcast bfloat %1476 to i16
  %1564 = bitcast bfloat %1477 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1491, i16 %1563, i16 %1564, ptr addrspace(1) %1562) #7
  %1565 = or disjoint i32 %1496, %1559
  %1566 = sext i32 %1565 to i64
  %1567 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1566
  %1568 = bitcast bfloat %1478 to i16
  %1569 = bitcast bfloat %1479 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1501, i16 %1568, i16 %1569, ptr addrspace(1) %1567) #7
  %1570 = or disjoint i32 %.pre-phi260, 56
  %1571 = or disjoint i32 %1486, %1570
  %1572 = sext i32 %1571 to i64
  %1573 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1572
  %1574 = bitcast bfloat %1480 to i16
  %1575 = bitcast bfloat %1481 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1491, i16 %1574, i16 %1575, ptr addrspace(1) %1573) #7
  %1576 = or disjoint i32 %1496, %1570
  %1577 = sext i32 %1576 to i64
  %1578 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1577
  %1579 = bitcast bfloat %1482 to i16
  %1580 = bitcast bfloat %1483 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1501, i16 %1579, i16 %1580, ptr addrspace(1) %1578) #7
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
