//===- Memory.cpp - Loads, stores, inline asm -----------------------------===//
//
// Part of convert-tile-to-llvm (TileToLLVM.cpp): layout changes through
// shared memory, tile.inline_asm, predicated and vectorized global loads
// and stores, and stores straight from MMA fragments.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Conversion/TileToLLVM.h"
#include "TileDialect/NV/NVMemOps.h"
#include "TileToLLVMHelpers.h"
#include "TileDialect/Conversion/DotEmitter.h"
#include "TileDialect/Conversion/HopperOps.h"
#include "TileDialect/Conversion/Pipeline.h"
#include "TileDialect/Passes.h"
#include "TileDialect/Target/ModuleTarget.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/MathExtras.h"

#include <map>

using namespace mlir;
using namespace tile;
using namespace tile::lowering;

//===----------------------------------------------------------------------===//
// Op lowering
//===----------------------------------------------------------------------===//

/// The tile.reduce whose result `bc` broadcasts back over the reduced axis
/// (tile.broadcast of tile.expand_dims along that axis, to the reduce's
/// source type), or null.
ReduceOp tile::lowering::reductionBroadcastBack(BroadcastOp bc) {
  auto ed = bc.getSrc().getDefiningOp<ExpandDimsOp>();
  auto r = ed ? ed.getSrc().getDefiningOp<ReduceOp>() : ReduceOp();
  if (!r || ed.getAxis() != r.getAxis() ||
      bc.getResult().getType() != r.getSrc().getType())
    return {};
  return r;
}

/// Whether `ed` feeds only such broadcasts (it need not be lowered).
static bool onlyBroadcastsBack(ExpandDimsOp ed) {
  return !ed->use_empty() && llvm::all_of(ed->getUsers(), [](Operation *u) {
    auto bc = dyn_cast<BroadcastOp>(u);
    return bc && reductionBroadcastBack(bc);
  });
}

LogicalResult TileLowering::materialize(Value result) {
  auto type = cast<RankedTensorType>(result.getType());
  SmallVector<Value> elems;
  for (int64_t s = 0, e = slotsPerThread(type, numThreads); s < e; ++s)
    elems.push_back(elementAt(result, ownedIndex(result.getLoc(), type, s)));
  tiles[result] = std::move(elems);
  return success();
}

LogicalResult TileLowering::lowerRelayout(Operation *op) {
  Value result = op->getResult(0);
  // A reduction broadcast back over its axis: the shuffle reduction left
  // each source slot's value in the thread that holds it.
  if (auto bc = dyn_cast<BroadcastOp>(op))
    if (ReduceOp r = reductionBroadcastBack(bc)) {
      auto it = reducedAtSource.find(r.getResult());
      if (it != reducedAtSource.end()) {
        tiles[result] = it->second;
        return success();
      }
    }
  if (auto ed = dyn_cast<ExpandDimsOp>(op))
    if (reducedAtSource.count(ed.getSrc()) && onlyBroadcastsBack(ed))
      return success();
  if (isRecomputable(op->getOperand(0)))
    return materialize(result);
  // The source lives in other threads: go through shared memory.
  Location loc = op->getLoc();
  Value src = op->getOperand(0);
  auto srcType = cast<RankedTensorType>(src.getType());
  auto resType = cast<RankedTensorType>(result.getType());
  Value base = stageToShared(loc, src);
  SmallVector<Value> elems;
  for (int64_t s = 0, e = slotsPerThread(resType, numThreads); s < e; ++s) {
    Index idx = ownedIndex(loc, resType, s);
    SmallVector<Value> srcIdx;
    if (auto ed = dyn_cast<ExpandDimsOp>(op)) {
      srcIdx.assign(idx.multi.begin(), idx.multi.end());
      srcIdx.erase(srcIdx.begin() + ed.getAxis());
    } else if (isa<TransOp>(op)) {
      srcIdx = {idx.multi[1], idx.multi[0]};
    } else {
      for (int64_t d = 0; d < srcType.getRank(); ++d)
        srcIdx.push_back(srcType.getDimSize(d) == 1 ? constI32(b, loc, 0)
                                                    : idx.multi[d]);
    }
    elems.push_back(loadShared(loc, base, linearize(loc, srcType, srcIdx),
                               srcType.getElementType()));
  }
  tiles[result] = std::move(elems);
  return success();
}

