//===- IndexTiles.cpp - What index arithmetic is known to be --------------===//
//
// How index tiles (tile.range, splats, broadcasts and arithmetic of them)
// and the scalars they are built from change along a dimension, what they
// are divisible by, whether they run contiguously, whether a mask is
// uniform over groups, and how loop-carried values advance: the facts the
// tile-pipeline pass and the cp.async copies of convert-tile-to-llvm build
// on (Triton's AxisInfo, with tile.hint promises as its assumptions).
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/IndexTiles.h"
#include "TileDialect/Analysis/ElementwiseOps.h"
#include "TileDialect/TileDialect.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace tile;

/// The promises of tile.hint (applyHints) the analysis reads.
static constexpr llvm::StringLiteral kDivisibilityAttrName =
    TileDialect::kDivisibilityAttrName;
static constexpr llvm::StringLiteral kContiguityAttrName =
    TileDialect::kContiguityAttrName;

/// How an index tile changes along dimension `dim` (indexTileStride).
/// Wrapping arithmetic keeps the difference exact (x + c - x == c modulo
/// 2^n).
/// For a value an scf.for carries (an iter_arg) and yields unchanged or
/// advanced by a loop invariant: its initial value and the increment (null
/// when unchanged); else nulls. Triton's `a_ptrs += BLOCK_K * stride_ak`,
/// and the coordinates (advanced) and strides (unchanged) of its block
/// pointers.
std::pair<Value, Value> tile::carriedAffine(Value v) {
  auto arg = dyn_cast<BlockArgument>(v);
  auto loop = arg ? dyn_cast_or_null<scf::ForOp>(arg.getOwner()->getParentOp())
                  : scf::ForOp();
  if (!loop || arg.getArgNumber() == 0)
    return {};
  unsigned i = arg.getArgNumber() - 1;
  Value next = loop.getBody()->getTerminator()->getOperand(i);
  if (next == v)
    return {loop.getInitArgs()[i], Value()};
  auto add = next.getDefiningOp<arith::AddIOp>();
  if (!add)
    return {};
  Value inc = add.getLhs() == arg ? add.getRhs()
              : add.getRhs() == arg ? add.getLhs()
                                    : Value();
  if (!inc || !loop.isDefinedOutsideOfLoop(inc))
    return {};
  return {loop.getInitArgs()[i], inc};
}

/// carriedAffine where the value is advanced (a non-null increment).
static std::pair<Value, Value> advancedByInvariant(Value v) {
  auto [init, inc] = carriedAffine(v);
  return inc ? std::pair<Value, Value>{init, inc} : std::pair<Value, Value>{};
}

/// Entry `dim` (0 for a scalar) of a tile.hint promise `name` that
/// applyHints left on v's defining op, or 0.
static int64_t hinted(Value v, StringRef name, int64_t dim) {
  Operation *def = v.getDefiningOp();
  auto values = def ? def->getAttrOfType<DenseI64ArrayAttr>(name)
                    : DenseI64ArrayAttr();
  if (!values || dim < 0 || dim >= int64_t(values.size()))
    return 0;
  return values[dim];
}

/// `v`, or where it is a value an scf.for carries unchanged (yields as it
/// is: what Triton's block pointers carry besides their coordinates), its
/// initial value, repeatedly.
static Value throughUnchanged(Value v) {
  for (unsigned i = 0; i < 16; ++i) {
    auto [init, inc] = carriedAffine(v);
    if (!init || inc)
      return v;
    v = init;
  }
  return v;
}

/// The integer constant `x` is everywhere: a constant, a splat or
/// broadcast of one (a stride a launch specialized to 1), possibly carried
/// unchanged by a loop.
static std::optional<int64_t> splatConstant(Value x) {
  for (unsigned i = 0; i < 16; ++i) {
    x = throughUnchanged(x);
    APInt c;
    if (matchPattern(x, m_ConstantInt(&c)))
      return c.getSExtValue();
    if (auto splat = x.getDefiningOp<SplatOp>())
      x = splat.getSrc();
    else if (auto bc = x.getDefiningOp<BroadcastOp>())
      x = bc.getSrc();
    else if (auto ed = x.getDefiningOp<ExpandDimsOp>())
      x = ed.getSrc();
    else
      return std::nullopt;
  }
  return std::nullopt;
}

