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
  %89 = icmp sgt i32 %88, 0
  %90 = shl nuw nsw i32 %14, 7
  %91 = add i32 %12, %90
  %92 = shl nuw nsw i32 %18, 7
  %93 = add i32 %12, %92
  %94 = shl nuw nsw i32 %22, 7
  %95 = add i32 %12, %94
  %96 = shl nuw nsw i32 %26, 7
  %97 = add i32 %12, %96
  %98 = or disjoint i32 %91, %30
  %99 = or disjoint i32 %93, %30
  %100 = or disjoint i32 %95, %30
  %101 = or disjoint i32 %97, %30
  %102 = icmp slt i32 %14, %4
  %103 = icmp slt i32 %18, %4
  %104 = icmp slt i32 %22, %4
  %105 = icmp slt i32 %26, %4
  %106 = and i1 %89, %102
  %107 = and i1 %89, %103
  %108 = and i1 %89, %104
  %109 = and i1 %89, %105
  %110 = shl nuw nsw i32 %7, 4
  %111 = shl nuw nsw i32 %7, 10
  %112 = and i32 %111, 8192
  %113 = xor i32 %110, %7
  %114 = and i32 %113, 112
  %115 = or disjoint i32 %114, %112
  %116 = or disjoint i32 %115, %90
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %117
  %119 = sext i32 %98 to i64
  %120 = getelementptr bfloat, ptr addrspace(1) %1, i64 %119
  %121 = select i1 %106, i32 16, i32 0
  %122 = ptrtoint ptr addrspace(3) %118 to i64
  %123 = trunc i64 %122 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %123, ptr addrspace(1) %120, i32 %121) #7
  %124 = or disjoint i32 %115, %92
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %125
  %127 = sext i32 %99 to i64
  %128 = getelementptr bfloat, ptr addrspace(1) %1, i64 %127
  %129 = select i1 %107, i32 16, i32 0
  %130 = ptrtoint ptr addrspace(3) %126 to i64
  %131 = trunc i64 %130 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %131, ptr addrspace(1) %128, i32 %129) #7
  %132 = or disjoint i32 %115, %94
  %133 = zext nneg i32 %132 to i64
  %134 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %133
  %135 = sext i32 %100 to i64
  %136 = getelementptr bfloat, ptr addrspace(1) %1, i64 %135
  %137 = select i1 %108, i32 16, i32 0
  %138 = ptrtoint ptr addrspace(3) %134 to i64
  %139 = trunc i64 %138 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %139, ptr addrspace(1) %136, i32 %137) #7
  %140 = or disjoint i32 %115, %96
  %141 = zext nneg i32 %140 to i64
  %142 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %141
  %143 = sext i32 %101 to i64
  %144 = getelementptr bfloat, ptr addrspace(1) %1, i64 %143
  %145 = select i1 %109, i32 16, i32 0
  %146 = ptrtoint ptr addrspace(3) %142 to i64
  %147 = trunc i64 %146 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %147, ptr addrspace(1) %144, i32 %145) #7
  %148 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %117
  %149 = getelementptr bfloat, ptr addrspace(1) %2, i64 %119
  %150 = ptrtoint ptr addrspace(3) %148 to i64
  %151 = trunc i64 %150 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %151, ptr addrspace(1) %149, i32 %121) #7
  %152 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %125
  %153 = getelementptr bfloat, ptr addrspace(1) %2, i64 %127
  %154 = ptrtoint ptr addrspace(3) %152 to i64
  %155 = trunc i64 %154 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %155, ptr addrspace(1) %153, i32 %129) #7
  %156 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %133
  %157 = getelementptr bfloat, ptr addrspace(1) %2, i64 %135
  %158 = ptrtoint ptr addrspace(3) %156 to i64
  %159 = trunc i64 %158 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %159, ptr addrspace(1) %157, i32 %137) #7
  %160 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %141
  %161 = getelementptr bfloat, ptr addrspace(1) %2, i64 %143
  %162 = ptrtoint ptr addrspace(3) %160 to i64
  %163 = trunc i64 %162 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %163, ptr addrspace(1) %161, i32 %145) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %164 = icmp sgt i32 %88, 64
  %165 = or disjoint i32 %14, 64
  %166 = add i32 %11, %165
  %167 = shl i32 %166, 7
  %168 = or disjoint i32 %14, 80
  %169 = add i32 %11, %168
  %170 = shl i32 %169, 7
  %171 = or disjoint i32 %14, 96
  %172 = add i32 %11, %171
  %173 = shl i32 %172, 7
  %174 = or disjoint i32 %14, 112
  %175 = add i32 %11, %174
  %176 = shl i32 %175, 7
  %177 = or disjoint i32 %167, %30
  %178 = or disjoint i32 %170, %30
  %179 = or disjoint i32 %173, %30
  %180 = or disjoint i32 %176, %30
  %181 = icmp slt i32 %165, %4
  %182 = icmp slt i32 %168, %4
  %183 = icmp slt i32 %171, %4
  %184 = icmp slt i32 %174, %4
  %185 = and i1 %164, %181
  %186 = and i1 %164, %182
  %187 = and i1 %164, %183
  %188 = and i1 %164, %184
  %189 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %117
  %190 = sext i32 %177 to i64
  %191 = getelementptr bfloat, ptr addrspace(1) %1, i64 %190
  %192 = select i1 %185, i32 16, i32 0
  %193 = ptrtoint ptr addrspace(3) %189 to i64
  %194 = trunc i64 %193 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %194, ptr addrspace(1) %191, i32 %192) #7
  %195 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %125
  %196 = sext i32 %178 to i64
  %197 = getelementptr bfloat, ptr addrspace(1) %1, i64 %196
  %198 = select i1 %186, i32 16, i32 0
  %199 = ptrtoint ptr addrspace(3) %195 to i64
  %200 = trunc i64 %199 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %200, ptr addrspace(1) %197, i32 %198) #7
  %201 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %133
  %202 = sext i32 %179 to i64
  %203 = getelementptr bfloat, ptr addrspace(1) %1, i64 %202
  %204 = select i1 %187, i32 16, i32 0
  %205 = ptrtoint ptr addrspace(3) %201 to i64
  %206 = trunc i64 %205 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %206, ptr addrspace(1) %203, i32 %204) #7
  %207 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %141
  %208 = sext i32 %180 to i64
  %209 = getelementptr bfloat, ptr addrspace(1) %1, i64 %208
  %210 = select i1 %188, i32 16, i32 0
  %211 = ptrtoint ptr addrspace(3) %207 to i64
  %212 = trunc i64 %211 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %212, ptr addrspace(1) %209, i32 %210) #7
  %213 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %117
  %214 = getelementptr bfloat, ptr addrspace(1) %2, i64 %190
  %215 = ptrtoint ptr addrspace(3) %213 to i64
  %216 = trunc i64 %215 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %216, ptr addrspace(1) %214, i32 %192) #7
  %217 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %125
  %218 = getelementptr bfloat, ptr addrspace(1) %2, i64 %196
  %219 = ptrtoint ptr addrspace(3) %217 to i64
  %220 = trunc i64 %219 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %220, ptr addrspace(1) %218, i32 %198) #7
  %221 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %133
  %222 = getelementptr bfloat, ptr addrspace(1) %2, i64 %202
  %223 = ptrtoint ptr addrspace(3) %221 to i64
  %224 = trunc i64 %223 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %224, ptr addrspace(1) %222, i32 %204) #7
  %225 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %141
  %226 = getelementptr bfloat, ptr addrspace(1) %2, i64 %208
  %227 = ptrtoint ptr addrspace(3) %225 to i64
  %228 = trunc i64 %227 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %228, ptr addrspace(1) %226, i32 %210) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %229 = mul nuw nsw i32 %14, 136
  %230 = add nuw nsw i32 %229, %30
  %231 = shl nuw nsw i32 %230, 1
  %232 = zext nneg i32 %231 to i64
  %233 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %232
  %234 = insertelement <4 x i16> poison, i16 %43, i64 0
  %235 = insertelement <4 x i16> %234, i16 %44, i64 1
  %236 = insertelement <4 x i16> %235, i16 %45, i64 2
  %237 = insertelement <4 x i16> %236, i16 %46, i64 3
  store <4 x i16> %237, ptr addrspace(3) %233, align 16
  %238 = or disjoint i32 %30, 4
  %239 = add nuw nsw i32 %238, %229
  %240 = shl nuw nsw i32 %239, 1
  %241 = zext nneg i32 %240 to i64
  %242 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %241
  %243 = insertelement <4 x i16> poison, i16 %47, i64 0
  %244 = insertelement <4 x i16> %243, i16 %48, i64 1
  %245 = insertelement <4 x i16> %244, i16 %49, i64 2
  %246 = insertelement <4 x i16> %245, i16 %50, i64 3
  store <4 x i16> %246, ptr addrspace(3) %242, align 8
  %247 = mul nuw nsw i32 %18, 136
  %248 = add nuw nsw i32 %247, %30
  %249 = shl nuw nsw i32 %248, 1
  %250 = zext nneg i32 %249 to i64
  %251 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %250
  %252 = insertelement <4 x i16> poison, i16 %55, i64 0
  %253 = insertelement <4 x i16> %252, i16 %56, i64 1
  %254 = insertelement <4 x i16> %253, i16 %57, i64 2
  %255 = insertelement <4 x i16> %254, i16 %58, i64 3
  store <4 x i16> %255, ptr addrspace(3) %251, align 16
  %256 = or disjoint i32 %8, 2052
  %257 = and i32 %256, 124
  %258 = lshr i32 %256, 7
  %259 = mul nuw nsw i32 %258, 136
  %260 = add nuw nsw i32 %259, %257
  %261 = shl nuw nsw i32 %260, 1
  %262 = zext nneg i32 %261 to i64
  %263 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %262
  %264 = insertelement <4 x i16> poison, i16 %59, i64 0
  %265 = insertelement <4 x i16> %264, i16 %60, i64 1
  %266 = insertelement <4 x i16> %265, i16 %61, i64 2
  %267 = insertelement <4 x i16> %266, i16 %62, i64 3
  store <4 x i16> %267, ptr addrspace(3) %263, align 8
  %268 = mul nuw nsw i32 %22, 136
  %269 = add nuw nsw i32 %268, %30
  %270 = shl nuw nsw i32 %269, 1
  %271 = zext nneg i32 %270 to i64
  %272 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %271
  %273 = insertelement <4 x i16> poison, i16 %67, i64 0
  %274 = insertelement <4 x i16> %273, i16 %68, i64 1
  %275 = insertelement <4 x i16> %274, i16 %69, i64 2
  %276 = insertelement <4 x i16> %275, i16 %70, i64 3
  store <4 x i16> %276, ptr addrspace(3) %272, align 16
  %277 = or disjoint i32 %8, 4100
  %278 = and i32 %277, 124
  %279 = lshr i32 %277, 7
  %280 = mul nuw nsw i32 %279, 136
  %281 = add nuw nsw i32 %280, %278
  %282 = shl nuw nsw i32 %281, 1
  %283 = zext nneg i32 %282 to i64
  %284 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %283
  %285 = insertelement <4 x i16> poison, i16 %71, i64 0
  %286 = insertelement <4 x i16> %285, i16 %72, i64 1
  %287 = insertelement <4 x i16> %286, i16 %73, i64 2
  %288 = insertelement <4 x i16> %287, i16 %74, i64 3
  store <4 x i16> %288, ptr addrspace(3) %284, align 8
  %289 = mul nuw nsw i32 %26, 136
  %290 = add nuw nsw i32 %289, %30
  %291 = shl nuw nsw i32 %290, 1
  %292 = zext nneg i32 %291 to i64
  %293 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %292
  %294 = insertelement <4 x i16> poison, i16 %79, i64 0
  %295 = insertelement <4 x i16> %294, i16 %80, i64 1
  %296 = insertelement <4 x i16> %295, i16 %81, i64 2
  %297 = insertelement <4 x i16> %296, i16 %82, i64 3
  store <4 x i16> %297, ptr addrspace(3) %293, align 16
  %298 = or disjoint i32 %8, 6148
  %299 = and i32 %298, 124
  %300 = lshr i32 %298, 7
  %301 = mul nuw nsw i32 %300, 136
  %302 = add nuw nsw i32 %301, %299
  %303 = shl nuw nsw i32 %302, 1
  %304 = zext nneg i32 %303 to i64
  %305 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %304
  %306 = insertelement <4 x i16> poison, i16 %83, i64 0
  %307 = insertelement <4 x i16> %306, i16 %84, i64 1
  %308 = insertelement <4 x i16> %307, i16 %85, i64 2
  %309 = insertelement <4 x i16> %308, i16 %86, i64 3
  store <4 x i16> %309, ptr addrspace(3) %305, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %89, label %.lr.ph, label %.._crit_edge_crit_edge

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
  %.pre209 = or disjoint i32 %.pre193, %13
  %.pre211 = or disjoint i32 %.pre197, %13
  %.pre213 = or disjoint i32 %.pre201, %13
  %.pre215 = or disjoint i32 %.pre203, %13
  br label %._crit_edge

