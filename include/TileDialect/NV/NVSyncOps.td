//===- NVSyncOps.td - tile_nv synchronization and copies ---*- tablegen -*-===//
//
// mbarriers, fences, cluster and named barriers, cp.async and its groups,
// setmaxnreg, griddepcontrol: the instructions that order threads and
// memory. The modifiers are attributes, the registers typed operands; the
// text each op becomes is in lib/Conversion/NVToLLVM (and in the op
// descriptions below).
//
//===----------------------------------------------------------------------===//
#ifndef TILE_NV_SYNC_OPS_TD
#define TILE_NV_SYNC_OPS_TD

include "TileDialect/NV/NVBase.td"

//===----------------------------------------------------------------------===//
// mbarrier
//===----------------------------------------------------------------------===//

def NV_MbarrierInitOp : NV_Op<"mbarrier_init", [AttrSizedOperandSegments]> {
  let summary = "mbarrier.init: sets the expected arrival count";
  let description = [{
    `mbarrier.init<space>.b64 [addr], count;` with `count` an immediate
    (`count N`) or a register. With `leader %tid` only the thread whose
    `%tid` is 0 executes it (a predicate inside the PTX).

    ```mlir
    tile_nv.mbarrier_init shared_cta %bar count 1
    tile_nv.mbarrier_init shared %bar, %n leader %tid
    ```
  }];
  let arguments = (ins NV_Space:$space, I32:$addr, Optional<I32>:$count,
                       OptionalAttr<I32Attr>:$count_imm,
                       Optional<I32>:$leader);
  let assemblyFormat = [{
    $space $addr (`,` $count^)? (`count` $count_imm^)? (`leader` $leader^)?
    attr-dict
  }];
}

def NV_MbarrierInvalOp : NV_Op<"mbarrier_inval"> {
  let summary = "mbarrier.inval: invalidates an mbarrier";
  let description = [{
    `mbarrier.inval<space>.b64 [addr];`, with `leader %tid` in thread 0
    only.
  }];
  let arguments = (ins NV_Space:$space, I32:$addr, Optional<I32>:$leader);
  let assemblyFormat = "$space $addr (`leader` $leader^)? attr-dict";
}

def NV_MbarrierArriveOp : NV_Op<"mbarrier_arrive", [AttrSizedOperandSegments]> {
  let summary = "mbarrier.arrive: one arrival (or `count`) on an mbarrier";
  let description = [{
    `mbarrier.arrive[.sem.scope]<space>.b64 state|_, [addr][, count];`.
    With a `state` result the instruction returns the barrier's state
    (shared::cta only); without, it writes the sink `_`. With `rank` the
    arrival goes to the mbarrier at the same offset in block `rank` of the
    cluster (`mapa.shared::cluster` into a scratch register first; the
    space is `shared_cluster`).

    ```mlir
    %s = tile_nv.mbarrier_arrive shared %bar : i64
    tile_nv.mbarrier_arrive shared_cta %bar
    tile_nv.mbarrier_arrive shared_cluster %bar, %n rank %r sem release scope cluster
    ```
  }];
  let arguments = (ins NV_Space:$space, I32:$addr, Optional<I32>:$count,
                       Optional<I32>:$rank, OptionalAttr<NV_Sem>:$sem,
                       OptionalAttr<NV_Scope>:$scope);
  let results = (outs Optional<I64>:$state);
  let assemblyFormat = [{
    $space $addr (`,` $count^)? (`rank` $rank^)? (`sem` $sem^)?
    (`scope` $scope^)? attr-dict (`:` type($state)^)?
  }];
}

// mbarrier.arrive.expect_tx, mbarrier.expect_tx and mbarrier.complete_tx
// share their operands: the barrier, the transaction bytes, optionally the
// cluster rank of the barrier (mapa) and the thread-0 predicate.
class NV_MbarrierTxOp<string mnemonic, string instr>
    : NV_Op<mnemonic, [AttrSizedOperandSegments]> {
  let description = [{
    `}] # instr # [{[.sem.scope]<space>.b64 [addr], tx_count;` (the arrive
    form writes the sink `_` first). With `rank`, the barrier at the same
    offset in block `rank` of the cluster (`mapa` first; the space is
    `shared_cluster`); with `leader %tid`, thread 0 only.
  }];
  let arguments = (ins NV_Space:$space, I32:$addr, I32:$tx_count,
                       Optional<I32>:$rank, Optional<I32>:$leader,
                       OptionalAttr<NV_Sem>:$sem,
                       OptionalAttr<NV_Scope>:$scope);
  let assemblyFormat = [{
    $space $addr `,` $tx_count (`rank` $rank^)? (`leader` $leader^)?
    (`sem` $sem^)? (`scope` $scope^)? attr-dict
  }];
}

