; ModuleID = 'tile_kernels'
source_filename = "tile_kernels"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@gemm_nvfp4_smem = internal addrspace(3) global [39936 x i8] undef, align 16

; Function Attrs: nounwind
define ptx_kernel void @gemm_nvfp4(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, i32 %5, i32 %6, i32 %7) local_unnamed_addr #0 {
  %9 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl nuw nsw i32 %11, 7
  %13 = shl i32 %10, 6
  %14 = lshr i32 %7, 1
  %15 = lshr i32 %7, 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = lshr i32 %9, 1
  %17 = shl nuw nsw i32 %9, 4
  %18 = and i32 %17, 16
  %19 = or disjoint i32 %12, %16
  %20 = mul i32 %14, %19
  %invariant.op = add i32 %18, %20
  %21 = icmp slt i32 %19, %5
  %22 = mul nuw nsw i32 %16, 48
  %23 = add nuw nsw i32 %22, %18
  %24 = zext nneg i32 %23 to i64
  %25 = zext i1 %21 to i32
  %26 = select i1 %21, i32 16, i32 0
  %27 = or disjoint i32 %16, 64
  %28 = or disjoint i32 %27, %12
  %29 = mul i32 %14, %28
  %30 = add i32 %29, %18
  %31 = icmp slt i32 %28, %5
  %32 = mul nuw nsw i32 %27, 48
  %33 = add nuw nsw i32 %32, %18
  %34 = zext nneg i32 %33 to i64
  %35 = zext i1 %31 to i32
  %36 = select i1 %31, i32 16, i32 0
  %37 = or disjoint i32 %13, %16
  %38 = mul i32 %14, %37
  %39 = add i32 %38, %18
  %40 = icmp slt i32 %37, %6
  %41 = zext i1 %40 to i32
  %42 = select i1 %40, i32 16, i32 0
  %43 = or disjoint i32 %12, %9
  %44 = mul i32 %15, %43
  %45 = icmp slt i32 %43, %5
  %46 = shl nuw nsw i32 %9, 2
  %47 = zext nneg i32 %46 to i64
  %48 = zext i1 %45 to i32
  %49 = select i1 %45, i32 4, i32 0
  %50 = icmp samesign ult i32 %9, 64
  %51 = or disjoint i32 %13, %9
  %52 = mul i32 %15, %51
  %53 = icmp slt i32 %51, %6
  %54 = zext i1 %53 to i32
  %55 = select i1 %53, i32 4, i32 0
  br label %163

.preheader25:                                     ; preds = %.loopexit27
  %56 = icmp sgt i32 %7, 0
  %57 = lshr i32 %9, 2
  %58 = and i32 %57, 7
  %59 = and i32 %9, 64
  %60 = and i32 %9, 32
  br i1 %56, label %.lr.ph, label %.preheader25.._crit_edge_crit_edge

.preheader25.._crit_edge_crit_edge:               ; preds = %.preheader25
  %.pre306 = or disjoint i32 %58, 8
  %.pre308 = or disjoint i32 %59, 16
  %.pre310 = or disjoint i32 %59, 32
  %.pre312 = or disjoint i32 %59, 48
  br label %._crit_edge

.lr.ph:                                           ; preds = %.preheader25
  %61 = or disjoint i32 %59, 16
  %62 = or disjoint i32 %59, 32
  %63 = or disjoint i32 %59, 48
  %64 = shl nuw nsw i32 %9, 3
  %65 = or disjoint i32 %58, %59
  %66 = mul nuw nsw i32 %65, 48
  %67 = and i32 %46, 12
  %68 = or disjoint i32 %66, %67
  %69 = zext nneg i32 %68 to i64
  %70 = or disjoint i32 %58, 8
  %71 = or disjoint i32 %70, %59
  %72 = mul nuw nsw i32 %71, 48
  %73 = or disjoint i32 %72, %67
  %74 = zext nneg i32 %73 to i64
  %75 = or disjoint i32 %67, 16
  %76 = add nuw nsw i32 %66, %75
  %77 = zext nneg i32 %76 to i64
  %78 = add nuw nsw i32 %72, %75
  %79 = zext nneg i32 %78 to i64
  %80 = or disjoint i32 %58, %60
  %81 = mul nuw nsw i32 %80, 48
  %82 = or disjoint i32 %81, %67
  %83 = zext nneg i32 %82 to i64
  %84 = add nuw nsw i32 %81, %75
  %85 = zext nneg i32 %84 to i64
  %86 = and i32 %64, 8
  %87 = or disjoint i32 %58, %86
  %88 = or disjoint i32 %87, %59
  %89 = shl nuw nsw i32 %88, 2
  %90 = zext nneg i32 %89 to i64
  %91 = shl nuw nsw i32 %80, 2
  %92 = zext nneg i32 %91 to i64
  %93 = or disjoint i32 %80, 8
  %94 = mul nuw nsw i32 %93, 48
  %95 = or disjoint i32 %94, %67
  %96 = zext nneg i32 %95 to i64
  %97 = add nuw nsw i32 %94, %75
  %98 = zext nneg i32 %97 to i64
  %99 = shl nuw nsw i32 %93, 2
  %100 = zext nneg i32 %99 to i64
  %101 = or disjoint i32 %80, 16
  %102 = mul nuw nsw i32 %101, 48
  %103 = or disjoint i32 %102, %67
  %104 = zext nneg i32 %103 to i64
  %105 = add nuw nsw i32 %102, %75
  %106 = zext nneg i32 %105 to i64
  %107 = shl nuw nsw i32 %101, 2
  %108 = zext nneg i32 %107 to i64
  %109 = or disjoint i32 %57, %60
  %110 = or i32 %109, 24
  %111 = mul nuw nsw i32 %110, 48
  %112 = or disjoint i32 %111, %67
  %113 = zext nneg i32 %112 to i64
  %114 = add nuw nsw i32 %111, %75
  %115 = zext nneg i32 %114 to i64
  %116 = shl nuw nsw i32 %110, 2
  %117 = zext nneg i32 %116 to i64
  %118 = or disjoint i32 %61, %58
  %119 = mul nuw nsw i32 %118, 48
  %120 = or disjoint i32 %119, %67
  %121 = zext nneg i32 %120 to i64
  %122 = or disjoint i32 %70, %61
  %123 = mul nuw nsw i32 %122, 48
  %124 = or disjoint i32 %123, %67
  %125 = zext nneg i32 %124 to i64
  %126 = add nuw nsw i32 %119, %75
  %127 = zext nneg i32 %126 to i64
  %128 = add nuw nsw i32 %123, %75
  %129 = zext nneg i32 %128 to i64
  %130 = or disjoint i32 %87, %61
  %131 = shl nuw nsw i32 %130, 2
  %132 = zext nneg i32 %131 to i64
  %133 = or disjoint i32 %62, %58
  %134 = mul nuw nsw i32 %133, 48
  %135 = or disjoint i32 %134, %67
  %136 = zext nneg i32 %135 to i64
  %137 = or disjoint i32 %70, %62
  %138 = mul nuw nsw i32 %137, 48
  %139 = or disjoint i32 %138, %67
  %140 = zext nneg i32 %139 to i64
  %141 = add nuw nsw i32 %134, %75
  %142 = zext nneg i32 %141 to i64
  %143 = add nuw nsw i32 %138, %75
  %144 = zext nneg i32 %143 to i64
  %145 = or disjoint i32 %87, %62
  %146 = shl nuw nsw i32 %145, 2
  %147 = zext nneg i32 %146 to i64
  %148 = or disjoint i32 %63, %58
  %149 = mul nuw nsw i32 %148, 48
  %150 = or disjoint i32 %149, %67
  %151 = zext nneg i32 %150 to i64
  %152 = or disjoint i32 %70, %63
  %153 = mul nuw nsw i32 %152, 48
  %154 = or disjoint i32 %153, %67
  %155 = zext nneg i32 %154 to i64
  %156 = add nuw nsw i32 %149, %75
  %157 = zext nneg i32 %156 to i64
  %158 = add nuw nsw i32 %153, %75
  %159 = zext nneg i32 %158 to i64
  %160 = or disjoint i32 %87, %63
  %161 = shl nuw nsw i32 %160, 2
  %162 = zext nneg i32 %161 to i64
  br label %548

163:                                              ; preds = %8, %.loopexit27
  %164 = phi i64 [ 0, %8 ], [ %547, %.loopexit27 ]
  %165 = trunc nuw nsw i64 %164 to i32
  %166 = shl nuw nsw i32 %165, 6
  %167 = icmp slt i32 %166, %7
  br i1 %167, label %168, label %.loopexit27

168:                                              ; preds = %163
  %169 = shl nuw nsw i32 %165, 5
  %170 = shl nuw nsw i32 %165, 2
  %171 = mul nuw nsw i64 %164, 9984
  %172 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_smem, i64 %171
  %.reass = add i32 %169, %invariant.op
  %173 = sext i32 %.reass to i64
  %174 = getelementptr i8, ptr addrspace(1) %0, i64 %173
  %175 = ptrtoint ptr addrspace(1) %174 to i64
  %176 = and i64 %175, 15
  %177 = icmp eq i64 %176, 0
  %178 = getelementptr i8, ptr addrspace(3) %172, i64 %24
  br i1 %177, label %271, label %.preheader34

.preheader34:                                     ; preds = %168
  %179 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %174, i32 %25, i16 0) #3
  %180 = trunc i16 %179 to i8
  store i8 %180, ptr addrspace(3) %178, align 16
  %181 = add i32 %.reass, 1
  %182 = sext i32 %181 to i64
  %183 = getelementptr i8, ptr addrspace(1) %0, i64 %182
  %184 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %183, i32 %25, i16 0) #3
  %185 = trunc i16 %184 to i8
  %186 = getelementptr i8, ptr addrspace(3) %178, i64 1
  store i8 %185, ptr addrspace(3) %186, align 1
  %187 = add i32 %.reass, 2
  %188 = sext i32 %187 to i64
  %189 = getelementptr i8, ptr addrspace(1) %0, i64 %188
  %190 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %189, i32 %25, i16 0) #3
  %191 = trunc i16 %190 to i8
  %192 = getelementptr i8, ptr addrspace(3) %178, i64 2
  store i8 %191, ptr addrspace(3) %192, align 2
  %193 = add i32 %.reass, 3
  %194 = sext i32 %193 to i64
  %195 = getelementptr i8, ptr addrspace(1) %0, i64 %194
  %196 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %195, i32 %25, i16 0) #3
  %197 = trunc i16 %196 to i8
  %198 = getelementptr i8, ptr addrspace(3) %178, i64 3
  store i8 %197, ptr addrspace(3) %198, align 1
  %199 = add i32 %.reass, 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr i8, ptr addrspace(1) %0, i64 %200
  %202 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %201, i32 %25, i16 0) #3
  %203 = trunc i16 %202 to i8
  %204 = getelementptr i8, ptr addrspace(3) %178, i64 4
  store i8 %203, ptr addrspace(3) %204, align 4
  %205 = add i32 %.reass, 5
  %206 = sext i32 %205 to i64
  %207 = getelementptr i8, ptr addrspace(1) %0, i64 %206
  %208 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %207, i32 %25, i16 0) #3
  %209 = trunc i16 %208 to i8
  %210 = getelementptr i8, ptr addrspace(3) %178, i64 5
  store i8 %209, ptr addrspace(3) %210, align 1
  %211 = add i32 %.reass, 6
  %212 = sext i32 %211 to i64
  %213 = getelementptr i8, ptr addrspace(1) %0, i64 %212
  %214 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %213, i32 %25, i16 0) #3
  %215 = trunc i16 %214 to i8
  %216 = getelementptr i8, ptr addrspace(3) %178, i64 6
  store i8 %215, ptr addrspace(3) %216, align 2
  %217 = add i32 %.reass, 7
  %218 = sext i32 %217 to i64
  %219 = getelementptr i8, ptr addrspace(1) %0, i64 %218
  %220 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %219, i32 %25, i16 0) #3
  %221 = trunc i16 %220 to i8
  %222 = getelementptr i8, ptr addrspace(3) %178, i64 7
  store i8 %221, ptr addrspace(3) %222, align 1
  %223 = add i32 %.reass, 8
  %224 = sext i32 %223 to i64
  %225 = getelementptr i8, ptr addrspace(1) %0, i64 %224
  %226 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %225, i32 %25, i16 0) #3
  %227 = trunc i16 %226 to i8
  %228 = getelementptr i8, ptr addrspace(3) %178, i64 8
  store i8 %227, ptr addrspace(3) %228, align 8
  %229 = add i32 %.reass, 9
  %230 = sext i32 %229 to i64
  %231 = getelementptr i8, ptr addrspace(1) %0, i64 %230
  %232 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %231, i32 %25, i16 0) #3
  %233 = trunc i16 %232 to i8
  %234 = getelementptr i8, ptr addrspace(3) %178, i64 9
  store i8 %233, ptr addrspace(3) %234, align 1
  %235 = add i32 %.reass, 10
  %236 = sext i32 %235 to i64
  %237 = getelementptr i8, ptr addrspace(1) %0, i64 %236
  %238 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %237, i32 %25, i16 0) #3
  %239 = trunc i16 %238 to i8
  %240 = getelementptr i8, ptr addrspace(3) %178, i64 10
  store i8 %239, ptr addrspace(3) %240, align 2
  %241 = add i32 %.reass, 11
  %242 = sext i32 %241 to i64
  %243 = getelementptr i8, ptr addrspace(1) %0, i64 %242
  %244 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %243, i32 %25, i16 0) #3
  %245 = trunc i16 %244 to i8
  %246 = getelementptr i8, ptr addrspace(3) %178, i64 11
  store i8 %245, ptr addrspace(3) %246, align 1
  %247 = add i32 %.reass, 12
  %248 = sext i32 %247 to i64
  %249 = getelementptr i8, ptr addrspace(1) %0, i64 %248
  %250 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %249, i32 %25, i16 0) #3
  %251 = trunc i16 %250 to i8
  %252 = getelementptr i8, ptr addrspace(3) %178, i64 12
  store i8 %251, ptr addrspace(3) %252, align 4
  %253 = add i32 %.reass, 13
  %254 = sext i32 %253 to i64
  %255 = getelementptr i8, ptr addrspace(1) %0, i64 %254
  %256 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %255, i32 %25, i16 0) #3
  %257 = trunc i16 %256 to i8
  %258 = getelementptr i8, ptr addrspace(3) %178, i64 13
  store i8 %257, ptr addrspace(3) %258, align 1
  %259 = add i32 %.reass, 14
  %260 = sext i32 %259 to i64
  %261 = getelementptr i8, ptr addrspace(1) %0, i64 %260
  %262 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %261, i32 %25, i16 0) #3
  %263 = trunc i16 %262 to i8
  %264 = getelementptr i8, ptr addrspace(3) %178, i64 14
  store i8 %263, ptr addrspace(3) %264, align 2
  %265 = add i32 %.reass, 15
  %266 = sext i32 %265 to i64
  %267 = getelementptr i8, ptr addrspace(1) %0, i64 %266
  %268 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %267, i32 %25, i16 0) #3
  %269 = trunc i16 %268 to i8
  %270 = getelementptr i8, ptr addrspace(3) %178, i64 15
  store i8 %269, ptr addrspace(3) %270, align 1
  br label %.loopexit35

