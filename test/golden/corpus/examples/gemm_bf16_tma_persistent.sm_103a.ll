; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_persistent_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_persistent(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %.fr51 = freeze i32 %5
  %7 = tail call range(i32 0, 384) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %3, 127
  %9 = lshr i32 %8, 7
  %10 = add i32 %4, 255
  %11 = lshr i32 %10, 8
  %12 = mul i32 %11, %9
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = and i32 %7, 31
  %16 = icmp eq i32 %7, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196608)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196640), i32 1) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196616)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196648), i32 1) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196624)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196656), i32 1) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196632)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196664), i32 1) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196688)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196704), i32 8) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196696)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196712), i32 8) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %18

18:                                               ; preds = %17, %6
  %.mask = and i32 %7, 480
  %19 = icmp eq i32 %.mask, 256
  br i1 %19, label %20, label %21

20:                                               ; preds = %18
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 512;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196680)) #5
  br label %21

21:                                               ; preds = %20, %18
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %22 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196680)) #5
  %23 = icmp samesign ult i32 %7, 256
  br i1 %23, label %.preheader, label %1675

.preheader:                                       ; preds = %21
  %24 = icmp slt i32 %13, %12
  br i1 %24, label %.lr.ph22, label %.loopexit

.lr.ph22:                                         ; preds = %.preheader
  %25 = shl nuw nsw i32 %11, 3
  %26 = tail call i32 @llvm.smax.i32(i32 %.fr51, i32 0)
  %27 = add nuw i32 %26, 63
  %28 = and i32 %7, 128
  %29 = shl nuw nsw i32 %7, 16
  %30 = and i32 %29, 6291456
  %31 = icmp sgt i32 %27, 63
  %32 = or disjoint i32 %30, %28
  %33 = add i32 %32, %22
  %34 = icmp eq i32 %15, 0
  %35 = and i32 %7, 127
  %invariant.op = or i32 %7, 127
  br label %36

36:                                               ; preds = %.lr.ph22, %453
  %37 = phi i32 [ 0, %.lr.ph22 ], [ %1672, %453 ]
  %38 = phi i32 [ %13, %.lr.ph22 ], [ %1673, %453 ]
  %39 = and i32 %37, 1
  %40 = shl nuw nsw i32 %39, 3
  %41 = or disjoint i32 %40, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196688)
  %42 = lshr i32 %37, 1
  %43 = and i32 %42, 1
  br label %44

44:                                               ; preds = %44, %36
  %45 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %41, i32 %43) #5
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %44, label %47

47:                                               ; preds = %44
  %.frozen = freeze i32 %38
  %.frozen55 = freeze i32 %25
  %48 = udiv i32 %.frozen, %.frozen55
  %49 = shl i32 %48, 3
  %50 = sub i32 %9, %49
  %51 = tail call i32 @llvm.umin.i32(i32 %50, i32 8)
  %52 = mul i32 %48, %.frozen55
  %.decomposed = sub i32 %.frozen, %52
  %.frozen56 = freeze i32 %51
  %53 = udiv i32 %.decomposed, %.frozen56
  %54 = mul i32 %53, %.frozen56
  %.decomposed57 = sub i32 %.decomposed, %54
  %55 = add nuw i32 %.decomposed57, %49
  %56 = shl i32 %55, 7
  %57 = shl i32 %53, 8
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %58 = shl nuw nsw i32 %39, 8
  %59 = add i32 %33, %58
  %60 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %59) #5
  %61 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 0
  %62 = bitcast i32 %61 to float
  %63 = fadd float %62, 0.000000e+00
  %64 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 1
  %65 = bitcast i32 %64 to float
  %66 = fadd float %65, 0.000000e+00
  %67 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 2
  %68 = bitcast i32 %67 to float
  %69 = fadd float %68, 0.000000e+00
  %70 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 3
  %71 = bitcast i32 %70 to float
  %72 = fadd float %71, 0.000000e+00
  %73 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 4
  %74 = bitcast i32 %73 to float
  %75 = fadd float %74, 0.000000e+00
  %76 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 5
  %77 = bitcast i32 %76 to float
  %78 = fadd float %77, 0.000000e+00
  %79 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 6
  %80 = bitcast i32 %79 to float
  %81 = fadd float %80, 0.000000e+00
  %82 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 7
  %83 = bitcast i32 %82 to float
  %84 = fadd float %83, 0.000000e+00
  %85 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 8
  %86 = bitcast i32 %85 to float
  %87 = fadd float %86, 0.000000e+00
  %88 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 9
  %89 = bitcast i32 %88 to float
  %90 = fadd float %89, 0.000000e+00
  %91 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 10
  %92 = bitcast i32 %91 to float
  %93 = fadd float %92, 0.000000e+00
  %94 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 11
  %95 = bitcast i32 %94 to float
  %96 = fadd float %95, 0.000000e+00
  %97 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 12
  %98 = bitcast i32 %97 to float
  %99 = fadd float %98, 0.000000e+00
  %100 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 13
  %101 = bitcast i32 %100 to float
  %102 = fadd float %101, 0.000000e+00
  %103 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 14
  %104 = bitcast i32 %103 to float
  %105 = fadd float %104, 0.000000e+00
  %106 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 15
  %107 = bitcast i32 %106 to float
  %108 = fadd float %107, 0.000000e+00
  %109 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 16
  %110 = bitcast i32 %109 to float
  %111 = fadd float %110, 0.000000e+00
  %112 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 17
  %113 = bitcast i32 %112 to float
  %114 = fadd float %113, 0.000000e+00
  %115 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 18
  %116 = bitcast i32 %115 to float
  %117 = fadd float %116, 0.000000e+00
  %118 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 19
  %119 = bitcast i32 %118 to float
  %120 = fadd float %119, 0.000000e+00
  %121 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 20
  %122 = bitcast i32 %121 to float
  %123 = fadd float %122, 0.000000e+00
  %124 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 21
  %125 = bitcast i32 %124 to float
  %126 = fadd float %125, 0.000000e+00
  %127 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 22
  %128 = bitcast i32 %127 to float
  %129 = fadd float %128, 0.000000e+00
  %130 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 23
  %131 = bitcast i32 %130 to float
  %132 = fadd float %131, 0.000000e+00
  %133 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 24
  %134 = bitcast i32 %133 to float
  %135 = fadd float %134, 0.000000e+00
  %136 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 25
  %137 = bitcast i32 %136 to float
  %138 = fadd float %137, 0.000000e+00
  %139 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 26
  %140 = bitcast i32 %139 to float
  %141 = fadd float %140, 0.000000e+00
  %142 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 27
  %143 = bitcast i32 %142 to float
  %144 = fadd float %143, 0.000000e+00
  %145 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 28
  %146 = bitcast i32 %145 to float
  %147 = fadd float %146, 0.000000e+00
  %148 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 29
  %149 = bitcast i32 %148 to float
  %150 = fadd float %149, 0.000000e+00
  %151 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 30
  %152 = bitcast i32 %151 to float
  %153 = fadd float %152, 0.000000e+00
  %154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %60, 31
  %155 = bitcast i32 %154 to float
  %156 = fadd float %155, 0.000000e+00
  %157 = add i32 %59, 32
  %158 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %157) #5
  %159 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 0
  %160 = bitcast i32 %159 to float
  %161 = fadd float %160, 0.000000e+00
  %162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 1
  %163 = bitcast i32 %162 to float
  %164 = fadd float %163, 0.000000e+00
  %165 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 2
  %166 = bitcast i32 %165 to float
  %167 = fadd float %166, 0.000000e+00
  %168 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 3
  %169 = bitcast i32 %168 to float
  %170 = fadd float %169, 0.000000e+00
  %171 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 4
  %172 = bitcast i32 %171 to float
  %173 = fadd float %172, 0.000000e+00
  %174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 5
  %175 = bitcast i32 %174 to float
  %176 = fadd float %175, 0.000000e+00
  %177 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 6
  %178 = bitcast i32 %177 to float
  %179 = fadd float %178, 0.000000e+00
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 7
  %181 = bitcast i32 %180 to float
  %182 = fadd float %181, 0.000000e+00
  %183 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 8
  %184 = bitcast i32 %183 to float
  %185 = fadd float %184, 0.000000e+00
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 9
  %187 = bitcast i32 %186 to float
  %188 = fadd float %187, 0.000000e+00
  %189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 10
  %190 = bitcast i32 %189 to float
  %191 = fadd float %190, 0.000000e+00
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 11
  %193 = bitcast i32 %192 to float
  %194 = fadd float %193, 0.000000e+00
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 12
  %196 = bitcast i32 %195 to float
  %197 = fadd float %196, 0.000000e+00
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 13
  %199 = bitcast i32 %198 to float
  %200 = fadd float %199, 0.000000e+00
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 14
  %202 = bitcast i32 %201 to float
  %203 = fadd float %202, 0.000000e+00
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 15
  %205 = bitcast i32 %204 to float
  %206 = fadd float %205, 0.000000e+00
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 16
  %208 = bitcast i32 %207 to float
  %209 = fadd float %208, 0.000000e+00
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 17
  %211 = bitcast i32 %210 to float
  %212 = fadd float %211, 0.000000e+00
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 18
  %214 = bitcast i32 %213 to float
  %215 = fadd float %214, 0.000000e+00
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 19
  %217 = bitcast i32 %216 to float
  %218 = fadd float %217, 0.000000e+00
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 20
  %220 = bitcast i32 %219 to float
  %221 = fadd float %220, 0.000000e+00
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 21
  %223 = bitcast i32 %222 to float
  %224 = fadd float %223, 0.000000e+00
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 22
  %226 = bitcast i32 %225 to float
  %227 = fadd float %226, 0.000000e+00
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 23
  %229 = bitcast i32 %228 to float
  %230 = fadd float %229, 0.000000e+00
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 24
  %232 = bitcast i32 %231 to float
  %233 = fadd float %232, 0.000000e+00
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 25
  %235 = bitcast i32 %234 to float
  %236 = fadd float %235, 0.000000e+00
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 26
  %238 = bitcast i32 %237 to float
  %239 = fadd float %238, 0.000000e+00
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 27
  %241 = bitcast i32 %240 to float
  %242 = fadd float %241, 0.000000e+00
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 28
  %244 = bitcast i32 %243 to float
  %245 = fadd float %244, 0.000000e+00
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 29
  %247 = bitcast i32 %246 to float
  %248 = fadd float %247, 0.000000e+00
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 30
  %250 = bitcast i32 %249 to float
  %251 = fadd float %250, 0.000000e+00
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %158, 31
  %253 = bitcast i32 %252 to float
  %254 = fadd float %253, 0.000000e+00
  %255 = add i32 %59, 64
  %256 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %255) #5
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 0
  %258 = bitcast i32 %257 to float
  %259 = fadd float %258, 0.000000e+00
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 1
  %261 = bitcast i32 %260 to float
  %262 = fadd float %261, 0.000000e+00
  %263 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 2
  %264 = bitcast i32 %263 to float
  %265 = fadd float %264, 0.000000e+00
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 3
  %267 = bitcast i32 %266 to float
  %268 = fadd float %267, 0.000000e+00
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 4
  %270 = bitcast i32 %269 to float
  %271 = fadd float %270, 0.000000e+00
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 5
  %273 = bitcast i32 %272 to float
  %274 = fadd float %273, 0.000000e+00
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 6
  %276 = bitcast i32 %275 to float
  %277 = fadd float %276, 0.000000e+00
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 7
  %279 = bitcast i32 %278 to float
  %280 = fadd float %279, 0.000000e+00
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 8
  %282 = bitcast i32 %281 to float
  %283 = fadd float %282, 0.000000e+00
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 9
  %285 = bitcast i32 %284 to float
  %286 = fadd float %285, 0.000000e+00
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 10
  %288 = bitcast i32 %287 to float
  %289 = fadd float %288, 0.000000e+00
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 11
  %291 = bitcast i32 %290 to float
  %292 = fadd float %291, 0.000000e+00
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 12
  %294 = bitcast i32 %293 to float
  %295 = fadd float %294, 0.000000e+00
  %296 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 13
  %297 = bitcast i32 %296 to float
  %298 = fadd float %297, 0.000000e+00
  %299 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 14
  %300 = bitcast i32 %299 to float
  %301 = fadd float %300, 0.000000e+00
  %302 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 15
  %303 = bitcast i32 %302 to float
  %304 = fadd float %303, 0.000000e+00
  %305 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 16
  %306 = bitcast i32 %305 to float
  %307 = fadd float %306, 0.000000e+00
  %308 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 17
  %309 = bitcast i32 %308 to float
  %310 = fadd float %309, 0.000000e+00
  %311 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 18
  %312 = bitcast i32 %311 to float
  %313 = fadd float %312, 0.000000e+00
  %314 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 19
  %315 = bitcast i32 %314 to float
  %316 = fadd float %315, 0.000000e+00
  %317 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 20
  %318 = bitcast i32 %317 to float
  %319 = fadd float %318, 0.000000e+00
  %320 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 21
  %321 = bitcast i32 %320 to float
  %322 = fadd float %321, 0.000000e+00
  %323 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 22
  %324 = bitcast i32 %323 to float
  %325 = fadd float %324, 0.000000e+00
  %326 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 23
  %327 = bitcast i32 %326 to float
  %328 = fadd float %327, 0.000000e+00
  %329 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 24
  %330 = bitcast i32 %329 to float
  %331 = fadd float %330, 0.000000e+00
  %332 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 25
  %333 = bitcast i32 %332 to float
  %334 = fadd float %333, 0.000000e+00
  %335 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 26
  %336 = bitcast i32 %335 to float
  %337 = fadd float %336, 0.000000e+00
  %338 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 27
  %339 = bitcast i32 %338 to float
  %340 = fadd float %339, 0.000000e+00
  %341 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 28
  %342 = bitcast i32 %341 to float
  %343 = fadd float %342, 0.000000e+00
  %344 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 29
  %345 = bitcast i32 %344 to float
  %346 = fadd float %345, 0.000000e+00
  %347 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 30
  %348 = bitcast i32 %347 to float
  %349 = fadd float %348, 0.000000e+00
  %350 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %256, 31
  %351 = bitcast i32 %350 to float
  %352 = fadd float %351, 0.000000e+00
  %353 = add i32 %59, 96
  %354 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %353) #5
  %355 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 0
  %356 = bitcast i32 %355 to float
  %357 = fadd float %356, 0.000000e+00
  %358 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 1
  %359 = bitcast i32 %358 to float
  %360 = fadd float %359, 0.000000e+00
  %361 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 2
  %362 = bitcast i32 %361 to float
  %363 = fadd float %362, 0.000000e+00
  %364 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 3
  %365 = bitcast i32 %364 to float
  %366 = fadd float %365, 0.000000e+00
  %367 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 4
  %368 = bitcast i32 %367 to float
  %369 = fadd float %368, 0.000000e+00
  %370 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 5
  %371 = bitcast i32 %370 to float
  %372 = fadd float %371, 0.000000e+00
  %373 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 6
  %374 = bitcast i32 %373 to float
  %375 = fadd float %374, 0.000000e+00
  %376 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 7
  %377 = bitcast i32 %376 to float
  %378 = fadd float %377, 0.000000e+00
  %379 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 8
  %380 = bitcast i32 %379 to float
  %381 = fadd float %380, 0.000000e+00
  %382 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 9
  %383 = bitcast i32 %382 to float
  %384 = fadd float %383, 0.000000e+00
  %385 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 10
  %386 = bitcast i32 %385 to float
  %387 = fadd float %386, 0.000000e+00
  %388 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 11
  %389 = bitcast i32 %388 to float
  %390 = fadd float %389, 0.000000e+00
  %391 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 12
  %392 = bitcast i32 %391 to float
  %393 = fadd float %392, 0.000000e+00
  %394 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 13
  %395 = bitcast i32 %394 to float
  %396 = fadd float %395, 0.000000e+00
  %397 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 14
  %398 = bitcast i32 %397 to float
  %399 = fadd float %398, 0.000000e+00
  %400 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 15
  %401 = bitcast i32 %400 to float
  %402 = fadd float %401, 0.000000e+00
  %403 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 16
  %404 = bitcast i32 %403 to float
  %405 = fadd float %404, 0.000000e+00
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 17
  %407 = bitcast i32 %406 to float
  %408 = fadd float %407, 0.000000e+00
  %409 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 18
  %410 = bitcast i32 %409 to float
  %411 = fadd float %410, 0.000000e+00
  %412 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 19
  %413 = bitcast i32 %412 to float
  %414 = fadd float %413, 0.000000e+00
  %415 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 20
  %416 = bitcast i32 %415 to float
  %417 = fadd float %416, 0.000000e+00
  %418 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 21
  %419 = bitcast i32 %418 to float
  %420 = fadd float %419, 0.000000e+00
  %421 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 22
  %422 = bitcast i32 %421 to float
  %423 = fadd float %422, 0.000000e+00
  %424 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 23
  %425 = bitcast i32 %424 to float
  %426 = fadd float %425, 0.000000e+00
  %427 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 24
  %428 = bitcast i32 %427 to float
  %429 = fadd float %428, 0.000000e+00
  %430 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 25
  %431 = bitcast i32 %430 to float
  %432 = fadd float %431, 0.000000e+00
  %433 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 26
  %434 = bitcast i32 %433 to float
  %435 = fadd float %434, 0.000000e+00
  %436 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 27
  %437 = bitcast i32 %436 to float
  %438 = fadd float %437, 0.000000e+00
  %439 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 28
  %440 = bitcast i32 %439 to float
  %441 = fadd float %440, 0.000000e+00
  %442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 29
  %443 = bitcast i32 %442 to float
  %444 = fadd float %443, 0.000000e+00
  %445 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 30
  %446 = bitcast i32 %445 to float
  %447 = fadd float %446, 0.000000e+00
  %448 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %354, 31
  %449 = bitcast i32 %448 to float
  %450 = fadd float %449, 0.000000e+00
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  br i1 %34, label %451, label %453