static std::optional<int64_t> dimStrideOf(Value v, int64_t dim,
                                          unsigned depth);

/// dimStrideOf, or where that proves nothing, 1 along a dimension a
/// tile.hint promises contiguous from end to end.
static std::optional<int64_t> dimStride(Value v, int64_t dim,
                                        unsigned depth = 0) {
  std::optional<int64_t> s = dimStrideOf(v, dim, depth);
  if (!s && dim >= 0) {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (type && dim < type.getRank() && type.getDimSize(dim) > 1 &&
        hinted(v, kContiguityAttrName, dim) >= type.getDimSize(dim))
      return 1;
  }
  return s;
}

static std::optional<int64_t> dimStrideOf(Value v, int64_t dim,
                                          unsigned depth) {
  if (!isa<RankedTensorType>(v.getType()))
    return 0; // a scalar operand
  Operation *def = v.getDefiningOp();
  if (!def || depth > 64)
    return std::nullopt;
  if (isa<SplatOp>(def) || splatConstant(v))
    return 0;
  if (isa<RangeOp>(def))
    return 1; // 1-D: dim is 0
  if (auto ed = dyn_cast<ExpandDimsOp>(def)) {
    int64_t axis = ed.getAxis();
    if (dim == axis)
      return 0;
    return dimStride(ed.getSrc(), dim > axis ? dim - 1 : dim, depth + 1);
  }
  if (auto bc = dyn_cast<BroadcastOp>(def)) {
    if (bc.getSrc().getType().getDimSize(dim) == 1)
      return 0;
    return dimStride(bc.getSrc(), dim, depth + 1);
  }
  if (auto tr = dyn_cast<TransOp>(def))
    return dimStride(tr.getSrc(), 1 - dim, depth + 1);
  // Widened offsets (Triton's int64 block-pointer offsets): the stride of
  // the narrow ones, as Triton's AxisInfo takes it (the narrow index
  // arithmetic does not wrap within a tile).
  if (isa<arith::ExtSIOp, arith::ExtUIOp>(def))
    return dimStride(def->getOperand(0), dim, depth + 1);
  if (def->getNumOperands() == 2 &&
      isa<arith::AddIOp, arith::SubIOp, arith::MulIOp>(def)) {
    std::optional<int64_t> x = dimStride(def->getOperand(0), dim, depth + 1);
    std::optional<int64_t> y = dimStride(def->getOperand(1), dim, depth + 1);
    if (!x || !y)
      return std::nullopt;
    if (isa<arith::AddIOp>(def))
      return *x + *y;
    if (isa<arith::SubIOp>(def))
      return *x - *y;
    if (*x == 0 && *y == 0)
      return 0;
    if (std::optional<int64_t> c = splatConstant(def->getOperand(0)); c && *x == 0)
      return *c * *y;
    if (std::optional<int64_t> c = splatConstant(def->getOperand(1)); c && *y == 0)
      return *c * *x;
    return std::nullopt;
  }
  // Anything else elementwise: constant along `dim` if its operands are.
  if (def->getNumRegions() == 0 && def->getNumResults() == 1 &&
      llvm::all_of(def->getOperands(), [&](Value o) {
        return dimStride(o, dim, depth + 1) == std::optional<int64_t>(0);
      }) &&
      (isa<arith::ArithDialect>(def->getDialect())))
    return 0;
  return std::nullopt;
}

std::optional<int64_t> tile::indexTileStride(Value v, int64_t dim) {
  return dimStride(v, dim);
}

/// Divisors are powers of two up to kMaxPowerOfTwoDivisor (a zero is
/// divisible by any: powerOfTwoDivisor).
static int64_t timesDivisors(int64_t a, int64_t b) {
  return std::min<int64_t>(kMaxPowerOfTwoDivisor, a * b); // both at most 2^30
}

static int64_t scalarDivisorOf(Value v, unsigned depth);

int64_t tile::scalarDivisor(Value v, unsigned depth) {
  return std::max(scalarDivisorOf(v, depth),
                  hinted(v, kDivisibilityAttrName, 0));
}