271:                                              ; preds = %168
  %272 = select i1 %21, ptr addrspace(1) %174, ptr addrspace(1) %0
  %273 = ptrtoint ptr addrspace(3) %178 to i64
  %274 = trunc i64 %273 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %274, ptr addrspace(1) %272, i32 %26) #3
  br label %.loopexit35

.loopexit35:                                      ; preds = %.preheader34, %271
  %275 = add i32 %30, %169
  %276 = sext i32 %275 to i64
  %277 = getelementptr i8, ptr addrspace(1) %0, i64 %276
  %278 = ptrtoint ptr addrspace(1) %277 to i64
  %279 = and i64 %278, 15
  %280 = icmp eq i64 %279, 0
  %281 = getelementptr i8, ptr addrspace(3) %172, i64 %34
  br i1 %280, label %374, label %.preheader32

.preheader32:                                     ; preds = %.loopexit35
  %282 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %277, i32 %35, i16 0) #3
  %283 = trunc i16 %282 to i8
  store i8 %283, ptr addrspace(3) %281, align 16
  %284 = add i32 %275, 1
  %285 = sext i32 %284 to i64
  %286 = getelementptr i8, ptr addrspace(1) %0, i64 %285
  %287 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %286, i32 %35, i16 0) #3
  %288 = trunc i16 %287 to i8
  %289 = getelementptr i8, ptr addrspace(3) %281, i64 1
  store i8 %288, ptr addrspace(3) %289, align 1
  %290 = add i32 %275, 2
  %291 = sext i32 %290 to i64
  %292 = getelementptr i8, ptr addrspace(1) %0, i64 %291
  %293 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %292, i32 %35, i16 0) #3
  %294 = trunc i16 %293 to i8
  %295 = getelementptr i8, ptr addrspace(3) %281, i64 2
  store i8 %294, ptr addrspace(3) %295, align 2
  %296 = add i32 %275, 3
  %297 = sext i32 %296 to i64
  %298 = getelementptr i8, ptr addrspace(1) %0, i64 %297
  %299 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %298, i32 %35, i16 0) #3
  %300 = trunc i16 %299 to i8
  %301 = getelementptr i8, ptr addrspace(3) %281, i64 3
  store i8 %300, ptr addrspace(3) %301, align 1
  %302 = add i32 %275, 4
  %303 = sext i32 %302 to i64
  %304 = getelementptr i8, ptr addrspace(1) %0, i64 %303
  %305 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %304, i32 %35, i16 0) #3
  %306 = trunc i16 %305 to i8
  %307 = getelementptr i8, ptr addrspace(3) %281, i64 4
  store i8 %306, ptr addrspace(3) %307, align 4
  %308 = add i32 %275, 5
  %309 = sext i32 %308 to i64
  %310 = getelementptr i8, ptr addrspace(1) %0, i64 %309
  %311 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %310, i32 %35, i16 0) #3
  %312 = trunc i16 %311 to i8
  %313 = getelementptr i8, ptr addrspace(3) %281, i64 5
  store i8 %312, ptr addrspace(3) %313, align 1
  %314 = add i32 %275, 6
  %315 = sext i32 %314 to i64
  %316 = getelementptr i8, ptr addrspace(1) %0, i64 %315
  %317 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %316, i32 %35, i16 0) #3
  %318 = trunc i16 %317 to i8
  %319 = getelementptr i8, ptr addrspace(3) %281, i64 6
  store i8 %318, ptr addrspace(3) %319, align 2
  %320 = add i32 %275, 7
  %321 = sext i32 %320 to i64
  %322 = getelementptr i8, ptr addrspace(1) %0, i64 %321
  %323 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %322, i32 %35, i16 0) #3
  %324 = trunc i16 %323 to i8
  %325 = getelementptr i8, ptr addrspace(3) %281, i64 7
  store i8 %324, ptr addrspace(3) %325, align 1
  %326 = add i32 %275, 8
  %327 = sext i32 %326 to i64
  %328 = getelementptr i8, ptr addrspace(1) %0, i64 %327
  %329 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %328, i32 %35, i16 0) #3
  %330 = trunc i16 %329 to i8
  %331 = getelementptr i8, ptr addrspace(3) %281, i64 8
  store i8 %330, ptr addrspace(3) %331, align 8
  %332 = add i32 %275, 9
  %333 = sext i32 %332 to i64
  %334 = getelementptr i8, ptr addrspace(1) %0, i64 %333
  %335 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %334, i32 %35, i16 0) #3
  %336 = trunc i16 %335 to i8
  %337 = getelementptr i8, ptr addrspace(3) %281, i64 9
  store i8 %336, ptr addrspace(3) %337, align 1
  %338 = add i32 %275, 10
  %339 = sext i32 %338 to i64
  %340 = getelementptr i8, ptr addrspace(1) %0, i64 %339
  %341 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %340, i32 %35, i16 0) #3
  %342 = trunc i16 %341 to i8
  %343 = getelementptr i8, ptr addrspace(3) %281, i64 10
  store i8 %342, ptr addrspace(3) %343, align 2
  %344 = add i32 %275, 11
  %345 = sext i32 %344 to i64
  %346 = getelementptr i8, ptr addrspace(1) %0, i64 %345
  %347 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %346, i32 %35, i16 0) #3
  %348 = trunc i16 %347 to i8
  %349 = getelementptr i8, ptr addrspace(3) %281, i64 11
  store i8 %348, ptr addrspace(3) %349, align 1
  %350 = add i32 %275, 12
  %351 = sext i32 %350 to i64
  %352 = getelementptr i8, ptr addrspace(1) %0, i64 %351
  %353 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %352, i32 %35, i16 0) #3
  %354 = trunc i16 %353 to i8
  %355 = getelementptr i8, ptr addrspace(3) %281, i64 12
  store i8 %354, ptr addrspace(3) %355, align 4
  %356 = add i32 %275, 13
  %357 = sext i32 %356 to i64
  %358 = getelementptr i8, ptr addrspace(1) %0, i64 %357
  %359 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %358, i32 %35, i16 0) #3
  %360 = trunc i16 %359 to i8
  %361 = getelementptr i8, ptr addrspace(3) %281, i64 13
  store i8 %360, ptr addrspace(3) %361, align 1
  %362 = add i32 %275, 14
  %363 = sext i32 %362 to i64
  %364 = getelementptr i8, ptr addrspace(1) %0, i64 %363
  %365 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %364, i32 %35, i16 0) #3
  %366 = trunc i16 %365 to i8
  %367 = getelementptr i8, ptr addrspace(3) %281, i64 14
  store i8 %366, ptr addrspace(3) %367, align 2
  %368 = add i32 %275, 15
  %369 = sext i32 %368 to i64
  %370 = getelementptr i8, ptr addrspace(1) %0, i64 %369
  %371 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %370, i32 %35, i16 0) #3
  %372 = trunc i16 %371 to i8
  %373 = getelementptr i8, ptr addrspace(3) %281, i64 15
  store i8 %372, ptr addrspace(3) %373, align 1
  br label %.loopexit33

374:                                              ; preds = %.loopexit35
  %375 = select i1 %31, ptr addrspace(1) %277, ptr addrspace(1) %0
  %376 = ptrtoint ptr addrspace(3) %281 to i64
  %377 = trunc i64 %376 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %377, ptr addrspace(1) %375, i32 %36) #3
  br label %.loopexit33

.loopexit33:                                      ; preds = %.preheader32, %374
  %378 = getelementptr i8, ptr addrspace(3) %172, i64 6144
  %379 = add i32 %39, %169
  %380 = sext i32 %379 to i64
  %381 = getelementptr i8, ptr addrspace(1) %2, i64 %380
  %382 = ptrtoint ptr addrspace(1) %381 to i64
  %383 = and i64 %382, 15
  %384 = icmp eq i64 %383, 0
  %385 = getelementptr i8, ptr addrspace(3) %378, i64 %24
  br i1 %384, label %478, label %.preheader30

.preheader30:                                     ; preds = %.loopexit33
  %386 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %381, i32 %41, i16 0) #3
  %387 = trunc i16 %386 to i8
  store i8 %387, ptr addrspace(3) %385, align 16
  %388 = add i32 %379, 1
  %389 = sext i32 %388 to i64
  %390 = getelementptr i8, ptr addrspace(1) %2, i64 %389
  %391 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %390, i32 %41, i16 0) #3
  %392 = trunc i16 %391 to i8
  %393 = getelementptr i8, ptr addrspace(3) %385, i64 1
  store i8 %392, ptr addrspace(3) %393, align 1
  %394 = add i32 %379, 2
  %395 = sext i32 %394 to i64
  %396 = getelementptr i8, ptr addrspace(1) %2, i64 %395
  %397 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %396, i32 %41, i16 0) #3
  %398 = trunc i16 %397 to i8
  %399 = getelementptr i8, ptr addrspace(3) %385, i64 2
  store i8 %398, ptr addrspace(3) %399, align 2
  %400 = add i32 %379, 3
  %401 = sext i32 %400 to i64
  %402 = getelementptr i8, ptr addrspace(1) %2, i64 %401
  %403 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %402, i32 %41, i16 0) #3
  %404 = trunc i16 %403 to i8
  %405 = getelementptr i8, ptr addrspace(3) %385, i64 3
  store i8 %404, ptr addrspace(3) %405, align 1
  %406 = add i32 %379, 4
  %407 = sext i32 %406 to i64
  %408 = getelementptr i8, ptr addrspace(1) %2, i64 %407
  %409 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %408, i32 %41, i16 0) #3
  %410 = trunc i16 %409 to i8
  %411 = getelementptr i8, ptr addrspace(3) %385, i64 4
  store i8 %410, ptr addrspace(3) %411, align 4
  %412 = add i32 %379, 5
  %413 = sext i32 %412 to i64
  %414 = getelementptr i8, ptr addrspace(1) %2, i64 %413
  %415 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %414, i32 %41, i16 0) #3
  %416 = trunc i16 %415 to i8
  %417 = getelementptr i8, ptr addrspace(3) %385, i64 5
  store i8 %416, ptr addrspace(3) %417, align 1
  %418 = add i32 %379, 6
  %419 = sext i32 %418 to i64
  %420 = getelementptr i8, ptr addrspace(1) %2, i64 %419
  %421 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %420, i32 %41, i16 0) #3
  %422 = trunc i16 %421 to i8
  %423 = getelementptr i8, ptr addrspace(3) %385, i64 6
  store i8 %422, ptr addrspace(3) %423, align 2
  %424 = add i32 %379, 7
  %425 = sext i32 %424 to i64
  %426 = getelementptr i8, ptr addrspace(1) %2, i64 %425
  %427 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %426, i32 %41, i16 0) #3
  %428 = trunc i16 %427 to i8
  %429 = getelementptr i8, ptr addrspace(3) %385, i64 7
  store i8 %428, ptr addrspace(3) %429, align 1
  %430 = add i32 %379, 8
  %431 = sext i32 %430 to i64
  %432 = getelementptr i8, ptr addrspace(1) %2, i64 %431
  %433 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %432, i32 %41, i16 0) #3
  %434 = trunc i16 %433 to i8
  %435 = getelementptr i8, ptr addrspace(3) %385, i64 8
  store i8 %434, ptr addrspace(3) %435, align 8
  %436 = add i32 %379, 9
  %437 = sext i32 %436 to i64
  %438 = getelementptr i8, ptr addrspace(1) %2, i64 %437
  %439 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %438, i32 %41, i16 0) #3
  %440 = trunc i16 %439 to i8
  %441 = getelementptr i8, ptr addrspace(3) %385, i64 9
  store i8 %440, ptr addrspace(3) %441, align 1
  %442 = add i32 %379, 10
  %443 = sext i32 %442 to i64
  %444 = getelementptr i8, ptr addrspace(1) %2, i64 %443
  %445 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %444, i32 %41, i16 0) #3
  %446 = trunc i16 %445 to i8
  %447 = getelementptr i8, ptr addrspace(3) %385, i64 10
  store i8 %446, ptr addrspace(3) %447, align 2
  %448 = add i32 %379, 11
  %449 = sext i32 %448 to i64
  %450 = getelementptr i8, ptr addrspace(1) %2, i64 %449
  %451 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %450, i32 %41, i16 0) #3
  %452 = trunc i16 %451 to i8
  %453 = getelementptr i8, ptr addrspace(3) %385, i64 11
  store i8 %452, ptr addrspace(3) %453, align 1
  %454 = add i32 %379, 12
  %455 = sext i32 %454 to i64
  %456 = getelementptr i8, ptr addrspace(1) %2, i64 %455
  %457 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %456, i32 %41, i16 0) #3
  %458 = trunc i16 %457 to i8
  %459 = getelementptr i8, ptr addrspace(3) %385, i64 12
  store i8 %458, ptr addrspace(3) %459, align 4
  %460 = add i32 %379, 13
  %461 = sext i32 %460 to i64
  %462 = getelementptr i8, ptr addrspace(1) %2, i64 %461
  %463 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %462, i32 %41, i16 0) #3
  %464 = trunc i16 %463 to i8
  %465 = getelementptr i8, ptr addrspace(3) %385, i64 13
  store i8 %464, ptr addrspace(3) %465, align 1
  %466 = add i32 %379, 14
  %467 = sext i32 %466 to i64
  %468 = getelementptr i8, ptr addrspace(1) %2, i64 %467
  %469 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %468, i32 %41, i16 0) #3
  %470 = trunc i16 %469 to i8
  %471 = getelementptr i8, ptr addrspace(3) %385, i64 14
  store i8 %470, ptr addrspace(3) %471, align 2
  %472 = add i32 %379, 15
  %473 = sext i32 %472 to i64
  %474 = getelementptr i8, ptr addrspace(1) %2, i64 %473
  %475 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %474, i32 %41, i16 0) #3
  %476 = trunc i16 %475 to i8
  %477 = getelementptr i8, ptr addrspace(3) %385, i64 15
  store i8 %476, ptr addrspace(3) %477, align 1
  br label %.loopexit31

478:                                              ; preds = %.loopexit33
  %479 = select i1 %40, ptr addrspace(1) %381, ptr addrspace(1) %2
  %480 = ptrtoint ptr addrspace(3) %385 to i64
  %481 = trunc i64 %480 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %481, ptr addrspace(1) %479, i32 %42) #3
  br label %.loopexit31

.loopexit31:                                      ; preds = %.preheader30, %478
  %482 = getelementptr i8, ptr addrspace(3) %172, i64 9216
  %483 = add i32 %170, %44
  %484 = sext i32 %483 to i64
  %485 = getelementptr i8, ptr addrspace(1) %1, i64 %484
  %486 = ptrtoint ptr addrspace(1) %485 to i64
  %487 = and i64 %486, 3
  %488 = icmp eq i64 %487, 0
  %489 = getelementptr i8, ptr addrspace(3) %482, i64 %47
  br i1 %488, label %510, label %.preheader28

