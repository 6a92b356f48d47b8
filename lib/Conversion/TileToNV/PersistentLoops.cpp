//===- PersistentLoops.cpp - Persistent loops over output tiles -----------===//
//
// A loop over output tiles marked tile.persistent (kPersistentAttrName:
// tile-pipeline marks it where whyNotPersistent is empty) whose body runs
// one pipelined K loop keeps one ring of stages for all its tiles: the
// copying threads run on into the next tile's K loop while the epilogue
// stores this one. A wgmma pipeline's producer warpgroup and consumer
// warpgroups (the consumers run the epilogue) each loop over the tiles; a
// tcgen05 pipeline has a copying warp, an MMA warp and the epilogue
// warpgroups, and two accumulators in tensor memory.
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

/// A persistent loop whose pipelined K loop is a tcgen05 pipeline. One
/// warpgroup more than the epilogue warps (tile-pipeline adds it):
///
///   warp W (lane 0), the copier: for each tile, for each K step g (counted
///     on from tile to tile): wait empty[g % S] once g >= S; copy A and B.
///   warp W + 1 (lane 0), the MMA issuer: for each tile t: wait until the
///     epilogue has read accumulator t % 2 two tiles ago (accEmpty); for
///     each K step: wait full, tcgen05.mma into tensor-memory columns
///     (t % 2) N, commit to empty; then commit to accFull[t % 2].
///   warps 0..W-1, the epilogue: for each tile: wait accFull[t % 2], read
///     the accumulator back (tcgen05.ld), arrive on accEmpty[t % 2] (one
///     arrival per warp), run the epilogue from the registers.
///
/// So the copies run ahead across tiles, and the MMAs of tile t + 1 run
/// while the epilogue stores tile t (two accumulators: 2 N columns of
/// tensor memory).
///
/// Over CTA pairs both blocks run all three roles on the same tiles, but
/// only the first block's MMA thread issues (cta_group::2, into both
/// blocks' tensor memory) and commits to both blocks' empty and accFull;
/// the epilogue warps of both blocks arrive on the first block's accEmpty
/// (mapa; it counts both), and the second block's copier waits for the
/// last commits to its empty barriers before the cluster synchronizes.
static LogicalResult lowerPersistentTcgen05(TileLowering &l, scf::ForOp outer,
                                            scf::ForOp inner,
                                            const PipelinePlan &p) {
  const PipelineMatch &m = p.m;
  std::optional<Tcgen05Encoding> enc;
  if (failed(requireTcgen05(l, m, enc)))
    return failure();
  int64_t groups = l.numThreads / 128 - 1, epilogueWarps = 4 * groups;
  if (!enc || l.numThreads % 128 || groups < 1 || m.n % (groups * 8) ||
      m.n / groups > 128)
    return outer.emitOpError("is a persistent tcgen05 loop, but its ")
           << m.m << "x" << m.n << " accumulator cannot be read back by "
           << epilogueWarps
           << " epilogue warps (whole warpgroups besides the copying and MMA "
              "warpgroup tile-pipeline adds, at most 128 columns each)";
  OpBuilder &b = l.b;
  Location loc = outer.getLoc();
  BoxEmitter e{l, b, loc};
  LoopIssuer it(l, e, inner, m);
  it.extent = p.extent;
  it.multicastA = p.multicastA;
  it.multicastB = p.multicastB;
  it.placeRing(inner, p.offset, p.stages);
  int64_t stages = p.stages;
  int64_t tmemCols = tmemAllocColumns(2 * m.n);
  Value slot = it.tmemSlot();
  auto accFull = [&](Value which) {
    return e.add(e.add(it.done(), 16), e.mul(which, 8));
  };
  auto accEmpty = [&](Value which) {
    return e.add(e.add(it.done(), 32), e.mul(which, 8));
  };
  Value tid = l.tid, warp = e.udiv(tid, 32), lane = e.urem(tid, 32);
  // CTA pairs: the first block's MMAs fill both blocks' accumulators, so
  // its accEmpty counts the epilogue warps of both.
  Value isLeader = m.ctaPair ? it.setUpPair() : Value();
  bool clusterWide = p.multicast() || m.ctaPair;

  e.ifThen(e.eq(tid, 0), [&] {
    for (int64_t s = 0; s < stages; ++s) {
      e.mbarrierInit(it.full(e.c32(s)), 1);
      Value empty = it.empty(e.c32(s));
      e.mbarrierInit(empty, e.c32(p.multicast() ? p.cluster : 1));
    }
    for (int64_t a = 0; a < 2; ++a) {
      e.mbarrierInit(accFull(e.c32(a)), 1);
      Value empty = accEmpty(e.c32(a));
      e.mbarrierInit(empty, e.c32(m.ctaPair ? 2 * epilogueWarps : epilogueWarps));
    }
    e.fenceMbarrierInit();
  });
  Tcgen05Mma mma{l, e, m, *enc};
  Value taddr = mma.allocate(epilogueWarps, tmemCols, slot, clusterWide);
  auto parityOf = [&](Value round) {
    return arith::AndIOp::create(b, loc, round, e.c32(1)).getResult();
  };
  auto ge = [&](Value x, int64_t y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, x,
                                 e.c32(y))
        .getResult();
  };

  TileLoop tiles{l, e, it, outer, inner};
  LogicalResult result = success();
  auto roles = scf::IfOp::create(
      b, loc, TypeRange{},
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, warp,
                            e.c32(epilogueWarps)),
      /*withElseRegion=*/true);
  {
    // The epilogue warps.
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&roles.getThenRegion().front());
    FailureOr<ValueRange> done = tiles.forEach(
        /*tilesToo=*/true, [&](Value base, Value t) -> LogicalResult {
          Value which = e.urem(t, 2);
          e.wait(accFull(which), parityOf(e.udiv(t, 2)));
          nv::Tcgen05FenceOp::create(e.b, e.loc,
                                     nv::Tcgen05FenceKind::after_thread_sync);
          auto [regs, layout] = readTmemAccumulator(
              l, e, m, inner, groups, taddr, e.mul(which, m.n), it.trips);
          nv::Tcgen05FenceOp::create(e.b, e.loc,
                                     nv::Tcgen05FenceKind::before_thread_sync);
          e.ifThen(e.eq(lane, 0), [&] {
            if (m.ctaPair) // on the first block's, which issues the MMAs
              e.arriveRemote(accEmpty(which), it.leaderRank);
            else
              e.mbarrierArrive(accEmpty(which));
          });
          l.setFragment(inner.getResult(0), std::move(regs), layout);
          l.barrierScope = {kEpilogueBarrier, 32 * epilogueWarps};
          LogicalResult r = tiles.lowerAfter();
          l.barrierScope = {};
          return r;
        });
    if (failed(done))
      result = failure();
    drainStores(l, e, outer);
  }
  if (failed(result))
    return failure();
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&roles.getElseRegion().front());
    // The copier: warp W, lane 0.
    e.ifThen(e.eq(tid, 32 * epilogueWarps), [&] {
      FailureOr<ValueRange> done = tiles.forEach(
          /*tilesToo=*/false, [&](Value base, Value) -> LogicalResult {
            it.forEach(e.c32(0), it.trips, ValueRange{},
                       [&](Value i, ValueRange) {
                         Value gi = e.add(base, i);
                         Value s = e.urem(gi, stages);
                         e.ifThen(ge(gi, stages), [&] {
                           e.wait(it.empty(s),
                                  parityOf(e.add(e.udiv(gi, stages), -1)));
                         });
                         it.issue(i, it.stageA(s), it.stageB(s), it.full(s));
                         return SmallVector<Value>{};
                       });
            return success();
          });
      if (failed(done)) {
        result = failure();
        return;
      }
      // The second block of a pair: the first block's commits to this
      // block's empty barriers arrive asynchronously; wait for the last.
      if (m.ctaPair)
        e.ifThen(e.eq(it.pairRank, 1),
                 [&] { it.waitLastCommits((*done)[0]); });
    });
    // The MMA issuer: warp W + 1, lane 0 (of the pair's first block).
    Value issuer = e.eq(tid, 32 * (epilogueWarps + 1));
    if (m.ctaPair)
      issuer = arith::AndIOp::create(b, loc, issuer, isLeader);
    e.ifThen(issuer, [&] {
      FailureOr<ValueRange> done = tiles.forEach(
          /*tilesToo=*/false, [&](Value base, Value t) -> LogicalResult {
            Value which = e.urem(t, 2);
            // Accumulator `which` was read back two tiles ago.
            e.ifThen(ge(t, 2), [&] {
              e.wait(accEmpty(which), parityOf(e.add(e.udiv(t, 2), -1)));
            });
            nv::Tcgen05FenceOp::create(e.b, e.loc,
                                       nv::Tcgen05FenceKind::after_thread_sync);
            Value acc = e.add(taddr, e.mul(which, m.n));
            it.forEach(e.c32(0), it.trips, ValueRange{},
                       [&](Value i, ValueRange) {
                         mma.iteration(it, p, acc, e.add(base, i), i);
                         return SmallVector<Value>{};
                       });
            // Over a pair both blocks' epilogues wait for it.
            commitMmas(e, accFull(which), p, it.pairMask,
                       /*everyBlock=*/false);
            return success();
          });
      if (failed(done)) {
        result = failure();
        return;
      }
      // The commits of the last stages are asynchronous: wait for them
      // (from every block, with multicast) before the block exits.
      it.waitLastCommits((*done)[0]);
    });
    nv::BarWarpSyncOp::create(e.b, e.loc, -1); // copy/issue lanes rejoin
  }
  if (failed(result))
    return failure();
  nv::Tcgen05FenceOp::create(e.b, e.loc,
                             nv::Tcgen05FenceKind::before_thread_sync);
  l.barrier(loc);
  if (clusterWide)
    e.clusterSync();
  deallocateTmem(l, e, mma.group(), epilogueWarps, taddr, tmemCols);
  return success();
}

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
  if (p.m.tcgen05())
    return lowerPersistentTcgen05(l, outer, inner, p);

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