//===- LowerDot.cpp - Choose the tensor-core family of tile.dot -----------===//
//
// The one place that decides which MMA instruction family a tile.dot uses.
// It asks the target model (never a capability integer) and records the
// answer in the op's `kind`; convert-tile-to-llvm emits that family.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/DotFamilies.h"
#include "TileDialect/Passes.h"
#include "TileDialect/Target/ModuleTarget.h"
#include "TileDialect/Target/TargetInfo.h"
#include "TileDialect/TileOps.h"

namespace tile {
#define GEN_PASS_DEF_TILELOWERDOT
#include "TileDialect/Passes.h.inc"
} // namespace tile

using namespace mlir;
using namespace tile;

static bool isFp8(Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); }

/// The feature a dot of this element type needs in `kind`.
static Feature featureFor(DotKind kind, Type elemA) {
  switch (kind) {
  case DotKind::wgmma: return Feature::Wgmma;
  case DotKind::tcgen05:
    return elemA.isInteger(8) ? Feature::Tcgen05I8 : Feature::Tcgen05;
  case DotKind::block_scale: return Feature::MmaBlockScale;
  case DotKind::mma_sync:
  case DotKind::auto_:
    break;
  }
  return isFp8(elemA) ? Feature::MmaSyncFp8 : Feature::MmaSync;
}


static FailureOr<DotKind> chooseKind(DotOp op, Target target,
                                     DotKind requested, bool remarks) {
  Type elemA = op.getA().getType().getElementType();
  std::string dtype;
  llvm::raw_string_ostream(dtype) << "'" << elemA << "'";
  auto unsupported = [&](DotKind kind, Feature f) {
    return op.emitOpError()
           << "unsupported operation for target " << target.name()
           << ": tile.dot on " << dtype << " as " << stringifyDotKind(kind)
           << " needs " << Target::describeTargetsSupporting(f);
  };
  if (requested == DotKind::block_scale)
    return op.emitOpError("block_scale is the family of tile.dot_scaled; "
                          "tile.dot uses mma_sync, wgmma or tcgen05");
  if (requested != DotKind::auto_) {
    Feature f = featureFor(requested, elemA);
    if (!target.supports(f))
      return unsupported(requested, f);
    if (!isDotKindImplemented(requested))
      return op.emitOpError() << stringifyDotKind(requested)
                              << " lowering of tile.dot is not implemented "
                                 "yet; use kind mma_sync";
    if (std::optional<std::string> why = whyNotDotShape(op, requested))
      return op.emitOpError() << *why;
    return requested;
  }
  // auto: the best family the target runs (tcgen05 > wgmma > mma.sync)
  // whose instruction shapes fit the op, among those tile emits today.
  // With remarks: why the better families it skipped do not fit.
  SmallVector<std::pair<DotKind, std::string>, 2> skipped;
  auto chosen = [&](DotKind kind) {
    if (remarks && !skipped.empty()) {
      InFlightDiagnostic r = emitRemark(op.getLoc())
                             << "tile.dot runs on " << stringifyDotKind(kind);
      for (auto &[better, why] : skipped)
        r << "; not " << stringifyDotKind(better) << ": " << why;
    }
    return kind;
  };
  for (DotKind kind : {DotKind::tcgen05, DotKind::wgmma}) {
    if (!isDotKindImplemented(kind))
      continue;
    Feature f = featureFor(kind, elemA);
    if (!target.supports(f)) {
      // The family runs here, but not on this element type (int8 on the
      // tcgen05 family targets): say so rather than degrade silently.
      if (f == Feature::Tcgen05I8 && target.supports(Feature::Tcgen05))
        skipped.push_back(
            {kind, "tcgen05.mma kind::i8 needs " +
                       Target::describeTargetsSupporting(f) + ", not " +
                       target.name().str()});
      continue;
    }
    std::optional<std::string> why = whyNotDotShape(op, kind);
    if (!why)
      return chosen(kind);
    skipped.push_back({kind, *why});
  }
  Feature f = featureFor(DotKind::mma_sync, elemA);
  if (!target.supports(f))
    return unsupported(DotKind::mma_sync, f);
  if (std::optional<std::string> why = whyNotDotShape(op, DotKind::mma_sync))
    return op.emitOpError() << *why;
  return chosen(DotKind::mma_sync);
}