451:                                              ; preds = %47
  %452 = or disjoint i32 %40, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196704)
  tail call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 %452) #5
  br label %453

453:                                              ; preds = %451, %47
  %454 = or disjoint i32 %56, %35
  %455 = mul i32 %454, %4
  %456 = or disjoint i32 %57, %28
  %457 = add i32 %455, %456
  %458 = sext i32 %457 to i64
  %459 = getelementptr float, ptr addrspace(1) %2, i64 %458
  %460 = icmp slt i32 %454, %3
  %461 = icmp slt i32 %456, %4
  %462 = and i1 %460, %461
  %463 = or disjoint i32 %456, 1
  %464 = icmp slt i32 %463, %4
  %465 = and i1 %460, %464
  %466 = or disjoint i32 %456, 2
  %467 = icmp slt i32 %466, %4
  %468 = and i1 %460, %467
  %469 = or disjoint i32 %456, 3
  %470 = icmp slt i32 %469, %4
  %471 = ptrtoint ptr addrspace(1) %459 to i64
  %472 = and i64 %471, 15
  %473 = icmp eq i64 %472, 0
  %474 = and i1 %462, %473
  %475 = and i1 %467, %474
  %476 = and i1 %470, %474
  %477 = xor i1 %462, %476
  %478 = xor i1 %465, %476
  %479 = xor i1 %468, %476
  %480 = xor i1 %460, %475
  %481 = and i1 %470, %480
  %482 = zext i1 %476 to i32
  %483 = bitcast float %63 to i32
  %484 = select i1 %31, i32 %483, i32 0
  %485 = bitcast float %66 to i32
  %486 = select i1 %31, i32 %485, i32 0
  %487 = bitcast float %69 to i32
  %488 = select i1 %31, i32 %487, i32 0
  %489 = bitcast float %72 to i32
  %490 = select i1 %31, i32 %489, i32 0
  %491 = zext i1 %477 to i32
  %492 = zext i1 %478 to i32
  %493 = zext i1 %479 to i32
  %494 = zext i1 %481 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %482, i32 %484, i32 %486, i32 %488, i32 %490, ptr addrspace(1) %459, i32 %491, i32 %492, i32 %493, i32 %494) #5
  %495 = or disjoint i32 %456, 4
  %496 = add i32 %455, %495
  %497 = sext i32 %496 to i64
  %498 = getelementptr float, ptr addrspace(1) %2, i64 %497
  %499 = icmp slt i32 %495, %4
  %500 = and i1 %460, %499
  %501 = or disjoint i32 %456, 5
  %502 = icmp slt i32 %501, %4
  %503 = and i1 %460, %502
  %504 = or disjoint i32 %456, 6
  %505 = icmp slt i32 %504, %4
  %506 = and i1 %460, %505
  %507 = or disjoint i32 %456, 7
  %508 = icmp slt i32 %507, %4
  %509 = ptrtoint ptr addrspace(1) %498 to i64
  %510 = and i64 %509, 15
  %511 = icmp eq i64 %510, 0
  %512 = and i1 %500, %511
  %513 = and i1 %505, %512
  %514 = and i1 %508, %512
  %515 = xor i1 %500, %514
  %516 = xor i1 %503, %514
  %517 = xor i1 %506, %514
  %518 = xor i1 %460, %513
  %519 = and i1 %508, %518
  %520 = zext i1 %514 to i32
  %521 = bitcast float %75 to i32
  %522 = select i1 %31, i32 %521, i32 0
  %523 = bitcast float %78 to i32
  %524 = select i1 %31, i32 %523, i32 0
  %525 = bitcast float %81 to i32
  %526 = select i1 %31, i32 %525, i32 0
  %527 = bitcast float %84 to i32
  %528 = select i1 %31, i32 %527, i32 0
  %529 = zext i1 %515 to i32
  %530 = zext i1 %516 to i32
  %531 = zext i1 %517 to i32
  %532 = zext i1 %519 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %520, i32 %522, i32 %524, i32 %526, i32 %528, ptr addrspace(1) %498, i32 %529, i32 %530, i32 %531, i32 %532) #5
  %533 = or disjoint i32 %456, 8
  %534 = add i32 %455, %533
  %535 = sext i32 %534 to i64
  %536 = getelementptr float, ptr addrspace(1) %2, i64 %535
  %537 = icmp slt i32 %533, %4
  %538 = and i1 %460, %537
  %539 = or disjoint i32 %456, 9
  %540 = icmp slt i32 %539, %4
  %541 = and i1 %460, %540
  %542 = or disjoint i32 %456, 10
  %543 = icmp slt i32 %542, %4
  %544 = and i1 %460, %543
  %545 = or disjoint i32 %456, 11
  %546 = icmp slt i32 %545, %4
  %547 = ptrtoint ptr addrspace(1) %536 to i64
  %548 = and i64 %547, 15
  %549 = icmp eq i64 %548, 0
  %550 = and i1 %538, %549
  %551 = and i1 %543, %550
  %552 = and i1 %546, %550
  %553 = xor i1 %538, %552
  %554 = xor i1 %541, %552
  %555 = xor i1 %544, %552
  %556 = xor i1 %460, %551
  %557 = and i1 %546, %556
  %558 = zext i1 %552 to i32
  %559 = bitcast float %87 to i32
  %560 = select i1 %31, i32 %559, i32 0
  %561 = bitcast float %90 to i32
  %562 = select i1 %31, i32 %561, i32 0
  %563 = bitcast float %93 to i32
  %564 = select i1 %31, i32 %563, i32 0
  %565 = bitcast float %96 to i32
  %566 = select i1 %31, i32 %565, i32 0
  %567 = zext i1 %553 to i32
  %568 = zext i1 %554 to i32
  %569 = zext i1 %555 to i32
  %570 = zext i1 %557 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %558, i32 %560, i32 %562, i32 %564, i32 %566, ptr addrspace(1) %536, i32 %567, i32 %568, i32 %569, i32 %570) #5
  %571 = or disjoint i32 %456, 12
  %572 = add i32 %455, %571
  %573 = sext i32 %572 to i64
  %574 = getelementptr float, ptr addrspace(1) %2, i64 %573
  %575 = icmp slt i32 %571, %4
  %576 = and i1 %460, %575
  %577 = or disjoint i32 %456, 13
  %578 = icmp slt i32 %577, %4
  %579 = and i1 %460, %578
  %580 = or disjoint i32 %456, 14
  %581 = icmp slt i32 %580, %4
  %582 = and i1 %460, %581
  %583 = or disjoint i32 %456, 15
  %584 = icmp slt i32 %583, %4
  %585 = ptrtoint ptr addrspace(1) %574 to i64
  %586 = and i64 %585, 15
  %587 = icmp eq i64 %586, 0
  %588 = and i1 %576, %587
  %589 = and i1 %581, %588
  %590 = and i1 %584, %588
  %591 = xor i1 %576, %590
  %592 = xor i1 %579, %590
  %593 = xor i1 %582, %590
  %594 = xor i1 %460, %589
  %595 = and i1 %584, %594
  %596 = zext i1 %590 to i32
  %597 = bitcast float %99 to i32
  %598 = select i1 %31, i32 %597, i32 0
  %599 = bitcast float %102 to i32
  %600 = select i1 %31, i32 %599, i32 0
  %601 = bitcast float %105 to i32
  %602 = select i1 %31, i32 %601, i32 0
  %603 = bitcast float %108 to i32
  %604 = select i1 %31, i32 %603, i32 0
  %605 = zext i1 %591 to i32
  %606 = zext i1 %592 to i32
  %607 = zext i1 %593 to i32
  %608 = zext i1 %595 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %596, i32 %598, i32 %600, i32 %602, i32 %604, ptr addrspace(1) %574, i32 %605, i32 %606, i32 %607, i32 %608) #5
  %609 = or disjoint i32 %456, 16
  %610 = add i32 %455, %609
  %611 = sext i32 %610 to i64
  %612 = getelementptr float, ptr addrspace(1) %2, i64 %611
  %613 = icmp slt i32 %609, %4
  %614 = and i1 %460, %613
  %615 = or disjoint i32 %456, 17
  %616 = icmp slt i32 %615, %4
  %617 = and i1 %460, %616
  %618 = or disjoint i32 %456, 18
  %619 = icmp slt i32 %618, %4
  %620 = and i1 %460, %619
  %621 = or disjoint i32 %456, 19
  %622 = icmp slt i32 %621, %4
  %623 = ptrtoint ptr addrspace(1) %612 to i64
  %624 = and i64 %623, 15
  %625 = icmp eq i64 %624, 0
  %626 = and i1 %614, %625
  %627 = and i1 %619, %626
  %628 = and i1 %622, %626
  %629 = xor i1 %614, %628
  %630 = xor i1 %617, %628
  %631 = xor i1 %620, %628
  %632 = xor i1 %460, %627
  %633 = and i1 %622, %632
  %634 = zext i1 %628 to i32
  %635 = bitcast float %111 to i32
  %636 = select i1 %31, i32 %635, i32 0
  %637 = bitcast float %114 to i32
  %638 = select i1 %31, i32 %637, i32 0
  %639 = bitcast float %117 to i32
  %640 = select i1 %31, i32 %639, i32 0
  %641 = bitcast float %120 to i32
  %642 = select i1 %31, i32 %641, i32 0
  %643 = zext i1 %629 to i32
  %644 = zext i1 %630 to i32
  %645 = zext i1 %631 to i32
  %646 = zext i1 %633 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %634, i32 %636, i32 %638, i32 %640, i32 %642, ptr addrspace(1) %612, i32 %643, i32 %644, i32 %645, i32 %646) #5
  %647 = or disjoint i32 %456, 20
  %648 = add i32 %455, %647
  %649 = sext i32 %648 to i64
  %650 = getelementptr float, ptr addrspace(1) %2, i64 %649
  %651 = icmp slt i32 %647, %4
  %652 = and i1 %460, %651
  %653 = or disjoint i32 %456, 21
  %654 = icmp slt i32 %653, %4
  %655 = and i1 %460, %654
  %656 = or disjoint i32 %456, 22
  %657 = icmp slt i32 %656, %4
  %658 = and i1 %460, %657
  %659 = or disjoint i32 %456, 23
  %660 = icmp slt i32 %659, %4
  %661 = ptrtoint ptr addrspace(1) %650 to i64
  %662 = and i64 %661, 15
  %663 = icmp eq i64 %662, 0
  %664 = and i1 %652, %663
  %665 = and i1 %657, %664
  %666 = and i1 %660, %664
  %667 = xor i1 %652, %666
  %668 = xor i1 %655, %666
  %669 = xor i1 %658, %666
  %670 = xor i1 %460, %665
  %671 = and i1 %660, %670
  %672 = zext i1 %666 to i32
  %673 = bitcast float %123 to i32
  %674 = select i1 %31, i32 %673, i32 0
  %675 = bitcast float %126 to i32
  %676 = select i1 %31, i32 %675, i32 0
  %677 = bitcast float %129 to i32
  %678 = select i1 %31, i32 %677, i32 0
  %679 = bitcast float %132 to i32
  %680 = select i1 %31, i32 %679, i32 0
  %681 = zext i1 %667 to i32
  %682 = zext i1 %668 to i32
  %683 = zext i1 %669 to i32
  %684 = zext i1 %671 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %672, i32 %674, i32 %676, i32 %678, i32 %680, ptr addrspace(1) %650, i32 %681, i32 %682, i32 %683, i32 %684) #5
  %685 = or disjoint i32 %456, 24
  %686 = add i32 %455, %685
  %687 = sext i32 %686 to i64
  %688 = getelementptr float, ptr addrspace(1) %2, i64 %687
  %689 = icmp slt i32 %685, %4
  %690 = and i1 %460, %689
  %691 = or disjoint i32 %456, 25
  %692 = icmp slt i32 %691, %4
  %693 = and i1 %460, %692
  %694 = or disjoint i32 %456, 26
  %695 = icmp slt i32 %694, %4
  %696 = and i1 %460, %695
  %697 = or disjoint i32 %456, 27
  %698 = icmp slt i32 %697, %4
  %699 = ptrtoint ptr addrspace(1) %688 to i64
  %700 = and i64 %699, 15
  %701 = icmp eq i64 %700, 0
  %702 = and i1 %690, %701
  %703 = and i1 %695, %702
  %704 = and i1 %698, %702
  %705 = xor i1 %690, %704
  %706 = xor i1 %693, %704
  %707 = xor i1 %696, %704
  %708 = xor i1 %460, %703
  %709 = and i1 %698, %708
  %710 = zext i1 %704 to i32
  %711 = bitcast float %135 to i32
  %712 = select i1 %31, i32 %711, i32 0
  %713 = bitcast float %138 to i32
  %714 = select i1 %31, i32 %713, i32 0
  %715 = bitcast float %141 to i32
  %716 = select i1 %31, i32 %715, i32 0
  %717 = bitcast float %144 to i32
  %718 = select i1 %31, i32 %717, i32 0
  %719 = zext i1 %705 to i32
  %720 = zext i1 %706 to i32
  %721 = zext i1 %707 to i32
  %722 = zext i1 %709 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %710, i32 %712, i32 %714, i32 %716, i32 %718, ptr addrspace(1) %688, i32 %719, i32 %720, i32 %721, i32 %722) #5
  %723 = or disjoint i32 %456, 28
  %724 = add i32 %455, %723
  %725 = sext i32 %724 to i64
  %726 = getelementptr float, ptr addrspace(1) %2, i64 %725
  %727 = icmp slt i32 %723, %4
  %728 = and i1 %460, %727
  %729 = or disjoint i32 %456, 29
  %730 = icmp slt i32 %729, %4
  %731 = and i1 %460, %730
  %732 = or disjoint i32 %456, 30
  %733 = icmp slt i32 %732, %4
  %734 = and i1 %460, %733
  %735 = or disjoint i32 %456, 31
  %736 = icmp slt i32 %735, %4
  %737 = ptrtoint ptr addrspace(1) %726 to i64
  %738 = and i64 %737, 15
  %739 = icmp eq i64 %738, 0
  %740 = and i1 %728, %739
  %741 = and i1 %733, %740
  %742 = and i1 %736, %740
  %743 = xor i1 %728, %742
  %744 = xor i1 %731, %742
  %745 = xor i1 %734, %742
  %746 = xor i1 %460, %741
  %747 = and i1 %736, %746
  %748 = zext i1 %742 to i32
  %749 = bitcast float %147 to i32
  %750 = select i1 %31, i32 %749, i32 0
  %751 = bitcast float %150 to i32
  %752 = select i1 %31, i32 %751, i32 0
  %753 = bitcast float %153 to i32
  %754 = select i1 %31, i32 %753, i32 0
  %755 = bitcast float %156 to i32
  %756 = select i1 %31, i32 %755, i32 0
  %757 = zext i1 %743 to i32
  %758 = zext i1 %744 to i32
  %759 = zext i1 %745 to i32
  %760 = zext i1 %747 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %748, i32 %750, i32 %752, i32 %754, i32 %756, ptr addrspace(1) %726, i32 %757, i32 %758, i32 %759, i32 %760) #5
  %761 = or disjoint i32 %456, 32
  %762 = add i32 %455, %761
  %763 = sext i32 %762 to i64
  %764 = getelementptr float, ptr addrspace(1) %2, i64 %763
  %765 = icmp slt i32 %761, %4
  %766 = and i1 %460, %765
  %767 = or disjoint i32 %456, 33
  %768 = icmp slt i32 %767, %4
  %769 = and i1 %460, %768
  %770 = or disjoint i32 %456, 34
  %771 = icmp slt i32 %770, %4
  %772 = and i1 %460, %771
  %773 = or disjoint i32 %456, 35
  %774 = icmp slt i32 %773, %4
  %775 = ptrtoint ptr addrspace(1) %764 to i64
  %776 = and i64 %775, 15
  %777 = icmp eq i64 %776, 0
  %778 = and i1 %766, %777
  %779 = and i1 %771, %778
  %780 = and i1 %774, %778
  %781 = xor i1 %766, %780
  %782 = xor i1 %769, %780
  %783 = xor i1 %772, %780
  %784 = xor i1 %460, %779
  %785 = and i1 %774, %784
  %786 = zext i1 %780 to i32
  %787 = bitcast float %161 to i32
  %788 = select i1 %31, i32 %787, i32 0
  %789 = bitcast float %164 to i32
  %790 = select i1 %31, i32 %789, i32 0
  %791 = bitcast float %167 to i32
  %792 = select i1 %31, i32 %791, i32 0
  %793 = bitcast float %170 to i32
  %794 = select i1 %31, i32 %793, i32 0
  %795 = zext i1 %781 to i32
  %796 = zext i1 %782 to i32
  %797 = zext i1 %783 to i32
  %798 = zext i1 %785 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %786, i32 %788, i32 %790, i32 %792, i32 %794, ptr addrspace(1) %764, i32 %795, i32 %796, i32 %797, i32 %798) #5
  %799 = or disjoint i32 %456, 36
  %800 = add i32 %455, %799
  %801 = sext i32 %800 to i64
  %802 = getelementptr float, ptr addrspace(1) %2, i64 %801
  %803 = icmp slt i32 %799, %4
  %804 = and i1 %460, %803
  %805 = or disjoint i32 %456, 37
  %806 = icmp slt i32 %805, %4
  %807 = and i1 %460, %806
  %808 = or disjoint i32 %456, 38
  %809 = icmp slt i32 %808, %4
  %810 = and i1 %460, %809
  %811 = or disjoint i32 %456, 39
  %812 = icmp slt i32 %811, %4
  %813 = ptrtoint ptr addrspace(1) %802 to i64
  %814 = and i64 %813, 15
  %815 = icmp eq i64 %814, 0
  %816 = and i1 %804, %815
  %817 = and i1 %809, %816
  %818 = and i1 %812, %816
  %819 = xor i1 %804, %818
  %820 = xor i1 %807, %818
  %821 = xor i1 %810, %818
  %822 = xor i1 %460, %817
  %823 = and i1 %812, %822
  %824 = zext i1 %818 to i32
  %825 = bitcast float %173 to i32
  %826 = select i1 %31, i32 %825, i32 0
  %827 = bitcast float %176 to i32
  %828 = select i1 %31, i32 %827, i32 0
  %829 = bitcast float %179 to i32
  %830 = select i1 %31, i32 %829, i32 0
  %831 = bitcast float %182 to i32
  %832 = select i1 %31, i32 %831, i32 0
  %833 = zext i1 %819 to i32
  %834 = zext i1 %820 to i32
  %835 = zext i1 %821 to i32
  %836 = zext i1 %823 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %824, i32 %826, i32 %828, i32 %830, i32 %832, ptr addrspace(1) %802, i32 %833, i32 %834, i32 %835, i32 %836) #5
  %837 = or disjoint i32 %456, 40
  %838 = add i32 %455, %837
  %839 = sext i32 %838 to i64
  %840 = getelementptr float, ptr addrspace(1) %2, i64 %839
  %841 = icmp slt i32 %837, %4
  %842 = and i1 %460, %841
  %843 = or disjoint i32 %456, 41
  %844 = icmp slt i32 %843, %4
  %845 = and i1 %460, %844
  %846 = or disjoint i32 %456, 42
  %847 = icmp slt i32 %846, %4
  %848 = and i1 %460, %847
  %849 = or disjoint i32 %456, 43
  %850 = icmp slt i32 %849, %4
  %851 = ptrtoint ptr addrspace(1) %840 to i64
  %852 = and i64 %851, 15
  %853 = icmp eq i64 %852, 0
  %854 = and i1 %842, %853
  %855 = and i1 %847, %854
  %856 = and i1 %850, %854
  %857 = xor i1 %842, %856
  %858 = xor i1 %845, %856
  %859 = xor i1 %848, %856
  %860 = xor i1 %460, %855
  %861 = and i1 %850, %860
  %862 = zext i1 %856 to i32
  %863 = bitcast float %185 to i32
  %864 = select i1 %31, i32 %863, i32 0
  %865 = bitcast float %188 to i32
  %866 = select i1 %31, i32 %865, i32 0
  %867 = bitcast float %191 to i32
  %868 = select i1 %31, i32 %867, i32 0
  %869 = bitcast float %194 to i32
  %870 = select i1 %31, i32 %869, i32 0
  %871 = zext i1 %857 to i32
  %872 = zext i1 %858 to i32
  %873 = zext i1 %859 to i32
  %874 = zext i1 %861 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %862, i32 %864, i32 %866, i32 %868, i32 %870, ptr addrspace(1) %840, i32 %871, i32 %872, i32 %873, i32 %874) #5
  %875 = or disjoint i32 %456, 44
  %876 = add i32 %455, %875
  %877 = sext i32 %876 to i64
  %878 = getelementptr float, ptr addrspace(1) %2, i64 %877
  %879 = icmp slt i32 %875, %4
  %880 = and i1 %460, %879
  %881 = or disjoint i32 %456, 45
  %882 = icmp slt i32 %881, %4
  %883 = and i1 %460, %882
  %884 = or disjoint i32 %456, 46
  %885 = icmp slt i32 %884, %4
  %886 = and i1 %460, %885
  %887 = or disjoint i32 %456, 47
  %888 = icmp slt i32 %887, %4
  %889 = ptrtoint ptr addrspace(1) %878 to i64
  %890 = and i64 %889, 15
  %891 = icmp eq i64 %890, 0
  %892 = and i1 %880, %891
  %893 = and i1 %885, %892
  %894 = and i1 %888, %892
  %895 = xor i1 %880, %894
  %896 = xor i1 %883, %894
  %897 = xor i1 %886, %894
  %898 = xor i1 %460, %893
  %899 = and i1 %888, %898
  %900 = zext i1 %894 to i32
  %901 = bitcast float %197 to i32
  %902 = select i1 %31, i32 %901, i32 0
  %903 = bitcast float %200 to i32
  %904 = select i1 %31, i32 %903, i32 0
  %905 = bitcast float %203 to i32
  %906 = select i1 %31, i32 %905, i32 0
  %907 = bitcast float %206 to i32
  %908 = select i1 %31, i32 %907, i32 0
  %909 = zext i1 %895 to i32
  %910 = zext i1 %896 to i32
  %911 = zext i1 %897 to i32
  %912 = zext i1 %899 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %900, i32 %902, i32 %904, i32 %906, i32 %908, ptr addrspace(1) %878, i32 %909, i32 %910, i32 %911, i32 %912) #5
  %913 = or disjoint i32 %456, 48
  %914 = add i32 %455, %913
  %915 = sext i32 %914 to i64
  %916 = getelementptr float, ptr addrspace(1) %2, i64 %915
  %917 = icmp slt i32 %913, %4
  %918 = and i1 %460, %917
  %919 = or disjoint i32 %456, 49
  %920 = icmp slt i32 %919, %4
  %921 = and i1 %460, %920
  %922 = or disjoint i32 %456, 50
  %923 = icmp slt i32 %922, %4
  %924 = and i1 %460, %923
  %925 = or disjoint i32 %456, 51
  %926 = icmp slt i32 %925, %4
  %927 = ptrtoint ptr addrspace(1) %916 to i64
  %928 = and i64 %927, 15
  %929 = icmp eq i64 %928, 0
  %930 = and i1 %918, %929
  %931 = and i1 %923, %930
  %932 = and i1 %926, %930
  %933 = xor i1 %918, %932
  %934 = xor i1 %921, %932
  %935 = xor i1 %924, %932
  %936 = xor i1 %460, %931
  %937 = and i1 %926, %936
  %938 = zext i1 %932 to i32
  %939 = bitcast float %209 to i32
  %940 = select i1 %31, i32 %939, i32 0
  %941 = bitcast float %212 to i32
  %942 = select i1 %31, i32 %941, i32 0
  %943 = bitcast float %215 to i32
  %944 = select i1 %31, i32 %943, i32 0
  %945 = bitcast float %218 to i32
  %946 = select i1 %31, i32 %945, i32 0
  %947 = zext i1 %933 to i32
  %948 = zext i1 %934 to i32
  %949 = zext i1 %935 to i32
  %950 = zext i1 %937 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %938, i32 %940, i32 %942, i32 %944, i32 %946, ptr addrspace(1) %916, i32 %947, i32 %948, i32 %949, i32 %950) #5
  %951 = or disjoint i32 %456, 52
  %952 = add i32 %455, %951
  %953 = sext i32 %952 to i64
  %954 = getelementptr float, ptr addrspace(1) %2, i64 %953
  %955 = icmp slt i32 %951, %4
  %956 = and i1 %460, %955
  %957 = or disjoint i32 %456, 53
  %958 = icmp slt i32 %957, %4
  %959 = and i1 %460, %958
  %960 = or disjoint i32 %456, 54
  %961 = icmp slt i32 %960, %4
  %962 = and i1 %460, %961
  %963 = or disjoint i32 %456, 55
  %964 = icmp slt i32 %963, %4
  %965 = ptrtoint ptr addrspace(1) %954 to i64
  %966 = and i64 %965, 15
  %967 = icmp eq i64 %966, 0
  %968 = and i1 %956, %967
  %969 = and i1 %961, %968
  %970 = and i1 %964, %968
  %971 = xor i1 %956, %970
  %972 = xor i1 %959, %970
  %973 = xor i1 %962, %970
  %974 = xor i1 %460, %969
  %975 = and i1 %964, %974
  %976 = zext i1 %970 to i32
  %977 = bitcast float %221 to i32
  %978 = select i1 %31, i32 %977, i32 0
  %979 = bitcast float %224 to i32
  %980 = select i1 %31, i32 %979, i32 0
  %981 = bitcast float %227 to i32
  %982 = select i1 %31, i32 %981, i32 0
  %983 = bitcast float %230 to i32
  %984 = select i1 %31, i32 %983, i32 0
  %985 = zext i1 %971 to i32
  %986 = zext i1 %972 to i32
  %987 = zext i1 %973 to i32
  %988 = zext i1 %975 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %976, i32 %978, i32 %980, i32 %982, i32 %984, ptr addrspace(1) %954, i32 %985, i32 %986, i32 %987, i32 %988) #5
  %989 = or disjoint i32 %456, 56
  %990 = add i32 %455, %989
  %991 = sext i32 %990 to i64
  %992 = getelementptr float, ptr addrspace(1) %2, i64 %991
  %993 = icmp slt i32 %989, %4
  %994 = and i1 %460, %993
  %995 = or disjoint i32 %456, 57
  %996 = icmp slt i32 %995, %4
  %997 = and i1 %460, %996
  %998 = or disjoint i32 %456, 58
  %999 = icmp slt i32 %998, %4
  %1000 = and i1 %460, %999
  %1001 = or disjoint i32 %456, 59
  %1002 = icmp slt i32 %1001, %4
  %1003 = ptrtoint ptr addrspace(1) %992 to i64
  %1004 = and i64 %1003, 15
  %1005 = icmp eq i64 %1004, 0
  %1006 = and i1 %994, %1005
  %1007 = and i1 %999, %1006
  %1008 = and i1 %1002, %1006
  %1009 = xor i1 %994, %1008
  %1010 = xor i1 %997, %1008
  %1011 = xor i1 %1000, %1008
  %1012 = xor i1 %460, %1007
  %1013 = and i1 %1002, %1012
  %1014 = zext i1 %1008 to i32
  %1015 = bitcast float %233 to i32
  %1016 = select i1 %31, i32 %1015, i32 0
  %1017 = bitcast float %236 to i32
  %1018 = select i1 %31, i32 %1017, i32 0
  %1019 = bitcast float %239 to i32
  %1020 = select i1 %31, i32 %1019, i32 0
  %1021 = bitcast float %242 to i32
  %1022 = select i1 %31, i32 %1021, i32 0
  %1023 = zext i1 %1009 to i32
  %1024 = zext i1 %1010 to i32
  %1025 = zext i1 %1011 to i32
  %1026 = zext i1 %1013 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1014, i32 %1016, i32 %1018, i32 %1020, i32 %1022, ptr addrspace(1) %992, i32 %1023, i32 %1024, i32 %1025, i32 %1026) #5
  %1027 = or disjoint i32 %456, 60
  %1028 = add i32 %455, %1027
  %1029 = sext i32 %1028 to i64
  %1030 = getelementptr float, ptr addrspace(1) %2, i64 %1029
  %1031 = icmp slt i32 %1027, %4
  %1032 = and i1 %460, %1031
  %1033 = or disjoint i32 %456, 61
  %1034 = icmp slt i32 %1033, %4
  %1035 = and i1 %460, %1034
  %1036 = or disjoint i32 %456, 62
  %1037 = icmp slt i32 %1036, %4
  %1038 = and i1 %460, %1037
  %1039 = or disjoint i32 %456, 63
  %1040 = icmp slt i32 %1039, %4
  %1041 = ptrtoint ptr addrspace(1) %1030 to i64
  %1042 = and i64 %1041, 15
  %1043 = icmp eq i64 %1042, 0
  %1044 = and i1 %1032, %1043
  %1045 = and i1 %1037, %1044
  %1046 = and i1 %1040, %1044
  %1047 = xor i1 %1032, %1046
  %1048 = xor i1 %1035, %1046
  %1049 = xor i1 %1038, %1046
  %1050 = xor i1 %460, %1045
  %1051 = and i1 %1040, %1050
  %1052 = zext i1 %1046 to i32
  %1053 = bitcast float %245 to i32
  %1054 = select i1 %31, i32 %1053, i32 0
  %1055 = bitcast float %248 to i32
  %1056 = select i1 %31, i32 %1055, i32 0
  %1057 = bitcast float %251 to i32
  %1058 = select i1 %31, i32 %1057, i32 0
  %1059 = bitcast float %254 to i32
  %1060 = select i1 %31, i32 %1059, i32 0
  %1061 = zext i1 %1047 to i32
  %1062 = zext i1 %1048 to i32
  %1063 = zext i1 %1049 to i32
  %1064 = zext i1 %1051 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1052, i32 %1054, i32 %1056, i32 %1058, i32 %1060, ptr addrspace(1) %1030, i32 %1061, i32 %1062, i32 %1063, i32 %1064) #5
  %1065 = or disjoint i32 %456, 64
  %1066 = add i32 %455, %1065
  %1067 = sext i32 %1066 to i64
  %1068 = getelementptr float, ptr addrspace(1) %2, i64 %1067
  %1069 = icmp slt i32 %1065, %4
  %1070 = and i1 %460, %1069
  %1071 = or disjoint i32 %456, 65
  %1072 = icmp slt i32 %1071, %4
  %1073 = and i1 %460, %1072
  %1074 = or disjoint i32 %456, 66
  %1075 = icmp slt i32 %1074, %4
  %1076 = and i1 %460, %1075
  %1077 = or disjoint i32 %456, 67
  %1078 = icmp slt i32 %1077, %4
  %1079 = ptrtoint ptr addrspace(1) %1068 to i64
  %1080 = and i64 %1079, 15
  %1081 = icmp eq i64 %1080, 0
  %1082 = and i1 %1070, %1081
  %1083 = and i1 %1075, %1082
  %1084 = and i1 %1078, %1082
  %1085 = xor i1 %1070, %1084
  %1086 = xor i1 %1073, %1084
  %1087 = xor i1 %1076, %1084
  %1088 = xor i1 %460, %1083
  %1089 = and i1 %1078, %1088
  %1090 = zext i1 %1084 to i32
  %1091 = bitcast float %259 to i32
  %1092 = select i1 %31, i32 %1091, i32 0
  %1093 = bitcast float %262 to i32
  %1094 = select i1 %31, i32 %1093, i32 0
  %1095 = bitcast float %265 to i32
  %1096 = select i1 %31, i32 %1095, i32 0
  %1097 = bitcast float %268 to i32
  %1098 = select i1 %31, i32 %1097, i32 0
  %1099 = zext i1 %1085 to i32
  %1100 = zext i1 %1086 to i32
  %1101 = zext i1 %1087 to i32
  %1102 = zext i1 %1089 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1090, i32 %1092, i32 %1094, i32 %1096, i32 %1098, ptr addrspace(1) %1068, i32 %1099, i32 %1100, i32 %1101, i32 %1102) #5
  %1103 = or disjoint i32 %456, 68
  %1104 = add i32 %455, %1103
  %1105 = sext i32 %1104 to i64
  %1106 = getelementptr float, ptr addrspace(1) %2, i64 %1105
  %1107 = icmp slt i32 %1103, %4
  %1108 = and i1 %460, %1107
  %1109 = or disjoint i32 %456, 69
  %1110 = icmp slt i32 %1109, %4
  %1111 = and i1 %460, %1110
  %1112 = or disjoint i32 %456, 70
  %1113 = icmp slt i32 %1112, %4
  %1114 = and i1 %460, %1113
  %1115 = or disjoint i32 %456, 71
  %1116 = icmp slt i32 %1115, %4
  %1117 = ptrtoint ptr addrspace(1) %1106 to i64
  %1118 = and i64 %1117, 15
  %1119 = icmp eq i64 %1118, 0
  %1120 = and i1 %1108, %1119
  %1121 = and i1 %1113, %1120
  %1122 = and i1 %1116, %1120
  %1123 = xor i1 %1108, %1122
  %1124 = xor i1 %1111, %1122
  %1125 = xor i1 %1114, %1122
  %1126 = xor i1 %460, %1121
  %1127 = and i1 %1116, %1126
  %1128 = zext i1 %1122 to i32
  %1129 = bitcast float %271 to i32
  %1130 = select i1 %31, i32 %1129, i32 0
  %1131 = bitcast float %274 to i32
  %1132 = select i1 %31, i32 %1131, i32 0
  %1133 = bitcast float %277 to i32
  %1134 = select i1 %31, i32 %1133, i32 0
  %1135 = bitcast float %280 to i32
  %1136 = select i1 %31, i32 %1135, i32 0
  %1137 = zext i1 %1123 to i32
  %1138 = zext i1 %1124 to i32
  %1139 = zext i1 %1125 to i32
  %1140 = zext i1 %1127 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1128, i32 %1130, i32 %1132, i32 %1134, i32 %1136, ptr addrspace(1) %1106, i32 %1137, i32 %1138, i32 %1139, i32 %1140) #5
  %1141 = or disjoint i32 %456, 72
  %1142 = add i32 %455, %1141
  %1143 = sext i32 %1142 to i64
  %1144 = getelementptr float, ptr addrspace(1) %2, i64 %1143
  %1145 = icmp slt i32 %1141, %4
  %1146 = and i1 %460, %1145
  %1147 = or disjoint i32 %456, 73
  %1148 = icmp slt i32 %1147, %4
  %1149 = and i1 %460, %1148
  %1150 = or disjoint i32 %456, 74
  %1151 = icmp slt i32 %1150, %4
  %1152 = and i1 %460, %1151
  %1153 = or disjoint i32 %456, 75
  %1154 = icmp slt i32 %1153, %4
  %1155 = ptrtoint ptr addrspace(1) %1144 to i64
  %1156 = and i64 %1155, 15
  %1157 = icmp eq i64 %1156, 0
  %1158 = and i1 %1146, %1157
  %1159 = and i1 %1151, %1158
  %1160 = and i1 %1154, %1158
  %1161 = xor i1 %1146, %1160
  %1162 = xor i1 %1149, %1160
  %1163 = xor i1 %1152, %1160
  %1164 = xor i1 %460, %1159
  %1165 = and i1 %1154, %1164
  %1166 = zext i1 %1160 to i32
  %1167 = bitcast float %283 to i32
  %1168 = select i1 %31, i32 %1167, i32 0
  %1169 = bitcast float %286 to i32
  %1170 = select i1 %31, i32 %1169, i32 0
  %1171 = bitcast float %289 to i32
  %1172 = select i1 %31, i32 %1171, i32 0
  %1173 = bitcast float %292 to i32
  %1174 = select i1 %31, i32 %1173, i32 0
  %1175 = zext i1 %1161 to i32
  %1176 = zext i1 %1162 to i32
  %1177 = zext i1 %1163 to i32
  %1178 = zext i1 %1165 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1166, i32 %1168, i32 %1170, i32 %1172, i32 %1174, ptr addrspace(1) %1144, i32 %1175, i32 %1176, i32 %1177, i32 %1178) #5
  %1179 = or disjoint i32 %456, 76
  %1180 = add i32 %455, %1179
  %1181 = sext i32 %1180 to i64
  %1182 = getelementptr float, ptr addrspace(1) %2, i64 %1181
  %1183 = icmp slt i32 %1179, %4
  %1184 = and i1 %460, %1183
  %1185 = or disjoint i32 %456, 77
  %1186 = icmp slt i32 %1185, %4
  %1187 = and i1 %460, %1186
  %1188 = or disjoint i32 %456, 78
  %1189 = icmp slt i32 %1188, %4
  %1190 = and i1 %460, %1189
  %1191 = or disjoint i32 %456, 79
  %1192 = icmp slt i32 %1191, %4
  %1193 = ptrtoint ptr addrspace(1) %1182 to i64
  %1194 = and i64 %1193, 15
  %1195 = icmp eq i64 %1194, 0
  %1196 = and i1 %1184, %1195
  %1197 = and i1 %1189, %1196
  %1198 = and i1 %1192, %1196
  %1199 = xor i1 %1184, %1198
  %1200 = xor i1 %1187, %1198
  %1201 = xor i1 %1190, %1198
  %1202 = xor i1 %460, %1197
  %1203 = and i1 %1192, %1202
  %1204 = zext i1 %1198 to i32
  %1205 = bitcast float %295 to i32
  %1206 = select i1 %31, i32 %1205, i32 0
  %1207 = bitcast float %298 to i32
  %1208 = select i1 %31, i32 %1207, i32 0
  %1209 = bitcast float %301 to i32
  %1210 = select i1 %31, i32 %1209, i32 0
  %1211 = bitcast float %304 to i32
  %1212 = select i1 %31, i32 %1211, i32 0
  %1213 = zext i1 %1199 to i32
  %1214 = zext i1 %1200 to i32
  %1215 = zext i1 %1201 to i32
  %1216 = zext i1 %1203 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1204, i32 %1206, i32 %1208, i32 %1210, i32 %1212, ptr addrspace(1) %1182, i32 %1213, i32 %1214, i32 %1215, i32 %1216) #5
  %1217 = or disjoint i32 %456, 80
  %1218 = add i32 %455, %1217
  %1219 = sext i32 %1218 to i64
  %1220 = getelementptr float, ptr addrspace(1) %2, i64 %1219
  %1221 = icmp slt i32 %1217, %4
  %1222 = and i1 %460, %1221
  %1223 = or disjoint i32 %456, 81
  %1224 = icmp slt i32 %1223, %4
  %1225 = and i1 %460, %1224
  %1226 = or disjoint i32 %456, 82
  %1227 = icmp slt i32 %1226, %4
  %1228 = and i1 %460, %1227
  %1229 = or disjoint i32 %456, 83
  %1230 = icmp slt i32 %1229, %4
  %1231 = ptrtoint ptr addrspace(1) %1220 to i64
  %1232 = and i64 %1231, 15
  %1233 = icmp eq i64 %1232, 0
  %1234 = and i1 %1222, %1233
  %1235 = and i1 %1227, %1234
  %1236 = and i1 %1230, %1234
  %1237 = xor i1 %1222, %1236
  %1238 = xor i1 %1225, %1236
  %1239 = xor i1 %1228, %1236
  %1240 = xor i1 %460, %1235
  %1241 = and i1 %1230, %1240
  %1242 = zext i1 %1236 to i32
  %1243 = bitcast float %307 to i32
  %1244 = select i1 %31, i32 %1243, i32 0
  %1245 = bitcast float %310 to i32
  %1246 = select i1 %31, i32 %1245, i32 0
  %1247 = bitcast float %313 to i32
  %1248 = select i1 %31, i32 %1247, i32 0
  %1249 = bitcast float %316 to i32
  %1250 = select i1 %31, i32 %1249, i32 0
  %1251 = zext i1 %1237 to i32
  %1252 = zext i1 %1238 to i32
  %1253 = zext i1 %1239 to i32
  %1254 = zext i1 %1241 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1242, i32 %1244, i32 %1246, i32 %1248, i32 %1250, ptr addrspace(1) %1220, i32 %1251, i32 %1252, i32 %1253, i32 %1254) #5
  %1255 = or disjoint i32 %456, 84
  %1256 = add i32 %455, %1255
  %1257 = sext i32 %1256 to i64
  %1258 = getelementptr float, ptr addrspace(1) %2, i64 %1257
  %1259 = icmp slt i32 %1255, %4
  %1260 = and i1 %460, %1259
  %1261 = or disjoint i32 %456, 85
  %1262 = icmp slt i32 %1261, %4
  %1263 = and i1 %460, %1262
  %1264 = or disjoint i32 %456, 86
  %1265 = icmp slt i32 %1264, %4
  %1266 = and i1 %460, %1265
  %1267 = or disjoint i32 %456, 87
  %1268 = icmp slt i32 %1267, %4
  %1269 = ptrtoint ptr addrspace(1) %1258 to i64
  %1270 = and i64 %1269, 15
  %1271 = icmp eq i64 %1270, 0
  %1272 = and i1 %1260, %1271
  %1273 = and i1 %1265, %1272
  %1274 = and i1 %1268, %1272
  %1275 = xor i1 %1260, %1274
  %1276 = xor i1 %1263, %1274
  %1277 = xor i1 %1266, %1274
  %1278 = xor i1 %460, %1273
  %1279 = and i1 %1268, %1278
  %1280 = zext i1 %1274 to i32
  %1281 = bitcast float %319 to i32
  %1282 = select i1 %31, i32 %1281, i32 0
  %1283 = bitcast float %322 to i32
  %1284 = select i1 %31, i32 %1283, i32 0
  %1285 = bitcast float %325 to i32
  %1286 = select i1 %31, i32 %1285, i32 0
  %1287 = bitcast float %328 to i32
  %1288 = select i1 %31, i32 %1287, i32 0
  %1289 = zext i1 %1275 to i32
  %1290 = zext i1 %1276 to i32
  %1291 = zext i1 %1277 to i32
  %1292 = zext i1 %1279 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1280, i32 %1282, i32 %1284, i32 %1286, i32 %1288, ptr addrspace(1) %1258, i32 %1289, i32 %1290, i32 %1291, i32 %1292) #5
  %1293 = or disjoint i32 %456, 88
  %1294 = add i32 %455, %1293
  %1295 = sext i32 %1294 to i64
  %1296 = getelementptr float, ptr addrspace(1) %2, i64 %1295
  %1297 = icmp slt i32 %1293, %4
  %1298 = and i1 %460, %1297
  %1299 = or disjoint i32 %456, 89
  %1300 = icmp slt i32 %1299, %4
  %1301 = and i1 %460, %1300
  %1302 = or disjoint i32 %456, 90
  %1303 = icmp slt i32 %1302, %4
  %1304 = and i1 %460, %1303
  %1305 = or disjoint i32 %456, 91
  %1306 = icmp slt i32 %1305, %4
  %1307 = ptrtoint ptr addrspace(1) %1296 to i64
  %1308 = and i64 %1307, 15
  %1309 = icmp eq i64 %1308, 0
  %1310 = and i1 %1298, %1309
  %1311 = and i1 %1303, %1310
  %1312 = and i1 %1306, %1310
  %1313 = xor i1 %1298, %1312
  %1314 = xor i1 %1301, %1312
  %1315 = xor i1 %1304, %1312
  %1316 = xor i1 %460, %1311
  %1317 = and i1 %1306, %1316
  %1318 = zext i1 %1312 to i32
  %1319 = bitcast float %331 to i32
  %1320 = select i1 %31, i32 %1319, i32 0
  %1321 = bitcast float %334 to i32
  %1322 = select i1 %31, i32 %1321, i32 0
  %1323 = bitcast float %337 to i32
  %1324 = select i1 %31, i32 %1323, i32 0
  %1325 = bitcast float %340 to i32
  %1326 = select i1 %31, i32 %1325, i32 0
  %1327 = zext i1 %1313 to i32
  %1328 = zext i1 %1314 to i32
  %1329 = zext i1 %1315 to i32
  %1330 = zext i1 %1317 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1318, i32 %1320, i32 %1322, i32 %1324, i32 %1326, ptr addrspace(1) %1296, i32 %1327, i32 %1328, i32 %1329, i32 %1330) #5
  %1331 = or disjoint i32 %456, 92
  %1332 = add i32 %455, %1331
  %1333 = sext i32 %1332 to i64
  %1334 = getelementptr float, ptr addrspace(1) %2, i64 %1333
  %1335 = icmp slt i32 %1331, %4
  %1336 = and i1 %460, %1335
  %1337 = or disjoint i32 %456, 93
  %1338 = icmp slt i32 %1337, %4
  %1339 = and i1 %460, %1338
  %1340 = or disjoint i32 %456, 94
  %1341 = icmp slt i32 %1340, %4
  %1342 = and i1 %460, %1341
  %1343 = or disjoint i32 %456, 95
  %1344 = icmp slt i32 %1343, %4
  %1345 = ptrtoint ptr addrspace(1) %1334 to i64
  %1346 = and i64 %1345, 15
  %1347 = icmp eq i64 %1346, 0
  %1348 = and i1 %1336, %1347
  %1349 = and i1 %1341, %1348
  %1350 = and i1 %1344, %1348
  %1351 = xor i1 %1336, %1350
  %1352 = xor i1 %1339, %1350
  %1353 = xor i1 %1342, %1350
  %1354 = xor i1 %460, %1349
  %1355 = and i1 %1344, %1354
  %1356 = zext i1 %1350 to i32
  %1357 = bitcast float %343 to i32
  %1358 = select i1 %31, i32 %1357, i32 0
  %1359 = bitcast float %346 to i32
  %1360 = select i1 %31, i32 %1359, i32 0
  %1361 = bitcast float %349 to i32
  %1362 = select i1 %31, i32 %1361, i32 0
  %1363 = bitcast float %352 to i32
  %1364 = select i1 %31, i32 %1363, i32 0
  %1365 = zext i1 %1351 to i32
  %1366 = zext i1 %1352 to i32
  %1367 = zext i1 %1353 to i32
  %1368 = zext i1 %1355 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1356, i32 %1358, i32 %1360, i32 %1362, i32 %1364, ptr addrspace(1) %1334, i32 %1365, i32 %1366, i32 %1367, i32 %1368) #5
  %1369 = or disjoint i32 %456, 96
  %1370 = add i32 %455, %1369
  %1371 = sext i32 %1370 to i64
  %1372 = getelementptr float, ptr addrspace(1) %2, i64 %1371
  %1373 = icmp slt i32 %1369, %4
  %1374 = and i1 %460, %1373
  %1375 = or disjoint i32 %456, 97
  %1376 = icmp slt i32 %1375, %4
  %1377 = and i1 %460, %1376
  %1378 = or disjoint i32 %456, 98
  %1379 = icmp slt i32 %1378, %4
  %1380 = and i1 %460, %1379
  %1381 = or disjoint i32 %456, 99
  %1382 = icmp slt i32 %1381, %4
  %1383 = ptrtoint ptr addrspace(1) %1372 to i64
  %1384 = and i64 %1383, 15
  %1385 = icmp eq i64 %1384, 0
  %1386 = and i1 %1374, %1385
  %1387 = and i1 %1379, %1386
  %1388 = and i1 %1382, %1386
  %1389 = xor i1 %1374, %1388
  %1390 = xor i1 %1377, %1388
  %1391 = xor i1 %1380, %1388
  %1392 = xor i1 %460, %1387
  %1393 = and i1 %1382, %1392
  %1394 = zext i1 %1388 to i32
  %1395 = bitcast float %357 to i32
  %1396 = select i1 %31, i32 %1395, i32 0
  %1397 = bitcast float %360 to i32
  %1398 = select i1 %31, i32 %1397, i32 0
  %1399 = bitcast float %363 to i32
  %1400 = select i1 %31, i32 %1399, i32 0
  %1401 = bitcast float %366 to i32
  %1402 = select i1 %31, i32 %1401, i32 0
  %1403 = zext i1 %1389 to i32
  %1404 = zext i1 %1390 to i32
  %1405 = zext i1 %1391 to i32
  %1406 = zext i1 %1393 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1394, i32 %1396, i32 %1398, i32 %1400, i32 %1402, ptr addrspace(1) %1372, i32 %1403, i32 %1404, i32 %1405, i32 %1406) #5
  %1407 = or disjoint i32 %456, 100
  %1408 = add i32 %455, %1407
  %1409 = sext i32 %1408 to i64
  %1410 = getelementptr float, ptr addrspace(1) %2, i64 %1409
  %1411 = icmp slt i32 %1407, %4
  %1412 = and i1 %460, %1411
  %1413 = or disjoint i32 %456, 101
  %1414 = icmp slt i32 %1413, %4
  %1415 = and i1 %460, %1414
  %1416 = or disjoint i32 %456, 102
  %1417 = icmp slt i32 %1416, %4
  %1418 = and i1 %460, %1417
  %1419 = or disjoint i32 %456, 103
  %1420 = icmp slt i32 %1419, %4
  %1421 = ptrtoint ptr addrspace(1) %1410 to i64
  %1422 = and i64 %1421, 15
  %1423 = icmp eq i64 %1422, 0
  %1424 = and i1 %1412, %1423
  %1425 = and i1 %1417, %1424
  %1426 = and i1 %1420, %1424
  %1427 = xor i1 %1412, %1426
  %1428 = xor i1 %1415, %1426
  %1429 = xor i1 %1418, %1426
  %1430 = xor i1 %460, %1425
  %1431 = and i1 %1420, %1430
  %1432 = zext i1 %1426 to i32
  %1433 = bitcast float %369 to i32
  %1434 = select i1 %31, i32 %1433, i32 0
  %1435 = bitcast float %372 to i32
  %1436 = select i1 %31, i32 %1435, i32 0
  %1437 = bitcast float %375 to i32
  %1438 = select i1 %31, i32 %1437, i32 0
  %1439 = bitcast float %378 to i32
  %1440 = select i1 %31, i32 %1439, i32 0
  %1441 = zext i1 %1427 to i32
  %1442 = zext i1 %1428 to i32
  %1443 = zext i1 %1429 to i32
  %1444 = zext i1 %1431 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1432, i32 %1434, i32 %1436, i32 %1438, i32 %1440, ptr addrspace(1) %1410, i32 %1441, i32 %1442, i32 %1443, i32 %1444) #5
  %1445 = or disjoint i32 %456, 104
  %1446 = add i32 %455, %1445
  %1447 = sext i32 %1446 to i64
  %1448 = getelementptr float, ptr addrspace(1) %2, i64 %1447
  %1449 = icmp slt i32 %1445, %4
  %1450 = and i1 %460, %1449
  %1451 = or disjoint i32 %456, 105
  %1452 = icmp slt i32 %1451, %4
  %1453 = and i1 %460, %1452
  %1454 = or disjoint i32 %456, 106
  %1455 = icmp slt i32 %1454, %4
  %1456 = and i1 %460, %1455
  %1457 = or disjoint i32 %456, 107
  %1458 = icmp slt i32 %1457, %4
  %1459 = ptrtoint ptr addrspace(1) %1448 to i64
  %1460 = and i64 %1459, 15
  %1461 = icmp eq i64 %1460, 0
  %1462 = and i1 %1450, %1461
  %1463 = and i1 %1455, %1462
  %1464 = and i1 %1458, %1462
  %1465 = xor i1 %1450, %1464
  %1466 = xor i1 %1453, %1464
  %1467 = xor i1 %1456, %1464
  %1468 = xor i1 %460, %1463
  %1469 = and i1 %1458, %1468
  %1470 = zext i1 %1464 to i32
  %1471 = bitcast float %381 to i32
  %1472 = select i1 %31, i32 %1471, i32 0
  %1473 = bitcast float %384 to i32
  %1474 = select i1 %31, i32 %1473, i32 0
  %1475 = bitcast float %387 to i32
  %1476 = select i1 %31, i32 %1475, i32 0
  %1477 = bitcast float %390 to i32
  %1478 = select i1 %31, i32 %1477, i32 0
  %1479 = zext i1 %1465 to i32
  %1480 = zext i1 %1466 to i32
  %1481 = zext i1 %1467 to i32
  %1482 = zext i1 %1469 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1470, i32 %1472, i32 %1474, i32 %1476, i32 %1478, ptr addrspace(1) %1448, i32 %1479, i32 %1480, i32 %1481, i32 %1482) #5
  %1483 = or disjoint i32 %456, 108
  %1484 = add i32 %455, %1483
  %1485 = sext i32 %1484 to i64
  %1486 = getelementptr float, ptr addrspace(1) %2, i64 %1485
  %1487 = icmp slt i32 %1483, %4
  %1488 = and i1 %460, %1487
  %1489 = or disjoint i32 %456, 109
  %1490 = icmp slt i32 %1489, %4
  %1491 = and i1 %460, %1490
  %1492 = or disjoint i32 %456, 110
  %1493 = icmp slt i32 %1492, %4
  %1494 = and i1 %460, %1493
  %1495 = or disjoint i32 %456, 111
  %1496 = icmp slt i32 %1495, %4
  %1497 = ptrtoint ptr addrspace(1) %1486 to i64
  %1498 = and i64 %1497, 15
  %1499 = icmp eq i64 %1498, 0
  %1500 = and i1 %1488, %1499
  %1501 = and i1 %1493, %1500
  %1502 = and i1 %1496, %1500
  %1503 = xor i1 %1488, %1502
  %1504 = xor i1 %1491, %1502
  %1505 = xor i1 %1494, %1502
  %1506 = xor i1 %460, %1501
  %1507 = and i1 %1496, %1506
  %1508 = zext i1 %1502 to i32
  %1509 = bitcast float %393 to i32
  %1510 = select i1 %31, i32 %1509, i32 0
  %1511 = bitcast float %396 to i32
  %1512 = select i1 %31, i32 %1511, i32 0
  %1513 = bitcast float %399 to i32
  %1514 = select i1 %31, i32 %1513, i32 0
  %1515 = bitcast float %402 to i32
  %1516 = select i1 %31, i32 %1515, i32 0
  %1517 = zext i1 %1503 to i32
  %1518 = zext i1 %1504 to i32
  %1519 = zext i1 %1505 to i32
  %1520 = zext i1 %1507 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1508, i32 %1510, i32 %1512, i32 %1514, i32 %1516, ptr addrspace(1) %1486, i32 %1517, i32 %1518, i32 %1519, i32 %1520) #5
  %1521 = or disjoint i32 %456, 112
  %1522 = add i32 %455, %1521
  %1523 = sext i32 %1522 to i64
  %1524 = getelementptr float, ptr addrspace(1) %2, i64 %1523
  %1525 = icmp slt i32 %1521, %4
  %1526 = and i1 %460, %1525
  %1527 = or disjoint i32 %456, 113
  %1528 = icmp slt i32 %1527, %4
  %1529 = and i1 %460, %1528
  %1530 = or disjoint i32 %456, 114
  %1531 = icmp slt i32 %1530, %4
  %1532 = and i1 %460, %1531
  %1533 = or disjoint i32 %456, 115
  %1534 = icmp slt i32 %1533, %4
  %1535 = ptrtoint ptr addrspace(1) %1524 to i64
  %1536 = and i64 %1535, 15
  %1537 = icmp eq i64 %1536, 0
  %1538 = and i1 %1526, %1537
  %1539 = and i1 %1531, %1538
  %1540 = and i1 %1534, %1538
  %1541 = xor i1 %1526, %1540
  %1542 = xor i1 %1529, %1540
  %1543 = xor i1 %1532, %1540
  %1544 = xor i1 %460, %1539
  %1545 = and i1 %1534, %1544
  %1546 = zext i1 %1540 to i32
  %1547 = bitcast float %405 to i32
  %1548 = select i1 %31, i32 %1547, i32 0
  %1549 = bitcast float %408 to i32
  %1550 = select i1 %31, i32 %1549, i32 0
  %1551 = bitcast float %411 to i32
  %1552 = select i1 %31, i32 %1551, i32 0
  %1553 = bitcast float %414 to i32
  %1554 = select i1 %31, i32 %1553, i32 0
  %1555 = zext i1 %1541 to i32
  %1556 = zext i1 %1542 to i32
  %1557 = zext i1 %1543 to i32
  %1558 = zext i1 %1545 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1546, i32 %1548, i32 %1550, i32 %1552, i32 %1554, ptr addrspace(1) %1524, i32 %1555, i32 %1556, i32 %1557, i32 %1558) #5
  %1559 = or disjoint i32 %456, 116
  %1560 = add i32 %455, %1559
  %1561 = sext i32 %1560 to i64
  %1562 = getelementptr float, ptr addrspace(1) %2, i64 %1561
  %1563 = icmp slt i32 %1559, %4
  %1564 = and i1 %460, %1563
  %1565 = or disjoint i32 %456, 117
  %1566 = icmp slt i32 %1565, %4
  %1567 = and i1 %460, %1566
  %1568 = or disjoint i32 %456, 118
  %1569 = icmp slt i32 %1568, %4
  %1570 = and i1 %460, %1569
  %1571 = or disjoint i32 %456, 119
  %1572 = icmp slt i32 %1571, %4
  %1573 = ptrtoint ptr addrspace(1) %1562 to i64
  %1574 = and i64 %1573, 15
  %1575 = icmp eq i64 %1574, 0
  %1576 = and i1 %1564, %1575
  %1577 = and i1 %1569, %1576
  %1578 = and i1 %1572, %1576
  %1579 = xor i1 %1564, %1578
  %1580 = xor i1 %1567, %1578
  %1581 = xor i1 %1570, %1578
  %1582 = xor i1 %460, %1577
  %1583 = and i1 %1572, %1582
  %1584 = zext i1 %1578 to i32
  %1585 = bitcast float %417 to i32
  %1586 = select i1 %31, i32 %1585, i32 0
  %1587 = bitcast float %420 to i32
  %1588 = select i1 %31, i32 %1587, i32 0
  %1589 = bitcast float %423 to i32
  %1590 = select i1 %31, i32 %1589, i32 0
  %1591 = bitcast float %426 to i32
  %1592 = select i1 %31, i32 %1591, i32 0
  %1593 = zext i1 %1579 to i32
  %1594 = zext i1 %1580 to i32
  %1595 = zext i1 %1581 to i32
  %1596 = zext i1 %1583 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1584, i32 %1586, i32 %1588, i32 %1590, i32 %1592, ptr addrspace(1) %1562, i32 %1593, i32 %1594, i32 %1595, i32 %1596) #5
  %1597 = or disjoint i32 %456, 120
  %1598 = add i32 %455, %1597
  %1599 = sext i32 %1598 to i64
  %1600 = getelementptr float, ptr addrspace(1) %2, i64 %1599
  %1601 = icmp slt i32 %1597, %4
  %1602 = and i1 %460, %1601
  %1603 = or disjoint i32 %456, 121
  %1604 = icmp slt i32 %1603, %4
  %1605 = and i1 %460, %1604
  %1606 = or disjoint i32 %456, 122
  %1607 = icmp slt i32 %1606, %4
  %1608 = and i1 %460, %1607
  %1609 = or disjoint i32 %456, 123
  %1610 = icmp slt i32 %1609, %4
  %1611 = ptrtoint ptr addrspace(1) %1600 to i64
  %1612 = and i64 %1611, 15
  %1613 = icmp eq i64 %1612, 0
  %1614 = and i1 %1602, %1613
  %1615 = and i1 %1607, %1614
  %1616 = and i1 %1610, %1614
  %1617 = xor i1 %1602, %1616
  %1618 = xor i1 %1605, %1616
  %1619 = xor i1 %1608, %1616
  %1620 = xor i1 %460, %1615
  %1621 = and i1 %1610, %1620
  %1622 = zext i1 %1616 to i32
  %1623 = bitcast float %429 to i32
  %1624 = select i1 %31, i32 %1623, i32 0
  %1625 = bitcast float %432 to i32
  %1626 = select i1 %31, i32 %1625, i32 0
  %1627 = bitcast float %435 to i32
  %1628 = select i1 %31, i32 %1627, i32 0
  %1629 = bitcast float %438 to i32
  %1630 = select i1 %31, i32 %1629, i32 0
  %1631 = zext i1 %1617 to i32
  %1632 = zext i1 %1618 to i32
  %1633 = zext i1 %1619 to i32
  %1634 = zext i1 %1621 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1622, i32 %1624, i32 %1626, i32 %1628, i32 %1630, ptr addrspace(1) %1600, i32 %1631, i32 %1632, i32 %1633, i32 %1634) #5
  %1635 = or disjoint i32 %456, 124
  %1636 = add i32 %455, %1635
  %1637 = sext i32 %1636 to i64
  %1638 = getelementptr float, ptr addrspace(1) %2, i64 %1637
  %1639 = icmp slt i32 %1635, %4
  %1640 = and i1 %460, %1639
  %1641 = or disjoint i32 %456, 125
  %1642 = icmp slt i32 %1641, %4
  %1643 = and i1 %460, %1642
  %1644 = or disjoint i32 %456, 126
  %1645 = icmp slt i32 %1644, %4
  %1646 = and i1 %460, %1645
  %.reass41 = or disjoint i32 %57, %invariant.op
  %1647 = icmp slt i32 %.reass41, %4
  %1648 = ptrtoint ptr addrspace(1) %1638 to i64
  %1649 = and i64 %1648, 15
  %1650 = icmp eq i64 %1649, 0
  %1651 = and i1 %1640, %1650
  %1652 = and i1 %1645, %1651
  %1653 = and i1 %1647, %1652
  %1654 = xor i1 %1640, %1653
  %1655 = xor i1 %1643, %1653
  %1656 = xor i1 %1646, %1653
  %1657 = xor i1 %460, %1652
  %1658 = and i1 %1647, %1657
  %1659 = zext i1 %1653 to i32
  %1660 = bitcast float %441 to i32
  %1661 = select i1 %31, i32 %1660, i32 0
  %1662 = bitcast float %444 to i32
  %1663 = select i1 %31, i32 %1662, i32 0
  %1664 = bitcast float %447 to i32
  %1665 = select i1 %31, i32 %1664, i32 0
  %1666 = bitcast float %450 to i32
  %1667 = select i1 %31, i32 %1666, i32 0
  %1668 = zext i1 %1654 to i32
  %1669 = zext i1 %1655 to i32
  %1670 = zext i1 %1656 to i32
  %1671 = zext i1 %1658 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1659, i32 %1661, i32 %1663, i32 %1665, i32 %1667, ptr addrspace(1) %1638, i32 %1668, i32 %1669, i32 %1670, i32 %1671) #5
  %1672 = add i32 %37, 1
  %1673 = add i32 %38, %14
  %1674 = icmp slt i32 %1673, %12
  br i1 %1674, label %36, label %.loopexit

