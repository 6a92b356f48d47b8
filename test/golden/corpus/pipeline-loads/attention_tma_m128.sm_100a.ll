; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@attention_tma_smem = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 16
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
  %20 = or disjoint i32 %16, 16
  %21 = or disjoint i32 %20, %15
  %22 = add i32 %14, %21
  %23 = shl i32 %22, 6
  %24 = or disjoint i32 %16, 32
  %25 = or disjoint i32 %24, %15
  %26 = add i32 %14, %25
  %27 = shl i32 %26, 6
  %28 = or disjoint i32 %16, 48
  %29 = or disjoint i32 %28, %15
  %30 = add i32 %14, %29
  %31 = shl i32 %30, 6
  %32 = or disjoint i32 %16, 64
  %33 = or disjoint i32 %32, %15
  %34 = add i32 %14, %33
  %35 = shl i32 %34, 6
  %36 = or disjoint i32 %16, 80
  %37 = or disjoint i32 %36, %15
  %38 = add i32 %14, %37
  %39 = shl i32 %38, 6
  %40 = or disjoint i32 %16, 96
  %41 = or disjoint i32 %40, %15
  %42 = add i32 %14, %41
  %43 = shl i32 %42, 6
  %44 = or disjoint i32 %16, 112
  %45 = or disjoint i32 %44, %15
  %46 = add i32 %14, %45
  %47 = shl i32 %46, 6
  %48 = and i32 %11, 60
  %49 = or disjoint i32 %19, %48
  %50 = or disjoint i32 %23, %48
  %51 = or disjoint i32 %27, %48
  %52 = or disjoint i32 %31, %48
  %53 = or disjoint i32 %35, %48
  %54 = or disjoint i32 %39, %48
  %55 = or disjoint i32 %43, %48
  %56 = or disjoint i32 %47, %48
  %57 = icmp slt i32 %17, %4
  %58 = icmp slt i32 %21, %4
  %59 = icmp slt i32 %25, %4
  %60 = icmp slt i32 %29, %4
  %61 = icmp slt i32 %33, %4
  %62 = icmp slt i32 %37, %4
  %63 = icmp slt i32 %41, %4
  %64 = icmp slt i32 %45, %4
  %65 = sext i32 %49 to i64
  %66 = getelementptr bfloat, ptr addrspace(1) %0, i64 %65
  %67 = ptrtoint ptr addrspace(1) %66 to i64
  %68 = and i64 %67, 7
  %69 = icmp eq i64 %68, 0
  %70 = and i1 %57, %69
  %71 = xor i1 %57, %70
  %72 = zext i1 %70 to i32
  %73 = zext i1 %71 to i32
  %74 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %72, ptr addrspace(1) %66, i32 %73, i32 %73, i32 %73, i32 %73, i16 0) #5
  %75 = extractvalue { i16, i16, i16, i16 } %74, 0
  %76 = extractvalue { i16, i16, i16, i16 } %74, 1
  %77 = extractvalue { i16, i16, i16, i16 } %74, 2
  %78 = extractvalue { i16, i16, i16, i16 } %74, 3
  %79 = sext i32 %50 to i64
  %80 = getelementptr bfloat, ptr addrspace(1) %0, i64 %79
  %81 = ptrtoint ptr addrspace(1) %80 to i64
  %82 = and i64 %81, 7
  %83 = icmp eq i64 %82, 0
  %84 = and i1 %58, %83
  %85 = xor i1 %58, %84
  %86 = zext i1 %84 to i32
  %87 = zext i1 %85 to i32
  %88 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %86, ptr addrspace(1) %80, i32 %87, i32 %87, i32 %87, i32 %87, i16 0) #5
  %89 = extractvalue { i16, i16, i16, i16 } %88, 0
  %90 = extractvalue { i16, i16, i16, i16 } %88, 1
  %91 = extractvalue { i16, i16, i16, i16 } %88, 2
  %92 = extractvalue { i16, i16, i16, i16 } %88, 3
  %93 = sext i32 %51 to i64
  %94 = getelementptr bfloat, ptr addrspace(1) %0, i64 %93
  %95 = ptrtoint ptr addrspace(1) %94 to i64
  %96 = and i64 %95, 7
  %97 = icmp eq i64 %96, 0
  %98 = and i1 %59, %97
  %99 = xor i1 %59, %98
  %100 = zext i1 %98 to i32
  %101 = zext i1 %99 to i32
  %102 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %100, ptr addrspace(1) %94, i32 %101, i32 %101, i32 %101, i32 %101, i16 0) #5
  %103 = extractvalue { i16, i16, i16, i16 } %102, 0
  %104 = extractvalue { i16, i16, i16, i16 } %102, 1
  %105 = extractvalue { i16, i16, i16, i16 } %102, 2
  %106 = extractvalue { i16, i16, i16, i16 } %102, 3
  %107 = sext i32 %52 to i64
  %108 = getelementptr bfloat, ptr addrspace(1) %0, i64 %107
  %109 = ptrtoint ptr addrspace(1) %108 to i64
  %110 = and i64 %109, 7
  %111 = icmp eq i64 %110, 0
  %112 = and i1 %60, %111
  %113 = xor i1 %60, %112
  %114 = zext i1 %112 to i32
  %115 = zext i1 %113 to i32
  %116 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %114, ptr addrspace(1) %108, i32 %115, i32 %115, i32 %115, i32 %115, i16 0) #5
  %117 = extractvalue { i16, i16, i16, i16 } %116, 0
  %118 = extractvalue { i16, i16, i16, i16 } %116, 1
  %119 = extractvalue { i16, i16, i16, i16 } %116, 2
  %120 = extractvalue { i16, i16, i16, i16 } %116, 3
  %121 = sext i32 %53 to i64
  %122 = getelementptr bfloat, ptr addrspace(1) %0, i64 %121
  %123 = ptrtoint ptr addrspace(1) %122 to i64
  %124 = and i64 %123, 7
  %125 = icmp eq i64 %124, 0
  %126 = and i1 %61, %125
  %127 = xor i1 %61, %126
  %128 = zext i1 %126 to i32
  %129 = zext i1 %127 to i32
  %130 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %128, ptr addrspace(1) %122, i32 %129, i32 %129, i32 %129, i32 %129, i16 0) #5
  %131 = extractvalue { i16, i16, i16, i16 } %130, 0
  %132 = extractvalue { i16, i16, i16, i16 } %130, 1
  %133 = extractvalue { i16, i16, i16, i16 } %130, 2
  %134 = extractvalue { i16, i16, i16, i16 } %130, 3
  %135 = sext i32 %54 to i64
  %136 = getelementptr bfloat, ptr addrspace(1) %0, i64 %135
  %137 = ptrtoint ptr addrspace(1) %136 to i64
  %138 = and i64 %137, 7
  %139 = icmp eq i64 %138, 0
  %140 = and i1 %62, %139
  %141 = xor i1 %62, %140
  %142 = zext i1 %140 to i32
  %143 = zext i1 %141 to i32
  %144 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %142, ptr addrspace(1) %136, i32 %143, i32 %143, i32 %143, i32 %143, i16 0) #5
  %145 = extractvalue { i16, i16, i16, i16 } %144, 0
  %146 = extractvalue { i16, i16, i16, i16 } %144, 1
  %147 = extractvalue { i16, i16, i16, i16 } %144, 2
  %148 = extractvalue { i16, i16, i16, i16 } %144, 3
  %149 = sext i32 %55 to i64
  %150 = getelementptr bfloat, ptr addrspace(1) %0, i64 %149
  %151 = ptrtoint ptr addrspace(1) %150 to i64
  %152 = and i64 %151, 7
  %153 = icmp eq i64 %152, 0
  %154 = and i1 %63, %153
  %155 = xor i1 %63, %154
  %156 = zext i1 %154 to i32
  %157 = zext i1 %155 to i32
  %158 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %156, ptr addrspace(1) %150, i32 %157, i32 %157, i32 %157, i32 %157, i16 0) #5
  %159 = extractvalue { i16, i16, i16, i16 } %158, 0
  %160 = extractvalue { i16, i16, i16, i16 } %158, 1
  %161 = extractvalue { i16, i16, i16, i16 } %158, 2
  %162 = extractvalue { i16, i16, i16, i16 } %158, 3
  %163 = sext i32 %56 to i64
  %164 = getelementptr bfloat, ptr addrspace(1) %0, i64 %163
  %165 = ptrtoint ptr addrspace(1) %164 to i64
  %166 = and i64 %165, 7
  %167 = icmp eq i64 %166, 0
  %168 = and i1 %64, %167
  %169 = xor i1 %64, %168
  %170 = zext i1 %168 to i32
  %171 = zext i1 %169 to i32
  %172 = tail call { i16, i16, i16, i16 } asm "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $4, 0;\0Amov.b16 $0, $10;\0Amov.b16 $1, $10;\0Amov.b16 $2, $10;\0Amov.b16 $3, $10;\0A@%tile_v ld.global.v4.b16 {$0, $1, $2, $3}, [$5];\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p ld.global.b16 $0, [$5];\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p ld.global.b16 $1, [$5+2];\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p ld.global.b16 $2, [$5+4];\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p ld.global.b16 $3, [$5+6];\0A}", "=&h,=&h,=&h,=&h,r,l,r,r,r,r,h"(i32 %170, ptr addrspace(1) %164, i32 %171, i32 %171, i32 %171, i32 %171, i16 0) #5
  %173 = extractvalue { i16, i16, i16, i16 } %172, 0
  %174 = extractvalue { i16, i16, i16, i16 } %172, 1
  %175 = extractvalue { i16, i16, i16, i16 } %172, 2
  %176 = extractvalue { i16, i16, i16, i16 } %172, 3
  %177 = fmul float %6, 0x3FF7154760000000
  %178 = icmp eq i32 %10, 0
  br i1 %178, label %179, label %180