.preheader28:                                     ; preds = %.loopexit31
  %490 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %485, i32 %48, i16 0) #3
  %491 = trunc i16 %490 to i8
  store i8 %491, ptr addrspace(3) %489, align 4
  %492 = add i32 %483, 1
  %493 = sext i32 %492 to i64
  %494 = getelementptr i8, ptr addrspace(1) %1, i64 %493
  %495 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %494, i32 %48, i16 0) #3
  %496 = trunc i16 %495 to i8
  %497 = getelementptr i8, ptr addrspace(3) %489, i64 1
  store i8 %496, ptr addrspace(3) %497, align 1
  %498 = add i32 %483, 2
  %499 = sext i32 %498 to i64
  %500 = getelementptr i8, ptr addrspace(1) %1, i64 %499
  %501 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %500, i32 %48, i16 0) #3
  %502 = trunc i16 %501 to i8
  %503 = getelementptr i8, ptr addrspace(3) %489, i64 2
  store i8 %502, ptr addrspace(3) %503, align 2
  %504 = add i32 %483, 3
  %505 = sext i32 %504 to i64
  %506 = getelementptr i8, ptr addrspace(1) %1, i64 %505
  %507 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %506, i32 %48, i16 0) #3
  %508 = trunc i16 %507 to i8
  %509 = getelementptr i8, ptr addrspace(3) %489, i64 3
  store i8 %508, ptr addrspace(3) %509, align 1
  br label %.loopexit29

510:                                              ; preds = %.loopexit31
  %511 = select i1 %45, ptr addrspace(1) %485, ptr addrspace(1) %1
  %512 = ptrtoint ptr addrspace(3) %489 to i64
  %513 = trunc i64 %512 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %513, ptr addrspace(1) %511, i32 %49) #3
  br label %.loopexit29

.loopexit29:                                      ; preds = %.preheader28, %510
  br i1 %50, label %514, label %.loopexit27

514:                                              ; preds = %.loopexit29
  %515 = getelementptr i8, ptr addrspace(3) %172, i64 9728
  %516 = add i32 %170, %52
  %517 = sext i32 %516 to i64
  %518 = getelementptr i8, ptr addrspace(1) %3, i64 %517
  %519 = ptrtoint ptr addrspace(1) %518 to i64
  %520 = and i64 %519, 3
  %521 = icmp eq i64 %520, 0
  %522 = getelementptr i8, ptr addrspace(3) %515, i64 %47
  br i1 %521, label %543, label %.preheader26

.preheader26:                                     ; preds = %514
  %523 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %518, i32 %54, i16 0) #3
  %524 = trunc i16 %523 to i8
  store i8 %524, ptr addrspace(3) %522, align 4
  %525 = add i32 %516, 1
  %526 = sext i32 %525 to i64
  %527 = getelementptr i8, ptr addrspace(1) %3, i64 %526
  %528 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %527, i32 %54, i16 0) #3
  %529 = trunc i16 %528 to i8
  %530 = getelementptr i8, ptr addrspace(3) %522, i64 1
  store i8 %529, ptr addrspace(3) %530, align 1
  %531 = add i32 %516, 2
  %532 = sext i32 %531 to i64
  %533 = getelementptr i8, ptr addrspace(1) %3, i64 %532
  %534 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %533, i32 %54, i16 0) #3
  %535 = trunc i16 %534 to i8
  %536 = getelementptr i8, ptr addrspace(3) %522, i64 2
  store i8 %535, ptr addrspace(3) %536, align 2
  %537 = add i32 %516, 3
  %538 = sext i32 %537 to i64
  %539 = getelementptr i8, ptr addrspace(1) %3, i64 %538
  %540 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %539, i32 %54, i16 0) #3
  %541 = trunc i16 %540 to i8
  %542 = getelementptr i8, ptr addrspace(3) %522, i64 3
  store i8 %541, ptr addrspace(3) %542, align 1
  br label %.loopexit27

543:                                              ; preds = %514
  %544 = select i1 %53, ptr addrspace(1) %518, ptr addrspace(1) %3
  %545 = ptrtoint ptr addrspace(3) %522 to i64
  %546 = trunc i64 %545 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %546, ptr addrspace(1) %544, i32 %55) #3
  br label %.loopexit27

.loopexit27:                                      ; preds = %.preheader26, %.loopexit29, %543, %163
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %547 = add nuw nsw i64 %164, 1
  %exitcond.not = icmp eq i64 %547, 3
  br i1 %exitcond.not, label %.preheader25, label %163

548:                                              ; preds = %.lr.ph, %.loopexit
  %549 = phi i32 [ 0, %.lr.ph ], [ %1155, %.loopexit ]
  %550 = phi float [ 0.000000e+00, %.lr.ph ], [ %1152, %.loopexit ]
  %551 = phi float [ 0.000000e+00, %.lr.ph ], [ %1151, %.loopexit ]
  %552 = phi float [ 0.000000e+00, %.lr.ph ], [ %1150, %.loopexit ]
  %553 = phi float [ 0.000000e+00, %.lr.ph ], [ %1149, %.loopexit ]
  %554 = phi float [ 0.000000e+00, %.lr.ph ], [ %1147, %.loopexit ]
  %555 = phi float [ 0.000000e+00, %.lr.ph ], [ %1146, %.loopexit ]
  %556 = phi float [ 0.000000e+00, %.lr.ph ], [ %1145, %.loopexit ]
  %557 = phi float [ 0.000000e+00, %.lr.ph ], [ %1144, %.loopexit ]
  %558 = phi float [ 0.000000e+00, %.lr.ph ], [ %1142, %.loopexit ]
  %559 = phi float [ 0.000000e+00, %.lr.ph ], [ %1141, %.loopexit ]
  %560 = phi float [ 0.000000e+00, %.lr.ph ], [ %1140, %.loopexit ]
  %561 = phi float [ 0.000000e+00, %.lr.ph ], [ %1139, %.loopexit ]
  %562 = phi float [ 0.000000e+00, %.lr.ph ], [ %1137, %.loopexit ]
  %563 = phi float [ 0.000000e+00, %.lr.ph ], [ %1136, %.loopexit ]
  %564 = phi float [ 0.000000e+00, %.lr.ph ], [ %1135, %.loopexit ]
  %565 = phi float [ 0.000000e+00, %.lr.ph ], [ %1134, %.loopexit ]
  %566 = phi float [ 0.000000e+00, %.lr.ph ], [ %1127, %.loopexit ]
  %567 = phi float [ 0.000000e+00, %.lr.ph ], [ %1126, %.loopexit ]
  %568 = phi float [ 0.000000e+00, %.lr.ph ], [ %1125, %.loopexit ]
  %569 = phi float [ 0.000000e+00, %.lr.ph ], [ %1124, %.loopexit ]
  %570 = phi float [ 0.000000e+00, %.lr.ph ], [ %1122, %.loopexit ]
  %571 = phi float [ 0.000000e+00, %.lr.ph ], [ %1121, %.loopexit ]
  %572 = phi float [ 0.000000e+00, %.lr.ph ], [ %1120, %.loopexit ]
  %573 = phi float [ 0.000000e+00, %.lr.ph ], [ %1119, %.loopexit ]
  %574 = phi float [ 0.000000e+00, %.lr.ph ], [ %1117, %.loopexit ]
  %575 = phi float [ 0.000000e+00, %.lr.ph ], [ %1116, %.loopexit ]
  %576 = phi float [ 0.000000e+00, %.lr.ph ], [ %1115, %.loopexit ]
  %577 = phi float [ 0.000000e+00, %.lr.ph ], [ %1114, %.loopexit ]
  %578 = phi float [ 0.000000e+00, %.lr.ph ], [ %1112, %.loopexit ]
  %579 = phi float [ 0.000000e+00, %.lr.ph ], [ %1111, %.loopexit ]
  %580 = phi float [ 0.000000e+00, %.lr.ph ], [ %1110, %.loopexit ]
  %581 = phi float [ 0.000000e+00, %.lr.ph ], [ %1109, %.loopexit ]
  %582 = phi float [ 0.000000e+00, %.lr.ph ], [ %1102, %.loopexit ]
  %583 = phi float [ 0.000000e+00, %.lr.ph ], [ %1101, %.loopexit ]
  %584 = phi float [ 0.000000e+00, %.lr.ph ], [ %1100, %.loopexit ]
  %585 = phi float [ 0.000000e+00, %.lr.ph ], [ %1099, %.loopexit ]
  %586 = phi float [ 0.000000e+00, %.lr.ph ], [ %1097, %.loopexit ]
  %587 = phi float [ 0.000000e+00, %.lr.ph ], [ %1096, %.loopexit ]
  %588 = phi float [ 0.000000e+00, %.lr.ph ], [ %1095, %.loopexit ]
  %589 = phi float [ 0.000000e+00, %.lr.ph ], [ %1094, %.loopexit ]
  %590 = phi float [ 0.000000e+00, %.lr.ph ], [ %1092, %.loopexit ]
  %591 = phi float [ 0.000000e+00, %.lr.ph ], [ %1091, %.loopexit ]
  %592 = phi float [ 0.000000e+00, %.lr.ph ], [ %1090, %.loopexit ]
  %593 = phi float [ 0.000000e+00, %.lr.ph ], [ %1089, %.loopexit ]
  %594 = phi float [ 0.000000e+00, %.lr.ph ], [ %1087, %.loopexit ]
  %595 = phi float [ 0.000000e+00, %.lr.ph ], [ %1086, %.loopexit ]
  %596 = phi float [ 0.000000e+00, %.lr.ph ], [ %1085, %.loopexit ]
  %597 = phi float [ 0.000000e+00, %.lr.ph ], [ %1084, %.loopexit ]
  %598 = phi float [ 0.000000e+00, %.lr.ph ], [ %1077, %.loopexit ]
  %599 = phi float [ 0.000000e+00, %.lr.ph ], [ %1076, %.loopexit ]
  %600 = phi float [ 0.000000e+00, %.lr.ph ], [ %1075, %.loopexit ]
  %601 = phi float [ 0.000000e+00, %.lr.ph ], [ %1074, %.loopexit ]
  %602 = phi float [ 0.000000e+00, %.lr.ph ], [ %1069, %.loopexit ]
  %603 = phi float [ 0.000000e+00, %.lr.ph ], [ %1068, %.loopexit ]
  %604 = phi float [ 0.000000e+00, %.lr.ph ], [ %1067, %.loopexit ]
  %605 = phi float [ 0.000000e+00, %.lr.ph ], [ %1066, %.loopexit ]
  %606 = phi float [ 0.000000e+00, %.lr.ph ], [ %1061, %.loopexit ]
  %607 = phi float [ 0.000000e+00, %.lr.ph ], [ %1060, %.loopexit ]
  %608 = phi float [ 0.000000e+00, %.lr.ph ], [ %1059, %.loopexit ]
  %609 = phi float [ 0.000000e+00, %.lr.ph ], [ %1058, %.loopexit ]
  %610 = phi float [ 0.000000e+00, %.lr.ph ], [ %1053, %.loopexit ]
  %611 = phi float [ 0.000000e+00, %.lr.ph ], [ %1052, %.loopexit ]
  %612 = phi float [ 0.000000e+00, %.lr.ph ], [ %1051, %.loopexit ]
  %613 = phi float [ 0.000000e+00, %.lr.ph ], [ %1050, %.loopexit ]
  %614 = phi i32 [ 0, %.lr.ph ], [ %1156, %.loopexit ]
  tail call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %615 = add i32 %614, 192
  %616 = icmp slt i32 %615, %7
  %617 = icmp slt i32 %614, 2147483456
  %618 = and i1 %617, %616
  br i1 %618, label %619, label %.loopexit

619:                                              ; preds = %548
  %620 = add i32 %549, 3
  %621 = icmp ugt i32 %620, 3
  %622 = add i32 %549, -1
  %623 = select i1 %621, i32 %622, i32 %620
  %624 = lshr exact i32 %615, 1
  %625 = lshr exact i32 %615, 4
  %626 = mul i32 %623, 9984
  %627 = sext i32 %626 to i64
  %628 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_smem, i64 %627
  %.reass229 = add i32 %624, %invariant.op
  %629 = sext i32 %.reass229 to i64
  %630 = getelementptr i8, ptr addrspace(1) %0, i64 %629
  %631 = ptrtoint ptr addrspace(1) %630 to i64
  %632 = and i64 %631, 15
  %633 = icmp eq i64 %632, 0
  %634 = getelementptr i8, ptr addrspace(3) %628, i64 %24
  br i1 %633, label %727, label %.preheader23

