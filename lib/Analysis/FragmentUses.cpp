//===- FragmentUses.cpp - What stays in a dot's fragment registers --------===//
//
// Which values may stay in a tensor-core dot's fragment registers: the
// accumulator and elementwise arithmetic of it, the row vectors its row
// reductions leave, the row or column vectors broadcast into it, and the
// stores and ops that can take it there. convert-tile-to-llvm lowers these
// in the fragment layout; tile-pipeline asks the same questions of a
// persistent loop's epilogue.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/FragmentUses.h"
#include "TileDialect/Analysis/ElementwiseOps.h"
#include "TileDialect/Analysis/IndexTiles.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace tile;

std::pair<Value, bool> tile::broadcastVector(Value v) {
  auto bc = v.getDefiningOp<BroadcastOp>();
  if (!bc || bc.getResult().getType().getRank() != 2)
    return {};
  Value src = bc.getSrc();
  ArrayRef<int64_t> shape = bc.getSrc().getType().getShape();
  if ((shape[0] == 1) == (shape[1] == 1))
    return {};
  bool byRow = shape[1] == 1;
  if (auto ed = src.getDefiningOp<ExpandDimsOp>())
    src = ed.getSrc();
  return {src, byRow};
}

/// What an scf.for yields for `v`, its loop-carried argument or result
/// (null for any other value).
static Value yieldedFor(Value v) {
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
    if (!loop || arg.getArgNumber() == 0)
      return {};
    return loop.getBody()->getTerminator()->getOperand(arg.getArgNumber() - 1);
  }
  if (auto loop = v.getDefiningOp<scf::ForOp>())
    return loop.getBody()->getTerminator()->getOperand(
        cast<OpResult>(v).getResultNumber());
  return {};
}

/// What the two branches of an scf.if yield for `v`, one of its results
/// (empty for any other value, or an scf.if without an else branch).
static SmallVector<Value, 2> yieldedByIf(Value v) {
  auto ifOp = v.getDefiningOp<scf::IfOp>();
  if (!ifOp || ifOp.getElseRegion().empty())
    return {};
  unsigned i = cast<OpResult>(v).getResultNumber();
  return {ifOp.thenYield().getOperand(i), ifOp.elseYield().getOperand(i)};
}

bool tile::isSplat(Value v) {
  if (v.getDefiningOp<SplatOp>())
    return true;
  DenseElementsAttr dense;
  return matchPattern(v, m_Constant(&dense)) && dense.isSplat();
}

/// Whether every branch value `branches` of an scf.if result is `is` or a
/// splat, and one is `is` (the loop a tile-overlap-dots guard skips
/// yields its splat inits).
template <typename Pred>
static bool branchesAre(ArrayRef<Value> branches, Pred is) {
  bool any = false;
  for (Value b : branches) {
    if (is(b))
      any = true;
    else if (!isSplat(b))
      return false;
  }
  return any;
}

static bool fromDotImpl(Value v, llvm::DenseMap<Value, bool> &memo,
                        unsigned depth) {
  if (depth > kMaxLookAhead)
    return false;
  if (auto it = memo.find(v); it != memo.end())
    return it->second;
  memo[v] = false; // in progress: a cycle of loop arguments alone is no dot
  bool result = false;
  if (Value yielded = yieldedFor(v)) {
    result = fromDotImpl(yielded, memo, depth + 1);
  } else if (SmallVector<Value, 2> branches = yieldedByIf(v);
             !branches.empty()) {
    // Both branches' values (attention's causal mask applied in one).
    result = branchesAre(branches, [&](Value b) {
      return fromDotImpl(b, memo, depth + 1);
    });
  } else if (Operation *def = v.getDefiningOp()) {
    // (A tcgen05 accumulator read back from tensor memory is one too.)
    if (isa<DotOp, DotScaledOp, TmemLoadOp>(def))
      result = true;
    else if (auto wait = dyn_cast<DotWaitOp>(def))
      result = fromDotImpl(wait.getValue(), memo, depth + 1);
    else
      result = isElementwiseArith(def) &&
               llvm::any_of(def->getOperands(), [&](Value o) {
                 return fromDotImpl(o, memo, depth + 1);
               });
  }
  memo[v] = result;
  return result;
}

