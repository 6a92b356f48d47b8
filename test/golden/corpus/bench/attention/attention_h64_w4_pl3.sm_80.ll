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
  %88 = icmp slt i32 %4, 1
  %89 = add i32 %11, %14
  %90 = shl i32 %89, 6
  %91 = or disjoint i32 %90, %30
  %92 = select i1 %88, i32 0, i32 16
  %narrow = select i1 %88, i32 0, i32 %91
  %.idx = sext i32 %narrow to i64
  %93 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx
  %94 = lshr exact i32 %30, 3
  %95 = and i32 %14, 7
  %96 = xor i32 %94, %95
  %97 = shl nuw nsw i32 %14, 7
  %98 = shl nuw nsw i32 %96, 4
  %99 = or disjoint i32 %98, %97
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %100
  %102 = ptrtoint ptr addrspace(3) %101 to i64
  %103 = trunc i64 %102 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %103, ptr addrspace(1) %93, i32 %92) #7
  %104 = add i32 %11, %18
  %105 = shl i32 %104, 6
  %106 = or disjoint i32 %105, %30
  %narrow4 = select i1 %88, i32 0, i32 %106
  %.idx3 = sext i32 %narrow4 to i64
  %107 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx3
  %108 = shl nuw nsw i32 %18, 7
  %109 = or disjoint i32 %98, %108
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %110
  %112 = ptrtoint ptr addrspace(3) %111 to i64
  %113 = trunc i64 %112 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %113, ptr addrspace(1) %107, i32 %92) #7
  %114 = add i32 %11, %22
  %115 = shl i32 %114, 6
  %116 = or disjoint i32 %115, %30
  %narrow6 = select i1 %88, i32 0, i32 %116
  %.idx5 = sext i32 %narrow6 to i64
  %117 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx5
  %118 = shl nuw nsw i32 %22, 7
  %119 = or disjoint i32 %98, %118
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %120
  %122 = ptrtoint ptr addrspace(3) %121 to i64
  %123 = trunc i64 %122 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %123, ptr addrspace(1) %117, i32 %92) #7
  %124 = add i32 %11, %26
  %125 = shl i32 %124, 6
  %126 = or disjoint i32 %125, %30
  %narrow8 = select i1 %88, i32 0, i32 %126
  %.idx7 = sext i32 %narrow8 to i64
  %127 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx7
  %128 = shl nuw nsw i32 %26, 7
  %129 = or disjoint i32 %98, %128
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %130
  %132 = ptrtoint ptr addrspace(3) %131 to i64
  %133 = trunc i64 %132 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %133, ptr addrspace(1) %127, i32 %92) #7
  %134 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx
  %135 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %100
  %136 = ptrtoint ptr addrspace(3) %135 to i64
  %137 = trunc i64 %136 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %137, ptr addrspace(1) %134, i32 %92) #7
  %138 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx3
  %139 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %110
  %140 = ptrtoint ptr addrspace(3) %139 to i64
  %141 = trunc i64 %140 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %141, ptr addrspace(1) %138, i32 %92) #7
  %142 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx5
  %143 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %120
  %144 = ptrtoint ptr addrspace(3) %143 to i64
  %145 = trunc i64 %144 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %145, ptr addrspace(1) %142, i32 %92) #7
  %146 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx7
  %147 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %130
  %148 = ptrtoint ptr addrspace(3) %147 to i64
  %149 = trunc i64 %148 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %149, ptr addrspace(1) %146, i32 %92) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %150 = icmp slt i32 %4, 65
  %151 = shl nuw nsw i32 %14, 6
  %152 = or disjoint i32 %151, %30
  %153 = or disjoint i32 %152, 4096
  %154 = add i32 %153, %12
  %155 = select i1 %150, i32 0, i32 16
  %narrow18 = select i1 %150, i32 0, i32 %154
  %.idx17 = sext i32 %narrow18 to i64
  %156 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx17
  %157 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %100
  %158 = ptrtoint ptr addrspace(3) %157 to i64
  %159 = trunc i64 %158 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %159, ptr addrspace(1) %156, i32 %155) #7
  %160 = or disjoint i32 %152, 5120
  %161 = add i32 %160, %12
  %narrow20 = select i1 %150, i32 0, i32 %161
  %.idx19 = sext i32 %narrow20 to i64
  %162 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx19
  %163 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %110
  %164 = ptrtoint ptr addrspace(3) %163 to i64
  %165 = trunc i64 %164 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %165, ptr addrspace(1) %162, i32 %155) #7
  %166 = or disjoint i32 %152, 6144
  %167 = add i32 %166, %12
  %narrow22 = select i1 %150, i32 0, i32 %167
  %.idx21 = sext i32 %narrow22 to i64
  %168 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx21
  %169 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %120
  %170 = ptrtoint ptr addrspace(3) %169 to i64
  %171 = trunc i64 %170 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %171, ptr addrspace(1) %168, i32 %155) #7
  %172 = or disjoint i32 %152, 7168
  %173 = add i32 %172, %12
  %narrow24 = select i1 %150, i32 0, i32 %173
  %.idx23 = sext i32 %narrow24 to i64
  %174 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx23
  %175 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 8192), i64 %130
  %176 = ptrtoint ptr addrspace(3) %175 to i64
  %177 = trunc i64 %176 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %177, ptr addrspace(1) %174, i32 %155) #7
  %178 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx17
  %179 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %100
  %180 = ptrtoint ptr addrspace(3) %179 to i64
  %181 = trunc i64 %180 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %181, ptr addrspace(1) %178, i32 %155) #7
  %182 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx19
  %183 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %110
  %184 = ptrtoint ptr addrspace(3) %183 to i64
  %185 = trunc i64 %184 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %185, ptr addrspace(1) %182, i32 %155) #7
  %186 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx21
  %187 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %120
  %188 = ptrtoint ptr addrspace(3) %187 to i64
  %189 = trunc i64 %188 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %189, ptr addrspace(1) %186, i32 %155) #7
  %190 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx23
  %191 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 32768), i64 %130
  %192 = ptrtoint ptr addrspace(3) %191 to i64
  %193 = trunc i64 %192 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %193, ptr addrspace(1) %190, i32 %155) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %194 = mul nuw nsw i32 %14, 72
  %195 = add nuw nsw i32 %194, %30
  %196 = shl nuw nsw i32 %195, 1
  %197 = zext nneg i32 %196 to i64
  %198 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %197
  %199 = insertelement <4 x i16> poison, i16 %43, i64 0
  %200 = insertelement <4 x i16> %199, i16 %44, i64 1
  %201 = insertelement <4 x i16> %200, i16 %45, i64 2
  %202 = insertelement <4 x i16> %201, i16 %46, i64 3
  store <4 x i16> %202, ptr addrspace(3) %198, align 16
  %203 = or disjoint i32 %30, 4
  %204 = add nuw nsw i32 %203, %194
  %205 = shl nuw nsw i32 %204, 1
  %206 = zext nneg i32 %205 to i64
  %207 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %206
  %208 = insertelement <4 x i16> poison, i16 %47, i64 0
  %209 = insertelement <4 x i16> %208, i16 %48, i64 1
  %210 = insertelement <4 x i16> %209, i16 %49, i64 2
  %211 = insertelement <4 x i16> %210, i16 %50, i64 3
  store <4 x i16> %211, ptr addrspace(3) %207, align 8
  %212 = mul nuw nsw i32 %18, 72
  %213 = add nuw nsw i32 %212, %30
  %214 = shl nuw nsw i32 %213, 1
  %215 = zext nneg i32 %214 to i64
  %216 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %215
  %217 = insertelement <4 x i16> poison, i16 %55, i64 0
  %218 = insertelement <4 x i16> %217, i16 %56, i64 1
  %219 = insertelement <4 x i16> %218, i16 %57, i64 2
  %220 = insertelement <4 x i16> %219, i16 %58, i64 3
  store <4 x i16> %220, ptr addrspace(3) %216, align 16
  %221 = or disjoint i32 %8, 1028
  %222 = and i32 %221, 60
  %223 = lshr i32 %221, 6
  %224 = mul nuw nsw i32 %223, 72
  %225 = add nuw nsw i32 %224, %222
  %226 = shl nuw nsw i32 %225, 1
  %227 = zext nneg i32 %226 to i64
  %228 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %227
  %229 = insertelement <4 x i16> poison, i16 %59, i64 0
  %230 = insertelement <4 x i16> %229, i16 %60, i64 1
  %231 = insertelement <4 x i16> %230, i16 %61, i64 2
  %232 = insertelement <4 x i16> %231, i16 %62, i64 3
  store <4 x i16> %232, ptr addrspace(3) %228, align 8
  %233 = mul nuw nsw i32 %22, 72
  %234 = add nuw nsw i32 %233, %30
  %235 = shl nuw nsw i32 %234, 1
  %236 = zext nneg i32 %235 to i64
  %237 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %236
  %238 = insertelement <4 x i16> poison, i16 %67, i64 0
  %239 = insertelement <4 x i16> %238, i16 %68, i64 1
  %240 = insertelement <4 x i16> %239, i16 %69, i64 2
  %241 = insertelement <4 x i16> %240, i16 %70, i64 3
  store <4 x i16> %241, ptr addrspace(3) %237, align 16
  %242 = or disjoint i32 %8, 2052
  %243 = and i32 %242, 60
  %244 = lshr i32 %242, 6
  %245 = mul nuw nsw i32 %244, 72
  %246 = add nuw nsw i32 %245, %243
  %247 = shl nuw nsw i32 %246, 1
  %248 = zext nneg i32 %247 to i64
  %249 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %248
  %250 = insertelement <4 x i16> poison, i16 %71, i64 0
  %251 = insertelement <4 x i16> %250, i16 %72, i64 1
  %252 = insertelement <4 x i16> %251, i16 %73, i64 2
  %253 = insertelement <4 x i16> %252, i16 %74, i64 3
  store <4 x i16> %253, ptr addrspace(3) %249, align 8
  %254 = mul nuw nsw i32 %26, 72
  %255 = add nuw nsw i32 %254, %30
  %256 = shl nuw nsw i32 %255, 1
  %257 = zext nneg i32 %256 to i64
  %258 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %257
  %259 = insertelement <4 x i16> poison, i16 %79, i64 0
  %260 = insertelement <4 x i16> %259, i16 %80, i64 1
  %261 = insertelement <4 x i16> %260, i16 %81, i64 2
  %262 = insertelement <4 x i16> %261, i16 %82, i64 3
  store <4 x i16> %262, ptr addrspace(3) %258, align 16
  %263 = or disjoint i32 %8, 3076
  %264 = and i32 %263, 60
  %265 = lshr i32 %263, 6
  %266 = mul nuw nsw i32 %265, 72
  %267 = add nuw nsw i32 %266, %264
  %268 = shl nuw nsw i32 %267, 1
  %269 = zext nneg i32 %268 to i64
  %270 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %269
  %271 = insertelement <4 x i16> poison, i16 %83, i64 0
  %272 = insertelement <4 x i16> %271, i16 %84, i64 1
  %273 = insertelement <4 x i16> %272, i16 %85, i64 2
  %274 = insertelement <4 x i16> %273, i16 %86, i64 3
  store <4 x i16> %274, ptr addrspace(3) %270, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %275 = icmp sgt i32 %4, 0
  %276 = lshr i32 %7, 1
  %277 = and i32 %276, 48
  br i1 %275, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %6
  %278 = and i32 %7, 7
  %279 = and i32 %7, 8
  %280 = and i32 %7, 15
  %281 = or disjoint i32 %277, %280
  %282 = and i32 %276, 8
  %283 = mul nuw nsw i32 %281, 72
  %284 = add nuw nsw i32 %283, %282
  %285 = or disjoint i32 %282, %278
  %286 = shl nuw nsw i32 %285, 6
  %287 = shl nuw nsw i32 %278, 3
  %288 = lshr i32 %7, 4
  %289 = and i32 %288, 1
  %290 = xor i32 %289, %278
  %291 = shl nuw nsw i32 %7, 7
  %292 = and i32 %291, 1920
  %293 = shl nuw nsw i32 %290, 4
  %294 = or disjoint i32 %293, %292
  %295 = lshr exact i32 %294, 1
  %296 = zext nneg i32 %295 to i64
  %297 = or disjoint i32 %289, 2
  %298 = xor i32 %297, %278
  %299 = shl nuw nsw i32 %298, 4
  %300 = or disjoint i32 %299, %292
  %301 = lshr exact i32 %300, 1
  %302 = zext nneg i32 %301 to i64
  %303 = or disjoint i32 %289, 4
  %304 = xor i32 %303, %278
  %305 = shl nuw nsw i32 %304, 4
  %306 = or disjoint i32 %305, %292
  %307 = lshr exact i32 %306, 1
  %308 = zext nneg i32 %307 to i64
  %309 = or i32 %288, 6
  %310 = xor i32 %309, %278
  %311 = shl nuw nsw i32 %310, 4
  %312 = or disjoint i32 %311, %292
  %313 = lshr exact i32 %312, 1
  %314 = zext nneg i32 %313 to i64
  %315 = or disjoint i32 %292, 2048
  %316 = or disjoint i32 %293, %315
  %317 = lshr exact i32 %316, 1
  %318 = zext nneg i32 %317 to i64
  %319 = or disjoint i32 %299, %315
  %320 = lshr exact i32 %319, 1
  %321 = zext nneg i32 %320 to i64
  %322 = or disjoint i32 %305, %315
  %323 = lshr exact i32 %322, 1
  %324 = zext nneg i32 %323 to i64
  %325 = or disjoint i32 %311, %315
  %326 = lshr exact i32 %325, 1
  %327 = zext nneg i32 %326 to i64
  %328 = or disjoint i32 %292, 4096
  %329 = or disjoint i32 %293, %328
  %330 = lshr exact i32 %329, 1
  %331 = zext nneg i32 %330 to i64
  %332 = or disjoint i32 %299, %328
  %333 = lshr exact i32 %332, 1
  %334 = zext nneg i32 %333 to i64
  %335 = or disjoint i32 %305, %328
  %336 = lshr exact i32 %335, 1
  %337 = zext nneg i32 %336 to i64
  %338 = or disjoint i32 %311, %328
  %339 = lshr exact i32 %338, 1
  %340 = zext nneg i32 %339 to i64
  %341 = or disjoint i32 %292, 6144
  %342 = or disjoint i32 %293, %341
  %343 = lshr exact i32 %342, 1
  %344 = zext nneg i32 %343 to i64
  %345 = or disjoint i32 %299, %341
  %346 = lshr exact i32 %345, 1
  %347 = zext nneg i32 %346 to i64
  %348 = or disjoint i32 %305, %341
  %349 = lshr exact i32 %348, 1
  %350 = zext nneg i32 %349 to i64
  %351 = or disjoint i32 %311, %341
  %352 = lshr exact i32 %351, 1
  %353 = zext nneg i32 %352 to i64
  %354 = zext nneg i32 %284 to i64
  %355 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %354
  %356 = xor i32 %279, %287
  %357 = or disjoint i32 %356, %286
  %358 = zext nneg i32 %357 to i64
  %359 = zext nneg i32 %284 to i64
  %360 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %359
  %361 = getelementptr i8, ptr addrspace(3) %360, i64 32
  %362 = or disjoint i32 %279, 16
  %363 = xor i32 %362, %287
  %364 = or disjoint i32 %363, %286
  %365 = zext nneg i32 %364 to i64
  %366 = zext nneg i32 %284 to i64
  %367 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %366
  %368 = getelementptr i8, ptr addrspace(3) %367, i64 64
  %369 = or disjoint i32 %279, 32
  %370 = xor i32 %369, %287
  %371 = or disjoint i32 %370, %286
  %372 = zext nneg i32 %371 to i64
  %373 = zext nneg i32 %284 to i64
  %374 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %373
  %375 = getelementptr i8, ptr addrspace(3) %374, i64 96
  %376 = or disjoint i32 %279, 48
  %377 = xor i32 %376, %287
  %378 = or disjoint i32 %377, %286
  %379 = zext nneg i32 %378 to i64
  br label %380