.preheader23:                                     ; preds = %619
  %635 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %630, i32 %25, i16 0) #3
  %636 = trunc i16 %635 to i8
  store i8 %636, ptr addrspace(3) %634, align 16
  %637 = add i32 %.reass229, 1
  %638 = sext i32 %637 to i64
  %639 = getelementptr i8, ptr addrspace(1) %0, i64 %638
  %640 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %639, i32 %25, i16 0) #3
  %641 = trunc i16 %640 to i8
  %642 = getelementptr i8, ptr addrspace(3) %634, i64 1
  store i8 %641, ptr addrspace(3) %642, align 1
  %643 = add i32 %.reass229, 2
  %644 = sext i32 %643 to i64
  %645 = getelementptr i8, ptr addrspace(1) %0, i64 %644
  %646 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %645, i32 %25, i16 0) #3
  %647 = trunc i16 %646 to i8
  %648 = getelementptr i8, ptr addrspace(3) %634, i64 2
  store i8 %647, ptr addrspace(3) %648, align 2
  %649 = add i32 %.reass229, 3
  %650 = sext i32 %649 to i64
  %651 = getelementptr i8, ptr addrspace(1) %0, i64 %650
  %652 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %651, i32 %25, i16 0) #3
  %653 = trunc i16 %652 to i8
  %654 = getelementptr i8, ptr addrspace(3) %634, i64 3
  store i8 %653, ptr addrspace(3) %654, align 1
  %655 = add i32 %.reass229, 4
  %656 = sext i32 %655 to i64
  %657 = getelementptr i8, ptr addrspace(1) %0, i64 %656
  %658 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %657, i32 %25, i16 0) #3
  %659 = trunc i16 %658 to i8
  %660 = getelementptr i8, ptr addrspace(3) %634, i64 4
  store i8 %659, ptr addrspace(3) %660, align 4
  %661 = add i32 %.reass229, 5
  %662 = sext i32 %661 to i64
  %663 = getelementptr i8, ptr addrspace(1) %0, i64 %662
  %664 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %663, i32 %25, i16 0) #3
  %665 = trunc i16 %664 to i8
  %666 = getelementptr i8, ptr addrspace(3) %634, i64 5
  store i8 %665, ptr addrspace(3) %666, align 1
  %667 = add i32 %.reass229, 6
  %668 = sext i32 %667 to i64
  %669 = getelementptr i8, ptr addrspace(1) %0, i64 %668
  %670 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %669, i32 %25, i16 0) #3
  %671 = trunc i16 %670 to i8
  %672 = getelementptr i8, ptr addrspace(3) %634, i64 6
  store i8 %671, ptr addrspace(3) %672, align 2
  %673 = add i32 %.reass229, 7
  %674 = sext i32 %673 to i64
  %675 = getelementptr i8, ptr addrspace(1) %0, i64 %674
  %676 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %675, i32 %25, i16 0) #3
  %677 = trunc i16 %676 to i8
  %678 = getelementptr i8, ptr addrspace(3) %634, i64 7
  store i8 %677, ptr addrspace(3) %678, align 1
  %679 = add i32 %.reass229, 8
  %680 = sext i32 %679 to i64
  %681 = getelementptr i8, ptr addrspace(1) %0, i64 %680
  %682 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %681, i32 %25, i16 0) #3
  %683 = trunc i16 %682 to i8
  %684 = getelementptr i8, ptr addrspace(3) %634, i64 8
  store i8 %683, ptr addrspace(3) %684, align 8
  %685 = add i32 %.reass229, 9
  %686 = sext i32 %685 to i64
  %687 = getelementptr i8, ptr addrspace(1) %0, i64 %686
  %688 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %687, i32 %25, i16 0) #3
  %689 = trunc i16 %688 to i8
  %690 = getelementptr i8, ptr addrspace(3) %634, i64 9
  store i8 %689, ptr addrspace(3) %690, align 1
  %691 = add i32 %.reass229, 10
  %692 = sext i32 %691 to i64
  %693 = getelementptr i8, ptr addrspace(1) %0, i64 %692
  %694 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %693, i32 %25, i16 0) #3
  %695 = trunc i16 %694 to i8
  %696 = getelementptr i8, ptr addrspace(3) %634, i64 10
  store i8 %695, ptr addrspace(3) %696, align 2
  %697 = add i32 %.reass229, 11
  %698 = sext i32 %697 to i64
  %699 = getelementptr i8, ptr addrspace(1) %0, i64 %698
  %700 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %699, i32 %25, i16 0) #3
  %701 = trunc i16 %700 to i8
  %702 = getelementptr i8, ptr addrspace(3) %634, i64 11
  store i8 %701, ptr addrspace(3) %702, align 1
  %703 = add i32 %.reass229, 12
  %704 = sext i32 %703 to i64
  %705 = getelementptr i8, ptr addrspace(1) %0, i64 %704
  %706 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %705, i32 %25, i16 0) #3
  %707 = trunc i16 %706 to i8
  %708 = getelementptr i8, ptr addrspace(3) %634, i64 12
  store i8 %707, ptr addrspace(3) %708, align 4
  %709 = add i32 %.reass229, 13
  %710 = sext i32 %709 to i64
  %711 = getelementptr i8, ptr addrspace(1) %0, i64 %710
  %712 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %711, i32 %25, i16 0) #3
  %713 = trunc i16 %712 to i8
  %714 = getelementptr i8, ptr addrspace(3) %634, i64 13
  store i8 %713, ptr addrspace(3) %714, align 1
  %715 = add i32 %.reass229, 14
  %716 = sext i32 %715 to i64
  %717 = getelementptr i8, ptr addrspace(1) %0, i64 %716
  %718 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %717, i32 %25, i16 0) #3
  %719 = trunc i16 %718 to i8
  %720 = getelementptr i8, ptr addrspace(3) %634, i64 14
  store i8 %719, ptr addrspace(3) %720, align 2
  %721 = add i32 %.reass229, 15
  %722 = sext i32 %721 to i64
  %723 = getelementptr i8, ptr addrspace(1) %0, i64 %722
  %724 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %723, i32 %25, i16 0) #3
  %725 = trunc i16 %724 to i8
  %726 = getelementptr i8, ptr addrspace(3) %634, i64 15
  store i8 %725, ptr addrspace(3) %726, align 1
  br label %.loopexit24

727:                                              ; preds = %619
  %728 = select i1 %21, ptr addrspace(1) %630, ptr addrspace(1) %0
  %729 = ptrtoint ptr addrspace(3) %634 to i64
  %730 = trunc i64 %729 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %730, ptr addrspace(1) %728, i32 %26) #3
  br label %.loopexit24

.loopexit24:                                      ; preds = %.preheader23, %727
  %731 = add i32 %30, %624
  %732 = sext i32 %731 to i64
  %733 = getelementptr i8, ptr addrspace(1) %0, i64 %732
  %734 = ptrtoint ptr addrspace(1) %733 to i64
  %735 = and i64 %734, 15
  %736 = icmp eq i64 %735, 0
  %737 = getelementptr i8, ptr addrspace(3) %628, i64 %34
  br i1 %736, label %830, label %.preheader21

.preheader21:                                     ; preds = %.loopexit24
  %738 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %733, i32 %35, i16 0) #3
  %739 = trunc i16 %738 to i8
  store i8 %739, ptr addrspace(3) %737, align 16
  %740 = add i32 %731, 1
  %741 = sext i32 %740 to i64
  %742 = getelementptr i8, ptr addrspace(1) %0, i64 %741
  %743 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %742, i32 %35, i16 0) #3
  %744 = trunc i16 %743 to i8
  %745 = getelementptr i8, ptr addrspace(3) %737, i64 1
  store i8 %744, ptr addrspace(3) %745, align 1
  %746 = add i32 %731, 2
  %747 = sext i32 %746 to i64
  %748 = getelementptr i8, ptr addrspace(1) %0, i64 %747
  %749 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %748, i32 %35, i16 0) #3
  %750 = trunc i16 %749 to i8
  %751 = getelementptr i8, ptr addrspace(3) %737, i64 2
  store i8 %750, ptr addrspace(3) %751, align 2
  %752 = add i32 %731, 3
  %753 = sext i32 %752 to i64
  %754 = getelementptr i8, ptr addrspace(1) %0, i64 %753
  %755 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %754, i32 %35, i16 0) #3
  %756 = trunc i16 %755 to i8
  %757 = getelementptr i8, ptr addrspace(3) %737, i64 3
  store i8 %756, ptr addrspace(3) %757, align 1
  %758 = add i32 %731, 4
  %759 = sext i32 %758 to i64
  %760 = getelementptr i8, ptr addrspace(1) %0, i64 %759
  %761 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %760, i32 %35, i16 0) #3
  %762 = trunc i16 %761 to i8
  %763 = getelementptr i8, ptr addrspace(3) %737, i64 4
  store i8 %762, ptr addrspace(3) %763, align 4
  %764 = add i32 %731, 5
  %765 = sext i32 %764 to i64
  %766 = getelementptr i8, ptr addrspace(1) %0, i64 %765
  %767 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %766, i32 %35, i16 0) #3
  %768 = trunc i16 %767 to i8
  %769 = getelementptr i8, ptr addrspace(3) %737, i64 5
  store i8 %768, ptr addrspace(3) %769, align 1
  %770 = add i32 %731, 6
  %771 = sext i32 %770 to i64
  %772 = getelementptr i8, ptr addrspace(1) %0, i64 %771
  %773 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %772, i32 %35, i16 0) #3
  %774 = trunc i16 %773 to i8
  %775 = getelementptr i8, ptr addrspace(3) %737, i64 6
  store i8 %774, ptr addrspace(3) %775, align 2
  %776 = add i32 %731, 7
  %777 = sext i32 %776 to i64
  %778 = getelementptr i8, ptr addrspace(1) %0, i64 %777
  %779 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %778, i32 %35, i16 0) #3
  %780 = trunc i16 %779 to i8
  %781 = getelementptr i8, ptr addrspace(3) %737, i64 7
  store i8 %780, ptr addrspace(3) %781, align 1
  %782 = add i32 %731, 8
  %783 = sext i32 %782 to i64
  %784 = getelementptr i8, ptr addrspace(1) %0, i64 %783
  %785 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %784, i32 %35, i16 0) #3
  %786 = trunc i16 %785 to i8
  %787 = getelementptr i8, ptr addrspace(3) %737, i64 8
  store i8 %786, ptr addrspace(3) %787, align 8
  %788 = add i32 %731, 9
  %789 = sext i32 %788 to i64
  %790 = getelementptr i8, ptr addrspace(1) %0, i64 %789
  %791 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %790, i32 %35, i16 0) #3
  %792 = trunc i16 %791 to i8
  %793 = getelementptr i8, ptr addrspace(3) %737, i64 9
  store i8 %792, ptr addrspace(3) %793, align 1
  %794 = add i32 %731, 10
  %795 = sext i32 %794 to i64
  %796 = getelementptr i8, ptr addrspace(1) %0, i64 %795
  %797 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %796, i32 %35, i16 0) #3
  %798 = trunc i16 %797 to i8
  %799 = getelementptr i8, ptr addrspace(3) %737, i64 10
  store i8 %798, ptr addrspace(3) %799, align 2
  %800 = add i32 %731, 11
  %801 = sext i32 %800 to i64
  %802 = getelementptr i8, ptr addrspace(1) %0, i64 %801
  %803 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %802, i32 %35, i16 0) #3
  %804 = trunc i16 %803 to i8
  %805 = getelementptr i8, ptr addrspace(3) %737, i64 11
  store i8 %804, ptr addrspace(3) %805, align 1
  %806 = add i32 %731, 12
  %807 = sext i32 %806 to i64
  %808 = getelementptr i8, ptr addrspace(1) %0, i64 %807
  %809 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %808, i32 %35, i16 0) #3
  %810 = trunc i16 %809 to i8
  %811 = getelementptr i8, ptr addrspace(3) %737, i64 12
  store i8 %810, ptr addrspace(3) %811, align 4
  %812 = add i32 %731, 13
  %813 = sext i32 %812 to i64
  %814 = getelementptr i8, ptr addrspace(1) %0, i64 %813
  %815 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %814, i32 %35, i16 0) #3
  %816 = trunc i16 %815 to i8
  %817 = getelementptr i8, ptr addrspace(3) %737, i64 13
  store i8 %816, ptr addrspace(3) %817, align 1
  %818 = add i32 %731, 14
  %819 = sext i32 %818 to i64
  %820 = getelementptr i8, ptr addrspace(1) %0, i64 %819
  %821 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %820, i32 %35, i16 0) #3
  %822 = trunc i16 %821 to i8
  %823 = getelementptr i8, ptr addrspace(3) %737, i64 14
  store i8 %822, ptr addrspace(3) %823, align 2
  %824 = add i32 %731, 15
  %825 = sext i32 %824 to i64
  %826 = getelementptr i8, ptr addrspace(1) %0, i64 %825
  %827 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %826, i32 %35, i16 0) #3
  %828 = trunc i16 %827 to i8
  %829 = getelementptr i8, ptr addrspace(3) %737, i64 15
  store i8 %828, ptr addrspace(3) %829, align 1
  br label %.loopexit22

830:                                              ; preds = %.loopexit24
  %831 = select i1 %31, ptr addrspace(1) %733, ptr addrspace(1) %0
  %832 = ptrtoint ptr addrspace(3) %737 to i64
  %833 = trunc i64 %832 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %833, ptr addrspace(1) %831, i32 %36) #3
  br label %.loopexit22

.loopexit22:                                      ; preds = %.preheader21, %830
  %834 = getelementptr i8, ptr addrspace(3) %628, i64 6144
  %835 = add i32 %39, %624
  %836 = sext i32 %835 to i64
  %837 = getelementptr i8, ptr addrspace(1) %2, i64 %836
  %838 = ptrtoint ptr addrspace(1) %837 to i64
  %839 = and i64 %838, 15
  %840 = icmp eq i64 %839, 0
  %841 = getelementptr i8, ptr addrspace(3) %834, i64 %24
  br i1 %840, label %934, label %.preheader19

.preheader19:                                     ; preds = %.loopexit22
  %842 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %837, i32 %41, i16 0) #3
  %843 = trunc i16 %842 to i8
  store i8 %843, ptr addrspace(3) %841, align 16
  %844 = add i32 %835, 1
  %845 = sext i32 %844 to i64
  %846 = getelementptr i8, ptr addrspace(1) %2, i64 %845
  %847 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %846, i32 %41, i16 0) #3
  %848 = trunc i16 %847 to i8
  %849 = getelementptr i8, ptr addrspace(3) %841, i64 1
  store i8 %848, ptr addrspace(3) %849, align 1
  %850 = add i32 %835, 2
  %851 = sext i32 %850 to i64
  %852 = getelementptr i8, ptr addrspace(1) %2, i64 %851
  %853 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %852, i32 %41, i16 0) #3
  %854 = trunc i16 %853 to i8
  %855 = getelementptr i8, ptr addrspace(3) %841, i64 2
  store i8 %854, ptr addrspace(3) %855, align 2
  %856 = add i32 %835, 3
  %857 = sext i32 %856 to i64
  %858 = getelementptr i8, ptr addrspace(1) %2, i64 %857
  %859 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %858, i32 %41, i16 0) #3
  %860 = trunc i16 %859 to i8
  %861 = getelementptr i8, ptr addrspace(3) %841, i64 3
  store i8 %860, ptr addrspace(3) %861, align 1
  %862 = add i32 %835, 4
  %863 = sext i32 %862 to i64
  %864 = getelementptr i8, ptr addrspace(1) %2, i64 %863
  %865 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %864, i32 %41, i16 0) #3
  %866 = trunc i16 %865 to i8
  %867 = getelementptr i8, ptr addrspace(3) %841, i64 4
  store i8 %866, ptr addrspace(3) %867, align 4
  %868 = add i32 %835, 5
  %869 = sext i32 %868 to i64
  %870 = getelementptr i8, ptr addrspace(1) %2, i64 %869
  %871 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %870, i32 %41, i16 0) #3
  %872 = trunc i16 %871 to i8
  %873 = getelementptr i8, ptr addrspace(3) %841, i64 5
  store i8 %872, ptr addrspace(3) %873, align 1
  %874 = add i32 %835, 6
  %875 = sext i32 %874 to i64
  %876 = getelementptr i8, ptr addrspace(1) %2, i64 %875
  %877 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %876, i32 %41, i16 0) #3
  %878 = trunc i16 %877 to i8
  %879 = getelementptr i8, ptr addrspace(3) %841, i64 6
  store i8 %878, ptr addrspace(3) %879, align 2
  %880 = add i32 %835, 7
  %881 = sext i32 %880 to i64
  %882 = getelementptr i8, ptr addrspace(1) %2, i64 %881
  %883 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %882, i32 %41, i16 0) #3
  %884 = trunc i16 %883 to i8
  %885 = getelementptr i8, ptr addrspace(3) %841, i64 7
  store i8 %884, ptr addrspace(3) %885, align 1
  %886 = add i32 %835, 8
  %887 = sext i32 %886 to i64
  %888 = getelementptr i8, ptr addrspace(1) %2, i64 %887
  %889 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %888, i32 %41, i16 0) #3
  %890 = trunc i16 %889 to i8
  %891 = getelementptr i8, ptr addrspace(3) %841, i64 8
  store i8 %890, ptr addrspace(3) %891, align 8
  %892 = add i32 %835, 9
  %893 = sext i32 %892 to i64
  %894 = getelementptr i8, ptr addrspace(1) %2, i64 %893
  %895 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %894, i32 %41, i16 0) #3
  %896 = trunc i16 %895 to i8
  %897 = getelementptr i8, ptr addrspace(3) %841, i64 9
  store i8 %896, ptr addrspace(3) %897, align 1
  %898 = add i32 %835, 10
  %899 = sext i32 %898 to i64
  %900 = getelementptr i8, ptr addrspace(1) %2, i64 %899
  %901 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %900, i32 %41, i16 0) #3
  %902 = trunc i16 %901 to i8
  %903 = getelementptr i8, ptr addrspace(3) %841, i64 10
  store i8 %902, ptr addrspace(3) %903, align 2
  %904 = add i32 %835, 11
  %905 = sext i32 %904 to i64
  %906 = getelementptr i8, ptr addrspace(1) %2, i64 %905
  %907 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %906, i32 %41, i16 0) #3
  %908 = trunc i16 %907 to i8
  %909 = getelementptr i8, ptr addrspace(3) %841, i64 11
  store i8 %908, ptr addrspace(3) %909, align 1
  %910 = add i32 %835, 12
  %911 = sext i32 %910 to i64
  %912 = getelementptr i8, ptr addrspace(1) %2, i64 %911
  %913 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %912, i32 %41, i16 0) #3
  %914 = trunc i16 %913 to i8
  %915 = getelementptr i8, ptr addrspace(3) %841, i64 12
  store i8 %914, ptr addrspace(3) %915, align 4
  %916 = add i32 %835, 13
  %917 = sext i32 %916 to i64
  %918 = getelementptr i8, ptr addrspace(1) %2, i64 %917
  %919 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %918, i32 %41, i16 0) #3
  %920 = trunc i16 %919 to i8
  %921 = getelementptr i8, ptr addrspace(3) %841, i64 13
  store i8 %920, ptr addrspace(3) %921, align 1
  %922 = add i32 %835, 14
  %923 = sext i32 %922 to i64
  %924 = getelementptr i8, ptr addrspace(1) %2, i64 %923
  %925 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %924, i32 %41, i16 0) #3
  %926 = trunc i16 %925 to i8
  %927 = getelementptr i8, ptr addrspace(3) %841, i64 14
  store i8 %926, ptr addrspace(3) %927, align 2
  %928 = add i32 %835, 15
  %929 = sext i32 %928 to i64
  %930 = getelementptr i8, ptr addrspace(1) %2, i64 %929
  %931 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %930, i32 %41, i16 0) #3
  %932 = trunc i16 %931 to i8
  %933 = getelementptr i8, ptr addrspace(3) %841, i64 15
  store i8 %932, ptr addrspace(3) %933, align 1
  br label %.loopexit20

