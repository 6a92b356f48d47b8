; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_tma_smem = internal addrspace(3) global [18432 x i8] undef, align 16
@attention_tma_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @attention_tma(ptr addrspace(1) %0, ptr addrspace(1) readnone captures(none) %1, ptr addrspace(1) readnone captures(none) %2, ptr addrspace(1) %3, i32 %4, i32 %5, float %6, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %7, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %8) local_unnamed_addr #0 {
  %10 = tail call range(i32 0, 384) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = shl nuw nsw i32 %10, 2
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = mul i32 %4, %13
  %15 = shl i32 %12, 7
  %16 = fmul float %6, 0x3FF7154760000000
  %17 = icmp eq i32 %10, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %9
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49152) to i32)) #6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49152) to i32), i32 16)) #6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49152) to i32), i32 32)) #6
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #6
  br label %19

19:                                               ; preds = %18, %9
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %17, label %20, label %21

20:                                               ; preds = %19
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49200) to i32)) #6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49200) to i32), i32 16)) #6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 256;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49200) to i32), i32 32)) #6
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #6
  br label %21

21:                                               ; preds = %20, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = icmp samesign ugt i32 %10, 255
  br i1 %22, label %23, label %58

23:                                               ; preds = %21
  tail call void asm sideeffect "setmaxnreg.dec.sync.aligned.u32 40;", "~{memory}"() #6
  %24 = icmp eq i32 %10, 256
  %25 = icmp sgt i32 %4, 0
  %or.cond = select i1 %24, i1 %25, i1 false
  br i1 %or.cond, label %.lr.ph75, label %.loopexit

.lr.ph75:                                         ; preds = %23
  %26 = ptrtoint ptr %7 to i64
  %27 = ptrtoint ptr %8 to i64
  br label %28

28:                                               ; preds = %.lr.ph75, %43
  %29 = phi i32 [ 0, %.lr.ph75 ], [ %56, %43 ]
  %30 = lshr exact i32 %29, 6
  %31 = urem i32 %30, 3
  %32 = udiv i32 %29, 192
  %33 = and i32 %32, 1
  %34 = xor i32 %33, 1
  %35 = shl nuw nsw i32 %31, 4
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49200), i64 %36
  %38 = ptrtoint ptr addrspace(3) %37 to i64
  %39 = trunc i64 %38 to i32
  br label %40

40:                                               ; preds = %40, %28
  %41 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %39, i32 %34) #6
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %40, label %43

43:                                               ; preds = %40
  %44 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49152), i64 %36
  %45 = ptrtoint ptr addrspace(3) %44 to i64
  %46 = trunc i64 %45 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %46, i32 16384) #6
  %47 = add i32 %29, %14
  %48 = shl nuw nsw i32 %31, 13
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr i8, ptr addrspace(3) @attention_tma_dsmem, i64 %49
  %51 = ptrtoint ptr addrspace(3) %50 to i64
  %52 = trunc i64 %51 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %52, i64 %26, i32 0, i32 %47, i32 %46) #6
  %53 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 24576), i64 %49
  %54 = ptrtoint ptr addrspace(3) %53 to i64
  %55 = trunc i64 %54 to i32
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %55, i64 %27, i32 0, i32 %47, i32 %46) #6
  %56 = add i32 %29, 64
  %57 = icmp slt i32 %56, %4
  br i1 %57, label %28, label %.loopexit

58:                                               ; preds = %21
  tail call void asm sideeffect "setmaxnreg.inc.sync.aligned.u32 232;", "~{memory}"() #6
  %59 = lshr i32 %10, 7
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62

61:                                               ; preds = %58
  tail call void asm sideeffect "bar.arrive 9, 256;", "~{memory}"() #7
  br label %62

