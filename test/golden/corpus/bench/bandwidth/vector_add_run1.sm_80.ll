; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
define ptx_kernel void @vector_add_f32(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 10
  %8 = or disjoint i32 %7, %5
  %9 = or disjoint i32 %8, 128
  %10 = or disjoint i32 %8, 256
  %11 = or disjoint i32 %8, 384
  %12 = or disjoint i32 %8, 512
  %13 = or disjoint i32 %8, 640
  %14 = or disjoint i32 %8, 768
  %15 = or disjoint i32 %8, 896
  %16 = icmp slt i32 %8, %3
  %17 = icmp slt i32 %9, %3
  %18 = icmp slt i32 %10, %3
  %19 = icmp slt i32 %11, %3
  %20 = icmp slt i32 %12, %3
  %21 = icmp slt i32 %13, %3
  %22 = icmp slt i32 %14, %3
  %23 = icmp slt i32 %15, %3
  %24 = sext i32 %8 to i64
  %25 = getelementptr float, ptr addrspace(1) %0, i64 %24
  %26 = zext i1 %16 to i32
  %27 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %25, i32 %26, i32 0) #2
  %28 = bitcast i32 %27 to float
  %29 = sext i32 %9 to i64
  %30 = getelementptr float, ptr addrspace(1) %0, i64 %29
  %31 = zext i1 %17 to i32
  %32 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %30, i32 %31, i32 0) #2
  %33 = bitcast i32 %32 to float
  %34 = sext i32 %10 to i64
  %35 = getelementptr float, ptr addrspace(1) %0, i64 %34
  %36 = zext i1 %18 to i32
  %37 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %35, i32 %36, i32 0) #2
  %38 = bitcast i32 %37 to float
  %39 = sext i32 %11 to i64
  %40 = getelementptr float, ptr addrspace(1) %0, i64 %39
  %41 = zext i1 %19 to i32
  %42 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %40, i32 %41, i32 0) #2
  %43 = bitcast i32 %42 to float
  %44 = sext i32 %12 to i64
  %45 = getelementptr float, ptr addrspace(1) %0, i64 %44
  %46 = zext i1 %20 to i32
  %47 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %45, i32 %46, i32 0) #2
  %48 = bitcast i32 %47 to float
  %49 = sext i32 %13 to i64
  %50 = getelementptr float, ptr addrspace(1) %0, i64 %49
  %51 = zext i1 %21 to i32
  %52 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %50, i32 %51, i32 0) #2
  %53 = bitcast i32 %52 to float
  %54 = sext i32 %14 to i64
  %55 = getelementptr float, ptr addrspace(1) %0, i64 %54
  %56 = zext i1 %22 to i32
  %57 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %55, i32 %56, i32 0) #2
  %58 = bitcast i32 %57 to float
  %59 = sext i32 %15 to i64
  %60 = getelementptr float, ptr addrspace(1) %0, i64 %59
  %61 = zext i1 %23 to i32
  %62 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %60, i32 %61, i32 0) #2
  %63 = bitcast i32 %62 to float
  %64 = getelementptr float, ptr addrspace(1) %1, i64 %24
  %65 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %64, i32 %26, i32 0) #2
  %66 = bitcast i32 %65 to float
  %67 = getelementptr float, ptr addrspace(1) %1, i64 %29
  %68 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %67, i32 %31, i32 0) #2
  %69 = bitcast i32 %68 to float
  %70 = getelementptr float, ptr addrspace(1) %1, i64 %34
  %71 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %70, i32 %36, i32 0) #2
  %72 = bitcast i32 %71 to float
  %73 = getelementptr float, ptr addrspace(1) %1, i64 %39
  %74 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %73, i32 %41, i32 0) #2
  %75 = bitcast i32 %74 to float
  %76 = getelementptr float, ptr addrspace(1) %1, i64 %44
  %77 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %76, i32 %46, i32 0) #2
  %78 = bitcast i32 %77 to float
  %79 = getelementptr float, ptr addrspace(1) %1, i64 %49
  %80 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %79, i32 %51, i32 0) #2
  %81 = bitcast i32 %80 to float
  %82 = getelementptr float, ptr addrspace(1) %1, i64 %54
  %83 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %82, i32 %56, i32 0) #2
  %84 = bitcast i32 %83 to float
  %85 = getelementptr float, ptr addrspace(1) %1, i64 %59
  %86 = tail call i32 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b32 $0, $3;\0A@%tile_p ld.global.b32 $0, [$1];\0A}", "=&r,l,r,r"(ptr addrspace(1) %85, i32 %61, i32 0) #2
  %87 = bitcast i32 %86 to float
  %88 = fadd float %28, %66
  %89 = fadd float %33, %69
  %90 = fadd float %38, %72
  %91 = fadd float %43, %75
  %92 = fadd float %48, %78
  %93 = fadd float %53, %81
  %94 = fadd float %58, %84
  %95 = fadd float %63, %87
  %96 = getelementptr float, ptr addrspace(1) %2, i64 %24
  %97 = bitcast float %88 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b32 [$0], $2;\0A}", "l,r,r"(ptr addrspace(1) %96, i32 %26, i32 %97) #2
  %98 = getelementptr float, ptr addrspace(1) %2, i64 %29
  %99 = bitcast float %89 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b32 [$0], $2;\0A}", "l,r,r"(ptr addrspace(1) %98, i32 %31, i32 %99) #2
  %100 = getelementptr float, ptr addrspace(1) %2, i64 %34
  %101 = bitcast float %90 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b32 [$0], $2;\0A}", "l,r,r"(ptr addrspace(1) %100, i32 %36, i32 %101) #2
  %102 = getelementptr float, ptr addrspace(1) %2, i64 %39
  %103 = bitcast float %91 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b32 [$0], $2;\0A}", "l,r,r"(ptr addrspace(1) %102, i32 %41, i32 %103) #2
  %104 = getelementptr float, ptr addrspace(1) %2, i64 %44
  %105 = bitcast float %92 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b32 [$0], $2;\0A}", "l,r,r"(ptr addrspace(1) %104, i32 %46, i32 %105) #2
  %106 = getelementptr float, ptr addrspace(1) %2, i64 %49
  %107 = bitcast float %93 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b32 [$0], $2;\0A}", "l,r,r"(ptr addrspace(1) %106, i32 %51, i32 %107) #2
  %108 = getelementptr float, ptr addrspace(1) %2, i64 %54
  %109 = bitcast float %94 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b32 [$0], $2;\0A}", "l,r,r"(ptr addrspace(1) %108, i32 %56, i32 %109) #2
  %110 = getelementptr float, ptr addrspace(1) %2, i64 %59
  %111 = bitcast float %95 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b32 [$0], $2;\0A}", "l,r,r"(ptr addrspace(1) %110, i32 %61, i32 %111) #2
  ret void
}

