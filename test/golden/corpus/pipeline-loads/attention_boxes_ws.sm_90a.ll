; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_boxes_smem = internal addrspace(3) global [9472 x i8] undef, align 16
@attention_boxes_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @attention_boxes(ptr addrspace(1) %0, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %1, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %2, ptr addrspace(1) %3, i32 %4, float %5) local_unnamed_addr #0 {
  %7 = tail call range(i32 0, 160) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 2
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = mul i32 %4, %10
  %12 = shl i32 %9, 6
  %13 = fmul float %5, 0x3FF7154760000000
  %14 = icmp eq i32 %7, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_dsmem, i64 49152) to i32)) #6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_dsmem, i64 49152) to i32), i32 128)) #6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_dsmem, i64 49152) to i32), i32 256)) #6
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #6
  br label %16

16:                                               ; preds = %15, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %14, label %17, label %18

17:                                               ; preds = %16
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 128;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_dsmem, i64 49536) to i32)) #6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 128;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_dsmem, i64 49536) to i32), i32 128)) #6
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 128;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_dsmem, i64 49536) to i32), i32 256)) #6
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #6
  br label %18

18:                                               ; preds = %17, %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = icmp samesign ugt i32 %7, 127
  br i1 %19, label %.preheader, label %55

.preheader:                                       ; preds = %18
  %20 = icmp sgt i32 %4, 0
  br i1 %20, label %.lr.ph75, label %.loopexit

.lr.ph75:                                         ; preds = %.preheader
  %21 = icmp eq i32 %7, 128
  %22 = ptrtoint ptr %2 to i64
  %23 = ptrtoint ptr %1 to i64
  br label %24

24:                                               ; preds = %.lr.ph75, %.critedge
  %25 = phi i32 [ 0, %.lr.ph75 ], [ %53, %.critedge ]
  %26 = lshr exact i32 %25, 6
  %27 = urem i32 %26, 3
  %28 = udiv i32 %25, 192
  %29 = and i32 %28, 1
  %30 = xor i32 %29, 1
  %31 = shl nuw nsw i32 %27, 7
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_dsmem, i64 49536), i64 %32
  %34 = ptrtoint ptr addrspace(3) %33 to i64
  %35 = trunc i64 %34 to i32
  br label %36

36:                                               ; preds = %36, %24
  %37 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %35, i32 %30) #6
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %36, label %39

39:                                               ; preds = %36
  br i1 %21, label %40, label %.critedge

40:                                               ; preds = %39
  %41 = shl nuw nsw i32 %27, 13
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_dsmem, i64 24576), i64 %42
  %44 = ptrtoint ptr addrspace(3) %43 to i64
  %45 = trunc i64 %44 to i32
  %46 = getelementptr i8, ptr addrspace(3) @attention_boxes_dsmem, i64 %42
  %47 = ptrtoint ptr addrspace(3) %46 to i64
  %48 = trunc i64 %47 to i32
  %49 = add i32 %25, %11
  %50 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_dsmem, i64 49152), i64 %32
  %51 = ptrtoint ptr addrspace(3) %50 to i64
  %52 = trunc i64 %51 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %52, i32 16384) #6
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %48, i64 %23, i32 0, i32 %49, i32 %52) #6
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %45, i64 %22, i32 0, i32 %49, i32 %52) #6
  br label %.critedge

.critedge:                                        ; preds = %39, %40
  %53 = add i32 %25, 64
  %54 = icmp slt i32 %53, %4
  br i1 %54, label %24, label %.loopexit