1675:                                             ; preds = %21
  switch i32 %7, label %._crit_edge13 [
    i32 256, label %.preheader11
    i32 288, label %1758
  ]

.preheader11:                                     ; preds = %1675
  %1676 = icmp slt i32 %13, %12
  br i1 %1676, label %.lr.ph12, label %._crit_edge13

.lr.ph12:                                         ; preds = %.preheader11
  %1677 = shl nuw nsw i32 %11, 3
  %1678 = tail call i32 @llvm.smax.i32(i32 %.fr51, i32 0)
  %1679 = add nuw i32 %1678, 63
  %1680 = sdiv i32 %1679, 64
  %1681 = icmp sgt i32 %1679, 63
  %1682 = ptrtoint ptr %0 to i64
  %1683 = ptrtoint ptr %1 to i64
  %.off = add nsw i32 %1678, -1
  %1684 = icmp ult i32 %.off, 64
  %1685 = and i32 %1680, 33554430
  %unroll_iter = zext nneg i32 %1685 to i64
  %1686 = and i32 %1680, 1
  %lcmp.mod48.not = icmp eq i32 %1686, 0
  %1687 = and i32 %1680, 1
  %lcmp.mod49 = icmp ne i32 %1687, 0
  br label %1688

1688:                                             ; preds = %.lr.ph12, %._crit_edge
  %1689 = phi i32 [ 0, %.lr.ph12 ], [ %1755, %._crit_edge ]
  %1690 = phi i32 [ %13, %.lr.ph12 ], [ %1756, %._crit_edge ]
  %.frozen58 = freeze i32 %1690
  %.frozen59 = freeze i32 %1677
  %1691 = udiv i32 %.frozen58, %.frozen59
  %1692 = shl i32 %1691, 3
  %1693 = sub i32 %9, %1692
  %1694 = call i32 @llvm.umin.i32(i32 %1693, i32 8)
  %1695 = mul i32 %1691, %.frozen59
  %.decomposed60 = sub i32 %.frozen58, %1695
  %.frozen61 = freeze i32 %1694
  %1696 = udiv i32 %.decomposed60, %.frozen61
  %1697 = mul i32 %1696, %.frozen61
  %.decomposed62 = sub i32 %.decomposed60, %1697
  %1698 = add nuw i32 %.decomposed62, %1692
  %1699 = shl i32 %1698, 7
  %1700 = shl i32 %1696, 8
  br i1 %1681, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %1688
  br i1 %1684, label %.lr.ph.epil.preheader, label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader, %.loopexit10.1
  %1701 = phi i64 [ %1737, %.loopexit10.1 ], [ 0, %.lr.ph.preheader ]
  %niter = phi i64 [ %niter.next.1, %.loopexit10.1 ], [ 0, %.lr.ph.preheader ]
  %1702 = trunc i64 %1701 to i32
  %1703 = add i32 %1689, %1702
  %1704 = and i32 %1703, 3
  %1705 = icmp sgt i32 %1703, 3
  %1706 = shl nuw nsw i32 %1704, 3
  br i1 %1705, label %1707, label %.loopexit10

