; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_tma_smem = internal addrspace(3) global [36880 x i8] undef, align 16
@attention_tma_dsmem = external addrspace(3) global [0 x i8], align 1024

; Function Attrs: nounwind
define ptx_kernel void @attention_tma(ptr addrspace(1) %0, ptr addrspace(1) readnone captures(none) %1, ptr addrspace(1) readnone captures(none) %2, ptr addrspace(1) %3, i32 %4, i32 %5, float %6, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %7, ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %8) local_unnamed_addr #0 {
  %10 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = shl nuw nsw i32 %10, 2
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = mul i32 %4, %13
  %15 = shl i32 %12, 7
  %16 = lshr i32 %10, 4
  %17 = or disjoint i32 %15, %16
  %18 = add i32 %14, %17
  %19 = shl i32 %18, 6
  %20 = or disjoint i32 %17, 16
  %21 = add i32 %14, %20
  %22 = shl i32 %21, 6
  %23 = or disjoint i32 %17, 32
  %24 = add i32 %14, %23
  %25 = shl i32 %24, 6
  %26 = or disjoint i32 %17, 48
  %27 = add i32 %14, %26
  %28 = shl i32 %27, 6
  %29 = or disjoint i32 %17, 64
  %30 = add i32 %14, %29
  %31 = shl i32 %30, 6
  %32 = or disjoint i32 %17, 80
  %33 = add i32 %14, %32
  %34 = shl i32 %33, 6
  %35 = or disjoint i32 %17, 96
  %36 = add i32 %14, %35
  %37 = shl i32 %36, 6
  %38 = or disjoint i32 %17, 112
  %39 = add i32 %14, %38
  %40 = shl i32 %39, 6
  %41 = and i32 %11, 60
  %42 = or disjoint i32 %19, %41
  %43 = or disjoint i32 %22, %41
  %44 = or disjoint i32 %25, %41
  %45 = or disjoint i32 %28, %41
  %46 = or disjoint i32 %31, %41
  %47 = or disjoint i32 %34, %41
  %48 = or disjoint i32 %37, %41
  %49 = or disjoint i32 %40, %41
  %50 = icmp slt i32 %17, %4
  %51 = icmp slt i32 %20, %4
  %52 = icmp slt i32 %23, %4
  %53 = icmp slt i32 %26, %4
  %54 = icmp slt i32 %29, %4
  %55 = icmp slt i32 %32, %4
  %56 = icmp slt i32 %35, %4
  %57 = icmp slt i32 %38, %4
  %58 = sext i32 %42 to i64
  %59 = getelementptr bfloat, ptr addrspace(1) %0, i64 %58
  %60 = ptrtoint ptr addrspace(1) %59 to i64
  %61 = and i64 %60, 7
  %62 = icmp eq i64 %61, 0
  %63 = and i1 %50, %62
  %64 = xor i1 %50, %63
  %65 = zext i1 %63 to i32
  %66 = zext i1 %64 to i32
  %67 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %65, ptr addrspace(1) %59, i32 %66, i32 %66, i32 %66, i32 %66, i16 0) #5
  %68 = extractvalue { i16, i16, i16, i16 } %67, 0
  %69 = extractvalue { i16, i16, i16, i16 } %67, 1
  %70 = extractvalue { i16, i16, i16, i16 } %67, 2
  %71 = extractvalue { i16, i16, i16, i16 } %67, 3
  %72 = sext i32 %43 to i64
  %73 = getelementptr bfloat, ptr addrspace(1) %0, i64 %72
  %74 = ptrtoint ptr addrspace(1) %73 to i64
  %75 = and i64 %74, 7
  %76 = icmp eq i64 %75, 0
  %77 = and i1 %51, %76
  %78 = xor i1 %51, %77
  %79 = zext i1 %77 to i32
  %80 = zext i1 %78 to i32
  %81 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %79, ptr addrspace(1) %73, i32 %80, i32 %80, i32 %80, i32 %80, i16 0) #5
  %82 = extractvalue { i16, i16, i16, i16 } %81, 0
  %83 = extractvalue { i16, i16, i16, i16 } %81, 1
  %84 = extractvalue { i16, i16, i16, i16 } %81, 2
  %85 = extractvalue { i16, i16, i16, i16 } %81, 3
  %86 = sext i32 %44 to i64
  %87 = getelementptr bfloat, ptr addrspace(1) %0, i64 %86
  %88 = ptrtoint ptr addrspace(1) %87 to i64
  %89 = and i64 %88, 7
  %90 = icmp eq i64 %89, 0
  %91 = and i1 %52, %90
  %92 = xor i1 %52, %91
  %93 = zext i1 %91 to i32
  %94 = zext i1 %92 to i32
  %95 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %93, ptr addrspace(1) %87, i32 %94, i32 %94, i32 %94, i32 %94, i16 0) #5
  %96 = extractvalue { i16, i16, i16, i16 } %95, 0
  %97 = extractvalue { i16, i16, i16, i16 } %95, 1
  %98 = extractvalue { i16, i16, i16, i16 } %95, 2
  %99 = extractvalue { i16, i16, i16, i16 } %95, 3
  %100 = sext i32 %45 to i64
  %101 = getelementptr bfloat, ptr addrspace(1) %0, i64 %100
  %102 = ptrtoint ptr addrspace(1) %101 to i64
  %103 = and i64 %102, 7
  %104 = icmp eq i64 %103, 0
  %105 = and i1 %53, %104
  %106 = xor i1 %53, %105
  %107 = zext i1 %105 to i32
  %108 = zext i1 %106 to i32
  %109 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %107, ptr addrspace(1) %101, i32 %108, i32 %108, i32 %108, i32 %108, i16 0) #5
  %110 = extractvalue { i16, i16, i16, i16 } %109, 0
  %111 = extractvalue { i16, i16, i16, i16 } %109, 1
  %112 = extractvalue { i16, i16, i16, i16 } %109, 2
  %113 = extractvalue { i16, i16, i16, i16 } %109, 3
  %114 = sext i32 %46 to i64
  %115 = getelementptr bfloat, ptr addrspace(1) %0, i64 %114
  %116 = ptrtoint ptr addrspace(1) %115 to i64
  %117 = and i64 %116, 7
  %118 = icmp eq i64 %117, 0
  %119 = and i1 %54, %118
  %120 = xor i1 %54, %119
  %121 = zext i1 %119 to i32
  %122 = zext i1 %120 to i32
  %123 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %121, ptr addrspace(1) %115, i32 %122, i32 %122, i32 %122, i32 %122, i16 0) #5
  %124 = extractvalue { i16, i16, i16, i16 } %123, 0
  %125 = extractvalue { i16, i16, i16, i16 } %123, 1
  %126 = extractvalue { i16, i16, i16, i16 } %123, 2
  %127 = extractvalue { i16, i16, i16, i16 } %123, 3
  %128 = sext i32 %47 to i64
  %129 = getelementptr bfloat, ptr addrspace(1) %0, i64 %128
  %130 = ptrtoint ptr addrspace(1) %129 to i64
  %131 = and i64 %130, 7
  %132 = icmp eq i64 %131, 0
  %133 = and i1 %55, %132
  %134 = xor i1 %55, %133
  %135 = zext i1 %133 to i32
  %136 = zext i1 %134 to i32
  %137 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %135, ptr addrspace(1) %129, i32 %136, i32 %136, i32 %136, i32 %136, i16 0) #5
  %138 = extractvalue { i16, i16, i16, i16 } %137, 0
  %139 = extractvalue { i16, i16, i16, i16 } %137, 1
  %140 = extractvalue { i16, i16, i16, i16 } %137, 2
  %141 = extractvalue { i16, i16, i16, i16 } %137, 3
  %142 = sext i32 %48 to i64
  %143 = getelementptr bfloat, ptr addrspace(1) %0, i64 %142
  %144 = ptrtoint ptr addrspace(1) %143 to i64
  %145 = and i64 %144, 7
  %146 = icmp eq i64 %145, 0
  %147 = and i1 %56, %146
  %148 = xor i1 %56, %147
  %149 = zext i1 %147 to i32
  %150 = zext i1 %148 to i32
  %151 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %149, ptr addrspace(1) %143, i32 %150, i32 %150, i32 %150, i32 %150, i16 0) #5
  %152 = extractvalue { i16, i16, i16, i16 } %151, 0
  %153 = extractvalue { i16, i16, i16, i16 } %151, 1
  %154 = extractvalue { i16, i16, i16, i16 } %151, 2
  %155 = extractvalue { i16, i16, i16, i16 } %151, 3
  %156 = sext i32 %49 to i64
  %157 = getelementptr bfloat, ptr addrspace(1) %0, i64 %156
  %158 = ptrtoint ptr addrspace(1) %157 to i64
  %159 = and i64 %158, 7
  %160 = icmp eq i64 %159, 0
  %161 = and i1 %57, %160
  %162 = xor i1 %57, %161
  %163 = zext i1 %161 to i32
  %164 = zext i1 %162 to i32
  %165 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %163, ptr addrspace(1) %157, i32 %164, i32 %164, i32 %164, i32 %164, i16 0) #5
  %166 = extractvalue { i16, i16, i16, i16 } %165, 0
  %167 = extractvalue { i16, i16, i16, i16 } %165, 1
  %168 = extractvalue { i16, i16, i16, i16 } %165, 2
  %169 = extractvalue { i16, i16, i16, i16 } %165, 3
  %170 = fmul float %6, 0x3FF7154760000000
  %171 = icmp eq i32 %10, 0
  br i1 %171, label %172, label %173