55:                                               ; preds = %18
  %56 = lshr i32 %7, 4
  %57 = or disjoint i32 %12, %56
  %58 = add i32 %11, %57
  %59 = shl i32 %58, 6
  %60 = or disjoint i32 %57, 8
  %61 = add i32 %11, %60
  %62 = shl i32 %61, 6
  %63 = or disjoint i32 %57, 16
  %64 = add i32 %11, %63
  %65 = shl i32 %64, 6
  %66 = or disjoint i32 %57, 24
  %67 = add i32 %11, %66
  %68 = shl i32 %67, 6
  %69 = or disjoint i32 %57, 32
  %70 = add i32 %11, %69
  %71 = shl i32 %70, 6
  %72 = or disjoint i32 %57, 40
  %73 = add i32 %11, %72
  %74 = shl i32 %73, 6
  %75 = or disjoint i32 %57, 48
  %76 = add i32 %11, %75
  %77 = shl i32 %76, 6
  %78 = or disjoint i32 %57, 56
  %79 = add i32 %11, %78
  %80 = shl i32 %79, 6
  %81 = and i32 %8, 60
  %82 = or disjoint i32 %59, %81
  %83 = or disjoint i32 %62, %81
  %84 = or disjoint i32 %65, %81
  %85 = or disjoint i32 %68, %81
  %86 = or disjoint i32 %71, %81
  %87 = or disjoint i32 %74, %81
  %88 = or disjoint i32 %77, %81
  %89 = or disjoint i32 %80, %81
  %90 = icmp slt i32 %57, %4
  %91 = icmp slt i32 %60, %4
  %92 = icmp slt i32 %63, %4
  %93 = icmp slt i32 %66, %4
  %94 = icmp slt i32 %69, %4
  %95 = icmp slt i32 %72, %4
  %96 = icmp slt i32 %75, %4
  %97 = icmp slt i32 %78, %4
  %98 = sext i32 %82 to i64
  %99 = getelementptr bfloat, ptr addrspace(1) %0, i64 %98
  %100 = ptrtoint ptr addrspace(1) %99 to i64
  %101 = and i64 %100, 7
  %102 = icmp eq i64 %101, 0
  %103 = and i1 %90, %102
  %104 = xor i1 %90, %103
  %105 = zext i1 %103 to i32
  %106 = zext i1 %104 to i32
  %107 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %105, ptr addrspace(1) %99, i32 %106, i32 %106, i32 %106, i32 %106, i16 0) #6
  %108 = extractvalue { i16, i16, i16, i16 } %107, 0
  %109 = extractvalue { i16, i16, i16, i16 } %107, 1
  %110 = extractvalue { i16, i16, i16, i16 } %107, 2
  %111 = extractvalue { i16, i16, i16, i16 } %107, 3
  %112 = sext i32 %83 to i64
  %113 = getelementptr bfloat, ptr addrspace(1) %0, i64 %112
  %114 = ptrtoint ptr addrspace(1) %113 to i64
  %115 = and i64 %114, 7
  %116 = icmp eq i64 %115, 0
  %117 = and i1 %91, %116
  %118 = xor i1 %91, %117
  %119 = zext i1 %117 to i32
  %120 = zext i1 %118 to i32
  %121 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %119, ptr addrspace(1) %113, i32 %120, i32 %120, i32 %120, i32 %120, i16 0) #6
  %122 = extractvalue { i16, i16, i16, i16 } %121, 0
  %123 = extractvalue { i16, i16, i16, i16 } %121, 1
  %124 = extractvalue { i16, i16, i16, i16 } %121, 2
  %125 = extractvalue { i16, i16, i16, i16 } %121, 3
  %126 = sext i32 %84 to i64
  %127 = getelementptr bfloat, ptr addrspace(1) %0, i64 %126
  %128 = ptrtoint ptr addrspace(1) %127 to i64
  %129 = and i64 %128, 7
  %130 = icmp eq i64 %129, 0
  %131 = and i1 %92, %130
  %132 = xor i1 %92, %131
  %133 = zext i1 %131 to i32
  %134 = zext i1 %132 to i32
  %135 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %133, ptr addrspace(1) %127, i32 %134, i32 %134, i32 %134, i32 %134, i16 0) #6
  %136 = extractvalue { i16, i16, i16, i16 } %135, 0
  %137 = extractvalue { i16, i16, i16, i16 } %135, 1
  %138 = extractvalue { i16, i16, i16, i16 } %135, 2
  %139 = extractvalue { i16, i16, i16, i16 } %135, 3
  %140 = sext i32 %85 to i64
  %141 = getelementptr bfloat, ptr addrspace(1) %0, i64 %140
  %142 = ptrtoint ptr addrspace(1) %141 to i64
  %143 = and i64 %142, 7
  %144 = icmp eq i64 %143, 0
  %145 = and i1 %93, %144
  %146 = xor i1 %93, %145
  %147 = zext i1 %145 to i32
  %148 = zext i1 %146 to i32
  %149 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %147, ptr addrspace(1) %141, i32 %148, i32 %148, i32 %148, i32 %148, i16 0) #6
  %150 = extractvalue { i16, i16, i16, i16 } %149, 0
  %151 = extractvalue { i16, i16, i16, i16 } %149, 1
  %152 = extractvalue { i16, i16, i16, i16 } %149, 2
  %153 = extractvalue { i16, i16, i16, i16 } %149, 3
  %154 = sext i32 %86 to i64
  %155 = getelementptr bfloat, ptr addrspace(1) %0, i64 %154
  %156 = ptrtoint ptr addrspace(1) %155 to i64
  %157 = and i64 %156, 7
  %158 = icmp eq i64 %157, 0
  %159 = and i1 %94, %158
  %160 = xor i1 %94, %159
  %161 = zext i1 %159 to i32
  %162 = zext i1 %160 to i32
  %163 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %161, ptr addrspace(1) %155, i32 %162, i32 %162, i32 %162, i32 %162, i16 0) #6
  %164 = extractvalue { i16, i16, i16, i16 } %163, 0
  %165 = extractvalue { i16, i16, i16, i16 } %163, 1
  %166 = extractvalue { i16, i16, i16, i16 } %163, 2
  %167 = extractvalue { i16, i16, i16, i16 } %163, 3
  %168 = sext i32 %87 to i64
  %169 = getelementptr bfloat, ptr addrspace(1) %0, i64 %168
  %170 = ptrtoint ptr addrspace(1) %169 to i64
  %171 = and i64 %170, 7
  %172 = icmp eq i64 %171, 0
  %173 = and i1 %95, %172
  %174 = xor i1 %95, %173
  %175 = zext i1 %173 to i32
  %176 = zext i1 %174 to i32
  %177 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %175, ptr addrspace(1) %169, i32 %176, i32 %176, i32 %176, i32 %176, i16 0) #6
  %178 = extractvalue { i16, i16, i16, i16 } %177, 0
  %179 = extractvalue { i16, i16, i16, i16 } %177, 1
  %180 = extractvalue { i16, i16, i16, i16 } %177, 2
  %181 = extractvalue { i16, i16, i16, i16 } %177, 3
  %182 = sext i32 %88 to i64
  %183 = getelementptr bfloat, ptr addrspace(1) %0, i64 %182
  %184 = ptrtoint ptr addrspace(1) %183 to i64
  %185 = and i64 %184, 7
  %186 = icmp eq i64 %185, 0
  %187 = and i1 %96, %186
  %188 = xor i1 %96, %187
  %189 = zext i1 %187 to i32
  %190 = zext i1 %188 to i32
  %191 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %189, ptr addrspace(1) %183, i32 %190, i32 %190, i32 %190, i32 %190, i16 0) #6
  %192 = extractvalue { i16, i16, i16, i16 } %191, 0
  %193 = extractvalue { i16, i16, i16, i16 } %191, 1
  %194 = extractvalue { i16, i16, i16, i16 } %191, 2
  %195 = extractvalue { i16, i16, i16, i16 } %191, 3
  %196 = sext i32 %89 to i64
  %197 = getelementptr bfloat, ptr addrspace(1) %0, i64 %196
  %198 = ptrtoint ptr addrspace(1) %197 to i64
  %199 = and i64 %198, 7
  %200 = icmp eq i64 %199, 0
  %201 = and i1 %97, %200
  %202 = xor i1 %97, %201
  %203 = zext i1 %201 to i32
  %204 = zext i1 %202 to i32
  %205 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %203, ptr addrspace(1) %197, i32 %204, i32 %204, i32 %204, i32 %204, i16 0) #6
  %206 = extractvalue { i16, i16, i16, i16 } %205, 0
  %207 = extractvalue { i16, i16, i16, i16 } %205, 1
  %208 = extractvalue { i16, i16, i16, i16 } %205, 2
  %209 = extractvalue { i16, i16, i16, i16 } %205, 3
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #6
  %210 = lshr i32 %81, 3
  %211 = mul nuw nsw i32 %210, 144
  %212 = and i32 %7, 112
  %213 = add nuw nsw i32 %211, %212
  %214 = shl nuw nsw i32 %7, 3
  %215 = and i32 %214, 8
  %216 = or disjoint i32 %213, %215
  %217 = zext nneg i32 %216 to i64
  %218 = getelementptr i8, ptr addrspace(3) @attention_boxes_smem, i64 %217
  %219 = insertelement <4 x i16> poison, i16 %108, i64 0
  %220 = insertelement <4 x i16> %219, i16 %109, i64 1
  %221 = insertelement <4 x i16> %220, i16 %110, i64 2
  %222 = insertelement <4 x i16> %221, i16 %111, i64 3
  store <4 x i16> %222, ptr addrspace(3) %218, align 8
  %223 = add nuw nsw i32 %213, 1152
  %224 = or disjoint i32 %223, %215
  %225 = zext nneg i32 %224 to i64
  %226 = getelementptr i8, ptr addrspace(3) @attention_boxes_smem, i64 %225
  %227 = insertelement <4 x i16> poison, i16 %122, i64 0
  %228 = insertelement <4 x i16> %227, i16 %123, i64 1
  %229 = insertelement <4 x i16> %228, i16 %124, i64 2
  %230 = insertelement <4 x i16> %229, i16 %125, i64 3
  store <4 x i16> %230, ptr addrspace(3) %226, align 8
  %231 = add nuw nsw i32 %213, 2304
  %232 = or disjoint i32 %231, %215
  %233 = zext nneg i32 %232 to i64
  %234 = getelementptr i8, ptr addrspace(3) @attention_boxes_smem, i64 %233
  %235 = insertelement <4 x i16> poison, i16 %136, i64 0
  %236 = insertelement <4 x i16> %235, i16 %137, i64 1
  %237 = insertelement <4 x i16> %236, i16 %138, i64 2
  %238 = insertelement <4 x i16> %237, i16 %139, i64 3
  store <4 x i16> %238, ptr addrspace(3) %234, align 8
  %239 = add nuw nsw i32 %213, 3456
  %240 = or disjoint i32 %239, %215
  %241 = zext nneg i32 %240 to i64
  %242 = getelementptr i8, ptr addrspace(3) @attention_boxes_smem, i64 %241
  %243 = insertelement <4 x i16> poison, i16 %150, i64 0
  %244 = insertelement <4 x i16> %243, i16 %151, i64 1
  %245 = insertelement <4 x i16> %244, i16 %152, i64 2
  %246 = insertelement <4 x i16> %245, i16 %153, i64 3
  store <4 x i16> %246, ptr addrspace(3) %242, align 8
  %247 = add nuw nsw i32 %213, 4608
  %248 = or disjoint i32 %247, %215
  %249 = zext nneg i32 %248 to i64
  %250 = getelementptr i8, ptr addrspace(3) @attention_boxes_smem, i64 %249
  %251 = insertelement <4 x i16> poison, i16 %164, i64 0
  %252 = insertelement <4 x i16> %251, i16 %165, i64 1
  %253 = insertelement <4 x i16> %252, i16 %166, i64 2
  %254 = insertelement <4 x i16> %253, i16 %167, i64 3
  store <4 x i16> %254, ptr addrspace(3) %250, align 8
  %255 = add nuw nsw i32 %213, 5760
  %256 = or disjoint i32 %255, %215
  %257 = zext nneg i32 %256 to i64
  %258 = getelementptr i8, ptr addrspace(3) @attention_boxes_smem, i64 %257
  %259 = insertelement <4 x i16> poison, i16 %178, i64 0
  %260 = insertelement <4 x i16> %259, i16 %179, i64 1
  %261 = insertelement <4 x i16> %260, i16 %180, i64 2
  %262 = insertelement <4 x i16> %261, i16 %181, i64 3
  store <4 x i16> %262, ptr addrspace(3) %258, align 8
  %263 = add nuw nsw i32 %213, 6912
  %264 = or disjoint i32 %263, %215
  %265 = zext nneg i32 %264 to i64
  %266 = getelementptr i8, ptr addrspace(3) @attention_boxes_smem, i64 %265
  %267 = insertelement <4 x i16> poison, i16 %192, i64 0
  %268 = insertelement <4 x i16> %267, i16 %193, i64 1
  %269 = insertelement <4 x i16> %268, i16 %194, i64 2
  %270 = insertelement <4 x i16> %269, i16 %195, i64 3
  store <4 x i16> %270, ptr addrspace(3) %266, align 8
  %271 = add nuw nsw i32 %213, 8064
  %272 = or disjoint i32 %271, %215
  %273 = zext nneg i32 %272 to i64
  %274 = getelementptr i8, ptr addrspace(3) @attention_boxes_smem, i64 %273
  %275 = insertelement <4 x i16> poison, i16 %206, i64 0
  %276 = insertelement <4 x i16> %275, i16 %207, i64 1
  %277 = insertelement <4 x i16> %276, i16 %208, i64 2
  %278 = insertelement <4 x i16> %277, i16 %209, i64 3
  store <4 x i16> %278, ptr addrspace(3) %274, align 8
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #6
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #6
  %279 = icmp sgt i32 %4, 0
  br i1 %279, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %55
  %.pre = lshr i32 %7, 2
  %.pre112 = and i32 %.pre, 7
  %.pre114 = lshr i32 %7, 1
  %.pre116 = and i32 %.pre114, 48
  %.pre118 = or disjoint i32 %.pre116, %.pre112
  %.pre120 = zext nneg i32 %.pre118 to i64
  %.pre122 = and i32 %7, 63
  %.pre124 = zext nneg i32 %.pre122 to i64
  %.pre126 = shl nuw nsw i32 %7, 1
  %.pre128 = and i32 %.pre126, 6
  br label %._crit_edge

