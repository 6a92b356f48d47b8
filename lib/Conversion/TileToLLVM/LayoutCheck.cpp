//===- LayoutCheck.cpp - The layouts the lowering reads -------------------===//
//
// The kernel comes laid out by tile-assign-layouts; takeLayouts records
// each value's layouts for the lowering to read and takes the encodings
// and conversions off. convert-tile-to-llvm{check-layouts} compares,
// after each op is lowered, the layout the lowering holds each result in
// with the one the pass wrote (scripts/golden --check-layouts runs it on
// the corpus): the lowering follows the encodings where it reads them.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/AccumulatorTiling.h"
#include "TileDialect/Analysis/DotFamilies.h"
#include "TileDialect/Conversion/TileToLLVM.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace tile;

/// The FragmentLayout key the lowering gives a value held in `layout` ("":
/// the blocked distribution), from the tilings the encoding spells out.
static std::string layoutKey(Attribute layout, ArrayRef<int64_t> shape) {
  if (isa<BlockedLayoutAttr>(layout))
    return "";
  // An accumulator layout on an M x 1 tile is its rows (#tile.slice's).
  if (shape.size() == 2 && shape[1] == 1 &&
      isa<MmaSyncLayoutAttr, WgmmaLayoutAttr, Tcgen05LayoutAttr>(layout))
    return layoutKey(SliceLayoutAttr::get(layout.getContext(), 1, layout),
                     shape.take_front());
  if (auto mma = dyn_cast<MmaSyncLayoutAttr>(layout))
    return MmaTiling::of(mma, shape).fragmentKey();
  if (auto wgmma = dyn_cast<WgmmaLayoutAttr>(layout)) {
    if (std::optional<WgmmaTiling> t = WgmmaTiling::of(wgmma, shape))
      return t->fragmentKey();
    return "wgmma of n = " + std::to_string(wgmma.getN()) +
           " (the lowering's is " + std::to_string(wgmmaN(shape[1])) + ")";
  }
  if (auto tcgen05 = dyn_cast<Tcgen05LayoutAttr>(layout))
    return tcgen05AccumulatorKey(shape[1], tcgen05.getWarpgroups());
  // A row vector: the rows key of its parent's tiling (verified to fit).
  auto slice = cast<SliceLayoutAttr>(layout);
  std::array<int64_t, 2> parentShape =
      *sliceParentShape(slice.getParent(), shape[0]);
  if (auto mma = dyn_cast<MmaSyncLayoutAttr>(slice.getParent()))
    return MmaTiling::of(mma, parentShape).rowsKey();
  if (auto tmem = dyn_cast<Tcgen05LayoutAttr>(slice.getParent()))
    return tcgen05RowsKey(tmem.getWarpgroups());
  auto wgmma = cast<WgmmaLayoutAttr>(slice.getParent());
  return WgmmaTiling(parentShape[0], parentShape[1], wgmma.getWarpgroups(),
                     wgmma.getOf())
      .rowsKey();
}

/// The layout `v`'s users take it in: the blocked distribution where it is
/// a fragment (or a fragment's rows) that every user takes converted to
/// it, as the lowering converts a fragment not every user takes right
/// away; its own otherwise (a conversion into another layout happens at
/// the user).
static Attribute effectiveLayout(Value v) {
  auto type = cast<RankedTensorType>(v.getType());
  if (isa<BlockedLayoutAttr>(type.getEncoding()) || v.use_empty())
    return type.getEncoding();
  Attribute converted;
  for (Operation *user : v.getUsers()) {
    auto cvt = dyn_cast<ConvertLayoutOp>(user);
    if (!cvt || !isa<BlockedLayoutAttr>(cvt.getType().getEncoding()) ||
        (converted && cvt.getType().getEncoding() != converted))
      return type.getEncoding();
    converted = cvt.getType().getEncoding();
  }
  return converted;
}

