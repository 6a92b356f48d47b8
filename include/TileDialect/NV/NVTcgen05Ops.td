//===- NVTcgen05Ops.td - tile_nv tcgen05 (tensor memory) ---*- tablegen -*-===//
//
// The fifth-generation tensor core instructions of the tensor-memory
// targets (sm_100a/f, sm_103a/f, sm_110a/f): tensor-memory allocation,
// tcgen05.mma and its commit, the copies between registers, shared memory
// and tensor memory, and the tcgen05 fences and waits. Tensor-memory
// addresses are i32 (lane << 16 | column), shared-memory matrix
// descriptors i64, the instruction descriptor an i32 register. Every op is
// side-effecting inline PTX with the `~{memory}` clobber.
//
// Where tile emits several instructions in one asm block the op models the
// block (a documented fixed sequence), so the PTX does not change.
//
//===----------------------------------------------------------------------===//
#ifndef TILE_NV_TCGEN05_OPS_TD
#define TILE_NV_TCGEN05_OPS_TD

include "TileDialect/NV/NVBase.td"
include "TileDialect/NV/NVTcgen05Enums.td"

//===----------------------------------------------------------------------===//
// Tensor-memory allocation
//===----------------------------------------------------------------------===//

def NV_Tcgen05AllocOp : NV_Op<"tcgen05_alloc"> {
  let summary = "tcgen05.alloc: allocates tensor-memory columns";
  let description = [{
    `tcgen05.alloc.cta_group::N.sync.aligned.shared::cta.b32 [slot],
    columns;`: the warp allocates `columns` (a power of 2 from 32 to 512)
    and writes the tensor-memory address to the shared::cta word at `slot`.
    With `relinquish` the same block goes on with
    `tcgen05.relinquish_alloc_permit.cta_group::N.sync.aligned;` (the CTA
    allocates no more).

    ```mlir
    tile_nv.tcgen05_alloc cta_group 1 %slot, 128 relinquish
    ```
  }];
  let arguments = (ins I32Attr:$cta_group, I32:$slot, I32Attr:$columns,
                       UnitAttr:$relinquish);
  let assemblyFormat = [{
    `cta_group` $cta_group $slot `,` $columns (`relinquish` $relinquish^)?
    attr-dict
  }];
}

def NV_Tcgen05DeallocOp : NV_Op<"tcgen05_dealloc"> {
  let summary = "tcgen05.dealloc: frees tensor-memory columns";
  let description = [{
    `tcgen05.dealloc.cta_group::N.sync.aligned.b32 taddr, columns;`, with
    `fence_after` preceded in the same block by
    `tcgen05.fence::after_thread_sync;` (the reads of the other warps,
    ordered by the barrier before, come first).

    ```mlir
    tile_nv.tcgen05_dealloc cta_group 1 %taddr, 128 fence_after
    ```
  }];
  let arguments = (ins I32Attr:$cta_group, I32:$taddr, I32Attr:$columns,
                       UnitAttr:$fence_after);
  let assemblyFormat = [{
    `cta_group` $cta_group $taddr `,` $columns (`fence_after` $fence_after^)?
    attr-dict
  }];
}

def NV_Tcgen05RelinquishAllocPermitOp
    : NV_Op<"tcgen05_relinquish_alloc_permit"> {
  let summary = "tcgen05.relinquish_alloc_permit: the CTA allocates no more";
  let description = [{
    `tcgen05.relinquish_alloc_permit.cta_group::N.sync.aligned;`

    ```mlir
    tile_nv.tcgen05_relinquish_alloc_permit cta_group 1
    ```
  }];
  let arguments = (ins I32Attr:$cta_group);
  let assemblyFormat = "`cta_group` $cta_group attr-dict";
}

//===----------------------------------------------------------------------===//
// MMA and commit
//===----------------------------------------------------------------------===//