62:                                               ; preds = %61, %58
  %63 = lshr i32 %10, 4
  %64 = or disjoint i32 %15, %63
  %65 = add i32 %14, %64
  %66 = shl i32 %65, 6
  %67 = or disjoint i32 %63, 16
  %68 = or disjoint i32 %67, %15
  %69 = add i32 %14, %68
  %70 = shl i32 %69, 6
  %71 = or disjoint i32 %63, 32
  %72 = or disjoint i32 %71, %15
  %73 = add i32 %14, %72
  %74 = shl i32 %73, 6
  %75 = or disjoint i32 %63, 48
  %76 = or disjoint i32 %75, %15
  %77 = add i32 %14, %76
  %78 = shl i32 %77, 6
  %79 = or disjoint i32 %63, 64
  %80 = or disjoint i32 %79, %15
  %81 = add i32 %14, %80
  %82 = shl i32 %81, 6
  %83 = or disjoint i32 %63, 80
  %84 = or disjoint i32 %83, %15
  %85 = add i32 %14, %84
  %86 = shl i32 %85, 6
  %87 = or disjoint i32 %63, 96
  %88 = or disjoint i32 %87, %15
  %89 = add i32 %14, %88
  %90 = shl i32 %89, 6
  %91 = or disjoint i32 %63, 112
  %92 = or disjoint i32 %91, %15
  %93 = add i32 %14, %92
  %94 = shl i32 %93, 6
  %95 = and i32 %11, 60
  %96 = or disjoint i32 %66, %95
  %97 = or disjoint i32 %70, %95
  %98 = or disjoint i32 %74, %95
  %99 = or disjoint i32 %78, %95
  %100 = or disjoint i32 %82, %95
  %101 = or disjoint i32 %86, %95
  %102 = or disjoint i32 %90, %95
  %103 = or disjoint i32 %94, %95
  %104 = icmp slt i32 %64, %4
  %105 = icmp slt i32 %68, %4
  %106 = icmp slt i32 %72, %4
  %107 = icmp slt i32 %76, %4
  %108 = icmp slt i32 %80, %4
  %109 = icmp slt i32 %84, %4
  %110 = icmp slt i32 %88, %4
  %111 = icmp slt i32 %92, %4
  %112 = sext i32 %96 to i64
  %113 = getelementptr bfloat, ptr addrspace(1) %0, i64 %112
  %114 = ptrtoint ptr addrspace(1) %113 to i64
  %115 = and i64 %114, 7
  %116 = icmp eq i64 %115, 0
  %117 = and i1 %104, %116
  %118 = xor i1 %104, %117
  %119 = zext i1 %117 to i32
  %120 = zext i1 %118 to i32
  %121 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %119, ptr addrspace(1) %113, i32 %120, i32 %120, i32 %120, i32 %120, i16 0) #6
  %122 = extractvalue { i16, i16, i16, i16 } %121, 0
  %123 = extractvalue { i16, i16, i16, i16 } %121, 1
  %124 = extractvalue { i16, i16, i16, i16 } %121, 2
  %125 = extractvalue { i16, i16, i16, i16 } %121, 3
  %126 = sext i32 %97 to i64
  %127 = getelementptr bfloat, ptr addrspace(1) %0, i64 %126
  %128 = ptrtoint ptr addrspace(1) %127 to i64
  %129 = and i64 %128, 7
  %130 = icmp eq i64 %129, 0
  %131 = and i1 %105, %130
  %132 = xor i1 %105, %131
  %133 = zext i1 %131 to i32
  %134 = zext i1 %132 to i32
  %135 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %133, ptr addrspace(1) %127, i32 %134, i32 %134, i32 %134, i32 %134, i16 0) #6
  %136 = extractvalue { i16, i16, i16, i16 } %135, 0
  %137 = extractvalue { i16, i16, i16, i16 } %135, 1
  %138 = extractvalue { i16, i16, i16, i16 } %135, 2
  %139 = extractvalue { i16, i16, i16, i16 } %135, 3
  %140 = sext i32 %98 to i64
  %141 = getelementptr bfloat, ptr addrspace(1) %0, i64 %140
  %142 = ptrtoint ptr addrspace(1) %141 to i64
  %143 = and i64 %142, 7
  %144 = icmp eq i64 %143, 0
  %145 = and i1 %106, %144
  %146 = xor i1 %106, %145
  %147 = zext i1 %145 to i32
  %148 = zext i1 %146 to i32
  %149 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %147, ptr addrspace(1) %141, i32 %148, i32 %148, i32 %148, i32 %148, i16 0) #6
  %150 = extractvalue { i16, i16, i16, i16 } %149, 0
  %151 = extractvalue { i16, i16, i16, i16 } %149, 1
  %152 = extractvalue { i16, i16, i16, i16 } %149, 2
  %153 = extractvalue { i16, i16, i16, i16 } %149, 3
  %154 = sext i32 %99 to i64
  %155 = getelementptr bfloat, ptr addrspace(1) %0, i64 %154
  %156 = ptrtoint ptr addrspace(1) %155 to i64
  %157 = and i64 %156, 7
  %158 = icmp eq i64 %157, 0
  %159 = and i1 %107, %158
  %160 = xor i1 %107, %159
  %161 = zext i1 %159 to i32
  %162 = zext i1 %160 to i32
  %163 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %161, ptr addrspace(1) %155, i32 %162, i32 %162, i32 %162, i32 %162, i16 0) #6
  %164 = extractvalue { i16, i16, i16, i16 } %163, 0
  %165 = extractvalue { i16, i16, i16, i16 } %163, 1
  %166 = extractvalue { i16, i16, i16, i16 } %163, 2
  %167 = extractvalue { i16, i16, i16, i16 } %163, 3
  %168 = sext i32 %100 to i64
  %169 = getelementptr bfloat, ptr addrspace(1) %0, i64 %168
  %170 = ptrtoint ptr addrspace(1) %169 to i64
  %171 = and i64 %170, 7
  %172 = icmp eq i64 %171, 0
  %173 = and i1 %108, %172
  %174 = xor i1 %108, %173
  %175 = zext i1 %173 to i32
  %176 = zext i1 %174 to i32
  %177 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %175, ptr addrspace(1) %169, i32 %176, i32 %176, i32 %176, i32 %176, i16 0) #6
  %178 = extractvalue { i16, i16, i16, i16 } %177, 0
  %179 = extractvalue { i16, i16, i16, i16 } %177, 1
  %180 = extractvalue { i16, i16, i16, i16 } %177, 2
  %181 = extractvalue { i16, i16, i16, i16 } %177, 3
  %182 = sext i32 %101 to i64
  %183 = getelementptr bfloat, ptr addrspace(1) %0, i64 %182
  %184 = ptrtoint ptr addrspace(1) %183 to i64
  %185 = and i64 %184, 7
  %186 = icmp eq i64 %185, 0
  %187 = and i1 %109, %186
  %188 = xor i1 %109, %187
  %189 = zext i1 %187 to i32
  %190 = zext i1 %188 to i32
  %191 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %189, ptr addrspace(1) %183, i32 %190, i32 %190, i32 %190, i32 %190, i16 0) #6
  %192 = extractvalue { i16, i16, i16, i16 } %191, 0
  %193 = extractvalue { i16, i16, i16, i16 } %191, 1
  %194 = extractvalue { i16, i16, i16, i16 } %191, 2
  %195 = extractvalue { i16, i16, i16, i16 } %191, 3
  %196 = sext i32 %102 to i64
  %197 = getelementptr bfloat, ptr addrspace(1) %0, i64 %196
  %198 = ptrtoint ptr addrspace(1) %197 to i64
  %199 = and i64 %198, 7
  %200 = icmp eq i64 %199, 0
  %201 = and i1 %110, %200
  %202 = xor i1 %110, %201
  %203 = zext i1 %201 to i32
  %204 = zext i1 %202 to i32
  %205 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %203, ptr addrspace(1) %197, i32 %204, i32 %204, i32 %204, i32 %204, i16 0) #6
  %206 = extractvalue { i16, i16, i16, i16 } %205, 0
  %207 = extractvalue { i16, i16, i16, i16 } %205, 1
  %208 = extractvalue { i16, i16, i16, i16 } %205, 2
  %209 = extractvalue { i16, i16, i16, i16 } %205, 3
  %210 = sext i32 %103 to i64
  %211 = getelementptr bfloat, ptr addrspace(1) %0, i64 %210
  %212 = ptrtoint ptr addrspace(1) %211 to i64
  %213 = and i64 %212, 7
  %214 = icmp eq i64 %213, 0
  %215 = and i1 %111, %214
  %216 = xor i1 %111, %215
  %217 = zext i1 %215 to i32
  %218 = zext i1 %216 to i32
  %219 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %217, ptr addrspace(1) %211, i32 %218, i32 %218, i32 %218, i32 %218, i16 0) #6
  %220 = extractvalue { i16, i16, i16, i16 } %219, 0
  %221 = extractvalue { i16, i16, i16, i16 } %219, 1
  %222 = extractvalue { i16, i16, i16, i16 } %219, 2
  %223 = extractvalue { i16, i16, i16, i16 } %219, 3
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #7
  %224 = mul nuw nsw i32 %59, 1152
  %225 = lshr i32 %95, 3
  %226 = mul nuw nsw i32 %225, 144
  %227 = and i32 %10, 112
  %228 = add nuw nsw i32 %226, %227
  %229 = add nuw nsw i32 %228, %224
  %230 = shl nuw nsw i32 %10, 3
  %231 = and i32 %230, 8
  %232 = or disjoint i32 %229, %231
  %233 = zext nneg i32 %232 to i64
  %234 = getelementptr i8, ptr addrspace(3) @attention_tma_smem, i64 %233
  %235 = insertelement <4 x i16> poison, i16 %122, i64 0
  %236 = insertelement <4 x i16> %235, i16 %123, i64 1
  %237 = insertelement <4 x i16> %236, i16 %124, i64 2
  %238 = insertelement <4 x i16> %237, i16 %125, i64 3
  store <4 x i16> %238, ptr addrspace(3) %234, align 8
  %239 = lshr i32 %67, 3
  %240 = mul nuw nsw i32 %239, 1152
  %241 = or disjoint i32 %228, %231
  %242 = add nuw nsw i32 %241, %240
  %243 = zext nneg i32 %242 to i64
  %244 = getelementptr i8, ptr addrspace(3) @attention_tma_smem, i64 %243
  %245 = insertelement <4 x i16> poison, i16 %136, i64 0
  %246 = insertelement <4 x i16> %245, i16 %137, i64 1
  %247 = insertelement <4 x i16> %246, i16 %138, i64 2
  %248 = insertelement <4 x i16> %247, i16 %139, i64 3
  store <4 x i16> %248, ptr addrspace(3) %244, align 8
  %249 = lshr i32 %71, 3
  %250 = mul nuw nsw i32 %249, 1152
  %251 = add nuw nsw i32 %241, %250
  %252 = zext nneg i32 %251 to i64
  %253 = getelementptr i8, ptr addrspace(3) @attention_tma_smem, i64 %252
  %254 = insertelement <4 x i16> poison, i16 %150, i64 0
  %255 = insertelement <4 x i16> %254, i16 %151, i64 1
  %256 = insertelement <4 x i16> %255, i16 %152, i64 2
  %257 = insertelement <4 x i16> %256, i16 %153, i64 3
  store <4 x i16> %257, ptr addrspace(3) %253, align 8
  %258 = lshr i32 %75, 3
  %259 = mul nuw nsw i32 %258, 1152
  %260 = add nuw nsw i32 %241, %259
  %261 = zext nneg i32 %260 to i64
  %262 = getelementptr i8, ptr addrspace(3) @attention_tma_smem, i64 %261
  %263 = insertelement <4 x i16> poison, i16 %164, i64 0
  %264 = insertelement <4 x i16> %263, i16 %165, i64 1
  %265 = insertelement <4 x i16> %264, i16 %166, i64 2
  %266 = insertelement <4 x i16> %265, i16 %167, i64 3
  store <4 x i16> %266, ptr addrspace(3) %262, align 8
  %267 = lshr i32 %79, 3
  %268 = mul nuw nsw i32 %267, 1152
  %269 = add nuw nsw i32 %241, %268
  %270 = zext nneg i32 %269 to i64
  %271 = getelementptr i8, ptr addrspace(3) @attention_tma_smem, i64 %270
  %272 = insertelement <4 x i16> poison, i16 %178, i64 0
  %273 = insertelement <4 x i16> %272, i16 %179, i64 1
  %274 = insertelement <4 x i16> %273, i16 %180, i64 2
  %275 = insertelement <4 x i16> %274, i16 %181, i64 3
  store <4 x i16> %275, ptr addrspace(3) %271, align 8
  %276 = lshr i32 %83, 3
  %277 = mul nuw nsw i32 %276, 1152
  %278 = add nuw nsw i32 %241, %277
  %279 = zext nneg i32 %278 to i64
  %280 = getelementptr i8, ptr addrspace(3) @attention_tma_smem, i64 %279
  %281 = insertelement <4 x i16> poison, i16 %192, i64 0
  %282 = insertelement <4 x i16> %281, i16 %193, i64 1
  %283 = insertelement <4 x i16> %282, i16 %194, i64 2
  %284 = insertelement <4 x i16> %283, i16 %195, i64 3
  store <4 x i16> %284, ptr addrspace(3) %280, align 8
  %285 = lshr i32 %87, 3
  %286 = mul nuw nsw i32 %285, 1152
  %287 = add nuw nsw i32 %241, %286
  %288 = zext nneg i32 %287 to i64
  %289 = getelementptr i8, ptr addrspace(3) @attention_tma_smem, i64 %288
  %290 = insertelement <4 x i16> poison, i16 %206, i64 0
  %291 = insertelement <4 x i16> %290, i16 %207, i64 1
  %292 = insertelement <4 x i16> %291, i16 %208, i64 2
  %293 = insertelement <4 x i16> %292, i16 %209, i64 3
  store <4 x i16> %293, ptr addrspace(3) %289, align 8
  %294 = lshr i32 %91, 3
  %295 = mul nuw nsw i32 %294, 1152
  %296 = add nuw nsw i32 %241, %295
  %297 = zext nneg i32 %296 to i64
  %298 = getelementptr i8, ptr addrspace(3) @attention_tma_smem, i64 %297
  %299 = insertelement <4 x i16> poison, i16 %220, i64 0
  %300 = insertelement <4 x i16> %299, i16 %221, i64 1
  %301 = insertelement <4 x i16> %300, i16 %222, i64 2
  %302 = insertelement <4 x i16> %301, i16 %223, i64 3
  store <4 x i16> %302, ptr addrspace(3) %298, align 8
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #7
  %303 = icmp sgt i32 %4, 0
  br i1 %303, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %62
  %.pre = shl nuw nsw i32 %10, 1
  %.pre112 = and i32 %.pre, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %62
  %304 = icmp eq i32 %59, 0
  %305 = mul nuw nsw i32 %59, 9216
  %306 = zext nneg i32 %305 to i64
  %307 = getelementptr i8, ptr addrspace(3) @attention_tma_smem, i64 %306
  %308 = ptrtoint ptr addrspace(3) %307 to i64
  %309 = lshr exact i64 %308, 4
  %310 = and i64 %309, 16383
  %311 = or disjoint i64 %310, 309238235136
  %312 = getelementptr i8, ptr addrspace(3) %307, i64 288
  %313 = ptrtoint ptr addrspace(3) %312 to i64
  %314 = lshr exact i64 %313, 4
  %315 = and i64 %314, 16383
  %316 = or disjoint i64 %315, 309238235136
  %317 = getelementptr i8, ptr addrspace(3) %307, i64 576
  %318 = ptrtoint ptr addrspace(3) %317 to i64
  %319 = lshr exact i64 %318, 4
  %320 = and i64 %319, 16383
  %321 = or disjoint i64 %320, 309238235136
  %322 = getelementptr i8, ptr addrspace(3) %307, i64 864
  %323 = ptrtoint ptr addrspace(3) %322 to i64
  %324 = lshr exact i64 %323, 4
  %325 = and i64 %324, 16383
  %326 = or disjoint i64 %325, 309238235136
  %327 = shl nuw nsw i32 %10, 1
  %328 = and i32 %327, 6
  br label %329

