//===- PipelineLoads.cpp - tile-pipeline-loads -----------------------------===//
//
// The generic software pipeliner, as an IR rewrite: the tile.loads of a
// loop become cp.async copies into rings of shared-memory buffers issued
// stages - 1 iterations ahead, and buffer loads where they stood
// (include/TileDialect/TileBuffers.td). Any number of loads, with or
// without dots; what it needs of a load is that its addresses and mask
// can be computed for another iteration. A GEMM's K loop of cp.async rings
// keeps its wgmma dot in flight across iterations and copies stages - 2
// iterations ahead (DotsInFlight.h). A tcgen05 dot's loop keeps its
// accumulator in tensor memory (PipelineTcgen05.cpp); the steps on one
// loop are LoopPipeliner's (LoopPipeliner.h).
//
//===----------------------------------------------------------------------===//

#include "DotsInFlight.h"
#include "LoopPipeliner.h"
#include "LoopScalars.h"
#include "TileDialect/Analysis/IndexTiles.h"
#include "TileDialect/Analysis/PipelineMatch.h"
#include "TileDialect/Passes.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"

namespace tile {
#define GEN_PASS_DEF_TILEPIPELINELOADS
#include "TileDialect/Passes.h.inc"
} // namespace tile

using namespace mlir;
using namespace tile;

scf::ForOp LoopPipeliner::persistentParent() {
  auto parent = dyn_cast<scf::ForOp>(loop->getParentOp());
  if (!parent || boxes.empty() || !loads.empty() ||
      !isa<KernelOp>(parent->getParentOp()) ||
      !parent.getInductionVar().getType().isInteger(32) ||
      parent->hasAttr(TileDialect::kPersistentAttrName))
    return {};
  for (Value v : {loop.getLowerBound(), loop.getUpperBound(), loop.getStep()})
    if (!scalarOf(v, parent.getBody(), [&](Value w) {
          return w == parent.getInductionVar() ||
                 parent.isDefinedOutsideOfLoop(w);
        }))
      return {};
  return parent;
}

void LoopPipeliner::planPersistent() {
  scf::ForOp parent = persistentParent();
  if (!parent)
    return;
  // Constant bounds move before the tiles' loop.
  for (Value v : {loop.getLowerBound(), loop.getUpperBound(), loop.getStep()})
    if (!parent.isDefinedOutsideOfLoop(v) &&
        v.getDefiningOp()->hasTrait<OpTrait::ConstantLike>())
      v.getDefiningOp()->moveBefore(parent);
  outer = parent;
}

void LoopPipeliner::carryBase(OpBuilder &b) {
  Location loc = loop.getLoc();
  IRRewriter rewriter(b.getContext());
  Value lb = loop.getLowerBound(), ub = loop.getUpperBound(),
        step = loop.getStep();
  FailureOr<LoopLikeOpInterface> grown = outer.replaceWithAdditionalYields(
      rewriter, ValueRange{c32(b, 0)}, /*replaceInitOperandUsesInLoop=*/false,
      [&](OpBuilder &y, Location, ArrayRef<BlockArgument> args) {
        // ceil((ub - lb) / step) iterations where ub > lb, else none.
        Value span = arith::SubIOp::create(y, loc, ub, lb);
        Value trips = arith::DivSIOp::create(
            y, loc,
            arith::AddIOp::create(
                y, loc, span,
                arith::SubIOp::create(y, loc, step, c32(y, 1))),
            step);
        Value any = arith::CmpIOp::create(y, loc, arith::CmpIPredicate::sgt,
                                          ub, lb);
        trips = arith::SelectOp::create(y, loc, any, trips, c32(y, 0));
        return SmallVector<Value>{
            arith::AddIOp::create(y, loc, args.front(), trips)};
      });
  replaced = {outer, cast<scf::ForOp>(grown->getOperation())};
  outer = replaced.second;
  base = outer.getRegionIterArgs().back();
}

void LoopPipeliner::planInFlight() {
  DotOp dot;
  if (stages >= 3 && !loads.empty() && boxes.empty() &&
      !whyNotInFlight(loop, dot, carried))
    inFlight = dot;
}

bool LoopPipeliner::recomputable(Value v, unsigned depth) {
  if (v == loop.getInductionVar() || loop.isDefinedOutsideOfLoop(v))
    return true;
  Operation *def = v.getDefiningOp();
  if (!def || depth > 64 || def->getBlock() != loop.getBody() ||
      def->getNumRegions() || !isMemoryEffectFree(def))
    return false;
  return llvm::all_of(def->getOperands(), [&](Value operand) {
    return recomputable(operand, depth + 1);
  });
}

