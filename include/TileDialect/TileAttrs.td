//===- TileAttrs.td - tile attributes and enums ------------*- tablegen -*-===//
#ifndef TILE_ATTRS_TD
#define TILE_ATTRS_TD

include "TileDialect/TileDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Tile_DimX : I32EnumAttrCase<"x", 0>;
def Tile_DimY : I32EnumAttrCase<"y", 1>;
def Tile_DimZ : I32EnumAttrCase<"z", 2>;
def Tile_GridDim : I32EnumAttr<"GridDim", "grid dimension",
    [Tile_DimX, Tile_DimY, Tile_DimZ]> {
  let cppNamespace = "::tile";
}

/// The tensor-core instruction family a `tile.dot` lowers to.
def Tile_DotKindAuto       : I32EnumAttrCase<"auto_", 0, "auto">;
def Tile_DotKindMmaSync    : I32EnumAttrCase<"mma_sync", 1>;
def Tile_DotKindWgmma      : I32EnumAttrCase<"wgmma", 2>;
def Tile_DotKindTcgen05    : I32EnumAttrCase<"tcgen05", 3>;
def Tile_DotKindBlockScale : I32EnumAttrCase<"block_scale", 4>;
def Tile_DotKind : I32EnumAttr<"DotKind", "tensor-core instruction family",
    [Tile_DotKindAuto, Tile_DotKindMmaSync, Tile_DotKindWgmma,
     Tile_DotKindTcgen05, Tile_DotKindBlockScale]> {
  let cppNamespace = "::tile";
}

/// The combining function of `tile.reduce`.
def Tile_ReduceAdd : I32EnumAttrCase<"add", 0>;
def Tile_ReduceMul : I32EnumAttrCase<"mul", 1>;
def Tile_ReduceMax : I32EnumAttrCase<"max", 2>;
def Tile_ReduceMin : I32EnumAttrCase<"min", 3>;
def Tile_ReduceKind : I32EnumAttr<"ReduceKind", "reduction",
    [Tile_ReduceAdd, Tile_ReduceMul, Tile_ReduceMax, Tile_ReduceMin]> {
  let cppNamespace = "::tile";
}

//===----------------------------------------------------------------------===//
// Hopper / Blackwell
//===----------------------------------------------------------------------===//

/// setmaxnreg: raise or lower the per-thread register budget.
def Tile_RegActionInc : I32EnumAttrCase<"inc", 0>;
def Tile_RegActionDec : I32EnumAttrCase<"dec", 1>;
def Tile_RegAction : I32EnumAttr<"RegAction", "setmaxnreg direction",
    [Tile_RegActionInc, Tile_RegActionDec]> {
  let cppNamespace = "::tile";
}

/// griddepcontrol: programmatic dependent launch.
def Tile_GridDepWait : I32EnumAttrCase<"wait", 0>;
def Tile_GridDepLaunchDependents : I32EnumAttrCase<"launch_dependents", 1>;
def Tile_GridDepAction : I32EnumAttr<"GridDepAction", "griddepcontrol action",
    [Tile_GridDepWait, Tile_GridDepLaunchDependents]> {
  let cppNamespace = "::tile";
}

/// The ordering of a cluster-scoped fence.
def Tile_FenceSc     : I32EnumAttrCase<"sc", 0>;
def Tile_FenceAcqRel : I32EnumAttrCase<"acq_rel", 1>;
def Tile_FenceSem : I32EnumAttr<"FenceSem", "cluster fence ordering",
    [Tile_FenceSc, Tile_FenceAcqRel]> {
  let cppNamespace = "::tile";
}