FailureOr<TakenLayouts> tile::takeLayouts(KernelOp kernel, int64_t maxRun) {
  TakenLayouts taken;
  SmallVector<Value> values;
  SmallVector<ConvertLayoutOp> conversions;
  Value unlaid, otherRuns;
  int64_t threads = kernel.getNumThreads();
  maxRun = kernelMaxRun(kernel, maxRun);
  forEachTileValue(kernel.getBody(), [&](Value v) {
    auto type = cast<RankedTensorType>(v.getType());
    if (!isa_and_nonnull<LayoutAttrInterface>(type.getEncoding())) {
      if (!unlaid)
        unlaid = v;
      return;
    }
    // The lowering deals the blocked distribution's runs from its own
    // max-run: the layout must be the one it deals.
    if (auto blocked = dyn_cast<BlockedLayoutAttr>(type.getEncoding());
        blocked && !otherRuns &&
        (blocked.getThreads() != threads ||
         blocked.getRun() !=
             blockedRun(type.getNumElements(), threads, maxRun)))
      otherRuns = v;
    values.push_back(v);
    if (auto cvt = v.getDefiningOp<ConvertLayoutOp>()) {
      conversions.push_back(cvt);
      // The uses it feeds keep their operands (then fed by its source).
      if (!isa<BlockedLayoutAttr>(type.getEncoding()))
        for (OpOperand &use : v.getUses())
          if (!isa<ConvertLayoutOp>(use.getOwner()))
            taken.intoFragment.insert(&use);
      return;
    }
    taken.computed[v] = type.getEncoding();
    if (Attribute held = effectiveLayout(v); held != type.getEncoding())
      taken.converted[v] = held;
  });
  if (unlaid) {
    InFlightDiagnostic d =
        emitError(unlaid.getLoc())
        << "convert-tile-to-llvm lowers tiles laid out by tile-assign-layouts, "
           "and this "
        << unlaid.getType() << " has no layout; run tile-assign-layouts "
        << "first (tile-translate does)";
    d.attachNote(kernel.getLoc()) << "in this kernel";
    return failure();
  }
  if (otherRuns) {
    auto type = cast<RankedTensorType>(otherRuns.getType());
    emitError(otherRuns.getLoc())
        << "this " << type << " is laid out for another block or max-run than "
        << "convert-tile-to-llvm's, which deals it in runs of "
        << blockedRun(type.getNumElements(), threads, maxRun) << " over "
        << threads << " threads; give tile-assign-layouts the lowering's "
        << "max-run";
    return failure();
  }
  for (Value v : values) {
    auto type = cast<RankedTensorType>(v.getType());
    setTileType(v, RankedTensorType::get(type.getShape(), type.getElementType()));
  }
  for (ConvertLayoutOp cvt : conversions) {
    cvt.getResult().replaceAllUsesWith(cvt.getSrc());
    cvt.erase();
  }
  return taken;
}

/// Where the lowering holds `v`: its fragment's key, "" for the blocked
/// distribution, std::nullopt where it has not materialized it (index
/// tiles and splats recomputed where used, broadcasts read at their
/// users' positions).
static std::optional<std::string> heldIn(TileLowering &l, Value v) {
  if (const FragmentLayout *f = l.fragmentOf(v))
    return f->key;
  if (l.tiles.count(v))
    return std::string();
  return std::nullopt;
}

static std::string describe(StringRef key) {
  return key.empty() ? "the blocked distribution" : ("'" + key + "'").str();
}

LogicalResult TileLowering::checkLayouts(Operation *op) {
  auto check = [&](Value v, StringRef what) -> LogicalResult {
    Attribute layout = heldLayout(v);
    // An unused value has no layout any user sees (the lowering converts
    // an unused fragment result; LLVM drops the stores).
    if (!layout || v.use_empty() || isRecomputable(v) ||
        isa_and_nonnull<arith::ConstantOp, SplatOp>(v.getDefiningOp()))
      return success();
    std::optional<std::string> held = heldIn(*this, v);
    std::string expected =
        layoutKey(layout, cast<RankedTensorType>(v.getType()).getShape());
    if (!held || *held == expected)
      return success();
    return op->emitOpError("check-layouts: the lowering holds ")
           << what << " in " << describe(*held)
           << ", tile-assign-layouts wrote " << describe(expected);
  };
  for (OpResult r : op->getResults())
    if (failed(check(r, "result #" + std::to_string(r.getResultNumber()))))
      return failure();
  if (auto loop = dyn_cast<scf::ForOp>(op))
    for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs()))
      if (failed(check(arg, "loop argument #" + std::to_string(i))))
        return failure();
  return success();
}

Attribute TileLowering::computedLayout(Value v) const {
  return layouts ? layouts->computed.lookup(v) : Attribute();
}

Attribute TileLowering::heldLayout(Value v) const {
  if (!layouts)
    return Attribute();
  if (Attribute converted = layouts->converted.lookup(v))
    return converted;
  return layouts->computed.lookup(v);
}

bool TileLowering::takesConvertedIntoFragment(OpOperand &use) const {
  return layouts && layouts->intoFragment.contains(&use);
}

bool TileLowering::usersTakeFragment(Value v) const {
  Attribute layout = heldLayout(v);
  return !v.use_empty() && layout && !isa<BlockedLayoutAttr>(layout);
}
