//===- DotsInFlight.cpp - A loop's dot kept in flight ---------------------===//
//
// lib/Transforms/DotsInFlight.h.
//
//===----------------------------------------------------------------------===//

#include "DotsInFlight.h"

using namespace mlir;
using namespace tile;

/// Whether `dot` can be issued async (DotOp's verifier): a synchronous
/// wgmma dot with an f32 or i32 accumulator.
static bool canIssueAsync(DotOp dot) {
  Type acc = dot.getAcc().getType().getElementType();
  return !dot.getAsync() && dot.getKind() == DotKind::wgmma &&
         (acc.isF32() || acc.isInteger(32));
}

std::optional<std::string> tile::whyNotInFlight(scf::ForOp loop, DotOp &dot,
                                                unsigned &carried) {
  Block *body = loop.getBody();
  SmallVector<DotOp> dots;
  int64_t nested = 0;
  body->walk([&](Operation *op) {
    if (auto d = dyn_cast<DotOp>(op); d && d->getBlock() == body)
      dots.push_back(d);
    else if (isa<DotOp, DotScaledOp>(op))
      ++nested;
  });
  if (dots.size() != 1 || nested)
    return std::string("its loop runs ") +
           std::to_string(dots.size() + nested) +
           " tile.dot(s), not one in the loop body";
  dot = dots.front();
  if (!canIssueAsync(dot))
    return std::string("its dot is not a synchronous wgmma dot with an f32 "
                       "or i32 accumulator");
  Value result = dot.getResult();
  if (!result.hasOneUse() ||
      result.getUses().begin()->getOwner() != body->getTerminator())
    return std::string("its dot does not accumulate a value the loop "
                       "carries");
  carried = result.getUses().begin()->getOperandNumber();
  Value arg = loop.getRegionIterArgs()[carried];
  if (dot.getAcc() != arg || !arg.hasOneUse())
    return std::string("its dot does not accumulate a value the loop "
                       "carries");
  return std::nullopt;
}

DotWaitOp tile::keepInFlight(scf::ForOp loop, DotOp dot, unsigned carried) {
  Location loc = loop.getLoc();
  OpBuilder b(dot);
  dot.setAsync(true);
  b.setInsertionPointAfter(dot);
  auto previous =
      DotWaitOp::create(b, loc, loop.getRegionIterArgs()[carried], 1);
  b.setInsertionPointAfter(loop);
  Value result = loop.getResult(carried);
  auto done = DotWaitOp::create(b, loc, result, 0);
  result.replaceAllUsesExcept(done.getResult(), done);
  return previous;
}

void tile::issueInTurn(DotOp dot) {
  auto begin = dyn_cast_or_null<TurnBeginOp>(dot->getPrevNode());
  auto end = dyn_cast_or_null<TurnEndOp>(dot->getNextNode());
  if (!begin || !end || !canIssueAsync(dot))
    return;
  dot.setAsync(true);
  OpBuilder b(end->getContext());
  b.setInsertionPointAfter(end);
  auto wait = DotWaitOp::create(b, dot.getLoc(), dot.getResult(),
                                /*pending=*/0);
  dot.getResult().replaceAllUsesExcept(wait.getResult(), wait);
}

SmallVector<DotOp> tile::syncTurnDots(scf::ForOp loop) {
  SmallVector<std::pair<DotOp, DotWaitOp>> inTurns;
  for (auto dot : loop.getBody()->getOps<DotOp>()) {
    auto end = dyn_cast_or_null<TurnEndOp>(dot->getNextNode());
    auto wait = end ? dyn_cast_or_null<DotWaitOp>(end->getNextNode())
                    : DotWaitOp();
    if (dot.getAsync() && isa_and_nonnull<TurnBeginOp>(dot->getPrevNode()) &&
        wait && wait.getValue() == dot.getResult() && wait.getPending() == 0)
      inTurns.push_back({dot, wait});
  }
  SmallVector<DotOp> dots;
  for (auto [dot, wait] : inTurns) {
    wait.getResult().replaceAllUsesWith(dot.getResult());
    wait.erase();
    dot.setAsync(false);
    dots.push_back(dot);
  }
  return dots;
}