Value LoopPipeliner::cloneFor(Value v, OpBuilder &b, IRMapping &map) {
  if (Value done = map.lookupOrNull(v))
    return done;
  if (loop.isDefinedOutsideOfLoop(v))
    return v;
  Operation *def = v.getDefiningOp();
  for (Value operand : def->getOperands())
    cloneFor(operand, b, map);
  Operation *copy = b.clone(*def, map);
  return copy->getResult(cast<OpResult>(v).getResultNumber());
}

std::optional<std::string> LoopPipeliner::whyNot() {
  if (loop->hasAttr(TileDialect::kPipelineAttrName) ||
      loop->hasAttr(TileDialect::kPersistentAttrName))
    return std::string("tile-pipeline planned it");
  if (!loop.getInductionVar().getType().isInteger(32))
    return std::string("its induction variable is not i32");
  for (Operation &op : loop.getBody()->without_terminator()) {
    if (op.getNumRegions()) {
      // Arithmetic in an scf.if (attention's causal mask on the diagonal
      // blocks only) stays where it is; loads, dots and other regions in
      // it would be moved or staged apart from it.
      if (isa<scf::IfOp>(op) && isMemoryEffectFree(&op) &&
          !op.walk([](Operation *nested) {
               return isa<DotOp, DotScaledOp>(nested) ||
                              (nested->getNumRegions() &&
                               !isa<scf::IfOp>(nested))
                          ? WalkResult::interrupt()
                          : WalkResult::advance();
             }).wasInterrupted())
        continue;
      return "it holds an '" + op.getName().getStringRef().str() +
             "' with memory effects, dots or loops (a loop body of "
             "straight-line ops, or an scf.if of arithmetic only)";
    }
    if (auto dot = dyn_cast<DotOp>(op)) {
      if (dot.getKind() == DotKind::wgmma)
        asyncProxy = true;
      else if (dot.getKind() == DotKind::tcgen05 && tcgen05Scaled)
        return std::string("it runs more than one tcgen05 dot");
      else if (dot.getKind() == DotKind::tcgen05)
        tcgen05Dots.push_back(dot);
      else if (dot.getKind() != DotKind::mma_sync)
        return "a tile.dot is " +
               (dot.getKind() ? stringifyDotKind(*dot.getKind()).str()
                              : std::string("of no kind yet")) +
               ", not mma.sync or wgmma (its operands would be staged "
               "again from registers)";
    }
    if (auto scaled = dyn_cast<DotScaledOp>(op)) {
      // On tcgen05 (cp.async rings; tile.tmem_dot_scaled); block-scaled
      // mma.sync keeps tile-pipeline's templates.
      if (scaled.getKind() != DotKind::tcgen05)
        return "it runs a tile.dot_scaled (" + scaled.getFormatName().str() +
               ") on " +
               (scaled.getKind() ? stringifyDotKind(*scaled.getKind()).str()
                                 : std::string("no kind yet")) +
               ", not tcgen05";
      if (!tcgen05Dots.empty() || tcgen05Scaled)
        return std::string("it runs more than one tcgen05 dot");
      tcgen05Scaled = scaled;
    }
    if (auto load = dyn_cast<LoadOp>(op)) {
      auto type = load.getResult().getType();
      bool zeroOther = !load.getOther() ||
                       matchPattern(load.getOther(), m_AnyZeroFloat()) ||
                       matchPattern(load.getOther(), m_Zero());
      if (type.getRank() <= 2 && !type.getElementType().isInteger(1) &&
          zeroOther && recomputable(load.getOffsets()) &&
          (!load.getMask() || recomputable(load.getMask())))
        loads.push_back(load);
      continue;
    }
    if (auto box = dyn_cast<LoadBoxOp>(op)) {
      bool movable = loop.isDefinedOutsideOfLoop(box.getDesc()) &&
                     llvm::all_of(box.getCoords(),
                                  [&](Value c) { return recomputable(c); });
      if (!movable)
        continue;
      std::string why;
      if (SharedLayoutAttr layout = boxRingLayout(box, why)) {
        boxes.push_back(box);
        boxLayouts.push_back(layout);
      } else if (!narrowBox) {
        narrowBox = box, narrowWhy = why;
      }
      continue;
    }
    if (!isMemoryEffectFree(&op))
      return "'" + op.getName().getStringRef().str() +
             "' has memory effects (a load moved iterations ahead could "
             "read what it writes)";
  }
  // One tcgen05 dot: a K loop, its accumulator in tensor memory
  // (PipelineTcgen05.cpp). Several (attention's S = Q K^T and O += P V):
  // each stays a tile.dot that runs by itself in its iteration, reading
  // what it can from the rings through descriptors (the async proxy, as
  // wgmma's).
  if (tcgen05Dots.size() == 1)
    tcgen05 = tcgen05Dots.front();
  else if (!tcgen05Dots.empty())
    asyncProxy = true;
  if (loads.empty() && boxes.empty() && narrowBox) {
    std::string type;
    llvm::raw_string_ostream os(type);
    os << narrowBox.getResult().getType();
    return "its tile.load_box (" + type + ") " + narrowWhy;
  }
  if (loads.empty() && boxes.empty())
    return std::string("no tile.load (or tile.load_box) whose addresses "
                       "are computed from the induction variable");
  if (tcgen05 || tcgen05Scaled)
    if (std::string why = whyNotTcgen05Ring(); !why.empty())
      return why;
  return std::nullopt;
}

