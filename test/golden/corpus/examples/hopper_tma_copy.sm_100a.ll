; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tma_scale_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @tma_scale(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, float %2) local_unnamed_addr #0 {
  %4 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = shl nuw nsw i32 %4, 4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = shl i32 %6, 6
  %9 = shl nuw nsw i32 %7, 5
  %10 = ptrtoint ptr %0 to i64
  call void asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $1, 0;\0A\09@%tl_p prefetch.tensormap [$0];\0A\09}", "l,r,~{memory}"(i64 %10, i32 %4) #3
  call void asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $2, 0;\0A\09@%tl_p mbarrier.init.shared.b64 [$0], $1;\0A\09}", "r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @tma_scale_dsmem to i32), i32 16384), i32 1, i32 %4) #3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $2, 0;\0A\09@%tl_p mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;\0A\09}", "r,r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @tma_scale_dsmem to i32), i32 16384), i32 8192, i32 %4) #3
  call void asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $5, 0;\0A\09@%tl_p cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];\0A\09}", "r,l,r,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @tma_scale_dsmem to i32), i64 %10, i32 %8, i32 %9, i32 add (i32 ptrtoint (ptr addrspace(3) @tma_scale_dsmem to i32), i32 16384), i32 %4) #3
  call void asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09TL_WAIT:\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$0], $1;\0A\09@!%tl_p bra TL_WAIT;\0A\09}", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @tma_scale_dsmem to i32), i32 16384), i32 0) #3
  %11 = zext nneg i32 %5 to i64
  %12 = getelementptr i8, ptr addrspace(3) @tma_scale_dsmem, i64 %11
  %13 = load float, ptr addrspace(3) %12, align 16
  %14 = getelementptr i8, ptr addrspace(3) %12, i64 4
  %15 = load float, ptr addrspace(3) %14, align 4
  %16 = getelementptr i8, ptr addrspace(3) %12, i64 8
  %17 = load float, ptr addrspace(3) %16, align 8
  %18 = getelementptr i8, ptr addrspace(3) %12, i64 12
  %19 = load float, ptr addrspace(3) %18, align 4
  %20 = getelementptr i8, ptr addrspace(3) %12, i64 2048
  %21 = load float, ptr addrspace(3) %20, align 16
  %22 = getelementptr i8, ptr addrspace(3) %12, i64 2052
  %23 = load float, ptr addrspace(3) %22, align 4
  %24 = getelementptr i8, ptr addrspace(3) %12, i64 2056
  %25 = load float, ptr addrspace(3) %24, align 8
  %26 = getelementptr i8, ptr addrspace(3) %12, i64 2060
  %27 = load float, ptr addrspace(3) %26, align 4
  %28 = getelementptr i8, ptr addrspace(3) %12, i64 4096
  %29 = load float, ptr addrspace(3) %28, align 16
  %30 = getelementptr i8, ptr addrspace(3) %12, i64 4100
  %31 = load float, ptr addrspace(3) %30, align 4
  %32 = getelementptr i8, ptr addrspace(3) %12, i64 4104
  %33 = load float, ptr addrspace(3) %32, align 8
  %34 = getelementptr i8, ptr addrspace(3) %12, i64 4108
  %35 = load float, ptr addrspace(3) %34, align 4
  %36 = getelementptr i8, ptr addrspace(3) %12, i64 6144
  %37 = load float, ptr addrspace(3) %36, align 16
  %38 = getelementptr i8, ptr addrspace(3) %12, i64 6148
  %39 = load float, ptr addrspace(3) %38, align 4
  %40 = getelementptr i8, ptr addrspace(3) %12, i64 6152
  %41 = load float, ptr addrspace(3) %40, align 8
  %42 = getelementptr i8, ptr addrspace(3) %12, i64 6156
  %43 = load float, ptr addrspace(3) %42, align 4
  %44 = fmul float %2, %13
  %45 = fmul float %2, %15
  %46 = fmul float %2, %17
  %47 = fmul float %2, %19
  %48 = fmul float %2, %21
  %49 = fmul float %2, %23
  %50 = fmul float %2, %25
  %51 = fmul float %2, %27
  %52 = fmul float %2, %29
  %53 = fmul float %2, %31
  %54 = fmul float %2, %33
  %55 = fmul float %2, %35
  %56 = fmul float %2, %37
  %57 = fmul float %2, %39
  %58 = fmul float %2, %41
  %59 = fmul float %2, %43
  %60 = getelementptr i8, ptr addrspace(3) %12, i64 8192
  store float %44, ptr addrspace(3) %60, align 16
  %61 = getelementptr i8, ptr addrspace(3) %12, i64 8196
  store float %45, ptr addrspace(3) %61, align 4
  %62 = getelementptr i8, ptr addrspace(3) %12, i64 8200
  store float %46, ptr addrspace(3) %62, align 8
  %63 = getelementptr i8, ptr addrspace(3) %12, i64 8204
  store float %47, ptr addrspace(3) %63, align 4
  %64 = getelementptr i8, ptr addrspace(3) %12, i64 10240
  store float %48, ptr addrspace(3) %64, align 16
  %65 = getelementptr i8, ptr addrspace(3) %12, i64 10244
  store float %49, ptr addrspace(3) %65, align 4
  %66 = getelementptr i8, ptr addrspace(3) %12, i64 10248
  store float %50, ptr addrspace(3) %66, align 8
  %67 = getelementptr i8, ptr addrspace(3) %12, i64 10252
  store float %51, ptr addrspace(3) %67, align 4
  %68 = getelementptr i8, ptr addrspace(3) %12, i64 12288
  store float %52, ptr addrspace(3) %68, align 16
  %69 = getelementptr i8, ptr addrspace(3) %12, i64 12292
  store float %53, ptr addrspace(3) %69, align 4
  %70 = getelementptr i8, ptr addrspace(3) %12, i64 12296
  store float %54, ptr addrspace(3) %70, align 8
  %71 = getelementptr i8, ptr addrspace(3) %12, i64 12300
  store float %55, ptr addrspace(3) %71, align 4
  %72 = getelementptr i8, ptr addrspace(3) %12, i64 14336
  store float %56, ptr addrspace(3) %72, align 16
  %73 = getelementptr i8, ptr addrspace(3) %12, i64 14340
  store float %57, ptr addrspace(3) %73, align 4
  %74 = getelementptr i8, ptr addrspace(3) %12, i64 14344
  store float %58, ptr addrspace(3) %74, align 8
  %75 = getelementptr i8, ptr addrspace(3) %12, i64 14348
  store float %59, ptr addrspace(3) %75, align 4
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %76 = ptrtoint ptr %1 to i64
  call void asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $4, 0;\0A\09@%tl_p cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];\0A\09@%tl_p cp.async.bulk.commit_group;\0A\09}", "l,r,r,r,r,~{memory}"(i64 %76, i32 %8, i32 %9, i32 add (i32 ptrtoint (ptr addrspace(3) @tma_scale_dsmem to i32), i32 8192), i32 %4) #3
  call void asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $0, 0;\0A\09@%tl_p cp.async.bulk.wait_group 0;\0A\09}", "r,~{memory}"(i32 %4) #3
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09setp.eq.u32 %tl_p, $1, 0;\0A\09@%tl_p mbarrier.inval.shared.b64 [$0];\0A\09}", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @tma_scale_dsmem to i32), i32 16384), i32 %4) #3
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

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