bool tile::fromDot(Value v) {
  llvm::DenseMap<Value, bool> memo;
  return fromDotImpl(v, memo, 0);
}

bool tile::fromRowReduce(Value v, llvm::DenseMap<Value, bool> &memo,
                                   unsigned depth) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || type.getRank() != 1 || depth > kMaxLookAhead)
    return false;
  if (auto it = memo.find(v); it != memo.end())
    return it->second;
  memo[v] = true; // optimistic for the loop-carried cycle
  bool result = false;
  if (Value yielded = yieldedFor(v)) {
    result = fromRowReduce(yielded, memo, depth + 1);
  } else if (SmallVector<Value, 2> branches = yieldedByIf(v);
             !branches.empty()) {
    result = branchesAre(branches, [&](Value b) {
      return fromRowReduce(b, memo, depth + 1);
    });
  } else if (Operation *def = v.getDefiningOp()) {
    if (auto r = dyn_cast<ReduceOp>(def))
      result = r.getAxis() == 1 && r.getSrc().getType().getRank() == 2 &&
               fromDot(r.getSrc());
    else if (isElementwiseArith(def) && def->getNumResults() == 1)
      result = llvm::any_of(def->getOperands(),
                            [&](Value o) {
                              return fromRowReduce(o, memo, depth + 1);
                            }) &&
               llvm::all_of(def->getOperands(), [&](Value o) {
                 return !isa<RankedTensorType>(o.getType()) ||
                        isIndexTile(o) ||
                        fromRowReduce(o, memo, depth + 1);
               });
  }
  memo[v] = result;
  return result;
}

bool tile::fromRowReduce(Value v) {
  llvm::DenseMap<Value, bool> memo;
  return fromRowReduce(v, memo);
}

bool tile::broadcastsIntoFragment(BroadcastOp bc) {
  Value result = bc.getResult();
  if (!broadcastVector(result).first || result.use_empty())
    return false;
  return llvm::all_of(result.getUsers(), [&](Operation *user) {
    return user->getBlock() == bc->getBlock() && isElementwiseArith(user) &&
           llvm::any_of(user->getOperands(), [&](Value o) {
             return o != result && isa<RankedTensorType>(o.getType()) &&
                    fromDot(o);
           });
  });
}

bool tile::broadcastsIntoFragment(ExpandDimsOp ed) {
  return !ed->use_empty() &&
         llvm::all_of(ed->getUsers(), [&](Operation *user) {
           auto bc = dyn_cast<BroadcastOp>(user);
           return bc && bc->getBlock() == ed->getBlock() &&
                  broadcastsIntoFragment(bc);
         });
}

bool tile::canStoreFromFragment(Operation *user, Value v) {
  if (cast<RankedTensorType>(v.getType()).getRank() != 2)
    return false;
  // tile.store_box writes any layout into shared memory.
  if (auto box = dyn_cast<StoreBoxOp>(user))
    return box.getValue() == v;
  auto store = dyn_cast<StoreOp>(user);
  return store && store.getValue() == v && store.getOffsets() != v &&
         isIndexTile(store.getOffsets()) &&
         (!store.getMask() || isIndexTile(store.getMask()));
}

