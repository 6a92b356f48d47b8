; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_boxes_causal_smem = internal addrspace(3) global [9216 x i8] undef, align 16
@attention_boxes_causal_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @attention_boxes_causal(ptr addrspace(1) %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %2, ptr addrspace(1) %3, i32 %4, float %5) local_unnamed_addr #0 {
  %.fr267 = freeze i32 %4
  %7 = tail call range(i32 0, 160) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 2
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = mul i32 %.fr267, %10
  %12 = shl i32 %9, 6
  %13 = fmul float %5, 0x3FF7154760000000
  %14 = add i32 %12, 64
  %15 = tail call i32 @llvm.smin.i32(i32 %14, i32 %.fr267)
  %16 = icmp eq i32 %7, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49152) to i32)) #7
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49152) to i32), i32 16)) #7
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49152) to i32), i32 32)) #7
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #7
  br label %18

18:                                               ; preds = %17, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %19, label %20

19:                                               ; preds = %18
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 128;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49200) to i32)) #7
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 128;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49200) to i32), i32 16)) #7
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 128;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49200) to i32), i32 32)) #7
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #7
  br label %20

20:                                               ; preds = %19, %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %21 = icmp samesign ugt i32 %7, 127
  br i1 %21, label %22, label %87

22:                                               ; preds = %20
  %23 = icmp eq i32 %7, 128
  %24 = icmp sgt i32 %15, 0
  %or.cond = select i1 %23, i1 %24, i1 false
  br i1 %or.cond, label %.lr.ph105, label %.loopexit

.lr.ph105:                                        ; preds = %22
  %25 = ptrtoint ptr %1 to i64
  %26 = ptrtoint ptr %2 to i64
  %27 = add nsw i32 %15, -1
  %28 = lshr i32 %27, 6
  %29 = add nuw nsw i32 %28, 1
  %xtraiter = and i32 %29, 1
  %30 = icmp eq i32 %28, 0
  br i1 %30, label %.epil.preheader, label %.lr.ph105.new

.lr.ph105.new:                                    ; preds = %.lr.ph105
  %unroll_iter = and i32 %29, 134217726
  br label %31

31:                                               ; preds = %73, %.lr.ph105.new
  %32 = phi i32 [ 0, %.lr.ph105.new ], [ %86, %73 ]
  %niter = phi i32 [ 0, %.lr.ph105.new ], [ %niter.next.1, %73 ]
  %33 = lshr exact i32 %32, 6
  %34 = urem i32 %33, 3
  %35 = udiv i32 %32, 192
  %36 = and i32 %35, 1
  %37 = xor i32 %36, 1
  %38 = shl nuw nsw i32 %34, 4
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49200), i64 %39
  %41 = ptrtoint ptr addrspace(3) %40 to i64
  %42 = trunc i64 %41 to i32
  br label %43

43:                                               ; preds = %43, %31
  %44 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %42, i32 %37) #7
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %43, label %46

46:                                               ; preds = %43
  %47 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49152), i64 %39
  %48 = ptrtoint ptr addrspace(3) %47 to i64
  %49 = trunc i64 %48 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %49, i32 16384) #7
  %50 = add i32 %32, %11
  %51 = shl nuw nsw i32 %34, 13
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 %52
  %54 = ptrtoint ptr addrspace(3) %53 to i64
  %55 = trunc i64 %54 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %55, i64 %25, i32 0, i32 %50, i32 %49) #7
  %56 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 24576), i64 %52
  %57 = ptrtoint ptr addrspace(3) %56 to i64
  %58 = trunc i64 %57 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %58, i64 %26, i32 0, i32 %50, i32 %49) #7
  %59 = or disjoint i32 %32, 64
  %60 = lshr exact i32 %59, 6
  %61 = urem i32 %60, 3
  %62 = udiv i32 %59, 192
  %63 = and i32 %62, 1
  %64 = xor i32 %63, 1
  %65 = shl nuw nsw i32 %61, 4
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49200), i64 %66
  %68 = ptrtoint ptr addrspace(3) %67 to i64
  %69 = trunc i64 %68 to i32
  br label %70

70:                                               ; preds = %70, %46
  %71 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %69, i32 %64) #7
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %70, label %73

73:                                               ; preds = %70
  %74 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49152), i64 %66
  %75 = ptrtoint ptr addrspace(3) %74 to i64
  %76 = trunc i64 %75 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %76, i32 16384) #7
  %77 = add i32 %59, %11
  %78 = shl nuw nsw i32 %61, 13
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 %79
  %81 = ptrtoint ptr addrspace(3) %80 to i64
  %82 = trunc i64 %81 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %82, i64 %25, i32 0, i32 %77, i32 %76) #7
  %83 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 24576), i64 %79
  %84 = ptrtoint ptr addrspace(3) %83 to i64
  %85 = trunc i64 %84 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %85, i64 %26, i32 0, i32 %77, i32 %76) #7
  %86 = add nuw nsw i32 %32, 128
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1.not = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1.not, label %.loopexit.loopexit.unr-lcssa, label %31