172:                                              ; preds = %9
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32), i32 16)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %173

173:                                              ; preds = %172, %9
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %174 = icmp sgt i32 %4, 0
  %175 = and i1 %171, %174
  br i1 %175, label %.critedge, label %.critedge1

.critedge:                                        ; preds = %173
  %176 = ptrtoint ptr %8 to i64
  %177 = ptrtoint ptr %7 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32), i32 16384) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @attention_tma_dsmem to i32), i64 %177, i32 0, i32 %14, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32)) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 16384) to i32), i64 %176, i32 0, i32 %14, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32)) #5
  br label %.critedge1

.critedge1:                                       ; preds = %173, %.critedge
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %178 = lshr i32 %10, 7
  %179 = mul nuw nsw i32 %178, 576
  %180 = lshr i32 %41, 3
  %181 = mul nuw nsw i32 %180, 72
  %182 = shl nuw nsw i32 %16, 3
  %183 = and i32 %182, 56
  %184 = and i32 %11, 4
  %185 = or disjoint i32 %179, %184
  %186 = or disjoint i32 %185, %183
  %187 = add nuw nsw i32 %186, %181
  %188 = shl nuw nsw i32 %187, 1
  %189 = zext nneg i32 %188 to i64
  %190 = getelementptr i8, ptr addrspace(3) @attention_tma_smem, i64 %189
  %191 = insertelement <4 x i16> poison, i16 %68, i64 0
  %192 = insertelement <4 x i16> %191, i16 %69, i64 1
  %193 = insertelement <4 x i16> %192, i16 %70, i64 2
  %194 = insertelement <4 x i16> %193, i16 %71, i64 3
  store <4 x i16> %194, ptr addrspace(3) %190, align 8
  %195 = getelementptr i8, ptr addrspace(3) %190, i64 2304
  %196 = insertelement <4 x i16> poison, i16 %82, i64 0
  %197 = insertelement <4 x i16> %196, i16 %83, i64 1
  %198 = insertelement <4 x i16> %197, i16 %84, i64 2
  %199 = insertelement <4 x i16> %198, i16 %85, i64 3
  store <4 x i16> %199, ptr addrspace(3) %195, align 8
  %200 = getelementptr i8, ptr addrspace(3) %190, i64 4608
  %201 = insertelement <4 x i16> poison, i16 %96, i64 0
  %202 = insertelement <4 x i16> %201, i16 %97, i64 1
  %203 = insertelement <4 x i16> %202, i16 %98, i64 2
  %204 = insertelement <4 x i16> %203, i16 %99, i64 3
  store <4 x i16> %204, ptr addrspace(3) %200, align 8
  %205 = getelementptr i8, ptr addrspace(3) %190, i64 6912
  %206 = insertelement <4 x i16> poison, i16 %110, i64 0
  %207 = insertelement <4 x i16> %206, i16 %111, i64 1
  %208 = insertelement <4 x i16> %207, i16 %112, i64 2
  %209 = insertelement <4 x i16> %208, i16 %113, i64 3
  store <4 x i16> %209, ptr addrspace(3) %205, align 8
  %210 = getelementptr i8, ptr addrspace(3) %190, i64 9216
  %211 = insertelement <4 x i16> poison, i16 %124, i64 0
  %212 = insertelement <4 x i16> %211, i16 %125, i64 1
  %213 = insertelement <4 x i16> %212, i16 %126, i64 2
  %214 = insertelement <4 x i16> %213, i16 %127, i64 3
  store <4 x i16> %214, ptr addrspace(3) %210, align 8
  %215 = getelementptr i8, ptr addrspace(3) %190, i64 11520
  %216 = insertelement <4 x i16> poison, i16 %138, i64 0
  %217 = insertelement <4 x i16> %216, i16 %139, i64 1
  %218 = insertelement <4 x i16> %217, i16 %140, i64 2
  %219 = insertelement <4 x i16> %218, i16 %141, i64 3
  store <4 x i16> %219, ptr addrspace(3) %215, align 8
  %220 = getelementptr i8, ptr addrspace(3) %190, i64 13824
  %221 = insertelement <4 x i16> poison, i16 %152, i64 0
  %222 = insertelement <4 x i16> %221, i16 %153, i64 1
  %223 = insertelement <4 x i16> %222, i16 %154, i64 2
  %224 = insertelement <4 x i16> %223, i16 %155, i64 3
  store <4 x i16> %224, ptr addrspace(3) %220, align 8
  %225 = getelementptr i8, ptr addrspace(3) %190, i64 16128
  %226 = insertelement <4 x i16> poison, i16 %166, i64 0
  %227 = insertelement <4 x i16> %226, i16 %167, i64 1
  %228 = insertelement <4 x i16> %227, i16 %168, i64 2
  %229 = insertelement <4 x i16> %228, i16 %169, i64 3
  store <4 x i16> %229, ptr addrspace(3) %225, align 8
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %174, label %.lr.ph, label %.critedge1.._crit_edge_crit_edge

.critedge1.._crit_edge_crit_edge:                 ; preds = %.critedge1
  %.pre = and i32 %10, 127
  br label %._crit_edge