static int64_t scalarDivisorOf(Value v, unsigned depth) {
  if (depth > 32)
    return 1;
  v = throughUnchanged(v);
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return powerOfTwoDivisor(c.getSExtValue());
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    Operation *owner = arg.getOwner()->getParentOp();
    if (auto kernel = dyn_cast_or_null<KernelOp>(owner)) {
      if (auto d = kernel.getArgAttrOfType<IntegerAttr>(arg.getArgNumber(),
                                                        kDivisibilityAttrName))
        return std::min<int64_t>(kMaxPowerOfTwoDivisor, d.getInt());
      return 1;
    }
    // An induction variable: lower bound + i * step.
    if (auto loop = dyn_cast_or_null<scf::ForOp>(owner))
      if (arg == loop.getInductionVar())
        return std::min(scalarDivisor(loop.getLowerBound(), depth + 1),
                        scalarDivisor(loop.getStep(), depth + 1));
    return 1;
  }
  Operation *def = v.getDefiningOp();
  if (!def)
    return 1;
  auto operand = [&](unsigned i) {
    return scalarDivisor(def->getOperand(i), depth + 1);
  };
  if (isa<arith::AddIOp, arith::SubIOp>(def))
    return std::min(operand(0), operand(1));
  if (isa<arith::MulIOp>(def))
    return timesDivisors(operand(0), operand(1));
  if (isa<arith::ShLIOp>(def))
    if (matchPattern(def->getOperand(1), m_ConstantInt(&c)) &&
        c.getZExtValue() < 31)
      return timesDivisors(operand(0), int64_t(1) << c.getZExtValue());
  // (A pointer retyped through its address keeps its alignment.)
  if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::IndexCastOp, PtrToIntOp,
          IntToPtrOp>(def))
    return operand(0);
  if (isa<arith::SelectOp>(def))
    return std::min(operand(1), operand(2));
  return 1;
}

static int64_t indexTileDivisorOf(Value v, int64_t dim, int64_t q,
                                  unsigned depth);

/// What a tile.hint promises indexTileDivisor: the first element of each
/// contiguity-C group along `dim` is a multiple of D, so a group of q
/// (aligned) starts at a multiple of min(D, q) where q divides C, of D
/// where C divides q; every element, along no dimension (dim < 0), only
/// without contiguity.
static int64_t hintedDivisor(Value v, int64_t dim, int64_t q) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type)
    return 0;
  if (dim < 0) {
    int64_t d = 0;
    for (int64_t i = 0, e = std::max<int64_t>(1, type.getRank()); i < e; ++i) {
      if (hinted(v, kContiguityAttrName, i) > 1)
        return 0;
      int64_t di = hinted(v, kDivisibilityAttrName, i);
      d = i ? std::min(d, di) : di;
    }
    return d;
  }
  int64_t d = hinted(v, kDivisibilityAttrName, dim);
  int64_t c = std::max<int64_t>(1, hinted(v, kContiguityAttrName, dim));
  if (!d)
    return 0;
  if (c % q == 0)
    return std::min(d, q);
  return q % c == 0 ? d : 0;
}

int64_t tile::indexTileDivisor(Value v, int64_t dim, int64_t q,
                               unsigned depth) {
  return std::max(indexTileDivisorOf(v, dim, q, depth),
                  hintedDivisor(v, dim, q));
}

