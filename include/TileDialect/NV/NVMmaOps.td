//===- NVMmaOps.td - tile_nv warp-level matrix multiplies --*- tablegen -*-===//
//
// The warp and warpgroup MMA family: mma.sync (with block scaling),
// stmatrix, wgmma (fence, mma_async, commit_group, wait_group) and
// bar.warp.sync. Registers are typed operands (A/B as b32, accumulators as
// f32 or b32), shapes and types attributes; the text each op becomes is in
// lib/Conversion/NVToLLVM/MmaToLLVM.cpp (and in the descriptions below).
//
//===----------------------------------------------------------------------===//
#ifndef TILE_NV_MMA_OPS_TD
#define TILE_NV_MMA_OPS_TD

include "TileDialect/NV/NVBase.td"
include "TileDialect/NV/NVMmaEnums.td"

// An accumulator register: f32, or b32 holding an s32 or two f16.
def NV_AccReg : AnyTypeOf<[F32, I32]>;

//===----------------------------------------------------------------------===//
// mma.sync
//===----------------------------------------------------------------------===//

def NV_MmaSyncOp : NV_PureOp<"mma_sync", [AttrSizedOperandSegments]> {
  let summary = "mma.sync.aligned: a warp's D = A * B + C in registers";
  let description = [{
    `mma.sync.aligned[.kind::K.block_scale.scale_vec::VX].mMnNkK.row.col
    .acc.atype.btype.acc[.stype] {d}, {a}, {b}, {c}<scales>;` where
    `<scales>` is `, sa, {0, 0}, sb, {0, 0}` with block scaling: `a` and `b` the b32 fragment registers of the shape and
    types (PTX ISA "Matrix fragments for mma.m16n8k*"), `c` and `d` the
    accumulators (4 f32 or s32, or 2 b32 of two f16 each). With
    `block_scale` the scale registers of A and B follow (byte and thread
    ids 0). No side effects: an unused one is erased.

    ```mlir
    %d:4 = tile_nv.mma_sync m 16 n 8 k 16 f32, bf16, bf16
        a(%a0, %a1, %a2, %a3) b(%b0, %b1) c(%c0, %c1, %c2, %c3)
        : f32, f32, f32, f32 -> f32, f32, f32, f32
    ```
  }];
  let arguments = (ins I32Attr:$m, I32Attr:$n, I32Attr:$k,
                       NV_MmaType:$acc_type, NV_MmaType:$a_type,
                       NV_MmaType:$b_type, OptionalAttr<NV_MmaKind>:$kind,
                       OptionalAttr<I32Attr>:$scale_vec,
                       OptionalAttr<NV_MmaScaleType>:$scale_type,
                       Variadic<I32>:$a, Variadic<I32>:$b,
                       Variadic<NV_AccReg>:$c, Optional<I32>:$scale_a,
                       Optional<I32>:$scale_b);
  let results = (outs Variadic<NV_AccReg>:$d);
  let assemblyFormat = [{
    `m` $m `n` $n `k` $k $acc_type `,` $a_type `,` $b_type
    (`block_scale` $kind^)? (`scale_vec` $scale_vec^)?
    (`scale_type` $scale_type^)?
    `a` `(` $a `)` `b` `(` $b `)` `c` `(` $c `)`
    (`scales` `(` $scale_a^ `,` $scale_b `)`)?
    attr-dict `:` type($c) `->` type($d)
  }];
}

//===----------------------------------------------------------------------===//
// stmatrix
//===----------------------------------------------------------------------===//

def NV_StmatrixOp : NV_Op<"stmatrix"> {
  let summary = "stmatrix.sync.aligned: a warp stores 8x8 b16 matrices";
  let description = [{
    `stmatrix.sync.aligned.m8n8.xN[.trans].shared.b16 [addr], {regs};`
    with N (1, 2 or 4) the number of `regs`; lane t gives the address of
    row t % 8 of matrix t / 8. `addr` a shared address (i32) or a 64-bit
    address of shared memory (i64).

    ```mlir
    tile_nv.stmatrix %addr, %r0, %r1, %r2, %r3 : i64
    ```
  }];
  let arguments = (ins AnyTypeOf<[I32, I64]>:$addr, Variadic<I32>:$regs,
                       UnitAttr:$trans);
  let assemblyFormat = [{
    (`trans` $trans^)? $addr `,` $regs attr-dict `:` type($addr)
  }];
}

//===----------------------------------------------------------------------===//
// wgmma
//===----------------------------------------------------------------------===//

