//===- PersistentLoops.cpp - Persistent loops over output tiles -----------===//
//
// A loop over output tiles marked tile.persistent (kPersistentAttrName:
// tile-pipeline marks it where whyNotPersistent is empty) whose body runs
// one pipelined K loop keeps one ring of stages for all its tiles: the
// copying threads run on into the next tile's K loop while the epilogue
// stores this one. A wgmma pipeline's producer warpgroup and consumer
// warpgroups (the consumers run the epilogue) each loop over the tiles. (A
// tcgen05 K loop's persistent form is the generic passes': tile-pipeline-
// loads' shared rings, tile-warp-specialize's producer issuing the MMAs.)
//
//===----------------------------------------------------------------------===//

#include "PipelineEmitters.h"

#include "llvm/ADT/ScopeExit.h"

using namespace mlir;
using namespace tile;
using namespace tile::pipeline;

/// A persistent loop over output tiles whose body runs one pipelined K loop
/// and stores its result from the accumulator registers:
///
///   init the ring's barriers once
///   producer thread: for each tile: its scalar arithmetic, then the
///     copies of its K loop, iterations counted on from the earlier tiles
///   consumers: for each tile: its arithmetic, the K loop on wgmma, release
///     the last stage, the epilogue from the fragments
///
/// so the producer fills the stages of the next tile while the consumers
/// store this one, and the block synchronizes only at the end.
namespace {
/// The loop over output tiles of a persistent kernel, re-emitted once per
/// role (each role runs its own copy of it).
struct TileLoop {
  TileLowering &l;
  BoxEmitter &e;
  LoopIssuer &it;
  scf::ForOp outer, inner;

  /// for each tile, carrying the global K-iteration count `base` and the
  /// tile count `t`: lowers the body's ops before the pipelined loop
  /// (lowerBefore(tilesToo)) and reads its bounds (`it.trips`), then
  /// `body(base, t)` lowers the role's work for the tile. Returns the
  /// loop's results (base, t) after the last tile, or failure.
  FailureOr<ValueRange>
  forEach(bool tilesToo,
          function_ref<LogicalResult(Value base, Value t)> body) {
    OpBuilder &b = e.b;
    Location loc = e.loc;
    auto loop = scf::ForOp::create(
        b, loc, l.scalars.lookup(outer.getLowerBound()),
        l.scalars.lookup(outer.getUpperBound()),
        l.scalars.lookup(outer.getStep()), ValueRange{e.c32(0), e.c32(0)});
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(loop.getBody());
      l.scalars.map(outer.getInductionVar(), loop.getInductionVar());
      Value base = loop.getRegionIterArgs()[0], t = loop.getRegionIterArgs()[1];
      if (failed(lowerBefore(tilesToo)))
        return failure();
      it.readBounds();
      if (failed(body(base, t)))
        return failure();
      if (loop.getBody()->mightHaveTerminator())
        loop.getBody()->getTerminator()->erase();
      b.setInsertionPointToEnd(loop.getBody());
      scf::YieldOp::create(b, loc,
                           ValueRange{e.add(base, it.trips), e.add(t, 1)});
    }
    return ValueRange(loop.getResults());
  }

  /// The body's ops before the pipelined loop: the scalars (the tile's
  /// coordinates and trip count), and the index tiles too when `tilesToo`.
  LogicalResult lowerBefore(bool tilesToo) {
    for (Operation &op : outer.getBody()->without_terminator()) {
      if (&op == inner.getOperation())
        break;
      bool tiles = llvm::any_of(op.getResultTypes(), [](Type t) {
        return isa<RankedTensorType>(t);
      });
      if (tiles && !tilesToo)
        continue; // the copying and MMA threads need only the scalars
      if (failed(l.lowerCheckedOp(&op)))
        return failure();
    }
    return success();
  }

  /// The epilogue: the body's ops after the pipelined loop, whose result is
  /// bound to the accumulator fragments already.
  LogicalResult lowerAfter() {
    bool after = false;
    for (Operation &op : outer.getBody()->without_terminator()) {
      if (after && failed(l.lowerCheckedOp(&op)))
        return failure();
      after |= &op == inner.getOperation();
    }
    return success();
  }
};
} // namespace

LogicalResult tile::lowerPersistentLoop(TileLowering &l, scf::ForOp outer) {
  std::string why = whyNotPersistent(outer);
  if (!why.empty())
    return outer.emitOpError("is marked ")
           << kPersistentAttrName << " but " << why;
  // The epilogue reads its vector loads (a bias) at the fragment's
  // positions: it cannot stage them with the whole block.
  l.gatherLoads = true;
  llvm::scope_exit restore([&] { l.gatherLoads = false; });
  scf::ForOp inner = pipelinedChild(outer);
  FailureOr<PipelinePlan> plan = readPlan(l, inner);
  if (failed(plan))
    return failure();
  const PipelinePlan &p = *plan;

  OpBuilder &b = l.b;
  Location loc = outer.getLoc();
  BoxEmitter e{l, b, loc};
  LoopIssuer it(l, e, inner, p.m);
  it.placeRing(inner, p.offset, p.stages);
  WgmmaPipeline pipe(l, e, p, it);
  pipe.initBarriers();
  const FragmentLayout &layout = pipe.layout();
  TileLoop tiles{l, e, it, outer, inner};

  Value tid = l.tid;
  auto branch = pipe.splitRoles(TypeRange{});
  LogicalResult result = success();
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&branch.getThenRegion().front());
    pipe.producerBegins();
    e.ifThen(e.eq(e.urem(tid, 128), 0), [&] {
      if (failed(tiles.forEach(/*tilesToo=*/false,
                               [&](Value base, Value) -> LogicalResult {
                                 pipe.produce(base);
                                 return success();
                               })))
        result = failure();
    });
    pipe.producerEnds();
  }
  if (failed(result))
    return failure();
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&branch.getElseRegion().front());
    pipe.consumersBegin();
    if (failed(tiles.forEach(
            /*tilesToo=*/true, [&](Value base, Value) -> LogicalResult {
              SmallVector<Value> acc = pipe.consume(
                  base,
                  l.elementsInFragment(loc, inner.getInitArgs()[0], layout),
                  /*releaseLast=*/true);
              l.setFragment(inner.getResult(0), std::move(acc), layout);
              l.barrierScope = {kEpilogueBarrier, 128 * p.m.consumers()};
              LogicalResult r = tiles.lowerAfter();
              l.barrierScope = {};
              return r;
            })))
      result = failure();
    drainStores(l, e, outer);
    pipe.consumersEnd();
  }
  if (failed(result))
    return failure();
  pipe.finish();
  return success();
}