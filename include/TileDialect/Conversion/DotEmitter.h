//===- DotEmitter.h - tile.dot to tensor-core instructions ------*- C++ -*-===//
#ifndef TILEDIALECT_CONVERSION_DOTEMITTER_H
#define TILEDIALECT_CONVERSION_DOTEMITTER_H

#include "TileDialect/Conversion/TileToLLVM.h"

namespace tile {

/// Checks that `op`'s M x N x K splits into instructions of `kind`.
mlir::LogicalResult checkDotShape(DotOp op, DotKind kind);

/// Emits per-thread code for `op` using the family in its `kind` attribute
/// (set by tile-lower-dot).
mlir::LogicalResult lowerDot(TileLowering &lowering, DotOp op);

} // namespace tile

#endif
