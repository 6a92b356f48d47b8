//===- AssignLayouts.cpp - Give every tile a layout -----------------------===//
//
// tile-assign-layouts writes on every tile type of a kernel how its
// elements are spread over the block's threads (include/TileDialect/
// TileLayouts.td): the blocked distribution everywhere, the accumulator
// fragment of its MMA family on each tensor-core dot (mma.sync, wgmma,
// block-scaled mma.sync; a tcgen05 accumulator lives in tensor memory and
// keeps the blocked layout), with tile.convert_layout where a value's
// layout differs from what its user takes. A loop that carries an
// accumulator carries it in the fragment (the conversions move out of
// the loop), and stores at index-tile offsets, where they are an
// accumulator's only users, write straight from the fragment. The numbers are the lowering's: the blocked runs of
// convert-tile-to-llvm's `max-run`, the accumulator tilings of
// lib/Analysis/AccumulatorTiling.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/AccumulatorTiling.h"
#include "TileDialect/Analysis/DotFamilies.h"
#include "TileDialect/Analysis/FragmentUses.h"
#include "TileDialect/Analysis/IndexTiles.h"
#include "TileDialect/Passes.h"
#include "TileDialect/TileLayouts.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace tile {
#define GEN_PASS_DEF_TILEASSIGNLAYOUTS
#include "TileDialect/Passes.h.inc"
} // namespace tile

using namespace mlir;
using namespace tile;

namespace {
struct Assigner {
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
    auto loop = op->getParentOfType<scf::ForOp>();
    auto plan =
        loop ? loop->getAttrOfType<PipelineAttr>(TileDialect::kPipelineAttrName)
             : PipelineAttr();
    return plan && plan.getKind() == PipelineKind::tma_wgmma;
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
    if (!dot || dot.getKind() != DotKind::wgmma || whyNotWgmma(dot))
      return {};
    WgmmaTiling t = wgmmaDotTiling(dot, threads);
    return WgmmaLayoutAttr::get(ctx, t.nInst,
                                t.units - (hasProducerGroup(op) ? 1 : 0),
                                t.totalUnits);
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

  void placeUses(Value v, RankedTensorType blockedType);
  void assignBlocked();
  void assignAccumulators();
  void carryFragments(scf::ForOp loop);
  void foldConversions();
  LogicalResult checkEveryTileLaidOut();
};
} // namespace

/// Every tile result and region argument in the blocked distribution: a
/// function of the shape alone, so the types of a loop's init, argument,
/// yield and result (or of a load's offsets and mask) stay equal.
void Assigner::assignBlocked() {
  auto retype = [&](Value v) {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (type && !type.getEncoding())
      v.setType(blocked(type));
  };
  kernel.getBody().walk([&](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          retype(arg);
    for (Value result : op->getResults())
      retype(result);
    // A splat or dense constant's value has its result's type.
    if (auto cst = dyn_cast<arith::ConstantOp>(op))
      if (auto dense = dyn_cast<DenseElementsAttr>(cst.getValue()))
        cst.setValueAttr(dense.reshape(cast<ShapedType>(cst.getType())));
  });
}

/// Each register-fragment dot computes in its accumulator's fragment: the
/// accumulator is converted in, users that take the blocked distribution
/// get a conversion out, and a store at index-tile offsets writes from the
/// fragment (its offsets and mask recomputed there).
void Assigner::assignAccumulators() {
  SmallVector<Operation *> dots;
  kernel.getBody().walk([&](Operation *op) {
    if (isa<DotOp, DotScaledOp>(op))
      dots.push_back(op);
  });
  for (Operation *op : dots) {
    Attribute layout = accumulatorLayout(op);
    if (!layout)
      continue;
    Value result = op->getResult(0);
    auto blockedType = cast<RankedTensorType>(result.getType());
    RankedTensorType fragment = blockedType.cloneWithEncoding(layout);
    OpOperand &acc = isa<DotOp>(op) ? cast<DotOp>(op).getAccMutable()
                                    : cast<DotScaledOp>(op).getAccMutable();
    acc.set(convertBefore(op, acc.get(), fragment));
    result.setType(fragment);
    placeUses(result, blockedType);
  }
}

