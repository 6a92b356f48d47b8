//===- TileLayouts.h - Layout encodings of tile types -----------*- C++ -*-===//
//
// The layout encodings (#tile.blocked, #tile.mma_sync, #tile.wgmma,
// #tile.slice: TileLayouts.td, declared with the dialect's attributes in
// TileDialect.h) and the numbers of the blocked distribution.
//
//===----------------------------------------------------------------------===//

#ifndef TILEDIALECT_TILELAYOUTS_H
#define TILEDIALECT_TILELAYOUTS_H

#include <cstdint>

namespace tile {

/// The run of a tile of `n` elements over `threads` threads (#tile.blocked):
/// the largest power of two up to `maxRun` with n a multiple of
/// threads * run.
int64_t blockedRun(int64_t n, int64_t threads, int64_t maxRun);
/// Slots per thread of a tile of `n` elements in the blocked distribution
/// (at least 1: a tile smaller than the block wraps around).
int64_t blockedSlots(int64_t n, int64_t threads);

} // namespace tile

#endif // TILEDIALECT_TILELAYOUTS_H