SharedLayoutAttr LoopPipeliner::boxRingLayout(LoadBoxOp box, std::string &why) {
  int64_t rowBytes = box.getRowBytes();
  if (rowBytes % 128 == 0)
    return box.getSharedLayout();
  if (rowBytes != 32 && rowBytes != 64) {
    why = "has rows of " + std::to_string(rowBytes) +
          " bytes: TMA rings take boxes of rows of 32, 64 or a multiple of "
          "128 bytes (a swizzle's span), a box of other rows is read where "
          "it lands";
    return {};
  }
  for (Operation *user : box.getDesc().getUsers()) {
    auto other = dyn_cast<LoadBoxOp>(user);
    auto copy = dyn_cast<AsyncLoadBoxOp>(user);
    if ((other && other->getBlock() == loop.getBody() &&
         other.getRowBytes() == rowBytes) ||
        (copy && cast<BufferType>(copy.getBuffer().getType())
                         .getLayout()
                         .getSwizzle() == rowBytes))
      continue;
    std::string where;
    if (auto at = dyn_cast<FileLineColLoc>(user->getLoc()))
      where = " at line " + std::to_string(at.getLine());
    why = "has rows of " + std::to_string(rowBytes) +
          " bytes, and its tensor map is also used by the '" +
          user->getName().getStringRef().str() + "'" + where +
          ", which takes it unswizzled: a TMA ring would need the map " +
          "encoded with the " + std::to_string(rowBytes) +
          "-byte swizzle (the box is read where it lands)";
    return {};
  }
  auto elemBytes = box.getSharedLayout().getElemBytes();
  return SharedLayoutAttr::get(loop.getContext(), rowBytes, elemBytes,
                               /*transposed=*/false, /*pad=*/0);
}

Value LoopPipeliner::viewOf(LoadOp load) {
  auto cast = scaledOnlyUser<arith::BitcastOp>(load.getResult());
  return cast && isa<RankedTensorType>(cast.getType()) ? cast.getResult()
                                                       : load.getResult();
}

LoadOp LoopPipeliner::loadUnder(Value v) {
  if (auto cast = v.getDefiningOp<arith::BitcastOp>();
      cast && tcgen05Scaled && cast->getBlock() == loop.getBody() &&
      v.hasOneUse())
    v = cast.getIn();
  else if (UnpackFp4Op unpack = v.getDefiningOp<UnpackFp4Op>();
           unpack && tcgen05Scaled && unpack->getBlock() == loop.getBody() &&
           v.hasOneUse())
    v = unpack.getSrc();
  return v.getDefiningOp<LoadOp>();
}

UnpackFp4Op LoopPipeliner::unpackOf(LoadOp load) {
  return scaledOnlyUser<UnpackFp4Op>(load.getResult());
}

bool LoopPipeliner::downColumns(LoadOp load) {
  if (!tcgen05 && !tcgen05Scaled)
    return false;
  Value b = tmemDotB();
  RankedTensorType type = load.getResult().getType();
  return !b.getDefiningOp<TransOp>() && loadUnder(b) == load &&
         type.getRank() == 2 &&
         (tile::runsDownColumns(load.getOffsets()) ||
          !TmemDotOp::readsMnMajor(storageBytes(type.getElementType())));
}

RankedTensorType LoopPipeliner::ringTileType(LoadOp load) {
  auto type = cast<RankedTensorType>(viewOf(load).getType());
  if (!downColumns(load))
    return type;
  return transposedType(type);
}

void LoopPipeliner::retypeViewedBases(OpBuilder &b) {
  for (LoadOp load : loads) {
    Type viewed =
        cast<RankedTensorType>(viewOf(load).getType()).getElementType();
    Value base = load.getBase();
    if (viewed == load.getResult().getType().getElementType())
      continue;
    Location loc = load.getLoc();
    Value address = PtrToIntOp::create(b, loc, base);
    viewBases[load] = IntToPtrOp::create(
        b, loc, PointerType::get(b.getContext(), viewed), address);
  }
}