179:                                              ; preds = %9
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65536) to i32)) #5
  tail call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65536) to i32), i32 16)) #5
  tail call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %180

180:                                              ; preds = %179, %9
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %181 = icmp sgt i32 %4, 0
  %182 = and i1 %178, %181
  br i1 %182, label %.critedge, label %.critedge1

.critedge:                                        ; preds = %180
  %183 = ptrtoint ptr %8 to i64
  %184 = ptrtoint ptr %7 to i64
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65536) to i32), i32 16384) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @attention_tma_dsmem to i32), i64 %184, i32 0, i32 %14, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65536) to i32)) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 16384) to i32), i64 %183, i32 0, i32 %14, i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65536) to i32)) #5
  br label %.critedge1

.critedge1:                                       ; preds = %180, %.critedge
  %185 = icmp samesign ult i32 %10, 32
  br i1 %185, label %186, label %187

186:                                              ; preds = %.critedge1
  call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 64;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65568) to i32)) #5
  br label %187

187:                                              ; preds = %186, %.critedge1
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %188 = call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65568) to i32)) #5
  br i1 %178, label %189, label %190

189:                                              ; preds = %187
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65584) to i32)) #5
  call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %190

190:                                              ; preds = %189, %187
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %191 = shl nuw nsw i32 %10, 3
  %192 = lshr i32 %48, 3
  %193 = and i32 %16, 7
  %194 = xor i32 %192, %193
  %195 = shl nuw nsw i32 %16, 7
  %196 = shl nuw nsw i32 %194, 4
  %197 = or disjoint i32 %196, %195
  %198 = and i32 %191, 8
  %199 = or disjoint i32 %197, %198
  %200 = zext nneg i32 %199 to i64
  %201 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768), i64 %200
  %202 = insertelement <4 x i16> poison, i16 %75, i64 0
  %203 = insertelement <4 x i16> %202, i16 %76, i64 1
  %204 = insertelement <4 x i16> %203, i16 %77, i64 2
  %205 = insertelement <4 x i16> %204, i16 %78, i64 3
  store <4 x i16> %205, ptr addrspace(3) %201, align 8
  %206 = shl nuw nsw i32 %20, 7
  %207 = or disjoint i32 %196, %206
  %208 = or disjoint i32 %207, %198
  %209 = zext nneg i32 %208 to i64
  %210 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768), i64 %209
  %211 = insertelement <4 x i16> poison, i16 %89, i64 0
  %212 = insertelement <4 x i16> %211, i16 %90, i64 1
  %213 = insertelement <4 x i16> %212, i16 %91, i64 2
  %214 = insertelement <4 x i16> %213, i16 %92, i64 3
  store <4 x i16> %214, ptr addrspace(3) %210, align 8
  %215 = shl nuw nsw i32 %24, 7
  %216 = or disjoint i32 %196, %215
  %217 = or disjoint i32 %216, %198
  %218 = zext nneg i32 %217 to i64
  %219 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768), i64 %218
  %220 = insertelement <4 x i16> poison, i16 %103, i64 0
  %221 = insertelement <4 x i16> %220, i16 %104, i64 1
  %222 = insertelement <4 x i16> %221, i16 %105, i64 2
  %223 = insertelement <4 x i16> %222, i16 %106, i64 3
  store <4 x i16> %223, ptr addrspace(3) %219, align 8
  %224 = shl nuw nsw i32 %28, 7
  %225 = or disjoint i32 %196, %224
  %226 = or disjoint i32 %225, %198
  %227 = zext nneg i32 %226 to i64
  %228 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768), i64 %227
  %229 = insertelement <4 x i16> poison, i16 %117, i64 0
  %230 = insertelement <4 x i16> %229, i16 %118, i64 1
  %231 = insertelement <4 x i16> %230, i16 %119, i64 2
  %232 = insertelement <4 x i16> %231, i16 %120, i64 3
  store <4 x i16> %232, ptr addrspace(3) %228, align 8
  %233 = shl nuw nsw i32 %32, 7
  %234 = or disjoint i32 %196, %233
  %235 = or disjoint i32 %234, %198
  %236 = zext nneg i32 %235 to i64
  %237 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768), i64 %236
  %238 = insertelement <4 x i16> poison, i16 %131, i64 0
  %239 = insertelement <4 x i16> %238, i16 %132, i64 1
  %240 = insertelement <4 x i16> %239, i16 %133, i64 2
  %241 = insertelement <4 x i16> %240, i16 %134, i64 3
  store <4 x i16> %241, ptr addrspace(3) %237, align 8
  %242 = shl nuw nsw i32 %36, 7
  %243 = or disjoint i32 %196, %242
  %244 = or disjoint i32 %243, %198
  %245 = zext nneg i32 %244 to i64
  %246 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768), i64 %245
  %247 = insertelement <4 x i16> poison, i16 %145, i64 0
  %248 = insertelement <4 x i16> %247, i16 %146, i64 1
  %249 = insertelement <4 x i16> %248, i16 %147, i64 2
  %250 = insertelement <4 x i16> %249, i16 %148, i64 3
  store <4 x i16> %250, ptr addrspace(3) %246, align 8
  %251 = shl nuw nsw i32 %40, 7
  %252 = or disjoint i32 %196, %251
  %253 = or disjoint i32 %252, %198
  %254 = zext nneg i32 %253 to i64
  %255 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768), i64 %254
  %256 = insertelement <4 x i16> poison, i16 %159, i64 0
  %257 = insertelement <4 x i16> %256, i16 %160, i64 1
  %258 = insertelement <4 x i16> %257, i16 %161, i64 2
  %259 = insertelement <4 x i16> %258, i16 %162, i64 3
  store <4 x i16> %259, ptr addrspace(3) %255, align 8
  %260 = shl nuw nsw i32 %44, 7
  %261 = or disjoint i32 %196, %260
  %262 = or disjoint i32 %261, %198
  %263 = zext nneg i32 %262 to i64
  %264 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768), i64 %263
  %265 = insertelement <4 x i16> poison, i16 %173, i64 0
  %266 = insertelement <4 x i16> %265, i16 %174, i64 1
  %267 = insertelement <4 x i16> %266, i16 %175, i64 2
  %268 = insertelement <4 x i16> %267, i16 %176, i64 3
  store <4 x i16> %268, ptr addrspace(3) %264, align 8
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  br i1 %185, label %269, label %270

269:                                              ; preds = %190
  call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 64;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65600) to i32)) #5
  br label %270

270:                                              ; preds = %269, %190
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %271 = call i32 asm sideeffect "ld.shared.b32 $0, [$1];", "=r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65600) to i32)) #5
  br i1 %178, label %272, label %273

272:                                              ; preds = %270
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65616) to i32)) #5
  call void asm sideeffect "fence.mbarrier_init.release.cluster;", "~{memory}"() #5
  br label %273