Value TileLowering::addressOf(Location loc, Value base, Type elemType,
                              Value offset) {
  return LLVM::GEPOp::create(b, loc, base.getType(), elemType, base,
                             ArrayRef<LLVM::GEPArg>{offset});
}

/// The integer register a scalar travels in through the user's inline asm:
/// 8- and 16-bit values in .b16 ("h"), 32-bit in .b32 ("r"), 64-bit in .b64
/// ("l").
static IntegerType asmRegisterType(Type t) {
  unsigned bits = t.getIntOrFloatBitWidth();
  return IntegerType::get(t.getContext(), bits <= 16   ? 16
                                          : bits == 32 ? 32
                                                       : 64);
}

/// `v` as the integer register of its class (floats by bit pattern).
static Value toAsmRegister(OpBuilder &b, Location loc, Value v) {
  IntegerType reg = asmRegisterType(v.getType());
  unsigned bits = v.getType().getIntOrFloatBitWidth();
  if (isa<FloatType>(v.getType()))
    v = arith::BitcastOp::create(b, loc, b.getIntegerType(bits), v);
  if (bits < reg.getWidth())
    v = arith::ExtUIOp::create(b, loc, reg, v);
  return v;
}

static Value fromAsmRegister(OpBuilder &b, Location loc, Value reg, Type t) {
  unsigned bits = t.getIntOrFloatBitWidth();
  if (bits < cast<IntegerType>(reg.getType()).getWidth())
    reg = arith::TruncIOp::create(b, loc, b.getIntegerType(bits), reg);
  if (isa<FloatType>(t))
    reg = arith::BitcastOp::create(b, loc, t, reg);
  return reg;
}

/// `elems` (one type) in one integer register, element k at bit k * width.
static Value packRegister(OpBuilder &b, Location loc, ArrayRef<Value> elems) {
  unsigned bits = elems.front().getType().getIntOrFloatBitWidth();
  Type reg = b.getIntegerType(bits * elems.size());
  Value packed;
  for (auto [k, elem] : llvm::enumerate(elems)) {
    Value v = elem;
    if (isa<FloatType>(v.getType()))
      v = arith::BitcastOp::create(b, loc, b.getIntegerType(bits), v);
    v = arith::ExtUIOp::create(b, loc, reg, v);
    if (k)
      v = arith::ShLIOp::create(
          b, loc, v,
          arith::ConstantOp::create(b, loc, b.getIntegerAttr(reg, k * bits)));
    packed = packed ? arith::OrIOp::create(b, loc, packed, v).getResult() : v;
  }
  return packed;
}

/// Element k of type `t` of a register packRegister built.
static Value unpackRegister(OpBuilder &b, Location loc, Value reg, int64_t k,
                            Type t) {
  unsigned bits = t.getIntOrFloatBitWidth();
  if (k)
    reg = arith::ShRUIOp::create(
        b, loc, reg,
        arith::ConstantOp::create(b, loc,
                                  b.getIntegerAttr(reg.getType(), k * bits)));
  reg = arith::TruncIOp::create(b, loc, b.getIntegerType(bits), reg);
  return isa<FloatType>(t) ? arith::BitcastOp::create(b, loc, t, reg) : reg;
}

