//===- AssignLayouts.cpp - Give every tile a layout -----------------------===//
//
// tile-assign-layouts writes on every tile type of a kernel how its
// elements are spread over the block's threads (include/TileDialect/
// TileLayouts.td): what convert-tile-to-llvm decides, in its order. First
// every tile blocked; then, walking the kernel as the lowering does
// (decideOp, decideLoop, decideIf), the layout each value is defined in
// (a dot's fragment, the fragment of an elementwise op's first fragment
// operand, a row reduction's #tile.slice, a tcgen05 pipeline's read-back,
// an scf.if's result in the fragment both branches yield it in) and
// whether it stays there (every user takes it: lib/Analysis/FragmentUses) or goes
// to the blocked distribution at once; then the types and the
// tile.convert_layout ops where a user takes a value in another layout
// (rewrite). The numbers are the lowering's: the blocked runs of its
// `max-run`, the accumulator tilings of lib/Analysis/AccumulatorTiling.
// convert-tile-to-llvm{check-layouts} checks the result on the golden
// corpus.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/AccumulatorTiling.h"
#include "TileDialect/Analysis/DotFamilies.h"
#include "TileDialect/Analysis/ElementwiseOps.h"
#include "TileDialect/Analysis/FragmentUses.h"
#include "TileDialect/Analysis/IndexTiles.h"
#include "TileDialect/Analysis/Tcgen05Plan.h"
#include "TileDialect/Passes.h"
#include "TileDialect/TileLayouts.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

namespace tile {
#define GEN_PASS_DEF_TILEASSIGNLAYOUTS
#include "TileDialect/Passes.h.inc"
} // namespace tile

using namespace mlir;
using namespace tile;

namespace {
struct Assigner {
  Assigner(KernelOp kernel, int64_t threads, int64_t maxRun)
      : kernel(kernel), threads(threads), maxRun(maxRun) {}
  KernelOp kernel;
  int64_t threads, maxRun;

  /// `type` in the blocked distribution of the kernel's block.
  RankedTensorType blocked(RankedTensorType type) const {
    int64_t n = ShapedType::getNumElements(type.getShape());
    return type.cloneWithEncoding(BlockedLayoutAttr::get(
        type.getContext(), blockedRun(n, threads, maxRun), threads));
  }

  /// Whether the wgmma dot `op` runs in a warp-specialized pipeline, whose
  /// producer warpgroup computes no tile of the accumulator.
  static bool hasProducerGroup(Operation *op) {
    PipelineAttr plan = pipelineOf(op);
    return plan && plan.getKind() == PipelineKind::tma_wgmma;
  }

  /// The plan of the pipelined loop `op` is in (null where none).
  static PipelineAttr pipelineOf(Operation *op) {
    auto loop = op->getParentOfType<scf::ForOp>();
    return loop ? loop->getAttrOfType<PipelineAttr>(
                      TileDialect::kPipelineAttrName)
                : PipelineAttr();
  }

  /// The fragment the accumulator of `op` lives in, or null where it has
  /// none in registers (tcgen05: tensor memory; a shape the family cannot
  /// tile is an error the lowering reports).
  Attribute accumulatorLayout(Operation *op) const {
    MLIRContext *ctx = op->getContext();
    if (std::optional<MmaTiling> t = mmaSyncAccumulatorTiling(op, threads)) {
      SmallVector<int64_t> block;
      if (t->wn)
        block = {t->tm, t->tn};
      return MmaSyncLayoutAttr::get(ctx, t->units, block, t->wn);
    }
    auto dot = dyn_cast<DotOp>(op);
    if (dot && dot.getKind() == DotKind::tcgen05)
      return tcgen05ResultLayout(dot);
    if (!dot || dot.getKind() != DotKind::wgmma || whyNotWgmma(dot))
      return {};
    WgmmaTiling t = wgmmaDotTiling(dot, threads);
    return WgmmaLayoutAttr::get(ctx, t.nInst,
                                t.units - (hasProducerGroup(op) ? 1 : 0),
                                t.totalUnits);
  }