329:                                              ; preds = %.lr.ph, %1108
  %330 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %718, %1108 ]
  %331 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %717, %1108 ]
  %332 = phi float [ 0.000000e+00, %.lr.ph ], [ %1141, %1108 ]
  %333 = phi float [ 0.000000e+00, %.lr.ph ], [ %1140, %1108 ]
  %334 = phi float [ 0.000000e+00, %.lr.ph ], [ %1139, %1108 ]
  %335 = phi float [ 0.000000e+00, %.lr.ph ], [ %1138, %1108 ]
  %336 = phi float [ 0.000000e+00, %.lr.ph ], [ %1137, %1108 ]
  %337 = phi float [ 0.000000e+00, %.lr.ph ], [ %1136, %1108 ]
  %338 = phi float [ 0.000000e+00, %.lr.ph ], [ %1135, %1108 ]
  %339 = phi float [ 0.000000e+00, %.lr.ph ], [ %1134, %1108 ]
  %340 = phi float [ 0.000000e+00, %.lr.ph ], [ %1133, %1108 ]
  %341 = phi float [ 0.000000e+00, %.lr.ph ], [ %1132, %1108 ]
  %342 = phi float [ 0.000000e+00, %.lr.ph ], [ %1131, %1108 ]
  %343 = phi float [ 0.000000e+00, %.lr.ph ], [ %1130, %1108 ]
  %344 = phi float [ 0.000000e+00, %.lr.ph ], [ %1129, %1108 ]
  %345 = phi float [ 0.000000e+00, %.lr.ph ], [ %1128, %1108 ]
  %346 = phi float [ 0.000000e+00, %.lr.ph ], [ %1127, %1108 ]
  %347 = phi float [ 0.000000e+00, %.lr.ph ], [ %1126, %1108 ]
  %348 = phi float [ 0.000000e+00, %.lr.ph ], [ %1125, %1108 ]
  %349 = phi float [ 0.000000e+00, %.lr.ph ], [ %1124, %1108 ]
  %350 = phi float [ 0.000000e+00, %.lr.ph ], [ %1123, %1108 ]
  %351 = phi float [ 0.000000e+00, %.lr.ph ], [ %1122, %1108 ]
  %352 = phi float [ 0.000000e+00, %.lr.ph ], [ %1121, %1108 ]
  %353 = phi float [ 0.000000e+00, %.lr.ph ], [ %1120, %1108 ]
  %354 = phi float [ 0.000000e+00, %.lr.ph ], [ %1119, %1108 ]
  %355 = phi float [ 0.000000e+00, %.lr.ph ], [ %1118, %1108 ]
  %356 = phi float [ 0.000000e+00, %.lr.ph ], [ %1117, %1108 ]
  %357 = phi float [ 0.000000e+00, %.lr.ph ], [ %1116, %1108 ]
  %358 = phi float [ 0.000000e+00, %.lr.ph ], [ %1115, %1108 ]
  %359 = phi float [ 0.000000e+00, %.lr.ph ], [ %1114, %1108 ]
  %360 = phi float [ 0.000000e+00, %.lr.ph ], [ %1113, %1108 ]
  %361 = phi float [ 0.000000e+00, %.lr.ph ], [ %1112, %1108 ]
  %362 = phi float [ 0.000000e+00, %.lr.ph ], [ %1111, %1108 ]
  %363 = phi float [ 0.000000e+00, %.lr.ph ], [ %1110, %1108 ]
  %364 = phi float [ 0.000000e+00, %.lr.ph ], [ %836, %1108 ]
  %365 = phi float [ 0.000000e+00, %.lr.ph ], [ %835, %1108 ]
  %366 = phi i32 [ 0, %.lr.ph ], [ %1145, %1108 ]
  %367 = lshr exact i32 %366, 6
  %368 = urem i32 %367, 3
  %369 = udiv i32 %366, 192
  %370 = and i32 %369, 1
  %371 = shl nuw nsw i32 %368, 4
  %372 = zext nneg i32 %371 to i64
  %373 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49152), i64 %372
  %374 = ptrtoint ptr addrspace(3) %373 to i64
  %375 = trunc i64 %374 to i32
  br label %376

376:                                              ; preds = %376, %329
  %377 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %375, i32 %370) #6
  %378 = icmp eq i32 %377, 0
  br i1 %378, label %376, label %379

379:                                              ; preds = %376
  %380 = shl nuw nsw i32 %368, 13
  %381 = zext nneg i32 %380 to i64
  %382 = getelementptr i8, ptr addrspace(3) @attention_tma_dsmem, i64 %381
  br i1 %304, label %383, label %384

383:                                              ; preds = %379
  tail call void asm sideeffect "bar.sync 9, 256;", "~{memory}"() #7
  br label %384

384:                                              ; preds = %383, %379
  br i1 %60, label %385, label %386

385:                                              ; preds = %384
  tail call void asm sideeffect "bar.sync 10, 256;", "~{memory}"() #7
  br label %386

386:                                              ; preds = %385, %384
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %387 = ptrtoint ptr addrspace(3) %382 to i64
  %388 = lshr exact i64 %387, 4
  %389 = and i64 %388, 16320
  %390 = or disjoint i64 %389, 4611686293305360384
  %391 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %311, i64 %390, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 0
  %393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 1
  %394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 2
  %395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 3
  %396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 4
  %397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 5
  %398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 6
  %399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 7
  %400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 8
  %401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 9
  %402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 10
  %403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 11
  %404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 12
  %405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 13
  %406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 14
  %407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 15
  %408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 16
  %409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 17
  %410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 18
  %411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 19
  %412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 20
  %413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 21
  %414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 22
  %415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 23
  %416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 24
  %417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 25
  %418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 26
  %419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 27
  %420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 28
  %421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 29
  %422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 30
  %423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 31
  %424 = getelementptr i8, ptr addrspace(3) %382, i64 32
  %425 = ptrtoint ptr addrspace(3) %424 to i64
  %426 = lshr exact i64 %425, 4
  %427 = and i64 %426, 16383
  %428 = or disjoint i64 %427, 4611686293305360384
  %429 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %316, i64 %428, i32 1, float %392, float %393, float %394, float %395, float %396, float %397, float %398, float %399, float %400, float %401, float %402, float %403, float %404, float %405, float %406, float %407, float %408, float %409, float %410, float %411, float %412, float %413, float %414, float %415, float %416, float %417, float %418, float %419, float %420, float %421, float %422, float %423) #6
  %430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 0
  %431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 1
  %432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 2
  %433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 3
  %434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 4
  %435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 5
  %436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 6
  %437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 7
  %438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 8
  %439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 9
  %440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 10
  %441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 11
  %442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 12
  %443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 13
  %444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 14
  %445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 15
  %446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 16
  %447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 17
  %448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 18
  %449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 19
  %450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 20
  %451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 21
  %452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 22
  %453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 23
  %454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 24
  %455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 25
  %456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 26
  %457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 27
  %458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 28
  %459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 29
  %460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 30
  %461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %429, 31
  %462 = getelementptr i8, ptr addrspace(3) %382, i64 64
  %463 = ptrtoint ptr addrspace(3) %462 to i64
  %464 = lshr exact i64 %463, 4
  %465 = and i64 %464, 16383
  %466 = or disjoint i64 %465, 4611686293305360384
  %467 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %321, i64 %466, i32 1, float %430, float %431, float %432, float %433, float %434, float %435, float %436, float %437, float %438, float %439, float %440, float %441, float %442, float %443, float %444, float %445, float %446, float %447, float %448, float %449, float %450, float %451, float %452, float %453, float %454, float %455, float %456, float %457, float %458, float %459, float %460, float %461) #6
  %468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 0
  %469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 1
  %470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 2
  %471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 3
  %472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 4
  %473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 5
  %474 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 6
  %475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 7
  %476 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 8
  %477 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 9
  %478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 10
  %479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 11
  %480 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 12
  %481 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 13
  %482 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 14
  %483 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 15
  %484 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 16
  %485 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 17
  %486 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 18
  %487 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 19
  %488 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 20
  %489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 21
  %490 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 22
  %491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 23
  %492 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 24
  %493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 25
  %494 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 26
  %495 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 27
  %496 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 28
  %497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 29
  %498 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 30
  %499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %467, 31
  %500 = getelementptr i8, ptr addrspace(3) %382, i64 96
  %501 = ptrtoint ptr addrspace(3) %500 to i64
  %502 = lshr exact i64 %501, 4
  %503 = and i64 %502, 16383
  %504 = or disjoint i64 %503, 4611686293305360384
  %505 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %326, i64 %504, i32 1, float %468, float %469, float %470, float %471, float %472, float %473, float %474, float %475, float %476, float %477, float %478, float %479, float %480, float %481, float %482, float %483, float %484, float %485, float %486, float %487, float %488, float %489, float %490, float %491, float %492, float %493, float %494, float %495, float %496, float %497, float %498, float %499) #6
  %506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 0
  %507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 1
  %508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 2
  %509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 3
  %510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 4
  %511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 5
  %512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 6
  %513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 7
  %514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 8
  %515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 9
  %516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 10
  %517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 11
  %518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 12
  %519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 13
  %520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 14
  %521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 15
  %522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 16
  %523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 17
  %524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 18
  %525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 19
  %526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 20
  %527 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 21
  %528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 22
  %529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 23
  %530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 24
  %531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 25
  %532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 26
  %533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 27
  %534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 28
  %535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 29
  %536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 30
  %537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %505, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  br i1 %304, label %538, label %539