1707:                                             ; preds = %.lr.ph
  %.reass = or disjoint i32 %1706, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196640)
  %1708 = lshr i32 %1703, 2
  %1709 = and i32 %1708, 1
  %1710 = xor i32 %1709, 1
  br label %1711

1711:                                             ; preds = %1711, %1707
  %1712 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %.reass, i32 %1710) #5
  %1713 = icmp eq i32 %1712, 0
  br i1 %1713, label %1711, label %.loopexit10

.loopexit10:                                      ; preds = %1711, %.lr.ph
  %1714 = mul nuw nsw i32 %1704, 49152
  %1715 = add i32 %1714, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32)
  %1716 = add i32 %1714, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 16384)
  %1717 = or disjoint i32 %1706, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196608)
  %1718 = shl i32 %1702, 6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %1717, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %1715, i64 %1682, i32 %1718, i32 %1699, i32 %1717) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %1716, i64 %1683, i32 %1718, i32 %1700, i32 %1717) #5
  %1719 = trunc i64 %1701 to i32
  %1720 = or disjoint i32 %1719, 1
  %1721 = add i32 %1689, %1720
  %1722 = and i32 %1721, 3
  %1723 = icmp sgt i32 %1721, 3
  %1724 = shl nuw nsw i32 %1722, 3
  br i1 %1723, label %1725, label %.loopexit10.1

