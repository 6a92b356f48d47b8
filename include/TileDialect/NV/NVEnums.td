//===- NVEnums.td - Modifiers of tile_nv instructions ------*- tablegen -*-===//
#ifndef TILE_NV_ENUMS_TD
#define TILE_NV_ENUMS_TD

include "mlir/IR/EnumAttr.td"

// A state space as the instruction spells it. `shared` and `shared_cta` are
// the same window (the CTA's shared memory); both spellings are kept because
// tile emits both (the PTX must not change with the typed level).
def NV_SpaceShared        : I32EnumAttrCase<"shared", 0>;
def NV_SpaceSharedCta     : I32EnumAttrCase<"shared_cta", 1>;
def NV_SpaceSharedCluster : I32EnumAttrCase<"shared_cluster", 2>;
def NV_SpaceGlobal        : I32EnumAttrCase<"global", 3>;
def NV_Space : I32EnumAttr<"Space", "PTX state space",
    [NV_SpaceShared, NV_SpaceSharedCta, NV_SpaceSharedCluster,
     NV_SpaceGlobal]> {
  let cppNamespace = "::tile::nv";
}

def NV_SemRelaxed : I32EnumAttrCase<"relaxed", 0>;
def NV_SemRelease : I32EnumAttrCase<"release", 1>;
def NV_SemAcquire : I32EnumAttrCase<"acquire", 2>;
def NV_SemAcqRel  : I32EnumAttrCase<"acq_rel", 3>;
def NV_SemSc      : I32EnumAttrCase<"sc", 4>;
def NV_Sem : I32EnumAttr<"Sem", "memory-ordering semantics",
    [NV_SemRelaxed, NV_SemRelease, NV_SemAcquire, NV_SemAcqRel, NV_SemSc]> {
  let cppNamespace = "::tile::nv";
}

def NV_ScopeCta     : I32EnumAttrCase<"cta", 0>;
def NV_ScopeCluster : I32EnumAttrCase<"cluster", 1>;
def NV_ScopeGpu     : I32EnumAttrCase<"gpu", 2>;
def NV_ScopeSys     : I32EnumAttrCase<"sys", 3>;
def NV_Scope : I32EnumAttr<"Scope", "memory-ordering scope",
    [NV_ScopeCta, NV_ScopeCluster, NV_ScopeGpu, NV_ScopeSys]> {
  let cppNamespace = "::tile::nv";
}

def NV_CacheCa : I32EnumAttrCase<"ca", 0>;
def NV_CacheCg : I32EnumAttrCase<"cg", 1>;
def NV_CpAsyncCache : I32EnumAttr<"CpAsyncCache",
    "cp.async cache operator (.ca: L1 and L2, .cg: L2 only)",
    [NV_CacheCa, NV_CacheCg]> {
  let cppNamespace = "::tile::nv";
}

// The 8-bit float format of a cvt to or from an f8x2 pair.
def NV_F8E4M3 : I32EnumAttrCase<"e4m3", 0>;
def NV_F8E5M2 : I32EnumAttrCase<"e5m2", 1>;
def NV_F8Format : I32EnumAttr<"F8Format", "8-bit float format",
    [NV_F8E4M3, NV_F8E5M2]> {
  let cppNamespace = "::tile::nv";
}

def NV_RegInc : I32EnumAttrCase<"inc", 0>;
def NV_RegDec : I32EnumAttrCase<"dec", 1>;
def NV_RegAction : I32EnumAttr<"RegAction", "setmaxnreg direction",
    [NV_RegInc, NV_RegDec]> {
  let cppNamespace = "::tile::nv";
}

def NV_GridDepWait : I32EnumAttrCase<"wait", 0>;
def NV_GridDepLaunch : I32EnumAttrCase<"launch_dependents", 1>;
def NV_GridDepAction : I32EnumAttr<"GridDepAction", "griddepcontrol action",
    [NV_GridDepWait, NV_GridDepLaunch]> {
  let cppNamespace = "::tile::nv";
}

// The TMA family (NVTmaOps.td).

// How a tensor copy maps coordinates to the box: `.tile`, `.im2col`,
// `.im2col::w`, `.im2col::w::128`.
def NV_TmaModeTile       : I32EnumAttrCase<"tile", 0>;
def NV_TmaModeIm2col     : I32EnumAttrCase<"im2col", 1>;
def NV_TmaModeIm2colW    : I32EnumAttrCase<"im2col_w", 2>;
def NV_TmaModeIm2colW128 : I32EnumAttrCase<"im2col_w128", 3>;
def NV_TmaMode : I32EnumAttr<"TmaMode", "cp.async.bulk.tensor load mode",
    [NV_TmaModeTile, NV_TmaModeIm2col, NV_TmaModeIm2colW,
     NV_TmaModeIm2colW128]> {
  let cppNamespace = "::tile::nv";
}