538:                                              ; preds = %386
  tail call void asm sideeffect "bar.arrive 10, 256;", "~{memory}"() #7
  br label %539

539:                                              ; preds = %538, %386
  br i1 %60, label %540, label %541

540:                                              ; preds = %539
  tail call void asm sideeffect "bar.arrive 9, 256;", "~{memory}"() #7
  br label %541

541:                                              ; preds = %540, %539
  %542 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %506, float %507, float %508, float %509, float %510, float %511, float %512, float %513, float %514, float %515, float %516, float %517, float %518, float %519, float %520, float %521, float %522, float %523, float %524, float %525, float %526, float %527, float %528, float %529, float %530, float %531, float %532, float %533, float %534, float %535, float %536, float %537) #6
  %543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 0
  %544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 1
  %545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 2
  %546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 3
  %547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 4
  %548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 5
  %549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 6
  %550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 7
  %551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 8
  %552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 9
  %553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 10
  %554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 11
  %555 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 12
  %556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 13
  %557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 14
  %558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 15
  %559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 16
  %560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 17
  %561 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 18
  %562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 19
  %563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 20
  %564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 21
  %565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 22
  %566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 23
  %567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 24
  %568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 25
  %569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 26
  %570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 27
  %571 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 28
  %572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 29
  %573 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 30
  %574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %542, 31
  %575 = fmul float %16, %543
  %576 = fmul float %16, %544
  %577 = fmul float %16, %545
  %578 = fmul float %16, %546
  %579 = fmul float %16, %547
  %580 = fmul float %16, %548
  %581 = fmul float %16, %549
  %582 = fmul float %16, %550
  %583 = fmul float %16, %551
  %584 = fmul float %16, %552
  %585 = fmul float %16, %553
  %586 = fmul float %16, %554
  %587 = fmul float %16, %555
  %588 = fmul float %16, %556
  %589 = fmul float %16, %557
  %590 = fmul float %16, %558
  %591 = fmul float %16, %559
  %592 = fmul float %16, %560
  %593 = fmul float %16, %561
  %594 = fmul float %16, %562
  %595 = fmul float %16, %563
  %596 = fmul float %16, %564
  %597 = fmul float %16, %565
  %598 = fmul float %16, %566
  %599 = fmul float %16, %567
  %600 = fmul float %16, %568
  %601 = fmul float %16, %569
  %602 = fmul float %16, %570
  %603 = fmul float %16, %571
  %604 = fmul float %16, %572
  %605 = fmul float %16, %573
  %606 = fmul float %16, %574
  %607 = or disjoint i32 %366, %328
  %608 = icmp slt i32 %607, %4
  %609 = or disjoint i32 %607, 1
  %610 = icmp slt i32 %609, %4
  %611 = or disjoint i32 %607, 8
  %612 = icmp slt i32 %611, %4
  %613 = or disjoint i32 %607, 9
  %614 = icmp slt i32 %613, %4
  %615 = or disjoint i32 %607, 16
  %616 = icmp slt i32 %615, %4
  %617 = or disjoint i32 %607, 17
  %618 = icmp slt i32 %617, %4
  %619 = or disjoint i32 %607, 24
  %620 = icmp slt i32 %619, %4
  %621 = or disjoint i32 %607, 25
  %622 = icmp slt i32 %621, %4
  %623 = or disjoint i32 %607, 32
  %624 = icmp slt i32 %623, %4
  %625 = or disjoint i32 %607, 33
  %626 = icmp slt i32 %625, %4
  %627 = or disjoint i32 %607, 40
  %628 = icmp slt i32 %627, %4
  %629 = or disjoint i32 %607, 41
  %630 = icmp slt i32 %629, %4
  %631 = or disjoint i32 %607, 48
  %632 = icmp slt i32 %631, %4
  %633 = or disjoint i32 %607, 49
  %634 = icmp slt i32 %633, %4
  %635 = or disjoint i32 %607, 56
  %636 = icmp slt i32 %635, %4
  %637 = or disjoint i32 %607, 57
  %638 = icmp slt i32 %637, %4
  %639 = select i1 %608, float %575, float 0xFFF0000000000000
  %640 = select i1 %610, float %576, float 0xFFF0000000000000
  %641 = select i1 %608, float %577, float 0xFFF0000000000000
  %642 = select i1 %610, float %578, float 0xFFF0000000000000
  %643 = select i1 %612, float %579, float 0xFFF0000000000000
  %644 = select i1 %614, float %580, float 0xFFF0000000000000
  %645 = select i1 %612, float %581, float 0xFFF0000000000000
  %646 = select i1 %614, float %582, float 0xFFF0000000000000
  %647 = select i1 %616, float %583, float 0xFFF0000000000000
  %648 = select i1 %618, float %584, float 0xFFF0000000000000
  %649 = select i1 %616, float %585, float 0xFFF0000000000000
  %650 = select i1 %618, float %586, float 0xFFF0000000000000
  %651 = select i1 %620, float %587, float 0xFFF0000000000000
  %652 = select i1 %622, float %588, float 0xFFF0000000000000
  %653 = select i1 %620, float %589, float 0xFFF0000000000000
  %654 = select i1 %622, float %590, float 0xFFF0000000000000
  %655 = select i1 %624, float %591, float 0xFFF0000000000000
  %656 = select i1 %626, float %592, float 0xFFF0000000000000
  %657 = select i1 %624, float %593, float 0xFFF0000000000000
  %658 = select i1 %626, float %594, float 0xFFF0000000000000
  %659 = select i1 %628, float %595, float 0xFFF0000000000000
  %660 = select i1 %630, float %596, float 0xFFF0000000000000
  %661 = select i1 %628, float %597, float 0xFFF0000000000000
  %662 = select i1 %630, float %598, float 0xFFF0000000000000
  %663 = select i1 %632, float %599, float 0xFFF0000000000000
  %664 = select i1 %634, float %600, float 0xFFF0000000000000
  %665 = select i1 %632, float %601, float 0xFFF0000000000000
  %666 = select i1 %634, float %602, float 0xFFF0000000000000
  %667 = select i1 %636, float %603, float 0xFFF0000000000000
  %668 = select i1 %638, float %604, float 0xFFF0000000000000
  %669 = select i1 %636, float %605, float 0xFFF0000000000000
  %670 = select i1 %638, float %606, float 0xFFF0000000000000
  %671 = tail call float @llvm.maxnum.f32(float %639, float %640)
  %672 = tail call float @llvm.maxnum.f32(float %641, float %642)
  %673 = tail call float @llvm.maxnum.f32(float %671, float %643)
  %674 = tail call float @llvm.maxnum.f32(float %673, float %644)
  %675 = tail call float @llvm.maxnum.f32(float %672, float %645)
  %676 = tail call float @llvm.maxnum.f32(float %675, float %646)
  %677 = tail call float @llvm.maxnum.f32(float %674, float %647)
  %678 = tail call float @llvm.maxnum.f32(float %677, float %648)
  %679 = tail call float @llvm.maxnum.f32(float %676, float %649)
  %680 = tail call float @llvm.maxnum.f32(float %679, float %650)
  %681 = tail call float @llvm.maxnum.f32(float %678, float %651)
  %682 = tail call float @llvm.maxnum.f32(float %681, float %652)
  %683 = tail call float @llvm.maxnum.f32(float %680, float %653)
  %684 = tail call float @llvm.maxnum.f32(float %683, float %654)
  %685 = tail call float @llvm.maxnum.f32(float %682, float %655)
  %686 = tail call float @llvm.maxnum.f32(float %685, float %656)
  %687 = tail call float @llvm.maxnum.f32(float %684, float %657)
  %688 = tail call float @llvm.maxnum.f32(float %687, float %658)
  %689 = tail call float @llvm.maxnum.f32(float %686, float %659)
  %690 = tail call float @llvm.maxnum.f32(float %689, float %660)
  %691 = tail call float @llvm.maxnum.f32(float %688, float %661)
  %692 = tail call float @llvm.maxnum.f32(float %691, float %662)
  %693 = tail call float @llvm.maxnum.f32(float %690, float %663)
  %694 = tail call float @llvm.maxnum.f32(float %693, float %664)
  %695 = tail call float @llvm.maxnum.f32(float %692, float %665)
  %696 = tail call float @llvm.maxnum.f32(float %695, float %666)
  %697 = tail call float @llvm.maxnum.f32(float %694, float %667)
  %698 = tail call float @llvm.maxnum.f32(float %697, float %668)
  %699 = tail call float @llvm.maxnum.f32(float %696, float %669)
  %700 = tail call float @llvm.maxnum.f32(float %699, float %670)
  %701 = bitcast float %698 to i32
  %702 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %701, i32 2, i32 31)
  %703 = bitcast i32 %702 to float
  %704 = tail call float @llvm.maxnum.f32(float %698, float %703)
  %705 = bitcast float %700 to i32
  %706 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %705, i32 2, i32 31)
  %707 = bitcast i32 %706 to float
  %708 = tail call float @llvm.maxnum.f32(float %700, float %707)
  %709 = bitcast float %704 to i32
  %710 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %709, i32 1, i32 31)
  %711 = bitcast i32 %710 to float
  %712 = tail call float @llvm.maxnum.f32(float %704, float %711)
  %713 = bitcast float %708 to i32
  %714 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %713, i32 1, i32 31)
  %715 = bitcast i32 %714 to float
  %716 = tail call float @llvm.maxnum.f32(float %708, float %715)
  %717 = tail call float @llvm.maxnum.f32(float %331, float %712)
  %718 = tail call float @llvm.maxnum.f32(float %330, float %716)
  %719 = fsub float %639, %717
  %720 = fsub float %640, %717
  %721 = fsub float %641, %718
  %722 = fsub float %642, %718
  %723 = fsub float %643, %717
  %724 = fsub float %644, %717
  %725 = fsub float %645, %718
  %726 = fsub float %646, %718
  %727 = fsub float %647, %717
  %728 = fsub float %648, %717
  %729 = fsub float %649, %718
  %730 = fsub float %650, %718
  %731 = fsub float %651, %717
  %732 = fsub float %652, %717
  %733 = fsub float %653, %718
  %734 = fsub float %654, %718
  %735 = fsub float %655, %717
  %736 = fsub float %656, %717
  %737 = fsub float %657, %718
  %738 = fsub float %658, %718
  %739 = fsub float %659, %717
  %740 = fsub float %660, %717
  %741 = fsub float %661, %718
  %742 = fsub float %662, %718
  %743 = fsub float %663, %717
  %744 = fsub float %664, %717
  %745 = fsub float %665, %718
  %746 = fsub float %666, %718
  %747 = fsub float %667, %717
  %748 = fsub float %668, %717
  %749 = fsub float %669, %718
  %750 = fsub float %670, %718
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
  %783 = fsub float %331, %717
  %784 = fsub float %330, %718
  %785 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %783)
  %786 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %784)
  %787 = fmul float %365, %785
  %788 = fmul float %364, %786
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
  %837 = fptrunc float %751 to bfloat
  %838 = fptrunc float %752 to bfloat
  %839 = fptrunc float %753 to bfloat
  %840 = fptrunc float %754 to bfloat
  %841 = fptrunc float %755 to bfloat
  %842 = fptrunc float %756 to bfloat
  %843 = fptrunc float %757 to bfloat
  %844 = fptrunc float %758 to bfloat
  %845 = fptrunc float %759 to bfloat
  %846 = fptrunc float %760 to bfloat
  %847 = fptrunc float %761 to bfloat
  %848 = fptrunc float %762 to bfloat
  %849 = fptrunc float %763 to bfloat
  %850 = fptrunc float %764 to bfloat
  %851 = fptrunc float %765 to bfloat
  %852 = fptrunc float %766 to bfloat
  %853 = fptrunc float %767 to bfloat
  %854 = fptrunc float %768 to bfloat
  %855 = fptrunc float %769 to bfloat
  %856 = fptrunc float %770 to bfloat
  %857 = fptrunc float %771 to bfloat
  %858 = fptrunc float %772 to bfloat
  %859 = fptrunc float %773 to bfloat
  %860 = fptrunc float %774 to bfloat
  %861 = fptrunc float %775 to bfloat
  %862 = fptrunc float %776 to bfloat
  %863 = fptrunc float %777 to bfloat
  %864 = fptrunc float %778 to bfloat
  %865 = fptrunc float %779 to bfloat
  %866 = fptrunc float %780 to bfloat
  %867 = fptrunc float %781 to bfloat
  %868 = fptrunc float %782 to bfloat
  %869 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 24576), i64 %381
  %870 = fmul float %363, %785
  %871 = fmul float %362, %785
  %872 = fmul float %361, %786
  %873 = fmul float %360, %786
  %874 = fmul float %359, %785
  %875 = fmul float %358, %785
  %876 = fmul float %357, %786
  %877 = fmul float %356, %786
  %878 = fmul float %355, %785
  %879 = fmul float %354, %785
  %880 = fmul float %353, %786
  %881 = fmul float %352, %786
  %882 = fmul float %351, %785
  %883 = fmul float %350, %785
  %884 = fmul float %349, %786
  %885 = fmul float %348, %786
  %886 = fmul float %347, %785
  %887 = fmul float %346, %785
  %888 = fmul float %345, %786
  %889 = fmul float %344, %786
  %890 = fmul float %343, %785
  %891 = fmul float %342, %785
  %892 = fmul float %341, %786
  %893 = fmul float %340, %786
  %894 = fmul float %339, %785
  %895 = fmul float %338, %785
  %896 = fmul float %337, %786
  %897 = fmul float %336, %786
  %898 = fmul float %335, %785
  %899 = fmul float %334, %785
  %900 = fmul float %333, %786
  %901 = fmul float %332, %786
  br i1 %304, label %902, label %903