1725:                                             ; preds = %.loopexit10
  %.reass.1 = or disjoint i32 %1724, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196640)
  %1726 = lshr i32 %1721, 2
  %1727 = and i32 %1726, 1
  %1728 = xor i32 %1727, 1
  br label %1729

1729:                                             ; preds = %1729, %1725
  %1730 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %.reass.1, i32 %1728) #5
  %1731 = icmp eq i32 %1730, 0
  br i1 %1731, label %1729, label %.loopexit10.1

.loopexit10.1:                                    ; preds = %1729, %.loopexit10
  %1732 = mul nuw nsw i32 %1722, 49152
  %1733 = add i32 %1732, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32)
  %1734 = add i32 %1732, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 16384)
  %1735 = or disjoint i32 %1724, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196608)
  %1736 = shl i32 %1720, 6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %1735, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %1733, i64 %1682, i32 %1736, i32 %1699, i32 %1735) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %1734, i64 %1683, i32 %1736, i32 %1700, i32 %1735) #5
  %1737 = add nuw nsw i64 %1701, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph

._crit_edge.loopexit.unr-lcssa:                   ; preds = %.loopexit10.1
  br i1 %lcmp.mod48.not, label %._crit_edge, label %.lr.ph.epil.preheader

.lr.ph.epil.preheader:                            ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph.preheader
  %.epil.init = phi i64 [ 0, %.lr.ph.preheader ], [ %1737, %._crit_edge.loopexit.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod49)
  %1738 = trunc i64 %.epil.init to i32
  %1739 = add i32 %1689, %1738
  %1740 = and i32 %1739, 3
  %1741 = icmp sgt i32 %1739, 3
  %1742 = shl nuw nsw i32 %1740, 3
  br i1 %1741, label %1743, label %.loopexit10.epil

