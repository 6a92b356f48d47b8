//===- HopperOps.cpp - Clusters, mbarriers, TMA, setmaxnreg ---------------===//
//
// Per-thread code for the Hopper/Blackwell ops of the tile dialect.
//
// Instructions are emitted as inline PTX (LLVM::InlineAsmOp), like the
// wgmma emitter: LLVM 22 aborts with "Cannot select" on an NVVM intrinsic
// whose PTX version or target it does not accept (barrier.cluster .relaxed
// below PTX 8.0, say) and MLIR 22's NVVM verifier misjudges the `f`
// targets, while tile owns legality itself. The cluster special registers,
// which both accept on every sm_90+ target, use the NVVM ops.
//
// Every op is checked against the module's target first and records the
// instruction families it uses, so tile-attach-nvvm-target derives the PTX
// version and re-checks legality.
//
// Shared-memory operands are i32 byte offsets into the kernel's
// `smem_bytes` region, an `extern .shared .align 1024` array (dynamic
// shared memory). Ops that the block performs once (mbarrier init/tx, TMA
// issue) run in thread 0 only, predicated inside the PTX.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Conversion/HopperOps.h"
#include "TileDialect/NV/NVMemOps.h"
#include "TileDialect/Target/ModuleTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace tile;

std::string tile::userSmemSymbol(StringRef kernelName) {
  return (kernelName + "_dsmem").str();
}

bool tile::isHopperOp(Operation *op) {
  return isa<SetMaxNRegOp, GridDepControlOp, ClusterIdOp, NumClustersOp,
             ClusterBlockIdOp, ClusterShapeOp, ClusterBlockRankOp, ClusterNumBlocksOp,
             IsExplicitClusterOp, ClusterArriveOp, ClusterWaitOp,
             ClusterFenceOp, FenceProxyAsyncOp, SmemLoadOp, SmemStoreOp,
             AtomicRMWOp, AtomicCASOp, MbarrierInitOp, MbarrierInvalOp, MbarrierArriveOp,
             MbarrierArriveClusterOp, MbarrierArriveExpectTxOp,
             MbarrierExpectTxOp, MbarrierCompleteTxOp, MbarrierTestWaitOp,
             MbarrierTryWaitOp, MbarrierWaitOp, L2PolicyOp, TmaLoadOp,
             TmaStoreOp, TmaStoreWaitOp, TmaPrefetchOp, TensorMapPrefetchOp>(
      op);
}

//===----------------------------------------------------------------------===//
// Target checks
//===----------------------------------------------------------------------===//

static LogicalResult require(Operation *op, Operation *gpuModule, Feature f,
                             StringRef what) {
  return requireFeature(op, gpuModule, f, what);
}

//===----------------------------------------------------------------------===//
// Emission helpers
//===----------------------------------------------------------------------===//

Value tile::dynamicSmemRegion(TileLowering &l, Location loc, Operation *op) {
  OpBuilder &b = l.b;
  auto kernel = op->getParentOfType<KernelOp>();
  std::string name = userSmemSymbol(kernel.getSymName());
  Operation *gm = l.gpuModule;
  if (!SymbolTable::lookupSymbolIn(gm, name)) {
    OpBuilder gb = OpBuilder::atBlockBegin(&gm->getRegion(0).front());
    LLVM::GlobalOp::create(
        gb, kernel.getLoc(), LLVM::LLVMArrayType::get(b.getI8Type(), 0),
        /*isConstant=*/false, LLVM::Linkage::External, name, Attribute(),
        /*alignment=*/1024, /*addrSpace=*/3);
  }
  return LLVM::AddressOfOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3), name);
}

void tile::emitCpAsync(OpBuilder &b, Location loc, Value dst, Value src,
                       int64_t size, Value srcBytes) {
  Value dstAddr = LLVM::PtrToIntOp::create(b, loc, b.getI32Type(), dst);
  nv::CpAsyncOp::create(b, loc,
                        size == 16 ? nv::CpAsyncCache::cg
                                   : nv::CpAsyncCache::ca,
                        dstAddr, src, uint32_t(size), srcBytes);
}

Value tile::tensorMapAddress(OpBuilder &b, Location loc, Value desc) {
  auto ptrType = cast<LLVM::LLVMPointerType>(desc.getType());
  if (ptrType.getAddressSpace() != 0)
    desc = LLVM::AddrSpaceCastOp::create(
        b, loc, LLVM::LLVMPointerType::get(b.getContext(), 0), desc);
  return LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), desc);
}

void PtxEmitter::wait(Value bar, Value parity) {
  auto loop = scf::WhileOp::create(b, loc, TypeRange{}, ValueRange{});
  Block *before = new Block(), *after = new Block();
  loop.getBefore().push_back(before);
  loop.getAfter().push_back(after);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(before);
  Value done = nv::MbarrierTryWaitOp::create(b, loc, b.getI32Type(),
                                             nv::Space::shared_cta, bar,
                                             parity, Value());
  scf::ConditionOp::create(b, loc, eq(done, 0), ValueRange{});
  b.setInsertionPointToStart(after);
  scf::YieldOp::create(b, loc);
}

Value PtxEmitter::smemDescriptor(Value addr, uint64_t high) {
  Value a = arith::ExtUIOp::create(b, loc, b.getI64Type(), addr);
  a = arith::AndIOp::create(b, loc, arith::ShRUIOp::create(b, loc, a, c64(4)),
                            c64(0x3FFF));
  return arith::OrIOp::create(b, loc, a, c64(high));
}