/// tile.inline_asm: the assembly once per element this thread holds (once
/// per `pack` elements, packed into one integer register), its operands in
/// the registers their constraints name (integer registers by bit pattern,
/// 8-bit values zero-extended into 16-bit ones).
LogicalResult tile::lowering::lowerInlineAsm(TileLowering &l, InlineAsmOp op) {
  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  SmallVector<StringRef> entries;
  StringRef(op.getConstraints()).split(entries, ',');
  std::string constraints;
  SmallVector<char> letters; // one per result and operand
  for (StringRef e : entries) {
    e = e.trim();
    if (!constraints.empty())
      constraints += ",";
    if (e.starts_with("~{")) {
      constraints += e.str();
      continue;
    }
    bool output = e.consume_front("=");
    char letter = e[0] == 'c' ? 'h' : e[0];
    letters.push_back(letter);
    constraints += (output ? "=" : "") + std::string(1, letter);
  }
  auto isIntClass = [](char c) { return c == 'h' || c == 'r' || c == 'l'; };
  auto elemOf = [](Type t) { return getElementTypeOrSelf(t); };
  std::optional<RankedTensorType> shape;
  for (Value v : llvm::concat<Value>(op.getResults(), op.getArgs()))
    if (auto t = dyn_cast<RankedTensorType>(v.getType()))
      shape = t;
  for (Value a : op.getArgs())
    if (isa<RankedTensorType>(a.getType()))
      l.ensureBlocked(loc, a);
  size_t nres = op.getResults().size();
  int64_t pack = op.getPack();
  SmallVector<Type> regTypes;
  for (auto [i, r] : llvm::enumerate(op.getResults())) {
    Type t = elemOf(r.getType());
    regTypes.push_back(pack > 1 ? b.getIntegerType(pack *
                                                   t.getIntOrFloatBitWidth())
                       : isIntClass(letters[i]) ? Type(asmRegisterType(t))
                                                : t);
  }
  Type resultType =
      nres == 1 ? regTypes.front()
                : LLVM::LLVMStructType::getLiteral(b.getContext(), regTypes);
  SmallVector<SmallVector<Value>> results(nres);
  // Runs of `pack` slots (the last slot repeated to fill the last run).
  int64_t slots = slotsPerThread(*shape, l.numThreads);
  for (int64_t s = 0; s < slots; s += pack) {
    SmallVector<TileLowering::Index> idx;
    for (int64_t k = 0; k < pack; ++k)
      idx.push_back(l.ownedIndex(loc, *shape, std::min(s + k, slots - 1)));
    SmallVector<Value> operands;
    for (auto [i, a] : llvm::enumerate(op.getArgs())) {
      SmallVector<Value> elems;
      for (int64_t k = 0; k < pack; ++k)
        elems.push_back(isa<RankedTensorType>(a.getType())
                            ? l.elementAt(a, idx[k])
                            : l.scalars.lookup(a));
      Value v = elems.front();
      operands.push_back(pack > 1 ? packRegister(b, loc, elems)
                         : isIntClass(letters[nres + i])
                             ? toAsmRegister(b, loc, v)
                             : v);
    }
    auto asmOp = LLVM::InlineAsmOp::create(
        b, loc, resultType, operands, op.getAsmString(), constraints,
        /*has_side_effects=*/!op.getPure(), /*is_align_stack=*/false,
        LLVM::TailCallKind::None,
        LLVM::AsmDialectAttr::get(b.getContext(), LLVM::AsmDialect::AD_ATT),
        /*operand_attrs=*/ArrayAttr());
    for (size_t i = 0; i < nres; ++i) {
      Value reg = nres == 1 ? asmOp.getResult(0)
                            : LLVM::ExtractValueOp::create(
                                  b, loc, asmOp.getResult(0), int64_t(i))
                                  .getResult();
      Type t = elemOf(op.getResult(i).getType());
      if (pack > 1) {
        for (int64_t k = 0; k < pack && s + k < slots; ++k)
          results[i].push_back(unpackRegister(b, loc, reg, k, t));
        continue;
      }
      results[i].push_back(isIntClass(letters[i])
                               ? fromAsmRegister(b, loc, reg, t)
                               : reg);
    }
  }
  for (size_t i = 0; i < nres; ++i)
    l.tiles[op.getResult(i)] = std::move(results[i]);
  return success();
}