380:                                              ; preds = %.lr.ph, %380
  %381 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %751, %380 ]
  %382 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %750, %380 ]
  %383 = phi float [ 0.000000e+00, %.lr.ph ], [ %1270, %380 ]
  %384 = phi float [ 0.000000e+00, %.lr.ph ], [ %1269, %380 ]
  %385 = phi float [ 0.000000e+00, %.lr.ph ], [ %1268, %380 ]
  %386 = phi float [ 0.000000e+00, %.lr.ph ], [ %1267, %380 ]
  %387 = phi float [ 0.000000e+00, %.lr.ph ], [ %1265, %380 ]
  %388 = phi float [ 0.000000e+00, %.lr.ph ], [ %1264, %380 ]
  %389 = phi float [ 0.000000e+00, %.lr.ph ], [ %1263, %380 ]
  %390 = phi float [ 0.000000e+00, %.lr.ph ], [ %1262, %380 ]
  %391 = phi float [ 0.000000e+00, %.lr.ph ], [ %1254, %380 ]
  %392 = phi float [ 0.000000e+00, %.lr.ph ], [ %1253, %380 ]
  %393 = phi float [ 0.000000e+00, %.lr.ph ], [ %1252, %380 ]
  %394 = phi float [ 0.000000e+00, %.lr.ph ], [ %1251, %380 ]
  %395 = phi float [ 0.000000e+00, %.lr.ph ], [ %1249, %380 ]
  %396 = phi float [ 0.000000e+00, %.lr.ph ], [ %1248, %380 ]
  %397 = phi float [ 0.000000e+00, %.lr.ph ], [ %1247, %380 ]
  %398 = phi float [ 0.000000e+00, %.lr.ph ], [ %1246, %380 ]
  %399 = phi float [ 0.000000e+00, %.lr.ph ], [ %1238, %380 ]
  %400 = phi float [ 0.000000e+00, %.lr.ph ], [ %1237, %380 ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %1236, %380 ]
  %402 = phi float [ 0.000000e+00, %.lr.ph ], [ %1235, %380 ]
  %403 = phi float [ 0.000000e+00, %.lr.ph ], [ %1233, %380 ]
  %404 = phi float [ 0.000000e+00, %.lr.ph ], [ %1232, %380 ]
  %405 = phi float [ 0.000000e+00, %.lr.ph ], [ %1231, %380 ]
  %406 = phi float [ 0.000000e+00, %.lr.ph ], [ %1230, %380 ]
  %407 = phi float [ 0.000000e+00, %.lr.ph ], [ %1222, %380 ]
  %408 = phi float [ 0.000000e+00, %.lr.ph ], [ %1221, %380 ]
  %409 = phi float [ 0.000000e+00, %.lr.ph ], [ %1220, %380 ]
  %410 = phi float [ 0.000000e+00, %.lr.ph ], [ %1219, %380 ]
  %411 = phi float [ 0.000000e+00, %.lr.ph ], [ %1217, %380 ]
  %412 = phi float [ 0.000000e+00, %.lr.ph ], [ %1216, %380 ]
  %413 = phi float [ 0.000000e+00, %.lr.ph ], [ %1215, %380 ]
  %414 = phi float [ 0.000000e+00, %.lr.ph ], [ %1214, %380 ]
  %415 = phi float [ 0.000000e+00, %.lr.ph ], [ %901, %380 ]
  %416 = phi float [ 0.000000e+00, %.lr.ph ], [ %900, %380 ]
  %417 = phi i32 [ 0, %.lr.ph ], [ %1320, %380 ]
  %418 = lshr exact i32 %417, 6
  %419 = urem i32 %418, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %420 = shl nuw nsw i32 %419, 13
  %421 = zext nneg i32 %420 to i64
  %422 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %421
  %423 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %355)
  %424 = extractvalue { i32, i32, i32, i32 } %423, 0
  %425 = extractvalue { i32, i32, i32, i32 } %423, 1
  %426 = extractvalue { i32, i32, i32, i32 } %423, 2
  %427 = extractvalue { i32, i32, i32, i32 } %423, 3
  %428 = getelementptr bfloat, ptr addrspace(3) %422, i64 %358
  %429 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %428)
  %430 = extractvalue { i32, i32, i32, i32 } %429, 0
  %431 = extractvalue { i32, i32, i32, i32 } %429, 1
  %432 = extractvalue { i32, i32, i32, i32 } %429, 2
  %433 = extractvalue { i32, i32, i32, i32 } %429, 3
  %434 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %424, i32 %425, i32 %426, i32 %427, i32 %430, i32 %431, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %435 = extractvalue { float, float, float, float } %434, 0
  %436 = extractvalue { float, float, float, float } %434, 1
  %437 = extractvalue { float, float, float, float } %434, 2
  %438 = extractvalue { float, float, float, float } %434, 3
  %439 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %424, i32 %425, i32 %426, i32 %427, i32 %432, i32 %433, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %440 = extractvalue { float, float, float, float } %439, 0
  %441 = extractvalue { float, float, float, float } %439, 1
  %442 = extractvalue { float, float, float, float } %439, 2
  %443 = extractvalue { float, float, float, float } %439, 3
  %444 = getelementptr i8, ptr addrspace(3) %428, i64 2048
  %445 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %444)
  %446 = extractvalue { i32, i32, i32, i32 } %445, 0
  %447 = extractvalue { i32, i32, i32, i32 } %445, 1
  %448 = extractvalue { i32, i32, i32, i32 } %445, 2
  %449 = extractvalue { i32, i32, i32, i32 } %445, 3
  %450 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %424, i32 %425, i32 %426, i32 %427, i32 %446, i32 %447, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %451 = extractvalue { float, float, float, float } %450, 0
  %452 = extractvalue { float, float, float, float } %450, 1
  %453 = extractvalue { float, float, float, float } %450, 2
  %454 = extractvalue { float, float, float, float } %450, 3
  %455 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %424, i32 %425, i32 %426, i32 %427, i32 %448, i32 %449, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %456 = extractvalue { float, float, float, float } %455, 0
  %457 = extractvalue { float, float, float, float } %455, 1
  %458 = extractvalue { float, float, float, float } %455, 2
  %459 = extractvalue { float, float, float, float } %455, 3
  %460 = getelementptr i8, ptr addrspace(3) %428, i64 4096
  %461 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %460)
  %462 = extractvalue { i32, i32, i32, i32 } %461, 0
  %463 = extractvalue { i32, i32, i32, i32 } %461, 1
  %464 = extractvalue { i32, i32, i32, i32 } %461, 2
  %465 = extractvalue { i32, i32, i32, i32 } %461, 3
  %466 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %424, i32 %425, i32 %426, i32 %427, i32 %462, i32 %463, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %467 = extractvalue { float, float, float, float } %466, 0
  %468 = extractvalue { float, float, float, float } %466, 1
  %469 = extractvalue { float, float, float, float } %466, 2
  %470 = extractvalue { float, float, float, float } %466, 3
  %471 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %424, i32 %425, i32 %426, i32 %427, i32 %464, i32 %465, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %472 = extractvalue { float, float, float, float } %471, 0
  %473 = extractvalue { float, float, float, float } %471, 1
  %474 = extractvalue { float, float, float, float } %471, 2
  %475 = extractvalue { float, float, float, float } %471, 3
  %476 = getelementptr i8, ptr addrspace(3) %428, i64 6144
  %477 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %476)
  %478 = extractvalue { i32, i32, i32, i32 } %477, 0
  %479 = extractvalue { i32, i32, i32, i32 } %477, 1
  %480 = extractvalue { i32, i32, i32, i32 } %477, 2
  %481 = extractvalue { i32, i32, i32, i32 } %477, 3
  %482 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %424, i32 %425, i32 %426, i32 %427, i32 %478, i32 %479, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %483 = extractvalue { float, float, float, float } %482, 0
  %484 = extractvalue { float, float, float, float } %482, 1
  %485 = extractvalue { float, float, float, float } %482, 2
  %486 = extractvalue { float, float, float, float } %482, 3
  %487 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %424, i32 %425, i32 %426, i32 %427, i32 %480, i32 %481, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %488 = extractvalue { float, float, float, float } %487, 0
  %489 = extractvalue { float, float, float, float } %487, 1
  %490 = extractvalue { float, float, float, float } %487, 2
  %491 = extractvalue { float, float, float, float } %487, 3
  %492 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %361)
  %493 = extractvalue { i32, i32, i32, i32 } %492, 0
  %494 = extractvalue { i32, i32, i32, i32 } %492, 1
  %495 = extractvalue { i32, i32, i32, i32 } %492, 2
  %496 = extractvalue { i32, i32, i32, i32 } %492, 3
  %497 = getelementptr bfloat, ptr addrspace(3) %422, i64 %365
  %498 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %497)
  %499 = extractvalue { i32, i32, i32, i32 } %498, 0
  %500 = extractvalue { i32, i32, i32, i32 } %498, 1
  %501 = extractvalue { i32, i32, i32, i32 } %498, 2
  %502 = extractvalue { i32, i32, i32, i32 } %498, 3
  %503 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %493, i32 %494, i32 %495, i32 %496, i32 %499, i32 %500, float %435, float %436, float %437, float %438) #7
  %504 = extractvalue { float, float, float, float } %503, 0
  %505 = extractvalue { float, float, float, float } %503, 1
  %506 = extractvalue { float, float, float, float } %503, 2
  %507 = extractvalue { float, float, float, float } %503, 3
  %508 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %493, i32 %494, i32 %495, i32 %496, i32 %501, i32 %502, float %440, float %441, float %442, float %443) #7
  %509 = extractvalue { float, float, float, float } %508, 0
  %510 = extractvalue { float, float, float, float } %508, 1
  %511 = extractvalue { float, float, float, float } %508, 2
  %512 = extractvalue { float, float, float, float } %508, 3
  %513 = getelementptr i8, ptr addrspace(3) %497, i64 2048
  %514 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %513)
  %515 = extractvalue { i32, i32, i32, i32 } %514, 0
  %516 = extractvalue { i32, i32, i32, i32 } %514, 1
  %517 = extractvalue { i32, i32, i32, i32 } %514, 2
  %518 = extractvalue { i32, i32, i32, i32 } %514, 3
  %519 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %493, i32 %494, i32 %495, i32 %496, i32 %515, i32 %516, float %451, float %452, float %453, float %454) #7
  %520 = extractvalue { float, float, float, float } %519, 0
  %521 = extractvalue { float, float, float, float } %519, 1
  %522 = extractvalue { float, float, float, float } %519, 2
  %523 = extractvalue { float, float, float, float } %519, 3
  %524 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %493, i32 %494, i32 %495, i32 %496, i32 %517, i32 %518, float %456, float %457, float %458, float %459) #7
  %525 = extractvalue { float, float, float, float } %524, 0
  %526 = extractvalue { float, float, float, float } %524, 1
  %527 = extractvalue { float, float, float, float } %524, 2
  %528 = extractvalue { float, float, float, float } %524, 3
  %529 = getelementptr i8, ptr addrspace(3) %497, i64 4096
  %530 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %529)
  %531 = extractvalue { i32, i32, i32, i32 } %530, 0
  %532 = extractvalue { i32, i32, i32, i32 } %530, 1
  %533 = extractvalue { i32, i32, i32, i32 } %530, 2
  %534 = extractvalue { i32, i32, i32, i32 } %530, 3
  %535 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %493, i32 %494, i32 %495, i32 %496, i32 %531, i32 %532, float %467, float %468, float %469, float %470) #7
  %536 = extractvalue { float, float, float, float } %535, 0
  %537 = extractvalue { float, float, float, float } %535, 1
  %538 = extractvalue { float, float, float, float } %535, 2
  %539 = extractvalue { float, float, float, float } %535, 3
  %540 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %493, i32 %494, i32 %495, i32 %496, i32 %533, i32 %534, float %472, float %473, float %474, float %475) #7
  %541 = extractvalue { float, float, float, float } %540, 0
  %542 = extractvalue { float, float, float, float } %540, 1
  %543 = extractvalue { float, float, float, float } %540, 2
  %544 = extractvalue { float, float, float, float } %540, 3
  %545 = getelementptr i8, ptr addrspace(3) %497, i64 6144
  %546 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %545)
  %547 = extractvalue { i32, i32, i32, i32 } %546, 0
  %548 = extractvalue { i32, i32, i32, i32 } %546, 1
  %549 = extractvalue { i32, i32, i32, i32 } %546, 2
  %550 = extractvalue { i32, i32, i32, i32 } %546, 3
  %551 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %493, i32 %494, i32 %495, i32 %496, i32 %547, i32 %548, float %483, float %484, float %485, float %486) #7
  %552 = extractvalue { float, float, float, float } %551, 0
  %553 = extractvalue { float, float, float, float } %551, 1
  %554 = extractvalue { float, float, float, float } %551, 2
  %555 = extractvalue { float, float, float, float } %551, 3
  %556 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %493, i32 %494, i32 %495, i32 %496, i32 %549, i32 %550, float %488, float %489, float %490, float %491) #7
  %557 = extractvalue { float, float, float, float } %556, 0
  %558 = extractvalue { float, float, float, float } %556, 1
  %559 = extractvalue { float, float, float, float } %556, 2
  %560 = extractvalue { float, float, float, float } %556, 3
  %561 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %368)
  %562 = extractvalue { i32, i32, i32, i32 } %561, 0
  %563 = extractvalue { i32, i32, i32, i32 } %561, 1
  %564 = extractvalue { i32, i32, i32, i32 } %561, 2
  %565 = extractvalue { i32, i32, i32, i32 } %561, 3
  %566 = getelementptr bfloat, ptr addrspace(3) %422, i64 %372
  %567 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %566)
  %568 = extractvalue { i32, i32, i32, i32 } %567, 0
  %569 = extractvalue { i32, i32, i32, i32 } %567, 1
  %570 = extractvalue { i32, i32, i32, i32 } %567, 2
  %571 = extractvalue { i32, i32, i32, i32 } %567, 3
  %572 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %568, i32 %569, float %504, float %505, float %506, float %507) #7
  %573 = extractvalue { float, float, float, float } %572, 0
  %574 = extractvalue { float, float, float, float } %572, 1
  %575 = extractvalue { float, float, float, float } %572, 2
  %576 = extractvalue { float, float, float, float } %572, 3
  %577 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %570, i32 %571, float %509, float %510, float %511, float %512) #7
  %578 = extractvalue { float, float, float, float } %577, 0
  %579 = extractvalue { float, float, float, float } %577, 1
  %580 = extractvalue { float, float, float, float } %577, 2
  %581 = extractvalue { float, float, float, float } %577, 3
  %582 = getelementptr i8, ptr addrspace(3) %566, i64 2048
  %583 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %582)
  %584 = extractvalue { i32, i32, i32, i32 } %583, 0
  %585 = extractvalue { i32, i32, i32, i32 } %583, 1
  %586 = extractvalue { i32, i32, i32, i32 } %583, 2
  %587 = extractvalue { i32, i32, i32, i32 } %583, 3
  %588 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %584, i32 %585, float %520, float %521, float %522, float %523) #7
  %589 = extractvalue { float, float, float, float } %588, 0
  %590 = extractvalue { float, float, float, float } %588, 1
  %591 = extractvalue { float, float, float, float } %588, 2
  %592 = extractvalue { float, float, float, float } %588, 3
  %593 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %586, i32 %587, float %525, float %526, float %527, float %528) #7
  %594 = extractvalue { float, float, float, float } %593, 0
  %595 = extractvalue { float, float, float, float } %593, 1
  %596 = extractvalue { float, float, float, float } %593, 2
  %597 = extractvalue { float, float, float, float } %593, 3
  %598 = getelementptr i8, ptr addrspace(3) %566, i64 4096
  %599 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %598)
  %600 = extractvalue { i32, i32, i32, i32 } %599, 0
  %601 = extractvalue { i32, i32, i32, i32 } %599, 1
  %602 = extractvalue { i32, i32, i32, i32 } %599, 2
  %603 = extractvalue { i32, i32, i32, i32 } %599, 3
  %604 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %600, i32 %601, float %536, float %537, float %538, float %539) #7
  %605 = extractvalue { float, float, float, float } %604, 0
  %606 = extractvalue { float, float, float, float } %604, 1
  %607 = extractvalue { float, float, float, float } %604, 2
  %608 = extractvalue { float, float, float, float } %604, 3
  %609 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %602, i32 %603, float %541, float %542, float %543, float %544) #7
  %610 = extractvalue { float, float, float, float } %609, 0
  %611 = extractvalue { float, float, float, float } %609, 1
  %612 = extractvalue { float, float, float, float } %609, 2
  %613 = extractvalue { float, float, float, float } %609, 3
  %614 = getelementptr i8, ptr addrspace(3) %566, i64 6144
  %615 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %614)
  %616 = extractvalue { i32, i32, i32, i32 } %615, 0
  %617 = extractvalue { i32, i32, i32, i32 } %615, 1
  %618 = extractvalue { i32, i32, i32, i32 } %615, 2
  %619 = extractvalue { i32, i32, i32, i32 } %615, 3
  %620 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %616, i32 %617, float %552, float %553, float %554, float %555) #7
  %621 = extractvalue { float, float, float, float } %620, 0
  %622 = extractvalue { float, float, float, float } %620, 1
  %623 = extractvalue { float, float, float, float } %620, 2
  %624 = extractvalue { float, float, float, float } %620, 3
  %625 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %618, i32 %619, float %557, float %558, float %559, float %560) #7
  %626 = extractvalue { float, float, float, float } %625, 0
  %627 = extractvalue { float, float, float, float } %625, 1
  %628 = extractvalue { float, float, float, float } %625, 2
  %629 = extractvalue { float, float, float, float } %625, 3
  %630 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %375)
  %631 = extractvalue { i32, i32, i32, i32 } %630, 0
  %632 = extractvalue { i32, i32, i32, i32 } %630, 1
  %633 = extractvalue { i32, i32, i32, i32 } %630, 2
  %634 = extractvalue { i32, i32, i32, i32 } %630, 3
  %635 = getelementptr bfloat, ptr addrspace(3) %422, i64 %379
  %636 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %635)
  %637 = extractvalue { i32, i32, i32, i32 } %636, 0
  %638 = extractvalue { i32, i32, i32, i32 } %636, 1
  %639 = extractvalue { i32, i32, i32, i32 } %636, 2
  %640 = extractvalue { i32, i32, i32, i32 } %636, 3
  %641 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %631, i32 %632, i32 %633, i32 %634, i32 %637, i32 %638, float %573, float %574, float %575, float %576) #7
  %642 = extractvalue { float, float, float, float } %641, 0
  %643 = extractvalue { float, float, float, float } %641, 1
  %644 = extractvalue { float, float, float, float } %641, 2
  %645 = extractvalue { float, float, float, float } %641, 3
  %646 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %631, i32 %632, i32 %633, i32 %634, i32 %639, i32 %640, float %578, float %579, float %580, float %581) #7
  %647 = extractvalue { float, float, float, float } %646, 0
  %648 = extractvalue { float, float, float, float } %646, 1
  %649 = extractvalue { float, float, float, float } %646, 2
  %650 = extractvalue { float, float, float, float } %646, 3
  %651 = getelementptr i8, ptr addrspace(3) %635, i64 2048
  %652 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %651)
  %653 = extractvalue { i32, i32, i32, i32 } %652, 0
  %654 = extractvalue { i32, i32, i32, i32 } %652, 1
  %655 = extractvalue { i32, i32, i32, i32 } %652, 2
  %656 = extractvalue { i32, i32, i32, i32 } %652, 3
  %657 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %631, i32 %632, i32 %633, i32 %634, i32 %653, i32 %654, float %589, float %590, float %591, float %592) #7
  %658 = extractvalue { float, float, float, float } %657, 0
  %659 = extractvalue { float, float, float, float } %657, 1
  %660 = extractvalue { float, float, float, float } %657, 2
  %661 = extractvalue { float, float, float, float } %657, 3
  %662 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %631, i32 %632, i32 %633, i32 %634, i32 %655, i32 %656, float %594, float %595, float %596, float %597) #7
  %663 = extractvalue { float, float, float, float } %662, 0
  %664 = extractvalue { float, float, float, float } %662, 1
  %665 = extractvalue { float, float, float, float } %662, 2
  %666 = extractvalue { float, float, float, float } %662, 3
  %667 = getelementptr i8, ptr addrspace(3) %635, i64 4096
  %668 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %667)
  %669 = extractvalue { i32, i32, i32, i32 } %668, 0
  %670 = extractvalue { i32, i32, i32, i32 } %668, 1
  %671 = extractvalue { i32, i32, i32, i32 } %668, 2
  %672 = extractvalue { i32, i32, i32, i32 } %668, 3
  %673 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %631, i32 %632, i32 %633, i32 %634, i32 %669, i32 %670, float %605, float %606, float %607, float %608) #7
  %674 = extractvalue { float, float, float, float } %673, 0
  %675 = extractvalue { float, float, float, float } %673, 1
  %676 = extractvalue { float, float, float, float } %673, 2
  %677 = extractvalue { float, float, float, float } %673, 3
  %678 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %631, i32 %632, i32 %633, i32 %634, i32 %671, i32 %672, float %610, float %611, float %612, float %613) #7
  %679 = extractvalue { float, float, float, float } %678, 0
  %680 = extractvalue { float, float, float, float } %678, 1
  %681 = extractvalue { float, float, float, float } %678, 2
  %682 = extractvalue { float, float, float, float } %678, 3
  %683 = getelementptr i8, ptr addrspace(3) %635, i64 6144
  %684 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %683)
  %685 = extractvalue { i32, i32, i32, i32 } %684, 0
  %686 = extractvalue { i32, i32, i32, i32 } %684, 1
  %687 = extractvalue { i32, i32, i32, i32 } %684, 2
  %688 = extractvalue { i32, i32, i32, i32 } %684, 3
  %689 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %631, i32 %632, i32 %633, i32 %634, i32 %685, i32 %686, float %621, float %622, float %623, float %624) #7
  %690 = extractvalue { float, float, float, float } %689, 0
  %691 = extractvalue { float, float, float, float } %689, 1
  %692 = extractvalue { float, float, float, float } %689, 2
  %693 = extractvalue { float, float, float, float } %689, 3
  %694 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %631, i32 %632, i32 %633, i32 %634, i32 %687, i32 %688, float %626, float %627, float %628, float %629) #7
  %695 = extractvalue { float, float, float, float } %694, 0
  %696 = extractvalue { float, float, float, float } %694, 1
  %697 = extractvalue { float, float, float, float } %694, 2
  %698 = extractvalue { float, float, float, float } %694, 3
  %699 = add i32 %417, 128
  %700 = add nuw nsw i32 %418, 2
  %701 = urem i32 %700, 3
  %702 = tail call float @llvm.maxnum.f32(float %642, float %643)
  %703 = tail call float @llvm.maxnum.f32(float %644, float %645)
  %704 = tail call float @llvm.maxnum.f32(float %702, float %647)
  %705 = tail call float @llvm.maxnum.f32(float %704, float %648)
  %706 = tail call float @llvm.maxnum.f32(float %703, float %649)
  %707 = tail call float @llvm.maxnum.f32(float %706, float %650)
  %708 = tail call float @llvm.maxnum.f32(float %705, float %658)
  %709 = tail call float @llvm.maxnum.f32(float %708, float %659)
  %710 = tail call float @llvm.maxnum.f32(float %707, float %660)
  %711 = tail call float @llvm.maxnum.f32(float %710, float %661)
  %712 = tail call float @llvm.maxnum.f32(float %709, float %663)
  %713 = tail call float @llvm.maxnum.f32(float %712, float %664)
  %714 = tail call float @llvm.maxnum.f32(float %711, float %665)
  %715 = tail call float @llvm.maxnum.f32(float %714, float %666)
  %716 = tail call float @llvm.maxnum.f32(float %713, float %674)
  %717 = tail call float @llvm.maxnum.f32(float %716, float %675)
  %718 = tail call float @llvm.maxnum.f32(float %715, float %676)
  %719 = tail call float @llvm.maxnum.f32(float %718, float %677)
  %720 = tail call float @llvm.maxnum.f32(float %717, float %679)
  %721 = tail call float @llvm.maxnum.f32(float %720, float %680)
  %722 = tail call float @llvm.maxnum.f32(float %719, float %681)
  %723 = tail call float @llvm.maxnum.f32(float %722, float %682)
  %724 = tail call float @llvm.maxnum.f32(float %721, float %690)
  %725 = tail call float @llvm.maxnum.f32(float %724, float %691)
  %726 = tail call float @llvm.maxnum.f32(float %723, float %692)
  %727 = tail call float @llvm.maxnum.f32(float %726, float %693)
  %728 = tail call float @llvm.maxnum.f32(float %725, float %695)
  %729 = tail call float @llvm.maxnum.f32(float %728, float %696)
  %730 = tail call float @llvm.maxnum.f32(float %727, float %697)
  %731 = tail call float @llvm.maxnum.f32(float %730, float %698)
  %732 = bitcast float %729 to i32
  %733 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %732, i32 2, i32 31)
  %734 = bitcast i32 %733 to float
  %735 = tail call float @llvm.maxnum.f32(float %729, float %734)
  %736 = bitcast float %731 to i32
  %737 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %736, i32 2, i32 31)
  %738 = bitcast i32 %737 to float
  %739 = tail call float @llvm.maxnum.f32(float %731, float %738)
  %740 = bitcast float %735 to i32
  %741 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %740, i32 1, i32 31)
  %742 = bitcast i32 %741 to float
  %743 = tail call float @llvm.maxnum.f32(float %735, float %742)
  %744 = bitcast float %739 to i32
  %745 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %744, i32 1, i32 31)
  %746 = bitcast i32 %745 to float
  %747 = tail call float @llvm.maxnum.f32(float %739, float %746)
  %748 = fmul float %87, %743
  %749 = fmul float %87, %747
  %750 = tail call float @llvm.maxnum.f32(float %382, float %748)
  %751 = tail call float @llvm.maxnum.f32(float %381, float %749)
  %752 = fmul float %87, %642
  %753 = fmul float %87, %643
  %754 = fmul float %87, %644
  %755 = fmul float %87, %645
  %756 = fmul float %87, %647
  %757 = fmul float %87, %648
  %758 = fmul float %87, %649
  %759 = fmul float %87, %650
  %760 = fmul float %87, %658
  %761 = fmul float %87, %659
  %762 = fmul float %87, %660
  %763 = fmul float %87, %661
  %764 = fmul float %87, %663
  %765 = fmul float %87, %664
  %766 = fmul float %87, %665
  %767 = fmul float %87, %666
  %768 = fmul float %87, %674
  %769 = fmul float %87, %675
  %770 = fmul float %87, %676
  %771 = fmul float %87, %677
  %772 = fmul float %87, %679
  %773 = fmul float %87, %680
  %774 = fmul float %87, %681
  %775 = fmul float %87, %682
  %776 = fmul float %87, %690
  %777 = fmul float %87, %691
  %778 = fmul float %87, %692
  %779 = fmul float %87, %693
  %780 = fmul float %87, %695
  %781 = fmul float %87, %696
  %782 = fmul float %87, %697
  %783 = fmul float %87, %698
  %784 = fsub float %752, %750
  %785 = fsub float %753, %750
  %786 = fsub float %754, %751
  %787 = fsub float %755, %751
  %788 = fsub float %756, %750
  %789 = fsub float %757, %750
  %790 = fsub float %758, %751
  %791 = fsub float %759, %751
  %792 = fsub float %760, %750
  %793 = fsub float %761, %750
  %794 = fsub float %762, %751
  %795 = fsub float %763, %751
  %796 = fsub float %764, %750
  %797 = fsub float %765, %750
  %798 = fsub float %766, %751
  %799 = fsub float %767, %751
  %800 = fsub float %768, %750
  %801 = fsub float %769, %750
  %802 = fsub float %770, %751
  %803 = fsub float %771, %751
  %804 = fsub float %772, %750
  %805 = fsub float %773, %750
  %806 = fsub float %774, %751
  %807 = fsub float %775, %751
  %808 = fsub float %776, %750
  %809 = fsub float %777, %750
  %810 = fsub float %778, %751
  %811 = fsub float %779, %751
  %812 = fsub float %780, %750
  %813 = fsub float %781, %750
  %814 = fsub float %782, %751
  %815 = fsub float %783, %751
  %816 = tail call float @llvm.nvvm.ex2.approx.f32(float %784)
  %817 = tail call float @llvm.nvvm.ex2.approx.f32(float %785)
  %818 = tail call float @llvm.nvvm.ex2.approx.f32(float %786)
  %819 = tail call float @llvm.nvvm.ex2.approx.f32(float %787)
  %820 = tail call float @llvm.nvvm.ex2.approx.f32(float %788)
  %821 = tail call float @llvm.nvvm.ex2.approx.f32(float %789)
  %822 = tail call float @llvm.nvvm.ex2.approx.f32(float %790)
  %823 = tail call float @llvm.nvvm.ex2.approx.f32(float %791)
  %824 = tail call float @llvm.nvvm.ex2.approx.f32(float %792)
  %825 = tail call float @llvm.nvvm.ex2.approx.f32(float %793)
  %826 = tail call float @llvm.nvvm.ex2.approx.f32(float %794)
  %827 = tail call float @llvm.nvvm.ex2.approx.f32(float %795)
  %828 = tail call float @llvm.nvvm.ex2.approx.f32(float %796)
  %829 = tail call float @llvm.nvvm.ex2.approx.f32(float %797)
  %830 = tail call float @llvm.nvvm.ex2.approx.f32(float %798)
  %831 = tail call float @llvm.nvvm.ex2.approx.f32(float %799)
  %832 = tail call float @llvm.nvvm.ex2.approx.f32(float %800)
  %833 = tail call float @llvm.nvvm.ex2.approx.f32(float %801)
  %834 = tail call float @llvm.nvvm.ex2.approx.f32(float %802)
  %835 = tail call float @llvm.nvvm.ex2.approx.f32(float %803)
  %836 = tail call float @llvm.nvvm.ex2.approx.f32(float %804)
  %837 = tail call float @llvm.nvvm.ex2.approx.f32(float %805)
  %838 = tail call float @llvm.nvvm.ex2.approx.f32(float %806)
  %839 = tail call float @llvm.nvvm.ex2.approx.f32(float %807)
  %840 = tail call float @llvm.nvvm.ex2.approx.f32(float %808)
  %841 = tail call float @llvm.nvvm.ex2.approx.f32(float %809)
  %842 = tail call float @llvm.nvvm.ex2.approx.f32(float %810)
  %843 = tail call float @llvm.nvvm.ex2.approx.f32(float %811)
  %844 = tail call float @llvm.nvvm.ex2.approx.f32(float %812)
  %845 = tail call float @llvm.nvvm.ex2.approx.f32(float %813)
  %846 = tail call float @llvm.nvvm.ex2.approx.f32(float %814)
  %847 = tail call float @llvm.nvvm.ex2.approx.f32(float %815)
  %848 = fsub float %382, %750
  %849 = fsub float %381, %751
  %850 = tail call float @llvm.nvvm.ex2.approx.f32(float %848)
  %851 = tail call float @llvm.nvvm.ex2.approx.f32(float %849)
  %852 = fmul float %416, %850
  %853 = fmul float %415, %851
  %854 = fadd float %816, %817
  %855 = fadd float %818, %819
  %856 = fadd float %854, %820
  %857 = fadd float %856, %821
  %858 = fadd float %855, %822
  %859 = fadd float %858, %823
  %860 = fadd float %857, %824
  %861 = fadd float %860, %825
  %862 = fadd float %859, %826
  %863 = fadd float %862, %827
  %864 = fadd float %861, %828
  %865 = fadd float %864, %829
  %866 = fadd float %863, %830
  %867 = fadd float %866, %831
  %868 = fadd float %865, %832
  %869 = fadd float %868, %833
  %870 = fadd float %867, %834
  %871 = fadd float %870, %835
  %872 = fadd float %869, %836
  %873 = fadd float %872, %837
  %874 = fadd float %871, %838
  %875 = fadd float %874, %839
  %876 = fadd float %873, %840
  %877 = fadd float %876, %841
  %878 = fadd float %875, %842
  %879 = fadd float %878, %843
  %880 = fadd float %877, %844
  %881 = fadd float %880, %845
  %882 = fadd float %879, %846
  %883 = fadd float %882, %847
  %884 = bitcast float %881 to i32
  %885 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %884, i32 2, i32 31)
  %886 = bitcast i32 %885 to float
  %887 = fadd float %881, %886
  %888 = bitcast float %883 to i32
  %889 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %888, i32 2, i32 31)
  %890 = bitcast i32 %889 to float
  %891 = fadd float %883, %890
  %892 = bitcast float %887 to i32
  %893 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %892, i32 1, i32 31)
  %894 = bitcast i32 %893 to float
  %895 = fadd float %887, %894
  %896 = bitcast float %891 to i32
  %897 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %896, i32 1, i32 31)
  %898 = bitcast i32 %897 to float
  %899 = fadd float %891, %898
  %900 = fadd float %852, %895
  %901 = fadd float %853, %899
  %902 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %421
  %903 = fptrunc float %816 to bfloat
  %904 = fptrunc float %817 to bfloat
  %905 = fptrunc float %818 to bfloat
  %906 = fptrunc float %819 to bfloat
  %907 = fptrunc float %820 to bfloat
  %908 = fptrunc float %821 to bfloat
  %909 = fptrunc float %822 to bfloat
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
  %935 = fmul float %414, %850
  %936 = fmul float %413, %850
  %937 = fmul float %412, %851
  %938 = fmul float %411, %851
  %939 = fmul float %410, %850
  %940 = fmul float %409, %850
  %941 = fmul float %408, %851
  %942 = fmul float %407, %851
  %943 = fmul float %406, %850
  %944 = fmul float %405, %850
  %945 = fmul float %404, %851
  %946 = fmul float %403, %851
  %947 = fmul float %402, %850
  %948 = fmul float %401, %850
  %949 = fmul float %400, %851
  %950 = fmul float %399, %851
  %951 = fmul float %398, %850
  %952 = fmul float %397, %850
  %953 = fmul float %396, %851
  %954 = fmul float %395, %851
  %955 = fmul float %394, %850
  %956 = fmul float %393, %850
  %957 = fmul float %392, %851
  %958 = fmul float %391, %851
  %959 = fmul float %390, %850
  %960 = fmul float %389, %850
  %961 = fmul float %388, %851
  %962 = fmul float %387, %851
  %963 = fmul float %386, %850
  %964 = fmul float %385, %850
  %965 = fmul float %384, %851
  %966 = fmul float %383, %851
  %967 = insertelement <2 x bfloat> poison, bfloat %903, i64 0
  %968 = insertelement <2 x bfloat> %967, bfloat %904, i64 1
  %969 = bitcast <2 x bfloat> %968 to i32
  %970 = insertelement <2 x bfloat> poison, bfloat %905, i64 0
  %971 = insertelement <2 x bfloat> %970, bfloat %906, i64 1
  %972 = bitcast <2 x bfloat> %971 to i32
  %973 = insertelement <2 x bfloat> poison, bfloat %907, i64 0
  %974 = insertelement <2 x bfloat> %973, bfloat %908, i64 1
  %975 = bitcast <2 x bfloat> %974 to i32
  %976 = insertelement <2 x bfloat> poison, bfloat %909, i64 0
  %977 = insertelement <2 x bfloat> %976, bfloat %910, i64 1
  %978 = bitcast <2 x bfloat> %977 to i32
  %979 = insertelement <2 x bfloat> poison, bfloat %911, i64 0
  %980 = insertelement <2 x bfloat> %979, bfloat %912, i64 1
  %981 = bitcast <2 x bfloat> %980 to i32
  %982 = insertelement <2 x bfloat> poison, bfloat %913, i64 0
  %983 = insertelement <2 x bfloat> %982, bfloat %914, i64 1
  %984 = bitcast <2 x bfloat> %983 to i32
  %985 = insertelement <2 x bfloat> poison, bfloat %915, i64 0
  %986 = insertelement <2 x bfloat> %985, bfloat %916, i64 1
  %987 = bitcast <2 x bfloat> %986 to i32
  %988 = insertelement <2 x bfloat> poison, bfloat %917, i64 0
  %989 = insertelement <2 x bfloat> %988, bfloat %918, i64 1
  %990 = bitcast <2 x bfloat> %989 to i32
  %991 = insertelement <2 x bfloat> poison, bfloat %919, i64 0
  %992 = insertelement <2 x bfloat> %991, bfloat %920, i64 1
  %993 = bitcast <2 x bfloat> %992 to i32
  %994 = insertelement <2 x bfloat> poison, bfloat %921, i64 0
  %995 = insertelement <2 x bfloat> %994, bfloat %922, i64 1
  %996 = bitcast <2 x bfloat> %995 to i32
  %997 = insertelement <2 x bfloat> poison, bfloat %923, i64 0
  %998 = insertelement <2 x bfloat> %997, bfloat %924, i64 1
  %999 = bitcast <2 x bfloat> %998 to i32
  %1000 = insertelement <2 x bfloat> poison, bfloat %925, i64 0
  %1001 = insertelement <2 x bfloat> %1000, bfloat %926, i64 1
  %1002 = bitcast <2 x bfloat> %1001 to i32
  %1003 = insertelement <2 x bfloat> poison, bfloat %927, i64 0
  %1004 = insertelement <2 x bfloat> %1003, bfloat %928, i64 1
  %1005 = bitcast <2 x bfloat> %1004 to i32
  %1006 = insertelement <2 x bfloat> poison, bfloat %929, i64 0
  %1007 = insertelement <2 x bfloat> %1006, bfloat %930, i64 1
  %1008 = bitcast <2 x bfloat> %1007 to i32
  %1009 = insertelement <2 x bfloat> poison, bfloat %931, i64 0
  %1010 = insertelement <2 x bfloat> %1009, bfloat %932, i64 1
  %1011 = bitcast <2 x bfloat> %1010 to i32
  %1012 = insertelement <2 x bfloat> poison, bfloat %933, i64 0
  %1013 = insertelement <2 x bfloat> %1012, bfloat %934, i64 1
  %1014 = bitcast <2 x bfloat> %1013 to i32
  %1015 = getelementptr bfloat, ptr addrspace(3) %902, i64 %296
  %1016 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1015)
  %1017 = extractvalue { i32, i32, i32, i32 } %1016, 0
  %1018 = extractvalue { i32, i32, i32, i32 } %1016, 1
  %1019 = extractvalue { i32, i32, i32, i32 } %1016, 2
  %1020 = extractvalue { i32, i32, i32, i32 } %1016, 3
  %1021 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %969, i32 %972, i32 %975, i32 %978, i32 %1017, i32 %1018, float %935, float %936, float %937, float %938) #7
  %1022 = extractvalue { float, float, float, float } %1021, 0
  %1023 = extractvalue { float, float, float, float } %1021, 1
  %1024 = extractvalue { float, float, float, float } %1021, 2
  %1025 = extractvalue { float, float, float, float } %1021, 3
  %1026 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %969, i32 %972, i32 %975, i32 %978, i32 %1019, i32 %1020, float %939, float %940, float %941, float %942) #7
  %1027 = extractvalue { float, float, float, float } %1026, 0
  %1028 = extractvalue { float, float, float, float } %1026, 1
  %1029 = extractvalue { float, float, float, float } %1026, 2
  %1030 = extractvalue { float, float, float, float } %1026, 3
  %1031 = getelementptr bfloat, ptr addrspace(3) %902, i64 %302
  %1032 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1031)
  %1033 = extractvalue { i32, i32, i32, i32 } %1032, 0
  %1034 = extractvalue { i32, i32, i32, i32 } %1032, 1
  %1035 = extractvalue { i32, i32, i32, i32 } %1032, 2
  %1036 = extractvalue { i32, i32, i32, i32 } %1032, 3
  %1037 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %969, i32 %972, i32 %975, i32 %978, i32 %1033, i32 %1034, float %943, float %944, float %945, float %946) #7
  %1038 = extractvalue { float, float, float, float } %1037, 0
  %1039 = extractvalue { float, float, float, float } %1037, 1
  %1040 = extractvalue { float, float, float, float } %1037, 2
  %1041 = extractvalue { float, float, float, float } %1037, 3
  %1042 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %969, i32 %972, i32 %975, i32 %978, i32 %1035, i32 %1036, float %947, float %948, float %949, float %950) #7
  %1043 = extractvalue { float, float, float, float } %1042, 0
  %1044 = extractvalue { float, float, float, float } %1042, 1
  %1045 = extractvalue { float, float, float, float } %1042, 2
  %1046 = extractvalue { float, float, float, float } %1042, 3
  %1047 = getelementptr bfloat, ptr addrspace(3) %902, i64 %308
  %1048 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1047)
  %1049 = extractvalue { i32, i32, i32, i32 } %1048, 0
  %1050 = extractvalue { i32, i32, i32, i32 } %1048, 1
  %1051 = extractvalue { i32, i32, i32, i32 } %1048, 2
  %1052 = extractvalue { i32, i32, i32, i32 } %1048, 3
  %1053 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %969, i32 %972, i32 %975, i32 %978, i32 %1049, i32 %1050, float %951, float %952, float %953, float %954) #7
  %1054 = extractvalue { float, float, float, float } %1053, 0
  %1055 = extractvalue { float, float, float, float } %1053, 1
  %1056 = extractvalue { float, float, float, float } %1053, 2
  %1057 = extractvalue { float, float, float, float } %1053, 3
  %1058 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %969, i32 %972, i32 %975, i32 %978, i32 %1051, i32 %1052, float %955, float %956, float %957, float %958) #7
  %1059 = extractvalue { float, float, float, float } %1058, 0
  %1060 = extractvalue { float, float, float, float } %1058, 1
  %1061 = extractvalue { float, float, float, float } %1058, 2
  %1062 = extractvalue { float, float, float, float } %1058, 3
  %1063 = getelementptr bfloat, ptr addrspace(3) %902, i64 %314
  %1064 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1063)
  %1065 = extractvalue { i32, i32, i32, i32 } %1064, 0
  %1066 = extractvalue { i32, i32, i32, i32 } %1064, 1
  %1067 = extractvalue { i32, i32, i32, i32 } %1064, 2
  %1068 = extractvalue { i32, i32, i32, i32 } %1064, 3
  %1069 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %969, i32 %972, i32 %975, i32 %978, i32 %1065, i32 %1066, float %959, float %960, float %961, float %962) #7
  %1070 = extractvalue { float, float, float, float } %1069, 0
  %1071 = extractvalue { float, float, float, float } %1069, 1
  %1072 = extractvalue { float, float, float, float } %1069, 2
  %1073 = extractvalue { float, float, float, float } %1069, 3
  %1074 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %969, i32 %972, i32 %975, i32 %978, i32 %1067, i32 %1068, float %963, float %964, float %965, float %966) #7
  %1075 = extractvalue { float, float, float, float } %1074, 0
  %1076 = extractvalue { float, float, float, float } %1074, 1
  %1077 = extractvalue { float, float, float, float } %1074, 2
  %1078 = extractvalue { float, float, float, float } %1074, 3
  %1079 = getelementptr bfloat, ptr addrspace(3) %902, i64 %318
  %1080 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1079)
  %1081 = extractvalue { i32, i32, i32, i32 } %1080, 0
  %1082 = extractvalue { i32, i32, i32, i32 } %1080, 1
  %1083 = extractvalue { i32, i32, i32, i32 } %1080, 2
  %1084 = extractvalue { i32, i32, i32, i32 } %1080, 3
  %1085 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %981, i32 %984, i32 %987, i32 %990, i32 %1081, i32 %1082, float %1022, float %1023, float %1024, float %1025) #7
  %1086 = extractvalue { float, float, float, float } %1085, 0
  %1087 = extractvalue { float, float, float, float } %1085, 1
  %1088 = extractvalue { float, float, float, float } %1085, 2
  %1089 = extractvalue { float, float, float, float } %1085, 3
  %1090 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %981, i32 %984, i32 %987, i32 %990, i32 %1083, i32 %1084, float %1027, float %1028, float %1029, float %1030) #7
  %1091 = extractvalue { float, float, float, float } %1090, 0
  %1092 = extractvalue { float, float, float, float } %1090, 1
  %1093 = extractvalue { float, float, float, float } %1090, 2
  %1094 = extractvalue { float, float, float, float } %1090, 3
  %1095 = getelementptr bfloat, ptr addrspace(3) %902, i64 %321
  %1096 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1095)
  %1097 = extractvalue { i32, i32, i32, i32 } %1096, 0
  %1098 = extractvalue { i32, i32, i32, i32 } %1096, 1
  %1099 = extractvalue { i32, i32, i32, i32 } %1096, 2
  %1100 = extractvalue { i32, i32, i32, i32 } %1096, 3
  %1101 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %981, i32 %984, i32 %987, i32 %990, i32 %1097, i32 %1098, float %1038, float %1039, float %1040, float %1041) #7
  %1102 = extractvalue { float, float, float, float } %1101, 0
  %1103 = extractvalue { float, float, float, float } %1101, 1
  %1104 = extractvalue { float, float, float, float } %1101, 2
  %1105 = extractvalue { float, float, float, float } %1101, 3
  %1106 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %981, i32 %984, i32 %987, i32 %990, i32 %1099, i32 %1100, float %1043, float %1044, float %1045, float %1046) #7
  %1107 = extractvalue { float, float, float, float } %1106, 0
  %1108 = extractvalue { float, float, float, float } %1106, 1
  %1109 = extractvalue { float, float, float, float } %1106, 2
  %1110 = extractvalue { float, float, float, float } %1106, 3
  %1111 = getelementptr bfloat, ptr addrspace(3) %902, i64 %324
  %1112 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1111)
  %1113 = extractvalue { i32, i32, i32, i32 } %1112, 0
  %1114 = extractvalue { i32, i32, i32, i32 } %1112, 1
  %1115 = extractvalue { i32, i32, i32, i32 } %1112, 2
  %1116 = extractvalue { i32, i32, i32, i32 } %1112, 3
  %1117 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %981, i32 %984, i32 %987, i32 %990, i32 %1113, i32 %1114, float %1054, float %1055, float %1056, float %1057) #7
  %1118 = extractvalue { float, float, float, float } %1117, 0
  %1119 = extractvalue { float, float, float, float } %1117, 1
  %1120 = extractvalue { float, float, float, float } %1117, 2
  %1121 = extractvalue { float, float, float, float } %1117, 3
  %1122 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %981, i32 %984, i32 %987, i32 %990, i32 %1115, i32 %1116, float %1059, float %1060, float %1061, float %1062) #7
  %1123 = extractvalue { float, float, float, float } %1122, 0
  %1124 = extractvalue { float, float, float, float } %1122, 1
  %1125 = extractvalue { float, float, float, float } %1122, 2
  %1126 = extractvalue { float, float, float, float } %1122, 3
  %1127 = getelementptr bfloat, ptr addrspace(3) %902, i64 %327
  %1128 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1127)
  %1129 = extractvalue { i32, i32, i32, i32 } %1128, 0
  %1130 = extractvalue { i32, i32, i32, i32 } %1128, 1
  %1131 = extractvalue { i32, i32, i32, i32 } %1128, 2
  %1132 = extractvalue { i32, i32, i32, i32 } %1128, 3
  %1133 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %981, i32 %984, i32 %987, i32 %990, i32 %1129, i32 %1130, float %1070, float %1071, float %1072, float %1073) #7
  %1134 = extractvalue { float, float, float, float } %1133, 0
  %1135 = extractvalue { float, float, float, float } %1133, 1
  %1136 = extractvalue { float, float, float, float } %1133, 2
  %1137 = extractvalue { float, float, float, float } %1133, 3
  %1138 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %981, i32 %984, i32 %987, i32 %990, i32 %1131, i32 %1132, float %1075, float %1076, float %1077, float %1078) #7
  %1139 = extractvalue { float, float, float, float } %1138, 0
  %1140 = extractvalue { float, float, float, float } %1138, 1
  %1141 = extractvalue { float, float, float, float } %1138, 2
  %1142 = extractvalue { float, float, float, float } %1138, 3
  %1143 = getelementptr bfloat, ptr addrspace(3) %902, i64 %331
  %1144 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1143)
  %1145 = extractvalue { i32, i32, i32, i32 } %1144, 0
  %1146 = extractvalue { i32, i32, i32, i32 } %1144, 1
  %1147 = extractvalue { i32, i32, i32, i32 } %1144, 2
  %1148 = extractvalue { i32, i32, i32, i32 } %1144, 3
  %1149 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %993, i32 %996, i32 %999, i32 %1002, i32 %1145, i32 %1146, float %1086, float %1087, float %1088, float %1089) #7
  %1150 = extractvalue { float, float, float, float } %1149, 0
  %1151 = extractvalue { float, float, float, float } %1149, 1
  %1152 = extractvalue { float, float, float, float } %1149, 2
  %1153 = extractvalue { float, float, float, float } %1149, 3
  %1154 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %993, i32 %996, i32 %999, i32 %1002, i32 %1147, i32 %1148, float %1091, float %1092, float %1093, float %1094) #7
  %1155 = extractvalue { float, float, float, float } %1154, 0
  %1156 = extractvalue { float, float, float, float } %1154, 1
  %1157 = extractvalue { float, float, float, float } %1154, 2
  %1158 = extractvalue { float, float, float, float } %1154, 3
  %1159 = getelementptr bfloat, ptr addrspace(3) %902, i64 %334
  %1160 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1159)
  %1161 = extractvalue { i32, i32, i32, i32 } %1160, 0
  %1162 = extractvalue { i32, i32, i32, i32 } %1160, 1
  %1163 = extractvalue { i32, i32, i32, i32 } %1160, 2
  %1164 = extractvalue { i32, i32, i32, i32 } %1160, 3
  %1165 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %993, i32 %996, i32 %999, i32 %1002, i32 %1161, i32 %1162, float %1102, float %1103, float %1104, float %1105) #7
  %1166 = extractvalue { float, float, float, float } %1165, 0
  %1167 = extractvalue { float, float, float, float } %1165, 1
  %1168 = extractvalue { float, float, float, float } %1165, 2
  %1169 = extractvalue { float, float, float, float } %1165, 3
  %1170 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %993, i32 %996, i32 %999, i32 %1002, i32 %1163, i32 %1164, float %1107, float %1108, float %1109, float %1110) #7
  %1171 = extractvalue { float, float, float, float } %1170, 0
  %1172 = extractvalue { float, float, float, float } %1170, 1
  %1173 = extractvalue { float, float, float, float } %1170, 2
  %1174 = extractvalue { float, float, float, float } %1170, 3
  %1175 = getelementptr bfloat, ptr addrspace(3) %902, i64 %337
  %1176 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1175)
  %1177 = extractvalue { i32, i32, i32, i32 } %1176, 0
  %1178 = extractvalue { i32, i32, i32, i32 } %1176, 1
  %1179 = extractvalue { i32, i32, i32, i32 } %1176, 2
  %1180 = extractvalue { i32, i32, i32, i32 } %1176, 3
  %1181 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %993, i32 %996, i32 %999, i32 %1002, i32 %1177, i32 %1178, float %1118, float %1119, float %1120, float %1121) #7
  %1182 = extractvalue { float, float, float, float } %1181, 0
  %1183 = extractvalue { float, float, float, float } %1181, 1
  %1184 = extractvalue { float, float, float, float } %1181, 2
  %1185 = extractvalue { float, float, float, float } %1181, 3
  %1186 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %993, i32 %996, i32 %999, i32 %1002, i32 %1179, i32 %1180, float %1123, float %1124, float %1125, float %1126) #7
  %1187 = extractvalue { float, float, float, float } %1186, 0
  %1188 = extractvalue { float, float, float, float } %1186, 1
  %1189 = extractvalue { float, float, float, float } %1186, 2
  %1190 = extractvalue { float, float, float, float } %1186, 3
  %1191 = getelementptr bfloat, ptr addrspace(3) %902, i64 %340
  %1192 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1191)
  %1193 = extractvalue { i32, i32, i32, i32 } %1192, 0
  %1194 = extractvalue { i32, i32, i32, i32 } %1192, 1
  %1195 = extractvalue { i32, i32, i32, i32 } %1192, 2
  %1196 = extractvalue { i32, i32, i32, i32 } %1192, 3
  %1197 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %993, i32 %996, i32 %999, i32 %1002, i32 %1193, i32 %1194, float %1134, float %1135, float %1136, float %1137) #7
  %1198 = extractvalue { float, float, float, float } %1197, 0
  %1199 = extractvalue { float, float, float, float } %1197, 1
  %1200 = extractvalue { float, float, float, float } %1197, 2
  %1201 = extractvalue { float, float, float, float } %1197, 3
  %1202 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %993, i32 %996, i32 %999, i32 %1002, i32 %1195, i32 %1196, float %1139, float %1140, float %1141, float %1142) #7
  %1203 = extractvalue { float, float, float, float } %1202, 0
  %1204 = extractvalue { float, float, float, float } %1202, 1
  %1205 = extractvalue { float, float, float, float } %1202, 2
  %1206 = extractvalue { float, float, float, float } %1202, 3
  %1207 = getelementptr bfloat, ptr addrspace(3) %902, i64 %344
  %1208 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1207)
  %1209 = extractvalue { i32, i32, i32, i32 } %1208, 0
  %1210 = extractvalue { i32, i32, i32, i32 } %1208, 1
  %1211 = extractvalue { i32, i32, i32, i32 } %1208, 2
  %1212 = extractvalue { i32, i32, i32, i32 } %1208, 3
  %1213 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1005, i32 %1008, i32 %1011, i32 %1014, i32 %1209, i32 %1210, float %1150, float %1151, float %1152, float %1153) #7
  %1214 = extractvalue { float, float, float, float } %1213, 0
  %1215 = extractvalue { float, float, float, float } %1213, 1
  %1216 = extractvalue { float, float, float, float } %1213, 2
  %1217 = extractvalue { float, float, float, float } %1213, 3
  %1218 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1005, i32 %1008, i32 %1011, i32 %1014, i32 %1211, i32 %1212, float %1155, float %1156, float %1157, float %1158) #7
  %1219 = extractvalue { float, float, float, float } %1218, 0
  %1220 = extractvalue { float, float, float, float } %1218, 1
  %1221 = extractvalue { float, float, float, float } %1218, 2
  %1222 = extractvalue { float, float, float, float } %1218, 3
  %1223 = getelementptr bfloat, ptr addrspace(3) %902, i64 %347
  %1224 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1223)
  %1225 = extractvalue { i32, i32, i32, i32 } %1224, 0
  %1226 = extractvalue { i32, i32, i32, i32 } %1224, 1
  %1227 = extractvalue { i32, i32, i32, i32 } %1224, 2
  %1228 = extractvalue { i32, i32, i32, i32 } %1224, 3
  %1229 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1005, i32 %1008, i32 %1011, i32 %1014, i32 %1225, i32 %1226, float %1166, float %1167, float %1168, float %1169) #7
  %1230 = extractvalue { float, float, float, float } %1229, 0
  %1231 = extractvalue { float, float, float, float } %1229, 1
  %1232 = extractvalue { float, float, float, float } %1229, 2
  %1233 = extractvalue { float, float, float, float } %1229, 3
  %1234 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1005, i32 %1008, i32 %1011, i32 %1014, i32 %1227, i32 %1228, float %1171, float %1172, float %1173, float %1174) #7
  %1235 = extractvalue { float, float, float, float } %1234, 0
  %1236 = extractvalue { float, float, float, float } %1234, 1
  %1237 = extractvalue { float, float, float, float } %1234, 2
  %1238 = extractvalue { float, float, float, float } %1234, 3
  %1239 = getelementptr bfloat, ptr addrspace(3) %902, i64 %350
  %1240 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1239)
  %1241 = extractvalue { i32, i32, i32, i32 } %1240, 0
  %1242 = extractvalue { i32, i32, i32, i32 } %1240, 1
  %1243 = extractvalue { i32, i32, i32, i32 } %1240, 2
  %1244 = extractvalue { i32, i32, i32, i32 } %1240, 3
  %1245 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1005, i32 %1008, i32 %1011, i32 %1014, i32 %1241, i32 %1242, float %1182, float %1183, float %1184, float %1185) #7
  %1246 = extractvalue { float, float, float, float } %1245, 0
  %1247 = extractvalue { float, float, float, float } %1245, 1
  %1248 = extractvalue { float, float, float, float } %1245, 2
  %1249 = extractvalue { float, float, float, float } %1245, 3
  %1250 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1005, i32 %1008, i32 %1011, i32 %1014, i32 %1243, i32 %1244, float %1187, float %1188, float %1189, float %1190) #7
  %1251 = extractvalue { float, float, float, float } %1250, 0
  %1252 = extractvalue { float, float, float, float } %1250, 1
  %1253 = extractvalue { float, float, float, float } %1250, 2
  %1254 = extractvalue { float, float, float, float } %1250, 3
  %1255 = getelementptr bfloat, ptr addrspace(3) %902, i64 %353
  %1256 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1255)
  %1257 = extractvalue { i32, i32, i32, i32 } %1256, 0
  %1258 = extractvalue { i32, i32, i32, i32 } %1256, 1
  %1259 = extractvalue { i32, i32, i32, i32 } %1256, 2
  %1260 = extractvalue { i32, i32, i32, i32 } %1256, 3
  %1261 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1005, i32 %1008, i32 %1011, i32 %1014, i32 %1257, i32 %1258, float %1198, float %1199, float %1200, float %1201) #7
  %1262 = extractvalue { float, float, float, float } %1261, 0
  %1263 = extractvalue { float, float, float, float } %1261, 1
  %1264 = extractvalue { float, float, float, float } %1261, 2
  %1265 = extractvalue { float, float, float, float } %1261, 3
  %1266 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1005, i32 %1008, i32 %1011, i32 %1014, i32 %1259, i32 %1260, float %1203, float %1204, float %1205, float %1206) #7
  %1267 = extractvalue { float, float, float, float } %1266, 0
  %1268 = extractvalue { float, float, float, float } %1266, 1
  %1269 = extractvalue { float, float, float, float } %1266, 2
  %1270 = extractvalue { float, float, float, float } %1266, 3
  %.not = icmp slt i32 %699, %4
  %1271 = shl nuw nsw i32 %701, 13
  %1272 = zext nneg i32 %1271 to i64
  %1273 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1272
  %1274 = add i32 %89, %699
  %1275 = shl i32 %1274, 6
  %1276 = or disjoint i32 %1275, %30
  %1277 = select i1 %.not, i32 16, i32 0
  %narrow34 = select i1 %.not, i32 %1276, i32 0
  %.idx33 = sext i32 %narrow34 to i64
  %1278 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx33
  %1279 = getelementptr i8, ptr addrspace(3) %1273, i64 %100
  %1280 = ptrtoint ptr addrspace(3) %1279 to i64
  %1281 = trunc i64 %1280 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1281, ptr addrspace(1) %1278, i32 %1277) #7
  %1282 = add i32 %104, %699
  %1283 = shl i32 %1282, 6
  %1284 = or disjoint i32 %1283, %30
  %narrow36 = select i1 %.not, i32 %1284, i32 0
  %.idx35 = sext i32 %narrow36 to i64
  %1285 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx35
  %1286 = getelementptr i8, ptr addrspace(3) %1273, i64 %110
  %1287 = ptrtoint ptr addrspace(3) %1286 to i64
  %1288 = trunc i64 %1287 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1288, ptr addrspace(1) %1285, i32 %1277) #7
  %1289 = add i32 %114, %699
  %1290 = shl i32 %1289, 6
  %1291 = or disjoint i32 %1290, %30
  %narrow38 = select i1 %.not, i32 %1291, i32 0
  %.idx37 = sext i32 %narrow38 to i64
  %1292 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx37
  %1293 = getelementptr i8, ptr addrspace(3) %1273, i64 %120
  %1294 = ptrtoint ptr addrspace(3) %1293 to i64
  %1295 = trunc i64 %1294 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1295, ptr addrspace(1) %1292, i32 %1277) #7
  %1296 = add i32 %124, %699
  %1297 = shl i32 %1296, 6
  %1298 = or disjoint i32 %1297, %30
  %narrow40 = select i1 %.not, i32 %1298, i32 0
  %.idx39 = sext i32 %narrow40 to i64
  %1299 = getelementptr bfloat, ptr addrspace(1) %1, i64 %.idx39
  %1300 = getelementptr i8, ptr addrspace(3) %1273, i64 %130
  %1301 = ptrtoint ptr addrspace(3) %1300 to i64
  %1302 = trunc i64 %1301 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1302, ptr addrspace(1) %1299, i32 %1277) #7
  %1303 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 24576), i64 %1272
  %1304 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx33
  %1305 = getelementptr i8, ptr addrspace(3) %1303, i64 %100
  %1306 = ptrtoint ptr addrspace(3) %1305 to i64
  %1307 = trunc i64 %1306 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1307, ptr addrspace(1) %1304, i32 %1277) #7
  %1308 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx35
  %1309 = getelementptr i8, ptr addrspace(3) %1303, i64 %110
  %1310 = ptrtoint ptr addrspace(3) %1309 to i64
  %1311 = trunc i64 %1310 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1311, ptr addrspace(1) %1308, i32 %1277) #7
  %1312 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx37
  %1313 = getelementptr i8, ptr addrspace(3) %1303, i64 %120
  %1314 = ptrtoint ptr addrspace(3) %1313 to i64
  %1315 = trunc i64 %1314 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1315, ptr addrspace(1) %1312, i32 %1277) #7
  %1316 = getelementptr bfloat, ptr addrspace(1) %2, i64 %.idx39
  %1317 = getelementptr i8, ptr addrspace(3) %1303, i64 %130
  %1318 = ptrtoint ptr addrspace(3) %1317 to i64
  %1319 = trunc i64 %1318 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1319, ptr addrspace(1) %1316, i32 %1277) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1320 = add i32 %417, 64
  %1321 = icmp slt i32 %1320, %4
  br i1 %1321, label %380, label %._crit_edge

