; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_fp8_tma_persistent_store_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_fp8_tma_persistent_store(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %.fr50 = freeze i32 %5
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
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196608)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196640), i32 1) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196616)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196648), i32 1) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196624)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196656), i32 1) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196632)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196664), i32 1) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196688)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196704), i32 8) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196696)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196712), i32 8) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %18

18:                                               ; preds = %17, %6
  %.mask = and i32 %7, 480
  %19 = icmp eq i32 %.mask, 256
  br i1 %19, label %20, label %21

20:                                               ; preds = %18
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 512;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196680)) #5
  br label %21

21:                                               ; preds = %20, %18
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %22 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196680)) #5
  %23 = icmp samesign ult i32 %7, 256
  br i1 %23, label %.preheader, label %890

.preheader:                                       ; preds = %21
  %24 = icmp slt i32 %13, %12
  br i1 %24, label %.lr.ph21, label %._crit_edge22

.lr.ph21:                                         ; preds = %.preheader
  %25 = shl nuw nsw i32 %11, 3
  %26 = tail call i32 @llvm.smax.i32(i32 %.fr50, i32 0)
  %27 = add nuw i32 %26, 127
  %28 = and i32 %7, 128
  %29 = shl nuw nsw i32 %7, 16
  %30 = and i32 %29, 6291456
  %31 = icmp sgt i32 %27, 127
  %32 = or disjoint i32 %30, %28
  %33 = add i32 %32, %22
  %34 = icmp eq i32 %15, 0
  %35 = shl nuw nsw i32 %7, 7
  %36 = and i32 %35, 16256
  %37 = shl nuw nsw i32 %7, 4
  %38 = and i32 %37, 112
  %39 = or disjoint i32 %36, %38
  %40 = and i32 %35, 16384
  %41 = or disjoint i32 %39, %40
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr i8, ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem, i64 %42
  %44 = getelementptr i8, ptr addrspace(3) %43, i64 197632
  %45 = or disjoint i32 %38, %40
  %46 = or disjoint i32 %45, %36
  %47 = xor i32 %46, 16
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr i8, ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem, i64 %48
  %50 = getelementptr i8, ptr addrspace(3) %49, i64 197632
  %51 = xor i32 %46, 32
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr i8, ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem, i64 %52
  %54 = getelementptr i8, ptr addrspace(3) %53, i64 197632
  %55 = xor i32 %46, 48
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr i8, ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem, i64 %56
  %58 = getelementptr i8, ptr addrspace(3) %57, i64 197632
  %59 = xor i32 %46, 64
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr i8, ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem, i64 %60
  %62 = getelementptr i8, ptr addrspace(3) %61, i64 197632
  %63 = xor i32 %46, 80
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr i8, ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem, i64 %64
  %66 = getelementptr i8, ptr addrspace(3) %65, i64 197632
  %67 = xor i32 %46, 96
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr i8, ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem, i64 %68
  %70 = getelementptr i8, ptr addrspace(3) %69, i64 197632
  %71 = xor i32 %46, 112
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr i8, ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem, i64 %72
  %74 = getelementptr i8, ptr addrspace(3) %73, i64 197632
  %75 = ptrtoint ptr %2 to i64
  br label %76

76:                                               ; preds = %.lr.ph21, %885
  %77 = phi i32 [ 0, %.lr.ph21 ], [ %886, %885 ]
  %78 = phi i32 [ %13, %.lr.ph21 ], [ %887, %885 ]
  %79 = and i32 %77, 1
  %80 = shl nuw nsw i32 %79, 3
  %81 = or disjoint i32 %80, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196688)
  %82 = lshr i32 %77, 1
  %83 = and i32 %82, 1
  br label %84

84:                                               ; preds = %84, %76
  %85 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %81, i32 %83) #5
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %84, label %87