.lr.ph:                                           ; preds = %.critedge1
  %230 = ptrtoint ptr %8 to i64
  %231 = ptrtoint ptr %7 to i64
  %232 = icmp samesign ult i32 %10, 32
  %233 = lshr exact i32 ptrtoint (ptr addrspace(3) @attention_tma_smem to i32), 4
  %234 = and i32 %233, 16383
  %235 = zext nneg i32 %234 to i64
  %236 = or disjoint i64 %235, 70677982412800
  %237 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) @attention_tma_smem to i32), i32 288), 4
  %238 = and i32 %237, 16383
  %239 = zext nneg i32 %238 to i64
  %240 = or disjoint i64 %239, 70677982412800
  %241 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) @attention_tma_smem to i32), i32 576), 4
  %242 = and i32 %241, 16383
  %243 = zext nneg i32 %242 to i64
  %244 = or disjoint i64 %243, 70677982412800
  %245 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) @attention_tma_smem to i32), i32 864), 4
  %246 = and i32 %245, 16383
  %247 = zext nneg i32 %246 to i64
  %248 = or disjoint i64 %247, 70677982412800
  %249 = lshr i32 %10, 2
  %250 = and i32 %249, 32
  %251 = shl nuw nsw i32 %10, 16
  %252 = and i32 %251, 6291456
  %253 = or disjoint i32 %250, %252
  %254 = or disjoint i32 %250, 8
  %255 = or disjoint i32 %250, 9
  %256 = or disjoint i32 %250, 10
  %257 = or disjoint i32 %250, 11
  %258 = or disjoint i32 %250, 12
  %259 = or disjoint i32 %250, 13
  %260 = or disjoint i32 %250, 14
  %261 = or disjoint i32 %250, 15
  %262 = or disjoint i32 %250, 16
  %263 = or disjoint i32 %250, 17
  %264 = or disjoint i32 %250, 18
  %265 = or disjoint i32 %250, 19
  %266 = or disjoint i32 %250, 20
  %267 = or disjoint i32 %250, 21
  %268 = or disjoint i32 %250, 22
  %269 = or disjoint i32 %250, 23
  %270 = or disjoint i32 %250, 24
  %271 = or disjoint i32 %250, 25
  %272 = or disjoint i32 %250, 26
  %273 = or disjoint i32 %250, 27
  %274 = or disjoint i32 %250, 28
  %275 = or disjoint i32 %250, 29
  %276 = or disjoint i32 %250, 30
  %277 = or i32 %249, 31
  %278 = and i32 %10, 127
  %279 = shl nuw nsw i32 %278, 1
  %280 = or disjoint i32 %279, %178
  %281 = zext nneg i32 %280 to i64
  %282 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432), i64 %281
  %283 = zext nneg i32 %279 to i64
  %284 = getelementptr float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432), i64 %283
  %285 = getelementptr i8, ptr addrspace(3) %284, i64 4
  %286 = lshr i32 %278, 3
  %287 = mul nuw nsw i32 %286, 576
  %288 = lshr exact i32 %250, 3
  %289 = mul nuw nsw i32 %288, 72
  %290 = shl nuw nsw i32 %10, 3
  %291 = and i32 %290, 56
  %292 = add nuw nsw i32 %289, %287
  %293 = add nuw nsw i32 %292, %291
  %294 = zext nneg i32 %293 to i64
  %295 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %294
  %296 = or disjoint i32 %291, 1
  %297 = add nuw nsw i32 %292, %296
  %298 = zext nneg i32 %297 to i64
  %299 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %298
  %300 = or disjoint i32 %291, 2
  %301 = add nuw nsw i32 %292, %300
  %302 = zext nneg i32 %301 to i64
  %303 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %302
  %304 = or disjoint i32 %291, 3
  %305 = add nuw nsw i32 %292, %304
  %306 = zext nneg i32 %305 to i64
  %307 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %306
  %308 = or disjoint i32 %291, 4
  %309 = add nuw nsw i32 %292, %308
  %310 = zext nneg i32 %309 to i64
  %311 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %310
  %312 = or disjoint i32 %291, 5
  %313 = add nuw nsw i32 %292, %312
  %314 = zext nneg i32 %313 to i64
  %315 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %314
  %316 = or disjoint i32 %291, 6
  %317 = add nuw nsw i32 %292, %316
  %318 = zext nneg i32 %317 to i64
  %319 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %318
  %320 = or disjoint i32 %291, 7
  %321 = add nuw nsw i32 %292, %320
  %322 = zext nneg i32 %321 to i64
  %323 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %322
  %324 = lshr exact i32 %254, 3
  %325 = mul nuw nsw i32 %324, 72
  %326 = or disjoint i32 %287, %291
  %327 = add nuw nsw i32 %326, %325
  %328 = zext nneg i32 %327 to i64
  %329 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %328
  %330 = lshr i32 %255, 3
  %331 = mul nuw nsw i32 %330, 72
  %332 = or disjoint i32 %296, %287
  %333 = add nuw nsw i32 %332, %331
  %334 = zext nneg i32 %333 to i64
  %335 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %334
  %336 = lshr i32 %256, 3
  %337 = mul nuw nsw i32 %336, 72
  %338 = or disjoint i32 %300, %287
  %339 = add nuw nsw i32 %338, %337
  %340 = zext nneg i32 %339 to i64
  %341 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %340
  %342 = lshr i32 %257, 3
  %343 = mul nuw nsw i32 %342, 72
  %344 = or disjoint i32 %304, %287
  %345 = add nuw nsw i32 %344, %343
  %346 = zext nneg i32 %345 to i64
  %347 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %346
  %348 = lshr i32 %258, 3
  %349 = mul nuw nsw i32 %348, 72
  %350 = or disjoint i32 %308, %287
  %351 = add nuw nsw i32 %350, %349
  %352 = zext nneg i32 %351 to i64
  %353 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %352
  %354 = lshr i32 %259, 3
  %355 = mul nuw nsw i32 %354, 72
  %356 = or disjoint i32 %312, %287
  %357 = add nuw nsw i32 %356, %355
  %358 = zext nneg i32 %357 to i64
  %359 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %358
  %360 = lshr i32 %260, 3
  %361 = mul nuw nsw i32 %360, 72
  %362 = or disjoint i32 %316, %287
  %363 = add nuw nsw i32 %362, %361
  %364 = zext nneg i32 %363 to i64
  %365 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %364
  %366 = lshr i32 %261, 3
  %367 = mul nuw nsw i32 %366, 72
  %368 = or disjoint i32 %320, %287
  %369 = add nuw nsw i32 %368, %367
  %370 = zext nneg i32 %369 to i64
  %371 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %370
  %372 = lshr exact i32 %262, 3
  %373 = mul nuw nsw i32 %372, 72
  %374 = add nuw nsw i32 %326, %373
  %375 = zext nneg i32 %374 to i64
  %376 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %375
  %377 = lshr i32 %263, 3
  %378 = mul nuw nsw i32 %377, 72
  %379 = add nuw nsw i32 %332, %378
  %380 = zext nneg i32 %379 to i64
  %381 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %380
  %382 = lshr i32 %264, 3
  %383 = mul nuw nsw i32 %382, 72
  %384 = add nuw nsw i32 %338, %383
  %385 = zext nneg i32 %384 to i64
  %386 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %385
  %387 = lshr i32 %265, 3
  %388 = mul nuw nsw i32 %387, 72
  %389 = add nuw nsw i32 %344, %388
  %390 = zext nneg i32 %389 to i64
  %391 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %390
  %392 = lshr i32 %266, 3
  %393 = mul nuw nsw i32 %392, 72
  %394 = add nuw nsw i32 %350, %393
  %395 = zext nneg i32 %394 to i64
  %396 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %395
  %397 = lshr i32 %267, 3
  %398 = mul nuw nsw i32 %397, 72
  %399 = add nuw nsw i32 %356, %398
  %400 = zext nneg i32 %399 to i64
  %401 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %400
  %402 = lshr i32 %268, 3
  %403 = mul nuw nsw i32 %402, 72
  %404 = add nuw nsw i32 %362, %403
  %405 = zext nneg i32 %404 to i64
  %406 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %405
  %407 = lshr i32 %269, 3
  %408 = mul nuw nsw i32 %407, 72
  %409 = add nuw nsw i32 %368, %408
  %410 = zext nneg i32 %409 to i64
  %411 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %410
  %412 = lshr exact i32 %270, 3
  %413 = mul nuw nsw i32 %412, 72
  %414 = add nuw nsw i32 %326, %413
  %415 = zext nneg i32 %414 to i64
  %416 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %415
  %417 = lshr i32 %271, 3
  %418 = mul nuw nsw i32 %417, 72
  %419 = add nuw nsw i32 %332, %418
  %420 = zext nneg i32 %419 to i64
  %421 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %420
  %422 = lshr i32 %272, 3
  %423 = mul nuw nsw i32 %422, 72
  %424 = add nuw nsw i32 %338, %423
  %425 = zext nneg i32 %424 to i64
  %426 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %425
  %427 = lshr i32 %273, 3
  %428 = mul nuw nsw i32 %427, 72
  %429 = add nuw nsw i32 %344, %428
  %430 = zext nneg i32 %429 to i64
  %431 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %430
  %432 = lshr i32 %274, 3
  %433 = mul nuw nsw i32 %432, 72
  %434 = add nuw nsw i32 %350, %433
  %435 = zext nneg i32 %434 to i64
  %436 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %435
  %437 = lshr i32 %275, 3
  %438 = mul nuw nsw i32 %437, 72
  %439 = add nuw nsw i32 %356, %438
  %440 = zext nneg i32 %439 to i64
  %441 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %440
  %442 = lshr i32 %276, 3
  %443 = mul nuw nsw i32 %442, 72
  %444 = add nuw nsw i32 %362, %443
  %445 = zext nneg i32 %444 to i64
  %446 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %445
  %447 = lshr i32 %277, 3
  %448 = mul nuw nsw i32 %447, 72
  %449 = add nuw nsw i32 %368, %448
  %450 = zext nneg i32 %449 to i64
  %451 = getelementptr bfloat, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18448), i64 %450
  %452 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32), i32 16), 4
  %453 = and i32 %452, 16383
  %454 = zext nneg i32 %453 to i64
  %455 = or disjoint i64 %454, 70677982412800
  %456 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32), i32 304), 4
  %457 = and i32 %456, 16383
  %458 = zext nneg i32 %457 to i64
  %459 = or disjoint i64 %458, 70677982412800
  %460 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32), i32 592), 4
  %461 = and i32 %460, 16383
  %462 = zext nneg i32 %461 to i64
  %463 = or disjoint i64 %462, 70677982412800
  %464 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32), i32 880), 4
  %465 = and i32 %464, 16383
  %466 = zext nneg i32 %465 to i64
  %467 = or disjoint i64 %466, 70677982412800
  br label %468