/// A masked element load as one predicated PTX load: no branch per
/// element (what LLVM would make of an scf.if), and `other` where the mask
/// is off. Nothing is read where the mask is off.
Value TileLowering::predicatedLoad(Location loc, Value ptr, Value mask,
                                   Value other) {
  return nv::LdGlobalOp::create(b, loc, other.getType(), ptr, mask, other);
}

/// A masked element store as one predicated PTX store.
void TileLowering::predicatedStore(Location loc, Value ptr, Value mask,
                                   Value v) {
  nv::StGlobalOp::create(b, loc, ptr, mask, v);
}

Value TileLowering::loadElement(LoadOp op, const Index &idx) {
  Location loc = op.getLoc();
  Type elemType =
      storageElementType(op.getResult().getType().getElementType());
  Value ptr = addressOf(loc, scalars.lookup(op.getBase()), elemType,
                        elementAt(op.getOffsets(), idx));
  if (!op.getMask())
    return LLVM::LoadOp::create(b, loc, elemType, ptr);
  Value other = op.getOther()
                    ? scalars.lookup(op.getOther())
                    : arith::ConstantOp::create(b, loc, b.getZeroAttr(elemType))
                          .getResult();
  return predicatedLoad(loc, ptr, elementAt(op.getMask(), idx), other);
}

TileLowering::VectorAccess
TileLowering::vectorAccess(Location loc, RankedTensorType type, Value base,
                           int64_t baseAlign, Type elemType, Value offsets,
                           Value mask, int64_t slot, int64_t vec) {
  IndexArith a(b, loc);
  VectorAccess v;
  int64_t last = type.getRank() - 1;
  // The slots lie in one row (runs start at multiples of vec); offsets
  // rising by one along it need no test, nor does a mask constant along it.
  bool inRow = type.getDimSize(last) % vec == 0;
  bool contiguous = inRow && indexTileContiguous(offsets, last, vec);
  v.contiguous = contiguous;
  // A mask the same within the run (constant along the row, or `offs < n`
  // with n a multiple of the run: maskUniform) is the first element's.
  bool rowMask = mask && inRow && maskUniform(mask, last, vec);
  SmallVector<Value> offs;
  for (int64_t i = 0; i < vec; ++i) {
    Index idx = ownedIndex(loc, type, slot + i);
    offs.push_back(elementAt(offsets, idx));
    v.ptrs.push_back(addressOf(loc, base, elemType, offs.back()));
    v.masks.push_back(mask ? (rowMask && i ? v.masks.front()
                                           : elementAt(mask, idx))
                           : Value());
  }
  // The first address is aligned where the base's alignment and the run's
  // first offsets say so (tile.divisibility), else tested.
  int64_t bytes = storageBytes(elemType);
  bool aligned = inRow && baseAlign >= vec * bytes &&
                 indexTileDivisor(offsets, last, vec) >= vec;
  vectorAccessTest(loc, v, offs, bytes, aligned, !mask || rowMask);
  return v;
}

void TileLowering::vectorAccessTest(Location loc, VectorAccess &v,
                                    ArrayRef<Value> offs, int64_t bytes,
                                    bool aligned, bool sameMask) {
  IndexArith a(b, loc);
  int64_t n = v.ptrs.size();
  if (!aligned) {
    Value addr = LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), v.ptrs[0]);
    v.fast = a.cmp(arith::CmpIPredicate::eq,
                   arith::AndIOp::create(b, loc, addr, a.c64(n * bytes - 1)),
                   0);
  }
  auto both = [&](Value x, Value y) {
    return x ? arith::AndIOp::create(b, loc, x, y).getResult() : y;
  };
  for (int64_t i = 0; i < n; ++i) {
    if (i && !v.contiguous)
      v.fast = both(v.fast, arith::CmpIOp::create(b, loc,
                                                  arith::CmpIPredicate::eq,
                                                  offs[i], a.add(offs[0], i)));
    if (v.masks[i] && (!sameMask || !i))
      v.fast = both(v.fast, v.masks[i]);
  }
  // Known aligned and contiguous under one mask (or none): the run is all
  // on or all off, one vector or nothing.
  if (!v.fast || (aligned && v.contiguous && sameMask))
    return; // no element-by-element path (slowMasks empty)
  Value slow = arith::XOrIOp::create(
      b, loc, v.fast, arith::ConstantOp::create(b, loc, b.getBoolAttr(true)));
  for (Value m : v.masks)
    v.slowMasks.push_back(m ? both(slow, m) : slow);
}

