; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_boxes_causal_smem = internal addrspace(3) global [9216 x i8] undef, align 16
@attention_boxes_causal_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @attention_boxes_causal(ptr addrspace(1) %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %2, ptr addrspace(1) %3, i32 %4, float %5) local_unnamed_addr #0 {
  %.fr268 = freeze i32 %4
  %7 = tail call range(i32 0, 160) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 2
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = mul i32 %.fr268, %10
  %12 = shl i32 %9, 6
  %13 = fmul float %5, 0x3FF7154760000000
  %14 = add i32 %12, 64
  %15 = tail call i32 @llvm.smin.i32(i32 %14, i32 %.fr268)
  %16 = icmp eq i32 %7, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49152) to i32)) #7
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49152) to i32), i32 128)) #7
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49152) to i32), i32 256)) #7
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #7
  br label %18

18:                                               ; preds = %17, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %19, label %20

19:                                               ; preds = %18
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 128;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49536) to i32)) #7
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 128;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49536) to i32), i32 128)) #7
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 128;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49536) to i32), i32 256)) #7
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #7
  br label %20

20:                                               ; preds = %19, %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %21 = icmp samesign ugt i32 %7, 127
  br i1 %21, label %.preheader, label %88

.preheader:                                       ; preds = %20
  %22 = icmp sgt i32 %15, 0
  br i1 %22, label %.lr.ph106, label %.loopexit

.lr.ph106:                                        ; preds = %.preheader
  %23 = icmp eq i32 %7, 128
  %24 = ptrtoint ptr %2 to i64
  %25 = ptrtoint ptr %1 to i64
  %26 = add nsw i32 %15, -1
  %27 = lshr i32 %26, 6
  %28 = add nuw nsw i32 %27, 1
  %xtraiter = and i32 %28, 1
  %29 = icmp eq i32 %27, 0
  br i1 %29, label %.epil.preheader, label %.lr.ph106.new

.lr.ph106.new:                                    ; preds = %.lr.ph106
  %unroll_iter = and i32 %28, 134217726
  br label %30

30:                                               ; preds = %.critedge.1, %.lr.ph106.new
  %31 = phi i32 [ 0, %.lr.ph106.new ], [ %87, %.critedge.1 ]
  %niter = phi i32 [ 0, %.lr.ph106.new ], [ %niter.next.1, %.critedge.1 ]
  %32 = lshr exact i32 %31, 6
  %33 = urem i32 %32, 3
  %34 = udiv i32 %31, 192
  %35 = and i32 %34, 1
  %36 = xor i32 %35, 1
  %37 = shl nuw nsw i32 %33, 7
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49536), i64 %38
  %40 = ptrtoint ptr addrspace(3) %39 to i64
  %41 = trunc i64 %40 to i32
  br label %42

42:                                               ; preds = %42, %30
  %43 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %41, i32 %36) #7
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %42, label %45

45:                                               ; preds = %42
  br i1 %23, label %46, label %.critedge

46:                                               ; preds = %45
  %47 = shl nuw nsw i32 %33, 13
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 24576), i64 %48
  %50 = ptrtoint ptr addrspace(3) %49 to i64
  %51 = trunc i64 %50 to i32
  %52 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 %48
  %53 = ptrtoint ptr addrspace(3) %52 to i64
  %54 = trunc i64 %53 to i32
  %55 = add i32 %31, %11
  %56 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49152), i64 %38
  %57 = ptrtoint ptr addrspace(3) %56 to i64
  %58 = trunc i64 %57 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %58, i32 16384) #7
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %54, i64 %25, i32 0, i32 %55, i32 %58) #7
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %51, i64 %24, i32 0, i32 %55, i32 %58) #7
  br label %.critedge

.critedge:                                        ; preds = %45, %46
  %59 = or disjoint i32 %31, 64
  %60 = lshr exact i32 %59, 6
  %61 = urem i32 %60, 3
  %62 = udiv i32 %59, 192
  %63 = and i32 %62, 1
  %64 = xor i32 %63, 1
  %65 = shl nuw nsw i32 %61, 7
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49536), i64 %66
  %68 = ptrtoint ptr addrspace(3) %67 to i64
  %69 = trunc i64 %68 to i32
  br label %70

70:                                               ; preds = %70, %.critedge
  %71 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %69, i32 %64) #7
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %70, label %73

73:                                               ; preds = %70
  br i1 %23, label %74, label %.critedge.1

74:                                               ; preds = %73
  %75 = shl nuw nsw i32 %61, 13
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 24576), i64 %76
  %78 = ptrtoint ptr addrspace(3) %77 to i64
  %79 = trunc i64 %78 to i32
  %80 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 %76
  %81 = ptrtoint ptr addrspace(3) %80 to i64
  %82 = trunc i64 %81 to i32
  %83 = add i32 %59, %11
  %84 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49152), i64 %66
  %85 = ptrtoint ptr addrspace(3) %84 to i64
  %86 = trunc i64 %85 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %86, i32 16384) #7
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %82, i64 %25, i32 0, i32 %83, i32 %86) #7
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %79, i64 %24, i32 0, i32 %83, i32 %86) #7
  br label %.critedge.1

.critedge.1:                                      ; preds = %74, %73
  %87 = add nuw nsw i32 %31, 128
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1.not = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1.not, label %.loopexit.loopexit.unr-lcssa, label %30