1743:                                             ; preds = %.lr.ph.epil.preheader
  %.reass.epil = or disjoint i32 %1742, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196640)
  %1744 = lshr i32 %1739, 2
  %1745 = and i32 %1744, 1
  %1746 = xor i32 %1745, 1
  br label %1747

1747:                                             ; preds = %1747, %1743
  %1748 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %.reass.epil, i32 %1746) #5
  %1749 = icmp eq i32 %1748, 0
  br i1 %1749, label %1747, label %.loopexit10.epil

.loopexit10.epil:                                 ; preds = %1747, %.lr.ph.epil.preheader
  %1750 = mul nuw nsw i32 %1740, 49152
  %1751 = add i32 %1750, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32)
  %1752 = add i32 %1750, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 16384)
  %1753 = or disjoint i32 %1742, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196608)
  %1754 = shl i32 %1738, 6
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %1753, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %1751, i64 %1682, i32 %1754, i32 %1699, i32 %1753) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %1752, i64 %1683, i32 %1754, i32 %1700, i32 %1753) #5
  br label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit10.epil, %._crit_edge.loopexit.unr-lcssa, %1688
  %1755 = add i32 %1689, %1680
  %1756 = add i32 %1690, %14
  %1757 = icmp slt i32 %1756, %12
  br i1 %1757, label %1688, label %._crit_edge13