902:                                              ; preds = %541
  tail call void asm sideeffect "bar.sync 9, 256;", "~{memory}"() #7
  br label %903

903:                                              ; preds = %902, %541
  br i1 %60, label %904, label %905

904:                                              ; preds = %903
  tail call void asm sideeffect "bar.sync 10, 256;", "~{memory}"() #7
  br label %905

905:                                              ; preds = %904, %903
  %906 = insertelement <2 x bfloat> poison, bfloat %837, i64 0
  %907 = insertelement <2 x bfloat> %906, bfloat %838, i64 1
  %908 = bitcast <2 x bfloat> %907 to i32
  %909 = insertelement <2 x bfloat> poison, bfloat %839, i64 0
  %910 = insertelement <2 x bfloat> %909, bfloat %840, i64 1
  %911 = bitcast <2 x bfloat> %910 to i32
  %912 = insertelement <2 x bfloat> poison, bfloat %841, i64 0
  %913 = insertelement <2 x bfloat> %912, bfloat %842, i64 1
  %914 = bitcast <2 x bfloat> %913 to i32
  %915 = insertelement <2 x bfloat> poison, bfloat %843, i64 0
  %916 = insertelement <2 x bfloat> %915, bfloat %844, i64 1
  %917 = bitcast <2 x bfloat> %916 to i32
  %918 = insertelement <2 x bfloat> poison, bfloat %845, i64 0
  %919 = insertelement <2 x bfloat> %918, bfloat %846, i64 1
  %920 = bitcast <2 x bfloat> %919 to i32
  %921 = insertelement <2 x bfloat> poison, bfloat %847, i64 0
  %922 = insertelement <2 x bfloat> %921, bfloat %848, i64 1
  %923 = bitcast <2 x bfloat> %922 to i32
  %924 = insertelement <2 x bfloat> poison, bfloat %849, i64 0
  %925 = insertelement <2 x bfloat> %924, bfloat %850, i64 1
  %926 = bitcast <2 x bfloat> %925 to i32
  %927 = insertelement <2 x bfloat> poison, bfloat %851, i64 0
  %928 = insertelement <2 x bfloat> %927, bfloat %852, i64 1
  %929 = bitcast <2 x bfloat> %928 to i32
  %930 = insertelement <2 x bfloat> poison, bfloat %853, i64 0
  %931 = insertelement <2 x bfloat> %930, bfloat %854, i64 1
  %932 = bitcast <2 x bfloat> %931 to i32
  %933 = insertelement <2 x bfloat> poison, bfloat %855, i64 0
  %934 = insertelement <2 x bfloat> %933, bfloat %856, i64 1
  %935 = bitcast <2 x bfloat> %934 to i32
  %936 = insertelement <2 x bfloat> poison, bfloat %857, i64 0
  %937 = insertelement <2 x bfloat> %936, bfloat %858, i64 1
  %938 = bitcast <2 x bfloat> %937 to i32
  %939 = insertelement <2 x bfloat> poison, bfloat %859, i64 0
  %940 = insertelement <2 x bfloat> %939, bfloat %860, i64 1
  %941 = bitcast <2 x bfloat> %940 to i32
  %942 = insertelement <2 x bfloat> poison, bfloat %861, i64 0
  %943 = insertelement <2 x bfloat> %942, bfloat %862, i64 1
  %944 = bitcast <2 x bfloat> %943 to i32
  %945 = insertelement <2 x bfloat> poison, bfloat %863, i64 0
  %946 = insertelement <2 x bfloat> %945, bfloat %864, i64 1
  %947 = bitcast <2 x bfloat> %946 to i32
  %948 = insertelement <2 x bfloat> poison, bfloat %865, i64 0
  %949 = insertelement <2 x bfloat> %948, bfloat %866, i64 1
  %950 = bitcast <2 x bfloat> %949 to i32
  %951 = insertelement <2 x bfloat> poison, bfloat %867, i64 0
  %952 = insertelement <2 x bfloat> %951, bfloat %868, i64 1
  %953 = bitcast <2 x bfloat> %952 to i32
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %954 = ptrtoint ptr addrspace(3) %869 to i64
  %955 = lshr exact i64 %954, 4
  %956 = and i64 %955, 16320
  %957 = or disjoint i64 %956, 4611686293338849280
  %958 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %908, i32 %911, i32 %914, i32 %917, i64 %957, i32 1, float %870, float %871, float %872, float %873, float %874, float %875, float %876, float %877, float %878, float %879, float %880, float %881, float %882, float %883, float %884, float %885, float %886, float %887, float %888, float %889, float %890, float %891, float %892, float %893, float %894, float %895, float %896, float %897, float %898, float %899, float %900, float %901) #6
  %959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 0
  %960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 1
  %961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 2
  %962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 3
  %963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 4
  %964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 5
  %965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 6
  %966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 7
  %967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 8
  %968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 9
  %969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 10
  %970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 11
  %971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 12
  %972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 13
  %973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 14
  %974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 15
  %975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 16
  %976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 17
  %977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 18
  %978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 19
  %979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 20
  %980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 21
  %981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 22
  %982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 23
  %983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 24
  %984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 25
  %985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 26
  %986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 27
  %987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 28
  %988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 29
  %989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 30
  %990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %958, 31
  %991 = getelementptr i8, ptr addrspace(3) %869, i64 2048
  %992 = ptrtoint ptr addrspace(3) %991 to i64
  %993 = lshr exact i64 %992, 4
  %994 = and i64 %993, 16383
  %995 = or disjoint i64 %994, 4611686293338849280
  %996 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %920, i32 %923, i32 %926, i32 %929, i64 %995, i32 1, float %959, float %960, float %961, float %962, float %963, float %964, float %965, float %966, float %967, float %968, float %969, float %970, float %971, float %972, float %973, float %974, float %975, float %976, float %977, float %978, float %979, float %980, float %981, float %982, float %983, float %984, float %985, float %986, float %987, float %988, float %989, float %990) #6
  %997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 0
  %998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 1
  %999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 2
  %1000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 3
  %1001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 4
  %1002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 5
  %1003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 6
  %1004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 7
  %1005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 8
  %1006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 9
  %1007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 10
  %1008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 11
  %1009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 12
  %1010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 13
  %1011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 14
  %1012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 15
  %1013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 16
  %1014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 17
  %1015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 18
  %1016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 19
  %1017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 20
  %1018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 21
  %1019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 22
  %1020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 23
  %1021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 24
  %1022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 25
  %1023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 26
  %1024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 27
  %1025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 28
  %1026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 29
  %1027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 30
  %1028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %996, 31
  %1029 = getelementptr i8, ptr addrspace(3) %869, i64 4096
  %1030 = ptrtoint ptr addrspace(3) %1029 to i64
  %1031 = lshr exact i64 %1030, 4
  %1032 = and i64 %1031, 16383
  %1033 = or disjoint i64 %1032, 4611686293338849280
  %1034 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %932, i32 %935, i32 %938, i32 %941, i64 %1033, i32 1, float %997, float %998, float %999, float %1000, float %1001, float %1002, float %1003, float %1004, float %1005, float %1006, float %1007, float %1008, float %1009, float %1010, float %1011, float %1012, float %1013, float %1014, float %1015, float %1016, float %1017, float %1018, float %1019, float %1020, float %1021, float %1022, float %1023, float %1024, float %1025, float %1026, float %1027, float %1028) #6
  %1035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 0
  %1036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 1
  %1037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 2
  %1038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 3
  %1039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 4
  %1040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 5
  %1041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 6
  %1042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 7
  %1043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 8
  %1044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 9
  %1045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 10
  %1046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 11
  %1047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 12
  %1048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 13
  %1049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 14
  %1050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 15
  %1051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 16
  %1052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 17
  %1053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 18
  %1054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 19
  %1055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 20
  %1056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 21
  %1057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 22
  %1058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 23
  %1059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 24
  %1060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 25
  %1061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 26
  %1062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 27
  %1063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 28
  %1064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 29
  %1065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 30
  %1066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 31
  %1067 = getelementptr i8, ptr addrspace(3) %869, i64 6144
  %1068 = ptrtoint ptr addrspace(3) %1067 to i64
  %1069 = lshr exact i64 %1068, 4
  %1070 = and i64 %1069, 16383
  %1071 = or disjoint i64 %1070, 4611686293338849280
  %1072 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %944, i32 %947, i32 %950, i32 %953, i64 %1071, i32 1, float %1035, float %1036, float %1037, float %1038, float %1039, float %1040, float %1041, float %1042, float %1043, float %1044, float %1045, float %1046, float %1047, float %1048, float %1049, float %1050, float %1051, float %1052, float %1053, float %1054, float %1055, float %1056, float %1057, float %1058, float %1059, float %1060, float %1061, float %1062, float %1063, float %1064, float %1065, float %1066) #6
  %1073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 0
  %1074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 1
  %1075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 2
  %1076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 3
  %1077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 4
  %1078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 5
  %1079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 6
  %1080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 7
  %1081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 8
  %1082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 9
  %1083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 10
  %1084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 11
  %1085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 12
  %1086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 13
  %1087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 14
  %1088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 15
  %1089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 16
  %1090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 17
  %1091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 18
  %1092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 19
  %1093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 20
  %1094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 21
  %1095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 22
  %1096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 23
  %1097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 24
  %1098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 25
  %1099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 26
  %1100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 27
  %1101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 28
  %1102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 29
  %1103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 30
  %1104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1072, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  br i1 %304, label %1105, label %1106

