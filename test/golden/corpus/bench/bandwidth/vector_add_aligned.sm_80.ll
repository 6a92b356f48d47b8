; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
define ptx_kernel void @vector_add_f32(ptr addrspace(1) align 16 %0, ptr addrspace(1) align 16 %1, ptr addrspace(1) align 16 %2, i32 %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = shl nuw nsw i32 %5, 2
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 10
  %9 = or disjoint i32 %8, %6
  %10 = or disjoint i32 %9, 512
  %11 = icmp slt i32 %9, %3
  %12 = icmp slt i32 %10, %3
  %13 = sext i32 %9 to i64
  %14 = getelementptr float, ptr addrspace(1) %0, i64 %13
  %15 = zext i1 %11 to i32
  %16 = tail call { i32, i32, i32, i32 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b32 $0, $6;\0Amov.b32 $1, $6;\0Amov.b32 $2, $6;\0Amov.b32 $3, $6;\0A@%tile_v ld.global.v4.b32 {$0, $1, $2, $3}, [$5];\0A}", "=&r,=&r,=&r,=&r,r,l,r"(i32 %15, ptr addrspace(1) %14, i32 0) #2
  %17 = extractvalue { i32, i32, i32, i32 } %16, 0
  %18 = bitcast i32 %17 to float
  %19 = extractvalue { i32, i32, i32, i32 } %16, 1
  %20 = bitcast i32 %19 to float
  %21 = extractvalue { i32, i32, i32, i32 } %16, 2
  %22 = bitcast i32 %21 to float
  %23 = extractvalue { i32, i32, i32, i32 } %16, 3
  %24 = bitcast i32 %23 to float
  %25 = sext i32 %10 to i64
  %26 = getelementptr float, ptr addrspace(1) %0, i64 %25
  %27 = zext i1 %12 to i32
  %28 = tail call { i32, i32, i32, i32 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b32 $0, $6;\0Amov.b32 $1, $6;\0Amov.b32 $2, $6;\0Amov.b32 $3, $6;\0A@%tile_v ld.global.v4.b32 {$0, $1, $2, $3}, [$5];\0A}", "=&r,=&r,=&r,=&r,r,l,r"(i32 %27, ptr addrspace(1) %26, i32 0) #2
  %29 = extractvalue { i32, i32, i32, i32 } %28, 0
  %30 = bitcast i32 %29 to float
  %31 = extractvalue { i32, i32, i32, i32 } %28, 1
  %32 = bitcast i32 %31 to float
  %33 = extractvalue { i32, i32, i32, i32 } %28, 2
  %34 = bitcast i32 %33 to float
  %35 = extractvalue { i32, i32, i32, i32 } %28, 3
  %36 = bitcast i32 %35 to float
  %37 = getelementptr float, ptr addrspace(1) %1, i64 %13
  %38 = tail call { i32, i32, i32, i32 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b32 $0, $6;\0Amov.b32 $1, $6;\0Amov.b32 $2, $6;\0Amov.b32 $3, $6;\0A@%tile_v ld.global.v4.b32 {$0, $1, $2, $3}, [$5];\0A}", "=&r,=&r,=&r,=&r,r,l,r"(i32 %15, ptr addrspace(1) %37, i32 0) #2
  %39 = extractvalue { i32, i32, i32, i32 } %38, 0
  %40 = bitcast i32 %39 to float
  %41 = extractvalue { i32, i32, i32, i32 } %38, 1
  %42 = bitcast i32 %41 to float
  %43 = extractvalue { i32, i32, i32, i32 } %38, 2
  %44 = bitcast i32 %43 to float
  %45 = extractvalue { i32, i32, i32, i32 } %38, 3
  %46 = bitcast i32 %45 to float
  %47 = getelementptr float, ptr addrspace(1) %1, i64 %25
  %48 = tail call { i32, i32, i32, i32 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b32 $0, $6;\0Amov.b32 $1, $6;\0Amov.b32 $2, $6;\0Amov.b32 $3, $6;\0A@%tile_v ld.global.v4.b32 {$0, $1, $2, $3}, [$5];\0A}", "=&r,=&r,=&r,=&r,r,l,r"(i32 %27, ptr addrspace(1) %47, i32 0) #2
  %49 = extractvalue { i32, i32, i32, i32 } %48, 0
  %50 = bitcast i32 %49 to float
  %51 = extractvalue { i32, i32, i32, i32 } %48, 1
  %52 = bitcast i32 %51 to float
  %53 = extractvalue { i32, i32, i32, i32 } %48, 2
  %54 = bitcast i32 %53 to float
  %55 = extractvalue { i32, i32, i32, i32 } %48, 3
  %56 = bitcast i32 %55 to float
  %57 = fadd float %18, %40
  %58 = fadd float %20, %42
  %59 = fadd float %22, %44
  %60 = fadd float %24, %46
  %61 = fadd float %30, %50
  %62 = fadd float %32, %52
  %63 = fadd float %34, %54
  %64 = fadd float %36, %56
  %65 = getelementptr float, ptr addrspace(1) %2, i64 %13
  %66 = bitcast float %57 to i32
  %67 = bitcast float %58 to i32
  %68 = bitcast float %59 to i32
  %69 = bitcast float %60 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0A}", "r,r,r,r,r,l"(i32 %15, i32 %66, i32 %67, i32 %68, i32 %69, ptr addrspace(1) %65) #2
  %70 = getelementptr float, ptr addrspace(1) %2, i64 %25
  %71 = bitcast float %61 to i32
  %72 = bitcast float %62 to i32
  %73 = bitcast float %63 to i32
  %74 = bitcast float %64 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0A}", "r,r,r,r,r,l"(i32 %27, i32 %71, i32 %72, i32 %73, i32 %74, ptr addrspace(1) %70) #2
  ret void
}