87:                                               ; preds = %84
  %.frozen = freeze i32 %78
  %.frozen54 = freeze i32 %25
  %88 = udiv i32 %.frozen, %.frozen54
  %89 = shl i32 %88, 3
  %90 = sub i32 %9, %89
  %91 = call i32 @llvm.umin.i32(i32 %90, i32 8)
  %92 = mul i32 %88, %.frozen54
  %.decomposed = sub i32 %.frozen, %92
  %.frozen55 = freeze i32 %91
  %93 = udiv i32 %.decomposed, %.frozen55
  %94 = mul i32 %93, %.frozen55
  %.decomposed56 = sub i32 %.decomposed, %94
  %95 = add nuw i32 %.decomposed56, %89
  %96 = shl i32 %95, 7
  %97 = shl i32 %93, 8
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %98 = shl nuw nsw i32 %79, 8
  %99 = add i32 %33, %98
  %100 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %99) #5
  %101 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 0
  %102 = bitcast i32 %101 to float
  %103 = fadd float %102, 0.000000e+00
  %104 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 1
  %105 = bitcast i32 %104 to float
  %106 = fadd float %105, 0.000000e+00
  %107 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 2
  %108 = bitcast i32 %107 to float
  %109 = fadd float %108, 0.000000e+00
  %110 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 3
  %111 = bitcast i32 %110 to float
  %112 = fadd float %111, 0.000000e+00
  %113 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 4
  %114 = bitcast i32 %113 to float
  %115 = fadd float %114, 0.000000e+00
  %116 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 5
  %117 = bitcast i32 %116 to float
  %118 = fadd float %117, 0.000000e+00
  %119 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 6
  %120 = bitcast i32 %119 to float
  %121 = fadd float %120, 0.000000e+00
  %122 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 7
  %123 = bitcast i32 %122 to float
  %124 = fadd float %123, 0.000000e+00
  %125 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 8
  %126 = bitcast i32 %125 to float
  %127 = fadd float %126, 0.000000e+00
  %128 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 9
  %129 = bitcast i32 %128 to float
  %130 = fadd float %129, 0.000000e+00
  %131 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 10
  %132 = bitcast i32 %131 to float
  %133 = fadd float %132, 0.000000e+00
  %134 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 11
  %135 = bitcast i32 %134 to float
  %136 = fadd float %135, 0.000000e+00
  %137 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 12
  %138 = bitcast i32 %137 to float
  %139 = fadd float %138, 0.000000e+00
  %140 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 13
  %141 = bitcast i32 %140 to float
  %142 = fadd float %141, 0.000000e+00
  %143 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 14
  %144 = bitcast i32 %143 to float
  %145 = fadd float %144, 0.000000e+00
  %146 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 15
  %147 = bitcast i32 %146 to float
  %148 = fadd float %147, 0.000000e+00
  %149 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 16
  %150 = bitcast i32 %149 to float
  %151 = fadd float %150, 0.000000e+00
  %152 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 17
  %153 = bitcast i32 %152 to float
  %154 = fadd float %153, 0.000000e+00
  %155 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 18
  %156 = bitcast i32 %155 to float
  %157 = fadd float %156, 0.000000e+00
  %158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 19
  %159 = bitcast i32 %158 to float
  %160 = fadd float %159, 0.000000e+00
  %161 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 20
  %162 = bitcast i32 %161 to float
  %163 = fadd float %162, 0.000000e+00
  %164 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 21
  %165 = bitcast i32 %164 to float
  %166 = fadd float %165, 0.000000e+00
  %167 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 22
  %168 = bitcast i32 %167 to float
  %169 = fadd float %168, 0.000000e+00
  %170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 23
  %171 = bitcast i32 %170 to float
  %172 = fadd float %171, 0.000000e+00
  %173 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 24
  %174 = bitcast i32 %173 to float
  %175 = fadd float %174, 0.000000e+00
  %176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 25
  %177 = bitcast i32 %176 to float
  %178 = fadd float %177, 0.000000e+00
  %179 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 26
  %180 = bitcast i32 %179 to float
  %181 = fadd float %180, 0.000000e+00
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 27
  %183 = bitcast i32 %182 to float
  %184 = fadd float %183, 0.000000e+00
  %185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 28
  %186 = bitcast i32 %185 to float
  %187 = fadd float %186, 0.000000e+00
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 29
  %189 = bitcast i32 %188 to float
  %190 = fadd float %189, 0.000000e+00
  %191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 30
  %192 = bitcast i32 %191 to float
  %193 = fadd float %192, 0.000000e+00
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %100, 31
  %195 = bitcast i32 %194 to float
  %196 = fadd float %195, 0.000000e+00
  %197 = add i32 %99, 32
  %198 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %197) #5
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 0
  %200 = bitcast i32 %199 to float
  %201 = fadd float %200, 0.000000e+00
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 1
  %203 = bitcast i32 %202 to float
  %204 = fadd float %203, 0.000000e+00
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 2
  %206 = bitcast i32 %205 to float
  %207 = fadd float %206, 0.000000e+00
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 3
  %209 = bitcast i32 %208 to float
  %210 = fadd float %209, 0.000000e+00
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 4
  %212 = bitcast i32 %211 to float
  %213 = fadd float %212, 0.000000e+00
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 5
  %215 = bitcast i32 %214 to float
  %216 = fadd float %215, 0.000000e+00
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 6
  %218 = bitcast i32 %217 to float
  %219 = fadd float %218, 0.000000e+00
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 7
  %221 = bitcast i32 %220 to float
  %222 = fadd float %221, 0.000000e+00
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 8
  %224 = bitcast i32 %223 to float
  %225 = fadd float %224, 0.000000e+00
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 9
  %227 = bitcast i32 %226 to float
  %228 = fadd float %227, 0.000000e+00
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 10
  %230 = bitcast i32 %229 to float
  %231 = fadd float %230, 0.000000e+00
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 11
  %233 = bitcast i32 %232 to float
  %234 = fadd float %233, 0.000000e+00
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 12
  %236 = bitcast i32 %235 to float
  %237 = fadd float %236, 0.000000e+00
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 13
  %239 = bitcast i32 %238 to float
  %240 = fadd float %239, 0.000000e+00
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 14
  %242 = bitcast i32 %241 to float
  %243 = fadd float %242, 0.000000e+00
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 15
  %245 = bitcast i32 %244 to float
  %246 = fadd float %245, 0.000000e+00
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 16
  %248 = bitcast i32 %247 to float
  %249 = fadd float %248, 0.000000e+00
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 17
  %251 = bitcast i32 %250 to float
  %252 = fadd float %251, 0.000000e+00
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 18
  %254 = bitcast i32 %253 to float
  %255 = fadd float %254, 0.000000e+00
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 19
  %257 = bitcast i32 %256 to float
  %258 = fadd float %257, 0.000000e+00
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 20
  %260 = bitcast i32 %259 to float
  %261 = fadd float %260, 0.000000e+00
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 21
  %263 = bitcast i32 %262 to float
  %264 = fadd float %263, 0.000000e+00
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 22
  %266 = bitcast i32 %265 to float
  %267 = fadd float %266, 0.000000e+00
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 23
  %269 = bitcast i32 %268 to float
  %270 = fadd float %269, 0.000000e+00
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 24
  %272 = bitcast i32 %271 to float
  %273 = fadd float %272, 0.000000e+00
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 25
  %275 = bitcast i32 %274 to float
  %276 = fadd float %275, 0.000000e+00
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 26
  %278 = bitcast i32 %277 to float
  %279 = fadd float %278, 0.000000e+00
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 27
  %281 = bitcast i32 %280 to float
  %282 = fadd float %281, 0.000000e+00
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 28
  %284 = bitcast i32 %283 to float
  %285 = fadd float %284, 0.000000e+00
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 29
  %287 = bitcast i32 %286 to float
  %288 = fadd float %287, 0.000000e+00
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 30
  %290 = bitcast i32 %289 to float
  %291 = fadd float %290, 0.000000e+00
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %198, 31
  %293 = bitcast i32 %292 to float
  %294 = fadd float %293, 0.000000e+00
  %295 = add i32 %99, 64
  %296 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %295) #5
  %297 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 0
  %298 = bitcast i32 %297 to float
  %299 = fadd float %298, 0.000000e+00
  %300 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 1
  %301 = bitcast i32 %300 to float
  %302 = fadd float %301, 0.000000e+00
  %303 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 2
  %304 = bitcast i32 %303 to float
  %305 = fadd float %304, 0.000000e+00
  %306 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 3
  %307 = bitcast i32 %306 to float
  %308 = fadd float %307, 0.000000e+00
  %309 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 4
  %310 = bitcast i32 %309 to float
  %311 = fadd float %310, 0.000000e+00
  %312 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 5
  %313 = bitcast i32 %312 to float
  %314 = fadd float %313, 0.000000e+00
  %315 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 6
  %316 = bitcast i32 %315 to float
  %317 = fadd float %316, 0.000000e+00
  %318 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 7
  %319 = bitcast i32 %318 to float
  %320 = fadd float %319, 0.000000e+00
  %321 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 8
  %322 = bitcast i32 %321 to float
  %323 = fadd float %322, 0.000000e+00
  %324 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 9
  %325 = bitcast i32 %324 to float
  %326 = fadd float %325, 0.000000e+00
  %327 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 10
  %328 = bitcast i32 %327 to float
  %329 = fadd float %328, 0.000000e+00
  %330 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 11
  %331 = bitcast i32 %330 to float
  %332 = fadd float %331, 0.000000e+00
  %333 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 12
  %334 = bitcast i32 %333 to float
  %335 = fadd float %334, 0.000000e+00
  %336 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 13
  %337 = bitcast i32 %336 to float
  %338 = fadd float %337, 0.000000e+00
  %339 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 14
  %340 = bitcast i32 %339 to float
  %341 = fadd float %340, 0.000000e+00
  %342 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 15
  %343 = bitcast i32 %342 to float
  %344 = fadd float %343, 0.000000e+00
  %345 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 16
  %346 = bitcast i32 %345 to float
  %347 = fadd float %346, 0.000000e+00
  %348 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 17
  %349 = bitcast i32 %348 to float
  %350 = fadd float %349, 0.000000e+00
  %351 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 18
  %352 = bitcast i32 %351 to float
  %353 = fadd float %352, 0.000000e+00
  %354 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 19
  %355 = bitcast i32 %354 to float
  %356 = fadd float %355, 0.000000e+00
  %357 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 20
  %358 = bitcast i32 %357 to float
  %359 = fadd float %358, 0.000000e+00
  %360 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 21
  %361 = bitcast i32 %360 to float
  %362 = fadd float %361, 0.000000e+00
  %363 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 22
  %364 = bitcast i32 %363 to float
  %365 = fadd float %364, 0.000000e+00
  %366 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 23
  %367 = bitcast i32 %366 to float
  %368 = fadd float %367, 0.000000e+00
  %369 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 24
  %370 = bitcast i32 %369 to float
  %371 = fadd float %370, 0.000000e+00
  %372 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 25
  %373 = bitcast i32 %372 to float
  %374 = fadd float %373, 0.000000e+00
  %375 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 26
  %376 = bitcast i32 %375 to float
  %377 = fadd float %376, 0.000000e+00
  %378 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 27
  %379 = bitcast i32 %378 to float
  %380 = fadd float %379, 0.000000e+00
  %381 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 28
  %382 = bitcast i32 %381 to float
  %383 = fadd float %382, 0.000000e+00
  %384 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 29
  %385 = bitcast i32 %384 to float
  %386 = fadd float %385, 0.000000e+00
  %387 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 30
  %388 = bitcast i32 %387 to float
  %389 = fadd float %388, 0.000000e+00
  %390 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %296, 31
  %391 = bitcast i32 %390 to float
  %392 = fadd float %391, 0.000000e+00
  %393 = add i32 %99, 96
  %394 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %393) #5
  %395 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 0
  %396 = bitcast i32 %395 to float
  %397 = fadd float %396, 0.000000e+00
  %398 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 1
  %399 = bitcast i32 %398 to float
  %400 = fadd float %399, 0.000000e+00
  %401 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 2
  %402 = bitcast i32 %401 to float
  %403 = fadd float %402, 0.000000e+00
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 3
  %405 = bitcast i32 %404 to float
  %406 = fadd float %405, 0.000000e+00
  %407 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 4
  %408 = bitcast i32 %407 to float
  %409 = fadd float %408, 0.000000e+00
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 5
  %411 = bitcast i32 %410 to float
  %412 = fadd float %411, 0.000000e+00
  %413 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 6
  %414 = bitcast i32 %413 to float
  %415 = fadd float %414, 0.000000e+00
  %416 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 7
  %417 = bitcast i32 %416 to float
  %418 = fadd float %417, 0.000000e+00
  %419 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 8
  %420 = bitcast i32 %419 to float
  %421 = fadd float %420, 0.000000e+00
  %422 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 9
  %423 = bitcast i32 %422 to float
  %424 = fadd float %423, 0.000000e+00
  %425 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 10
  %426 = bitcast i32 %425 to float
  %427 = fadd float %426, 0.000000e+00
  %428 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 11
  %429 = bitcast i32 %428 to float
  %430 = fadd float %429, 0.000000e+00
  %431 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 12
  %432 = bitcast i32 %431 to float
  %433 = fadd float %432, 0.000000e+00
  %434 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 13
  %435 = bitcast i32 %434 to float
  %436 = fadd float %435, 0.000000e+00
  %437 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 14
  %438 = bitcast i32 %437 to float
  %439 = fadd float %438, 0.000000e+00
  %440 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 15
  %441 = bitcast i32 %440 to float
  %442 = fadd float %441, 0.000000e+00
  %443 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 16
  %444 = bitcast i32 %443 to float
  %445 = fadd float %444, 0.000000e+00
  %446 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 17
  %447 = bitcast i32 %446 to float
  %448 = fadd float %447, 0.000000e+00
  %449 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 18
  %450 = bitcast i32 %449 to float
  %451 = fadd float %450, 0.000000e+00
  %452 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 19
  %453 = bitcast i32 %452 to float
  %454 = fadd float %453, 0.000000e+00
  %455 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 20
  %456 = bitcast i32 %455 to float
  %457 = fadd float %456, 0.000000e+00
  %458 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 21
  %459 = bitcast i32 %458 to float
  %460 = fadd float %459, 0.000000e+00
  %461 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 22
  %462 = bitcast i32 %461 to float
  %463 = fadd float %462, 0.000000e+00
  %464 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 23
  %465 = bitcast i32 %464 to float
  %466 = fadd float %465, 0.000000e+00
  %467 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 24
  %468 = bitcast i32 %467 to float
  %469 = fadd float %468, 0.000000e+00
  %470 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 25
  %471 = bitcast i32 %470 to float
  %472 = fadd float %471, 0.000000e+00
  %473 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 26
  %474 = bitcast i32 %473 to float
  %475 = fadd float %474, 0.000000e+00
  %476 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 27
  %477 = bitcast i32 %476 to float
  %478 = fadd float %477, 0.000000e+00
  %479 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 28
  %480 = bitcast i32 %479 to float
  %481 = fadd float %480, 0.000000e+00
  %482 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 29
  %483 = bitcast i32 %482 to float
  %484 = fadd float %483, 0.000000e+00
  %485 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 30
  %486 = bitcast i32 %485 to float
  %487 = fadd float %486, 0.000000e+00
  %488 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %394, 31
  %489 = bitcast i32 %488 to float
  %490 = fadd float %489, 0.000000e+00
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  br i1 %34, label %491, label %493