Value tile::dynamicSmemAddress(TileLowering &l, Location loc, Operation *op,
                               Value offset) {
  OpBuilder &b = l.b;
  Value base = LLVM::PtrToIntOp::create(b, loc, b.getI32Type(),
                                        dynamicSmemRegion(l, loc, op));
  return arith::AddIOp::create(b, loc, base, offset);
}

namespace {
struct Emitter {
  TileLowering &l;
  OpBuilder &b;
  Location loc;

  Value c32(int64_t v) { return constI32(b, loc, v); }

  /// A predicate an instruction wrote as an i32 (1 or 0) as an i1.
  Value isSet(Value r) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, r, c32(0));
  }

  /// fence.proxy.async.shared::cta: the block's generic-proxy writes to
  /// shared memory become visible to the async proxy (TMA, wgmma).
  void fenceProxyAsync() {
    nv::FenceProxyAsyncOp::create(
        b, loc, nv::SpaceAttr::get(b.getContext(), nv::Space::shared_cta),
        /*no_memory_clobber=*/false);
  }

  /// The kernel's smem_bytes region (declared on first use).
  Value region(Operation *op) { return dynamicSmemRegion(l, loc, op); }

  /// The 32-bit shared::cta address of byte `offset` of the region.
  Value smemAddr(Operation *op, Value offset) {
    return dynamicSmemAddress(l, loc, op, offset);
  }

  Value descAddr(Value desc) { return tensorMapAddress(b, loc, desc); }
};
} // namespace

/// The lowered scalars of `vs`.
static SmallVector<Value> scalarsOf(TileLowering &l, ValueRange vs) {
  SmallVector<Value> r;
  for (Value v : vs)
    r.push_back(l.scalars.lookup(v));
  return r;
}