/// How a TMA copy maps coordinates to the box it moves.
def Tile_TmaModeTile       : I32EnumAttrCase<"tile", 0>;
def Tile_TmaModeIm2col     : I32EnumAttrCase<"im2col", 1>;
def Tile_TmaModeIm2colW    : I32EnumAttrCase<"im2col_w", 2>;
def Tile_TmaModeIm2colW128 : I32EnumAttrCase<"im2col_w128", 3>;
def Tile_TmaMode : I32EnumAttr<"TmaMode", "TMA load mode",
    [Tile_TmaModeTile, Tile_TmaModeIm2col, Tile_TmaModeIm2colW,
     Tile_TmaModeIm2colW128]> {
  let cppNamespace = "::tile";
}

/// The combining operation of a TMA reduction (cp.reduce.async.bulk.tensor).
def Tile_TmaReduceAdd : I32EnumAttrCase<"add", 0>;
def Tile_TmaReduceMin : I32EnumAttrCase<"min", 1>;
def Tile_TmaReduceMax : I32EnumAttrCase<"max", 2>;
def Tile_TmaReduceInc : I32EnumAttrCase<"inc", 3>;
def Tile_TmaReduceDec : I32EnumAttrCase<"dec", 4>;
def Tile_TmaReduceAnd : I32EnumAttrCase<"and_", 5, "and">;
def Tile_TmaReduceOr  : I32EnumAttrCase<"or_", 6, "or">;
def Tile_TmaReduceXor : I32EnumAttrCase<"xor_", 7, "xor">;
def Tile_TmaReduce : I32EnumAttr<"TmaReduce", "TMA reduction",
    [Tile_TmaReduceAdd, Tile_TmaReduceMin, Tile_TmaReduceMax,
     Tile_TmaReduceInc, Tile_TmaReduceDec, Tile_TmaReduceAnd,
     Tile_TmaReduceOr, Tile_TmaReduceXor]> {
  let cppNamespace = "::tile";
}

/// The L2 eviction priority of a cache policy (createpolicy).
def Tile_EvictNormal    : I32EnumAttrCase<"evict_normal", 0>;
def Tile_EvictFirst     : I32EnumAttrCase<"evict_first", 1>;
def Tile_EvictLast      : I32EnumAttrCase<"evict_last", 2>;
def Tile_EvictUnchanged : I32EnumAttrCase<"evict_unchanged", 3>;
def Tile_L2Eviction : I32EnumAttr<"L2Eviction", "L2 eviction priority",
    [Tile_EvictNormal, Tile_EvictFirst, Tile_EvictLast, Tile_EvictUnchanged]> {
  let cppNamespace = "::tile";
}

/// The scope of an atomic operation.
def Tile_ScopeCta     : I32EnumAttrCase<"cta", 0>;
def Tile_ScopeCluster : I32EnumAttrCase<"cluster", 1>;
def Tile_ScopeGpu     : I32EnumAttrCase<"gpu", 2>;
def Tile_ScopeSys     : I32EnumAttrCase<"sys", 3>;
def Tile_MemScope : I32EnumAttr<"MemScope", "memory scope",
    [Tile_ScopeCta, Tile_ScopeCluster, Tile_ScopeGpu, Tile_ScopeSys]> {
  let cppNamespace = "::tile";
}

/// The memory order of an atomic (PTX's atom .sem).
def Tile_SemRelaxed : I32EnumAttrCase<"relaxed", 0>;
def Tile_SemAcquire : I32EnumAttrCase<"acquire", 1>;
def Tile_SemRelease : I32EnumAttrCase<"release", 2>;
def Tile_SemAcqRel  : I32EnumAttrCase<"acq_rel", 3>;
def Tile_MemSem : I32EnumAttr<"MemSem", "atomic memory order",
    [Tile_SemRelaxed, Tile_SemAcquire, Tile_SemRelease, Tile_SemAcqRel]> {
  let cppNamespace = "::tile";
}