468:                                              ; preds = %.lr.ph, %1077
  %469 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %785, %1077 ]
  %470 = phi float [ 0.000000e+00, %.lr.ph ], [ %1073, %1077 ]
  %471 = phi float [ 0.000000e+00, %.lr.ph ], [ %1071, %1077 ]
  %472 = phi float [ 0.000000e+00, %.lr.ph ], [ %1069, %1077 ]
  %473 = phi float [ 0.000000e+00, %.lr.ph ], [ %1067, %1077 ]
  %474 = phi float [ 0.000000e+00, %.lr.ph ], [ %1065, %1077 ]
  %475 = phi float [ 0.000000e+00, %.lr.ph ], [ %1063, %1077 ]
  %476 = phi float [ 0.000000e+00, %.lr.ph ], [ %1061, %1077 ]
  %477 = phi float [ 0.000000e+00, %.lr.ph ], [ %1059, %1077 ]
  %478 = phi float [ 0.000000e+00, %.lr.ph ], [ %1057, %1077 ]
  %479 = phi float [ 0.000000e+00, %.lr.ph ], [ %1055, %1077 ]
  %480 = phi float [ 0.000000e+00, %.lr.ph ], [ %1053, %1077 ]
  %481 = phi float [ 0.000000e+00, %.lr.ph ], [ %1051, %1077 ]
  %482 = phi float [ 0.000000e+00, %.lr.ph ], [ %1049, %1077 ]
  %483 = phi float [ 0.000000e+00, %.lr.ph ], [ %1047, %1077 ]
  %484 = phi float [ 0.000000e+00, %.lr.ph ], [ %1045, %1077 ]
  %485 = phi float [ 0.000000e+00, %.lr.ph ], [ %1043, %1077 ]
  %486 = phi float [ 0.000000e+00, %.lr.ph ], [ %1041, %1077 ]
  %487 = phi float [ 0.000000e+00, %.lr.ph ], [ %1039, %1077 ]
  %488 = phi float [ 0.000000e+00, %.lr.ph ], [ %1037, %1077 ]
  %489 = phi float [ 0.000000e+00, %.lr.ph ], [ %1035, %1077 ]
  %490 = phi float [ 0.000000e+00, %.lr.ph ], [ %1033, %1077 ]
  %491 = phi float [ 0.000000e+00, %.lr.ph ], [ %1031, %1077 ]
  %492 = phi float [ 0.000000e+00, %.lr.ph ], [ %1029, %1077 ]
  %493 = phi float [ 0.000000e+00, %.lr.ph ], [ %1027, %1077 ]
  %494 = phi float [ 0.000000e+00, %.lr.ph ], [ %1025, %1077 ]
  %495 = phi float [ 0.000000e+00, %.lr.ph ], [ %1023, %1077 ]
  %496 = phi float [ 0.000000e+00, %.lr.ph ], [ %1021, %1077 ]
  %497 = phi float [ 0.000000e+00, %.lr.ph ], [ %1019, %1077 ]
  %498 = phi float [ 0.000000e+00, %.lr.ph ], [ %1017, %1077 ]
  %499 = phi float [ 0.000000e+00, %.lr.ph ], [ %1015, %1077 ]
  %500 = phi float [ 0.000000e+00, %.lr.ph ], [ %1013, %1077 ]
  %501 = phi float [ 0.000000e+00, %.lr.ph ], [ %1011, %1077 ]
  %502 = phi float [ 0.000000e+00, %.lr.ph ], [ %887, %1077 ]
  %503 = phi i32 [ 0, %.lr.ph ], [ %506, %1077 ]
  %504 = lshr exact i32 %503, 6
  %505 = and i32 %504, 1
  %506 = add i32 %503, 64
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %507 = icmp slt i32 %506, %4
  %508 = and i1 %171, %507
  br i1 %508, label %509, label %.critedge3

509:                                              ; preds = %468
  %510 = xor i32 %505, 1
  %511 = shl nuw nsw i32 %510, 13
  %512 = zext nneg i32 %511 to i64
  %513 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 16384), i64 %512
  %514 = ptrtoint ptr addrspace(3) %513 to i64
  %515 = trunc i64 %514 to i32
  %516 = getelementptr i8, ptr addrspace(3) @attention_tma_dsmem, i64 %512
  %517 = ptrtoint ptr addrspace(3) %516 to i64
  %518 = trunc i64 %517 to i32
  %519 = add i32 %506, %14
  %520 = shl nuw nsw i32 %510, 4
  %521 = zext nneg i32 %520 to i64
  %522 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768), i64 %521
  %523 = ptrtoint ptr addrspace(3) %522 to i64
  %524 = trunc i64 %523 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %524, i32 16384) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %518, i64 %231, i32 0, i32 %519, i32 %524) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %515, i64 %230, i32 0, i32 %519, i32 %524) #5
  br label %.critedge3

.critedge3:                                       ; preds = %468, %509
  %525 = lshr i32 %503, 7
  %526 = and i32 %525, 1
  %527 = shl nuw nsw i32 %505, 4
  %528 = zext nneg i32 %527 to i64
  %529 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768), i64 %528
  %530 = ptrtoint ptr addrspace(3) %529 to i64
  %531 = trunc i64 %530 to i32
  br label %532

532:                                              ; preds = %532, %.critedge3
  %533 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %531, i32 %526) #5
  %534 = icmp eq i32 %533, 0
  br i1 %534, label %532, label %535

535:                                              ; preds = %532
  %536 = shl nuw nsw i32 %505, 13
  %537 = zext nneg i32 %536 to i64
  %538 = getelementptr i8, ptr addrspace(3) @attention_tma_dsmem, i64 %537
  %539 = ptrtoint ptr addrspace(3) %538 to i64
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %171, label %540, label %541

540:                                              ; preds = %535
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;\0A\09fence.mbarrier_init.release.cluster;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32)) #5
  br label %541

541:                                              ; preds = %540, %535
  br i1 %232, label %542, label %543

542:                                              ; preds = %541
  call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 64;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32), i32 8)) #5
  br label %543

543:                                              ; preds = %542, %541
  call void asm sideeffect "fence.proxy.async.shared::cta;\0A\09tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %544 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18440), align 8
  br i1 %171, label %545, label %552

545:                                              ; preds = %543
  %546 = lshr exact i64 %539, 4
  %547 = and i64 %546, 16320
  %548 = or disjoint i64 %547, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %544, i64 %236, i64 %548, i32 135267472, i32 0) #5
  %549 = or disjoint i64 %547, 4611756662049538050
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %544, i64 %240, i64 %549, i32 135267472, i32 1) #5
  %550 = or disjoint i64 %547, 4611756662049538052
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %544, i64 %244, i64 %550, i32 135267472, i32 1) #5
  %551 = or disjoint i64 %547, 4611756662049538054
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %544, i64 %248, i64 %551, i32 135267472, i32 1) #5
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32)) #5
  br label %552

552:                                              ; preds = %545, %543
  call void asm sideeffect "{\0A\09.reg .pred done;\0A\09WAIT:\0A\09mbarrier.try_wait.parity.shared::cta.b64 done, [$0], $1;\0A\09@done bra DONE;\0A\09bra WAIT;\0A\09DONE:\0A\09}", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32), i32 0) #5
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09fence.proxy.async.shared::cta;", "~{memory}"() #5
  %553 = add i32 %253, %544
  %554 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %553) #5
  %555 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 0
  %556 = bitcast i32 %555 to float
  %557 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 1
  %558 = bitcast i32 %557 to float
  %559 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 2
  %560 = bitcast i32 %559 to float
  %561 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 3
  %562 = bitcast i32 %561 to float
  %563 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 4
  %564 = bitcast i32 %563 to float
  %565 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 5
  %566 = bitcast i32 %565 to float
  %567 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 6
  %568 = bitcast i32 %567 to float
  %569 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 7
  %570 = bitcast i32 %569 to float
  %571 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 8
  %572 = bitcast i32 %571 to float
  %573 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 9
  %574 = bitcast i32 %573 to float
  %575 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 10
  %576 = bitcast i32 %575 to float
  %577 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 11
  %578 = bitcast i32 %577 to float
  %579 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 12
  %580 = bitcast i32 %579 to float
  %581 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 13
  %582 = bitcast i32 %581 to float
  %583 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 14
  %584 = bitcast i32 %583 to float
  %585 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 15
  %586 = bitcast i32 %585 to float
  %587 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 16
  %588 = bitcast i32 %587 to float
  %589 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 17
  %590 = bitcast i32 %589 to float
  %591 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 18
  %592 = bitcast i32 %591 to float
  %593 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 19
  %594 = bitcast i32 %593 to float
  %595 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 20
  %596 = bitcast i32 %595 to float
  %597 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 21
  %598 = bitcast i32 %597 to float
  %599 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 22
  %600 = bitcast i32 %599 to float
  %601 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 23
  %602 = bitcast i32 %601 to float
  %603 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 24
  %604 = bitcast i32 %603 to float
  %605 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 25
  %606 = bitcast i32 %605 to float
  %607 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 26
  %608 = bitcast i32 %607 to float
  %609 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 27
  %610 = bitcast i32 %609 to float
  %611 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 28
  %612 = bitcast i32 %611 to float
  %613 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 29
  %614 = bitcast i32 %613 to float
  %615 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 30
  %616 = bitcast i32 %615 to float
  %617 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %554, 31
  %618 = bitcast i32 %617 to float
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %232, label %619, label %620

619:                                              ; preds = %552
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 64;", "r,~{memory}"(i32 %544) #5
  br label %620

620:                                              ; preds = %619, %552
  br i1 %171, label %621, label %622

621:                                              ; preds = %620
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32)) #5
  br label %622