273:                                              ; preds = %272, %270
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %274 = lshr i32 %10, 2
  %275 = and i32 %274, 32
  %276 = shl nuw nsw i32 %10, 16
  %277 = and i32 %276, 6291456
  %278 = or disjoint i32 %275, %277
  %279 = add i32 %278, %271
  call void asm sideeffect "tcgen05.st.sync.aligned.32x32b.x32.b32 [$0], {$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32};", "r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,~{memory}"(i32 %279, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0) #5
  call void asm sideeffect "tcgen05.wait::st.sync.aligned;", "~{memory}"() #5
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  br i1 %181, label %.lr.ph, label %.._crit_edge_crit_edge

.._crit_edge_crit_edge:                           ; preds = %273
  %.pre = and i32 %10, 127
  br label %._crit_edge

.lr.ph:                                           ; preds = %273
  %280 = ptrtoint ptr %8 to i64
  %281 = ptrtoint ptr %7 to i64
  %282 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32), 4
  %283 = and i32 %282, 16320
  %284 = zext nneg i32 %283 to i64
  %285 = or disjoint i64 %284, 4611756662049538048
  %286 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32), i32 32), 4
  %287 = and i32 %286, 16322
  %288 = zext nneg i32 %287 to i64
  %289 = or disjoint i64 %288, 4611756662049538048
  %290 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32), i32 64), 4
  %291 = and i32 %290, 16324
  %292 = zext nneg i32 %291 to i64
  %293 = or disjoint i64 %292, 4611756662049538048
  %294 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 32768) to i32), i32 96), 4
  %295 = and i32 %294, 16326
  %296 = zext nneg i32 %295 to i64
  %297 = or disjoint i64 %296, 4611756662049538048
  %298 = add i32 %278, %188
  %299 = or disjoint i32 %275, 8
  %300 = or disjoint i32 %275, 16
  %301 = or disjoint i32 %275, 24
  %302 = and i32 %10, 127
  %303 = lshr i32 %10, 7
  %304 = shl nuw nsw i32 %302, 1
  %305 = or disjoint i32 %304, %303
  %306 = zext nneg i32 %305 to i64
  %307 = getelementptr float, ptr addrspace(3) @attention_tma_smem, i64 %306
  %308 = zext nneg i32 %304 to i64
  %309 = getelementptr float, ptr addrspace(3) @attention_tma_smem, i64 %308
  %310 = getelementptr i8, ptr addrspace(3) %309, i64 4
  %311 = lshr exact i32 %275, 3
  %312 = and i32 %10, 7
  %313 = xor i32 %311, %312
  %314 = shl nuw nsw i32 %302, 7
  %315 = shl nuw nsw i32 %313, 4
  %316 = or disjoint i32 %315, %314
  %317 = zext nneg i32 %316 to i64
  %318 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49152), i64 %317
  %319 = lshr exact i32 %299, 3
  %320 = xor i32 %319, %312
  %321 = shl nuw nsw i32 %320, 4
  %322 = or disjoint i32 %321, %314
  %323 = zext nneg i32 %322 to i64
  %324 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49152), i64 %323
  %325 = lshr exact i32 %300, 3
  %326 = xor i32 %325, %312
  %327 = shl nuw nsw i32 %326, 4
  %328 = or disjoint i32 %327, %314
  %329 = zext nneg i32 %328 to i64
  %330 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49152), i64 %329
  %331 = lshr exact i32 %301, 3
  %332 = xor i32 %331, %312
  %333 = shl nuw nsw i32 %332, 4
  %334 = or disjoint i32 %333, %314
  %335 = zext nneg i32 %334 to i64
  %336 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49152), i64 %335
  %337 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49152) to i32), 4
  %338 = and i32 %337, 16320
  %339 = zext nneg i32 %338 to i64
  %340 = or disjoint i64 %339, 4611756662049538048
  %341 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49152) to i32), i32 32), 4
  %342 = and i32 %341, 16322
  %343 = zext nneg i32 %342 to i64
  %344 = or disjoint i64 %343, 4611756662049538048
  %345 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49152) to i32), i32 64), 4
  %346 = and i32 %345, 16324
  %347 = zext nneg i32 %346 to i64
  %348 = or disjoint i64 %347, 4611756662049538048
  %349 = lshr exact i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 49152) to i32), i32 96), 4
  %350 = and i32 %349, 16326
  %351 = zext nneg i32 %350 to i64
  %352 = or disjoint i64 %351, 4611756662049538048
  %invariant.op = or i32 %274, 31
  br label %353

.loopexit:                                        ; preds = %.critedge7
  br i1 %360, label %353, label %._crit_edge

353:                                              ; preds = %.lr.ph, %.loopexit
  %354 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %629, %.loopexit ]
  %355 = phi float [ 0.000000e+00, %.lr.ph ], [ %731, %.loopexit ]
  %356 = phi i32 [ 0, %.lr.ph ], [ %359, %.loopexit ]
  %357 = lshr exact i32 %356, 6
  %358 = and i32 %357, 1
  %359 = add i32 %356, 64
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %360 = icmp slt i32 %359, %4
  %361 = and i1 %178, %360
  br i1 %361, label %362, label %.critedge3

362:                                              ; preds = %353
  %363 = xor i32 %358, 1
  %364 = shl nuw nsw i32 %363, 13
  %365 = zext nneg i32 %364 to i64
  %366 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 16384), i64 %365
  %367 = ptrtoint ptr addrspace(3) %366 to i64
  %368 = trunc i64 %367 to i32
  %369 = getelementptr i8, ptr addrspace(3) @attention_tma_dsmem, i64 %365
  %370 = ptrtoint ptr addrspace(3) %369 to i64
  %371 = trunc i64 %370 to i32
  %372 = add i32 %359, %14
  %373 = shl nuw nsw i32 %363, 4
  %374 = zext nneg i32 %373 to i64
  %375 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65536), i64 %374
  %376 = ptrtoint ptr addrspace(3) %375 to i64
  %377 = trunc i64 %376 to i32
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %377, i32 16384) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %371, i64 %281, i32 0, i32 %372, i32 %377) #5
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %368, i64 %280, i32 0, i32 %372, i32 %377) #5
  br label %.critedge3

.critedge3:                                       ; preds = %353, %362
  %378 = lshr i32 %356, 7
  %379 = and i32 %378, 1
  %380 = shl nuw nsw i32 %358, 4
  %381 = zext nneg i32 %380 to i64
  %382 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65536), i64 %381
  %383 = ptrtoint ptr addrspace(3) %382 to i64
  %384 = trunc i64 %383 to i32
  br label %385

385:                                              ; preds = %385, %.critedge3
  %386 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 %384, i32 %379) #5
  %387 = icmp eq i32 %386, 0
  br i1 %387, label %385, label %388

388:                                              ; preds = %385
  %389 = shl nuw nsw i32 %358, 13
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %178, label %390, label %.critedge5.preheader

390:                                              ; preds = %388
  %391 = zext nneg i32 %389 to i64
  %392 = getelementptr i8, ptr addrspace(3) @attention_tma_dsmem, i64 %391
  %393 = ptrtoint ptr addrspace(3) %392 to i64
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %394 = lshr exact i64 %393, 4
  %395 = and i64 %394, 16320
  %396 = or disjoint i64 %395, 4611756662049538048
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %188, i64 %285, i64 %396, i32 135267472, i32 0) #5
  %397 = or disjoint i64 %395, 4611756662049538050
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %188, i64 %289, i64 %397, i32 135267472, i32 1) #5
  %398 = or disjoint i64 %395, 4611756662049538052
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %188, i64 %293, i64 %398, i32 135267472, i32 1) #5
  %399 = or disjoint i64 %395, 4611756662049538054
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %188, i64 %297, i64 %399, i32 135267472, i32 1) #5
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65584) to i32)) #5
  br label %.critedge5.preheader

.critedge5.preheader:                             ; preds = %388, %390
  br label %.critedge5

.critedge5:                                       ; preds = %.critedge5.preheader, %.critedge5
  %400 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65584) to i32), i32 %358) #5
  %401 = icmp eq i32 %400, 0
  br i1 %401, label %.critedge5, label %402