def NV_MbarrierArriveExpectTxOp
    : NV_MbarrierTxOp<"mbarrier_arrive_expect_tx", "mbarrier.arrive.expect_tx"> {
  let summary = "mbarrier.arrive.expect_tx: arrives and expects tx bytes";
}
def NV_MbarrierExpectTxOp
    : NV_MbarrierTxOp<"mbarrier_expect_tx", "mbarrier.expect_tx"> {
  let summary = "mbarrier.expect_tx: expects tx bytes without arriving";
}
def NV_MbarrierCompleteTxOp
    : NV_MbarrierTxOp<"mbarrier_complete_tx", "mbarrier.complete_tx"> {
  let summary = "mbarrier.complete_tx: completes tx bytes";
}

def NV_MbarrierTestWaitOp : NV_Op<"mbarrier_test_wait"> {
  let summary = "mbarrier.test_wait: whether a phase is complete (no wait)";
  let description = [{
    `mbarrier.test_wait[.parity]<space>.b64 p, [addr], phase;` with the
    predicate as an `i32` (1 or 0, `selp`). An `i32` phase is a parity
    (`.parity`), an `i64` one the state an arrive returned.
  }];
  let arguments = (ins NV_Space:$space, I32:$addr,
                       AnyTypeOf<[I32, I64]>:$phase);
  let results = (outs I32:$done);
  let assemblyFormat = "$space $addr `,` $phase attr-dict `:` type($phase)";
}

def NV_MbarrierTryWaitOp : NV_Op<"mbarrier_try_wait"> {
  let summary = "mbarrier.try_wait: waits a bounded time for a phase";
  let description = [{
    `mbarrier.try_wait[.parity]<space>.b64 p, [addr], phase[, timeout];`
    with the predicate as an `i32` (1 or 0). An `i32` phase is a parity.
  }];
  let arguments = (ins NV_Space:$space, I32:$addr,
                       AnyTypeOf<[I32, I64]>:$phase, Optional<I32>:$timeout);
  let results = (outs I32:$done);
  let assemblyFormat = [{
    $space $addr `,` $phase (`timeout` $timeout^)? attr-dict `:` type($phase)
  }];
}

def NV_MbarrierWaitOp : NV_Op<"mbarrier_wait"> {
  let summary = "spins on mbarrier.try_wait until a phase is complete";
  let description = [{
    A loop inside one PTX block: `TL_WAIT: mbarrier.try_wait[.parity]
    <space>.b64 p, [addr], phase; @!p bra TL_WAIT;`.
  }];
  let arguments = (ins NV_Space:$space, I32:$addr,
                       AnyTypeOf<[I32, I64]>:$phase);
  let assemblyFormat = "$space $addr `,` $phase attr-dict `:` type($phase)";
}

//===----------------------------------------------------------------------===//
// Fences
//===----------------------------------------------------------------------===//

def NV_FenceProxyAsyncOp : NV_Op<"fence_proxy_async"> {
  let summary = "fence.proxy.async: orders generic-proxy and async-proxy accesses";
  let description = [{
    `fence.proxy.async[<space>];`. `no_memory_clobber` reproduces an
    emitter that wrote it without the `~{memory}` clobber.
  }];
  let arguments = (ins OptionalAttr<NV_Space>:$space,
                       UnitAttr:$no_memory_clobber);
  let assemblyFormat = "($space^)? attr-dict";
}

def NV_FenceMbarrierInitOp : NV_Op<"fence_mbarrier_init"> {
  let summary = "fence.mbarrier_init.release.cluster";
  let description = [{
    Makes earlier `mbarrier.init`s visible to the cluster (and to the async
    proxy).
  }];
  let assemblyFormat = "attr-dict";
}

def NV_FenceOp : NV_Op<"fence"> {
  let summary = "fence.sem.scope: a memory fence";
  let description = [{
    `fence.<sem>.<scope>;` with `sem` `sc` or `acq_rel`.

    ```mlir
    tile_nv.fence acq_rel cluster
    ```
  }];
  let arguments = (ins NV_Sem:$sem, NV_Scope:$scope);
  let assemblyFormat = "$sem $scope attr-dict";
}