87:                                               ; preds = %20
  %88 = lshr i32 %7, 4
  %89 = or disjoint i32 %12, %88
  %90 = add i32 %89, %11
  %91 = shl i32 %90, 6
  %92 = or disjoint i32 %89, 8
  %93 = add i32 %92, %11
  %94 = shl i32 %93, 6
  %95 = or disjoint i32 %89, 16
  %96 = add i32 %95, %11
  %97 = shl i32 %96, 6
  %98 = or disjoint i32 %89, 24
  %99 = add i32 %98, %11
  %100 = shl i32 %99, 6
  %101 = or disjoint i32 %89, 32
  %102 = add i32 %101, %11
  %103 = shl i32 %102, 6
  %104 = or disjoint i32 %89, 40
  %105 = add i32 %104, %11
  %106 = shl i32 %105, 6
  %107 = or disjoint i32 %89, 48
  %108 = add i32 %107, %11
  %109 = shl i32 %108, 6
  %110 = or disjoint i32 %89, 56
  %111 = add i32 %110, %11
  %112 = shl i32 %111, 6
  %113 = and i32 %8, 60
  %114 = or disjoint i32 %91, %113
  %115 = or disjoint i32 %94, %113
  %116 = or disjoint i32 %97, %113
  %117 = or disjoint i32 %100, %113
  %118 = or disjoint i32 %103, %113
  %119 = or disjoint i32 %106, %113
  %120 = or disjoint i32 %109, %113
  %121 = or disjoint i32 %112, %113
  %122 = sext i32 %114 to i64
  %123 = getelementptr bfloat, ptr addrspace(1) %0, i64 %122
  %124 = ptrtoint ptr addrspace(1) %123 to i64
  %125 = and i64 %124, 7
  %126 = icmp eq i64 %125, 0
  %127 = xor i1 %126, true
  %128 = zext i1 %126 to i32
  %129 = zext i1 %127 to i32
  %130 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r"(i32 %128, ptr addrspace(1) %123, i32 %129, i32 %129, i32 %129, i32 %129) #7
  %131 = extractvalue { i16, i16, i16, i16 } %130, 0
  %132 = extractvalue { i16, i16, i16, i16 } %130, 1
  %133 = extractvalue { i16, i16, i16, i16 } %130, 2
  %134 = extractvalue { i16, i16, i16, i16 } %130, 3
  %135 = sext i32 %115 to i64
  %136 = getelementptr bfloat, ptr addrspace(1) %0, i64 %135
  %137 = ptrtoint ptr addrspace(1) %136 to i64
  %138 = and i64 %137, 7
  %139 = icmp eq i64 %138, 0
  %140 = xor i1 %139, true
  %141 = zext i1 %139 to i32
  %142 = zext i1 %140 to i32
  %143 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r"(i32 %141, ptr addrspace(1) %136, i32 %142, i32 %142, i32 %142, i32 %142) #7
  %144 = extractvalue { i16, i16, i16, i16 } %143, 0
  %145 = extractvalue { i16, i16, i16, i16 } %143, 1
  %146 = extractvalue { i16, i16, i16, i16 } %143, 2
  %147 = extractvalue { i16, i16, i16, i16 } %143, 3
  %148 = sext i32 %116 to i64
  %149 = getelementptr bfloat, ptr addrspace(1) %0, i64 %148
  %150 = ptrtoint ptr addrspace(1) %149 to i64
  %151 = and i64 %150, 7
  %152 = icmp eq i64 %151, 0
  %153 = xor i1 %152, true
  %154 = zext i1 %152 to i32
  %155 = zext i1 %153 to i32
  %156 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r"(i32 %154, ptr addrspace(1) %149, i32 %155, i32 %155, i32 %155, i32 %155) #7
  %157 = extractvalue { i16, i16, i16, i16 } %156, 0
  %158 = extractvalue { i16, i16, i16, i16 } %156, 1
  %159 = extractvalue { i16, i16, i16, i16 } %156, 2
  %160 = extractvalue { i16, i16, i16, i16 } %156, 3
  %161 = sext i32 %117 to i64
  %162 = getelementptr bfloat, ptr addrspace(1) %0, i64 %161
  %163 = ptrtoint ptr addrspace(1) %162 to i64
  %164 = and i64 %163, 7
  %165 = icmp eq i64 %164, 0
  %166 = xor i1 %165, true
  %167 = zext i1 %165 to i32
  %168 = zext i1 %166 to i32
  %169 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r"(i32 %167, ptr addrspace(1) %162, i32 %168, i32 %168, i32 %168, i32 %168) #7
  %170 = extractvalue { i16, i16, i16, i16 } %169, 0
  %171 = extractvalue { i16, i16, i16, i16 } %169, 1
  %172 = extractvalue { i16, i16, i16, i16 } %169, 2
  %173 = extractvalue { i16, i16, i16, i16 } %169, 3
  %174 = sext i32 %118 to i64
  %175 = getelementptr bfloat, ptr addrspace(1) %0, i64 %174
  %176 = ptrtoint ptr addrspace(1) %175 to i64
  %177 = and i64 %176, 7
  %178 = icmp eq i64 %177, 0
  %179 = xor i1 %178, true
  %180 = zext i1 %178 to i32
  %181 = zext i1 %179 to i32
  %182 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r"(i32 %180, ptr addrspace(1) %175, i32 %181, i32 %181, i32 %181, i32 %181) #7
  %183 = extractvalue { i16, i16, i16, i16 } %182, 0
  %184 = extractvalue { i16, i16, i16, i16 } %182, 1
  %185 = extractvalue { i16, i16, i16, i16 } %182, 2
  %186 = extractvalue { i16, i16, i16, i16 } %182, 3
  %187 = sext i32 %119 to i64
  %188 = getelementptr bfloat, ptr addrspace(1) %0, i64 %187
  %189 = ptrtoint ptr addrspace(1) %188 to i64
  %190 = and i64 %189, 7
  %191 = icmp eq i64 %190, 0
  %192 = xor i1 %191, true
  %193 = zext i1 %191 to i32
  %194 = zext i1 %192 to i32
  %195 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r"(i32 %193, ptr addrspace(1) %188, i32 %194, i32 %194, i32 %194, i32 %194) #7
  %196 = extractvalue { i16, i16, i16, i16 } %195, 0
  %197 = extractvalue { i16, i16, i16, i16 } %195, 1
  %198 = extractvalue { i16, i16, i16, i16 } %195, 2
  %199 = extractvalue { i16, i16, i16, i16 } %195, 3
  %200 = sext i32 %120 to i64
  %201 = getelementptr bfloat, ptr addrspace(1) %0, i64 %200
  %202 = ptrtoint ptr addrspace(1) %201 to i64
  %203 = and i64 %202, 7
  %204 = icmp eq i64 %203, 0
  %205 = xor i1 %204, true
  %206 = zext i1 %204 to i32
  %207 = zext i1 %205 to i32
  %208 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r"(i32 %206, ptr addrspace(1) %201, i32 %207, i32 %207, i32 %207, i32 %207) #7
  %209 = extractvalue { i16, i16, i16, i16 } %208, 0
  %210 = extractvalue { i16, i16, i16, i16 } %208, 1
  %211 = extractvalue { i16, i16, i16, i16 } %208, 2
  %212 = extractvalue { i16, i16, i16, i16 } %208, 3
  %213 = sext i32 %121 to i64
  %214 = getelementptr bfloat, ptr addrspace(1) %0, i64 %213
  %215 = ptrtoint ptr addrspace(1) %214 to i64
  %216 = and i64 %215, 7
  %217 = icmp eq i64 %216, 0
  %218 = xor i1 %217, true
  %219 = zext i1 %217 to i32
  %220 = zext i1 %218 to i32
  %221 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r"(i32 %219, ptr addrspace(1) %214, i32 %220, i32 %220, i32 %220, i32 %220) #7
  %222 = extractvalue { i16, i16, i16, i16 } %221, 0
  %223 = extractvalue { i16, i16, i16, i16 } %221, 1
  %224 = extractvalue { i16, i16, i16, i16 } %221, 2
  %225 = extractvalue { i16, i16, i16, i16 } %221, 3
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #8
  %226 = lshr i32 %113, 3
  %227 = mul nuw nsw i32 %226, 144
  %228 = and i32 %7, 112
  %229 = add nuw nsw i32 %227, %228
  %230 = shl nuw nsw i32 %7, 3
  %231 = and i32 %230, 8
  %232 = or disjoint i32 %229, %231
  %233 = zext nneg i32 %232 to i64
  %234 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 %233
  %235 = insertelement <4 x i16> poison, i16 %131, i64 0
  %236 = insertelement <4 x i16> %235, i16 %132, i64 1
  %237 = insertelement <4 x i16> %236, i16 %133, i64 2
  %238 = insertelement <4 x i16> %237, i16 %134, i64 3
  store <4 x i16> %238, ptr addrspace(3) %234, align 8
  %239 = add nuw nsw i32 %229, 1152
  %240 = or disjoint i32 %239, %231
  %241 = zext nneg i32 %240 to i64
  %242 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 %241
  %243 = insertelement <4 x i16> poison, i16 %144, i64 0
  %244 = insertelement <4 x i16> %243, i16 %145, i64 1
  %245 = insertelement <4 x i16> %244, i16 %146, i64 2
  %246 = insertelement <4 x i16> %245, i16 %147, i64 3
  store <4 x i16> %246, ptr addrspace(3) %242, align 8
  %247 = add nuw nsw i32 %229, 2304
  %248 = or disjoint i32 %247, %231
  %249 = zext nneg i32 %248 to i64
  %250 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 %249
  %251 = insertelement <4 x i16> poison, i16 %157, i64 0
  %252 = insertelement <4 x i16> %251, i16 %158, i64 1
  %253 = insertelement <4 x i16> %252, i16 %159, i64 2
  %254 = insertelement <4 x i16> %253, i16 %160, i64 3
  store <4 x i16> %254, ptr addrspace(3) %250, align 8
  %255 = add nuw nsw i32 %229, 3456
  %256 = or disjoint i32 %255, %231
  %257 = zext nneg i32 %256 to i64
  %258 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 %257
  %259 = insertelement <4 x i16> poison, i16 %170, i64 0
  %260 = insertelement <4 x i16> %259, i16 %171, i64 1
  %261 = insertelement <4 x i16> %260, i16 %172, i64 2
  %262 = insertelement <4 x i16> %261, i16 %173, i64 3
  store <4 x i16> %262, ptr addrspace(3) %258, align 8
  %263 = add nuw nsw i32 %229, 4608
  %264 = or disjoint i32 %263, %231
  %265 = zext nneg i32 %264 to i64
  %266 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 %265
  %267 = insertelement <4 x i16> poison, i16 %183, i64 0
  %268 = insertelement <4 x i16> %267, i16 %184, i64 1
  %269 = insertelement <4 x i16> %268, i16 %185, i64 2
  %270 = insertelement <4 x i16> %269, i16 %186, i64 3
  store <4 x i16> %270, ptr addrspace(3) %266, align 8
  %271 = add nuw nsw i32 %229, 5760
  %272 = or disjoint i32 %271, %231
  %273 = zext nneg i32 %272 to i64
  %274 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 %273
  %275 = insertelement <4 x i16> poison, i16 %196, i64 0
  %276 = insertelement <4 x i16> %275, i16 %197, i64 1
  %277 = insertelement <4 x i16> %276, i16 %198, i64 2
  %278 = insertelement <4 x i16> %277, i16 %199, i64 3
  store <4 x i16> %278, ptr addrspace(3) %274, align 8
  %279 = add nuw nsw i32 %229, 6912
  %280 = or disjoint i32 %279, %231
  %281 = zext nneg i32 %280 to i64
  %282 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 %281
  %283 = insertelement <4 x i16> poison, i16 %209, i64 0
  %284 = insertelement <4 x i16> %283, i16 %210, i64 1
  %285 = insertelement <4 x i16> %284, i16 %211, i64 2
  %286 = insertelement <4 x i16> %285, i16 %212, i64 3
  store <4 x i16> %286, ptr addrspace(3) %282, align 8
  %287 = add nuw nsw i32 %229, 8064
  %288 = or disjoint i32 %287, %231
  %289 = zext nneg i32 %288 to i64
  %290 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 %289
  %291 = insertelement <4 x i16> poison, i16 %222, i64 0
  %292 = insertelement <4 x i16> %291, i16 %223, i64 1
  %293 = insertelement <4 x i16> %292, i16 %224, i64 2
  %294 = insertelement <4 x i16> %293, i16 %225, i64 3
  store <4 x i16> %294, ptr addrspace(3) %290, align 8
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #7
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #8
  %295 = icmp sgt i32 %15, 0
  br i1 %295, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %87
  %.pre = lshr i32 %7, 2
  %.pre142 = and i32 %.pre, 7
  %.pre144 = lshr i32 %7, 1
  %.pre146 = and i32 %.pre144, 48
  %.pre148 = shl nuw nsw i32 %7, 1
  %.pre150 = and i32 %.pre148, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %87
  %296 = lshr exact i64 ptrtoint (ptr addrspace(3) @attention_boxes_causal_smem to i64), 4
  %297 = and i64 %296, 16383
  %298 = or disjoint i64 %297, 309238235136
  %299 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 288) to i64), 4
  %300 = and i64 %299, 16383
  %301 = or disjoint i64 %300, 309238235136
  %302 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 576) to i64), 4
  %303 = and i64 %302, 16383
  %304 = or disjoint i64 %303, 309238235136
  %305 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_boxes_causal_smem, i64 864) to i64), 4
  %306 = and i64 %305, 16383
  %307 = or disjoint i64 %306, 309238235136
  %308 = lshr i32 %7, 2
  %309 = and i32 %308, 7
  %310 = lshr i32 %7, 1
  %311 = and i32 %310, 48
  %312 = shl nuw nsw i32 %7, 1
  %313 = and i32 %312, 6
  %314 = or disjoint i32 %309, %12
  %315 = or disjoint i32 %314, %311
  %316 = or disjoint i32 %315, 8
  br label %317