622:                                              ; preds = %621, %620
  %623 = fmul float %170, %556
  %624 = fmul float %170, %558
  %625 = fmul float %170, %560
  %626 = fmul float %170, %562
  %627 = fmul float %170, %564
  %628 = fmul float %170, %566
  %629 = fmul float %170, %568
  %630 = fmul float %170, %570
  %631 = fmul float %170, %572
  %632 = fmul float %170, %574
  %633 = fmul float %170, %576
  %634 = fmul float %170, %578
  %635 = fmul float %170, %580
  %636 = fmul float %170, %582
  %637 = fmul float %170, %584
  %638 = fmul float %170, %586
  %639 = fmul float %170, %588
  %640 = fmul float %170, %590
  %641 = fmul float %170, %592
  %642 = fmul float %170, %594
  %643 = fmul float %170, %596
  %644 = fmul float %170, %598
  %645 = fmul float %170, %600
  %646 = fmul float %170, %602
  %647 = fmul float %170, %604
  %648 = fmul float %170, %606
  %649 = fmul float %170, %608
  %650 = fmul float %170, %610
  %651 = fmul float %170, %612
  %652 = fmul float %170, %614
  %653 = fmul float %170, %616
  %654 = fmul float %170, %618
  %655 = or disjoint i32 %503, %250
  %656 = icmp slt i32 %655, %4
  %657 = or disjoint i32 %655, 1
  %658 = icmp slt i32 %657, %4
  %659 = or disjoint i32 %655, 2
  %660 = icmp slt i32 %659, %4
  %661 = or disjoint i32 %655, 3
  %662 = icmp slt i32 %661, %4
  %663 = or disjoint i32 %655, 4
  %664 = icmp slt i32 %663, %4
  %665 = or disjoint i32 %655, 5
  %666 = icmp slt i32 %665, %4
  %667 = or disjoint i32 %655, 6
  %668 = icmp slt i32 %667, %4
  %669 = or disjoint i32 %655, 7
  %670 = icmp slt i32 %669, %4
  %671 = or disjoint i32 %503, %254
  %672 = icmp slt i32 %671, %4
  %673 = or disjoint i32 %503, %255
  %674 = icmp slt i32 %673, %4
  %675 = or disjoint i32 %503, %256
  %676 = icmp slt i32 %675, %4
  %677 = or disjoint i32 %503, %257
  %678 = icmp slt i32 %677, %4
  %679 = or disjoint i32 %503, %258
  %680 = icmp slt i32 %679, %4
  %681 = or disjoint i32 %503, %259
  %682 = icmp slt i32 %681, %4
  %683 = or disjoint i32 %503, %260
  %684 = icmp slt i32 %683, %4
  %685 = or disjoint i32 %503, %261
  %686 = icmp slt i32 %685, %4
  %687 = or disjoint i32 %503, %262
  %688 = icmp slt i32 %687, %4
  %689 = or disjoint i32 %503, %263
  %690 = icmp slt i32 %689, %4
  %691 = or disjoint i32 %503, %264
  %692 = icmp slt i32 %691, %4
  %693 = or disjoint i32 %503, %265
  %694 = icmp slt i32 %693, %4
  %695 = or disjoint i32 %503, %266
  %696 = icmp slt i32 %695, %4
  %697 = or disjoint i32 %503, %267
  %698 = icmp slt i32 %697, %4
  %699 = or disjoint i32 %503, %268
  %700 = icmp slt i32 %699, %4
  %701 = or disjoint i32 %503, %269
  %702 = icmp slt i32 %701, %4
  %703 = or disjoint i32 %503, %270
  %704 = icmp slt i32 %703, %4
  %705 = or disjoint i32 %503, %271
  %706 = icmp slt i32 %705, %4
  %707 = or disjoint i32 %503, %272
  %708 = icmp slt i32 %707, %4
  %709 = or disjoint i32 %503, %273
  %710 = icmp slt i32 %709, %4
  %711 = or disjoint i32 %503, %274
  %712 = icmp slt i32 %711, %4
  %713 = or disjoint i32 %503, %275
  %714 = icmp slt i32 %713, %4
  %715 = or disjoint i32 %503, %276
  %716 = icmp slt i32 %715, %4
  %717 = or disjoint i32 %503, %277
  %718 = icmp slt i32 %717, %4
  %719 = select i1 %656, float %623, float 0xFFF0000000000000
  %720 = select i1 %658, float %624, float 0xFFF0000000000000
  %721 = select i1 %660, float %625, float 0xFFF0000000000000
  %722 = select i1 %662, float %626, float 0xFFF0000000000000
  %723 = select i1 %664, float %627, float 0xFFF0000000000000
  %724 = select i1 %666, float %628, float 0xFFF0000000000000
  %725 = select i1 %668, float %629, float 0xFFF0000000000000
  %726 = select i1 %670, float %630, float 0xFFF0000000000000
  %727 = select i1 %672, float %631, float 0xFFF0000000000000
  %728 = select i1 %674, float %632, float 0xFFF0000000000000
  %729 = select i1 %676, float %633, float 0xFFF0000000000000
  %730 = select i1 %678, float %634, float 0xFFF0000000000000
  %731 = select i1 %680, float %635, float 0xFFF0000000000000
  %732 = select i1 %682, float %636, float 0xFFF0000000000000
  %733 = select i1 %684, float %637, float 0xFFF0000000000000
  %734 = select i1 %686, float %638, float 0xFFF0000000000000
  %735 = select i1 %688, float %639, float 0xFFF0000000000000
  %736 = select i1 %690, float %640, float 0xFFF0000000000000
  %737 = select i1 %692, float %641, float 0xFFF0000000000000
  %738 = select i1 %694, float %642, float 0xFFF0000000000000
  %739 = select i1 %696, float %643, float 0xFFF0000000000000
  %740 = select i1 %698, float %644, float 0xFFF0000000000000
  %741 = select i1 %700, float %645, float 0xFFF0000000000000
  %742 = select i1 %702, float %646, float 0xFFF0000000000000
  %743 = select i1 %704, float %647, float 0xFFF0000000000000
  %744 = select i1 %706, float %648, float 0xFFF0000000000000
  %745 = select i1 %708, float %649, float 0xFFF0000000000000
  %746 = select i1 %710, float %650, float 0xFFF0000000000000
  %747 = select i1 %712, float %651, float 0xFFF0000000000000
  %748 = select i1 %714, float %652, float 0xFFF0000000000000
  %749 = select i1 %716, float %653, float 0xFFF0000000000000
  %750 = select i1 %718, float %654, float 0xFFF0000000000000
  %751 = call float @llvm.maxnum.f32(float %719, float %720)
  %752 = call float @llvm.maxnum.f32(float %751, float %721)
  %753 = call float @llvm.maxnum.f32(float %752, float %722)
  %754 = call float @llvm.maxnum.f32(float %753, float %723)
  %755 = call float @llvm.maxnum.f32(float %754, float %724)
  %756 = call float @llvm.maxnum.f32(float %755, float %725)
  %757 = call float @llvm.maxnum.f32(float %756, float %726)
  %758 = call float @llvm.maxnum.f32(float %757, float %727)
  %759 = call float @llvm.maxnum.f32(float %758, float %728)
  %760 = call float @llvm.maxnum.f32(float %759, float %729)
  %761 = call float @llvm.maxnum.f32(float %760, float %730)
  %762 = call float @llvm.maxnum.f32(float %761, float %731)
  %763 = call float @llvm.maxnum.f32(float %762, float %732)
  %764 = call float @llvm.maxnum.f32(float %763, float %733)
  %765 = call float @llvm.maxnum.f32(float %764, float %734)
  %766 = call float @llvm.maxnum.f32(float %765, float %735)
  %767 = call float @llvm.maxnum.f32(float %766, float %736)
  %768 = call float @llvm.maxnum.f32(float %767, float %737)
  %769 = call float @llvm.maxnum.f32(float %768, float %738)
  %770 = call float @llvm.maxnum.f32(float %769, float %739)
  %771 = call float @llvm.maxnum.f32(float %770, float %740)
  %772 = call float @llvm.maxnum.f32(float %771, float %741)
  %773 = call float @llvm.maxnum.f32(float %772, float %742)
  %774 = call float @llvm.maxnum.f32(float %773, float %743)
  %775 = call float @llvm.maxnum.f32(float %774, float %744)
  %776 = call float @llvm.maxnum.f32(float %775, float %745)
  %777 = call float @llvm.maxnum.f32(float %776, float %746)
  %778 = call float @llvm.maxnum.f32(float %777, float %747)
  %779 = call float @llvm.maxnum.f32(float %778, float %748)
  %780 = call float @llvm.maxnum.f32(float %779, float %749)
  %781 = call float @llvm.maxnum.f32(float %780, float %750)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %781, ptr addrspace(3) %282, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %782 = load float, ptr addrspace(3) %284, align 8
  %783 = load float, ptr addrspace(3) %285, align 4
  %784 = call float @llvm.maxnum.f32(float %782, float %783)
  %785 = call float @llvm.maxnum.f32(float %469, float %784)
  %786 = fsub float %719, %785
  %787 = fsub float %720, %785
  %788 = fsub float %721, %785
  %789 = fsub float %722, %785
  %790 = fsub float %723, %785
  %791 = fsub float %724, %785
  %792 = fsub float %725, %785
  %793 = fsub float %726, %785
  %794 = fsub float %727, %785
  %795 = fsub float %728, %785
  %796 = fsub float %729, %785
  %797 = fsub float %730, %785
  %798 = fsub float %731, %785
  %799 = fsub float %732, %785
  %800 = fsub float %733, %785
  %801 = fsub float %734, %785
  %802 = fsub float %735, %785
  %803 = fsub float %736, %785
  %804 = fsub float %737, %785
  %805 = fsub float %738, %785
  %806 = fsub float %739, %785
  %807 = fsub float %740, %785
  %808 = fsub float %741, %785
  %809 = fsub float %742, %785
  %810 = fsub float %743, %785
  %811 = fsub float %744, %785
  %812 = fsub float %745, %785
  %813 = fsub float %746, %785
  %814 = fsub float %747, %785
  %815 = fsub float %748, %785
  %816 = fsub float %749, %785
  %817 = fsub float %750, %785
  %818 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %786)
  %819 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %787)
  %820 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %788)
  %821 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %789)
  %822 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %790)
  %823 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %791)
  %824 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %792)
  %825 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %793)
  %826 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %794)
  %827 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %795)
  %828 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %796)
  %829 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %797)
  %830 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %798)
  %831 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %799)
  %832 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %800)
  %833 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %801)
  %834 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %802)
  %835 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %803)
  %836 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %804)
  %837 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %805)
  %838 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %806)
  %839 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %807)
  %840 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %808)
  %841 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %809)
  %842 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %810)
  %843 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %811)
  %844 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %812)
  %845 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %813)
  %846 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %814)
  %847 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %815)
  %848 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %816)
  %849 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %817)
  %850 = fsub float %469, %785
  %851 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %850)
  %852 = fmul float %502, %851
  %853 = fadd float %818, %819
  %854 = fadd float %853, %820
  %855 = fadd float %854, %821
  %856 = fadd float %855, %822
  %857 = fadd float %856, %823
  %858 = fadd float %857, %824
  %859 = fadd float %858, %825
  %860 = fadd float %859, %826
  %861 = fadd float %860, %827
  %862 = fadd float %861, %828
  %863 = fadd float %862, %829
  %864 = fadd float %863, %830
  %865 = fadd float %864, %831
  %866 = fadd float %865, %832
  %867 = fadd float %866, %833
  %868 = fadd float %867, %834
  %869 = fadd float %868, %835
  %870 = fadd float %869, %836
  %871 = fadd float %870, %837
  %872 = fadd float %871, %838
  %873 = fadd float %872, %839
  %874 = fadd float %873, %840
  %875 = fadd float %874, %841
  %876 = fadd float %875, %842
  %877 = fadd float %876, %843
  %878 = fadd float %877, %844
  %879 = fadd float %878, %845
  %880 = fadd float %879, %846
  %881 = fadd float %880, %847
  %882 = fadd float %881, %848
  %883 = fadd float %882, %849
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %883, ptr addrspace(3) %282, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %884 = load float, ptr addrspace(3) %284, align 8
  %885 = load float, ptr addrspace(3) %285, align 4
  %886 = fadd float %884, %885
  %887 = fadd float %852, %886
  %888 = fptrunc float %818 to bfloat
  %889 = fptrunc float %819 to bfloat
  %890 = fptrunc float %820 to bfloat
  %891 = fptrunc float %821 to bfloat
  %892 = fptrunc float %822 to bfloat
  %893 = fptrunc float %823 to bfloat
  %894 = fptrunc float %824 to bfloat
  %895 = fptrunc float %825 to bfloat
  %896 = fptrunc float %826 to bfloat
  %897 = fptrunc float %827 to bfloat
  %898 = fptrunc float %828 to bfloat
  %899 = fptrunc float %829 to bfloat
  %900 = fptrunc float %830 to bfloat
  %901 = fptrunc float %831 to bfloat
  %902 = fptrunc float %832 to bfloat
  %903 = fptrunc float %833 to bfloat
  %904 = fptrunc float %834 to bfloat
  %905 = fptrunc float %835 to bfloat
  %906 = fptrunc float %836 to bfloat
  %907 = fptrunc float %837 to bfloat
  %908 = fptrunc float %838 to bfloat
  %909 = fptrunc float %839 to bfloat
  %910 = fptrunc float %840 to bfloat
  %911 = fptrunc float %841 to bfloat
  %912 = fptrunc float %842 to bfloat
  %913 = fptrunc float %843 to bfloat
  %914 = fptrunc float %844 to bfloat
  %915 = fptrunc float %845 to bfloat
  %916 = fptrunc float %846 to bfloat
  %917 = fptrunc float %847 to bfloat
  %918 = fptrunc float %848 to bfloat
  %919 = fptrunc float %849 to bfloat
  %920 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 16384), i64 %537
  %921 = fmul float %501, %851
  %922 = fmul float %500, %851
  %923 = fmul float %499, %851
  %924 = fmul float %498, %851
  %925 = fmul float %497, %851
  %926 = fmul float %496, %851
  %927 = fmul float %495, %851
  %928 = fmul float %494, %851
  %929 = fmul float %493, %851
  %930 = fmul float %492, %851
  %931 = fmul float %491, %851
  %932 = fmul float %490, %851
  %933 = fmul float %489, %851
  %934 = fmul float %488, %851
  %935 = fmul float %487, %851
  %936 = fmul float %486, %851
  %937 = fmul float %485, %851
  %938 = fmul float %484, %851
  %939 = fmul float %483, %851
  %940 = fmul float %482, %851
  %941 = fmul float %481, %851
  %942 = fmul float %480, %851
  %943 = fmul float %479, %851
  %944 = fmul float %478, %851
  %945 = fmul float %477, %851
  %946 = fmul float %476, %851
  %947 = fmul float %475, %851
  %948 = fmul float %474, %851
  %949 = fmul float %473, %851
  %950 = fmul float %472, %851
  %951 = fmul float %471, %851
  %952 = fmul float %470, %851
  %953 = ptrtoint ptr addrspace(3) %920 to i64
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %171, label %954, label %955