//===----------------------------------------------------------------------===//
// Barriers
//===----------------------------------------------------------------------===//

def NV_BarrierClusterArriveOp : NV_Op<"barrier_cluster_arrive"> {
  let summary = "barrier.cluster.arrive[.relaxed][.aligned]";
  let arguments = (ins UnitAttr:$relaxed, UnitAttr:$aligned);
  let assemblyFormat = "(`relaxed` $relaxed^)? (`aligned` $aligned^)? attr-dict";
}

def NV_BarrierClusterWaitOp : NV_Op<"barrier_cluster_wait"> {
  let summary = "barrier.cluster.wait[.aligned]";
  let arguments = (ins UnitAttr:$aligned);
  let assemblyFormat = "(`aligned` $aligned^)? attr-dict";
}

class NV_NamedBarrierOp<string mnemonic, string instr> : NV_Op<mnemonic> {
  let description = [{
    `}] # instr # [{ id[, threads];` on named barrier `id` (0 to 15), the
    thread count an immediate (`threads N`, a multiple of 32) or a
    register.

    ```mlir
    tile_nv.}] # mnemonic # [{ 1, %n
    tile_nv.}] # mnemonic # [{ 2 threads 128
    ```
  }];
  let arguments = (ins I32Attr:$id, Optional<I32>:$thread_count,
                       OptionalAttr<I32Attr>:$threads);
  let assemblyFormat = [{
    $id (`,` $thread_count^)? (`threads` $threads^)? attr-dict
  }];
}

def NV_BarSyncOp : NV_NamedBarrierOp<"bar_sync", "bar.sync"> {
  let summary = "bar.sync: waits at a named barrier";
}
def NV_BarArriveOp : NV_NamedBarrierOp<"bar_arrive", "bar.arrive"> {
  let summary = "bar.arrive: arrives at a named barrier without waiting";
}

//===----------------------------------------------------------------------===//
// cp.async
//===----------------------------------------------------------------------===//

def NV_CpAsyncOp : NV_Op<"cp_async"> {
  let summary = "cp.async: an asynchronous global-to-shared copy of 4, 8 or 16 bytes";
  let description = [{
    `cp.async.<cache>.shared.global [dst], [src], size[, src_size];`: `dst`
    the 32-bit shared address, `src` the global address; with `src_size`
    only its first bytes are read and the rest zero-filled. `.cg` (L2 only)
    copies 16 bytes.

    ```mlir
    tile_nv.cp_async cg %dst, %src, 16, %n : !llvm.ptr<1>
    ```
  }];
  let arguments = (ins NV_CpAsyncCache:$cache, I32:$dst,
                       AnyTypeOf<[LLVM_AnyPointer, I64]>:$src, I32Attr:$size,
                       Optional<I32>:$src_size);
  let assemblyFormat = [{
    $cache $dst `,` $src `,` $size (`,` $src_size^)? attr-dict `:` type($src)
  }];
}

def NV_CpAsyncCommitGroupOp : NV_Op<"cp_async_commit_group"> {
  let summary = "cp.async.commit_group";
  let assemblyFormat = "attr-dict";
}

def NV_CpAsyncWaitGroupOp : NV_Op<"cp_async_wait_group"> {
  let summary = "cp.async.wait_group N: at most N groups still pending";
  let arguments = (ins I32Attr:$pending);
  let assemblyFormat = "$pending attr-dict";
}

def NV_CpAsyncWaitAllOp : NV_Op<"cp_async_wait_all"> {
  let summary = "cp.async.wait_all";
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Registers and launches
//===----------------------------------------------------------------------===//

def NV_SetMaxNRegOp : NV_Op<"setmaxnreg"> {
  let summary = "setmaxnreg.inc/dec.sync.aligned.u32";
  let description = [{
    The warps of a warpgroup raise or lower their per-thread register
    budget to `count`, a multiple of 8 in [24, 256].
  }];
  let arguments = (ins NV_RegAction:$action, I32Attr:$count);
  let assemblyFormat = "$action $count attr-dict";
}

def NV_GridDepControlOp : NV_Op<"griddepcontrol"> {
  let summary = "griddepcontrol.wait / .launch_dependents";
  let description = [{
    Lowered to `nvvm.griddepcontrol` (the NVVM intrinsic, as tile emitted
    it before this level).
  }];
  let arguments = (ins NV_GridDepAction:$action);
  let assemblyFormat = "$action attr-dict";
}

#endif // TILE_NV_SYNC_OPS_TD
