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
  %88 = shl nuw nsw i32 %14, 7
  %89 = add i32 %12, %88
  %90 = shl nuw nsw i32 %18, 7
  %91 = add i32 %12, %90
  %92 = shl nuw nsw i32 %22, 7
  %93 = add i32 %12, %92
  %94 = shl nuw nsw i32 %26, 7
  %95 = add i32 %12, %94
  %96 = or disjoint i32 %89, %30
  %97 = or disjoint i32 %91, %30
  %98 = or disjoint i32 %93, %30
  %99 = or disjoint i32 %95, %30
  %100 = icmp slt i32 %14, %4
  %101 = icmp slt i32 %18, %4
  %102 = icmp slt i32 %22, %4
  %103 = icmp slt i32 %26, %4
  %104 = shl nuw nsw i32 %7, 4
  %105 = shl nuw nsw i32 %7, 10
  %106 = and i32 %105, 8192
  %107 = xor i32 %104, %7
  %108 = and i32 %107, 112
  %109 = or disjoint i32 %108, %106
  %110 = or disjoint i32 %109, %88
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %111
  %113 = sext i32 %96 to i64
  %114 = getelementptr bfloat, ptr addrspace(1) %1, i64 %113
  %115 = select i1 %100, i32 16, i32 0
  %116 = ptrtoint ptr addrspace(3) %112 to i64
  %117 = trunc i64 %116 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %117, ptr addrspace(1) %114, i32 %115) #7
  %118 = or disjoint i32 %109, %90
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %119
  %121 = sext i32 %97 to i64
  %122 = getelementptr bfloat, ptr addrspace(1) %1, i64 %121
  %123 = select i1 %101, i32 16, i32 0
  %124 = ptrtoint ptr addrspace(3) %120 to i64
  %125 = trunc i64 %124 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %125, ptr addrspace(1) %122, i32 %123) #7
  %126 = or disjoint i32 %109, %92
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %127
  %129 = sext i32 %98 to i64
  %130 = getelementptr bfloat, ptr addrspace(1) %1, i64 %129
  %131 = select i1 %102, i32 16, i32 0
  %132 = ptrtoint ptr addrspace(3) %128 to i64
  %133 = trunc i64 %132 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %133, ptr addrspace(1) %130, i32 %131) #7
  %134 = or disjoint i32 %109, %94
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %135
  %137 = sext i32 %99 to i64
  %138 = getelementptr bfloat, ptr addrspace(1) %1, i64 %137
  %139 = select i1 %103, i32 16, i32 0
  %140 = ptrtoint ptr addrspace(3) %136 to i64
  %141 = trunc i64 %140 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %141, ptr addrspace(1) %138, i32 %139) #7
  %142 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %111
  %143 = getelementptr bfloat, ptr addrspace(1) %2, i64 %113
  %144 = ptrtoint ptr addrspace(3) %142 to i64
  %145 = trunc i64 %144 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %145, ptr addrspace(1) %143, i32 %115) #7
  %146 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %119
  %147 = getelementptr bfloat, ptr addrspace(1) %2, i64 %121
  %148 = ptrtoint ptr addrspace(3) %146 to i64
  %149 = trunc i64 %148 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %149, ptr addrspace(1) %147, i32 %123) #7
  %150 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %127
  %151 = getelementptr bfloat, ptr addrspace(1) %2, i64 %129
  %152 = ptrtoint ptr addrspace(3) %150 to i64
  %153 = trunc i64 %152 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %153, ptr addrspace(1) %151, i32 %131) #7
  %154 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %135
  %155 = getelementptr bfloat, ptr addrspace(1) %2, i64 %137
  %156 = ptrtoint ptr addrspace(3) %154 to i64
  %157 = trunc i64 %156 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %157, ptr addrspace(1) %155, i32 %139) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %158 = icmp sgt i32 %4, 64
  %159 = or disjoint i32 %14, 64
  %160 = add i32 %11, %159
  %161 = shl i32 %160, 7
  %162 = or disjoint i32 %14, 80
  %163 = add i32 %11, %162
  %164 = shl i32 %163, 7
  %165 = or disjoint i32 %14, 96
  %166 = add i32 %11, %165
  %167 = shl i32 %166, 7
  %168 = or disjoint i32 %14, 112
  %169 = add i32 %11, %168
  %170 = shl i32 %169, 7
  %171 = or disjoint i32 %161, %30
  %172 = or disjoint i32 %164, %30
  %173 = or disjoint i32 %167, %30
  %174 = or disjoint i32 %170, %30
  %175 = icmp slt i32 %159, %4
  %176 = icmp slt i32 %162, %4
  %177 = icmp slt i32 %165, %4
  %178 = icmp slt i32 %168, %4
  %179 = and i1 %175, %158
  %180 = and i1 %176, %158
  %181 = and i1 %177, %158
  %182 = and i1 %178, %158
  %183 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %111
  %184 = sext i32 %171 to i64
  %185 = getelementptr bfloat, ptr addrspace(1) %1, i64 %184
  %186 = select i1 %179, i32 16, i32 0
  %187 = ptrtoint ptr addrspace(3) %183 to i64
  %188 = trunc i64 %187 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %188, ptr addrspace(1) %185, i32 %186) #7
  %189 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %119
  %190 = sext i32 %172 to i64
  %191 = getelementptr bfloat, ptr addrspace(1) %1, i64 %190
  %192 = select i1 %180, i32 16, i32 0
  %193 = ptrtoint ptr addrspace(3) %189 to i64
  %194 = trunc i64 %193 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %194, ptr addrspace(1) %191, i32 %192) #7
  %195 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %127
  %196 = sext i32 %173 to i64
  %197 = getelementptr bfloat, ptr addrspace(1) %1, i64 %196
  %198 = select i1 %181, i32 16, i32 0
  %199 = ptrtoint ptr addrspace(3) %195 to i64
  %200 = trunc i64 %199 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %200, ptr addrspace(1) %197, i32 %198) #7
  %201 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 16384), i64 %135
  %202 = sext i32 %174 to i64
  %203 = getelementptr bfloat, ptr addrspace(1) %1, i64 %202
  %204 = select i1 %182, i32 16, i32 0
  %205 = ptrtoint ptr addrspace(3) %201 to i64
  %206 = trunc i64 %205 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %206, ptr addrspace(1) %203, i32 %204) #7
  %207 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %111
  %208 = getelementptr bfloat, ptr addrspace(1) %2, i64 %184
  %209 = ptrtoint ptr addrspace(3) %207 to i64
  %210 = trunc i64 %209 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %210, ptr addrspace(1) %208, i32 %186) #7
  %211 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %119
  %212 = getelementptr bfloat, ptr addrspace(1) %2, i64 %190
  %213 = ptrtoint ptr addrspace(3) %211 to i64
  %214 = trunc i64 %213 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %214, ptr addrspace(1) %212, i32 %192) #7
  %215 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %127
  %216 = getelementptr bfloat, ptr addrspace(1) %2, i64 %196
  %217 = ptrtoint ptr addrspace(3) %215 to i64
  %218 = trunc i64 %217 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %218, ptr addrspace(1) %216, i32 %198) #7
  %219 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 65536), i64 %135
  %220 = getelementptr bfloat, ptr addrspace(1) %2, i64 %202
  %221 = ptrtoint ptr addrspace(3) %219 to i64
  %222 = trunc i64 %221 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %222, ptr addrspace(1) %220, i32 %204) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %223 = mul nuw nsw i32 %14, 136
  %224 = add nuw nsw i32 %223, %30
  %225 = shl nuw nsw i32 %224, 1
  %226 = zext nneg i32 %225 to i64
  %227 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %226
  %228 = insertelement <4 x i16> poison, i16 %43, i64 0
  %229 = insertelement <4 x i16> %228, i16 %44, i64 1
  %230 = insertelement <4 x i16> %229, i16 %45, i64 2
  %231 = insertelement <4 x i16> %230, i16 %46, i64 3
  store <4 x i16> %231, ptr addrspace(3) %227, align 16
  %232 = or disjoint i32 %30, 4
  %233 = add nuw nsw i32 %232, %223
  %234 = shl nuw nsw i32 %233, 1
  %235 = zext nneg i32 %234 to i64
  %236 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %235
  %237 = insertelement <4 x i16> poison, i16 %47, i64 0
  %238 = insertelement <4 x i16> %237, i16 %48, i64 1
  %239 = insertelement <4 x i16> %238, i16 %49, i64 2
  %240 = insertelement <4 x i16> %239, i16 %50, i64 3
  store <4 x i16> %240, ptr addrspace(3) %236, align 8
  %241 = mul nuw nsw i32 %18, 136
  %242 = add nuw nsw i32 %241, %30
  %243 = shl nuw nsw i32 %242, 1
  %244 = zext nneg i32 %243 to i64
  %245 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %244
  %246 = insertelement <4 x i16> poison, i16 %55, i64 0
  %247 = insertelement <4 x i16> %246, i16 %56, i64 1
  %248 = insertelement <4 x i16> %247, i16 %57, i64 2
  %249 = insertelement <4 x i16> %248, i16 %58, i64 3
  store <4 x i16> %249, ptr addrspace(3) %245, align 16
  %250 = or disjoint i32 %8, 2052
  %251 = and i32 %250, 124
  %252 = lshr i32 %250, 7
  %253 = mul nuw nsw i32 %252, 136
  %254 = add nuw nsw i32 %253, %251
  %255 = shl nuw nsw i32 %254, 1
  %256 = zext nneg i32 %255 to i64
  %257 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %256
  %258 = insertelement <4 x i16> poison, i16 %59, i64 0
  %259 = insertelement <4 x i16> %258, i16 %60, i64 1
  %260 = insertelement <4 x i16> %259, i16 %61, i64 2
  %261 = insertelement <4 x i16> %260, i16 %62, i64 3
  store <4 x i16> %261, ptr addrspace(3) %257, align 8
  %262 = mul nuw nsw i32 %22, 136
  %263 = add nuw nsw i32 %262, %30
  %264 = shl nuw nsw i32 %263, 1
  %265 = zext nneg i32 %264 to i64
  %266 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %265
  %267 = insertelement <4 x i16> poison, i16 %67, i64 0
  %268 = insertelement <4 x i16> %267, i16 %68, i64 1
  %269 = insertelement <4 x i16> %268, i16 %69, i64 2
  %270 = insertelement <4 x i16> %269, i16 %70, i64 3
  store <4 x i16> %270, ptr addrspace(3) %266, align 16
  %271 = or disjoint i32 %8, 4100
  %272 = and i32 %271, 124
  %273 = lshr i32 %271, 7
  %274 = mul nuw nsw i32 %273, 136
  %275 = add nuw nsw i32 %274, %272
  %276 = shl nuw nsw i32 %275, 1
  %277 = zext nneg i32 %276 to i64
  %278 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %277
  %279 = insertelement <4 x i16> poison, i16 %71, i64 0
  %280 = insertelement <4 x i16> %279, i16 %72, i64 1
  %281 = insertelement <4 x i16> %280, i16 %73, i64 2
  %282 = insertelement <4 x i16> %281, i16 %74, i64 3
  store <4 x i16> %282, ptr addrspace(3) %278, align 8
  %283 = mul nuw nsw i32 %26, 136
  %284 = add nuw nsw i32 %283, %30
  %285 = shl nuw nsw i32 %284, 1
  %286 = zext nneg i32 %285 to i64
  %287 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %286
  %288 = insertelement <4 x i16> poison, i16 %79, i64 0
  %289 = insertelement <4 x i16> %288, i16 %80, i64 1
  %290 = insertelement <4 x i16> %289, i16 %81, i64 2
  %291 = insertelement <4 x i16> %290, i16 %82, i64 3
  store <4 x i16> %291, ptr addrspace(3) %287, align 16
  %292 = or disjoint i32 %8, 6148
  %293 = and i32 %292, 124
  %294 = lshr i32 %292, 7
  %295 = mul nuw nsw i32 %294, 136
  %296 = add nuw nsw i32 %295, %293
  %297 = shl nuw nsw i32 %296, 1
  %298 = zext nneg i32 %297 to i64
  %299 = getelementptr i8, ptr addrspace(3) @attention_smem, i64 %298
  %300 = insertelement <4 x i16> poison, i16 %83, i64 0
  %301 = insertelement <4 x i16> %300, i16 %84, i64 1
  %302 = insertelement <4 x i16> %301, i16 %85, i64 2
  %303 = insertelement <4 x i16> %302, i16 %86, i64 3
  store <4 x i16> %303, ptr addrspace(3) %299, align 8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %304 = icmp sgt i32 %4, 0
  br i1 %304, label %.lr.ph, label %.._crit_edge_crit_edge

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
  %305 = lshr i32 %7, 5
  %306 = and i32 %305, 3
  %307 = shl nuw nsw i32 %306, 4
  %308 = lshr i32 %7, 2
  %309 = and i32 %308, 32
  %310 = or disjoint i32 %309, 16
  %311 = and i32 %7, 7
  %312 = and i32 %7, 8
  %313 = and i32 %7, 15
  %314 = or disjoint i32 %309, %313
  %315 = lshr i32 %7, 1
  %316 = and i32 %315, 8
  %317 = mul nuw nsw i32 %314, 136
  %318 = shl nuw nsw i32 %311, 3
  %319 = or disjoint i32 %310, %313
  %320 = mul nuw nsw i32 %319, 136
  %321 = shl nuw nsw i32 %7, 1
  %322 = and i32 %321, 6
  %323 = or disjoint i32 %307, %322
  %324 = or disjoint i32 %322, 1
  %325 = or disjoint i32 %307, %324
  %326 = or disjoint i32 %307, 8
  %327 = or disjoint i32 %326, %322
  %328 = or disjoint i32 %326, %324
  %329 = and i32 %308, 7
  %330 = and i32 %308, 39
  %331 = or disjoint i32 %329, 8
  %332 = or disjoint i32 %331, %309
  %333 = or disjoint i32 %310, %329
  %334 = or disjoint i32 %310, %331
  %335 = shl nuw nsw i32 %330, 2
  %336 = or disjoint i32 %335, %306
  %337 = zext nneg i32 %336 to i64
  %338 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %337
  %339 = shl nuw nsw i32 %332, 2
  %340 = or disjoint i32 %339, %306
  %341 = zext nneg i32 %340 to i64
  %342 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %341
  %343 = shl nuw nsw i32 %333, 2
  %344 = or disjoint i32 %343, %306
  %345 = zext nneg i32 %344 to i64
  %346 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %345
  %347 = shl nuw nsw i32 %334, 2
  %348 = or disjoint i32 %347, %306
  %349 = zext nneg i32 %348 to i64
  %350 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %349
  %351 = zext nneg i32 %335 to i64
  %352 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %351
  %353 = getelementptr i8, ptr addrspace(3) %352, i64 4
  %354 = getelementptr i8, ptr addrspace(3) %352, i64 8
  %355 = getelementptr i8, ptr addrspace(3) %352, i64 12
  %356 = zext nneg i32 %339 to i64
  %357 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %356
  %358 = getelementptr i8, ptr addrspace(3) %357, i64 4
  %359 = getelementptr i8, ptr addrspace(3) %357, i64 8
  %360 = getelementptr i8, ptr addrspace(3) %357, i64 12
  %361 = zext nneg i32 %343 to i64
  %362 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %361
  %363 = getelementptr i8, ptr addrspace(3) %362, i64 4
  %364 = getelementptr i8, ptr addrspace(3) %362, i64 8
  %365 = getelementptr i8, ptr addrspace(3) %362, i64 12
  %366 = zext nneg i32 %347 to i64
  %367 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %366
  %368 = getelementptr i8, ptr addrspace(3) %367, i64 4
  %369 = getelementptr i8, ptr addrspace(3) %367, i64 8
  %370 = getelementptr i8, ptr addrspace(3) %367, i64 12
  %371 = mul nuw nsw i32 %330, 72
  %372 = add nuw nsw i32 %371, %323
  %373 = zext nneg i32 %372 to i64
  %374 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %373
  %375 = add nuw nsw i32 %371, %325
  %376 = zext nneg i32 %375 to i64
  %377 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %376
  %378 = mul nuw nsw i32 %332, 72
  %379 = add nuw nsw i32 %378, %323
  %380 = zext nneg i32 %379 to i64
  %381 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %380
  %382 = add nuw nsw i32 %378, %325
  %383 = zext nneg i32 %382 to i64
  %384 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %383
  %385 = add nuw nsw i32 %327, %371
  %386 = zext nneg i32 %385 to i64
  %387 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %386
  %388 = add nuw nsw i32 %328, %371
  %389 = zext nneg i32 %388 to i64
  %390 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %389
  %391 = add nuw nsw i32 %378, %327
  %392 = zext nneg i32 %391 to i64
  %393 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %392
  %394 = add nuw nsw i32 %378, %328
  %395 = zext nneg i32 %394 to i64
  %396 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %395
  %397 = mul nuw nsw i32 %333, 72
  %398 = add nuw nsw i32 %397, %323
  %399 = zext nneg i32 %398 to i64
  %400 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %399
  %401 = add nuw nsw i32 %397, %325
  %402 = zext nneg i32 %401 to i64
  %403 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %402
  %404 = mul nuw nsw i32 %334, 72
  %405 = add nuw nsw i32 %404, %323
  %406 = zext nneg i32 %405 to i64
  %407 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %406
  %408 = add nuw nsw i32 %404, %325
  %409 = zext nneg i32 %408 to i64
  %410 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %409
  %411 = add nuw nsw i32 %397, %327
  %412 = zext nneg i32 %411 to i64
  %413 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %412
  %414 = add nuw nsw i32 %397, %328
  %415 = zext nneg i32 %414 to i64
  %416 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %415
  %417 = add nuw nsw i32 %404, %327
  %418 = zext nneg i32 %417 to i64
  %419 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %418
  %420 = add nuw nsw i32 %404, %328
  %421 = zext nneg i32 %420 to i64
  %422 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %421
  %423 = mul nuw nsw i32 %314, 72
  %424 = shl nuw nsw i32 %305, 6
  %425 = shl nuw nsw i32 %316, 1
  %.masked = and i32 %424, 64
  %426 = or disjoint i32 %.masked, %425
  %427 = shl nuw nsw i32 %305, 12
  %428 = and i32 %427, 8192
  %429 = and i32 %104, 112
  %430 = xor i32 %426, %429
  %invariant.op = or disjoint i32 %428, %430
  %431 = or disjoint i32 %426, 32
  %432 = xor i32 %431, %429
  %invariant.op93 = or disjoint i32 %428, %432
  %433 = mul nuw nsw i32 %319, 72
  %434 = add nuw nsw i32 %316, %423
  %435 = zext nneg i32 %434 to i64
  %436 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %435
  %437 = add nuw nsw i32 %316, %317
  %438 = zext nneg i32 %437 to i64
  %439 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %438
  %440 = or disjoint i32 %311, %316
  %441 = or disjoint i32 %440, %307
  %442 = shl nuw nsw i32 %441, 6
  %443 = xor i32 %312, %318
  %444 = or disjoint i32 %442, %443
  %445 = zext nneg i32 %444 to i64
  %446 = add nuw nsw i32 %316, %320
  %447 = zext nneg i32 %446 to i64
  %448 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %447
  %449 = or disjoint i32 %316, 16
  %450 = add nuw nsw i32 %449, %317
  %451 = zext nneg i32 %450 to i64
  %452 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %451
  %453 = or disjoint i32 %312, 16
  %454 = xor i32 %453, %318
  %455 = or disjoint i32 %442, %454
  %456 = zext nneg i32 %455 to i64
  %457 = add nuw nsw i32 %449, %320
  %458 = zext nneg i32 %457 to i64
  %459 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %458
  %460 = or disjoint i32 %316, 32
  %461 = add nuw nsw i32 %460, %317
  %462 = zext nneg i32 %461 to i64
  %463 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %462
  %464 = or disjoint i32 %312, 32
  %465 = xor i32 %464, %318
  %466 = or disjoint i32 %442, %465
  %467 = zext nneg i32 %466 to i64
  %468 = add nuw nsw i32 %460, %320
  %469 = zext nneg i32 %468 to i64
  %470 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %469
  %471 = or disjoint i32 %316, 48
  %472 = add nuw nsw i32 %471, %317
  %473 = zext nneg i32 %472 to i64
  %474 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %473
  %475 = or disjoint i32 %312, 48
  %476 = xor i32 %475, %318
  %477 = or disjoint i32 %442, %476
  %478 = zext nneg i32 %477 to i64
  %479 = add nuw nsw i32 %471, %320
  %480 = zext nneg i32 %479 to i64
  %481 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %480
  %482 = or disjoint i32 %316, 64
  %483 = add nuw nsw i32 %482, %317
  %484 = zext nneg i32 %483 to i64
  %485 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %484
  %486 = or disjoint i32 %311, %316
  %487 = or disjoint i32 %486, %307
  %488 = shl nuw nsw i32 %487, 6
  %489 = or disjoint i32 %488, 4096
  %490 = or disjoint i32 %489, %443
  %491 = zext nneg i32 %490 to i64
  %492 = add nuw nsw i32 %482, %320
  %493 = zext nneg i32 %492 to i64
  %494 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %493
  %495 = or disjoint i32 %316, 80
  %496 = add nuw nsw i32 %495, %317
  %497 = zext nneg i32 %496 to i64
  %498 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %497
  %499 = or disjoint i32 %489, %454
  %500 = zext nneg i32 %499 to i64
  %501 = add nuw nsw i32 %495, %320
  %502 = zext nneg i32 %501 to i64
  %503 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %502
  %504 = or disjoint i32 %316, 96
  %505 = add nuw nsw i32 %504, %317
  %506 = zext nneg i32 %505 to i64
  %507 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %506
  %508 = or disjoint i32 %489, %465
  %509 = zext nneg i32 %508 to i64
  %510 = add nuw nsw i32 %504, %320
  %511 = zext nneg i32 %510 to i64
  %512 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %511
  %513 = or disjoint i32 %316, 112
  %514 = add nuw nsw i32 %513, %317
  %515 = zext nneg i32 %514 to i64
  %516 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %515
  %517 = or disjoint i32 %489, %476
  %518 = zext nneg i32 %517 to i64
  %519 = add nuw nsw i32 %513, %320
  %520 = zext nneg i32 %519 to i64
  %521 = getelementptr bfloat, ptr addrspace(3) @attention_smem, i64 %520
  %522 = shl nuw nsw i32 %313, 7
  %.reass = or disjoint i32 %522, %invariant.op
  %523 = lshr exact i32 %.reass, 1
  %524 = zext nneg i32 %523 to i64
  %.reass94 = or i32 %522, %invariant.op93
  %525 = lshr exact i32 %.reass94, 1
  %526 = zext nneg i32 %525 to i64
  %527 = add nuw nsw i32 %316, %433
  %528 = zext nneg i32 %527 to i64
  %529 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %528
  %530 = add nuw nsw i32 %449, %423
  %531 = zext nneg i32 %530 to i64
  %532 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %531
  %533 = shl nuw nsw i32 %313, 7
  %534 = or disjoint i32 %533, 2048
  %.reass.1 = or disjoint i32 %534, %invariant.op
  %535 = lshr exact i32 %.reass.1, 1
  %536 = zext nneg i32 %535 to i64
  %.reass94.1 = or i32 %534, %invariant.op93
  %537 = lshr exact i32 %.reass94.1, 1
  %538 = zext nneg i32 %537 to i64
  %539 = add nuw nsw i32 %449, %433
  %540 = zext nneg i32 %539 to i64
  %541 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %540
  %542 = add nuw nsw i32 %460, %423
  %543 = zext nneg i32 %542 to i64
  %544 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %543
  %545 = shl nuw nsw i32 %313, 7
  %546 = or disjoint i32 %545, 4096
  %.reass.2 = or disjoint i32 %546, %invariant.op
  %547 = lshr exact i32 %.reass.2, 1
  %548 = zext nneg i32 %547 to i64
  %.reass94.2 = or i32 %546, %invariant.op93
  %549 = lshr exact i32 %.reass94.2, 1
  %550 = zext nneg i32 %549 to i64
  %551 = add nuw nsw i32 %460, %433
  %552 = zext nneg i32 %551 to i64
  %553 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %552
  %554 = add nuw nsw i32 %471, %423
  %555 = zext nneg i32 %554 to i64
  %556 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %555
  %557 = shl nuw nsw i32 %313, 7
  %558 = or disjoint i32 %557, 6144
  %.reass.3 = or disjoint i32 %558, %invariant.op
  %559 = lshr exact i32 %.reass.3, 1
  %560 = zext nneg i32 %559 to i64
  %.reass94.3 = or i32 %558, %invariant.op93
  %561 = lshr exact i32 %.reass94.3, 1
  %562 = zext nneg i32 %561 to i64
  %563 = add nuw nsw i32 %471, %433
  %564 = zext nneg i32 %563 to i64
  %565 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_smem, i64 17408), i64 %564
  br label %566