.lr.ph:                                           ; preds = %6
  %310 = lshr i32 %7, 5
  %311 = and i32 %310, 3
  %312 = shl nuw nsw i32 %311, 4
  %313 = lshr i32 %7, 2
  %314 = and i32 %313, 32
  %315 = or disjoint i32 %314, 16
  %316 = and i32 %7, 7
  %317 = and i32 %7, 8
  %318 = and i32 %7, 15
  %319 = or disjoint i32 %314, %318
  %320 = lshr i32 %7, 1
  %321 = and i32 %320, 8
  %322 = mul nuw nsw i32 %319, 136
  %323 = shl nuw nsw i32 %316, 3
  %324 = or disjoint i32 %315, %318
  %325 = mul nuw nsw i32 %324, 136
  %326 = and i32 %313, 7
  %327 = and i32 %313, 39
  %328 = shl nuw nsw i32 %7, 1
  %329 = and i32 %328, 6
  %330 = or disjoint i32 %312, %329
  %331 = or disjoint i32 %327, %13
  %332 = or disjoint i32 %329, 1
  %333 = or disjoint i32 %312, %332
  %334 = or disjoint i32 %326, 8
  %335 = or disjoint i32 %334, %314
  %336 = or disjoint i32 %335, %13
  %337 = or disjoint i32 %312, 8
  %338 = or disjoint i32 %337, %329
  %339 = or disjoint i32 %337, %332
  %340 = or disjoint i32 %315, %326
  %341 = or disjoint i32 %340, %13
  %342 = or disjoint i32 %315, %334
  %343 = or disjoint i32 %342, %13
  %344 = shl nuw nsw i32 %327, 2
  %345 = or disjoint i32 %344, %311
  %346 = zext nneg i32 %345 to i64
  %347 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %346
  %348 = shl nuw nsw i32 %335, 2
  %349 = or disjoint i32 %348, %311
  %350 = zext nneg i32 %349 to i64
  %351 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %350
  %352 = shl nuw nsw i32 %340, 2
  %353 = or disjoint i32 %352, %311
  %354 = zext nneg i32 %353 to i64
  %355 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %354
  %356 = shl nuw nsw i32 %342, 2
  %357 = or disjoint i32 %356, %311
  %358 = zext nneg i32 %357 to i64
  %359 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %358
  %360 = zext nneg i32 %344 to i64
  %361 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %360
  %362 = getelementptr i8, ptr addrspace(3) %361, i64 4
  %363 = getelementptr i8, ptr addrspace(3) %361, i64 8
  %364 = getelementptr i8, ptr addrspace(3) %361, i64 12
  %365 = zext nneg i32 %348 to i64
  %366 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %365
  %367 = getelementptr i8, ptr addrspace(3) %366, i64 4
  %368 = getelementptr i8, ptr addrspace(3) %366, i64 8
  %369 = getelementptr i8, ptr addrspace(3) %366, i64 12
  %370 = zext nneg i32 %352 to i64
  %371 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %370
  %372 = getelementptr i8, ptr addrspace(3) %371, i64 4
  %373 = getelementptr i8, ptr addrspace(3) %371, i64 8
  %374 = getelementptr i8, ptr addrspace(3) %371, i64 12
  %375 = zext nneg i32 %356 to i64
  %376 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %375
  %377 = getelementptr i8, ptr addrspace(3) %376, i64 4
  %378 = getelementptr i8, ptr addrspace(3) %376, i64 8
  %379 = getelementptr i8, ptr addrspace(3) %376, i64 12
  %380 = mul nuw nsw i32 %327, 72
  %381 = add nuw nsw i32 %380, %330
  %382 = zext nneg i32 %381 to i64
  %383 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %382
  %384 = add nuw nsw i32 %380, %333
  %385 = zext nneg i32 %384 to i64
  %386 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %385
  %387 = mul nuw nsw i32 %335, 72
  %388 = add nuw nsw i32 %387, %330
  %389 = zext nneg i32 %388 to i64
  %390 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %389
  %391 = add nuw nsw i32 %387, %333
  %392 = zext nneg i32 %391 to i64
  %393 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %392
  %394 = add nuw nsw i32 %338, %380
  %395 = zext nneg i32 %394 to i64
  %396 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %395
  %397 = add nuw nsw i32 %339, %380
  %398 = zext nneg i32 %397 to i64
  %399 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %398
  %400 = add nuw nsw i32 %387, %338
  %401 = zext nneg i32 %400 to i64
  %402 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %401
  %403 = add nuw nsw i32 %387, %339
  %404 = zext nneg i32 %403 to i64
  %405 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %404
  %406 = mul nuw nsw i32 %340, 72
  %407 = add nuw nsw i32 %406, %330
  %408 = zext nneg i32 %407 to i64
  %409 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %408
  %410 = add nuw nsw i32 %406, %333
  %411 = zext nneg i32 %410 to i64
  %412 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %411
  %413 = mul nuw nsw i32 %342, 72
  %414 = add nuw nsw i32 %413, %330
  %415 = zext nneg i32 %414 to i64
  %416 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %415
  %417 = add nuw nsw i32 %413, %333
  %418 = zext nneg i32 %417 to i64
  %419 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %418
  %420 = add nuw nsw i32 %406, %338
  %421 = zext nneg i32 %420 to i64
  %422 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %421
  %423 = add nuw nsw i32 %406, %339
  %424 = zext nneg i32 %423 to i64
  %425 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %424
  %426 = add nuw nsw i32 %413, %338
  %427 = zext nneg i32 %426 to i64
  %428 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %427
  %429 = add nuw nsw i32 %413, %339
  %430 = zext nneg i32 %429 to i64
  %431 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %430
  %432 = mul nuw nsw i32 %319, 72
  %433 = shl nuw nsw i32 %310, 6
  %434 = shl nuw nsw i32 %321, 1
  %.masked = and i32 %433, 64
  %435 = or disjoint i32 %.masked, %434
  %436 = shl nuw nsw i32 %310, 12
  %437 = and i32 %436, 8192
  %438 = and i32 %110, 112
  %439 = xor i32 %435, %438
  %invariant.op = or disjoint i32 %437, %439
  %440 = or disjoint i32 %435, 32
  %441 = xor i32 %440, %438
  %invariant.op93 = or disjoint i32 %437, %441
  %442 = mul nuw nsw i32 %324, 72
  %443 = add nuw nsw i32 %321, %432
  %444 = zext nneg i32 %443 to i64
  %445 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %444
  %446 = add nuw nsw i32 %321, %322
  %447 = zext nneg i32 %446 to i64
  %448 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %447
  %449 = or disjoint i32 %316, %321
  %450 = or disjoint i32 %449, %312
  %451 = shl nuw nsw i32 %450, 6
  %452 = xor i32 %317, %323
  %453 = or disjoint i32 %451, %452
  %454 = zext nneg i32 %453 to i64
  %455 = add nuw nsw i32 %321, %325
  %456 = zext nneg i32 %455 to i64
  %457 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %456
  %458 = or disjoint i32 %321, 16
  %459 = add nuw nsw i32 %458, %322
  %460 = zext nneg i32 %459 to i64
  %461 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %460
  %462 = or disjoint i32 %317, 16
  %463 = xor i32 %462, %323
  %464 = or disjoint i32 %451, %463
  %465 = zext nneg i32 %464 to i64
  %466 = add nuw nsw i32 %458, %325
  %467 = zext nneg i32 %466 to i64
  %468 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %467
  %469 = or disjoint i32 %321, 32
  %470 = add nuw nsw i32 %469, %322
  %471 = zext nneg i32 %470 to i64
  %472 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %471
  %473 = or disjoint i32 %317, 32
  %474 = xor i32 %473, %323
  %475 = or disjoint i32 %451, %474
  %476 = zext nneg i32 %475 to i64
  %477 = add nuw nsw i32 %469, %325
  %478 = zext nneg i32 %477 to i64
  %479 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %478
  %480 = or disjoint i32 %321, 48
  %481 = add nuw nsw i32 %480, %322
  %482 = zext nneg i32 %481 to i64
  %483 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %482
  %484 = or disjoint i32 %317, 48
  %485 = xor i32 %484, %323
  %486 = or disjoint i32 %451, %485
  %487 = zext nneg i32 %486 to i64
  %488 = add nuw nsw i32 %480, %325
  %489 = zext nneg i32 %488 to i64
  %490 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %489
  %491 = or disjoint i32 %321, 64
  %492 = add nuw nsw i32 %491, %322
  %493 = zext nneg i32 %492 to i64
  %494 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %493
  %495 = or disjoint i32 %316, %321
  %496 = or disjoint i32 %495, %312
  %497 = shl nuw nsw i32 %496, 6
  %498 = or disjoint i32 %497, 4096
  %499 = or disjoint i32 %498, %452
  %500 = zext nneg i32 %499 to i64
  %501 = add nuw nsw i32 %491, %325
  %502 = zext nneg i32 %501 to i64
  %503 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %502
  %504 = or disjoint i32 %321, 80
  %505 = add nuw nsw i32 %504, %322
  %506 = zext nneg i32 %505 to i64
  %507 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %506
  %508 = or disjoint i32 %498, %463
  %509 = zext nneg i32 %508 to i64
  %510 = add nuw nsw i32 %504, %325
  %511 = zext nneg i32 %510 to i64
  %512 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %511
  %513 = or disjoint i32 %321, 96
  %514 = add nuw nsw i32 %513, %322
  %515 = zext nneg i32 %514 to i64
  %516 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %515
  %517 = or disjoint i32 %498, %474
  %518 = zext nneg i32 %517 to i64
  %519 = add nuw nsw i32 %513, %325
  %520 = zext nneg i32 %519 to i64
  %521 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %520
  %522 = or disjoint i32 %321, 112
  %523 = add nuw nsw i32 %522, %322
  %524 = zext nneg i32 %523 to i64
  %525 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %524
  %526 = or disjoint i32 %498, %485
  %527 = zext nneg i32 %526 to i64
  %528 = add nuw nsw i32 %522, %325
  %529 = zext nneg i32 %528 to i64
  %530 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %529
  %531 = shl nuw nsw i32 %318, 7
  %.reass = or disjoint i32 %531, %invariant.op
  %532 = lshr exact i32 %.reass, 1
  %533 = zext nneg i32 %532 to i64
  %.reass94 = or i32 %531, %invariant.op93
  %534 = lshr exact i32 %.reass94, 1
  %535 = zext nneg i32 %534 to i64
  %536 = add nuw nsw i32 %321, %442
  %537 = zext nneg i32 %536 to i64
  %538 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %537
  %539 = add nuw nsw i32 %458, %432
  %540 = zext nneg i32 %539 to i64
  %541 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %540
  %542 = shl nuw nsw i32 %318, 7
  %543 = or disjoint i32 %542, 2048
  %.reass.1 = or disjoint i32 %543, %invariant.op
  %544 = lshr exact i32 %.reass.1, 1
  %545 = zext nneg i32 %544 to i64
  %.reass94.1 = or i32 %543, %invariant.op93
  %546 = lshr exact i32 %.reass94.1, 1
  %547 = zext nneg i32 %546 to i64
  %548 = add nuw nsw i32 %458, %442
  %549 = zext nneg i32 %548 to i64
  %550 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %549
  %551 = add nuw nsw i32 %469, %432
  %552 = zext nneg i32 %551 to i64
  %553 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %552
  %554 = shl nuw nsw i32 %318, 7
  %555 = or disjoint i32 %554, 4096
  %.reass.2 = or disjoint i32 %555, %invariant.op
  %556 = lshr exact i32 %.reass.2, 1
  %557 = zext nneg i32 %556 to i64
  %.reass94.2 = or i32 %555, %invariant.op93
  %558 = lshr exact i32 %.reass94.2, 1
  %559 = zext nneg i32 %558 to i64
  %560 = add nuw nsw i32 %469, %442
  %561 = zext nneg i32 %560 to i64
  %562 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %561
  %563 = add nuw nsw i32 %480, %432
  %564 = zext nneg i32 %563 to i64
  %565 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %564
  %566 = shl nuw nsw i32 %318, 7
  %567 = or disjoint i32 %566, 6144
  %.reass.3 = or disjoint i32 %567, %invariant.op
  %568 = lshr exact i32 %.reass.3, 1
  %569 = zext nneg i32 %568 to i64
  %.reass94.3 = or i32 %567, %invariant.op93
  %570 = lshr exact i32 %.reass94.3, 1
  %571 = zext nneg i32 %570 to i64
  %572 = add nuw nsw i32 %480, %442
  %573 = zext nneg i32 %572 to i64
  %574 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %573
  br label %575