def NV_Tcgen05MmaOp : NV_Op<"tcgen05_mma", [AttrSizedOperandSegments]> {
  let summary = "tcgen05.mma: D (tensor memory) = A * B (+ D)";
  let description = [{
    The block
    `{ .reg .pred p; setp.ne.b32 p, enable_input_d, 0;
       tcgen05.mma.cta_group::N.kind::K [d], a_desc, b_desc, idesc, p; }`:
    `d` the accumulator's tensor-memory address, `a_desc` and `b_desc` the
    shared-memory matrix descriptors of A and B, `idesc` the instruction
    descriptor; D is accumulated into unless `enable_input_d` is 0. The
    block-scaled kinds (`mxf8f6f4`, `mxf4`, `mxf4nvf4`) take the
    tensor-memory addresses of A's and B's scale factors and the scale
    block size: `.kind::K.block_scale.blockB [d], a_desc, b_desc, idesc,
    [scale_a], [scale_b], p;`.

    ```mlir
    tile_nv.tcgen05_mma cta_group 1 f16 %d, %a, %b, %idesc, %acc
    tile_nv.tcgen05_mma cta_group 1 mxf8f6f4 %d, %a, %b, %idesc, %acc scale %sfa, %sfb block 32
    ```
  }];
  let arguments = (ins I32Attr:$cta_group, NV_Tcgen05Kind:$kind, I32:$d,
                       I64:$a_desc, I64:$b_desc, I32:$idesc,
                       I32:$enable_input_d, Optional<I32>:$scale_a,
                       Optional<I32>:$scale_b, OptionalAttr<I32Attr>:$block);
  let assemblyFormat = [{
    `cta_group` $cta_group $kind $d `,` $a_desc `,` $b_desc `,` $idesc `,`
    $enable_input_d (`scale` $scale_a^ `,` $scale_b)? (`block` $block^)?
    attr-dict
  }];
}

def NV_Tcgen05CommitOp : NV_Op<"tcgen05_commit"> {
  let summary = "tcgen05.commit: an mbarrier arrival when the MMAs complete";
  let description = [{
    `tcgen05.commit.cta_group::N.mbarrier::arrive::one.shared::cluster.b64
    [bar];`: one arrival on the mbarrier at `bar` once the tcgen05
    operations this thread issued before are done. With `multicast %mask`
    (a register) or `multicast_mask M` (an immediate) the arrival goes to
    the mbarrier at the same offset in every block of the cluster whose bit
    of the 16-bit CTA mask is set (`.multicast::cluster`), the mask moved
    into a `.b16` register first (`cvt.u16.u32` or `mov.b16`, in a block).

    ```mlir
    tile_nv.tcgen05_commit cta_group 1 %bar
    tile_nv.tcgen05_commit cta_group 2 %bar multicast %mask
    tile_nv.tcgen05_commit cta_group 1 %bar multicast_mask 3
    ```
  }];
  let arguments = (ins I32Attr:$cta_group, I32:$bar, Optional<I32>:$mask,
                       OptionalAttr<I32Attr>:$mask_imm);
  let assemblyFormat = [{
    `cta_group` $cta_group $bar (`multicast` $mask^)?
    (`multicast_mask` $mask_imm^)? attr-dict
  }];
}

//===----------------------------------------------------------------------===//
// Copies
//===----------------------------------------------------------------------===//

def NV_Tcgen05LdOp : NV_Op<"tcgen05_ld"> {
  let summary = "tcgen05.ld: tensor memory to registers (warp-wide)";
  let description = [{
    `tcgen05.ld.sync.aligned.<shape>.x<num>.b32 {r0, ...}, [taddr];`: the
    warp reads its lanes of tensor memory at `taddr` into registers, one
    result each (i32 or f32): `num` of them for the 32x32b, 16x64b and
    16x32bx2 shapes, twice that for 16x128b, four times for 16x256b. With
    `wait` the block goes on with `tcgen05.wait::ld.sync.aligned;` (the
    registers are ready after it); with `braced` the block is wrapped in
    `{ }` (as the pipelines emit it).

    ```mlir
    %r:16 = tile_nv.tcgen05_ld _32x32b num 16 %taddr wait : i32, i32, ...
    ```
  }];
  let arguments = (ins NV_Tcgen05Shape:$shape, I32Attr:$num, I32:$taddr,
                       UnitAttr:$wait, UnitAttr:$braced);
  let results = (outs Variadic<AnyTypeOf<[I32, F32]>>:$values);
  let assemblyFormat = [{
    $shape `num` $num $taddr (`wait` $wait^)? (`braced` $braced^)? attr-dict
    `:` type($values)
  }];
}

def NV_Tcgen05StOp : NV_Op<"tcgen05_st"> {
  let summary = "tcgen05.st: registers to tensor memory (warp-wide)";
  let description = [{
    `tcgen05.st.sync.aligned.<shape>.x<num>.b32 [taddr], {v0, ...};`: the
    warp writes registers (i32 or f32; as many as tcgen05_ld returns) to
    its lanes of tensor memory at `taddr`.

    ```mlir
    tile_nv.tcgen05_st _32x32b num 2 %taddr, %a, %b : i32, i32
    ```
  }];
  let arguments = (ins NV_Tcgen05Shape:$shape, I32Attr:$num, I32:$taddr,
                       Variadic<AnyTypeOf<[I32, F32]>>:$values);
  let assemblyFormat = [{
    $shape `num` $num $taddr `,` $values attr-dict `:` type($values)
  }];
}