934:                                              ; preds = %.loopexit22
  %935 = select i1 %40, ptr addrspace(1) %837, ptr addrspace(1) %2
  %936 = ptrtoint ptr addrspace(3) %841 to i64
  %937 = trunc i64 %936 to i32
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %937, ptr addrspace(1) %935, i32 %42) #3
  br label %.loopexit20

.loopexit20:                                      ; preds = %.preheader19, %934
  %938 = getelementptr i8, ptr addrspace(3) %628, i64 9216
  %939 = add i32 %625, %44
  %940 = sext i32 %939 to i64
  %941 = getelementptr i8, ptr addrspace(1) %1, i64 %940
  %942 = ptrtoint ptr addrspace(1) %941 to i64
  %943 = and i64 %942, 3
  %944 = icmp eq i64 %943, 0
  %945 = getelementptr i8, ptr addrspace(3) %938, i64 %47
  br i1 %944, label %966, label %.preheader17

.preheader17:                                     ; preds = %.loopexit20
  %946 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %941, i32 %48, i16 0) #3
  %947 = trunc i16 %946 to i8
  store i8 %947, ptr addrspace(3) %945, align 4
  %948 = add i32 %939, 1
  %949 = sext i32 %948 to i64
  %950 = getelementptr i8, ptr addrspace(1) %1, i64 %949
  %951 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %950, i32 %48, i16 0) #3
  %952 = trunc i16 %951 to i8
  %953 = getelementptr i8, ptr addrspace(3) %945, i64 1
  store i8 %952, ptr addrspace(3) %953, align 1
  %954 = add i32 %939, 2
  %955 = sext i32 %954 to i64
  %956 = getelementptr i8, ptr addrspace(1) %1, i64 %955
  %957 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %956, i32 %48, i16 0) #3
  %958 = trunc i16 %957 to i8
  %959 = getelementptr i8, ptr addrspace(3) %945, i64 2
  store i8 %958, ptr addrspace(3) %959, align 2
  %960 = add i32 %939, 3
  %961 = sext i32 %960 to i64
  %962 = getelementptr i8, ptr addrspace(1) %1, i64 %961
  %963 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %962, i32 %48, i16 0) #3
  %964 = trunc i16 %963 to i8
  %965 = getelementptr i8, ptr addrspace(3) %945, i64 3
  store i8 %964, ptr addrspace(3) %965, align 1
  br label %.loopexit18

966:                                              ; preds = %.loopexit20
  %967 = select i1 %45, ptr addrspace(1) %941, ptr addrspace(1) %1
  %968 = ptrtoint ptr addrspace(3) %945 to i64
  %969 = trunc i64 %968 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %969, ptr addrspace(1) %967, i32 %49) #3
  br label %.loopexit18

.loopexit18:                                      ; preds = %.preheader17, %966
  br i1 %50, label %970, label %.loopexit

970:                                              ; preds = %.loopexit18
  %971 = getelementptr i8, ptr addrspace(3) %628, i64 9728
  %972 = add i32 %625, %52
  %973 = sext i32 %972 to i64
  %974 = getelementptr i8, ptr addrspace(1) %3, i64 %973
  %975 = ptrtoint ptr addrspace(1) %974 to i64
  %976 = and i64 %975, 3
  %977 = icmp eq i64 %976, 0
  %978 = getelementptr i8, ptr addrspace(3) %971, i64 %47
  br i1 %977, label %999, label %.preheader

.preheader:                                       ; preds = %970
  %979 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %974, i32 %54, i16 0) #3
  %980 = trunc i16 %979 to i8
  store i8 %980, ptr addrspace(3) %978, align 4
  %981 = add i32 %972, 1
  %982 = sext i32 %981 to i64
  %983 = getelementptr i8, ptr addrspace(1) %3, i64 %982
  %984 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %983, i32 %54, i16 0) #3
  %985 = trunc i16 %984 to i8
  %986 = getelementptr i8, ptr addrspace(3) %978, i64 1
  store i8 %985, ptr addrspace(3) %986, align 1
  %987 = add i32 %972, 2
  %988 = sext i32 %987 to i64
  %989 = getelementptr i8, ptr addrspace(1) %3, i64 %988
  %990 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %989, i32 %54, i16 0) #3
  %991 = trunc i16 %990 to i8
  %992 = getelementptr i8, ptr addrspace(3) %978, i64 2
  store i8 %991, ptr addrspace(3) %992, align 2
  %993 = add i32 %972, 3
  %994 = sext i32 %993 to i64
  %995 = getelementptr i8, ptr addrspace(1) %3, i64 %994
  %996 = tail call i16 asm "{\0A.reg .pred %tile_p;\0Asetp.ne.b32 %tile_p, $2, 0;\0Amov.b16 $0, $3;\0A@%tile_p ld.global.u8 $0, [$1];\0A}", "=&h,l,r,h"(ptr addrspace(1) %995, i32 %54, i16 0) #3
  %997 = trunc i16 %996 to i8
  %998 = getelementptr i8, ptr addrspace(3) %978, i64 3
  store i8 %997, ptr addrspace(3) %998, align 1
  br label %.loopexit

999:                                              ; preds = %970
  %1000 = select i1 %53, ptr addrspace(1) %974, ptr addrspace(1) %3
  %1001 = ptrtoint ptr addrspace(3) %978 to i64
  %1002 = trunc i64 %1001 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %1002, ptr addrspace(1) %1000, i32 %55) #3
  br label %.loopexit

.loopexit:                                        ; preds = %.preheader, %.loopexit18, %999, %548
  tail call void asm sideeffect "cp.async.commit_group;", "~{memory}"() #3
  %1003 = mul i32 %549, 9984
  %1004 = sext i32 %1003 to i64
  %1005 = getelementptr i8, ptr addrspace(3) @gemm_nvfp4_smem, i64 %1004
  %1006 = getelementptr i8, ptr addrspace(3) %1005, i64 6144
  %1007 = getelementptr i8, ptr addrspace(3) %1005, i64 9216
  %1008 = getelementptr i8, ptr addrspace(3) %1005, i64 9728
  %1009 = getelementptr i8, ptr addrspace(3) %1005, i64 %69
  %1010 = load i32, ptr addrspace(3) %1009, align 4
  %1011 = getelementptr i8, ptr addrspace(3) %1005, i64 %74
  %1012 = load i32, ptr addrspace(3) %1011, align 4
  %1013 = getelementptr i8, ptr addrspace(3) %1005, i64 %77
  %1014 = load i32, ptr addrspace(3) %1013, align 4
  %1015 = getelementptr i8, ptr addrspace(3) %1005, i64 %79
  %1016 = load i32, ptr addrspace(3) %1015, align 4
  %1017 = getelementptr i8, ptr addrspace(3) %1006, i64 %83
  %1018 = load i32, ptr addrspace(3) %1017, align 4
  %1019 = getelementptr i8, ptr addrspace(3) %1006, i64 %85
  %1020 = load i32, ptr addrspace(3) %1019, align 4
  %1021 = getelementptr i8, ptr addrspace(3) %1007, i64 %90
  %1022 = load i32, ptr addrspace(3) %1021, align 4
  %1023 = getelementptr i8, ptr addrspace(3) %1008, i64 %92
  %1024 = load i32, ptr addrspace(3) %1023, align 4
  %1025 = getelementptr i8, ptr addrspace(3) %1006, i64 %96
  %1026 = getelementptr i8, ptr addrspace(3) %1006, i64 %98
  %1027 = getelementptr i8, ptr addrspace(3) %1008, i64 %100
  %1028 = getelementptr i8, ptr addrspace(3) %1006, i64 %104
  %1029 = getelementptr i8, ptr addrspace(3) %1006, i64 %106
  %1030 = getelementptr i8, ptr addrspace(3) %1008, i64 %108
  %1031 = getelementptr i8, ptr addrspace(3) %1006, i64 %113
  %1032 = getelementptr i8, ptr addrspace(3) %1006, i64 %115
  %1033 = getelementptr i8, ptr addrspace(3) %1008, i64 %117
  %1034 = getelementptr i8, ptr addrspace(3) %1005, i64 %121
  %1035 = getelementptr i8, ptr addrspace(3) %1005, i64 %125
  %1036 = getelementptr i8, ptr addrspace(3) %1005, i64 %127
  %1037 = getelementptr i8, ptr addrspace(3) %1005, i64 %129
  %1038 = getelementptr i8, ptr addrspace(3) %1007, i64 %132
  %1039 = getelementptr i8, ptr addrspace(3) %1005, i64 %136
  %1040 = getelementptr i8, ptr addrspace(3) %1005, i64 %140
  %1041 = getelementptr i8, ptr addrspace(3) %1005, i64 %142
  %1042 = getelementptr i8, ptr addrspace(3) %1005, i64 %144
  %1043 = getelementptr i8, ptr addrspace(3) %1007, i64 %147
  %1044 = getelementptr i8, ptr addrspace(3) %1005, i64 %151
  %1045 = getelementptr i8, ptr addrspace(3) %1005, i64 %155
  %1046 = getelementptr i8, ptr addrspace(3) %1005, i64 %157
  %1047 = getelementptr i8, ptr addrspace(3) %1005, i64 %159
  %1048 = getelementptr i8, ptr addrspace(3) %1007, i64 %162
  %1049 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1010, i32 %1012, i32 %1014, i32 %1016, i32 %1018, i32 %1020, float %613, float %612, float %611, float %610, i32 %1022, i32 %1024) #3
  %1050 = extractvalue { float, float, float, float } %1049, 0
  %1051 = extractvalue { float, float, float, float } %1049, 1
  %1052 = extractvalue { float, float, float, float } %1049, 2
  %1053 = extractvalue { float, float, float, float } %1049, 3
  %1054 = load i32, ptr addrspace(3) %1025, align 4
  %1055 = load i32, ptr addrspace(3) %1026, align 4
  %1056 = load i32, ptr addrspace(3) %1027, align 4
  %1057 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1010, i32 %1012, i32 %1014, i32 %1016, i32 %1054, i32 %1055, float %609, float %608, float %607, float %606, i32 %1022, i32 %1056) #3
  %1058 = extractvalue { float, float, float, float } %1057, 0
  %1059 = extractvalue { float, float, float, float } %1057, 1
  %1060 = extractvalue { float, float, float, float } %1057, 2
  %1061 = extractvalue { float, float, float, float } %1057, 3
  %1062 = load i32, ptr addrspace(3) %1028, align 4
  %1063 = load i32, ptr addrspace(3) %1029, align 4
  %1064 = load i32, ptr addrspace(3) %1030, align 4
  %1065 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1010, i32 %1012, i32 %1014, i32 %1016, i32 %1062, i32 %1063, float %605, float %604, float %603, float %602, i32 %1022, i32 %1064) #3
  %1066 = extractvalue { float, float, float, float } %1065, 0
  %1067 = extractvalue { float, float, float, float } %1065, 1
  %1068 = extractvalue { float, float, float, float } %1065, 2
  %1069 = extractvalue { float, float, float, float } %1065, 3
  %1070 = load i32, ptr addrspace(3) %1031, align 4
  %1071 = load i32, ptr addrspace(3) %1032, align 4
  %1072 = load i32, ptr addrspace(3) %1033, align 4
  %1073 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1010, i32 %1012, i32 %1014, i32 %1016, i32 %1070, i32 %1071, float %601, float %600, float %599, float %598, i32 %1022, i32 %1072) #3
  %1074 = extractvalue { float, float, float, float } %1073, 0
  %1075 = extractvalue { float, float, float, float } %1073, 1
  %1076 = extractvalue { float, float, float, float } %1073, 2
  %1077 = extractvalue { float, float, float, float } %1073, 3
  %1078 = load i32, ptr addrspace(3) %1034, align 4
  %1079 = load i32, ptr addrspace(3) %1035, align 4
  %1080 = load i32, ptr addrspace(3) %1036, align 4
  %1081 = load i32, ptr addrspace(3) %1037, align 4
  %1082 = load i32, ptr addrspace(3) %1038, align 4
  %1083 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1078, i32 %1079, i32 %1080, i32 %1081, i32 %1018, i32 %1020, float %597, float %596, float %595, float %594, i32 %1082, i32 %1024) #3
  %1084 = extractvalue { float, float, float, float } %1083, 0
  %1085 = extractvalue { float, float, float, float } %1083, 1
  %1086 = extractvalue { float, float, float, float } %1083, 2
  %1087 = extractvalue { float, float, float, float } %1083, 3
  %1088 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1078, i32 %1079, i32 %1080, i32 %1081, i32 %1054, i32 %1055, float %593, float %592, float %591, float %590, i32 %1082, i32 %1056) #3
  %1089 = extractvalue { float, float, float, float } %1088, 0
  %1090 = extractvalue { float, float, float, float } %1088, 1
  %1091 = extractvalue { float, float, float, float } %1088, 2
  %1092 = extractvalue { float, float, float, float } %1088, 3
  %1093 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1078, i32 %1079, i32 %1080, i32 %1081, i32 %1062, i32 %1063, float %589, float %588, float %587, float %586, i32 %1082, i32 %1064) #3
  %1094 = extractvalue { float, float, float, float } %1093, 0
  %1095 = extractvalue { float, float, float, float } %1093, 1
  %1096 = extractvalue { float, float, float, float } %1093, 2
  %1097 = extractvalue { float, float, float, float } %1093, 3
  %1098 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1078, i32 %1079, i32 %1080, i32 %1081, i32 %1070, i32 %1071, float %585, float %584, float %583, float %582, i32 %1082, i32 %1072) #3
  %1099 = extractvalue { float, float, float, float } %1098, 0
  %1100 = extractvalue { float, float, float, float } %1098, 1
  %1101 = extractvalue { float, float, float, float } %1098, 2
  %1102 = extractvalue { float, float, float, float } %1098, 3
  %1103 = load i32, ptr addrspace(3) %1039, align 4
  %1104 = load i32, ptr addrspace(3) %1040, align 4
  %1105 = load i32, ptr addrspace(3) %1041, align 4
  %1106 = load i32, ptr addrspace(3) %1042, align 4
  %1107 = load i32, ptr addrspace(3) %1043, align 4
  %1108 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1103, i32 %1104, i32 %1105, i32 %1106, i32 %1018, i32 %1020, float %581, float %580, float %579, float %578, i32 %1107, i32 %1024) #3
  %1109 = extractvalue { float, float, float, float } %1108, 0
  %1110 = extractvalue { float, float, float, float } %1108, 1
  %1111 = extractvalue { float, float, float, float } %1108, 2
  %1112 = extractvalue { float, float, float, float } %1108, 3
  %1113 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1103, i32 %1104, i32 %1105, i32 %1106, i32 %1054, i32 %1055, float %577, float %576, float %575, float %574, i32 %1107, i32 %1056) #3
  %1114 = extractvalue { float, float, float, float } %1113, 0
  %1115 = extractvalue { float, float, float, float } %1113, 1
  %1116 = extractvalue { float, float, float, float } %1113, 2
  %1117 = extractvalue { float, float, float, float } %1113, 3
  %1118 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1103, i32 %1104, i32 %1105, i32 %1106, i32 %1062, i32 %1063, float %573, float %572, float %571, float %570, i32 %1107, i32 %1064) #3
  %1119 = extractvalue { float, float, float, float } %1118, 0
  %1120 = extractvalue { float, float, float, float } %1118, 1
  %1121 = extractvalue { float, float, float, float } %1118, 2
  %1122 = extractvalue { float, float, float, float } %1118, 3
  %1123 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1103, i32 %1104, i32 %1105, i32 %1106, i32 %1070, i32 %1071, float %569, float %568, float %567, float %566, i32 %1107, i32 %1072) #3
  %1124 = extractvalue { float, float, float, float } %1123, 0
  %1125 = extractvalue { float, float, float, float } %1123, 1
  %1126 = extractvalue { float, float, float, float } %1123, 2
  %1127 = extractvalue { float, float, float, float } %1123, 3
  %1128 = load i32, ptr addrspace(3) %1044, align 4
  %1129 = load i32, ptr addrspace(3) %1045, align 4
  %1130 = load i32, ptr addrspace(3) %1046, align 4
  %1131 = load i32, ptr addrspace(3) %1047, align 4
  %1132 = load i32, ptr addrspace(3) %1048, align 4
  %1133 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1128, i32 %1129, i32 %1130, i32 %1131, i32 %1018, i32 %1020, float %565, float %564, float %563, float %562, i32 %1132, i32 %1024) #3
  %1134 = extractvalue { float, float, float, float } %1133, 0
  %1135 = extractvalue { float, float, float, float } %1133, 1
  %1136 = extractvalue { float, float, float, float } %1133, 2
  %1137 = extractvalue { float, float, float, float } %1133, 3
  %1138 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1128, i32 %1129, i32 %1130, i32 %1131, i32 %1054, i32 %1055, float %561, float %560, float %559, float %558, i32 %1132, i32 %1056) #3
  %1139 = extractvalue { float, float, float, float } %1138, 0
  %1140 = extractvalue { float, float, float, float } %1138, 1
  %1141 = extractvalue { float, float, float, float } %1138, 2
  %1142 = extractvalue { float, float, float, float } %1138, 3
  %1143 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1128, i32 %1129, i32 %1130, i32 %1131, i32 %1062, i32 %1063, float %557, float %556, float %555, float %554, i32 %1132, i32 %1064) #3
  %1144 = extractvalue { float, float, float, float } %1143, 0
  %1145 = extractvalue { float, float, float, float } %1143, 1
  %1146 = extractvalue { float, float, float, float } %1143, 2
  %1147 = extractvalue { float, float, float, float } %1143, 3
  %1148 = tail call { float, float, float, float } asm "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"(i32 %1128, i32 %1129, i32 %1130, i32 %1131, i32 %1070, i32 %1071, float %553, float %552, float %551, float %550, i32 %1132, i32 %1072) #3
  %1149 = extractvalue { float, float, float, float } %1148, 0
  %1150 = extractvalue { float, float, float, float } %1148, 1
  %1151 = extractvalue { float, float, float, float } %1148, 2
  %1152 = extractvalue { float, float, float, float } %1148, 3
  %1153 = add i32 %549, 1
  %1154 = icmp eq i32 %1153, 4
  %1155 = select i1 %1154, i32 0, i32 %1153
  %1156 = add i32 %614, 64
  %1157 = icmp slt i32 %1156, %7
  br i1 %1157, label %548, label %._crit_edge.loopexit