954:                                              ; preds = %622
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;\0A\09fence.mbarrier_init.release.cluster;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32)) #5
  br label %955

955:                                              ; preds = %954, %622
  br i1 %232, label %956, label %957

956:                                              ; preds = %955
  call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 64;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32), i32 8)) #5
  br label %957

957:                                              ; preds = %956, %955
  store bfloat %888, ptr addrspace(3) %295, align 16
  store bfloat %889, ptr addrspace(3) %299, align 2
  store bfloat %890, ptr addrspace(3) %303, align 4
  store bfloat %891, ptr addrspace(3) %307, align 2
  store bfloat %892, ptr addrspace(3) %311, align 8
  store bfloat %893, ptr addrspace(3) %315, align 2
  store bfloat %894, ptr addrspace(3) %319, align 4
  store bfloat %895, ptr addrspace(3) %323, align 2
  store bfloat %896, ptr addrspace(3) %329, align 16
  store bfloat %897, ptr addrspace(3) %335, align 2
  store bfloat %898, ptr addrspace(3) %341, align 4
  store bfloat %899, ptr addrspace(3) %347, align 2
  store bfloat %900, ptr addrspace(3) %353, align 8
  store bfloat %901, ptr addrspace(3) %359, align 2
  store bfloat %902, ptr addrspace(3) %365, align 4
  store bfloat %903, ptr addrspace(3) %371, align 2
  store bfloat %904, ptr addrspace(3) %376, align 16
  store bfloat %905, ptr addrspace(3) %381, align 2
  store bfloat %906, ptr addrspace(3) %386, align 4
  store bfloat %907, ptr addrspace(3) %391, align 2
  store bfloat %908, ptr addrspace(3) %396, align 8
  store bfloat %909, ptr addrspace(3) %401, align 2
  store bfloat %910, ptr addrspace(3) %406, align 4
  store bfloat %911, ptr addrspace(3) %411, align 2
  store bfloat %912, ptr addrspace(3) %416, align 16
  store bfloat %913, ptr addrspace(3) %421, align 2
  store bfloat %914, ptr addrspace(3) %426, align 4
  store bfloat %915, ptr addrspace(3) %431, align 2
  store bfloat %916, ptr addrspace(3) %436, align 8
  store bfloat %917, ptr addrspace(3) %441, align 2
  store bfloat %918, ptr addrspace(3) %446, align 4
  store bfloat %919, ptr addrspace(3) %451, align 2
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %958 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18440), align 8
  %959 = bitcast float %921 to i32
  %960 = bitcast float %922 to i32
  %961 = bitcast float %923 to i32
  %962 = bitcast float %924 to i32
  %963 = bitcast float %925 to i32
  %964 = bitcast float %926 to i32
  %965 = bitcast float %927 to i32
  %966 = bitcast float %928 to i32
  %967 = bitcast float %929 to i32
  %968 = bitcast float %930 to i32
  %969 = bitcast float %931 to i32
  %970 = bitcast float %932 to i32
  %971 = bitcast float %933 to i32
  %972 = bitcast float %934 to i32
  %973 = bitcast float %935 to i32
  %974 = bitcast float %936 to i32
  %975 = bitcast float %937 to i32
  %976 = bitcast float %938 to i32
  %977 = bitcast float %939 to i32
  %978 = bitcast float %940 to i32
  %979 = bitcast float %941 to i32
  %980 = bitcast float %942 to i32
  %981 = bitcast float %943 to i32
  %982 = bitcast float %944 to i32
  %983 = bitcast float %945 to i32
  %984 = bitcast float %946 to i32
  %985 = bitcast float %947 to i32
  %986 = bitcast float %948 to i32
  %987 = bitcast float %949 to i32
  %988 = bitcast float %950 to i32
  %989 = bitcast float %951 to i32
  %990 = bitcast float %952 to i32
  %991 = add i32 %253, %958
  call void asm sideeffect "tcgen05.st.sync.aligned.32x32b.x32.b32 [$0], {$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32};", "r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,~{memory}"(i32 %991, i32 %959, i32 %960, i32 %961, i32 %962, i32 %963, i32 %964, i32 %965, i32 %966, i32 %967, i32 %968, i32 %969, i32 %970, i32 %971, i32 %972, i32 %973, i32 %974, i32 %975, i32 %976, i32 %977, i32 %978, i32 %979, i32 %980, i32 %981, i32 %982, i32 %983, i32 %984, i32 %985, i32 %986, i32 %987, i32 %988, i32 %989, i32 %990) #5
  call void asm sideeffect "tcgen05.wait::st.sync.aligned;", "~{memory}"() #5
  call void asm sideeffect "fence.proxy.async.shared::cta;\0A\09tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  br i1 %171, label %992, label %1008