491:                                              ; preds = %87
  %492 = or disjoint i32 %80, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196704)
  call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 %492) #5
  br label %493

493:                                              ; preds = %491, %87
  %494 = fptrunc float %103 to bfloat
  %495 = select i1 %31, bfloat %494, bfloat 0xR0000
  %496 = fptrunc float %106 to bfloat
  %497 = select i1 %31, bfloat %496, bfloat 0xR0000
  %498 = fptrunc float %109 to bfloat
  %499 = select i1 %31, bfloat %498, bfloat 0xR0000
  %500 = fptrunc float %112 to bfloat
  %501 = select i1 %31, bfloat %500, bfloat 0xR0000
  %502 = fptrunc float %115 to bfloat
  %503 = select i1 %31, bfloat %502, bfloat 0xR0000
  %504 = fptrunc float %118 to bfloat
  %505 = select i1 %31, bfloat %504, bfloat 0xR0000
  %506 = fptrunc float %121 to bfloat
  %507 = select i1 %31, bfloat %506, bfloat 0xR0000
  %508 = fptrunc float %124 to bfloat
  %509 = select i1 %31, bfloat %508, bfloat 0xR0000
  %510 = fptrunc float %127 to bfloat
  %511 = select i1 %31, bfloat %510, bfloat 0xR0000
  %512 = fptrunc float %130 to bfloat
  %513 = select i1 %31, bfloat %512, bfloat 0xR0000
  %514 = fptrunc float %133 to bfloat
  %515 = select i1 %31, bfloat %514, bfloat 0xR0000
  %516 = fptrunc float %136 to bfloat
  %517 = select i1 %31, bfloat %516, bfloat 0xR0000
  %518 = fptrunc float %139 to bfloat
  %519 = select i1 %31, bfloat %518, bfloat 0xR0000
  %520 = fptrunc float %142 to bfloat
  %521 = select i1 %31, bfloat %520, bfloat 0xR0000
  %522 = fptrunc float %145 to bfloat
  %523 = select i1 %31, bfloat %522, bfloat 0xR0000
  %524 = fptrunc float %148 to bfloat
  %525 = select i1 %31, bfloat %524, bfloat 0xR0000
  %526 = fptrunc float %151 to bfloat
  %527 = select i1 %31, bfloat %526, bfloat 0xR0000
  %528 = fptrunc float %154 to bfloat
  %529 = select i1 %31, bfloat %528, bfloat 0xR0000
  %530 = fptrunc float %157 to bfloat
  %531 = select i1 %31, bfloat %530, bfloat 0xR0000
  %532 = fptrunc float %160 to bfloat
  %533 = select i1 %31, bfloat %532, bfloat 0xR0000
  %534 = fptrunc float %163 to bfloat
  %535 = select i1 %31, bfloat %534, bfloat 0xR0000
  %536 = fptrunc float %166 to bfloat
  %537 = select i1 %31, bfloat %536, bfloat 0xR0000
  %538 = fptrunc float %169 to bfloat
  %539 = select i1 %31, bfloat %538, bfloat 0xR0000
  %540 = fptrunc float %172 to bfloat
  %541 = select i1 %31, bfloat %540, bfloat 0xR0000
  %542 = fptrunc float %175 to bfloat
  %543 = select i1 %31, bfloat %542, bfloat 0xR0000
  %544 = fptrunc float %178 to bfloat
  %545 = select i1 %31, bfloat %544, bfloat 0xR0000
  %546 = fptrunc float %181 to bfloat
  %547 = select i1 %31, bfloat %546, bfloat 0xR0000
  %548 = fptrunc float %184 to bfloat
  %549 = select i1 %31, bfloat %548, bfloat 0xR0000
  %550 = fptrunc float %187 to bfloat
  %551 = select i1 %31, bfloat %550, bfloat 0xR0000
  %552 = fptrunc float %190 to bfloat
  %553 = select i1 %31, bfloat %552, bfloat 0xR0000
  %554 = fptrunc float %193 to bfloat
  %555 = select i1 %31, bfloat %554, bfloat 0xR0000
  %556 = fptrunc float %196 to bfloat
  %557 = select i1 %31, bfloat %556, bfloat 0xR0000
  %558 = fptrunc float %201 to bfloat
  %559 = select i1 %31, bfloat %558, bfloat 0xR0000
  %560 = fptrunc float %204 to bfloat
  %561 = select i1 %31, bfloat %560, bfloat 0xR0000
  %562 = fptrunc float %207 to bfloat
  %563 = select i1 %31, bfloat %562, bfloat 0xR0000
  %564 = fptrunc float %210 to bfloat
  %565 = select i1 %31, bfloat %564, bfloat 0xR0000
  %566 = fptrunc float %213 to bfloat
  %567 = select i1 %31, bfloat %566, bfloat 0xR0000
  %568 = fptrunc float %216 to bfloat
  %569 = select i1 %31, bfloat %568, bfloat 0xR0000
  %570 = fptrunc float %219 to bfloat
  %571 = select i1 %31, bfloat %570, bfloat 0xR0000
  %572 = fptrunc float %222 to bfloat
  %573 = select i1 %31, bfloat %572, bfloat 0xR0000
  %574 = fptrunc float %225 to bfloat
  %575 = select i1 %31, bfloat %574, bfloat 0xR0000
  %576 = fptrunc float %228 to bfloat
  %577 = select i1 %31, bfloat %576, bfloat 0xR0000
  %578 = fptrunc float %231 to bfloat
  %579 = select i1 %31, bfloat %578, bfloat 0xR0000
  %580 = fptrunc float %234 to bfloat
  %581 = select i1 %31, bfloat %580, bfloat 0xR0000
  %582 = fptrunc float %237 to bfloat
  %583 = select i1 %31, bfloat %582, bfloat 0xR0000
  %584 = fptrunc float %240 to bfloat
  %585 = select i1 %31, bfloat %584, bfloat 0xR0000
  %586 = fptrunc float %243 to bfloat
  %587 = select i1 %31, bfloat %586, bfloat 0xR0000
  %588 = fptrunc float %246 to bfloat
  %589 = select i1 %31, bfloat %588, bfloat 0xR0000
  %590 = fptrunc float %249 to bfloat
  %591 = select i1 %31, bfloat %590, bfloat 0xR0000
  %592 = fptrunc float %252 to bfloat
  %593 = select i1 %31, bfloat %592, bfloat 0xR0000
  %594 = fptrunc float %255 to bfloat
  %595 = select i1 %31, bfloat %594, bfloat 0xR0000
  %596 = fptrunc float %258 to bfloat
  %597 = select i1 %31, bfloat %596, bfloat 0xR0000
  %598 = fptrunc float %261 to bfloat
  %599 = select i1 %31, bfloat %598, bfloat 0xR0000
  %600 = fptrunc float %264 to bfloat
  %601 = select i1 %31, bfloat %600, bfloat 0xR0000
  %602 = fptrunc float %267 to bfloat
  %603 = select i1 %31, bfloat %602, bfloat 0xR0000
  %604 = fptrunc float %270 to bfloat
  %605 = select i1 %31, bfloat %604, bfloat 0xR0000
  %606 = fptrunc float %273 to bfloat
  %607 = select i1 %31, bfloat %606, bfloat 0xR0000
  %608 = fptrunc float %276 to bfloat
  %609 = select i1 %31, bfloat %608, bfloat 0xR0000
  %610 = fptrunc float %279 to bfloat
  %611 = select i1 %31, bfloat %610, bfloat 0xR0000
  %612 = fptrunc float %282 to bfloat
  %613 = select i1 %31, bfloat %612, bfloat 0xR0000
  %614 = fptrunc float %285 to bfloat
  %615 = select i1 %31, bfloat %614, bfloat 0xR0000
  %616 = fptrunc float %288 to bfloat
  %617 = select i1 %31, bfloat %616, bfloat 0xR0000
  %618 = fptrunc float %291 to bfloat
  %619 = select i1 %31, bfloat %618, bfloat 0xR0000
  %620 = fptrunc float %294 to bfloat
  %621 = select i1 %31, bfloat %620, bfloat 0xR0000
  %622 = fptrunc float %299 to bfloat
  %623 = select i1 %31, bfloat %622, bfloat 0xR0000
  %624 = fptrunc float %302 to bfloat
  %625 = select i1 %31, bfloat %624, bfloat 0xR0000
  %626 = fptrunc float %305 to bfloat
  %627 = select i1 %31, bfloat %626, bfloat 0xR0000
  %628 = fptrunc float %308 to bfloat
  %629 = select i1 %31, bfloat %628, bfloat 0xR0000
  %630 = fptrunc float %311 to bfloat
  %631 = select i1 %31, bfloat %630, bfloat 0xR0000
  %632 = fptrunc float %314 to bfloat
  %633 = select i1 %31, bfloat %632, bfloat 0xR0000
  %634 = fptrunc float %317 to bfloat
  %635 = select i1 %31, bfloat %634, bfloat 0xR0000
  %636 = fptrunc float %320 to bfloat
  %637 = select i1 %31, bfloat %636, bfloat 0xR0000
  %638 = fptrunc float %323 to bfloat
  %639 = select i1 %31, bfloat %638, bfloat 0xR0000
  %640 = fptrunc float %326 to bfloat
  %641 = select i1 %31, bfloat %640, bfloat 0xR0000
  %642 = fptrunc float %329 to bfloat
  %643 = select i1 %31, bfloat %642, bfloat 0xR0000
  %644 = fptrunc float %332 to bfloat
  %645 = select i1 %31, bfloat %644, bfloat 0xR0000
  %646 = fptrunc float %335 to bfloat
  %647 = select i1 %31, bfloat %646, bfloat 0xR0000
  %648 = fptrunc float %338 to bfloat
  %649 = select i1 %31, bfloat %648, bfloat 0xR0000
  %650 = fptrunc float %341 to bfloat
  %651 = select i1 %31, bfloat %650, bfloat 0xR0000
  %652 = fptrunc float %344 to bfloat
  %653 = select i1 %31, bfloat %652, bfloat 0xR0000
  %654 = fptrunc float %347 to bfloat
  %655 = select i1 %31, bfloat %654, bfloat 0xR0000
  %656 = fptrunc float %350 to bfloat
  %657 = select i1 %31, bfloat %656, bfloat 0xR0000
  %658 = fptrunc float %353 to bfloat
  %659 = select i1 %31, bfloat %658, bfloat 0xR0000
  %660 = fptrunc float %356 to bfloat
  %661 = select i1 %31, bfloat %660, bfloat 0xR0000
  %662 = fptrunc float %359 to bfloat
  %663 = select i1 %31, bfloat %662, bfloat 0xR0000
  %664 = fptrunc float %362 to bfloat
  %665 = select i1 %31, bfloat %664, bfloat 0xR0000
  %666 = fptrunc float %365 to bfloat
  %667 = select i1 %31, bfloat %666, bfloat 0xR0000
  %668 = fptrunc float %368 to bfloat
  %669 = select i1 %31, bfloat %668, bfloat 0xR0000
  %670 = fptrunc float %371 to bfloat
  %671 = select i1 %31, bfloat %670, bfloat 0xR0000
  %672 = fptrunc float %374 to bfloat
  %673 = select i1 %31, bfloat %672, bfloat 0xR0000
  %674 = fptrunc float %377 to bfloat
  %675 = select i1 %31, bfloat %674, bfloat 0xR0000
  %676 = fptrunc float %380 to bfloat
  %677 = select i1 %31, bfloat %676, bfloat 0xR0000
  %678 = fptrunc float %383 to bfloat
  %679 = select i1 %31, bfloat %678, bfloat 0xR0000
  %680 = fptrunc float %386 to bfloat
  %681 = select i1 %31, bfloat %680, bfloat 0xR0000
  %682 = fptrunc float %389 to bfloat
  %683 = select i1 %31, bfloat %682, bfloat 0xR0000
  %684 = fptrunc float %392 to bfloat
  %685 = select i1 %31, bfloat %684, bfloat 0xR0000
  %686 = fptrunc float %397 to bfloat
  %687 = select i1 %31, bfloat %686, bfloat 0xR0000
  %688 = fptrunc float %400 to bfloat
  %689 = select i1 %31, bfloat %688, bfloat 0xR0000
  %690 = fptrunc float %403 to bfloat
  %691 = select i1 %31, bfloat %690, bfloat 0xR0000
  %692 = fptrunc float %406 to bfloat
  %693 = select i1 %31, bfloat %692, bfloat 0xR0000
  %694 = fptrunc float %409 to bfloat
  %695 = select i1 %31, bfloat %694, bfloat 0xR0000
  %696 = fptrunc float %412 to bfloat
  %697 = select i1 %31, bfloat %696, bfloat 0xR0000
  %698 = fptrunc float %415 to bfloat
  %699 = select i1 %31, bfloat %698, bfloat 0xR0000
  %700 = fptrunc float %418 to bfloat
  %701 = select i1 %31, bfloat %700, bfloat 0xR0000
  %702 = fptrunc float %421 to bfloat
  %703 = select i1 %31, bfloat %702, bfloat 0xR0000
  %704 = fptrunc float %424 to bfloat
  %705 = select i1 %31, bfloat %704, bfloat 0xR0000
  %706 = fptrunc float %427 to bfloat
  %707 = select i1 %31, bfloat %706, bfloat 0xR0000
  %708 = fptrunc float %430 to bfloat
  %709 = select i1 %31, bfloat %708, bfloat 0xR0000
  %710 = fptrunc float %433 to bfloat
  %711 = select i1 %31, bfloat %710, bfloat 0xR0000
  %712 = fptrunc float %436 to bfloat
  %713 = select i1 %31, bfloat %712, bfloat 0xR0000
  %714 = fptrunc float %439 to bfloat
  %715 = select i1 %31, bfloat %714, bfloat 0xR0000
  %716 = fptrunc float %442 to bfloat
  %717 = select i1 %31, bfloat %716, bfloat 0xR0000
  %718 = fptrunc float %445 to bfloat
  %719 = select i1 %31, bfloat %718, bfloat 0xR0000
  %720 = fptrunc float %448 to bfloat
  %721 = select i1 %31, bfloat %720, bfloat 0xR0000
  %722 = fptrunc float %451 to bfloat
  %723 = select i1 %31, bfloat %722, bfloat 0xR0000
  %724 = fptrunc float %454 to bfloat
  %725 = select i1 %31, bfloat %724, bfloat 0xR0000
  %726 = fptrunc float %457 to bfloat
  %727 = select i1 %31, bfloat %726, bfloat 0xR0000
  %728 = fptrunc float %460 to bfloat
  %729 = select i1 %31, bfloat %728, bfloat 0xR0000
  %730 = fptrunc float %463 to bfloat
  %731 = select i1 %31, bfloat %730, bfloat 0xR0000
  %732 = fptrunc float %466 to bfloat
  %733 = select i1 %31, bfloat %732, bfloat 0xR0000
  %734 = fptrunc float %469 to bfloat
  %735 = select i1 %31, bfloat %734, bfloat 0xR0000
  %736 = fptrunc float %472 to bfloat
  %737 = select i1 %31, bfloat %736, bfloat 0xR0000
  %738 = fptrunc float %475 to bfloat
  %739 = select i1 %31, bfloat %738, bfloat 0xR0000
  %740 = fptrunc float %478 to bfloat
  %741 = select i1 %31, bfloat %740, bfloat 0xR0000
  %742 = fptrunc float %481 to bfloat
  %743 = select i1 %31, bfloat %742, bfloat 0xR0000
  %744 = fptrunc float %484 to bfloat
  %745 = select i1 %31, bfloat %744, bfloat 0xR0000
  %746 = fptrunc float %487 to bfloat
  %747 = select i1 %31, bfloat %746, bfloat 0xR0000
  %748 = fptrunc float %490 to bfloat
  %749 = select i1 %31, bfloat %748, bfloat 0xR0000
  br i1 %16, label %750, label %751