88:                                               ; preds = %20
  %89 = lshr i32 %7, 4
  %90 = or disjoint i32 %12, %89
  %91 = add i32 %90, %11
  %92 = shl i32 %91, 6
  %93 = or disjoint i32 %90, 8
  %94 = add i32 %93, %11
  %95 = shl i32 %94, 6
  %96 = or disjoint i32 %90, 16
  %97 = add i32 %96, %11
  %98 = shl i32 %97, 6
  %99 = or disjoint i32 %90, 24
  %100 = add i32 %99, %11
  %101 = shl i32 %100, 6
  %102 = or disjoint i32 %90, 32
  %103 = add i32 %102, %11
  %104 = shl i32 %103, 6
  %105 = or disjoint i32 %90, 40
  %106 = add i32 %105, %11
  %107 = shl i32 %106, 6
  %108 = or disjoint i32 %90, 48
  %109 = add i32 %108, %11
  %110 = shl i32 %109, 6
  %111 = or disjoint i32 %90, 56
  %112 = add i32 %111, %11
  %113 = shl i32 %112, 6
  %114 = and i32 %8, 60
  %115 = or disjoint i32 %92, %114
  %116 = or disjoint i32 %95, %114
  %117 = or disjoint i32 %98, %114
  %118 = or disjoint i32 %101, %114
  %119 = or disjoint i32 %104, %114
  %120 = or disjoint i32 %107, %114
  %121 = or disjoint i32 %110, %114
  %122 = or disjoint i32 %113, %114
  %123 = sext i32 %115 to i64
  %124 = getelementptr bfloat, ptr addrspace(1) %0, i64 %123
  %125 = ptrtoint ptr addrspace(1) %124 to i64
  %126 = and i64 %125, 7
  %127 = icmp eq i64 %126, 0
  %128 = xor i1 %127, true
  %129 = zext i1 %127 to i32
  %130 = zext i1 %128 to i32
  %131 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r"(i32 %129, ptr addrspace(1) %124, i32 %130, i32 %130, i32 %130, i32 %130) #7
  %132 = extractvalue { i16, i16, i16, i16 } %131, 0
  %133 = extractvalue { i16, i16, i16, i16 } %131, 1
  %134 = extractvalue { i16, i16, i16, i16 } %131, 2
  %135 = extractvalue { i16, i16, i16, i16 } %131, 3
  %136 = sext i32 %116 to i64
  %137 = getelementptr bfloat, ptr addrspace(1) %0, i64 %136
  %138 = ptrtoint ptr addrspace(1) %137 to i64
  %139 = and i64 %138, 7
  %140 = icmp eq i64 %139, 0
  %141 = xor i1 %140, true
  %142 = zext i1 %140 to i32
  %143 = zext i1 %141 to i32
  %144 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r"(i32 %142, ptr addrspace(1) %137, i32 %143, i32 %143, i32 %143, i32 %143) #7
  %145 = extractvalue { i16, i16, i16, i16 } %144, 0
  %146 = extractvalue { i16, i16, i16, i16 } %144, 1
  %147 = extractvalue { i16, i16, i16, i16 } %144, 2
  %148 = extractvalue { i16, i16, i16, i16 } %144, 3
  %149 = sext i32 %117 to i64
  %150 = getelementptr bfloat, ptr addrspace(1) %0, i64 %149
  %151 = ptrtoint ptr addrspace(1) %150 to i64
  %152 = and i64 %151, 7
  %153 = icmp eq i64 %152, 0
  %154 = xor i1 %153, true
  %155 = zext i1 %153 to i32
  %156 = zext i1 %154 to i32
  %157 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r"(i32 %155, ptr addrspace(1) %150, i32 %156, i32 %156, i32 %156, i32 %156) #7
  %158 = extractvalue { i16, i16, i16, i16 } %157, 0
  %159 = extractvalue { i16, i16, i16, i16 } %157, 1
  %160 = extractvalue { i16, i16, i16, i16 } %157, 2
  %161 = extractvalue { i16, i16, i16, i16 } %157, 3
  %162 = sext i32 %118 to i64
  %163 = getelementptr bfloat, ptr addrspace(1) %0, i64 %162
  %164 = ptrtoint ptr addrspace(1) %163 to i64
  %165 = and i64 %164, 7
  %166 = icmp eq i64 %165, 0
  %167 = xor i1 %166, true
  %168 = zext i1 %166 to i32
  %169 = zext i1 %167 to i32
  %170 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r"(i32 %168, ptr addrspace(1) %163, i32 %169, i32 %169, i32 %169, i32 %169) #7
  %171 = extractvalue { i16, i16, i16, i16 } %170, 0
  %172 = extractvalue { i16, i16, i16, i16 } %170, 1
  %173 = extractvalue { i16, i16, i16, i16 } %170, 2
  %174 = extractvalue { i16, i16, i16, i16 } %170, 3
  %175 = sext i32 %119 to i64
  %176 = getelementptr bfloat, ptr addrspace(1) %0, i64 %175
  %177 = ptrtoint ptr addrspace(1) %176 to i64
  %178 = and i64 %177, 7
  %179 = icmp eq i64 %178, 0
  %180 = xor i1 %179, true
  %181 = zext i1 %179 to i32
  %182 = zext i1 %180 to i32
  %183 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r"(i32 %181, ptr addrspace(1) %176, i32 %182, i32 %182, i32 %182, i32 %182) #7
  %184 = extractvalue { i16, i16, i16, i16 } %183, 0
  %185 = extractvalue { i16, i16, i16, i16 } %183, 1
  %186 = extractvalue { i16, i16, i16, i16 } %183, 2
  %187 = extractvalue { i16, i16, i16, i16 } %183, 3
  %188 = sext i32 %120 to i64
  %189 = getelementptr bfloat, ptr addrspace(1) %0, i64 %188
  %190 = ptrtoint ptr addrspace(1) %189 to i64
  %191 = and i64 %190, 7
  %192 = icmp eq i64 %191, 0
  %193 = xor i1 %192, true
  %194 = zext i1 %192 to i32
  %195 = zext i1 %193 to i32
  %196 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r"(i32 %194, ptr addrspace(1) %189, i32 %195, i32 %195, i32 %195, i32 %195) #7
  %197 = extractvalue { i16, i16, i16, i16 } %196, 0
  %198 = extractvalue { i16, i16, i16, i16 } %196, 1
  %199 = extractvalue { i16, i16, i16, i16 } %196, 2
  %200 = extractvalue { i16, i16, i16, i16 } %196, 3
  %201 = sext i32 %121 to i64
  %202 = getelementptr bfloat, ptr addrspace(1) %0, i64 %201
  %203 = ptrtoint ptr addrspace(1) %202 to i64
  %204 = and i64 %203, 7
  %205 = icmp eq i64 %204, 0
  %206 = xor i1 %205, true
  %207 = zext i1 %205 to i32
  %208 = zext i1 %206 to i32
  %209 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r"(i32 %207, ptr addrspace(1) %202, i32 %208, i32 %208, i32 %208, i32 %208) #7
  %210 = extractvalue { i16, i16, i16, i16 } %209, 0
  %211 = extractvalue { i16, i16, i16, i16 } %209, 1
  %212 = extractvalue { i16, i16, i16, i16 } %209, 2
  %213 = extractvalue { i16, i16, i16, i16 } %209, 3
  %214 = sext i32 %122 to i64
  %215 = getelementptr bfloat, ptr addrspace(1) %0, i64 %214
  %216 = ptrtoint ptr addrspace(1) %215 to i64
  %217 = and i64 %216, 7
  %218 = icmp eq i64 %217, 0
  %219 = xor i1 %218, true
  %220 = zext i1 %218 to i32
  %221 = zext i1 %219 to i32
  %222 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r"(i32 %220, ptr addrspace(1) %215, i32 %221, i32 %221, i32 %221, i32 %221) #7
  %223 = extractvalue { i16, i16, i16, i16 } %222, 0
  %224 = extractvalue { i16, i16, i16, i16 } %222, 1
  %225 = extractvalue { i16, i16, i16, i16 } %222, 2
  %226 = extractvalue { i16, i16, i16, i16 } %222, 3
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #7
  %227 = lshr i32 %114, 3
  %228 = mul nuw nsw i32 %227, 144
  %229 = and i32 %7, 112
  %230 = add nuw nsw i32 %228, %229
  %231 = shl nuw nsw i32 %7, 3
  %232 = and i32 %231, 8
  %233 = or disjoint i32 %230, %232
  %234 = zext nneg i32 %233 to i64
  %235 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 %234
  %236 = insertelement <4 x i16> poison, i16 %132, i64 0
  %237 = insertelement <4 x i16> %236, i16 %133, i64 1
  %238 = insertelement <4 x i16> %237, i16 %134, i64 2
  %239 = insertelement <4 x i16> %238, i16 %135, i64 3
  store <4 x i16> %239, ptr addrspace(3) %235, align 8
  %240 = add nuw nsw i32 %230, 1152
  %241 = or disjoint i32 %240, %232
  %242 = zext nneg i32 %241 to i64
  %243 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 %242
  %244 = insertelement <4 x i16> poison, i16 %145, i64 0
  %245 = insertelement <4 x i16> %244, i16 %146, i64 1
  %246 = insertelement <4 x i16> %245, i16 %147, i64 2
  %247 = insertelement <4 x i16> %246, i16 %148, i64 3
  store <4 x i16> %247, ptr addrspace(3) %243, align 8
  %248 = add nuw nsw i32 %230, 2304
  %249 = or disjoint i32 %248, %232
  %250 = zext nneg i32 %249 to i64
  %251 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 %250
  %252 = insertelement <4 x i16> poison, i16 %158, i64 0
  %253 = insertelement <4 x i16> %252, i16 %159, i64 1
  %254 = insertelement <4 x i16> %253, i16 %160, i64 2
  %255 = insertelement <4 x i16> %254, i16 %161, i64 3
  store <4 x i16> %255, ptr addrspace(3) %251, align 8
  %256 = add nuw nsw i32 %230, 3456
  %257 = or disjoint i32 %256, %232
  %258 = zext nneg i32 %257 to i64
  %259 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 %258
  %260 = insertelement <4 x i16> poison, i16 %171, i64 0
  %261 = insertelement <4 x i16> %260, i16 %172, i64 1
  %262 = insertelement <4 x i16> %261, i16 %173, i64 2
  %263 = insertelement <4 x i16> %262, i16 %174, i64 3
  store <4 x i16> %263, ptr addrspace(3) %259, align 8
  %264 = add nuw nsw i32 %230, 4608
  %265 = or disjoint i32 %264, %232
  %266 = zext nneg i32 %265 to i64
  %267 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 %266
  %268 = insertelement <4 x i16> poison, i16 %184, i64 0
  %269 = insertelement <4 x i16> %268, i16 %185, i64 1
  %270 = insertelement <4 x i16> %269, i16 %186, i64 2
  %271 = insertelement <4 x i16> %270, i16 %187, i64 3
  store <4 x i16> %271, ptr addrspace(3) %267, align 8
  %272 = add nuw nsw i32 %230, 5760
  %273 = or disjoint i32 %272, %232
  %274 = zext nneg i32 %273 to i64
  %275 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 %274
  %276 = insertelement <4 x i16> poison, i16 %197, i64 0
  %277 = insertelement <4 x i16> %276, i16 %198, i64 1
  %278 = insertelement <4 x i16> %277, i16 %199, i64 2
  %279 = insertelement <4 x i16> %278, i16 %200, i64 3
  store <4 x i16> %279, ptr addrspace(3) %275, align 8
  %280 = add nuw nsw i32 %230, 6912
  %281 = or disjoint i32 %280, %232
  %282 = zext nneg i32 %281 to i64
  %283 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 %282
  %284 = insertelement <4 x i16> poison, i16 %210, i64 0
  %285 = insertelement <4 x i16> %284, i16 %211, i64 1
  %286 = insertelement <4 x i16> %285, i16 %212, i64 2
  %287 = insertelement <4 x i16> %286, i16 %213, i64 3
  store <4 x i16> %287, ptr addrspace(3) %283, align 8
  %288 = add nuw nsw i32 %230, 8064
  %289 = or disjoint i32 %288, %232
  %290 = zext nneg i32 %289 to i64
  %291 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 %290
  %292 = insertelement <4 x i16> poison, i16 %223, i64 0
  %293 = insertelement <4 x i16> %292, i16 %224, i64 1
  %294 = insertelement <4 x i16> %293, i16 %225, i64 2
  %295 = insertelement <4 x i16> %294, i16 %226, i64 3
  store <4 x i16> %295, ptr addrspace(3) %291, align 8
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #7
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #7
  %296 = icmp sgt i32 %15, 0
  br i1 %296, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %88
  %.pre = lshr i32 %7, 2
  %.pre143 = and i32 %.pre, 7
  %.pre145 = lshr i32 %7, 1
  %.pre147 = and i32 %.pre145, 48
  %.pre149 = shl nuw nsw i32 %7, 1
  %.pre151 = and i32 %.pre149, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %88
  %297 = lshr exact i64 ptrtoint (ptr addrspace(3) @attention_boxes_causal_smem to i64), 4
  %298 = and i64 %297, 16383
  %299 = or disjoint i64 %298, 309238235136
  %300 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 288) to i64), 4
  %301 = and i64 %300, 16383
  %302 = or disjoint i64 %301, 309238235136
  %303 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 576) to i64), 4
  %304 = and i64 %303, 16383
  %305 = or disjoint i64 %304, 309238235136
  %306 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 864) to i64), 4
  %307 = and i64 %306, 16383
  %308 = or disjoint i64 %307, 309238235136
  %309 = lshr i32 %7, 2
  %310 = and i32 %309, 7
  %311 = lshr i32 %7, 1
  %312 = and i32 %311, 48
  %313 = shl nuw nsw i32 %7, 1
  %314 = and i32 %313, 6
  %315 = or disjoint i32 %310, %12
  %316 = or disjoint i32 %315, %312
  %317 = or disjoint i32 %316, 8
  br label %318