992:                                              ; preds = %957
  %993 = lshr exact i64 %953, 4
  %994 = and i64 %993, 16320
  %995 = or disjoint i64 %994, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %958, i64 %455, i64 %995, i32 135333008, i32 1) #5
  %996 = add i64 %953, 2048
  %997 = lshr exact i64 %996, 4
  %998 = and i64 %997, 16320
  %999 = or disjoint i64 %998, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %958, i64 %459, i64 %999, i32 135333008, i32 1) #5
  %1000 = add i64 %953, 4096
  %1001 = lshr exact i64 %1000, 4
  %1002 = and i64 %1001, 16320
  %1003 = or disjoint i64 %1002, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %958, i64 %463, i64 %1003, i32 135333008, i32 1) #5
  %1004 = add i64 %953, 6144
  %1005 = lshr exact i64 %1004, 4
  %1006 = and i64 %1005, 16320
  %1007 = or disjoint i64 %1006, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %958, i64 %467, i64 %1007, i32 135333008, i32 1) #5
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32)) #5
  br label %1008

1008:                                             ; preds = %992, %957
  call void asm sideeffect "{\0A\09.reg .pred done;\0A\09WAIT:\0A\09mbarrier.try_wait.parity.shared::cta.b64 done, [$0], $1;\0A\09@done bra DONE;\0A\09bra WAIT;\0A\09DONE:\0A\09}", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32), i32 0) #5
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09fence.proxy.async.shared::cta;", "~{memory}"() #5
  %1009 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %991) #5
  %1010 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 0
  %1011 = bitcast i32 %1010 to float
  %1012 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 1
  %1013 = bitcast i32 %1012 to float
  %1014 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 2
  %1015 = bitcast i32 %1014 to float
  %1016 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 3
  %1017 = bitcast i32 %1016 to float
  %1018 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 4
  %1019 = bitcast i32 %1018 to float
  %1020 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 5
  %1021 = bitcast i32 %1020 to float
  %1022 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 6
  %1023 = bitcast i32 %1022 to float
  %1024 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 7
  %1025 = bitcast i32 %1024 to float
  %1026 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 8
  %1027 = bitcast i32 %1026 to float
  %1028 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 9
  %1029 = bitcast i32 %1028 to float
  %1030 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 10
  %1031 = bitcast i32 %1030 to float
  %1032 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 11
  %1033 = bitcast i32 %1032 to float
  %1034 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 12
  %1035 = bitcast i32 %1034 to float
  %1036 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 13
  %1037 = bitcast i32 %1036 to float
  %1038 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 14
  %1039 = bitcast i32 %1038 to float
  %1040 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 15
  %1041 = bitcast i32 %1040 to float
  %1042 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 16
  %1043 = bitcast i32 %1042 to float
  %1044 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 17
  %1045 = bitcast i32 %1044 to float
  %1046 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 18
  %1047 = bitcast i32 %1046 to float
  %1048 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 19
  %1049 = bitcast i32 %1048 to float
  %1050 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 20
  %1051 = bitcast i32 %1050 to float
  %1052 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 21
  %1053 = bitcast i32 %1052 to float
  %1054 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 22
  %1055 = bitcast i32 %1054 to float
  %1056 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 23
  %1057 = bitcast i32 %1056 to float
  %1058 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 24
  %1059 = bitcast i32 %1058 to float
  %1060 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 25
  %1061 = bitcast i32 %1060 to float
  %1062 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 26
  %1063 = bitcast i32 %1062 to float
  %1064 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 27
  %1065 = bitcast i32 %1064 to float
  %1066 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 28
  %1067 = bitcast i32 %1066 to float
  %1068 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 29
  %1069 = bitcast i32 %1068 to float
  %1070 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 30
  %1071 = bitcast i32 %1070 to float
  %1072 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %1009, 31
  %1073 = bitcast i32 %1072 to float
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %232, label %1074, label %1075

1074:                                             ; preds = %1008
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 64;", "r,~{memory}"(i32 %958) #5
  br label %1075

1075:                                             ; preds = %1074, %1008
  br i1 %171, label %1076, label %1077

1076:                                             ; preds = %1075
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @attention_tma_smem, i64 18432) to i32)) #5
  br label %1077

1077:                                             ; preds = %1076, %1075
  br i1 %507, label %468, label %._crit_edge

._crit_edge:                                      ; preds = %1077, %.critedge1.._crit_edge_crit_edge
  %.pre-phi = phi i32 [ %.pre, %.critedge1.._crit_edge_crit_edge ], [ %278, %1077 ]
  %.lcssa38 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %887, %1077 ]
  %.lcssa37 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1011, %1077 ]
  %.lcssa36 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1013, %1077 ]
  %.lcssa35 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1015, %1077 ]
  %.lcssa34 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1017, %1077 ]
  %.lcssa33 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1019, %1077 ]
  %.lcssa32 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1021, %1077 ]
  %.lcssa31 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1023, %1077 ]
  %.lcssa30 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1025, %1077 ]
  %.lcssa29 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1027, %1077 ]
  %.lcssa28 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1029, %1077 ]
  %.lcssa27 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1031, %1077 ]
  %.lcssa26 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1033, %1077 ]
  %.lcssa25 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1035, %1077 ]
  %.lcssa24 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1037, %1077 ]
  %.lcssa23 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1039, %1077 ]
  %.lcssa22 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1041, %1077 ]
  %.lcssa21 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1043, %1077 ]
  %.lcssa20 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1045, %1077 ]
  %.lcssa19 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1047, %1077 ]
  %.lcssa18 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1049, %1077 ]
  %.lcssa17 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1051, %1077 ]
  %.lcssa16 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1053, %1077 ]
  %.lcssa15 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1055, %1077 ]
  %.lcssa14 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1057, %1077 ]
  %.lcssa13 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1059, %1077 ]
  %.lcssa12 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1061, %1077 ]
  %.lcssa11 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1063, %1077 ]
  %.lcssa10 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1065, %1077 ]
  %.lcssa9 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1067, %1077 ]
  %.lcssa8 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1069, %1077 ]
  %.lcssa7 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1071, %1077 ]
  %.lcssa6 = phi float [ 0.000000e+00, %.critedge1.._crit_edge_crit_edge ], [ %1073, %1077 ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.critedge1.._crit_edge_crit_edge ], [ %785, %1077 ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1078 = zext nneg i32 %.pre-phi to i64
  %1079 = getelementptr float, ptr addrspace(3) @attention_tma_smem, i64 %1078
  store float %.lcssa, ptr addrspace(3) %1079, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %171, label %1080, label %1081

1080:                                             ; preds = %._crit_edge
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32), i32 16)) #5
  br label %1081