402:                                              ; preds = %.critedge5
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %403 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %298) #5
  %404 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 0
  %405 = bitcast i32 %404 to float
  %406 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 1
  %407 = bitcast i32 %406 to float
  %408 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 2
  %409 = bitcast i32 %408 to float
  %410 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 3
  %411 = bitcast i32 %410 to float
  %412 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 4
  %413 = bitcast i32 %412 to float
  %414 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 5
  %415 = bitcast i32 %414 to float
  %416 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 6
  %417 = bitcast i32 %416 to float
  %418 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 7
  %419 = bitcast i32 %418 to float
  %420 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 8
  %421 = bitcast i32 %420 to float
  %422 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 9
  %423 = bitcast i32 %422 to float
  %424 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 10
  %425 = bitcast i32 %424 to float
  %426 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 11
  %427 = bitcast i32 %426 to float
  %428 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 12
  %429 = bitcast i32 %428 to float
  %430 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 13
  %431 = bitcast i32 %430 to float
  %432 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 14
  %433 = bitcast i32 %432 to float
  %434 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 15
  %435 = bitcast i32 %434 to float
  %436 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 16
  %437 = bitcast i32 %436 to float
  %438 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 17
  %439 = bitcast i32 %438 to float
  %440 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 18
  %441 = bitcast i32 %440 to float
  %442 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 19
  %443 = bitcast i32 %442 to float
  %444 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 20
  %445 = bitcast i32 %444 to float
  %446 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 21
  %447 = bitcast i32 %446 to float
  %448 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 22
  %449 = bitcast i32 %448 to float
  %450 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 23
  %451 = bitcast i32 %450 to float
  %452 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 24
  %453 = bitcast i32 %452 to float
  %454 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 25
  %455 = bitcast i32 %454 to float
  %456 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 26
  %457 = bitcast i32 %456 to float
  %458 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 27
  %459 = bitcast i32 %458 to float
  %460 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 28
  %461 = bitcast i32 %460 to float
  %462 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 29
  %463 = bitcast i32 %462 to float
  %464 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 30
  %465 = bitcast i32 %464 to float
  %466 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %403, 31
  %467 = bitcast i32 %466 to float
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  %468 = fmul float %177, %405
  %469 = fmul float %177, %407
  %470 = fmul float %177, %409
  %471 = fmul float %177, %411
  %472 = fmul float %177, %413
  %473 = fmul float %177, %415
  %474 = fmul float %177, %417
  %475 = fmul float %177, %419
  %476 = fmul float %177, %421
  %477 = fmul float %177, %423
  %478 = fmul float %177, %425
  %479 = fmul float %177, %427
  %480 = fmul float %177, %429
  %481 = fmul float %177, %431
  %482 = fmul float %177, %433
  %483 = fmul float %177, %435
  %484 = fmul float %177, %437
  %485 = fmul float %177, %439
  %486 = fmul float %177, %441
  %487 = fmul float %177, %443
  %488 = fmul float %177, %445
  %489 = fmul float %177, %447
  %490 = fmul float %177, %449
  %491 = fmul float %177, %451
  %492 = fmul float %177, %453
  %493 = fmul float %177, %455
  %494 = fmul float %177, %457
  %495 = fmul float %177, %459
  %496 = fmul float %177, %461
  %497 = fmul float %177, %463
  %498 = fmul float %177, %465
  %499 = fmul float %177, %467
  %500 = or disjoint i32 %356, %275
  %501 = icmp slt i32 %500, %4
  %502 = or disjoint i32 %500, 1
  %503 = icmp slt i32 %502, %4
  %504 = or disjoint i32 %500, 2
  %505 = icmp slt i32 %504, %4
  %506 = or disjoint i32 %500, 3
  %507 = icmp slt i32 %506, %4
  %508 = or disjoint i32 %500, 4
  %509 = icmp slt i32 %508, %4
  %510 = or disjoint i32 %500, 5
  %511 = icmp slt i32 %510, %4
  %512 = or disjoint i32 %500, 6
  %513 = icmp slt i32 %512, %4
  %514 = or disjoint i32 %500, 7
  %515 = icmp slt i32 %514, %4
  %516 = or disjoint i32 %356, %299
  %517 = icmp slt i32 %516, %4
  %518 = or disjoint i32 %500, 9
  %519 = icmp slt i32 %518, %4
  %520 = or disjoint i32 %500, 10
  %521 = icmp slt i32 %520, %4
  %522 = or disjoint i32 %500, 11
  %523 = icmp slt i32 %522, %4
  %524 = or disjoint i32 %500, 12
  %525 = icmp slt i32 %524, %4
  %526 = or disjoint i32 %500, 13
  %527 = icmp slt i32 %526, %4
  %528 = or disjoint i32 %500, 14
  %529 = icmp slt i32 %528, %4
  %530 = or disjoint i32 %500, 15
  %531 = icmp slt i32 %530, %4
  %532 = or disjoint i32 %356, %300
  %533 = icmp slt i32 %532, %4
  %534 = or disjoint i32 %500, 17
  %535 = icmp slt i32 %534, %4
  %536 = or disjoint i32 %500, 18
  %537 = icmp slt i32 %536, %4
  %538 = or disjoint i32 %500, 19
  %539 = icmp slt i32 %538, %4
  %540 = or disjoint i32 %500, 20
  %541 = icmp slt i32 %540, %4
  %542 = or disjoint i32 %500, 21
  %543 = icmp slt i32 %542, %4
  %544 = or disjoint i32 %500, 22
  %545 = icmp slt i32 %544, %4
  %546 = or disjoint i32 %500, 23
  %547 = icmp slt i32 %546, %4
  %548 = or disjoint i32 %356, %301
  %549 = icmp slt i32 %548, %4
  %550 = or disjoint i32 %500, 25
  %551 = icmp slt i32 %550, %4
  %552 = or disjoint i32 %500, 26
  %553 = icmp slt i32 %552, %4
  %554 = or disjoint i32 %500, 27
  %555 = icmp slt i32 %554, %4
  %556 = or disjoint i32 %500, 28
  %557 = icmp slt i32 %556, %4
  %558 = or disjoint i32 %500, 29
  %559 = icmp slt i32 %558, %4
  %560 = or disjoint i32 %500, 30
  %561 = icmp slt i32 %560, %4
  %.reass = or disjoint i32 %356, %invariant.op
  %562 = icmp slt i32 %.reass, %4
  %563 = select i1 %501, float %468, float 0xFFF0000000000000
  %564 = select i1 %503, float %469, float 0xFFF0000000000000
  %565 = select i1 %505, float %470, float 0xFFF0000000000000
  %566 = select i1 %507, float %471, float 0xFFF0000000000000
  %567 = select i1 %509, float %472, float 0xFFF0000000000000
  %568 = select i1 %511, float %473, float 0xFFF0000000000000
  %569 = select i1 %513, float %474, float 0xFFF0000000000000
  %570 = select i1 %515, float %475, float 0xFFF0000000000000
  %571 = select i1 %517, float %476, float 0xFFF0000000000000
  %572 = select i1 %519, float %477, float 0xFFF0000000000000
  %573 = select i1 %521, float %478, float 0xFFF0000000000000
  %574 = select i1 %523, float %479, float 0xFFF0000000000000
  %575 = select i1 %525, float %480, float 0xFFF0000000000000
  %576 = select i1 %527, float %481, float 0xFFF0000000000000
  %577 = select i1 %529, float %482, float 0xFFF0000000000000
  %578 = select i1 %531, float %483, float 0xFFF0000000000000
  %579 = select i1 %533, float %484, float 0xFFF0000000000000
  %580 = select i1 %535, float %485, float 0xFFF0000000000000
  %581 = select i1 %537, float %486, float 0xFFF0000000000000
  %582 = select i1 %539, float %487, float 0xFFF0000000000000
  %583 = select i1 %541, float %488, float 0xFFF0000000000000
  %584 = select i1 %543, float %489, float 0xFFF0000000000000
  %585 = select i1 %545, float %490, float 0xFFF0000000000000
  %586 = select i1 %547, float %491, float 0xFFF0000000000000
  %587 = select i1 %549, float %492, float 0xFFF0000000000000
  %588 = select i1 %551, float %493, float 0xFFF0000000000000
  %589 = select i1 %553, float %494, float 0xFFF0000000000000
  %590 = select i1 %555, float %495, float 0xFFF0000000000000
  %591 = select i1 %557, float %496, float 0xFFF0000000000000
  %592 = select i1 %559, float %497, float 0xFFF0000000000000
  %593 = select i1 %561, float %498, float 0xFFF0000000000000
  %594 = select i1 %562, float %499, float 0xFFF0000000000000
  %595 = call float @llvm.maxnum.f32(float %563, float %564)
  %596 = call float @llvm.maxnum.f32(float %595, float %565)
  %597 = call float @llvm.maxnum.f32(float %596, float %566)
  %598 = call float @llvm.maxnum.f32(float %597, float %567)
  %599 = call float @llvm.maxnum.f32(float %598, float %568)
  %600 = call float @llvm.maxnum.f32(float %599, float %569)
  %601 = call float @llvm.maxnum.f32(float %600, float %570)
  %602 = call float @llvm.maxnum.f32(float %601, float %571)
  %603 = call float @llvm.maxnum.f32(float %602, float %572)
  %604 = call float @llvm.maxnum.f32(float %603, float %573)
  %605 = call float @llvm.maxnum.f32(float %604, float %574)
  %606 = call float @llvm.maxnum.f32(float %605, float %575)
  %607 = call float @llvm.maxnum.f32(float %606, float %576)
  %608 = call float @llvm.maxnum.f32(float %607, float %577)
  %609 = call float @llvm.maxnum.f32(float %608, float %578)
  %610 = call float @llvm.maxnum.f32(float %609, float %579)
  %611 = call float @llvm.maxnum.f32(float %610, float %580)
  %612 = call float @llvm.maxnum.f32(float %611, float %581)
  %613 = call float @llvm.maxnum.f32(float %612, float %582)
  %614 = call float @llvm.maxnum.f32(float %613, float %583)
  %615 = call float @llvm.maxnum.f32(float %614, float %584)
  %616 = call float @llvm.maxnum.f32(float %615, float %585)
  %617 = call float @llvm.maxnum.f32(float %616, float %586)
  %618 = call float @llvm.maxnum.f32(float %617, float %587)
  %619 = call float @llvm.maxnum.f32(float %618, float %588)
  %620 = call float @llvm.maxnum.f32(float %619, float %589)
  %621 = call float @llvm.maxnum.f32(float %620, float %590)
  %622 = call float @llvm.maxnum.f32(float %621, float %591)
  %623 = call float @llvm.maxnum.f32(float %622, float %592)
  %624 = call float @llvm.maxnum.f32(float %623, float %593)
  %625 = call float @llvm.maxnum.f32(float %624, float %594)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %625, ptr addrspace(3) %307, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %626 = load float, ptr addrspace(3) %309, align 8
  %627 = load float, ptr addrspace(3) %310, align 4
  %628 = call float @llvm.maxnum.f32(float %626, float %627)
  %629 = call float @llvm.maxnum.f32(float %354, float %628)
  %630 = fsub float %563, %629
  %631 = fsub float %564, %629
  %632 = fsub float %565, %629
  %633 = fsub float %566, %629
  %634 = fsub float %567, %629
  %635 = fsub float %568, %629
  %636 = fsub float %569, %629
  %637 = fsub float %570, %629
  %638 = fsub float %571, %629
  %639 = fsub float %572, %629
  %640 = fsub float %573, %629
  %641 = fsub float %574, %629
  %642 = fsub float %575, %629
  %643 = fsub float %576, %629
  %644 = fsub float %577, %629
  %645 = fsub float %578, %629
  %646 = fsub float %579, %629
  %647 = fsub float %580, %629
  %648 = fsub float %581, %629
  %649 = fsub float %582, %629
  %650 = fsub float %583, %629
  %651 = fsub float %584, %629
  %652 = fsub float %585, %629
  %653 = fsub float %586, %629
  %654 = fsub float %587, %629
  %655 = fsub float %588, %629
  %656 = fsub float %589, %629
  %657 = fsub float %590, %629
  %658 = fsub float %591, %629
  %659 = fsub float %592, %629
  %660 = fsub float %593, %629
  %661 = fsub float %594, %629
  %662 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %630)
  %663 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %631)
  %664 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %632)
  %665 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %633)
  %666 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %634)
  %667 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %635)
  %668 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %636)
  %669 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %637)
  %670 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %638)
  %671 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %639)
  %672 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %640)
  %673 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %641)
  %674 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %642)
  %675 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %643)
  %676 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %644)
  %677 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %645)
  %678 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %646)
  %679 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %647)
  %680 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %648)
  %681 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %649)
  %682 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %650)
  %683 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %651)
  %684 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %652)
  %685 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %653)
  %686 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %654)
  %687 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %655)
  %688 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %656)
  %689 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %657)
  %690 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %658)
  %691 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %659)
  %692 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %660)
  %693 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %661)
  %694 = fsub float %354, %629
  %695 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %694)
  %696 = fmul float %355, %695
  %697 = fadd float %662, %663
  %698 = fadd float %697, %664
  %699 = fadd float %698, %665
  %700 = fadd float %699, %666
  %701 = fadd float %700, %667
  %702 = fadd float %701, %668
  %703 = fadd float %702, %669
  %704 = fadd float %703, %670
  %705 = fadd float %704, %671
  %706 = fadd float %705, %672
  %707 = fadd float %706, %673
  %708 = fadd float %707, %674
  %709 = fadd float %708, %675
  %710 = fadd float %709, %676
  %711 = fadd float %710, %677
  %712 = fadd float %711, %678
  %713 = fadd float %712, %679
  %714 = fadd float %713, %680
  %715 = fadd float %714, %681
  %716 = fadd float %715, %682
  %717 = fadd float %716, %683
  %718 = fadd float %717, %684
  %719 = fadd float %718, %685
  %720 = fadd float %719, %686
  %721 = fadd float %720, %687
  %722 = fadd float %721, %688
  %723 = fadd float %722, %689
  %724 = fadd float %723, %690
  %725 = fadd float %724, %691
  %726 = fadd float %725, %692
  %727 = fadd float %726, %693
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %727, ptr addrspace(3) %307, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %728 = load float, ptr addrspace(3) %309, align 8
  %729 = load float, ptr addrspace(3) %310, align 4
  %730 = fadd float %728, %729
  %731 = fadd float %696, %730
  %732 = fptrunc float %662 to bfloat
  %733 = fptrunc float %663 to bfloat
  %734 = fptrunc float %664 to bfloat
  %735 = fptrunc float %665 to bfloat
  %736 = fptrunc float %666 to bfloat
  %737 = fptrunc float %667 to bfloat
  %738 = fptrunc float %668 to bfloat
  %739 = fptrunc float %669 to bfloat
  %740 = fptrunc float %670 to bfloat
  %741 = fptrunc float %671 to bfloat
  %742 = fptrunc float %672 to bfloat
  %743 = fptrunc float %673 to bfloat
  %744 = fptrunc float %674 to bfloat
  %745 = fptrunc float %675 to bfloat
  %746 = fptrunc float %676 to bfloat
  %747 = fptrunc float %677 to bfloat
  %748 = fptrunc float %678 to bfloat
  %749 = fptrunc float %679 to bfloat
  %750 = fptrunc float %680 to bfloat
  %751 = fptrunc float %681 to bfloat
  %752 = fptrunc float %682 to bfloat
  %753 = fptrunc float %683 to bfloat
  %754 = fptrunc float %684 to bfloat
  %755 = fptrunc float %685 to bfloat
  %756 = fptrunc float %686 to bfloat
  %757 = fptrunc float %687 to bfloat
  %758 = fptrunc float %688 to bfloat
  %759 = fptrunc float %689 to bfloat
  %760 = fptrunc float %690 to bfloat
  %761 = fptrunc float %691 to bfloat
  %762 = fptrunc float %692 to bfloat
  %763 = fptrunc float %693 to bfloat
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %764 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %279) #5
  %765 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 0
  %766 = bitcast i32 %765 to float
  %767 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 1
  %768 = bitcast i32 %767 to float
  %769 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 2
  %770 = bitcast i32 %769 to float
  %771 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 3
  %772 = bitcast i32 %771 to float
  %773 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 4
  %774 = bitcast i32 %773 to float
  %775 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 5
  %776 = bitcast i32 %775 to float
  %777 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 6
  %778 = bitcast i32 %777 to float
  %779 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 7
  %780 = bitcast i32 %779 to float
  %781 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 8
  %782 = bitcast i32 %781 to float
  %783 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 9
  %784 = bitcast i32 %783 to float
  %785 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 10
  %786 = bitcast i32 %785 to float
  %787 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 11
  %788 = bitcast i32 %787 to float
  %789 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 12
  %790 = bitcast i32 %789 to float
  %791 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 13
  %792 = bitcast i32 %791 to float
  %793 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 14
  %794 = bitcast i32 %793 to float
  %795 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 15
  %796 = bitcast i32 %795 to float
  %797 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 16
  %798 = bitcast i32 %797 to float
  %799 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 17
  %800 = bitcast i32 %799 to float
  %801 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 18
  %802 = bitcast i32 %801 to float
  %803 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 19
  %804 = bitcast i32 %803 to float
  %805 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 20
  %806 = bitcast i32 %805 to float
  %807 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 21
  %808 = bitcast i32 %807 to float
  %809 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 22
  %810 = bitcast i32 %809 to float
  %811 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 23
  %812 = bitcast i32 %811 to float
  %813 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 24
  %814 = bitcast i32 %813 to float
  %815 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 25
  %816 = bitcast i32 %815 to float
  %817 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 26
  %818 = bitcast i32 %817 to float
  %819 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 27
  %820 = bitcast i32 %819 to float
  %821 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 28
  %822 = bitcast i32 %821 to float
  %823 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 29
  %824 = bitcast i32 %823 to float
  %825 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 30
  %826 = bitcast i32 %825 to float
  %827 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %764, 31
  %828 = bitcast i32 %827 to float
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  %829 = fmul float %695, %766
  %830 = fmul float %695, %768
  %831 = fmul float %695, %770
  %832 = fmul float %695, %772
  %833 = fmul float %695, %774
  %834 = fmul float %695, %776
  %835 = fmul float %695, %778
  %836 = fmul float %695, %780
  %837 = fmul float %695, %782
  %838 = fmul float %695, %784
  %839 = fmul float %695, %786
  %840 = fmul float %695, %788
  %841 = fmul float %695, %790
  %842 = fmul float %695, %792
  %843 = fmul float %695, %794
  %844 = fmul float %695, %796
  %845 = fmul float %695, %798
  %846 = fmul float %695, %800
  %847 = fmul float %695, %802
  %848 = fmul float %695, %804
  %849 = fmul float %695, %806
  %850 = fmul float %695, %808
  %851 = fmul float %695, %810
  %852 = fmul float %695, %812
  %853 = fmul float %695, %814
  %854 = fmul float %695, %816
  %855 = fmul float %695, %818
  %856 = fmul float %695, %820
  %857 = fmul float %695, %822
  %858 = fmul float %695, %824
  %859 = fmul float %695, %826
  %860 = fmul float %695, %828
  %861 = bitcast float %829 to i32
  %862 = bitcast float %830 to i32
  %863 = bitcast float %831 to i32
  %864 = bitcast float %832 to i32
  %865 = bitcast float %833 to i32
  %866 = bitcast float %834 to i32
  %867 = bitcast float %835 to i32
  %868 = bitcast float %836 to i32
  %869 = bitcast float %837 to i32
  %870 = bitcast float %838 to i32
  %871 = bitcast float %839 to i32
  %872 = bitcast float %840 to i32
  %873 = bitcast float %841 to i32
  %874 = bitcast float %842 to i32
  %875 = bitcast float %843 to i32
  %876 = bitcast float %844 to i32
  %877 = bitcast float %845 to i32
  %878 = bitcast float %846 to i32
  %879 = bitcast float %847 to i32
  %880 = bitcast float %848 to i32
  %881 = bitcast float %849 to i32
  %882 = bitcast float %850 to i32
  %883 = bitcast float %851 to i32
  %884 = bitcast float %852 to i32
  %885 = bitcast float %853 to i32
  %886 = bitcast float %854 to i32
  %887 = bitcast float %855 to i32
  %888 = bitcast float %856 to i32
  %889 = bitcast float %857 to i32
  %890 = bitcast float %858 to i32
  %891 = bitcast float %859 to i32
  %892 = bitcast float %860 to i32
  call void asm sideeffect "tcgen05.st.sync.aligned.32x32b.x32.b32 [$0], {$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32};", "r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,~{memory}"(i32 %279, i32 %861, i32 %862, i32 %863, i32 %864, i32 %865, i32 %866, i32 %867, i32 %868, i32 %869, i32 %870, i32 %871, i32 %872, i32 %873, i32 %874, i32 %875, i32 %876, i32 %877, i32 %878, i32 %879, i32 %880, i32 %881, i32 %882, i32 %883, i32 %884, i32 %885, i32 %886, i32 %887, i32 %888, i32 %889, i32 %890, i32 %891, i32 %892) #5
  call void asm sideeffect "tcgen05.wait::st.sync.aligned;", "~{memory}"() #5
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  %893 = insertelement <8 x bfloat> poison, bfloat %732, i64 0
  %894 = insertelement <8 x bfloat> %893, bfloat %733, i64 1
  %895 = insertelement <8 x bfloat> %894, bfloat %734, i64 2
  %896 = insertelement <8 x bfloat> %895, bfloat %735, i64 3
  %897 = insertelement <8 x bfloat> %896, bfloat %736, i64 4
  %898 = insertelement <8 x bfloat> %897, bfloat %737, i64 5
  %899 = insertelement <8 x bfloat> %898, bfloat %738, i64 6
  %900 = insertelement <8 x bfloat> %899, bfloat %739, i64 7
  store <8 x bfloat> %900, ptr addrspace(3) %318, align 16
  %901 = insertelement <8 x bfloat> poison, bfloat %740, i64 0
  %902 = insertelement <8 x bfloat> %901, bfloat %741, i64 1
  %903 = insertelement <8 x bfloat> %902, bfloat %742, i64 2
  %904 = insertelement <8 x bfloat> %903, bfloat %743, i64 3
  %905 = insertelement <8 x bfloat> %904, bfloat %744, i64 4
  %906 = insertelement <8 x bfloat> %905, bfloat %745, i64 5
  %907 = insertelement <8 x bfloat> %906, bfloat %746, i64 6
  %908 = insertelement <8 x bfloat> %907, bfloat %747, i64 7
  store <8 x bfloat> %908, ptr addrspace(3) %324, align 16
  %909 = insertelement <8 x bfloat> poison, bfloat %748, i64 0
  %910 = insertelement <8 x bfloat> %909, bfloat %749, i64 1
  %911 = insertelement <8 x bfloat> %910, bfloat %750, i64 2
  %912 = insertelement <8 x bfloat> %911, bfloat %751, i64 3
  %913 = insertelement <8 x bfloat> %912, bfloat %752, i64 4
  %914 = insertelement <8 x bfloat> %913, bfloat %753, i64 5
  %915 = insertelement <8 x bfloat> %914, bfloat %754, i64 6
  %916 = insertelement <8 x bfloat> %915, bfloat %755, i64 7
  store <8 x bfloat> %916, ptr addrspace(3) %330, align 16
  %917 = insertelement <8 x bfloat> poison, bfloat %756, i64 0
  %918 = insertelement <8 x bfloat> %917, bfloat %757, i64 1
  %919 = insertelement <8 x bfloat> %918, bfloat %758, i64 2
  %920 = insertelement <8 x bfloat> %919, bfloat %759, i64 3
  %921 = insertelement <8 x bfloat> %920, bfloat %760, i64 4
  %922 = insertelement <8 x bfloat> %921, bfloat %761, i64 5
  %923 = insertelement <8 x bfloat> %922, bfloat %762, i64 6
  %924 = insertelement <8 x bfloat> %923, bfloat %763, i64 7
  store <8 x bfloat> %924, ptr addrspace(3) %336, align 16
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %178, label %925, label %.critedge7.preheader