318:                                              ; preds = %.lr.ph, %605
  %319 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %687, %605 ]
  %320 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %686, %605 ]
  %321 = phi float [ 0.000000e+00, %.lr.ph ], [ %1134, %605 ]
  %322 = phi float [ 0.000000e+00, %.lr.ph ], [ %1133, %605 ]
  %323 = phi float [ 0.000000e+00, %.lr.ph ], [ %1132, %605 ]
  %324 = phi float [ 0.000000e+00, %.lr.ph ], [ %1131, %605 ]
  %325 = phi float [ 0.000000e+00, %.lr.ph ], [ %1130, %605 ]
  %326 = phi float [ 0.000000e+00, %.lr.ph ], [ %1129, %605 ]
  %327 = phi float [ 0.000000e+00, %.lr.ph ], [ %1128, %605 ]
  %328 = phi float [ 0.000000e+00, %.lr.ph ], [ %1127, %605 ]
  %329 = phi float [ 0.000000e+00, %.lr.ph ], [ %1126, %605 ]
  %330 = phi float [ 0.000000e+00, %.lr.ph ], [ %1125, %605 ]
  %331 = phi float [ 0.000000e+00, %.lr.ph ], [ %1124, %605 ]
  %332 = phi float [ 0.000000e+00, %.lr.ph ], [ %1123, %605 ]
  %333 = phi float [ 0.000000e+00, %.lr.ph ], [ %1122, %605 ]
  %334 = phi float [ 0.000000e+00, %.lr.ph ], [ %1121, %605 ]
  %335 = phi float [ 0.000000e+00, %.lr.ph ], [ %1120, %605 ]
  %336 = phi float [ 0.000000e+00, %.lr.ph ], [ %1119, %605 ]
  %337 = phi float [ 0.000000e+00, %.lr.ph ], [ %1118, %605 ]
  %338 = phi float [ 0.000000e+00, %.lr.ph ], [ %1117, %605 ]
  %339 = phi float [ 0.000000e+00, %.lr.ph ], [ %1116, %605 ]
  %340 = phi float [ 0.000000e+00, %.lr.ph ], [ %1115, %605 ]
  %341 = phi float [ 0.000000e+00, %.lr.ph ], [ %1114, %605 ]
  %342 = phi float [ 0.000000e+00, %.lr.ph ], [ %1113, %605 ]
  %343 = phi float [ 0.000000e+00, %.lr.ph ], [ %1112, %605 ]
  %344 = phi float [ 0.000000e+00, %.lr.ph ], [ %1111, %605 ]
  %345 = phi float [ 0.000000e+00, %.lr.ph ], [ %1110, %605 ]
  %346 = phi float [ 0.000000e+00, %.lr.ph ], [ %1109, %605 ]
  %347 = phi float [ 0.000000e+00, %.lr.ph ], [ %1108, %605 ]
  %348 = phi float [ 0.000000e+00, %.lr.ph ], [ %1107, %605 ]
  %349 = phi float [ 0.000000e+00, %.lr.ph ], [ %1106, %605 ]
  %350 = phi float [ 0.000000e+00, %.lr.ph ], [ %1105, %605 ]
  %351 = phi float [ 0.000000e+00, %.lr.ph ], [ %1104, %605 ]
  %352 = phi float [ 0.000000e+00, %.lr.ph ], [ %1103, %605 ]
  %353 = phi float [ 0.000000e+00, %.lr.ph ], [ %837, %605 ]
  %354 = phi float [ 0.000000e+00, %.lr.ph ], [ %836, %605 ]
  %355 = phi i32 [ 0, %.lr.ph ], [ %556, %605 ]
  %356 = lshr exact i32 %355, 6
  %357 = urem i32 %356, 3
  %358 = udiv i32 %355, 192
  %359 = and i32 %358, 1
  %360 = shl nuw nsw i32 %357, 7
  %361 = zext nneg i32 %360 to i64
  %362 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49152), i64 %361
  %363 = ptrtoint ptr addrspace(3) %362 to i64
  %364 = trunc i64 %363 to i32
  br label %365

365:                                              ; preds = %365, %318
  %366 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %364, i32 %359) #7
  %367 = icmp eq i32 %366, 0
  br i1 %367, label %365, label %368

368:                                              ; preds = %365
  %369 = shl nuw nsw i32 %357, 13
  %370 = zext nneg i32 %369 to i64
  %371 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 %370
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #7
  %372 = ptrtoint ptr addrspace(3) %371 to i64
  %373 = lshr exact i64 %372, 4
  %374 = and i64 %373, 16320
  %375 = or disjoint i64 %374, 4611686293305360384
  %376 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %299, i64 %375, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 0
  %378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 1
  %379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 2
  %380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 3
  %381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 4
  %382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 5
  %383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 6
  %384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 7
  %385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 8
  %386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 9
  %387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 10
  %388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 11
  %389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 12
  %390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 13
  %391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 14
  %392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 15
  %393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 16
  %394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 17
  %395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 18
  %396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 19
  %397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 20
  %398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 21
  %399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 22
  %400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 23
  %401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 24
  %402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 25
  %403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 26
  %404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 27
  %405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 28
  %406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 29
  %407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 30
  %408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %376, 31
  %409 = getelementptr i8, ptr addrspace(3) %371, i64 32
  %410 = ptrtoint ptr addrspace(3) %409 to i64
  %411 = lshr exact i64 %410, 4
  %412 = and i64 %411, 16383
  %413 = or disjoint i64 %412, 4611686293305360384
  %414 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %302, i64 %413, i32 1, float %377, float %378, float %379, float %380, float %381, float %382, float %383, float %384, float %385, float %386, float %387, float %388, float %389, float %390, float %391, float %392, float %393, float %394, float %395, float %396, float %397, float %398, float %399, float %400, float %401, float %402, float %403, float %404, float %405, float %406, float %407, float %408) #7
  %415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 0
  %416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 1
  %417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 2
  %418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 3
  %419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 4
  %420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 5
  %421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 6
  %422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 7
  %423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 8
  %424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 9
  %425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 10
  %426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 11
  %427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 12
  %428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 13
  %429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 14
  %430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 15
  %431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 16
  %432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 17
  %433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 18
  %434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 19
  %435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 20
  %436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 21
  %437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 22
  %438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 23
  %439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 24
  %440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 25
  %441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 26
  %442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 27
  %443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 28
  %444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 29
  %445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 30
  %446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %414, 31
  %447 = getelementptr i8, ptr addrspace(3) %371, i64 64
  %448 = ptrtoint ptr addrspace(3) %447 to i64
  %449 = lshr exact i64 %448, 4
  %450 = and i64 %449, 16383
  %451 = or disjoint i64 %450, 4611686293305360384
  %452 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %305, i64 %451, i32 1, float %415, float %416, float %417, float %418, float %419, float %420, float %421, float %422, float %423, float %424, float %425, float %426, float %427, float %428, float %429, float %430, float %431, float %432, float %433, float %434, float %435, float %436, float %437, float %438, float %439, float %440, float %441, float %442, float %443, float %444, float %445, float %446) #7
  %453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 0
  %454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 1
  %455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 2
  %456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 3
  %457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 4
  %458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 5
  %459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 6
  %460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 7
  %461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 8
  %462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 9
  %463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 10
  %464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 11
  %465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 12
  %466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 13
  %467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 14
  %468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 15
  %469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 16
  %470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 17
  %471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 18
  %472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 19
  %473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 20
  %474 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 21
  %475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 22
  %476 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 23
  %477 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 24
  %478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 25
  %479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 26
  %480 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 27
  %481 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 28
  %482 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 29
  %483 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 30
  %484 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %452, 31
  %485 = getelementptr i8, ptr addrspace(3) %371, i64 96
  %486 = ptrtoint ptr addrspace(3) %485 to i64
  %487 = lshr exact i64 %486, 4
  %488 = and i64 %487, 16383
  %489 = or disjoint i64 %488, 4611686293305360384
  %490 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %308, i64 %489, i32 1, float %453, float %454, float %455, float %456, float %457, float %458, float %459, float %460, float %461, float %462, float %463, float %464, float %465, float %466, float %467, float %468, float %469, float %470, float %471, float %472, float %473, float %474, float %475, float %476, float %477, float %478, float %479, float %480, float %481, float %482, float %483, float %484) #7
  %491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 0
  %492 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 1
  %493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 2
  %494 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 3
  %495 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 4
  %496 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 5
  %497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 6
  %498 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 7
  %499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 8
  %500 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 9
  %501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 10
  %502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 11
  %503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 12
  %504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 13
  %505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 14
  %506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 15
  %507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 16
  %508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 17
  %509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 18
  %510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 19
  %511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 20
  %512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 21
  %513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 22
  %514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 23
  %515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 24
  %516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 25
  %517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 26
  %518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 27
  %519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 28
  %520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 29
  %521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 30
  %522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %490, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #7
  %523 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %491, float %492, float %493, float %494, float %495, float %496, float %497, float %498, float %499, float %500, float %501, float %502, float %503, float %504, float %505, float %506, float %507, float %508, float %509, float %510, float %511, float %512, float %513, float %514, float %515, float %516, float %517, float %518, float %519, float %520, float %521, float %522) #7
  %524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 0
  %525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 1
  %526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 2
  %527 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 3
  %528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 4
  %529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 5
  %530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 6
  %531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 7
  %532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 8
  %533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 9
  %534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 10
  %535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 11
  %536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 12
  %537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 13
  %538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 14
  %539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 15
  %540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 16
  %541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 17
  %542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 18
  %543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 19
  %544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 20
  %545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 21
  %546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 22
  %547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 23
  %548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 24
  %549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 25
  %550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 26
  %551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 27
  %552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 28
  %553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 29
  %554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 30
  %555 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %523, 31
  %556 = add nuw nsw i32 %355, 64
  %.not157 = icmp slt i32 %355, %12
  br i1 %.not157, label %605, label %557