750:                                              ; preds = %493
  call void asm sideeffect "cp.async.bulk.wait_group.read 0;", "~{memory}"() #5
  br label %751

751:                                              ; preds = %750, %493
  call void asm sideeffect "bar.sync 7, 256;", "~{memory}"() #6
  %752 = insertelement <8 x bfloat> poison, bfloat %495, i64 0
  %753 = insertelement <8 x bfloat> %752, bfloat %497, i64 1
  %754 = insertelement <8 x bfloat> %753, bfloat %499, i64 2
  %755 = insertelement <8 x bfloat> %754, bfloat %501, i64 3
  %756 = insertelement <8 x bfloat> %755, bfloat %503, i64 4
  %757 = insertelement <8 x bfloat> %756, bfloat %505, i64 5
  %758 = insertelement <8 x bfloat> %757, bfloat %507, i64 6
  %759 = insertelement <8 x bfloat> %758, bfloat %509, i64 7
  store <8 x bfloat> %759, ptr addrspace(3) %44, align 16
  %760 = insertelement <8 x bfloat> poison, bfloat %511, i64 0
  %761 = insertelement <8 x bfloat> %760, bfloat %513, i64 1
  %762 = insertelement <8 x bfloat> %761, bfloat %515, i64 2
  %763 = insertelement <8 x bfloat> %762, bfloat %517, i64 3
  %764 = insertelement <8 x bfloat> %763, bfloat %519, i64 4
  %765 = insertelement <8 x bfloat> %764, bfloat %521, i64 5
  %766 = insertelement <8 x bfloat> %765, bfloat %523, i64 6
  %767 = insertelement <8 x bfloat> %766, bfloat %525, i64 7
  store <8 x bfloat> %767, ptr addrspace(3) %50, align 16
  %768 = insertelement <8 x bfloat> poison, bfloat %527, i64 0
  %769 = insertelement <8 x bfloat> %768, bfloat %529, i64 1
  %770 = insertelement <8 x bfloat> %769, bfloat %531, i64 2
  %771 = insertelement <8 x bfloat> %770, bfloat %533, i64 3
  %772 = insertelement <8 x bfloat> %771, bfloat %535, i64 4
  %773 = insertelement <8 x bfloat> %772, bfloat %537, i64 5
  %774 = insertelement <8 x bfloat> %773, bfloat %539, i64 6
  %775 = insertelement <8 x bfloat> %774, bfloat %541, i64 7
  store <8 x bfloat> %775, ptr addrspace(3) %54, align 16
  %776 = insertelement <8 x bfloat> poison, bfloat %543, i64 0
  %777 = insertelement <8 x bfloat> %776, bfloat %545, i64 1
  %778 = insertelement <8 x bfloat> %777, bfloat %547, i64 2
  %779 = insertelement <8 x bfloat> %778, bfloat %549, i64 3
  %780 = insertelement <8 x bfloat> %779, bfloat %551, i64 4
  %781 = insertelement <8 x bfloat> %780, bfloat %553, i64 5
  %782 = insertelement <8 x bfloat> %781, bfloat %555, i64 6
  %783 = insertelement <8 x bfloat> %782, bfloat %557, i64 7
  store <8 x bfloat> %783, ptr addrspace(3) %58, align 16
  %784 = insertelement <8 x bfloat> poison, bfloat %559, i64 0
  %785 = insertelement <8 x bfloat> %784, bfloat %561, i64 1
  %786 = insertelement <8 x bfloat> %785, bfloat %563, i64 2
  %787 = insertelement <8 x bfloat> %786, bfloat %565, i64 3
  %788 = insertelement <8 x bfloat> %787, bfloat %567, i64 4
  %789 = insertelement <8 x bfloat> %788, bfloat %569, i64 5
  %790 = insertelement <8 x bfloat> %789, bfloat %571, i64 6
  %791 = insertelement <8 x bfloat> %790, bfloat %573, i64 7
  store <8 x bfloat> %791, ptr addrspace(3) %62, align 16
  %792 = insertelement <8 x bfloat> poison, bfloat %575, i64 0
  %793 = insertelement <8 x bfloat> %792, bfloat %577, i64 1
  %794 = insertelement <8 x bfloat> %793, bfloat %579, i64 2
  %795 = insertelement <8 x bfloat> %794, bfloat %581, i64 3
  %796 = insertelement <8 x bfloat> %795, bfloat %583, i64 4
  %797 = insertelement <8 x bfloat> %796, bfloat %585, i64 5
  %798 = insertelement <8 x bfloat> %797, bfloat %587, i64 6
  %799 = insertelement <8 x bfloat> %798, bfloat %589, i64 7
  store <8 x bfloat> %799, ptr addrspace(3) %66, align 16
  %800 = insertelement <8 x bfloat> poison, bfloat %591, i64 0
  %801 = insertelement <8 x bfloat> %800, bfloat %593, i64 1
  %802 = insertelement <8 x bfloat> %801, bfloat %595, i64 2
  %803 = insertelement <8 x bfloat> %802, bfloat %597, i64 3
  %804 = insertelement <8 x bfloat> %803, bfloat %599, i64 4
  %805 = insertelement <8 x bfloat> %804, bfloat %601, i64 5
  %806 = insertelement <8 x bfloat> %805, bfloat %603, i64 6
  %807 = insertelement <8 x bfloat> %806, bfloat %605, i64 7
  store <8 x bfloat> %807, ptr addrspace(3) %70, align 16
  %808 = insertelement <8 x bfloat> poison, bfloat %607, i64 0
  %809 = insertelement <8 x bfloat> %808, bfloat %609, i64 1
  %810 = insertelement <8 x bfloat> %809, bfloat %611, i64 2
  %811 = insertelement <8 x bfloat> %810, bfloat %613, i64 3
  %812 = insertelement <8 x bfloat> %811, bfloat %615, i64 4
  %813 = insertelement <8 x bfloat> %812, bfloat %617, i64 5
  %814 = insertelement <8 x bfloat> %813, bfloat %619, i64 6
  %815 = insertelement <8 x bfloat> %814, bfloat %621, i64 7
  store <8 x bfloat> %815, ptr addrspace(3) %74, align 16
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  call void asm sideeffect "bar.sync 7, 256;", "~{memory}"() #6
  br i1 %16, label %816, label %.critedge