/// The lowered scalar of optional operand `v` (null without one).
static Value optionalScalar(TileLowering &l, Value v) {
  return v ? l.scalars.lookup(v) : Value();
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

static LogicalResult lowerSetMaxNReg(Emitter &e, SetMaxNRegOp op) {
  if (failed(require(op, e.l.gpuModule, Feature::Setmaxnreg, "setmaxnreg")))
    return failure();
  nv::SetMaxNRegOp::create(e.b, e.loc,
                           op.getAction() == RegAction::inc
                               ? nv::RegAction::inc
                               : nv::RegAction::dec,
                           op.getCount());
  return success();
}

template <typename X, typename Y, typename Z>
static Value readDim(OpBuilder &b, Location loc, GridDim dim) {
  switch (dim) {
  case GridDim::x: return X::create(b, loc, b.getI32Type());
  case GridDim::y: return Y::create(b, loc, b.getI32Type());
  case GridDim::z: return Z::create(b, loc, b.getI32Type());
  }
  llvm_unreachable("unknown grid dimension");
}

static LogicalResult lowerClusterQuery(Emitter &e, Operation *op) {
  if (failed(require(op, e.l.gpuModule, Feature::Clusters,
                     op->getName().getStringRef())))
    return failure();
  OpBuilder &b = e.b;
  Location loc = e.loc;
  Value v;
  if (auto q = dyn_cast<ClusterIdOp>(op))
    v = readDim<NVVM::ClusterIdXOp, NVVM::ClusterIdYOp, NVVM::ClusterIdZOp>(
        b, loc, q.getDim());
  else if (auto q = dyn_cast<NumClustersOp>(op))
    v = readDim<NVVM::ClusterDimXOp, NVVM::ClusterDimYOp, NVVM::ClusterDimZOp>(
        b, loc, q.getDim());
  else if (auto q = dyn_cast<ClusterBlockIdOp>(op))
    v = readDim<NVVM::BlockInClusterIdXOp, NVVM::BlockInClusterIdYOp,
                NVVM::BlockInClusterIdZOp>(b, loc, q.getDim());
  else if (auto q = dyn_cast<ClusterShapeOp>(op))
    v = readDim<NVVM::ClusterDimBlocksXOp, NVVM::ClusterDimBlocksYOp,
                NVVM::ClusterDimBlocksZOp>(b, loc, q.getDim());
  else if (isa<ClusterBlockRankOp>(op))
    v = NVVM::ClusterId::create(b, loc, b.getI32Type());
  else if (isa<ClusterNumBlocksOp>(op))
    v = NVVM::ClusterDim::create(b, loc, b.getI32Type());
  else
    v = LLVM::CallIntrinsicOp::create(
            b, loc, Type(b.getI1Type()),
            b.getStringAttr("llvm.nvvm.is_explicit_cluster"), ValueRange{})
            .getResult(0);
  e.l.scalars.map(op->getResult(0), v);
  return success();
}

static LogicalResult lowerClusterBarrier(Emitter &e, Operation *op) {
  if (auto arrive = dyn_cast<ClusterArriveOp>(op)) {
    if (failed(require(op, e.l.gpuModule, Feature::Clusters,
                       "barrier.cluster.arrive")))
      return failure();
    // .relaxed is PTX 8.0 (the Hopper async family's version).
    if (arrive.getRelaxed() &&
        failed(require(op, e.l.gpuModule, Feature::Tma,
                       "barrier.cluster.arrive.relaxed")))
      return failure();
    nv::BarrierClusterArriveOp::create(e.b, e.loc, arrive.getRelaxed(),
                                       arrive.getAligned());
    return success();
  }
  if (failed(require(op, e.l.gpuModule, Feature::Clusters,
                     "barrier.cluster.wait")))
    return failure();
  nv::BarrierClusterWaitOp::create(e.b, e.loc,
                                   cast<ClusterWaitOp>(op).getAligned());
  return success();
}

static LogicalResult lowerFence(Emitter &e, Operation *op) {
  if (auto fence = dyn_cast<ClusterFenceOp>(op)) {
    std::string text =
        ("fence." + stringifyFenceSem(fence.getSem()) + ".cluster").str();
    if (failed(require(op, e.l.gpuModule, Feature::Clusters, text)))
      return failure();
    nv::FenceOp::create(e.b, e.loc,
                        fence.getSem() == FenceSem::sc ? nv::Sem::sc
                                                       : nv::Sem::acq_rel,
                        nv::Scope::cluster);
    return success();
  }
  if (failed(require(op, e.l.gpuModule, Feature::Tma,
                     "fence.proxy.async.shared::cta")))
    return failure();
  e.fenceProxyAsync();
  return success();
}

/// The register an element of `t` (storage type) travels in through a
/// shared::cluster access: f32 and f64 as they are, bytes (`u8`) and other
/// narrow or odd widths in an i32, 16 and 64 bits as integers.
struct ElemReg {
  Type reg;
  bool u8;
};
static ElemReg elemReg(OpBuilder &b, Type t) {
  unsigned bits = t.getIntOrFloatBitWidth();
  if (t.isF32() || t.isF64())
    return {t, false};
  switch (bits) {
  case 8:
  case 1:
    return {b.getI32Type(), true};
  case 16:
    return {b.getI16Type(), false};
  case 64:
    return {b.getI64Type(), false};
  default:
    return {b.getI32Type(), false};
  }
}

/// Converts between an element and the register it travels in.
static Value toReg(OpBuilder &b, Location loc, Value v, Type reg) {
  Type t = v.getType();
  if (t == reg)
    return v;
  if (t.getIntOrFloatBitWidth() == reg.getIntOrFloatBitWidth())
    return arith::BitcastOp::create(b, loc, reg, v);
  if (isa<FloatType>(t))
    v = arith::BitcastOp::create(
        b, loc, b.getIntegerType(t.getIntOrFloatBitWidth()), v);
  return arith::ExtUIOp::create(b, loc, reg, v);
}
static Value fromReg(OpBuilder &b, Location loc, Value r, Type t) {
  if (r.getType() == t)
    return r;
  if (t.getIntOrFloatBitWidth() == r.getType().getIntOrFloatBitWidth())
    return arith::BitcastOp::create(b, loc, t, r);
  Type it = b.getIntegerType(t.getIntOrFloatBitWidth());
  Value v = arith::TruncIOp::create(b, loc, it, r);
  if (isa<FloatType>(t))
    v = arith::BitcastOp::create(b, loc, t, v);
  return v;
}

static LogicalResult lowerSmemAccess(Emitter &e, Operation *op) {
  TileLowering &l = e.l;
  OpBuilder &b = e.b;
  Location loc = e.loc;
  auto load = dyn_cast<SmemLoadOp>(op);
  auto store = dyn_cast<SmemStoreOp>(op);
  Value baseOff = l.scalars.lookup(load ? load.getBase() : store.getBase());
  Value offsets = load ? load.getOffsets() : store.getOffsets();
  Value rank = load ? load.getRank() : store.getRank();
  auto type = load ? load.getResult().getType() : store.getValue().getType();
  Type elem = type.getElementType();
  Type storage = storageElementType(elem);
  int64_t bytes = storageBytes(elem);

  if (rank && failed(require(op, l.gpuModule, Feature::Clusters,
                             load ? "ld.shared::cluster (tile.smem_load rank)"
                                  : "st.shared::cluster (tile.smem_store rank)")))
    return failure();
  Value rankV = optionalScalar(l, rank);

  SmallVector<Value> elems;
  for (int64_t s = 0, n = slotsPerThread(type, l.numThreads); s < n; ++s) {
    TileLowering::Index idx{{}, Value(), s};
    Value off = l.elementAt(offsets, idx);
    Value byteOff = arith::AddIOp::create(
        b, loc, baseOff,
        bytes == 1 ? off
                   : arith::MulIOp::create(b, loc, off, e.c32(bytes))
                         .getResult());
    if (!rankV) {
      Value base = LLVM::GEPOp::create(
          b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3),
          b.getI8Type(), e.region(op), ArrayRef<LLVM::GEPArg>{byteOff});
      if (load)
        elems.push_back(l.loadShared(loc, base, e.c32(0), elem));
      else
        l.storeShared(loc, base, e.c32(0), l.elementAt(store.getValue(), idx));
      continue;
    }
    // Distributed shared memory: map the address into the peer's window.
    Value addr = e.smemAddr(op, byteOff);
    ElemReg a = elemReg(b, storage.isInteger(1) ? b.getI8Type() : storage);
    if (load) {
      Value r = nv::LdSharedClusterOp::create(b, loc, a.reg, addr, rankV, a.u8);
      Type want = elem.isInteger(1) ? elem : storage;
      elems.push_back(fromReg(b, loc, r, want));
    } else {
      Value v = l.elementAt(store.getValue(), idx);
      Value r = toReg(b, loc, v, a.reg);
      nv::StSharedClusterOp::create(b, loc, addr, r, rankV, a.u8);
    }
  }
  if (load)
    l.tiles[load.getResult()] = std::move(elems);
  return success();
}

