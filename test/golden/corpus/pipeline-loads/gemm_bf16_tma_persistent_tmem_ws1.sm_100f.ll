; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_bf16_tma_persistent_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @gemm_bf16_tma_persistent(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 288) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %3, 127
  %9 = lshr i32 %8, 7
  %10 = add i32 %4, 255
  %11 = lshr i32 %10, 8
  %12 = mul i32 %11, %9
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = icmp eq i32 %7, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 128)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 256)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608) to i32), i32 384)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %17

17:                                               ; preds = %16, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %18, label %19

18:                                               ; preds = %17
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120) to i32)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120) to i32), i32 128)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120) to i32), i32 256)) #4
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120) to i32), i32 384)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %19

19:                                               ; preds = %18, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %20, label %21

20:                                               ; preds = %19
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197632) to i32)) #4
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #4
  br label %21

21:                                               ; preds = %20, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = icmp samesign ugt i32 %7, 255
  br i1 %22, label %23, label %80

23:                                               ; preds = %21
  %24 = icmp eq i32 %7, 256
  %25 = icmp slt i32 %13, %12
  %or.cond = select i1 %24, i1 %25, i1 false
  br i1 %or.cond, label %.lr.ph16, label %.loopexit

.lr.ph16:                                         ; preds = %23
  %26 = shl nuw nsw i32 %11, 3
  %27 = icmp sgt i32 %5, 0
  %28 = ptrtoint ptr %0 to i64
  %29 = ptrtoint ptr %1 to i64
  %30 = add i32 %5, 63
  %31 = sdiv i32 %30, 64
  %32 = select i1 %27, i32 %31, i32 0
  br label %33

33:                                               ; preds = %.lr.ph16, %._crit_edge15
  %34 = phi i32 [ 0, %.lr.ph16 ], [ %77, %._crit_edge15 ]
  %35 = phi i32 [ %13, %.lr.ph16 ], [ %78, %._crit_edge15 ]
  %.frozen = freeze i32 %35
  %.frozen27 = freeze i32 %26
  %36 = udiv i32 %.frozen, %.frozen27
  %37 = shl i32 %36, 3
  %38 = mul i32 %36, %.frozen27
  %.decomposed = sub i32 %.frozen, %38
  %39 = sub i32 %9, %37
  %40 = call i32 @llvm.umin.i32(i32 %39, i32 8)
  %.frozen28 = freeze i32 %40
  %41 = udiv i32 %.decomposed, %.frozen28
  %42 = mul i32 %41, %.frozen28
  %.decomposed29 = sub i32 %.decomposed, %42
  %43 = add nuw i32 %.decomposed29, %37
  %44 = shl i32 %43, 7
  %45 = shl i32 %41, 8
  br i1 %27, label %.lr.ph14, label %._crit_edge15

.lr.ph14:                                         ; preds = %33, %61
  %46 = phi i32 [ %75, %61 ], [ 0, %33 ]
  %47 = lshr exact i32 %46, 6
  %48 = add i32 %47, %34
  %49 = and i32 %48, 3
  %50 = lshr i32 %48, 2
  %51 = and i32 %50, 1
  %52 = xor i32 %51, 1
  %53 = shl nuw nsw i32 %49, 7
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120), i64 %54
  %56 = ptrtoint ptr addrspace(3) %55 to i64
  %57 = trunc i64 %56 to i32
  br label %58

58:                                               ; preds = %58, %.lr.ph14
  %59 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %57, i32 %52) #4
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %58, label %61

61:                                               ; preds = %58
  %62 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %54
  %63 = ptrtoint ptr addrspace(3) %62 to i64
  %64 = trunc i64 %63 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %64, i32 49152) #4
  %65 = shl nuw nsw i32 %49, 14
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %66
  %68 = ptrtoint ptr addrspace(3) %67 to i64
  %69 = trunc i64 %68 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %69, i64 %28, i32 %46, i32 %44, i32 %64) #4
  %70 = shl nuw nsw i32 %49, 15
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %71
  %73 = ptrtoint ptr addrspace(3) %72 to i64
  %74 = trunc i64 %73 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %74, i64 %29, i32 %46, i32 %45, i32 %64) #4
  %75 = add i32 %46, 64
  %76 = icmp slt i32 %75, %5
  br i1 %76, label %.lr.ph14, label %._crit_edge15

._crit_edge15:                                    ; preds = %61, %33
  %77 = add i32 %34, %32
  %78 = add i32 %35, %14
  %79 = icmp slt i32 %78, %12
  br i1 %79, label %33, label %.loopexit

80:                                               ; preds = %21
  %81 = icmp samesign ult i32 %7, 32
  br i1 %81, label %82, label %83

82:                                               ; preds = %80
  tail call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 256;\0A\09tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197760) to i32)) #4
  br label %83

83:                                               ; preds = %82, %80
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %84 = tail call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197760) to i32)) #4
  %85 = icmp slt i32 %13, %12
  br i1 %85, label %.lr.ph11, label %._crit_edge12

.lr.ph11:                                         ; preds = %83
  %86 = shl nuw nsw i32 %11, 3
  %87 = icmp sgt i32 %5, 0
  %88 = and i32 %7, 128
  %89 = shl nuw nsw i32 %7, 16
  %90 = and i32 %89, 6291456
  %91 = or disjoint i32 %90, %88
  %92 = add i32 %91, %84
  %93 = add i32 %92, 32
  %94 = add i32 %92, 64
  %95 = add i32 %92, 96
  %96 = and i32 %7, 127
  %97 = add i32 %5, 63
  %98 = sdiv i32 %97, 64
  %99 = select i1 %87, i32 %98, i32 0
  %invariant.op = or i32 %7, 127
  br label %100

100:                                              ; preds = %.lr.ph11, %163
  %101 = phi i32 [ 0, %.lr.ph11 ], [ %1386, %163 ]
  %102 = phi i32 [ %13, %.lr.ph11 ], [ %1387, %163 ]
  %.frozen30 = freeze i32 %102
  %.frozen31 = freeze i32 %86
  %103 = udiv i32 %.frozen30, %.frozen31
  %104 = shl i32 %103, 3
  %105 = sub i32 %9, %104
  %106 = tail call i32 @llvm.umin.i32(i32 %105, i32 8)
  %107 = mul i32 %103, %.frozen31
  %.decomposed32 = sub i32 %.frozen30, %107
  %.frozen33 = freeze i32 %106
  %108 = udiv i32 %.decomposed32, %.frozen33
  %109 = mul i32 %108, %.frozen33
  %.decomposed34 = sub i32 %.decomposed32, %109
  %110 = add nuw i32 %.decomposed34, %104
  %111 = shl i32 %110, 7
  %112 = shl i32 %108, 8
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %87, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %100, %.critedge9
  %113 = phi i32 [ %153, %.critedge9 ], [ 0, %100 ]
  %114 = lshr exact i32 %113, 6
  %115 = add i32 %114, %101
  %116 = and i32 %115, 3
  %117 = lshr i32 %115, 2
  %118 = and i32 %117, 1
  br i1 %15, label %119, label %.critedge9

119:                                              ; preds = %.lr.ph
  %120 = shl nuw nsw i32 %116, 7
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 196608), i64 %121
  %123 = ptrtoint ptr addrspace(3) %122 to i64
  %124 = trunc i64 %123 to i32
  br label %125

125:                                              ; preds = %125, %119
  %126 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %124, i32 %118) #4
  %127 = icmp eq i32 %126, 0
  br i1 %127, label %125, label %.critedge

.critedge:                                        ; preds = %125
  %128 = shl nuw nsw i32 %116, 15
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 %129
  %131 = ptrtoint ptr addrspace(3) %130 to i64
  %132 = shl nuw nsw i32 %116, 14
  %133 = zext nneg i32 %132 to i64
  %134 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 131072), i64 %133
  %135 = ptrtoint ptr addrspace(3) %134 to i64
  %136 = icmp ne i32 %113, 0
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %137 = zext i1 %136 to i32
  %138 = lshr exact i64 %135, 4
  %139 = and i64 %138, 16320
  %140 = or disjoint i64 %139, 4611756662049538048
  %141 = lshr exact i64 %131, 4
  %142 = and i64 %141, 16320
  %143 = or disjoint i64 %142, 4611756662049538048
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %84, i64 %140, i64 %143, i32 138413200, i32 %137) #4
  %144 = or disjoint i64 %139, 4611756662049538050
  %145 = or disjoint i64 %142, 4611756662049538050
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %84, i64 %144, i64 %145, i32 138413200, i32 1) #4
  %146 = or disjoint i64 %139, 4611756662049538052
  %147 = or disjoint i64 %142, 4611756662049538052
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %84, i64 %146, i64 %147, i32 138413200, i32 1) #4
  %148 = or disjoint i64 %139, 4611756662049538054
  %149 = or disjoint i64 %142, 4611756662049538054
  tail call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %84, i64 %148, i64 %149, i32 138413200, i32 1) #4
  %150 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120), i64 %121
  %151 = ptrtoint ptr addrspace(3) %150 to i64
  %152 = trunc i64 %151 to i32
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %152) #4
  br label %.critedge9