1758:                                             ; preds = %1675
  %1759 = icmp slt i32 %13, %12
  br i1 %1759, label %.lr.ph18, label %._crit_edge19

.lr.ph18:                                         ; preds = %1758
  %1760 = tail call i32 @llvm.smax.i32(i32 %.fr51, i32 0)
  %1761 = add nuw i32 %1760, 63
  %1762 = sdiv i32 %1761, 64
  %1763 = sext i32 %1762 to i64
  %1764 = icmp sgt i32 %1761, 63
  br label %1765

1765:                                             ; preds = %.lr.ph18, %._crit_edge16
  %1766 = phi i32 [ 0, %.lr.ph18 ], [ %1842, %._crit_edge16 ]
  %1767 = phi i32 [ 0, %.lr.ph18 ], [ %1841, %._crit_edge16 ]
  %1768 = phi i32 [ %13, %.lr.ph18 ], [ %1843, %._crit_edge16 ]
  %1769 = and i32 %1766, 1
  %1770 = icmp sgt i32 %1766, 1
  br i1 %1770, label %1771, label %.loopexit9

1771:                                             ; preds = %1765
  %1772 = shl nuw nsw i32 %1769, 3
  %1773 = or disjoint i32 %1772, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196704)
  %1774 = lshr i32 %1766, 1
  %1775 = and i32 %1774, 1
  %1776 = xor i32 %1775, 1
  br label %1777