/// The users of `v` (just defined in an accumulator fragment) get it where
/// the lowering gives it to them: where every user but the loop's yield is
/// a tile.store at index-tile offsets (canStoreFromFragment), they store
/// from the fragment (offsets and mask converted, which recomputes them
/// there); otherwise the whole value goes to the blocked distribution right
/// after its definition, one conversion for every user. (The lowering also
/// keeps epilogue arithmetic, row reductions and operands of further dots
/// in the fragment: not written at this level yet.)
void Assigner::placeUses(Value v, RankedTensorType blockedType) {
  Attribute layout = cast<RankedTensorType>(v.getType()).getEncoding();
  auto storesFromFragment = [&](OpOperand &use) {
    auto store = dyn_cast<StoreOp>(use.getOwner());
    return store && use.get() == store.getValue() &&
           canStoreFromFragment(store, v);
  };
  bool stores = llvm::all_of(v.getUses(), [&](OpOperand &use) {
    return isa<ConvertLayoutOp, scf::YieldOp>(use.getOwner()) ||
           storesFromFragment(use);
  });
  Value toBlocked;
  for (OpOperand &use : llvm::make_early_inc_range(v.getUses())) {
    Operation *user = use.getOwner();
    if (isa<ConvertLayoutOp>(user))
      continue;
    if (stores && storesFromFragment(use)) {
      auto store = cast<StoreOp>(user);
      store.getOffsetsMutable().assign(convertBefore(
          store, store.getOffsets(),
          store.getOffsets().getType().cloneWithEncoding(layout)));
      if (Value mask = store.getMask())
        store.getMaskMutable().assign(convertBefore(
            store, mask,
            cast<RankedTensorType>(mask.getType()).cloneWithEncoding(layout)));
      continue;
    }
    if (!toBlocked)
      toBlocked = convertAfterDef(v, blockedType);
    use.set(toBlocked);
  }
}

/// A loop argument that only ever enters a fragment (every use converts it
/// to layout L) and is yielded from L is carried in L: the conversions
/// leave the loop (one before it for the init, one after it for the
/// result's users).
void Assigner::carryFragments(scf::ForOp loop) {
  for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs())) {
    if (arg.use_empty())
      continue;
    RankedTensorType into;
    bool onlyConverted = llvm::all_of(arg.getUsers(), [&](Operation *user) {
      auto cvt = dyn_cast<ConvertLayoutOp>(user);
      if (!cvt || (into && cvt.getType() != into))
        return false;
      into = cvt.getType();
      return true;
    });
    Value yielded = loop.getYieldedValues()[i];
    auto out = yielded.getDefiningOp<ConvertLayoutOp>();
    if (!onlyConverted || !out || out.getSrc().getType() != into)
      continue;
    RankedTensorType blockedType = cast<RankedTensorType>(arg.getType());
    // In: the init converted before the loop.
    OpOperand &init = loop.getInitsMutable()[i];
    init.set(convertBefore(loop, init.get(), into));
    // Through: the argument and the yield in L.
    for (Operation *user : llvm::make_early_inc_range(arg.getUsers())) {
      user->getResult(0).replaceAllUsesWith(arg);
      user->erase();
    }
    arg.setType(into);
    loop.getBody()->getTerminator()->setOperand(i, out.getSrc());
    // Out: the result's users get the blocked value after the loop.
    Value result = loop.getResult(i);
    result.setType(into);
    placeUses(result, blockedType);
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
      copy->getResult(0).setType(op.getType());
      if (dense)
        cast<arith::ConstantOp>(copy).setValueAttr(dense.reshape(op.getType()));
      op.getResult().replaceAllUsesWith(copy->getResult(0));
    }
    if (op.getResult().use_empty())
      op.erase();
    // A source left unused goes too, but a conversion is left to its own
    // turn of this loop (erasing it here would free an op still listed).
    if (def && !isa<ConvertLayoutOp>(def) && def->use_empty() && isPure(def))
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
  if (std::optional<LayoutConversion> c = op.getConversion()) {
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
      Assigner a{kernel, kernel.getNumThreads(), kernelMaxRun(kernel, maxRun)};
      a.assignBlocked();
      a.assignAccumulators();
      // Inner loops first, so an outer loop sees their results converted.
      SmallVector<scf::ForOp> loops;
      kernel.getBody().walk([&](scf::ForOp loop) { loops.push_back(loop); });
      for (scf::ForOp loop : loops)
        a.carryFragments(loop);
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