1105:                                             ; preds = %905
  tail call void asm sideeffect "bar.arrive 10, 256;", "~{memory}"() #7
  br label %1106

1106:                                             ; preds = %1105, %905
  br i1 %60, label %1107, label %1108

1107:                                             ; preds = %1106
  tail call void asm sideeffect "bar.arrive 9, 256;", "~{memory}"() #7
  br label %1108

1108:                                             ; preds = %1107, %1106
  %1109 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1073, float %1074, float %1075, float %1076, float %1077, float %1078, float %1079, float %1080, float %1081, float %1082, float %1083, float %1084, float %1085, float %1086, float %1087, float %1088, float %1089, float %1090, float %1091, float %1092, float %1093, float %1094, float %1095, float %1096, float %1097, float %1098, float %1099, float %1100, float %1101, float %1102, float %1103, float %1104) #6
  %1110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 0
  %1111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 1
  %1112 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 2
  %1113 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 3
  %1114 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 4
  %1115 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 5
  %1116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 6
  %1117 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 7
  %1118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 8
  %1119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 9
  %1120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 10
  %1121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 11
  %1122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 12
  %1123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 13
  %1124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 14
  %1125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 15
  %1126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 16
  %1127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 17
  %1128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 18
  %1129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 19
  %1130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 20
  %1131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 21
  %1132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 22
  %1133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 23
  %1134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 24
  %1135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 25
  %1136 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 26
  %1137 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 27
  %1138 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 28
  %1139 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 29
  %1140 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 30
  %1141 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1109, 31
  %1142 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49200), i64 %372
  %1143 = ptrtoint ptr addrspace(3) %1142 to i64
  %1144 = trunc i64 %1143 to i32
  tail call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 %1144) #6
  %1145 = add i32 %366, 64
  %1146 = icmp slt i32 %1145, %4
  br i1 %1146, label %329, label %._crit_edge