566:                                              ; preds = %.lr.ph, %566
  %567 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1016, %566 ]
  %568 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1015, %566 ]
  %569 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1014, %566 ]
  %570 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %1013, %566 ]
  %571 = phi float [ 0.000000e+00, %.lr.ph ], [ %1413, %566 ]
  %572 = phi float [ 0.000000e+00, %.lr.ph ], [ %1412, %566 ]
  %573 = phi float [ 0.000000e+00, %.lr.ph ], [ %1411, %566 ]
  %574 = phi float [ 0.000000e+00, %.lr.ph ], [ %1410, %566 ]
  %575 = phi float [ 0.000000e+00, %.lr.ph ], [ %1408, %566 ]
  %576 = phi float [ 0.000000e+00, %.lr.ph ], [ %1407, %566 ]
  %577 = phi float [ 0.000000e+00, %.lr.ph ], [ %1406, %566 ]
  %578 = phi float [ 0.000000e+00, %.lr.ph ], [ %1405, %566 ]
  %579 = phi float [ 0.000000e+00, %.lr.ph ], [ %1403, %566 ]
  %580 = phi float [ 0.000000e+00, %.lr.ph ], [ %1402, %566 ]
  %581 = phi float [ 0.000000e+00, %.lr.ph ], [ %1401, %566 ]
  %582 = phi float [ 0.000000e+00, %.lr.ph ], [ %1400, %566 ]
  %583 = phi float [ 0.000000e+00, %.lr.ph ], [ %1398, %566 ]
  %584 = phi float [ 0.000000e+00, %.lr.ph ], [ %1397, %566 ]
  %585 = phi float [ 0.000000e+00, %.lr.ph ], [ %1396, %566 ]
  %586 = phi float [ 0.000000e+00, %.lr.ph ], [ %1395, %566 ]
  %587 = phi float [ 0.000000e+00, %.lr.ph ], [ %1388, %566 ]
  %588 = phi float [ 0.000000e+00, %.lr.ph ], [ %1387, %566 ]
  %589 = phi float [ 0.000000e+00, %.lr.ph ], [ %1386, %566 ]
  %590 = phi float [ 0.000000e+00, %.lr.ph ], [ %1385, %566 ]
  %591 = phi float [ 0.000000e+00, %.lr.ph ], [ %1383, %566 ]
  %592 = phi float [ 0.000000e+00, %.lr.ph ], [ %1382, %566 ]
  %593 = phi float [ 0.000000e+00, %.lr.ph ], [ %1381, %566 ]
  %594 = phi float [ 0.000000e+00, %.lr.ph ], [ %1380, %566 ]
  %595 = phi float [ 0.000000e+00, %.lr.ph ], [ %1372, %566 ]
  %596 = phi float [ 0.000000e+00, %.lr.ph ], [ %1371, %566 ]
  %597 = phi float [ 0.000000e+00, %.lr.ph ], [ %1370, %566 ]
  %598 = phi float [ 0.000000e+00, %.lr.ph ], [ %1369, %566 ]
  %599 = phi float [ 0.000000e+00, %.lr.ph ], [ %1367, %566 ]
  %600 = phi float [ 0.000000e+00, %.lr.ph ], [ %1366, %566 ]
  %601 = phi float [ 0.000000e+00, %.lr.ph ], [ %1365, %566 ]
  %602 = phi float [ 0.000000e+00, %.lr.ph ], [ %1364, %566 ]
  %603 = phi float [ 0.000000e+00, %.lr.ph ], [ %1436, %566 ]
  %604 = phi float [ 0.000000e+00, %.lr.ph ], [ %1435, %566 ]
  %605 = phi float [ 0.000000e+00, %.lr.ph ], [ %1434, %566 ]
  %606 = phi float [ 0.000000e+00, %.lr.ph ], [ %1433, %566 ]
  %607 = phi i32 [ 0, %.lr.ph ], [ %1506, %566 ]
  %608 = lshr exact i32 %607, 6
  %609 = urem i32 %608, 3
  tail call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %610 = shl nuw nsw i32 %609, 14
  %611 = zext nneg i32 %610 to i64
  %612 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %611
  %613 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %439)
  %614 = extractvalue { i32, i32, i32, i32 } %613, 0
  %615 = extractvalue { i32, i32, i32, i32 } %613, 1
  %616 = extractvalue { i32, i32, i32, i32 } %613, 2
  %617 = extractvalue { i32, i32, i32, i32 } %613, 3
  %618 = getelementptr bfloat, ptr addrspace(3) %612, i64 %445
  %619 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %618)
  %620 = extractvalue { i32, i32, i32, i32 } %619, 0
  %621 = extractvalue { i32, i32, i32, i32 } %619, 1
  %622 = extractvalue { i32, i32, i32, i32 } %619, 2
  %623 = extractvalue { i32, i32, i32, i32 } %619, 3
  %624 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %614, i32 %615, i32 %616, i32 %617, i32 %620, i32 %621, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %625 = extractvalue { float, float, float, float } %624, 0
  %626 = extractvalue { float, float, float, float } %624, 1
  %627 = extractvalue { float, float, float, float } %624, 2
  %628 = extractvalue { float, float, float, float } %624, 3
  %629 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %614, i32 %615, i32 %616, i32 %617, i32 %622, i32 %623, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %630 = extractvalue { float, float, float, float } %629, 0
  %631 = extractvalue { float, float, float, float } %629, 1
  %632 = extractvalue { float, float, float, float } %629, 2
  %633 = extractvalue { float, float, float, float } %629, 3
  %634 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %448)
  %635 = extractvalue { i32, i32, i32, i32 } %634, 0
  %636 = extractvalue { i32, i32, i32, i32 } %634, 1
  %637 = extractvalue { i32, i32, i32, i32 } %634, 2
  %638 = extractvalue { i32, i32, i32, i32 } %634, 3
  %639 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %635, i32 %636, i32 %637, i32 %638, i32 %620, i32 %621, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %640 = extractvalue { float, float, float, float } %639, 0
  %641 = extractvalue { float, float, float, float } %639, 1
  %642 = extractvalue { float, float, float, float } %639, 2
  %643 = extractvalue { float, float, float, float } %639, 3
  %644 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %635, i32 %636, i32 %637, i32 %638, i32 %622, i32 %623, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %645 = extractvalue { float, float, float, float } %644, 0
  %646 = extractvalue { float, float, float, float } %644, 1
  %647 = extractvalue { float, float, float, float } %644, 2
  %648 = extractvalue { float, float, float, float } %644, 3
  %649 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %452)
  %650 = extractvalue { i32, i32, i32, i32 } %649, 0
  %651 = extractvalue { i32, i32, i32, i32 } %649, 1
  %652 = extractvalue { i32, i32, i32, i32 } %649, 2
  %653 = extractvalue { i32, i32, i32, i32 } %649, 3
  %654 = getelementptr bfloat, ptr addrspace(3) %612, i64 %456
  %655 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %654)
  %656 = extractvalue { i32, i32, i32, i32 } %655, 0
  %657 = extractvalue { i32, i32, i32, i32 } %655, 1
  %658 = extractvalue { i32, i32, i32, i32 } %655, 2
  %659 = extractvalue { i32, i32, i32, i32 } %655, 3
  %660 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %650, i32 %651, i32 %652, i32 %653, i32 %656, i32 %657, float %625, float %626, float %627, float %628) #7
  %661 = extractvalue { float, float, float, float } %660, 0
  %662 = extractvalue { float, float, float, float } %660, 1
  %663 = extractvalue { float, float, float, float } %660, 2
  %664 = extractvalue { float, float, float, float } %660, 3
  %665 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %650, i32 %651, i32 %652, i32 %653, i32 %658, i32 %659, float %630, float %631, float %632, float %633) #7
  %666 = extractvalue { float, float, float, float } %665, 0
  %667 = extractvalue { float, float, float, float } %665, 1
  %668 = extractvalue { float, float, float, float } %665, 2
  %669 = extractvalue { float, float, float, float } %665, 3
  %670 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %459)
  %671 = extractvalue { i32, i32, i32, i32 } %670, 0
  %672 = extractvalue { i32, i32, i32, i32 } %670, 1
  %673 = extractvalue { i32, i32, i32, i32 } %670, 2
  %674 = extractvalue { i32, i32, i32, i32 } %670, 3
  %675 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %671, i32 %672, i32 %673, i32 %674, i32 %656, i32 %657, float %640, float %641, float %642, float %643) #7
  %676 = extractvalue { float, float, float, float } %675, 0
  %677 = extractvalue { float, float, float, float } %675, 1
  %678 = extractvalue { float, float, float, float } %675, 2
  %679 = extractvalue { float, float, float, float } %675, 3
  %680 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %671, i32 %672, i32 %673, i32 %674, i32 %658, i32 %659, float %645, float %646, float %647, float %648) #7
  %681 = extractvalue { float, float, float, float } %680, 0
  %682 = extractvalue { float, float, float, float } %680, 1
  %683 = extractvalue { float, float, float, float } %680, 2
  %684 = extractvalue { float, float, float, float } %680, 3
  %685 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %463)
  %686 = extractvalue { i32, i32, i32, i32 } %685, 0
  %687 = extractvalue { i32, i32, i32, i32 } %685, 1
  %688 = extractvalue { i32, i32, i32, i32 } %685, 2
  %689 = extractvalue { i32, i32, i32, i32 } %685, 3
  %690 = getelementptr bfloat, ptr addrspace(3) %612, i64 %467
  %691 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %690)
  %692 = extractvalue { i32, i32, i32, i32 } %691, 0
  %693 = extractvalue { i32, i32, i32, i32 } %691, 1
  %694 = extractvalue { i32, i32, i32, i32 } %691, 2
  %695 = extractvalue { i32, i32, i32, i32 } %691, 3
  %696 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %686, i32 %687, i32 %688, i32 %689, i32 %692, i32 %693, float %661, float %662, float %663, float %664) #7
  %697 = extractvalue { float, float, float, float } %696, 0
  %698 = extractvalue { float, float, float, float } %696, 1
  %699 = extractvalue { float, float, float, float } %696, 2
  %700 = extractvalue { float, float, float, float } %696, 3
  %701 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %686, i32 %687, i32 %688, i32 %689, i32 %694, i32 %695, float %666, float %667, float %668, float %669) #7
  %702 = extractvalue { float, float, float, float } %701, 0
  %703 = extractvalue { float, float, float, float } %701, 1
  %704 = extractvalue { float, float, float, float } %701, 2
  %705 = extractvalue { float, float, float, float } %701, 3
  %706 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %470)
  %707 = extractvalue { i32, i32, i32, i32 } %706, 0
  %708 = extractvalue { i32, i32, i32, i32 } %706, 1
  %709 = extractvalue { i32, i32, i32, i32 } %706, 2
  %710 = extractvalue { i32, i32, i32, i32 } %706, 3
  %711 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %707, i32 %708, i32 %709, i32 %710, i32 %692, i32 %693, float %676, float %677, float %678, float %679) #7
  %712 = extractvalue { float, float, float, float } %711, 0
  %713 = extractvalue { float, float, float, float } %711, 1
  %714 = extractvalue { float, float, float, float } %711, 2
  %715 = extractvalue { float, float, float, float } %711, 3
  %716 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %707, i32 %708, i32 %709, i32 %710, i32 %694, i32 %695, float %681, float %682, float %683, float %684) #7
  %717 = extractvalue { float, float, float, float } %716, 0
  %718 = extractvalue { float, float, float, float } %716, 1
  %719 = extractvalue { float, float, float, float } %716, 2
  %720 = extractvalue { float, float, float, float } %716, 3
  %721 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %474)
  %722 = extractvalue { i32, i32, i32, i32 } %721, 0
  %723 = extractvalue { i32, i32, i32, i32 } %721, 1
  %724 = extractvalue { i32, i32, i32, i32 } %721, 2
  %725 = extractvalue { i32, i32, i32, i32 } %721, 3
  %726 = getelementptr bfloat, ptr addrspace(3) %612, i64 %478
  %727 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %726)
  %728 = extractvalue { i32, i32, i32, i32 } %727, 0
  %729 = extractvalue { i32, i32, i32, i32 } %727, 1
  %730 = extractvalue { i32, i32, i32, i32 } %727, 2
  %731 = extractvalue { i32, i32, i32, i32 } %727, 3
  %732 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %722, i32 %723, i32 %724, i32 %725, i32 %728, i32 %729, float %697, float %698, float %699, float %700) #7
  %733 = extractvalue { float, float, float, float } %732, 0
  %734 = extractvalue { float, float, float, float } %732, 1
  %735 = extractvalue { float, float, float, float } %732, 2
  %736 = extractvalue { float, float, float, float } %732, 3
  %737 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %722, i32 %723, i32 %724, i32 %725, i32 %730, i32 %731, float %702, float %703, float %704, float %705) #7
  %738 = extractvalue { float, float, float, float } %737, 0
  %739 = extractvalue { float, float, float, float } %737, 1
  %740 = extractvalue { float, float, float, float } %737, 2
  %741 = extractvalue { float, float, float, float } %737, 3
  %742 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %481)
  %743 = extractvalue { i32, i32, i32, i32 } %742, 0
  %744 = extractvalue { i32, i32, i32, i32 } %742, 1
  %745 = extractvalue { i32, i32, i32, i32 } %742, 2
  %746 = extractvalue { i32, i32, i32, i32 } %742, 3
  %747 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %743, i32 %744, i32 %745, i32 %746, i32 %728, i32 %729, float %712, float %713, float %714, float %715) #7
  %748 = extractvalue { float, float, float, float } %747, 0
  %749 = extractvalue { float, float, float, float } %747, 1
  %750 = extractvalue { float, float, float, float } %747, 2
  %751 = extractvalue { float, float, float, float } %747, 3
  %752 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %743, i32 %744, i32 %745, i32 %746, i32 %730, i32 %731, float %717, float %718, float %719, float %720) #7
  %753 = extractvalue { float, float, float, float } %752, 0
  %754 = extractvalue { float, float, float, float } %752, 1
  %755 = extractvalue { float, float, float, float } %752, 2
  %756 = extractvalue { float, float, float, float } %752, 3
  %757 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %485)
  %758 = extractvalue { i32, i32, i32, i32 } %757, 0
  %759 = extractvalue { i32, i32, i32, i32 } %757, 1
  %760 = extractvalue { i32, i32, i32, i32 } %757, 2
  %761 = extractvalue { i32, i32, i32, i32 } %757, 3
  %762 = getelementptr bfloat, ptr addrspace(3) %612, i64 %491
  %763 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %762)
  %764 = extractvalue { i32, i32, i32, i32 } %763, 0
  %765 = extractvalue { i32, i32, i32, i32 } %763, 1
  %766 = extractvalue { i32, i32, i32, i32 } %763, 2
  %767 = extractvalue { i32, i32, i32, i32 } %763, 3
  %768 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %758, i32 %759, i32 %760, i32 %761, i32 %764, i32 %765, float %733, float %734, float %735, float %736) #7
  %769 = extractvalue { float, float, float, float } %768, 0
  %770 = extractvalue { float, float, float, float } %768, 1
  %771 = extractvalue { float, float, float, float } %768, 2
  %772 = extractvalue { float, float, float, float } %768, 3
  %773 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %758, i32 %759, i32 %760, i32 %761, i32 %766, i32 %767, float %738, float %739, float %740, float %741) #7
  %774 = extractvalue { float, float, float, float } %773, 0
  %775 = extractvalue { float, float, float, float } %773, 1
  %776 = extractvalue { float, float, float, float } %773, 2
  %777 = extractvalue { float, float, float, float } %773, 3
  %778 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %494)
  %779 = extractvalue { i32, i32, i32, i32 } %778, 0
  %780 = extractvalue { i32, i32, i32, i32 } %778, 1
  %781 = extractvalue { i32, i32, i32, i32 } %778, 2
  %782 = extractvalue { i32, i32, i32, i32 } %778, 3
  %783 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %779, i32 %780, i32 %781, i32 %782, i32 %764, i32 %765, float %748, float %749, float %750, float %751) #7
  %784 = extractvalue { float, float, float, float } %783, 0
  %785 = extractvalue { float, float, float, float } %783, 1
  %786 = extractvalue { float, float, float, float } %783, 2
  %787 = extractvalue { float, float, float, float } %783, 3
  %788 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %779, i32 %780, i32 %781, i32 %782, i32 %766, i32 %767, float %753, float %754, float %755, float %756) #7
  %789 = extractvalue { float, float, float, float } %788, 0
  %790 = extractvalue { float, float, float, float } %788, 1
  %791 = extractvalue { float, float, float, float } %788, 2
  %792 = extractvalue { float, float, float, float } %788, 3
  %793 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %498)
  %794 = extractvalue { i32, i32, i32, i32 } %793, 0
  %795 = extractvalue { i32, i32, i32, i32 } %793, 1
  %796 = extractvalue { i32, i32, i32, i32 } %793, 2
  %797 = extractvalue { i32, i32, i32, i32 } %793, 3
  %798 = getelementptr bfloat, ptr addrspace(3) %612, i64 %500
  %799 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %798)
  %800 = extractvalue { i32, i32, i32, i32 } %799, 0
  %801 = extractvalue { i32, i32, i32, i32 } %799, 1
  %802 = extractvalue { i32, i32, i32, i32 } %799, 2
  %803 = extractvalue { i32, i32, i32, i32 } %799, 3
  %804 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %794, i32 %795, i32 %796, i32 %797, i32 %800, i32 %801, float %769, float %770, float %771, float %772) #7
  %805 = extractvalue { float, float, float, float } %804, 0
  %806 = extractvalue { float, float, float, float } %804, 1
  %807 = extractvalue { float, float, float, float } %804, 2
  %808 = extractvalue { float, float, float, float } %804, 3
  %809 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %794, i32 %795, i32 %796, i32 %797, i32 %802, i32 %803, float %774, float %775, float %776, float %777) #7
  %810 = extractvalue { float, float, float, float } %809, 0
  %811 = extractvalue { float, float, float, float } %809, 1
  %812 = extractvalue { float, float, float, float } %809, 2
  %813 = extractvalue { float, float, float, float } %809, 3
  %814 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %503)
  %815 = extractvalue { i32, i32, i32, i32 } %814, 0
  %816 = extractvalue { i32, i32, i32, i32 } %814, 1
  %817 = extractvalue { i32, i32, i32, i32 } %814, 2
  %818 = extractvalue { i32, i32, i32, i32 } %814, 3
  %819 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %800, i32 %801, float %784, float %785, float %786, float %787) #7
  %820 = extractvalue { float, float, float, float } %819, 0
  %821 = extractvalue { float, float, float, float } %819, 1
  %822 = extractvalue { float, float, float, float } %819, 2
  %823 = extractvalue { float, float, float, float } %819, 3
  %824 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %815, i32 %816, i32 %817, i32 %818, i32 %802, i32 %803, float %789, float %790, float %791, float %792) #7
  %825 = extractvalue { float, float, float, float } %824, 0
  %826 = extractvalue { float, float, float, float } %824, 1
  %827 = extractvalue { float, float, float, float } %824, 2
  %828 = extractvalue { float, float, float, float } %824, 3
  %829 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %507)
  %830 = extractvalue { i32, i32, i32, i32 } %829, 0
  %831 = extractvalue { i32, i32, i32, i32 } %829, 1
  %832 = extractvalue { i32, i32, i32, i32 } %829, 2
  %833 = extractvalue { i32, i32, i32, i32 } %829, 3
  %834 = getelementptr bfloat, ptr addrspace(3) %612, i64 %509
  %835 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %834)
  %836 = extractvalue { i32, i32, i32, i32 } %835, 0
  %837 = extractvalue { i32, i32, i32, i32 } %835, 1
  %838 = extractvalue { i32, i32, i32, i32 } %835, 2
  %839 = extractvalue { i32, i32, i32, i32 } %835, 3
  %840 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %830, i32 %831, i32 %832, i32 %833, i32 %836, i32 %837, float %805, float %806, float %807, float %808) #7
  %841 = extractvalue { float, float, float, float } %840, 0
  %842 = extractvalue { float, float, float, float } %840, 1
  %843 = extractvalue { float, float, float, float } %840, 2
  %844 = extractvalue { float, float, float, float } %840, 3
  %845 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %830, i32 %831, i32 %832, i32 %833, i32 %838, i32 %839, float %810, float %811, float %812, float %813) #7
  %846 = extractvalue { float, float, float, float } %845, 0
  %847 = extractvalue { float, float, float, float } %845, 1
  %848 = extractvalue { float, float, float, float } %845, 2
  %849 = extractvalue { float, float, float, float } %845, 3
  %850 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %512)
  %851 = extractvalue { i32, i32, i32, i32 } %850, 0
  %852 = extractvalue { i32, i32, i32, i32 } %850, 1
  %853 = extractvalue { i32, i32, i32, i32 } %850, 2
  %854 = extractvalue { i32, i32, i32, i32 } %850, 3
  %855 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %851, i32 %852, i32 %853, i32 %854, i32 %836, i32 %837, float %820, float %821, float %822, float %823) #7
  %856 = extractvalue { float, float, float, float } %855, 0
  %857 = extractvalue { float, float, float, float } %855, 1
  %858 = extractvalue { float, float, float, float } %855, 2
  %859 = extractvalue { float, float, float, float } %855, 3
  %860 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %851, i32 %852, i32 %853, i32 %854, i32 %838, i32 %839, float %825, float %826, float %827, float %828) #7
  %861 = extractvalue { float, float, float, float } %860, 0
  %862 = extractvalue { float, float, float, float } %860, 1
  %863 = extractvalue { float, float, float, float } %860, 2
  %864 = extractvalue { float, float, float, float } %860, 3
  %865 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %516)
  %866 = extractvalue { i32, i32, i32, i32 } %865, 0
  %867 = extractvalue { i32, i32, i32, i32 } %865, 1
  %868 = extractvalue { i32, i32, i32, i32 } %865, 2
  %869 = extractvalue { i32, i32, i32, i32 } %865, 3
  %870 = getelementptr bfloat, ptr addrspace(3) %612, i64 %518
  %871 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %870)
  %872 = extractvalue { i32, i32, i32, i32 } %871, 0
  %873 = extractvalue { i32, i32, i32, i32 } %871, 1
  %874 = extractvalue { i32, i32, i32, i32 } %871, 2
  %875 = extractvalue { i32, i32, i32, i32 } %871, 3
  %876 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %866, i32 %867, i32 %868, i32 %869, i32 %872, i32 %873, float %841, float %842, float %843, float %844) #7
  %877 = extractvalue { float, float, float, float } %876, 0
  %878 = extractvalue { float, float, float, float } %876, 1
  %879 = extractvalue { float, float, float, float } %876, 2
  %880 = extractvalue { float, float, float, float } %876, 3
  %881 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %866, i32 %867, i32 %868, i32 %869, i32 %874, i32 %875, float %846, float %847, float %848, float %849) #7
  %882 = extractvalue { float, float, float, float } %881, 0
  %883 = extractvalue { float, float, float, float } %881, 1
  %884 = extractvalue { float, float, float, float } %881, 2
  %885 = extractvalue { float, float, float, float } %881, 3
  %886 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %521)
  %887 = extractvalue { i32, i32, i32, i32 } %886, 0
  %888 = extractvalue { i32, i32, i32, i32 } %886, 1
  %889 = extractvalue { i32, i32, i32, i32 } %886, 2
  %890 = extractvalue { i32, i32, i32, i32 } %886, 3
  %891 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %887, i32 %888, i32 %889, i32 %890, i32 %872, i32 %873, float %856, float %857, float %858, float %859) #7
  %892 = extractvalue { float, float, float, float } %891, 0
  %893 = extractvalue { float, float, float, float } %891, 1
  %894 = extractvalue { float, float, float, float } %891, 2
  %895 = extractvalue { float, float, float, float } %891, 3
  %896 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %887, i32 %888, i32 %889, i32 %890, i32 %874, i32 %875, float %861, float %862, float %863, float %864) #7
  %897 = extractvalue { float, float, float, float } %896, 0
  %898 = extractvalue { float, float, float, float } %896, 1
  %899 = extractvalue { float, float, float, float } %896, 2
  %900 = extractvalue { float, float, float, float } %896, 3
  %901 = fmul float %87, %877
  %902 = fmul float %87, %878
  %903 = fmul float %87, %879
  %904 = fmul float %87, %880
  %905 = fmul float %87, %882
  %906 = fmul float %87, %883
  %907 = fmul float %87, %884
  %908 = fmul float %87, %885
  %909 = fmul float %87, %892
  %910 = fmul float %87, %893
  %911 = fmul float %87, %894
  %912 = fmul float %87, %895
  %913 = fmul float %87, %897
  %914 = fmul float %87, %898
  %915 = fmul float %87, %899
  %916 = fmul float %87, %900
  %917 = or disjoint i32 %607, %323
  %918 = icmp slt i32 %917, %4
  %919 = or disjoint i32 %607, %325
  %920 = icmp slt i32 %919, %4
  %921 = or disjoint i32 %607, %327
  %922 = icmp slt i32 %921, %4
  %923 = or disjoint i32 %607, %328
  %924 = icmp slt i32 %923, %4
  %925 = select i1 %918, float %901, float 0xFFF0000000000000
  %926 = select i1 %920, float %902, float 0xFFF0000000000000
  %927 = select i1 %918, float %903, float 0xFFF0000000000000
  %928 = select i1 %920, float %904, float 0xFFF0000000000000
  %929 = select i1 %922, float %905, float 0xFFF0000000000000
  %930 = select i1 %924, float %906, float 0xFFF0000000000000
  %931 = select i1 %922, float %907, float 0xFFF0000000000000
  %932 = select i1 %924, float %908, float 0xFFF0000000000000
  %933 = select i1 %918, float %909, float 0xFFF0000000000000
  %934 = select i1 %920, float %910, float 0xFFF0000000000000
  %935 = select i1 %918, float %911, float 0xFFF0000000000000
  %936 = select i1 %920, float %912, float 0xFFF0000000000000
  %937 = select i1 %922, float %913, float 0xFFF0000000000000
  %938 = select i1 %924, float %914, float 0xFFF0000000000000
  %939 = select i1 %922, float %915, float 0xFFF0000000000000
  %940 = select i1 %924, float %916, float 0xFFF0000000000000
  %941 = tail call float @llvm.maxnum.f32(float %925, float %926)
  %942 = tail call float @llvm.maxnum.f32(float %927, float %928)
  %943 = tail call float @llvm.maxnum.f32(float %941, float %929)
  %944 = tail call float @llvm.maxnum.f32(float %943, float %930)
  %945 = tail call float @llvm.maxnum.f32(float %942, float %931)
  %946 = tail call float @llvm.maxnum.f32(float %945, float %932)
  %947 = tail call float @llvm.maxnum.f32(float %933, float %934)
  %948 = tail call float @llvm.maxnum.f32(float %935, float %936)
  %949 = tail call float @llvm.maxnum.f32(float %947, float %937)
  %950 = tail call float @llvm.maxnum.f32(float %949, float %938)
  %951 = tail call float @llvm.maxnum.f32(float %948, float %939)
  %952 = tail call float @llvm.maxnum.f32(float %951, float %940)
  %953 = bitcast float %944 to i32
  %954 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %953, i32 2, i32 31)
  %955 = bitcast i32 %954 to float
  %956 = tail call float @llvm.maxnum.f32(float %944, float %955)
  %957 = bitcast float %946 to i32
  %958 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %957, i32 2, i32 31)
  %959 = bitcast i32 %958 to float
  %960 = tail call float @llvm.maxnum.f32(float %946, float %959)
  %961 = bitcast float %950 to i32
  %962 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %961, i32 2, i32 31)
  %963 = bitcast i32 %962 to float
  %964 = tail call float @llvm.maxnum.f32(float %950, float %963)
  %965 = bitcast float %952 to i32
  %966 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %965, i32 2, i32 31)
  %967 = bitcast i32 %966 to float
  %968 = tail call float @llvm.maxnum.f32(float %952, float %967)
  %969 = bitcast float %956 to i32
  %970 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %969, i32 1, i32 31)
  %971 = bitcast i32 %970 to float
  %972 = tail call float @llvm.maxnum.f32(float %956, float %971)
  %973 = bitcast float %960 to i32
  %974 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %973, i32 1, i32 31)
  %975 = bitcast i32 %974 to float
  %976 = tail call float @llvm.maxnum.f32(float %960, float %975)
  %977 = bitcast float %964 to i32
  %978 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %977, i32 1, i32 31)
  %979 = bitcast i32 %978 to float
  %980 = tail call float @llvm.maxnum.f32(float %964, float %979)
  %981 = bitcast float %968 to i32
  %982 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %981, i32 1, i32 31)
  %983 = bitcast i32 %982 to float
  %984 = tail call float @llvm.maxnum.f32(float %968, float %983)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %972, ptr addrspace(3) %338, align 4
  store float %976, ptr addrspace(3) %342, align 4
  store float %980, ptr addrspace(3) %346, align 4
  store float %984, ptr addrspace(3) %350, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %985 = load float, ptr addrspace(3) %352, align 16
  %986 = load float, ptr addrspace(3) %353, align 4
  %987 = tail call float @llvm.maxnum.f32(float %985, float %986)
  %988 = load float, ptr addrspace(3) %354, align 8
  %989 = tail call float @llvm.maxnum.f32(float %987, float %988)
  %990 = load float, ptr addrspace(3) %355, align 4
  %991 = tail call float @llvm.maxnum.f32(float %989, float %990)
  %992 = load float, ptr addrspace(3) %357, align 16
  %993 = load float, ptr addrspace(3) %358, align 4
  %994 = tail call float @llvm.maxnum.f32(float %992, float %993)
  %995 = load float, ptr addrspace(3) %359, align 8
  %996 = tail call float @llvm.maxnum.f32(float %994, float %995)
  %997 = load float, ptr addrspace(3) %360, align 4
  %998 = tail call float @llvm.maxnum.f32(float %996, float %997)
  %999 = load float, ptr addrspace(3) %362, align 16
  %1000 = load float, ptr addrspace(3) %363, align 4
  %1001 = tail call float @llvm.maxnum.f32(float %999, float %1000)
  %1002 = load float, ptr addrspace(3) %364, align 8
  %1003 = tail call float @llvm.maxnum.f32(float %1001, float %1002)
  %1004 = load float, ptr addrspace(3) %365, align 4
  %1005 = tail call float @llvm.maxnum.f32(float %1003, float %1004)
  %1006 = load float, ptr addrspace(3) %367, align 16
  %1007 = load float, ptr addrspace(3) %368, align 4
  %1008 = tail call float @llvm.maxnum.f32(float %1006, float %1007)
  %1009 = load float, ptr addrspace(3) %369, align 8
  %1010 = tail call float @llvm.maxnum.f32(float %1008, float %1009)
  %1011 = load float, ptr addrspace(3) %370, align 4
  %1012 = tail call float @llvm.maxnum.f32(float %1010, float %1011)
  %1013 = tail call float @llvm.maxnum.f32(float %570, float %991)
  %1014 = tail call float @llvm.maxnum.f32(float %569, float %998)
  %1015 = tail call float @llvm.maxnum.f32(float %568, float %1005)
  %1016 = tail call float @llvm.maxnum.f32(float %567, float %1012)
  %1017 = fsub float %925, %1013
  %1018 = fsub float %926, %1013
  %1019 = fsub float %927, %1014
  %1020 = fsub float %928, %1014
  %1021 = fsub float %929, %1013
  %1022 = fsub float %930, %1013
  %1023 = fsub float %931, %1014
  %1024 = fsub float %932, %1014
  %1025 = fsub float %933, %1015
  %1026 = fsub float %934, %1015
  %1027 = fsub float %935, %1016
  %1028 = fsub float %936, %1016
  %1029 = fsub float %937, %1015
  %1030 = fsub float %938, %1015
  %1031 = fsub float %939, %1016
  %1032 = fsub float %940, %1016
  %1033 = tail call float @llvm.nvvm.ex2.approx.f32(float %1017)
  %1034 = tail call float @llvm.nvvm.ex2.approx.f32(float %1018)
  %1035 = tail call float @llvm.nvvm.ex2.approx.f32(float %1019)
  %1036 = tail call float @llvm.nvvm.ex2.approx.f32(float %1020)
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
  %1049 = fsub float %570, %1013
  %1050 = fsub float %569, %1014
  %1051 = fsub float %568, %1015
  %1052 = fsub float %567, %1016
  %1053 = tail call float @llvm.nvvm.ex2.approx.f32(float %1049)
  %1054 = tail call float @llvm.nvvm.ex2.approx.f32(float %1050)
  %1055 = tail call float @llvm.nvvm.ex2.approx.f32(float %1051)
  %1056 = tail call float @llvm.nvvm.ex2.approx.f32(float %1052)
  %1057 = fadd float %1033, %1034
  %1058 = fadd float %1035, %1036
  %1059 = fadd float %1057, %1037
  %1060 = fadd float %1059, %1038
  %1061 = fadd float %1058, %1039
  %1062 = fadd float %1061, %1040
  %1063 = fadd float %1041, %1042
  %1064 = fadd float %1043, %1044
  %1065 = fadd float %1063, %1045
  %1066 = fadd float %1065, %1046
  %1067 = fadd float %1064, %1047
  %1068 = fadd float %1067, %1048
  %1069 = bitcast float %1060 to i32
  %1070 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1069, i32 2, i32 31)
  %1071 = bitcast i32 %1070 to float
  %1072 = fadd float %1060, %1071
  %1073 = bitcast float %1062 to i32
  %1074 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1073, i32 2, i32 31)
  %1075 = bitcast i32 %1074 to float
  %1076 = fadd float %1062, %1075
  %1077 = bitcast float %1066 to i32
  %1078 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1077, i32 2, i32 31)
  %1079 = bitcast i32 %1078 to float
  %1080 = fadd float %1066, %1079
  %1081 = bitcast float %1068 to i32
  %1082 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1081, i32 2, i32 31)
  %1083 = bitcast i32 %1082 to float
  %1084 = fadd float %1068, %1083
  %1085 = bitcast float %1072 to i32
  %1086 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1085, i32 1, i32 31)
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
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %1088, ptr addrspace(3) %338, align 4
  store float %1092, ptr addrspace(3) %342, align 4
  store float %1096, ptr addrspace(3) %346, align 4
  store float %1100, ptr addrspace(3) %350, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1101 = load float, ptr addrspace(3) %352, align 16
  %1102 = load float, ptr addrspace(3) %353, align 4
  %1103 = load float, ptr addrspace(3) %354, align 8
  %1104 = load float, ptr addrspace(3) %355, align 4
  %1105 = load float, ptr addrspace(3) %357, align 16
  %1106 = load float, ptr addrspace(3) %358, align 4
  %1107 = load float, ptr addrspace(3) %359, align 8
  %1108 = load float, ptr addrspace(3) %360, align 4
  %1109 = load float, ptr addrspace(3) %362, align 16
  %1110 = load float, ptr addrspace(3) %363, align 4
  %1111 = load float, ptr addrspace(3) %364, align 8
  %1112 = load float, ptr addrspace(3) %365, align 4
  %1113 = load float, ptr addrspace(3) %367, align 16
  %1114 = load float, ptr addrspace(3) %368, align 4
  %1115 = load float, ptr addrspace(3) %369, align 8
  %1116 = load float, ptr addrspace(3) %370, align 4
  %1117 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %611
  %1118 = fptrunc float %1033 to bfloat
  %1119 = fptrunc float %1034 to bfloat
  %1120 = fptrunc float %1035 to bfloat
  %1121 = fptrunc float %1036 to bfloat
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
  %1134 = fmul float %602, %1053
  %1135 = fmul float %601, %1053
  %1136 = fmul float %600, %1054
  %1137 = fmul float %599, %1054
  %1138 = fmul float %598, %1053
  %1139 = fmul float %597, %1053
  %1140 = fmul float %596, %1054
  %1141 = fmul float %595, %1054
  %1142 = fmul float %594, %1053
  %1143 = fmul float %593, %1053
  %1144 = fmul float %592, %1054
  %1145 = fmul float %591, %1054
  %1146 = fmul float %590, %1053
  %1147 = fmul float %589, %1053
  %1148 = fmul float %588, %1054
  %1149 = fmul float %587, %1054
  %1150 = fmul float %586, %1055
  %1151 = fmul float %585, %1055
  %1152 = fmul float %584, %1056
  %1153 = fmul float %583, %1056
  %1154 = fmul float %582, %1055
  %1155 = fmul float %581, %1055
  %1156 = fmul float %580, %1056
  %1157 = fmul float %579, %1056
  %1158 = fmul float %578, %1055
  %1159 = fmul float %577, %1055
  %1160 = fmul float %576, %1056
  %1161 = fmul float %575, %1056
  %1162 = fmul float %574, %1055
  %1163 = fmul float %573, %1055
  %1164 = fmul float %572, %1056
  %1165 = fmul float %571, %1056
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store bfloat %1118, ptr addrspace(3) %374, align 4
  store bfloat %1119, ptr addrspace(3) %377, align 2
  store bfloat %1120, ptr addrspace(3) %381, align 4
  store bfloat %1121, ptr addrspace(3) %384, align 2
  store bfloat %1122, ptr addrspace(3) %387, align 4
  store bfloat %1123, ptr addrspace(3) %390, align 2
  store bfloat %1124, ptr addrspace(3) %393, align 4
  store bfloat %1125, ptr addrspace(3) %396, align 2
  store bfloat %1126, ptr addrspace(3) %400, align 4
  store bfloat %1127, ptr addrspace(3) %403, align 2
  store bfloat %1128, ptr addrspace(3) %407, align 4
  store bfloat %1129, ptr addrspace(3) %410, align 2
  store bfloat %1130, ptr addrspace(3) %413, align 4
  store bfloat %1131, ptr addrspace(3) %416, align 2
  store bfloat %1132, ptr addrspace(3) %419, align 4
  store bfloat %1133, ptr addrspace(3) %422, align 2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1166 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %436)
  %1167 = extractvalue { i32, i32, i32, i32 } %1166, 0
  %1168 = extractvalue { i32, i32, i32, i32 } %1166, 1
  %1169 = extractvalue { i32, i32, i32, i32 } %1166, 2
  %1170 = extractvalue { i32, i32, i32, i32 } %1166, 3
  %1171 = getelementptr bfloat, ptr addrspace(3) %1117, i64 %524
  %1172 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1171)
  %1173 = extractvalue { i32, i32, i32, i32 } %1172, 0
  %1174 = extractvalue { i32, i32, i32, i32 } %1172, 1
  %1175 = extractvalue { i32, i32, i32, i32 } %1172, 2
  %1176 = extractvalue { i32, i32, i32, i32 } %1172, 3
  %1177 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1167, i32 %1168, i32 %1169, i32 %1170, i32 %1173, i32 %1174, float %1134, float %1135, float %1136, float %1137) #7
  %1178 = extractvalue { float, float, float, float } %1177, 0
  %1179 = extractvalue { float, float, float, float } %1177, 1
  %1180 = extractvalue { float, float, float, float } %1177, 2
  %1181 = extractvalue { float, float, float, float } %1177, 3
  %1182 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1167, i32 %1168, i32 %1169, i32 %1170, i32 %1175, i32 %1176, float %1138, float %1139, float %1140, float %1141) #7
  %1183 = extractvalue { float, float, float, float } %1182, 0
  %1184 = extractvalue { float, float, float, float } %1182, 1
  %1185 = extractvalue { float, float, float, float } %1182, 2
  %1186 = extractvalue { float, float, float, float } %1182, 3
  %1187 = getelementptr bfloat, ptr addrspace(3) %1117, i64 %526
  %1188 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1187)
  %1189 = extractvalue { i32, i32, i32, i32 } %1188, 0
  %1190 = extractvalue { i32, i32, i32, i32 } %1188, 1
  %1191 = extractvalue { i32, i32, i32, i32 } %1188, 2
  %1192 = extractvalue { i32, i32, i32, i32 } %1188, 3
  %1193 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1167, i32 %1168, i32 %1169, i32 %1170, i32 %1189, i32 %1190, float %1142, float %1143, float %1144, float %1145) #7
  %1194 = extractvalue { float, float, float, float } %1193, 0
  %1195 = extractvalue { float, float, float, float } %1193, 1
  %1196 = extractvalue { float, float, float, float } %1193, 2
  %1197 = extractvalue { float, float, float, float } %1193, 3
  %1198 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1167, i32 %1168, i32 %1169, i32 %1170, i32 %1191, i32 %1192, float %1146, float %1147, float %1148, float %1149) #7
  %1199 = extractvalue { float, float, float, float } %1198, 0
  %1200 = extractvalue { float, float, float, float } %1198, 1
  %1201 = extractvalue { float, float, float, float } %1198, 2
  %1202 = extractvalue { float, float, float, float } %1198, 3
  %1203 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %529)
  %1204 = extractvalue { i32, i32, i32, i32 } %1203, 0
  %1205 = extractvalue { i32, i32, i32, i32 } %1203, 1
  %1206 = extractvalue { i32, i32, i32, i32 } %1203, 2
  %1207 = extractvalue { i32, i32, i32, i32 } %1203, 3
  %1208 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1204, i32 %1205, i32 %1206, i32 %1207, i32 %1173, i32 %1174, float %1150, float %1151, float %1152, float %1153) #7
  %1209 = extractvalue { float, float, float, float } %1208, 0
  %1210 = extractvalue { float, float, float, float } %1208, 1
  %1211 = extractvalue { float, float, float, float } %1208, 2
  %1212 = extractvalue { float, float, float, float } %1208, 3
  %1213 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1204, i32 %1205, i32 %1206, i32 %1207, i32 %1175, i32 %1176, float %1154, float %1155, float %1156, float %1157) #7
  %1214 = extractvalue { float, float, float, float } %1213, 0
  %1215 = extractvalue { float, float, float, float } %1213, 1
  %1216 = extractvalue { float, float, float, float } %1213, 2
  %1217 = extractvalue { float, float, float, float } %1213, 3
  %1218 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1204, i32 %1205, i32 %1206, i32 %1207, i32 %1189, i32 %1190, float %1158, float %1159, float %1160, float %1161) #7
  %1219 = extractvalue { float, float, float, float } %1218, 0
  %1220 = extractvalue { float, float, float, float } %1218, 1
  %1221 = extractvalue { float, float, float, float } %1218, 2
  %1222 = extractvalue { float, float, float, float } %1218, 3
  %1223 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1204, i32 %1205, i32 %1206, i32 %1207, i32 %1191, i32 %1192, float %1162, float %1163, float %1164, float %1165) #7
  %1224 = extractvalue { float, float, float, float } %1223, 0
  %1225 = extractvalue { float, float, float, float } %1223, 1
  %1226 = extractvalue { float, float, float, float } %1223, 2
  %1227 = extractvalue { float, float, float, float } %1223, 3
  %1228 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %532)
  %1229 = extractvalue { i32, i32, i32, i32 } %1228, 0
  %1230 = extractvalue { i32, i32, i32, i32 } %1228, 1
  %1231 = extractvalue { i32, i32, i32, i32 } %1228, 2
  %1232 = extractvalue { i32, i32, i32, i32 } %1228, 3
  %1233 = getelementptr bfloat, ptr addrspace(3) %1117, i64 %536
  %1234 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1233)
  %1235 = extractvalue { i32, i32, i32, i32 } %1234, 0
  %1236 = extractvalue { i32, i32, i32, i32 } %1234, 1
  %1237 = extractvalue { i32, i32, i32, i32 } %1234, 2
  %1238 = extractvalue { i32, i32, i32, i32 } %1234, 3
  %1239 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1229, i32 %1230, i32 %1231, i32 %1232, i32 %1235, i32 %1236, float %1178, float %1179, float %1180, float %1181) #7
  %1240 = extractvalue { float, float, float, float } %1239, 0
  %1241 = extractvalue { float, float, float, float } %1239, 1
  %1242 = extractvalue { float, float, float, float } %1239, 2
  %1243 = extractvalue { float, float, float, float } %1239, 3
  %1244 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1229, i32 %1230, i32 %1231, i32 %1232, i32 %1237, i32 %1238, float %1183, float %1184, float %1185, float %1186) #7
  %1245 = extractvalue { float, float, float, float } %1244, 0
  %1246 = extractvalue { float, float, float, float } %1244, 1
  %1247 = extractvalue { float, float, float, float } %1244, 2
  %1248 = extractvalue { float, float, float, float } %1244, 3
  %1249 = getelementptr bfloat, ptr addrspace(3) %1117, i64 %538
  %1250 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1249)
  %1251 = extractvalue { i32, i32, i32, i32 } %1250, 0
  %1252 = extractvalue { i32, i32, i32, i32 } %1250, 1
  %1253 = extractvalue { i32, i32, i32, i32 } %1250, 2
  %1254 = extractvalue { i32, i32, i32, i32 } %1250, 3
  %1255 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1229, i32 %1230, i32 %1231, i32 %1232, i32 %1251, i32 %1252, float %1194, float %1195, float %1196, float %1197) #7
  %1256 = extractvalue { float, float, float, float } %1255, 0
  %1257 = extractvalue { float, float, float, float } %1255, 1
  %1258 = extractvalue { float, float, float, float } %1255, 2
  %1259 = extractvalue { float, float, float, float } %1255, 3
  %1260 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1229, i32 %1230, i32 %1231, i32 %1232, i32 %1253, i32 %1254, float %1199, float %1200, float %1201, float %1202) #7
  %1261 = extractvalue { float, float, float, float } %1260, 0
  %1262 = extractvalue { float, float, float, float } %1260, 1
  %1263 = extractvalue { float, float, float, float } %1260, 2
  %1264 = extractvalue { float, float, float, float } %1260, 3
  %1265 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %541)
  %1266 = extractvalue { i32, i32, i32, i32 } %1265, 0
  %1267 = extractvalue { i32, i32, i32, i32 } %1265, 1
  %1268 = extractvalue { i32, i32, i32, i32 } %1265, 2
  %1269 = extractvalue { i32, i32, i32, i32 } %1265, 3
  %1270 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1266, i32 %1267, i32 %1268, i32 %1269, i32 %1235, i32 %1236, float %1209, float %1210, float %1211, float %1212) #7
  %1271 = extractvalue { float, float, float, float } %1270, 0
  %1272 = extractvalue { float, float, float, float } %1270, 1
  %1273 = extractvalue { float, float, float, float } %1270, 2
  %1274 = extractvalue { float, float, float, float } %1270, 3
  %1275 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1266, i32 %1267, i32 %1268, i32 %1269, i32 %1237, i32 %1238, float %1214, float %1215, float %1216, float %1217) #7
  %1276 = extractvalue { float, float, float, float } %1275, 0
  %1277 = extractvalue { float, float, float, float } %1275, 1
  %1278 = extractvalue { float, float, float, float } %1275, 2
  %1279 = extractvalue { float, float, float, float } %1275, 3
  %1280 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1266, i32 %1267, i32 %1268, i32 %1269, i32 %1251, i32 %1252, float %1219, float %1220, float %1221, float %1222) #7
  %1281 = extractvalue { float, float, float, float } %1280, 0
  %1282 = extractvalue { float, float, float, float } %1280, 1
  %1283 = extractvalue { float, float, float, float } %1280, 2
  %1284 = extractvalue { float, float, float, float } %1280, 3
  %1285 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1266, i32 %1267, i32 %1268, i32 %1269, i32 %1253, i32 %1254, float %1224, float %1225, float %1226, float %1227) #7
  %1286 = extractvalue { float, float, float, float } %1285, 0
  %1287 = extractvalue { float, float, float, float } %1285, 1
  %1288 = extractvalue { float, float, float, float } %1285, 2
  %1289 = extractvalue { float, float, float, float } %1285, 3
  %1290 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %544)
  %1291 = extractvalue { i32, i32, i32, i32 } %1290, 0
  %1292 = extractvalue { i32, i32, i32, i32 } %1290, 1
  %1293 = extractvalue { i32, i32, i32, i32 } %1290, 2
  %1294 = extractvalue { i32, i32, i32, i32 } %1290, 3
  %1295 = getelementptr bfloat, ptr addrspace(3) %1117, i64 %548
  %1296 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1295)
  %1297 = extractvalue { i32, i32, i32, i32 } %1296, 0
  %1298 = extractvalue { i32, i32, i32, i32 } %1296, 1
  %1299 = extractvalue { i32, i32, i32, i32 } %1296, 2
  %1300 = extractvalue { i32, i32, i32, i32 } %1296, 3
  %1301 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1291, i32 %1292, i32 %1293, i32 %1294, i32 %1297, i32 %1298, float %1240, float %1241, float %1242, float %1243) #7
  %1302 = extractvalue { float, float, float, float } %1301, 0
  %1303 = extractvalue { float, float, float, float } %1301, 1
  %1304 = extractvalue { float, float, float, float } %1301, 2
  %1305 = extractvalue { float, float, float, float } %1301, 3
  %1306 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1291, i32 %1292, i32 %1293, i32 %1294, i32 %1299, i32 %1300, float %1245, float %1246, float %1247, float %1248) #7
  %1307 = extractvalue { float, float, float, float } %1306, 0
  %1308 = extractvalue { float, float, float, float } %1306, 1
  %1309 = extractvalue { float, float, float, float } %1306, 2
  %1310 = extractvalue { float, float, float, float } %1306, 3
  %1311 = getelementptr bfloat, ptr addrspace(3) %1117, i64 %550
  %1312 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1311)
  %1313 = extractvalue { i32, i32, i32, i32 } %1312, 0
  %1314 = extractvalue { i32, i32, i32, i32 } %1312, 1
  %1315 = extractvalue { i32, i32, i32, i32 } %1312, 2
  %1316 = extractvalue { i32, i32, i32, i32 } %1312, 3
  %1317 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1291, i32 %1292, i32 %1293, i32 %1294, i32 %1313, i32 %1314, float %1256, float %1257, float %1258, float %1259) #7
  %1318 = extractvalue { float, float, float, float } %1317, 0
  %1319 = extractvalue { float, float, float, float } %1317, 1
  %1320 = extractvalue { float, float, float, float } %1317, 2
  %1321 = extractvalue { float, float, float, float } %1317, 3
  %1322 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1291, i32 %1292, i32 %1293, i32 %1294, i32 %1315, i32 %1316, float %1261, float %1262, float %1263, float %1264) #7
  %1323 = extractvalue { float, float, float, float } %1322, 0
  %1324 = extractvalue { float, float, float, float } %1322, 1
  %1325 = extractvalue { float, float, float, float } %1322, 2
  %1326 = extractvalue { float, float, float, float } %1322, 3
  %1327 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %553)
  %1328 = extractvalue { i32, i32, i32, i32 } %1327, 0
  %1329 = extractvalue { i32, i32, i32, i32 } %1327, 1
  %1330 = extractvalue { i32, i32, i32, i32 } %1327, 2
  %1331 = extractvalue { i32, i32, i32, i32 } %1327, 3
  %1332 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1328, i32 %1329, i32 %1330, i32 %1331, i32 %1297, i32 %1298, float %1271, float %1272, float %1273, float %1274) #7
  %1333 = extractvalue { float, float, float, float } %1332, 0
  %1334 = extractvalue { float, float, float, float } %1332, 1
  %1335 = extractvalue { float, float, float, float } %1332, 2
  %1336 = extractvalue { float, float, float, float } %1332, 3
  %1337 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1328, i32 %1329, i32 %1330, i32 %1331, i32 %1299, i32 %1300, float %1276, float %1277, float %1278, float %1279) #7
  %1338 = extractvalue { float, float, float, float } %1337, 0
  %1339 = extractvalue { float, float, float, float } %1337, 1
  %1340 = extractvalue { float, float, float, float } %1337, 2
  %1341 = extractvalue { float, float, float, float } %1337, 3
  %1342 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1328, i32 %1329, i32 %1330, i32 %1331, i32 %1313, i32 %1314, float %1281, float %1282, float %1283, float %1284) #7
  %1343 = extractvalue { float, float, float, float } %1342, 0
  %1344 = extractvalue { float, float, float, float } %1342, 1
  %1345 = extractvalue { float, float, float, float } %1342, 2
  %1346 = extractvalue { float, float, float, float } %1342, 3
  %1347 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1328, i32 %1329, i32 %1330, i32 %1331, i32 %1315, i32 %1316, float %1286, float %1287, float %1288, float %1289) #7
  %1348 = extractvalue { float, float, float, float } %1347, 0
  %1349 = extractvalue { float, float, float, float } %1347, 1
  %1350 = extractvalue { float, float, float, float } %1347, 2
  %1351 = extractvalue { float, float, float, float } %1347, 3
  %1352 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %556)
  %1353 = extractvalue { i32, i32, i32, i32 } %1352, 0
  %1354 = extractvalue { i32, i32, i32, i32 } %1352, 1
  %1355 = extractvalue { i32, i32, i32, i32 } %1352, 2
  %1356 = extractvalue { i32, i32, i32, i32 } %1352, 3
  %1357 = getelementptr bfloat, ptr addrspace(3) %1117, i64 %560
  %1358 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1357)
  %1359 = extractvalue { i32, i32, i32, i32 } %1358, 0
  %1360 = extractvalue { i32, i32, i32, i32 } %1358, 1
  %1361 = extractvalue { i32, i32, i32, i32 } %1358, 2
  %1362 = extractvalue { i32, i32, i32, i32 } %1358, 3
  %1363 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1353, i32 %1354, i32 %1355, i32 %1356, i32 %1359, i32 %1360, float %1302, float %1303, float %1304, float %1305) #7
  %1364 = extractvalue { float, float, float, float } %1363, 0
  %1365 = extractvalue { float, float, float, float } %1363, 1
  %1366 = extractvalue { float, float, float, float } %1363, 2
  %1367 = extractvalue { float, float, float, float } %1363, 3
  %1368 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1353, i32 %1354, i32 %1355, i32 %1356, i32 %1361, i32 %1362, float %1307, float %1308, float %1309, float %1310) #7
  %1369 = extractvalue { float, float, float, float } %1368, 0
  %1370 = extractvalue { float, float, float, float } %1368, 1
  %1371 = extractvalue { float, float, float, float } %1368, 2
  %1372 = extractvalue { float, float, float, float } %1368, 3
  %1373 = getelementptr bfloat, ptr addrspace(3) %1117, i64 %562
  %1374 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %1373)
  %1375 = extractvalue { i32, i32, i32, i32 } %1374, 0
  %1376 = extractvalue { i32, i32, i32, i32 } %1374, 1
  %1377 = extractvalue { i32, i32, i32, i32 } %1374, 2
  %1378 = extractvalue { i32, i32, i32, i32 } %1374, 3
  %1379 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1353, i32 %1354, i32 %1355, i32 %1356, i32 %1375, i32 %1376, float %1318, float %1319, float %1320, float %1321) #7
  %1380 = extractvalue { float, float, float, float } %1379, 0
  %1381 = extractvalue { float, float, float, float } %1379, 1
  %1382 = extractvalue { float, float, float, float } %1379, 2
  %1383 = extractvalue { float, float, float, float } %1379, 3
  %1384 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1353, i32 %1354, i32 %1355, i32 %1356, i32 %1377, i32 %1378, float %1323, float %1324, float %1325, float %1326) #7
  %1385 = extractvalue { float, float, float, float } %1384, 0
  %1386 = extractvalue { float, float, float, float } %1384, 1
  %1387 = extractvalue { float, float, float, float } %1384, 2
  %1388 = extractvalue { float, float, float, float } %1384, 3
  %1389 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %565)
  %1390 = extractvalue { i32, i32, i32, i32 } %1389, 0
  %1391 = extractvalue { i32, i32, i32, i32 } %1389, 1
  %1392 = extractvalue { i32, i32, i32, i32 } %1389, 2
  %1393 = extractvalue { i32, i32, i32, i32 } %1389, 3
  %1394 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1390, i32 %1391, i32 %1392, i32 %1393, i32 %1359, i32 %1360, float %1333, float %1334, float %1335, float %1336) #7
  %1395 = extractvalue { float, float, float, float } %1394, 0
  %1396 = extractvalue { float, float, float, float } %1394, 1
  %1397 = extractvalue { float, float, float, float } %1394, 2
  %1398 = extractvalue { float, float, float, float } %1394, 3
  %1399 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1390, i32 %1391, i32 %1392, i32 %1393, i32 %1361, i32 %1362, float %1338, float %1339, float %1340, float %1341) #7
  %1400 = extractvalue { float, float, float, float } %1399, 0
  %1401 = extractvalue { float, float, float, float } %1399, 1
  %1402 = extractvalue { float, float, float, float } %1399, 2
  %1403 = extractvalue { float, float, float, float } %1399, 3
  %1404 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1390, i32 %1391, i32 %1392, i32 %1393, i32 %1375, i32 %1376, float %1343, float %1344, float %1345, float %1346) #7
  %1405 = extractvalue { float, float, float, float } %1404, 0
  %1406 = extractvalue { float, float, float, float } %1404, 1
  %1407 = extractvalue { float, float, float, float } %1404, 2
  %1408 = extractvalue { float, float, float, float } %1404, 3
  %1409 = tail call { float, float, float, float } asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %1390, i32 %1391, i32 %1392, i32 %1393, i32 %1377, i32 %1378, float %1348, float %1349, float %1350, float %1351) #7
  %1410 = extractvalue { float, float, float, float } %1409, 0
  %1411 = extractvalue { float, float, float, float } %1409, 1
  %1412 = extractvalue { float, float, float, float } %1409, 2
  %1413 = extractvalue { float, float, float, float } %1409, 3
  %1414 = add i32 %607, 128
  %1415 = add nuw nsw i32 %608, 2
  %1416 = urem i32 %1415, 3
  %1417 = fmul float %606, %1053
  %1418 = fmul float %605, %1054
  %1419 = fmul float %604, %1055
  %1420 = fmul float %603, %1056
  %1421 = fadd float %1101, %1102
  %1422 = fadd float %1421, %1103
  %1423 = fadd float %1422, %1104
  %1424 = fadd float %1105, %1106
  %1425 = fadd float %1424, %1107
  %1426 = fadd float %1425, %1108
  %1427 = fadd float %1109, %1110
  %1428 = fadd float %1427, %1111
  %1429 = fadd float %1428, %1112
  %1430 = fadd float %1113, %1114
  %1431 = fadd float %1430, %1115
  %1432 = fadd float %1431, %1116
  %1433 = fadd float %1417, %1423
  %1434 = fadd float %1418, %1426
  %1435 = fadd float %1419, %1429
  %1436 = fadd float %1420, %1432
  %1437 = icmp slt i32 %1414, %4
  %1438 = or disjoint i32 %1414, %14
  %1439 = add i32 %1438, %11
  %1440 = shl i32 %1439, 7
  %1441 = or disjoint i32 %1414, %18
  %1442 = add i32 %1441, %11
  %1443 = shl i32 %1442, 7
  %1444 = or disjoint i32 %1414, %22
  %1445 = add i32 %1444, %11
  %1446 = shl i32 %1445, 7
  %1447 = or disjoint i32 %1414, %26
  %1448 = add i32 %1447, %11
  %1449 = shl i32 %1448, 7
  %1450 = or disjoint i32 %1440, %30
  %1451 = or disjoint i32 %1443, %30
  %1452 = or disjoint i32 %1446, %30
  %1453 = or disjoint i32 %1449, %30
  %1454 = icmp slt i32 %1438, %4
  %1455 = icmp slt i32 %1441, %4
  %1456 = icmp slt i32 %1444, %4
  %1457 = icmp slt i32 %1447, %4
  %1458 = and i1 %1437, %1454
  %1459 = and i1 %1437, %1455
  %1460 = and i1 %1437, %1456
  %1461 = and i1 %1437, %1457
  %1462 = shl nuw nsw i32 %1416, 14
  %1463 = zext nneg i32 %1462 to i64
  %1464 = getelementptr i8, ptr addrspace(3) @attention_dsmem, i64 %1463
  %1465 = getelementptr i8, ptr addrspace(3) %1464, i64 %111
  %1466 = sext i32 %1450 to i64
  %1467 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1466
  %1468 = select i1 %1458, i32 16, i32 0
  %1469 = ptrtoint ptr addrspace(3) %1465 to i64
  %1470 = trunc i64 %1469 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1470, ptr addrspace(1) %1467, i32 %1468) #7
  %1471 = getelementptr i8, ptr addrspace(3) %1464, i64 %119
  %1472 = sext i32 %1451 to i64
  %1473 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1472
  %1474 = select i1 %1459, i32 16, i32 0
  %1475 = ptrtoint ptr addrspace(3) %1471 to i64
  %1476 = trunc i64 %1475 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1476, ptr addrspace(1) %1473, i32 %1474) #7
  %1477 = getelementptr i8, ptr addrspace(3) %1464, i64 %127
  %1478 = sext i32 %1452 to i64
  %1479 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1478
  %1480 = select i1 %1460, i32 16, i32 0
  %1481 = ptrtoint ptr addrspace(3) %1477 to i64
  %1482 = trunc i64 %1481 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1482, ptr addrspace(1) %1479, i32 %1480) #7
  %1483 = getelementptr i8, ptr addrspace(3) %1464, i64 %135
  %1484 = sext i32 %1453 to i64
  %1485 = getelementptr bfloat, ptr addrspace(1) %1, i64 %1484
  %1486 = select i1 %1461, i32 16, i32 0
  %1487 = ptrtoint ptr addrspace(3) %1483 to i64
  %1488 = trunc i64 %1487 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1488, ptr addrspace(1) %1485, i32 %1486) #7
  %1489 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_dsmem, i64 49152), i64 %1463
  %1490 = getelementptr i8, ptr addrspace(3) %1489, i64 %111
  %1491 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1466
  %1492 = ptrtoint ptr addrspace(3) %1490 to i64
  %1493 = trunc i64 %1492 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1493, ptr addrspace(1) %1491, i32 %1468) #7
  %1494 = getelementptr i8, ptr addrspace(3) %1489, i64 %119
  %1495 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1472
  %1496 = ptrtoint ptr addrspace(3) %1494 to i64
  %1497 = trunc i64 %1496 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1497, ptr addrspace(1) %1495, i32 %1474) #7
  %1498 = getelementptr i8, ptr addrspace(3) %1489, i64 %127
  %1499 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1478
  %1500 = ptrtoint ptr addrspace(3) %1498 to i64
  %1501 = trunc i64 %1500 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1501, ptr addrspace(1) %1499, i32 %1480) #7
  %1502 = getelementptr i8, ptr addrspace(3) %1489, i64 %135
  %1503 = getelementptr bfloat, ptr addrspace(1) %2, i64 %1484
  %1504 = ptrtoint ptr addrspace(3) %1502 to i64
  %1505 = trunc i64 %1504 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %1505, ptr addrspace(1) %1503, i32 %1486) #7
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #7
  %1506 = add i32 %607, 64
  %1507 = icmp slt i32 %1506, %4
  br i1 %1507, label %566, label %._crit_edge