  /// A tcgen05 tile.dot the lowering runs by itself (no pipeline keeps
  /// its accumulator in tensor memory): with M = 128 every warpgroup reads
  /// its rows back (tcgen05.ld) into #tile.tcgen05, where its users take
  /// them, and a C in it is written to tensor memory from there.
  Attribute tcgen05ResultLayout(DotOp dot) const {
    if (!tcgen05ResultInRows(dot, threads))
      return {};
    int64_t groups = threads / 128;
    return Tcgen05LayoutAttr::get(dot.getContext(), groups, groups);
  }

  /// `v` converted to `type` right after its definition (or at the top of
  /// its block).
  Value convertAfterDef(Value v, RankedTensorType type) {
    if (v.getType() == type)
      return v;
    OpBuilder b(v.getContext());
    if (Operation *def = v.getDefiningOp())
      b.setInsertionPointAfter(def);
    else
      b.setInsertionPointToStart(cast<BlockArgument>(v).getOwner());
    return ConvertLayoutOp::create(b, v.getLoc(), type, v);
  }

  static Value convertBefore(Operation *user, Value v, RankedTensorType type) {
    if (v.getType() == type)
      return v;
    OpBuilder b(user);
    return ConvertLayoutOp::create(b, user->getLoc(), type, v);
  }

  // What the lowering does, in its order (program order; a loop's carried
  // values before its body, its results after): each value's layout at
  // its definition, and whether it stays there or is converted to the
  // blocked distribution right away (a fragment not every user takes).
  llvm::DenseMap<Value, Attribute> layoutOf;
  llvm::SetVector<Value> converted; // in decision order: a stable output
  /// Dot results a loop carries in their fragment (they stay there).
  llvm::DenseSet<Value> carriedResults;
  /// In a persistent loop, whose epilogue gathers vector loads at the
  /// fragment's positions (takesFragment's `loads`).
  bool gatherLoads = false;

  /// A tensor-memory accumulator as every warpgroup reads its lanes back
  /// (tcgen05.ld), or null where they cannot.
  Attribute readBackLayout(TmemLoadOp load) const {
    int64_t groups = threads / 128,
            n = load.getResult().getType().getDimSize(1);
    if (threads % 128 || !tmemReadableBy(n, groups))
      return {};
    return Tcgen05LayoutAttr::get(load.getContext(), groups, groups);
  }

  /// The layout a dot's result, or a tensor-memory accumulator read back,
  /// is held in (null: blocked).
  Attribute producedLayout(Operation *op) const {
    if (auto load = dyn_cast<TmemLoadOp>(op))
      return readBackLayout(load);
    return accumulatorLayout(op);
  }

  /// Records `v` held in `layout` (kept there, or converted to the blocked
  /// distribution right away), unless `layout` cannot lay out v's shape
  /// (a row vector of #tile.tcgen05 broadcast to more columns than a
  /// warpgroup reads back): v stays blocked then.
  void define(Value v, Attribute layout, bool keep) {
    if (!holds(layout, cast<RankedTensorType>(v.getType())))
      return;
    layoutOf[v] = layout;
    if (!keep)
      converted.insert(v);
  }
  /// Whether `layout` lays out tiles of `type` (its encoding verifier).
  static bool holds(Attribute layout, RankedTensorType type) {
    auto encoding = dyn_cast<VerifiableTensorEncoding>(layout);
    if (!encoding)
      return true;
    MLIRContext *ctx = layout.getContext();
    ScopedDiagnosticHandler quiet(ctx, [](Diagnostic &) { return success(); });
    return succeeded(
        encoding.verifyEncoding(type.getShape(), type.getElementType(), [&] {
          return emitError(UnknownLoc::get(ctx));
        }));
  }
  /// The fragment or row layout `v` is held in where users see it, or null
  /// (the blocked distribution).
  Attribute held(Value v) const {
    auto it = layoutOf.find(v);
    return it == layoutOf.end() || converted.contains(v) ? Attribute()
                                                         : it->second;
  }
  bool usersTakeFragment(Value v) const {
    return !v.use_empty() && llvm::all_of(v.getUsers(), [&](Operation *user) {
      return takesFragment(user, v, gatherLoads);
    });
  }

