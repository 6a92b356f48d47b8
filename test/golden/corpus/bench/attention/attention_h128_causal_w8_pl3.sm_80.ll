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
  %90 = icmp slt i32 %89, 1
  %91 = shl nuw nsw i32 %14, 7
  %92 = add i32 %12, %91
  %93 = or disjoint i32 %92, %30
  %94 = select i1 %90, i32 0, i32 16
  %narrow = select i1 %90, i32 0, i32 %93
  %.idx = sext i32 %narrow to i64
  %95 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx
  %96 = shl nuw nsw i32 %7, 4
  %97 = shl nuw nsw i32 %7, 10
  %98 = and i32 %97, 8192
  %99 = xor i32 %96, %7
  %100 = and i32 %99, 112
  %101 = or disjoint i32 %100, %98
  %102 = or disjoint i32 %101, %91
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %103
  %105 = ptrtoint ptr addrspace(3) %104 to i64
  %106 = trunc i64 %105 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %106, ptr addrspace(1) %95, i32 %94) #7
  %107 = shl nuw nsw i32 %18, 7
  %108 = add i32 %12, %107
  %109 = or disjoint i32 %108, %30
  %narrow6 = select i1 %90, i32 0, i32 %109
  %.idx5 = sext i32 %narrow6 to i64
  %110 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx5
  %111 = or disjoint i32 %101, %107
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %112
  %114 = ptrtoint ptr addrspace(3) %113 to i64
  %115 = trunc i64 %114 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %115, ptr addrspace(1) %110, i32 %94) #7
  %116 = shl nuw nsw i32 %22, 7
  %117 = add i32 %12, %116
  %118 = or disjoint i32 %117, %30
  %narrow8 = select i1 %90, i32 0, i32 %118
  %.idx7 = sext i32 %narrow8 to i64
  %119 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx7
  %120 = or disjoint i32 %101, %116
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %121
  %123 = ptrtoint ptr addrspace(3) %122 to i64
  %124 = trunc i64 %123 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %124, ptr addrspace(1) %119, i32 %94) #7
  %125 = shl nuw nsw i32 %26, 7
  %126 = add i32 %12, %125
  %127 = or disjoint i32 %126, %30
  %narrow10 = select i1 %90, i32 0, i32 %127
  %.idx9 = sext i32 %narrow10 to i64
  %128 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx9
  %129 = or disjoint i32 %101, %125
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %130
  %132 = ptrtoint ptr addrspace(3) %131 to i64
  %133 = trunc i64 %132 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %133, ptr addrspace(1) %128, i32 %94) #7
  %134 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx
  %135 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %103
  %136 = ptrtoint ptr addrspace(3) %135 to i64
  %137 = trunc i64 %136 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %137, ptr addrspace(1) %134, i32 %94) #7
  %138 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx5
  %139 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %112
  %140 = ptrtoint ptr addrspace(3) %139 to i64
  %141 = trunc i64 %140 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %141, ptr addrspace(1) %138, i32 %94) #7
  %142 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx7
  %143 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %121
  %144 = ptrtoint ptr addrspace(3) %143 to i64
  %145 = trunc i64 %144 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %145, ptr addrspace(1) %142, i32 %94) #7
  %146 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx9
  %147 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %130
  %148 = ptrtoint ptr addrspace(3) %147 to i64
  %149 = trunc i64 %148 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %149, ptr addrspace(1) %146, i32 %94) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %150 = icmp slt i32 %89, 65
  %151 = or disjoint i32 %91, %30
  %152 = or disjoint i32 %151, 8192
  %153 = add i32 %152, %12
  %154 = select i1 %150, i32 0, i32 16
  %narrow20 = select i1 %150, i32 0, i32 %153
  %.idx19 = sext i32 %narrow20 to i64
  %155 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx19
  %156 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %103
  %157 = ptrtoint ptr addrspace(3) %156 to i64
  %158 = trunc i64 %157 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %158, ptr addrspace(1) %155, i32 %154) #7
  %159 = or disjoint i32 %151, 10240
  %160 = add i32 %159, %12
  %narrow22 = select i1 %150, i32 0, i32 %160
  %.idx21 = sext i32 %narrow22 to i64
  %161 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx21
  %162 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %112
  %163 = ptrtoint ptr addrspace(3) %162 to i64
  %164 = trunc i64 %163 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %164, ptr addrspace(1) %161, i32 %154) #7
  %165 = or disjoint i32 %151, 12288
  %166 = add i32 %165, %12
  %narrow24 = select i1 %150, i32 0, i32 %166
  %.idx23 = sext i32 %narrow24 to i64
  %167 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx23
  %168 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %121
  %169 = ptrtoint ptr addrspace(3) %168 to i64
  %170 = trunc i64 %169 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %170, ptr addrspace(1) %167, i32 %154) #7
  %171 = or disjoint i32 %151, 14336
  %172 = add i32 %171, %12
  %narrow26 = select i1 %150, i32 0, i32 %172
  %.idx25 = sext i32 %narrow26 to i64
  %173 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx25
  %174 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %130
  %175 = ptrtoint ptr addrspace(3) %174 to i64
  %176 = trunc i64 %175 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %176, ptr addrspace(1) %173, i32 %154) #7
  %177 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx19
  %178 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %103
  %179 = ptrtoint ptr addrspace(3) %178 to i64
  %180 = trunc i64 %179 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %180, ptr addrspace(1) %177, i32 %154) #7
  %181 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx21
  %182 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %112
  %183 = ptrtoint ptr addrspace(3) %182 to i64
  %184 = trunc i64 %183 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %184, ptr addrspace(1) %181, i32 %154) #7
  %185 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx23
  %186 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %121
  %187 = ptrtoint ptr addrspace(3) %186 to i64
  %188 = trunc i64 %187 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %188, ptr addrspace(1) %185, i32 %154) #7
  %189 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx25
  %190 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %130
  %191 = ptrtoint ptr addrspace(3) %190 to i64
  %192 = trunc i64 %191 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %192, ptr addrspace(1) %189, i32 %154) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %193 = mul nuw nsw i32 %14, 136
  %194 = add nuw nsw i32 %193, %30
  %195 = shl nuw nsw i32 %194, 1
  %196 = zext nneg i32 %195 to i64
  %197 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %196
  %198 = insertelement <4 x i16> poison, i16 %43, i64 0
  %199 = insertelement <4 x i16> %198, i16 %44, i64 1
  %200 = insertelement <4 x i16> %199, i16 %45, i64 2
  %201 = insertelement <4 x i16> %200, i16 %46, i64 3
  store <4 x i16> %201, ptr addrspace(3) %197, align 16
  %202 = or disjoint i32 %30, 4
  %203 = add nuw nsw i32 %202, %193
  %204 = shl nuw nsw i32 %203, 1
  %205 = zext nneg i32 %204 to i64
  %206 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %205
  %207 = insertelement <4 x i16> poison, i16 %47, i64 0
  %208 = insertelement <4 x i16> %207, i16 %48, i64 1
  %209 = insertelement <4 x i16> %208, i16 %49, i64 2
  %210 = insertelement <4 x i16> %209, i16 %50, i64 3
  store <4 x i16> %210, ptr addrspace(3) %206, align 8
  %211 = mul nuw nsw i32 %18, 136
  %212 = add nuw nsw i32 %211, %30
  %213 = shl nuw nsw i32 %212, 1
  %214 = zext nneg i32 %213 to i64
  %215 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %214
  %216 = insertelement <4 x i16> poison, i16 %55, i64 0
  %217 = insertelement <4 x i16> %216, i16 %56, i64 1
  %218 = insertelement <4 x i16> %217, i16 %57, i64 2
  %219 = insertelement <4 x i16> %218, i16 %58, i64 3
  store <4 x i16> %219, ptr addrspace(3) %215, align 16
  %220 = or disjoint i32 %8, 2052
  %221 = and i32 %220, 124
  %222 = lshr i32 %220, 7
  %223 = mul nuw nsw i32 %222, 136
  %224 = add nuw nsw i32 %223, %221
  %225 = shl nuw nsw i32 %224, 1
  %226 = zext nneg i32 %225 to i64
  %227 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %226
  %228 = insertelement <4 x i16> poison, i16 %59, i64 0
  %229 = insertelement <4 x i16> %228, i16 %60, i64 1
  %230 = insertelement <4 x i16> %229, i16 %61, i64 2
  %231 = insertelement <4 x i16> %230, i16 %62, i64 3
  store <4 x i16> %231, ptr addrspace(3) %227, align 8
  %232 = mul nuw nsw i32 %22, 136
  %233 = add nuw nsw i32 %232, %30
  %234 = shl nuw nsw i32 %233, 1
  %235 = zext nneg i32 %234 to i64
  %236 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %235
  %237 = insertelement <4 x i16> poison, i16 %67, i64 0
  %238 = insertelement <4 x i16> %237, i16 %68, i64 1
  %239 = insertelement <4 x i16> %238, i16 %69, i64 2
  %240 = insertelement <4 x i16> %239, i16 %70, i64 3
  store <4 x i16> %240, ptr addrspace(3) %236, align 16
  %241 = or disjoint i32 %8, 4100
  %242 = and i32 %241, 124
  %243 = lshr i32 %241, 7
  %244 = mul nuw nsw i32 %243, 136
  %245 = add nuw nsw i32 %244, %242
  %246 = shl nuw nsw i32 %245, 1
  %247 = zext nneg i32 %246 to i64
  %248 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %247
  %249 = insertelement <4 x i16> poison, i16 %71, i64 0
  %250 = insertelement <4 x i16> %249, i16 %72, i64 1
  %251 = insertelement <4 x i16> %250, i16 %73, i64 2
  %252 = insertelement <4 x i16> %251, i16 %74, i64 3
  store <4 x i16> %252, ptr addrspace(3) %248, align 8
  %253 = mul nuw nsw i32 %26, 136
  %254 = add nuw nsw i32 %253, %30
  %255 = shl nuw nsw i32 %254, 1
  %256 = zext nneg i32 %255 to i64
  %257 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %256
  %258 = insertelement <4 x i16> poison, i16 %79, i64 0
  %259 = insertelement <4 x i16> %258, i16 %80, i64 1
  %260 = insertelement <4 x i16> %259, i16 %81, i64 2
  %261 = insertelement <4 x i16> %260, i16 %82, i64 3
  store <4 x i16> %261, ptr addrspace(3) %257, align 16
  %262 = or disjoint i32 %8, 6148
  %263 = and i32 %262, 124
  %264 = lshr i32 %262, 7
  %265 = mul nuw nsw i32 %264, 136
  %266 = add nuw nsw i32 %265, %263
  %267 = shl nuw nsw i32 %266, 1
  %268 = zext nneg i32 %267 to i64
  %269 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %268
  %270 = insertelement <4 x i16> poison, i16 %83, i64 0
  %271 = insertelement <4 x i16> %270, i16 %84, i64 1
  %272 = insertelement <4 x i16> %271, i16 %85, i64 2
  %273 = insertelement <4 x i16> %272, i16 %86, i64 3
  store <4 x i16> %273, ptr addrspace(3) %269, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %274 = icmp sgt i32 %89, 0
  br i1 %274, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %6
  %.pre = lshr i32 %7, 2
  %.pre252 = and i32 %.pre, 32
  %.pre254 = or disjoint i32 %.pre252, 16
  %.pre256 = shl nuw nsw i32 %7, 1
  %.pre258 = and i32 %.pre256, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %6
  %275 = lshr i32 %7, 5
  %276 = and i32 %275, 3
  %277 = shl nuw nsw i32 %276, 4
  %278 = lshr i32 %7, 2
  %279 = and i32 %278, 32
  %280 = or disjoint i32 %279, 16
  %281 = and i32 %7, 7
  %282 = and i32 %7, 8
  %283 = and i32 %7, 15
  %284 = or disjoint i32 %279, %283
  %285 = lshr i32 %7, 1
  %286 = and i32 %285, 8
  %287 = mul nuw nsw i32 %284, 136
  %288 = shl nuw nsw i32 %281, 3
  %289 = or disjoint i32 %280, %283
  %290 = mul nuw nsw i32 %289, 136
  %291 = lshr i32 %7, 2
  %292 = and i32 %291, 7
  %293 = shl nuw nsw i32 %7, 1
  %294 = and i32 %293, 6
  %295 = or disjoint i32 %277, %294
  %296 = or disjoint i32 %292, %13
  %297 = or disjoint i32 %296, %279
  %298 = or disjoint i32 %294, 1
  %299 = or disjoint i32 %277, %298
  %300 = or disjoint i32 %292, 8
  %301 = or disjoint i32 %279, %13
  %302 = or disjoint i32 %301, %300
  %303 = or disjoint i32 %277, 8
  %304 = or disjoint i32 %303, %294
  %305 = or disjoint i32 %303, %298
  %306 = or disjoint i32 %296, %280
  %307 = or disjoint i32 %300, %13
  %308 = or disjoint i32 %307, %280
  %309 = or disjoint i32 %279, %292
  %310 = or disjoint i32 %300, %279
  %311 = or disjoint i32 %280, %292
  %312 = or disjoint i32 %280, %300
  %313 = shl nuw nsw i32 %309, 2
  %314 = or disjoint i32 %313, %276
  %315 = zext nneg i32 %314 to i64
  %316 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %315
  %317 = shl nuw nsw i32 %310, 2
  %318 = or disjoint i32 %317, %276
  %319 = zext nneg i32 %318 to i64
  %320 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %319
  %321 = shl nuw nsw i32 %311, 2
  %322 = or disjoint i32 %321, %276
  %323 = zext nneg i32 %322 to i64
  %324 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %323
  %325 = shl nuw nsw i32 %312, 2
  %326 = or disjoint i32 %325, %276
  %327 = zext nneg i32 %326 to i64
  %328 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %327
  %329 = zext nneg i32 %313 to i64
  %330 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %329
  %331 = getelementptr i8, ptr addrspace(3) %330, i64 4
  %332 = getelementptr i8, ptr addrspace(3) %330, i64 8
  %333 = getelementptr i8, ptr addrspace(3) %330, i64 12
  %334 = zext nneg i32 %317 to i64
  %335 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %334
  %336 = getelementptr i8, ptr addrspace(3) %335, i64 4
  %337 = getelementptr i8, ptr addrspace(3) %335, i64 8
  %338 = getelementptr i8, ptr addrspace(3) %335, i64 12
  %339 = zext nneg i32 %321 to i64
  %340 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %339
  %341 = getelementptr i8, ptr addrspace(3) %340, i64 4
  %342 = getelementptr i8, ptr addrspace(3) %340, i64 8
  %343 = getelementptr i8, ptr addrspace(3) %340, i64 12
  %344 = zext nneg i32 %325 to i64
  %345 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %344
  %346 = getelementptr i8, ptr addrspace(3) %345, i64 4
  %347 = getelementptr i8, ptr addrspace(3) %345, i64 8
  %348 = getelementptr i8, ptr addrspace(3) %345, i64 12
  %349 = mul nuw nsw i32 %309, 72
  %350 = add nuw nsw i32 %349, %295
  %351 = zext nneg i32 %350 to i64
  %352 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %351
  %353 = add nuw nsw i32 %349, %299
  %354 = zext nneg i32 %353 to i64
  %355 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %354
  %356 = mul nuw nsw i32 %310, 72
  %357 = add nuw nsw i32 %356, %295
  %358 = zext nneg i32 %357 to i64
  %359 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %358
  %360 = add nuw nsw i32 %356, %299
  %361 = zext nneg i32 %360 to i64
  %362 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %361
  %363 = add nuw nsw i32 %304, %349
  %364 = zext nneg i32 %363 to i64
  %365 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %364
  %366 = add nuw nsw i32 %305, %349
  %367 = zext nneg i32 %366 to i64
  %368 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %367
  %369 = add nuw nsw i32 %356, %304
  %370 = zext nneg i32 %369 to i64
  %371 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %370
  %372 = add nuw nsw i32 %356, %305
  %373 = zext nneg i32 %372 to i64
  %374 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %373
  %375 = mul nuw nsw i32 %311, 72
  %376 = add nuw nsw i32 %375, %295
  %377 = zext nneg i32 %376 to i64
  %378 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %377
  %379 = add nuw nsw i32 %375, %299
  %380 = zext nneg i32 %379 to i64
  %381 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %380
  %382 = mul nuw nsw i32 %312, 72
  %383 = add nuw nsw i32 %382, %295
  %384 = zext nneg i32 %383 to i64
  %385 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %384
  %386 = add nuw nsw i32 %382, %299
  %387 = zext nneg i32 %386 to i64
  %388 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %387
  %389 = add nuw nsw i32 %375, %304
  %390 = zext nneg i32 %389 to i64
  %391 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %390
  %392 = add nuw nsw i32 %375, %305
  %393 = zext nneg i32 %392 to i64
  %394 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %393
  %395 = add nuw nsw i32 %382, %304
  %396 = zext nneg i32 %395 to i64
  %397 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %396
  %398 = add nuw nsw i32 %382, %305
  %399 = zext nneg i32 %398 to i64
  %400 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %399
  %401 = mul nuw nsw i32 %284, 72
  %402 = shl nuw nsw i32 %275, 6
  %403 = shl nuw nsw i32 %286, 1
  %.masked = and i32 %402, 64
  %404 = or disjoint i32 %.masked, %403
  %405 = shl nuw nsw i32 %275, 12
  %406 = and i32 %405, 8192
  %407 = and i32 %96, 112
  %408 = xor i32 %404, %407
  %invariant.op = or disjoint i32 %406, %408
  %409 = or disjoint i32 %404, 32
  %410 = xor i32 %409, %407
  %invariant.op156 = or disjoint i32 %406, %410
  %411 = mul nuw nsw i32 %289, 72
  %412 = add i32 %11, %14
  %413 = add i32 %11, %18
  %414 = add i32 %11, %22
  %415 = add i32 %11, %26
  %416 = add nuw nsw i32 %286, %401
  %417 = zext nneg i32 %416 to i64
  %418 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %417
  %419 = add nuw nsw i32 %286, %287
  %420 = zext nneg i32 %419 to i64
  %421 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %420
  %422 = or disjoint i32 %281, %286
  %423 = or disjoint i32 %422, %277
  %424 = shl nuw nsw i32 %423, 6
  %425 = xor i32 %282, %288
  %426 = or disjoint i32 %424, %425
  %427 = zext nneg i32 %426 to i64
  %428 = add nuw nsw i32 %286, %290
  %429 = zext nneg i32 %428 to i64
  %430 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %429
  %431 = or disjoint i32 %286, 16
  %432 = add nuw nsw i32 %431, %287
  %433 = zext nneg i32 %432 to i64
  %434 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %433
  %435 = or disjoint i32 %282, 16
  %436 = xor i32 %435, %288
  %437 = or disjoint i32 %424, %436
  %438 = zext nneg i32 %437 to i64
  %439 = add nuw nsw i32 %431, %290
  %440 = zext nneg i32 %439 to i64
  %441 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %440
  %442 = or disjoint i32 %286, 32
  %443 = add nuw nsw i32 %442, %287
  %444 = zext nneg i32 %443 to i64
  %445 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %444
  %446 = or disjoint i32 %282, 32
  %447 = xor i32 %446, %288
  %448 = or disjoint i32 %424, %447
  %449 = zext nneg i32 %448 to i64
  %450 = add nuw nsw i32 %442, %290
  %451 = zext nneg i32 %450 to i64
  %452 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %451
  %453 = or disjoint i32 %286, 48
  %454 = add nuw nsw i32 %453, %287
  %455 = zext nneg i32 %454 to i64
  %456 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %455
  %457 = or disjoint i32 %282, 48
  %458 = xor i32 %457, %288
  %459 = or disjoint i32 %424, %458
  %460 = zext nneg i32 %459 to i64
  %461 = add nuw nsw i32 %453, %290
  %462 = zext nneg i32 %461 to i64
  %463 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %462
  %464 = or disjoint i32 %286, 64
  %465 = add nuw nsw i32 %464, %287
  %466 = zext nneg i32 %465 to i64
  %467 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %466
  %468 = or disjoint i32 %281, %286
  %469 = or disjoint i32 %468, %277
  %470 = shl nuw nsw i32 %469, 6
  %471 = or disjoint i32 %470, 4096
  %472 = or disjoint i32 %471, %425
  %473 = zext nneg i32 %472 to i64
  %474 = add nuw nsw i32 %464, %290
  %475 = zext nneg i32 %474 to i64
  %476 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %475
  %477 = or disjoint i32 %286, 80
  %478 = add nuw nsw i32 %477, %287
  %479 = zext nneg i32 %478 to i64
  %480 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %479
  %481 = or disjoint i32 %471, %436
  %482 = zext nneg i32 %481 to i64
  %483 = add nuw nsw i32 %477, %290
  %484 = zext nneg i32 %483 to i64
  %485 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %484
  %486 = or disjoint i32 %286, 96
  %487 = add nuw nsw i32 %486, %287
  %488 = zext nneg i32 %487 to i64
  %489 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %488
  %490 = or disjoint i32 %471, %447
  %491 = zext nneg i32 %490 to i64
  %492 = add nuw nsw i32 %486, %290
  %493 = zext nneg i32 %492 to i64
  %494 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %493
  %495 = or disjoint i32 %286, 112
  %496 = add nuw nsw i32 %495, %287
  %497 = zext nneg i32 %496 to i64
  %498 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %497
  %499 = or disjoint i32 %471, %458
  %500 = zext nneg i32 %499 to i64
  %501 = add nuw nsw i32 %495, %290
  %502 = zext nneg i32 %501 to i64
  %503 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %502
  %504 = shl nuw nsw i32 %283, 7
  %.reass = or disjoint i32 %504, %invariant.op
  %505 = lshr exact i32 %.reass, 1
  %506 = zext nneg i32 %505 to i64
  %.reass157 = or i32 %504, %invariant.op156
  %507 = lshr exact i32 %.reass157, 1
  %508 = zext nneg i32 %507 to i64
  %509 = add nuw nsw i32 %286, %411
  %510 = zext nneg i32 %509 to i64
  %511 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %510
  %512 = add nuw nsw i32 %431, %401
  %513 = zext nneg i32 %512 to i64
  %514 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %513
  %515 = shl nuw nsw i32 %283, 7
  %516 = or disjoint i32 %515, 2048
  %.reass.1 = or disjoint i32 %516, %invariant.op
  %517 = lshr exact i32 %.reass.1, 1
  %518 = zext nneg i32 %517 to i64
  %.reass157.1 = or i32 %516, %invariant.op156
  %519 = lshr exact i32 %.reass157.1, 1
  %520 = zext nneg i32 %519 to i64
  %521 = add nuw nsw i32 %431, %411
  %522 = zext nneg i32 %521 to i64
  %523 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %522
  %524 = add nuw nsw i32 %442, %401
  %525 = zext nneg i32 %524 to i64
  %526 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %525
  %527 = shl nuw nsw i32 %283, 7
  %528 = or disjoint i32 %527, 4096
  %.reass.2 = or disjoint i32 %528, %invariant.op
  %529 = lshr exact i32 %.reass.2, 1
  %530 = zext nneg i32 %529 to i64
  %.reass157.2 = or i32 %528, %invariant.op156
  %531 = lshr exact i32 %.reass157.2, 1
  %532 = zext nneg i32 %531 to i64
  %533 = add nuw nsw i32 %442, %411
  %534 = zext nneg i32 %533 to i64
  %535 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %534
  %536 = add nuw nsw i32 %453, %401
  %537 = zext nneg i32 %536 to i64
  %538 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %537
  %539 = shl nuw nsw i32 %283, 7
  %540 = or disjoint i32 %539, 6144
  %.reass.3 = or disjoint i32 %540, %invariant.op
  %541 = lshr exact i32 %.reass.3, 1
  %542 = zext nneg i32 %541 to i64
  %.reass157.3 = or i32 %540, %invariant.op156
  %543 = lshr exact i32 %.reass157.3, 1
  %544 = zext nneg i32 %543 to i64
  %545 = add nuw nsw i32 %453, %411
  %546 = zext nneg i32 %545 to i64
  %547 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %546
  br label %548