SharedLayoutAttr LoopPipeliner::ringLayout(LoadOp load) {
  Value tile = viewOf(load);
  RankedTensorType type = ringTileType(load);
  int64_t bytes = storageBytes(type.getElementType());
  int64_t span = 0;
  // The scales of the block-scaled tcgen05 dot: its scale atoms.
  if (tcgen05Scaled && (tile == tcgen05Scaled.getAScale() ||
                        tile == tcgen05Scaled.getBScale()))
    return SharedLayoutAttr::get(loop.getContext(), 0, 1, false, 0,
                                 /*scales=*/true, /*core=*/false);
  auto feedsDot = [&](Value v) {
    return llvm::any_of(v.getUses(), [&](OpOperand &use) {
      return (isa<DotOp>(use.getOwner()) && use.getOperandNumber() < 2) ||
             (use.getOwner() == tcgen05Scaled.getOperation() &&
              (use.getOperandNumber() == 0 || use.getOperandNumber() == 2));
    });
  };
  // (FP4: the packed bytes' tile.unpack_fp4 is the operand, or B's
  // tile.trans of it.)
  if (UnpackFp4Op unpack = unpackOf(load))
    tile = unpack.getResult();
  bool dotOperand =
      feedsDot(tile) ||
      llvm::any_of(tile.getUsers(), [&](Operation *user) {
        auto trans = dyn_cast<TransOp>(user);
        return trans && feedsDot(trans.getResult());
      });
  // 8- and 32-bit operands too where the loop's tcgen05 dot reads them
  // (its descriptors take every swizzle; wgmma's rings of those stay
  // plain).
  bool swizzles = bytes == 2 || ((tcgen05 || tcgen05Scaled) && bytes <= 4);
  if (dotOperand && swizzles && type.getRank() == 2)
    for (int64_t s : {128, 64, 32})
      if (type.getDimSize(1) * bytes % s == 0) {
        span = s;
        break;
      }
  // Lines no swizzle spans (an 8-bit K x N B of 48 or 144 bytes of N):
  // the tcgen05 descriptors' core matrices.
  if (dotOperand && !span && (tcgen05 || tcgen05Scaled) &&
      type.getRank() == 2 &&
      SharedLayoutAttr::holdsCoreMatrices(type.getDimSize(0),
                                          type.getDimSize(1) * bytes))
    return SharedLayoutAttr::getCore(loop.getContext(), bytes);
  return SharedLayoutAttr::get(loop.getContext(), span, bytes, false, 0);
}

Value LoopPipeliner::ringIteration(OpBuilder &b) {
  Location loc = loop.getLoc();
  Value j = iterationNumber(b, loc, loop.getInductionVar(),
                            loop.getLowerBound(), loop.getStep());
  if (outer) // counted on from the tiles before
    j = arith::AddIOp::create(b, loc, base, j);
  return j;
}

Value LoopPipeliner::stepsFrom(OpBuilder &b, Value from, int64_t n) {
  return stepsFrom(b, from, c32(b, n));
}

Value LoopPipeliner::stepsFrom(OpBuilder &b, Value from, Value n) {
  Location loc = loop.getLoc();
  return arith::AddIOp::create(
      b, loc, from, arith::MulIOp::create(b, loc, loop.getStep(), n));
}

Value LoopPipeliner::c32(OpBuilder &b, int64_t v) {
  return arith::ConstantOp::create(b, loop.getLoc(),
                                   b.getI32IntegerAttr(int32_t(v)));
}

void LoopPipeliner::copyIteration(OpBuilder &b, Value iv, Value stage,
                                  ArrayRef<Value> rings) {
  Location loc = loop.getLoc();
  Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                        iv, loop.getUpperBound());
  IRMapping map;
  map.map(loop.getInductionVar(), iv);
  for (auto [load, ring] : llvm::zip(loads, rings))
    copyLoad(b, load, ring, stage, inRange, map);
  AsyncCommitOp::create(b, loc);
}

void LoopPipeliner::copyLoad(OpBuilder &b, LoadOp load, Value ring, Value stage,
                             Value inRange, IRMapping &map) {
  Location loc = loop.getLoc();
  Value offsets = cloneFor(load.getOffsets(), b, map);
  auto maskType =
      cast<RankedTensorType>(offsets.getType()).clone(b.getI1Type());
  Value mask = SplatOp::create(b, loc, maskType, inRange);
  if (load.getMask())
    mask = arith::AndIOp::create(b, loc, cloneFor(load.getMask(), b, map),
                                 mask);
  // Down a B's columns: the N x K ring's lines along K, where the
  // addresses run (the offsets' and mask's tile.trans, index tiles still).
  if (downColumns(load)) {
    auto transposed = [&](Value v) {
      return TransOp::create(
          b, loc, transposedType(cast<RankedTensorType>(v.getType())), v);
    };
    offsets = transposed(offsets);
    mask = transposed(mask);
  }
  Value buffer = stage ? BufferStageOp::create(b, loc, ring, stage) : ring;
  Value base = viewBases.lookup(load);
  AsyncCopyOp::create(b, loc, base ? base : load.getBase(), offsets, mask,
                      buffer);
}