317:                                              ; preds = %.lr.ph, %604
  %318 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %686, %604 ]
  %319 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %685, %604 ]
  %320 = phi float [ 0.000000e+00, %.lr.ph ], [ %1133, %604 ]
  %321 = phi float [ 0.000000e+00, %.lr.ph ], [ %1132, %604 ]
  %322 = phi float [ 0.000000e+00, %.lr.ph ], [ %1131, %604 ]
  %323 = phi float [ 0.000000e+00, %.lr.ph ], [ %1130, %604 ]
  %324 = phi float [ 0.000000e+00, %.lr.ph ], [ %1129, %604 ]
  %325 = phi float [ 0.000000e+00, %.lr.ph ], [ %1128, %604 ]
  %326 = phi float [ 0.000000e+00, %.lr.ph ], [ %1127, %604 ]
  %327 = phi float [ 0.000000e+00, %.lr.ph ], [ %1126, %604 ]
  %328 = phi float [ 0.000000e+00, %.lr.ph ], [ %1125, %604 ]
  %329 = phi float [ 0.000000e+00, %.lr.ph ], [ %1124, %604 ]
  %330 = phi float [ 0.000000e+00, %.lr.ph ], [ %1123, %604 ]
  %331 = phi float [ 0.000000e+00, %.lr.ph ], [ %1122, %604 ]
  %332 = phi float [ 0.000000e+00, %.lr.ph ], [ %1121, %604 ]
  %333 = phi float [ 0.000000e+00, %.lr.ph ], [ %1120, %604 ]
  %334 = phi float [ 0.000000e+00, %.lr.ph ], [ %1119, %604 ]
  %335 = phi float [ 0.000000e+00, %.lr.ph ], [ %1118, %604 ]
  %336 = phi float [ 0.000000e+00, %.lr.ph ], [ %1117, %604 ]
  %337 = phi float [ 0.000000e+00, %.lr.ph ], [ %1116, %604 ]
  %338 = phi float [ 0.000000e+00, %.lr.ph ], [ %1115, %604 ]
  %339 = phi float [ 0.000000e+00, %.lr.ph ], [ %1114, %604 ]
  %340 = phi float [ 0.000000e+00, %.lr.ph ], [ %1113, %604 ]
  %341 = phi float [ 0.000000e+00, %.lr.ph ], [ %1112, %604 ]
  %342 = phi float [ 0.000000e+00, %.lr.ph ], [ %1111, %604 ]
  %343 = phi float [ 0.000000e+00, %.lr.ph ], [ %1110, %604 ]
  %344 = phi float [ 0.000000e+00, %.lr.ph ], [ %1109, %604 ]
  %345 = phi float [ 0.000000e+00, %.lr.ph ], [ %1108, %604 ]
  %346 = phi float [ 0.000000e+00, %.lr.ph ], [ %1107, %604 ]
  %347 = phi float [ 0.000000e+00, %.lr.ph ], [ %1106, %604 ]
  %348 = phi float [ 0.000000e+00, %.lr.ph ], [ %1105, %604 ]
  %349 = phi float [ 0.000000e+00, %.lr.ph ], [ %1104, %604 ]
  %350 = phi float [ 0.000000e+00, %.lr.ph ], [ %1103, %604 ]
  %351 = phi float [ 0.000000e+00, %.lr.ph ], [ %1102, %604 ]
  %352 = phi float [ 0.000000e+00, %.lr.ph ], [ %836, %604 ]
  %353 = phi float [ 0.000000e+00, %.lr.ph ], [ %835, %604 ]
  %354 = phi i32 [ 0, %.lr.ph ], [ %555, %604 ]
  %355 = lshr exact i32 %354, 6
  %356 = urem i32 %355, 3
  %357 = udiv i32 %354, 192
  %358 = and i32 %357, 1
  %359 = shl nuw nsw i32 %356, 4
  %360 = zext nneg i32 %359 to i64
  %361 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49152), i64 %360
  %362 = ptrtoint ptr addrspace(3) %361 to i64
  %363 = trunc i64 %362 to i32
  br label %364

364:                                              ; preds = %364, %317
  %365 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %363, i32 %358) #7
  %366 = icmp eq i32 %365, 0
  br i1 %366, label %364, label %367

367:                                              ; preds = %364
  %368 = shl nuw nsw i32 %356, 13
  %369 = zext nneg i32 %368 to i64
  %370 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 %369
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #7
  %371 = ptrtoint ptr addrspace(3) %370 to i64
  %372 = lshr exact i64 %371, 4
  %373 = and i64 %372, 16320
  %374 = or disjoint i64 %373, 4611686293305360384
  %375 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %298, i64 %374, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #7
  %376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 0
  %377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 1
  %378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 2
  %379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 3
  %380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 4
  %381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 5
  %382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 6
  %383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 7
  %384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 8
  %385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 9
  %386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 10
  %387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 11
  %388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 12
  %389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 13
  %390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 14
  %391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 15
  %392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 16
  %393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 17
  %394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 18
  %395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 19
  %396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 20
  %397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 21
  %398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 22
  %399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 23
  %400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 24
  %401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 25
  %402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 26
  %403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 27
  %404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 28
  %405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 29
  %406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 30
  %407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 31
  %408 = getelementptr i8, ptr addrspace(3) %370, i64 32
  %409 = ptrtoint ptr addrspace(3) %408 to i64
  %410 = lshr exact i64 %409, 4
  %411 = and i64 %410, 16383
  %412 = or disjoint i64 %411, 4611686293305360384
  %413 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %301, i64 %412, i32 1, float %376, float %377, float %378, float %379, float %380, float %381, float %382, float %383, float %384, float %385, float %386, float %387, float %388, float %389, float %390, float %391, float %392, float %393, float %394, float %395, float %396, float %397, float %398, float %399, float %400, float %401, float %402, float %403, float %404, float %405, float %406, float %407) #7
  %414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 0
  %415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 1
  %416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 2
  %417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 3
  %418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 4
  %419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 5
  %420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 6
  %421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 7
  %422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 8
  %423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 9
  %424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 10
  %425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 11
  %426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 12
  %427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 13
  %428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 14
  %429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 15
  %430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 16
  %431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 17
  %432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 18
  %433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 19
  %434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 20
  %435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 21
  %436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 22
  %437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 23
  %438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 24
  %439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 25
  %440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 26
  %441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 27
  %442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 28
  %443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 29
  %444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 30
  %445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %413, 31
  %446 = getelementptr i8, ptr addrspace(3) %370, i64 64
  %447 = ptrtoint ptr addrspace(3) %446 to i64
  %448 = lshr exact i64 %447, 4
  %449 = and i64 %448, 16383
  %450 = or disjoint i64 %449, 4611686293305360384
  %451 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %304, i64 %450, i32 1, float %414, float %415, float %416, float %417, float %418, float %419, float %420, float %421, float %422, float %423, float %424, float %425, float %426, float %427, float %428, float %429, float %430, float %431, float %432, float %433, float %434, float %435, float %436, float %437, float %438, float %439, float %440, float %441, float %442, float %443, float %444, float %445) #7
  %452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 0
  %453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 1
  %454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 2
  %455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 3
  %456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 4
  %457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 5
  %458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 6
  %459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 7
  %460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 8
  %461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 9
  %462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 10
  %463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 11
  %464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 12
  %465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 13
  %466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 14
  %467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 15
  %468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 16
  %469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 17
  %470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 18
  %471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 19
  %472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 20
  %473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 21
  %474 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 22
  %475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 23
  %476 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 24
  %477 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 25
  %478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 26
  %479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 27
  %480 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 28
  %481 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 29
  %482 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 30
  %483 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %451, 31
  %484 = getelementptr i8, ptr addrspace(3) %370, i64 96
  %485 = ptrtoint ptr addrspace(3) %484 to i64
  %486 = lshr exact i64 %485, 4
  %487 = and i64 %486, 16383
  %488 = or disjoint i64 %487, 4611686293305360384
  %489 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %307, i64 %488, i32 1, float %452, float %453, float %454, float %455, float %456, float %457, float %458, float %459, float %460, float %461, float %462, float %463, float %464, float %465, float %466, float %467, float %468, float %469, float %470, float %471, float %472, float %473, float %474, float %475, float %476, float %477, float %478, float %479, float %480, float %481, float %482, float %483) #7
  %490 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 0
  %491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 1
  %492 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 2
  %493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 3
  %494 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 4
  %495 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 5
  %496 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 6
  %497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 7
  %498 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 8
  %499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 9
  %500 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 10
  %501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 11
  %502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 12
  %503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 13
  %504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 14
  %505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 15
  %506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 16
  %507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 17
  %508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 18
  %509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 19
  %510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 20
  %511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 21
  %512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 22
  %513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 23
  %514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 24
  %515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 25
  %516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 26
  %517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 27
  %518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 28
  %519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 29
  %520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 30
  %521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %489, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #7
  %522 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %490, float %491, float %492, float %493, float %494, float %495, float %496, float %497, float %498, float %499, float %500, float %501, float %502, float %503, float %504, float %505, float %506, float %507, float %508, float %509, float %510, float %511, float %512, float %513, float %514, float %515, float %516, float %517, float %518, float %519, float %520, float %521) #7
  %523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 0
  %524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 1
  %525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 2
  %526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 3
  %527 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 4
  %528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 5
  %529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 6
  %530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 7
  %531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 8
  %532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 9
  %533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 10
  %534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 11
  %535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 12
  %536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 13
  %537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 14
  %538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 15
  %539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 16
  %540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 17
  %541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 18
  %542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 19
  %543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 20
  %544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 21
  %545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 22
  %546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 23
  %547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 24
  %548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 25
  %549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 26
  %550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 27
  %551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 28
  %552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 29
  %553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 30
  %554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %522, 31
  %555 = add nuw nsw i32 %354, 64
  %.not156 = icmp slt i32 %354, %12
  br i1 %.not156, label %604, label %556