._crit_edge.loopexit:                             ; preds = %.loopexit
  %1158 = bitcast float %1050 to i32
  %1159 = bitcast float %1051 to i32
  %1160 = bitcast float %1052 to i32
  %1161 = bitcast float %1053 to i32
  %1162 = bitcast float %1058 to i32
  %1163 = bitcast float %1059 to i32
  %1164 = bitcast float %1060 to i32
  %1165 = bitcast float %1061 to i32
  %1166 = bitcast float %1066 to i32
  %1167 = bitcast float %1067 to i32
  %1168 = bitcast float %1068 to i32
  %1169 = bitcast float %1069 to i32
  %1170 = bitcast float %1074 to i32
  %1171 = bitcast float %1075 to i32
  %1172 = bitcast float %1076 to i32
  %1173 = bitcast float %1077 to i32
  %1174 = bitcast float %1084 to i32
  %1175 = bitcast float %1085 to i32
  %1176 = bitcast float %1086 to i32
  %1177 = bitcast float %1087 to i32
  %1178 = bitcast float %1089 to i32
  %1179 = bitcast float %1090 to i32
  %1180 = bitcast float %1091 to i32
  %1181 = bitcast float %1092 to i32
  %1182 = bitcast float %1094 to i32
  %1183 = bitcast float %1095 to i32
  %1184 = bitcast float %1096 to i32
  %1185 = bitcast float %1097 to i32
  %1186 = bitcast float %1099 to i32
  %1187 = bitcast float %1100 to i32
  %1188 = bitcast float %1101 to i32
  %1189 = bitcast float %1102 to i32
  %1190 = bitcast float %1109 to i32
  %1191 = bitcast float %1110 to i32
  %1192 = bitcast float %1111 to i32
  %1193 = bitcast float %1112 to i32
  %1194 = bitcast float %1114 to i32
  %1195 = bitcast float %1115 to i32
  %1196 = bitcast float %1116 to i32
  %1197 = bitcast float %1117 to i32
  %1198 = bitcast float %1119 to i32
  %1199 = bitcast float %1120 to i32
  %1200 = bitcast float %1121 to i32
  %1201 = bitcast float %1122 to i32
  %1202 = bitcast float %1124 to i32
  %1203 = bitcast float %1125 to i32
  %1204 = bitcast float %1126 to i32
  %1205 = bitcast float %1127 to i32
  %1206 = bitcast float %1134 to i32
  %1207 = bitcast float %1135 to i32
  %1208 = bitcast float %1136 to i32
  %1209 = bitcast float %1137 to i32
  %1210 = bitcast float %1139 to i32
  %1211 = bitcast float %1140 to i32
  %1212 = bitcast float %1141 to i32
  %1213 = bitcast float %1142 to i32
  %1214 = bitcast float %1144 to i32
  %1215 = bitcast float %1145 to i32
  %1216 = bitcast float %1146 to i32
  %1217 = bitcast float %1147 to i32
  %1218 = bitcast float %1149 to i32
  %1219 = bitcast float %1150 to i32
  %1220 = bitcast float %1151 to i32
  %1221 = bitcast float %1152 to i32
  br label %._crit_edge