816:                                              ; preds = %751
  %817 = or disjoint i32 %97, 128
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %75, i32 %97, i32 %96, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 197632)) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %75, i32 %817, i32 %96, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 214016)) #5
  call void asm sideeffect "cp.async.bulk.commit_group;", "~{memory}"() #5
  call void asm sideeffect "cp.async.bulk.wait_group.read 0;", "~{memory}"() #5
  br label %.critedge

.critedge:                                        ; preds = %751, %816
  call void asm sideeffect "bar.sync 7, 256;", "~{memory}"() #6
  %818 = insertelement <8 x bfloat> poison, bfloat %623, i64 0
  %819 = insertelement <8 x bfloat> %818, bfloat %625, i64 1
  %820 = insertelement <8 x bfloat> %819, bfloat %627, i64 2
  %821 = insertelement <8 x bfloat> %820, bfloat %629, i64 3
  %822 = insertelement <8 x bfloat> %821, bfloat %631, i64 4
  %823 = insertelement <8 x bfloat> %822, bfloat %633, i64 5
  %824 = insertelement <8 x bfloat> %823, bfloat %635, i64 6
  %825 = insertelement <8 x bfloat> %824, bfloat %637, i64 7
  store <8 x bfloat> %825, ptr addrspace(3) %44, align 16
  %826 = insertelement <8 x bfloat> poison, bfloat %639, i64 0
  %827 = insertelement <8 x bfloat> %826, bfloat %641, i64 1
  %828 = insertelement <8 x bfloat> %827, bfloat %643, i64 2
  %829 = insertelement <8 x bfloat> %828, bfloat %645, i64 3
  %830 = insertelement <8 x bfloat> %829, bfloat %647, i64 4
  %831 = insertelement <8 x bfloat> %830, bfloat %649, i64 5
  %832 = insertelement <8 x bfloat> %831, bfloat %651, i64 6
  %833 = insertelement <8 x bfloat> %832, bfloat %653, i64 7
  store <8 x bfloat> %833, ptr addrspace(3) %50, align 16
  %834 = insertelement <8 x bfloat> poison, bfloat %655, i64 0
  %835 = insertelement <8 x bfloat> %834, bfloat %657, i64 1
  %836 = insertelement <8 x bfloat> %835, bfloat %659, i64 2
  %837 = insertelement <8 x bfloat> %836, bfloat %661, i64 3
  %838 = insertelement <8 x bfloat> %837, bfloat %663, i64 4
  %839 = insertelement <8 x bfloat> %838, bfloat %665, i64 5
  %840 = insertelement <8 x bfloat> %839, bfloat %667, i64 6
  %841 = insertelement <8 x bfloat> %840, bfloat %669, i64 7
  store <8 x bfloat> %841, ptr addrspace(3) %54, align 16
  %842 = insertelement <8 x bfloat> poison, bfloat %671, i64 0
  %843 = insertelement <8 x bfloat> %842, bfloat %673, i64 1
  %844 = insertelement <8 x bfloat> %843, bfloat %675, i64 2
  %845 = insertelement <8 x bfloat> %844, bfloat %677, i64 3
  %846 = insertelement <8 x bfloat> %845, bfloat %679, i64 4
  %847 = insertelement <8 x bfloat> %846, bfloat %681, i64 5
  %848 = insertelement <8 x bfloat> %847, bfloat %683, i64 6
  %849 = insertelement <8 x bfloat> %848, bfloat %685, i64 7
  store <8 x bfloat> %849, ptr addrspace(3) %58, align 16
  %850 = insertelement <8 x bfloat> poison, bfloat %687, i64 0
  %851 = insertelement <8 x bfloat> %850, bfloat %689, i64 1
  %852 = insertelement <8 x bfloat> %851, bfloat %691, i64 2
  %853 = insertelement <8 x bfloat> %852, bfloat %693, i64 3
  %854 = insertelement <8 x bfloat> %853, bfloat %695, i64 4
  %855 = insertelement <8 x bfloat> %854, bfloat %697, i64 5
  %856 = insertelement <8 x bfloat> %855, bfloat %699, i64 6
  %857 = insertelement <8 x bfloat> %856, bfloat %701, i64 7
  store <8 x bfloat> %857, ptr addrspace(3) %62, align 16
  %858 = insertelement <8 x bfloat> poison, bfloat %703, i64 0
  %859 = insertelement <8 x bfloat> %858, bfloat %705, i64 1
  %860 = insertelement <8 x bfloat> %859, bfloat %707, i64 2
  %861 = insertelement <8 x bfloat> %860, bfloat %709, i64 3
  %862 = insertelement <8 x bfloat> %861, bfloat %711, i64 4
  %863 = insertelement <8 x bfloat> %862, bfloat %713, i64 5
  %864 = insertelement <8 x bfloat> %863, bfloat %715, i64 6
  %865 = insertelement <8 x bfloat> %864, bfloat %717, i64 7
  store <8 x bfloat> %865, ptr addrspace(3) %66, align 16
  %866 = insertelement <8 x bfloat> poison, bfloat %719, i64 0
  %867 = insertelement <8 x bfloat> %866, bfloat %721, i64 1
  %868 = insertelement <8 x bfloat> %867, bfloat %723, i64 2
  %869 = insertelement <8 x bfloat> %868, bfloat %725, i64 3
  %870 = insertelement <8 x bfloat> %869, bfloat %727, i64 4
  %871 = insertelement <8 x bfloat> %870, bfloat %729, i64 5
  %872 = insertelement <8 x bfloat> %871, bfloat %731, i64 6
  %873 = insertelement <8 x bfloat> %872, bfloat %733, i64 7
  store <8 x bfloat> %873, ptr addrspace(3) %70, align 16
  %874 = insertelement <8 x bfloat> poison, bfloat %735, i64 0
  %875 = insertelement <8 x bfloat> %874, bfloat %737, i64 1
  %876 = insertelement <8 x bfloat> %875, bfloat %739, i64 2
  %877 = insertelement <8 x bfloat> %876, bfloat %741, i64 3
  %878 = insertelement <8 x bfloat> %877, bfloat %743, i64 4
  %879 = insertelement <8 x bfloat> %878, bfloat %745, i64 5
  %880 = insertelement <8 x bfloat> %879, bfloat %747, i64 6
  %881 = insertelement <8 x bfloat> %880, bfloat %749, i64 7
  store <8 x bfloat> %881, ptr addrspace(3) %74, align 16
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  call void asm sideeffect "bar.sync 7, 256;", "~{memory}"() #6
  br i1 %16, label %882, label %885