static int64_t indexTileDivisorOf(Value v, int64_t dim, int64_t q,
                                  unsigned depth) {
  if (!isa<RankedTensorType>(v.getType()))
    return scalarDivisor(v, depth);
  Operation *def = v.getDefiningOp();
  if (!def || depth > 64)
    return 1;
  auto recurse = [&](Value x, int64_t d) {
    return indexTileDivisor(x, d, q, depth + 1);
  };
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return powerOfTwoDivisor(c.getSExtValue());
  if (auto splat = dyn_cast<SplatOp>(def))
    return scalarDivisor(splat.getSrc(), depth + 1);
  if (auto range = dyn_cast<RangeOp>(def)) {
    // start + p at the positions p taken: multiples of q along dim 0, or
    // all of them.
    int64_t start = powerOfTwoDivisor(range.getStart());
    if (range.getResult().getType().getDimSize(0) == 1)
      return start;
    return dim == 0 ? std::min(start, q) : 1;
  }
  if (auto ed = dyn_cast<ExpandDimsOp>(def)) {
    int64_t axis = ed.getAxis();
    return recurse(ed.getSrc(), dim < 0 || dim == axis ? -1
                                : dim > axis           ? dim - 1
                                                       : dim);
  }
  if (auto bc = dyn_cast<BroadcastOp>(def))
    return recurse(bc.getSrc(),
                   dim >= 0 && bc.getSrc().getType().getDimSize(dim) == 1 ? -1
                                                                          : dim);
  if (auto tr = dyn_cast<TransOp>(def))
    return recurse(tr.getSrc(), dim < 0 ? -1 : 1 - dim);
  if (isa<arith::AddIOp, arith::SubIOp>(def))
    return std::min(recurse(def->getOperand(0), dim),
                    recurse(def->getOperand(1), dim));
  if (isa<arith::MulIOp>(def))
    return timesDivisors(recurse(def->getOperand(0), dim),
                         recurse(def->getOperand(1), dim));
  if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::IndexCastOp>(def))
    return recurse(def->getOperand(0), dim);
  // x % n = x - k n.
  if (isa<arith::RemSIOp, arith::RemUIOp>(def))
    return std::min(recurse(def->getOperand(0), dim),
                    recurse(def->getOperand(1), dim));
  return 1;
}

bool tile::indexTileContiguous(Value v, int64_t dim, int64_t q,
                               unsigned depth) {
  if (dimStride(v, dim) == std::optional<int64_t>(1))
    return true;
  // A tile.hint's contiguity in aligned groups that q divides.
  if (int64_t c = hinted(v, kContiguityAttrName, dim); c && c % q == 0)
    return true;
  if (depth > 32 || !isa<RankedTensorType>(v.getType()))
    return false;
  auto constantAlong = [&](Value x) {
    return dimStride(x, dim) == std::optional<int64_t>(0);
  };
  // A carried tile advanced by an increment constant along dim.
  if (auto [init, inc] = advancedByInvariant(v); init)
    return constantAlong(inc) && indexTileContiguous(init, dim, q, depth + 1);
  Operation *def = v.getDefiningOp();
  if (!def)
    return false;
  // Times one (a stride Triton's specialization made the constant 1).
  if (isa<arith::MulIOp>(def)) {
    auto isOne = [](Value x) { return splatConstant(x) == 1; };
    for (unsigned i = 0; i < 2; ++i)
      if (isOne(def->getOperand(1 - i)))
        return indexTileContiguous(def->getOperand(i), dim, q, depth + 1);
    return false;
  }
  if (auto ed = dyn_cast<ExpandDimsOp>(def)) {
    int64_t axis = ed.getAxis();
    return dim != axis &&
           indexTileContiguous(ed.getSrc(), dim > axis ? dim - 1 : dim, q,
                               depth + 1);
  }
  if (auto bc = dyn_cast<BroadcastOp>(def))
    return bc.getSrc().getType().getDimSize(dim) != 1 &&
           indexTileContiguous(bc.getSrc(), dim, q, depth + 1);
  // Contiguous plus constant along dim.
  if (isa<arith::AddIOp>(def)) {
    Value x = def->getOperand(0), y = def->getOperand(1);
    return (constantAlong(y) && indexTileContiguous(x, dim, q, depth + 1)) ||
           (constantAlong(x) && indexTileContiguous(y, dim, q, depth + 1));
  }
  // x % n (Triton's AxisInfo rule; the tutorials' `% N` offsets): a group
  // of q starts at a multiple of q and n is one too, so no group crosses a
  // multiple of n (nor, for a signed x, zero).
  if (isa<arith::RemSIOp, arith::RemUIOp>(def)) {
    Value x = def->getOperand(0), n = def->getOperand(1);
    return constantAlong(n) && indexTileDivisor(n, -1, q) % q == 0 &&
           indexTileDivisor(x, dim, q) % q == 0 &&
           indexTileContiguous(x, dim, q, depth + 1);
  }
  return false;
}