/// tile.atomic_rmw or tile.atomic_cas: one `atom` per element slot.
static LogicalResult lowerAtomic(Emitter &e, Operation *op) {
  TileLowering &l = e.l;
  OpBuilder &b = e.b;
  Location loc = e.loc;
  auto rmw = dyn_cast<AtomicRMWOp>(op);
  auto cas = dyn_cast<AtomicCASOp>(op);
  MemScope scope = rmw ? rmw.getScope() : cas.getScope();
  MemSem sem = (rmw ? rmw.getSem() : cas.getSem()).value_or(MemSem::relaxed);
  Value baseValue = rmw ? rmw.getBase() : cas.getBase();
  Value offsets = rmw ? rmw.getOffsets() : cas.getOffsets();
  Value value = rmw ? rmw.getValue() : cas.getValue();
  Value mask = rmw ? rmw.getMask() : cas.getMask();
  if (scope == MemScope::cluster &&
      failed(require(op, l.gpuModule, Feature::Clusters,
                     "atom with .cluster scope")))
    return failure();
  // Scopes are sm_60's (before, every atom is gpu-scoped: enough for cta,
  // not for sys); memory orders sm_70's (before: membar fences around a
  // relaxed atom, the PTX memory model's release and acquire patterns).
  std::optional<Target> target = getEnclosingTarget(l.gpuModule);
  unsigned cc = target ? target->computeCapability() : 70;
  if (scope == MemScope::sys && cc < 60)
    return op->emitOpError("atom with .sys scope needs sm_60 or newer; ")
           << target->name() << " has only device-wide atomics";
  auto type = cast<RankedTensorType>(value.getType());
  Type elem = type.getElementType();
  bool isFloat = isa<FloatType>(elem);
  unsigned bits = elem.getIntOrFloatBitWidth();
  nv::AtomKind kind = nv::AtomKind::cas;
  char typeKind = 'b'; // b / u / s / f, then the width
  if (rmw) {
    using K = nv::AtomKind;
    switch (rmw.getKind()) {
    case AtomicKind::add: kind = K::add; typeKind = isFloat ? 'f' : 'u'; break;
    case AtomicKind::min: kind = K::min; typeKind = 's'; break;
    case AtomicKind::max: kind = K::max; typeKind = 's'; break;
    case AtomicKind::umin: kind = K::min; typeKind = 'u'; break;
    case AtomicKind::umax: kind = K::max; typeKind = 'u'; break;
    case AtomicKind::exch: kind = K::exch; break;
    case AtomicKind::and_: kind = K::and_; break;
    case AtomicKind::or_: kind = K::or_; break;
    case AtomicKind::xor_: kind = K::xor_; break;
    }
  }
  StringRef opName = nv::stringifyAtomKind(kind);
  std::optional<nv::AtomType> atomType =
      nv::symbolizeAtomType(typeKind + std::to_string(bits));
  bool half = elem.isF16() || elem.isBF16();
  if (half) {
    // The verifier allows adds only: atom.add.noftz.f16 / .bf16.
    bool bf = elem.isBF16();
    if (failed(require(op, l.gpuModule,
                       bf ? Feature::AtomAddBf16 : Feature::AtomAddF16,
                       bf ? "atom.add.noftz.bf16" : "atom.add.noftz.f16")))
      return failure();
    atomType = bf ? nv::AtomType::bf16 : nv::AtomType::f16;
  }
  // 64-bit forms: f64 add is sm_60's, 64-bit min/max/and/or/xor sm_32's.
  if (bits == 64 && isFloat && opName == "add" && cc < 60)
    return op->emitOpError("atom.add.f64 needs sm_60 or newer, not ")
           << target->name();
  if (bits == 64 && !isFloat && cc < 32 &&
      (opName == "min" || opName == "max" || opName == "and" ||
       opName == "or" || opName == "xor"))
    return op->emitOpError("64-bit atom.")
           << opName << " needs sm_32 or newer, not " << target->name();
  // 16-bit values travel as i16 ("h" registers) and come back as elem.
  Type asmType = half ? Type(b.getI16Type()) : elem;
  auto toAsm = [&](Value v) {
    return half ? Value(LLVM::BitcastOp::create(b, loc, asmType, v)) : v;
  };
  int64_t n = numElements(type), threads = l.numThreads;
  // Each element is applied once. Where the tile's elements repeat over
  // the block (n not a multiple of the block: fewer elements than threads,
  // or a last slot that wraps around to the first elements), only an
  // element's first holder, the thread with t + T s < n, performs the
  // atomic, and the others get its old value through shared memory.
  bool repeats = n % threads != 0;
  bool acquire = sem == MemSem::acquire || sem == MemSem::acq_rel;
  bool release = sem == MemSem::release || sem == MemSem::acq_rel;
  bool nativeSem = cc >= 70 && sem != MemSem::relaxed;
  MLIRContext *ctx = b.getContext();
  // Scopes from sm_60; before sm_70 membar fences around a relaxed atom
  // instead of the memory order.
  nv::ScopeAttr scopeAttr;
  if (cc >= 60)
    scopeAttr = nv::ScopeAttr::get(
        ctx, *nv::symbolizeScope(stringifyMemScope(scope)));
  nv::SemAttr semAttr;
  if (nativeSem)
    semAttr = nv::SemAttr::get(ctx, *nv::symbolizeSem(stringifyMemSem(sem)));
  auto membar = nv::MembarLevelAttr::get(
      ctx, scope == MemScope::cta   ? nv::MembarLevel::cta
           : scope == MemScope::sys ? nv::MembarLevel::sys
                                    : nv::MembarLevel::gl);
  nv::MembarLevelAttr before = !nativeSem && release ? membar : nullptr;
  nv::MembarLevelAttr after = !nativeSem && acquire ? membar : nullptr;
  Value base = l.scalars.lookup(baseValue);
  int64_t slots = slotsPerThread(type, threads);
  // t + T s: element (t + T s) mod n, held first by the thread where this
  // is below n.
  auto position = [&](int64_t s) {
    return s ? arith::AddIOp::create(b, loc, l.tid, e.c32(s * threads))
                   .getResult()
             : l.tid;
  };
  SmallVector<Value> results;
  for (int64_t s = 0; s < slots; ++s) {
    TileLowering::Index idx{{}, Value(), s};
    Value ptr = LLVM::GEPOp::create(
        b, loc, base.getType(), elem, base,
        ArrayRef<LLVM::GEPArg>{l.elementAt(offsets, idx)});
    Value addr = e.descAddr(ptr); // generic address
    Value compare = cas ? l.elementAt(cas.getCompare(), idx) : Value();
    Value v = toAsm(l.elementAt(value, idx));
    // Slot s repeats elements in some threads where T (s + 1) > n: only
    // the first holder (position below n) runs the atom.
    bool mayRepeat = blockedSlotRepeats(n, threads, s);
    Value at = mayRepeat ? position(s) : Value();
    Value m = mask ? l.elementAt(mask, idx) : Value();
    Value old = nv::AtomGlobalOp::create(
        b, loc, asmType, kind, *atomType, semAttr, scopeAttr, before, after,
        mayRepeat ? b.getI64IntegerAttr(n) : IntegerAttr(), addr, compare, v,
        at, m);
    results.push_back(half ? Value(LLVM::BitcastOp::create(b, loc, elem, old))
                           : old);
  }
  if (repeats && !op->getResult(0).use_empty()) {
    // Hand the first holder's old value to the threads that repeat it.
    Value buf = l.sharedBase(loc, n * (bits / 8));
    l.barrier(loc);
    for (int64_t s = 0; s < slots; ++s) {
      Value at = position(s);
      auto ifOp = scf::IfOp::create(
          b, loc, TypeRange{},
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, at,
                                e.c32(n)),
          /*withElseRegion=*/false);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
      l.storeShared(loc, buf, at, results[s]);
    }
    l.barrier(loc);
    for (int64_t s = 0; s < slots; ++s)
      results[s] = l.loadShared(loc, buf, l.linearIndex(loc, type, s), elem);
  }
  l.tiles[op->getResult(0)] = std::move(results);
  return success();
}