bool tile::takesFragment(Operation *user, Value v, bool loads) {
  if (canStoreFromFragment(user, v))
    return true;
  // tcgen05.st writes the registers of #tile.tcgen05 as they are; a
  // buffer store writes a fragment's runs where its layout puts them.
  if (auto st = dyn_cast<TmemStoreOp>(user))
    return st.getValue() == v;
  if (auto st = dyn_cast<BufferStoreOp>(user))
    return st.getValue() == v && st.getValue().getType().getRank() == 2;
  // The wait for an async dot passes its registers through.
  if (isa<DotWaitOp>(user))
    return true;
  if (!loads) {
    // A row reduction (shuffles within the fragment's rows; staged from
    // the registers where the layout has no row structure).
    if (auto r = dyn_cast<ReduceOp>(user))
      return r.getSrc() == v && r.getAxis() == 1 &&
             r.getSrc().getType().getRank() == 2;
    // A row vector broadcast back into a fragment (read from its rows), or
    // carried by a loop in the fragment's rows.
    if (auto ed = dyn_cast<ExpandDimsOp>(user))
      return ed.getAxis() == 1 && broadcastsIntoFragment(ed);
    if (isa<scf::YieldOp>(user) && isa<scf::ForOp>(user->getParentOp()))
      return fromRowReduce(v);
    // A dot result (or arithmetic of one) an scf.if yields where its other
    // branch yields one too, for users that take the result so: the scf.if
    // result stays in the fragment.
    if (auto ifOp = dyn_cast<scf::IfOp>(user->getParentOp());
        ifOp && isa<scf::YieldOp>(user))
      return llvm::all_of(
          llvm::enumerate(user->getOperands()), [&](auto yielded) {
            if (yielded.value() != v)
              return true;
            Value result = ifOp.getResult(yielded.index());
            // (An unused result takes it as it is.)
            return (fromDot(result) || fromRowReduce(result)) &&
                   llvm::all_of(result.getUsers(), [&](Operation *u) {
                     return takesFragment(u, result, loads);
                   });
          });
    // A loop's init, where the loop carries that argument in a fragment
    // (tile-overlap-dots' first iteration, computed before its loop).
    if (auto loop = dyn_cast<scf::ForOp>(user))
      return llvm::all_of(
          llvm::enumerate(loop.getInitArgs()), [&](auto init) {
            unsigned i = init.index();
            return init.value() != v || carriedAccumulatorDot(loop, i) ||
                   carriedRowsDot(loop, i) || carriedFragmentDot(loop, i);
          });
    // A tensor-core dot of mma.sync or wgmma: its operands are staged to
    // shared memory from the registers, the accumulator used in them. A
    // tcgen05 one stages its A and writes its C to tensor memory from
    // them (B, staged from the blocked distribution, comes from loads).
    if (auto dot = dyn_cast<DotOp>(user)) {
      std::optional<DotKind> kind = dot.getKind();
      if (kind == DotKind::tcgen05)
        return dot.getB() != v;
      return kind == DotKind::mma_sync || kind == DotKind::wgmma;
    }
  }
  if (!isElementwiseArith(user) || user->getNumResults() != 1 ||
      !isa<RankedTensorType>(user->getResult(0).getType()))
    return false;
  // The other operands: index tiles (recomputed at the fragment's
  // positions), and outside persistent epilogues row or column vectors
  // broadcast (read from the staged vector) and other dot results.
  return llvm::all_of(user->getOperands(), [&](Value o) {
    return o == v || !isa<RankedTensorType>(o.getType()) ||
           (loads ? isGatherable(o)
                  : isIndexTile(o) || broadcastVector(o).first || fromDot(o) ||
                        fromRowReduce(o));
  });
}

/// Whether `v` is `arg`, or a single-use elementwise op in `body` of
/// exactly one such chained tile operand (the others index tiles or
/// broadcast vectors).
static bool chainFrom(Value v, Value arg, Block *body, unsigned depth) {
  if (v == arg)
    return true;
  Operation *def = v.getDefiningOp();
  if (!def || depth > kMaxLookAhead || def->getBlock() != body ||
      !v.hasOneUse() || !isElementwiseArith(def) || def->getNumResults() != 1)
    return false;
  int chained = 0;
  for (Value o : def->getOperands()) {
    if (!isa<RankedTensorType>(o.getType()) || isIndexTile(o) ||
        broadcastVector(o).first)
      continue;
    if (chained++ || !chainFrom(o, arg, body, depth + 1))
      return false;
  }
  return chained == 1;
}

Operation *tile::carriedAccumulatorDot(scf::ForOp loop, unsigned i) {
  Value arg = loop.getRegionIterArgs()[i];
  Operation *dot = loop.getYieldedValues()[i].getDefiningOp();
  // An async dot's result through its wait (tile-overlap-dots).
  if (auto wait = dyn_cast_or_null<DotWaitOp>(dot))
    dot = wait.getValue().getDefiningOp();
  // The argument's one use (besides the waits for a dot the loop carries
  // in flight: tile-pipeline-loads' GEMM waits for the previous one).
  auto uses = llvm::make_filter_range(arg.getUsers(), [](Operation *user) {
    return !isa<DotWaitOp>(user);
  });
  if (!isa_and_present<DotOp, DotScaledOp>(dot) ||
      dot->getBlock() != loop.getBody() ||
      std::distance(uses.begin(), uses.end()) != 1 ||
      !dot->getResult(0).hasOneUse())
    return nullptr;
  Value acc = isa<DotOp>(dot) ? cast<DotOp>(dot).getAcc()
                              : cast<DotScaledOp>(dot).getAcc();
  if (acc != arg &&
      (!isa<DotOp>(dot) || !chainFrom(acc, arg, loop.getBody(), 0)))
    return nullptr;
  return dot;
}