// The operation of cp.reduce.async.bulk.tensor (`and`, `or`, `xor` are
// C++ keywords' alternative tokens, hence the trailing underscore).
def NV_TmaReduceAdd : I32EnumAttrCase<"add", 0>;
def NV_TmaReduceMin : I32EnumAttrCase<"min", 1>;
def NV_TmaReduceMax : I32EnumAttrCase<"max", 2>;
def NV_TmaReduceInc : I32EnumAttrCase<"inc", 3>;
def NV_TmaReduceDec : I32EnumAttrCase<"dec", 4>;
def NV_TmaReduceAnd : I32EnumAttrCase<"and_", 5, "and">;
def NV_TmaReduceOr  : I32EnumAttrCase<"or_", 6, "or">;
def NV_TmaReduceXor : I32EnumAttrCase<"xor_", 7, "xor">;
def NV_TmaReduce : I32EnumAttr<"TmaReduce",
    "cp.reduce.async.bulk.tensor operation",
    [NV_TmaReduceAdd, NV_TmaReduceMin, NV_TmaReduceMax, NV_TmaReduceInc,
     NV_TmaReduceDec, NV_TmaReduceAnd, NV_TmaReduceOr, NV_TmaReduceXor]> {
  let cppNamespace = "::tile::nv";
}

// The L2 eviction priority of a createpolicy cache policy.
def NV_EvictNormal    : I32EnumAttrCase<"evict_normal", 0>;
def NV_EvictFirst     : I32EnumAttrCase<"evict_first", 1>;
def NV_EvictLast      : I32EnumAttrCase<"evict_last", 2>;
def NV_EvictUnchanged : I32EnumAttrCase<"evict_unchanged", 3>;
def NV_L2Eviction : I32EnumAttr<"L2Eviction", "L2 eviction priority",
    [NV_EvictNormal, NV_EvictFirst, NV_EvictLast, NV_EvictUnchanged]> {
  let cppNamespace = "::tile::nv";
}

// The operation of an atom (tile.atomic_rmw / atomic_cas).
def NV_AtomAdd  : I32EnumAttrCase<"add", 0>;
def NV_AtomMin  : I32EnumAttrCase<"min", 1>;
def NV_AtomMax  : I32EnumAttrCase<"max", 2>;
def NV_AtomExch : I32EnumAttrCase<"exch", 3>;
def NV_AtomAnd  : I32EnumAttrCase<"and_", 4, "and">;
def NV_AtomOr   : I32EnumAttrCase<"or_", 5, "or">;
def NV_AtomXor  : I32EnumAttrCase<"xor_", 6, "xor">;
def NV_AtomCas  : I32EnumAttrCase<"cas", 7>;
def NV_AtomKind : I32EnumAttr<"AtomKind", "atom operation",
    [NV_AtomAdd, NV_AtomMin, NV_AtomMax, NV_AtomExch, NV_AtomAnd, NV_AtomOr,
     NV_AtomXor, NV_AtomCas]> {
  let cppNamespace = "::tile::nv";
}

// The type an atom interprets its operands as (f16 and bf16 are the
// .noftz forms of add).
def NV_AtomB32  : I32EnumAttrCase<"b32", 0>;
def NV_AtomB64  : I32EnumAttrCase<"b64", 1>;
def NV_AtomU32  : I32EnumAttrCase<"u32", 2>;
def NV_AtomU64  : I32EnumAttrCase<"u64", 3>;
def NV_AtomS32  : I32EnumAttrCase<"s32", 4>;
def NV_AtomS64  : I32EnumAttrCase<"s64", 5>;
def NV_AtomF32  : I32EnumAttrCase<"f32", 6>;
def NV_AtomF64  : I32EnumAttrCase<"f64", 7>;
def NV_AtomF16  : I32EnumAttrCase<"f16", 8>;
def NV_AtomBF16 : I32EnumAttrCase<"bf16", 9>;
def NV_AtomType : I32EnumAttr<"AtomType", "atom operand type",
    [NV_AtomB32, NV_AtomB64, NV_AtomU32, NV_AtomU64, NV_AtomS32, NV_AtomS64,
     NV_AtomF32, NV_AtomF64, NV_AtomF16, NV_AtomBF16]> {
  let cppNamespace = "::tile::nv";
}

// The level of a membar (membar.cta / .gl / .sys).
def NV_MembarCta : I32EnumAttrCase<"cta", 0>;
def NV_MembarGl  : I32EnumAttrCase<"gl", 1>;
def NV_MembarSys : I32EnumAttrCase<"sys", 2>;
def NV_MembarLevel : I32EnumAttr<"MembarLevel", "membar level",
    [NV_MembarCta, NV_MembarGl, NV_MembarSys]> {
  let cppNamespace = "::tile::nv";
}

#endif // TILE_NV_ENUMS_TD