//===----------------------------------------------------------------------===//
// mbarriers
//===----------------------------------------------------------------------===//

static LogicalResult lowerMbarrier(Emitter &e, Operation *op) {
  TileLowering &l = e.l;
  OpBuilder &b = e.b;
  Location loc = e.loc;
  auto bar = [&](Value v) { return e.smemAddr(op, l.scalars.lookup(v)); };
  auto need = [&](Feature f, StringRef what) {
    return require(op, l.gpuModule, f, what);
  };

  if (auto init = dyn_cast<MbarrierInitOp>(op)) {
    if (failed(need(Feature::CpAsync, "mbarrier.init")))
      return failure();
    Value addr = bar(init.getBar());
    nv::MbarrierInitOp::create(b, loc, nv::Space::shared, addr,
                               l.scalars.lookup(init.getCount()),
                               IntegerAttr(), l.tid);
    l.barrier(loc);
    return success();
  }
  if (auto inval = dyn_cast<MbarrierInvalOp>(op)) {
    if (failed(need(Feature::CpAsync, "mbarrier.inval")))
      return failure();
    Value addr = bar(inval.getBar());
    l.barrier(loc);
    nv::MbarrierInvalOp::create(b, loc, nv::Space::shared, addr, l.tid);
    return success();
  }
  if (auto arrive = dyn_cast<MbarrierArriveOp>(op)) {
    Value v;
    if (arrive.getCount()) {
      if (failed(need(Feature::Tma, "mbarrier.arrive with a count")))
        return failure();
      Value addr = bar(arrive.getBar());
      v = nv::MbarrierArriveOp::create(
              b, loc, b.getI64Type(), nv::Space::shared_cta, addr,
              l.scalars.lookup(arrive.getCount()), Value(), nv::SemAttr(),
              nv::ScopeAttr())
              .getState();
    } else {
      if (failed(need(Feature::CpAsync, "mbarrier.arrive")))
        return failure();
      v = nv::MbarrierArriveOp::create(b, loc, b.getI64Type(),
                                       nv::Space::shared, bar(arrive.getBar()),
                                       Value(), Value(), nv::SemAttr(),
                                       nv::ScopeAttr())
              .getState();
    }
    l.scalars.map(arrive.getToken(), v);
    return success();
  }
  if (auto arrive = dyn_cast<MbarrierArriveClusterOp>(op)) {
    if (failed(need(Feature::Clusters, "mbarrier.arrive.shared::cluster")) ||
        failed(need(Feature::Tma, "mbarrier.arrive.shared::cluster")))
      return failure();
    Value count = arrive.getCount() ? l.scalars.lookup(arrive.getCount())
                                    : e.c32(1);
    Value addr = bar(arrive.getBar());
    nv::MbarrierArriveOp::create(
        b, loc, Type(), nv::Space::shared_cluster, addr, count,
        l.scalars.lookup(arrive.getRank()),
        nv::SemAttr::get(b.getContext(), nv::Sem::release),
        nv::ScopeAttr::get(b.getContext(), nv::Scope::cluster));
    return success();
  }
  if (isa<MbarrierArriveExpectTxOp, MbarrierExpectTxOp, MbarrierCompleteTxOp>(
          op)) {
    Value barV = op->getOperand(0), bytes = op->getOperand(1);
    Value rank = op->getNumOperands() > 2 ? op->getOperand(2) : Value();
    StringRef instr = isa<MbarrierArriveExpectTxOp>(op)
                          ? "mbarrier.arrive.expect_tx"
                      : isa<MbarrierExpectTxOp>(op) ? "mbarrier.expect_tx"
                                                    : "mbarrier.complete_tx";
    if (failed(need(Feature::Tma, instr)))
      return failure();
    if (rank && failed(need(Feature::Clusters, (instr + ".shared::cluster").str())))
      return failure();
    // Thread 0 only; with a rank on block `rank` of the cluster (mapa).
    Value addr = bar(barV), count = l.scalars.lookup(bytes);
    Value rankV = optionalScalar(l, rank);
    MLIRContext *ctx = b.getContext();
    bool isArrive = isa<MbarrierArriveExpectTxOp>(op);
    nv::Space space = rank ? nv::Space::shared_cluster : nv::Space::shared_cta;
    // arrive.expect_tx: .release.cluster on a remote barrier; the others
    // .relaxed at the barrier's scope.
    nv::SemAttr sem;
    nv::ScopeAttr scope;
    if (!isArrive || rank) {
      sem = nv::SemAttr::get(ctx, isArrive ? nv::Sem::release
                                           : nv::Sem::relaxed);
      scope = nv::ScopeAttr::get(ctx, rank ? nv::Scope::cluster
                                           : nv::Scope::cta);
    }
    if (isArrive)
      nv::MbarrierArriveExpectTxOp::create(b, loc, space, addr, count, rankV,
                                           l.tid, sem, scope);
    else if (isa<MbarrierExpectTxOp>(op))
      nv::MbarrierExpectTxOp::create(b, loc, space, addr, count, rankV, l.tid,
                                     sem, scope);
    else
      nv::MbarrierCompleteTxOp::create(b, loc, space, addr, count, rankV,
                                       l.tid, sem, scope);
    return success();
  }
  if (auto test = dyn_cast<MbarrierTestWaitOp>(op)) {
    bool parity = test.getPhase().getType().isInteger(32);
    if (failed(need(parity ? Feature::Tma : Feature::CpAsync,
                    parity ? "mbarrier.test_wait.parity"
                           : "mbarrier.test_wait")))
      return failure();
    Value addr = bar(test.getBar());
    Value done = nv::MbarrierTestWaitOp::create(
        b, loc, b.getI32Type(), nv::Space::shared, addr,
        l.scalars.lookup(test.getPhase()));
    l.scalars.map(test.getDone(), e.isSet(done));
    return success();
  }
  if (auto tw = dyn_cast<MbarrierTryWaitOp>(op)) {
    bool parity = tw.getPhase().getType().isInteger(32);
    if (failed(need(Feature::Tma, parity ? "mbarrier.try_wait.parity"
                                         : "mbarrier.try_wait")))
      return failure();
    Value addr = bar(tw.getBar());
    Value phase = l.scalars.lookup(tw.getPhase());
    Value timeout = optionalScalar(l, tw.getTimeout());
    Value done = nv::MbarrierTryWaitOp::create(
        b, loc, b.getI32Type(), nv::Space::shared_cta, addr, phase, timeout);
    l.scalars.map(tw.getDone(), e.isSet(done));
    return success();
  }
  auto wait = cast<MbarrierWaitOp>(op);
  bool parity = wait.getPhase().getType().isInteger(32);
  if (failed(need(Feature::Tma, parity ? "mbarrier.try_wait.parity"
                                       : "mbarrier.try_wait")))
    return failure();
  Value addr = bar(wait.getBar());
  nv::MbarrierWaitOp::create(b, loc, nv::Space::shared_cta, addr,
                             l.scalars.lookup(wait.getPhase()));
  return success();
}