.critedge9:                                       ; preds = %.lr.ph, %.critedge
  %153 = add i32 %113, 64
  %154 = icmp slt i32 %153, %5
  br i1 %154, label %.lr.ph, label %._crit_edge

._crit_edge:                                      ; preds = %.critedge9, %100
  br i1 %15, label %155, label %156

155:                                              ; preds = %._crit_edge
  tail call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197632) to i32)) #4
  br label %156

156:                                              ; preds = %155, %._crit_edge
  %157 = sub i32 %102, %13
  %158 = udiv i32 %157, %14
  %159 = and i32 %158, 1
  br label %160

160:                                              ; preds = %160, %156
  %161 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197632) to i32), i32 %159) #4
  %162 = icmp eq i32 %161, 0
  br i1 %162, label %160, label %163

163:                                              ; preds = %160
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #4
  %164 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %92) #4
  %165 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 0
  %166 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 1
  %167 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 2
  %168 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 3
  %169 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 4
  %170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 5
  %171 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 6
  %172 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 7
  %173 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 8
  %174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 9
  %175 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 10
  %176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 11
  %177 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 12
  %178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 13
  %179 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 14
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 15
  %181 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 16
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 17
  %183 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 18
  %184 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 19
  %185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 20
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 21
  %187 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 22
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 23
  %189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 24
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 25
  %191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 26
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 27
  %193 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 28
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 29
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 30
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %164, 31
  %197 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %93) #4
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 0
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 1
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 2
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 3
  %202 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 4
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 5
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 6
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 7
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 8
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 9
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 10
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 11
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 12
  %211 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 13
  %212 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 14
  %213 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 15
  %214 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 16
  %215 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 17
  %216 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 18
  %217 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 19
  %218 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 20
  %219 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 21
  %220 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 22
  %221 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 23
  %222 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 24
  %223 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 25
  %224 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 26
  %225 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 27
  %226 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 28
  %227 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 29
  %228 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 30
  %229 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %197, 31
  %230 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %94) #4
  %231 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 0
  %232 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 1
  %233 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 2
  %234 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 3
  %235 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 4
  %236 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 5
  %237 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 6
  %238 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 7
  %239 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 8
  %240 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 9
  %241 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 10
  %242 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 11
  %243 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 12
  %244 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 13
  %245 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 14
  %246 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 15
  %247 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 16
  %248 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 17
  %249 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 18
  %250 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 19
  %251 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 20
  %252 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 21
  %253 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 22
  %254 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 23
  %255 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 24
  %256 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 25
  %257 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 26
  %258 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 27
  %259 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 28
  %260 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 29
  %261 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 30
  %262 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %230, 31
  %263 = tail call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %95) #4
  %264 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 0
  %265 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 1
  %266 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 2
  %267 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 3
  %268 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 4
  %269 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 5
  %270 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 6
  %271 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 7
  %272 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 8
  %273 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 9
  %274 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 10
  %275 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 11
  %276 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 12
  %277 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 13
  %278 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 14
  %279 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 15
  %280 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 16
  %281 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 17
  %282 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 18
  %283 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 19
  %284 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 20
  %285 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 21
  %286 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 22
  %287 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 23
  %288 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 24
  %289 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 25
  %290 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 26
  %291 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 27
  %292 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 28
  %293 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 29
  %294 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 30
  %295 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %263, 31
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  %296 = or disjoint i32 %111, %96
  %297 = mul i32 %296, %4
  %298 = or disjoint i32 %112, %88
  %299 = add i32 %297, %298
  %300 = sext i32 %299 to i64
  %301 = getelementptr float, ptr addrspace(1) %2, i64 %300
  %302 = icmp slt i32 %296, %3
  %303 = icmp slt i32 %298, %4
  %304 = and i1 %302, %303
  %305 = or disjoint i32 %298, 1
  %306 = icmp slt i32 %305, %4
  %307 = and i1 %302, %306
  %308 = or disjoint i32 %298, 2
  %309 = icmp slt i32 %308, %4
  %310 = and i1 %302, %309
  %311 = or disjoint i32 %298, 3
  %312 = icmp slt i32 %311, %4
  %313 = ptrtoint ptr addrspace(1) %301 to i64
  %314 = and i64 %313, 15
  %315 = icmp eq i64 %314, 0
  %316 = and i1 %304, %315
  %317 = and i1 %309, %316
  %318 = and i1 %312, %316
  %319 = xor i1 %304, %318
  %320 = xor i1 %307, %318
  %321 = xor i1 %310, %318
  %322 = xor i1 %302, %317
  %323 = and i1 %312, %322
  %324 = zext i1 %318 to i32
  %325 = select i1 %87, i32 %165, i32 0
  %326 = select i1 %87, i32 %166, i32 0
  %327 = select i1 %87, i32 %167, i32 0
  %328 = select i1 %87, i32 %168, i32 0
  %329 = zext i1 %319 to i32
  %330 = zext i1 %320 to i32
  %331 = zext i1 %321 to i32
  %332 = zext i1 %323 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %324, i32 %325, i32 %326, i32 %327, i32 %328, ptr addrspace(1) %301, i32 %329, i32 %330, i32 %331, i32 %332) #4
  %333 = or disjoint i32 %298, 4
  %334 = add i32 %297, %333
  %335 = sext i32 %334 to i64
  %336 = getelementptr float, ptr addrspace(1) %2, i64 %335
  %337 = icmp slt i32 %333, %4
  %338 = and i1 %302, %337
  %339 = or disjoint i32 %298, 5
  %340 = icmp slt i32 %339, %4
  %341 = and i1 %302, %340
  %342 = or disjoint i32 %298, 6
  %343 = icmp slt i32 %342, %4
  %344 = and i1 %302, %343
  %345 = or disjoint i32 %298, 7
  %346 = icmp slt i32 %345, %4
  %347 = ptrtoint ptr addrspace(1) %336 to i64
  %348 = and i64 %347, 15
  %349 = icmp eq i64 %348, 0
  %350 = and i1 %338, %349
  %351 = and i1 %343, %350
  %352 = and i1 %346, %350
  %353 = xor i1 %338, %352
  %354 = xor i1 %341, %352
  %355 = xor i1 %344, %352
  %356 = xor i1 %302, %351
  %357 = and i1 %346, %356
  %358 = zext i1 %352 to i32
  %359 = select i1 %87, i32 %169, i32 0
  %360 = select i1 %87, i32 %170, i32 0
  %361 = select i1 %87, i32 %171, i32 0
  %362 = select i1 %87, i32 %172, i32 0
  %363 = zext i1 %353 to i32
  %364 = zext i1 %354 to i32
  %365 = zext i1 %355 to i32
  %366 = zext i1 %357 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %358, i32 %359, i32 %360, i32 %361, i32 %362, ptr addrspace(1) %336, i32 %363, i32 %364, i32 %365, i32 %366) #4
  %367 = or disjoint i32 %298, 8
  %368 = add i32 %297, %367
  %369 = sext i32 %368 to i64
  %370 = getelementptr float, ptr addrspace(1) %2, i64 %369
  %371 = icmp slt i32 %367, %4
  %372 = and i1 %302, %371
  %373 = or disjoint i32 %298, 9
  %374 = icmp slt i32 %373, %4
  %375 = and i1 %302, %374
  %376 = or disjoint i32 %298, 10
  %377 = icmp slt i32 %376, %4
  %378 = and i1 %302, %377
  %379 = or disjoint i32 %298, 11
  %380 = icmp slt i32 %379, %4
  %381 = ptrtoint ptr addrspace(1) %370 to i64
  %382 = and i64 %381, 15
  %383 = icmp eq i64 %382, 0
  %384 = and i1 %372, %383
  %385 = and i1 %377, %384
  %386 = and i1 %380, %384
  %387 = xor i1 %372, %386
  %388 = xor i1 %375, %386
  %389 = xor i1 %378, %386
  %390 = xor i1 %302, %385
  %391 = and i1 %380, %390
  %392 = zext i1 %386 to i32
  %393 = select i1 %87, i32 %173, i32 0
  %394 = select i1 %87, i32 %174, i32 0
  %395 = select i1 %87, i32 %175, i32 0
  %396 = select i1 %87, i32 %176, i32 0
  %397 = zext i1 %387 to i32
  %398 = zext i1 %388 to i32
  %399 = zext i1 %389 to i32
  %400 = zext i1 %391 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %392, i32 %393, i32 %394, i32 %395, i32 %396, ptr addrspace(1) %370, i32 %397, i32 %398, i32 %399, i32 %400) #4
  %401 = or disjoint i32 %298, 12
  %402 = add i32 %297, %401
  %403 = sext i32 %402 to i64
  %404 = getelementptr float, ptr addrspace(1) %2, i64 %403
  %405 = icmp slt i32 %401, %4
  %406 = and i1 %302, %405
  %407 = or disjoint i32 %298, 13
  %408 = icmp slt i32 %407, %4
  %409 = and i1 %302, %408
  %410 = or disjoint i32 %298, 14
  %411 = icmp slt i32 %410, %4
  %412 = and i1 %302, %411
  %413 = or disjoint i32 %298, 15
  %414 = icmp slt i32 %413, %4
  %415 = ptrtoint ptr addrspace(1) %404 to i64
  %416 = and i64 %415, 15
  %417 = icmp eq i64 %416, 0
  %418 = and i1 %406, %417
  %419 = and i1 %411, %418
  %420 = and i1 %414, %418
  %421 = xor i1 %406, %420
  %422 = xor i1 %409, %420
  %423 = xor i1 %412, %420
  %424 = xor i1 %302, %419
  %425 = and i1 %414, %424
  %426 = zext i1 %420 to i32
  %427 = select i1 %87, i32 %177, i32 0
  %428 = select i1 %87, i32 %178, i32 0
  %429 = select i1 %87, i32 %179, i32 0
  %430 = select i1 %87, i32 %180, i32 0
  %431 = zext i1 %421 to i32
  %432 = zext i1 %422 to i32
  %433 = zext i1 %423 to i32
  %434 = zext i1 %425 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %426, i32 %427, i32 %428, i32 %429, i32 %430, ptr addrspace(1) %404, i32 %431, i32 %432, i32 %433, i32 %434) #4
  %435 = or disjoint i32 %298, 16
  %436 = add i32 %297, %435
  %437 = sext i32 %436 to i64
  %438 = getelementptr float, ptr addrspace(1) %2, i64 %437
  %439 = icmp slt i32 %435, %4
  %440 = and i1 %302, %439
  %441 = or disjoint i32 %298, 17
  %442 = icmp slt i32 %441, %4
  %443 = and i1 %302, %442
  %444 = or disjoint i32 %298, 18
  %445 = icmp slt i32 %444, %4
  %446 = and i1 %302, %445
  %447 = or disjoint i32 %298, 19
  %448 = icmp slt i32 %447, %4
  %449 = ptrtoint ptr addrspace(1) %438 to i64
  %450 = and i64 %449, 15
  %451 = icmp eq i64 %450, 0
  %452 = and i1 %440, %451
  %453 = and i1 %445, %452
  %454 = and i1 %448, %452
  %455 = xor i1 %440, %454
  %456 = xor i1 %443, %454
  %457 = xor i1 %446, %454
  %458 = xor i1 %302, %453
  %459 = and i1 %448, %458
  %460 = zext i1 %454 to i32
  %461 = select i1 %87, i32 %181, i32 0
  %462 = select i1 %87, i32 %182, i32 0
  %463 = select i1 %87, i32 %183, i32 0
  %464 = select i1 %87, i32 %184, i32 0
  %465 = zext i1 %455 to i32
  %466 = zext i1 %456 to i32
  %467 = zext i1 %457 to i32
  %468 = zext i1 %459 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %460, i32 %461, i32 %462, i32 %463, i32 %464, ptr addrspace(1) %438, i32 %465, i32 %466, i32 %467, i32 %468) #4
  %469 = or disjoint i32 %298, 20
  %470 = add i32 %297, %469
  %471 = sext i32 %470 to i64
  %472 = getelementptr float, ptr addrspace(1) %2, i64 %471
  %473 = icmp slt i32 %469, %4
  %474 = and i1 %302, %473
  %475 = or disjoint i32 %298, 21
  %476 = icmp slt i32 %475, %4
  %477 = and i1 %302, %476
  %478 = or disjoint i32 %298, 22
  %479 = icmp slt i32 %478, %4
  %480 = and i1 %302, %479
  %481 = or disjoint i32 %298, 23
  %482 = icmp slt i32 %481, %4
  %483 = ptrtoint ptr addrspace(1) %472 to i64
  %484 = and i64 %483, 15
  %485 = icmp eq i64 %484, 0
  %486 = and i1 %474, %485
  %487 = and i1 %479, %486
  %488 = and i1 %482, %486
  %489 = xor i1 %474, %488
  %490 = xor i1 %477, %488
  %491 = xor i1 %480, %488
  %492 = xor i1 %302, %487
  %493 = and i1 %482, %492
  %494 = zext i1 %488 to i32
  %495 = select i1 %87, i32 %185, i32 0
  %496 = select i1 %87, i32 %186, i32 0
  %497 = select i1 %87, i32 %187, i32 0
  %498 = select i1 %87, i32 %188, i32 0
  %499 = zext i1 %489 to i32
  %500 = zext i1 %490 to i32
  %501 = zext i1 %491 to i32
  %502 = zext i1 %493 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %494, i32 %495, i32 %496, i32 %497, i32 %498, ptr addrspace(1) %472, i32 %499, i32 %500, i32 %501, i32 %502) #4
  %503 = or disjoint i32 %298, 24
  %504 = add i32 %297, %503
  %505 = sext i32 %504 to i64
  %506 = getelementptr float, ptr addrspace(1) %2, i64 %505
  %507 = icmp slt i32 %503, %4
  %508 = and i1 %302, %507
  %509 = or disjoint i32 %298, 25
  %510 = icmp slt i32 %509, %4
  %511 = and i1 %302, %510
  %512 = or disjoint i32 %298, 26
  %513 = icmp slt i32 %512, %4
  %514 = and i1 %302, %513
  %515 = or disjoint i32 %298, 27
  %516 = icmp slt i32 %515, %4
  %517 = ptrtoint ptr addrspace(1) %506 to i64
  %518 = and i64 %517, 15
  %519 = icmp eq i64 %518, 0
  %520 = and i1 %508, %519
  %521 = and i1 %513, %520
  %522 = and i1 %516, %520
  %523 = xor i1 %508, %522
  %524 = xor i1 %511, %522
  %525 = xor i1 %514, %522
  %526 = xor i1 %302, %521
  %527 = and i1 %516, %526
  %528 = zext i1 %522 to i32
  %529 = select i1 %87, i32 %189, i32 0
  %530 = select i1 %87, i32 %190, i32 0
  %531 = select i1 %87, i32 %191, i32 0
  %532 = select i1 %87, i32 %192, i32 0
  %533 = zext i1 %523 to i32
  %534 = zext i1 %524 to i32
  %535 = zext i1 %525 to i32
  %536 = zext i1 %527 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %528, i32 %529, i32 %530, i32 %531, i32 %532, ptr addrspace(1) %506, i32 %533, i32 %534, i32 %535, i32 %536) #4
  %537 = or disjoint i32 %298, 28
  %538 = add i32 %297, %537
  %539 = sext i32 %538 to i64
  %540 = getelementptr float, ptr addrspace(1) %2, i64 %539
  %541 = icmp slt i32 %537, %4
  %542 = and i1 %302, %541
  %543 = or disjoint i32 %298, 29
  %544 = icmp slt i32 %543, %4
  %545 = and i1 %302, %544
  %546 = or disjoint i32 %298, 30
  %547 = icmp slt i32 %546, %4
  %548 = and i1 %302, %547
  %549 = or disjoint i32 %298, 31
  %550 = icmp slt i32 %549, %4
  %551 = ptrtoint ptr addrspace(1) %540 to i64
  %552 = and i64 %551, 15
  %553 = icmp eq i64 %552, 0
  %554 = and i1 %542, %553
  %555 = and i1 %547, %554
  %556 = and i1 %550, %554
  %557 = xor i1 %542, %556
  %558 = xor i1 %545, %556
  %559 = xor i1 %548, %556
  %560 = xor i1 %302, %555
  %561 = and i1 %550, %560
  %562 = zext i1 %556 to i32
  %563 = select i1 %87, i32 %193, i32 0
  %564 = select i1 %87, i32 %194, i32 0
  %565 = select i1 %87, i32 %195, i32 0
  %566 = select i1 %87, i32 %196, i32 0
  %567 = zext i1 %557 to i32
  %568 = zext i1 %558 to i32
  %569 = zext i1 %559 to i32
  %570 = zext i1 %561 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %562, i32 %563, i32 %564, i32 %565, i32 %566, ptr addrspace(1) %540, i32 %567, i32 %568, i32 %569, i32 %570) #4
  %571 = or disjoint i32 %298, 32
  %572 = add i32 %297, %571
  %573 = sext i32 %572 to i64
  %574 = getelementptr float, ptr addrspace(1) %2, i64 %573
  %575 = icmp slt i32 %571, %4
  %576 = and i1 %302, %575
  %577 = or disjoint i32 %298, 33
  %578 = icmp slt i32 %577, %4
  %579 = and i1 %302, %578
  %580 = or disjoint i32 %298, 34
  %581 = icmp slt i32 %580, %4
  %582 = and i1 %302, %581
  %583 = or disjoint i32 %298, 35
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
  %594 = xor i1 %302, %589
  %595 = and i1 %584, %594
  %596 = zext i1 %590 to i32
  %597 = select i1 %87, i32 %198, i32 0
  %598 = select i1 %87, i32 %199, i32 0
  %599 = select i1 %87, i32 %200, i32 0
  %600 = select i1 %87, i32 %201, i32 0
  %601 = zext i1 %591 to i32
  %602 = zext i1 %592 to i32
  %603 = zext i1 %593 to i32
  %604 = zext i1 %595 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %596, i32 %597, i32 %598, i32 %599, i32 %600, ptr addrspace(1) %574, i32 %601, i32 %602, i32 %603, i32 %604) #4
  %605 = or disjoint i32 %298, 36
  %606 = add i32 %297, %605
  %607 = sext i32 %606 to i64
  %608 = getelementptr float, ptr addrspace(1) %2, i64 %607
  %609 = icmp slt i32 %605, %4
  %610 = and i1 %302, %609
  %611 = or disjoint i32 %298, 37
  %612 = icmp slt i32 %611, %4
  %613 = and i1 %302, %612
  %614 = or disjoint i32 %298, 38
  %615 = icmp slt i32 %614, %4
  %616 = and i1 %302, %615
  %617 = or disjoint i32 %298, 39
  %618 = icmp slt i32 %617, %4
  %619 = ptrtoint ptr addrspace(1) %608 to i64
  %620 = and i64 %619, 15
  %621 = icmp eq i64 %620, 0
  %622 = and i1 %610, %621
  %623 = and i1 %615, %622
  %624 = and i1 %618, %622
  %625 = xor i1 %610, %624
  %626 = xor i1 %613, %624
  %627 = xor i1 %616, %624
  %628 = xor i1 %302, %623
  %629 = and i1 %618, %628
  %630 = zext i1 %624 to i32
  %631 = select i1 %87, i32 %202, i32 0
  %632 = select i1 %87, i32 %203, i32 0
  %633 = select i1 %87, i32 %204, i32 0
  %634 = select i1 %87, i32 %205, i32 0
  %635 = zext i1 %625 to i32
  %636 = zext i1 %626 to i32
  %637 = zext i1 %627 to i32
  %638 = zext i1 %629 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %630, i32 %631, i32 %632, i32 %633, i32 %634, ptr addrspace(1) %608, i32 %635, i32 %636, i32 %637, i32 %638) #4
  %639 = or disjoint i32 %298, 40
  %640 = add i32 %297, %639
  %641 = sext i32 %640 to i64
  %642 = getelementptr float, ptr addrspace(1) %2, i64 %641
  %643 = icmp slt i32 %639, %4
  %644 = and i1 %302, %643
  %645 = or disjoint i32 %298, 41
  %646 = icmp slt i32 %645, %4
  %647 = and i1 %302, %646
  %648 = or disjoint i32 %298, 42
  %649 = icmp slt i32 %648, %4
  %650 = and i1 %302, %649
  %651 = or disjoint i32 %298, 43
  %652 = icmp slt i32 %651, %4
  %653 = ptrtoint ptr addrspace(1) %642 to i64
  %654 = and i64 %653, 15
  %655 = icmp eq i64 %654, 0
  %656 = and i1 %644, %655
  %657 = and i1 %649, %656
  %658 = and i1 %652, %656
  %659 = xor i1 %644, %658
  %660 = xor i1 %647, %658
  %661 = xor i1 %650, %658
  %662 = xor i1 %302, %657
  %663 = and i1 %652, %662
  %664 = zext i1 %658 to i32
  %665 = select i1 %87, i32 %206, i32 0
  %666 = select i1 %87, i32 %207, i32 0
  %667 = select i1 %87, i32 %208, i32 0
  %668 = select i1 %87, i32 %209, i32 0
  %669 = zext i1 %659 to i32
  %670 = zext i1 %660 to i32
  %671 = zext i1 %661 to i32
  %672 = zext i1 %663 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %664, i32 %665, i32 %666, i32 %667, i32 %668, ptr addrspace(1) %642, i32 %669, i32 %670, i32 %671, i32 %672) #4
  %673 = or disjoint i32 %298, 44
  %674 = add i32 %297, %673
  %675 = sext i32 %674 to i64
  %676 = getelementptr float, ptr addrspace(1) %2, i64 %675
  %677 = icmp slt i32 %673, %4
  %678 = and i1 %302, %677
  %679 = or disjoint i32 %298, 45
  %680 = icmp slt i32 %679, %4
  %681 = and i1 %302, %680
  %682 = or disjoint i32 %298, 46
  %683 = icmp slt i32 %682, %4
  %684 = and i1 %302, %683
  %685 = or disjoint i32 %298, 47
  %686 = icmp slt i32 %685, %4
  %687 = ptrtoint ptr addrspace(1) %676 to i64
  %688 = and i64 %687, 15
  %689 = icmp eq i64 %688, 0
  %690 = and i1 %678, %689
  %691 = and i1 %683, %690
  %692 = and i1 %686, %690
  %693 = xor i1 %678, %692
  %694 = xor i1 %681, %692
  %695 = xor i1 %684, %692
  %696 = xor i1 %302, %691
  %697 = and i1 %686, %696
  %698 = zext i1 %692 to i32
  %699 = select i1 %87, i32 %210, i32 0
  %700 = select i1 %87, i32 %211, i32 0
  %701 = select i1 %87, i32 %212, i32 0
  %702 = select i1 %87, i32 %213, i32 0
  %703 = zext i1 %693 to i32
  %704 = zext i1 %694 to i32
  %705 = zext i1 %695 to i32
  %706 = zext i1 %697 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %698, i32 %699, i32 %700, i32 %701, i32 %702, ptr addrspace(1) %676, i32 %703, i32 %704, i32 %705, i32 %706) #4
  %707 = or disjoint i32 %298, 48
  %708 = add i32 %297, %707
  %709 = sext i32 %708 to i64
  %710 = getelementptr float, ptr addrspace(1) %2, i64 %709
  %711 = icmp slt i32 %707, %4
  %712 = and i1 %302, %711
  %713 = or disjoint i32 %298, 49
  %714 = icmp slt i32 %713, %4
  %715 = and i1 %302, %714
  %716 = or disjoint i32 %298, 50
  %717 = icmp slt i32 %716, %4
  %718 = and i1 %302, %717
  %719 = or disjoint i32 %298, 51
  %720 = icmp slt i32 %719, %4
  %721 = ptrtoint ptr addrspace(1) %710 to i64
  %722 = and i64 %721, 15
  %723 = icmp eq i64 %722, 0
  %724 = and i1 %712, %723
  %725 = and i1 %717, %724
  %726 = and i1 %720, %724
  %727 = xor i1 %712, %726
  %728 = xor i1 %715, %726
  %729 = xor i1 %718, %726
  %730 = xor i1 %302, %725
  %731 = and i1 %720, %730
  %732 = zext i1 %726 to i32
  %733 = select i1 %87, i32 %214, i32 0
  %734 = select i1 %87, i32 %215, i32 0
  %735 = select i1 %87, i32 %216, i32 0
  %736 = select i1 %87, i32 %217, i32 0
  %737 = zext i1 %727 to i32
  %738 = zext i1 %728 to i32
  %739 = zext i1 %729 to i32
  %740 = zext i1 %731 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %732, i32 %733, i32 %734, i32 %735, i32 %736, ptr addrspace(1) %710, i32 %737, i32 %738, i32 %739, i32 %740) #4
  %741 = or disjoint i32 %298, 52
  %742 = add i32 %297, %741
  %743 = sext i32 %742 to i64
  %744 = getelementptr float, ptr addrspace(1) %2, i64 %743
  %745 = icmp slt i32 %741, %4
  %746 = and i1 %302, %745
  %747 = or disjoint i32 %298, 53
  %748 = icmp slt i32 %747, %4
  %749 = and i1 %302, %748
  %750 = or disjoint i32 %298, 54
  %751 = icmp slt i32 %750, %4
  %752 = and i1 %302, %751
  %753 = or disjoint i32 %298, 55
  %754 = icmp slt i32 %753, %4
  %755 = ptrtoint ptr addrspace(1) %744 to i64
  %756 = and i64 %755, 15
  %757 = icmp eq i64 %756, 0
  %758 = and i1 %746, %757
  %759 = and i1 %751, %758
  %760 = and i1 %754, %758
  %761 = xor i1 %746, %760
  %762 = xor i1 %749, %760
  %763 = xor i1 %752, %760
  %764 = xor i1 %302, %759
  %765 = and i1 %754, %764
  %766 = zext i1 %760 to i32
  %767 = select i1 %87, i32 %218, i32 0
  %768 = select i1 %87, i32 %219, i32 0
  %769 = select i1 %87, i32 %220, i32 0
  %770 = select i1 %87, i32 %221, i32 0
  %771 = zext i1 %761 to i32
  %772 = zext i1 %762 to i32
  %773 = zext i1 %763 to i32
  %774 = zext i1 %765 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %766, i32 %767, i32 %768, i32 %769, i32 %770, ptr addrspace(1) %744, i32 %771, i32 %772, i32 %773, i32 %774) #4
  %775 = or disjoint i32 %298, 56
  %776 = add i32 %297, %775
  %777 = sext i32 %776 to i64
  %778 = getelementptr float, ptr addrspace(1) %2, i64 %777
  %779 = icmp slt i32 %775, %4
  %780 = and i1 %302, %779
  %781 = or disjoint i32 %298, 57
  %782 = icmp slt i32 %781, %4
  %783 = and i1 %302, %782
  %784 = or disjoint i32 %298, 58
  %785 = icmp slt i32 %784, %4
  %786 = and i1 %302, %785
  %787 = or disjoint i32 %298, 59
  %788 = icmp slt i32 %787, %4
  %789 = ptrtoint ptr addrspace(1) %778 to i64
  %790 = and i64 %789, 15
  %791 = icmp eq i64 %790, 0
  %792 = and i1 %780, %791
  %793 = and i1 %785, %792
  %794 = and i1 %788, %792
  %795 = xor i1 %780, %794
  %796 = xor i1 %783, %794
  %797 = xor i1 %786, %794
  %798 = xor i1 %302, %793
  %799 = and i1 %788, %798
  %800 = zext i1 %794 to i32
  %801 = select i1 %87, i32 %222, i32 0
  %802 = select i1 %87, i32 %223, i32 0
  %803 = select i1 %87, i32 %224, i32 0
  %804 = select i1 %87, i32 %225, i32 0
  %805 = zext i1 %795 to i32
  %806 = zext i1 %796 to i32
  %807 = zext i1 %797 to i32
  %808 = zext i1 %799 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %800, i32 %801, i32 %802, i32 %803, i32 %804, ptr addrspace(1) %778, i32 %805, i32 %806, i32 %807, i32 %808) #4
  %809 = or disjoint i32 %298, 60
  %810 = add i32 %297, %809
  %811 = sext i32 %810 to i64
  %812 = getelementptr float, ptr addrspace(1) %2, i64 %811
  %813 = icmp slt i32 %809, %4
  %814 = and i1 %302, %813
  %815 = or disjoint i32 %298, 61
  %816 = icmp slt i32 %815, %4
  %817 = and i1 %302, %816
  %818 = or disjoint i32 %298, 62
  %819 = icmp slt i32 %818, %4
  %820 = and i1 %302, %819
  %821 = or disjoint i32 %298, 63
  %822 = icmp slt i32 %821, %4
  %823 = ptrtoint ptr addrspace(1) %812 to i64
  %824 = and i64 %823, 15
  %825 = icmp eq i64 %824, 0
  %826 = and i1 %814, %825
  %827 = and i1 %819, %826
  %828 = and i1 %822, %826
  %829 = xor i1 %814, %828
  %830 = xor i1 %817, %828
  %831 = xor i1 %820, %828
  %832 = xor i1 %302, %827
  %833 = and i1 %822, %832
  %834 = zext i1 %828 to i32
  %835 = select i1 %87, i32 %226, i32 0
  %836 = select i1 %87, i32 %227, i32 0
  %837 = select i1 %87, i32 %228, i32 0
  %838 = select i1 %87, i32 %229, i32 0
  %839 = zext i1 %829 to i32
  %840 = zext i1 %830 to i32
  %841 = zext i1 %831 to i32
  %842 = zext i1 %833 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %834, i32 %835, i32 %836, i32 %837, i32 %838, ptr addrspace(1) %812, i32 %839, i32 %840, i32 %841, i32 %842) #4
  %843 = or disjoint i32 %298, 64
  %844 = add i32 %297, %843
  %845 = sext i32 %844 to i64
  %846 = getelementptr float, ptr addrspace(1) %2, i64 %845
  %847 = icmp slt i32 %843, %4
  %848 = and i1 %302, %847
  %849 = or disjoint i32 %298, 65
  %850 = icmp slt i32 %849, %4
  %851 = and i1 %302, %850
  %852 = or disjoint i32 %298, 66
  %853 = icmp slt i32 %852, %4
  %854 = and i1 %302, %853
  %855 = or disjoint i32 %298, 67
  %856 = icmp slt i32 %855, %4
  %857 = ptrtoint ptr addrspace(1) %846 to i64
  %858 = and i64 %857, 15
  %859 = icmp eq i64 %858, 0
  %860 = and i1 %848, %859
  %861 = and i1 %853, %860
  %862 = and i1 %856, %860
  %863 = xor i1 %848, %862
  %864 = xor i1 %851, %862
  %865 = xor i1 %854, %862
  %866 = xor i1 %302, %861
  %867 = and i1 %856, %866
  %868 = zext i1 %862 to i32
  %869 = select i1 %87, i32 %231, i32 0
  %870 = select i1 %87, i32 %232, i32 0
  %871 = select i1 %87, i32 %233, i32 0
  %872 = select i1 %87, i32 %234, i32 0
  %873 = zext i1 %863 to i32
  %874 = zext i1 %864 to i32
  %875 = zext i1 %865 to i32
  %876 = zext i1 %867 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %868, i32 %869, i32 %870, i32 %871, i32 %872, ptr addrspace(1) %846, i32 %873, i32 %874, i32 %875, i32 %876) #4
  %877 = or disjoint i32 %298, 68
  %878 = add i32 %297, %877
  %879 = sext i32 %878 to i64
  %880 = getelementptr float, ptr addrspace(1) %2, i64 %879
  %881 = icmp slt i32 %877, %4
  %882 = and i1 %302, %881
  %883 = or disjoint i32 %298, 69
  %884 = icmp slt i32 %883, %4
  %885 = and i1 %302, %884
  %886 = or disjoint i32 %298, 70
  %887 = icmp slt i32 %886, %4
  %888 = and i1 %302, %887
  %889 = or disjoint i32 %298, 71
  %890 = icmp slt i32 %889, %4
  %891 = ptrtoint ptr addrspace(1) %880 to i64
  %892 = and i64 %891, 15
  %893 = icmp eq i64 %892, 0
  %894 = and i1 %882, %893
  %895 = and i1 %887, %894
  %896 = and i1 %890, %894
  %897 = xor i1 %882, %896
  %898 = xor i1 %885, %896
  %899 = xor i1 %888, %896
  %900 = xor i1 %302, %895
  %901 = and i1 %890, %900
  %902 = zext i1 %896 to i32
  %903 = select i1 %87, i32 %235, i32 0
  %904 = select i1 %87, i32 %236, i32 0
  %905 = select i1 %87, i32 %237, i32 0
  %906 = select i1 %87, i32 %238, i32 0
  %907 = zext i1 %897 to i32
  %908 = zext i1 %898 to i32
  %909 = zext i1 %899 to i32
  %910 = zext i1 %901 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %902, i32 %903, i32 %904, i32 %905, i32 %906, ptr addrspace(1) %880, i32 %907, i32 %908, i32 %909, i32 %910) #4
  %911 = or disjoint i32 %298, 72
  %912 = add i32 %297, %911
  %913 = sext i32 %912 to i64
  %914 = getelementptr float, ptr addrspace(1) %2, i64 %913
  %915 = icmp slt i32 %911, %4
  %916 = and i1 %302, %915
  %917 = or disjoint i32 %298, 73
  %918 = icmp slt i32 %917, %4
  %919 = and i1 %302, %918
  %920 = or disjoint i32 %298, 74
  %921 = icmp slt i32 %920, %4
  %922 = and i1 %302, %921
  %923 = or disjoint i32 %298, 75
  %924 = icmp slt i32 %923, %4
  %925 = ptrtoint ptr addrspace(1) %914 to i64
  %926 = and i64 %925, 15
  %927 = icmp eq i64 %926, 0
  %928 = and i1 %916, %927
  %929 = and i1 %921, %928
  %930 = and i1 %924, %928
  %931 = xor i1 %916, %930
  %932 = xor i1 %919, %930
  %933 = xor i1 %922, %930
  %934 = xor i1 %302, %929
  %935 = and i1 %924, %934
  %936 = zext i1 %930 to i32
  %937 = select i1 %87, i32 %239, i32 0
  %938 = select i1 %87, i32 %240, i32 0
  %939 = select i1 %87, i32 %241, i32 0
  %940 = select i1 %87, i32 %242, i32 0
  %941 = zext i1 %931 to i32
  %942 = zext i1 %932 to i32
  %943 = zext i1 %933 to i32
  %944 = zext i1 %935 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %936, i32 %937, i32 %938, i32 %939, i32 %940, ptr addrspace(1) %914, i32 %941, i32 %942, i32 %943, i32 %944) #4
  %945 = or disjoint i32 %298, 76
  %946 = add i32 %297, %945
  %947 = sext i32 %946 to i64
  %948 = getelementptr float, ptr addrspace(1) %2, i64 %947
  %949 = icmp slt i32 %945, %4
  %950 = and i1 %302, %949
  %951 = or disjoint i32 %298, 77
  %952 = icmp slt i32 %951, %4
  %953 = and i1 %302, %952
  %954 = or disjoint i32 %298, 78
  %955 = icmp slt i32 %954, %4
  %956 = and i1 %302, %955
  %957 = or disjoint i32 %298, 79
  %958 = icmp slt i32 %957, %4
  %959 = ptrtoint ptr addrspace(1) %948 to i64
  %960 = and i64 %959, 15
  %961 = icmp eq i64 %960, 0
  %962 = and i1 %950, %961
  %963 = and i1 %955, %962
  %964 = and i1 %958, %962
  %965 = xor i1 %950, %964
  %966 = xor i1 %953, %964
  %967 = xor i1 %956, %964
  %968 = xor i1 %302, %963
  %969 = and i1 %958, %968
  %970 = zext i1 %964 to i32
  %971 = select i1 %87, i32 %243, i32 0
  %972 = select i1 %87, i32 %244, i32 0
  %973 = select i1 %87, i32 %245, i32 0
  %974 = select i1 %87, i32 %246, i32 0
  %975 = zext i1 %965 to i32
  %976 = zext i1 %966 to i32
  %977 = zext i1 %967 to i32
  %978 = zext i1 %969 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %970, i32 %971, i32 %972, i32 %973, i32 %974, ptr addrspace(1) %948, i32 %975, i32 %976, i32 %977, i32 %978) #4
  %979 = or disjoint i32 %298, 80
  %980 = add i32 %297, %979
  %981 = sext i32 %980 to i64
  %982 = getelementptr float, ptr addrspace(1) %2, i64 %981
  %983 = icmp slt i32 %979, %4
  %984 = and i1 %302, %983
  %985 = or disjoint i32 %298, 81
  %986 = icmp slt i32 %985, %4
  %987 = and i1 %302, %986
  %988 = or disjoint i32 %298, 82
  %989 = icmp slt i32 %988, %4
  %990 = and i1 %302, %989
  %991 = or disjoint i32 %298, 83
  %992 = icmp slt i32 %991, %4
  %993 = ptrtoint ptr addrspace(1) %982 to i64
  %994 = and i64 %993, 15
  %995 = icmp eq i64 %994, 0
  %996 = and i1 %984, %995
  %997 = and i1 %989, %996
  %998 = and i1 %992, %996
  %999 = xor i1 %984, %998
  %1000 = xor i1 %987, %998
  %1001 = xor i1 %990, %998
  %1002 = xor i1 %302, %997
  %1003 = and i1 %992, %1002
  %1004 = zext i1 %998 to i32
  %1005 = select i1 %87, i32 %247, i32 0
  %1006 = select i1 %87, i32 %248, i32 0
  %1007 = select i1 %87, i32 %249, i32 0
  %1008 = select i1 %87, i32 %250, i32 0
  %1009 = zext i1 %999 to i32
  %1010 = zext i1 %1000 to i32
  %1011 = zext i1 %1001 to i32
  %1012 = zext i1 %1003 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1004, i32 %1005, i32 %1006, i32 %1007, i32 %1008, ptr addrspace(1) %982, i32 %1009, i32 %1010, i32 %1011, i32 %1012) #4
  %1013 = or disjoint i32 %298, 84
  %1014 = add i32 %297, %1013
  %1015 = sext i32 %1014 to i64
  %1016 = getelementptr float, ptr addrspace(1) %2, i64 %1015
  %1017 = icmp slt i32 %1013, %4
  %1018 = and i1 %302, %1017
  %1019 = or disjoint i32 %298, 85
  %1020 = icmp slt i32 %1019, %4
  %1021 = and i1 %302, %1020
  %1022 = or disjoint i32 %298, 86
  %1023 = icmp slt i32 %1022, %4
  %1024 = and i1 %302, %1023
  %1025 = or disjoint i32 %298, 87
  %1026 = icmp slt i32 %1025, %4
  %1027 = ptrtoint ptr addrspace(1) %1016 to i64
  %1028 = and i64 %1027, 15
  %1029 = icmp eq i64 %1028, 0
  %1030 = and i1 %1018, %1029
  %1031 = and i1 %1023, %1030
  %1032 = and i1 %1026, %1030
  %1033 = xor i1 %1018, %1032
  %1034 = xor i1 %1021, %1032
  %1035 = xor i1 %1024, %1032
  %1036 = xor i1 %302, %1031
  %1037 = and i1 %1026, %1036
  %1038 = zext i1 %1032 to i32
  %1039 = select i1 %87, i32 %251, i32 0
  %1040 = select i1 %87, i32 %252, i32 0
  %1041 = select i1 %87, i32 %253, i32 0
  %1042 = select i1 %87, i32 %254, i32 0
  %1043 = zext i1 %1033 to i32
  %1044 = zext i1 %1034 to i32
  %1045 = zext i1 %1035 to i32
  %1046 = zext i1 %1037 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1038, i32 %1039, i32 %1040, i32 %1041, i32 %1042, ptr addrspace(1) %1016, i32 %1043, i32 %1044, i32 %1045, i32 %1046) #4
  %1047 = or disjoint i32 %298, 88
  %1048 = add i32 %297, %1047
  %1049 = sext i32 %1048 to i64
  %1050 = getelementptr float, ptr addrspace(1) %2, i64 %1049
  %1051 = icmp slt i32 %1047, %4
  %1052 = and i1 %302, %1051
  %1053 = or disjoint i32 %298, 89
  %1054 = icmp slt i32 %1053, %4
  %1055 = and i1 %302, %1054
  %1056 = or disjoint i32 %298, 90
  %1057 = icmp slt i32 %1056, %4
  %1058 = and i1 %302, %1057
  %1059 = or disjoint i32 %298, 91
  %1060 = icmp slt i32 %1059, %4
  %1061 = ptrtoint ptr addrspace(1) %1050 to i64
  %1062 = and i64 %1061, 15
  %1063 = icmp eq i64 %1062, 0
  %1064 = and i1 %1052, %1063
  %1065 = and i1 %1057, %1064
  %1066 = and i1 %1060, %1064
  %1067 = xor i1 %1052, %1066
  %1068 = xor i1 %1055, %1066
  %1069 = xor i1 %1058, %1066
  %1070 = xor i1 %302, %1065
  %1071 = and i1 %1060, %1070
  %1072 = zext i1 %1066 to i32
  %1073 = select i1 %87, i32 %255, i32 0
  %1074 = select i1 %87, i32 %256, i32 0
  %1075 = select i1 %87, i32 %257, i32 0
  %1076 = select i1 %87, i32 %258, i32 0
  %1077 = zext i1 %1067 to i32
  %1078 = zext i1 %1068 to i32
  %1079 = zext i1 %1069 to i32
  %1080 = zext i1 %1071 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1072, i32 %1073, i32 %1074, i32 %1075, i32 %1076, ptr addrspace(1) %1050, i32 %1077, i32 %1078, i32 %1079, i32 %1080) #4
  %1081 = or disjoint i32 %298, 92
  %1082 = add i32 %297, %1081
  %1083 = sext i32 %1082 to i64
  %1084 = getelementptr float, ptr addrspace(1) %2, i64 %1083
  %1085 = icmp slt i32 %1081, %4
  %1086 = and i1 %302, %1085
  %1087 = or disjoint i32 %298, 93
  %1088 = icmp slt i32 %1087, %4
  %1089 = and i1 %302, %1088
  %1090 = or disjoint i32 %298, 94
  %1091 = icmp slt i32 %1090, %4
  %1092 = and i1 %302, %1091
  %1093 = or disjoint i32 %298, 95
  %1094 = icmp slt i32 %1093, %4
  %1095 = ptrtoint ptr addrspace(1) %1084 to i64
  %1096 = and i64 %1095, 15
  %1097 = icmp eq i64 %1096, 0
  %1098 = and i1 %1086, %1097
  %1099 = and i1 %1091, %1098
  %1100 = and i1 %1094, %1098
  %1101 = xor i1 %1086, %1100
  %1102 = xor i1 %1089, %1100
  %1103 = xor i1 %1092, %1100
  %1104 = xor i1 %302, %1099
  %1105 = and i1 %1094, %1104
  %1106 = zext i1 %1100 to i32
  %1107 = select i1 %87, i32 %259, i32 0
  %1108 = select i1 %87, i32 %260, i32 0
  %1109 = select i1 %87, i32 %261, i32 0
  %1110 = select i1 %87, i32 %262, i32 0
  %1111 = zext i1 %1101 to i32
  %1112 = zext i1 %1102 to i32
  %1113 = zext i1 %1103 to i32
  %1114 = zext i1 %1105 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1106, i32 %1107, i32 %1108, i32 %1109, i32 %1110, ptr addrspace(1) %1084, i32 %1111, i32 %1112, i32 %1113, i32 %1114) #4
  %1115 = or disjoint i32 %298, 96
  %1116 = add i32 %297, %1115
  %1117 = sext i32 %1116 to i64
  %1118 = getelementptr float, ptr addrspace(1) %2, i64 %1117
  %1119 = icmp slt i32 %1115, %4
  %1120 = and i1 %302, %1119
  %1121 = or disjoint i32 %298, 97
  %1122 = icmp slt i32 %1121, %4
  %1123 = and i1 %302, %1122
  %1124 = or disjoint i32 %298, 98
  %1125 = icmp slt i32 %1124, %4
  %1126 = and i1 %302, %1125
  %1127 = or disjoint i32 %298, 99
  %1128 = icmp slt i32 %1127, %4
  %1129 = ptrtoint ptr addrspace(1) %1118 to i64
  %1130 = and i64 %1129, 15
  %1131 = icmp eq i64 %1130, 0
  %1132 = and i1 %1120, %1131
  %1133 = and i1 %1125, %1132
  %1134 = and i1 %1128, %1132
  %1135 = xor i1 %1120, %1134
  %1136 = xor i1 %1123, %1134
  %1137 = xor i1 %1126, %1134
  %1138 = xor i1 %302, %1133
  %1139 = and i1 %1128, %1138
  %1140 = zext i1 %1134 to i32
  %1141 = select i1 %87, i32 %264, i32 0
  %1142 = select i1 %87, i32 %265, i32 0
  %1143 = select i1 %87, i32 %266, i32 0
  %1144 = select i1 %87, i32 %267, i32 0
  %1145 = zext i1 %1135 to i32
  %1146 = zext i1 %1136 to i32
  %1147 = zext i1 %1137 to i32
  %1148 = zext i1 %1139 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1140, i32 %1141, i32 %1142, i32 %1143, i32 %1144, ptr addrspace(1) %1118, i32 %1145, i32 %1146, i32 %1147, i32 %1148) #4
  %1149 = or disjoint i32 %298, 100
  %1150 = add i32 %297, %1149
  %1151 = sext i32 %1150 to i64
  %1152 = getelementptr float, ptr addrspace(1) %2, i64 %1151
  %1153 = icmp slt i32 %1149, %4
  %1154 = and i1 %302, %1153
  %1155 = or disjoint i32 %298, 101
  %1156 = icmp slt i32 %1155, %4
  %1157 = and i1 %302, %1156
  %1158 = or disjoint i32 %298, 102
  %1159 = icmp slt i32 %1158, %4
  %1160 = and i1 %302, %1159
  %1161 = or disjoint i32 %298, 103
  %1162 = icmp slt i32 %1161, %4
  %1163 = ptrtoint ptr addrspace(1) %1152 to i64
  %1164 = and i64 %1163, 15
  %1165 = icmp eq i64 %1164, 0
  %1166 = and i1 %1154, %1165
  %1167 = and i1 %1159, %1166
  %1168 = and i1 %1162, %1166
  %1169 = xor i1 %1154, %1168
  %1170 = xor i1 %1157, %1168
  %1171 = xor i1 %1160, %1168
  %1172 = xor i1 %302, %1167
  %1173 = and i1 %1162, %1172
  %1174 = zext i1 %1168 to i32
  %1175 = select i1 %87, i32 %268, i32 0
  %1176 = select i1 %87, i32 %269, i32 0
  %1177 = select i1 %87, i32 %270, i32 0
  %1178 = select i1 %87, i32 %271, i32 0
  %1179 = zext i1 %1169 to i32
  %1180 = zext i1 %1170 to i32
  %1181 = zext i1 %1171 to i32
  %1182 = zext i1 %1173 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1174, i32 %1175, i32 %1176, i32 %1177, i32 %1178, ptr addrspace(1) %1152, i32 %1179, i32 %1180, i32 %1181, i32 %1182) #4
  %1183 = or disjoint i32 %298, 104
  %1184 = add i32 %297, %1183
  %1185 = sext i32 %1184 to i64
  %1186 = getelementptr float, ptr addrspace(1) %2, i64 %1185
  %1187 = icmp slt i32 %1183, %4
  %1188 = and i1 %302, %1187
  %1189 = or disjoint i32 %298, 105
  %1190 = icmp slt i32 %1189, %4
  %1191 = and i1 %302, %1190
  %1192 = or disjoint i32 %298, 106
  %1193 = icmp slt i32 %1192, %4
  %1194 = and i1 %302, %1193
  %1195 = or disjoint i32 %298, 107
  %1196 = icmp slt i32 %1195, %4
  %1197 = ptrtoint ptr addrspace(1) %1186 to i64
  %1198 = and i64 %1197, 15
  %1199 = icmp eq i64 %1198, 0
  %1200 = and i1 %1188, %1199
  %1201 = and i1 %1193, %1200
  %1202 = and i1 %1196, %1200
  %1203 = xor i1 %1188, %1202
  %1204 = xor i1 %1191, %1202
  %1205 = xor i1 %1194, %1202
  %1206 = xor i1 %302, %1201
  %1207 = and i1 %1196, %1206
  %1208 = zext i1 %1202 to i32
  %1209 = select i1 %87, i32 %272, i32 0
  %1210 = select i1 %87, i32 %273, i32 0
  %1211 = select i1 %87, i32 %274, i32 0
  %1212 = select i1 %87, i32 %275, i32 0
  %1213 = zext i1 %1203 to i32
  %1214 = zext i1 %1204 to i32
  %1215 = zext i1 %1205 to i32
  %1216 = zext i1 %1207 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1208, i32 %1209, i32 %1210, i32 %1211, i32 %1212, ptr addrspace(1) %1186, i32 %1213, i32 %1214, i32 %1215, i32 %1216) #4
  %1217 = or disjoint i32 %298, 108
  %1218 = add i32 %297, %1217
  %1219 = sext i32 %1218 to i64
  %1220 = getelementptr float, ptr addrspace(1) %2, i64 %1219
  %1221 = icmp slt i32 %1217, %4
  %1222 = and i1 %302, %1221
  %1223 = or disjoint i32 %298, 109
  %1224 = icmp slt i32 %1223, %4
  %1225 = and i1 %302, %1224
  %1226 = or disjoint i32 %298, 110
  %1227 = icmp slt i32 %1226, %4
  %1228 = and i1 %302, %1227
  %1229 = or disjoint i32 %298, 111
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
  %1240 = xor i1 %302, %1235
  %1241 = and i1 %1230, %1240
  %1242 = zext i1 %1236 to i32
  %1243 = select i1 %87, i32 %276, i32 0
  %1244 = select i1 %87, i32 %277, i32 0
  %1245 = select i1 %87, i32 %278, i32 0
  %1246 = select i1 %87, i32 %279, i32 0
  %1247 = zext i1 %1237 to i32
  %1248 = zext i1 %1238 to i32
  %1249 = zext i1 %1239 to i32
  %1250 = zext i1 %1241 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1242, i32 %1243, i32 %1244, i32 %1245, i32 %1246, ptr addrspace(1) %1220, i32 %1247, i32 %1248, i32 %1249, i32 %1250) #4
  %1251 = or disjoint i32 %298, 112
  %1252 = add i32 %297, %1251
  %1253 = sext i32 %1252 to i64
  %1254 = getelementptr float, ptr addrspace(1) %2, i64 %1253
  %1255 = icmp slt i32 %1251, %4
  %1256 = and i1 %302, %1255
  %1257 = or disjoint i32 %298, 113
  %1258 = icmp slt i32 %1257, %4
  %1259 = and i1 %302, %1258
  %1260 = or disjoint i32 %298, 114
  %1261 = icmp slt i32 %1260, %4
  %1262 = and i1 %302, %1261
  %1263 = or disjoint i32 %298, 115
  %1264 = icmp slt i32 %1263, %4
  %1265 = ptrtoint ptr addrspace(1) %1254 to i64
  %1266 = and i64 %1265, 15
  %1267 = icmp eq i64 %1266, 0
  %1268 = and i1 %1256, %1267
  %1269 = and i1 %1261, %1268
  %1270 = and i1 %1264, %1268
  %1271 = xor i1 %1256, %1270
  %1272 = xor i1 %1259, %1270
  %1273 = xor i1 %1262, %1270
  %1274 = xor i1 %302, %1269
  %1275 = and i1 %1264, %1274
  %1276 = zext i1 %1270 to i32
  %1277 = select i1 %87, i32 %280, i32 0
  %1278 = select i1 %87, i32 %281, i32 0
  %1279 = select i1 %87, i32 %282, i32 0
  %1280 = select i1 %87, i32 %283, i32 0
  %1281 = zext i1 %1271 to i32
  %1282 = zext i1 %1272 to i32
  %1283 = zext i1 %1273 to i32
  %1284 = zext i1 %1275 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1276, i32 %1277, i32 %1278, i32 %1279, i32 %1280, ptr addrspace(1) %1254, i32 %1281, i32 %1282, i32 %1283, i32 %1284) #4
  %1285 = or disjoint i32 %298, 116
  %1286 = add i32 %297, %1285
  %1287 = sext i32 %1286 to i64
  %1288 = getelementptr float, ptr addrspace(1) %2, i64 %1287
  %1289 = icmp slt i32 %1285, %4
  %1290 = and i1 %302, %1289
  %1291 = or disjoint i32 %298, 117
  %1292 = icmp slt i32 %1291, %4
  %1293 = and i1 %302, %1292
  %1294 = or disjoint i32 %298, 118
  %1295 = icmp slt i32 %1294, %4
  %1296 = and i1 %302, %1295
  %1297 = or disjoint i32 %298, 119
  %1298 = icmp slt i32 %1297, %4
  %1299 = ptrtoint ptr addrspace(1) %1288 to i64
  %1300 = and i64 %1299, 15
  %1301 = icmp eq i64 %1300, 0
  %1302 = and i1 %1290, %1301
  %1303 = and i1 %1295, %1302
  %1304 = and i1 %1298, %1302
  %1305 = xor i1 %1290, %1304
  %1306 = xor i1 %1293, %1304
  %1307 = xor i1 %1296, %1304
  %1308 = xor i1 %302, %1303
  %1309 = and i1 %1298, %1308
  %1310 = zext i1 %1304 to i32
  %1311 = select i1 %87, i32 %284, i32 0
  %1312 = select i1 %87, i32 %285, i32 0
  %1313 = select i1 %87, i32 %286, i32 0
  %1314 = select i1 %87, i32 %287, i32 0
  %1315 = zext i1 %1305 to i32
  %1316 = zext i1 %1306 to i32
  %1317 = zext i1 %1307 to i32
  %1318 = zext i1 %1309 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1310, i32 %1311, i32 %1312, i32 %1313, i32 %1314, ptr addrspace(1) %1288, i32 %1315, i32 %1316, i32 %1317, i32 %1318) #4
  %1319 = or disjoint i32 %298, 120
  %1320 = add i32 %297, %1319
  %1321 = sext i32 %1320 to i64
  %1322 = getelementptr float, ptr addrspace(1) %2, i64 %1321
  %1323 = icmp slt i32 %1319, %4
  %1324 = and i1 %302, %1323
  %1325 = or disjoint i32 %298, 121
  %1326 = icmp slt i32 %1325, %4
  %1327 = and i1 %302, %1326
  %1328 = or disjoint i32 %298, 122
  %1329 = icmp slt i32 %1328, %4
  %1330 = and i1 %302, %1329
  %1331 = or disjoint i32 %298, 123
  %1332 = icmp slt i32 %1331, %4
  %1333 = ptrtoint ptr addrspace(1) %1322 to i64
  %1334 = and i64 %1333, 15
  %1335 = icmp eq i64 %1334, 0
  %1336 = and i1 %1324, %1335
  %1337 = and i1 %1329, %1336
  %1338 = and i1 %1332, %1336
  %1339 = xor i1 %1324, %1338
  %1340 = xor i1 %1327, %1338
  %1341 = xor i1 %1330, %1338
  %1342 = xor i1 %302, %1337
  %1343 = and i1 %1332, %1342
  %1344 = zext i1 %1338 to i32
  %1345 = select i1 %87, i32 %288, i32 0
  %1346 = select i1 %87, i32 %289, i32 0
  %1347 = select i1 %87, i32 %290, i32 0
  %1348 = select i1 %87, i32 %291, i32 0
  %1349 = zext i1 %1339 to i32
  %1350 = zext i1 %1340 to i32
  %1351 = zext i1 %1341 to i32
  %1352 = zext i1 %1343 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1344, i32 %1345, i32 %1346, i32 %1347, i32 %1348, ptr addrspace(1) %1322, i32 %1349, i32 %1350, i32 %1351, i32 %1352) #4
  %1353 = or disjoint i32 %298, 124
  %1354 = add i32 %297, %1353
  %1355 = sext i32 %1354 to i64
  %1356 = getelementptr float, ptr addrspace(1) %2, i64 %1355
  %1357 = icmp slt i32 %1353, %4
  %1358 = and i1 %302, %1357
  %1359 = or disjoint i32 %298, 125
  %1360 = icmp slt i32 %1359, %4
  %1361 = and i1 %302, %1360
  %1362 = or disjoint i32 %298, 126
  %1363 = icmp slt i32 %1362, %4
  %1364 = and i1 %302, %1363
  %.reass = or disjoint i32 %112, %invariant.op
  %1365 = icmp slt i32 %.reass, %4
  %1366 = ptrtoint ptr addrspace(1) %1356 to i64
  %1367 = and i64 %1366, 15
  %1368 = icmp eq i64 %1367, 0
  %1369 = and i1 %1358, %1368
  %1370 = and i1 %1363, %1369
  %1371 = and i1 %1365, %1370
  %1372 = xor i1 %1358, %1371
  %1373 = xor i1 %1361, %1371
  %1374 = xor i1 %1364, %1371
  %1375 = xor i1 %302, %1370
  %1376 = and i1 %1365, %1375
  %1377 = zext i1 %1371 to i32
  %1378 = select i1 %87, i32 %292, i32 0
  %1379 = select i1 %87, i32 %293, i32 0
  %1380 = select i1 %87, i32 %294, i32 0
  %1381 = select i1 %87, i32 %295, i32 0
  %1382 = zext i1 %1372 to i32
  %1383 = zext i1 %1373 to i32
  %1384 = zext i1 %1374 to i32
  %1385 = zext i1 %1376 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b32 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b32 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b32 [$5+4], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b32 [$5+8], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b32 [$5+12], $4;\0A}", "r,r,r,r,r,l,r,r,r,r"(i32 %1377, i32 %1378, i32 %1379, i32 %1380, i32 %1381, ptr addrspace(1) %1356, i32 %1382, i32 %1383, i32 %1384, i32 %1385) #4
  %1386 = add i32 %101, %99
  %1387 = add i32 %102, %14
  %1388 = icmp slt i32 %1387, %12
  br i1 %1388, label %100, label %._crit_edge12

._crit_edge12:                                    ; preds = %163, %83
  tail call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %81, label %1389, label %1390

1389:                                             ; preds = %._crit_edge12
  tail call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 256;", "r,~{memory}"(i32 %84) #4
  br label %1390

1390:                                             ; preds = %1389, %._crit_edge12
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %15, label %1391, label %1392

1391:                                             ; preds = %1390
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120) to i32)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120) to i32), i32 128)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120) to i32), i32 256)) #4
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197120) to i32), i32 384)) #4
  br label %1392

1392:                                             ; preds = %1391, %1390
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #5
  br i1 %15, label %1393, label %.loopexit

1393:                                             ; preds = %1392
  tail call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @gemm_bf16_tma_persistent_dsmem, i64 197632) to i32)) #4
  br label %.loopexit

.loopexit:                                        ; preds = %._crit_edge15, %1392, %1393, %23
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
declare i32 @llvm.umin.i32(i32, i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="288" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