._crit_edge:                                      ; preds = %1108, %.._crit_edge_crit_edge
  %.pre-phi113 = phi i32 [ %.pre112, %.._crit_edge_crit_edge ], [ %328, %1108 ]
  %.lcssa39 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %835, %1108 ]
  %.lcssa38 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %836, %1108 ]
  %.lcssa37 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1110, %1108 ]
  %.lcssa36 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1111, %1108 ]
  %.lcssa35 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1112, %1108 ]
  %.lcssa34 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1113, %1108 ]
  %.lcssa33 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1114, %1108 ]
  %.lcssa32 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1115, %1108 ]
  %.lcssa31 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1116, %1108 ]
  %.lcssa30 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1117, %1108 ]
  %.lcssa29 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1118, %1108 ]
  %.lcssa28 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1119, %1108 ]
  %.lcssa27 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1120, %1108 ]
  %.lcssa26 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1121, %1108 ]
  %.lcssa25 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1122, %1108 ]
  %.lcssa24 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1123, %1108 ]
  %.lcssa23 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1124, %1108 ]
  %.lcssa22 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1125, %1108 ]
  %.lcssa21 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1126, %1108 ]
  %.lcssa20 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1127, %1108 ]
  %.lcssa19 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1128, %1108 ]
  %.lcssa18 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1129, %1108 ]
  %.lcssa17 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1130, %1108 ]
  %.lcssa16 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1131, %1108 ]
  %.lcssa15 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1132, %1108 ]
  %.lcssa14 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1133, %1108 ]
  %.lcssa13 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1134, %1108 ]
  %.lcssa12 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1135, %1108 ]
  %.lcssa11 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1136, %1108 ]
  %.lcssa10 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1137, %1108 ]
  %.lcssa9 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1138, %1108 ]
  %.lcssa8 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1139, %1108 ]
  %.lcssa7 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1140, %1108 ]
  %.lcssa6 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1141, %1108 ]
  %.lcssa5 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %717, %1108 ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %718, %1108 ]
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #7
  %1147 = shl nuw nsw i32 %59, 6
  %1148 = lshr i32 %10, 2
  %1149 = and i32 %1148, 7
  %1150 = lshr i32 %10, 1
  %1151 = and i32 %1150, 48
  %1152 = or disjoint i32 %1151, %1149
  %1153 = or disjoint i32 %1152, %1147
  %1154 = zext nneg i32 %1153 to i64
  %1155 = getelementptr float, ptr addrspace(3) @attention_tma_smem, i64 %1154
  store float %.lcssa5, ptr addrspace(3) %1155, align 4
  %1156 = or disjoint i32 %1153, 8
  %1157 = zext nneg i32 %1156 to i64
  %1158 = getelementptr float, ptr addrspace(3) @attention_tma_smem, i64 %1157
  store float %.lcssa, ptr addrspace(3) %1158, align 4
  tail call void asm sideeffect "bar.sync 8, 256;", "~{memory}"() #7
  %1159 = fdiv float %.lcssa37, %.lcssa39
  %1160 = fdiv float %.lcssa36, %.lcssa39
  %1161 = fdiv float %.lcssa35, %.lcssa38
  %1162 = fdiv float %.lcssa34, %.lcssa38
  %1163 = fdiv float %.lcssa33, %.lcssa39
  %1164 = fdiv float %.lcssa32, %.lcssa39
  %1165 = fdiv float %.lcssa31, %.lcssa38
  %1166 = fdiv float %.lcssa30, %.lcssa38
  %1167 = fdiv float %.lcssa29, %.lcssa39
  %1168 = fdiv float %.lcssa28, %.lcssa39
  %1169 = fdiv float %.lcssa27, %.lcssa38
  %1170 = fdiv float %.lcssa26, %.lcssa38
  %1171 = fdiv float %.lcssa25, %.lcssa39
  %1172 = fdiv float %.lcssa24, %.lcssa39
  %1173 = fdiv float %.lcssa23, %.lcssa38
  %1174 = fdiv float %.lcssa22, %.lcssa38
  %1175 = fdiv float %.lcssa21, %.lcssa39
  %1176 = fdiv float %.lcssa20, %.lcssa39
  %1177 = fdiv float %.lcssa19, %.lcssa38
  %1178 = fdiv float %.lcssa18, %.lcssa38
  %1179 = fdiv float %.lcssa17, %.lcssa39
  %1180 = fdiv float %.lcssa16, %.lcssa39
  %1181 = fdiv float %.lcssa15, %.lcssa38
  %1182 = fdiv float %.lcssa14, %.lcssa38
  %1183 = fdiv float %.lcssa13, %.lcssa39
  %1184 = fdiv float %.lcssa12, %.lcssa39
  %1185 = fdiv float %.lcssa11, %.lcssa38
  %1186 = fdiv float %.lcssa10, %.lcssa38
  %1187 = fdiv float %.lcssa9, %.lcssa39
  %1188 = fdiv float %.lcssa8, %.lcssa39
  %1189 = fdiv float %.lcssa7, %.lcssa38
  %1190 = fdiv float %.lcssa6, %.lcssa38
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
  %1211 = fptrunc float %1179 to bfloat
  %1212 = fptrunc float %1180 to bfloat
  %1213 = fptrunc float %1181 to bfloat
  %1214 = fptrunc float %1182 to bfloat
  %1215 = fptrunc float %1183 to bfloat
  %1216 = fptrunc float %1184 to bfloat
  %1217 = fptrunc float %1185 to bfloat
  %1218 = fptrunc float %1186 to bfloat
  %1219 = fptrunc float %1187 to bfloat
  %1220 = fptrunc float %1188 to bfloat
  %1221 = fptrunc float %1189 to bfloat
  %1222 = fptrunc float %1190 to bfloat
  %1223 = or disjoint i32 %1153, %15
  %1224 = add i32 %14, %1223
  %1225 = shl i32 %1224, 6
  %1226 = or disjoint i32 %1225, %.pre-phi113
  %1227 = sext i32 %1226 to i64
  %1228 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1227
  %1229 = icmp slt i32 %1223, %4
  %1230 = ptrtoint ptr addrspace(1) %1228 to i64
  %1231 = and i64 %1230, 3
  %1232 = icmp eq i64 %1231, 0
  %1233 = and i1 %1229, %1232
  %1234 = xor i1 %1229, %1233
  %1235 = zext i1 %1233 to i32
  %1236 = bitcast bfloat %1191 to i16
  %1237 = bitcast bfloat %1192 to i16
  %1238 = zext i1 %1234 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1235, i16 %1236, i16 %1237, ptr addrspace(1) %1228, i32 %1238, i32 %1238) #6
  %1239 = or disjoint i32 %1156, %15
  %1240 = add i32 %14, %1239
  %1241 = shl i32 %1240, 6
  %1242 = or disjoint i32 %1241, %.pre-phi113
  %1243 = sext i32 %1242 to i64
  %1244 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1243
  %1245 = icmp slt i32 %1239, %4
  %1246 = ptrtoint ptr addrspace(1) %1244 to i64
  %1247 = and i64 %1246, 3
  %1248 = icmp eq i64 %1247, 0
  %1249 = and i1 %1245, %1248
  %1250 = xor i1 %1245, %1249
  %1251 = zext i1 %1249 to i32
  %1252 = bitcast bfloat %1193 to i16
  %1253 = bitcast bfloat %1194 to i16
  %1254 = zext i1 %1250 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1251, i16 %1252, i16 %1253, ptr addrspace(1) %1244, i32 %1254, i32 %1254) #6
  %1255 = or disjoint i32 %.pre-phi113, 8
  %1256 = or disjoint i32 %1225, %1255
  %1257 = sext i32 %1256 to i64
  %1258 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1257
  %1259 = ptrtoint ptr addrspace(1) %1258 to i64
  %1260 = and i64 %1259, 3
  %1261 = icmp eq i64 %1260, 0
  %1262 = and i1 %1229, %1261
  %1263 = xor i1 %1229, %1262
  %1264 = zext i1 %1262 to i32
  %1265 = bitcast bfloat %1195 to i16
  %1266 = bitcast bfloat %1196 to i16
  %1267 = zext i1 %1263 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1264, i16 %1265, i16 %1266, ptr addrspace(1) %1258, i32 %1267, i32 %1267) #6
  %1268 = or disjoint i32 %1241, %1255
  %1269 = sext i32 %1268 to i64
  %1270 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1269
  %1271 = ptrtoint ptr addrspace(1) %1270 to i64
  %1272 = and i64 %1271, 3
  %1273 = icmp eq i64 %1272, 0
  %1274 = and i1 %1245, %1273
  %1275 = xor i1 %1245, %1274
  %1276 = zext i1 %1274 to i32
  %1277 = bitcast bfloat %1197 to i16
  %1278 = bitcast bfloat %1198 to i16
  %1279 = zext i1 %1275 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1276, i16 %1277, i16 %1278, ptr addrspace(1) %1270, i32 %1279, i32 %1279) #6
  %1280 = or disjoint i32 %.pre-phi113, 16
  %1281 = or disjoint i32 %1225, %1280
  %1282 = sext i32 %1281 to i64
  %1283 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1282
  %1284 = ptrtoint ptr addrspace(1) %1283 to i64
  %1285 = and i64 %1284, 3
  %1286 = icmp eq i64 %1285, 0
  %1287 = and i1 %1229, %1286
  %1288 = xor i1 %1229, %1287
  %1289 = zext i1 %1287 to i32
  %1290 = bitcast bfloat %1199 to i16
  %1291 = bitcast bfloat %1200 to i16
  %1292 = zext i1 %1288 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1289, i16 %1290, i16 %1291, ptr addrspace(1) %1283, i32 %1292, i32 %1292) #6
  %1293 = or disjoint i32 %1241, %1280
  %1294 = sext i32 %1293 to i64
  %1295 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1294
  %1296 = ptrtoint ptr addrspace(1) %1295 to i64
  %1297 = and i64 %1296, 3
  %1298 = icmp eq i64 %1297, 0
  %1299 = and i1 %1245, %1298
  %1300 = xor i1 %1245, %1299
  %1301 = zext i1 %1299 to i32
  %1302 = bitcast bfloat %1201 to i16
  %1303 = bitcast bfloat %1202 to i16
  %1304 = zext i1 %1300 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1301, i16 %1302, i16 %1303, ptr addrspace(1) %1295, i32 %1304, i32 %1304) #6
  %1305 = or disjoint i32 %.pre-phi113, 24
  %1306 = or disjoint i32 %1225, %1305
  %1307 = sext i32 %1306 to i64
  %1308 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1307
  %1309 = ptrtoint ptr addrspace(1) %1308 to i64
  %1310 = and i64 %1309, 3
  %1311 = icmp eq i64 %1310, 0
  %1312 = and i1 %1229, %1311
  %1313 = xor i1 %1229, %1312
  %1314 = zext i1 %1312 to i32
  %1315 = bitcast bfloat %1203 to i16
  %1316 = bitcast bfloat %1204 to i16
  %1317 = zext i1 %1313 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1314, i16 %1315, i16 %1316, ptr addrspace(1) %1308, i32 %1317, i32 %1317) #6
  %1318 = or disjoint i32 %1241, %1305
  %1319 = sext i32 %1318 to i64
  %1320 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1319
  %1321 = ptrtoint ptr addrspace(1) %1320 to i64
  %1322 = and i64 %1321, 3
  %1323 = icmp eq i64 %1322, 0
  %1324 = and i1 %1245, %1323
  %1325 = xor i1 %1245, %1324
  %1326 = zext i1 %1324 to i32
  %1327 = bitcast bfloat %1205 to i16
  %1328 = bitcast bfloat %1206 to i16
  %1329 = zext i1 %1325 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1326, i16 %1327, i16 %1328, ptr addrspace(1) %1320, i32 %1329, i32 %1329) #6
  %1330 = or disjoint i32 %.pre-phi113, 32
  %1331 = or disjoint i32 %1225, %1330
  %1332 = sext i32 %1331 to i64
  %1333 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1332
  %1334 = ptrtoint ptr addrspace(1) %1333 to i64
  %1335 = and i64 %1334, 3
  %1336 = icmp eq i64 %1335, 0
  %1337 = and i1 %1229, %1336
  %1338 = xor i1 %1229, %1337
  %1339 = zext i1 %1337 to i32
  %1340 = bitcast bfloat %1207 to i16
  %1341 = bitcast bfloat %1208 to i16
  %1342 = zext i1 %1338 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1339, i16 %1340, i16 %1341, ptr addrspace(1) %1333, i32 %1342, i32 %1342) #6
  %1343 = or disjoint i32 %1241, %1330
  %1344 = sext i32 %1343 to i64
  %1345 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1344
  %1346 = ptrtoint ptr addrspace(1) %1345 to i64
  %1347 = and i64 %1346, 3
  %1348 = icmp eq i64 %1347, 0
  %1349 = and i1 %1245, %1348
  %1350 = xor i1 %1245, %1349
  %1351 = zext i1 %1349 to i32
  %1352 = bitcast bfloat %1209 to i16
  %1353 = bitcast bfloat %1210 to i16
  %1354 = zext i1 %1350 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1351, i16 %1352, i16 %1353, ptr addrspace(1) %1345, i32 %1354, i32 %1354) #6
  %1355 = or disjoint i32 %.pre-phi113, 40
  %1356 = or disjoint i32 %1225, %1355
  %1357 = sext i32 %1356 to i64
  %1358 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1357
  %1359 = ptrtoint ptr addrspace(1) %1358 to i64
  %1360 = and i64 %1359, 3
  %1361 = icmp eq i64 %1360, 0
  %1362 = and i1 %1229, %1361
  %1363 = xor i1 %1229, %1362
  %1364 = zext i1 %1362 to i32
  %1365 = bitcast bfloat %1211 to i16
  %1366 = bitcast bfloat %1212 to i16
  %1367 = zext i1 %1363 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1364, i16 %1365, i16 %1366, ptr addrspace(1) %1358, i32 %1367, i32 %1367) #6
  %1368 = or disjoint i32 %1241, %1355
  %1369 = sext i32 %1368 to i64
  %1370 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1369
  %1371 = ptrtoint ptr addrspace(1) %1370 to i64
  %1372 = and i64 %1371, 3
  %1373 = icmp eq i64 %1372, 0
  %1374 = and i1 %1245, %1373
  %1375 = xor i1 %1245, %1374
  %1376 = zext i1 %1374 to i32
  %1377 = bitcast bfloat %1213 to i16
  %1378 = bitcast bfloat %1214 to i16
  %1379 = zext i1 %1375 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1376, i16 %1377, i16 %1378, ptr addrspace(1) %1370, i32 %1379, i32 %1379) #6
  %1380 = or disjoint i32 %.pre-phi113, 48
  %1381 = or disjoint i32 %1225, %1380
  %1382 = sext i32 %1381 to i64
  %1383 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1382
  %1384 = ptrtoint ptr addrspace(1) %1383 to i64
  %1385 = and i64 %1384, 3
  %1386 = icmp eq i64 %1385, 0
  %1387 = and i1 %1229, %1386
  %1388 = xor i1 %1229, %1387
  %1389 = zext i1 %1387 to i32
  %1390 = bitcast bfloat %1215 to i16
  %1391 = bitcast bfloat %1216 to i16
  %1392 = zext i1 %1388 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1389, i16 %1390, i16 %1391, ptr addrspace(1) %1383, i32 %1392, i32 %1392) #6
  %1393 = or disjoint i32 %1241, %1380
  %1394 = sext i32 %1393 to i64
  %1395 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1394
  %1396 = ptrtoint ptr addrspace(1) %1395 to i64
  %1397 = and i64 %1396, 3
  %1398 = icmp eq i64 %1397, 0
  %1399 = and i1 %1245, %1398
  %1400 = xor i1 %1245, %1399
  %1401 = zext i1 %1399 to i32
  %1402 = bitcast bfloat %1217 to i16
  %1403 = bitcast bfloat %1218 to i16
  %1404 = zext i1 %1400 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1401, i16 %1402, i16 %1403, ptr addrspace(1) %1395, i32 %1404, i32 %1404) #6
  %1405 = or disjoint i32 %.pre-phi113, 56
  %1406 = or disjoint i32 %1225, %1405
  %1407 = sext i32 %1406 to i64
  %1408 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1407
  %1409 = ptrtoint ptr addrspace(1) %1408 to i64
  %1410 = and i64 %1409, 3
  %1411 = icmp eq i64 %1410, 0
  %1412 = and i1 %1229, %1411
  %1413 = xor i1 %1229, %1412
  %1414 = zext i1 %1412 to i32
  %1415 = bitcast bfloat %1219 to i16
  %1416 = bitcast bfloat %1220 to i16
  %1417 = zext i1 %1413 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1414, i16 %1415, i16 %1416, ptr addrspace(1) %1408, i32 %1417, i32 %1417) #6
  %1418 = or disjoint i32 %1241, %1405
  %1419 = sext i32 %1418 to i64
  %1420 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1419
  %1421 = ptrtoint ptr addrspace(1) %1420 to i64
  %1422 = and i64 %1421, 3
  %1423 = icmp eq i64 %1422, 0
  %1424 = and i1 %1245, %1423
  %1425 = xor i1 %1245, %1424
  %1426 = zext i1 %1424 to i32
  %1427 = bitcast bfloat %1221 to i16
  %1428 = bitcast bfloat %1222 to i16
  %1429 = zext i1 %1425 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1426, i16 %1427, i16 %1428, ptr addrspace(1) %1420, i32 %1429, i32 %1429) #6
  %1430 = icmp eq i32 %59, 0
  br i1 %1430, label %1431, label %.loopexit

1431:                                             ; preds = %._crit_edge
  tail call void asm sideeffect "bar.sync 9, 256;", "~{memory}"() #7
  br label %.loopexit

.loopexit:                                        ; preds = %43, %._crit_edge, %1431, %23
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #5

attributes #0 = { nounwind "nvvm.reqntid"="384" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