556:                                              ; preds = %367
  %557 = or disjoint i32 %354, %313
  %.not = icmp sgt i32 %557, %315
  %.not4.not = icmp slt i32 %557, %315
  %.not5 = icmp sgt i32 %557, %316
  %.not6.not = icmp slt i32 %557, %316
  %558 = or disjoint i32 %557, 8
  %.not7 = icmp sgt i32 %558, %315
  %559 = or disjoint i32 %557, 9
  %.not8 = icmp sgt i32 %559, %315
  %.not10 = icmp sgt i32 %559, %316
  %560 = or disjoint i32 %557, 16
  %.not11 = icmp sgt i32 %560, %315
  %561 = or disjoint i32 %557, 17
  %.not12 = icmp sgt i32 %561, %315
  %.not13 = icmp sgt i32 %560, %316
  %.not14 = icmp sgt i32 %561, %316
  %562 = or disjoint i32 %557, 24
  %.not15 = icmp sgt i32 %562, %315
  %563 = or disjoint i32 %557, 25
  %.not16 = icmp sgt i32 %563, %315
  %.not17 = icmp sgt i32 %562, %316
  %.not18 = icmp sgt i32 %563, %316
  %564 = or disjoint i32 %557, 32
  %.not19 = icmp sgt i32 %564, %315
  %565 = or disjoint i32 %557, 33
  %.not20 = icmp sgt i32 %565, %315
  %.not21 = icmp sgt i32 %564, %316
  %.not22 = icmp sgt i32 %565, %316
  %566 = or disjoint i32 %557, 40
  %.not23 = icmp sgt i32 %566, %315
  %567 = or disjoint i32 %557, 41
  %.not24 = icmp sgt i32 %567, %315
  %.not25 = icmp sgt i32 %566, %316
  %.not26 = icmp sgt i32 %567, %316
  %568 = or disjoint i32 %557, 48
  %.not27 = icmp sgt i32 %568, %315
  %569 = or disjoint i32 %557, 49
  %.not28 = icmp sgt i32 %569, %315
  %.not29 = icmp sgt i32 %568, %316
  %.not30 = icmp sgt i32 %569, %316
  %570 = or disjoint i32 %557, 56
  %.not31 = icmp sgt i32 %570, %315
  %571 = or disjoint i32 %557, 57
  %.not32 = icmp sgt i32 %571, %315
  %.not33 = icmp sgt i32 %570, %316
  %.not34 = icmp sgt i32 %571, %316
  %572 = select i1 %.not, float 0xFFF0000000000000, float %523
  %573 = select i1 %.not4.not, float %524, float 0xFFF0000000000000
  %574 = select i1 %.not5, float 0xFFF0000000000000, float %525
  %575 = select i1 %.not6.not, float %526, float 0xFFF0000000000000
  %576 = select i1 %.not7, float 0xFFF0000000000000, float %527
  %577 = select i1 %.not8, float 0xFFF0000000000000, float %528
  %578 = select i1 %.not, float 0xFFF0000000000000, float %529
  %579 = select i1 %.not10, float 0xFFF0000000000000, float %530
  %580 = select i1 %.not11, float 0xFFF0000000000000, float %531
  %581 = select i1 %.not12, float 0xFFF0000000000000, float %532
  %582 = select i1 %.not13, float 0xFFF0000000000000, float %533
  %583 = select i1 %.not14, float 0xFFF0000000000000, float %534
  %584 = select i1 %.not15, float 0xFFF0000000000000, float %535
  %585 = select i1 %.not16, float 0xFFF0000000000000, float %536
  %586 = select i1 %.not17, float 0xFFF0000000000000, float %537
  %587 = select i1 %.not18, float 0xFFF0000000000000, float %538
  %588 = select i1 %.not19, float 0xFFF0000000000000, float %539
  %589 = select i1 %.not20, float 0xFFF0000000000000, float %540
  %590 = select i1 %.not21, float 0xFFF0000000000000, float %541
  %591 = select i1 %.not22, float 0xFFF0000000000000, float %542
  %592 = select i1 %.not23, float 0xFFF0000000000000, float %543
  %593 = select i1 %.not24, float 0xFFF0000000000000, float %544
  %594 = select i1 %.not25, float 0xFFF0000000000000, float %545
  %595 = select i1 %.not26, float 0xFFF0000000000000, float %546
  %596 = select i1 %.not27, float 0xFFF0000000000000, float %547
  %597 = select i1 %.not28, float 0xFFF0000000000000, float %548
  %598 = select i1 %.not29, float 0xFFF0000000000000, float %549
  %599 = select i1 %.not30, float 0xFFF0000000000000, float %550
  %600 = select i1 %.not31, float 0xFFF0000000000000, float %551
  %601 = select i1 %.not32, float 0xFFF0000000000000, float %552
  %602 = select i1 %.not33, float 0xFFF0000000000000, float %553
  %603 = select i1 %.not34, float 0xFFF0000000000000, float %554
  br label %604