882:                                              ; preds = %.critedge
  %883 = or disjoint i32 %97, 192
  %884 = or disjoint i32 %97, 64
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %75, i32 %884, i32 %96, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 197632)) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %75, i32 %883, i32 %96, i32 add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 214016)) #5
  call void asm sideeffect "cp.async.bulk.commit_group;", "~{memory}"() #5
  br label %885

885:                                              ; preds = %882, %.critedge
  %886 = add i32 %77, 1
  %887 = add i32 %78, %14
  %888 = icmp slt i32 %887, %12
  br i1 %888, label %76, label %._crit_edge22

._crit_edge22:                                    ; preds = %885, %.preheader
  br i1 %16, label %889, label %1128

889:                                              ; preds = %._crit_edge22
  call void asm sideeffect "cp.async.bulk.wait_group 0;", "~{memory}"() #5
  br label %1128

890:                                              ; preds = %21
  switch i32 %7, label %._crit_edge12 [
    i32 256, label %.preheader10
    i32 288, label %973
  ]

.preheader10:                                     ; preds = %890
  %891 = icmp slt i32 %13, %12
  br i1 %891, label %.lr.ph11, label %._crit_edge12

.lr.ph11:                                         ; preds = %.preheader10
  %892 = shl nuw nsw i32 %11, 3
  %893 = tail call i32 @llvm.smax.i32(i32 %.fr50, i32 0)
  %894 = add nuw i32 %893, 127
  %895 = sdiv i32 %894, 128
  %896 = icmp sgt i32 %894, 127
  %897 = ptrtoint ptr %0 to i64
  %898 = ptrtoint ptr %1 to i64
  %.off = add nsw i32 %893, -1
  %899 = icmp ult i32 %.off, 128
  %900 = and i32 %895, 16777214
  %unroll_iter = zext nneg i32 %900 to i64
  %901 = and i32 %895, 1
  %lcmp.mod47.not = icmp eq i32 %901, 0
  %902 = and i32 %895, 1
  %lcmp.mod48 = icmp ne i32 %902, 0
  br label %903