548:                                              ; preds = %.lr.ph, %908
  %549 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1004, %908 ]
  %550 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1003, %908 ]
  %551 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1002, %908 ]
  %552 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1001, %908 ]
  %553 = phi float [ 0.000000e+00, %.lr.ph ], [ %1417, %908 ]
  %554 = phi float [ 0.000000e+00, %.lr.ph ], [ %1416, %908 ]
  %555 = phi float [ 0.000000e+00, %.lr.ph ], [ %1415, %908 ]
  %556 = phi float [ 0.000000e+00, %.lr.ph ], [ %1414, %908 ]
  %557 = phi float [ 0.000000e+00, %.lr.ph ], [ %1412, %908 ]
  %558 = phi float [ 0.000000e+00, %.lr.ph ], [ %1411, %908 ]
  %559 = phi float [ 0.000000e+00, %.lr.ph ], [ %1410, %908 ]
  %560 = phi float [ 0.000000e+00, %.lr.ph ], [ %1409, %908 ]
  %561 = phi float [ 0.000000e+00, %.lr.ph ], [ %1407, %908 ]
  %562 = phi float [ 0.000000e+00, %.lr.ph ], [ %1406, %908 ]
  %563 = phi float [ 0.000000e+00, %.lr.ph ], [ %1405, %908 ]
  %564 = phi float [ 0.000000e+00, %.lr.ph ], [ %1404, %908 ]
  %565 = phi float [ 0.000000e+00, %.lr.ph ], [ %1402, %908 ]
  %566 = phi float [ 0.000000e+00, %.lr.ph ], [ %1401, %908 ]
  %567 = phi float [ 0.000000e+00, %.lr.ph ], [ %1400, %908 ]
  %568 = phi float [ 0.000000e+00, %.lr.ph ], [ %1399, %908 ]
  %569 = phi float [ 0.000000e+00, %.lr.ph ], [ %1392, %908 ]
  %570 = phi float [ 0.000000e+00, %.lr.ph ], [ %1391, %908 ]
  %571 = phi float [ 0.000000e+00, %.lr.ph ], [ %1390, %908 ]
  %572 = phi float [ 0.000000e+00, %.lr.ph ], [ %1389, %908 ]
  %573 = phi float [ 0.000000e+00, %.lr.ph ], [ %1387, %908 ]
  %574 = phi float [ 0.000000e+00, %.lr.ph ], [ %1386, %908 ]
  %575 = phi float [ 0.000000e+00, %.lr.ph ], [ %1385, %908 ]
  %576 = phi float [ 0.000000e+00, %.lr.ph ], [ %1384, %908 ]
  %577 = phi float [ 0.000000e+00, %.lr.ph ], [ %1376, %908 ]
  %578 = phi float [ 0.000000e+00, %.lr.ph ], [ %1375, %908 ]
  %579 = phi float [ 0.000000e+00, %.lr.ph ], [ %1374, %908 ]
  %580 = phi float [ 0.000000e+00, %.lr.ph ], [ %1373, %908 ]
  %581 = phi float [ 0.000000e+00, %.lr.ph ], [ %1371, %908 ]
  %582 = phi float [ 0.000000e+00, %.lr.ph ], [ %1370, %908 ]
  %583 = phi float [ 0.000000e+00, %.lr.ph ], [ %1369, %908 ]
  %584 = phi float [ 0.000000e+00, %.lr.ph ], [ %1368, %908 ]
  %585 = phi float [ 0.000000e+00, %.lr.ph ], [ %1437, %908 ]
  %586 = phi float [ 0.000000e+00, %.lr.ph ], [ %1436, %908 ]
  %587 = phi float [ 0.000000e+00, %.lr.ph ], [ %1435, %908 ]
  %588 = phi float [ 0.000000e+00, %.lr.ph ], [ %1434, %908 ]
  %589 = phi i32 [ 0, %.lr.ph ], [ %886, %908 ]
  %590 = lshr exact i32 %589, 6
  %591 = urem i32 %590, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %592 = shl nuw nsw i32 %591, 14
  %593 = zext nneg i32 %592 to i64
  %594 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %593
  %595 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %421)
  %596 = extractvalue { i32, i32, i32, i32 } %595, 0
  %597 = extractvalue { i32, i32, i32, i32 } %595, 1
  %598 = extractvalue { i32, i32, i32, i32 } %595, 2
  %599 = extractvalue { i32, i32, i32, i32 } %595, 3
  %600 = getelementptr bfloat, ptr addrspace(3) %594, i64 %427
  %601 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %600)
  %602 = extractvalue { i32, i32, i32, i32 } %601, 0
  %603 = extractvalue { i32, i32, i32, i32 } %601, 1
  %604 = extractvalue { i32, i32, i32, i32 } %601, 2
  %605 = extractvalue { i32, i32, i32, i32 } %601, 3
  %606 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %596, i32 %597, i32 %598, i32 %599, i32 %602, i32 %603, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %607 = extractvalue { float, float, float, float } %606, 0
  %608 = extractvalue { float, float, float, float } %606, 1
  %609 = extractvalue { float, float, float, float } %606, 2
  %610 = extractvalue { float, float, float, float } %606, 3
  %611 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %596, i32 %597, i32 %598, i32 %599, i32 %604, i32 %605, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %612 = extractvalue { float, float, float, float } %611, 0
  %613 = extractvalue { float, float, float, float } %611, 1
  %614 = extractvalue { float, float, float, float } %611, 2
  %615 = extractvalue { float, float, float, float } %611, 3
  %616 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %430)
  %617 = extractvalue { i32, i32, i32, i32 } %616, 0
  %618 = extractvalue { i32, i32, i32, i32 } %616, 1
  %619 = extractvalue { i32, i32, i32, i32 } %616, 2
  %620 = extractvalue { i32, i32, i32, i32 } %616, 3
  %621 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %617, i32 %618, i32 %619, i32 %620, i32 %602, i32 %603, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %622 = extractvalue { float, float, float, float } %621, 0
  %623 = extractvalue { float, float, float, float } %621, 1
  %624 = extractvalue { float, float, float, float } %621, 2
  %625 = extractvalue { float, float, float, float } %621, 3
  %626 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %617, i32 %618, i32 %619, i32 %620, i32 %604, i32 %605, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %627 = extractvalue { float, float, float, float } %626, 0
  %628 = extractvalue { float, float, float, float } %626, 1
  %629 = extractvalue { float, float, float, float } %626, 2
  %630 = extractvalue { float, float, float, float } %626, 3
  %631 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %434)
  %632 = extractvalue { i32, i32, i32, i32 } %631, 0
  %633 = extractvalue { i32, i32, i32, i32 } %631, 1
  %634 = extractvalue { i32, i32, i32, i32 } %631, 2
  %635 = extractvalue { i32, i32, i32, i32 } %631, 3
  %636 = getelementptr bfloat, ptr addrspace(3) %594, i64 %438
  %637 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %636)
  %638 = extractvalue { i32, i32, i32, i32 } %637, 0
  %639 = extractvalue { i32, i32, i32, i32 } %637, 1
  %640 = extractvalue { i32, i32, i32, i32 } %637, 2
  %641 = extractvalue { i32, i32, i32, i32 } %637, 3
  %642 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %632, i32 %633, i32 %634, i32 %635, i32 %638, i32 %639, float %607, float %608, float %609, float %610) #7
  %643 = extractvalue { float, float, float, float } %642, 0
  %644 = extractvalue { float, float, float, float } %642, 1
  %645 = extractvalue { float, float, float, float } %642, 2
  %646 = extractvalue { float, float, float, float } %642, 3
  %647 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %632, i32 %633, i32 %634, i32 %635, i32 %640, i32 %641, float %612, float %613, float %614, float %615) #7
  %648 = extractvalue { float, float, float, float } %647, 0
  %649 = extractvalue { float, float, float, float } %647, 1
  %650 = extractvalue { float, float, float, float } %647, 2
  %651 = extractvalue { float, float, float, float } %647, 3
  %652 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %441)
  %653 = extractvalue { i32, i32, i32, i32 } %652, 0
  %654 = extractvalue { i32, i32, i32, i32 } %652, 1
  %655 = extractvalue { i32, i32, i32, i32 } %652, 2
  %656 = extractvalue { i32, i32, i32, i32 } %652, 3
  %657 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %653, i32 %654, i32 %655, i32 %656, i32 %638, i32 %639, float %622, float %623, float %624, float %625) #7
  %658 = extractvalue { float, float, float, float } %657, 0
  %659 = extractvalue { float, float, float, float } %657, 1
  %660 = extractvalue { float, float, float, float } %657, 2
  %661 = extractvalue { float, float, float, float } %657, 3
  %662 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %653, i32 %654, i32 %655, i32 %656, i32 %640, i32 %641, float %627, float %628, float %629, float %630) #7
  %663 = extractvalue { float, float, float, float } %662, 0
  %664 = extractvalue { float, float, float, float } %662, 1
  %665 = extractvalue { float, float, float, float } %662, 2
  %666 = extractvalue { float, float, float, float } %662, 3
  %667 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %445)
  %668 = extractvalue { i32, i32, i32, i32 } %667, 0
  %669 = extractvalue { i32, i32, i32, i32 } %667, 1
  %670 = extractvalue { i32, i32, i32, i32 } %667, 2
  %671 = extractvalue { i32, i32, i32, i32 } %667, 3
  %672 = getelementptr bfloat, ptr addrspace(3) %594, i64 %449
  %673 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %672)
  %674 = extractvalue { i32, i32, i32, i32 } %673, 0
  %675 = extractvalue { i32, i32, i32, i32 } %673, 1
  %676 = extractvalue { i32, i32, i32, i32 } %673, 2
  %677 = extractvalue { i32, i32, i32, i32 } %673, 3
  %678 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %668, i32 %669, i32 %670, i32 %671, i32 %674, i32 %675, float %643, float %644, float %645, float %646) #7
  %679 = extractvalue { float, float, float, float } %678, 0
  %680 = extractvalue { float, float, float, float } %678, 1
  %681 = extractvalue { float, float, float, float } %678, 2
  %682 = extractvalue { float, float, float, float } %678, 3
  %683 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %668, i32 %669, i32 %670, i32 %671, i32 %676, i32 %677, float %648, float %649, float %650, float %651) #7
  %684 = extractvalue { float, float, float, float } %683, 0
  %685 = extractvalue { float, float, float, float } %683, 1
  %686 = extractvalue { float, float, float, float } %683, 2
  %687 = extractvalue { float, float, float, float } %683, 3
  %688 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %452)
  %689 = extractvalue { i32, i32, i32, i32 } %688, 0
  %690 = extractvalue { i32, i32, i32, i32 } %688, 1
  %691 = extractvalue { i32, i32, i32, i32 } %688, 2
  %692 = extractvalue { i32, i32, i32, i32 } %688, 3
  %693 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %689, i32 %690, i32 %691, i32 %692, i32 %674, i32 %675, float %658, float %659, float %660, float %661) #7
  %694 = extractvalue { float, float, float, float } %693, 0
  %695 = extractvalue { float, float, float, float } %693, 1
  %696 = extractvalue { float, float, float, float } %693, 2
  %697 = extractvalue { float, float, float, float } %693, 3
  %698 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %689, i32 %690, i32 %691, i32 %692, i32 %676, i32 %677, float %663, float %664, float %665, float %666) #7
  %699 = extractvalue { float, float, float, float } %698, 0
  %700 = extractvalue { float, float, float, float } %698, 1
  %701 = extractvalue { float, float, float, float } %698, 2
  %702 = extractvalue { float, float, float, float } %698, 3
  %703 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %456)
  %704 = extractvalue { i32, i32, i32, i32 } %703, 0
  %705 = extractvalue { i32, i32, i32, i32 } %703, 1
  %706 = extractvalue { i32, i32, i32, i32 } %703, 2
  %707 = extractvalue { i32, i32, i32, i32 } %703, 3
  %708 = getelementptr bfloat, ptr addrspace(3) %594, i64 %460
  %709 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %708)
  %710 = extractvalue { i32, i32, i32, i32 } %709, 0
  %711 = extractvalue { i32, i32, i32, i32 } %709, 1
  %712 = extractvalue { i32, i32, i32, i32 } %709, 2
  %713 = extractvalue { i32, i32, i32, i32 } %709, 3
  %714 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %704, i32 %705, i32 %706, i32 %707, i32 %710, i32 %711, float %679, float %680, float %681, float %682) #7
  %715 = extractvalue { float, float, float, float } %714, 0
  %716 = extractvalue { float, float, float, float } %714, 1
  %717 = extractvalue { float, float, float, float } %714, 2
  %718 = extractvalue { float, float, float, float } %714, 3
  %719 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %704, i32 %705, i32 %706, i32 %707, i32 %712, i32 %713, float %684, float %685, float %686, float %687) #7
  %720 = extractvalue { float, float, float, float } %719, 0
  %721 = extractvalue { float, float, float, float } %719, 1
  %722 = extractvalue { float, float, float, float } %719, 2
  %723 = extractvalue { float, float, float, float } %719, 3
  %724 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %463)
  %725 = extractvalue { i32, i32, i32, i32 } %724, 0
  %726 = extractvalue { i32, i32, i32, i32 } %724, 1
  %727 = extractvalue { i32, i32, i32, i32 } %724, 2
  %728 = extractvalue { i32, i32, i32, i32 } %724, 3
  %729 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %725, i32 %726, i32 %727, i32 %728, i32 %710, i32 %711, float %694, float %695, float %696, float %697) #7
  %730 = extractvalue { float, float, float, float } %729, 0
  %731 = extractvalue { float, float, float, float } %729, 1
  %732 = extractvalue { float, float, float, float } %729, 2
  %733 = extractvalue { float, float, float, float } %729, 3
  %734 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %725, i32 %726, i32 %727, i32 %728, i32 %712, i32 %713, float %699, float %700, float %701, float %702) #7
  %735 = extractvalue { float, float, float, float } %734, 0
  %736 = extractvalue { float, float, float, float } %734, 1
  %737 = extractvalue { float, float, float, float } %734, 2
  %738 = extractvalue { float, float, float, float } %734, 3
  %739 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %467)
  %740 = extractvalue { i32, i32, i32, i32 } %739, 0
  %741 = extractvalue { i32, i32, i32, i32 } %739, 1
  %742 = extractvalue { i32, i32, i32, i32 } %739, 2
  %743 = extractvalue { i32, i32, i32, i32 } %739, 3
  %744 = getelementptr bfloat, ptr addrspace(3) %594, i64 %473
  %745 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %744)
  %746 = extractvalue { i32, i32, i32, i32 } %745, 0
  %747 = extractvalue { i32, i32, i32, i32 } %745, 1
  %748 = extractvalue { i32, i32, i32, i32 } %745, 2
  %749 = extractvalue { i32, i32, i32, i32 } %745, 3
  %750 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %740, i32 %741, i32 %742, i32 %743, i32 %746, i32 %747, float %715, float %716, float %717, float %718) #7
  %751 = extractvalue { float, float, float, float } %750, 0
  %752 = extractvalue { float, float, float, float } %750, 1
  %753 = extractvalue { float, float, float, float } %750, 2
  %754 = extractvalue { float, float, float, float } %750, 3
  %755 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %740, i32 %741, i32 %742, i32 %743, i32 %748, i32 %749, float %720, float %721, float %722, float %723) #7
  %756 = extractvalue { float, float, float, float } %755, 0
  %757 = extractvalue { float, float, float, float } %755, 1
  %758 = extractvalue { float, float, float, float } %755, 2
  %759 = extractvalue { float, float, float, float } %755, 3
  %760 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %476)
  %761 = extractvalue { i32, i32, i32, i32 } %760, 0
  %762 = extractvalue { i32, i32, i32, i32 } %760, 1
  %763 = extractvalue { i32, i32, i32, i32 } %760, 2
  %764 = extractvalue { i32, i32, i32, i32 } %760, 3
  %765 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %761, i32 %762, i32 %763, i32 %764, i32 %746, i32 %747, float %730, float %731, float %732, float %733) #7
  %766 = extractvalue { float, float, float, float } %765, 0
  %767 = extractvalue { float, float, float, float } %765, 1
  %768 = extractvalue { float, float, float, float } %765, 2
  %769 = extractvalue { float, float, float, float } %765, 3
  %770 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %761, i32 %762, i32 %763, i32 %764, i32 %748, i32 %749, float %735, float %736, float %737, float %738) #7
  %771 = extractvalue { float, float, float, float } %770, 0
  %772 = extractvalue { float, float, float, float } %770, 1
  %773 = extractvalue { float, float, float, float } %770, 2
  %774 = extractvalue { float, float, float, float } %770, 3
  %775 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %480)
  %776 = extractvalue { i32, i32, i32, i32 } %775, 0
  %777 = extractvalue { i32, i32, i32, i32 } %775, 1
  %778 = extractvalue { i32, i32, i32, i32 } %775, 2
  %779 = extractvalue { i32, i32, i32, i32 } %775, 3
  %780 = getelementptr bfloat, ptr addrspace(3) %594, i64 %482
  %781 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %780)
  %782 = extractvalue { i32, i32, i32, i32 } %781, 0
  %783 = extractvalue { i32, i32, i32, i32 } %781, 1
  %784 = extractvalue { i32, i32, i32, i32 } %781, 2
  %785 = extractvalue { i32, i32, i32, i32 } %781, 3
  %786 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %776, i32 %777, i32 %778, i32 %779, i32 %782, i32 %783, float %751, float %752, float %753, float %754) #7
  %787 = extractvalue { float, float, float, float } %786, 0
  %788 = extractvalue { float, float, float, float } %786, 1
  %789 = extractvalue { float, float, float, float } %786, 2
  %790 = extractvalue { float, float, float, float } %786, 3
  %791 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %776, i32 %777, i32 %778, i32 %779, i32 %784, i32 %785, float %756, float %757, float %758, float %759) #7
  %792 = extractvalue { float, float, float, float } %791, 0
  %793 = extractvalue { float, float, float, float } %791, 1
  %794 = extractvalue { float, float, float, float } %791, 2
  %795 = extractvalue { float, float, float, float } %791, 3
  %796 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %485)
  %797 = extractvalue { i32, i32, i32, i32 } %796, 0
  %798 = extractvalue { i32, i32, i32, i32 } %796, 1
  %799 = extractvalue { i32, i32, i32, i32 } %796, 2
  %800 = extractvalue { i32, i32, i32, i32 } %796, 3
  %801 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %797, i32 %798, i32 %799, i32 %800, i32 %782, i32 %783, float %766, float %767, float %768, float %769) #7
  %802 = extractvalue { float, float, float, float } %801, 0
  %803 = extractvalue { float, float, float, float } %801, 1
  %804 = extractvalue { float, float, float, float } %801, 2
  %805 = extractvalue { float, float, float, float } %801, 3
  %806 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %797, i32 %798, i32 %799, i32 %800, i32 %784, i32 %785, float %771, float %772, float %773, float %774) #7
  %807 = extractvalue { float, float, float, float } %806, 0
  %808 = extractvalue { float, float, float, float } %806, 1
  %809 = extractvalue { float, float, float, float } %806, 2
  %810 = extractvalue { float, float, float, float } %806, 3
  %811 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %489)
  %812 = extractvalue { i32, i32, i32, i32 } %811, 0
  %813 = extractvalue { i32, i32, i32, i32 } %811, 1
  %814 = extractvalue { i32, i32, i32, i32 } %811, 2
  %815 = extractvalue { i32, i32, i32, i32 } %811, 3
  %816 = getelementptr bfloat, ptr addrspace(3) %594, i64 %491
  %817 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %816)
  %818 = extractvalue { i32, i32, i32, i32 } %817, 0
  %819 = extractvalue { i32, i32, i32, i32 } %817, 1
  %820 = extractvalue { i32, i32, i32, i32 } %817, 2
  %821 = extractvalue { i32, i32, i32, i32 } %817, 3
  %822 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %812, i32 %813, i32 %814, i32 %815, i32 %818, i32 %819, float %787, float %788, float %789, float %790) #7
  %823 = extractvalue { float, float, float, float } %822, 0
  %824 = extractvalue { float, float, float, float } %822, 1
  %825 = extractvalue { float, float, float, float } %822, 2
  %826 = extractvalue { float, float, float, float } %822, 3
  %827 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %812, i32 %813, i32 %814, i32 %815, i32 %820, i32 %821, float %792, float %793, float %794, float %795) #7
  %828 = extractvalue { float, float, float, float } %827, 0
  %829 = extractvalue { float, float, float, float } %827, 1
  %830 = extractvalue { float, float, float, float } %827, 2
  %831 = extractvalue { float, float, float, float } %827, 3
  %832 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %494)
  %833 = extractvalue { i32, i32, i32, i32 } %832, 0
  %834 = extractvalue { i32, i32, i32, i32 } %832, 1
  %835 = extractvalue { i32, i32, i32, i32 } %832, 2
  %836 = extractvalue { i32, i32, i32, i32 } %832, 3
  %837 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %833, i32 %834, i32 %835, i32 %836, i32 %818, i32 %819, float %802, float %803, float %804, float %805) #7
  %838 = extractvalue { float, float, float, float } %837, 0
  %839 = extractvalue { float, float, float, float } %837, 1
  %840 = extractvalue { float, float, float, float } %837, 2
  %841 = extractvalue { float, float, float, float } %837, 3
  %842 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %833, i32 %834, i32 %835, i32 %836, i32 %820, i32 %821, float %807, float %808, float %809, float %810) #7
  %843 = extractvalue { float, float, float, float } %842, 0
  %844 = extractvalue { float, float, float, float } %842, 1
  %845 = extractvalue { float, float, float, float } %842, 2
  %846 = extractvalue { float, float, float, float } %842, 3
  %847 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %498)
  %848 = extractvalue { i32, i32, i32, i32 } %847, 0
  %849 = extractvalue { i32, i32, i32, i32 } %847, 1
  %850 = extractvalue { i32, i32, i32, i32 } %847, 2
  %851 = extractvalue { i32, i32, i32, i32 } %847, 3
  %852 = getelementptr bfloat, ptr addrspace(3) %594, i64 %500
  %853 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %852)
  %854 = extractvalue { i32, i32, i32, i32 } %853, 0
  %855 = extractvalue { i32, i32, i32, i32 } %853, 1
  %856 = extractvalue { i32, i32, i32, i32 } %853, 2
  %857 = extractvalue { i32, i32, i32, i32 } %853, 3
  %858 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %848, i32 %849, i32 %850, i32 %851, i32 %854, i32 %855, float %823, float %824, float %825, float %826) #7
  %859 = extractvalue { float, float, float, float } %858, 0
  %860 = extractvalue { float, float, float, float } %858, 1
  %861 = extractvalue { float, float, float, float } %858, 2
  %862 = extractvalue { float, float, float, float } %858, 3
  %863 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %848, i32 %849, i32 %850, i32 %851, i32 %856, i32 %857, float %828, float %829, float %830, float %831) #7
  %864 = extractvalue { float, float, float, float } %863, 0
  %865 = extractvalue { float, float, float, float } %863, 1
  %866 = extractvalue { float, float, float, float } %863, 2
  %867 = extractvalue { float, float, float, float } %863, 3
  %868 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %503)
  %869 = extractvalue { i32, i32, i32, i32 } %868, 0
  %870 = extractvalue { i32, i32, i32, i32 } %868, 1
  %871 = extractvalue { i32, i32, i32, i32 } %868, 2
  %872 = extractvalue { i32, i32, i32, i32 } %868, 3
  %873 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %869, i32 %870, i32 %871, i32 %872, i32 %854, i32 %855, float %838, float %839, float %840, float %841) #7
  %874 = extractvalue { float, float, float, float } %873, 0
  %875 = extractvalue { float, float, float, float } %873, 1
  %876 = extractvalue { float, float, float, float } %873, 2
  %877 = extractvalue { float, float, float, float } %873, 3
  %878 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %869, i32 %870, i32 %871, i32 %872, i32 %856, i32 %857, float %843, float %844, float %845, float %846) #7
  %879 = extractvalue { float, float, float, float } %878, 0
  %880 = extractvalue { float, float, float, float } %878, 1
  %881 = extractvalue { float, float, float, float } %878, 2
  %882 = extractvalue { float, float, float, float } %878, 3
  %883 = add nuw i32 %589, 128
  %884 = add nuw nsw i32 %590, 2
  %885 = urem i32 %884, 3
  %886 = add nuw nsw i32 %589, 64
  %.not261 = icmp slt i32 %589, %13
  br i1 %.not261, label %908, label %887