925:                                              ; preds = %402
  %926 = zext nneg i32 %389 to i64
  %927 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 16384), i64 %926
  %928 = ptrtoint ptr addrspace(3) %927 to i64
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %929 = lshr exact i64 %928, 4
  %930 = and i64 %929, 16320
  %931 = or disjoint i64 %930, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %271, i64 %340, i64 %931, i32 135333008, i32 1) #5
  %932 = add i64 %928, 2048
  %933 = lshr exact i64 %932, 4
  %934 = and i64 %933, 16320
  %935 = or disjoint i64 %934, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %271, i64 %344, i64 %935, i32 135333008, i32 1) #5
  %936 = add i64 %928, 4096
  %937 = lshr exact i64 %936, 4
  %938 = and i64 %937, 16320
  %939 = or disjoint i64 %938, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %271, i64 %348, i64 %939, i32 135333008, i32 1) #5
  %940 = add i64 %928, 6144
  %941 = lshr exact i64 %940, 4
  %942 = and i64 %941, 16320
  %943 = or disjoint i64 %942, 4611756662083026944
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %271, i64 %352, i64 %943, i32 135333008, i32 1) #5
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65616) to i32)) #5
  br label %.critedge7.preheader

.critedge7.preheader:                             ; preds = %402, %925
  br label %.critedge7