903:                                              ; preds = %.lr.ph11, %._crit_edge
  %904 = phi i32 [ 0, %.lr.ph11 ], [ %970, %._crit_edge ]
  %905 = phi i32 [ %13, %.lr.ph11 ], [ %971, %._crit_edge ]
  %.frozen57 = freeze i32 %905
  %.frozen58 = freeze i32 %892
  %906 = udiv i32 %.frozen57, %.frozen58
  %907 = shl i32 %906, 3
  %908 = sub i32 %9, %907
  %909 = call i32 @llvm.umin.i32(i32 %908, i32 8)
  %910 = mul i32 %906, %.frozen58
  %.decomposed59 = sub i32 %.frozen57, %910
  %.frozen60 = freeze i32 %909
  %911 = udiv i32 %.decomposed59, %.frozen60
  %912 = mul i32 %911, %.frozen60
  %.decomposed61 = sub i32 %.decomposed59, %912
  %913 = add nuw i32 %.decomposed61, %907
  %914 = shl i32 %913, 7
  %915 = shl i32 %911, 8
  br i1 %896, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %903
  br i1 %899, label %.lr.ph.epil.preheader, label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph.preheader, %.loopexit9.1
  %916 = phi i64 [ %952, %.loopexit9.1 ], [ 0, %.lr.ph.preheader ]
  %niter = phi i64 [ %niter.next.1, %.loopexit9.1 ], [ 0, %.lr.ph.preheader ]
  %917 = trunc i64 %916 to i32
  %918 = add i32 %904, %917
  %919 = and i32 %918, 3
  %920 = icmp sgt i32 %918, 3
  %921 = shl nuw nsw i32 %919, 3
  br i1 %920, label %922, label %.loopexit9

922:                                              ; preds = %.lr.ph
  %.reass = or disjoint i32 %921, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196640)
  %923 = lshr i32 %918, 2
  %924 = and i32 %923, 1
  %925 = xor i32 %924, 1
  br label %926

926:                                              ; preds = %926, %922
  %927 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %.reass, i32 %925) #5
  %928 = icmp eq i32 %927, 0
  br i1 %928, label %926, label %.loopexit9

.loopexit9:                                       ; preds = %926, %.lr.ph
  %929 = mul nuw nsw i32 %919, 49152
  %930 = add i32 %929, ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32)
  %931 = add i32 %929, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 16384)
  %932 = or disjoint i32 %921, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196608)
  %933 = shl i32 %917, 7
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %932, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %930, i64 %897, i32 %933, i32 %914, i32 %932) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %931, i64 %898, i32 %933, i32 %915, i32 %932) #5
  %934 = trunc i64 %916 to i32
  %935 = or disjoint i32 %934, 1
  %936 = add i32 %904, %935
  %937 = and i32 %936, 3
  %938 = icmp sgt i32 %936, 3
  %939 = shl nuw nsw i32 %937, 3
  br i1 %938, label %940, label %.loopexit9.1

940:                                              ; preds = %.loopexit9
  %.reass.1 = or disjoint i32 %939, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196640)
  %941 = lshr i32 %936, 2
  %942 = and i32 %941, 1
  %943 = xor i32 %942, 1
  br label %944

944:                                              ; preds = %944, %940
  %945 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %.reass.1, i32 %943) #5
  %946 = icmp eq i32 %945, 0
  br i1 %946, label %944, label %.loopexit9.1

.loopexit9.1:                                     ; preds = %944, %.loopexit9
  %947 = mul nuw nsw i32 %937, 49152
  %948 = add i32 %947, ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32)
  %949 = add i32 %947, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 16384)
  %950 = or disjoint i32 %939, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196608)
  %951 = shl i32 %935, 7
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %950, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %948, i64 %897, i32 %951, i32 %914, i32 %950) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %949, i64 %898, i32 %951, i32 %915, i32 %950) #5
  %952 = add nuw nsw i64 %916, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph

._crit_edge.loopexit.unr-lcssa:                   ; preds = %.loopexit9.1
  br i1 %lcmp.mod47.not, label %._crit_edge, label %.lr.ph.epil.preheader

.lr.ph.epil.preheader:                            ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph.preheader
  %.epil.init = phi i64 [ 0, %.lr.ph.preheader ], [ %952, %._crit_edge.loopexit.unr-lcssa ]
  call void @llvm.assume(i1 %lcmp.mod48)
  %953 = trunc i64 %.epil.init to i32
  %954 = add i32 %904, %953
  %955 = and i32 %954, 3
  %956 = icmp sgt i32 %954, 3
  %957 = shl nuw nsw i32 %955, 3
  br i1 %956, label %958, label %.loopexit9.epil

958:                                              ; preds = %.lr.ph.epil.preheader
  %.reass.epil = or disjoint i32 %957, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196640)
  %959 = lshr i32 %954, 2
  %960 = and i32 %959, 1
  %961 = xor i32 %960, 1
  br label %962

962:                                              ; preds = %962, %958
  %963 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %.reass.epil, i32 %961) #5
  %964 = icmp eq i32 %963, 0
  br i1 %964, label %962, label %.loopexit9.epil

.loopexit9.epil:                                  ; preds = %962, %.lr.ph.epil.preheader
  %965 = mul nuw nsw i32 %955, 49152
  %966 = add i32 %965, ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32)
  %967 = add i32 %965, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 16384)
  %968 = or disjoint i32 %957, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196608)
  %969 = shl i32 %953, 7
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %968, i32 49152) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %966, i64 %897, i32 %969, i32 %914, i32 %968) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %967, i64 %898, i32 %969, i32 %915, i32 %968) #5
  br label %._crit_edge

._crit_edge:                                      ; preds = %.loopexit9.epil, %._crit_edge.loopexit.unr-lcssa, %903
  %970 = add i32 %904, %895
  %971 = add i32 %905, %14
  %972 = icmp slt i32 %971, %12
  br i1 %972, label %903, label %._crit_edge12

973:                                              ; preds = %890
  %974 = icmp slt i32 %13, %12
  br i1 %974, label %.lr.ph17, label %._crit_edge18

.lr.ph17:                                         ; preds = %973
  %975 = tail call i32 @llvm.smax.i32(i32 %.fr50, i32 0)
  %976 = add nuw i32 %975, 127
  %977 = sdiv i32 %976, 128
  %978 = sext i32 %977 to i64
  %979 = icmp sgt i32 %976, 127
  br label %980

980:                                              ; preds = %.lr.ph17, %._crit_edge15
  %981 = phi i32 [ 0, %.lr.ph17 ], [ %1057, %._crit_edge15 ]
  %982 = phi i32 [ 0, %.lr.ph17 ], [ %1056, %._crit_edge15 ]
  %983 = phi i32 [ %13, %.lr.ph17 ], [ %1058, %._crit_edge15 ]
  %984 = and i32 %981, 1
  %985 = icmp sgt i32 %981, 1
  br i1 %985, label %986, label %.loopexit8

986:                                              ; preds = %980
  %987 = shl nuw nsw i32 %984, 3
  %988 = or disjoint i32 %987, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196704)
  %989 = lshr i32 %981, 1
  %990 = and i32 %989, 1
  %991 = xor i32 %990, 1
  br label %992

992:                                              ; preds = %992, %986
  %993 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %988, i32 %991) #5
  %994 = icmp eq i32 %993, 0
  br i1 %994, label %992, label %.loopexit8

.loopexit8:                                       ; preds = %992, %980
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %995 = shl nuw nsw i32 %984, 8
  %996 = add i32 %995, %22
  br i1 %979, label %.lr.ph14, label %._crit_edge15

.lr.ph14:                                         ; preds = %.loopexit8, %1008
  %997 = phi i64 [ %1053, %1008 ], [ 0, %.loopexit8 ]
  %998 = trunc i64 %997 to i32
  %999 = add i32 %982, %998
  %1000 = and i32 %999, 3
  %1001 = shl nuw nsw i32 %1000, 3
  %1002 = or disjoint i32 %1001, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196608)
  %1003 = lshr i32 %999, 2
  %1004 = and i32 %1003, 1
  br label %1005

1005:                                             ; preds = %1005, %.lr.ph14
  %1006 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1002, i32 %1004) #5
  %1007 = icmp eq i32 %1006, 0
  br i1 %1007, label %1005, label %1008