887:                                              ; preds = %548
  %888 = or disjoint i32 %295, %589
  %.not = icmp sgt i32 %888, %297
  %889 = or disjoint i32 %299, %589
  %.not35 = icmp sgt i32 %889, %297
  %.not36 = icmp sgt i32 %888, %302
  %.not37 = icmp sgt i32 %889, %302
  %890 = or disjoint i32 %304, %589
  %.not38 = icmp sgt i32 %890, %297
  %891 = or disjoint i32 %305, %589
  %.not39 = icmp sgt i32 %891, %297
  %.not40 = icmp sgt i32 %890, %302
  %.not41 = icmp sgt i32 %891, %302
  %.not42 = icmp sgt i32 %888, %306
  %.not43 = icmp sgt i32 %889, %306
  %.not44 = icmp sgt i32 %888, %308
  %.not45 = icmp sgt i32 %889, %308
  %.not46 = icmp sgt i32 %890, %306
  %.not47 = icmp sgt i32 %891, %306
  %.not48 = icmp sgt i32 %890, %308
  %.not49 = icmp sgt i32 %891, %308
  %892 = select i1 %.not, float 0xFFF0000000000000, float %859
  %893 = select i1 %.not35, float 0xFFF0000000000000, float %860
  %894 = select i1 %.not36, float 0xFFF0000000000000, float %861
  %895 = select i1 %.not37, float 0xFFF0000000000000, float %862
  %896 = select i1 %.not38, float 0xFFF0000000000000, float %864
  %897 = select i1 %.not39, float 0xFFF0000000000000, float %865
  %898 = select i1 %.not40, float 0xFFF0000000000000, float %866
  %899 = select i1 %.not41, float 0xFFF0000000000000, float %867
  %900 = select i1 %.not42, float 0xFFF0000000000000, float %874
  %901 = select i1 %.not43, float 0xFFF0000000000000, float %875
  %902 = select i1 %.not44, float 0xFFF0000000000000, float %876
  %903 = select i1 %.not45, float 0xFFF0000000000000, float %877
  %904 = select i1 %.not46, float 0xFFF0000000000000, float %879
  %905 = select i1 %.not47, float 0xFFF0000000000000, float %880
  %906 = select i1 %.not48, float 0xFFF0000000000000, float %881
  %907 = select i1 %.not49, float 0xFFF0000000000000, float %882
  br label %908