std::pair<Operation *, Operation *> LoopPipeliner::readers(LoadOp load) {
  Operation *first = nullptr, *last = nullptr;
  SmallVector<Value> tiles{load.getResult()};
  while (!tiles.empty()) {
    Value v = tiles.pop_back_val();
    for (Operation *user : v.getUsers()) {
      if (auto trans = dyn_cast<TransOp>(user))
        tiles.push_back(trans.getResult());
      Operation *at = loop.getBody()->findAncestorOpInBlock(*user);
      if (!first || at->isBeforeInBlock(first))
        first = at;
      if (!last || last->isBeforeInBlock(at))
        last = at;
    }
  }
  return {first, last};
}

std::string LoopPipeliner::whyNotSingle() {
  if (!boxes.empty())
    return "its tile.load_box(es) need rings of 2 or more stages (one "
           "buffer per load, stages = 1, is for cp.async copies)";
  for (LoadOp load : loads) {
    auto [first, last] = readers(load);
    if (!first)
      return "a tile.load's tile is not used";
    if (last->hasTrait<OpTrait::IsTerminator>())
      return "a tile.load's tile is carried to the next iteration (its "
             "buffer would be refilled while it is still read)";
  }
  return "";
}

void LoopPipeliner::rewriteSingle() {
  Location loc = loop.getLoc();
  OpBuilder b(loop);
  Value lb = loop.getLowerBound();
  // Each load's buffer and readers, in the order of the last readers.
  struct Single {
    LoadOp load;
    Operation *first, *last;
    Value buffer;
    unsigned index;
  };
  SmallVector<Single> order;
  for (auto [index, load] : llvm::enumerate(loads)) {
    auto [first, last] = readers(load);
    auto type = load.getResult().getType();
    Value buffer = BufferAllocOp::create(
        b, loc,
        BufferType::get(b.getContext(), type.getShape(),
                        type.getElementType(), ringLayout(load), 0),
        IntegerAttr());
    order.push_back({load, first, last, buffer, unsigned(index)});
  }
  llvm::sort(order, [](const Single &x, const Single &y) {
    if (x.last != y.last)
      return x.last->isBeforeInBlock(y.last);
    return x.index < y.index;
  });
  // Iteration 0's tiles.
  {
    Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                          lb, loop.getUpperBound());
    IRMapping map;
    map.map(loop.getInductionVar(), lb);
    for (Single &s : order) {
      copyLoad(b, s.load, s.buffer, Value(), inRange, map);
      AsyncCommitOp::create(b, loc);
    }
  }
  // Before each first reader: the wait, then the tile from its buffer.
  // Groups committed after load k's: the later loads' of the iteration
  // before, and this iteration's of the loads whose last reader comes
  // before k's first.
  int64_t n = order.size();
  llvm::MapVector<Operation *, int64_t> waits;
  for (auto [rank, s] : llvm::enumerate(order)) {
    int64_t pending = n - 1 - int64_t(rank);
    for (Single &other : order)
      if (other.last->isBeforeInBlock(s.first))
        ++pending;
    auto [it, fresh] = waits.insert({s.first, pending});
    if (!fresh)
      it->second = std::min(it->second, pending);
  }
  for (auto [first, pending] : waits) {
    b.setInsertionPoint(first);
    AsyncWaitOp::create(b, loc, uint32_t(pending), asyncProxy);
  }
  for (Single &s : order) {
    b.setInsertionPoint(s.first);
    s.load.getResult().replaceAllUsesWith(BufferLoadOp::create(
        b, s.load.getLoc(), s.load.getResult().getType(), s.buffer));
  }
  // After each last reader: every thread is done with the buffer, then
  // iteration j + 1's tile goes into it.
  OpBuilder top(loop.getBody(), loop.getBody()->begin());
  Value next = arith::AddIOp::create(top, loc, loop.getInductionVar(),
                                     loop.getStep());
  Value inRange = arith::CmpIOp::create(
      top, loc, arith::CmpIPredicate::slt, next, loop.getUpperBound());
  IRMapping map;
  map.map(loop.getInductionVar(), next);
  Operation *after = nullptr;
  for (Single &s : order) {
    if (s.last != after) {
      b.setInsertionPointAfter(s.last);
      BarrierOp::create(b, loc);
      after = s.last;
    }
    copyLoad(b, s.load, s.buffer, Value(), inRange, map);
    AsyncCommitOp::create(b, loc);
  }
  widenCopyRuns();
  for (LoadOp load : loads)
    load.erase();
  b.setInsertionPointAfter(loop);
  AsyncWaitOp::create(b, loc, 0u);
}