  void assignBlocked();
  void decideBlock(Block &block);
  void decideOp(Operation *op);
  void decideLoop(scf::ForOp loop);
  void decideIf(scf::IfOp ifOp);
  Attribute rowsOf(Attribute fragment, RankedTensorType type) const;
  RankedTensorType wanted(OpOperand &use) const;
  void rewrite();
  void foldConversions();
  LogicalResult checkEveryTileLaidOut();
};
} // namespace

/// Every tile result and region argument in the blocked distribution: a
/// function of the shape alone, so the types of a loop's init, argument,
/// yield and result (or of a load's offsets and mask) stay equal.
void Assigner::assignBlocked() {
  forEachTileValue(kernel.getBody(), [&](Value v) {
    auto type = cast<RankedTensorType>(v.getType());
    if (!type.getEncoding())
      setTileType(v, blocked(type));
  });
}

void Assigner::decideBlock(Block &block) {
  for (Operation &op : block)
    decideOp(&op);
}

/// The row vectors a row reduction of a tile in `fragment` leaves in its
/// rows (the parts of a row that several warps hold combined through
/// shared memory first), or null where its slot groups hold no whole rows
/// (an mma.sync dealt round-robin; a wgmma of several tiles across N).
Attribute Assigner::rowsOf(Attribute fragment, RankedTensorType type) const {
  if (auto mma = dyn_cast<MmaSyncLayoutAttr>(fragment)) {
    if (mma.getWarpTiles().empty())
      return {};
  } else if (auto wgmma = dyn_cast<WgmmaLayoutAttr>(fragment)) {
    // One tile across N, dealt evenly (the lowering's rowsKey condition;
    // the rows need not be a power of two).
    std::optional<WgmmaTiling> t = WgmmaTiling::of(wgmma, type.getShape());
    if (!t || t->tilesN != 1 || t->uneven())
      return {};
  } else if (!isa<Tcgen05LayoutAttr>(fragment)) {
    return {};
  }
  return SliceLayoutAttr::get(fragment.getContext(), 1, fragment);
}

void Assigner::decideOp(Operation *op) {
  if (auto loop = dyn_cast<scf::ForOp>(op))
    return decideLoop(loop);
  if (auto ifOp = dyn_cast<scf::IfOp>(op))
    return decideIf(ifOp);
  if (op->getNumRegions()) {
    // scf.while carries every tile blocked.
    for (Region &region : op->getRegions())
      for (Block &block : region)
        decideBlock(block);
    return;
  }
  if (op->getNumResults() != 1 ||
      !isa<RankedTensorType>(op->getResult(0).getType()))
    return;
  Value result = op->getResult(0);
  if (isa<DotOp, DotScaledOp>(op)) {
    if (Attribute layout = accumulatorLayout(op))
      define(result, layout,
             carriedResults.contains(result) || usersTakeFragment(result));
    return;
  }
  if (auto load = dyn_cast<TmemLoadOp>(op)) {
    if (Attribute layout = readBackLayout(load))
      define(result, layout,
             carriedResults.contains(result) || usersTakeFragment(result));
    return;
  }
  if (auto wait = dyn_cast<DotWaitOp>(op)) {
    // An async dot's registers, passed through.
    if (Attribute layout = held(wait.getValue()))
      define(result, layout,
             result.use_empty() || usersTakeFragment(result));
    return;
  }
  if (isStorageBitcast(op)) {
    if (Attribute layout = held(op->getOperand(0)))
      define(result, layout, true);
    return;
  }
  if (isElementwiseArith(op)) {
    // In the first operand's fragment (the others taken into it).
    for (Value o : op->getOperands())
      if (Attribute layout = held(o))
        return define(result, layout, usersTakeFragment(result));
    return;
  }
  // A row vector in a fragment's rows broadcast back into the fragment:
  // its users read it there (M x 1 in the fragment's layout: its rows).
  if (auto ed = dyn_cast<ExpandDimsOp>(op)) {
    auto rows = dyn_cast_or_null<SliceLayoutAttr>(held(ed.getSrc()));
    auto fits = [&](Operation *bc) {
      return holds(rows.getParent(),
                   cast<RankedTensorType>(bc->getResult(0).getType()));
    };
    if (rows && ed.getAxis() == 1 && broadcastsIntoFragment(ed) &&
        llvm::all_of(ed->getUsers(), fits))
      define(result, rows.getParent(), true);
    return;
  }
  if (auto bc = dyn_cast<BroadcastOp>(op)) {
    if (Attribute layout = held(bc.getSrc()))
      define(result, layout, true);
    return;
  }
  if (auto reduce = dyn_cast<ReduceOp>(op)) {
    // A row reduction of a fragment with whole rows per slot group stays
    // in its rows where every user takes them so.
    Attribute layout = held(reduce.getSrc());
    auto type = reduce.getSrc().getType();
    unsigned bits = type.getElementType().isIntOrFloat()
                        ? type.getElementType().getIntOrFloatBitWidth()
                        : 0;
    if (layout && reduce.getAxis() == 1 && type.getRank() == 2 && bits >= 8 &&
        bits <= 32 && usersTakeFragment(result))
      if (Attribute rows = rowsOf(layout, type))
        define(result, rows, true);
    return;
  }
}