/// The operation of tile.atomic_rmw.
def Tile_AtomicAdd  : I32EnumAttrCase<"add", 0>;
def Tile_AtomicMin  : I32EnumAttrCase<"min", 1>;
def Tile_AtomicMax  : I32EnumAttrCase<"max", 2>;
def Tile_AtomicExch : I32EnumAttrCase<"exch", 3>;
def Tile_AtomicAnd  : I32EnumAttrCase<"and_", 4, "and">;
def Tile_AtomicOr   : I32EnumAttrCase<"or_", 5, "or">;
def Tile_AtomicXor  : I32EnumAttrCase<"xor_", 6, "xor">;
def Tile_AtomicUMin : I32EnumAttrCase<"umin", 7>;
def Tile_AtomicUMax : I32EnumAttrCase<"umax", 8>;
def Tile_AtomicKind : I32EnumAttr<"AtomicKind", "atomic read-modify-write",
    [Tile_AtomicAdd, Tile_AtomicMin, Tile_AtomicMax, Tile_AtomicExch,
     Tile_AtomicAnd, Tile_AtomicOr, Tile_AtomicXor, Tile_AtomicUMin,
     Tile_AtomicUMax]> {
  let cppNamespace = "::tile";
}

//===----------------------------------------------------------------------===//
// Software pipelines (tile-pipeline)
//===----------------------------------------------------------------------===//

/// The pipeline tile-pipeline chose for a K loop: how the operands reach
/// shared memory (TMA boxes, or cp.async chunks of tile.loads) and which
/// tensor-core instruction reads them there. A tile.dot_scaled is a
/// cp.async pipeline of mma.sync (sm_120/121); a tcgen05 dot's loop (TMA
/// or cp.async) has no kind: tile-pipeline-loads writes it as IR.
def Tile_PipelineTmaWgmma       : I32EnumAttrCase<"tma_wgmma", 0>;
def Tile_PipelineTmaMmaSync     : I32EnumAttrCase<"tma_mma_sync", 2>;
def Tile_PipelineCpAsyncMmaSync : I32EnumAttrCase<"cp_async_mma_sync", 3>;
def Tile_PipelineCpAsyncWgmma   : I32EnumAttrCase<"cp_async_wgmma", 4>;
def Tile_PipelineKind : I32EnumAttr<"PipelineKind", "K-loop pipeline",
    [Tile_PipelineTmaWgmma, Tile_PipelineTmaMmaSync,
     Tile_PipelineCpAsyncMmaSync, Tile_PipelineCpAsyncWgmma]> {
  let cppNamespace = "::tile";
}

/// An optional integer of #tile.pipeline, printed only when present.
class Tile_OptionalInt<string desc>
    : OptionalParameter<"std::optional<int64_t>", desc> {
  let printer = [{$_printer << *$_self}];
}

/// A #tile.shared parameter that may be absent, printed in full.
class Tile_OptionalSharedLayout<string desc>
    : OptionalParameter<"::tile::SharedLayoutAttr", desc> {
  let printer = "$_printer << $_self";
}

