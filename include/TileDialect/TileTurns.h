//===- TileTurns.h - which kernels' warpgroups take turns -------*- C++ -*-===//
//
// The rule tile.turn_begin / tile.turn_end verify (lib/Dialect/
// TilePartitions.cpp) and tile-warp-specialize{ping-pong} checks before it
// brackets a loop's dots (lib/Transforms/WarpSpecialize.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef TILEDIALECT_TILETURNS_H
#define TILEDIALECT_TILETURNS_H

#include <cstdint>

namespace tile {

/// Whether the consumer warpgroups of a kernel of `numWarps` warps can take
/// turns: 2 to 7 whole warpgroups, one named barrier each (9 to 15:
/// kFirstTurnBarrier + w, Conversion/HopperOps.h).
constexpr bool warpgroupsTakeTurns(int64_t numWarps) {
  return numWarps % 4 == 0 && numWarps >= 8 && numWarps <= 28;
}

} // namespace tile

#endif // TILEDIALECT_TILETURNS_H