557:                                              ; preds = %368
  %558 = or disjoint i32 %355, %314
  %.not = icmp sgt i32 %558, %316
  %.not4.not = icmp slt i32 %558, %316
  %.not5 = icmp sgt i32 %558, %317
  %.not6.not = icmp slt i32 %558, %317
  %559 = or disjoint i32 %558, 8
  %.not7 = icmp sgt i32 %559, %316
  %560 = or disjoint i32 %558, 9
  %.not8 = icmp sgt i32 %560, %316
  %.not10 = icmp sgt i32 %560, %317
  %561 = or disjoint i32 %558, 16
  %.not11 = icmp sgt i32 %561, %316
  %562 = or disjoint i32 %558, 17
  %.not12 = icmp sgt i32 %562, %316
  %.not13 = icmp sgt i32 %561, %317
  %.not14 = icmp sgt i32 %562, %317
  %563 = or disjoint i32 %558, 24
  %.not15 = icmp sgt i32 %563, %316
  %564 = or disjoint i32 %558, 25
  %.not16 = icmp sgt i32 %564, %316
  %.not17 = icmp sgt i32 %563, %317
  %.not18 = icmp sgt i32 %564, %317
  %565 = or disjoint i32 %558, 32
  %.not19 = icmp sgt i32 %565, %316
  %566 = or disjoint i32 %558, 33
  %.not20 = icmp sgt i32 %566, %316
  %.not21 = icmp sgt i32 %565, %317
  %.not22 = icmp sgt i32 %566, %317
  %567 = or disjoint i32 %558, 40
  %.not23 = icmp sgt i32 %567, %316
  %568 = or disjoint i32 %558, 41
  %.not24 = icmp sgt i32 %568, %316
  %.not25 = icmp sgt i32 %567, %317
  %.not26 = icmp sgt i32 %568, %317
  %569 = or disjoint i32 %558, 48
  %.not27 = icmp sgt i32 %569, %316
  %570 = or disjoint i32 %558, 49
  %.not28 = icmp sgt i32 %570, %316
  %.not29 = icmp sgt i32 %569, %317
  %.not30 = icmp sgt i32 %570, %317
  %571 = or disjoint i32 %558, 56
  %.not31 = icmp sgt i32 %571, %316
  %572 = or disjoint i32 %558, 57
  %.not32 = icmp sgt i32 %572, %316
  %.not33 = icmp sgt i32 %571, %317
  %.not34 = icmp sgt i32 %572, %317
  %573 = select i1 %.not, float 0xFFF0000000000000, float %524
  %574 = select i1 %.not4.not, float %525, float 0xFFF0000000000000
  %575 = select i1 %.not5, float 0xFFF0000000000000, float %526
  %576 = select i1 %.not6.not, float %527, float 0xFFF0000000000000
  %577 = select i1 %.not7, float 0xFFF0000000000000, float %528
  %578 = select i1 %.not8, float 0xFFF0000000000000, float %529
  %579 = select i1 %.not, float 0xFFF0000000000000, float %530
  %580 = select i1 %.not10, float 0xFFF0000000000000, float %531
  %581 = select i1 %.not11, float 0xFFF0000000000000, float %532
  %582 = select i1 %.not12, float 0xFFF0000000000000, float %533
  %583 = select i1 %.not13, float 0xFFF0000000000000, float %534
  %584 = select i1 %.not14, float 0xFFF0000000000000, float %535
  %585 = select i1 %.not15, float 0xFFF0000000000000, float %536
  %586 = select i1 %.not16, float 0xFFF0000000000000, float %537
  %587 = select i1 %.not17, float 0xFFF0000000000000, float %538
  %588 = select i1 %.not18, float 0xFFF0000000000000, float %539
  %589 = select i1 %.not19, float 0xFFF0000000000000, float %540
  %590 = select i1 %.not20, float 0xFFF0000000000000, float %541
  %591 = select i1 %.not21, float 0xFFF0000000000000, float %542
  %592 = select i1 %.not22, float 0xFFF0000000000000, float %543
  %593 = select i1 %.not23, float 0xFFF0000000000000, float %544
  %594 = select i1 %.not24, float 0xFFF0000000000000, float %545
  %595 = select i1 %.not25, float 0xFFF0000000000000, float %546
  %596 = select i1 %.not26, float 0xFFF0000000000000, float %547
  %597 = select i1 %.not27, float 0xFFF0000000000000, float %548
  %598 = select i1 %.not28, float 0xFFF0000000000000, float %549
  %599 = select i1 %.not29, float 0xFFF0000000000000, float %550
  %600 = select i1 %.not30, float 0xFFF0000000000000, float %551
  %601 = select i1 %.not31, float 0xFFF0000000000000, float %552
  %602 = select i1 %.not32, float 0xFFF0000000000000, float %553
  %603 = select i1 %.not33, float 0xFFF0000000000000, float %554
  %604 = select i1 %.not34, float 0xFFF0000000000000, float %555
  br label %605