bool tile::maskUniform(Value mask, int64_t dim, int64_t q, unsigned depth) {
  if (dimStride(mask, dim) == std::optional<int64_t>(0))
    return true;
  Operation *def = mask.getDefiningOp();
  if (!def || depth > 32 || !isa<RankedTensorType>(mask.getType()))
    return false;
  if (isa<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(def))
    return maskUniform(def->getOperand(0), dim, q, depth + 1) &&
           maskUniform(def->getOperand(1), dim, q, depth + 1);
  if (auto ed = dyn_cast<ExpandDimsOp>(def)) {
    int64_t axis = ed.getAxis();
    return dim == axis ||
           maskUniform(ed.getSrc(), dim > axis ? dim - 1 : dim, q, depth + 1);
  }
  if (auto bc = dyn_cast<BroadcastOp>(def))
    return bc.getSrc().getType().getDimSize(dim) == 1 ||
           maskUniform(bc.getSrc(), dim, q, depth + 1);
  // x < y: within a group x runs over k q .. k q + q - 1 and y, constant
  // along dim, is a multiple of q, so every x of the group lies on the same
  // side of y; so for x >= y (its negation) and the mirrored y > x, y <= x.
  if (auto cmp = dyn_cast<arith::CmpIOp>(def)) {
    using P = arith::CmpIPredicate;
    if (cmp.getPredicate() == P::eq || cmp.getPredicate() == P::ne)
      return false;
    auto rising = [&](Value x) {
      return indexTileContiguous(x, dim, q) && indexTileDivisor(x, dim, q) % q == 0;
    };
    auto bound = [&](Value y) {
      return dimStride(y, dim) == std::optional<int64_t>(0) &&
             indexTileDivisor(y, -1, q) % q == 0;
    };
    Value x = cmp.getLhs(), y = cmp.getRhs();
    // x <= y is x < y + 1: a bound one past a multiple of q; only the
    // strict forms (and their mirrors, y > x, x >= y) are group-uniform.
    P p = cmp.getPredicate();
    bool xRises = rising(x) && bound(y);
    bool yRises = rising(y) && bound(x);
    if (xRises)
      return p == P::slt || p == P::ult || p == P::sge || p == P::uge;
    if (yRises)
      return p == P::sgt || p == P::ugt || p == P::sle || p == P::ule;
    return false;
  }
  return false;
}

int64_t tile::pointerAlignment(Value base) {
  return isa<PointerType>(base.getType()) ? scalarDivisor(base) : 1;
}

//===----------------------------------------------------------------------===//
// Index tiles and gatherable vectors
//===----------------------------------------------------------------------===//

/// How deep an index expression may be to be recomputed at another index
/// (the lowering's elementAt recurses through it); deeper ones go through shared memory
/// like any other data, which bounds the recursion of both functions.
static constexpr unsigned kMaxRecomputeDepth = 256;

/// Whether `op` (or an op nested in it) may write memory: ops without
/// memory-effect information count as writers.
static bool mayWrite(Operation *op) {
  if (auto effects = dyn_cast<MemoryEffectOpInterface>(op)) {
    if (effects.hasEffect<MemoryEffects::Write>())
      return true;
  } else if (!op->hasTrait<OpTrait::HasRecursiveMemoryEffects>()) {
    return true;
  }
  for (Region &region : op->getRegions())
    for (Operation &nested : region.getOps())
      if (mayWrite(&nested))
        return true;
  return false;
}

/// Whether the tile `read` (a tile.load) loads may be read again, at any
/// index, where it is used instead of where `read` is: every op that uses
/// its tile (directly or through other tile ops) is in its block or nested
/// in an op of it, and no op between `read` and the last of them may write
/// memory.
static bool readIsStable(Operation *read) {
  Block *block = read->getBlock();
  Operation *last = read;
  SmallVector<Value> work{read->getResult(0)};
  llvm::DenseSet<Value> seen{read->getResult(0)};
  while (!work.empty()) {
    Value v = work.pop_back_val();
    for (Operation *user : v.getUsers()) {
      Operation *at = block->findAncestorOpInBlock(*user);
      if (!at)
        return false;
      if (last->isBeforeInBlock(at))
        last = at;
      for (Value r : user->getResults())
        if (isa<RankedTensorType>(r.getType()) && seen.insert(r).second)
          work.push_back(r);
    }
  }
  return noWritesBetween(read, last);
}