._crit_edge:                                      ; preds = %380, %6
  %.lcssa115 = phi float [ 0.000000e+00, %6 ], [ %900, %380 ]
  %.lcssa114 = phi float [ 0.000000e+00, %6 ], [ %901, %380 ]
  %.lcssa113 = phi float [ 0.000000e+00, %6 ], [ %1214, %380 ]
  %.lcssa112 = phi float [ 0.000000e+00, %6 ], [ %1215, %380 ]
  %.lcssa111 = phi float [ 0.000000e+00, %6 ], [ %1216, %380 ]
  %.lcssa110 = phi float [ 0.000000e+00, %6 ], [ %1217, %380 ]
  %.lcssa109 = phi float [ 0.000000e+00, %6 ], [ %1219, %380 ]
  %.lcssa108 = phi float [ 0.000000e+00, %6 ], [ %1220, %380 ]
  %.lcssa107 = phi float [ 0.000000e+00, %6 ], [ %1221, %380 ]
  %.lcssa106 = phi float [ 0.000000e+00, %6 ], [ %1222, %380 ]
  %.lcssa105 = phi float [ 0.000000e+00, %6 ], [ %1230, %380 ]
  %.lcssa104 = phi float [ 0.000000e+00, %6 ], [ %1231, %380 ]
  %.lcssa103 = phi float [ 0.000000e+00, %6 ], [ %1232, %380 ]
  %.lcssa102 = phi float [ 0.000000e+00, %6 ], [ %1233, %380 ]
  %.lcssa101 = phi float [ 0.000000e+00, %6 ], [ %1235, %380 ]
  %.lcssa100 = phi float [ 0.000000e+00, %6 ], [ %1236, %380 ]
  %.lcssa99 = phi float [ 0.000000e+00, %6 ], [ %1237, %380 ]
  %.lcssa98 = phi float [ 0.000000e+00, %6 ], [ %1238, %380 ]
  %.lcssa97 = phi float [ 0.000000e+00, %6 ], [ %1246, %380 ]
  %.lcssa96 = phi float [ 0.000000e+00, %6 ], [ %1247, %380 ]
  %.lcssa95 = phi float [ 0.000000e+00, %6 ], [ %1248, %380 ]
  %.lcssa94 = phi float [ 0.000000e+00, %6 ], [ %1249, %380 ]
  %.lcssa93 = phi float [ 0.000000e+00, %6 ], [ %1251, %380 ]
  %.lcssa92 = phi float [ 0.000000e+00, %6 ], [ %1252, %380 ]
  %.lcssa91 = phi float [ 0.000000e+00, %6 ], [ %1253, %380 ]
  %.lcssa90 = phi float [ 0.000000e+00, %6 ], [ %1254, %380 ]
  %.lcssa89 = phi float [ 0.000000e+00, %6 ], [ %1262, %380 ]
  %.lcssa88 = phi float [ 0.000000e+00, %6 ], [ %1263, %380 ]
  %.lcssa87 = phi float [ 0.000000e+00, %6 ], [ %1264, %380 ]
  %.lcssa86 = phi float [ 0.000000e+00, %6 ], [ %1265, %380 ]
  %.lcssa85 = phi float [ 0.000000e+00, %6 ], [ %1267, %380 ]
  %.lcssa84 = phi float [ 0.000000e+00, %6 ], [ %1268, %380 ]
  %.lcssa83 = phi float [ 0.000000e+00, %6 ], [ %1269, %380 ]
  %.lcssa82 = phi float [ 0.000000e+00, %6 ], [ %1270, %380 ]
  %.lcssa81 = phi float [ 0xFFF0000000000000, %6 ], [ %750, %380 ]
  %.lcssa80 = phi float [ 0xFFF0000000000000, %6 ], [ %751, %380 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1322 = lshr i32 %7, 2
  %1323 = and i32 %1322, 7
  %1324 = or disjoint i32 %277, %1323
  %1325 = zext nneg i32 %1324 to i64
  %1326 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1325
  store float %.lcssa81, ptr addrspace(3) %1326, align 4
  %1327 = or disjoint i32 %1324, 8
  %1328 = zext nneg i32 %1327 to i64
  %1329 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1328
  store float %.lcssa80, ptr addrspace(3) %1329, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1330 = fdiv float 1.000000e+00, %.lcssa115
  %1331 = fdiv float 1.000000e+00, %.lcssa114
  %1332 = fmul float %1330, %.lcssa113
  %1333 = fmul float %1330, %.lcssa112
  %1334 = fmul float %1331, %.lcssa111
  %1335 = fmul float %1331, %.lcssa110
  %1336 = fmul float %1330, %.lcssa109
  %1337 = fmul float %1330, %.lcssa108
  %1338 = fmul float %1331, %.lcssa107
  %1339 = fmul float %1331, %.lcssa106
  %1340 = fmul float %1330, %.lcssa105
  %1341 = fmul float %1330, %.lcssa104
  %1342 = fmul float %1331, %.lcssa103
  %1343 = fmul float %1331, %.lcssa102
  %1344 = fmul float %1330, %.lcssa101
  %1345 = fmul float %1330, %.lcssa100
  %1346 = fmul float %1331, %.lcssa99
  %1347 = fmul float %1331, %.lcssa98
  %1348 = fmul float %1330, %.lcssa97
  %1349 = fmul float %1330, %.lcssa96
  %1350 = fmul float %1331, %.lcssa95
  %1351 = fmul float %1331, %.lcssa94
  %1352 = fmul float %1330, %.lcssa93
  %1353 = fmul float %1330, %.lcssa92
  %1354 = fmul float %1331, %.lcssa91
  %1355 = fmul float %1331, %.lcssa90
  %1356 = fmul float %1330, %.lcssa89
  %1357 = fmul float %1330, %.lcssa88
  %1358 = fmul float %1331, %.lcssa87
  %1359 = fmul float %1331, %.lcssa86
  %1360 = fmul float %1330, %.lcssa85
  %1361 = fmul float %1330, %.lcssa84
  %1362 = fmul float %1331, %.lcssa83
  %1363 = fmul float %1331, %.lcssa82
  %1364 = fptrunc float %1332 to bfloat
  %1365 = fptrunc float %1333 to bfloat
  %1366 = fptrunc float %1334 to bfloat
  %1367 = fptrunc float %1335 to bfloat
  %1368 = fptrunc float %1336 to bfloat
  %1369 = fptrunc float %1337 to bfloat
  %1370 = fptrunc float %1338 to bfloat
  %1371 = fptrunc float %1339 to bfloat
  %1372 = fptrunc float %1340 to bfloat
  %1373 = fptrunc float %1341 to bfloat
  %1374 = fptrunc float %1342 to bfloat
  %1375 = fptrunc float %1343 to bfloat
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
  %1396 = shl nuw nsw i32 %7, 1
  %1397 = and i32 %1396, 6
  %1398 = or disjoint i32 %1324, %13
  %1399 = add i32 %11, %1398
  %1400 = shl i32 %1399, 6
  %1401 = or disjoint i32 %1400, %1397
  %1402 = sext i32 %1401 to i64
  %1403 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1402
  %1404 = icmp slt i32 %1398, %4
  %1405 = zext i1 %1404 to i32
  %1406 = bitcast bfloat %1364 to i16
  %1407 = bitcast bfloat %1365 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1405, i16 %1406, i16 %1407, ptr addrspace(1) %1403) #7
  %1408 = or disjoint i32 %1327, %13
  %1409 = add i32 %11, %1408
  %1410 = shl i32 %1409, 6
  %1411 = or disjoint i32 %1410, %1397
  %1412 = sext i32 %1411 to i64
  %1413 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1412
  %1414 = icmp slt i32 %1408, %4
  %1415 = zext i1 %1414 to i32
  %1416 = bitcast bfloat %1366 to i16
  %1417 = bitcast bfloat %1367 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1415, i16 %1416, i16 %1417, ptr addrspace(1) %1413) #7
  %1418 = or disjoint i32 %1397, 8
  %1419 = or disjoint i32 %1400, %1418
  %1420 = sext i32 %1419 to i64
  %1421 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1420
  %1422 = bitcast bfloat %1368 to i16
  %1423 = bitcast bfloat %1369 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1405, i16 %1422, i16 %1423, ptr addrspace(1) %1421) #7
  %1424 = or disjoint i32 %1410, %1418
  %1425 = sext i32 %1424 to i64
  %1426 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1425
  %1427 = bitcast bfloat %1370 to i16
  %1428 = bitcast bfloat %1371 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1415, i16 %1427, i16 %1428, ptr addrspace(1) %1426) #7
  %1429 = or disjoint i32 %1397, 16
  %1430 = or disjoint i32 %1400, %1429
  %1431 = sext i32 %1430 to i64
  %1432 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1431
  %1433 = bitcast bfloat %1372 to i16
  %1434 = bitcast bfloat %1373 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1405, i16 %1433, i16 %1434, ptr addrspace(1) %1432) #7
  %1435 = or disjoint i32 %1410, %1429
  %1436 = sext i32 %1435 to i64
  %1437 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1436
  %1438 = bitcast bfloat %1374 to i16
  %1439 = bitcast bfloat %1375 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1415, i16 %1438, i16 %1439, ptr addrspace(1) %1437) #7
  %1440 = or disjoint i32 %1397, 24
  %1441 = or disjoint i32 %1400, %1440
  %1442 = sext i32 %1441 to i64
  %1443 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1442
  %1444 = bitcast bfloat %1376 to i16
  %1445 = bitcast bfloat %1377 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1405, i16 %1444, i16 %1445, ptr addrspace(1) %1443) #7
  %1446 = or disjoint i32 %1410, %1440
  %1447 = sext i32 %1446 to i64
  %1448 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1447
  %1449 = bitcast bfloat %1378 to i16
  %1450 = bitcast bfloat %1379 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1415, i16 %1449, i16 %1450, ptr addrspace(1) %1448) #7
  %1451 = or disjoint i32 %1397, 32
  %1452 = or disjoint i32 %1400, %1451
  %1453 = sext i32 %1452 to i64
  %1454 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1453
  %1455 = bitcast bfloat %1380 to i16
  %1456 = bitcast bfloat %1381 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1405, i16 %1455, i16 %1456, ptr addrspace(1) %1454) #7
  %1457 = or disjoint i32 %1410, %1451
  %1458 = sext i32 %1457 to i64
  %1459 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1458
  %1460 = bitcast bfloat %1382 to i16
  %1461 = bitcast bfloat %1383 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1415, i16 %1460, i16 %1461, ptr addrspace(1) %1459) #7
  %1462 = or disjoint i32 %1397, 40
  %1463 = or disjoint i32 %1400, %1462
  %1464 = sext i32 %1463 to i64
  %1465 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1464
  %1466 = bitcast bfloat %1384 to i16
  %1467 = bitcast bfloat %1385 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1405, i16 %1466, i16 %1467, ptr addrspace(1) %1465) #7
  %1468 = or disjoint i32 %1410, %1462
  %1469 = sext i32 %1468 to i64
  %1470 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1469
  %1471 = bitcast bfloat %1386 to i16
  %1472 = bitcast bfloat %1387 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1415, i16 %1471, i16 %1472, ptr addrspace(1) %1470) #7
  %1473 = or disjoint i32 %1397, 48
  %1474 = or disjoint i32 %1400, %1473
  %1475 = sext i32 %1474 to i64
  %1476 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1475
  %1477 = bitcast bfloat %1388 to i16
  %1478 = bitcast bfloat %1389 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1405, i16 %1477, i16 %1478, ptr addrspace(1) %1476) #7
  %1479 = or disjoint i32 %1410, %1473
  %1480 = sext i32 %1479 to i64
  %1481 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1480
  %1482 = bitcast bfloat %1390 to i16
  %1483 = bitcast bfloat %1391 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1415, i16 %1482, i16 %1483, ptr addrspace(1) %1481) #7
  %1484 = or disjoint i32 %1397, 56
  %1485 = or disjoint i32 %1400, %1484
  %1486 = sext i32 %1485 to i64
  %1487 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1486
  %1488 = bitcast bfloat %1392 to i16
  %1489 = bitcast bfloat %1393 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1405, i16 %1488, i16 %1489, ptr addrspace(1) %1487) #7
  %1490 = or disjoint i32 %1410, %1484
  %1491 = sext i32 %1490 to i64
  %1492 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1491
  %1493 = bitcast bfloat %1394 to i16
  %1494 = bitcast bfloat %1395 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1415, i16 %1493, i16 %1494, ptr addrspace(1) %1492) #7
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