//===----------------------------------------------------------------------===//
// TMA
//===----------------------------------------------------------------------===//

nv::TmaReduceAttr tile::nvTmaReduce(MLIRContext *ctx,
                                    std::optional<TmaReduce> reduce) {
  if (!reduce)
    return {};
  // The two enums spell the operations alike.
  return nv::TmaReduceAttr::get(
      ctx, *nv::symbolizeTmaReduce(stringifyTmaReduce(*reduce)));
}

/// The tile_nv spelling of a TMA mode (the two enums spell them alike).
static nv::TmaMode nvTmaMode(TmaMode mode) {
  return *nv::symbolizeTmaMode(stringifyTmaMode(mode));
}

static LogicalResult lowerTmaLoad(Emitter &e, TmaLoadOp op) {
  TileLowering &l = e.l;
  TmaMode mode = op.getMode().value_or(TmaMode::tile);
  unsigned dims = op.getCoords().size();
  if (failed(require(op, l.gpuModule, Feature::Tma,
                     "cp.async.bulk.tensor (tile.tma_load)")))
    return failure();
  if ((mode == TmaMode::im2col_w || mode == TmaMode::im2col_w128) &&
      failed(require(op, l.gpuModule, Feature::Tma2CtaIm2colW,
                     ("tile.tma_load mode " + stringifyTmaMode(mode)).str())))
    return failure();
  if (op.getCtaGroup() == 2u &&
      failed(require(op, l.gpuModule, Feature::Tma2CtaIm2colW,
                     "tile.tma_load cta_group 2")))
    return failure();
  if (op.getMulticastMask() &&
      failed(require(op, l.gpuModule, Feature::Clusters,
                     "tile.tma_load multicast")))
    return failure();

  // Thread 0 only. The operands in the order the instruction reads them
  // (dst, desc, coords, bar, im2col offsets, mask, hint).
  Value dst = e.smemAddr(op, l.scalars.lookup(op.getDst()));
  Value desc = e.descAddr(l.scalars.lookup(op.getDesc()));
  Value bar = e.smemAddr(op, l.scalars.lookup(op.getBar()));
  nv::CpAsyncBulkTensorLoadOp::create(
      e.b, e.loc, nvTmaMode(mode), dims, dst, desc,
      scalarsOf(l, op.getCoords()), bar, scalarsOf(l, op.getIm2colOffsets()),
      optionalScalar(l, op.getMulticastMask()),
      optionalScalar(l, op.getCacheHint()), op.getCtaGroupAttr(), l.tid);
  return success();
}