575:                                              ; preds = %.lr.ph, %575
  %576 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1057, %575 ]
  %577 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1056, %575 ]
  %578 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1055, %575 ]
  %579 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1054, %575 ]
  %580 = phi float [ 0.000000e+00, %.lr.ph ], [ %1454, %575 ]
  %581 = phi float [ 0.000000e+00, %.lr.ph ], [ %1453, %575 ]
  %582 = phi float [ 0.000000e+00, %.lr.ph ], [ %1452, %575 ]
  %583 = phi float [ 0.000000e+00, %.lr.ph ], [ %1451, %575 ]
  %584 = phi float [ 0.000000e+00, %.lr.ph ], [ %1449, %575 ]
  %585 = phi float [ 0.000000e+00, %.lr.ph ], [ %1448, %575 ]
  %586 = phi float [ 0.000000e+00, %.lr.ph ], [ %1447, %575 ]
  %587 = phi float [ 0.000000e+00, %.lr.ph ], [ %1446, %575 ]
  %588 = phi float [ 0.000000e+00, %.lr.ph ], [ %1444, %575 ]
  %589 = phi float [ 0.000000e+00, %.lr.ph ], [ %1443, %575 ]
  %590 = phi float [ 0.000000e+00, %.lr.ph ], [ %1442, %575 ]
  %591 = phi float [ 0.000000e+00, %.lr.ph ], [ %1441, %575 ]
  %592 = phi float [ 0.000000e+00, %.lr.ph ], [ %1439, %575 ]
  %593 = phi float [ 0.000000e+00, %.lr.ph ], [ %1438, %575 ]
  %594 = phi float [ 0.000000e+00, %.lr.ph ], [ %1437, %575 ]
  %595 = phi float [ 0.000000e+00, %.lr.ph ], [ %1436, %575 ]
  %596 = phi float [ 0.000000e+00, %.lr.ph ], [ %1429, %575 ]
  %597 = phi float [ 0.000000e+00, %.lr.ph ], [ %1428, %575 ]
  %598 = phi float [ 0.000000e+00, %.lr.ph ], [ %1427, %575 ]
  %599 = phi float [ 0.000000e+00, %.lr.ph ], [ %1426, %575 ]
  %600 = phi float [ 0.000000e+00, %.lr.ph ], [ %1424, %575 ]
  %601 = phi float [ 0.000000e+00, %.lr.ph ], [ %1423, %575 ]
  %602 = phi float [ 0.000000e+00, %.lr.ph ], [ %1422, %575 ]
  %603 = phi float [ 0.000000e+00, %.lr.ph ], [ %1421, %575 ]
  %604 = phi float [ 0.000000e+00, %.lr.ph ], [ %1413, %575 ]
  %605 = phi float [ 0.000000e+00, %.lr.ph ], [ %1412, %575 ]
  %606 = phi float [ 0.000000e+00, %.lr.ph ], [ %1411, %575 ]
  %607 = phi float [ 0.000000e+00, %.lr.ph ], [ %1410, %575 ]
  %608 = phi float [ 0.000000e+00, %.lr.ph ], [ %1408, %575 ]
  %609 = phi float [ 0.000000e+00, %.lr.ph ], [ %1407, %575 ]
  %610 = phi float [ 0.000000e+00, %.lr.ph ], [ %1406, %575 ]
  %611 = phi float [ 0.000000e+00, %.lr.ph ], [ %1405, %575 ]
  %612 = phi float [ 0.000000e+00, %.lr.ph ], [ %1477, %575 ]
  %613 = phi float [ 0.000000e+00, %.lr.ph ], [ %1476, %575 ]
  %614 = phi float [ 0.000000e+00, %.lr.ph ], [ %1475, %575 ]
  %615 = phi float [ 0.000000e+00, %.lr.ph ], [ %1474, %575 ]
  %616 = phi i32 [ 0, %.lr.ph ], [ %1547, %575 ]
  %617 = lshr exact i32 %616, 6
  %618 = urem i32 %617, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %619 = shl nuw nsw i32 %618, 14
  %620 = zext nneg i32 %619 to i64
  %621 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %620
  %622 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %448)
  %623 = extractvalue { i32, i32, i32, i32 } %622, 0
  %624 = extractvalue { i32, i32, i32, i32 } %622, 1
  %625 = extractvalue { i32, i32, i32, i32 } %622, 2
  %626 = extractvalue { i32, i32, i32, i32 } %622, 3
  %627 = getelementptr bfloat, ptr addrspace(3) %621, i64 %454
  %628 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %627)
  %629 = extractvalue { i32, i32, i32, i32 } %628, 0
  %630 = extractvalue { i32, i32, i32, i32 } %628, 1
  %631 = extractvalue { i32, i32, i32, i32 } %628, 2
  %632 = extractvalue { i32, i32, i32, i32 } %628, 3
  %633 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %623, i32 %624, i32 %625, i32 %626, i32 %629, i32 %630, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %634 = extractvalue { float, float, float, float } %633, 0
  %635 = extractvalue { float, float, float, float } %633, 1
  %636 = extractvalue { float, float, float, float } %633, 2
  %637 = extractvalue { float, float, float, float } %633, 3
  %638 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %623, i32 %624, i32 %625, i32 %626, i32 %631, i32 %632, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %639 = extractvalue { float, float, float, float } %638, 0
  %640 = extractvalue { float, float, float, float } %638, 1
  %641 = extractvalue { float, float, float, float } %638, 2
  %642 = extractvalue { float, float, float, float } %638, 3
  %643 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %457)
  %644 = extractvalue { i32, i32, i32, i32 } %643, 0
  %645 = extractvalue { i32, i32, i32, i32 } %643, 1
  %646 = extractvalue { i32, i32, i32, i32 } %643, 2
  %647 = extractvalue { i32, i32, i32, i32 } %643, 3
  %648 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %644, i32 %645, i32 %646, i32 %647, i32 %629, i32 %630, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %649 = extractvalue { float, float, float, float } %648, 0
  %650 = extractvalue { float, float, float, float } %648, 1
  %651 = extractvalue { float, float, float, float } %648, 2
  %652 = extractvalue { float, float, float, float } %648, 3
  %653 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %644, i32 %645, i32 %646, i32 %647, i32 %631, i32 %632, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %654 = extractvalue { float, float, float, float } %653, 0
  %655 = extractvalue { float, float, float, float } %653, 1
  %656 = extractvalue { float, float, float, float } %653, 2
  %657 = extractvalue { float, float, float, float } %653, 3
  %658 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %461)
  %659 = extractvalue { i32, i32, i32, i32 } %658, 0
  %660 = extractvalue { i32, i32, i32, i32 } %658, 1
  %661 = extractvalue { i32, i32, i32, i32 } %658, 2
  %662 = extractvalue { i32, i32, i32, i32 } %658, 3
  %663 = getelementptr bfloat, ptr addrspace(3) %621, i64 %465
  %664 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %663)
  %665 = extractvalue { i32, i32, i32, i32 } %664, 0
  %666 = extractvalue { i32, i32, i32, i32 } %664, 1
  %667 = extractvalue { i32, i32, i32, i32 } %664, 2
  %668 = extractvalue { i32, i32, i32, i32 } %664, 3
  %669 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %659, i32 %660, i32 %661, i32 %662, i32 %665, i32 %666, float %634, float %635, float %636, float %637) #7
  %670 = extractvalue { float, float, float, float } %669, 0
  %671 = extractvalue { float, float, float, float } %669, 1
  %672 = extractvalue { float, float, float, float } %669, 2
  %673 = extractvalue { float, float, float, float } %669, 3
  %674 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %659, i32 %660, i32 %661, i32 %662, i32 %667, i32 %668, float %639, float %640, float %641, float %642) #7
  %675 = extractvalue { float, float, float, float } %674, 0
  %676 = extractvalue { float, float, float, float } %674, 1
  %677 = extractvalue { float, float, float, float } %674, 2
  %678 = extractvalue { float, float, float, float } %674, 3
  %679 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %468)
  %680 = extractvalue { i32, i32, i32, i32 } %679, 0
  %681 = extractvalue { i32, i32, i32, i32 } %679, 1
  %682 = extractvalue { i32, i32, i32, i32 } %679, 2
  %683 = extractvalue { i32, i32, i32, i32 } %679, 3
  %684 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %680, i32 %681, i32 %682, i32 %683, i32 %665, i32 %666, float %649, float %650, float %651, float %652) #7
  %685 = extractvalue { float, float, float, float } %684, 0
  %686 = extractvalue { float, float, float, float } %684, 1
  %687 = extractvalue { float, float, float, float } %684, 2
  %688 = extractvalue { float, float, float, float } %684, 3
  %689 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %680, i32 %681, i32 %682, i32 %683, i32 %667, i32 %668, float %654, float %655, float %656, float %657) #7
  %690 = extractvalue { float, float, float, float } %689, 0
  %691 = extractvalue { float, float, float, float } %689, 1
  %692 = extractvalue { float, float, float, float } %689, 2
  %693 = extractvalue { float, float, float, float } %689, 3
  %694 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %472)
  %695 = extractvalue { i32, i32, i32, i32 } %694, 0
  %696 = extractvalue { i32, i32, i32, i32 } %694, 1
  %697 = extractvalue { i32, i32, i32, i32 } %694, 2
  %698 = extractvalue { i32, i32, i32, i32 } %694, 3
  %699 = getelementptr bfloat, ptr addrspace(3) %621, i64 %476
  %700 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %699)
  %701 = extractvalue { i32, i32, i32, i32 } %700, 0
  %702 = extractvalue { i32, i32, i32, i32 } %700, 1
  %703 = extractvalue { i32, i32, i32, i32 } %700, 2
  %704 = extractvalue { i32, i32, i32, i32 } %700, 3
  %705 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %695, i32 %696, i32 %697, i32 %698, i32 %701, i32 %702, float %670, float %671, float %672, float %673) #7
  %706 = extractvalue { float, float, float, float } %705, 0
  %707 = extractvalue { float, float, float, float } %705, 1
  %708 = extractvalue { float, float, float, float } %705, 2
  %709 = extractvalue { float, float, float, float } %705, 3
  %710 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %695, i32 %696, i32 %697, i32 %698, i32 %703, i32 %704, float %675, float %676, float %677, float %678) #7
  %711 = extractvalue { float, float, float, float } %710, 0
  %712 = extractvalue { float, float, float, float } %710, 1
  %713 = extractvalue { float, float, float, float } %710, 2
  %714 = extractvalue { float, float, float, float } %710, 3
  %715 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %479)
  %716 = extractvalue { i32, i32, i32, i32 } %715, 0
  %717 = extractvalue { i32, i32, i32, i32 } %715, 1
  %718 = extractvalue { i32, i32, i32, i32 } %715, 2
  %719 = extractvalue { i32, i32, i32, i32 } %715, 3
  %720 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %716, i32 %717, i32 %718, i32 %719, i32 %701, i32 %702, float %685, float %686, float %687, float %688) #7
  %721 = extractvalue { float, float, float, float } %720, 0
  %722 = extractvalue { float, float, float, float } %720, 1
  %723 = extractvalue { float, float, float, float } %720, 2
  %724 = extractvalue { float, float, float, float } %720, 3
  %725 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %716, i32 %717, i32 %718, i32 %719, i32 %703, i32 %704, float %690, float %691, float %692, float %693) #7
  %726 = extractvalue { float, float, float, float } %725, 0
  %727 = extractvalue { float, float, float, float } %725, 1
  %728 = extractvalue { float, float, float, float } %725, 2
  %729 = extractvalue { float, float, float, float } %725, 3
  %730 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %483)
  %731 = extractvalue { i32, i32, i32, i32 } %730, 0
  %732 = extractvalue { i32, i32, i32, i32 } %730, 1
  %733 = extractvalue { i32, i32, i32, i32 } %730, 2
  %734 = extractvalue { i32, i32, i32, i32 } %730, 3
  %735 = getelementptr bfloat, ptr addrspace(3) %621, i64 %487
  %736 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %735)
  %737 = extractvalue { i32, i32, i32, i32 } %736, 0
  %738 = extractvalue { i32, i32, i32, i32 } %736, 1
  %739 = extractvalue { i32, i32, i32, i32 } %736, 2
  %740 = extractvalue { i32, i32, i32, i32 } %736, 3
  %741 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %731, i32 %732, i32 %733, i32 %734, i32 %737, i32 %738, float %706, float %707, float %708, float %709) #7
  %742 = extractvalue { float, float, float, float } %741, 0
  %743 = extractvalue { float, float, float, float } %741, 1
  %744 = extractvalue { float, float, float, float } %741, 2
  %745 = extractvalue { float, float, float, float } %741, 3
  %746 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %731, i32 %732, i32 %733, i32 %734, i32 %739, i32 %740, float %711, float %712, float %713, float %714) #7
  %747 = extractvalue { float, float, float, float } %746, 0
  %748 = extractvalue { float, float, float, float } %746, 1
  %749 = extractvalue { float, float, float, float } %746, 2
  %750 = extractvalue { float, float, float, float } %746, 3
  %751 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %490)
  %752 = extractvalue { i32, i32, i32, i32 } %751, 0
  %753 = extractvalue { i32, i32, i32, i32 } %751, 1
  %754 = extractvalue { i32, i32, i32, i32 } %751, 2
  %755 = extractvalue { i32, i32, i32, i32 } %751, 3
  %756 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %752, i32 %753, i32 %754, i32 %755, i32 %737, i32 %738, float %721, float %722, float %723, float %724) #7
  %757 = extractvalue { float, float, float, float } %756, 0
  %758 = extractvalue { float, float, float, float } %756, 1
  %759 = extractvalue { float, float, float, float } %756, 2
  %760 = extractvalue { float, float, float, float } %756, 3
  %761 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %752, i32 %753, i32 %754, i32 %755, i32 %739, i32 %740, float %726, float %727, float %728, float %729) #7
  %762 = extractvalue { float, float, float, float } %761, 0
  %763 = extractvalue { float, float, float, float } %761, 1
  %764 = extractvalue { float, float, float, float } %761, 2
  %765 = extractvalue { float, float, float, float } %761, 3
  %766 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %494)
  %767 = extractvalue { i32, i32, i32, i32 } %766, 0
  %768 = extractvalue { i32, i32, i32, i32 } %766, 1
  %769 = extractvalue { i32, i32, i32, i32 } %766, 2
  %770 = extractvalue { i32, i32, i32, i32 } %766, 3
  %771 = getelementptr bfloat, ptr addrspace(3) %621, i64 %500
  %772 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %771)
  %773 = extractvalue { i32, i32, i32, i32 } %772, 0
  %774 = extractvalue { i32, i32, i32, i32 } %772, 1
  %775 = extractvalue { i32, i32, i32, i32 } %772, 2
  %776 = extractvalue { i32, i32, i32, i32 } %772, 3
  %777 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %767, i32 %768, i32 %769, i32 %770, i32 %773, i32 %774, float %742, float %743, float %744, float %745) #7
  %778 = extractvalue { float, float, float, float } %777, 0
  %779 = extractvalue { float, float, float, float } %777, 1
  %780 = extractvalue { float, float, float, float } %777, 2
  %781 = extractvalue { float, float, float, float } %777, 3
  %782 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %767, i32 %768, i32 %769, i32 %770, i32 %775, i32 %776, float %747, float %748, float %749, float %750) #7
  %783 = extractvalue { float, float, float, float } %782, 0
  %784 = extractvalue { float, float, float, float } %782, 1
  %785 = extractvalue { float, float, float, float } %782, 2
  %786 = extractvalue { float, float, float, float } %782, 3
  %787 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %503)
  %788 = extractvalue { i32, i32, i32, i32 } %787, 0
  %789 = extractvalue { i32, i32, i32, i32 } %787, 1
  %790 = extractvalue { i32, i32, i32, i32 } %787, 2
  %791 = extractvalue { i32, i32, i32, i32 } %787, 3
  %792 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %788, i32 %789, i32 %790, i32 %791, i32 %773, i32 %774, float %757, float %758, float %759, float %760) #7
  %793 = extractvalue { float, float, float, float } %792, 0
  %794 = extractvalue { float, float, float, float } %792, 1
  %795 = extractvalue { float, float, float, float } %792, 2
  %796 = extractvalue { float, float, float, float } %792, 3
  %797 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %788, i32 %789, i32 %790, i32 %791, i32 %775, i32 %776, float %762, float %763, float %764, float %765) #7
  %798 = extractvalue { float, float, float, float } %797, 0
  %799 = extractvalue { float, float, float, float } %797, 1
  %800 = extractvalue { float, float, float, float } %797, 2
  %801 = extractvalue { float, float, float, float } %797, 3
  %802 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %507)
  %803 = extractvalue { i32, i32, i32, i32 } %802, 0
  %804 = extractvalue { i32, i32, i32, i32 } %802, 1
  %805 = extractvalue { i32, i32, i32, i32 } %802, 2
  %806 = extractvalue { i32, i32, i32, i32 } %802, 3
  %807 = getelementptr bfloat, ptr addrspace(3) %621, i64 %509
  %808 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %807)
  %809 = extractvalue { i32, i32, i32, i32 } %808, 0
  %810 = extractvalue { i32, i32, i32, i32 } %808, 1
  %811 = extractvalue { i32, i32, i32, i32 } %808, 2
  %812 = extractvalue { i32, i32, i32, i32 } %808, 3
  %813 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %803, i32 %804, i32 %805, i32 %806, i32 %809, i32 %810, float %778, float %779, float %780, float %781) #7
  %814 = extractvalue { float, float, float, float } %813, 0
  %815 = extractvalue { float, float, float, float } %813, 1
  %816 = extractvalue { float, float, float, float } %813, 2
  %817 = extractvalue { float, float, float, float } %813, 3
  %818 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %803, i32 %804, i32 %805, i32 %806, i32 %811, i32 %812, float %783, float %784, float %785, float %786) #7
  %819 = extractvalue { float, float, float, float } %818, 0
  %820 = extractvalue { float, float, float, float } %818, 1
  %821 = extractvalue { float, float, float, float } %818, 2
  %822 = extractvalue { float, float, float, float } %818, 3
  %823 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %512)
  %824 = extractvalue { i32, i32, i32, i32 } %823, 0
  %825 = extractvalue { i32, i32, i32, i32 } %823, 1
  %826 = extractvalue { i32, i32, i32, i32 } %823, 2
  %827 = extractvalue { i32, i32, i32, i32 } %823, 3
  %828 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %824, i32 %825, i32 %826, i32 %827, i32 %809, i32 %810, float %793, float %794, float %795, float %796) #7
  %829 = extractvalue { float, float, float, float } %828, 0
  %830 = extractvalue { float, float, float, float } %828, 1
  %831 = extractvalue { float, float, float, float } %828, 2
  %832 = extractvalue { float, float, float, float } %828, 3
  %833 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %824, i32 %825, i32 %826, i32 %827, i32 %811, i32 %812, float %798, float %799, float %800, float %801) #7
  %834 = extractvalue { float, float, float, float } %833, 0
  %835 = extractvalue { float, float, float, float } %833, 1
  %836 = extractvalue { float, float, float, float } %833, 2
  %837 = extractvalue { float, float, float, float } %833, 3
  %838 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %516)
  %839 = extractvalue { i32, i32, i32, i32 } %838, 0
  %840 = extractvalue { i32, i32, i32, i32 } %838, 1
  %841 = extractvalue { i32, i32, i32, i32 } %838, 2
  %842 = extractvalue { i32, i32, i32, i32 } %838, 3
  %843 = getelementptr bfloat, ptr addrspace(3) %621, i64 %518
  %844 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %843)
  %845 = extractvalue { i32, i32, i32, i32 } %844, 0
  %846 = extractvalue { i32, i32, i32, i32 } %844, 1
  %847 = extractvalue { i32, i32, i32, i32 } %844, 2
  %848 = extractvalue { i32, i32, i32, i32 } %844, 3
  %849 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %839, i32 %840, i32 %841, i32 %842, i32 %845, i32 %846, float %814, float %815, float %816, float %817) #7
  %850 = extractvalue { float, float, float, float } %849, 0
  %851 = extractvalue { float, float, float, float } %849, 1
  %852 = extractvalue { float, float, float, float } %849, 2
  %853 = extractvalue { float, float, float, float } %849, 3
  %854 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %839, i32 %840, i32 %841, i32 %842, i32 %847, i32 %848, float %819, float %820, float %821, float %822) #7
  %855 = extractvalue { float, float, float, float } %854, 0
  %856 = extractvalue { float, float, float, float } %854, 1
  %857 = extractvalue { float, float, float, float } %854, 2
  %858 = extractvalue { float, float, float, float } %854, 3
  %859 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %521)
  %860 = extractvalue { i32, i32, i32, i32 } %859, 0
  %861 = extractvalue { i32, i32, i32, i32 } %859, 1
  %862 = extractvalue { i32, i32, i32, i32 } %859, 2
  %863 = extractvalue { i32, i32, i32, i32 } %859, 3
  %864 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %860, i32 %861, i32 %862, i32 %863, i32 %845, i32 %846, float %829, float %830, float %831, float %832) #7
  %865 = extractvalue { float, float, float, float } %864, 0
  %866 = extractvalue { float, float, float, float } %864, 1
  %867 = extractvalue { float, float, float, float } %864, 2
  %868 = extractvalue { float, float, float, float } %864, 3
  %869 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %860, i32 %861, i32 %862, i32 %863, i32 %847, i32 %848, float %834, float %835, float %836, float %837) #7
  %870 = extractvalue { float, float, float, float } %869, 0
  %871 = extractvalue { float, float, float, float } %869, 1
  %872 = extractvalue { float, float, float, float } %869, 2
  %873 = extractvalue { float, float, float, float } %869, 3
  %874 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %525)
  %875 = extractvalue { i32, i32, i32, i32 } %874, 0
  %876 = extractvalue { i32, i32, i32, i32 } %874, 1
  %877 = extractvalue { i32, i32, i32, i32 } %874, 2
  %878 = extractvalue { i32, i32, i32, i32 } %874, 3
  %879 = getelementptr bfloat, ptr addrspace(3) %621, i64 %527
  %880 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %879)
  %881 = extractvalue { i32, i32, i32, i32 } %880, 0
  %882 = extractvalue { i32, i32, i32, i32 } %880, 1
  %883 = extractvalue { i32, i32, i32, i32 } %880, 2
  %884 = extractvalue { i32, i32, i32, i32 } %880, 3
  %885 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %875, i32 %876, i32 %877, i32 %878, i32 %881, i32 %882, float %850, float %851, float %852, float %853) #7
  %886 = extractvalue { float, float, float, float } %885, 0
  %887 = extractvalue { float, float, float, float } %885, 1
  %888 = extractvalue { float, float, float, float } %885, 2
  %889 = extractvalue { float, float, float, float } %885, 3
  %890 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %875, i32 %876, i32 %877, i32 %878, i32 %883, i32 %884, float %855, float %856, float %857, float %858) #7
  %891 = extractvalue { float, float, float, float } %890, 0
  %892 = extractvalue { float, float, float, float } %890, 1
  %893 = extractvalue { float, float, float, float } %890, 2
  %894 = extractvalue { float, float, float, float } %890, 3
  %895 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %530)
  %896 = extractvalue { i32, i32, i32, i32 } %895, 0
  %897 = extractvalue { i32, i32, i32, i32 } %895, 1
  %898 = extractvalue { i32, i32, i32, i32 } %895, 2
  %899 = extractvalue { i32, i32, i32, i32 } %895, 3
  %900 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %896, i32 %897, i32 %898, i32 %899, i32 %881, i32 %882, float %865, float %866, float %867, float %868) #7
  %901 = extractvalue { float, float, float, float } %900, 0
  %902 = extractvalue { float, float, float, float } %900, 1
  %903 = extractvalue { float, float, float, float } %900, 2
  %904 = extractvalue { float, float, float, float } %900, 3
  %905 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %896, i32 %897, i32 %898, i32 %899, i32 %883, i32 %884, float %870, float %871, float %872, float %873) #7
  %906 = extractvalue { float, float, float, float } %905, 0
  %907 = extractvalue { float, float, float, float } %905, 1
  %908 = extractvalue { float, float, float, float } %905, 2
  %909 = extractvalue { float, float, float, float } %905, 3
  %910 = fmul float %87, %886
  %911 = fmul float %87, %887
  %912 = fmul float %87, %888
  %913 = fmul float %87, %889
  %914 = fmul float %87, %891
  %915 = fmul float %87, %892
  %916 = fmul float %87, %893
  %917 = fmul float %87, %894
  %918 = fmul float %87, %901
  %919 = fmul float %87, %902
  %920 = fmul float %87, %903
  %921 = fmul float %87, %904
  %922 = fmul float %87, %906
  %923 = fmul float %87, %907
  %924 = fmul float %87, %908
  %925 = fmul float %87, %909
  %926 = or disjoint i32 %616, %330
  %927 = icmp slt i32 %926, %4
  %928 = icmp sle i32 %926, %331
  %929 = and i1 %927, %928
  %930 = or disjoint i32 %616, %333
  %931 = icmp slt i32 %930, %4
  %932 = icmp sle i32 %930, %331
  %933 = and i1 %931, %932
  %934 = icmp sle i32 %926, %336
  %935 = and i1 %927, %934
  %936 = icmp sle i32 %930, %336
  %937 = and i1 %931, %936
  %938 = or disjoint i32 %616, %338
  %939 = icmp slt i32 %938, %4
  %940 = icmp sle i32 %938, %331
  %941 = and i1 %939, %940
  %942 = or disjoint i32 %616, %339
  %943 = icmp slt i32 %942, %4
  %944 = icmp sle i32 %942, %331
  %945 = and i1 %943, %944
  %946 = icmp sle i32 %938, %336
  %947 = and i1 %939, %946
  %948 = icmp sle i32 %942, %336
  %949 = and i1 %943, %948
  %950 = icmp sle i32 %926, %341
  %951 = and i1 %927, %950
  %952 = icmp sle i32 %930, %341
  %953 = and i1 %931, %952
  %954 = icmp sle i32 %926, %343
  %955 = and i1 %927, %954
  %956 = icmp sle i32 %930, %343
  %957 = and i1 %931, %956
  %958 = icmp sle i32 %938, %341
  %959 = and i1 %939, %958
  %960 = icmp sle i32 %942, %341
  %961 = and i1 %943, %960
  %962 = icmp sle i32 %938, %343
  %963 = and i1 %939, %962
  %964 = icmp sle i32 %942, %343
  %965 = and i1 %943, %964
  %966 = select i1 %929, float %910, float 0xFFF0000000000000
  %967 = select i1 %933, float %911, float 0xFFF0000000000000
  %968 = select i1 %935, float %912, float 0xFFF0000000000000
  %969 = select i1 %937, float %913, float 0xFFF0000000000000
  %970 = select i1 %941, float %914, float 0xFFF0000000000000
  %971 = select i1 %945, float %915, float 0xFFF0000000000000
  %972 = select i1 %947, float %916, float 0xFFF0000000000000
  %973 = select i1 %949, float %917, float 0xFFF0000000000000
  %974 = select i1 %951, float %918, float 0xFFF0000000000000
  %975 = select i1 %953, float %919, float 0xFFF0000000000000
  %976 = select i1 %955, float %920, float 0xFFF0000000000000
  %977 = select i1 %957, float %921, float 0xFFF0000000000000
  %978 = select i1 %959, float %922, float 0xFFF0000000000000
  %979 = select i1 %961, float %923, float 0xFFF0000000000000
  %980 = select i1 %963, float %924, float 0xFFF0000000000000
  %981 = select i1 %965, float %925, float 0xFFF0000000000000
  %982 = tail call float @llvm.maxnum.f32(float %966, float %967)
  %983 = tail call float @llvm.maxnum.f32(float %968, float %969)
  %984 = tail call float @llvm.maxnum.f32(float %982, float %970)
  %985 = tail call float @llvm.maxnum.f32(float %984, float %971)
  %986 = tail call float @llvm.maxnum.f32(float %983, float %972)
  %987 = tail call float @llvm.maxnum.f32(float %986, float %973)
  %988 = tail call float @llvm.maxnum.f32(float %974, float %975)
  %989 = tail call float @llvm.maxnum.f32(float %976, float %977)
  %990 = tail call float @llvm.maxnum.f32(float %988, float %978)
  %991 = tail call float @llvm.maxnum.f32(float %990, float %979)
  %992 = tail call float @llvm.maxnum.f32(float %989, float %980)
  %993 = tail call float @llvm.maxnum.f32(float %992, float %981)
  %994 = bitcast float %985 to i32
  %995 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %994, i32 2, i32 31)
  %996 = bitcast i32 %995 to float
  %997 = tail call float @llvm.maxnum.f32(float %985, float %996)
  %998 = bitcast float %987 to i32
  %999 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %998, i32 2, i32 31)
  %1000 = bitcast i32 %999 to float
  %1001 = tail call float @llvm.maxnum.f32(float %987, float %1000)
  %1002 = bitcast float %991 to i32
  %1003 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1002, i32 2, i32 31)
  %1004 = bitcast i32 %1003 to float
  %1005 = tail call float @llvm.maxnum.f32(float %991, float %1004)
  %1006 = bitcast float %993 to i32
  %1007 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1006, i32 2, i32 31)
  %1008 = bitcast i32 %1007 to float
  %1009 = tail call float @llvm.maxnum.f32(float %993, float %1008)
  %1010 = bitcast float %997 to i32
  %1011 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1010, i32 1, i32 31)
  %1012 = bitcast i32 %1011 to float
  %1013 = tail call float @llvm.maxnum.f32(float %997, float %1012)
  %1014 = bitcast float %1001 to i32
  %1015 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1014, i32 1, i32 31)
  %1016 = bitcast i32 %1015 to float
  %1017 = tail call float @llvm.maxnum.f32(float %1001, float %1016)
  %1018 = bitcast float %1005 to i32
  %1019 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1018, i32 1, i32 31)
  %1020 = bitcast i32 %1019 to float
  %1021 = tail call float @llvm.maxnum.f32(float %1005, float %1020)
  %1022 = bitcast float %1009 to i32
  %1023 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1022, i32 1, i32 31)
  %1024 = bitcast i32 %1023 to float
  %1025 = tail call float @llvm.maxnum.f32(float %1009, float %1024)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1013, ptr addrspace(3) %347, align 4
  store float %1017, ptr addrspace(3) %351, align 4
  store float %1021, ptr addrspace(3) %355, align 4
  store float %1025, ptr addrspace(3) %359, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1026 = load float, ptr addrspace(3) %361, align 16
  %1027 = load float, ptr addrspace(3) %362, align 4
  %1028 = tail call float @llvm.maxnum.f32(float %1026, float %1027)
  %1029 = load float, ptr addrspace(3) %363, align 8
  %1030 = tail call float @llvm.maxnum.f32(float %1028, float %1029)
  %1031 = load float, ptr addrspace(3) %364, align 4
  %1032 = tail call float @llvm.maxnum.f32(float %1030, float %1031)
  %1033 = load float, ptr addrspace(3) %366, align 16
  %1034 = load float, ptr addrspace(3) %367, align 4
  %1035 = tail call float @llvm.maxnum.f32(float %1033, float %1034)
  %1036 = load float, ptr addrspace(3) %368, align 8
  %1037 = tail call float @llvm.maxnum.f32(float %1035, float %1036)
  %1038 = load float, ptr addrspace(3) %369, align 4
  %1039 = tail call float @llvm.maxnum.f32(float %1037, float %1038)
  %1040 = load float, ptr addrspace(3) %371, align 16
  %1041 = load float, ptr addrspace(3) %372, align 4
  %1042 = tail call float @llvm.maxnum.f32(float %1040, float %1041)
  %1043 = load float, ptr addrspace(3) %373, align 8
  %1044 = tail call float @llvm.maxnum.f32(float %1042, float %1043)
  %1045 = load float, ptr addrspace(3) %374, align 4
  %1046 = tail call float @llvm.maxnum.f32(float %1044, float %1045)
  %1047 = load float, ptr addrspace(3) %376, align 16
  %1048 = load float, ptr addrspace(3) %377, align 4
  %1049 = tail call float @llvm.maxnum.f32(float %1047, float %1048)
  %1050 = load float, ptr addrspace(3) %378, align 8
  %1051 = tail call float @llvm.maxnum.f32(float %1049, float %1050)
  %1052 = load float, ptr addrspace(3) %379, align 4
  %1053 = tail call float @llvm.maxnum.f32(float %1051, float %1052)
  %1054 = tail call float @llvm.maxnum.f32(float %579, float %1032)
  %1055 = tail call float @llvm.maxnum.f32(float %578, float %1039)
  %1056 = tail call float @llvm.maxnum.f32(float %577, float %1046)
  %1057 = tail call float @llvm.maxnum.f32(float %576, float %1053)
  %1058 = fsub float %966, %1054
  %1059 = fsub float %967, %1054
  %1060 = fsub float %968, %1055
  %1061 = fsub float %969, %1055
  %1062 = fsub float %970, %1054
  %1063 = fsub float %971, %1054
  %1064 = fsub float %972, %1055
  %1065 = fsub float %973, %1055
  %1066 = fsub float %974, %1056
  %1067 = fsub float %975, %1056
  %1068 = fsub float %976, %1057
  %1069 = fsub float %977, %1057
  %1070 = fsub float %978, %1056
  %1071 = fsub float %979, %1056
  %1072 = fsub float %980, %1057
  %1073 = fsub float %981, %1057
  %1074 = tail call float @llvm.nvvm.ex2.approx.f32(float %1058)
  %1075 = tail call float @llvm.nvvm.ex2.approx.f32(float %1059)
  %1076 = tail call float @llvm.nvvm.ex2.approx.f32(float %1060)
  %1077 = tail call float @llvm.nvvm.ex2.approx.f32(float %1061)
  %1078 = tail call float @llvm.nvvm.ex2.approx.f32(float %1062)
  %1079 = tail call float @llvm.nvvm.ex2.approx.f32(float %1063)
  %1080 = tail call float @llvm.nvvm.ex2.approx.f32(float %1064)
  %1081 = tail call float @llvm.nvvm.ex2.approx.f32(float %1065)
  %1082 = tail call float @llvm.nvvm.ex2.approx.f32(float %1066)
  %1083 = tail call float @llvm.nvvm.ex2.approx.f32(float %1067)
  %1084 = tail call float @llvm.nvvm.ex2.approx.f32(float %1068)
  %1085 = tail call float @llvm.nvvm.ex2.approx.f32(float %1069)
  %1086 = tail call float @llvm.nvvm.ex2.approx.f32(float %1070)
  %1087 = tail call float @llvm.nvvm.ex2.approx.f32(float %1071)
  %1088 = tail call float @llvm.nvvm.ex2.approx.f32(float %1072)
  %1089 = tail call float @llvm.nvvm.ex2.approx.f32(float %1073)
  %1090 = fsub float %579, %1054
  %1091 = fsub float %578, %1055
  %1092 = fsub float %577, %1056
  %1093 = fsub float %576, %1057
  %1094 = tail call float @llvm.nvvm.ex2.approx.f32(float %1090)
  %1095 = tail call float @llvm.nvvm.ex2.approx.f32(float %1091)
  %1096 = tail call float @llvm.nvvm.ex2.approx.f32(float %1092)
  %1097 = tail call float @llvm.nvvm.ex2.approx.f32(float %1093)
  %1098 = fadd float %1074, %1075
  %1099 = fadd float %1076, %1077
  %1100 = fadd float %1098, %1078
  %1101 = fadd float %1100, %1079
  %1102 = fadd float %1099, %1080
  %1103 = fadd float %1102, %1081
  %1104 = fadd float %1082, %1083
  %1105 = fadd float %1084, %1085
  %1106 = fadd float %1104, %1086
  %1107 = fadd float %1106, %1087
  %1108 = fadd float %1105, %1088
  %1109 = fadd float %1108, %1089
  %1110 = bitcast float %1101 to i32
  %1111 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1110, i32 2, i32 31)
  %1112 = bitcast i32 %1111 to float
  %1113 = fadd float %1101, %1112
  %1114 = bitcast float %1103 to i32
  %1115 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1114, i32 2, i32 31)
  %1116 = bitcast i32 %1115 to float
  %1117 = fadd float %1103, %1116
  %1118 = bitcast float %1107 to i32
  %1119 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1118, i32 2, i32 31)
  %1120 = bitcast i32 %1119 to float
  %1121 = fadd float %1107, %1120
  %1122 = bitcast float %1109 to i32
  %1123 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1122, i32 2, i32 31)
  %1124 = bitcast i32 %1123 to float
  %1125 = fadd float %1109, %1124
  %1126 = bitcast float %1113 to i32
  %1127 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1126, i32 1, i32 31)
  %1128 = bitcast i32 %1127 to float
  %1129 = fadd float %1113, %1128
  %1130 = bitcast float %1117 to i32
  %1131 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1130, i32 1, i32 31)
  %1132 = bitcast i32 %1131 to float
  %1133 = fadd float %1117, %1132
  %1134 = bitcast float %1121 to i32
  %1135 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1134, i32 1, i32 31)
  %1136 = bitcast i32 %1135 to float
  %1137 = fadd float %1121, %1136
  %1138 = bitcast float %1125 to i32
  %1139 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1138, i32 1, i32 31)
  %1140 = bitcast i32 %1139 to float
  %1141 = fadd float %1125, %1140
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1129, ptr addrspace(3) %347, align 4
  store float %1133, ptr addrspace(3) %351, align 4
  store float %1137, ptr addrspace(3) %355, align 4
  store float %1141, ptr addrspace(3) %359, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1142 = load float, ptr addrspace(3) %361, align 16
  %1143 = load float, ptr addrspace(3) %362, align 4
  %1144 = load float, ptr addrspace(3) %363, align 8
  %1145 = load float, ptr addrspace(3) %364, align 4
  %1146 = load float, ptr addrspace(3) %366, align 16
  %1147 = load float, ptr addrspace(3) %367, align 4
  %1148 = load float, ptr addrspace(3) %368, align 8
  %1149 = load float, ptr addrspace(3) %369, align 4
  %1150 = load float, ptr addrspace(3) %371, align 16
  %1151 = load float, ptr addrspace(3) %372, align 4
  %1152 = load float, ptr addrspace(3) %373, align 8
  %1153 = load float, ptr addrspace(3) %374, align 4
  %1154 = load float, ptr addrspace(3) %376, align 16
  %1155 = load float, ptr addrspace(3) %377, align 4
  %1156 = load float, ptr addrspace(3) %378, align 8
  %1157 = load float, ptr addrspace(3) %379, align 4
  %1158 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %620
  %1159 = fptrunc float %1074 to bfloat
  %1160 = fptrunc float %1075 to bfloat
  %1161 = fptrunc float %1076 to bfloat
  %1162 = fptrunc float %1077 to bfloat
  %1163 = fptrunc float %1078 to bfloat
  %1164 = fptrunc float %1079 to bfloat
  %1165 = fptrunc float %1080 to bfloat
  %1166 = fptrunc float %1081 to bfloat
  %1167 = fptrunc float %1082 to bfloat
  %1168 = fptrunc float %1083 to bfloat
  %1169 = fptrunc float %1084 to bfloat
  %1170 = fptrunc float %1085 to bfloat
  %1171 = fptrunc float %1086 to bfloat
  %1172 = fptrunc float %1087 to bfloat
  %1173 = fptrunc float %1088 to bfloat
  %1174 = fptrunc float %1089 to bfloat
  %1175 = fmul float %611, %1094
  %1176 = fmul float %610, %1094
  %1177 = fmul float %609, %1095
  %1178 = fmul float %608, %1095
  %1179 = fmul float %607, %1094
  %1180 = fmul float %606, %1094
  %1181 = fmul float %605, %1095
  %1182 = fmul float %604, %1095
  %1183 = fmul float %603, %1094
  %1184 = fmul float %602, %1094
  %1185 = fmul float %601, %1095
  %1186 = fmul float %600, %1095
  %1187 = fmul float %599, %1094
  %1188 = fmul float %598, %1094
  %1189 = fmul float %597, %1095
  %1190 = fmul float %596, %1095
  %1191 = fmul float %595, %1096
  %1192 = fmul float %594, %1096
  %1193 = fmul float %593, %1097
  %1194 = fmul float %592, %1097
  %1195 = fmul float %591, %1096
  %1196 = fmul float %590, %1096
  %1197 = fmul float %589, %1097
  %1198 = fmul float %588, %1097
  %1199 = fmul float %587, %1096
  %1200 = fmul float %586, %1096
  %1201 = fmul float %585, %1097
  %1202 = fmul float %584, %1097
  %1203 = fmul float %583, %1096
  %1204 = fmul float %582, %1096
  %1205 = fmul float %581, %1097
  %1206 = fmul float %580, %1097
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store bfloat %1159, ptr addrspace(3) %383, align 4
  store bfloat %1160, ptr addrspace(3) %386, align 2
  store bfloat %1161, ptr addrspace(3) %390, align 4
  store bfloat %1162, ptr addrspace(3) %393, align 2
  store bfloat %1163, ptr addrspace(3) %396, align 4
  store bfloat %1164, ptr addrspace(3) %399, align 2
  store bfloat %1165, ptr addrspace(3) %402, align 4
  store bfloat %1166, ptr addrspace(3) %405, align 2
  store bfloat %1167, ptr addrspace(3) %409, align 4
  store bfloat %1168, ptr addrspace(3) %412, align 2
  store bfloat %1169, ptr addrspace(3) %416, align 4
  store bfloat %1170, ptr addrspace(3) %419, align 2
  store bfloat %1171, ptr addrspace(3) %422, align 4
  store bfloat %1172, ptr addrspace(3) %425, align 2
  store bfloat %1173, ptr addrspace(3) %428, align 4
  store bfloat %1174, ptr addrspace(3) %431, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1207 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %445)
  %1208 = extractvalue { i32, i32, i32, i32 } %1207, 0
  %1209 = extractvalue { i32, i32, i32, i32 } %1207, 1
  %1210 = extractvalue { i32, i32, i32, i32 } %1207, 2
  %1211 = extractvalue { i32, i32, i32, i32 } %1207, 3
  %1212 = getelementptr bfloat, ptr addrspace(3) %1158, i64 %533
  %1213 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1212)
  %1214 = extractvalue { i32, i32, i32, i32 } %1213, 0
  %1215 = extractvalue { i32, i32, i32, i32 } %1213, 1
  %1216 = extractvalue { i32, i32, i32, i32 } %1213, 2
  %1217 = extractvalue { i32, i32, i32, i32 } %1213, 3
  %1218 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1208, i32 %1209, i32 %1210, i32 %1211, i32 %1214, i32 %1215, float %1175, float %1176, float %1177, float %1178) #7
  %1219 = extractvalue { float, float, float, float } %1218, 0
  %1220 = extractvalue { float, float, float, float } %1218, 1
  %1221 = extractvalue { float, float, float, float } %1218, 2
  %1222 = extractvalue { float, float, float, float } %1218, 3
  %1223 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1208, i32 %1209, i32 %1210, i32 %1211, i32 %1216, i32 %1217, float %1179, float %1180, float %1181, float %1182) #7
  %1224 = extractvalue { float, float, float, float } %1223, 0
  %1225 = extractvalue { float, float, float, float } %1223, 1
  %1226 = extractvalue { float, float, float, float } %1223, 2
  %1227 = extractvalue { float, float, float, float } %1223, 3
  %1228 = getelementptr bfloat, ptr addrspace(3) %1158, i64 %535
  %1229 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1228)
  %1230 = extractvalue { i32, i32, i32, i32 } %1229, 0
  %1231 = extractvalue { i32, i32, i32, i32 } %1229, 1
  %1232 = extractvalue { i32, i32, i32, i32 } %1229, 2
  %1233 = extractvalue { i32, i32, i32, i32 } %1229, 3
  %1234 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1208, i32 %1209, i32 %1210, i32 %1211, i32 %1230, i32 %1231, float %1183, float %1184, float %1185, float %1186) #7
  %1235 = extractvalue { float, float, float, float } %1234, 0
  %1236 = extractvalue { float, float, float, float } %1234, 1
  %1237 = extractvalue { float, float, float, float } %1234, 2
  %1238 = extractvalue { float, float, float, float } %1234, 3
  %1239 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1208, i32 %1209, i32 %1210, i32 %1211, i32 %1232, i32 %1233, float %1187, float %1188, float %1189, float %1190) #7
  %1240 = extractvalue { float, float, float, float } %1239, 0
  %1241 = extractvalue { float, float, float, float } %1239, 1
  %1242 = extractvalue { float, float, float, float } %1239, 2
  %1243 = extractvalue { float, float, float, float } %1239, 3
  %1244 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %538)
  %1245 = extractvalue { i32, i32, i32, i32 } %1244, 0
  %1246 = extractvalue { i32, i32, i32, i32 } %1244, 1
  %1247 = extractvalue { i32, i32, i32, i32 } %1244, 2
  %1248 = extractvalue { i32, i32, i32, i32 } %1244, 3
  %1249 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1245, i32 %1246, i32 %1247, i32 %1248, i32 %1214, i32 %1215, float %1191, float %1192, float %1193, float %1194) #7
  %1250 = extractvalue { float, float, float, float } %1249, 0
  %1251 = extractvalue { float, float, float, float } %1249, 1
  %1252 = extractvalue { float, float, float, float } %1249, 2
  %1253 = extractvalue { float, float, float, float } %1249, 3
  %1254 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1245, i32 %1246, i32 %1247, i32 %1248, i32 %1216, i32 %1217, float %1195, float %1196, float %1197, float %1198) #7
  %1255 = extractvalue { float, float, float, float } %1254, 0
  %1256 = extractvalue { float, float, float, float } %1254, 1
  %1257 = extractvalue { float, float, float, float } %1254, 2
  %1258 = extractvalue { float, float, float, float } %1254, 3
  %1259 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1245, i32 %1246, i32 %1247, i32 %1248, i32 %1230, i32 %1231, float %1199, float %1200, float %1201, float %1202) #7
  %1260 = extractvalue { float, float, float, float } %1259, 0
  %1261 = extractvalue { float, float, float, float } %1259, 1
  %1262 = extractvalue { float, float, float, float } %1259, 2
  %1263 = extractvalue { float, float, float, float } %1259, 3
  %1264 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1245, i32 %1246, i32 %1247, i32 %1248, i32 %1232, i32 %1233, float %1203, float %1204, float %1205, float %1206) #7
  %1265 = extractvalue { float, float, float, float } %1264, 0
  %1266 = extractvalue { float, float, float, float } %1264, 1
  %1267 = extractvalue { float, float, float, float } %1264, 2
  %1268 = extractvalue { float, float, float, float } %1264, 3
  %1269 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %541)
  %1270 = extractvalue { i32, i32, i32, i32 } %1269, 0
  %1271 = extractvalue { i32, i32, i32, i32 } %1269, 1
  %1272 = extractvalue { i32, i32, i32, i32 } %1269, 2
  %1273 = extractvalue { i32, i32, i32, i32 } %1269, 3
  %1274 = getelementptr bfloat, ptr addrspace(3) %1158, i64 %545
  %1275 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1274)
  %1276 = extractvalue { i32, i32, i32, i32 } %1275, 0
  %1277 = extractvalue { i32, i32, i32, i32 } %1275, 1
  %1278 = extractvalue { i32, i32, i32, i32 } %1275, 2
  %1279 = extractvalue { i32, i32, i32, i32 } %1275, 3
  %1280 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1271, i32 %1272, i32 %1273, i32 %1276, i32 %1277, float %1219, float %1220, float %1221, float %1222) #7
  %1281 = extractvalue { float, float, float, float } %1280, 0
  %1282 = extractvalue { float, float, float, float } %1280, 1
  %1283 = extractvalue { float, float, float, float } %1280, 2
  %1284 = extractvalue { float, float, float, float } %1280, 3
  %1285 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1271, i32 %1272, i32 %1273, i32 %1278, i32 %1279, float %1224, float %1225, float %1226, float %1227) #7
  %1286 = extractvalue { float, float, float, float } %1285, 0
  %1287 = extractvalue { float, float, float, float } %1285, 1
  %1288 = extractvalue { float, float, float, float } %1285, 2
  %1289 = extractvalue { float, float, float, float } %1285, 3
  %1290 = getelementptr bfloat, ptr addrspace(3) %1158, i64 %547
  %1291 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1290)
  %1292 = extractvalue { i32, i32, i32, i32 } %1291, 0
  %1293 = extractvalue { i32, i32, i32, i32 } %1291, 1
  %1294 = extractvalue { i32, i32, i32, i32 } %1291, 2
  %1295 = extractvalue { i32, i32, i32, i32 } %1291, 3
  %1296 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1271, i32 %1272, i32 %1273, i32 %1292, i32 %1293, float %1235, float %1236, float %1237, float %1238) #7
  %1297 = extractvalue { float, float, float, float } %1296, 0
  %1298 = extractvalue { float, float, float, float } %1296, 1
  %1299 = extractvalue { float, float, float, float } %1296, 2
  %1300 = extractvalue { float, float, float, float } %1296, 3
  %1301 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1270, i32 %1271, i32 %1272, i32 %1273, i32 %1294, i32 %1295, float %1240, float %1241, float %1242, float %1243) #7
  %1302 = extractvalue { float, float, float, float } %1301, 0
  %1303 = extractvalue { float, float, float, float } %1301, 1
  %1304 = extractvalue { float, float, float, float } %1301, 2
  %1305 = extractvalue { float, float, float, float } %1301, 3
  %1306 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %550)
  %1307 = extractvalue { i32, i32, i32, i32 } %1306, 0
  %1308 = extractvalue { i32, i32, i32, i32 } %1306, 1
  %1309 = extractvalue { i32, i32, i32, i32 } %1306, 2
  %1310 = extractvalue { i32, i32, i32, i32 } %1306, 3
  %1311 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1308, i32 %1309, i32 %1310, i32 %1276, i32 %1277, float %1250, float %1251, float %1252, float %1253) #7
  %1312 = extractvalue { float, float, float, float } %1311, 0
  %1313 = extractvalue { float, float, float, float } %1311, 1
  %1314 = extractvalue { float, float, float, float } %1311, 2
  %1315 = extractvalue { float, float, float, float } %1311, 3
  %1316 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1308, i32 %1309, i32 %1310, i32 %1278, i32 %1279, float %1255, float %1256, float %1257, float %1258) #7
  %1317 = extractvalue { float, float, float, float } %1316, 0
  %1318 = extractvalue { float, float, float, float } %1316, 1
  %1319 = extractvalue { float, float, float, float } %1316, 2
  %1320 = extractvalue { float, float, float, float } %1316, 3
  %1321 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1308, i32 %1309, i32 %1310, i32 %1292, i32 %1293, float %1260, float %1261, float %1262, float %1263) #7
  %1322 = extractvalue { float, float, float, float } %1321, 0
  %1323 = extractvalue { float, float, float, float } %1321, 1
  %1324 = extractvalue { float, float, float, float } %1321, 2
  %1325 = extractvalue { float, float, float, float } %1321, 3
  %1326 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1307, i32 %1308, i32 %1309, i32 %1310, i32 %1294, i32 %1295, float %1265, float %1266, float %1267, float %1268) #7
  %1327 = extractvalue { float, float, float, float } %1326, 0
  %1328 = extractvalue { float, float, float, float } %1326, 1
  %1329 = extractvalue { float, float, float, float } %1326, 2
  %1330 = extractvalue { float, float, float, float } %1326, 3
  %1331 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %553)
  %1332 = extractvalue { i32, i32, i32, i32 } %1331, 0
  %1333 = extractvalue { i32, i32, i32, i32 } %1331, 1
  %1334 = extractvalue { i32, i32, i32, i32 } %1331, 2
  %1335 = extractvalue { i32, i32, i32, i32 } %1331, 3
  %1336 = getelementptr bfloat, ptr addrspace(3) %1158, i64 %557
  %1337 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1336)
  %1338 = extractvalue { i32, i32, i32, i32 } %1337, 0
  %1339 = extractvalue { i32, i32, i32, i32 } %1337, 1
  %1340 = extractvalue { i32, i32, i32, i32 } %1337, 2
  %1341 = extractvalue { i32, i32, i32, i32 } %1337, 3
  %1342 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1332, i32 %1333, i32 %1334, i32 %1335, i32 %1338, i32 %1339, float %1281, float %1282, float %1283, float %1284) #7
  %1343 = extractvalue { float, float, float, float } %1342, 0
  %1344 = extractvalue { float, float, float, float } %1342, 1
  %1345 = extractvalue { float, float, float, float } %1342, 2
  %1346 = extractvalue { float, float, float, float } %1342, 3
  %1347 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1332, i32 %1333, i32 %1334, i32 %1335, i32 %1340, i32 %1341, float %1286, float %1287, float %1288, float %1289) #7
  %1348 = extractvalue { float, float, float, float } %1347, 0
  %1349 = extractvalue { float, float, float, float } %1347, 1
  %1350 = extractvalue { float, float, float, float } %1347, 2
  %1351 = extractvalue { float, float, float, float } %1347, 3
  %1352 = getelementptr bfloat, ptr addrspace(3) %1158, i64 %559
  %1353 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1352)
  %1354 = extractvalue { i32, i32, i32, i32 } %1353, 0
  %1355 = extractvalue { i32, i32, i32, i32 } %1353, 1
  %1356 = extractvalue { i32, i32, i32, i32 } %1353, 2
  %1357 = extractvalue { i32, i32, i32, i32 } %1353, 3
  %1358 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1332, i32 %1333, i32 %1334, i32 %1335, i32 %1354, i32 %1355, float %1297, float %1298, float %1299, float %1300) #7
  %1359 = extractvalue { float, float, float, float } %1358, 0
  %1360 = extractvalue { float, float, float, float } %1358, 1
  %1361 = extractvalue { float, float, float, float } %1358, 2
  %1362 = extractvalue { float, float, float, float } %1358, 3
  %1363 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1332, i32 %1333, i32 %1334, i32 %1335, i32 %1356, i32 %1357, float %1302, float %1303, float %1304, float %1305) #7
  %1364 = extractvalue { float, float, float, float } %1363, 0
  %1365 = extractvalue { float, float, float, float } %1363, 1
  %1366 = extractvalue { float, float, float, float } %1363, 2
  %1367 = extractvalue { float, float, float, float } %1363, 3
  %1368 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %562)
  %1369 = extractvalue { i32, i32, i32, i32 } %1368, 0
  %1370 = extractvalue { i32, i32, i32, i32 } %1368, 1
  %1371 = extractvalue { i32, i32, i32, i32 } %1368, 2
  %1372 = extractvalue { i32, i32, i32, i32 } %1368, 3
  %1373 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1369, i32 %1370, i32 %1371, i32 %1372, i32 %1338, i32 %1339, float %1312, float %1313, float %1314, float %1315) #7
  %1374 = extractvalue { float, float, float, float } %1373, 0
  %1375 = extractvalue { float, float, float, float } %1373, 1
  %1376 = extractvalue { float, float, float, float } %1373, 2
  %1377 = extractvalue { float, float, float, float } %1373, 3
  %1378 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1369, i32 %1370, i32 %1371, i32 %1372, i32 %1340, i32 %1341, float %1317, float %1318, float %1319, float %1320) #7
  %1379 = extractvalue { float, float, float, float } %1378, 0
  %1380 = extractvalue { float, float, float, float } %1378, 1
  %1381 = extractvalue { float, float, float, float } %1378, 2
  %1382 = extractvalue { float, float, float, float } %1378, 3
  %1383 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1369, i32 %1370, i32 %1371, i32 %1372, i32 %1354, i32 %1355, float %1322, float %1323, float %1324, float %1325) #7
  %1384 = extractvalue { float, float, float, float } %1383, 0
  %1385 = extractvalue { float, float, float, float } %1383, 1
  %1386 = extractvalue { float, float, float, float } %1383, 2
  %1387 = extractvalue { float, float, float, float } %1383, 3
  %1388 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1369, i32 %1370, i32 %1371, i32 %1372, i32 %1356, i32 %1357, float %1327, float %1328, float %1329, float %1330) #7
  %1389 = extractvalue { float, float, float, float } %1388, 0
  %1390 = extractvalue { float, float, float, float } %1388, 1
  %1391 = extractvalue { float, float, float, float } %1388, 2
  %1392 = extractvalue { float, float, float, float } %1388, 3
  %1393 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %565)
  %1394 = extractvalue { i32, i32, i32, i32 } %1393, 0
  %1395 = extractvalue { i32, i32, i32, i32 } %1393, 1
  %1396 = extractvalue { i32, i32, i32, i32 } %1393, 2
  %1397 = extractvalue { i32, i32, i32, i32 } %1393, 3
  %1398 = getelementptr bfloat, ptr addrspace(3) %1158, i64 %569
  %1399 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1398)
  %1400 = extractvalue { i32, i32, i32, i32 } %1399, 0
  %1401 = extractvalue { i32, i32, i32, i32 } %1399, 1
  %1402 = extractvalue { i32, i32, i32, i32 } %1399, 2
  %1403 = extractvalue { i32, i32, i32, i32 } %1399, 3
  %1404 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1394, i32 %1395, i32 %1396, i32 %1397, i32 %1400, i32 %1401, float %1343, float %1344, float %1345, float %1346) #7
  %1405 = extractvalue { float, float, float, float } %1404, 0
  %1406 = extractvalue { float, float, float, float } %1404, 1
  %1407 = extractvalue { float, float, float, float } %1404, 2
  %1408 = extractvalue { float, float, float, float } %1404, 3
  %1409 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1394, i32 %1395, i32 %1396, i32 %1397, i32 %1402, i32 %1403, float %1348, float %1349, float %1350, float %1351) #7
  %1410 = extractvalue { float, float, float, float } %1409, 0
  %1411 = extractvalue { float, float, float, float } %1409, 1
  %1412 = extractvalue { float, float, float, float } %1409, 2
  %1413 = extractvalue { float, float, float, float } %1409, 3
  %1414 = getelementptr bfloat, ptr addrspace(3) %1158, i64 %571
  %1415 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1414)
  %1416 = extractvalue { i32, i32, i32, i32 } %1415, 0
  %1417 = extractvalue { i32, i32, i32, i32 } %1415, 1
  %1418 = extractvalue { i32, i32, i32, i32 } %1415, 2
  %1419 = extractvalue { i32, i32, i32, i32 } %1415, 3
  %1420 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1394, i32 %1395, i32 %1396, i32 %1397, i32 %1416, i32 %1417, float %1359, float %1360, float %1361, float %1362) #7
  %1421 = extractvalue { float, float, float, float } %1420, 0
  %1422 = extractvalue { float, float, float, float } %1420, 1
  %1423 = extractvalue { float, float, float, float } %1420, 2
  %1424 = extractvalue { float, float, float, float } %1420, 3
  %1425 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1394, i32 %1395, i32 %1396, i32 %1397, i32 %1418, i32 %1419, float %1364, float %1365, float %1366, float %1367) #7
  %1426 = extractvalue { float, float, float, float } %1425, 0
  %1427 = extractvalue { float, float, float, float } %1425, 1
  %1428 = extractvalue { float, float, float, float } %1425, 2
  %1429 = extractvalue { float, float, float, float } %1425, 3
  %1430 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %574)
  %1431 = extractvalue { i32, i32, i32, i32 } %1430, 0
  %1432 = extractvalue { i32, i32, i32, i32 } %1430, 1
  %1433 = extractvalue { i32, i32, i32, i32 } %1430, 2
  %1434 = extractvalue { i32, i32, i32, i32 } %1430, 3
  %1435 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1431, i32 %1432, i32 %1433, i32 %1434, i32 %1400, i32 %1401, float %1374, float %1375, float %1376, float %1377) #7
  %1436 = extractvalue { float, float, float, float } %1435, 0
  %1437 = extractvalue { float, float, float, float } %1435, 1
  %1438 = extractvalue { float, float, float, float } %1435, 2
  %1439 = extractvalue { float, float, float, float } %1435, 3
  %1440 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1431, i32 %1432, i32 %1433, i32 %1434, i32 %1402, i32 %1403, float %1379, float %1380, float %1381, float %1382) #7
  %1441 = extractvalue { float, float, float, float } %1440, 0
  %1442 = extractvalue { float, float, float, float } %1440, 1
  %1443 = extractvalue { float, float, float, float } %1440, 2
  %1444 = extractvalue { float, float, float, float } %1440, 3
  %1445 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1431, i32 %1432, i32 %1433, i32 %1434, i32 %1416, i32 %1417, float %1384, float %1385, float %1386, float %1387) #7
  %1446 = extractvalue { float, float, float, float } %1445, 0
  %1447 = extractvalue { float, float, float, float } %1445, 1
  %1448 = extractvalue { float, float, float, float } %1445, 2
  %1449 = extractvalue { float, float, float, float } %1445, 3
  %1450 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1431, i32 %1432, i32 %1433, i32 %1434, i32 %1418, i32 %1419, float %1389, float %1390, float %1391, float %1392) #7
  %1451 = extractvalue { float, float, float, float } %1450, 0
  %1452 = extractvalue { float, float, float, float } %1450, 1
  %1453 = extractvalue { float, float, float, float } %1450, 2
  %1454 = extractvalue { float, float, float, float } %1450, 3
  %1455 = add nuw i32 %616, 128
  %1456 = add nuw nsw i32 %617, 2
  %1457 = urem i32 %1456, 3
  %1458 = fmul float %615, %1094
  %1459 = fmul float %614, %1095
  %1460 = fmul float %613, %1096
  %1461 = fmul float %612, %1097
  %1462 = fadd float %1142, %1143
  %1463 = fadd float %1462, %1144
  %1464 = fadd float %1463, %1145
  %1465 = fadd float %1146, %1147
  %1466 = fadd float %1465, %1148
  %1467 = fadd float %1466, %1149
  %1468 = fadd float %1150, %1151
  %1469 = fadd float %1468, %1152
  %1470 = fadd float %1469, %1153
  %1471 = fadd float %1154, %1155
  %1472 = fadd float %1471, %1156
  %1473 = fadd float %1472, %1157
  %1474 = fadd float %1458, %1464
  %1475 = fadd float %1459, %1467
  %1476 = fadd float %1460, %1470
  %1477 = fadd float %1461, %1473
  %1478 = icmp slt i32 %1455, %88
  %1479 = or disjoint i32 %1455, %14
  %1480 = add i32 %1479, %11
  %1481 = shl i32 %1480, 7
  %1482 = or disjoint i32 %1455, %18
  %1483 = add i32 %1482, %11
  %1484 = shl i32 %1483, 7
  %1485 = or disjoint i32 %1455, %22
  %1486 = add i32 %1485, %11
  %1487 = shl i32 %1486, 7
  %1488 = or disjoint i32 %1455, %26
  %1489 = add i32 %1488, %11
  %1490 = shl i32 %1489, 7
  %1491 = or disjoint i32 %1481, %30
  %1492 = or disjoint i32 %1484, %30
  %1493 = or disjoint i32 %1487, %30
  %1494 = or disjoint i32 %1490, %30
  %1495 = icmp slt i32 %1479, %4
  %1496 = icmp slt i32 %1482, %4
  %1497 = icmp slt i32 %1485, %4
  %1498 = icmp slt i32 %1488, %4
  %1499 = and i1 %1478, %1495
  %1500 = and i1 %1478, %1496
  %1501 = and i1 %1478, %1497
  %1502 = and i1 %1478, %1498
  %1503 = shl nuw nsw i32 %1457, 14
  %1504 = zext nneg i32 %1503 to i64
  %1505 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1504
  %1506 = getelementptr i8, ptr addrspace(3) %1505, i64 %117
  %1507 = sext i32 %1491 to i64
  %1508 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1507
  %1509 = select i1 %1499, i32 16, i32 0
  %1510 = ptrtoint ptr addrspace(3) %1506 to i64
  %1511 = trunc i64 %1510 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1511, ptr addrspace(1) %1508, i32 %1509) #7
  %1512 = getelementptr i8, ptr addrspace(3) %1505, i64 %125
  %1513 = sext i32 %1492 to i64
  %1514 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1513
  %1515 = select i1 %1500, i32 16, i32 0
  %1516 = ptrtoint ptr addrspace(3) %1512 to i64
  %1517 = trunc i64 %1516 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1517, ptr addrspace(1) %1514, i32 %1515) #7
  %1518 = getelementptr i8, ptr addrspace(3) %1505, i64 %133
  %1519 = sext i32 %1493 to i64
  %1520 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1519
  %1521 = select i1 %1501, i32 16, i32 0
  %1522 = ptrtoint ptr addrspace(3) %1518 to i64
  %1523 = trunc i64 %1522 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1523, ptr addrspace(1) %1520, i32 %1521) #7
  %1524 = getelementptr i8, ptr addrspace(3) %1505, i64 %141
  %1525 = sext i32 %1494 to i64
  %1526 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1525
  %1527 = select i1 %1502, i32 16, i32 0
  %1528 = ptrtoint ptr addrspace(3) %1524 to i64
  %1529 = trunc i64 %1528 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1529, ptr addrspace(1) %1526, i32 %1527) #7
  %1530 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %1504
  %1531 = getelementptr i8, ptr addrspace(3) %1530, i64 %117
  %1532 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1507
  %1533 = ptrtoint ptr addrspace(3) %1531 to i64
  %1534 = trunc i64 %1533 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1534, ptr addrspace(1) %1532, i32 %1509) #7
  %1535 = getelementptr i8, ptr addrspace(3) %1530, i64 %125
  %1536 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1513
  %1537 = ptrtoint ptr addrspace(3) %1535 to i64
  %1538 = trunc i64 %1537 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1538, ptr addrspace(1) %1536, i32 %1515) #7
  %1539 = getelementptr i8, ptr addrspace(3) %1530, i64 %133
  %1540 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1519
  %1541 = ptrtoint ptr addrspace(3) %1539 to i64
  %1542 = trunc i64 %1541 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1542, ptr addrspace(1) %1540, i32 %1521) #7
  %1543 = getelementptr i8, ptr addrspace(3) %1530, i64 %141
  %1544 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1525
  %1545 = ptrtoint ptr addrspace(3) %1543 to i64
  %1546 = trunc i64 %1545 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1546, ptr addrspace(1) %1544, i32 %1527) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1547 = add nuw nsw i32 %616, 64
  %1548 = icmp slt i32 %1547, %88
  br i1 %1548, label %575, label %._crit_edge