bool tile::noWritesBetween(Operation *from, Operation *to) {
  Operation *at = from->getBlock()->findAncestorOpInBlock(*to);
  if (!at || at->isBeforeInBlock(from))
    return false;
  for (Operation *op = from->getNextNode(); op && op != at;
       op = op->getNextNode())
    if (mayWrite(op))
      return false;
  return true;
}

static bool isRecomputableImpl(Value v, llvm::DenseMap<Value, bool> &memo,
                               unsigned depth, bool loads) {
  auto it = memo.find(v);
  if (it != memo.end())
    return it->second;
  bool result = false;
  Operation *def = v.getDefiningOp();
  if (!def || depth > kMaxRecomputeDepth) {
    result = false;
  } else if (isa<RangeOp, SplatOp>(def)) {
    result = true;
  } else if (auto c = dyn_cast<arith::ConstantOp>(def)) {
    auto dense = dyn_cast<DenseElementsAttr>(c.getValue());
    result = dense && dense.isSplat();
  } else if (isa<BroadcastOp, ExpandDimsOp, TransOp>(def)) {
    result = isRecomputableImpl(def->getOperand(0), memo, depth + 1, loads);
  } else if (isElementwiseArith(def)) {
    result = llvm::all_of(def->getOperands(), [&](Value o) {
      return !isa<RankedTensorType>(o.getType()) ||
             isRecomputableImpl(o, memo, depth + 1, loads);
    });
  } else if (auto load = dyn_cast<LoadOp>(def); load && loads) {
    // A vector (a bias, a per-row scale) loaded at index-tile offsets (and
    // mask): read element by element where it is needed. A thread of the
    // accumulator then loads one element per distinct row or column it
    // holds; a whole 2-D tile would be one load per accumulator element,
    // all live at once, so those go through shared memory.
    auto shape = load.getResult().getType().getShape();
    result = llvm::count_if(shape, [](int64_t d) { return d != 1; }) <= 1 &&
             isRecomputableImpl(load.getOffsets(), memo, depth + 1, false) &&
             (!load.getMask() ||
              isRecomputableImpl(load.getMask(), memo, depth + 1, false)) &&
             readIsStable(load);
  }
  memo[v] = result;
  return result;
}

bool tile::isIndexTile(Value v, llvm::DenseMap<Value, bool> *memo) {
  llvm::DenseMap<Value, bool> local;
  return isRecomputableImpl(v, memo ? *memo : local, 0, /*loads=*/false);
}

bool tile::recomputedWhereUsed(Value v, llvm::DenseMap<Value, bool> &memo) {
  if (!isa<RankedTensorType>(v.getType()) || v.use_empty())
    return false;
  auto [it, inserted] = memo.try_emplace(v, false);
  if (!inserted)
    return it->second;
  // Every use leads into copies' offsets or masks, which are index tiles
  // (asked from the copy, as its lowering does: the depth bound counts
  // from there), so `v`, in their expressions, is one too.
  bool result = llvm::all_of(v.getUses(), [&](OpOperand &use) {
    Operation *user = use.getOwner();
    if (auto copy = dyn_cast<AsyncCopyOp>(user))
      return isIndexTile(copy.getOffsets()) &&
             (!copy.getMask() || isIndexTile(copy.getMask()));
    return user->getNumResults() && !user->getNumRegions() &&
           isMemoryEffectFree(user) &&
           llvm::all_of(user->getResults(), [&](Value r) {
             return recomputedWhereUsed(r, memo);
           });
  });
  memo[v] = result;
  return result;
}

bool tile::recomputedWhereUsed(Operation *op,
                               llvm::DenseMap<Value, bool> &memo) {
  return op->getNumResults() && !op->getNumRegions() &&
         llvm::all_of(op->getResults(),
                      [&](Value r) { return recomputedWhereUsed(r, memo); });
}

bool tile::runsDownColumns(Value v) {
  return indexTileStride(v, 0) == std::optional<int64_t>(1) &&
         indexTileStride(v, 1) != std::optional<int64_t>(1);
}

bool tile::isGatherable(Value v) {
  llvm::DenseMap<Value, bool> memo;
  return isRecomputableImpl(v, memo, 0, /*loads=*/true);
}