static LogicalResult lowerTmaStore(Emitter &e, TmaStoreOp op) {
  TileLowering &l = e.l;
  unsigned dims = op.getCoords().size();
  if (failed(require(op, l.gpuModule, Feature::Tma,
                     op.getReduce() ? "cp.reduce.async.bulk.tensor "
                                      "(tile.tma_store reduce)"
                                    : "cp.async.bulk.tensor (tile.tma_store)")))
    return failure();
  // Every thread's shared-memory writes become visible to the async proxy,
  // then the block agrees that they are done.
  e.fenceProxyAsync();
  l.barrier(e.loc);
  // Thread 0 stores the box and commits it to a bulk group, in one block.
  Value desc = e.descAddr(l.scalars.lookup(op.getDesc()));
  Value src = e.smemAddr(op, l.scalars.lookup(op.getSrc()));
  nv::CpAsyncBulkTensorStoreOp::create(
      e.b, e.loc, dims, desc, scalarsOf(l, op.getCoords()), src,
      nvTmaReduce(e.b.getContext(), op.getReduce()),
      optionalScalar(l, op.getCacheHint()), l.tid, /*commit_group=*/true);
  return success();
}

static LogicalResult lowerTmaPrefetch(Emitter &e, TmaPrefetchOp op) {
  TileLowering &l = e.l;
  TmaMode mode = op.getMode().value_or(TmaMode::tile);
  unsigned dims = op.getCoords().size();
  if (failed(require(op, l.gpuModule, Feature::Tma,
                     "cp.async.bulk.prefetch.tensor (tile.tma_prefetch)")))
    return failure();
  // Thread 0 only; the operands in the order the instruction reads them.
  Value desc = e.descAddr(l.scalars.lookup(op.getDesc()));
  nv::CpAsyncBulkTensorPrefetchOp::create(
      e.b, e.loc, nvTmaMode(mode), dims, desc, scalarsOf(l, op.getCoords()),
      scalarsOf(l, op.getIm2colOffsets()), optionalScalar(l, op.getCacheHint()),
      l.tid);
  return success();
}

//===----------------------------------------------------------------------===//
// Dispatch
//===----------------------------------------------------------------------===//

LogicalResult tile::lowerHopperOp(TileLowering &l, Operation *op) {
  Emitter e{l, l.b, op->getLoc()};
  if (auto o = dyn_cast<SetMaxNRegOp>(op))
    return lowerSetMaxNReg(e, o);
  if (auto o = dyn_cast<GridDepControlOp>(op)) {
    std::string what =
        ("griddepcontrol." + stringifyGridDepAction(o.getAction())).str();
    if (failed(require(op, l.gpuModule, Feature::GridDepControl, what)))
      return failure();
    nv::GridDepControlOp::create(l.b, e.loc,
                                 o.getAction() == GridDepAction::wait
                                     ? nv::GridDepAction::wait
                                     : nv::GridDepAction::launch_dependents);
    return success();
  }
  if (isa<ClusterIdOp, NumClustersOp, ClusterBlockIdOp, ClusterShapeOp,
          ClusterBlockRankOp, ClusterNumBlocksOp, IsExplicitClusterOp>(op))
    return lowerClusterQuery(e, op);
  if (isa<ClusterArriveOp, ClusterWaitOp>(op))
    return lowerClusterBarrier(e, op);
  if (isa<ClusterFenceOp, FenceProxyAsyncOp>(op))
    return lowerFence(e, op);
  if (isa<SmemLoadOp, SmemStoreOp>(op))
    return lowerSmemAccess(e, op);
  if (isa<AtomicRMWOp, AtomicCASOp>(op))
    return lowerAtomic(e, op);
  if (isa<MbarrierInitOp, MbarrierInvalOp, MbarrierArriveOp,
          MbarrierArriveClusterOp, MbarrierArriveExpectTxOp,
          MbarrierExpectTxOp, MbarrierCompleteTxOp, MbarrierTestWaitOp,
          MbarrierTryWaitOp, MbarrierWaitOp>(op))
    return lowerMbarrier(e, op);
  if (auto o = dyn_cast<L2PolicyOp>(op)) {
    if (failed(require(op, l.gpuModule, Feature::Tma,
                       "createpolicy (tile.l2_policy)")))
      return failure();
    Value policy = nv::CreatePolicyFractionalOp::create(
        l.b, e.loc, l.b.getI64Type(),
        *nv::symbolizeL2Eviction(stringifyL2Eviction(o.getEviction())));
    l.scalars.map(o.getPolicy(), policy);
    return success();
  }
  if (auto o = dyn_cast<TmaLoadOp>(op))
    return lowerTmaLoad(e, o);
  if (auto o = dyn_cast<TmaStoreOp>(op))
    return lowerTmaStore(e, o);
  if (auto o = dyn_cast<TmaStoreWaitOp>(op)) {
    if (failed(require(op, l.gpuModule, Feature::Tma,
                       "cp.async.bulk.wait_group (tile.tma_store_wait)")))
      return failure();
    nv::CpAsyncBulkWaitGroupOp::create(l.b, e.loc, /*pending=*/0, o.getRead(),
                                       l.tid);
    l.barrier(e.loc);
    return success();
  }
  if (auto o = dyn_cast<TmaPrefetchOp>(op))
    return lowerTmaPrefetch(e, o);
  if (auto o = dyn_cast<TensorMapPrefetchOp>(op)) {
    if (failed(require(op, l.gpuModule, Feature::Tma,
                       "prefetch.tensormap (tile.tensormap_prefetch)")))
      return failure();
    nv::PrefetchTensormapOp::create(
        l.b, e.loc, e.descAddr(l.scalars.lookup(o.getDesc())), l.tid);
    return success();
  }
  return op->emitOpError("is not a Hopper/Blackwell op");
}

