//===- TileLayouts.h - Layout encodings of tile types -----------*- C++ -*-===//
//
// The layout encodings (#tile.blocked, #tile.mma_sync, #tile.wgmma,
// #tile.tcgen05, #tile.slice: TileLayouts.td, declared with the dialect's
// attributes in TileDialect.h), the numbers of the blocked distribution and
// of a slice's parent, and the walk that gives tiles their layouts.
//
//===----------------------------------------------------------------------===//

#ifndef TILEDIALECT_TILELAYOUTS_H
#define TILEDIALECT_TILELAYOUTS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Region.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <array>
#include <cstdint>
#include <optional>

namespace tile {

/// The run of a tile of `n` elements over `threads` threads (#tile.blocked):
/// the largest power of two up to `maxRun` with n a multiple of
/// threads * run.
int64_t blockedRun(int64_t n, int64_t threads, int64_t maxRun);
/// Slots per thread of a tile of `n` elements in the blocked distribution
/// (at least 1: a tile smaller than the block wraps around).
int64_t blockedSlots(int64_t n, int64_t threads);

/// The tile a #tile.slice of `parent` with `rows` elements is the rows of:
/// the parent's columns where the parent fixes them (an mma.sync block's
/// warps; one wgmma tile across, the only tilings whose slot groups hold
/// whole rows), or std::nullopt where the rows do not fit it.
std::optional<std::array<int64_t, 2>> sliceParentShape(mlir::Attribute parent,
                                                       int64_t rows);

/// Calls `fn` once on every tile value of `body`: each block argument of
/// the regions of its ops, and each op result.
void forEachTileValue(mlir::Region &body,
                      llvm::function_ref<void(mlir::Value)> fn);

/// Gives tile `v` the type `type` (the same shape, another encoding),
/// keeping an arith.constant's dense value of its result's type.
void setTileType(mlir::Value v, mlir::RankedTensorType type);

} // namespace tile

#endif // TILEDIALECT_TILELAYOUTS_H
