//===- NVVerify.h - What the tile_nv verifiers share ------------*- C++ -*-===//
//
// Private to lib/Dialect/NV: the target check every family's verifiers ask.
//
//===----------------------------------------------------------------------===//
#ifndef LIB_DIALECT_NV_NVVERIFY_H
#define LIB_DIALECT_NV_NVVERIFY_H

#include "TileDialect/Target/TargetInfo.h"

#include "mlir/IR/Operation.h"

namespace tile::nv {
/// Requires feature `f` of the enclosing module's target (if it has one)
/// for `what` (the op, or the op with a modifier): "unsupported operation
/// for target T: what needs <the targets that have f>" otherwise. Without
/// a target only the PTX rules are checked.
mlir::LogicalResult requireTarget(mlir::Operation *op, Feature f,
                                  const llvm::Twine &what);
/// The same, naming the op.
mlir::LogicalResult requireTarget(mlir::Operation *op, Feature f);
} // namespace tile::nv

#endif