void LoopPipeliner::copyBoxes(OpBuilder &b, Value iv, Value stage,
                              ArrayRef<Value> rings, Value bars) {
  Location loc = loop.getLoc();
  Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                        iv, loop.getUpperBound());
  IRMapping map;
  map.map(loop.getInductionVar(), iv);
  Value bar = BufferStageOp::create(b, loc, bars, stage);
  // The bytes the copies deliver (over a CTA pair, both blocks' to the
  // first block's barrier, which it alone arms).
  int64_t bytes = 0;
  for (LoadBoxOp box : boxes)
    bytes += copiedBytes(box);
  bool pair = bool(pairSplit);
  Value arms = pair ? arith::AndIOp::create(b, loc, inRange, pairFirst)
                    : inRange;
  BarrierExpectOp::create(b, loc, bar, uint32_t(pair ? 2 * bytes : bytes),
                          arms);
  for (auto [box, ring] : llvm::zip(boxes, rings)) {
    SmallVector<Value> coords;
    for (Value c : box.getCoords())
      coords.push_back(cloneFor(c, b, map));
    // A pair's B box: this block's half of N (coordinates innermost
    // first: the tile's dimension d is coordinate 1 - d).
    if (box == pairSplit) {
      int64_t half =
          box.getResult().getType().getDimSize(pairSplitDim) / 2;
      Value &c = coords[1 - pairSplitDim];
      c = arith::AddIOp::create(
          b, loc, c, arith::MulIOp::create(b, loc, pairRank, c32(b, half)));
    }
    Value buffer = BufferStageOp::create(b, loc, ring, stage);
    AsyncLoadBoxOp::create(b, loc, box.getDesc(), coords, buffer, bar,
                           inRange, /*multicast=*/Value(), pair);
  }
}

Value LoopPipeliner::allocRing(OpBuilder &b, RankedTensorType type,
                               SharedLayoutAttr layout) {
  return BufferAllocOp::create(
      b, loop.getLoc(),
      BufferType::get(b.getContext(), type.getShape(), type.getElementType(),
                      layout, stages),
      IntegerAttr());
}

void LoopPipeliner::readFromRing(OpBuilder &b, Operation *op, Value v,
                                 Value ring, Value stage) {
  b.setInsertionPoint(op);
  Value buffer = BufferStageOp::create(b, op->getLoc(), ring, stage);
  v.replaceAllUsesWith(
      BufferLoadOp::create(b, op->getLoc(), v.getType(), buffer));
}

void LoopPipeliner::rewrite() {
  Location loc = loop.getLoc();
  // The rings go before the loop, or before the loop over tiles around
  // it whose tiles share them.
  OpBuilder b(outer ? outer.getOperation() : loop.getOperation());
  MLIRContext *ctx = b.getContext();
  Value lb = loop.getLowerBound();
  SmallVector<Value> rings, boxRings;
  for (LoadOp load : loads)
    rings.push_back(
        allocRing(b, load.getResult().getType(), ringLayout(load)));
  // Boxes land as TMA writes them (swizzled lines), one mbarrier per
  // stage counting their bytes.
  Value bars;
  for (auto [box, layout] : llvm::zip(boxes, boxLayouts))
    boxRings.push_back(allocRing(b, box.getResult().getType(), layout));
  if (!boxes.empty()) {
    bars = allocRing(
        b, RankedTensorType::get({1}, b.getI64Type()),
        SharedLayoutAttr::get(ctx, 0, 8, false, 0));
    BarrierInitOp::create(b, loc, bars, 1);
  }
  if (outer) {
    carryBase(b);
    // Every thread is past the stages the tile before read.
    b.setInsertionPoint(loop);
    BarrierOp::create(b, loc);
  }
  // The first `ahead` iterations' tiles (into stages base + p of a
  // persistent ring).
  int64_t ahead = inFlight ? stages - 2 : stages - 1;
  for (int64_t p = 0; p < ahead; ++p) {
    Value iv = stepsFrom(b, lb, p);
    Value at = c32(b, p);
    if (outer)
      at = arith::RemUIOp::create(
          b, loc, arith::AddIOp::create(b, loc, base, at), c32(b, stages));
    if (!boxes.empty())
      copyBoxes(b, iv, at, boxRings, bars);
    if (!loads.empty())
      copyIteration(b, iv, c32(b, p), rings);
  }
  // Iteration j: wait for its copies, read them where the loads stood.
  Block *body = loop.getBody();
  b.setInsertionPointToStart(body);
  Value iv = loop.getInductionVar();
  Value j = ringIteration(b);
  Value stage = arith::RemUIOp::create(b, loc, j, c32(b, stages));
  Value aheadIv = stepsFrom(b, iv, ahead);
  Value aheadStage = arith::RemUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, j, c32(b, ahead)),
      c32(b, stages));
  if (!loads.empty())
    AsyncWaitOp::create(b, loc, uint32_t(ahead - 1), asyncProxy);
  if (!boxes.empty()) {
    // Iteration j + stages - 1's boxes go into the stage iteration j - 1
    // read, once every thread is past it (the wait's barrier, or one of
    // its own); then this iteration's phase of its stage's mbarrier.
    if (loads.empty())
      BarrierOp::create(b, loc);
    copyBoxes(b, aheadIv, aheadStage, boxRings, bars);
    Value phase = arith::RemUIOp::create(
        b, loc, arith::DivUIOp::create(b, loc, j, c32(b, stages)),
        c32(b, 2));
    BarrierWaitOp::create(b, loc, BufferStageOp::create(b, loc, bars, stage),
                          phase);
  }
  for (auto [load, ring] : llvm::zip(loads, rings))
    readFromRing(b, load, load.getResult(), ring, stage);
  for (auto [box, ring] : llvm::zip(boxes, boxRings))
    readFromRing(b, box, box.getResult(), ring, stage);
  // Then iteration j + ahead's cp.async copies, into the stage iteration
  // j - 1 read (every thread is past it: the wait met at a barrier), or
  // with the dot in flight iteration j - 2 (its dot was waited for in
  // iteration j - 1, before that barrier).
  if (!loads.empty()) {
    b.setInsertionPoint(body->getTerminator());
    copyIteration(b, aheadIv, aheadStage, rings);
  }
  // The dot stays in flight: issued async, the previous iteration's
  // waited for right after it (its stage is free two iterations on), the
  // last one after the loop.
  if (inFlight)
    keepInFlight(loop, inFlight, carried);
  widenCopyRuns();
  for (LoadOp load : loads)
    load.erase();
  releaseBoxPlaces();
  for (LoadBoxOp box : boxes)
    box.erase();
  // No copy in flight after the loop (its rings' bytes are reused; the
  // boxes' copies stop at the loop's end, or the tiles' loop's).
  b.setInsertionPointAfter(outer ? outer.getOperation() : loop.getOperation());
  if (!loads.empty())
    AsyncWaitOp::create(b, loc, 0u);
  if (!boxes.empty())
    BarrierInvalOp::create(b, loc, bars);
}