604:                                              ; preds = %556, %367
  %605 = phi float [ %572, %556 ], [ %523, %367 ]
  %606 = phi float [ %573, %556 ], [ %524, %367 ]
  %607 = phi float [ %574, %556 ], [ %525, %367 ]
  %608 = phi float [ %575, %556 ], [ %526, %367 ]
  %609 = phi float [ %576, %556 ], [ %527, %367 ]
  %610 = phi float [ %577, %556 ], [ %528, %367 ]
  %611 = phi float [ %578, %556 ], [ %529, %367 ]
  %612 = phi float [ %579, %556 ], [ %530, %367 ]
  %613 = phi float [ %580, %556 ], [ %531, %367 ]
  %614 = phi float [ %581, %556 ], [ %532, %367 ]
  %615 = phi float [ %582, %556 ], [ %533, %367 ]
  %616 = phi float [ %583, %556 ], [ %534, %367 ]
  %617 = phi float [ %584, %556 ], [ %535, %367 ]
  %618 = phi float [ %585, %556 ], [ %536, %367 ]
  %619 = phi float [ %586, %556 ], [ %537, %367 ]
  %620 = phi float [ %587, %556 ], [ %538, %367 ]
  %621 = phi float [ %588, %556 ], [ %539, %367 ]
  %622 = phi float [ %589, %556 ], [ %540, %367 ]
  %623 = phi float [ %590, %556 ], [ %541, %367 ]
  %624 = phi float [ %591, %556 ], [ %542, %367 ]
  %625 = phi float [ %592, %556 ], [ %543, %367 ]
  %626 = phi float [ %593, %556 ], [ %544, %367 ]
  %627 = phi float [ %594, %556 ], [ %545, %367 ]
  %628 = phi float [ %595, %556 ], [ %546, %367 ]
  %629 = phi float [ %596, %556 ], [ %547, %367 ]
  %630 = phi float [ %597, %556 ], [ %548, %367 ]
  %631 = phi float [ %598, %556 ], [ %549, %367 ]
  %632 = phi float [ %599, %556 ], [ %550, %367 ]
  %633 = phi float [ %600, %556 ], [ %551, %367 ]
  %634 = phi float [ %601, %556 ], [ %552, %367 ]
  %635 = phi float [ %602, %556 ], [ %553, %367 ]
  %636 = phi float [ %603, %556 ], [ %554, %367 ]
  %637 = tail call float @llvm.maxnum.f32(float %605, float %606)
  %638 = tail call float @llvm.maxnum.f32(float %607, float %608)
  %639 = tail call float @llvm.maxnum.f32(float %637, float %609)
  %640 = tail call float @llvm.maxnum.f32(float %639, float %610)
  %641 = tail call float @llvm.maxnum.f32(float %638, float %611)
  %642 = tail call float @llvm.maxnum.f32(float %641, float %612)
  %643 = tail call float @llvm.maxnum.f32(float %640, float %613)
  %644 = tail call float @llvm.maxnum.f32(float %643, float %614)
  %645 = tail call float @llvm.maxnum.f32(float %642, float %615)
  %646 = tail call float @llvm.maxnum.f32(float %645, float %616)
  %647 = tail call float @llvm.maxnum.f32(float %644, float %617)
  %648 = tail call float @llvm.maxnum.f32(float %647, float %618)
  %649 = tail call float @llvm.maxnum.f32(float %646, float %619)
  %650 = tail call float @llvm.maxnum.f32(float %649, float %620)
  %651 = tail call float @llvm.maxnum.f32(float %648, float %621)
  %652 = tail call float @llvm.maxnum.f32(float %651, float %622)
  %653 = tail call float @llvm.maxnum.f32(float %650, float %623)
  %654 = tail call float @llvm.maxnum.f32(float %653, float %624)
  %655 = tail call float @llvm.maxnum.f32(float %652, float %625)
  %656 = tail call float @llvm.maxnum.f32(float %655, float %626)
  %657 = tail call float @llvm.maxnum.f32(float %654, float %627)
  %658 = tail call float @llvm.maxnum.f32(float %657, float %628)
  %659 = tail call float @llvm.maxnum.f32(float %656, float %629)
  %660 = tail call float @llvm.maxnum.f32(float %659, float %630)
  %661 = tail call float @llvm.maxnum.f32(float %658, float %631)
  %662 = tail call float @llvm.maxnum.f32(float %661, float %632)
  %663 = tail call float @llvm.maxnum.f32(float %660, float %633)
  %664 = tail call float @llvm.maxnum.f32(float %663, float %634)
  %665 = tail call float @llvm.maxnum.f32(float %662, float %635)
  %666 = tail call float @llvm.maxnum.f32(float %665, float %636)
  %667 = bitcast float %664 to i32
  %668 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %667, i32 2, i32 31)
  %669 = bitcast i32 %668 to float
  %670 = tail call float @llvm.maxnum.f32(float %664, float %669)
  %671 = bitcast float %666 to i32
  %672 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %671, i32 2, i32 31)
  %673 = bitcast i32 %672 to float
  %674 = tail call float @llvm.maxnum.f32(float %666, float %673)
  %675 = bitcast float %670 to i32
  %676 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %675, i32 1, i32 31)
  %677 = bitcast i32 %676 to float
  %678 = tail call float @llvm.maxnum.f32(float %670, float %677)
  %679 = bitcast float %674 to i32
  %680 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %679, i32 1, i32 31)
  %681 = bitcast i32 %680 to float
  %682 = tail call float @llvm.maxnum.f32(float %674, float %681)
  %683 = fmul float %13, %678
  %684 = fmul float %13, %682
  %685 = tail call float @llvm.maxnum.f32(float %319, float %683)
  %686 = tail call float @llvm.maxnum.f32(float %318, float %684)
  %687 = fmul float %13, %605
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
  %719 = fsub float %687, %685
  %720 = fsub float %688, %685
  %721 = fsub float %689, %686
  %722 = fsub float %690, %686
  %723 = fsub float %691, %685
  %724 = fsub float %692, %685
  %725 = fsub float %693, %686
  %726 = fsub float %694, %686
  %727 = fsub float %695, %685
  %728 = fsub float %696, %685
  %729 = fsub float %697, %686
  %730 = fsub float %698, %686
  %731 = fsub float %699, %685
  %732 = fsub float %700, %685
  %733 = fsub float %701, %686
  %734 = fsub float %702, %686
  %735 = fsub float %703, %685
  %736 = fsub float %704, %685
  %737 = fsub float %705, %686
  %738 = fsub float %706, %686
  %739 = fsub float %707, %685
  %740 = fsub float %708, %685
  %741 = fsub float %709, %686
  %742 = fsub float %710, %686
  %743 = fsub float %711, %685
  %744 = fsub float %712, %685
  %745 = fsub float %713, %686
  %746 = fsub float %714, %686
  %747 = fsub float %715, %685
  %748 = fsub float %716, %685
  %749 = fsub float %717, %686
  %750 = fsub float %718, %686
  %751 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %719)
  %752 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %720)
  %753 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %721)
  %754 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %722)
  %755 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %723)
  %756 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %724)
  %757 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %725)
  %758 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %726)
  %759 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %727)
  %760 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %728)
  %761 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %729)
  %762 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %730)
  %763 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %731)
  %764 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %732)
  %765 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %733)
  %766 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %734)
  %767 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %735)
  %768 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %736)
  %769 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %737)
  %770 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %738)
  %771 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %739)
  %772 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %740)
  %773 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %741)
  %774 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %742)
  %775 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %743)
  %776 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %744)
  %777 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %745)
  %778 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %746)
  %779 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %747)
  %780 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %748)
  %781 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %749)
  %782 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %750)
  %783 = fsub float %319, %685
  %784 = fsub float %318, %686
  %785 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %783)
  %786 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %784)
  %787 = fmul float %353, %785
  %788 = fmul float %352, %786
  %789 = fadd float %751, %752
  %790 = fadd float %753, %754
  %791 = fadd float %789, %755
  %792 = fadd float %791, %756
  %793 = fadd float %790, %757
  %794 = fadd float %793, %758
  %795 = fadd float %792, %759
  %796 = fadd float %795, %760
  %797 = fadd float %794, %761
  %798 = fadd float %797, %762
  %799 = fadd float %796, %763
  %800 = fadd float %799, %764
  %801 = fadd float %798, %765
  %802 = fadd float %801, %766
  %803 = fadd float %800, %767
  %804 = fadd float %803, %768
  %805 = fadd float %802, %769
  %806 = fadd float %805, %770
  %807 = fadd float %804, %771
  %808 = fadd float %807, %772
  %809 = fadd float %806, %773
  %810 = fadd float %809, %774
  %811 = fadd float %808, %775
  %812 = fadd float %811, %776
  %813 = fadd float %810, %777
  %814 = fadd float %813, %778
  %815 = fadd float %812, %779
  %816 = fadd float %815, %780
  %817 = fadd float %814, %781
  %818 = fadd float %817, %782
  %819 = bitcast float %816 to i32
  %820 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %819, i32 2, i32 31)
  %821 = bitcast i32 %820 to float
  %822 = fadd float %816, %821
  %823 = bitcast float %818 to i32
  %824 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %823, i32 2, i32 31)
  %825 = bitcast i32 %824 to float
  %826 = fadd float %818, %825
  %827 = bitcast float %822 to i32
  %828 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %827, i32 1, i32 31)
  %829 = bitcast i32 %828 to float
  %830 = fadd float %822, %829
  %831 = bitcast float %826 to i32
  %832 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %831, i32 1, i32 31)
  %833 = bitcast i32 %832 to float
  %834 = fadd float %826, %833
  %835 = fadd float %787, %830
  %836 = fadd float %788, %834
  %837 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 24576), i64 %369
  %838 = fptrunc float %751 to bfloat
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
  %870 = fmul float %351, %785
  %871 = fmul float %350, %785
  %872 = fmul float %349, %786
  %873 = fmul float %348, %786
  %874 = fmul float %347, %785
  %875 = fmul float %346, %785
  %876 = fmul float %345, %786
  %877 = fmul float %344, %786
  %878 = fmul float %343, %785
  %879 = fmul float %342, %785
  %880 = fmul float %341, %786
  %881 = fmul float %340, %786
  %882 = fmul float %339, %785
  %883 = fmul float %338, %785
  %884 = fmul float %337, %786
  %885 = fmul float %336, %786
  %886 = fmul float %335, %785
  %887 = fmul float %334, %785
  %888 = fmul float %333, %786
  %889 = fmul float %332, %786
  %890 = fmul float %331, %785
  %891 = fmul float %330, %785
  %892 = fmul float %329, %786
  %893 = fmul float %328, %786
  %894 = fmul float %327, %785
  %895 = fmul float %326, %785
  %896 = fmul float %325, %786
  %897 = fmul float %324, %786
  %898 = fmul float %323, %785
  %899 = fmul float %322, %785
  %900 = fmul float %321, %786
  %901 = fmul float %320, %786
  %902 = insertelement <2 x bfloat> poison, bfloat %838, i64 0
  %903 = insertelement <2 x bfloat> %902, bfloat %839, i64 1
  %904 = bitcast <2 x bfloat> %903 to i32
  %905 = insertelement <2 x bfloat> poison, bfloat %840, i64 0
  %906 = insertelement <2 x bfloat> %905, bfloat %841, i64 1
  %907 = bitcast <2 x bfloat> %906 to i32
  %908 = insertelement <2 x bfloat> poison, bfloat %842, i64 0
  %909 = insertelement <2 x bfloat> %908, bfloat %843, i64 1
  %910 = bitcast <2 x bfloat> %909 to i32
  %911 = insertelement <2 x bfloat> poison, bfloat %844, i64 0
  %912 = insertelement <2 x bfloat> %911, bfloat %845, i64 1
  %913 = bitcast <2 x bfloat> %912 to i32
  %914 = insertelement <2 x bfloat> poison, bfloat %846, i64 0
  %915 = insertelement <2 x bfloat> %914, bfloat %847, i64 1
  %916 = bitcast <2 x bfloat> %915 to i32
  %917 = insertelement <2 x bfloat> poison, bfloat %848, i64 0
  %918 = insertelement <2 x bfloat> %917, bfloat %849, i64 1
  %919 = bitcast <2 x bfloat> %918 to i32
  %920 = insertelement <2 x bfloat> poison, bfloat %850, i64 0
  %921 = insertelement <2 x bfloat> %920, bfloat %851, i64 1
  %922 = bitcast <2 x bfloat> %921 to i32
  %923 = insertelement <2 x bfloat> poison, bfloat %852, i64 0
  %924 = insertelement <2 x bfloat> %923, bfloat %853, i64 1
  %925 = bitcast <2 x bfloat> %924 to i32
  %926 = insertelement <2 x bfloat> poison, bfloat %854, i64 0
  %927 = insertelement <2 x bfloat> %926, bfloat %855, i64 1
  %928 = bitcast <2 x bfloat> %927 to i32
  %929 = insertelement <2 x bfloat> poison, bfloat %856, i64 0
  %930 = insertelement <2 x bfloat> %929, bfloat %857, i64 1
  %931 = bitcast <2 x bfloat> %930 to i32
  %932 = insertelement <2 x bfloat> poison, bfloat %858, i64 0
  %933 = insertelement <2 x bfloat> %932, bfloat %859, i64 1
  %934 = bitcast <2 x bfloat> %933 to i32
  %935 = insertelement <2 x bfloat> poison, bfloat %860, i64 0
  %936 = insertelement <2 x bfloat> %935, bfloat %861, i64 1
  %937 = bitcast <2 x bfloat> %936 to i32
  %938 = insertelement <2 x bfloat> poison, bfloat %862, i64 0
  %939 = insertelement <2 x bfloat> %938, bfloat %863, i64 1
  %940 = bitcast <2 x bfloat> %939 to i32
  %941 = insertelement <2 x bfloat> poison, bfloat %864, i64 0
  %942 = insertelement <2 x bfloat> %941, bfloat %865, i64 1
  %943 = bitcast <2 x bfloat> %942 to i32
  %944 = insertelement <2 x bfloat> poison, bfloat %866, i64 0
  %945 = insertelement <2 x bfloat> %944, bfloat %867, i64 1
  %946 = bitcast <2 x bfloat> %945 to i32
  %947 = insertelement <2 x bfloat> poison, bfloat %868, i64 0
  %948 = insertelement <2 x bfloat> %947, bfloat %869, i64 1
  %949 = bitcast <2 x bfloat> %948 to i32
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #7
  %950 = ptrtoint ptr addrspace(3) %837 to i64
  %951 = lshr exact i64 %950, 4
  %952 = and i64 %951, 16320
  %953 = or disjoint i64 %952, 4611686293338849280
  %954 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %904, i32 %907, i32 %910, i32 %913, i64 %953, i32 1, float %870, float %871, float %872, float %873, float %874, float %875, float %876, float %877, float %878, float %879, float %880, float %881, float %882, float %883, float %884, float %885, float %886, float %887, float %888, float %889, float %890, float %891, float %892, float %893, float %894, float %895, float %896, float %897, float %898, float %899, float %900, float %901) #7
  %955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 0
  %956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 1
  %957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 2
  %958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 3
  %959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 4
  %960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 5
  %961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 6
  %962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 7
  %963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 8
  %964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 9
  %965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 10
  %966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 11
  %967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 12
  %968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 13
  %969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 14
  %970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 15
  %971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 16
  %972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 17
  %973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 18
  %974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 19
  %975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 20
  %976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 21
  %977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 22
  %978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 23
  %979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 24
  %980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 25
  %981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 26
  %982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 27
  %983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 28
  %984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 29
  %985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 30
  %986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %954, 31
  %987 = getelementptr i8, ptr addrspace(3) %837, i64 2048
  %988 = ptrtoint ptr addrspace(3) %987 to i64
  %989 = lshr exact i64 %988, 4
  %990 = and i64 %989, 16383
  %991 = or disjoint i64 %990, 4611686293338849280
  %992 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %916, i32 %919, i32 %922, i32 %925, i64 %991, i32 1, float %955, float %956, float %957, float %958, float %959, float %960, float %961, float %962, float %963, float %964, float %965, float %966, float %967, float %968, float %969, float %970, float %971, float %972, float %973, float %974, float %975, float %976, float %977, float %978, float %979, float %980, float %981, float %982, float %983, float %984, float %985, float %986) #7
  %993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 0
  %994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 1
  %995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 2
  %996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 3
  %997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 4
  %998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 5
  %999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 6
  %1000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 7
  %1001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 8
  %1002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 9
  %1003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 10
  %1004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 11
  %1005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 12
  %1006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 13
  %1007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 14
  %1008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 15
  %1009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 16
  %1010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 17
  %1011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 18
  %1012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 19
  %1013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 20
  %1014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 21
  %1015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 22
  %1016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 23
  %1017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 24
  %1018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 25
  %1019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 26
  %1020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 27
  %1021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 28
  %1022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 29
  %1023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 30
  %1024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %992, 31
  %1025 = getelementptr i8, ptr addrspace(3) %837, i64 4096
  %1026 = ptrtoint ptr addrspace(3) %1025 to i64
  %1027 = lshr exact i64 %1026, 4
  %1028 = and i64 %1027, 16383
  %1029 = or disjoint i64 %1028, 4611686293338849280
  %1030 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %928, i32 %931, i32 %934, i32 %937, i64 %1029, i32 1, float %993, float %994, float %995, float %996, float %997, float %998, float %999, float %1000, float %1001, float %1002, float %1003, float %1004, float %1005, float %1006, float %1007, float %1008, float %1009, float %1010, float %1011, float %1012, float %1013, float %1014, float %1015, float %1016, float %1017, float %1018, float %1019, float %1020, float %1021, float %1022, float %1023, float %1024) #7
  %1031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 0
  %1032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 1
  %1033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 2
  %1034 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 3
  %1035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 4
  %1036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 5
  %1037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 6
  %1038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 7
  %1039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 8
  %1040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 9
  %1041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 10
  %1042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 11
  %1043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 12
  %1044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 13
  %1045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 14
  %1046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 15
  %1047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 16
  %1048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 17
  %1049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 18
  %1050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 19
  %1051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 20
  %1052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 21
  %1053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 22
  %1054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 23
  %1055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 24
  %1056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 25
  %1057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 26
  %1058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 27
  %1059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 28
  %1060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 29
  %1061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 30
  %1062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1030, 31
  %1063 = getelementptr i8, ptr addrspace(3) %837, i64 6144
  %1064 = ptrtoint ptr addrspace(3) %1063 to i64
  %1065 = lshr exact i64 %1064, 4
  %1066 = and i64 %1065, 16383
  %1067 = or disjoint i64 %1066, 4611686293338849280
  %1068 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %940, i32 %943, i32 %946, i32 %949, i64 %1067, i32 1, float %1031, float %1032, float %1033, float %1034, float %1035, float %1036, float %1037, float %1038, float %1039, float %1040, float %1041, float %1042, float %1043, float %1044, float %1045, float %1046, float %1047, float %1048, float %1049, float %1050, float %1051, float %1052, float %1053, float %1054, float %1055, float %1056, float %1057, float %1058, float %1059, float %1060, float %1061, float %1062) #7
  %1069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 0
  %1070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 1
  %1071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 2
  %1072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 3
  %1073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 4
  %1074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 5
  %1075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 6
  %1076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 7
  %1077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 8
  %1078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 9
  %1079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 10
  %1080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 11
  %1081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 12
  %1082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 13
  %1083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 14
  %1084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 15
  %1085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 16
  %1086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 17
  %1087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 18
  %1088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 19
  %1089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 20
  %1090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 21
  %1091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 22
  %1092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 23
  %1093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 24
  %1094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 25
  %1095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 26
  %1096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 27
  %1097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 28
  %1098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 29
  %1099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 30
  %1100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1068, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #7
  %1101 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1069, float %1070, float %1071, float %1072, float %1073, float %1074, float %1075, float %1076, float %1077, float %1078, float %1079, float %1080, float %1081, float %1082, float %1083, float %1084, float %1085, float %1086, float %1087, float %1088, float %1089, float %1090, float %1091, float %1092, float %1093, float %1094, float %1095, float %1096, float %1097, float %1098, float %1099, float %1100) #7
  %1102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 0
  %1103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 1
  %1104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 2
  %1105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 3
  %1106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 4
  %1107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 5
  %1108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 6
  %1109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 7
  %1110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 8
  %1111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 9
  %1112 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 10
  %1113 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 11
  %1114 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 12
  %1115 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 13
  %1116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 14
  %1117 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 15
  %1118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 16
  %1119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 17
  %1120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 18
  %1121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 19
  %1122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 20
  %1123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 21
  %1124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 22
  %1125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 23
  %1126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 24
  %1127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 25
  %1128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 26
  %1129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 27
  %1130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 28
  %1131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 29
  %1132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 30
  %1133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1101, 31
  %1134 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49200), i64 %360
  %1135 = ptrtoint ptr addrspace(3) %1134 to i64
  %1136 = trunc i64 %1135 to i32
  tail call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 %1136) #7
  %1137 = icmp slt i32 %555, %15
  br i1 %1137, label %317, label %._crit_edge