SmallVector<Value> TileLowering::vectorLoad(Location loc,
                                            const VectorAccess &v, Type t,
                                            Value other) {
  int64_t n = v.ptrs.size();
  if (!v.fast) // known aligned, contiguous and unmasked
    return loadVector(b, loc, v.ptrs[0], t, n);
  ArrayRef<Value> addrs(v.ptrs);
  auto load = nv::LdGlobalVecOp::create(
      b, loc, SmallVector<Type>(n, t), v.fast,
      v.contiguous ? addrs.take_front() : addrs, v.slowMasks, other,
      v.contiguous);
  return SmallVector<Value>(load.getElems());
}

LogicalResult TileLowering::lowerLoad(LoadOp op) {
  auto type = op.getResult().getType();
  if (op.getOther() && op.getMask() &&
      storageElementType(type.getElementType()) != type.getElementType())
    return op.emitOpError("'other' is not supported for 8-bit float tiles");
  if (loweredWhereUsed(op.getResult()))
    return success();
  Location loc = op.getLoc();
  Type elemType = storageElementType(type.getElementType());
  int64_t vec = vectorSlots(*this, type);
  SmallVector<Value> elems;
  for (int64_t s = 0, e = slotsPerThread(type, numThreads); s < e; s += vec) {
    if (vec == 1) {
      elems.push_back(loadElement(op, Index{{}, Value(), s}));
      continue;
    }
    VectorAccess v = vectorAccess(loc, type, scalars.lookup(op.getBase()),
                                  pointerAlignment(op.getBase()), elemType,
                                  op.getOffsets(), op.getMask(), s, vec);
    Value other;
    if (op.getMask())
      other = op.getOther() ? scalars.lookup(op.getOther())
                            : arith::ConstantOp::create(
                                  b, loc, b.getZeroAttr(elemType))
                                  .getResult();
    llvm::append_range(elems, vectorLoad(loc, v, elemType, other));
  }
  tiles[op.getResult()] = std::move(elems);
  return success();
}

void TileLowering::keepFragmentIfUsersTakeIt(Location loc, Value v) {
  if (fragmentOf(v) && !usersTakeFragment(v))
    toBlocked(loc, v);
}

/// Whether the lowering of `op` (a tile.broadcast of a row or column
/// vector, or a tile.expand_dims feeding only such) waits for a user that
/// needs it in the blocked distribution: tile-assign-layouts wrote the
/// broadcast in a fragment, or every user converts it into one in its
/// block; they read it at the fragment's positions from the staged vector.
bool tile::lowering::defersToFragment(TileLowering &l, Operation *op) {
  if (l.gatherLoads || l.partialBarriers() || op->getNumResults() != 1)
    return false;
  Value result = op->getResult(0);
  if (result.use_empty() || l.isRecomputable(result))
    return false;
  if (auto ed = dyn_cast<ExpandDimsOp>(op))
    return llvm::all_of(ed->getUsers(), [&](Operation *user) {
      return isa<BroadcastOp>(user) && user->getBlock() == ed->getBlock() &&
             defersToFragment(l, user);
    });
  auto bc = dyn_cast<BroadcastOp>(op);
  return bc && broadcastVector(result).first &&
         (l.usersTakeFragment(result) ||
          llvm::all_of(result.getUses(), [&](OpOperand &use) {
            return use.getOwner()->getBlock() == op->getBlock() &&
                   l.takesConvertedIntoFragment(use);
          }));
}