void LoopPipeliner::dropCarried(unsigned index) {
  tile::dropCarried(loop, index);
}

void LoopPipeliner::widenCopyRuns() {
  if (loads.empty())
    return;
  auto kernel = loop->getParentOfType<KernelOp>();
  int64_t run = 16;
  for (LoadOp load : loads)
    run = std::min<int64_t>(
        run, 16 / storageBytes(load.getResult().getType().getElementType()));
  auto have = kernel->getAttrOfType<IntegerAttr>(TileDialect::kMaxRunAttrName);
  if (run > 4 && (!have || have.getInt() < run))
    kernel->setAttr(TileDialect::kMaxRunAttrName,
                    IntegerAttr::get(IntegerType::get(loop.getContext(), 64),
                                     run));
}

void LoopPipeliner::releaseBoxPlaces() {
  auto kernel = loop->getParentOfType<KernelOp>();
  SmallVector<std::pair<int64_t, int64_t>> places;
  for (LoadBoxOp box : boxes)
    if (std::optional<uint32_t> offset = box.getSmemOffset())
      places.push_back({*offset, box.getBoxBytes() + 8});
  llvm::sort(places, std::greater<>());
  int64_t end = kernel.getSmemBytes().value_or(0);
  for (auto [offset, bytes] : places)
    if (offset + bytes <= end && end - (offset + bytes) < 1024)
      end = offset;
  if (end != kernel.getSmemBytes().value_or(0))
    kernel.setSmemBytes(uint32_t(end));
}