/// An scf.if's branches; each result in the fragment both branches yield
/// its values in (attention's causal mask applied to S in one branch; a
/// splat, as the inits tile-overlap-dots' guard yields where its loop does
/// not run, is built there), kept there where every user takes it so;
/// blocked otherwise.
void Assigner::decideIf(scf::IfOp ifOp) {
  for (Region &region : ifOp->getRegions())
    for (Block &block : region)
      decideBlock(block);
  if (ifOp.getElseRegion().empty())
    return;
  for (auto [i, result] : llvm::enumerate(ifOp.getResults())) {
    Attribute layout;
    bool common = true;
    for (Value v : {ifOp.thenYield().getOperand(i),
                    ifOp.elseYield().getOperand(i)}) {
      Attribute h = held(v);
      if (!h && isSplat(v))
        continue;
      common &= h && (!layout || layout == h);
      layout = h;
    }
    if (common && layout)
      define(result, layout, usersTakeFragment(result));
  }
}

/// A loop's carried accumulators (and the row vectors of a row reduction
/// of one) in their fragment for the whole loop; its results there where
/// every user takes them so.
void Assigner::decideLoop(scf::ForOp loop) {
  SmallVector<Attribute> carried(loop.getNumRegionIterArgs());
  for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs()))
    if (Operation *dot = carriedAccumulatorDot(loop, i))
      if ((carried[i] = accumulatorLayout(dot)))
        carriedResults.insert(dot->getResult(0));
  for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs())) {
    if (carried[i] || !usersTakeFragment(arg))
      continue;
    if (Operation *dot = carriedRowsDot(loop, i))
      if (Attribute layout = producedLayout(dot))
        carried[i] =
            rowsOf(layout, cast<RankedTensorType>(dot->getResult(0).getType()));
  }
  // A tile computed from a dot's result in its fragment (tile-overlap-
  // dots carries P to the next iteration's second dot).
  for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs())) {
    if (carried[i] || !usersTakeFragment(arg))
      continue;
    if (Operation *dot = carriedFragmentDot(loop, i))
      carried[i] = accumulatorLayout(dot);
  }
  // A tensor-memory accumulator read back in the body and carried on (a
  // loop around a tcgen05 K loop that carries its result out): in the
  // read-back's layout, not converted every iteration (through 128 KiB of
  // shared memory for a 128 x 256 f32 tile).
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs())) {
    if (carried[i] || !(arg.use_empty() || usersTakeFragment(arg)))
      continue;
    auto load = yield.getOperand(i).getDefiningOp<TmemLoadOp>();
    if (load && load->getBlock() == loop.getBody() &&
        (carried[i] = readBackLayout(load)))
      carriedResults.insert(load.getResult());
  }
  for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs()))
    if (carried[i])
      define(arg, carried[i], true);
  bool outer = gatherLoads;
  if (loop->hasAttr(TileDialect::kPersistentAttrName))
    gatherLoads = true;
  decideBlock(*loop.getBody());
  gatherLoads = outer;
  for (auto [i, result] : llvm::enumerate(loop.getResults()))
    if (carried[i])
      define(result, carried[i], usersTakeFragment(result));
}