def NV_Tcgen05CpOp : NV_Op<"tcgen05_cp"> {
  let summary = "tcgen05.cp: shared memory to tensor memory (async)";
  let description = [{
    `tcgen05.cp.cta_group::N.<shape>[.<multicast>] [taddr], desc;`: copies
    the matrix that shared-memory descriptor `desc` describes to tensor
    memory at `taddr`. 64x128b takes a warpx2 multicast, 32x128b warpx4,
    the other shapes none.

    ```mlir
    tile_nv.tcgen05_cp cta_group 1 _32x128b warpx4 %taddr, %desc
    ```
  }];
  let arguments = (ins I32Attr:$cta_group, NV_Tcgen05CpShape:$shape,
                       OptionalAttr<NV_Tcgen05CpMulticast>:$multicast,
                       I32:$taddr, I64:$desc);
  let assemblyFormat = [{
    `cta_group` $cta_group $shape ($multicast^)? $taddr `,` $desc attr-dict
  }];
}

//===----------------------------------------------------------------------===//
// Fences and waits
//===----------------------------------------------------------------------===//

def NV_Tcgen05FenceOp : NV_Op<"tcgen05_fence"> {
  let summary = "tcgen05.fence: orders tcgen05 operations around a barrier";
  let description = [{
    `tcgen05.fence::before_thread_sync;` or `::after_thread_sync;`. With
    `proxy_async` the block also holds `fence.proxy.async.shared::cta;` on
    the generic side of the thread synchronization: before the tcgen05
    fence for `before_thread_sync` (generic-proxy writes of shared memory
    become visible to the tensor core), after it for `after_thread_sync`
    (the tensor core's reads come before later generic writes).

    ```mlir
    tile_nv.tcgen05_fence before_thread_sync proxy_async
    ```
  }];
  let arguments = (ins NV_Tcgen05FenceKind:$kind, UnitAttr:$proxy_async);
  let assemblyFormat = "$kind (`proxy_async` $proxy_async^)? attr-dict";
}

def NV_Tcgen05WaitOp : NV_Op<"tcgen05_wait"> {
  let summary = "tcgen05.wait::ld / ::st: the thread's tcgen05.ld/st are done";
  let description = [{
    `tcgen05.wait::ld.sync.aligned;` or `tcgen05.wait::st.sync.aligned;`.

    ```mlir
    tile_nv.tcgen05_wait st
    ```
  }];
  let arguments = (ins NV_Tcgen05WaitKind:$kind);
  let assemblyFormat = "$kind attr-dict";
}

//===----------------------------------------------------------------------===//
// The commit barrier of the single-CTA lowering (fixed sequences)
//===----------------------------------------------------------------------===//

def NV_Tcgen05CommitBarrierInitOp : NV_Op<"tcgen05_commit_barrier_init"> {
  let summary = "initializes a tcgen05.commit barrier (one arrival), fenced";
  let description = [{
    One block: `mbarrier.init.shared::cta.b64 [bar], 1;
    fence.mbarrier_init.release.cluster;`, the mbarrier a
    tcgen05.commit arrives on, initialized and made visible to the async
    proxy (tile's single-CTA tcgen05 lowering).

    ```mlir
    tile_nv.tcgen05_commit_barrier_init %bar
    ```
  }];
  let arguments = (ins I32:$bar);
  let assemblyFormat = "$bar attr-dict";
}

def NV_Tcgen05CommitBarrierWaitOp : NV_Op<"tcgen05_commit_barrier_wait"> {
  let summary = "waits for a phase of a tcgen05.commit barrier";
  let description = [{
    A loop in one block: `{ .reg .pred done; WAIT:
    mbarrier.try_wait.parity.shared::cta.b64 done, [bar], parity;
    @done bra DONE; bra WAIT; DONE: }` (tile's single-CTA tcgen05
    lowering; the pipelines use `tile_nv.mbarrier_wait`).

    ```mlir
    tile_nv.tcgen05_commit_barrier_wait %bar, %parity
    ```
  }];
  let arguments = (ins I32:$bar, I32:$parity);
  let assemblyFormat = "$bar `,` $parity attr-dict";
}

#endif // TILE_NV_TCGEN05_OPS_TD
