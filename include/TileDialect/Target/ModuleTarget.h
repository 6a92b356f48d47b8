//===- ModuleTarget.h - The target carried by a module ----------*- C++ -*-===//
#ifndef TILEDIALECT_TARGET_MODULETARGET_H
#define TILEDIALECT_TARGET_MODULETARGET_H

#include "TileDialect/Target/TargetInfo.h"

#include "mlir/IR/BuiltinOps.h"

namespace tile {

/// Writes tile.compute_capability / tile.target_spec; an error when the
/// module already names a different target.
mlir::LogicalResult setModuleTarget(mlir::ModuleOp module, Target target);
/// The target named by the module attributes, if any.
std::optional<Target> getModuleTarget(mlir::ModuleOp module);
/// The target of the module that encloses `op` (null `op`, no module or no
/// target: none).
std::optional<Target> getEnclosingTarget(mlir::Operation *op);
/// The PTX version for `gpuModule` on `target`: the highest minimum of the
/// target and of every instruction family in tile.features, or `requested`
/// ("X.Y") when it is valid. Emits a located error otherwise.
mlir::FailureOr<PtxVersion> choosePtxVersion(mlir::Operation *gpuModule,
                                             Target target,
                                             llvm::StringRef requested);

/// Records on `gpuModule` that the lowered code uses instruction family `f`
/// (tile-attach-nvvm-target derives the PTX version from these).
void recordFeatureUse(mlir::Operation *gpuModule, Feature f);

/// Requires feature `f` of the module's target for `what` (a located
/// "unsupported operation for target" error otherwise); records it as used.
mlir::LogicalResult requireFeature(mlir::Operation *op,
                                   mlir::Operation *gpuModule, Feature f,
                                   llvm::StringRef what);

} // namespace tile

#endif
