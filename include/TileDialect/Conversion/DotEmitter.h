//===- DotEmitter.h - tile.dot to tensor-core instructions ------*- C++ -*-===//
#ifndef TILEDIALECT_CONVERSION_DOTEMITTER_H
#define TILEDIALECT_CONVERSION_DOTEMITTER_H

#include "TileDialect/Conversion/TileToLLVM.h"

namespace tile {

/// Why `op`'s shapes/types cannot be emitted as `kind` (std::nullopt when
/// they can). tile-lower-dot reports it for a forced kind and skips the
/// family for `auto`.
std::optional<std::string> whyNotDotShape(DotOp op, DotKind kind);

/// Whether convert-tile-to-llvm can emit `kind` today.
bool isDotKindImplemented(DotKind kind);
bool isWgmmaImplemented();
bool isTcgen05Implemented();

/// One emitter per family (lib/Conversion/TileToNVVM/<Family>.cpp). Each
/// reads op.getA()/getB()/getAcc() through `lowering` (tiles distributed
/// over the block, see TileToLLVM.h), records the instruction families it
/// uses with recordFeatureUse, and maps op.getResult() in lowering.tiles.
mlir::LogicalResult lowerDotMmaSync(TileLowering &lowering, DotOp op);
mlir::LogicalResult lowerDotWgmma(TileLowering &lowering, DotOp op);
mlir::LogicalResult lowerDotTcgen05(TileLowering &lowering, DotOp op);
std::optional<std::string> whyNotMmaSync(DotOp op);
/// tile.dot_scaled on mma.sync ... block_scale (sm_120a/f, sm_121a/f).
std::optional<std::string> whyNotBlockScale(DotScaledOp op);
mlir::LogicalResult lowerDotScaledBlockScale(TileLowering &lowering,
                                             DotScaledOp op);
std::optional<std::string> whyNotWgmma(DotOp op);
std::optional<std::string> whyNotTcgen05(DotOp op);
/// tile.dot_scaled on tcgen05.mma ... kind::mxf8f6f4.block_scale (tensor-
/// memory targets): MXFP8, M a multiple of 128, N from 16 to 256 in steps
/// of 16, K a multiple of 32, at least 4 warps.
std::optional<std::string> whyNotTcgen05BlockScale(DotScaledOp op);
mlir::LogicalResult lowerDotScaledTcgen05(TileLowering &lowering,
                                          DotScaledOp op);

/// The fragment layout the accumulator and result of `op` (a tile.dot or
/// tile.dot_scaled) take when they stay in registers (mma_sync, wgmma and
/// block-scaled mma.sync), or std::nullopt.
std::optional<FragmentLayout> dotFragmentLayout(TileLowering &lowering,
                                                mlir::Operation *op);
std::optional<FragmentLayout> mmaSyncFragmentLayout(TileLowering &lowering,
                                                    DotOp op);
std::optional<FragmentLayout> wgmmaFragmentLayout(TileLowering &lowering,
                                                  DotOp op);

/// Emits per-thread code for `op` using the family in its `kind` attribute
/// (set by tile-lower-dot).
mlir::LogicalResult lowerDot(TileLowering &lowering, DotOp op);

} // namespace tile

#endif