605:                                              ; preds = %557, %368
  %606 = phi float [ %573, %557 ], [ %524, %368 ]
  %607 = phi float [ %574, %557 ], [ %525, %368 ]
  %608 = phi float [ %575, %557 ], [ %526, %368 ]
  %609 = phi float [ %576, %557 ], [ %527, %368 ]
  %610 = phi float [ %577, %557 ], [ %528, %368 ]
  %611 = phi float [ %578, %557 ], [ %529, %368 ]
  %612 = phi float [ %579, %557 ], [ %530, %368 ]
  %613 = phi float [ %580, %557 ], [ %531, %368 ]
  %614 = phi float [ %581, %557 ], [ %532, %368 ]
  %615 = phi float [ %582, %557 ], [ %533, %368 ]
  %616 = phi float [ %583, %557 ], [ %534, %368 ]
  %617 = phi float [ %584, %557 ], [ %535, %368 ]
  %618 = phi float [ %585, %557 ], [ %536, %368 ]
  %619 = phi float [ %586, %557 ], [ %537, %368 ]
  %620 = phi float [ %587, %557 ], [ %538, %368 ]
  %621 = phi float [ %588, %557 ], [ %539, %368 ]
  %622 = phi float [ %589, %557 ], [ %540, %368 ]
  %623 = phi float [ %590, %557 ], [ %541, %368 ]
  %624 = phi float [ %591, %557 ], [ %542, %368 ]
  %625 = phi float [ %592, %557 ], [ %543, %368 ]
  %626 = phi float [ %593, %557 ], [ %544, %368 ]
  %627 = phi float [ %594, %557 ], [ %545, %368 ]
  %628 = phi float [ %595, %557 ], [ %546, %368 ]
  %629 = phi float [ %596, %557 ], [ %547, %368 ]
  %630 = phi float [ %597, %557 ], [ %548, %368 ]
  %631 = phi float [ %598, %557 ], [ %549, %368 ]
  %632 = phi float [ %599, %557 ], [ %550, %368 ]
  %633 = phi float [ %600, %557 ], [ %551, %368 ]
  %634 = phi float [ %601, %557 ], [ %552, %368 ]
  %635 = phi float [ %602, %557 ], [ %553, %368 ]
  %636 = phi float [ %603, %557 ], [ %554, %368 ]
  %637 = phi float [ %604, %557 ], [ %555, %368 ]
  %638 = tail call float @llvm.maxnum.f32(float %606, float %607)
  %639 = tail call float @llvm.maxnum.f32(float %608, float %609)
  %640 = tail call float @llvm.maxnum.f32(float %638, float %610)
  %641 = tail call float @llvm.maxnum.f32(float %640, float %611)
  %642 = tail call float @llvm.maxnum.f32(float %639, float %612)
  %643 = tail call float @llvm.maxnum.f32(float %642, float %613)
  %644 = tail call float @llvm.maxnum.f32(float %641, float %614)
  %645 = tail call float @llvm.maxnum.f32(float %644, float %615)
  %646 = tail call float @llvm.maxnum.f32(float %643, float %616)
  %647 = tail call float @llvm.maxnum.f32(float %646, float %617)
  %648 = tail call float @llvm.maxnum.f32(float %645, float %618)
  %649 = tail call float @llvm.maxnum.f32(float %648, float %619)
  %650 = tail call float @llvm.maxnum.f32(float %647, float %620)
  %651 = tail call float @llvm.maxnum.f32(float %650, float %621)
  %652 = tail call float @llvm.maxnum.f32(float %649, float %622)
  %653 = tail call float @llvm.maxnum.f32(float %652, float %623)
  %654 = tail call float @llvm.maxnum.f32(float %651, float %624)
  %655 = tail call float @llvm.maxnum.f32(float %654, float %625)
  %656 = tail call float @llvm.maxnum.f32(float %653, float %626)
  %657 = tail call float @llvm.maxnum.f32(float %656, float %627)
  %658 = tail call float @llvm.maxnum.f32(float %655, float %628)
  %659 = tail call float @llvm.maxnum.f32(float %658, float %629)
  %660 = tail call float @llvm.maxnum.f32(float %657, float %630)
  %661 = tail call float @llvm.maxnum.f32(float %660, float %631)
  %662 = tail call float @llvm.maxnum.f32(float %659, float %632)
  %663 = tail call float @llvm.maxnum.f32(float %662, float %633)
  %664 = tail call float @llvm.maxnum.f32(float %661, float %634)
  %665 = tail call float @llvm.maxnum.f32(float %664, float %635)
  %666 = tail call float @llvm.maxnum.f32(float %663, float %636)
  %667 = tail call float @llvm.maxnum.f32(float %666, float %637)
  %668 = bitcast float %665 to i32
  %669 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %668, i32 2, i32 31)
  %670 = bitcast i32 %669 to float
  %671 = tail call float @llvm.maxnum.f32(float %665, float %670)
  %672 = bitcast float %667 to i32
  %673 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %672, i32 2, i32 31)
  %674 = bitcast i32 %673 to float
  %675 = tail call float @llvm.maxnum.f32(float %667, float %674)
  %676 = bitcast float %671 to i32
  %677 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %676, i32 1, i32 31)
  %678 = bitcast i32 %677 to float
  %679 = tail call float @llvm.maxnum.f32(float %671, float %678)
  %680 = bitcast float %675 to i32
  %681 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %680, i32 1, i32 31)
  %682 = bitcast i32 %681 to float
  %683 = tail call float @llvm.maxnum.f32(float %675, float %682)
  %684 = fmul float %13, %679
  %685 = fmul float %13, %683
  %686 = tail call float @llvm.maxnum.f32(float %320, float %684)
  %687 = tail call float @llvm.maxnum.f32(float %319, float %685)
  %688 = fmul float %13, %606
  %689 = fmul float %13, %607
  %690 = fmul float %13, %608
  %691 = fmul float %13, %609
  %692 = fmul float %13, %610
  %693 = fmul float %13, %611
  %694 = fmul float %13, %612
  %695 = fmul float %13, %613
  %696 = fmul float %13, %614
  %697 = fmul float %13, %615
  %698 = fmul float %13, %616
  %699 = fmul float %13, %617
  %700 = fmul float %13, %618
  %701 = fmul float %13, %619
  %702 = fmul float %13, %620
  %703 = fmul float %13, %621
  %704 = fmul float %13, %622
  %705 = fmul float %13, %623
  %706 = fmul float %13, %624
  %707 = fmul float %13, %625
  %708 = fmul float %13, %626
  %709 = fmul float %13, %627
  %710 = fmul float %13, %628
  %711 = fmul float %13, %629
  %712 = fmul float %13, %630
  %713 = fmul float %13, %631
  %714 = fmul float %13, %632
  %715 = fmul float %13, %633
  %716 = fmul float %13, %634
  %717 = fmul float %13, %635
  %718 = fmul float %13, %636
  %719 = fmul float %13, %637
  %720 = fsub float %688, %686
  %721 = fsub float %689, %686
  %722 = fsub float %690, %687
  %723 = fsub float %691, %687
  %724 = fsub float %692, %686
  %725 = fsub float %693, %686
  %726 = fsub float %694, %687
  %727 = fsub float %695, %687
  %728 = fsub float %696, %686
  %729 = fsub float %697, %686
  %730 = fsub float %698, %687
  %731 = fsub float %699, %687
  %732 = fsub float %700, %686
  %733 = fsub float %701, %686
  %734 = fsub float %702, %687
  %735 = fsub float %703, %687
  %736 = fsub float %704, %686
  %737 = fsub float %705, %686
  %738 = fsub float %706, %687
  %739 = fsub float %707, %687
  %740 = fsub float %708, %686
  %741 = fsub float %709, %686
  %742 = fsub float %710, %687
  %743 = fsub float %711, %687
  %744 = fsub float %712, %686
  %745 = fsub float %713, %686
  %746 = fsub float %714, %687
  %747 = fsub float %715, %687
  %748 = fsub float %716, %686
  %749 = fsub float %717, %686
  %750 = fsub float %718, %687
  %751 = fsub float %719, %687
  %752 = tail call float @llvm.nvvm.ex2.approx.f32(float %720)
  %753 = tail call float @llvm.nvvm.ex2.approx.f32(float %721)
  %754 = tail call float @llvm.nvvm.ex2.approx.f32(float %722)
  %755 = tail call float @llvm.nvvm.ex2.approx.f32(float %723)
  %756 = tail call float @llvm.nvvm.ex2.approx.f32(float %724)
  %757 = tail call float @llvm.nvvm.ex2.approx.f32(float %725)
  %758 = tail call float @llvm.nvvm.ex2.approx.f32(float %726)
  %759 = tail call float @llvm.nvvm.ex2.approx.f32(float %727)
  %760 = tail call float @llvm.nvvm.ex2.approx.f32(float %728)
  %761 = tail call float @llvm.nvvm.ex2.approx.f32(float %729)
  %762 = tail call float @llvm.nvvm.ex2.approx.f32(float %730)
  %763 = tail call float @llvm.nvvm.ex2.approx.f32(float %731)
  %764 = tail call float @llvm.nvvm.ex2.approx.f32(float %732)
  %765 = tail call float @llvm.nvvm.ex2.approx.f32(float %733)
  %766 = tail call float @llvm.nvvm.ex2.approx.f32(float %734)
  %767 = tail call float @llvm.nvvm.ex2.approx.f32(float %735)
  %768 = tail call float @llvm.nvvm.ex2.approx.f32(float %736)
  %769 = tail call float @llvm.nvvm.ex2.approx.f32(float %737)
  %770 = tail call float @llvm.nvvm.ex2.approx.f32(float %738)
  %771 = tail call float @llvm.nvvm.ex2.approx.f32(float %739)
  %772 = tail call float @llvm.nvvm.ex2.approx.f32(float %740)
  %773 = tail call float @llvm.nvvm.ex2.approx.f32(float %741)
  %774 = tail call float @llvm.nvvm.ex2.approx.f32(float %742)
  %775 = tail call float @llvm.nvvm.ex2.approx.f32(float %743)
  %776 = tail call float @llvm.nvvm.ex2.approx.f32(float %744)
  %777 = tail call float @llvm.nvvm.ex2.approx.f32(float %745)
  %778 = tail call float @llvm.nvvm.ex2.approx.f32(float %746)
  %779 = tail call float @llvm.nvvm.ex2.approx.f32(float %747)
  %780 = tail call float @llvm.nvvm.ex2.approx.f32(float %748)
  %781 = tail call float @llvm.nvvm.ex2.approx.f32(float %749)
  %782 = tail call float @llvm.nvvm.ex2.approx.f32(float %750)
  %783 = tail call float @llvm.nvvm.ex2.approx.f32(float %751)
  %784 = fsub float %320, %686
  %785 = fsub float %319, %687
  %786 = tail call float @llvm.nvvm.ex2.approx.f32(float %784)
  %787 = tail call float @llvm.nvvm.ex2.approx.f32(float %785)
  %788 = fmul float %354, %786
  %789 = fmul float %353, %787
  %790 = fadd float %752, %753
  %791 = fadd float %754, %755
  %792 = fadd float %790, %756
  %793 = fadd float %792, %757
  %794 = fadd float %791, %758
  %795 = fadd float %794, %759
  %796 = fadd float %793, %760
  %797 = fadd float %796, %761
  %798 = fadd float %795, %762
  %799 = fadd float %798, %763
  %800 = fadd float %797, %764
  %801 = fadd float %800, %765
  %802 = fadd float %799, %766
  %803 = fadd float %802, %767
  %804 = fadd float %801, %768
  %805 = fadd float %804, %769
  %806 = fadd float %803, %770
  %807 = fadd float %806, %771
  %808 = fadd float %805, %772
  %809 = fadd float %808, %773
  %810 = fadd float %807, %774
  %811 = fadd float %810, %775
  %812 = fadd float %809, %776
  %813 = fadd float %812, %777
  %814 = fadd float %811, %778
  %815 = fadd float %814, %779
  %816 = fadd float %813, %780
  %817 = fadd float %816, %781
  %818 = fadd float %815, %782
  %819 = fadd float %818, %783
  %820 = bitcast float %817 to i32
  %821 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %820, i32 2, i32 31)
  %822 = bitcast i32 %821 to float
  %823 = fadd float %817, %822
  %824 = bitcast float %819 to i32
  %825 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %824, i32 2, i32 31)
  %826 = bitcast i32 %825 to float
  %827 = fadd float %819, %826
  %828 = bitcast float %823 to i32
  %829 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %828, i32 1, i32 31)
  %830 = bitcast i32 %829 to float
  %831 = fadd float %823, %830
  %832 = bitcast float %827 to i32
  %833 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %832, i32 1, i32 31)
  %834 = bitcast i32 %833 to float
  %835 = fadd float %827, %834
  %836 = fadd float %788, %831
  %837 = fadd float %789, %835
  %838 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 24576), i64 %370
  %839 = fptrunc float %752 to bfloat
  %840 = fptrunc float %753 to bfloat
  %841 = fptrunc float %754 to bfloat
  %842 = fptrunc float %755 to bfloat
  %843 = fptrunc float %756 to bfloat
  %844 = fptrunc float %757 to bfloat
  %845 = fptrunc float %758 to bfloat
  %846 = fptrunc float %759 to bfloat
  %847 = fptrunc float %760 to bfloat
  %848 = fptrunc float %761 to bfloat
  %849 = fptrunc float %762 to bfloat
  %850 = fptrunc float %763 to bfloat
  %851 = fptrunc float %764 to bfloat
  %852 = fptrunc float %765 to bfloat
  %853 = fptrunc float %766 to bfloat
  %854 = fptrunc float %767 to bfloat
  %855 = fptrunc float %768 to bfloat
  %856 = fptrunc float %769 to bfloat
  %857 = fptrunc float %770 to bfloat
  %858 = fptrunc float %771 to bfloat
  %859 = fptrunc float %772 to bfloat
  %860 = fptrunc float %773 to bfloat
  %861 = fptrunc float %774 to bfloat
  %862 = fptrunc float %775 to bfloat
  %863 = fptrunc float %776 to bfloat
  %864 = fptrunc float %777 to bfloat
  %865 = fptrunc float %778 to bfloat
  %866 = fptrunc float %779 to bfloat
  %867 = fptrunc float %780 to bfloat
  %868 = fptrunc float %781 to bfloat
  %869 = fptrunc float %782 to bfloat
  %870 = fptrunc float %783 to bfloat
  %871 = fmul float %352, %786
  %872 = fmul float %351, %786
  %873 = fmul float %350, %787
  %874 = fmul float %349, %787
  %875 = fmul float %348, %786
  %876 = fmul float %347, %786
  %877 = fmul float %346, %787
  %878 = fmul float %345, %787
  %879 = fmul float %344, %786
  %880 = fmul float %343, %786
  %881 = fmul float %342, %787
  %882 = fmul float %341, %787
  %883 = fmul float %340, %786
  %884 = fmul float %339, %786
  %885 = fmul float %338, %787
  %886 = fmul float %337, %787
  %887 = fmul float %336, %786
  %888 = fmul float %335, %786
  %889 = fmul float %334, %787
  %890 = fmul float %333, %787
  %891 = fmul float %332, %786
  %892 = fmul float %331, %786
  %893 = fmul float %330, %787
  %894 = fmul float %329, %787
  %895 = fmul float %328, %786
  %896 = fmul float %327, %786
  %897 = fmul float %326, %787
  %898 = fmul float %325, %787
  %899 = fmul float %324, %786
  %900 = fmul float %323, %786
  %901 = fmul float %322, %787
  %902 = fmul float %321, %787
  %903 = insertelement <2 x bfloat> poison, bfloat %839, i64 0
  %904 = insertelement <2 x bfloat> %903, bfloat %840, i64 1
  %905 = bitcast <2 x bfloat> %904 to i32
  %906 = insertelement <2 x bfloat> poison, bfloat %841, i64 0
  %907 = insertelement <2 x bfloat> %906, bfloat %842, i64 1
  %908 = bitcast <2 x bfloat> %907 to i32
  %909 = insertelement <2 x bfloat> poison, bfloat %843, i64 0
  %910 = insertelement <2 x bfloat> %909, bfloat %844, i64 1
  %911 = bitcast <2 x bfloat> %910 to i32
  %912 = insertelement <2 x bfloat> poison, bfloat %845, i64 0
  %913 = insertelement <2 x bfloat> %912, bfloat %846, i64 1
  %914 = bitcast <2 x bfloat> %913 to i32
  %915 = insertelement <2 x bfloat> poison, bfloat %847, i64 0
  %916 = insertelement <2 x bfloat> %915, bfloat %848, i64 1
  %917 = bitcast <2 x bfloat> %916 to i32
  %918 = insertelement <2 x bfloat> poison, bfloat %849, i64 0
  %919 = insertelement <2 x bfloat> %918, bfloat %850, i64 1
  %920 = bitcast <2 x bfloat> %919 to i32
  %921 = insertelement <2 x bfloat> poison, bfloat %851, i64 0
  %922 = insertelement <2 x bfloat> %921, bfloat %852, i64 1
  %923 = bitcast <2 x bfloat> %922 to i32
  %924 = insertelement <2 x bfloat> poison, bfloat %853, i64 0
  %925 = insertelement <2 x bfloat> %924, bfloat %854, i64 1
  %926 = bitcast <2 x bfloat> %925 to i32
  %927 = insertelement <2 x bfloat> poison, bfloat %855, i64 0
  %928 = insertelement <2 x bfloat> %927, bfloat %856, i64 1
  %929 = bitcast <2 x bfloat> %928 to i32
  %930 = insertelement <2 x bfloat> poison, bfloat %857, i64 0
  %931 = insertelement <2 x bfloat> %930, bfloat %858, i64 1
  %932 = bitcast <2 x bfloat> %931 to i32
  %933 = insertelement <2 x bfloat> poison, bfloat %859, i64 0
  %934 = insertelement <2 x bfloat> %933, bfloat %860, i64 1
  %935 = bitcast <2 x bfloat> %934 to i32
  %936 = insertelement <2 x bfloat> poison, bfloat %861, i64 0
  %937 = insertelement <2 x bfloat> %936, bfloat %862, i64 1
  %938 = bitcast <2 x bfloat> %937 to i32
  %939 = insertelement <2 x bfloat> poison, bfloat %863, i64 0
  %940 = insertelement <2 x bfloat> %939, bfloat %864, i64 1
  %941 = bitcast <2 x bfloat> %940 to i32
  %942 = insertelement <2 x bfloat> poison, bfloat %865, i64 0
  %943 = insertelement <2 x bfloat> %942, bfloat %866, i64 1
  %944 = bitcast <2 x bfloat> %943 to i32
  %945 = insertelement <2 x bfloat> poison, bfloat %867, i64 0
  %946 = insertelement <2 x bfloat> %945, bfloat %868, i64 1
  %947 = bitcast <2 x bfloat> %946 to i32
  %948 = insertelement <2 x bfloat> poison, bfloat %869, i64 0
  %949 = insertelement <2 x bfloat> %948, bfloat %870, i64 1
  %950 = bitcast <2 x bfloat> %949 to i32
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #7
  %951 = ptrtoint ptr addrspace(3) %838 to i64
  %952 = lshr exact i64 %951, 4
  %953 = and i64 %952, 16320
  %954 = or disjoint i64 %953, 4611686293338849280
  %955 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %905, i32 %908, i32 %911, i32 %914, i64 %954, i32 1, float %871, float %872, float %873, float %874, float %875, float %876, float %877, float %878, float %879, float %880, float %881, float %882, float %883, float %884, float %885, float %886, float %887, float %888, float %889, float %890, float %891, float %892, float %893, float %894, float %895, float %896, float %897, float %898, float %899, float %900, float %901, float %902) #7
  %956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 0
  %957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 1
  %958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 2
  %959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 3
  %960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 4
  %961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 5
  %962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 6
  %963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 7
  %964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 8
  %965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 9
  %966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 10
  %967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 11
  %968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 12
  %969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 13
  %970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 14
  %971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 15
  %972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 16
  %973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 17
  %974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 18
  %975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 19
  %976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 20
  %977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 21
  %978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 22
  %979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 23
  %980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 24
  %981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 25
  %982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 26
  %983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 27
  %984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 28
  %985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 29
  %986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 30
  %987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %955, 31
  %988 = getelementptr i8, ptr addrspace(3) %838, i64 2048
  %989 = ptrtoint ptr addrspace(3) %988 to i64
  %990 = lshr exact i64 %989, 4
  %991 = and i64 %990, 16383
  %992 = or disjoint i64 %991, 4611686293338849280
  %993 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %917, i32 %920, i32 %923, i32 %926, i64 %992, i32 1, float %956, float %957, float %958, float %959, float %960, float %961, float %962, float %963, float %964, float %965, float %966, float %967, float %968, float %969, float %970, float %971, float %972, float %973, float %974, float %975, float %976, float %977, float %978, float %979, float %980, float %981, float %982, float %983, float %984, float %985, float %986, float %987) #7
  %994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 0
  %995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 1
  %996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 2
  %997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 3
  %998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 4
  %999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 5
  %1000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 6
  %1001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 7
  %1002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 8
  %1003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 9
  %1004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 10
  %1005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 11
  %1006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 12
  %1007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 13
  %1008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 14
  %1009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 15
  %1010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 16
  %1011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 17
  %1012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 18
  %1013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 19
  %1014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 20
  %1015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 21
  %1016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 22
  %1017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 23
  %1018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 24
  %1019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 25
  %1020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 26
  %1021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 27
  %1022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 28
  %1023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 29
  %1024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 30
  %1025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %993, 31
  %1026 = getelementptr i8, ptr addrspace(3) %838, i64 4096
  %1027 = ptrtoint ptr addrspace(3) %1026 to i64
  %1028 = lshr exact i64 %1027, 4
  %1029 = and i64 %1028, 16383
  %1030 = or disjoint i64 %1029, 4611686293338849280
  %1031 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %929, i32 %932, i32 %935, i32 %938, i64 %1030, i32 1, float %994, float %995, float %996, float %997, float %998, float %999, float %1000, float %1001, float %1002, float %1003, float %1004, float %1005, float %1006, float %1007, float %1008, float %1009, float %1010, float %1011, float %1012, float %1013, float %1014, float %1015, float %1016, float %1017, float %1018, float %1019, float %1020, float %1021, float %1022, float %1023, float %1024, float %1025) #7
  %1032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 0
  %1033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 1
  %1034 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 2
  %1035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 3
  %1036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 4
  %1037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 5
  %1038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 6
  %1039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 7
  %1040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 8
  %1041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 9
  %1042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 10
  %1043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 11
  %1044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 12
  %1045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 13
  %1046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 14
  %1047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 15
  %1048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 16
  %1049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 17
  %1050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 18
  %1051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 19
  %1052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 20
  %1053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 21
  %1054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 22
  %1055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 23
  %1056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 24
  %1057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 25
  %1058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 26
  %1059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 27
  %1060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 28
  %1061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 29
  %1062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 30
  %1063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1031, 31
  %1064 = getelementptr i8, ptr addrspace(3) %838, i64 6144
  %1065 = ptrtoint ptr addrspace(3) %1064 to i64
  %1066 = lshr exact i64 %1065, 4
  %1067 = and i64 %1066, 16383
  %1068 = or disjoint i64 %1067, 4611686293338849280
  %1069 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %941, i32 %944, i32 %947, i32 %950, i64 %1068, i32 1, float %1032, float %1033, float %1034, float %1035, float %1036, float %1037, float %1038, float %1039, float %1040, float %1041, float %1042, float %1043, float %1044, float %1045, float %1046, float %1047, float %1048, float %1049, float %1050, float %1051, float %1052, float %1053, float %1054, float %1055, float %1056, float %1057, float %1058, float %1059, float %1060, float %1061, float %1062, float %1063) #7
  %1070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 0
  %1071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 1
  %1072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 2
  %1073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 3
  %1074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 4
  %1075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 5
  %1076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 6
  %1077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 7
  %1078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 8
  %1079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 9
  %1080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 10
  %1081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 11
  %1082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 12
  %1083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 13
  %1084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 14
  %1085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 15
  %1086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 16
  %1087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 17
  %1088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 18
  %1089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 19
  %1090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 20
  %1091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 21
  %1092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 22
  %1093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 23
  %1094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 24
  %1095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 25
  %1096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 26
  %1097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 27
  %1098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 28
  %1099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 29
  %1100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 30
  %1101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1069, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #7
  %1102 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1070, float %1071, float %1072, float %1073, float %1074, float %1075, float %1076, float %1077, float %1078, float %1079, float %1080, float %1081, float %1082, float %1083, float %1084, float %1085, float %1086, float %1087, float %1088, float %1089, float %1090, float %1091, float %1092, float %1093, float %1094, float %1095, float %1096, float %1097, float %1098, float %1099, float %1100, float %1101) #7
  %1103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 0
  %1104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 1
  %1105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 2
  %1106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 3
  %1107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 4
  %1108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 5
  %1109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 6
  %1110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 7
  %1111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 8
  %1112 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 9
  %1113 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 10
  %1114 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 11
  %1115 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 12
  %1116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 13
  %1117 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 14
  %1118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 15
  %1119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 16
  %1120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 17
  %1121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 18
  %1122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 19
  %1123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 20
  %1124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 21
  %1125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 22
  %1126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 23
  %1127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 24
  %1128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 25
  %1129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 26
  %1130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 27
  %1131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 28
  %1132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 29
  %1133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 30
  %1134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1102, 31
  %1135 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49536), i64 %361
  %1136 = ptrtoint ptr addrspace(3) %1135 to i64
  %1137 = trunc i64 %1136 to i32
  tail call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 %1137) #7
  %1138 = icmp slt i32 %556, %15
  br i1 %1138, label %318, label %._crit_edge