.critedge7:                                       ; preds = %.critedge7.preheader, %.critedge7
  %944 = call i32 asm sideeffect "{\0A\09.reg .pred %tl_p;\0A\09mbarrier.try_wait.parity.shared::cta.b64 %tl_p, [$1], $2;\0A\09selp.u32 $0, 1, 0, %tl_p;\0A\09}", "=r,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65616) to i32), i32 %358) #5
  %945 = icmp eq i32 %944, 0
  br i1 %945, label %.critedge7, label %.loopexit

._crit_edge:                                      ; preds = %.loopexit, %.._crit_edge_crit_edge
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %302, %.loopexit ]
  %.lcssa10 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %731, %.loopexit ]
  %.lcssa = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %629, %.loopexit ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %946 = zext nneg i32 %.pre-phi to i64
  %947 = getelementptr float, ptr addrspace(3) @attention_tma_smem, i64 %946
  store float %.lcssa, ptr addrspace(3) %947, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void asm sideeffect "tcgen05.fence::after_thread_sync;", "~{memory}"() #5
  %948 = call { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } asm sideeffect "{\0A\09tcgen05.ld.sync.aligned.32x32b.x32.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, [$32];\0A\09tcgen05.wait::ld.sync.aligned;\0A\09}", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r,~{memory}"(i32 %279) #5
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %185, label %949, label %950

