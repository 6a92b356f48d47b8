; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@softmax_smem = internal unnamed_addr addrspace(3) global [16 x i8] undef, align 16

; Function Attrs: nounwind
define ptx_kernel void @softmax(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %3, %6
  %8 = or disjoint i32 %5, 128
  %9 = or disjoint i32 %5, 256
  %10 = or disjoint i32 %5, 384
  %11 = or disjoint i32 %5, 512
  %12 = or disjoint i32 %5, 640
  %13 = or disjoint i32 %5, 768
  %14 = or disjoint i32 %5, 896
  %15 = add i32 %7, %5
  %16 = add i32 %7, %8
  %17 = add i32 %7, %9
  %18 = add i32 %7, %10
  %19 = add i32 %7, %11
  %20 = add i32 %7, %12
  %21 = add i32 %7, %13
  %22 = add i32 %7, %14
  %23 = icmp slt i32 %5, %2
  %24 = icmp slt i32 %8, %2
  %25 = icmp slt i32 %9, %2
  %26 = icmp slt i32 %10, %2
  %27 = icmp slt i32 %11, %2
  %28 = icmp slt i32 %12, %2
  %29 = icmp slt i32 %13, %2
  %30 = icmp slt i32 %14, %2
  %31 = sext i32 %15 to i64
  %32 = getelementptr float, ptr addrspace(1) %0, i64 %31
  %33 = zext i1 %23 to i32
  %34 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %32, i32 %33, i32 -8388608) #6
  %35 = bitcast i32 %34 to float
  %36 = sext i32 %16 to i64
  %37 = getelementptr float, ptr addrspace(1) %0, i64 %36
  %38 = zext i1 %24 to i32
  %39 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %37, i32 %38, i32 -8388608) #6
  %40 = bitcast i32 %39 to float
  %41 = sext i32 %17 to i64
  %42 = getelementptr float, ptr addrspace(1) %0, i64 %41
  %43 = zext i1 %25 to i32
  %44 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %42, i32 %43, i32 -8388608) #6
  %45 = bitcast i32 %44 to float
  %46 = sext i32 %18 to i64
  %47 = getelementptr float, ptr addrspace(1) %0, i64 %46
  %48 = zext i1 %26 to i32
  %49 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %47, i32 %48, i32 -8388608) #6
  %50 = bitcast i32 %49 to float
  %51 = sext i32 %19 to i64
  %52 = getelementptr float, ptr addrspace(1) %0, i64 %51
  %53 = zext i1 %27 to i32
  %54 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %52, i32 %53, i32 -8388608) #6
  %55 = bitcast i32 %54 to float
  %56 = sext i32 %20 to i64
  %57 = getelementptr float, ptr addrspace(1) %0, i64 %56
  %58 = zext i1 %28 to i32
  %59 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %57, i32 %58, i32 -8388608) #6
  %60 = bitcast i32 %59 to float
  %61 = sext i32 %21 to i64
  %62 = getelementptr float, ptr addrspace(1) %0, i64 %61
  %63 = zext i1 %29 to i32
  %64 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %62, i32 %63, i32 -8388608) #6
  %65 = bitcast i32 %64 to float
  %66 = sext i32 %22 to i64
  %67 = getelementptr float, ptr addrspace(1) %0, i64 %66
  %68 = zext i1 %30 to i32
  %69 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %67, i32 %68, i32 -8388608) #6
  %70 = bitcast i32 %69 to float
  %71 = tail call float @llvm.maxnum.f32(float %35, float %40)
  %72 = tail call float @llvm.maxnum.f32(float %71, float %45)
  %73 = tail call float @llvm.maxnum.f32(float %72, float %50)
  %74 = tail call float @llvm.maxnum.f32(float %73, float %55)
  %75 = tail call float @llvm.maxnum.f32(float %74, float %60)
  %76 = tail call float @llvm.maxnum.f32(float %75, float %65)
  %77 = tail call float @llvm.maxnum.f32(float %76, float %70)
  %78 = bitcast float %77 to i32
  %79 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %78, i32 16, i32 31)
  %80 = bitcast i32 %79 to float
  %81 = tail call float @llvm.maxnum.f32(float %77, float %80)
  %82 = bitcast float %81 to i32
  %83 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %82, i32 8, i32 31)
  %84 = bitcast i32 %83 to float
  %85 = tail call float @llvm.maxnum.f32(float %81, float %84)
  %86 = bitcast float %85 to i32
  %87 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %86, i32 4, i32 31)
  %88 = bitcast i32 %87 to float
  %89 = tail call float @llvm.maxnum.f32(float %85, float %88)
  %90 = bitcast float %89 to i32
  %91 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %90, i32 2, i32 31)
  %92 = bitcast i32 %91 to float
  %93 = tail call float @llvm.maxnum.f32(float %89, float %92)
  %94 = bitcast float %93 to i32
  %95 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %94, i32 1, i32 31)
  %96 = bitcast i32 %95 to float
  %97 = tail call float @llvm.maxnum.f32(float %93, float %96)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %98 = lshr i32 %5, 5
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr float, ptr addrspace(3) @softmax_smem, i64 %99
  store float %97, ptr addrspace(3) %100, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %101 = load float, ptr addrspace(3) @softmax_smem, align 16
  %102 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @softmax_smem, i64 4), align 4
  %103 = tail call float @llvm.maxnum.f32(float %101, float %102)
  %104 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @softmax_smem, i64 8), align 8
  %105 = tail call float @llvm.maxnum.f32(float %103, float %104)
  %106 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @softmax_smem, i64 12), align 4
  %107 = tail call float @llvm.maxnum.f32(float %105, float %106)
  %108 = fsub float %35, %107
  %109 = fsub float %40, %107
  %110 = fsub float %45, %107
  %111 = fsub float %50, %107
  %112 = fsub float %55, %107
  %113 = fsub float %60, %107
  %114 = fsub float %65, %107
  %115 = fsub float %70, %107
  %116 = fmul float %108, 0x3FF7154760000000
  %117 = tail call float @llvm.nvvm.ex2.approx.f32(float %116)
  %118 = fmul float %109, 0x3FF7154760000000
  %119 = tail call float @llvm.nvvm.ex2.approx.f32(float %118)
  %120 = fmul float %110, 0x3FF7154760000000
  %121 = tail call float @llvm.nvvm.ex2.approx.f32(float %120)
  %122 = fmul float %111, 0x3FF7154760000000
  %123 = tail call float @llvm.nvvm.ex2.approx.f32(float %122)
  %124 = fmul float %112, 0x3FF7154760000000
  %125 = tail call float @llvm.nvvm.ex2.approx.f32(float %124)
  %126 = fmul float %113, 0x3FF7154760000000
  %127 = tail call float @llvm.nvvm.ex2.approx.f32(float %126)
  %128 = fmul float %114, 0x3FF7154760000000
  %129 = tail call float @llvm.nvvm.ex2.approx.f32(float %128)
  %130 = fmul float %115, 0x3FF7154760000000
  %131 = tail call float @llvm.nvvm.ex2.approx.f32(float %130)
  %132 = fadd float %117, %119
  %133 = fadd float %132, %121
  %134 = fadd float %133, %123
  %135 = fadd float %134, %125
  %136 = fadd float %135, %127
  %137 = fadd float %136, %129
  %138 = fadd float %137, %131
  %139 = bitcast float %138 to i32
  %140 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %139, i32 16, i32 31)
  %141 = bitcast i32 %140 to float
  %142 = fadd float %138, %141
  %143 = bitcast float %142 to i32
  %144 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %143, i32 8, i32 31)
  %145 = bitcast i32 %144 to float
  %146 = fadd float %142, %145
  %147 = bitcast float %146 to i32
  %148 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %147, i32 4, i32 31)
  %149 = bitcast i32 %148 to float
  %150 = fadd float %146, %149
  %151 = bitcast float %150 to i32
  %152 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %151, i32 2, i32 31)
  %153 = bitcast i32 %152 to float
  %154 = fadd float %150, %153
  %155 = bitcast float %154 to i32
  %156 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %155, i32 1, i32 31)
  %157 = bitcast i32 %156 to float
  %158 = fadd float %154, %157
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %158, ptr addrspace(3) %100, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %159 = load float, ptr addrspace(3) @softmax_smem, align 16
  %160 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @softmax_smem, i64 4), align 4
  %161 = fadd float %159, %160
  %162 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @softmax_smem, i64 8), align 8
  %163 = fadd float %161, %162
  %164 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @softmax_smem, i64 12), align 4
  %165 = fadd float %163, %164
  %166 = fdiv float %117, %165
  %167 = fdiv float %119, %165
  %168 = fdiv float %121, %165
  %169 = fdiv float %123, %165
  %170 = fdiv float %125, %165
  %171 = fdiv float %127, %165
  %172 = fdiv float %129, %165
  %173 = fdiv float %131, %165
  %174 = getelementptr float, ptr addrspace(1) %1, i64 %31
  %175 = bitcast float %166 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b32 [$0], $2;\0A}", "l,r,r"(ptr addrspace(1) %174, i32 %33, i32 %175) #6
  %176 = getelementptr float, ptr addrspace(1) %1, i64 %36
  %177 = bitcast float %167 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b32 [$0], $2;\0A}", "l,r,r"(ptr addrspace(1) %176, i32 %38, i32 %177) #6
  %178 = getelementptr float, ptr addrspace(1) %1, i64 %41
  %179 = bitcast float %168 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b32 [$0], $2;\0A}", "l,r,r"(ptr addrspace(1) %178, i32 %43, i32 %179) #6
  %180 = getelementptr float, ptr addrspace(1) %1, i64 %46
  %181 = bitcast float %169 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b32 [$0], $2;\0A}", "l,r,r"(ptr addrspace(1) %180, i32 %48, i32 %181) #6
  %182 = getelementptr float, ptr addrspace(1) %1, i64 %51
  %183 = bitcast float %170 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b32 [$0], $2;\0A}", "l,r,r"(ptr addrspace(1) %182, i32 %53, i32 %183) #6
  %184 = getelementptr float, ptr addrspace(1) %1, i64 %56
  %185 = bitcast float %171 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b32 [$0], $2;\0A}", "l,r,r"(ptr addrspace(1) %184, i32 %58, i32 %185) #6
  %186 = getelementptr float, ptr addrspace(1) %1, i64 %61
  %187 = bitcast float %172 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b32 [$0], $2;\0A}", "l,r,r"(ptr addrspace(1) %186, i32 %63, i32 %187) #6
  %188 = getelementptr float, ptr addrspace(1) %1, i64 %66
  %189 = bitcast float %173 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b32 [$0], $2;\0A}", "l,r,r"(ptr addrspace(1) %188, i32 %68, i32 %189) #6
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