1081:                                             ; preds = %1080, %._crit_edge
  %1082 = fdiv float %.lcssa37, %.lcssa38
  %1083 = fdiv float %.lcssa36, %.lcssa38
  %1084 = fdiv float %.lcssa35, %.lcssa38
  %1085 = fdiv float %.lcssa34, %.lcssa38
  %1086 = fdiv float %.lcssa33, %.lcssa38
  %1087 = fdiv float %.lcssa32, %.lcssa38
  %1088 = fdiv float %.lcssa31, %.lcssa38
  %1089 = fdiv float %.lcssa30, %.lcssa38
  %1090 = fdiv float %.lcssa29, %.lcssa38
  %1091 = fdiv float %.lcssa28, %.lcssa38
  %1092 = fdiv float %.lcssa27, %.lcssa38
  %1093 = fdiv float %.lcssa26, %.lcssa38
  %1094 = fdiv float %.lcssa25, %.lcssa38
  %1095 = fdiv float %.lcssa24, %.lcssa38
  %1096 = fdiv float %.lcssa23, %.lcssa38
  %1097 = fdiv float %.lcssa22, %.lcssa38
  %1098 = fdiv float %.lcssa21, %.lcssa38
  %1099 = fdiv float %.lcssa20, %.lcssa38
  %1100 = fdiv float %.lcssa19, %.lcssa38
  %1101 = fdiv float %.lcssa18, %.lcssa38
  %1102 = fdiv float %.lcssa17, %.lcssa38
  %1103 = fdiv float %.lcssa16, %.lcssa38
  %1104 = fdiv float %.lcssa15, %.lcssa38
  %1105 = fdiv float %.lcssa14, %.lcssa38
  %1106 = fdiv float %.lcssa13, %.lcssa38
  %1107 = fdiv float %.lcssa12, %.lcssa38
  %1108 = fdiv float %.lcssa11, %.lcssa38
  %1109 = fdiv float %.lcssa10, %.lcssa38
  %1110 = fdiv float %.lcssa9, %.lcssa38
  %1111 = fdiv float %.lcssa8, %.lcssa38
  %1112 = fdiv float %.lcssa7, %.lcssa38
  %1113 = fdiv float %.lcssa6, %.lcssa38
  %1114 = fptrunc float %1082 to bfloat
  %1115 = fptrunc float %1083 to bfloat
  %1116 = fptrunc float %1084 to bfloat
  %1117 = fptrunc float %1085 to bfloat
  %1118 = fptrunc float %1086 to bfloat
  %1119 = fptrunc float %1087 to bfloat
  %1120 = fptrunc float %1088 to bfloat
  %1121 = fptrunc float %1089 to bfloat
  %1122 = fptrunc float %1090 to bfloat
  %1123 = fptrunc float %1091 to bfloat
  %1124 = fptrunc float %1092 to bfloat
  %1125 = fptrunc float %1093 to bfloat
  %1126 = fptrunc float %1094 to bfloat
  %1127 = fptrunc float %1095 to bfloat
  %1128 = fptrunc float %1096 to bfloat
  %1129 = fptrunc float %1097 to bfloat
  %1130 = fptrunc float %1098 to bfloat
  %1131 = fptrunc float %1099 to bfloat
  %1132 = fptrunc float %1100 to bfloat
  %1133 = fptrunc float %1101 to bfloat
  %1134 = fptrunc float %1102 to bfloat
  %1135 = fptrunc float %1103 to bfloat
  %1136 = fptrunc float %1104 to bfloat
  %1137 = fptrunc float %1105 to bfloat
  %1138 = fptrunc float %1106 to bfloat
  %1139 = fptrunc float %1107 to bfloat
  %1140 = fptrunc float %1108 to bfloat
  %1141 = fptrunc float %1109 to bfloat
  %1142 = fptrunc float %1110 to bfloat
  %1143 = fptrunc float %1111 to bfloat
  %1144 = fptrunc float %1112 to bfloat
  %1145 = fptrunc float %1113 to bfloat
  %1146 = lshr i32 %10, 2
  %1147 = and i32 %1146, 32
  %1148 = or disjoint i32 %15, %.pre-phi
  %1149 = add i32 %14, %1148
  %1150 = shl i32 %1149, 6
  %1151 = or disjoint i32 %1150, %1147
  %1152 = sext i32 %1151 to i64
  %1153 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1152
  %1154 = icmp slt i32 %1148, %4
  %1155 = ptrtoint ptr addrspace(1) %1153 to i64
  %1156 = and i64 %1155, 7
  %1157 = icmp eq i64 %1156, 0
  %1158 = and i1 %1154, %1157
  %1159 = xor i1 %1154, %1158
  %1160 = zext i1 %1158 to i32
  %1161 = bitcast bfloat %1114 to i16
  %1162 = bitcast bfloat %1115 to i16
  %1163 = bitcast bfloat %1116 to i16
  %1164 = bitcast bfloat %1117 to i16
  %1165 = zext i1 %1159 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1160, i16 %1161, i16 %1162, i16 %1163, i16 %1164, ptr addrspace(1) %1153, i32 %1165, i32 %1165, i32 %1165, i32 %1165) #5
  %1166 = getelementptr i8, ptr addrspace(1) %1153, i64 8
  %1167 = ptrtoint ptr addrspace(1) %1166 to i64
  %1168 = and i64 %1167, 7
  %1169 = icmp eq i64 %1168, 0
  %1170 = and i1 %1154, %1169
  %1171 = xor i1 %1154, %1170
  %1172 = zext i1 %1170 to i32
  %1173 = bitcast bfloat %1118 to i16
  %1174 = bitcast bfloat %1119 to i16
  %1175 = bitcast bfloat %1120 to i16
  %1176 = bitcast bfloat %1121 to i16
  %1177 = zext i1 %1171 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1172, i16 %1173, i16 %1174, i16 %1175, i16 %1176, ptr addrspace(1) %1166, i32 %1177, i32 %1177, i32 %1177, i32 %1177) #5
  %1178 = getelementptr i8, ptr addrspace(1) %1153, i64 16
  %1179 = ptrtoint ptr addrspace(1) %1178 to i64
  %1180 = and i64 %1179, 7
  %1181 = icmp eq i64 %1180, 0
  %1182 = and i1 %1154, %1181
  %1183 = xor i1 %1154, %1182
  %1184 = zext i1 %1182 to i32
  %1185 = bitcast bfloat %1122 to i16
  %1186 = bitcast bfloat %1123 to i16
  %1187 = bitcast bfloat %1124 to i16
  %1188 = bitcast bfloat %1125 to i16
  %1189 = zext i1 %1183 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1184, i16 %1185, i16 %1186, i16 %1187, i16 %1188, ptr addrspace(1) %1178, i32 %1189, i32 %1189, i32 %1189, i32 %1189) #5
  %1190 = getelementptr i8, ptr addrspace(1) %1153, i64 24
  %1191 = ptrtoint ptr addrspace(1) %1190 to i64
  %1192 = and i64 %1191, 7
  %1193 = icmp eq i64 %1192, 0
  %1194 = and i1 %1154, %1193
  %1195 = xor i1 %1154, %1194
  %1196 = zext i1 %1194 to i32
  %1197 = bitcast bfloat %1126 to i16
  %1198 = bitcast bfloat %1127 to i16
  %1199 = bitcast bfloat %1128 to i16
  %1200 = bitcast bfloat %1129 to i16
  %1201 = zext i1 %1195 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1196, i16 %1197, i16 %1198, i16 %1199, i16 %1200, ptr addrspace(1) %1190, i32 %1201, i32 %1201, i32 %1201, i32 %1201) #5
  %1202 = getelementptr i8, ptr addrspace(1) %1153, i64 32
  %1203 = ptrtoint ptr addrspace(1) %1202 to i64
  %1204 = and i64 %1203, 7
  %1205 = icmp eq i64 %1204, 0
  %1206 = and i1 %1154, %1205
  %1207 = xor i1 %1154, %1206
  %1208 = zext i1 %1206 to i32
  %1209 = bitcast bfloat %1130 to i16
  %1210 = bitcast bfloat %1131 to i16
  %1211 = bitcast bfloat %1132 to i16
  %1212 = bitcast bfloat %1133 to i16
  %1213 = zext i1 %1207 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1208, i16 %1209, i16 %1210, i16 %1211, i16 %1212, ptr addrspace(1) %1202, i32 %1213, i32 %1213, i32 %1213, i32 %1213) #5
  %1214 = getelementptr i8, ptr addrspace(1) %1153, i64 40
  %1215 = ptrtoint ptr addrspace(1) %1214 to i64
  %1216 = and i64 %1215, 7
  %1217 = icmp eq i64 %1216, 0
  %1218 = and i1 %1154, %1217
  %1219 = xor i1 %1154, %1218
  %1220 = zext i1 %1218 to i32
  %1221 = bitcast bfloat %1134 to i16
  %1222 = bitcast bfloat %1135 to i16
  %1223 = bitcast bfloat %1136 to i16
  %1224 = bitcast bfloat %1137 to i16
  %1225 = zext i1 %1219 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1220, i16 %1221, i16 %1222, i16 %1223, i16 %1224, ptr addrspace(1) %1214, i32 %1225, i32 %1225, i32 %1225, i32 %1225) #5
  %1226 = getelementptr i8, ptr addrspace(1) %1153, i64 48
  %1227 = ptrtoint ptr addrspace(1) %1226 to i64
  %1228 = and i64 %1227, 7
  %1229 = icmp eq i64 %1228, 0
  %1230 = and i1 %1154, %1229
  %1231 = xor i1 %1154, %1230
  %1232 = zext i1 %1230 to i32
  %1233 = bitcast bfloat %1138 to i16
  %1234 = bitcast bfloat %1139 to i16
  %1235 = bitcast bfloat %1140 to i16
  %1236 = bitcast bfloat %1141 to i16
  %1237 = zext i1 %1231 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1232, i16 %1233, i16 %1234, i16 %1235, i16 %1236, ptr addrspace(1) %1226, i32 %1237, i32 %1237, i32 %1237, i32 %1237) #5
  %1238 = getelementptr i8, ptr addrspace(1) %1153, i64 56
  %1239 = ptrtoint ptr addrspace(1) %1238 to i64
  %1240 = and i64 %1239, 7
  %1241 = icmp eq i64 %1240, 0
  %1242 = and i1 %1154, %1241
  %1243 = xor i1 %1154, %1242
  %1244 = zext i1 %1242 to i32
  %1245 = bitcast bfloat %1142 to i16
  %1246 = bitcast bfloat %1143 to i16
  %1247 = bitcast bfloat %1144 to i16
  %1248 = bitcast bfloat %1145 to i16
  %1249 = zext i1 %1243 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1244, i16 %1245, i16 %1246, i16 %1247, i16 %1248, ptr addrspace(1) %1238, i32 %1249, i32 %1249, i32 %1249, i32 %1249) #5
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #4

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