908:                                              ; preds = %887, %548
  %909 = phi float [ %892, %887 ], [ %859, %548 ]
  %910 = phi float [ %893, %887 ], [ %860, %548 ]
  %911 = phi float [ %894, %887 ], [ %861, %548 ]
  %912 = phi float [ %895, %887 ], [ %862, %548 ]
  %913 = phi float [ %896, %887 ], [ %864, %548 ]
  %914 = phi float [ %897, %887 ], [ %865, %548 ]
  %915 = phi float [ %898, %887 ], [ %866, %548 ]
  %916 = phi float [ %899, %887 ], [ %867, %548 ]
  %917 = phi float [ %900, %887 ], [ %874, %548 ]
  %918 = phi float [ %901, %887 ], [ %875, %548 ]
  %919 = phi float [ %902, %887 ], [ %876, %548 ]
  %920 = phi float [ %903, %887 ], [ %877, %548 ]
  %921 = phi float [ %904, %887 ], [ %879, %548 ]
  %922 = phi float [ %905, %887 ], [ %880, %548 ]
  %923 = phi float [ %906, %887 ], [ %881, %548 ]
  %924 = phi float [ %907, %887 ], [ %882, %548 ]
  %925 = tail call float @llvm.maxnum.f32(float %909, float %910)
  %926 = tail call float @llvm.maxnum.f32(float %911, float %912)
  %927 = tail call float @llvm.maxnum.f32(float %925, float %913)
  %928 = tail call float @llvm.maxnum.f32(float %927, float %914)
  %929 = tail call float @llvm.maxnum.f32(float %926, float %915)
  %930 = tail call float @llvm.maxnum.f32(float %929, float %916)
  %931 = tail call float @llvm.maxnum.f32(float %917, float %918)
  %932 = tail call float @llvm.maxnum.f32(float %919, float %920)
  %933 = tail call float @llvm.maxnum.f32(float %931, float %921)
  %934 = tail call float @llvm.maxnum.f32(float %933, float %922)
  %935 = tail call float @llvm.maxnum.f32(float %932, float %923)
  %936 = tail call float @llvm.maxnum.f32(float %935, float %924)
  %937 = bitcast float %928 to i32
  %938 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %937, i32 2, i32 31)
  %939 = bitcast i32 %938 to float
  %940 = tail call float @llvm.maxnum.f32(float %928, float %939)
  %941 = bitcast float %930 to i32
  %942 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %941, i32 2, i32 31)
  %943 = bitcast i32 %942 to float
  %944 = tail call float @llvm.maxnum.f32(float %930, float %943)
  %945 = bitcast float %934 to i32
  %946 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %945, i32 2, i32 31)
  %947 = bitcast i32 %946 to float
  %948 = tail call float @llvm.maxnum.f32(float %934, float %947)
  %949 = bitcast float %936 to i32
  %950 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %949, i32 2, i32 31)
  %951 = bitcast i32 %950 to float
  %952 = tail call float @llvm.maxnum.f32(float %936, float %951)
  %953 = bitcast float %940 to i32
  %954 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %953, i32 1, i32 31)
  %955 = bitcast i32 %954 to float
  %956 = tail call float @llvm.maxnum.f32(float %940, float %955)
  %957 = bitcast float %944 to i32
  %958 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %957, i32 1, i32 31)
  %959 = bitcast i32 %958 to float
  %960 = tail call float @llvm.maxnum.f32(float %944, float %959)
  %961 = bitcast float %948 to i32
  %962 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %961, i32 1, i32 31)
  %963 = bitcast i32 %962 to float
  %964 = tail call float @llvm.maxnum.f32(float %948, float %963)
  %965 = bitcast float %952 to i32
  %966 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %965, i32 1, i32 31)
  %967 = bitcast i32 %966 to float
  %968 = tail call float @llvm.maxnum.f32(float %952, float %967)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %956, ptr addrspace(3) %316, align 4
  store float %960, ptr addrspace(3) %320, align 4
  store float %964, ptr addrspace(3) %324, align 4
  store float %968, ptr addrspace(3) %328, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %969 = load float, ptr addrspace(3) %330, align 16
  %970 = load float, ptr addrspace(3) %331, align 4
  %971 = tail call float @llvm.maxnum.f32(float %969, float %970)
  %972 = load float, ptr addrspace(3) %332, align 8
  %973 = tail call float @llvm.maxnum.f32(float %971, float %972)
  %974 = load float, ptr addrspace(3) %333, align 4
  %975 = tail call float @llvm.maxnum.f32(float %973, float %974)
  %976 = load float, ptr addrspace(3) %335, align 16
  %977 = load float, ptr addrspace(3) %336, align 4
  %978 = tail call float @llvm.maxnum.f32(float %976, float %977)
  %979 = load float, ptr addrspace(3) %337, align 8
  %980 = tail call float @llvm.maxnum.f32(float %978, float %979)
  %981 = load float, ptr addrspace(3) %338, align 4
  %982 = tail call float @llvm.maxnum.f32(float %980, float %981)
  %983 = load float, ptr addrspace(3) %340, align 16
  %984 = load float, ptr addrspace(3) %341, align 4
  %985 = tail call float @llvm.maxnum.f32(float %983, float %984)
  %986 = load float, ptr addrspace(3) %342, align 8
  %987 = tail call float @llvm.maxnum.f32(float %985, float %986)
  %988 = load float, ptr addrspace(3) %343, align 4
  %989 = tail call float @llvm.maxnum.f32(float %987, float %988)
  %990 = load float, ptr addrspace(3) %345, align 16
  %991 = load float, ptr addrspace(3) %346, align 4
  %992 = tail call float @llvm.maxnum.f32(float %990, float %991)
  %993 = load float, ptr addrspace(3) %347, align 8
  %994 = tail call float @llvm.maxnum.f32(float %992, float %993)
  %995 = load float, ptr addrspace(3) %348, align 4
  %996 = tail call float @llvm.maxnum.f32(float %994, float %995)
  %997 = fmul float %87, %975
  %998 = fmul float %87, %982
  %999 = fmul float %87, %989
  %1000 = fmul float %87, %996
  %1001 = tail call float @llvm.maxnum.f32(float %552, float %997)
  %1002 = tail call float @llvm.maxnum.f32(float %551, float %998)
  %1003 = tail call float @llvm.maxnum.f32(float %550, float %999)
  %1004 = tail call float @llvm.maxnum.f32(float %549, float %1000)
  %1005 = fmul float %87, %909
  %1006 = fmul float %87, %910
  %1007 = fmul float %87, %911
  %1008 = fmul float %87, %912
  %1009 = fmul float %87, %913
  %1010 = fmul float %87, %914
  %1011 = fmul float %87, %915
  %1012 = fmul float %87, %916
  %1013 = fmul float %87, %917
  %1014 = fmul float %87, %918
  %1015 = fmul float %87, %919
  %1016 = fmul float %87, %920
  %1017 = fmul float %87, %921
  %1018 = fmul float %87, %922
  %1019 = fmul float %87, %923
  %1020 = fmul float %87, %924
  %1021 = fsub float %1005, %1001
  %1022 = fsub float %1006, %1001
  %1023 = fsub float %1007, %1002
  %1024 = fsub float %1008, %1002
  %1025 = fsub float %1009, %1001
  %1026 = fsub float %1010, %1001
  %1027 = fsub float %1011, %1002
  %1028 = fsub float %1012, %1002
  %1029 = fsub float %1013, %1003
  %1030 = fsub float %1014, %1003
  %1031 = fsub float %1015, %1004
  %1032 = fsub float %1016, %1004
  %1033 = fsub float %1017, %1003
  %1034 = fsub float %1018, %1003
  %1035 = fsub float %1019, %1004
  %1036 = fsub float %1020, %1004
  %1037 = tail call float @llvm.nvvm.ex2.approx.f32(float %1021)
  %1038 = tail call float @llvm.nvvm.ex2.approx.f32(float %1022)
  %1039 = tail call float @llvm.nvvm.ex2.approx.f32(float %1023)
  %1040 = tail call float @llvm.nvvm.ex2.approx.f32(float %1024)
  %1041 = tail call float @llvm.nvvm.ex2.approx.f32(float %1025)
  %1042 = tail call float @llvm.nvvm.ex2.approx.f32(float %1026)
  %1043 = tail call float @llvm.nvvm.ex2.approx.f32(float %1027)
  %1044 = tail call float @llvm.nvvm.ex2.approx.f32(float %1028)
  %1045 = tail call float @llvm.nvvm.ex2.approx.f32(float %1029)
  %1046 = tail call float @llvm.nvvm.ex2.approx.f32(float %1030)
  %1047 = tail call float @llvm.nvvm.ex2.approx.f32(float %1031)
  %1048 = tail call float @llvm.nvvm.ex2.approx.f32(float %1032)
  %1049 = tail call float @llvm.nvvm.ex2.approx.f32(float %1033)
  %1050 = tail call float @llvm.nvvm.ex2.approx.f32(float %1034)
  %1051 = tail call float @llvm.nvvm.ex2.approx.f32(float %1035)
  %1052 = tail call float @llvm.nvvm.ex2.approx.f32(float %1036)
  %1053 = fsub float %552, %1001
  %1054 = fsub float %551, %1002
  %1055 = fsub float %550, %1003
  %1056 = fsub float %549, %1004
  %1057 = tail call float @llvm.nvvm.ex2.approx.f32(float %1053)
  %1058 = tail call float @llvm.nvvm.ex2.approx.f32(float %1054)
  %1059 = tail call float @llvm.nvvm.ex2.approx.f32(float %1055)
  %1060 = tail call float @llvm.nvvm.ex2.approx.f32(float %1056)
  %1061 = fadd float %1037, %1038
  %1062 = fadd float %1039, %1040
  %1063 = fadd float %1061, %1041
  %1064 = fadd float %1063, %1042
  %1065 = fadd float %1062, %1043
  %1066 = fadd float %1065, %1044
  %1067 = fadd float %1045, %1046
  %1068 = fadd float %1047, %1048
  %1069 = fadd float %1067, %1049
  %1070 = fadd float %1069, %1050
  %1071 = fadd float %1068, %1051
  %1072 = fadd float %1071, %1052
  %1073 = bitcast float %1064 to i32
  %1074 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1073, i32 2, i32 31)
  %1075 = bitcast i32 %1074 to float
  %1076 = fadd float %1064, %1075
  %1077 = bitcast float %1066 to i32
  %1078 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1077, i32 2, i32 31)
  %1079 = bitcast i32 %1078 to float
  %1080 = fadd float %1066, %1079
  %1081 = bitcast float %1070 to i32
  %1082 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1081, i32 2, i32 31)
  %1083 = bitcast i32 %1082 to float
  %1084 = fadd float %1070, %1083
  %1085 = bitcast float %1072 to i32
  %1086 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1085, i32 2, i32 31)
  %1087 = bitcast i32 %1086 to float
  %1088 = fadd float %1072, %1087
  %1089 = bitcast float %1076 to i32
  %1090 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1089, i32 1, i32 31)
  %1091 = bitcast i32 %1090 to float
  %1092 = fadd float %1076, %1091
  %1093 = bitcast float %1080 to i32
  %1094 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1093, i32 1, i32 31)
  %1095 = bitcast i32 %1094 to float
  %1096 = fadd float %1080, %1095
  %1097 = bitcast float %1084 to i32
  %1098 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1097, i32 1, i32 31)
  %1099 = bitcast i32 %1098 to float
  %1100 = fadd float %1084, %1099
  %1101 = bitcast float %1088 to i32
  %1102 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1101, i32 1, i32 31)
  %1103 = bitcast i32 %1102 to float
  %1104 = fadd float %1088, %1103
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1092, ptr addrspace(3) %316, align 4
  store float %1096, ptr addrspace(3) %320, align 4
  store float %1100, ptr addrspace(3) %324, align 4
  store float %1104, ptr addrspace(3) %328, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1105 = load float, ptr addrspace(3) %330, align 16
  %1106 = load float, ptr addrspace(3) %331, align 4
  %1107 = load float, ptr addrspace(3) %332, align 8
  %1108 = load float, ptr addrspace(3) %333, align 4
  %1109 = load float, ptr addrspace(3) %335, align 16
  %1110 = load float, ptr addrspace(3) %336, align 4
  %1111 = load float, ptr addrspace(3) %337, align 8
  %1112 = load float, ptr addrspace(3) %338, align 4
  %1113 = load float, ptr addrspace(3) %340, align 16
  %1114 = load float, ptr addrspace(3) %341, align 4
  %1115 = load float, ptr addrspace(3) %342, align 8
  %1116 = load float, ptr addrspace(3) %343, align 4
  %1117 = load float, ptr addrspace(3) %345, align 16
  %1118 = load float, ptr addrspace(3) %346, align 4
  %1119 = load float, ptr addrspace(3) %347, align 8
  %1120 = load float, ptr addrspace(3) %348, align 4
  %1121 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %593
  %1122 = fptrunc float %1037 to bfloat
  %1123 = fptrunc float %1038 to bfloat
  %1124 = fptrunc float %1039 to bfloat
  %1125 = fptrunc float %1040 to bfloat
  %1126 = fptrunc float %1041 to bfloat
  %1127 = fptrunc float %1042 to bfloat
  %1128 = fptrunc float %1043 to bfloat
  %1129 = fptrunc float %1044 to bfloat
  %1130 = fptrunc float %1045 to bfloat
  %1131 = fptrunc float %1046 to bfloat
  %1132 = fptrunc float %1047 to bfloat
  %1133 = fptrunc float %1048 to bfloat
  %1134 = fptrunc float %1049 to bfloat
  %1135 = fptrunc float %1050 to bfloat
  %1136 = fptrunc float %1051 to bfloat
  %1137 = fptrunc float %1052 to bfloat
  %1138 = fmul float %584, %1057
  %1139 = fmul float %583, %1057
  %1140 = fmul float %582, %1058
  %1141 = fmul float %581, %1058
  %1142 = fmul float %580, %1057
  %1143 = fmul float %579, %1057
  %1144 = fmul float %578, %1058
  %1145 = fmul float %577, %1058
  %1146 = fmul float %576, %1057
  %1147 = fmul float %575, %1057
  %1148 = fmul float %574, %1058
  %1149 = fmul float %573, %1058
  %1150 = fmul float %572, %1057
  %1151 = fmul float %571, %1057
  %1152 = fmul float %570, %1058
  %1153 = fmul float %569, %1058
  %1154 = fmul float %568, %1059
  %1155 = fmul float %567, %1059
  %1156 = fmul float %566, %1060
  %1157 = fmul float %565, %1060
  %1158 = fmul float %564, %1059
  %1159 = fmul float %563, %1059
  %1160 = fmul float %562, %1060
  %1161 = fmul float %561, %1060
  %1162 = fmul float %560, %1059
  %1163 = fmul float %559, %1059
  %1164 = fmul float %558, %1060
  %1165 = fmul float %557, %1060
  %1166 = fmul float %556, %1059
  %1167 = fmul float %555, %1059
  %1168 = fmul float %554, %1060
  %1169 = fmul float %553, %1060
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store bfloat %1122, ptr addrspace(3) %352, align 4
  store bfloat %1123, ptr addrspace(3) %355, align 2
  store bfloat %1124, ptr addrspace(3) %359, align 4
  store bfloat %1125, ptr addrspace(3) %362, align 2
  store bfloat %1126, ptr addrspace(3) %365, align 4
  store bfloat %1127, ptr addrspace(3) %368, align 2
  store bfloat %1128, ptr addrspace(3) %371, align 4
  store bfloat %1129, ptr addrspace(3) %374, align 2
  store bfloat %1130, ptr addrspace(3) %378, align 4
  store bfloat %1131, ptr addrspace(3) %381, align 2
  store bfloat %1132, ptr addrspace(3) %385, align 4
  store bfloat %1133, ptr addrspace(3) %388, align 2
  store bfloat %1134, ptr addrspace(3) %391, align 4
  store bfloat %1135, ptr addrspace(3) %394, align 2
  store bfloat %1136, ptr addrspace(3) %397, align 4
  store bfloat %1137, ptr addrspace(3) %400, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1170 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %418)
  %1171 = extractvalue { i32, i32, i32, i32 } %1170, 0
  %1172 = extractvalue { i32, i32, i32, i32 } %1170, 1
  %1173 = extractvalue { i32, i32, i32, i32 } %1170, 2
  %1174 = extractvalue { i32, i32, i32, i32 } %1170, 3
  %1175 = getelementptr bfloat, ptr addrspace(3) %1121, i64 %506
  %1176 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1175)
  %1177 = extractvalue { i32, i32, i32, i32 } %1176, 0
  %1178 = extractvalue { i32, i32, i32, i32 } %1176, 1
  %1179 = extractvalue { i32, i32, i32, i32 } %1176, 2
  %1180 = extractvalue { i32, i32, i32, i32 } %1176, 3
  %1181 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1171, i32 %1172, i32 %1173, i32 %1174, i32 %1177, i32 %1178, float %1138, float %1139, float %1140, float %1141) #7
  %1182 = extractvalue { float, float, float, float } %1181, 0
  %1183 = extractvalue { float, float, float, float } %1181, 1
  %1184 = extractvalue { float, float, float, float } %1181, 2
  %1185 = extractvalue { float, float, float, float } %1181, 3
  %1186 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1171, i32 %1172, i32 %1173, i32 %1174, i32 %1179, i32 %1180, float %1142, float %1143, float %1144, float %1145) #7
  %1187 = extractvalue { float, float, float, float } %1186, 0
  %1188 = extractvalue { float, float, float, float } %1186, 1
  %1189 = extractvalue { float, float, float, float } %1186, 2
  %1190 = extractvalue { float, float, float, float } %1186, 3
  %1191 = getelementptr bfloat, ptr addrspace(3) %1121, i64 %508
  %1192 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1191)
  %1193 = extractvalue { i32, i32, i32, i32 } %1192, 0
  %1194 = extractvalue { i32, i32, i32, i32 } %1192, 1
  %1195 = extractvalue { i32, i32, i32, i32 } %1192, 2
  %1196 = extractvalue { i32, i32, i32, i32 } %1192, 3
  %1197 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1171, i32 %1172, i32 %1173, i32 %1174, i32 %1193, i32 %1194, float %1146, float %1147, float %1148, float %1149) #7
  %1198 = extractvalue { float, float, float, float } %1197, 0
  %1199 = extractvalue { float, float, float, float } %1197, 1
  %1200 = extractvalue { float, float, float, float } %1197, 2
  %1201 = extractvalue { float, float, float, float } %1197, 3
  %1202 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1171, i32 %1172, i32 %1173, i32 %1174, i32 %1195, i32 %1196, float %1150, float %1151, float %1152, float %1153) #7
  %1203 = extractvalue { float, float, float, float } %1202, 0
  %1204 = extractvalue { float, float, float, float } %1202, 1
  %1205 = extractvalue { float, float, float, float } %1202, 2
  %1206 = extractvalue { float, float, float, float } %1202, 3
  %1207 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %511)
  %1208 = extractvalue { i32, i32, i32, i32 } %1207, 0
  %1209 = extractvalue { i32, i32, i32, i32 } %1207, 1
  %1210 = extractvalue { i32, i32, i32, i32 } %1207, 2
  %1211 = extractvalue { i32, i32, i32, i32 } %1207, 3
  %1212 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1208, i32 %1209, i32 %1210, i32 %1211, i32 %1177, i32 %1178, float %1154, float %1155, float %1156, float %1157) #7
  %1213 = extractvalue { float, float, float, float } %1212, 0
  %1214 = extractvalue { float, float, float, float } %1212, 1
  %1215 = extractvalue { float, float, float, float } %1212, 2
  %1216 = extractvalue { float, float, float, float } %1212, 3
  %1217 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1208, i32 %1209, i32 %1210, i32 %1211, i32 %1179, i32 %1180, float %1158, float %1159, float %1160, float %1161) #7
  %1218 = extractvalue { float, float, float, float } %1217, 0
  %1219 = extractvalue { float, float, float, float } %1217, 1
  %1220 = extractvalue { float, float, float, float } %1217, 2
  %1221 = extractvalue { float, float, float, float } %1217, 3
  %1222 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1208, i32 %1209, i32 %1210, i32 %1211, i32 %1193, i32 %1194, float %1162, float %1163, float %1164, float %1165) #7
  %1223 = extractvalue { float, float, float, float } %1222, 0
  %1224 = extractvalue { float, float, float, float } %1222, 1
  %1225 = extractvalue { float, float, float, float } %1222, 2
  %1226 = extractvalue { float, float, float, float } %1222, 3
  %1227 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1208, i32 %1209, i32 %1210, i32 %1211, i32 %1195, i32 %1196, float %1166, float %1167, float %1168, float %1169) #7
  %1228 = extractvalue { float, float, float, float } %1227, 0
  %1229 = extractvalue { float, float, float, float } %1227, 1
  %1230 = extractvalue { float, float, float, float } %1227, 2
  %1231 = extractvalue { float, float, float, float } %1227, 3
  %1232 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %514)
  %1233 = extractvalue { i32, i32, i32, i32 } %1232, 0
  %1234 = extractvalue { i32, i32, i32, i32 } %1232, 1
  %1235 = extractvalue { i32, i32, i32, i32 } %1232, 2
  %1236 = extractvalue { i32, i32, i32, i32 } %1232, 3
  %1237 = getelementptr bfloat, ptr addrspace(3) %1121, i64 %518
  %1238 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1237)
  %1239 = extractvalue { i32, i32, i32, i32 } %1238, 0
  %1240 = extractvalue { i32, i32, i32, i32 } %1238, 1
  %1241 = extractvalue { i32, i32, i32, i32 } %1238, 2
  %1242 = extractvalue { i32, i32, i32, i32 } %1238, 3
  %1243 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1233, i32 %1234, i32 %1235, i32 %1236, i32 %1239, i32 %1240, float %1182, float %1183, float %1184, float %1185) #7
  %1244 = extractvalue { float, float, float, float } %1243, 0
  %1245 = extractvalue { float, float, float, float } %1243, 1
  %1246 = extractvalue { float, float, float, float } %1243, 2
  %1247 = extractvalue { float, float, float, float } %1243, 3
  %1248 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1233, i32 %1234, i32 %1235, i32 %1236, i32 %1241, i32 %1242, float %1187, float %1188, float %1189, float %1190) #7
  %1249 = extractvalue { float, float, float, float } %1248, 0
  %1250 = extractvalue { float, float, float, float } %1248, 1
  %1251 = extractvalue { float, float, float, float } %1248, 2
  %1252 = extractvalue { float, float, float, float } %1248, 3
  %1253 = getelementptr bfloat, ptr addrspace(3) %1121, i64 %520
  %1254 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1253)
  %1255 = extractvalue { i32, i32, i32, i32 } %1254, 0
  %1256 = extractvalue { i32, i32, i32, i32 } %1254, 1
  %1257 = extractvalue { i32, i32, i32, i32 } %1254, 2
  %1258 = extractvalue { i32, i32, i32, i32 } %1254, 3
  %1259 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1233, i32 %1234, i32 %1235, i32 %1236, i32 %1255, i32 %1256, float %1198, float %1199, float %1200, float %1201) #7
  %1260 = extractvalue { float, float, float, float } %1259, 0
  %1261 = extractvalue { float, float, float, float } %1259, 1
  %1262 = extractvalue { float, float, float, float } %1259, 2
  %1263 = extractvalue { float, float, float, float } %1259, 3
  %1264 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1233, i32 %1234, i32 %1235, i32 %1236, i32 %1257, i32 %1258, float %1203, float %1204, float %1205, float %1206) #7
  %1265 = extractvalue { float, float, float, float } %1264, 0
  %1266 = extractvalue { float, float, float, float } %1264, 1
  %1267 = extractvalue { float, float, float, float } %1264, 2
  %1268 = extractvalue { float, float, float, float } %1264, 3
  %1269 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %523)
  %1270 = extractvalue { i32, i32, i32, i32 } %1269, 0
  %1271 = extractvalue { i32, i32, i32, i32 } %1269, 1
  %1272 = extractvalue { i32, i32, i32, i32 } %1269, 2
  %1273 = extractvalue { i32, i32, i32, i32 } %1269, 3
  %1274 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1271, i32 %1272, i32 %1273, i32 %1239, i32 %1240, float %1213, float %1214, float %1215, float %1216) #7
  %1275 = extractvalue { float, float, float, float } %1274, 0
  %1276 = extractvalue { float, float, float, float } %1274, 1
  %1277 = extractvalue { float, float, float, float } %1274, 2
  %1278 = extractvalue { float, float, float, float } %1274, 3
  %1279 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1271, i32 %1272, i32 %1273, i32 %1241, i32 %1242, float %1218, float %1219, float %1220, float %1221) #7
  %1280 = extractvalue { float, float, float, float } %1279, 0
  %1281 = extractvalue { float, float, float, float } %1279, 1
  %1282 = extractvalue { float, float, float, float } %1279, 2
  %1283 = extractvalue { float, float, float, float } %1279, 3
  %1284 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1271, i32 %1272, i32 %1273, i32 %1255, i32 %1256, float %1223, float %1224, float %1225, float %1226) #7
  %1285 = extractvalue { float, float, float, float } %1284, 0
  %1286 = extractvalue { float, float, float, float } %1284, 1
  %1287 = extractvalue { float, float, float, float } %1284, 2
  %1288 = extractvalue { float, float, float, float } %1284, 3
  %1289 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1271, i32 %1272, i32 %1273, i32 %1257, i32 %1258, float %1228, float %1229, float %1230, float %1231) #7
  %1290 = extractvalue { float, float, float, float } %1289, 0
  %1291 = extractvalue { float, float, float, float } %1289, 1
  %1292 = extractvalue { float, float, float, float } %1289, 2
  %1293 = extractvalue { float, float, float, float } %1289, 3
  %1294 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %526)
  %1295 = extractvalue { i32, i32, i32, i32 } %1294, 0
  %1296 = extractvalue { i32, i32, i32, i32 } %1294, 1
  %1297 = extractvalue { i32, i32, i32, i32 } %1294, 2
  %1298 = extractvalue { i32, i32, i32, i32 } %1294, 3
  %1299 = getelementptr bfloat, ptr addrspace(3) %1121, i64 %530
  %1300 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1299)
  %1301 = extractvalue { i32, i32, i32, i32 } %1300, 0
  %1302 = extractvalue { i32, i32, i32, i32 } %1300, 1
  %1303 = extractvalue { i32, i32, i32, i32 } %1300, 2
  %1304 = extractvalue { i32, i32, i32, i32 } %1300, 3
  %1305 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1295, i32 %1296, i32 %1297, i32 %1298, i32 %1301, i32 %1302, float %1244, float %1245, float %1246, float %1247) #7
  %1306 = extractvalue { float, float, float, float } %1305, 0
  %1307 = extractvalue { float, float, float, float } %1305, 1
  %1308 = extractvalue { float, float, float, float } %1305, 2
  %1309 = extractvalue { float, float, float, float } %1305, 3
  %1310 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1295, i32 %1296, i32 %1297, i32 %1298, i32 %1303, i32 %1304, float %1249, float %1250, float %1251, float %1252) #7
  %1311 = extractvalue { float, float, float, float } %1310, 0
  %1312 = extractvalue { float, float, float, float } %1310, 1
  %1313 = extractvalue { float, float, float, float } %1310, 2
  %1314 = extractvalue { float, float, float, float } %1310, 3
  %1315 = getelementptr bfloat, ptr addrspace(3) %1121, i64 %532
  %1316 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1315)
  %1317 = extractvalue { i32, i32, i32, i32 } %1316, 0
  %1318 = extractvalue { i32, i32, i32, i32 } %1316, 1
  %1319 = extractvalue { i32, i32, i32, i32 } %1316, 2
  %1320 = extractvalue { i32, i32, i32, i32 } %1316, 3
  %1321 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1295, i32 %1296, i32 %1297, i32 %1298, i32 %1317, i32 %1318, float %1260, float %1261, float %1262, float %1263) #7
  %1322 = extractvalue { float, float, float, float } %1321, 0
  %1323 = extractvalue { float, float, float, float } %1321, 1
  %1324 = extractvalue { float, float, float, float } %1321, 2
  %1325 = extractvalue { float, float, float, float } %1321, 3
  %1326 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1295, i32 %1296, i32 %1297, i32 %1298, i32 %1319, i32 %1320, float %1265, float %1266, float %1267, float %1268) #7
  %1327 = extractvalue { float, float, float, float } %1326, 0
  %1328 = extractvalue { float, float, float, float } %1326, 1
  %1329 = extractvalue { float, float, float, float } %1326, 2
  %1330 = extractvalue { float, float, float, float } %1326, 3
  %1331 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %535)
  %1332 = extractvalue { i32, i32, i32, i32 } %1331, 0
  %1333 = extractvalue { i32, i32, i32, i32 } %1331, 1
  %1334 = extractvalue { i32, i32, i32, i32 } %1331, 2
  %1335 = extractvalue { i32, i32, i32, i32 } %1331, 3
  %1336 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1332, i32 %1333, i32 %1334, i32 %1335, i32 %1301, i32 %1302, float %1275, float %1276, float %1277, float %1278) #7
  %1337 = extractvalue { float, float, float, float } %1336, 0
  %1338 = extractvalue { float, float, float, float } %1336, 1
  %1339 = extractvalue { float, float, float, float } %1336, 2
  %1340 = extractvalue { float, float, float, float } %1336, 3
  %1341 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1332, i32 %1333, i32 %1334, i32 %1335, i32 %1303, i32 %1304, float %1280, float %1281, float %1282, float %1283) #7
  %1342 = extractvalue { float, float, float, float } %1341, 0
  %1343 = extractvalue { float, float, float, float } %1341, 1
  %1344 = extractvalue { float, float, float, float } %1341, 2
  %1345 = extractvalue { float, float, float, float } %1341, 3
  %1346 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1332, i32 %1333, i32 %1334, i32 %1335, i32 %1317, i32 %1318, float %1285, float %1286, float %1287, float %1288) #7
  %1347 = extractvalue { float, float, float, float } %1346, 0
  %1348 = extractvalue { float, float, float, float } %1346, 1
  %1349 = extractvalue { float, float, float, float } %1346, 2
  %1350 = extractvalue { float, float, float, float } %1346, 3
  %1351 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1332, i32 %1333, i32 %1334, i32 %1335, i32 %1319, i32 %1320, float %1290, float %1291, float %1292, float %1293) #7
  %1352 = extractvalue { float, float, float, float } %1351, 0
  %1353 = extractvalue { float, float, float, float } %1351, 1
  %1354 = extractvalue { float, float, float, float } %1351, 2
  %1355 = extractvalue { float, float, float, float } %1351, 3
  %1356 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %538)
  %1357 = extractvalue { i32, i32, i32, i32 } %1356, 0
  %1358 = extractvalue { i32, i32, i32, i32 } %1356, 1
  %1359 = extractvalue { i32, i32, i32, i32 } %1356, 2
  %1360 = extractvalue { i32, i32, i32, i32 } %1356, 3
  %1361 = getelementptr bfloat, ptr addrspace(3) %1121, i64 %542
  %1362 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1361)
  %1363 = extractvalue { i32, i32, i32, i32 } %1362, 0
  %1364 = extractvalue { i32, i32, i32, i32 } %1362, 1
  %1365 = extractvalue { i32, i32, i32, i32 } %1362, 2
  %1366 = extractvalue { i32, i32, i32, i32 } %1362, 3
  %1367 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1357, i32 %1358, i32 %1359, i32 %1360, i32 %1363, i32 %1364, float %1306, float %1307, float %1308, float %1309) #7
  %1368 = extractvalue { float, float, float, float } %1367, 0
  %1369 = extractvalue { float, float, float, float } %1367, 1
  %1370 = extractvalue { float, float, float, float } %1367, 2
  %1371 = extractvalue { float, float, float, float } %1367, 3
  %1372 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1357, i32 %1358, i32 %1359, i32 %1360, i32 %1365, i32 %1366, float %1311, float %1312, float %1313, float %1314) #7
  %1373 = extractvalue { float, float, float, float } %1372, 0
  %1374 = extractvalue { float, float, float, float } %1372, 1
  %1375 = extractvalue { float, float, float, float } %1372, 2
  %1376 = extractvalue { float, float, float, float } %1372, 3
  %1377 = getelementptr bfloat, ptr addrspace(3) %1121, i64 %544
  %1378 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1377)
  %1379 = extractvalue { i32, i32, i32, i32 } %1378, 0
  %1380 = extractvalue { i32, i32, i32, i32 } %1378, 1
  %1381 = extractvalue { i32, i32, i32, i32 } %1378, 2
  %1382 = extractvalue { i32, i32, i32, i32 } %1378, 3
  %1383 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1357, i32 %1358, i32 %1359, i32 %1360, i32 %1379, i32 %1380, float %1322, float %1323, float %1324, float %1325) #7
  %1384 = extractvalue { float, float, float, float } %1383, 0
  %1385 = extractvalue { float, float, float, float } %1383, 1
  %1386 = extractvalue { float, float, float, float } %1383, 2
  %1387 = extractvalue { float, float, float, float } %1383, 3
  %1388 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1357, i32 %1358, i32 %1359, i32 %1360, i32 %1381, i32 %1382, float %1327, float %1328, float %1329, float %1330) #7
  %1389 = extractvalue { float, float, float, float } %1388, 0
  %1390 = extractvalue { float, float, float, float } %1388, 1
  %1391 = extractvalue { float, float, float, float } %1388, 2
  %1392 = extractvalue { float, float, float, float } %1388, 3
  %1393 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %547)
  %1394 = extractvalue { i32, i32, i32, i32 } %1393, 0
  %1395 = extractvalue { i32, i32, i32, i32 } %1393, 1
  %1396 = extractvalue { i32, i32, i32, i32 } %1393, 2
  %1397 = extractvalue { i32, i32, i32, i32 } %1393, 3
  %1398 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1394, i32 %1395, i32 %1396, i32 %1397, i32 %1363, i32 %1364, float %1337, float %1338, float %1339, float %1340) #7
  %1399 = extractvalue { float, float, float, float } %1398, 0
  %1400 = extractvalue { float, float, float, float } %1398, 1
  %1401 = extractvalue { float, float, float, float } %1398, 2
  %1402 = extractvalue { float, float, float, float } %1398, 3
  %1403 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1394, i32 %1395, i32 %1396, i32 %1397, i32 %1365, i32 %1366, float %1342, float %1343, float %1344, float %1345) #7
  %1404 = extractvalue { float, float, float, float } %1403, 0
  %1405 = extractvalue { float, float, float, float } %1403, 1
  %1406 = extractvalue { float, float, float, float } %1403, 2
  %1407 = extractvalue { float, float, float, float } %1403, 3
  %1408 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1394, i32 %1395, i32 %1396, i32 %1397, i32 %1379, i32 %1380, float %1347, float %1348, float %1349, float %1350) #7
  %1409 = extractvalue { float, float, float, float } %1408, 0
  %1410 = extractvalue { float, float, float, float } %1408, 1
  %1411 = extractvalue { float, float, float, float } %1408, 2
  %1412 = extractvalue { float, float, float, float } %1408, 3
  %1413 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1394, i32 %1395, i32 %1396, i32 %1397, i32 %1381, i32 %1382, float %1352, float %1353, float %1354, float %1355) #7
  %1414 = extractvalue { float, float, float, float } %1413, 0
  %1415 = extractvalue { float, float, float, float } %1413, 1
  %1416 = extractvalue { float, float, float, float } %1413, 2
  %1417 = extractvalue { float, float, float, float } %1413, 3
  %1418 = fmul float %588, %1057
  %1419 = fmul float %587, %1058
  %1420 = fmul float %586, %1059
  %1421 = fmul float %585, %1060
  %1422 = fadd float %1105, %1106
  %1423 = fadd float %1422, %1107
  %1424 = fadd float %1423, %1108
  %1425 = fadd float %1109, %1110
  %1426 = fadd float %1425, %1111
  %1427 = fadd float %1426, %1112
  %1428 = fadd float %1113, %1114
  %1429 = fadd float %1428, %1115
  %1430 = fadd float %1429, %1116
  %1431 = fadd float %1117, %1118
  %1432 = fadd float %1431, %1119
  %1433 = fadd float %1432, %1120
  %1434 = fadd float %1418, %1424
  %1435 = fadd float %1419, %1427
  %1436 = fadd float %1420, %1430
  %1437 = fadd float %1421, %1433
  %.not50 = icmp slt i32 %883, %89
  %1438 = shl nuw nsw i32 %885, 14
  %1439 = zext nneg i32 %1438 to i64
  %1440 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1439
  %1441 = add i32 %412, %883
  %1442 = shl i32 %1441, 7
  %1443 = or disjoint i32 %1442, %30
  %1444 = select i1 %.not50, i32 16, i32 0
  %narrow52 = select i1 %.not50, i32 %1443, i32 0
  %.idx51 = sext i32 %narrow52 to i64
  %1445 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx51
  %1446 = getelementptr i8, ptr addrspace(3) %1440, i64 %103
  %1447 = ptrtoint ptr addrspace(3) %1446 to i64
  %1448 = trunc i64 %1447 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1448, ptr addrspace(1) %1445, i32 %1444) #7
  %1449 = add i32 %413, %883
  %1450 = shl i32 %1449, 7
  %1451 = or disjoint i32 %1450, %30
  %narrow54 = select i1 %.not50, i32 %1451, i32 0
  %.idx53 = sext i32 %narrow54 to i64
  %1452 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx53
  %1453 = getelementptr i8, ptr addrspace(3) %1440, i64 %112
  %1454 = ptrtoint ptr addrspace(3) %1453 to i64
  %1455 = trunc i64 %1454 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1455, ptr addrspace(1) %1452, i32 %1444) #7
  %1456 = add i32 %414, %883
  %1457 = shl i32 %1456, 7
  %1458 = or disjoint i32 %1457, %30
  %narrow56 = select i1 %.not50, i32 %1458, i32 0
  %.idx55 = sext i32 %narrow56 to i64
  %1459 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx55
  %1460 = getelementptr i8, ptr addrspace(3) %1440, i64 %121
  %1461 = ptrtoint ptr addrspace(3) %1460 to i64
  %1462 = trunc i64 %1461 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1462, ptr addrspace(1) %1459, i32 %1444) #7
  %1463 = add i32 %415, %883
  %1464 = shl i32 %1463, 7
  %1465 = or disjoint i32 %1464, %30
  %narrow58 = select i1 %.not50, i32 %1465, i32 0
  %.idx57 = sext i32 %narrow58 to i64
  %1466 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx57
  %1467 = getelementptr i8, ptr addrspace(3) %1440, i64 %130
  %1468 = ptrtoint ptr addrspace(3) %1467 to i64
  %1469 = trunc i64 %1468 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1469, ptr addrspace(1) %1466, i32 %1444) #7
  %1470 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %1439
  %1471 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx51
  %1472 = getelementptr i8, ptr addrspace(3) %1470, i64 %103
  %1473 = ptrtoint ptr addrspace(3) %1472 to i64
  %1474 = trunc i64 %1473 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1474, ptr addrspace(1) %1471, i32 %1444) #7
  %1475 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx53
  %1476 = getelementptr i8, ptr addrspace(3) %1470, i64 %112
  %1477 = ptrtoint ptr addrspace(3) %1476 to i64
  %1478 = trunc i64 %1477 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1478, ptr addrspace(1) %1475, i32 %1444) #7
  %1479 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx55
  %1480 = getelementptr i8, ptr addrspace(3) %1470, i64 %121
  %1481 = ptrtoint ptr addrspace(3) %1480 to i64
  %1482 = trunc i64 %1481 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1482, ptr addrspace(1) %1479, i32 %1444) #7
  %1483 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx57
  %1484 = getelementptr i8, ptr addrspace(3) %1470, i64 %130
  %1485 = ptrtoint ptr addrspace(3) %1484 to i64
  %1486 = trunc i64 %1485 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1486, ptr addrspace(1) %1483, i32 %1444) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1487 = icmp slt i32 %886, %89
  br i1 %1487, label %548, label %._crit_edge