._crit_edge:                                      ; preds = %604, %.._crit_edge_crit_edge
  %.pre-phi151 = phi i32 [ %.pre150, %.._crit_edge_crit_edge ], [ %313, %604 ]
  %.pre-phi147 = phi i32 [ %.pre146, %.._crit_edge_crit_edge ], [ %311, %604 ]
  %.pre-phi143 = phi i32 [ %.pre142, %.._crit_edge_crit_edge ], [ %309, %604 ]
  %.lcssa69 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %835, %604 ]
  %.lcssa68 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %836, %604 ]
  %.lcssa67 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1102, %604 ]
  %.lcssa66 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1103, %604 ]
  %.lcssa65 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1104, %604 ]
  %.lcssa64 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1105, %604 ]
  %.lcssa63 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1106, %604 ]
  %.lcssa62 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1107, %604 ]
  %.lcssa61 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1108, %604 ]
  %.lcssa60 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1109, %604 ]
  %.lcssa59 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1110, %604 ]
  %.lcssa58 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1111, %604 ]
  %.lcssa57 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1112, %604 ]
  %.lcssa56 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1113, %604 ]
  %.lcssa55 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1114, %604 ]
  %.lcssa54 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1115, %604 ]
  %.lcssa53 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1116, %604 ]
  %.lcssa52 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1117, %604 ]
  %.lcssa51 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1118, %604 ]
  %.lcssa50 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1119, %604 ]
  %.lcssa49 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1120, %604 ]
  %.lcssa48 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1121, %604 ]
  %.lcssa47 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1122, %604 ]
  %.lcssa46 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1123, %604 ]
  %.lcssa45 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1124, %604 ]
  %.lcssa44 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1125, %604 ]
  %.lcssa43 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1126, %604 ]
  %.lcssa42 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1127, %604 ]
  %.lcssa41 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1128, %604 ]
  %.lcssa40 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1129, %604 ]
  %.lcssa39 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1130, %604 ]
  %.lcssa38 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1131, %604 ]
  %.lcssa37 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1132, %604 ]
  %.lcssa36 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1133, %604 ]
  %.lcssa35 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %685, %604 ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %686, %604 ]
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #8
  %1138 = or disjoint i32 %.pre-phi147, %.pre-phi143
  %1139 = zext nneg i32 %1138 to i64
  %1140 = getelementptr float, ptr addrspace(3) @attention_boxes_causal_smem, i64 %1139
  store float %.lcssa35, ptr addrspace(3) %1140, align 4
  %1141 = or disjoint i32 %1138, 8
  %1142 = zext nneg i32 %1141 to i64
  %1143 = getelementptr float, ptr addrspace(3) @attention_boxes_causal_smem, i64 %1142
  store float %.lcssa, ptr addrspace(3) %1143, align 4
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #8
  %1144 = fdiv float 1.000000e+00, %.lcssa69
  %1145 = fdiv float 1.000000e+00, %.lcssa68
  %1146 = fmul float %1144, %.lcssa67
  %1147 = fmul float %1144, %.lcssa66
  %1148 = fmul float %1145, %.lcssa65
  %1149 = fmul float %1145, %.lcssa64
  %1150 = fmul float %1144, %.lcssa63
  %1151 = fmul float %1144, %.lcssa62
  %1152 = fmul float %1145, %.lcssa61
  %1153 = fmul float %1145, %.lcssa60
  %1154 = fmul float %1144, %.lcssa59
  %1155 = fmul float %1144, %.lcssa58
  %1156 = fmul float %1145, %.lcssa57
  %1157 = fmul float %1145, %.lcssa56
  %1158 = fmul float %1144, %.lcssa55
  %1159 = fmul float %1144, %.lcssa54
  %1160 = fmul float %1145, %.lcssa53
  %1161 = fmul float %1145, %.lcssa52
  %1162 = fmul float %1144, %.lcssa51
  %1163 = fmul float %1144, %.lcssa50
  %1164 = fmul float %1145, %.lcssa49
  %1165 = fmul float %1145, %.lcssa48
  %1166 = fmul float %1144, %.lcssa47
  %1167 = fmul float %1144, %.lcssa46
  %1168 = fmul float %1145, %.lcssa45
  %1169 = fmul float %1145, %.lcssa44
  %1170 = fmul float %1144, %.lcssa43
  %1171 = fmul float %1144, %.lcssa42
  %1172 = fmul float %1145, %.lcssa41
  %1173 = fmul float %1145, %.lcssa40
  %1174 = fmul float %1144, %.lcssa39
  %1175 = fmul float %1144, %.lcssa38
  %1176 = fmul float %1145, %.lcssa37
  %1177 = fmul float %1145, %.lcssa36
  %1178 = fptrunc float %1146 to bfloat
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
  %1210 = or disjoint i32 %1138, %12
  %1211 = add i32 %1210, %11
  %1212 = shl i32 %1211, 6
  %1213 = or disjoint i32 %1212, %.pre-phi151
  %1214 = sext i32 %1213 to i64
  %1215 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1214
  %1216 = ptrtoint ptr addrspace(1) %1215 to i64
  %1217 = and i64 %1216, 3
  %1218 = icmp eq i64 %1217, 0
  %1219 = xor i1 %1218, true
  %1220 = zext i1 %1218 to i32
  %1221 = bitcast bfloat %1178 to i16
  %1222 = bitcast bfloat %1179 to i16
  %1223 = zext i1 %1219 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1220, i16 %1221, i16 %1222, ptr addrspace(1) %1215, i32 %1223, i32 %1223) #7
  %1224 = or disjoint i32 %1141, %12
  %1225 = add i32 %1224, %11
  %1226 = shl i32 %1225, 6
  %1227 = or disjoint i32 %1226, %.pre-phi151
  %1228 = sext i32 %1227 to i64
  %1229 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1228
  %1230 = ptrtoint ptr addrspace(1) %1229 to i64
  %1231 = and i64 %1230, 3
  %1232 = icmp eq i64 %1231, 0
  %1233 = xor i1 %1232, true
  %1234 = zext i1 %1232 to i32
  %1235 = bitcast bfloat %1180 to i16
  %1236 = bitcast bfloat %1181 to i16
  %1237 = zext i1 %1233 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1234, i16 %1235, i16 %1236, ptr addrspace(1) %1229, i32 %1237, i32 %1237) #7
  %1238 = or disjoint i32 %.pre-phi151, 8
  %1239 = or disjoint i32 %1212, %1238
  %1240 = sext i32 %1239 to i64
  %1241 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1240
  %1242 = ptrtoint ptr addrspace(1) %1241 to i64
  %1243 = and i64 %1242, 3
  %1244 = icmp eq i64 %1243, 0
  %1245 = xor i1 %1244, true
  %1246 = zext i1 %1244 to i32
  %1247 = bitcast bfloat %1182 to i16
  %1248 = bitcast bfloat %1183 to i16
  %1249 = zext i1 %1245 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1246, i16 %1247, i16 %1248, ptr addrspace(1) %1241, i32 %1249, i32 %1249) #7
  %1250 = or disjoint i32 %1226, %1238
  %1251 = sext i32 %1250 to i64
  %1252 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1251
  %1253 = ptrtoint ptr addrspace(1) %1252 to i64
  %1254 = and i64 %1253, 3
  %1255 = icmp eq i64 %1254, 0
  %1256 = xor i1 %1255, true
  %1257 = zext i1 %1255 to i32
  %1258 = bitcast bfloat %1184 to i16
  %1259 = bitcast bfloat %1185 to i16
  %1260 = zext i1 %1256 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1257, i16 %1258, i16 %1259, ptr addrspace(1) %1252, i32 %1260, i32 %1260) #7
  %1261 = or disjoint i32 %.pre-phi151, 16
  %1262 = or disjoint i32 %1212, %1261
  %1263 = sext i32 %1262 to i64
  %1264 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1263
  %1265 = ptrtoint ptr addrspace(1) %1264 to i64
  %1266 = and i64 %1265, 3
  %1267 = icmp eq i64 %1266, 0
  %1268 = xor i1 %1267, true
  %1269 = zext i1 %1267 to i32
  %1270 = bitcast bfloat %1186 to i16
  %1271 = bitcast bfloat %1187 to i16
  %1272 = zext i1 %1268 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1269, i16 %1270, i16 %1271, ptr addrspace(1) %1264, i32 %1272, i32 %1272) #7
  %1273 = or disjoint i32 %1226, %1261
  %1274 = sext i32 %1273 to i64
  %1275 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1274
  %1276 = ptrtoint ptr addrspace(1) %1275 to i64
  %1277 = and i64 %1276, 3
  %1278 = icmp eq i64 %1277, 0
  %1279 = xor i1 %1278, true
  %1280 = zext i1 %1278 to i32
  %1281 = bitcast bfloat %1188 to i16
  %1282 = bitcast bfloat %1189 to i16
  %1283 = zext i1 %1279 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1280, i16 %1281, i16 %1282, ptr addrspace(1) %1275, i32 %1283, i32 %1283) #7
  %1284 = or disjoint i32 %.pre-phi151, 24
  %1285 = or disjoint i32 %1212, %1284
  %1286 = sext i32 %1285 to i64
  %1287 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1286
  %1288 = ptrtoint ptr addrspace(1) %1287 to i64
  %1289 = and i64 %1288, 3
  %1290 = icmp eq i64 %1289, 0
  %1291 = xor i1 %1290, true
  %1292 = zext i1 %1290 to i32
  %1293 = bitcast bfloat %1190 to i16
  %1294 = bitcast bfloat %1191 to i16
  %1295 = zext i1 %1291 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1292, i16 %1293, i16 %1294, ptr addrspace(1) %1287, i32 %1295, i32 %1295) #7
  %1296 = or disjoint i32 %1226, %1284
  %1297 = sext i32 %1296 to i64
  %1298 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1297
  %1299 = ptrtoint ptr addrspace(1) %1298 to i64
  %1300 = and i64 %1299, 3
  %1301 = icmp eq i64 %1300, 0
  %1302 = xor i1 %1301, true
  %1303 = zext i1 %1301 to i32
  %1304 = bitcast bfloat %1192 to i16
  %1305 = bitcast bfloat %1193 to i16
  %1306 = zext i1 %1302 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1303, i16 %1304, i16 %1305, ptr addrspace(1) %1298, i32 %1306, i32 %1306) #7
  %1307 = or disjoint i32 %.pre-phi151, 32
  %1308 = or disjoint i32 %1212, %1307
  %1309 = sext i32 %1308 to i64
  %1310 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1309
  %1311 = ptrtoint ptr addrspace(1) %1310 to i64
  %1312 = and i64 %1311, 3
  %1313 = icmp eq i64 %1312, 0
  %1314 = xor i1 %1313, true
  %1315 = zext i1 %1313 to i32
  %1316 = bitcast bfloat %1194 to i16
  %1317 = bitcast bfloat %1195 to i16
  %1318 = zext i1 %1314 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1315, i16 %1316, i16 %1317, ptr addrspace(1) %1310, i32 %1318, i32 %1318) #7
  %1319 = or disjoint i32 %1226, %1307
  %1320 = sext i32 %1319 to i64
  %1321 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1320
  %1322 = ptrtoint ptr addrspace(1) %1321 to i64
  %1323 = and i64 %1322, 3
  %1324 = icmp eq i64 %1323, 0
  %1325 = xor i1 %1324, true
  %1326 = zext i1 %1324 to i32
  %1327 = bitcast bfloat %1196 to i16
  %1328 = bitcast bfloat %1197 to i16
  %1329 = zext i1 %1325 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1326, i16 %1327, i16 %1328, ptr addrspace(1) %1321, i32 %1329, i32 %1329) #7
  %1330 = or disjoint i32 %.pre-phi151, 40
  %1331 = or disjoint i32 %1212, %1330
  %1332 = sext i32 %1331 to i64
  %1333 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1332
  %1334 = ptrtoint ptr addrspace(1) %1333 to i64
  %1335 = and i64 %1334, 3
  %1336 = icmp eq i64 %1335, 0
  %1337 = xor i1 %1336, true
  %1338 = zext i1 %1336 to i32
  %1339 = bitcast bfloat %1198 to i16
  %1340 = bitcast bfloat %1199 to i16
  %1341 = zext i1 %1337 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1338, i16 %1339, i16 %1340, ptr addrspace(1) %1333, i32 %1341, i32 %1341) #7
  %1342 = or disjoint i32 %1226, %1330
  %1343 = sext i32 %1342 to i64
  %1344 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1343
  %1345 = ptrtoint ptr addrspace(1) %1344 to i64
  %1346 = and i64 %1345, 3
  %1347 = icmp eq i64 %1346, 0
  %1348 = xor i1 %1347, true
  %1349 = zext i1 %1347 to i32
  %1350 = bitcast bfloat %1200 to i16
  %1351 = bitcast bfloat %1201 to i16
  %1352 = zext i1 %1348 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1349, i16 %1350, i16 %1351, ptr addrspace(1) %1344, i32 %1352, i32 %1352) #7
  %1353 = or disjoint i32 %.pre-phi151, 48
  %1354 = or disjoint i32 %1212, %1353
  %1355 = sext i32 %1354 to i64
  %1356 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1355
  %1357 = ptrtoint ptr addrspace(1) %1356 to i64
  %1358 = and i64 %1357, 3
  %1359 = icmp eq i64 %1358, 0
  %1360 = xor i1 %1359, true
  %1361 = zext i1 %1359 to i32
  %1362 = bitcast bfloat %1202 to i16
  %1363 = bitcast bfloat %1203 to i16
  %1364 = zext i1 %1360 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1361, i16 %1362, i16 %1363, ptr addrspace(1) %1356, i32 %1364, i32 %1364) #7
  %1365 = or disjoint i32 %1226, %1353
  %1366 = sext i32 %1365 to i64
  %1367 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1366
  %1368 = ptrtoint ptr addrspace(1) %1367 to i64
  %1369 = and i64 %1368, 3
  %1370 = icmp eq i64 %1369, 0
  %1371 = xor i1 %1370, true
  %1372 = zext i1 %1370 to i32
  %1373 = bitcast bfloat %1204 to i16
  %1374 = bitcast bfloat %1205 to i16
  %1375 = zext i1 %1371 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1372, i16 %1373, i16 %1374, ptr addrspace(1) %1367, i32 %1375, i32 %1375) #7
  %1376 = or disjoint i32 %.pre-phi151, 56
  %1377 = or disjoint i32 %1212, %1376
  %1378 = sext i32 %1377 to i64
  %1379 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1378
  %1380 = ptrtoint ptr addrspace(1) %1379 to i64
  %1381 = and i64 %1380, 3
  %1382 = icmp eq i64 %1381, 0
  %1383 = xor i1 %1382, true
  %1384 = zext i1 %1382 to i32
  %1385 = bitcast bfloat %1206 to i16
  %1386 = bitcast bfloat %1207 to i16
  %1387 = zext i1 %1383 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1384, i16 %1385, i16 %1386, ptr addrspace(1) %1379, i32 %1387, i32 %1387) #7
  %1388 = or disjoint i32 %1226, %1376
  %1389 = sext i32 %1388 to i64
  %1390 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1389
  %1391 = ptrtoint ptr addrspace(1) %1390 to i64
  %1392 = and i64 %1391, 3
  %1393 = icmp eq i64 %1392, 0
  %1394 = xor i1 %1393, true
  %1395 = zext i1 %1393 to i32
  %1396 = bitcast bfloat %1208 to i16
  %1397 = bitcast bfloat %1209 to i16
  %1398 = zext i1 %1394 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1395, i16 %1396, i16 %1397, ptr addrspace(1) %1390, i32 %1398, i32 %1398) #7
  br label %.loopexit

