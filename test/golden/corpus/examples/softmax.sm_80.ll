; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@softmax_smem = internal unnamed_addr addrspace(3) global [16 x i8] undef, align 16

; Function Attrs: nounwind
define ptx_kernel void @softmax(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = shl nuw nsw i32 %5, 2
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %3, %7
  %9 = or disjoint i32 %6, 1
  %10 = or disjoint i32 %6, 2
  %11 = or disjoint i32 %6, 3
  %12 = or disjoint i32 %6, 512
  %13 = or disjoint i32 %6, 513
  %14 = or disjoint i32 %6, 514
  %15 = or disjoint i32 %6, 515
  %16 = add i32 %8, %6
  %17 = add i32 %8, %12
  %18 = icmp slt i32 %6, %2
  %19 = icmp slt i32 %9, %2
  %20 = icmp slt i32 %10, %2
  %21 = icmp slt i32 %11, %2
  %22 = icmp slt i32 %12, %2
  %23 = icmp slt i32 %13, %2
  %24 = icmp slt i32 %14, %2
  %25 = icmp slt i32 %15, %2
  %26 = sext i32 %16 to i64
  %27 = getelementptr float, ptr addrspace(1) %0, i64 %26
  %28 = ptrtoint ptr addrspace(1) %27 to i64
  %29 = and i64 %28, 15
  %30 = icmp eq i64 %29, 0
  %31 = and i1 %21, %30
  %32 = xor i1 %18, %31
  %33 = xor i1 %19, %31
  %34 = xor i1 %20, %31
  %35 = xor i1 %21, %31
  %36 = zext i1 %31 to i32
  %37 = zext i1 %32 to i32
  %38 = zext i1 %33 to i32
  %39 = zext i1 %34 to i32
  %40 = zext i1 %35 to i32
  %41 = tail call { i32, i32, i32, i32 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b32 $0, $10;\0Amov.b32 $1, $10;\0Amov.b32 $2, $10;\0Amov.b32 $3, $10;\0A@%tile_v ld.global.v4.b32 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b32 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b32 $1, [$5+4];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b32 $2, [$5+8];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b32 $3, [$5+12];\0A}", "=&r,=&r,=&r,=&r,r,l,r,r,r,r,r"(i32 %36, ptr addrspace(1) %27, i32 %37, i32 %38, i32 %39, i32 %40, i32 -8388608) #6
  %42 = extractvalue { i32, i32, i32, i32 } %41, 0
  %43 = bitcast i32 %42 to float
  %44 = extractvalue { i32, i32, i32, i32 } %41, 1
  %45 = bitcast i32 %44 to float
  %46 = extractvalue { i32, i32, i32, i32 } %41, 2
  %47 = bitcast i32 %46 to float
  %48 = extractvalue { i32, i32, i32, i32 } %41, 3
  %49 = bitcast i32 %48 to float
  %50 = sext i32 %17 to i64
  %51 = getelementptr float, ptr addrspace(1) %0, i64 %50
  %52 = ptrtoint ptr addrspace(1) %51 to i64
  %53 = and i64 %52, 15
  %54 = icmp eq i64 %53, 0
  %55 = and i1 %25, %54
  %56 = xor i1 %22, %55
  %57 = xor i1 %23, %55
  %58 = xor i1 %24, %55
  %59 = xor i1 %25, %55
  %60 = zext i1 %55 to i32
  %61 = zext i1 %56 to i32
  %62 = zext i1 %57 to i32
  %63 = zext i1 %58 to i32
  %64 = zext i1 %59 to i32
  %65 = tail call { i32, i32, i32, i32 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b32 $0, $10;\0Amov.b32 $1, $10;\0Amov.b32 $2, $10;\0Amov.b32 $3, $10;\0A@%tile_v ld.global.v4.b32 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b32 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b32 $1, [$5+4];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b32 $2, [$5+8];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b32 $3, [$5+12];\0A}", "=&r,=&r,=&r,=&r,r,l,r,r,r,r,r"(i32 %60, ptr addrspace(1) %51, i32 %61, i32 %62, i32 %63, i32 %64, i32 -8388608) #6
  %66 = extractvalue { i32, i32, i32, i32 } %65, 0
  %67 = bitcast i32 %66 to float
  %68 = extractvalue { i32, i32, i32, i32 } %65, 1
  %69 = bitcast i32 %68 to float
  %70 = extractvalue { i32, i32, i32, i32 } %65, 2
  %71 = bitcast i32 %70 to float
  %72 = extractvalue { i32, i32, i32, i32 } %65, 3
  %73 = bitcast i32 %72 to float
  %74 = tail call float @llvm.maxnum.f32(float %43, float %45)
  %75 = tail call float @llvm.maxnum.f32(float %74, float %47)
  %76 = tail call float @llvm.maxnum.f32(float %75, float %49)
  %77 = tail call float @llvm.maxnum.f32(float %76, float %67)
  %78 = tail call float @llvm.maxnum.f32(float %77, float %69)
  %79 = tail call float @llvm.maxnum.f32(float %78, float %71)
  %80 = tail call float @llvm.maxnum.f32(float %79, float %73)
  %81 = bitcast float %80 to i32
  %82 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %81, i32 16, i32 31)
  %83 = bitcast i32 %82 to float
  %84 = tail call float @llvm.maxnum.f32(float %80, float %83)
  %85 = bitcast float %84 to i32
  %86 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %85, i32 8, i32 31)
  %87 = bitcast i32 %86 to float
  %88 = tail call float @llvm.maxnum.f32(float %84, float %87)
  %89 = bitcast float %88 to i32
  %90 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %89, i32 4, i32 31)
  %91 = bitcast i32 %90 to float
  %92 = tail call float @llvm.maxnum.f32(float %88, float %91)
  %93 = bitcast float %92 to i32
  %94 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %93, i32 2, i32 31)
  %95 = bitcast i32 %94 to float
  %96 = tail call float @llvm.maxnum.f32(float %92, float %95)
  %97 = bitcast float %96 to i32
  %98 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %97, i32 1, i32 31)
  %99 = bitcast i32 %98 to float
  %100 = tail call float @llvm.maxnum.f32(float %96, float %99)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %101 = lshr i32 %5, 5
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr float, ptr addrspace(3) @softmax_smem, i64 %102
  store float %100, ptr addrspace(3) %103, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %104 = load float, ptr addrspace(3) @softmax_smem, align 16
  %105 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @softmax_smem, i64 4), align 4
  %106 = tail call float @llvm.maxnum.f32(float %104, float %105)
  %107 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @softmax_smem, i64 8), align 8
  %108 = tail call float @llvm.maxnum.f32(float %106, float %107)
  %109 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @softmax_smem, i64 12), align 4
  %110 = tail call float @llvm.maxnum.f32(float %108, float %109)
  %111 = fsub float %43, %110
  %112 = fsub float %45, %110
  %113 = fsub float %47, %110
  %114 = fsub float %49, %110
  %115 = fsub float %67, %110
  %116 = fsub float %69, %110
  %117 = fsub float %71, %110
  %118 = fsub float %73, %110
  %119 = fmul float %111, 0x3FF7154760000000
  %120 = tail call float @llvm.nvvm.ex2.approx.f32(float %119)
  %121 = fmul float %112, 0x3FF7154760000000
  %122 = tail call float @llvm.nvvm.ex2.approx.f32(float %121)
  %123 = fmul float %113, 0x3FF7154760000000
  %124 = tail call float @llvm.nvvm.ex2.approx.f32(float %123)
  %125 = fmul float %114, 0x3FF7154760000000
  %126 = tail call float @llvm.nvvm.ex2.approx.f32(float %125)
  %127 = fmul float %115, 0x3FF7154760000000
  %128 = tail call float @llvm.nvvm.ex2.approx.f32(float %127)
  %129 = fmul float %116, 0x3FF7154760000000
  %130 = tail call float @llvm.nvvm.ex2.approx.f32(float %129)
  %131 = fmul float %117, 0x3FF7154760000000
  %132 = tail call float @llvm.nvvm.ex2.approx.f32(float %131)
  %133 = fmul float %118, 0x3FF7154760000000
  %134 = tail call float @llvm.nvvm.ex2.approx.f32(float %133)
  %135 = fadd float %120, %122
  %136 = fadd float %135, %124
  %137 = fadd float %136, %126
  %138 = fadd float %137, %128
  %139 = fadd float %138, %130
  %140 = fadd float %139, %132
  %141 = fadd float %140, %134
  %142 = bitcast float %141 to i32
  %143 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %142, i32 16, i32 31)
  %144 = bitcast i32 %143 to float
  %145 = fadd float %141, %144
  %146 = bitcast float %145 to i32
  %147 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %146, i32 8, i32 31)
  %148 = bitcast i32 %147 to float
  %149 = fadd float %145, %148
  %150 = bitcast float %149 to i32
  %151 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %150, i32 4, i32 31)
  %152 = bitcast i32 %151 to float
  %153 = fadd float %149, %152
  %154 = bitcast float %153 to i32
  %155 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %154, i32 2, i32 31)
  %156 = bitcast i32 %155 to float
  %157 = fadd float %153, %156
  %158 = bitcast float %157 to i32
  %159 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %158, i32 1, i32 31)
  %160 = bitcast i32 %159 to float
  %161 = fadd float %157, %160
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %161, ptr addrspace(3) %103, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %162 = load float, ptr addrspace(3) @softmax_smem, align 16
  %163 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @softmax_smem, i64 4), align 4
  %164 = fadd float %162, %163
  %165 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @softmax_smem, i64 8), align 8
  %166 = fadd float %164, %165
  %167 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @softmax_smem, i64 12), align 4
  %168 = fadd float %166, %167
  %169 = fdiv float %120, %168
  %170 = fdiv float %122, %168
  %171 = fdiv float %124, %168
  %172 = fdiv float %126, %168
  %173 = fdiv float %128, %168
  %174 = fdiv float %130, %168
  %175 = fdiv float %132, %168
  %176 = fdiv float %134, %168
  %177 = getelementptr float, ptr addrspace(1) %1, i64 %26
  %178 = ptrtoint ptr addrspace(1) %177 to i64
  %179 = and i64 %178, 15
  %180 = icmp eq i64 %179, 0
  %181 = and i1 %21, %180
  %182 = xor i1 %18, %181
  %183 = xor i1 %19, %181
  %184 = xor i1 %20, %181
  %185 = xor i1 %21, %181
  %186 = zext i1 %181 to i32
  %187 = bitcast float %169 to i32
  %188 = bitcast float %170 to i32
  %189 = bitcast float %171 to i32
  %190 = bitcast float %172 to i32
  %191 = zext i1 %182 to i32
  %192 = zext i1 %183 to i32
  %193 = zext i1 %184 to i32
  %194 = zext i1 %185 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %186, i32 %187, i32 %188, i32 %189, i32 %190, ptr addrspace(1) %177, i32 %191, i32 %192, i32 %193, i32 %194) #6
  %195 = getelementptr float, ptr addrspace(1) %1, i64 %50
  %196 = ptrtoint ptr addrspace(1) %195 to i64
  %197 = and i64 %196, 15
  %198 = icmp eq i64 %197, 0
  %199 = and i1 %25, %198
  %200 = xor i1 %22, %199
  %201 = xor i1 %23, %199
  %202 = xor i1 %24, %199
  %203 = xor i1 %25, %199
  %204 = zext i1 %199 to i32
  %205 = bitcast float %173 to i32
  %206 = bitcast float %174 to i32
  %207 = bitcast float %175 to i32
  %208 = bitcast float %176 to i32
  %209 = zext i1 %200 to i32
  %210 = zext i1 %201 to i32
  %211 = zext i1 %202 to i32
  %212 = zext i1 %203 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %204, i32 %205, i32 %206, i32 %207, i32 %208, ptr addrspace(1) %195, i32 %209, i32 %210, i32 %211, i32 %212) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #5

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