/// The layout `use` takes its value in: elementwise arithmetic in its
/// result's, a dot's accumulator in its fragment (its A and B operands as
/// they come: registers of another dot's result, or blocked), a store from
/// a fragment its offsets and mask there, a row vector broadcast as it is,
/// a loop's init and yield in its argument's; everything else blocked.
RankedTensorType Assigner::wanted(OpOperand &use) const {
  Operation *user = use.getOwner();
  auto type = cast<RankedTensorType>(use.get().getType());
  RankedTensorType blockedType = blocked(type);
  auto as = [&](Value v) {
    return type.cloneWithEncoding(
        cast<RankedTensorType>(v.getType()).getEncoding());
  };
  if (isa<scf::YieldOp>(user)) {
    if (auto loop = dyn_cast<scf::ForOp>(user->getParentOp()))
      return as(loop.getRegionIterArgs()[use.getOperandNumber()]);
    if (auto ifOp = dyn_cast<scf::IfOp>(user->getParentOp()))
      return as(ifOp.getResult(use.getOperandNumber()));
    return blockedType;
  }
  if (auto loop = dyn_cast<scf::ForOp>(user)) {
    if (use.getOperandNumber() < loop.getNumControlOperands())
      return blockedType;
    return as(loop.getTiedLoopRegionIterArg(&use));
  }
  if (isa<ReduceOp, StoreBoxOp, ExpandDimsOp, BroadcastOp, TmemStoreOp,
          BufferStoreOp>(user) &&
      held(use.get()))
    return type;
  if (user->getNumResults() == 1 && layoutOf.count(user->getResult(0))) {
    Value result = user->getResult(0);
    if (isa<DotOp>(user) && use.getOperandNumber() < 2)
      return type; // A and B as they come
    if (auto dot = dyn_cast<DotScaledOp>(user))
      return &use == &dot.getAccMutable() ? as(result) : blockedType;
    return as(result);
  }
  if (isa<DotOp>(user) && use.getOperandNumber() < 2)
    return type;
  if (auto store = dyn_cast<StoreOp>(user))
    if (Attribute layout = held(store.getValue()))
      return type.cloneWithEncoding(layout);
  return blockedType;
}

/// Writes the decisions: each value's type, a conversion to the blocked
/// distribution right after a fragment its users do not all take, and a
/// conversion before each user that takes a value in another layout.
void Assigner::rewrite() {
  for (auto &[v, layout] : layoutOf)
    setTileType(v, cast<RankedTensorType>(v.getType()).cloneWithEncoding(layout));
  for (Value v : converted) {
    if (v.use_empty())
      continue;
    auto type = cast<RankedTensorType>(v.getType());
    Value out = convertAfterDef(v, blocked(type));
    v.replaceAllUsesExcept(out, out.getDefiningOp());
  }
  SmallVector<OpOperand *> uses;
  kernel.getBody().walk([&](Operation *op) {
    if (isa<ConvertLayoutOp>(op))
      return;
    for (OpOperand &use : op->getOpOperands())
      if (isa<RankedTensorType>(use.get().getType()))
        uses.push_back(&use);
  });
  for (OpOperand *use : uses) {
    RankedTensorType type = wanted(*use);
    if (use->get().getType() != type)
      use->set(convertBefore(use->getOwner(), use->get(), type));
  }
}