.loopexit.loopexit.unr-lcssa:                     ; preds = %73
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %.loopexit, label %.epil.preheader

.epil.preheader:                                  ; preds = %.loopexit.loopexit.unr-lcssa, %.lr.ph105
  %.epil.init = phi i32 [ 0, %.lr.ph105 ], [ %86, %.loopexit.loopexit.unr-lcssa ]
  %lcmp.mod265 = icmp ne i32 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod265)
  %1399 = lshr exact i32 %.epil.init, 6
  %1400 = urem i32 %1399, 3
  %1401 = udiv i32 %.epil.init, 192
  %1402 = and i32 %1401, 1
  %1403 = xor i32 %1402, 1
  %1404 = shl nuw nsw i32 %1400, 4
  %1405 = zext nneg i32 %1404 to i64
  %1406 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49200), i64 %1405
  %1407 = ptrtoint ptr addrspace(3) %1406 to i64
  %1408 = trunc i64 %1407 to i32
  br label %1409

1409:                                             ; preds = %1409, %.epil.preheader
  %1410 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %1408, i32 %1403) #7
  %1411 = icmp eq i32 %1410, 0
  br i1 %1411, label %1409, label %.loopexit.loopexit.epilog-lcssa

.loopexit.loopexit.epilog-lcssa:                  ; preds = %1409
  %1412 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 49152), i64 %1405
  %1413 = ptrtoint ptr addrspace(3) %1412 to i64
  %1414 = trunc i64 %1413 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %1414, i32 16384) #7
  %1415 = add i32 %.epil.init, %11
  %1416 = shl nuw nsw i32 %1400, 13
  %1417 = zext nneg i32 %1416 to i64
  %1418 = getelementptr i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 %1417
  %1419 = ptrtoint ptr addrspace(3) %1418 to i64
  %1420 = trunc i64 %1419 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %1420, i64 %25, i32 0, i32 %1415, i32 %1414) #7
  %1421 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_causal_dsmem, i64 24576), i64 %1417
  %1422 = ptrtoint ptr addrspace(3) %1421 to i64
  %1423 = trunc i64 %1422 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %1423, i64 %26, i32 0, i32 %1415, i32 %1414) #7
  br label %.loopexit

.loopexit:                                        ; preds = %.loopexit.loopexit.epilog-lcssa, %.loopexit.loopexit.unr-lcssa, %22, %._crit_edge
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
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #5

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
attributes #8 = { convergent nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