namespace {
struct TilePipelineLoadsPass
    : tile::impl::TilePipelineLoadsBase<TilePipelineLoadsPass> {
  using TilePipelineLoadsBase::TilePipelineLoadsBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (stages < 1 || stages > 8) {
      module.emitError("tile-pipeline-loads needs 1 to 8 stages, got ")
          << unsigned(stages);
      return signalPassFailure();
    }
    // Nothing to do (tile-translate's default run, no loop left to it):
    // the module untouched.
    StringRef planAttr = TileDialect::kPlannedStagesAttrName;
    if (planned && !module
                        .walk([&](scf::ForOp loop) {
                          return loop->hasAttr(planAttr)
                                     ? WalkResult::interrupt()
                                     : WalkResult::advance();
                        })
                        .wasInterrupted())
      return;
    tile::applyHints(module); // before matching index arithmetic
    SmallVector<scf::ForOp> loops;
    module.walk([&](scf::ForOp loop) {
      if (loop->getParentOfType<KernelOp>() &&
          (!loop.getBody()->getOps<LoadOp>().empty() ||
           !loop.getBody()->getOps<LoadBoxOp>().empty()))
        loops.push_back(loop);
    });
    for (scf::ForOp loop : loops) {
      // tile-pipeline's plan for the loop (kPlannedStagesAttrName), which
      // `planned` takes alone.
      auto plan = loop->getAttrOfType<IntegerAttr>(planAttr);
      if (planned && !plan)
        continue;
      // Carried coordinates (block pointers) from the induction variable.
      foldCarriedInductions(loop);
      LoopPipeliner p;
      p.loop = loop;
      p.stages = plan ? plan.getInt() : int64_t(stages);
      if (plan)
        loop->removeAttr(planAttr);
      std::optional<std::string> why = p.whyNot();
      if (!why && p.stages == 1) {
        std::string single = p.whyNotSingle();
        if (!single.empty())
          why = single;
      }
      if (why && plan) {
        loop.emitError("tile-pipeline planned ")
            << p.stages
            << " stages for this loop in the IR, but tile-pipeline-loads "
               "does not pipeline it: "
            << *why;
        return signalPassFailure();
      }
      if (why) {
        if (remarks)
          emitRemark(loop.getLoc()) << "not pipelined in the IR: " << *why;
        continue;
      }
      if (p.stages == 1) {
        if (remarks)
          emitRemark(loop.getLoc())
              << "pipelined in the IR: " << p.loads.size()
              << " tile.load(s) through one cp.async buffer each "
                 "(stages = 1): waited for just before the tile's first "
                 "reader, refilled for the next iteration once its last "
                 "reader is done";
        p.rewriteSingle();
        continue;
      }
      if (p.tcgen05 || p.tcgen05Scaled) {
        p.planPersistent();
        if (remarks && !p.boxes.empty()) {
          InFlightDiagnostic r =
              emitRemark(loop.getLoc())
              << "pipelined in the IR: 2 tile.load_box(es) through "
              << unsigned(p.stages)
              << "-stage TMA rings (tile.async_load_box "
              << unsigned(p.stages)
              << " iterations ahead, one mbarrier per stage), the tcgen05 "
                 "dot reading them in place into an accumulator in tensor "
                 "memory (tile.tmem_dot), each stage released by its MMAs' "
                 "commit (tile.tmem_commit)";
          if (p.outer)
            r << "; persistent: the loop over tiles around it shares the "
                 "rings and the accumulator, stage and phase counting on "
                 "from tile to tile";
          if (p.pairSplit)
            r << "; over CTA pairs: each block copies its A box and half "
                 "of the B box's rows onto the first block's barriers, "
                 "whose MMAs (M = 256) read both blocks' stages and commit "
                 "to both";
        }
        if (p.boxes.empty()) {
          if (remarks)
            emitRemark(loop.getLoc())
                << "pipelined in the IR: " << p.loads.size()
                << " tile.load(s) through " << unsigned(p.stages)
                << "-stage cp.async rings (tile.async_copy "
                << unsigned(p.stages) - 1
                << " iterations ahead, laid out for the MMAs' descriptors"
                << (p.tcgen05Scaled ? "; the scales in tcgen05's scale atoms"
                                    : "")
                << "), the tcgen05 dot reading them in place into an "
                   "accumulator in tensor memory ("
                << (p.tcgen05Scaled ? "tile.tmem_dot_scaled, each stage's "
                                      "scales copied into columns of their "
                                      "own"
                                    : "tile.tmem_dot")
                << "), each stage refilled once its MMAs' commit "
                   "(tile.tmem_commit) released it";
          p.rewriteTcgen05Copies();
          continue;
        }
        p.rewriteTcgen05();
        if (p.replaced.first)
          llvm::replace(loops, p.replaced.first, p.replaced.second);
        continue;
      }
      p.planInFlight();
      p.planPersistent();
      if (remarks) {
        InFlightDiagnostic r = emitRemark(loop.getLoc())
                               << "pipelined in the IR: ";
        if (!p.loads.empty())
          r << p.loads.size() << " tile.load(s) through " << unsigned(p.stages)
            << "-stage cp.async rings (tile.async_copy "
            << unsigned(p.stages) - (p.inFlight ? 2 : 1) << " iterations ahead"
            << (p.inFlight ? ", the wgmma dot kept in flight across iterations"
                           : "")
            << ")";
        if (!p.loads.empty() && !p.boxes.empty())
          r << ", ";
        if (!p.boxes.empty())
          r << p.boxes.size() << " tile.load_box(es) through "
            << unsigned(p.stages) << "-stage TMA rings (tile.async_load_box "
            << unsigned(p.stages) - 1 << " iterations ahead, one mbarrier "
            << "per stage)";
        if (p.outer)
          r << "; persistent: the loop over tiles around it shares the "
               "rings, stage and phase counting on from tile to tile";
        if (!p.tcgen05Dots.empty())
          r << "; its " << p.tcgen05Dots.size()
            << " tcgen05 dots each run in their iteration, reading B from "
               "its ring where a descriptor can";
      }
      p.rewrite();
      // A loop over tiles yet to be looked at (it has loads of its own) is
      // the one carrying the iterations now.
      if (p.replaced.first)
        llvm::replace(loops, p.replaced.first, p.replaced.second);
    }
  }
};
} // namespace