/// Whether `op` only feeds block-scaled dots (mma.sync or tcgen05) in its
/// block: as A, or as B through a transpose left for the dot
/// (transposedInStaging). The dot stages its packed bytes then (two e2m1
/// values per byte, K-major: the fragment registers' layout, and the
/// tensor core's), and the nibbles are never taken apart.
bool tile::lowering::unpackedInStaging(UnpackFp4Op op) {
  if (op->use_empty() || op.getResult().getType().getRank() != 2 ||
      op->getParentOp()->hasAttr(kPipelineAttrName) ||
      op->getParentOp()->hasAttr(kPersistentAttrName))
    return false;
  return llvm::all_of(op->getUses(), [&](OpOperand &use) {
    Operation *user = use.getOwner();
    if (user->getBlock() != op->getBlock())
      return false;
    if (auto scaled = dyn_cast<DotScaledOp>(user))
      return (scaled.getKind() == DotKind::block_scale ||
              scaled.getKind() == DotKind::tcgen05) &&
             use.get() == scaled.getA() && use.get() != scaled.getB();
    auto tr = dyn_cast<TransOp>(user);
    return tr && transposedInStaging(tr) &&
           llvm::all_of(tr->getUsers(),
                        [](Operation *u) { return isa<DotScaledOp>(u); });
  });
}

bool TileLowering::isDeferredTranspose(Value v) const {
  return deferred.count(v) && v.getDefiningOp<TransOp>();
}

bool TileLowering::isDeferredUnpack(Value v) const {
  return deferred.count(v) && v.getDefiningOp<UnpackFp4Op>();
}

void TileLowering::ensureLowered(Value v) {
  if (!deferred.erase(v))
    return;
  Operation *def = v.getDefiningOp();
  ensureLowered(def->getOperand(0));
  if (auto unpack = dyn_cast<UnpackFp4Op>(def))
    (void)lowerUnpackFp4(unpack);
  else
    (void)lowerRelayout(def);
}

/// Stores an accumulator from its fragment: each thread writes the elements
/// it holds where they belong, with no trip through shared memory. A run of
/// slots on consecutive columns (FragmentLayout::run) goes out as one vector
/// store (up to 16 bytes) when, at run time, its offsets are consecutive, the
/// first address is aligned to the vector and every element's mask is set;
/// otherwise element by element. Offsets that are affine in the column fold
/// the contiguity test away, leaving the alignment and mask tests.
LogicalResult TileLowering::storeFragment(StoreOp op,
                                          const FragmentLayout &layout) {
  Location loc = op.getLoc();
  Type elemType = storageElementType(op.getValue().getType().getElementType());
  int64_t bytes = storageBytes(elemType);
  Value base = scalars.lookup(op.getBase());
  const SmallVector<Value> &regs = tiles[op.getValue()];
  int64_t vec = 1;
  while (bytes >= 2 && vec * 2 <= std::min<int64_t>(layout.run, 4) &&
         vec * 2 * bytes <= 16 && layout.numSlots % (vec * 2) == 0)
    vec *= 2;
  // A run's vec columns start at a multiple of vec: its first address is
  // aligned, its offsets consecutive and its mask the same throughout
  // where the index arithmetic says so for such groups.
  bool aligned = vec > 1 && pointerAlignment(op.getBase()) >= vec * bytes &&
                 indexTileDivisor(op.getOffsets(), 1, vec) >= vec;
  bool contiguous = vec > 1 && indexTileContiguous(op.getOffsets(), 1, vec);
  bool uniformMask = vec > 1 && op.getMask() && !layout.valid &&
                     maskUniform(op.getMask(), 1, vec);
  for (int64_t s = 0; s < layout.numSlots; s += vec) {
    VectorAccess v;
    v.contiguous = contiguous;
    SmallVector<Value> offsets;
    for (int64_t i = 0; i < vec; ++i) {
      auto [row, col] = layout.position(s + i);
      Index idx;
      idx.multi = {row, col};
      offsets.push_back(elementAt(op.getOffsets(), idx));
      v.ptrs.push_back(addressOf(loc, base, elemType, offsets.back()));
      Value mask = op.getMask() ? (uniformMask && i ? v.masks.front()
                                                    : elementAt(op.getMask(), idx))
                                : Value();
      if (Value ok = layout.valid ? layout.valid(s + i) : Value())
        mask = mask ? arith::AndIOp::create(b, loc, mask, ok).getResult() : ok;
      v.masks.push_back(mask);
    }
    if (vec == 1) {
      if (v.masks[0])
        predicatedStore(loc, v.ptrs[0], v.masks[0], regs[s]);
      else
        LLVM::StoreOp::create(b, loc, regs[s], v.ptrs[0]);
      continue;
    }
    vectorAccessTest(loc, v, offsets, bytes, aligned,
                     !layout.valid && (!op.getMask() || uniformMask));
    vectorStore(loc, v.fast, v.ptrs, v.slowMasks,
                ArrayRef<Value>(regs).slice(s, vec), contiguous);
  }
  return success();
}