.lr.ph:                                           ; preds = %55
  %280 = lshr exact i64 ptrtoint (ptr addrspace(3) @attention_boxes_smem to i64), 4
  %281 = and i64 %280, 16383
  %282 = or disjoint i64 %281, 309238235136
  %283 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_boxes_smem, i64 288) to i64), 4
  %284 = and i64 %283, 16383
  %285 = or disjoint i64 %284, 309238235136
  %286 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_boxes_smem, i64 576) to i64), 4
  %287 = and i64 %286, 16383
  %288 = or disjoint i64 %287, 309238235136
  %289 = lshr exact i64 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_boxes_smem, i64 864) to i64), 4
  %290 = and i64 %289, 16383
  %291 = or disjoint i64 %290, 309238235136
  %292 = shl nuw nsw i32 %7, 1
  %293 = and i32 %292, 6
  %294 = lshr i32 %7, 2
  %295 = and i32 %294, 7
  %296 = lshr i32 %7, 1
  %297 = and i32 %296, 48
  %298 = or disjoint i32 %297, %295
  %299 = zext nneg i32 %298 to i64
  %300 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_boxes_smem, i64 9216), i64 %299
  %301 = getelementptr i8, ptr addrspace(3) %300, i64 32
  %302 = and i32 %7, 63
  %303 = zext nneg i32 %302 to i64
  %304 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_boxes_smem, i64 9216), i64 %303
  br label %305

305:                                              ; preds = %.lr.ph, %355
  %306 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %686, %355 ]
  %307 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %685, %355 ]
  %308 = phi float [ 0.000000e+00, %.lr.ph ], [ %1103, %355 ]
  %309 = phi float [ 0.000000e+00, %.lr.ph ], [ %1102, %355 ]
  %310 = phi float [ 0.000000e+00, %.lr.ph ], [ %1101, %355 ]
  %311 = phi float [ 0.000000e+00, %.lr.ph ], [ %1100, %355 ]
  %312 = phi float [ 0.000000e+00, %.lr.ph ], [ %1099, %355 ]
  %313 = phi float [ 0.000000e+00, %.lr.ph ], [ %1098, %355 ]
  %314 = phi float [ 0.000000e+00, %.lr.ph ], [ %1097, %355 ]
  %315 = phi float [ 0.000000e+00, %.lr.ph ], [ %1096, %355 ]
  %316 = phi float [ 0.000000e+00, %.lr.ph ], [ %1095, %355 ]
  %317 = phi float [ 0.000000e+00, %.lr.ph ], [ %1094, %355 ]
  %318 = phi float [ 0.000000e+00, %.lr.ph ], [ %1093, %355 ]
  %319 = phi float [ 0.000000e+00, %.lr.ph ], [ %1092, %355 ]
  %320 = phi float [ 0.000000e+00, %.lr.ph ], [ %1091, %355 ]
  %321 = phi float [ 0.000000e+00, %.lr.ph ], [ %1090, %355 ]
  %322 = phi float [ 0.000000e+00, %.lr.ph ], [ %1089, %355 ]
  %323 = phi float [ 0.000000e+00, %.lr.ph ], [ %1088, %355 ]
  %324 = phi float [ 0.000000e+00, %.lr.ph ], [ %1087, %355 ]
  %325 = phi float [ 0.000000e+00, %.lr.ph ], [ %1086, %355 ]
  %326 = phi float [ 0.000000e+00, %.lr.ph ], [ %1085, %355 ]
  %327 = phi float [ 0.000000e+00, %.lr.ph ], [ %1084, %355 ]
  %328 = phi float [ 0.000000e+00, %.lr.ph ], [ %1083, %355 ]
  %329 = phi float [ 0.000000e+00, %.lr.ph ], [ %1082, %355 ]
  %330 = phi float [ 0.000000e+00, %.lr.ph ], [ %1081, %355 ]
  %331 = phi float [ 0.000000e+00, %.lr.ph ], [ %1080, %355 ]
  %332 = phi float [ 0.000000e+00, %.lr.ph ], [ %1079, %355 ]
  %333 = phi float [ 0.000000e+00, %.lr.ph ], [ %1078, %355 ]
  %334 = phi float [ 0.000000e+00, %.lr.ph ], [ %1077, %355 ]
  %335 = phi float [ 0.000000e+00, %.lr.ph ], [ %1076, %355 ]
  %336 = phi float [ 0.000000e+00, %.lr.ph ], [ %1075, %355 ]
  %337 = phi float [ 0.000000e+00, %.lr.ph ], [ %1074, %355 ]
  %338 = phi float [ 0.000000e+00, %.lr.ph ], [ %1073, %355 ]
  %339 = phi float [ 0.000000e+00, %.lr.ph ], [ %1072, %355 ]
  %340 = phi float [ 0.000000e+00, %.lr.ph ], [ %805, %355 ]
  %341 = phi float [ 0.000000e+00, %.lr.ph ], [ %804, %355 ]
  %342 = phi i32 [ 0, %.lr.ph ], [ %1107, %355 ]
  %343 = lshr exact i32 %342, 6
  %344 = urem i32 %343, 3
  %345 = udiv i32 %342, 192
  %346 = and i32 %345, 1
  %347 = shl nuw nsw i32 %344, 7
  %348 = zext nneg i32 %347 to i64
  %349 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_dsmem, i64 49152), i64 %348
  %350 = ptrtoint ptr addrspace(3) %349 to i64
  %351 = trunc i64 %350 to i32
  br label %352

352:                                              ; preds = %352, %305
  %353 = tail call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %351, i32 %346) #6
  %354 = icmp eq i32 %353, 0
  br i1 %354, label %352, label %355