/// The tile.reduce in `body` that `v` is (elementwise arithmetic of).
static ReduceOp reductionOf(Value v, Block *body, llvm::DenseSet<Value> &seen,
                            unsigned depth) {
  Operation *def = v.getDefiningOp();
  if (!def || depth > kMaxLookAhead || def->getBlock() != body ||
      !seen.insert(v).second)
    return {};
  if (auto r = dyn_cast<ReduceOp>(def))
    return r;
  if (!isElementwiseArith(def))
    return {};
  for (Value o : def->getOperands())
    if (ReduceOp r = reductionOf(o, body, seen, depth + 1))
      return r;
  return {};
}

/// The tile.dot `v` is (elementwise arithmetic of).
static Operation *dotOf(Value v, llvm::DenseSet<Value> &seen, unsigned depth,
                        bool readBack = false) {
  Operation *def = v.getDefiningOp();
  if (!def || depth > kMaxLookAhead || !seen.insert(v).second)
    return nullptr;
  if (isa<DotOp>(def) || (readBack && isa<TmemLoadOp>(def)))
    return def;
  if (auto wait = dyn_cast<DotWaitOp>(def))
    return dotOf(wait.getValue(), seen, depth + 1, readBack);
  for (Value b : yieldedByIf(v))
    if (Operation *dot = dotOf(b, seen, depth + 1, readBack))
      return dot;
  if (!isElementwiseArith(def))
    return nullptr;
  for (Value o : def->getOperands())
    if (Operation *dot = dotOf(o, seen, depth + 1, readBack))
      return dot;
  return nullptr;
}

Operation *tile::carriedFragmentDot(scf::ForOp loop, unsigned i) {
  Value yielded = loop.getYieldedValues()[i];
  auto type = dyn_cast<RankedTensorType>(yielded.getType());
  if (!type || type.getRank() != 2 || !fromDot(yielded))
    return nullptr;
  llvm::DenseSet<Value> seen;
  Operation *dot = dotOf(yielded, seen, 0);
  if (!dot || cast<RankedTensorType>(dot->getResult(0).getType()).getShape() !=
                  type.getShape())
    return nullptr;
  return dot;
}

Operation *tile::carriedRowsDot(scf::ForOp loop, unsigned i) {
  Value yielded = loop.getYieldedValues()[i];
  if (!fromRowReduce(yielded))
    return nullptr;
  llvm::DenseSet<Value> seen;
  ReduceOp r = reductionOf(yielded, loop.getBody(), seen, 0);
  seen.clear();
  return r ? dotOf(r.getSrc(), seen, 0, /*readBack=*/true) : nullptr;
}

bool tile::transposedInStaging(TransOp tr) {
  Operation *parent = tr->getParentOp();
  if (tr->use_empty() || tr.getResult().getType().getRank() != 2 ||
      parent->hasAttr(TileDialect::kPipelineAttrName) ||
      parent->hasAttr(TileDialect::kPersistentAttrName))
    return false;
  return llvm::all_of(tr->getUses(), [&](OpOperand &use) {
    if (use.getOwner()->getBlock() != tr->getBlock())
      return false;
    // Operand B of a block-scaled mma.sync (its A and B are staged alike),
    // or of a tcgen05 one when it transposes packed FP4 bytes.
    if (auto scaled = dyn_cast<DotScaledOp>(use.getOwner()))
      return (scaled.getKind() == DotKind::block_scale ||
              (scaled.getKind() == DotKind::tcgen05 &&
               tr.getSrc().getDefiningOp<UnpackFp4Op>())) &&
             use.get() == scaled.getB() && use.get() != scaled.getA();
    auto dot = dyn_cast<DotOp>(use.getOwner());
    std::optional<DotKind> kind = dot ? dot.getKind() : std::nullopt;
    return dot && use.getOperandNumber() < 2 &&
           (kind == DotKind::mma_sync || kind == DotKind::wgmma ||
            kind == DotKind::tcgen05);
  });
}