._crit_edge:                                      ; preds = %908, %.._crit_edge_crit_edge
  %.pre-phi259 = phi i32 [ %.pre258, %.._crit_edge_crit_edge ], [ %294, %908 ]
  %.pre-phi255 = phi i32 [ %.pre254, %.._crit_edge_crit_edge ], [ %280, %908 ]
  %.pre-phi253 = phi i32 [ %.pre252, %.._crit_edge_crit_edge ], [ %279, %908 ]
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %278, %908 ]
  %.lcssa155 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1434, %908 ]
  %.lcssa154 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1435, %908 ]
  %.lcssa153 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1436, %908 ]
  %.lcssa152 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1437, %908 ]
  %.lcssa151 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1368, %908 ]
  %.lcssa150 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1369, %908 ]
  %.lcssa149 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1370, %908 ]
  %.lcssa148 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1371, %908 ]
  %.lcssa147 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1373, %908 ]
  %.lcssa146 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1374, %908 ]
  %.lcssa145 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1375, %908 ]
  %.lcssa144 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1376, %908 ]
  %.lcssa143 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1384, %908 ]
  %.lcssa142 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1385, %908 ]
  %.lcssa141 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1386, %908 ]
  %.lcssa140 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1387, %908 ]
  %.lcssa139 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1389, %908 ]
  %.lcssa138 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1390, %908 ]
  %.lcssa137 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1391, %908 ]
  %.lcssa136 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1392, %908 ]
  %.lcssa135 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1399, %908 ]
  %.lcssa134 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1400, %908 ]
  %.lcssa133 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1401, %908 ]
  %.lcssa132 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1402, %908 ]
  %.lcssa131 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1404, %908 ]
  %.lcssa130 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1405, %908 ]
  %.lcssa129 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1406, %908 ]
  %.lcssa128 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1407, %908 ]
  %.lcssa127 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1409, %908 ]
  %.lcssa126 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1410, %908 ]
  %.lcssa125 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1411, %908 ]
  %.lcssa124 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1412, %908 ]
  %.lcssa123 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1414, %908 ]
  %.lcssa122 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1415, %908 ]
  %.lcssa121 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1416, %908 ]
  %.lcssa120 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1417, %908 ]
  %.lcssa119 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1001, %908 ]
  %.lcssa118 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1002, %908 ]
  %.lcssa117 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1003, %908 ]
  %.lcssa116 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1004, %908 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1488 = and i32 %.pre-phi, 7
  %1489 = or disjoint i32 %.pre-phi253, %1488
  %1490 = zext nneg i32 %1489 to i64
  %1491 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1490
  store float %.lcssa119, ptr addrspace(3) %1491, align 4
  %1492 = or disjoint i32 %1488, 8
  %1493 = or disjoint i32 %1492, %.pre-phi253
  %1494 = zext nneg i32 %1493 to i64
  %1495 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1494
  store float %.lcssa118, ptr addrspace(3) %1495, align 4
  %1496 = or disjoint i32 %.pre-phi255, %1488
  %1497 = zext nneg i32 %1496 to i64
  %1498 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1497
  store float %.lcssa117, ptr addrspace(3) %1498, align 4
  %1499 = or disjoint i32 %.pre-phi255, %1492
  %1500 = zext nneg i32 %1499 to i64
  %1501 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1500
  store float %.lcssa116, ptr addrspace(3) %1501, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1502 = fdiv float 1.000000e+00, %.lcssa155
  %1503 = fdiv float 1.000000e+00, %.lcssa154
  %1504 = fdiv float 1.000000e+00, %.lcssa153
  %1505 = fdiv float 1.000000e+00, %.lcssa152
  %1506 = fmul float %1502, %.lcssa151
  %1507 = fmul float %1502, %.lcssa150
  %1508 = fmul float %1503, %.lcssa149
  %1509 = fmul float %1503, %.lcssa148
  %1510 = fmul float %1502, %.lcssa147
  %1511 = fmul float %1502, %.lcssa146
  %1512 = fmul float %1503, %.lcssa145
  %1513 = fmul float %1503, %.lcssa144
  %1514 = fmul float %1502, %.lcssa143
  %1515 = fmul float %1502, %.lcssa142
  %1516 = fmul float %1503, %.lcssa141
  %1517 = fmul float %1503, %.lcssa140
  %1518 = fmul float %1502, %.lcssa139
  %1519 = fmul float %1502, %.lcssa138
  %1520 = fmul float %1503, %.lcssa137
  %1521 = fmul float %1503, %.lcssa136
  %1522 = fmul float %1504, %.lcssa135
  %1523 = fmul float %1504, %.lcssa134
  %1524 = fmul float %1505, %.lcssa133
  %1525 = fmul float %1505, %.lcssa132
  %1526 = fmul float %1504, %.lcssa131
  %1527 = fmul float %1504, %.lcssa130
  %1528 = fmul float %1505, %.lcssa129
  %1529 = fmul float %1505, %.lcssa128
  %1530 = fmul float %1504, %.lcssa127
  %1531 = fmul float %1504, %.lcssa126
  %1532 = fmul float %1505, %.lcssa125
  %1533 = fmul float %1505, %.lcssa124
  %1534 = fmul float %1504, %.lcssa123
  %1535 = fmul float %1504, %.lcssa122
  %1536 = fmul float %1505, %.lcssa121
  %1537 = fmul float %1505, %.lcssa120
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
  %1570 = and i32 %7, 96
  %1571 = or disjoint i32 %.pre-phi259, %1570
  %1572 = or disjoint i32 %1489, %13
  %1573 = add i32 %11, %1572
  %1574 = shl i32 %1573, 7
  %1575 = or disjoint i32 %1574, %1571
  %1576 = sext i32 %1575 to i64
  %1577 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1576
  %1578 = icmp slt i32 %1572, %4
  %1579 = zext i1 %1578 to i32
  %1580 = bitcast bfloat %1538 to i16
  %1581 = bitcast bfloat %1539 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1579, i16 %1580, i16 %1581, ptr addrspace(1) %1577) #7
  %1582 = or disjoint i32 %1493, %13
  %1583 = add i32 %11, %1582
  %1584 = shl i32 %1583, 7
  %1585 = or disjoint i32 %1584, %1571
  %1586 = sext i32 %1585 to i64
  %1587 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1586
  %1588 = icmp slt i32 %1582, %4
  %1589 = zext i1 %1588 to i32
  %1590 = bitcast bfloat %1540 to i16
  %1591 = bitcast bfloat %1541 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1589, i16 %1590, i16 %1591, ptr addrspace(1) %1587) #7
  %1592 = or disjoint i32 %1571, 8
  %1593 = or disjoint i32 %1574, %1592
  %1594 = sext i32 %1593 to i64
  %1595 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1594
  %1596 = bitcast bfloat %1542 to i16
  %1597 = bitcast bfloat %1543 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1579, i16 %1596, i16 %1597, ptr addrspace(1) %1595) #7
  %1598 = or disjoint i32 %1584, %1592
  %1599 = sext i32 %1598 to i64
  %1600 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1599
  %1601 = bitcast bfloat %1544 to i16
  %1602 = bitcast bfloat %1545 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1589, i16 %1601, i16 %1602, ptr addrspace(1) %1600) #7
  %1603 = or disjoint i32 %1571, 16
  %1604 = or disjoint i32 %1574, %1603
  %1605 = sext i32 %1604 to i64
  %1606 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1605
  %1607 = bitcast bfloat %1546 to i16
  %1608 = bitcast bfloat %1547 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1579, i16 %1607, i16 %1608, ptr addrspace(1) %1606) #7
  %1609 = or disjoint i32 %1584, %1603
  %1610 = sext i32 %1609 to i64
  %1611 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1610
  %1612 = bitcast bfloat %1548 to i16
  %1613 = bitcast bfloat %1549 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1589, i16 %1612, i16 %1613, ptr addrspace(1) %1611) #7
  %1614 = or disjoint i32 %1571, 24
  %1615 = or disjoint i32 %1574, %1614
  %1616 = sext i32 %1615 to i64
  %1617 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1616
  %1618 = bitcast bfloat %1550 to i16
  %1619 = bitcast bfloat %1551 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1579, i16 %1618, i16 %1619, ptr addrspace(1) %1617) #7
  %1620 = or disjoint i32 %1584, %1614
  %1621 = sext i32 %1620 to i64
  %1622 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1621
  %1623 = bitcast bfloat %1552 to i16
  %1624 = bitcast bfloat %1553 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1589, i16 %1623, i16 %1624, ptr addrspace(1) %1622) #7
  %1625 = or disjoint i32 %1496, %13
  %1626 = add i32 %11, %1625
  %1627 = shl i32 %1626, 7
  %1628 = or disjoint i32 %1627, %1571
  %1629 = sext i32 %1628 to i64
  %1630 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1629
  %1631 = icmp slt i32 %1625, %4
  %1632 = zext i1 %1631 to i32
  %1633 = bitcast bfloat %1554 to i16
  %1634 = bitcast bfloat %1555 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1632, i16 %1633, i16 %1634, ptr addrspace(1) %1630) #7
  %1635 = or disjoint i32 %1499, %13
  %1636 = add i32 %11, %1635
  %1637 = shl i32 %1636, 7
  %1638 = or disjoint i32 %1637, %1571
  %1639 = sext i32 %1638 to i64
  %1640 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1639
  %1641 = icmp slt i32 %1635, %4
  %1642 = zext i1 %1641 to i32
  %1643 = bitcast bfloat %1556 to i16
  %1644 = bitcast bfloat %1557 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1642, i16 %1643, i16 %1644, ptr addrspace(1) %1640) #7
  %1645 = or disjoint i32 %1627, %1592
  %1646 = sext i32 %1645 to i64
  %1647 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1646
  %1648 = bitcast bfloat %1558 to i16
  %1649 = bitcast bfloat %1559 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1632, i16 %1648, i16 %1649, ptr addrspace(1) %1647) #7
  %1650 = or disjoint i32 %1637, %1592
  %1651 = sext i32 %1650 to i64
  %1652 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1651
  %1653 = bitcast bfloat %1560 to i16
  %1654 = bitcast bfloat %1561 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1642, i16 %1653, i16 %1654, ptr addrspace(1) %1652) #7
  %1655 = or disjoint i32 %1627, %1603
  %1656 = sext i32 %1655 to i64
  %1657 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1656
  %1658 = bitcast bfloat %1562 to i16
  %1659 = bitcast bfloat %1563 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1632, i16 %1658, i16 %1659, ptr addrspace(1) %1657) #7
  %1660 = or disjoint i32 %1637, %1603
  %1661 = sext i32 %1660 to i64
  %1662 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1661
  %1663 = bitcast bfloat %1564 to i16
  %1664 = bitcast bfloat %1565 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1642, i16 %1663, i16 %1664, ptr addrspace(1) %1662) #7
  %1665 = or disjoint i32 %1627, %1614
  %1666 = sext i32 %1665 to i64
  %1667 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1666
  %1668 = bitcast bfloat %1566 to i16
  %1669 = bitcast bfloat %1567 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1632, i16 %1668, i16 %1669, ptr addrspace(1) %1667) #7
  %1670 = or disjoint i32 %1637, %1614
  %1671 = sext i32 %1670 to i64
  %1672 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1671
  %1673 = bitcast bfloat %1568 to i16
  %1674 = bitcast bfloat %1569 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1642, i16 %1673, i16 %1674, ptr addrspace(1) %1672) #7
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