//===----------------------------------------------------------------------===//
// Kernel attributes
//===----------------------------------------------------------------------===//

static constexpr StringLiteral kTensorMapAttr = "tile.tensor_map";

Type tile::kernelParamType(KernelOp kernel, unsigned index, Type converted) {
  if (kernel.getArgAttr(index, kTensorMapAttr))
    return LLVM::LLVMPointerType::get(kernel.getContext(), 0);
  return converted;
}

LogicalResult tile::applyLaunchAttributes(KernelOp kernel,
                                          LLVM::LLVMFuncOp func,
                                          Operation *gpuModule) {
  MLIRContext *ctx = kernel.getContext();
  Builder b(ctx);
  auto need = [&](Feature f, StringRef what) {
    return require(kernel, gpuModule, f, what);
  };
  if (kernel.getMaxntid()) {
    func->removeAttr(NVVM::NVVMDialect::getReqntidAttrName());
    func->setAttr(NVVM::NVVMDialect::getMaxntidAttrName(),
                  b.getDenseI32ArrayAttr({int32_t(launchThreads(kernel))}));
  }
  if (std::optional<uint32_t> n = kernel.getMinBlocksPerSm())
    func->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                  b.getI32IntegerAttr(*n));
  if (std::optional<uint32_t> n = kernel.getMaxRegisters())
    func->setAttr(NVVM::NVVMDialect::getMaxnregAttrName(),
                  b.getI32IntegerAttr(*n));
  if (std::optional<ArrayRef<int32_t>> dims = kernel.getClusterDims()) {
    if (failed(need(Feature::Clusters, "cluster_dims (.reqnctapercluster)")))
      return failure();
    SmallVector<int32_t, 3> xyz(dims->begin(), dims->end());
    xyz.resize(3, 1);
    func->setAttr(NVVM::NVVMDialect::getClusterDimAttrName(),
                  b.getDenseI32ArrayAttr(xyz));
  }
  if (std::optional<uint32_t> n = kernel.getMaxClusterRank()) {
    if (failed(need(Feature::Clusters, "max_cluster_rank (.maxclusterrank)")))
      return failure();
    func->setAttr(NVVM::NVVMDialect::getClusterMaxBlocksAttrName(),
                  b.getI32IntegerAttr(*n));
  }
  if (kernel.getBlocksAreClusters()) {
    if (failed(need(Feature::BlocksAreClusters,
                    "blocks_are_clusters (.blocksareclusters)")))
      return failure();
    func->setAttr(NVVM::NVVMDialect::getBlocksAreClustersAttrName(),
                  b.getUnitAttr());
  }
  for (unsigned i = 0, e = kernel.getNumArguments(); i < e; ++i) {
    // A pointer aligned to its tile.divisibility: .ptr .global .align N.
    auto divisibility = kernel.getArgAttrOfType<IntegerAttr>(
        i, TileDialect::kDivisibilityAttrName);
    if (divisibility && isa<PointerType>(kernel.getArgumentTypes()[i]) &&
        !kernel.getArgAttr(i, kTensorMapAttr))
      func.setArgAttr(i, LLVM::LLVMDialect::getAlignAttrName(),
                      b.getI64IntegerAttr(divisibility.getInt()));
    if (!kernel.getArgAttr(i, kTensorMapAttr))
      continue;
    func.setArgAttr(i, LLVM::LLVMDialect::getByValAttrName(),
                    TypeAttr::get(LLVM::LLVMArrayType::get(
                        IntegerType::get(ctx, 8), 128)));
    func.setArgAttr(i, LLVM::LLVMDialect::getAlignAttrName(),
                    b.getI64IntegerAttr(64));
    func.setArgAttr(i, NVVM::NVVMDialect::getGridConstantAttrName(),
                    b.getUnitAttr());
  }
  return success();
}