/// tile.dot_scaled: tcgen05 block scaling on tensor-memory targets,
/// mma.sync block_scale on sm_120a/f and sm_121a/f, nothing elsewhere.
static FailureOr<DotKind> chooseScaledKind(DotScaledOp op, Target target,
                                           DotKind requested) {
  auto unsupported = [&]() {
    return op.emitOpError()
           << "unsupported operation for target " << target.name()
           << ": tile.dot_scaled (" << op.getFormatName() << ") needs "
           << Target::describeTargetsSupporting(Feature::Tcgen05BlockScale)
           << " (tcgen05 block scaling) or "
           << Target::describeTargetsSupporting(Feature::MmaBlockScale)
           << " (mma.sync block_scale)";
  };
  if (requested == DotKind::mma_sync || requested == DotKind::wgmma)
    return op.emitOpError() << stringifyDotKind(requested)
                            << " has no block-scaled form; tile.dot_scaled "
                               "uses block_scale or tcgen05";
  bool tcgen05 = target.supports(Feature::Tcgen05BlockScale);
  bool blockScale = target.supports(Feature::MmaBlockScale);
  bool forced = requested != DotKind::auto_;
  if (requested == DotKind::auto_)
    requested = tcgen05      ? DotKind::tcgen05
                : blockScale ? DotKind::block_scale
                             : DotKind::auto_;
  if (requested == DotKind::auto_)
    return unsupported();
  // A family the target lacks, asked for by name (`kind`, --dot-kind),
  // where the target has the other one: name both.
  if ((requested == DotKind::tcgen05 && !tcgen05) ||
      (requested == DotKind::block_scale && !blockScale)) {
    if (!tcgen05 && !blockScale)
      return unsupported();
    bool wantsTcgen05 = requested == DotKind::tcgen05;
    return op.emitOpError()
           << "unsupported operation for target " << target.name()
           << ": tile.dot_scaled (" << op.getFormatName() << ") with kind "
           << stringifyDotKind(requested) << " needs "
           << Target::describeTargetsSupporting(
                  wantsTcgen05 ? Feature::Tcgen05BlockScale
                               : Feature::MmaBlockScale)
           << (wantsTcgen05 ? " (tcgen05 block scaling)"
                            : " (mma.sync block_scale)")
           << "; " << target.name() << " has "
           << (wantsTcgen05 ? "mma.sync block_scale (kind block_scale)"
                            : "tcgen05 block scaling (kind tcgen05)")
           << ", which the default kind (auto) picks";
  }
  if (requested == DotKind::tcgen05) {
    // On tensor-memory targets tcgen05 is the only block-scaled family, so
    // `auto` reports a shape it cannot take as well (no silent degrade).
    if (std::optional<std::string> why = whyNotTcgen05BlockScale(op)) {
      auto diag = op.emitOpError() << *why;
      if (!forced)
        diag << "; tcgen05 block scaling is the only block-scaled family on "
             << target.name();
      return diag;
    }
    return requested;
  }
  if (std::optional<std::string> why = whyNotBlockScale(op))
    return op.emitOpError() << *why;
  return requested;
}

namespace {
struct TileLowerDotPass : tile::impl::TileLowerDotBase<TileLowerDotPass> {
  using TileLowerDotBase::TileLowerDotBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    tile::applyHints(module); // before matching index arithmetic
    std::optional<DotKind> forced = symbolizeDotKind(dotKind);
    if (!forced) {
      module.emitError() << "invalid dot-kind '" << dotKind
                         << "'; expected auto, mma_sync, wgmma, tcgen05 or "
                            "block_scale";
      return signalPassFailure();
    }
    std::optional<Target> target;
    WalkResult result = module.walk([&](Operation *op) {
      auto dot = dyn_cast<DotOp>(op);
      auto scaled = dyn_cast<DotScaledOp>(op);
      if (!dot && !scaled)
        return WalkResult::advance();
      if (!target)
        target = getModuleTarget(module);
      if (!target) {
        op->emitOpError("needs a target to choose its tensor-core family: "
                        "the module has no tile.compute_capability / "
                        "tile.target_spec (pass --gpu-name)");
        return WalkResult::interrupt();
      }
      if (dot) {
        DotKind requested = dot.getKind().value_or(DotKind::auto_);
        if (requested == DotKind::auto_)
          requested = *forced;
        FailureOr<DotKind> kind = chooseKind(dot, *target, requested, remarks);
        if (failed(kind))
          return WalkResult::interrupt();
        dot.setKind(*kind);
        return WalkResult::advance();
      }
      // --dot-kind applies to tile.dot_scaled only where it names a
      // block-scaled family.
      DotKind requested = scaled.getKind().value_or(DotKind::auto_);
      if (requested == DotKind::auto_ &&
          (*forced == DotKind::block_scale || *forced == DotKind::tcgen05))
        requested = *forced;
      FailureOr<DotKind> kind = chooseScaledKind(scaled, *target, requested);
      if (failed(kind))
        return WalkResult::interrupt();
      scaled.setKind(*kind);
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