1777:                                             ; preds = %1777, %1771
  %1778 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1773, i32 %1776) #5
  %1779 = icmp eq i32 %1778, 0
  br i1 %1779, label %1777, label %.loopexit9

.loopexit9:                                       ; preds = %1777, %1765
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %1780 = shl nuw nsw i32 %1769, 8
  %1781 = add i32 %1780, %22
  br i1 %1764, label %.lr.ph15, label %._crit_edge16

.lr.ph15:                                         ; preds = %.loopexit9, %1793
  %1782 = phi i64 [ %1838, %1793 ], [ 0, %.loopexit9 ]
  %1783 = trunc i64 %1782 to i32
  %1784 = add i32 %1767, %1783
  %1785 = and i32 %1784, 3
  %1786 = shl nuw nsw i32 %1785, 3
  %1787 = or disjoint i32 %1786, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196608)
  %1788 = lshr i32 %1784, 2
  %1789 = and i32 %1788, 1
  br label %1790

1790:                                             ; preds = %1790, %.lr.ph15
  %1791 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1787, i32 %1789) #5
  %1792 = icmp eq i32 %1791, 0
  br i1 %1792, label %1790, label %1793

1793:                                             ; preds = %1790
  %1794 = icmp ne i32 %1783, 0
  %1795 = zext i1 %1794 to i32
  %1796 = mul nuw nsw i32 %1785, 49152
  %1797 = add i32 %1796, ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32)
  %1798 = add i32 %1796, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 16384)
  %1799 = lshr exact i32 %1797, 4
  %1800 = and i32 %1799, 16320
  %1801 = zext nneg i32 %1800 to i64
  %1802 = or disjoint i64 %1801, 4611756662049538048
  %1803 = lshr exact i32 %1798, 4
  %1804 = and i32 %1803, 16320
  %1805 = zext nneg i32 %1804 to i64
  %1806 = or disjoint i64 %1805, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1781, i64 %1802, i64 %1806, i32 138413200, i32 %1795) #5
  %1807 = add i32 %1796, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 32)
  %1808 = lshr exact i32 %1807, 4
  %1809 = and i32 %1808, 16322
  %1810 = zext nneg i32 %1809 to i64
  %1811 = or disjoint i64 %1810, 4611756662049538048
  %1812 = add i32 %1796, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 16416)
  %1813 = lshr exact i32 %1812, 4
  %1814 = and i32 %1813, 16322
  %1815 = zext nneg i32 %1814 to i64
  %1816 = or disjoint i64 %1815, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1781, i64 %1811, i64 %1816, i32 138413200, i32 1) #5
  %1817 = add i32 %1796, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 64)
  %1818 = lshr exact i32 %1817, 4
  %1819 = and i32 %1818, 16324
  %1820 = zext nneg i32 %1819 to i64
  %1821 = or disjoint i64 %1820, 4611756662049538048
  %1822 = add i32 %1796, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 16448)
  %1823 = lshr exact i32 %1822, 4
  %1824 = and i32 %1823, 16324
  %1825 = zext nneg i32 %1824 to i64
  %1826 = or disjoint i64 %1825, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1781, i64 %1821, i64 %1826, i32 138413200, i32 1) #5
  %1827 = add i32 %1796, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 96)
  %1828 = lshr exact i32 %1827, 4
  %1829 = and i32 %1828, 16326
  %1830 = zext nneg i32 %1829 to i64
  %1831 = or disjoint i64 %1830, 4611756662049538048
  %1832 = add i32 %1796, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 16480)
  %1833 = lshr exact i32 %1832, 4
  %1834 = and i32 %1833, 16326
  %1835 = zext nneg i32 %1834 to i64
  %1836 = or disjoint i64 %1835, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %1781, i64 %1831, i64 %1836, i32 138413200, i32 1) #5
  %1837 = or disjoint i32 %1787, 32
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %1837) #5
  %1838 = add nuw nsw i64 %1782, 1
  %exitcond.not = icmp eq i64 %1838, %1763
  br i1 %exitcond.not, label %._crit_edge16, label %.lr.ph15

._crit_edge16:                                    ; preds = %1793, %.loopexit9
  %1839 = shl nuw nsw i32 %1769, 3
  %1840 = or disjoint i32 %1839, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196688)
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %1840) #5
  %1841 = add i32 %1767, %1762
  %1842 = add i32 %1766, 1
  %1843 = add i32 %1768, %14
  %1844 = icmp slt i32 %1843, %12
  br i1 %1844, label %1765, label %._crit_edge19

._crit_edge19:                                    ; preds = %._crit_edge16, %1758
  %.lcssa = phi i32 [ 0, %1758 ], [ %1841, %._crit_edge16 ]
  %1845 = add i32 %.lcssa, -4
  %1846 = tail call i32 @llvm.smax.i32(i32 %1845, i32 0)
  %1847 = sext i32 %.lcssa to i64
  %1848 = icmp slt i32 %1846, %.lcssa
  br i1 %1848, label %.lr.ph21, label %._crit_edge13

.lr.ph21:                                         ; preds = %._crit_edge19
  %1849 = zext nneg i32 %1846 to i64
  %1850 = or disjoint i32 32, add (i32 ptrtoint (ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem to i32), i32 196608)
  %1851 = sub nsw i64 %1847, %1849
  %1852 = freeze i64 %1851
  %1853 = add i64 %1852, -1
  %xtraiter = and i64 %1852, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %.prol.loopexit, label %.prol.preheader

.prol.preheader:                                  ; preds = %.lr.ph21, %1864
  %1854 = phi i64 [ %1865, %1864 ], [ %1849, %.lr.ph21 ]
  %prol.iter = phi i64 [ %prol.iter.next, %1864 ], [ 0, %.lr.ph21 ]
  %1855 = trunc nuw nsw i64 %1854 to i32
  %1856 = shl i32 %1855, 3
  %1857 = and i32 %1856, 24
  %1858 = or disjoint i32 %1850, %1857
  %1859 = lshr i32 %1855, 2
  %1860 = and i32 %1859, 1
  br label %1861

1861:                                             ; preds = %1861, %.prol.preheader
  %1862 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1858, i32 %1860) #5
  %1863 = icmp eq i32 %1862, 0
  br i1 %1863, label %1861, label %1864

1864:                                             ; preds = %1861
  %1865 = add nuw nsw i64 %1854, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %.prol.loopexit, label %.prol.preheader, !llvm.loop !1

.prol.loopexit:                                   ; preds = %1864, %.lr.ph21
  %.unr = phi i64 [ %1849, %.lr.ph21 ], [ %1865, %1864 ]
  %1866 = icmp ult i64 %1853, 3
  br i1 %1866, label %._crit_edge13, label %.lr.ph21.new

.lr.ph21.new:                                     ; preds = %.prol.loopexit, %1910
  %1867 = phi i64 [ %1911, %1910 ], [ %.unr, %.prol.loopexit ]
  %1868 = trunc nuw nsw i64 %1867 to i32
  %1869 = shl i32 %1868, 3
  %1870 = and i32 %1869, 24
  %1871 = or disjoint i32 %1850, %1870
  %1872 = lshr i32 %1868, 2
  %1873 = and i32 %1872, 1
  br label %1874

1874:                                             ; preds = %1874, %.lr.ph21.new
  %1875 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1871, i32 %1873) #5
  %1876 = icmp eq i32 %1875, 0
  br i1 %1876, label %1874, label %1877

1877:                                             ; preds = %1874
  %1878 = trunc i64 %1867 to i32
  %1879 = add i32 %1878, 1
  %1880 = shl i32 %1879, 3
  %1881 = and i32 %1880, 24
  %1882 = or disjoint i32 %1850, %1881
  %1883 = lshr i32 %1879, 2
  %1884 = and i32 %1883, 1
  br label %1885

1885:                                             ; preds = %1885, %1877
  %1886 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1882, i32 %1884) #5
  %1887 = icmp eq i32 %1886, 0
  br i1 %1887, label %1885, label %1888

1888:                                             ; preds = %1885
  %1889 = trunc i64 %1867 to i32
  %1890 = add i32 %1889, 2
  %1891 = shl i32 %1890, 3
  %1892 = and i32 %1891, 24
  %1893 = or disjoint i32 %1850, %1892
  %1894 = lshr i32 %1890, 2
  %1895 = and i32 %1894, 1
  br label %1896

1896:                                             ; preds = %1896, %1888
  %1897 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1893, i32 %1895) #5
  %1898 = icmp eq i32 %1897, 0
  br i1 %1898, label %1896, label %1899

1899:                                             ; preds = %1896
  %1900 = trunc i64 %1867 to i32
  %1901 = add i32 %1900, 3
  %1902 = shl i32 %1901, 3
  %1903 = and i32 %1902, 24
  %1904 = or disjoint i32 %1850, %1903
  %1905 = lshr i32 %1901, 2
  %1906 = and i32 %1905, 1
  br label %1907

1907:                                             ; preds = %1907, %1899
  %1908 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1904, i32 %1906) #5
  %1909 = icmp eq i32 %1908, 0
  br i1 %1909, label %1907, label %1910

1910:                                             ; preds = %1907
  %1911 = add nuw nsw i64 %1867, 4
  %1912 = icmp slt i64 %1911, %1847
  br i1 %1912, label %.lr.ph21.new, label %._crit_edge13

._crit_edge13:                                    ; preds = %.prol.loopexit, %1910, %._crit_edge, %._crit_edge19, %.preheader11, %1675
  call void asm sideeffect "bar.warp.sync -1;", "~{memory}"() #6
  br label %.loopexit

.loopexit:                                        ; preds = %453, %.preheader, %._crit_edge13
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %19, label %1913, label %1914

1913:                                             ; preds = %.loopexit
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 512;", "r,~{memory}"(i32 %22) #5
  br label %1914

1914:                                             ; preds = %1913, %.loopexit
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { nounwind "nvvm.reqntid"="384" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
