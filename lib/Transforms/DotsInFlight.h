//===- DotsInFlight.h - Dots kept in flight, in loops and turns -*- C++ -*-===//
//
// Private to lib/Transforms: what tile-pipeline-loads (a GEMM's K loop of
// cp.async rings) and tile-overlap-dots (the consumers' loop of a
// warp-specialized GEMM) share to keep a loop's one wgmma dot in flight
// across iterations, as tile-pipeline's templates do: the dot is issued
// async and carried unwaited into the next iteration's dot (wgmma orders
// dots on the same registers), the previous iteration's dot is waited for
// right after it, and the last one after the loop. Also what
// tile-warp-specialize{ping-pong} and tile-overlap-dots share about a dot
// in a warpgroup's turn: issued async in the turn, waited for after it.
//
//===----------------------------------------------------------------------===//
#ifndef LIB_TRANSFORMS_DOTSINFLIGHT_H
#define LIB_TRANSFORMS_DOTSINFLIGHT_H

#include "TileDialect/TileOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include <optional>
#include <string>

namespace tile {

/// Why `loop`'s dot cannot stay in flight across iterations, or nothing,
/// with `dot` and `carried` set: the body's one dot (none nested, no
/// tile.dot_scaled), a synchronous wgmma dot with an f32 or i32 accumulator,
/// that accumulates the loop's carried argument `carried` (used by nothing
/// else) and is yielded as it (used by nothing else).
std::optional<std::string> whyNotInFlight(mlir::scf::ForOp loop, DotOp &dot,
                                          unsigned &carried);

/// Keeps `dot` (whyNotInFlight's) in flight: async, carried unwaited; the
/// returned `tile.dot_wait %arg pending 1` right after it (the previous
/// iteration's dot is done: what it read is free), and `tile.dot_wait
/// pending 0` on the loop's result after the loop, which the result's
/// users take instead.
DotWaitOp keepInFlight(mlir::scf::ForOp loop, DotOp dot, unsigned carried);

/// Issues `dot`, bracketed in a turn of tile-warp-specialize's ping-pong
/// (`tile.turn_begin; dot; tile.turn_end`), async where it can be (a
/// synchronous wgmma dot with an f32 or i32 accumulator), and waits for it
/// right after the turn (`tile.dot_wait pending 0`, which its users take
/// instead): the next warpgroup's turn starts once the dot is issued, as
/// FlashAttention-3's warpgroups pass their turns, not once it is done.
void issueInTurn(DotOp dot);

/// The opposite, for the rewrites that take synchronous dots: each dot of
/// `loop`'s body issueInTurn made async becomes synchronous again (its
/// tile.dot_wait erased); returns them, for issueInTurn to put back where
/// the rewrite does not happen.
llvm::SmallVector<DotOp> syncTurnDots(mlir::scf::ForOp loop);

} // namespace tile

#endif