._crit_edge:                                      ; preds = %605, %.._crit_edge_crit_edge
  %.pre-phi152 = phi i32 [ %.pre151, %.._crit_edge_crit_edge ], [ %314, %605 ]
  %.pre-phi148 = phi i32 [ %.pre147, %.._crit_edge_crit_edge ], [ %312, %605 ]
  %.pre-phi144 = phi i32 [ %.pre143, %.._crit_edge_crit_edge ], [ %310, %605 ]
  %.lcssa70 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %836, %605 ]
  %.lcssa69 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %837, %605 ]
  %.lcssa68 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1103, %605 ]
  %.lcssa67 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1104, %605 ]
  %.lcssa66 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1105, %605 ]
  %.lcssa65 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1106, %605 ]
  %.lcssa64 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1107, %605 ]
  %.lcssa63 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1108, %605 ]
  %.lcssa62 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1109, %605 ]
  %.lcssa61 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1110, %605 ]
  %.lcssa60 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1111, %605 ]
  %.lcssa59 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1112, %605 ]
  %.lcssa58 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1113, %605 ]
  %.lcssa57 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1114, %605 ]
  %.lcssa56 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1115, %605 ]
  %.lcssa55 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1116, %605 ]
  %.lcssa54 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1117, %605 ]
  %.lcssa53 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1118, %605 ]
  %.lcssa52 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1119, %605 ]
  %.lcssa51 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1120, %605 ]
  %.lcssa50 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1121, %605 ]
  %.lcssa49 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1122, %605 ]
  %.lcssa48 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1123, %605 ]
  %.lcssa47 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1124, %605 ]
  %.lcssa46 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1125, %605 ]
  %.lcssa45 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1126, %605 ]
  %.lcssa44 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1127, %605 ]
  %.lcssa43 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1128, %605 ]
  %.lcssa42 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1129, %605 ]
  %.lcssa41 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1130, %605 ]
  %.lcssa40 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1131, %605 ]
  %.lcssa39 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1132, %605 ]
  %.lcssa38 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1133, %605 ]
  %.lcssa37 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1134, %605 ]
  %.lcssa36 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %686, %605 ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %687, %605 ]
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #7
  %1139 = or disjoint i32 %.pre-phi148, %.pre-phi144
  %1140 = zext nneg i32 %1139 to i64
  %1141 = getelementptr float, ptr addrspace(3) @attention_boxes_causal_smem, i64 %1140
  store float %.lcssa36, ptr addrspace(3) %1141, align 4
  %1142 = or disjoint i32 %1139, 8
  %1143 = zext nneg i32 %1142 to i64
  %1144 = getelementptr float, ptr addrspace(3) @attention_boxes_causal_smem, i64 %1143
  store float %.lcssa, ptr addrspace(3) %1144, align 4
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #7
  %1145 = fdiv float 1.000000e+00, %.lcssa70
  %1146 = fdiv float 1.000000e+00, %.lcssa69
  %1147 = fmul float %1145, %.lcssa68
  %1148 = fmul float %1145, %.lcssa67
  %1149 = fmul float %1146, %.lcssa66
  %1150 = fmul float %1146, %.lcssa65
  %1151 = fmul float %1145, %.lcssa64
  %1152 = fmul float %1145, %.lcssa63
  %1153 = fmul float %1146, %.lcssa62
  %1154 = fmul float %1146, %.lcssa61
  %1155 = fmul float %1145, %.lcssa60
  %1156 = fmul float %1145, %.lcssa59
  %1157 = fmul float %1146, %.lcssa58
  %1158 = fmul float %1146, %.lcssa57
  %1159 = fmul float %1145, %.lcssa56
  %1160 = fmul float %1145, %.lcssa55
  %1161 = fmul float %1146, %.lcssa54
  %1162 = fmul float %1146, %.lcssa53
  %1163 = fmul float %1145, %.lcssa52
  %1164 = fmul float %1145, %.lcssa51
  %1165 = fmul float %1146, %.lcssa50
  %1166 = fmul float %1146, %.lcssa49
  %1167 = fmul float %1145, %.lcssa48
  %1168 = fmul float %1145, %.lcssa47
  %1169 = fmul float %1146, %.lcssa46
  %1170 = fmul float %1146, %.lcssa45
  %1171 = fmul float %1145, %.lcssa44
  %1172 = fmul float %1145, %.lcssa43
  %1173 = fmul float %1146, %.lcssa42
  %1174 = fmul float %1146, %.lcssa41
  %1175 = fmul float %1145, %.lcssa40
  %1176 = fmul float %1145, %.lcssa39
  %1177 = fmul float %1146, %.lcssa38
  %1178 = fmul float %1146, %.lcssa37
  %1179 = fptrunc float %1147 to bfloat
  %1180 = fptrunc float %1148 to bfloat
  %1181 = fptrunc float %1149 to bfloat
  %1182 = fptrunc float %1150 to bfloat
  %1183 = fptrunc float %1151 to bfloat
  %1184 = fptrunc float %1152 to bfloat
  %1185 = fptrunc float %1153 to bfloat
  %1186 = fptrunc float %1154 to bfloat
  %1187 = fptrunc float %1155 to bfloat
  %1188 = fptrunc float %1156 to bfloat
  %1189 = fptrunc float %1157 to bfloat
  %1190 = fptrunc float %1158 to bfloat
  %1191 = fptrunc float %1159 to bfloat
  %1192 = fptrunc float %1160 to bfloat
  %1193 = fptrunc float %1161 to bfloat
  %1194 = fptrunc float %1162 to bfloat
  %1195 = fptrunc float %1163 to bfloat
  %1196 = fptrunc float %1164 to bfloat
  %1197 = fptrunc float %1165 to bfloat
  %1198 = fptrunc float %1166 to bfloat
  %1199 = fptrunc float %1167 to bfloat
  %1200 = fptrunc float %1168 to bfloat
  %1201 = fptrunc float %1169 to bfloat
  %1202 = fptrunc float %1170 to bfloat
  %1203 = fptrunc float %1171 to bfloat
  %1204 = fptrunc float %1172 to bfloat
  %1205 = fptrunc float %1173 to bfloat
  %1206 = fptrunc float %1174 to bfloat
  %1207 = fptrunc float %1175 to bfloat
  %1208 = fptrunc float %1176 to bfloat
  %1209 = fptrunc float %1177 to bfloat
  %1210 = fptrunc float %1178 to bfloat
  %1211 = or disjoint i32 %1139, %12
  %1212 = add i32 %1211, %11
  %1213 = shl i32 %1212, 6
  %1214 = or disjoint i32 %1213, %.pre-phi152
  %1215 = sext i32 %1214 to i64
  %1216 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1215
  %1217 = ptrtoint ptr addrspace(1) %1216 to i64
  %1218 = and i64 %1217, 3
  %1219 = icmp eq i64 %1218, 0
  %1220 = xor i1 %1219, true
  %1221 = zext i1 %1219 to i32
  %1222 = bitcast bfloat %1179 to i16
  %1223 = bitcast bfloat %1180 to i16
  %1224 = zext i1 %1220 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1221, i16 %1222, i16 %1223, ptr addrspace(1) %1216, i32 %1224, i32 %1224) #7
  %1225 = or disjoint i32 %1142, %12
  %1226 = add i32 %1225, %11
  %1227 = shl i32 %1226, 6
  %1228 = or disjoint i32 %1227, %.pre-phi152
  %1229 = sext i32 %1228 to i64
  %1230 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1229
  %1231 = ptrtoint ptr addrspace(1) %1230 to i64
  %1232 = and i64 %1231, 3
  %1233 = icmp eq i64 %1232, 0
  %1234 = xor i1 %1233, true
  %1235 = zext i1 %1233 to i32
  %1236 = bitcast bfloat %1181 to i16
  %1237 = bitcast bfloat %1182 to i16
  %1238 = zext i1 %1234 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1235, i16 %1236, i16 %1237, ptr addrspace(1) %1230, i32 %1238, i32 %1238) #7
  %1239 = or disjoint i32 %.pre-phi152, 8
  %1240 = or disjoint i32 %1213, %1239
  %1241 = sext i32 %1240 to i64
  %1242 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1241
  %1243 = ptrtoint ptr addrspace(1) %1242 to i64
  %1244 = and i64 %1243, 3
  %1245 = icmp eq i64 %1244, 0
  %1246 = xor i1 %1245, true
  %1247 = zext i1 %1245 to i32
  %1248 = bitcast bfloat %1183 to i16
  %1249 = bitcast bfloat %1184 to i16
  %1250 = zext i1 %1246 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1247, i16 %1248, i16 %1249, ptr addrspace(1) %1242, i32 %1250, i32 %1250) #7
  %1251 = or disjoint i32 %1227, %1239
  %1252 = sext i32 %1251 to i64
  %1253 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1252
  %1254 = ptrtoint ptr addrspace(1) %1253 to i64
  %1255 = and i64 %1254, 3
  %1256 = icmp eq i64 %1255, 0
  %1257 = xor i1 %1256, true
  %1258 = zext i1 %1256 to i32
  %1259 = bitcast bfloat %1185 to i16
  %1260 = bitcast bfloat %1186 to i16
  %1261 = zext i1 %1257 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1258, i16 %1259, i16 %1260, ptr addrspace(1) %1253, i32 %1261, i32 %1261) #7
  %1262 = or disjoint i32 %.pre-phi152, 16
  %1263 = or disjoint i32 %1213, %1262
  %1264 = sext i32 %1263 to i64
  %1265 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1264
  %1266 = ptrtoint ptr addrspace(1) %1265 to i64
  %1267 = and i64 %1266, 3
  %1268 = icmp eq i64 %1267, 0
  %1269 = xor i1 %1268, true
  %1270 = zext i1 %1268 to i32
  %1271 = bitcast bfloat %1187 to i16
  %1272 = bitcast bfloat %1188 to i16
  %1273 = zext i1 %1269 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1270, i16 %1271, i16 %1272, ptr addrspace(1) %1265, i32 %1273, i32 %1273) #7
  %1274 = or disjoint i32 %1227, %1262
  %1275 = sext i32 %1274 to i64
  %1276 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1275
  %1277 = ptrtoint ptr addrspace(1) %1276 to i64
  %1278 = and i64 %1277, 3
  %1279 = icmp eq i64 %1278, 0
  %1280 = xor i1 %1279, true
  %1281 = zext i1 %1279 to i32
  %1282 = bitcast bfloat %1189 to i16
  %1283 = bitcast bfloat %1190 to i16
  %1284 = zext i1 %1280 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1281, i16 %1282, i16 %1283, ptr addrspace(1) %1276, i32 %1284, i32 %1284) #7
  %1285 = or disjoint i32 %.pre-phi152, 24
  %1286 = or disjoint i32 %1213, %1285
  %1287 = sext i32 %1286 to i64
  %1288 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1287
  %1289 = ptrtoint ptr addrspace(1) %1288 to i64
  %1290 = and i64 %1289, 3
  %1291 = icmp eq i64 %1290, 0
  %1292 = xor i1 %1291, true
  %1293 = zext i1 %1291 to i32
  %1294 = bitcast bfloat %1191 to i16
  %1295 = bitcast bfloat %1192 to i16
  %1296 = zext i1 %1292 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1293, i16 %1294, i16 %1295, ptr addrspace(1) %1288, i32 %1296, i32 %1296) #7
  %1297 = or disjoint i32 %1227, %1285
  %1298 = sext i32 %1297 to i64
  %1299 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1298
  %1300 = ptrtoint ptr addrspace(1) %1299 to i64
  %1301 = and i64 %1300, 3
  %1302 = icmp eq i64 %1301, 0
  %1303 = xor i1 %1302, true
  %1304 = zext i1 %1302 to i32
  %1305 = bitcast bfloat %1193 to i16
  %1306 = bitcast bfloat %1194 to i16
  %1307 = zext i1 %1303 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1304, i16 %1305, i16 %1306, ptr addrspace(1) %1299, i32 %1307, i32 %1307) #7
  %1308 = or disjoint i32 %.pre-phi152, 32
  %1309 = or disjoint i32 %1213, %1308
  %1310 = sext i32 %1309 to i64
  %1311 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1310
  %1312 = ptrtoint ptr addrspace(1) %1311 to i64
  %1313 = and i64 %1312, 3
  %1314 = icmp eq i64 %1313, 0
  %1315 = xor i1 %1314, true
  %1316 = zext i1 %1314 to i32
  %1317 = bitcast bfloat %1195 to i16
  %1318 = bitcast bfloat %1196 to i16
  %1319 = zext i1 %1315 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1316, i16 %1317, i16 %1318, ptr addrspace(1) %1311, i32 %1319, i32 %1319) #7
  %1320 = or disjoint i32 %1227, %1308
  %1321 = sext i32 %1320 to i64
  %1322 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1321
  %1323 = ptrtoint ptr addrspace(1) %1322 to i64
  %1324 = and i64 %1323, 3
  %1325 = icmp eq i64 %1324, 0
  %1326 = xor i1 %1325, true
  %1327 = zext i1 %1325 to i32
  %1328 = bitcast bfloat %1197 to i16
  %1329 = bitcast bfloat %1198 to i16
  %1330 = zext i1 %1326 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1327, i16 %1328, i16 %1329, ptr addrspace(1) %1322, i32 %1330, i32 %1330) #7
  %1331 = or disjoint i32 %.pre-phi152, 40
  %1332 = or disjoint i32 %1213, %1331
  %1333 = sext i32 %1332 to i64
  %1334 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1333
  %1335 = ptrtoint ptr addrspace(1) %1334 to i64
  %1336 = and i64 %1335, 3
  %1337 = icmp eq i64 %1336, 0
  %1338 = xor i1 %1337, true
  %1339 = zext i1 %1337 to i32
  %1340 = bitcast bfloat %1199 to i16
  %1341 = bitcast bfloat %1200 to i16
  %1342 = zext i1 %1338 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1339, i16 %1340, i16 %1341, ptr addrspace(1) %1334, i32 %1342, i32 %1342) #7
  %1343 = or disjoint i32 %1227, %1331
  %1344 = sext i32 %1343 to i64
  %1345 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1344
  %1346 = ptrtoint ptr addrspace(1) %1345 to i64
  %1347 = and i64 %1346, 3
  %1348 = icmp eq i64 %1347, 0
  %1349 = xor i1 %1348, true
  %1350 = zext i1 %1348 to i32
  %1351 = bitcast bfloat %1201 to i16
  %1352 = bitcast bfloat %1202 to i16
  %1353 = zext i1 %1349 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1350, i16 %1351, i16 %1352, ptr addrspace(1) %1345, i32 %1353, i32 %1353) #7
  %1354 = or disjoint i32 %.pre-phi152, 48
  %1355 = or disjoint i32 %1213, %1354
  %1356 = sext i32 %1355 to i64
  %1357 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1356
  %1358 = ptrtoint ptr addrspace(1) %1357 to i64
  %1359 = and i64 %1358, 3
  %1360 = icmp eq i64 %1359, 0
  %1361 = xor i1 %1360, true
  %1362 = zext i1 %1360 to i32
  %1363 = bitcast bfloat %1203 to i16
  %1364 = bitcast bfloat %1204 to i16
  %1365 = zext i1 %1361 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1362, i16 %1363, i16 %1364, ptr addrspace(1) %1357, i32 %1365, i32 %1365) #7
  %1366 = or disjoint i32 %1227, %1354
  %1367 = sext i32 %1366 to i64
  %1368 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1367
  %1369 = ptrtoint ptr addrspace(1) %1368 to i64
  %1370 = and i64 %1369, 3
  %1371 = icmp eq i64 %1370, 0
  %1372 = xor i1 %1371, true
  %1373 = zext i1 %1371 to i32
  %1374 = bitcast bfloat %1205 to i16
  %1375 = bitcast bfloat %1206 to i16
  %1376 = zext i1 %1372 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1373, i16 %1374, i16 %1375, ptr addrspace(1) %1368, i32 %1376, i32 %1376) #7
  %1377 = or disjoint i32 %.pre-phi152, 56
  %1378 = or disjoint i32 %1213, %1377
  %1379 = sext i32 %1378 to i64
  %1380 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1379
  %1381 = ptrtoint ptr addrspace(1) %1380 to i64
  %1382 = and i64 %1381, 3
  %1383 = icmp eq i64 %1382, 0
  %1384 = xor i1 %1383, true
  %1385 = zext i1 %1383 to i32
  %1386 = bitcast bfloat %1207 to i16
  %1387 = bitcast bfloat %1208 to i16
  %1388 = zext i1 %1384 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1385, i16 %1386, i16 %1387, ptr addrspace(1) %1380, i32 %1388, i32 %1388) #7
  %1389 = or disjoint i32 %1227, %1377
  %1390 = sext i32 %1389 to i64
  %1391 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1390
  %1392 = ptrtoint ptr addrspace(1) %1391 to i64
  %1393 = and i64 %1392, 3
  %1394 = icmp eq i64 %1393, 0
  %1395 = xor i1 %1394, true
  %1396 = zext i1 %1394 to i32
  %1397 = bitcast bfloat %1209 to i16
  %1398 = bitcast bfloat %1210 to i16
  %1399 = zext i1 %1395 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1396, i16 %1397, i16 %1398, ptr addrspace(1) %1391, i32 %1399, i32 %1399) #7
  br label %.loopexit