def NV_WgmmaFenceOp : NV_Op<"wgmma_fence"> {
  let summary = "wgmma.fence.sync.aligned: orders register accesses before wgmma";
  let description = [{
    `wgmma.fence.sync.aligned;`. `no_memory_clobber` reproduces an emitter
    that wrote it without the `~{memory}` clobber.
  }];
  let arguments = (ins UnitAttr:$no_memory_clobber);
  let assemblyFormat = "attr-dict";
}

def NV_WgmmaMmaAsyncOp : NV_Op<"wgmma_mma_async", [AttrSizedOperandSegments]> {
  let summary = "wgmma.mma_async.sync.aligned: a warpgroup's D = A * B + D";
  let description = [{
    One PTX block: `{ .reg .pred p; setp.ne.b32 p, scale_d, 0;
    wgmma.mma_async.sync.aligned.m64nNkK.dtype.atype.btype {d}, a, b_desc,
    p[, imm-scale-a, imm-scale-b[, imm-trans-a], imm-trans-b]; }` with A
    from its shared-memory descriptor (`a_desc`, i64) or from four b32
    registers (`a(...)`), B from `b_desc`. The accumulators `acc` are read
    and written (tied to the results `d`). The immediates: scale -1 with
    `neg_a` / `neg_b` (1 otherwise; none for s8), transpose 1 with
    `trans_a` / `trans_b` (16-bit types only; A in registers has no
    transpose). With `scale_d` 0 the accumulators are not read.

    ```mlir
    %d:64 = tile_nv.wgmma_mma_async n 128 k 16 f32, bf16, bf16
        a_desc %da b_desc %db scale_d %one acc(%c0, ..., %c63)
        : f32, ..., f32 -> f32, ..., f32
    ```
  }];
  let arguments = (ins I32Attr:$n, I32Attr:$k, NV_MmaType:$d_type,
                       NV_MmaType:$a_type, NV_MmaType:$b_type,
                       Optional<I64>:$a_desc, Variadic<I32>:$a, I64:$b_desc,
                       I32:$scale_d, Variadic<NV_AccReg>:$acc,
                       UnitAttr:$neg_a, UnitAttr:$neg_b, UnitAttr:$trans_a,
                       UnitAttr:$trans_b);
  let results = (outs Variadic<NV_AccReg>:$d);
  let assemblyFormat = [{
    `n` $n `k` $k $d_type `,` $a_type `,` $b_type
    (`a_desc` $a_desc^)? (`a` `(` $a^ `)`)? `b_desc` $b_desc
    `scale_d` $scale_d (`neg_a` $neg_a^)? (`neg_b` $neg_b^)?
    (`trans_a` $trans_a^)? (`trans_b` $trans_b^)?
    `acc` `(` $acc `)` attr-dict `:` type($acc) `->` type($d)
  }];
}

def NV_WgmmaCommitGroupOp : NV_Op<"wgmma_commit_group"> {
  let summary = "wgmma.commit_group.sync.aligned: closes a wgmma group";
  let description = [{
    `wgmma.commit_group.sync.aligned;`. `no_memory_clobber` reproduces an
    emitter that wrote it without the `~{memory}` clobber.
  }];
  let arguments = (ins UnitAttr:$no_memory_clobber);
  let assemblyFormat = "attr-dict";
}

def NV_WgmmaWaitGroupOp : NV_Op<"wgmma_wait_group"> {
  let summary = "wgmma.wait_group.sync.aligned N: at most N groups pending";
  let description = [{
    `wgmma.wait_group.sync.aligned N;`. The accumulator registers of the
    groups pass through it (tied operands and results): they are valid only
    once their group completes, so every use of them comes after the wait.

    ```mlir
    %d:2 = tile_nv.wgmma_wait_group 1 acc(%c0, %c1) : f32, f32 -> f32, f32
    ```
  }];
  let arguments = (ins I32Attr:$pending, Variadic<NV_AccReg>:$acc);
  let results = (outs Variadic<NV_AccReg>:$d);
  let assemblyFormat = [{
    $pending (`acc` `(` $acc^ `)` `:` type($acc) `->` type($d))? attr-dict
  }];
}

//===----------------------------------------------------------------------===//
// Warp synchronization
//===----------------------------------------------------------------------===//

def NV_BarWarpSyncOp : NV_Op<"bar_warp_sync"> {
  let summary = "bar.warp.sync: the lanes of a warp in `mask` reconverge";
  let description = [{
    `bar.warp.sync mask;` with `mask` an immediate (-1: every lane).

    ```mlir
    tile_nv.bar_warp_sync -1
    ```
  }];
  let arguments = (ins I32Attr:$mask);
  let assemblyFormat = "$mask attr-dict";
}

#endif // TILE_NV_MMA_OPS_TD