/// `values` to consecutive addresses from ptrs[0] with one st.global.vN when
/// `fast`, else value i to ptrs[i] where slowMasks[i] holds (all i1).
/// With `contiguous` the addresses are ptrs[0] + i elements.
void TileLowering::vectorStore(Location loc, Value fast, ArrayRef<Value> ptrs,
                               ArrayRef<Value> slowMasks,
                               ArrayRef<Value> values, bool contiguous) {
  if (!fast) // known aligned, contiguous and unmasked
    return storeVector(b, loc, ptrs[0], values);
  nv::StGlobalVecOp::create(b, loc, fast, values,
                            contiguous ? ptrs.take_front() : ptrs, slowMasks,
                            contiguous);
}

LogicalResult TileLowering::lowerStore(StoreOp op) {
  Location loc = op.getLoc();
  if (const FragmentLayout *layout = fragmentOf(op.getValue())) {
    if (canStoreFromFragment(op, op.getValue()))
      return storeFragment(op, *layout);
    toBlocked(loc, op.getValue());
  }
  auto type = op.getValue().getType();
  Value base = scalars.lookup(op.getBase());
  if (int64_t vec = vectorSlots(*this, type); vec > 1) {
    Type elemType = storageElementType(type.getElementType());
    for (int64_t s = 0, e = slotsPerThread(type, numThreads); s < e;
         s += vec) {
      VectorAccess v =
          vectorAccess(loc, type, base, pointerAlignment(op.getBase()),
                       elemType, op.getOffsets(), op.getMask(), s, vec);
      SmallVector<Value> values;
      for (int64_t i = 0; i < vec; ++i)
        values.push_back(elementAt(op.getValue(), Index{{}, Value(), s + i}));
      vectorStore(loc, v.fast, v.ptrs, v.slowMasks, values, v.contiguous);
    }
    return success();
  }
  // Where the tile's elements repeat over the block (fewer than the
  // threads, or a last slot wrapping around to the first elements: thread
  // t's slot s holds element t + T s mod n), only an element's first
  // holder, the thread with t + T s < n, stores it. The others would store
  // the same value only if they read it at the same moment: a replica of a
  // loaded counter that reads after another replica's store writes once
  // more (a lagging warp in a lock's critical section incremented twice).
  int64_t n = numElements(type);
  for (int64_t s = 0, e = slotsPerThread(type, numThreads); s < e; ++s) {
    Index idx{{}, Value(), s};
    Value ptr = addressOf(loc, base, storageElementType(type.getElementType()),
                          elementAt(op.getOffsets(), idx));
    Value v = elementAt(op.getValue(), idx);
    Value mask = op.getMask() ? elementAt(op.getMask(), idx) : Value();
    if (blockedSlotRepeats(n, numThreads, s)) {
      Value first = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::ult, tid,
          constI32(b, loc, n - s * int64_t(numThreads)));
      mask = mask ? arith::AndIOp::create(b, loc, mask, first).getResult()
                  : first;
    }
    if (!mask) {
      LLVM::StoreOp::create(b, loc, v, ptr);
      continue;
    }
    predicatedStore(loc, ptr, mask, v);
  }
  return success();
}