1008:                                             ; preds = %1005
  %1009 = icmp ne i32 %998, 0
  %1010 = zext i1 %1009 to i32
  %1011 = mul nuw nsw i32 %1000, 49152
  %1012 = add i32 %1011, ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32)
  %1013 = add i32 %1011, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 16384)
  %1014 = lshr exact i32 %1012, 4
  %1015 = and i32 %1014, 16320
  %1016 = zext nneg i32 %1015 to i64
  %1017 = or disjoint i64 %1016, 4611756662049538048
  %1018 = lshr exact i32 %1013, 4
  %1019 = and i32 %1018, 16320
  %1020 = zext nneg i32 %1019 to i64
  %1021 = or disjoint i64 %1020, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f8f6f4 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %996, i64 %1017, i64 %1021, i32 138412048, i32 %1010) #5
  %1022 = add i32 %1011, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 32)
  %1023 = lshr exact i32 %1022, 4
  %1024 = and i32 %1023, 16322
  %1025 = zext nneg i32 %1024 to i64
  %1026 = or disjoint i64 %1025, 4611756662049538048
  %1027 = add i32 %1011, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 16416)
  %1028 = lshr exact i32 %1027, 4
  %1029 = and i32 %1028, 16322
  %1030 = zext nneg i32 %1029 to i64
  %1031 = or disjoint i64 %1030, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f8f6f4 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %996, i64 %1026, i64 %1031, i32 138412048, i32 1) #5
  %1032 = add i32 %1011, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 64)
  %1033 = lshr exact i32 %1032, 4
  %1034 = and i32 %1033, 16324
  %1035 = zext nneg i32 %1034 to i64
  %1036 = or disjoint i64 %1035, 4611756662049538048
  %1037 = add i32 %1011, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 16448)
  %1038 = lshr exact i32 %1037, 4
  %1039 = and i32 %1038, 16324
  %1040 = zext nneg i32 %1039 to i64
  %1041 = or disjoint i64 %1040, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f8f6f4 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %996, i64 %1036, i64 %1041, i32 138412048, i32 1) #5
  %1042 = add i32 %1011, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 96)
  %1043 = lshr exact i32 %1042, 4
  %1044 = and i32 %1043, 16326
  %1045 = zext nneg i32 %1044 to i64
  %1046 = or disjoint i64 %1045, 4611756662049538048
  %1047 = add i32 %1011, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 16480)
  %1048 = lshr exact i32 %1047, 4
  %1049 = and i32 %1048, 16326
  %1050 = zext nneg i32 %1049 to i64
  %1051 = or disjoint i64 %1050, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f8f6f4 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %996, i64 %1046, i64 %1051, i32 138412048, i32 1) #5
  %1052 = or disjoint i32 %1002, 32
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %1052) #5
  %1053 = add nuw nsw i64 %997, 1
  %exitcond.not = icmp eq i64 %1053, %978
  br i1 %exitcond.not, label %._crit_edge15, label %.lr.ph14

._crit_edge15:                                    ; preds = %1008, %.loopexit8
  %1054 = shl nuw nsw i32 %984, 3
  %1055 = or disjoint i32 %1054, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196688)
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %1055) #5
  %1056 = add i32 %982, %977
  %1057 = add i32 %981, 1
  %1058 = add i32 %983, %14
  %1059 = icmp slt i32 %1058, %12
  br i1 %1059, label %980, label %._crit_edge18

._crit_edge18:                                    ; preds = %._crit_edge15, %973
  %.lcssa = phi i32 [ 0, %973 ], [ %1056, %._crit_edge15 ]
  %1060 = add i32 %.lcssa, -4
  %1061 = tail call i32 @llvm.smax.i32(i32 %1060, i32 0)
  %1062 = sext i32 %.lcssa to i64
  %1063 = icmp slt i32 %1061, %.lcssa
  br i1 %1063, label %.lr.ph20, label %._crit_edge12

.lr.ph20:                                         ; preds = %._crit_edge18
  %1064 = zext nneg i32 %1061 to i64
  %1065 = or disjoint i32 32, add (i32 ptrtoint (ptr addrspace(3) @gemm_fp8_tma_persistent_store_dsmem to i32), i32 196608)
  %1066 = sub nsw i64 %1062, %1064
  %1067 = freeze i64 %1066
  %1068 = add i64 %1067, -1
  %xtraiter = and i64 %1067, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %.prol.loopexit, label %.prol.preheader

.prol.preheader:                                  ; preds = %.lr.ph20, %1079
  %1069 = phi i64 [ %1080, %1079 ], [ %1064, %.lr.ph20 ]
  %prol.iter = phi i64 [ %prol.iter.next, %1079 ], [ 0, %.lr.ph20 ]
  %1070 = trunc nuw nsw i64 %1069 to i32
  %1071 = shl i32 %1070, 3
  %1072 = and i32 %1071, 24
  %1073 = or disjoint i32 %1065, %1072
  %1074 = lshr i32 %1070, 2
  %1075 = and i32 %1074, 1
  br label %1076

1076:                                             ; preds = %1076, %.prol.preheader
  %1077 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1073, i32 %1075) #5
  %1078 = icmp eq i32 %1077, 0
  br i1 %1078, label %1076, label %1079

1079:                                             ; preds = %1076
  %1080 = add nuw nsw i64 %1069, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %.prol.loopexit, label %.prol.preheader, !llvm.loop !1

.prol.loopexit:                                   ; preds = %1079, %.lr.ph20
  %.unr = phi i64 [ %1064, %.lr.ph20 ], [ %1080, %1079 ]
  %1081 = icmp ult i64 %1068, 3
  br i1 %1081, label %._crit_edge12, label %.lr.ph20.new

.lr.ph20.new:                                     ; preds = %.prol.loopexit, %1125
  %1082 = phi i64 [ %1126, %1125 ], [ %.unr, %.prol.loopexit ]
  %1083 = trunc nuw nsw i64 %1082 to i32
  %1084 = shl i32 %1083, 3
  %1085 = and i32 %1084, 24
  %1086 = or disjoint i32 %1065, %1085
  %1087 = lshr i32 %1083, 2
  %1088 = and i32 %1087, 1
  br label %1089

1089:                                             ; preds = %1089, %.lr.ph20.new
  %1090 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1086, i32 %1088) #5
  %1091 = icmp eq i32 %1090, 0
  br i1 %1091, label %1089, label %1092

1092:                                             ; preds = %1089
  %1093 = trunc i64 %1082 to i32
  %1094 = add i32 %1093, 1
  %1095 = shl i32 %1094, 3
  %1096 = and i32 %1095, 24
  %1097 = or disjoint i32 %1065, %1096
  %1098 = lshr i32 %1094, 2
  %1099 = and i32 %1098, 1
  br label %1100

1100:                                             ; preds = %1100, %1092
  %1101 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1097, i32 %1099) #5
  %1102 = icmp eq i32 %1101, 0
  br i1 %1102, label %1100, label %1103

1103:                                             ; preds = %1100
  %1104 = trunc i64 %1082 to i32
  %1105 = add i32 %1104, 2
  %1106 = shl i32 %1105, 3
  %1107 = and i32 %1106, 24
  %1108 = or disjoint i32 %1065, %1107
  %1109 = lshr i32 %1105, 2
  %1110 = and i32 %1109, 1
  br label %1111

1111:                                             ; preds = %1111, %1103
  %1112 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1108, i32 %1110) #5
  %1113 = icmp eq i32 %1112, 0
  br i1 %1113, label %1111, label %1114

1114:                                             ; preds = %1111
  %1115 = trunc i64 %1082 to i32
  %1116 = add i32 %1115, 3
  %1117 = shl i32 %1116, 3
  %1118 = and i32 %1117, 24
  %1119 = or disjoint i32 %1065, %1118
  %1120 = lshr i32 %1116, 2
  %1121 = and i32 %1120, 1
  br label %1122

1122:                                             ; preds = %1122, %1114
  %1123 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1119, i32 %1121) #5
  %1124 = icmp eq i32 %1123, 0
  br i1 %1124, label %1122, label %1125

1125:                                             ; preds = %1122
  %1126 = add nuw nsw i64 %1082, 4
  %1127 = icmp slt i64 %1126, %1062
  br i1 %1127, label %.lr.ph20.new, label %._crit_edge12

._crit_edge12:                                    ; preds = %.prol.loopexit, %1125, %._crit_edge, %._crit_edge18, %.preheader10, %890
  call void asm sideeffect "bar.warp.sync -1;", "~{memory}"() #6
  br label %1128

1128:                                             ; preds = %._crit_edge22, %889, %._crit_edge12
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %19, label %1129, label %1130

1129:                                             ; preds = %1128
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 512;", "r,~{memory}"(i32 %22) #5
  br label %1130

1130:                                             ; preds = %1129, %1128
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
