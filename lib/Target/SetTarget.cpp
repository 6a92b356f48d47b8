//===- SetTarget.cpp - Write the target module attributes -----------------===//
#include "TileDialect/Passes.h"
#include "TileDialect/Target/ModuleTarget.h"
#include "TileDialect/Target/TargetInfo.h"
#include "TileDialect/TileDialect.h"

namespace tile {
#define GEN_PASS_DEF_TILESETTARGET
#include "TileDialect/Passes.h.inc"
} // namespace tile

using namespace mlir;
using namespace tile;

LogicalResult tile::setModuleTarget(ModuleOp module, Target target) {
  MLIRContext *ctx = module.getContext();
  auto cc = module->getAttrOfType<IntegerAttr>(
      TileDialect::kComputeCapabilityAttrName);
  auto spec = module->getAttrOfType<StringAttr>(TileDialect::kTargetSpecAttrName);
  if (cc || spec) {
    std::string existing =
        ("sm_" + Twine(cc ? cc.getInt() : 0) + (spec ? spec.getValue() : ""))
            .str();
    if (!cc || existing != target.name())
      return module.emitError()
             << "the module targets " << (cc ? existing : "an incomplete target")
             << " (tile.compute_capability/tile.target_spec) but "
             << target.name()
             << " was requested; remove the attributes or ask for " << existing;
    return success();
  }
  module->setAttr(TileDialect::kComputeCapabilityAttrName,
                  IntegerAttr::get(IntegerType::get(ctx, 32),
                                   target.computeCapability()));
  module->setAttr(TileDialect::kTargetSpecAttrName,
                  StringAttr::get(ctx, target.targetSpecString()));
  return success();
}

namespace {
struct TileSetTargetPass : tile::impl::TileSetTargetBase<TileSetTargetPass> {
  using TileSetTargetBase::TileSetTargetBase;
  void runOnOperation() override {
    std::string error;
    std::optional<Target> target = Target::parse(gpuName, error);
    if (!target) {
      getOperation().emitError() << "invalid gpu-name: " << error;
      return signalPassFailure();
    }
    if (failed(setModuleTarget(getOperation(), *target)))
      signalPassFailure();
  }
};
} // namespace