; Function Attrs: nounwind
define ptx_kernel void @vector_add_f16(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3) local_unnamed_addr #0 {
  %5 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 10
  %8 = or disjoint i32 %7, %5
  %9 = or disjoint i32 %8, 128
  %10 = or disjoint i32 %8, 256
  %11 = or disjoint i32 %8, 384
  %12 = or disjoint i32 %8, 512
  %13 = or disjoint i32 %8, 640
  %14 = or disjoint i32 %8, 768
  %15 = or disjoint i32 %8, 896
  %16 = icmp slt i32 %8, %3
  %17 = icmp slt i32 %9, %3
  %18 = icmp slt i32 %10, %3
  %19 = icmp slt i32 %11, %3
  %20 = icmp slt i32 %12, %3
  %21 = icmp slt i32 %13, %3
  %22 = icmp slt i32 %14, %3
  %23 = icmp slt i32 %15, %3
  %24 = sext i32 %8 to i64
  %25 = getelementptr half, ptr addrspace(1) %0, i64 %24
  %26 = zext i1 %16 to i32
  %27 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %25, i32 %26, i16 0) #2
  %28 = bitcast i16 %27 to half
  %29 = sext i32 %9 to i64
  %30 = getelementptr half, ptr addrspace(1) %0, i64 %29
  %31 = zext i1 %17 to i32
  %32 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %30, i32 %31, i16 0) #2
  %33 = bitcast i16 %32 to half
  %34 = sext i32 %10 to i64
  %35 = getelementptr half, ptr addrspace(1) %0, i64 %34
  %36 = zext i1 %18 to i32
  %37 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %35, i32 %36, i16 0) #2
  %38 = bitcast i16 %37 to half
  %39 = sext i32 %11 to i64
  %40 = getelementptr half, ptr addrspace(1) %0, i64 %39
  %41 = zext i1 %19 to i32
  %42 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %40, i32 %41, i16 0) #2
  %43 = bitcast i16 %42 to half
  %44 = sext i32 %12 to i64
  %45 = getelementptr half, ptr addrspace(1) %0, i64 %44
  %46 = zext i1 %20 to i32
  %47 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %45, i32 %46, i16 0) #2
  %48 = bitcast i16 %47 to half
  %49 = sext i32 %13 to i64
  %50 = getelementptr half, ptr addrspace(1) %0, i64 %49
  %51 = zext i1 %21 to i32
  %52 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %50, i32 %51, i16 0) #2
  %53 = bitcast i16 %52 to half
  %54 = sext i32 %14 to i64
  %55 = getelementptr half, ptr addrspace(1) %0, i64 %54
  %56 = zext i1 %22 to i32
  %57 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %55, i32 %56, i16 0) #2
  %58 = bitcast i16 %57 to half
  %59 = sext i32 %15 to i64
  %60 = getelementptr half, ptr addrspace(1) %0, i64 %59
  %61 = zext i1 %23 to i32
  %62 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %60, i32 %61, i16 0) #2
  %63 = bitcast i16 %62 to half
  %64 = getelementptr half, ptr addrspace(1) %1, i64 %24
  %65 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %64, i32 %26, i16 0) #2
  %66 = bitcast i16 %65 to half
  %67 = getelementptr half, ptr addrspace(1) %1, i64 %29
  %68 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %67, i32 %31, i16 0) #2
  %69 = bitcast i16 %68 to half
  %70 = getelementptr half, ptr addrspace(1) %1, i64 %34
  %71 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %70, i32 %36, i16 0) #2
  %72 = bitcast i16 %71 to half
  %73 = getelementptr half, ptr addrspace(1) %1, i64 %39
  %74 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %73, i32 %41, i16 0) #2
  %75 = bitcast i16 %74 to half
  %76 = getelementptr half, ptr addrspace(1) %1, i64 %44
  %77 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %76, i32 %46, i16 0) #2
  %78 = bitcast i16 %77 to half
  %79 = getelementptr half, ptr addrspace(1) %1, i64 %49
  %80 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %79, i32 %51, i16 0) #2
  %81 = bitcast i16 %80 to half
  %82 = getelementptr half, ptr addrspace(1) %1, i64 %54
  %83 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %82, i32 %56, i16 0) #2
  %84 = bitcast i16 %83 to half
  %85 = getelementptr half, ptr addrspace(1) %1, i64 %59
  %86 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.b16 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %85, i32 %61, i16 0) #2
  %87 = bitcast i16 %86 to half
  %88 = fadd half %28, %66
  %89 = fadd half %33, %69
  %90 = fadd half %38, %72
  %91 = fadd half %43, %75
  %92 = fadd half %48, %78
  %93 = fadd half %53, %81
  %94 = fadd half %58, %84
  %95 = fadd half %63, %87
  %96 = getelementptr half, ptr addrspace(1) %2, i64 %24
  %97 = bitcast half %88 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b16 [$0], $2;\0A}", "l,r,h"(ptr addrspace(1) %96, i32 %26, i16 %97) #2
  %98 = getelementptr half, ptr addrspace(1) %2, i64 %29
  %99 = bitcast half %89 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b16 [$0], $2;\0A}", "l,r,h"(ptr addrspace(1) %98, i32 %31, i16 %99) #2
  %100 = getelementptr half, ptr addrspace(1) %2, i64 %34
  %101 = bitcast half %90 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b16 [$0], $2;\0A}", "l,r,h"(ptr addrspace(1) %100, i32 %36, i16 %101) #2
  %102 = getelementptr half, ptr addrspace(1) %2, i64 %39
  %103 = bitcast half %91 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b16 [$0], $2;\0A}", "l,r,h"(ptr addrspace(1) %102, i32 %41, i16 %103) #2
  %104 = getelementptr half, ptr addrspace(1) %2, i64 %44
  %105 = bitcast half %92 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b16 [$0], $2;\0A}", "l,r,h"(ptr addrspace(1) %104, i32 %46, i16 %105) #2
  %106 = getelementptr half, ptr addrspace(1) %2, i64 %49
  %107 = bitcast half %93 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b16 [$0], $2;\0A}", "l,r,h"(ptr addrspace(1) %106, i32 %51, i16 %107) #2
  %108 = getelementptr half, ptr addrspace(1) %2, i64 %54
  %109 = bitcast half %94 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b16 [$0], $2;\0A}", "l,r,h"(ptr addrspace(1) %108, i32 %56, i16 %109) #2
  %110 = getelementptr half, ptr addrspace(1) %2, i64 %59
  %111 = bitcast half %95 to i16
  tail call void asm sideeffect "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $1, 0;\0A@%tile_p st.global.b16 [$0], $2;\0A}", "l,r,h"(ptr addrspace(1) %110, i32 %61, i16 %111) #2
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