._crit_edge:                                      ; preds = %575, %.._crit_edge_crit_edge
  %.pre-phi216 = phi i32 [ %.pre215, %.._crit_edge_crit_edge ], [ %343, %575 ]
  %.pre-phi214 = phi i32 [ %.pre213, %.._crit_edge_crit_edge ], [ %341, %575 ]
  %.pre-phi212 = phi i32 [ %.pre211, %.._crit_edge_crit_edge ], [ %336, %575 ]
  %.pre-phi210 = phi i32 [ %.pre209, %.._crit_edge_crit_edge ], [ %331, %575 ]
  %.pre-phi208 = phi i32 [ %.pre207, %.._crit_edge_crit_edge ], [ %329, %575 ]
  %.pre-phi204 = phi i32 [ %.pre203, %.._crit_edge_crit_edge ], [ %342, %575 ]
  %.pre-phi202 = phi i32 [ %.pre201, %.._crit_edge_crit_edge ], [ %340, %575 ]
  %.pre-phi198 = phi i32 [ %.pre197, %.._crit_edge_crit_edge ], [ %335, %575 ]
  %.pre-phi194 = phi i32 [ %.pre193, %.._crit_edge_crit_edge ], [ %327, %575 ]
  %.lcssa92 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1474, %575 ]
  %.lcssa91 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1475, %575 ]
  %.lcssa90 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1476, %575 ]
  %.lcssa89 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1477, %575 ]
  %.lcssa88 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1405, %575 ]
  %.lcssa87 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1406, %575 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1407, %575 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1408, %575 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1410, %575 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1411, %575 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1412, %575 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1413, %575 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1421, %575 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1422, %575 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1423, %575 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1424, %575 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1426, %575 ]
  %.lcssa75 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1427, %575 ]
  %.lcssa74 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1428, %575 ]
  %.lcssa73 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1429, %575 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1436, %575 ]
  %.lcssa71 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1437, %575 ]
  %.lcssa70 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1438, %575 ]
  %.lcssa69 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1439, %575 ]
  %.lcssa68 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1441, %575 ]
  %.lcssa67 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1442, %575 ]
  %.lcssa66 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1443, %575 ]
  %.lcssa65 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1444, %575 ]
  %.lcssa64 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1446, %575 ]
  %.lcssa63 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1447, %575 ]
  %.lcssa62 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1448, %575 ]
  %.lcssa61 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1449, %575 ]
  %.lcssa60 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1451, %575 ]
  %.lcssa59 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1452, %575 ]
  %.lcssa58 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1453, %575 ]
  %.lcssa57 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1454, %575 ]
  %.lcssa56 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1054, %575 ]
  %.lcssa55 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1055, %575 ]
  %.lcssa54 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1056, %575 ]
  %.lcssa53 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1057, %575 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1549 = zext nneg i32 %.pre-phi194 to i64
  %1550 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1549
  store float %.lcssa56, ptr addrspace(3) %1550, align 4
  %1551 = zext nneg i32 %.pre-phi198 to i64
  %1552 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1551
  store float %.lcssa55, ptr addrspace(3) %1552, align 4
  %1553 = zext nneg i32 %.pre-phi202 to i64
  %1554 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1553
  store float %.lcssa54, ptr addrspace(3) %1554, align 4
  %1555 = zext nneg i32 %.pre-phi204 to i64
  %1556 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1555
  store float %.lcssa53, ptr addrspace(3) %1556, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1557 = fdiv float %.lcssa88, %.lcssa92
  %1558 = fdiv float %.lcssa87, %.lcssa92
  %1559 = fdiv float %.lcssa86, %.lcssa91
  %1560 = fdiv float %.lcssa85, %.lcssa91
  %1561 = fdiv float %.lcssa84, %.lcssa92
  %1562 = fdiv float %.lcssa83, %.lcssa92
  %1563 = fdiv float %.lcssa82, %.lcssa91
  %1564 = fdiv float %.lcssa81, %.lcssa91
  %1565 = fdiv float %.lcssa80, %.lcssa92
  %1566 = fdiv float %.lcssa79, %.lcssa92
  %1567 = fdiv float %.lcssa78, %.lcssa91
  %1568 = fdiv float %.lcssa77, %.lcssa91
  %1569 = fdiv float %.lcssa76, %.lcssa92
  %1570 = fdiv float %.lcssa75, %.lcssa92
  %1571 = fdiv float %.lcssa74, %.lcssa91
  %1572 = fdiv float %.lcssa73, %.lcssa91
  %1573 = fdiv float %.lcssa72, %.lcssa90
  %1574 = fdiv float %.lcssa71, %.lcssa90
  %1575 = fdiv float %.lcssa70, %.lcssa89
  %1576 = fdiv float %.lcssa69, %.lcssa89
  %1577 = fdiv float %.lcssa68, %.lcssa90
  %1578 = fdiv float %.lcssa67, %.lcssa90
  %1579 = fdiv float %.lcssa66, %.lcssa89
  %1580 = fdiv float %.lcssa65, %.lcssa89
  %1581 = fdiv float %.lcssa64, %.lcssa90
  %1582 = fdiv float %.lcssa63, %.lcssa90
  %1583 = fdiv float %.lcssa62, %.lcssa89
  %1584 = fdiv float %.lcssa61, %.lcssa89
  %1585 = fdiv float %.lcssa60, %.lcssa90
  %1586 = fdiv float %.lcssa59, %.lcssa90
  %1587 = fdiv float %.lcssa58, %.lcssa89
  %1588 = fdiv float %.lcssa57, %.lcssa89
  %1589 = fptrunc float %1557 to bfloat
  %1590 = fptrunc float %1558 to bfloat
  %1591 = fptrunc float %1559 to bfloat
  %1592 = fptrunc float %1560 to bfloat
  %1593 = fptrunc float %1561 to bfloat
  %1594 = fptrunc float %1562 to bfloat
  %1595 = fptrunc float %1563 to bfloat
  %1596 = fptrunc float %1564 to bfloat
  %1597 = fptrunc float %1565 to bfloat
  %1598 = fptrunc float %1566 to bfloat
  %1599 = fptrunc float %1567 to bfloat
  %1600 = fptrunc float %1568 to bfloat
  %1601 = fptrunc float %1569 to bfloat
  %1602 = fptrunc float %1570 to bfloat
  %1603 = fptrunc float %1571 to bfloat
  %1604 = fptrunc float %1572 to bfloat
  %1605 = fptrunc float %1573 to bfloat
  %1606 = fptrunc float %1574 to bfloat
  %1607 = fptrunc float %1575 to bfloat
  %1608 = fptrunc float %1576 to bfloat
  %1609 = fptrunc float %1577 to bfloat
  %1610 = fptrunc float %1578 to bfloat
  %1611 = fptrunc float %1579 to bfloat
  %1612 = fptrunc float %1580 to bfloat
  %1613 = fptrunc float %1581 to bfloat
  %1614 = fptrunc float %1582 to bfloat
  %1615 = fptrunc float %1583 to bfloat
  %1616 = fptrunc float %1584 to bfloat
  %1617 = fptrunc float %1585 to bfloat
  %1618 = fptrunc float %1586 to bfloat
  %1619 = fptrunc float %1587 to bfloat
  %1620 = fptrunc float %1588 to bfloat
  %1621 = and i32 %7, 96
  %1622 = or disjoint i32 %.pre-phi208, %1621
  %1623 = add i32 %11, %.pre-phi210
  %1624 = shl i32 %1623, 7
  %1625 = or disjoint i32 %1624, %1622
  %1626 = sext i32 %1625 to i64
  %1627 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1626
  %1628 = icmp slt i32 %.pre-phi210, %4
  %1629 = zext i1 %1628 to i32
  %1630 = bitcast bfloat %1589 to i16
  %1631 = bitcast bfloat %1590 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1629, i16 %1630, i16 %1631, ptr addrspace(1) %1627) #7
  %1632 = add i32 %11, %.pre-phi212
  %1633 = shl i32 %1632, 7
  %1634 = or disjoint i32 %1633, %1622
  %1635 = sext i32 %1634 to i64
  %1636 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1635
  %1637 = icmp slt i32 %.pre-phi212, %4
  %1638 = zext i1 %1637 to i32
  %1639 = bitcast bfloat %1591 to i16
  %1640 = bitcast bfloat %1592 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1638, i16 %1639, i16 %1640, ptr addrspace(1) %1636) #7
  %1641 = or disjoint i32 %1622, 8
  %1642 = or disjoint i32 %1624, %1641
  %1643 = sext i32 %1642 to i64
  %1644 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1643
  %1645 = bitcast bfloat %1593 to i16
  %1646 = bitcast bfloat %1594 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1629, i16 %1645, i16 %1646, ptr addrspace(1) %1644) #7
  %1647 = or disjoint i32 %1633, %1641
  %1648 = sext i32 %1647 to i64
  %1649 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1648
  %1650 = bitcast bfloat %1595 to i16
  %1651 = bitcast bfloat %1596 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1638, i16 %1650, i16 %1651, ptr addrspace(1) %1649) #7
  %1652 = or disjoint i32 %1622, 16
  %1653 = or disjoint i32 %1624, %1652
  %1654 = sext i32 %1653 to i64
  %1655 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1654
  %1656 = bitcast bfloat %1597 to i16
  %1657 = bitcast bfloat %1598 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1629, i16 %1656, i16 %1657, ptr addrspace(1) %1655) #7
  %1658 = or disjoint i32 %1633, %1652
  %1659 = sext i32 %1658 to i64
  %1660 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1659
  %1661 = bitcast bfloat %1599 to i16
  %1662 = bitcast bfloat %1600 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1638, i16 %1661, i16 %1662, ptr addrspace(1) %1660) #7
  %1663 = or disjoint i32 %1622, 24
  %1664 = or disjoint i32 %1624, %1663
  %1665 = sext i32 %1664 to i64
  %1666 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1665
  %1667 = bitcast bfloat %1601 to i16
  %1668 = bitcast bfloat %1602 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1629, i16 %1667, i16 %1668, ptr addrspace(1) %1666) #7
  %1669 = or disjoint i32 %1633, %1663
  %1670 = sext i32 %1669 to i64
  %1671 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1670
  %1672 = bitcast bfloat %1603 to i16
  %1673 = bitcast bfloat %1604 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1638, i16 %1672, i16 %1673, ptr addrspace(1) %1671) #7
  %1674 = add i32 %11, %.pre-phi214
  %1675 = shl i32 %1674, 7
  %1676 = or disjoint i32 %1675, %1622
  %1677 = sext i32 %1676 to i64
  %1678 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1677
  %1679 = icmp slt i32 %.pre-phi214, %4
  %1680 = zext i1 %1679 to i32
  %1681 = bitcast bfloat %1605 to i16
  %1682 = bitcast bfloat %1606 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1680, i16 %1681, i16 %1682, ptr addrspace(1) %1678) #7
  %1683 = add i32 %11, %.pre-phi216
  %1684 = shl i32 %1683, 7
  %1685 = or disjoint i32 %1684, %1622
  %1686 = sext i32 %1685 to i64
  %1687 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1686
  %1688 = icmp slt i32 %.pre-phi216, %4
  %1689 = zext i1 %1688 to i32
  %1690 = bitcast bfloat %1607 to i16
  %1691 = bitcast bfloat %1608 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1689, i16 %1690, i16 %1691, ptr addrspace(1) %1687) #7
  %1692 = or disjoint i32 %1675, %1641
  %1693 = sext i32 %1692 to i64
  %1694 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1693
  %1695 = bitcast bfloat %1609 to i16
  %1696 = bitcast bfloat %1610 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1680, i16 %1695, i16 %1696, ptr addrspace(1) %1694) #7
  %1697 = or disjoint i32 %1684, %1641
  %1698 = sext i32 %1697 to i64
  %1699 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1698
  %1700 = bitcast bfloat %1611 to i16
  %1701 = bitcast bfloat %1612 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1689, i16 %1700, i16 %1701, ptr addrspace(1) %1699) #7
  %1702 = or disjoint i32 %1675, %1652
  %1703 = sext i32 %1702 to i64
  %1704 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1703
  %1705 = bitcast bfloat %1613 to i16
  %1706 = bitcast bfloat %1614 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1680, i16 %1705, i16 %1706, ptr addrspace(1) %1704) #7
  %1707 = or disjoint i32 %1684, %1652
  %1708 = sext i32 %1707 to i64
  %1709 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1708
  %1710 = bitcast bfloat %1615 to i16
  %1711 = bitcast bfloat %1616 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1689, i16 %1710, i16 %1711, ptr addrspace(1) %1709) #7
  %1712 = or disjoint i32 %1675, %1663
  %1713 = sext i32 %1712 to i64
  %1714 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1713
  %1715 = bitcast bfloat %1617 to i16
  %1716 = bitcast bfloat %1618 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1680, i16 %1715, i16 %1716, ptr addrspace(1) %1714) #7
  %1717 = or disjoint i32 %1684, %1663
  %1718 = sext i32 %1717 to i64
  %1719 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1718
  %1720 = bitcast bfloat %1619 to i16
  %1721 = bitcast bfloat %1620 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1689, i16 %1720, i16 %1721, ptr addrspace(1) %1719) #7
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