.loopexit.loopexit.unr-lcssa:                     ; preds = %.critedge.1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %.loopexit, label %.epil.preheader

.epil.preheader:                                  ; preds = %.loopexit.loopexit.unr-lcssa, %.lr.ph106
  %.epil.init = phi i32 [ 0, %.lr.ph106 ], [ %87, %.loopexit.loopexit.unr-lcssa ]
  %lcmp.mod266 = icmp ne i32 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod266)
  %1400 = lshr exact i32 %.epil.init, 6
  %1401 = urem i32 %1400, 3
  %1402 = udiv i32 %.epil.init, 192
  %1403 = and i32 %1402, 1
  %1404 = xor i32 %1403, 1
  %1405 = shl nuw nsw i32 %1401, 7
  %1406 = zext nneg i32 %1405 to i64
  %1407 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49536), i64 %1406
  %1408 = ptrtoint ptr addrspace(3) %1407 to i64
  %1409 = trunc i64 %1408 to i32
  br label %1410

1410:                                             ; preds = %1410, %.epil.preheader
  %1411 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1409, i32 %1404) #7
  %1412 = icmp eq i32 %1411, 0
  br i1 %1412, label %1410, label %1413

1413:                                             ; preds = %1410
  br i1 %23, label %1414, label %.loopexit

1414:                                             ; preds = %1413
  %1415 = shl nuw nsw i32 %1401, 13
  %1416 = zext nneg i32 %1415 to i64
  %1417 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 24576), i64 %1416
  %1418 = ptrtoint ptr addrspace(3) %1417 to i64
  %1419 = trunc i64 %1418 to i32
  %1420 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 %1416
  %1421 = ptrtoint ptr addrspace(3) %1420 to i64
  %1422 = trunc i64 %1421 to i32
  %1423 = add i32 %.epil.init, %11
  %1424 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49152), i64 %1406
  %1425 = ptrtoint ptr addrspace(3) %1424 to i64
  %1426 = trunc i64 %1425 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %1426, i32 16384) #7
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %1422, i64 %25, i32 0, i32 %1423, i32 %1426) #7
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %1419, i64 %24, i32 0, i32 %1423, i32 %1426) #7
  br label %.loopexit

.loopexit:                                        ; preds = %.loopexit.loopexit.unr-lcssa, %1414, %1413, %.preheader, %._crit_edge
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { nounwind "nvvm.reqntid"="160" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