; Function Attrs: nounwind
define ptx_kernel void @vector_add_f16(ptr addrspace(1) align 16 %0, ptr addrspace(1) align 16 %1, ptr addrspace(1) align 16 %2, i32 %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = shl nuw nsw i32 %5, 2
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 10
  %9 = or disjoint i32 %8, %6
  %10 = or disjoint i32 %9, 512
  %11 = icmp slt i32 %9, %3
  %12 = icmp slt i32 %10, %3
  %13 = sext i32 %9 to i64
  %14 = getelementptr half, ptr addrspace(1) %0, i64 %13
  %15 = zext i1 %11 to i32
  %16 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %15, ptr addrspace(1) %14, i16 0) #2
  %17 = extractvalue { i16, i16, i16, i16 } %16, 0
  %18 = bitcast i16 %17 to half
  %19 = extractvalue { i16, i16, i16, i16 } %16, 1
  %20 = bitcast i16 %19 to half
  %21 = extractvalue { i16, i16, i16, i16 } %16, 2
  %22 = bitcast i16 %21 to half
  %23 = extractvalue { i16, i16, i16, i16 } %16, 3
  %24 = bitcast i16 %23 to half
  %25 = sext i32 %10 to i64
  %26 = getelementptr half, ptr addrspace(1) %0, i64 %25
  %27 = zext i1 %12 to i32
  %28 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %27, ptr addrspace(1) %26, i16 0) #2
  %29 = extractvalue { i16, i16, i16, i16 } %28, 0
  %30 = bitcast i16 %29 to half
  %31 = extractvalue { i16, i16, i16, i16 } %28, 1
  %32 = bitcast i16 %31 to half
  %33 = extractvalue { i16, i16, i16, i16 } %28, 2
  %34 = bitcast i16 %33 to half
  %35 = extractvalue { i16, i16, i16, i16 } %28, 3
  %36 = bitcast i16 %35 to half
  %37 = getelementptr half, ptr addrspace(1) %1, i64 %13
  %38 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %15, ptr addrspace(1) %37, i16 0) #2
  %39 = extractvalue { i16, i16, i16, i16 } %38, 0
  %40 = bitcast i16 %39 to half
  %41 = extractvalue { i16, i16, i16, i16 } %38, 1
  %42 = bitcast i16 %41 to half
  %43 = extractvalue { i16, i16, i16, i16 } %38, 2
  %44 = bitcast i16 %43 to half
  %45 = extractvalue { i16, i16, i16, i16 } %38, 3
  %46 = bitcast i16 %45 to half
  %47 = getelementptr half, ptr addrspace(1) %1, i64 %25
  %48 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $6;\0Amov.b16 $1, $6;\0Amov.b16 $2, $6;\0Amov.b16 $3, $6;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0A}", "=&h,=&h,=&h,=&h,r,l,h"(i32 %27, ptr addrspace(1) %47, i16 0) #2
  %49 = extractvalue { i16, i16, i16, i16 } %48, 0
  %50 = bitcast i16 %49 to half
  %51 = extractvalue { i16, i16, i16, i16 } %48, 1
  %52 = bitcast i16 %51 to half
  %53 = extractvalue { i16, i16, i16, i16 } %48, 2
  %54 = bitcast i16 %53 to half
  %55 = extractvalue { i16, i16, i16, i16 } %48, 3
  %56 = bitcast i16 %55 to half
  %57 = fadd half %18, %40
  %58 = fadd half %20, %42
  %59 = fadd half %22, %44
  %60 = fadd half %24, %46
  %61 = fadd half %30, %50
  %62 = fadd half %32, %52
  %63 = fadd half %34, %54
  %64 = fadd half %36, %56
  %65 = getelementptr half, ptr addrspace(1) %2, i64 %13
  %66 = bitcast half %57 to i16
  %67 = bitcast half %58 to i16
  %68 = bitcast half %59 to i16
  %69 = bitcast half %60 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0A}", "r,h,h,h,h,l"(i32 %15, i16 %66, i16 %67, i16 %68, i16 %69, ptr addrspace(1) %65) #2
  %70 = getelementptr half, ptr addrspace(1) %2, i64 %25
  %71 = bitcast half %61 to i16
  %72 = bitcast half %62 to i16
  %73 = bitcast half %63 to i16
  %74 = bitcast half %64 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0A}", "r,h,h,h,h,l"(i32 %27, i16 %71, i16 %72, i16 %73, i16 %74, ptr addrspace(1) %70) #2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