._crit_edge:                                      ; preds = %566, %.._crit_edge_crit_edge
  %.pre-phi208 = phi i32 [ %.pre207, %.._crit_edge_crit_edge ], [ %322, %566 ]
  %.pre-phi204 = phi i32 [ %.pre203, %.._crit_edge_crit_edge ], [ %334, %566 ]
  %.pre-phi202 = phi i32 [ %.pre201, %.._crit_edge_crit_edge ], [ %333, %566 ]
  %.pre-phi198 = phi i32 [ %.pre197, %.._crit_edge_crit_edge ], [ %332, %566 ]
  %.pre-phi194 = phi i32 [ %.pre193, %.._crit_edge_crit_edge ], [ %330, %566 ]
  %.lcssa92 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1433, %566 ]
  %.lcssa91 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1434, %566 ]
  %.lcssa90 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1435, %566 ]
  %.lcssa89 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1436, %566 ]
  %.lcssa88 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1364, %566 ]
  %.lcssa87 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1365, %566 ]
  %.lcssa86 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1366, %566 ]
  %.lcssa85 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1367, %566 ]
  %.lcssa84 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1369, %566 ]
  %.lcssa83 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1370, %566 ]
  %.lcssa82 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1371, %566 ]
  %.lcssa81 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1372, %566 ]
  %.lcssa80 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1380, %566 ]
  %.lcssa79 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1381, %566 ]
  %.lcssa78 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1382, %566 ]
  %.lcssa77 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1383, %566 ]
  %.lcssa76 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1385, %566 ]
  %.lcssa75 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1386, %566 ]
  %.lcssa74 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1387, %566 ]
  %.lcssa73 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1388, %566 ]
  %.lcssa72 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1395, %566 ]
  %.lcssa71 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1396, %566 ]
  %.lcssa70 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1397, %566 ]
  %.lcssa69 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1398, %566 ]
  %.lcssa68 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1400, %566 ]
  %.lcssa67 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1401, %566 ]
  %.lcssa66 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1402, %566 ]
  %.lcssa65 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1403, %566 ]
  %.lcssa64 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1405, %566 ]
  %.lcssa63 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1406, %566 ]
  %.lcssa62 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1407, %566 ]
  %.lcssa61 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1408, %566 ]
  %.lcssa60 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1410, %566 ]
  %.lcssa59 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1411, %566 ]
  %.lcssa58 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1412, %566 ]
  %.lcssa57 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1413, %566 ]
  %.lcssa56 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1013, %566 ]
  %.lcssa55 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1014, %566 ]
  %.lcssa54 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1015, %566 ]
  %.lcssa53 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %1016, %566 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1508 = zext nneg i32 %.pre-phi194 to i64
  %1509 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1508
  store float %.lcssa56, ptr addrspace(3) %1509, align 4
  %1510 = zext nneg i32 %.pre-phi198 to i64
  %1511 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1510
  store float %.lcssa55, ptr addrspace(3) %1511, align 4
  %1512 = zext nneg i32 %.pre-phi202 to i64
  %1513 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1512
  store float %.lcssa54, ptr addrspace(3) %1513, align 4
  %1514 = zext nneg i32 %.pre-phi204 to i64
  %1515 = getelementptr float, ptr addrspace(3) @attention_smem, i64 %1514
  store float %.lcssa53, ptr addrspace(3) %1515, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"() #7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1516 = fdiv float %.lcssa88, %.lcssa92
  %1517 = fdiv float %.lcssa87, %.lcssa92
  %1518 = fdiv float %.lcssa86, %.lcssa91
  %1519 = fdiv float %.lcssa85, %.lcssa91
  %1520 = fdiv float %.lcssa84, %.lcssa92
  %1521 = fdiv float %.lcssa83, %.lcssa92
  %1522 = fdiv float %.lcssa82, %.lcssa91
  %1523 = fdiv float %.lcssa81, %.lcssa91
  %1524 = fdiv float %.lcssa80, %.lcssa92
  %1525 = fdiv float %.lcssa79, %.lcssa92
  %1526 = fdiv float %.lcssa78, %.lcssa91
  %1527 = fdiv float %.lcssa77, %.lcssa91
  %1528 = fdiv float %.lcssa76, %.lcssa92
  %1529 = fdiv float %.lcssa75, %.lcssa92
  %1530 = fdiv float %.lcssa74, %.lcssa91
  %1531 = fdiv float %.lcssa73, %.lcssa91
  %1532 = fdiv float %.lcssa72, %.lcssa90
  %1533 = fdiv float %.lcssa71, %.lcssa90
  %1534 = fdiv float %.lcssa70, %.lcssa89
  %1535 = fdiv float %.lcssa69, %.lcssa89
  %1536 = fdiv float %.lcssa68, %.lcssa90
  %1537 = fdiv float %.lcssa67, %.lcssa90
  %1538 = fdiv float %.lcssa66, %.lcssa89
  %1539 = fdiv float %.lcssa65, %.lcssa89
  %1540 = fdiv float %.lcssa64, %.lcssa90
  %1541 = fdiv float %.lcssa63, %.lcssa90
  %1542 = fdiv float %.lcssa62, %.lcssa89
  %1543 = fdiv float %.lcssa61, %.lcssa89
  %1544 = fdiv float %.lcssa60, %.lcssa90
  %1545 = fdiv float %.lcssa59, %.lcssa90
  %1546 = fdiv float %.lcssa58, %.lcssa89
  %1547 = fdiv float %.lcssa57, %.lcssa89
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
  %1580 = and i32 %7, 96
  %1581 = or disjoint i32 %.pre-phi208, %1580
  %1582 = or disjoint i32 %.pre-phi194, %13
  %1583 = add i32 %11, %1582
  %1584 = shl i32 %1583, 7
  %1585 = or disjoint i32 %1584, %1581
  %1586 = sext i32 %1585 to i64
  %1587 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1586
  %1588 = icmp slt i32 %1582, %4
  %1589 = zext i1 %1588 to i32
  %1590 = bitcast bfloat %1548 to i16
  %1591 = bitcast bfloat %1549 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1589, i16 %1590, i16 %1591, ptr addrspace(1) %1587) #7
  %1592 = or disjoint i32 %.pre-phi198, %13
  %1593 = add i32 %11, %1592
  %1594 = shl i32 %1593, 7
  %1595 = or disjoint i32 %1594, %1581
  %1596 = sext i32 %1595 to i64
  %1597 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1596
  %1598 = icmp slt i32 %1592, %4
  %1599 = zext i1 %1598 to i32
  %1600 = bitcast bfloat %1550 to i16
  %1601 = bitcast bfloat %1551 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1599, i16 %1600, i16 %1601, ptr addrspace(1) %1597) #7
  %1602 = or disjoint i32 %1581, 8
  %1603 = or disjoint i32 %1584, %1602
  %1604 = sext i32 %1603 to i64
  %1605 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1604
  %1606 = bitcast bfloat %1552 to i16
  %1607 = bitcast bfloat %1553 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1589, i16 %1606, i16 %1607, ptr addrspace(1) %1605) #7
  %1608 = or disjoint i32 %1594, %1602
  %1609 = sext i32 %1608 to i64
  %1610 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1609
  %1611 = bitcast bfloat %1554 to i16
  %1612 = bitcast bfloat %1555 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1599, i16 %1611, i16 %1612, ptr addrspace(1) %1610) #7
  %1613 = or disjoint i32 %1581, 16
  %1614 = or disjoint i32 %1584, %1613
  %1615 = sext i32 %1614 to i64
  %1616 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1615
  %1617 = bitcast bfloat %1556 to i16
  %1618 = bitcast bfloat %1557 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1589, i16 %1617, i16 %1618, ptr addrspace(1) %1616) #7
  %1619 = or disjoint i32 %1594, %1613
  %1620 = sext i32 %1619 to i64
  %1621 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1620
  %1622 = bitcast bfloat %1558 to i16
  %1623 = bitcast bfloat %1559 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1599, i16 %1622, i16 %1623, ptr addrspace(1) %1621) #7
  %1624 = or disjoint i32 %1581, 24
  %1625 = or disjoint i32 %1584, %1624
  %1626 = sext i32 %1625 to i64
  %1627 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1626
  %1628 = bitcast bfloat %1560 to i16
  %1629 = bitcast bfloat %1561 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1589, i16 %1628, i16 %1629, ptr addrspace(1) %1627) #7
  %1630 = or disjoint i32 %1594, %1624
  %1631 = sext i32 %1630 to i64
  %1632 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1631
  %1633 = bitcast bfloat %1562 to i16
  %1634 = bitcast bfloat %1563 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1599, i16 %1633, i16 %1634, ptr addrspace(1) %1632) #7
  %1635 = or disjoint i32 %.pre-phi202, %13
  %1636 = add i32 %11, %1635
  %1637 = shl i32 %1636, 7
  %1638 = or disjoint i32 %1637, %1581
  %1639 = sext i32 %1638 to i64
  %1640 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1639
  %1641 = icmp slt i32 %1635, %4
  %1642 = zext i1 %1641 to i32
  %1643 = bitcast bfloat %1564 to i16
  %1644 = bitcast bfloat %1565 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1642, i16 %1643, i16 %1644, ptr addrspace(1) %1640) #7
  %1645 = or disjoint i32 %.pre-phi204, %13
  %1646 = add i32 %11, %1645
  %1647 = shl i32 %1646, 7
  %1648 = or disjoint i32 %1647, %1581
  %1649 = sext i32 %1648 to i64
  %1650 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1649
  %1651 = icmp slt i32 %1645, %4
  %1652 = zext i1 %1651 to i32
  %1653 = bitcast bfloat %1566 to i16
  %1654 = bitcast bfloat %1567 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1652, i16 %1653, i16 %1654, ptr addrspace(1) %1650) #7
  %1655 = or disjoint i32 %1637, %1602
  %1656 = sext i32 %1655 to i64
  %1657 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1656
  %1658 = bitcast bfloat %1568 to i16
  %1659 = bitcast bfloat %1569 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1642, i16 %1658, i16 %1659, ptr addrspace(1) %1657) #7
  %1660 = or disjoint i32 %1647, %1602
  %1661 = sext i32 %1660 to i64
  %1662 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1661
  %1663 = bitcast bfloat %1570 to i16
  %1664 = bitcast bfloat %1571 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1652, i16 %1663, i16 %1664, ptr addrspace(1) %1662) #7
  %1665 = or disjoint i32 %1637, %1613
  %1666 = sext i32 %1665 to i64
  %1667 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1666
  %1668 = bitcast bfloat %1572 to i16
  %1669 = bitcast bfloat %1573 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1642, i16 %1668, i16 %1669, ptr addrspace(1) %1667) #7
  %1670 = or disjoint i32 %1647, %1613
  %1671 = sext i32 %1670 to i64
  %1672 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1671
  %1673 = bitcast bfloat %1574 to i16
  %1674 = bitcast bfloat %1575 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1652, i16 %1673, i16 %1674, ptr addrspace(1) %1672) #7
  %1675 = or disjoint i32 %1637, %1624
  %1676 = sext i32 %1675 to i64
  %1677 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1676
  %1678 = bitcast bfloat %1576 to i16
  %1679 = bitcast bfloat %1577 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1642, i16 %1678, i16 %1679, ptr addrspace(1) %1677) #7
  %1680 = or disjoint i32 %1647, %1624
  %1681 = sext i32 %1680 to i64
  %1682 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1681
  %1683 = bitcast bfloat %1578 to i16
  %1684 = bitcast bfloat %1579 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0A}", "r,h,h,l"(i32 %1652, i16 %1683, i16 %1684, ptr addrspace(1) %1682) #7
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