355:                                              ; preds = %352
  %356 = shl nuw nsw i32 %344, 13
  %357 = zext nneg i32 %356 to i64
  %358 = getelementptr i8, ptr addrspace(3) @attention_boxes_dsmem, i64 %357
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %359 = ptrtoint ptr addrspace(3) %358 to i64
  %360 = lshr exact i64 %359, 4
  %361 = and i64 %360, 16320
  %362 = or disjoint i64 %361, 4611686293305360384
  %363 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %282, i64 %362, i32 1, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00) #6
  %364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 0
  %365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 1
  %366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 2
  %367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 3
  %368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 4
  %369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 5
  %370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 6
  %371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 7
  %372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 8
  %373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 9
  %374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 10
  %375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 11
  %376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 12
  %377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 13
  %378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 14
  %379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 15
  %380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 16
  %381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 17
  %382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 18
  %383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 19
  %384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 20
  %385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 21
  %386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 22
  %387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 23
  %388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 24
  %389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 25
  %390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 26
  %391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 27
  %392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 28
  %393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 29
  %394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 30
  %395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 31
  %396 = getelementptr i8, ptr addrspace(3) %358, i64 32
  %397 = ptrtoint ptr addrspace(3) %396 to i64
  %398 = lshr exact i64 %397, 4
  %399 = and i64 %398, 16383
  %400 = or disjoint i64 %399, 4611686293305360384
  %401 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %285, i64 %400, i32 1, float %364, float %365, float %366, float %367, float %368, float %369, float %370, float %371, float %372, float %373, float %374, float %375, float %376, float %377, float %378, float %379, float %380, float %381, float %382, float %383, float %384, float %385, float %386, float %387, float %388, float %389, float %390, float %391, float %392, float %393, float %394, float %395) #6
  %402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 0
  %403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 1
  %404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 2
  %405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 3
  %406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 4
  %407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 5
  %408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 6
  %409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 7
  %410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 8
  %411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 9
  %412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 10
  %413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 11
  %414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 12
  %415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 13
  %416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 14
  %417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 15
  %418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 16
  %419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 17
  %420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 18
  %421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 19
  %422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 20
  %423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 21
  %424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 22
  %425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 23
  %426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 24
  %427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 25
  %428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 26
  %429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 27
  %430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 28
  %431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 29
  %432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 30
  %433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %401, 31
  %434 = getelementptr i8, ptr addrspace(3) %358, i64 64
  %435 = ptrtoint ptr addrspace(3) %434 to i64
  %436 = lshr exact i64 %435, 4
  %437 = and i64 %436, 16383
  %438 = or disjoint i64 %437, 4611686293305360384
  %439 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %288, i64 %438, i32 1, float %402, float %403, float %404, float %405, float %406, float %407, float %408, float %409, float %410, float %411, float %412, float %413, float %414, float %415, float %416, float %417, float %418, float %419, float %420, float %421, float %422, float %423, float %424, float %425, float %426, float %427, float %428, float %429, float %430, float %431, float %432, float %433) #6
  %440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 0
  %441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 1
  %442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 2
  %443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 3
  %444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 4
  %445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 5
  %446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 6
  %447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 7
  %448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 8
  %449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 9
  %450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 10
  %451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 11
  %452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 12
  %453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 13
  %454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 14
  %455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 15
  %456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 16
  %457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 17
  %458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 18
  %459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 19
  %460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 20
  %461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 21
  %462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 22
  %463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 23
  %464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 24
  %465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 25
  %466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 26
  %467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 27
  %468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 28
  %469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 29
  %470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 30
  %471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %439, 31
  %472 = getelementptr i8, ptr addrspace(3) %358, i64 96
  %473 = ptrtoint ptr addrspace(3) %472 to i64
  %474 = lshr exact i64 %473, 4
  %475 = and i64 %474, 16383
  %476 = or disjoint i64 %475, 4611686293305360384
  %477 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %291, i64 %476, i32 1, float %440, float %441, float %442, float %443, float %444, float %445, float %446, float %447, float %448, float %449, float %450, float %451, float %452, float %453, float %454, float %455, float %456, float %457, float %458, float %459, float %460, float %461, float %462, float %463, float %464, float %465, float %466, float %467, float %468, float %469, float %470, float %471) #6
  %478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 0
  %479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 1
  %480 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 2
  %481 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 3
  %482 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 4
  %483 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 5
  %484 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 6
  %485 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 7
  %486 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 8
  %487 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 9
  %488 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 10
  %489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 11
  %490 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 12
  %491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 13
  %492 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 14
  %493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 15
  %494 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 16
  %495 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 17
  %496 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 18
  %497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 19
  %498 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 20
  %499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 21
  %500 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 22
  %501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 23
  %502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 24
  %503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 25
  %504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 26
  %505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 27
  %506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 28
  %507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 29
  %508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 30
  %509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %477, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %510 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %478, float %479, float %480, float %481, float %482, float %483, float %484, float %485, float %486, float %487, float %488, float %489, float %490, float %491, float %492, float %493, float %494, float %495, float %496, float %497, float %498, float %499, float %500, float %501, float %502, float %503, float %504, float %505, float %506, float %507, float %508, float %509) #6
  %511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 0
  %512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 1
  %513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 2
  %514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 3
  %515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 4
  %516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 5
  %517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 6
  %518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 7
  %519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 8
  %520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 9
  %521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 10
  %522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 11
  %523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 12
  %524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 13
  %525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 14
  %526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 15
  %527 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 16
  %528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 17
  %529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 18
  %530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 19
  %531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 20
  %532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 21
  %533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 22
  %534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 23
  %535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 24
  %536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 25
  %537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 26
  %538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 27
  %539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 28
  %540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 29
  %541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 30
  %542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %510, 31
  %543 = fmul float %13, %511
  %544 = fmul float %13, %512
  %545 = fmul float %13, %513
  %546 = fmul float %13, %514
  %547 = fmul float %13, %515
  %548 = fmul float %13, %516
  %549 = fmul float %13, %517
  %550 = fmul float %13, %518
  %551 = fmul float %13, %519
  %552 = fmul float %13, %520
  %553 = fmul float %13, %521
  %554 = fmul float %13, %522
  %555 = fmul float %13, %523
  %556 = fmul float %13, %524
  %557 = fmul float %13, %525
  %558 = fmul float %13, %526
  %559 = fmul float %13, %527
  %560 = fmul float %13, %528
  %561 = fmul float %13, %529
  %562 = fmul float %13, %530
  %563 = fmul float %13, %531
  %564 = fmul float %13, %532
  %565 = fmul float %13, %533
  %566 = fmul float %13, %534
  %567 = fmul float %13, %535
  %568 = fmul float %13, %536
  %569 = fmul float %13, %537
  %570 = fmul float %13, %538
  %571 = fmul float %13, %539
  %572 = fmul float %13, %540
  %573 = fmul float %13, %541
  %574 = fmul float %13, %542
  %575 = or disjoint i32 %342, %293
  %576 = icmp slt i32 %575, %4
  %577 = or disjoint i32 %575, 1
  %578 = icmp slt i32 %577, %4
  %579 = or disjoint i32 %575, 8
  %580 = icmp slt i32 %579, %4
  %581 = or disjoint i32 %575, 9
  %582 = icmp slt i32 %581, %4
  %583 = or disjoint i32 %575, 16
  %584 = icmp slt i32 %583, %4
  %585 = or disjoint i32 %575, 17
  %586 = icmp slt i32 %585, %4
  %587 = or disjoint i32 %575, 24
  %588 = icmp slt i32 %587, %4
  %589 = or disjoint i32 %575, 25
  %590 = icmp slt i32 %589, %4
  %591 = or disjoint i32 %575, 32
  %592 = icmp slt i32 %591, %4
  %593 = or disjoint i32 %575, 33
  %594 = icmp slt i32 %593, %4
  %595 = or disjoint i32 %575, 40
  %596 = icmp slt i32 %595, %4
  %597 = or disjoint i32 %575, 41
  %598 = icmp slt i32 %597, %4
  %599 = or disjoint i32 %575, 48
  %600 = icmp slt i32 %599, %4
  %601 = or disjoint i32 %575, 49
  %602 = icmp slt i32 %601, %4
  %603 = or disjoint i32 %575, 56
  %604 = icmp slt i32 %603, %4
  %605 = or disjoint i32 %575, 57
  %606 = icmp slt i32 %605, %4
  %607 = select i1 %576, float %543, float 0xFFF0000000000000
  %608 = select i1 %578, float %544, float 0xFFF0000000000000
  %609 = select i1 %576, float %545, float 0xFFF0000000000000
  %610 = select i1 %578, float %546, float 0xFFF0000000000000
  %611 = select i1 %580, float %547, float 0xFFF0000000000000
  %612 = select i1 %582, float %548, float 0xFFF0000000000000
  %613 = select i1 %580, float %549, float 0xFFF0000000000000
  %614 = select i1 %582, float %550, float 0xFFF0000000000000
  %615 = select i1 %584, float %551, float 0xFFF0000000000000
  %616 = select i1 %586, float %552, float 0xFFF0000000000000
  %617 = select i1 %584, float %553, float 0xFFF0000000000000
  %618 = select i1 %586, float %554, float 0xFFF0000000000000
  %619 = select i1 %588, float %555, float 0xFFF0000000000000
  %620 = select i1 %590, float %556, float 0xFFF0000000000000
  %621 = select i1 %588, float %557, float 0xFFF0000000000000
  %622 = select i1 %590, float %558, float 0xFFF0000000000000
  %623 = select i1 %592, float %559, float 0xFFF0000000000000
  %624 = select i1 %594, float %560, float 0xFFF0000000000000
  %625 = select i1 %592, float %561, float 0xFFF0000000000000
  %626 = select i1 %594, float %562, float 0xFFF0000000000000
  %627 = select i1 %596, float %563, float 0xFFF0000000000000
  %628 = select i1 %598, float %564, float 0xFFF0000000000000
  %629 = select i1 %596, float %565, float 0xFFF0000000000000
  %630 = select i1 %598, float %566, float 0xFFF0000000000000
  %631 = select i1 %600, float %567, float 0xFFF0000000000000
  %632 = select i1 %602, float %568, float 0xFFF0000000000000
  %633 = select i1 %600, float %569, float 0xFFF0000000000000
  %634 = select i1 %602, float %570, float 0xFFF0000000000000
  %635 = select i1 %604, float %571, float 0xFFF0000000000000
  %636 = select i1 %606, float %572, float 0xFFF0000000000000
  %637 = select i1 %604, float %573, float 0xFFF0000000000000
  %638 = select i1 %606, float %574, float 0xFFF0000000000000
  %639 = tail call float @llvm.maxnum.f32(float %607, float %608)
  %640 = tail call float @llvm.maxnum.f32(float %609, float %610)
  %641 = tail call float @llvm.maxnum.f32(float %639, float %611)
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
  %667 = tail call float @llvm.maxnum.f32(float %664, float %637)
  %668 = tail call float @llvm.maxnum.f32(float %667, float %638)
  %669 = bitcast float %666 to i32
  %670 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %669, i32 2, i32 31)
  %671 = bitcast i32 %670 to float
  %672 = tail call float @llvm.maxnum.f32(float %666, float %671)
  %673 = bitcast float %668 to i32
  %674 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %673, i32 2, i32 31)
  %675 = bitcast i32 %674 to float
  %676 = tail call float @llvm.maxnum.f32(float %668, float %675)
  %677 = bitcast float %672 to i32
  %678 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %677, i32 1, i32 31)
  %679 = bitcast i32 %678 to float
  %680 = tail call float @llvm.maxnum.f32(float %672, float %679)
  %681 = bitcast float %676 to i32
  %682 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %681, i32 1, i32 31)
  %683 = bitcast i32 %682 to float
  %684 = tail call float @llvm.maxnum.f32(float %676, float %683)
  %685 = tail call float @llvm.maxnum.f32(float %307, float %680)
  %686 = tail call float @llvm.maxnum.f32(float %306, float %684)
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #6
  store float %685, ptr addrspace(3) %300, align 4
  store float %686, ptr addrspace(3) %301, align 4
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #6
  %687 = load float, ptr addrspace(3) %304, align 4
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #6
  store float %687, ptr addrspace(3) %304, align 4
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #6
  %688 = fsub float %607, %685
  %689 = fsub float %608, %685
  %690 = fsub float %609, %686
  %691 = fsub float %610, %686
  %692 = fsub float %611, %685
  %693 = fsub float %612, %685
  %694 = fsub float %613, %686
  %695 = fsub float %614, %686
  %696 = fsub float %615, %685
  %697 = fsub float %616, %685
  %698 = fsub float %617, %686
  %699 = fsub float %618, %686
  %700 = fsub float %619, %685
  %701 = fsub float %620, %685
  %702 = fsub float %621, %686
  %703 = fsub float %622, %686
  %704 = fsub float %623, %685
  %705 = fsub float %624, %685
  %706 = fsub float %625, %686
  %707 = fsub float %626, %686
  %708 = fsub float %627, %685
  %709 = fsub float %628, %685
  %710 = fsub float %629, %686
  %711 = fsub float %630, %686
  %712 = fsub float %631, %685
  %713 = fsub float %632, %685
  %714 = fsub float %633, %686
  %715 = fsub float %634, %686
  %716 = fsub float %635, %685
  %717 = fsub float %636, %685
  %718 = fsub float %637, %686
  %719 = fsub float %638, %686
  %720 = tail call float @llvm.nvvm.ex2.approx.f32(float %688)
  %721 = tail call float @llvm.nvvm.ex2.approx.f32(float %689)
  %722 = tail call float @llvm.nvvm.ex2.approx.f32(float %690)
  %723 = tail call float @llvm.nvvm.ex2.approx.f32(float %691)
  %724 = tail call float @llvm.nvvm.ex2.approx.f32(float %692)
  %725 = tail call float @llvm.nvvm.ex2.approx.f32(float %693)
  %726 = tail call float @llvm.nvvm.ex2.approx.f32(float %694)
  %727 = tail call float @llvm.nvvm.ex2.approx.f32(float %695)
  %728 = tail call float @llvm.nvvm.ex2.approx.f32(float %696)
  %729 = tail call float @llvm.nvvm.ex2.approx.f32(float %697)
  %730 = tail call float @llvm.nvvm.ex2.approx.f32(float %698)
  %731 = tail call float @llvm.nvvm.ex2.approx.f32(float %699)
  %732 = tail call float @llvm.nvvm.ex2.approx.f32(float %700)
  %733 = tail call float @llvm.nvvm.ex2.approx.f32(float %701)
  %734 = tail call float @llvm.nvvm.ex2.approx.f32(float %702)
  %735 = tail call float @llvm.nvvm.ex2.approx.f32(float %703)
  %736 = tail call float @llvm.nvvm.ex2.approx.f32(float %704)
  %737 = tail call float @llvm.nvvm.ex2.approx.f32(float %705)
  %738 = tail call float @llvm.nvvm.ex2.approx.f32(float %706)
  %739 = tail call float @llvm.nvvm.ex2.approx.f32(float %707)
  %740 = tail call float @llvm.nvvm.ex2.approx.f32(float %708)
  %741 = tail call float @llvm.nvvm.ex2.approx.f32(float %709)
  %742 = tail call float @llvm.nvvm.ex2.approx.f32(float %710)
  %743 = tail call float @llvm.nvvm.ex2.approx.f32(float %711)
  %744 = tail call float @llvm.nvvm.ex2.approx.f32(float %712)
  %745 = tail call float @llvm.nvvm.ex2.approx.f32(float %713)
  %746 = tail call float @llvm.nvvm.ex2.approx.f32(float %714)
  %747 = tail call float @llvm.nvvm.ex2.approx.f32(float %715)
  %748 = tail call float @llvm.nvvm.ex2.approx.f32(float %716)
  %749 = tail call float @llvm.nvvm.ex2.approx.f32(float %717)
  %750 = tail call float @llvm.nvvm.ex2.approx.f32(float %718)
  %751 = tail call float @llvm.nvvm.ex2.approx.f32(float %719)
  %752 = fsub float %307, %685
  %753 = fsub float %306, %686
  %754 = tail call float @llvm.nvvm.ex2.approx.f32(float %752)
  %755 = tail call float @llvm.nvvm.ex2.approx.f32(float %753)
  %756 = fmul float %341, %754
  %757 = fmul float %340, %755
  %758 = fadd float %720, %721
  %759 = fadd float %722, %723
  %760 = fadd float %758, %724
  %761 = fadd float %760, %725
  %762 = fadd float %759, %726
  %763 = fadd float %762, %727
  %764 = fadd float %761, %728
  %765 = fadd float %764, %729
  %766 = fadd float %763, %730
  %767 = fadd float %766, %731
  %768 = fadd float %765, %732
  %769 = fadd float %768, %733
  %770 = fadd float %767, %734
  %771 = fadd float %770, %735
  %772 = fadd float %769, %736
  %773 = fadd float %772, %737
  %774 = fadd float %771, %738
  %775 = fadd float %774, %739
  %776 = fadd float %773, %740
  %777 = fadd float %776, %741
  %778 = fadd float %775, %742
  %779 = fadd float %778, %743
  %780 = fadd float %777, %744
  %781 = fadd float %780, %745
  %782 = fadd float %779, %746
  %783 = fadd float %782, %747
  %784 = fadd float %781, %748
  %785 = fadd float %784, %749
  %786 = fadd float %783, %750
  %787 = fadd float %786, %751
  %788 = bitcast float %785 to i32
  %789 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %788, i32 2, i32 31)
  %790 = bitcast i32 %789 to float
  %791 = fadd float %785, %790
  %792 = bitcast float %787 to i32
  %793 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %792, i32 2, i32 31)
  %794 = bitcast i32 %793 to float
  %795 = fadd float %787, %794
  %796 = bitcast float %791 to i32
  %797 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %796, i32 1, i32 31)
  %798 = bitcast i32 %797 to float
  %799 = fadd float %791, %798
  %800 = bitcast float %795 to i32
  %801 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %800, i32 1, i32 31)
  %802 = bitcast i32 %801 to float
  %803 = fadd float %795, %802
  %804 = fadd float %756, %799
  %805 = fadd float %757, %803
  %806 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_dsmem, i64 24576), i64 %357
  %807 = fptrunc float %720 to bfloat
  %808 = fptrunc float %721 to bfloat
  %809 = fptrunc float %722 to bfloat
  %810 = fptrunc float %723 to bfloat
  %811 = fptrunc float %724 to bfloat
  %812 = fptrunc float %725 to bfloat
  %813 = fptrunc float %726 to bfloat
  %814 = fptrunc float %727 to bfloat
  %815 = fptrunc float %728 to bfloat
  %816 = fptrunc float %729 to bfloat
  %817 = fptrunc float %730 to bfloat
  %818 = fptrunc float %731 to bfloat
  %819 = fptrunc float %732 to bfloat
  %820 = fptrunc float %733 to bfloat
  %821 = fptrunc float %734 to bfloat
  %822 = fptrunc float %735 to bfloat
  %823 = fptrunc float %736 to bfloat
  %824 = fptrunc float %737 to bfloat
  %825 = fptrunc float %738 to bfloat
  %826 = fptrunc float %739 to bfloat
  %827 = fptrunc float %740 to bfloat
  %828 = fptrunc float %741 to bfloat
  %829 = fptrunc float %742 to bfloat
  %830 = fptrunc float %743 to bfloat
  %831 = fptrunc float %744 to bfloat
  %832 = fptrunc float %745 to bfloat
  %833 = fptrunc float %746 to bfloat
  %834 = fptrunc float %747 to bfloat
  %835 = fptrunc float %748 to bfloat
  %836 = fptrunc float %749 to bfloat
  %837 = fptrunc float %750 to bfloat
  %838 = fptrunc float %751 to bfloat
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #6
  store float %754, ptr addrspace(3) %300, align 4
  store float %755, ptr addrspace(3) %301, align 4
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #6
  %839 = load float, ptr addrspace(3) %304, align 4
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #6
  store float %839, ptr addrspace(3) %304, align 4
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #6
  %840 = fmul float %339, %754
  %841 = fmul float %338, %754
  %842 = fmul float %337, %755
  %843 = fmul float %336, %755
  %844 = fmul float %335, %754
  %845 = fmul float %334, %754
  %846 = fmul float %333, %755
  %847 = fmul float %332, %755
  %848 = fmul float %331, %754
  %849 = fmul float %330, %754
  %850 = fmul float %329, %755
  %851 = fmul float %328, %755
  %852 = fmul float %327, %754
  %853 = fmul float %326, %754
  %854 = fmul float %325, %755
  %855 = fmul float %324, %755
  %856 = fmul float %323, %754
  %857 = fmul float %322, %754
  %858 = fmul float %321, %755
  %859 = fmul float %320, %755
  %860 = fmul float %319, %754
  %861 = fmul float %318, %754
  %862 = fmul float %317, %755
  %863 = fmul float %316, %755
  %864 = fmul float %315, %754
  %865 = fmul float %314, %754
  %866 = fmul float %313, %755
  %867 = fmul float %312, %755
  %868 = fmul float %311, %754
  %869 = fmul float %310, %754
  %870 = fmul float %309, %755
  %871 = fmul float %308, %755
  %872 = insertelement <2 x bfloat> poison, bfloat %807, i64 0
  %873 = insertelement <2 x bfloat> %872, bfloat %808, i64 1
  %874 = bitcast <2 x bfloat> %873 to i32
  %875 = insertelement <2 x bfloat> poison, bfloat %809, i64 0
  %876 = insertelement <2 x bfloat> %875, bfloat %810, i64 1
  %877 = bitcast <2 x bfloat> %876 to i32
  %878 = insertelement <2 x bfloat> poison, bfloat %811, i64 0
  %879 = insertelement <2 x bfloat> %878, bfloat %812, i64 1
  %880 = bitcast <2 x bfloat> %879 to i32
  %881 = insertelement <2 x bfloat> poison, bfloat %813, i64 0
  %882 = insertelement <2 x bfloat> %881, bfloat %814, i64 1
  %883 = bitcast <2 x bfloat> %882 to i32
  %884 = insertelement <2 x bfloat> poison, bfloat %815, i64 0
  %885 = insertelement <2 x bfloat> %884, bfloat %816, i64 1
  %886 = bitcast <2 x bfloat> %885 to i32
  %887 = insertelement <2 x bfloat> poison, bfloat %817, i64 0
  %888 = insertelement <2 x bfloat> %887, bfloat %818, i64 1
  %889 = bitcast <2 x bfloat> %888 to i32
  %890 = insertelement <2 x bfloat> poison, bfloat %819, i64 0
  %891 = insertelement <2 x bfloat> %890, bfloat %820, i64 1
  %892 = bitcast <2 x bfloat> %891 to i32
  %893 = insertelement <2 x bfloat> poison, bfloat %821, i64 0
  %894 = insertelement <2 x bfloat> %893, bfloat %822, i64 1
  %895 = bitcast <2 x bfloat> %894 to i32
  %896 = insertelement <2 x bfloat> poison, bfloat %823, i64 0
  %897 = insertelement <2 x bfloat> %896, bfloat %824, i64 1
  %898 = bitcast <2 x bfloat> %897 to i32
  %899 = insertelement <2 x bfloat> poison, bfloat %825, i64 0
  %900 = insertelement <2 x bfloat> %899, bfloat %826, i64 1
  %901 = bitcast <2 x bfloat> %900 to i32
  %902 = insertelement <2 x bfloat> poison, bfloat %827, i64 0
  %903 = insertelement <2 x bfloat> %902, bfloat %828, i64 1
  %904 = bitcast <2 x bfloat> %903 to i32
  %905 = insertelement <2 x bfloat> poison, bfloat %829, i64 0
  %906 = insertelement <2 x bfloat> %905, bfloat %830, i64 1
  %907 = bitcast <2 x bfloat> %906 to i32
  %908 = insertelement <2 x bfloat> poison, bfloat %831, i64 0
  %909 = insertelement <2 x bfloat> %908, bfloat %832, i64 1
  %910 = bitcast <2 x bfloat> %909 to i32
  %911 = insertelement <2 x bfloat> poison, bfloat %833, i64 0
  %912 = insertelement <2 x bfloat> %911, bfloat %834, i64 1
  %913 = bitcast <2 x bfloat> %912 to i32
  %914 = insertelement <2 x bfloat> poison, bfloat %835, i64 0
  %915 = insertelement <2 x bfloat> %914, bfloat %836, i64 1
  %916 = bitcast <2 x bfloat> %915 to i32
  %917 = insertelement <2 x bfloat> poison, bfloat %837, i64 0
  %918 = insertelement <2 x bfloat> %917, bfloat %838, i64 1
  %919 = bitcast <2 x bfloat> %918 to i32
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #6
  %920 = ptrtoint ptr addrspace(3) %806 to i64
  %921 = lshr exact i64 %920, 4
  %922 = and i64 %921, 16320
  %923 = or disjoint i64 %922, 4611686293338849280
  %924 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %874, i32 %877, i32 %880, i32 %883, i64 %923, i32 1, float %840, float %841, float %842, float %843, float %844, float %845, float %846, float %847, float %848, float %849, float %850, float %851, float %852, float %853, float %854, float %855, float %856, float %857, float %858, float %859, float %860, float %861, float %862, float %863, float %864, float %865, float %866, float %867, float %868, float %869, float %870, float %871) #6
  %925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 0
  %926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 1
  %927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 2
  %928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 3
  %929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 4
  %930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 5
  %931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 6
  %932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 7
  %933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 8
  %934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 9
  %935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 10
  %936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 11
  %937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 12
  %938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 13
  %939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 14
  %940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 15
  %941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 16
  %942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 17
  %943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 18
  %944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 19
  %945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 20
  %946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 21
  %947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 22
  %948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 23
  %949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 24
  %950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 25
  %951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 26
  %952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 27
  %953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 28
  %954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 29
  %955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 30
  %956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %924, 31
  %957 = getelementptr i8, ptr addrspace(3) %806, i64 2048
  %958 = ptrtoint ptr addrspace(3) %957 to i64
  %959 = lshr exact i64 %958, 4
  %960 = and i64 %959, 16383
  %961 = or disjoint i64 %960, 4611686293338849280
  %962 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %886, i32 %889, i32 %892, i32 %895, i64 %961, i32 1, float %925, float %926, float %927, float %928, float %929, float %930, float %931, float %932, float %933, float %934, float %935, float %936, float %937, float %938, float %939, float %940, float %941, float %942, float %943, float %944, float %945, float %946, float %947, float %948, float %949, float %950, float %951, float %952, float %953, float %954, float %955, float %956) #6
  %963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 0
  %964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 1
  %965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 2
  %966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 3
  %967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 4
  %968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 5
  %969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 6
  %970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 7
  %971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 8
  %972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 9
  %973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 10
  %974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 11
  %975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 12
  %976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 13
  %977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 14
  %978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 15
  %979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 16
  %980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 17
  %981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 18
  %982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 19
  %983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 20
  %984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 21
  %985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 22
  %986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 23
  %987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 24
  %988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 25
  %989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 26
  %990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 27
  %991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 28
  %992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 29
  %993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 30
  %994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %962, 31
  %995 = getelementptr i8, ptr addrspace(3) %806, i64 4096
  %996 = ptrtoint ptr addrspace(3) %995 to i64
  %997 = lshr exact i64 %996, 4
  %998 = and i64 %997, 16383
  %999 = or disjoint i64 %998, 4611686293338849280
  %1000 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %898, i32 %901, i32 %904, i32 %907, i64 %999, i32 1, float %963, float %964, float %965, float %966, float %967, float %968, float %969, float %970, float %971, float %972, float %973, float %974, float %975, float %976, float %977, float %978, float %979, float %980, float %981, float %982, float %983, float %984, float %985, float %986, float %987, float %988, float %989, float %990, float %991, float %992, float %993, float %994) #6
  %1001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 0
  %1002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 1
  %1003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 2
  %1004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 3
  %1005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 4
  %1006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 5
  %1007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 6
  %1008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 7
  %1009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 8
  %1010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 9
  %1011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 10
  %1012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 11
  %1013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 12
  %1014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 13
  %1015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 14
  %1016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 15
  %1017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 16
  %1018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 17
  %1019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 18
  %1020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 19
  %1021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 20
  %1022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 21
  %1023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 22
  %1024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 23
  %1025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 24
  %1026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 25
  %1027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 26
  %1028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 27
  %1029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 28
  %1030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 29
  %1031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 30
  %1032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 31
  %1033 = getelementptr i8, ptr addrspace(3) %806, i64 6144
  %1034 = ptrtoint ptr addrspace(3) %1033 to i64
  %1035 = lshr exact i64 %1034, 4
  %1036 = and i64 %1035, 16383
  %1037 = or disjoint i64 %1036, 4611686293338849280
  %1038 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $37, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,r,r,r,r,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i32 %910, i32 %913, i32 %916, i32 %919, i64 %1037, i32 1, float %1001, float %1002, float %1003, float %1004, float %1005, float %1006, float %1007, float %1008, float %1009, float %1010, float %1011, float %1012, float %1013, float %1014, float %1015, float %1016, float %1017, float %1018, float %1019, float %1020, float %1021, float %1022, float %1023, float %1024, float %1025, float %1026, float %1027, float %1028, float %1029, float %1030, float %1031, float %1032) #6
  %1039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 0
  %1040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 1
  %1041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 2
  %1042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 3
  %1043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 4
  %1044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 5
  %1045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 6
  %1046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 7
  %1047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 8
  %1048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 9
  %1049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 10
  %1050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 11
  %1051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 12
  %1052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 13
  %1053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 14
  %1054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 15
  %1055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 16
  %1056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 17
  %1057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 18
  %1058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 19
  %1059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 20
  %1060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 21
  %1061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 22
  %1062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 23
  %1063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 24
  %1064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 25
  %1065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 26
  %1066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 27
  %1067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 28
  %1068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 29
  %1069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 30
  %1070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1038, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #6
  %1071 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1039, float %1040, float %1041, float %1042, float %1043, float %1044, float %1045, float %1046, float %1047, float %1048, float %1049, float %1050, float %1051, float %1052, float %1053, float %1054, float %1055, float %1056, float %1057, float %1058, float %1059, float %1060, float %1061, float %1062, float %1063, float %1064, float %1065, float %1066, float %1067, float %1068, float %1069, float %1070) #6
  %1072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 0
  %1073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 1
  %1074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 2
  %1075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 3
  %1076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 4
  %1077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 5
  %1078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 6
  %1079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 7
  %1080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 8
  %1081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 9
  %1082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 10
  %1083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 11
  %1084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 12
  %1085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 13
  %1086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 14
  %1087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 15
  %1088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 16
  %1089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 17
  %1090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 18
  %1091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 19
  %1092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 20
  %1093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 21
  %1094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 22
  %1095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 23
  %1096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 24
  %1097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 25
  %1098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 26
  %1099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 27
  %1100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 28
  %1101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 29
  %1102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 30
  %1103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 31
  %1104 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_boxes_dsmem, i64 49536), i64 %348
  %1105 = ptrtoint ptr addrspace(3) %1104 to i64
  %1106 = trunc i64 %1105 to i32
  tail call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 %1106) #6
  %1107 = add i32 %342, 64
  %1108 = icmp slt i32 %1107, %4
  br i1 %1108, label %305, label %._crit_edge