._crit_edge:                                      ; preds = %.preheader25.._crit_edge_crit_edge, %._crit_edge.loopexit
  %.pre-phi313 = phi i32 [ %.pre312, %.preheader25.._crit_edge_crit_edge ], [ %63, %._crit_edge.loopexit ]
  %.pre-phi311 = phi i32 [ %.pre310, %.preheader25.._crit_edge_crit_edge ], [ %62, %._crit_edge.loopexit ]
  %.pre-phi309 = phi i32 [ %.pre308, %.preheader25.._crit_edge_crit_edge ], [ %61, %._crit_edge.loopexit ]
  %.pre-phi307 = phi i32 [ %.pre306, %.preheader25.._crit_edge_crit_edge ], [ %70, %._crit_edge.loopexit ]
  %.lcssa162 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1158, %._crit_edge.loopexit ]
  %.lcssa161 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1159, %._crit_edge.loopexit ]
  %.lcssa160 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1160, %._crit_edge.loopexit ]
  %.lcssa159 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1161, %._crit_edge.loopexit ]
  %.lcssa158 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1162, %._crit_edge.loopexit ]
  %.lcssa157 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1163, %._crit_edge.loopexit ]
  %.lcssa156 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1164, %._crit_edge.loopexit ]
  %.lcssa155 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1165, %._crit_edge.loopexit ]
  %.lcssa154 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1166, %._crit_edge.loopexit ]
  %.lcssa153 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1167, %._crit_edge.loopexit ]
  %.lcssa152 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1168, %._crit_edge.loopexit ]
  %.lcssa151 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1169, %._crit_edge.loopexit ]
  %.lcssa150 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1170, %._crit_edge.loopexit ]
  %.lcssa149 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1171, %._crit_edge.loopexit ]
  %.lcssa148 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1172, %._crit_edge.loopexit ]
  %.lcssa147 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1173, %._crit_edge.loopexit ]
  %.lcssa146 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1174, %._crit_edge.loopexit ]
  %.lcssa145 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1175, %._crit_edge.loopexit ]
  %.lcssa144 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1176, %._crit_edge.loopexit ]
  %.lcssa143 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1177, %._crit_edge.loopexit ]
  %.lcssa142 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1178, %._crit_edge.loopexit ]
  %.lcssa141 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1179, %._crit_edge.loopexit ]
  %.lcssa140 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1180, %._crit_edge.loopexit ]
  %.lcssa139 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1181, %._crit_edge.loopexit ]
  %.lcssa138 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1182, %._crit_edge.loopexit ]
  %.lcssa137 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1183, %._crit_edge.loopexit ]
  %.lcssa136 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1184, %._crit_edge.loopexit ]
  %.lcssa135 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1185, %._crit_edge.loopexit ]
  %.lcssa134 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1186, %._crit_edge.loopexit ]
  %.lcssa133 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1187, %._crit_edge.loopexit ]
  %.lcssa132 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1188, %._crit_edge.loopexit ]
  %.lcssa131 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1189, %._crit_edge.loopexit ]
  %.lcssa130 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1190, %._crit_edge.loopexit ]
  %.lcssa129 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1191, %._crit_edge.loopexit ]
  %.lcssa128 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1192, %._crit_edge.loopexit ]
  %.lcssa127 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1193, %._crit_edge.loopexit ]
  %.lcssa126 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1194, %._crit_edge.loopexit ]
  %.lcssa125 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1195, %._crit_edge.loopexit ]
  %.lcssa124 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1196, %._crit_edge.loopexit ]
  %.lcssa123 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1197, %._crit_edge.loopexit ]
  %.lcssa122 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1198, %._crit_edge.loopexit ]
  %.lcssa121 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1199, %._crit_edge.loopexit ]
  %.lcssa120 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1200, %._crit_edge.loopexit ]
  %.lcssa119 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1201, %._crit_edge.loopexit ]
  %.lcssa118 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1202, %._crit_edge.loopexit ]
  %.lcssa117 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1203, %._crit_edge.loopexit ]
  %.lcssa116 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1204, %._crit_edge.loopexit ]
  %.lcssa115 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1205, %._crit_edge.loopexit ]
  %.lcssa114 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1206, %._crit_edge.loopexit ]
  %.lcssa113 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1207, %._crit_edge.loopexit ]
  %.lcssa112 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1208, %._crit_edge.loopexit ]
  %.lcssa111 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1209, %._crit_edge.loopexit ]
  %.lcssa110 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1210, %._crit_edge.loopexit ]
  %.lcssa109 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1211, %._crit_edge.loopexit ]
  %.lcssa108 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1212, %._crit_edge.loopexit ]
  %.lcssa107 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1213, %._crit_edge.loopexit ]
  %.lcssa106 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1214, %._crit_edge.loopexit ]
  %.lcssa105 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1215, %._crit_edge.loopexit ]
  %.lcssa104 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1216, %._crit_edge.loopexit ]
  %.lcssa103 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1217, %._crit_edge.loopexit ]
  %.lcssa102 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1218, %._crit_edge.loopexit ]
  %.lcssa101 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1219, %._crit_edge.loopexit ]
  %.lcssa100 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1220, %._crit_edge.loopexit ]
  %.lcssa99 = phi i32 [ 0, %.preheader25.._crit_edge_crit_edge ], [ %1221, %._crit_edge.loopexit ]
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1222 = shl nuw nsw i32 %9, 1
  %1223 = and i32 %1222, 6
  %1224 = or disjoint i32 %12, %59
  %1225 = or disjoint i32 %1224, %58
  %1226 = mul i32 %6, %1225
  %1227 = or disjoint i32 %13, %60
  %1228 = or disjoint i32 %1227, %1223
  %1229 = add i32 %1226, %1228
  %1230 = sext i32 %1229 to i64
  %1231 = getelementptr float, ptr addrspace(1) %4, i64 %1230
  %1232 = icmp slt i32 %1225, %5
  %1233 = icmp slt i32 %1228, %6
  %1234 = and i1 %1232, %1233
  %1235 = or disjoint i32 %1223, 1
  %1236 = or disjoint i32 %1227, %1235
  %1237 = icmp slt i32 %1236, %6
  %1238 = ptrtoint ptr addrspace(1) %1231 to i64
  %1239 = and i64 %1238, 7
  %1240 = icmp eq i64 %1239, 0
  %1241 = and i1 %1234, %1240
  %1242 = and i1 %1237, %1241
  %1243 = xor i1 %1234, %1242
  %1244 = xor i1 %1232, %1241
  %1245 = and i1 %1237, %1244
  %1246 = zext i1 %1242 to i32
  %1247 = zext i1 %1243 to i32
  %1248 = zext i1 %1245 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1246, i32 %.lcssa162, i32 %.lcssa161, ptr addrspace(1) %1231, i32 %1247, i32 %1248) #3
  %1249 = or disjoint i32 %1224, %.pre-phi307
  %1250 = mul i32 %6, %1249
  %1251 = add i32 %1250, %1228
  %1252 = sext i32 %1251 to i64
  %1253 = getelementptr float, ptr addrspace(1) %4, i64 %1252
  %1254 = icmp slt i32 %1249, %5
  %1255 = and i1 %1254, %1233
  %1256 = ptrtoint ptr addrspace(1) %1253 to i64
  %1257 = and i64 %1256, 7
  %1258 = icmp eq i64 %1257, 0
  %1259 = and i1 %1255, %1258
  %1260 = and i1 %1237, %1259
  %1261 = xor i1 %1255, %1260
  %1262 = xor i1 %1254, %1259
  %1263 = and i1 %1237, %1262
  %1264 = zext i1 %1260 to i32
  %1265 = zext i1 %1261 to i32
  %1266 = zext i1 %1263 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1264, i32 %.lcssa160, i32 %.lcssa159, ptr addrspace(1) %1253, i32 %1265, i32 %1266) #3
  %1267 = or disjoint i32 %60, 8
  %1268 = or disjoint i32 %1223, %13
  %1269 = or disjoint i32 %1268, %1267
  %1270 = add i32 %1226, %1269
  %1271 = sext i32 %1270 to i64
  %1272 = getelementptr float, ptr addrspace(1) %4, i64 %1271
  %1273 = icmp slt i32 %1269, %6
  %1274 = and i1 %1232, %1273
  %1275 = or disjoint i32 %1235, %13
  %1276 = or disjoint i32 %1275, %1267
  %1277 = icmp slt i32 %1276, %6
  %1278 = ptrtoint ptr addrspace(1) %1272 to i64
  %1279 = and i64 %1278, 7
  %1280 = icmp eq i64 %1279, 0
  %1281 = and i1 %1274, %1280
  %1282 = and i1 %1277, %1281
  %1283 = xor i1 %1274, %1282
  %1284 = xor i1 %1232, %1281
  %1285 = and i1 %1277, %1284
  %1286 = zext i1 %1282 to i32
  %1287 = zext i1 %1283 to i32
  %1288 = zext i1 %1285 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1286, i32 %.lcssa158, i32 %.lcssa157, ptr addrspace(1) %1272, i32 %1287, i32 %1288) #3
  %1289 = add i32 %1250, %1269
  %1290 = sext i32 %1289 to i64
  %1291 = getelementptr float, ptr addrspace(1) %4, i64 %1290
  %1292 = and i1 %1254, %1273
  %1293 = ptrtoint ptr addrspace(1) %1291 to i64
  %1294 = and i64 %1293, 7
  %1295 = icmp eq i64 %1294, 0
  %1296 = and i1 %1292, %1295
  %1297 = and i1 %1277, %1296
  %1298 = xor i1 %1292, %1297
  %1299 = xor i1 %1254, %1296
  %1300 = and i1 %1277, %1299
  %1301 = zext i1 %1297 to i32
  %1302 = zext i1 %1298 to i32
  %1303 = zext i1 %1300 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1301, i32 %.lcssa156, i32 %.lcssa155, ptr addrspace(1) %1291, i32 %1302, i32 %1303) #3
  %1304 = or disjoint i32 %60, 16
  %1305 = or disjoint i32 %1268, %1304
  %1306 = add i32 %1226, %1305
  %1307 = sext i32 %1306 to i64
  %1308 = getelementptr float, ptr addrspace(1) %4, i64 %1307
  %1309 = icmp slt i32 %1305, %6
  %1310 = and i1 %1232, %1309
  %1311 = or disjoint i32 %1275, %1304
  %1312 = icmp slt i32 %1311, %6
  %1313 = ptrtoint ptr addrspace(1) %1308 to i64
  %1314 = and i64 %1313, 7
  %1315 = icmp eq i64 %1314, 0
  %1316 = and i1 %1310, %1315
  %1317 = and i1 %1312, %1316
  %1318 = xor i1 %1310, %1317
  %1319 = xor i1 %1232, %1316
  %1320 = and i1 %1312, %1319
  %1321 = zext i1 %1317 to i32
  %1322 = zext i1 %1318 to i32
  %1323 = zext i1 %1320 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1321, i32 %.lcssa154, i32 %.lcssa153, ptr addrspace(1) %1308, i32 %1322, i32 %1323) #3
  %1324 = add i32 %1250, %1305
  %1325 = sext i32 %1324 to i64
  %1326 = getelementptr float, ptr addrspace(1) %4, i64 %1325
  %1327 = and i1 %1254, %1309
  %1328 = ptrtoint ptr addrspace(1) %1326 to i64
  %1329 = and i64 %1328, 7
  %1330 = icmp eq i64 %1329, 0
  %1331 = and i1 %1327, %1330
  %1332 = and i1 %1312, %1331
  %1333 = xor i1 %1327, %1332
  %1334 = xor i1 %1254, %1331
  %1335 = and i1 %1312, %1334
  %1336 = zext i1 %1332 to i32
  %1337 = zext i1 %1333 to i32
  %1338 = zext i1 %1335 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1336, i32 %.lcssa152, i32 %.lcssa151, ptr addrspace(1) %1326, i32 %1337, i32 %1338) #3
  %1339 = or disjoint i32 %60, 24
  %1340 = or disjoint i32 %1268, %1339
  %1341 = add i32 %1226, %1340
  %1342 = sext i32 %1341 to i64
  %1343 = getelementptr float, ptr addrspace(1) %4, i64 %1342
  %1344 = icmp slt i32 %1340, %6
  %1345 = and i1 %1232, %1344
  %1346 = or disjoint i32 %1275, %1339
  %1347 = icmp slt i32 %1346, %6
  %1348 = ptrtoint ptr addrspace(1) %1343 to i64
  %1349 = and i64 %1348, 7
  %1350 = icmp eq i64 %1349, 0
  %1351 = and i1 %1345, %1350
  %1352 = and i1 %1347, %1351
  %1353 = xor i1 %1345, %1352
  %1354 = xor i1 %1232, %1351
  %1355 = and i1 %1347, %1354
  %1356 = zext i1 %1352 to i32
  %1357 = zext i1 %1353 to i32
  %1358 = zext i1 %1355 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1356, i32 %.lcssa150, i32 %.lcssa149, ptr addrspace(1) %1343, i32 %1357, i32 %1358) #3
  %1359 = add i32 %1250, %1340
  %1360 = sext i32 %1359 to i64
  %1361 = getelementptr float, ptr addrspace(1) %4, i64 %1360
  %1362 = and i1 %1254, %1344
  %1363 = ptrtoint ptr addrspace(1) %1361 to i64
  %1364 = and i64 %1363, 7
  %1365 = icmp eq i64 %1364, 0
  %1366 = and i1 %1362, %1365
  %1367 = and i1 %1347, %1366
  %1368 = xor i1 %1362, %1367
  %1369 = xor i1 %1254, %1366
  %1370 = and i1 %1347, %1369
  %1371 = zext i1 %1367 to i32
  %1372 = zext i1 %1368 to i32
  %1373 = zext i1 %1370 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1371, i32 %.lcssa148, i32 %.lcssa147, ptr addrspace(1) %1361, i32 %1372, i32 %1373) #3
  %1374 = or disjoint i32 %58, %12
  %1375 = or disjoint i32 %1374, %.pre-phi309
  %1376 = mul i32 %6, %1375
  %1377 = add i32 %1376, %1228
  %1378 = sext i32 %1377 to i64
  %1379 = getelementptr float, ptr addrspace(1) %4, i64 %1378
  %1380 = icmp slt i32 %1375, %5
  %1381 = and i1 %1380, %1233
  %1382 = ptrtoint ptr addrspace(1) %1379 to i64
  %1383 = and i64 %1382, 7
  %1384 = icmp eq i64 %1383, 0
  %1385 = and i1 %1381, %1384
  %1386 = and i1 %1237, %1385
  %1387 = xor i1 %1381, %1386
  %1388 = xor i1 %1380, %1385
  %1389 = and i1 %1237, %1388
  %1390 = zext i1 %1386 to i32
  %1391 = zext i1 %1387 to i32
  %1392 = zext i1 %1389 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1390, i32 %.lcssa146, i32 %.lcssa145, ptr addrspace(1) %1379, i32 %1391, i32 %1392) #3
  %1393 = or disjoint i32 %.pre-phi307, %12
  %1394 = or disjoint i32 %1393, %.pre-phi309
  %1395 = mul i32 %6, %1394
  %1396 = add i32 %1395, %1228
  %1397 = sext i32 %1396 to i64
  %1398 = getelementptr float, ptr addrspace(1) %4, i64 %1397
  %1399 = icmp slt i32 %1394, %5
  %1400 = and i1 %1399, %1233
  %1401 = ptrtoint ptr addrspace(1) %1398 to i64
  %1402 = and i64 %1401, 7
  %1403 = icmp eq i64 %1402, 0
  %1404 = and i1 %1400, %1403
  %1405 = and i1 %1237, %1404
  %1406 = xor i1 %1400, %1405
  %1407 = xor i1 %1399, %1404
  %1408 = and i1 %1237, %1407
  %1409 = zext i1 %1405 to i32
  %1410 = zext i1 %1406 to i32
  %1411 = zext i1 %1408 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1409, i32 %.lcssa144, i32 %.lcssa143, ptr addrspace(1) %1398, i32 %1410, i32 %1411) #3
  %1412 = add i32 %1376, %1269
  %1413 = sext i32 %1412 to i64
  %1414 = getelementptr float, ptr addrspace(1) %4, i64 %1413
  %1415 = and i1 %1380, %1273
  %1416 = ptrtoint ptr addrspace(1) %1414 to i64
  %1417 = and i64 %1416, 7
  %1418 = icmp eq i64 %1417, 0
  %1419 = and i1 %1415, %1418
  %1420 = and i1 %1277, %1419
  %1421 = xor i1 %1415, %1420
  %1422 = xor i1 %1380, %1419
  %1423 = and i1 %1277, %1422
  %1424 = zext i1 %1420 to i32
  %1425 = zext i1 %1421 to i32
  %1426 = zext i1 %1423 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1424, i32 %.lcssa142, i32 %.lcssa141, ptr addrspace(1) %1414, i32 %1425, i32 %1426) #3
  %1427 = add i32 %1395, %1269
  %1428 = sext i32 %1427 to i64
  %1429 = getelementptr float, ptr addrspace(1) %4, i64 %1428
  %1430 = and i1 %1399, %1273
  %1431 = ptrtoint ptr addrspace(1) %1429 to i64
  %1432 = and i64 %1431, 7
  %1433 = icmp eq i64 %1432, 0
  %1434 = and i1 %1430, %1433
  %1435 = and i1 %1277, %1434
  %1436 = xor i1 %1430, %1435
  %1437 = xor i1 %1399, %1434
  %1438 = and i1 %1277, %1437
  %1439 = zext i1 %1435 to i32
  %1440 = zext i1 %1436 to i32
  %1441 = zext i1 %1438 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1439, i32 %.lcssa140, i32 %.lcssa139, ptr addrspace(1) %1429, i32 %1440, i32 %1441) #3
  %1442 = add i32 %1376, %1305
  %1443 = sext i32 %1442 to i64
  %1444 = getelementptr float, ptr addrspace(1) %4, i64 %1443
  %1445 = and i1 %1380, %1309
  %1446 = ptrtoint ptr addrspace(1) %1444 to i64
  %1447 = and i64 %1446, 7
  %1448 = icmp eq i64 %1447, 0
  %1449 = and i1 %1445, %1448
  %1450 = and i1 %1312, %1449
  %1451 = xor i1 %1445, %1450
  %1452 = xor i1 %1380, %1449
  %1453 = and i1 %1312, %1452
  %1454 = zext i1 %1450 to i32
  %1455 = zext i1 %1451 to i32
  %1456 = zext i1 %1453 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1454, i32 %.lcssa138, i32 %.lcssa137, ptr addrspace(1) %1444, i32 %1455, i32 %1456) #3
  %1457 = add i32 %1395, %1305
  %1458 = sext i32 %1457 to i64
  %1459 = getelementptr float, ptr addrspace(1) %4, i64 %1458
  %1460 = and i1 %1399, %1309
  %1461 = ptrtoint ptr addrspace(1) %1459 to i64
  %1462 = and i64 %1461, 7
  %1463 = icmp eq i64 %1462, 0
  %1464 = and i1 %1460, %1463
  %1465 = and i1 %1312, %1464
  %1466 = xor i1 %1460, %1465
  %1467 = xor i1 %1399, %1464
  %1468 = and i1 %1312, %1467
  %1469 = zext i1 %1465 to i32
  %1470 = zext i1 %1466 to i32
  %1471 = zext i1 %1468 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1469, i32 %.lcssa136, i32 %.lcssa135, ptr addrspace(1) %1459, i32 %1470, i32 %1471) #3
  %1472 = add i32 %1376, %1340
  %1473 = sext i32 %1472 to i64
  %1474 = getelementptr float, ptr addrspace(1) %4, i64 %1473
  %1475 = and i1 %1380, %1344
  %1476 = ptrtoint ptr addrspace(1) %1474 to i64
  %1477 = and i64 %1476, 7
  %1478 = icmp eq i64 %1477, 0
  %1479 = and i1 %1475, %1478
  %1480 = and i1 %1347, %1479
  %1481 = xor i1 %1475, %1480
  %1482 = xor i1 %1380, %1479
  %1483 = and i1 %1347, %1482
  %1484 = zext i1 %1480 to i32
  %1485 = zext i1 %1481 to i32
  %1486 = zext i1 %1483 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1484, i32 %.lcssa134, i32 %.lcssa133, ptr addrspace(1) %1474, i32 %1485, i32 %1486) #3
  %1487 = add i32 %1395, %1340
  %1488 = sext i32 %1487 to i64
  %1489 = getelementptr float, ptr addrspace(1) %4, i64 %1488
  %1490 = and i1 %1399, %1344
  %1491 = ptrtoint ptr addrspace(1) %1489 to i64
  %1492 = and i64 %1491, 7
  %1493 = icmp eq i64 %1492, 0
  %1494 = and i1 %1490, %1493
  %1495 = and i1 %1347, %1494
  %1496 = xor i1 %1490, %1495
  %1497 = xor i1 %1399, %1494
  %1498 = and i1 %1347, %1497
  %1499 = zext i1 %1495 to i32
  %1500 = zext i1 %1496 to i32
  %1501 = zext i1 %1498 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1499, i32 %.lcssa132, i32 %.lcssa131, ptr addrspace(1) %1489, i32 %1500, i32 %1501) #3
  %1502 = or disjoint i32 %1374, %.pre-phi311
  %1503 = mul i32 %6, %1502
  %1504 = add i32 %1503, %1228
  %1505 = sext i32 %1504 to i64
  %1506 = getelementptr float, ptr addrspace(1) %4, i64 %1505
  %1507 = icmp slt i32 %1502, %5
  %1508 = and i1 %1507, %1233
  %1509 = ptrtoint ptr addrspace(1) %1506 to i64
  %1510 = and i64 %1509, 7
  %1511 = icmp eq i64 %1510, 0
  %1512 = and i1 %1508, %1511
  %1513 = and i1 %1237, %1512
  %1514 = xor i1 %1508, %1513
  %1515 = xor i1 %1507, %1512
  %1516 = and i1 %1237, %1515
  %1517 = zext i1 %1513 to i32
  %1518 = zext i1 %1514 to i32
  %1519 = zext i1 %1516 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1517, i32 %.lcssa130, i32 %.lcssa129, ptr addrspace(1) %1506, i32 %1518, i32 %1519) #3
  %1520 = or disjoint i32 %1393, %.pre-phi311
  %1521 = mul i32 %6, %1520
  %1522 = add i32 %1521, %1228
  %1523 = sext i32 %1522 to i64
  %1524 = getelementptr float, ptr addrspace(1) %4, i64 %1523
  %1525 = icmp slt i32 %1520, %5
  %1526 = and i1 %1525, %1233
  %1527 = ptrtoint ptr addrspace(1) %1524 to i64
  %1528 = and i64 %1527, 7
  %1529 = icmp eq i64 %1528, 0
  %1530 = and i1 %1526, %1529
  %1531 = and i1 %1237, %1530
  %1532 = xor i1 %1526, %1531
  %1533 = xor i1 %1525, %1530
  %1534 = and i1 %1237, %1533
  %1535 = zext i1 %1531 to i32
  %1536 = zext i1 %1532 to i32
  %1537 = zext i1 %1534 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1535, i32 %.lcssa128, i32 %.lcssa127, ptr addrspace(1) %1524, i32 %1536, i32 %1537) #3
  %1538 = add i32 %1503, %1269
  %1539 = sext i32 %1538 to i64
  %1540 = getelementptr float, ptr addrspace(1) %4, i64 %1539
  %1541 = and i1 %1507, %1273
  %1542 = ptrtoint ptr addrspace(1) %1540 to i64
  %1543 = and i64 %1542, 7
  %1544 = icmp eq i64 %1543, 0
  %1545 = and i1 %1541, %1544
  %1546 = and i1 %1277, %1545
  %1547 = xor i1 %1541, %1546
  %1548 = xor i1 %1507, %1545
  %1549 = and i1 %1277, %1548
  %1550 = zext i1 %1546 to i32
  %1551 = zext i1 %1547 to i32
  %1552 = zext i1 %1549 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1550, i32 %.lcssa126, i32 %.lcssa125, ptr addrspace(1) %1540, i32 %1551, i32 %1552) #3
  %1553 = add i32 %1521, %1269
  %1554 = sext i32 %1553 to i64
  %1555 = getelementptr float, ptr addrspace(1) %4, i64 %1554
  %1556 = and i1 %1525, %1273
  %1557 = ptrtoint ptr addrspace(1) %1555 to i64
  %1558 = and i64 %1557, 7
  %1559 = icmp eq i64 %1558, 0
  %1560 = and i1 %1556, %1559
  %1561 = and i1 %1277, %1560
  %1562 = xor i1 %1556, %1561
  %1563 = xor i1 %1525, %1560
  %1564 = and i1 %1277, %1563
  %1565 = zext i1 %1561 to i32
  %1566 = zext i1 %1562 to i32
  %1567 = zext i1 %1564 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1565, i32 %.lcssa124, i32 %.lcssa123, ptr addrspace(1) %1555, i32 %1566, i32 %1567) #3
  %1568 = add i32 %1503, %1305
  %1569 = sext i32 %1568 to i64
  %1570 = getelementptr float, ptr addrspace(1) %4, i64 %1569
  %1571 = and i1 %1507, %1309
  %1572 = ptrtoint ptr addrspace(1) %1570 to i64
  %1573 = and i64 %1572, 7
  %1574 = icmp eq i64 %1573, 0
  %1575 = and i1 %1571, %1574
  %1576 = and i1 %1312, %1575
  %1577 = xor i1 %1571, %1576
  %1578 = xor i1 %1507, %1575
  %1579 = and i1 %1312, %1578
  %1580 = zext i1 %1576 to i32
  %1581 = zext i1 %1577 to i32
  %1582 = zext i1 %1579 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1580, i32 %.lcssa122, i32 %.lcssa121, ptr addrspace(1) %1570, i32 %1581, i32 %1582) #3
  %1583 = add i32 %1521, %1305
  %1584 = sext i32 %1583 to i64
  %1585 = getelementptr float, ptr addrspace(1) %4, i64 %1584
  %1586 = and i1 %1525, %1309
  %1587 = ptrtoint ptr addrspace(1) %1585 to i64
  %1588 = and i64 %1587, 7
  %1589 = icmp eq i64 %1588, 0
  %1590 = and i1 %1586, %1589
  %1591 = and i1 %1312, %1590
  %1592 = xor i1 %1586, %1591
  %1593 = xor i1 %1525, %1590
  %1594 = and i1 %1312, %1593
  %1595 = zext i1 %1591 to i32
  %1596 = zext i1 %1592 to i32
  %1597 = zext i1 %1594 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1595, i32 %.lcssa120, i32 %.lcssa119, ptr addrspace(1) %1585, i32 %1596, i32 %1597) #3
  %1598 = add i32 %1503, %1340
  %1599 = sext i32 %1598 to i64
  %1600 = getelementptr float, ptr addrspace(1) %4, i64 %1599
  %1601 = and i1 %1507, %1344
  %1602 = ptrtoint ptr addrspace(1) %1600 to i64
  %1603 = and i64 %1602, 7
  %1604 = icmp eq i64 %1603, 0
  %1605 = and i1 %1601, %1604
  %1606 = and i1 %1347, %1605
  %1607 = xor i1 %1601, %1606
  %1608 = xor i1 %1507, %1605
  %1609 = and i1 %1347, %1608
  %1610 = zext i1 %1606 to i32
  %1611 = zext i1 %1607 to i32
  %1612 = zext i1 %1609 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1610, i32 %.lcssa118, i32 %.lcssa117, ptr addrspace(1) %1600, i32 %1611, i32 %1612) #3
  %1613 = add i32 %1521, %1340
  %1614 = sext i32 %1613 to i64
  %1615 = getelementptr float, ptr addrspace(1) %4, i64 %1614
  %1616 = and i1 %1525, %1344
  %1617 = ptrtoint ptr addrspace(1) %1615 to i64
  %1618 = and i64 %1617, 7
  %1619 = icmp eq i64 %1618, 0
  %1620 = and i1 %1616, %1619
  %1621 = and i1 %1347, %1620
  %1622 = xor i1 %1616, %1621
  %1623 = xor i1 %1525, %1620
  %1624 = and i1 %1347, %1623
  %1625 = zext i1 %1621 to i32
  %1626 = zext i1 %1622 to i32
  %1627 = zext i1 %1624 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1625, i32 %.lcssa116, i32 %.lcssa115, ptr addrspace(1) %1615, i32 %1626, i32 %1627) #3
  %1628 = or disjoint i32 %1374, %.pre-phi313
  %1629 = mul i32 %6, %1628
  %1630 = add i32 %1629, %1228
  %1631 = sext i32 %1630 to i64
  %1632 = getelementptr float, ptr addrspace(1) %4, i64 %1631
  %1633 = icmp slt i32 %1628, %5
  %1634 = and i1 %1633, %1233
  %1635 = ptrtoint ptr addrspace(1) %1632 to i64
  %1636 = and i64 %1635, 7
  %1637 = icmp eq i64 %1636, 0
  %1638 = and i1 %1634, %1637
  %1639 = and i1 %1237, %1638
  %1640 = xor i1 %1634, %1639
  %1641 = xor i1 %1633, %1638
  %1642 = and i1 %1237, %1641
  %1643 = zext i1 %1639 to i32
  %1644 = zext i1 %1640 to i32
  %1645 = zext i1 %1642 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1643, i32 %.lcssa114, i32 %.lcssa113, ptr addrspace(1) %1632, i32 %1644, i32 %1645) #3
  %1646 = or disjoint i32 %1393, %.pre-phi313
  %1647 = mul i32 %6, %1646
  %1648 = add i32 %1647, %1228
  %1649 = sext i32 %1648 to i64
  %1650 = getelementptr float, ptr addrspace(1) %4, i64 %1649
  %1651 = icmp slt i32 %1646, %5
  %1652 = and i1 %1651, %1233
  %1653 = ptrtoint ptr addrspace(1) %1650 to i64
  %1654 = and i64 %1653, 7
  %1655 = icmp eq i64 %1654, 0
  %1656 = and i1 %1652, %1655
  %1657 = and i1 %1237, %1656
  %1658 = xor i1 %1652, %1657
  %1659 = xor i1 %1651, %1656
  %1660 = and i1 %1237, %1659
  %1661 = zext i1 %1657 to i32
  %1662 = zext i1 %1658 to i32
  %1663 = zext i1 %1660 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1661, i32 %.lcssa112, i32 %.lcssa111, ptr addrspace(1) %1650, i32 %1662, i32 %1663) #3
  %1664 = add i32 %1629, %1269
  %1665 = sext i32 %1664 to i64
  %1666 = getelementptr float, ptr addrspace(1) %4, i64 %1665
  %1667 = and i1 %1633, %1273
  %1668 = ptrtoint ptr addrspace(1) %1666 to i64
  %1669 = and i64 %1668, 7
  %1670 = icmp eq i64 %1669, 0
  %1671 = and i1 %1667, %1670
  %1672 = and i1 %1277, %1671
  %1673 = xor i1 %1667, %1672
  %1674 = xor i1 %1633, %1671
  %1675 = and i1 %1277, %1674
  %1676 = zext i1 %1672 to i32
  %1677 = zext i1 %1673 to i32
  %1678 = zext i1 %1675 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1676, i32 %.lcssa110, i32 %.lcssa109, ptr addrspace(1) %1666, i32 %1677, i32 %1678) #3
  %1679 = add i32 %1647, %1269
  %1680 = sext i32 %1679 to i64
  %1681 = getelementptr float, ptr addrspace(1) %4, i64 %1680
  %1682 = and i1 %1651, %1273
  %1683 = ptrtoint ptr addrspace(1) %1681 to i64
  %1684 = and i64 %1683, 7
  %1685 = icmp eq i64 %1684, 0
  %1686 = and i1 %1682, %1685
  %1687 = and i1 %1277, %1686
  %1688 = xor i1 %1682, %1687
  %1689 = xor i1 %1651, %1686
  %1690 = and i1 %1277, %1689
  %1691 = zext i1 %1687 to i32
  %1692 = zext i1 %1688 to i32
  %1693 = zext i1 %1690 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1691, i32 %.lcssa108, i32 %.lcssa107, ptr addrspace(1) %1681, i32 %1692, i32 %1693) #3
  %1694 = add i32 %1629, %1305
  %1695 = sext i32 %1694 to i64
  %1696 = getelementptr float, ptr addrspace(1) %4, i64 %1695
  %1697 = and i1 %1633, %1309
  %1698 = ptrtoint ptr addrspace(1) %1696 to i64
  %1699 = and i64 %1698, 7
  %1700 = icmp eq i64 %1699, 0
  %1701 = and i1 %1697, %1700
  %1702 = and i1 %1312, %1701
  %1703 = xor i1 %1697, %1702
  %1704 = xor i1 %1633, %1701
  %1705 = and i1 %1312, %1704
  %1706 = zext i1 %1702 to i32
  %1707 = zext i1 %1703 to i32
  %1708 = zext i1 %1705 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1706, i32 %.lcssa106, i32 %.lcssa105, ptr addrspace(1) %1696, i32 %1707, i32 %1708) #3
  %1709 = add i32 %1647, %1305
  %1710 = sext i32 %1709 to i64
  %1711 = getelementptr float, ptr addrspace(1) %4, i64 %1710
  %1712 = and i1 %1651, %1309
  %1713 = ptrtoint ptr addrspace(1) %1711 to i64
  %1714 = and i64 %1713, 7
  %1715 = icmp eq i64 %1714, 0
  %1716 = and i1 %1712, %1715
  %1717 = and i1 %1312, %1716
  %1718 = xor i1 %1712, %1717
  %1719 = xor i1 %1651, %1716
  %1720 = and i1 %1312, %1719
  %1721 = zext i1 %1717 to i32
  %1722 = zext i1 %1718 to i32
  %1723 = zext i1 %1720 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1721, i32 %.lcssa104, i32 %.lcssa103, ptr addrspace(1) %1711, i32 %1722, i32 %1723) #3
  %1724 = add i32 %1629, %1340
  %1725 = sext i32 %1724 to i64
  %1726 = getelementptr float, ptr addrspace(1) %4, i64 %1725
  %1727 = and i1 %1633, %1344
  %1728 = ptrtoint ptr addrspace(1) %1726 to i64
  %1729 = and i64 %1728, 7
  %1730 = icmp eq i64 %1729, 0
  %1731 = and i1 %1727, %1730
  %1732 = and i1 %1347, %1731
  %1733 = xor i1 %1727, %1732
  %1734 = xor i1 %1633, %1731
  %1735 = and i1 %1347, %1734
  %1736 = zext i1 %1732 to i32
  %1737 = zext i1 %1733 to i32
  %1738 = zext i1 %1735 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1736, i32 %.lcssa102, i32 %.lcssa101, ptr addrspace(1) %1726, i32 %1737, i32 %1738) #3
  %1739 = add i32 %1647, %1340
  %1740 = sext i32 %1739 to i64
  %1741 = getelementptr float, ptr addrspace(1) %4, i64 %1740
  %1742 = and i1 %1651, %1344
  %1743 = ptrtoint ptr addrspace(1) %1741 to i64
  %1744 = and i64 %1743, 7
  %1745 = icmp eq i64 %1744, 0
  %1746 = and i1 %1742, %1745
  %1747 = and i1 %1347, %1746
  %1748 = xor i1 %1742, %1747
  %1749 = xor i1 %1651, %1746
  %1750 = and i1 %1347, %1749
  %1751 = zext i1 %1747 to i32
  %1752 = zext i1 %1748 to i32
  %1753 = zext i1 %1750 to i32
  tail call void asm sideeffect "{\0A.reg .pred %tile_v, %tile_p;\0Asetp.ne.b32 %tile_v, $0, 0;\0A@%tile_v st.global.v2.b32 [$3], {$1, $2};\0Asetp.ne.b32 %tile_p, $4, 0;\0A@%tile_p st.global.b32 [$3], $1;\0Asetp.ne.b32 %tile_p, $5, 0;\0A@%tile_p st.global.b32 [$3+4], $2;\0A}", "r,r,r,l,r,r"(i32 %1751, i32 %.lcssa100, i32 %.lcssa99, ptr addrspace(1) %1741, i32 %1752, i32 %1753) #3
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