/// Conversions to the layout a value has, back to where a conversion came
/// from, or unused, go.
void Assigner::foldConversions() {
  SmallVector<ConvertLayoutOp> cvts;
  kernel.getBody().walk([&](ConvertLayoutOp op) { cvts.push_back(op); });
  for (ConvertLayoutOp op : llvm::reverse(cvts)) {
    Operation *def = op.getSrc().getDefiningOp();
    auto cst = dyn_cast_or_null<arith::ConstantOp>(def);
    auto dense = cst ? dyn_cast<SplatElementsAttr>(cst.getValue())
                     : SplatElementsAttr();
    if (op.getResult().use_empty()) {
      // Nothing to fold or rebuild.
    } else if (OpFoldResult folded =
                   op.fold(ConvertLayoutOp::FoldAdaptor({}, op))) {
      op.getResult().replaceAllUsesWith(cast<Value>(folded));
    } else if (dense || isa_and_nonnull<SplatOp>(def)) {
      // A splat is built in the layout it is wanted in.
      OpBuilder b(op);
      Operation *copy = b.clone(*def);
      setTileType(copy->getResult(0), op.getType());
      op.getResult().replaceAllUsesWith(copy->getResult(0));
    }
    if (op.getResult().use_empty())
      op.erase();
    // A splat rebuilt in every layout it was wanted in goes (a conversion
    // is left to its own turn of this loop: erasing it here would free an
    // op still listed; the kernel's own unused values stay).
    if ((dense || isa_and_nonnull<SplatOp>(def)) && def->use_empty())
      def->erase();
  }
}

LogicalResult Assigner::checkEveryTileLaidOut() {
  WalkResult r = kernel.getBody().walk([&](Operation *op) {
    for (Value v : op->getResults())
      if (auto type = dyn_cast<RankedTensorType>(v.getType());
          type && !isa_and_nonnull<LayoutAttrInterface>(type.getEncoding())) {
        op->emitOpError() << "result has no #tile layout after "
                             "tile-assign-layouts: "
                          << type;
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return failure(r.wasInterrupted());
}

/// What `op` takes, from the linear maps of its two layouts.
static void remarkConversion(ConvertLayoutOp op) {
  InFlightDiagnostic r = op.emitRemark("converts ");
  r << op.getSrc().getType().getEncoding() << " to "
    << op.getType().getEncoding() << ": ";
  if (isIndexTile(op.getSrc())) {
    r << "an index tile, recomputed at the new positions";
  } else if (std::optional<LayoutConversion> c = op.getConversion()) {
    switch (c->kind) {
    case ConversionKind::Registers: r << "registers renamed in each thread"; break;
    case ConversionKind::WarpShuffle: r << "warp shuffles"; break;
    case ConversionKind::SharedMemory: r << "shared memory"; break;
    }
  } else
    r << "a layout that is not linear (a size that is not a power of two, "
         "or tiles not dealt evenly): shared memory";
}

namespace {
struct TileAssignLayoutsPass
    : tile::impl::TileAssignLayoutsBase<TileAssignLayoutsPass> {
  using TileAssignLayoutsBase::TileAssignLayoutsBase;
  void runOnOperation() override {
    if (maxRun < 1) {
      getOperation().emitError() << "tile-assign-layouts: max-run must be at "
                                    "least 1, not "
                                 << maxRun;
      return signalPassFailure();
    }
    WalkResult r = getOperation().walk([&](KernelOp kernel) {
      Assigner a(kernel, kernel.getNumThreads(), kernelMaxRun(kernel, maxRun));
      a.assignBlocked();
      a.decideBlock(kernel.getBody().front());
      a.rewrite();
      a.foldConversions();
      if (remarks)
        kernel.getBody().walk([](ConvertLayoutOp op) { remarkConversion(op); });
      return failed(a.checkEveryTileLaidOut()) ? WalkResult::interrupt()
                                               : WalkResult::advance();
    });
    if (r.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