949:                                              ; preds = %._crit_edge
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 64;", "r,~{memory}"(i32 %188) #5
  br label %950

950:                                              ; preds = %949, %._crit_edge
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %178, label %951, label %952

951:                                              ; preds = %950
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65584) to i32)) #5
  br label %952

952:                                              ; preds = %951, %950
  call void asm sideeffect "tcgen05.fence::before_thread_sync;", "~{memory}"() #5
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %185, label %953, label %954

953:                                              ; preds = %952
  call void asm sideeffect "tcgen05.fence::after_thread_sync;\0A\09tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, 64;", "r,~{memory}"(i32 %271) #5
  br label %954

954:                                              ; preds = %953, %952
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %178, label %955, label %956

955:                                              ; preds = %954
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65616) to i32)) #5
  br label %956

956:                                              ; preds = %955, %954
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %178, label %957, label %958

957:                                              ; preds = %956
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65536) to i32)) #5
  call void asm sideeffect "mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}"(i32 add (i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @attention_tma_dsmem, i64 65536) to i32), i32 16)) #5
  br label %958

958:                                              ; preds = %957, %956
  %959 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 31
  %960 = bitcast i32 %959 to float
  %961 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 30
  %962 = bitcast i32 %961 to float
  %963 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 29
  %964 = bitcast i32 %963 to float
  %965 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 28
  %966 = bitcast i32 %965 to float
  %967 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 27
  %968 = bitcast i32 %967 to float
  %969 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 26
  %970 = bitcast i32 %969 to float
  %971 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 25
  %972 = bitcast i32 %971 to float
  %973 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 24
  %974 = bitcast i32 %973 to float
  %975 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 23
  %976 = bitcast i32 %975 to float
  %977 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 22
  %978 = bitcast i32 %977 to float
  %979 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 21
  %980 = bitcast i32 %979 to float
  %981 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 20
  %982 = bitcast i32 %981 to float
  %983 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 19
  %984 = bitcast i32 %983 to float
  %985 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 18
  %986 = bitcast i32 %985 to float
  %987 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 17
  %988 = bitcast i32 %987 to float
  %989 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 16
  %990 = bitcast i32 %989 to float
  %991 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 15
  %992 = bitcast i32 %991 to float
  %993 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 14
  %994 = bitcast i32 %993 to float
  %995 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 13
  %996 = bitcast i32 %995 to float
  %997 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 12
  %998 = bitcast i32 %997 to float
  %999 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 11
  %1000 = bitcast i32 %999 to float
  %1001 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 10
  %1002 = bitcast i32 %1001 to float
  %1003 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 9
  %1004 = bitcast i32 %1003 to float
  %1005 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 8
  %1006 = bitcast i32 %1005 to float
  %1007 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 7
  %1008 = bitcast i32 %1007 to float
  %1009 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 6
  %1010 = bitcast i32 %1009 to float
  %1011 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 5
  %1012 = bitcast i32 %1011 to float
  %1013 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 4
  %1014 = bitcast i32 %1013 to float
  %1015 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 3
  %1016 = bitcast i32 %1015 to float
  %1017 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 2
  %1018 = bitcast i32 %1017 to float
  %1019 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 1
  %1020 = bitcast i32 %1019 to float
  %1021 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } %948, 0
  %1022 = bitcast i32 %1021 to float
  %1023 = fdiv float %1022, %.lcssa10
  %1024 = fdiv float %1020, %.lcssa10
  %1025 = fdiv float %1018, %.lcssa10
  %1026 = fdiv float %1016, %.lcssa10
  %1027 = fdiv float %1014, %.lcssa10
  %1028 = fdiv float %1012, %.lcssa10
  %1029 = fdiv float %1010, %.lcssa10
  %1030 = fdiv float %1008, %.lcssa10
  %1031 = fdiv float %1006, %.lcssa10
  %1032 = fdiv float %1004, %.lcssa10
  %1033 = fdiv float %1002, %.lcssa10
  %1034 = fdiv float %1000, %.lcssa10
  %1035 = fdiv float %998, %.lcssa10
  %1036 = fdiv float %996, %.lcssa10
  %1037 = fdiv float %994, %.lcssa10
  %1038 = fdiv float %992, %.lcssa10
  %1039 = fdiv float %990, %.lcssa10
  %1040 = fdiv float %988, %.lcssa10
  %1041 = fdiv float %986, %.lcssa10
  %1042 = fdiv float %984, %.lcssa10
  %1043 = fdiv float %982, %.lcssa10
  %1044 = fdiv float %980, %.lcssa10
  %1045 = fdiv float %978, %.lcssa10
  %1046 = fdiv float %976, %.lcssa10
  %1047 = fdiv float %974, %.lcssa10
  %1048 = fdiv float %972, %.lcssa10
  %1049 = fdiv float %970, %.lcssa10
  %1050 = fdiv float %968, %.lcssa10
  %1051 = fdiv float %966, %.lcssa10
  %1052 = fdiv float %964, %.lcssa10
  %1053 = fdiv float %962, %.lcssa10
  %1054 = fdiv float %960, %.lcssa10
  %1055 = fptrunc float %1023 to bfloat
  %1056 = fptrunc float %1024 to bfloat
  %1057 = fptrunc float %1025 to bfloat
  %1058 = fptrunc float %1026 to bfloat
  %1059 = fptrunc float %1027 to bfloat
  %1060 = fptrunc float %1028 to bfloat
  %1061 = fptrunc float %1029 to bfloat
  %1062 = fptrunc float %1030 to bfloat
  %1063 = fptrunc float %1031 to bfloat
  %1064 = fptrunc float %1032 to bfloat
  %1065 = fptrunc float %1033 to bfloat
  %1066 = fptrunc float %1034 to bfloat
  %1067 = fptrunc float %1035 to bfloat
  %1068 = fptrunc float %1036 to bfloat
  %1069 = fptrunc float %1037 to bfloat
  %1070 = fptrunc float %1038 to bfloat
  %1071 = fptrunc float %1039 to bfloat
  %1072 = fptrunc float %1040 to bfloat
  %1073 = fptrunc float %1041 to bfloat
  %1074 = fptrunc float %1042 to bfloat
  %1075 = fptrunc float %1043 to bfloat
  %1076 = fptrunc float %1044 to bfloat
  %1077 = fptrunc float %1045 to bfloat
  %1078 = fptrunc float %1046 to bfloat
  %1079 = fptrunc float %1047 to bfloat
  %1080 = fptrunc float %1048 to bfloat
  %1081 = fptrunc float %1049 to bfloat
  %1082 = fptrunc float %1050 to bfloat
  %1083 = fptrunc float %1051 to bfloat
  %1084 = fptrunc float %1052 to bfloat
  %1085 = fptrunc float %1053 to bfloat
  %1086 = fptrunc float %1054 to bfloat
  %1087 = or disjoint i32 %15, %.pre-phi
  %1088 = add i32 %14, %1087
  %1089 = shl i32 %1088, 6
  %1090 = or disjoint i32 %1089, %275
  %1091 = sext i32 %1090 to i64
  %1092 = getelementptr bfloat, ptr addrspace(1) %3, i64 %1091
  %1093 = icmp slt i32 %1087, %4
  %1094 = ptrtoint ptr addrspace(1) %1092 to i64
  %1095 = and i64 %1094, 7
  %1096 = icmp eq i64 %1095, 0
  %1097 = and i1 %1093, %1096
  %1098 = xor i1 %1093, %1097
  %1099 = zext i1 %1097 to i32
  %1100 = bitcast bfloat %1055 to i16
  %1101 = bitcast bfloat %1056 to i16
  %1102 = bitcast bfloat %1057 to i16
  %1103 = bitcast bfloat %1058 to i16
  %1104 = zext i1 %1098 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1099, i16 %1100, i16 %1101, i16 %1102, i16 %1103, ptr addrspace(1) %1092, i32 %1104, i32 %1104, i32 %1104, i32 %1104) #5
  %1105 = getelementptr i8, ptr addrspace(1) %1092, i64 8
  %1106 = ptrtoint ptr addrspace(1) %1105 to i64
  %1107 = and i64 %1106, 7
  %1108 = icmp eq i64 %1107, 0
  %1109 = and i1 %1093, %1108
  %1110 = xor i1 %1093, %1109
  %1111 = zext i1 %1109 to i32
  %1112 = bitcast bfloat %1059 to i16
  %1113 = bitcast bfloat %1060 to i16
  %1114 = bitcast bfloat %1061 to i16
  %1115 = bitcast bfloat %1062 to i16
  %1116 = zext i1 %1110 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1111, i16 %1112, i16 %1113, i16 %1114, i16 %1115, ptr addrspace(1) %1105, i32 %1116, i32 %1116, i32 %1116, i32 %1116) #5
  %1117 = getelementptr i8, ptr addrspace(1) %1092, i64 16
  %1118 = ptrtoint ptr addrspace(1) %1117 to i64
  %1119 = and i64 %1118, 7
  %1120 = icmp eq i64 %1119, 0
  %1121 = and i1 %1093, %1120
  %1122 = xor i1 %1093, %1121
  %1123 = zext i1 %1121 to i32
  %1124 = bitcast bfloat %1063 to i16
  %1125 = bitcast bfloat %1064 to i16
  %1126 = bitcast bfloat %1065 to i16
  %1127 = bitcast bfloat %1066 to i16
  %1128 = zext i1 %1122 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1123, i16 %1124, i16 %1125, i16 %1126, i16 %1127, ptr addrspace(1) %1117, i32 %1128, i32 %1128, i32 %1128, i32 %1128) #5
  %1129 = getelementptr i8, ptr addrspace(1) %1092, i64 24
  %1130 = ptrtoint ptr addrspace(1) %1129 to i64
  %1131 = and i64 %1130, 7
  %1132 = icmp eq i64 %1131, 0
  %1133 = and i1 %1093, %1132
  %1134 = xor i1 %1093, %1133
  %1135 = zext i1 %1133 to i32
  %1136 = bitcast bfloat %1067 to i16
  %1137 = bitcast bfloat %1068 to i16
  %1138 = bitcast bfloat %1069 to i16
  %1139 = bitcast bfloat %1070 to i16
  %1140 = zext i1 %1134 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1135, i16 %1136, i16 %1137, i16 %1138, i16 %1139, ptr addrspace(1) %1129, i32 %1140, i32 %1140, i32 %1140, i32 %1140) #5
  %1141 = getelementptr i8, ptr addrspace(1) %1092, i64 32
  %1142 = ptrtoint ptr addrspace(1) %1141 to i64
  %1143 = and i64 %1142, 7
  %1144 = icmp eq i64 %1143, 0
  %1145 = and i1 %1093, %1144
  %1146 = xor i1 %1093, %1145
  %1147 = zext i1 %1145 to i32
  %1148 = bitcast bfloat %1071 to i16
  %1149 = bitcast bfloat %1072 to i16
  %1150 = bitcast bfloat %1073 to i16
  %1151 = bitcast bfloat %1074 to i16
  %1152 = zext i1 %1146 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1147, i16 %1148, i16 %1149, i16 %1150, i16 %1151, ptr addrspace(1) %1141, i32 %1152, i32 %1152, i32 %1152, i32 %1152) #5
  %1153 = getelementptr i8, ptr addrspace(1) %1092, i64 40
  %1154 = ptrtoint ptr addrspace(1) %1153 to i64
  %1155 = and i64 %1154, 7
  %1156 = icmp eq i64 %1155, 0
  %1157 = and i1 %1093, %1156
  %1158 = xor i1 %1093, %1157
  %1159 = zext i1 %1157 to i32
  %1160 = bitcast bfloat %1075 to i16
  %1161 = bitcast bfloat %1076 to i16
  %1162 = bitcast bfloat %1077 to i16
  %1163 = bitcast bfloat %1078 to i16
  %1164 = zext i1 %1158 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1159, i16 %1160, i16 %1161, i16 %1162, i16 %1163, ptr addrspace(1) %1153, i32 %1164, i32 %1164, i32 %1164, i32 %1164) #5
  %1165 = getelementptr i8, ptr addrspace(1) %1092, i64 48
  %1166 = ptrtoint ptr addrspace(1) %1165 to i64
  %1167 = and i64 %1166, 7
  %1168 = icmp eq i64 %1167, 0
  %1169 = and i1 %1093, %1168
  %1170 = xor i1 %1093, %1169
  %1171 = zext i1 %1169 to i32
  %1172 = bitcast bfloat %1079 to i16
  %1173 = bitcast bfloat %1080 to i16
  %1174 = bitcast bfloat %1081 to i16
  %1175 = bitcast bfloat %1082 to i16
  %1176 = zext i1 %1170 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1171, i16 %1172, i16 %1173, i16 %1174, i16 %1175, ptr addrspace(1) %1165, i32 %1176, i32 %1176, i32 %1176, i32 %1176) #5
  %1177 = getelementptr i8, ptr addrspace(1) %1092, i64 56
  %1178 = ptrtoint ptr addrspace(1) %1177 to i64
  %1179 = and i64 %1178, 7
  %1180 = icmp eq i64 %1179, 0
  %1181 = and i1 %1093, %1180
  %1182 = xor i1 %1093, %1181
  %1183 = zext i1 %1181 to i32
  %1184 = bitcast bfloat %1083 to i16
  %1185 = bitcast bfloat %1084 to i16
  %1186 = bitcast bfloat %1085 to i16
  %1187 = bitcast bfloat %1086 to i16
  %1188 = zext i1 %1182 to i32
  call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v4.b16 [$5], {$1, $2, $3, $4};\0Asetp.ne.b32 %tile_p, $6, 0;\0A@%tile_p st.global.b16 [$5], $1;\0Asetp.ne.b32 %tile_p, $7, 0;\0A@%tile_p st.global.b16 [$5+2], $2;\0Asetp.ne.b32 %tile_p, $8, 0;\0A@%tile_p st.global.b16 [$5+4], $3;\0Asetp.ne.b32 %tile_p, $9, 0;\0A@%tile_p st.global.b16 [$5+6], $4;\0A}", "r,h,h,h,h,l,r,r,r,r"(i32 %1183, i16 %1184, i16 %1185, i16 %1186, i16 %1187, ptr addrspace(1) %1177, i32 %1188, i32 %1188, i32 %1188, i32 %1188) #5
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