._crit_edge:                                      ; preds = %355, %.._crit_edge_crit_edge
  %.pre-phi129 = phi i32 [ %.pre128, %.._crit_edge_crit_edge ], [ %293, %355 ]
  %.pre-phi125 = phi i64 [ %.pre124, %.._crit_edge_crit_edge ], [ %303, %355 ]
  %.pre-phi121 = phi i64 [ %.pre120, %.._crit_edge_crit_edge ], [ %299, %355 ]
  %.pre-phi119 = phi i32 [ %.pre118, %.._crit_edge_crit_edge ], [ %298, %355 ]
  %.lcssa39 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %804, %355 ]
  %.lcssa38 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %805, %355 ]
  %.lcssa37 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1072, %355 ]
  %.lcssa36 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1073, %355 ]
  %.lcssa35 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1074, %355 ]
  %.lcssa34 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1075, %355 ]
  %.lcssa33 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1076, %355 ]
  %.lcssa32 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1077, %355 ]
  %.lcssa31 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1078, %355 ]
  %.lcssa30 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1079, %355 ]
  %.lcssa29 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1080, %355 ]
  %.lcssa28 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1081, %355 ]
  %.lcssa27 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1082, %355 ]
  %.lcssa26 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1083, %355 ]
  %.lcssa25 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1084, %355 ]
  %.lcssa24 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1085, %355 ]
  %.lcssa23 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1086, %355 ]
  %.lcssa22 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1087, %355 ]
  %.lcssa21 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1088, %355 ]
  %.lcssa20 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1089, %355 ]
  %.lcssa19 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1090, %355 ]
  %.lcssa18 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1091, %355 ]
  %.lcssa17 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1092, %355 ]
  %.lcssa16 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1093, %355 ]
  %.lcssa15 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1094, %355 ]
  %.lcssa14 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1095, %355 ]
  %.lcssa13 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1096, %355 ]
  %.lcssa12 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1097, %355 ]
  %.lcssa11 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1098, %355 ]
  %.lcssa10 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1099, %355 ]
  %.lcssa9 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1100, %355 ]
  %.lcssa8 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1101, %355 ]
  %.lcssa7 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1102, %355 ]
  %.lcssa6 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %1103, %355 ]
  %.lcssa5 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %685, %355 ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %686, %355 ]
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #6
  %1109 = getelementptr float, ptr addrspace(3) @attention_boxes_smem, i64 %.pre-phi121
  store float %.lcssa5, ptr addrspace(3) %1109, align 4
  %1110 = or disjoint i32 %.pre-phi119, 8
  %1111 = zext nneg i32 %1110 to i64
  %1112 = getelementptr float, ptr addrspace(3) @attention_boxes_smem, i64 %1111
  store float %.lcssa, ptr addrspace(3) %1112, align 4
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #6
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #6
  store float %.lcssa39, ptr addrspace(3) %1109, align 4
  store float %.lcssa38, ptr addrspace(3) %1112, align 4
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #6
  %1113 = getelementptr float, ptr addrspace(3) @attention_boxes_smem, i64 %.pre-phi125
  %1114 = load float, ptr addrspace(3) %1113, align 4
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #6
  store float %1114, ptr addrspace(3) %1113, align 4
  tail call void asm sideeffect "bar.sync 8, 128;", "~{memory}"() #6
  %1115 = fdiv float %.lcssa37, %.lcssa39
  %1116 = fdiv float %.lcssa36, %.lcssa39
  %1117 = fdiv float %.lcssa35, %.lcssa38
  %1118 = fdiv float %.lcssa34, %.lcssa38
  %1119 = fdiv float %.lcssa33, %.lcssa39
  %1120 = fdiv float %.lcssa32, %.lcssa39
  %1121 = fdiv float %.lcssa31, %.lcssa38
  %1122 = fdiv float %.lcssa30, %.lcssa38
  %1123 = fdiv float %.lcssa29, %.lcssa39
  %1124 = fdiv float %.lcssa28, %.lcssa39
  %1125 = fdiv float %.lcssa27, %.lcssa38
  %1126 = fdiv float %.lcssa26, %.lcssa38
  %1127 = fdiv float %.lcssa25, %.lcssa39
  %1128 = fdiv float %.lcssa24, %.lcssa39
  %1129 = fdiv float %.lcssa23, %.lcssa38
  %1130 = fdiv float %.lcssa22, %.lcssa38
  %1131 = fdiv float %.lcssa21, %.lcssa39
  %1132 = fdiv float %.lcssa20, %.lcssa39
  %1133 = fdiv float %.lcssa19, %.lcssa38
  %1134 = fdiv float %.lcssa18, %.lcssa38
  %1135 = fdiv float %.lcssa17, %.lcssa39
  %1136 = fdiv float %.lcssa16, %.lcssa39
  %1137 = fdiv float %.lcssa15, %.lcssa38
  %1138 = fdiv float %.lcssa14, %.lcssa38
  %1139 = fdiv float %.lcssa13, %.lcssa39
  %1140 = fdiv float %.lcssa12, %.lcssa39
  %1141 = fdiv float %.lcssa11, %.lcssa38
  %1142 = fdiv float %.lcssa10, %.lcssa38
  %1143 = fdiv float %.lcssa9, %.lcssa39
  %1144 = fdiv float %.lcssa8, %.lcssa39
  %1145 = fdiv float %.lcssa7, %.lcssa38
  %1146 = fdiv float %.lcssa6, %.lcssa38
  %1147 = fptrunc float %1115 to bfloat
  %1148 = fptrunc float %1116 to bfloat
  %1149 = fptrunc float %1117 to bfloat
  %1150 = fptrunc float %1118 to bfloat
  %1151 = fptrunc float %1119 to bfloat
  %1152 = fptrunc float %1120 to bfloat
  %1153 = fptrunc float %1121 to bfloat
  %1154 = fptrunc float %1122 to bfloat
  %1155 = fptrunc float %1123 to bfloat
  %1156 = fptrunc float %1124 to bfloat
  %1157 = fptrunc float %1125 to bfloat
  %1158 = fptrunc float %1126 to bfloat
  %1159 = fptrunc float %1127 to bfloat
  %1160 = fptrunc float %1128 to bfloat
  %1161 = fptrunc float %1129 to bfloat
  %1162 = fptrunc float %1130 to bfloat
  %1163 = fptrunc float %1131 to bfloat
  %1164 = fptrunc float %1132 to bfloat
  %1165 = fptrunc float %1133 to bfloat
  %1166 = fptrunc float %1134 to bfloat
  %1167 = fptrunc float %1135 to bfloat
  %1168 = fptrunc float %1136 to bfloat
  %1169 = fptrunc float %1137 to bfloat
  %1170 = fptrunc float %1138 to bfloat
  %1171 = fptrunc float %1139 to bfloat
  %1172 = fptrunc float %1140 to bfloat
  %1173 = fptrunc float %1141 to bfloat
  %1174 = fptrunc float %1142 to bfloat
  %1175 = fptrunc float %1143 to bfloat
  %1176 = fptrunc float %1144 to bfloat
  %1177 = fptrunc float %1145 to bfloat
  %1178 = fptrunc float %1146 to bfloat
  %1179 = or disjoint i32 %.pre-phi119, %12
  %1180 = add i32 %11, %1179
  %1181 = shl i32 %1180, 6
  %1182 = or disjoint i32 %1181, %.pre-phi129
  %1183 = sext i32 %1182 to i64
  %1184 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1183
  %1185 = icmp slt i32 %1179, %4
  %1186 = ptrtoint ptr addrspace(1) %1184 to i64
  %1187 = and i64 %1186, 3
  %1188 = icmp eq i64 %1187, 0
  %1189 = and i1 %1185, %1188
  %1190 = xor i1 %1185, %1189
  %1191 = zext i1 %1189 to i32
  %1192 = bitcast bfloat %1147 to i16
  %1193 = bitcast bfloat %1148 to i16
  %1194 = zext i1 %1190 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1191, i16 %1192, i16 %1193, ptr addrspace(1) %1184, i32 %1194, i32 %1194) #6
  %1195 = or disjoint i32 %1110, %12
  %1196 = add i32 %11, %1195
  %1197 = shl i32 %1196, 6
  %1198 = or disjoint i32 %1197, %.pre-phi129
  %1199 = sext i32 %1198 to i64
  %1200 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1199
  %1201 = icmp slt i32 %1195, %4
  %1202 = ptrtoint ptr addrspace(1) %1200 to i64
  %1203 = and i64 %1202, 3
  %1204 = icmp eq i64 %1203, 0
  %1205 = and i1 %1201, %1204
  %1206 = xor i1 %1201, %1205
  %1207 = zext i1 %1205 to i32
  %1208 = bitcast bfloat %1149 to i16
  %1209 = bitcast bfloat %1150 to i16
  %1210 = zext i1 %1206 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1207, i16 %1208, i16 %1209, ptr addrspace(1) %1200, i32 %1210, i32 %1210) #6
  %1211 = or disjoint i32 %.pre-phi129, 8
  %1212 = or disjoint i32 %1181, %1211
  %1213 = sext i32 %1212 to i64
  %1214 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1213
  %1215 = ptrtoint ptr addrspace(1) %1214 to i64
  %1216 = and i64 %1215, 3
  %1217 = icmp eq i64 %1216, 0
  %1218 = and i1 %1185, %1217
  %1219 = xor i1 %1185, %1218
  %1220 = zext i1 %1218 to i32
  %1221 = bitcast bfloat %1151 to i16
  %1222 = bitcast bfloat %1152 to i16
  %1223 = zext i1 %1219 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1220, i16 %1221, i16 %1222, ptr addrspace(1) %1214, i32 %1223, i32 %1223) #6
  %1224 = or disjoint i32 %1197, %1211
  %1225 = sext i32 %1224 to i64
  %1226 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1225
  %1227 = ptrtoint ptr addrspace(1) %1226 to i64
  %1228 = and i64 %1227, 3
  %1229 = icmp eq i64 %1228, 0
  %1230 = and i1 %1201, %1229
  %1231 = xor i1 %1201, %1230
  %1232 = zext i1 %1230 to i32
  %1233 = bitcast bfloat %1153 to i16
  %1234 = bitcast bfloat %1154 to i16
  %1235 = zext i1 %1231 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1232, i16 %1233, i16 %1234, ptr addrspace(1) %1226, i32 %1235, i32 %1235) #6
  %1236 = or disjoint i32 %.pre-phi129, 16
  %1237 = or disjoint i32 %1181, %1236
  %1238 = sext i32 %1237 to i64
  %1239 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1238
  %1240 = ptrtoint ptr addrspace(1) %1239 to i64
  %1241 = and i64 %1240, 3
  %1242 = icmp eq i64 %1241, 0
  %1243 = and i1 %1185, %1242
  %1244 = xor i1 %1185, %1243
  %1245 = zext i1 %1243 to i32
  %1246 = bitcast bfloat %1155 to i16
  %1247 = bitcast bfloat %1156 to i16
  %1248 = zext i1 %1244 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1245, i16 %1246, i16 %1247, ptr addrspace(1) %1239, i32 %1248, i32 %1248) #6
  %1249 = or disjoint i32 %1197, %1236
  %1250 = sext i32 %1249 to i64
  %1251 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1250
  %1252 = ptrtoint ptr addrspace(1) %1251 to i64
  %1253 = and i64 %1252, 3
  %1254 = icmp eq i64 %1253, 0
  %1255 = and i1 %1201, %1254
  %1256 = xor i1 %1201, %1255
  %1257 = zext i1 %1255 to i32
  %1258 = bitcast bfloat %1157 to i16
  %1259 = bitcast bfloat %1158 to i16
  %1260 = zext i1 %1256 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1257, i16 %1258, i16 %1259, ptr addrspace(1) %1251, i32 %1260, i32 %1260) #6
  %1261 = or disjoint i32 %.pre-phi129, 24
  %1262 = or disjoint i32 %1181, %1261
  %1263 = sext i32 %1262 to i64
  %1264 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1263
  %1265 = ptrtoint ptr addrspace(1) %1264 to i64
  %1266 = and i64 %1265, 3
  %1267 = icmp eq i64 %1266, 0
  %1268 = and i1 %1185, %1267
  %1269 = xor i1 %1185, %1268
  %1270 = zext i1 %1268 to i32
  %1271 = bitcast bfloat %1159 to i16
  %1272 = bitcast bfloat %1160 to i16
  %1273 = zext i1 %1269 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1270, i16 %1271, i16 %1272, ptr addrspace(1) %1264, i32 %1273, i32 %1273) #6
  %1274 = or disjoint i32 %1197, %1261
  %1275 = sext i32 %1274 to i64
  %1276 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1275
  %1277 = ptrtoint ptr addrspace(1) %1276 to i64
  %1278 = and i64 %1277, 3
  %1279 = icmp eq i64 %1278, 0
  %1280 = and i1 %1201, %1279
  %1281 = xor i1 %1201, %1280
  %1282 = zext i1 %1280 to i32
  %1283 = bitcast bfloat %1161 to i16
  %1284 = bitcast bfloat %1162 to i16
  %1285 = zext i1 %1281 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1282, i16 %1283, i16 %1284, ptr addrspace(1) %1276, i32 %1285, i32 %1285) #6
  %1286 = or disjoint i32 %.pre-phi129, 32
  %1287 = or disjoint i32 %1181, %1286
  %1288 = sext i32 %1287 to i64
  %1289 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1288
  %1290 = ptrtoint ptr addrspace(1) %1289 to i64
  %1291 = and i64 %1290, 3
  %1292 = icmp eq i64 %1291, 0
  %1293 = and i1 %1185, %1292
  %1294 = xor i1 %1185, %1293
  %1295 = zext i1 %1293 to i32
  %1296 = bitcast bfloat %1163 to i16
  %1297 = bitcast bfloat %1164 to i16
  %1298 = zext i1 %1294 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1295, i16 %1296, i16 %1297, ptr addrspace(1) %1289, i32 %1298, i32 %1298) #6
  %1299 = or disjoint i32 %1197, %1286
  %1300 = sext i32 %1299 to i64
  %1301 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1300
  %1302 = ptrtoint ptr addrspace(1) %1301 to i64
  %1303 = and i64 %1302, 3
  %1304 = icmp eq i64 %1303, 0
  %1305 = and i1 %1201, %1304
  %1306 = xor i1 %1201, %1305
  %1307 = zext i1 %1305 to i32
  %1308 = bitcast bfloat %1165 to i16
  %1309 = bitcast bfloat %1166 to i16
  %1310 = zext i1 %1306 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1307, i16 %1308, i16 %1309, ptr addrspace(1) %1301, i32 %1310, i32 %1310) #6
  %1311 = or disjoint i32 %.pre-phi129, 40
  %1312 = or disjoint i32 %1181, %1311
  %1313 = sext i32 %1312 to i64
  %1314 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1313
  %1315 = ptrtoint ptr addrspace(1) %1314 to i64
  %1316 = and i64 %1315, 3
  %1317 = icmp eq i64 %1316, 0
  %1318 = and i1 %1185, %1317
  %1319 = xor i1 %1185, %1318
  %1320 = zext i1 %1318 to i32
  %1321 = bitcast bfloat %1167 to i16
  %1322 = bitcast bfloat %1168 to i16
  %1323 = zext i1 %1319 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1320, i16 %1321, i16 %1322, ptr addrspace(1) %1314, i32 %1323, i32 %1323) #6
  %1324 = or disjoint i32 %1197, %1311
  %1325 = sext i32 %1324 to i64
  %1326 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1325
  %1327 = ptrtoint ptr addrspace(1) %1326 to i64
  %1328 = and i64 %1327, 3
  %1329 = icmp eq i64 %1328, 0
  %1330 = and i1 %1201, %1329
  %1331 = xor i1 %1201, %1330
  %1332 = zext i1 %1330 to i32
  %1333 = bitcast bfloat %1169 to i16
  %1334 = bitcast bfloat %1170 to i16
  %1335 = zext i1 %1331 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1332, i16 %1333, i16 %1334, ptr addrspace(1) %1326, i32 %1335, i32 %1335) #6
  %1336 = or disjoint i32 %.pre-phi129, 48
  %1337 = or disjoint i32 %1181, %1336
  %1338 = sext i32 %1337 to i64
  %1339 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1338
  %1340 = ptrtoint ptr addrspace(1) %1339 to i64
  %1341 = and i64 %1340, 3
  %1342 = icmp eq i64 %1341, 0
  %1343 = and i1 %1185, %1342
  %1344 = xor i1 %1185, %1343
  %1345 = zext i1 %1343 to i32
  %1346 = bitcast bfloat %1171 to i16
  %1347 = bitcast bfloat %1172 to i16
  %1348 = zext i1 %1344 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1345, i16 %1346, i16 %1347, ptr addrspace(1) %1339, i32 %1348, i32 %1348) #6
  %1349 = or disjoint i32 %1197, %1336
  %1350 = sext i32 %1349 to i64
  %1351 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1350
  %1352 = ptrtoint ptr addrspace(1) %1351 to i64
  %1353 = and i64 %1352, 3
  %1354 = icmp eq i64 %1353, 0
  %1355 = and i1 %1201, %1354
  %1356 = xor i1 %1201, %1355
  %1357 = zext i1 %1355 to i32
  %1358 = bitcast bfloat %1173 to i16
  %1359 = bitcast bfloat %1174 to i16
  %1360 = zext i1 %1356 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1357, i16 %1358, i16 %1359, ptr addrspace(1) %1351, i32 %1360, i32 %1360) #6
  %1361 = or disjoint i32 %.pre-phi129, 56
  %1362 = or disjoint i32 %1181, %1361
  %1363 = sext i32 %1362 to i64
  %1364 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1363
  %1365 = ptrtoint ptr addrspace(1) %1364 to i64
  %1366 = and i64 %1365, 3
  %1367 = icmp eq i64 %1366, 0
  %1368 = and i1 %1185, %1367
  %1369 = xor i1 %1185, %1368
  %1370 = zext i1 %1368 to i32
  %1371 = bitcast bfloat %1175 to i16
  %1372 = bitcast bfloat %1176 to i16
  %1373 = zext i1 %1369 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1370, i16 %1371, i16 %1372, ptr addrspace(1) %1364, i32 %1373, i32 %1373) #6
  %1374 = or disjoint i32 %1197, %1361
  %1375 = sext i32 %1374 to i64
  %1376 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1375
  %1377 = ptrtoint ptr addrspace(1) %1376 to i64
  %1378 = and i64 %1377, 3
  %1379 = icmp eq i64 %1378, 0
  %1380 = and i1 %1201, %1379
  %1381 = xor i1 %1201, %1380
  %1382 = zext i1 %1380 to i32
  %1383 = bitcast bfloat %1177 to i16
  %1384 = bitcast bfloat %1178 to i16
  %1385 = zext i1 %1381 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b16 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b16 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b16 [$3+2], $2;\0A}", "r,h,h,l,r,r"(i32 %1382, i16 %1383, i16 %1384, ptr addrspace(1) %1376, i32 %1385, i32 %1385) #6
  br label %.loopexit

.loopexit:                                        ; preds = %.critedge, %.preheader, %._crit_edge
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
declare float @llvm.nvvm.ex2.approx.f32(float) #5

attributes #0 = { nounwind "nvvm.reqntid"="160" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