def Tile_PipelineAttr : AttrDef<Tile_Dialect, "Pipeline"> {
  let mnemonic = "pipeline";
  let summary = "How tile-pipeline pipelines a K loop (`tile.pipeline`)";
  let description = [{
    The plan `tile-pipeline` records on an `scf.for` it pipelines, as its
    `tile.pipeline` attribute, and `convert-tile-to-llvm` lowers: the
    pipeline's kind, then its parameters in any order, those absent left
    out.

    ```mlir
    } {tile.pipeline = #tile.pipeline<tma_wgmma, stages = 4, smem_offset = 0,
                                      entry_regs = 168, producer_regs = 40,
                                      consumer_regs = 232>}
    } {tile.pipeline = #tile.pipeline<cp_async_mma_sync, stages = 3>}
    ```

    Kinds: `tma_wgmma` (TMA boxes, a producer warpgroup, wgmma consumer
    warpgroups), `tma_mma_sync` (TMA boxes, every warp runs mma.sync),
    `cp_async_mma_sync` and `cp_async_wgmma` (every thread copies chunks
    of the loop's tile.loads with cp.async; a tile.dot_scaled is
    `cp_async_mma_sync`; a tcgen05 dot's loop, TMA boxes or cp.async, is
    none of these: tile-pipeline-loads writes its rings and MMAs as IR,
    tile-warp-specialize its producer). The
    lowering re-matches the loop and rejects a plan whose kind the loop
    no longer is.

    - `stages`: shared-memory stages of the ring, 2 to 16.
    - `smem_offset`: the ring's byte offset in the kernel's dynamic shared
      memory, a multiple of 1024 for TMA pipelines and of 128 for cp.async
      ones; required but for `cp_async_mma_sync`, whose stages without it
      live in the kernel's static shared buffer (at most 48 KiB).
    - `multicast_a`, `multicast_b` (`tma_wgmma`): the cluster dimensions
      along which the blocks of a cluster share the A (B) box, a mask of
      x = 1, y = 2, z = 4; one block copies it to all.
    - `entry_regs`, `producer_regs`, `consumer_regs` (exactly for
      `tma_wgmma`): the setmaxnreg budgets of the warp specialization,
      multiples of 8 in [24, 256].
    - `shared_a`, `shared_b` (`cp_async_wgmma`, both or neither): the
      swizzled layouts (`#tile.shared`, TileLayouts.td) its stages hold the
      dot's A (M x K, K contiguous) and B (K x N: `transposed` where it is
      stored K-major, N x K) in; the ring then starts on a 1024-byte
      swizzle atom. Without them the stages hold wgmma's no-swizzle core
      matrices. tile-pipeline picks the widest spans the operands' lines
      take (PipelineMatch::wgmmaSharedLayouts); the lowering reads them
      and rejects layouts the loop's stages cannot take.

    ```mlir
    } {tile.pipeline = #tile.pipeline<cp_async_wgmma, stages = 4, smem_offset = 0,
         shared_a = #tile.shared<swizzle = 64, elem_bytes = 2>,
         shared_b = #tile.shared<swizzle = 128, elem_bytes = 2>>}
    ```
  }];
  let parameters = (ins
    EnumParameter<Tile_PipelineKind>:$kind,
    AttrParameter<"int64_t",
                  "shared-memory stages of the ring (2 to 16)">:$stages,
    Tile_OptionalInt<"ring offset in dynamic shared memory">:$smem_offset,
    Tile_OptionalInt<
        "cluster dimensions the A box is shared along">:$multicast_a,
    Tile_OptionalInt<
        "cluster dimensions the B box is shared along">:$multicast_b,
    Tile_OptionalInt<"registers a thread starts with">:$entry_regs,
    Tile_OptionalInt<"registers of the producer warpgroup">:$producer_regs,
    Tile_OptionalInt<"registers of the consumer warpgroups">:$consumer_regs,
    Tile_OptionalSharedLayout<"A's stages in shared memory">:$shared_a,
    Tile_OptionalSharedLayout<"B's stages in shared memory">:$shared_b
  );
  let builders = [
    // A plan of `stages` (and a ring at `smem_offset`) alone.
    AttrBuilder<(ins "PipelineKind":$kind, "int64_t":$stages,
                     CArg<"std::optional<int64_t>",
                          "std::nullopt">:$smem_offset), [{
      return $_get($_ctxt, kind, stages, smem_offset, std::nullopt,
                   std::nullopt, std::nullopt, std::nullopt, std::nullopt,
                   SharedLayoutAttr(), SharedLayoutAttr());
    }]>
  ];
  let assemblyFormat = [{
    `<` $kind `,` struct($stages, $smem_offset, $multicast_a, $multicast_b,
                         $entry_regs, $producer_regs,
                         $consumer_regs, $shared_a, $shared_b) `>`
  }];
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// A pipeline of TMA boxes (else of cp.async chunks of tile.loads).
    static bool isTma(PipelineKind kind);
    bool isTma() const { return isTma(getKind()); }
  }];
}

#endif // TILE_ATTRS_TD
