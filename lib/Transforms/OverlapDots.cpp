//===- OverlapDots.cpp - tile-overlap-dots ---------------------------------===//
//
// FlashAttention-3's overlap within a warpgroup, as an IR rewrite of the
// consumers' loop of a tile.warp_specialize: the loop's second wgmma dot
// (D1, O += P V, the carried accumulator) moves to the next iteration, and
// is issued there together with that iteration's first dot (D0, S =
// Q K^T), both async (tile.dot ... async). D0 is waited for first
// (tile.dot_wait pending 1), and the iteration's softmax runs while D1 is
// still on the tensor cores; D1 is waited for at the end of the iteration.
//
// The loop body splits into stage 0 (everything D1 does not take over)
// and stage 1: D1, what comes after it (the stage's release), and the ops
// before it that only it uses and that it can take along (ring loads,
// broadcasts, the accumulator's rescale). Values stage 1 takes from stage
// 0 of its iteration are carried to the next iteration. Iteration 0's
// stage 0 runs before the loop and the last iteration's stage 1 after it,
// all inside an scf.if on the loop running at all.
//
// A loop of one dot (a GEMM's K loop) keeps it in flight across
// iterations instead (keepDotInFlight).
//
//===----------------------------------------------------------------------===//

#include "DotsInFlight.h"
#include "LoopScalars.h"
#include "TileDialect/Analysis/FragmentUses.h"
#include "TileDialect/Passes.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

namespace tile {
#define GEN_PASS_DEF_TILEOVERLAPDOTS
#include "TileDialect/Passes.h.inc"
} // namespace tile

using namespace mlir;
using namespace tile;

namespace {
/// The consumers' loop split into its two stages.
struct Overlap {
  scf::ForOp loop;
  DotOp d0, d1;
  /// Whether the dots were bracketed in turns (tile-warp-specialize's
  /// ping-pong); the new loop brackets both issues in one.
  bool turns = false;
  /// Stage 1's ops, in body order (D1 among them); every other op of the
  /// body but the yield and the turns is stage 0's.
  llvm::SetVector<Operation *> stage1;
  /// The loop's carried arguments whose yielded value stage 1 computes
  /// (the accumulator).
  llvm::SmallDenseSet<unsigned> lateArgs;
  /// Values stage 1 takes from stage 0 of its iteration (the induction
  /// variable, stage-0 arguments and results), carried to the next.
  llvm::SetVector<Value> crossing;

  Block *body() { return loop.getBody(); }

  /// Whether `op` (before D1, used only by stage 1) can move with D1:
  /// the ring's stage and its load, broadcasts, transposes, constants, and
  /// side-effect-free ops of the accumulator (the rescale).
  bool movable(Operation *op) {
    if (isa<BufferStageOp, BufferLoadOp, ExpandDimsOp, BroadcastOp, TransOp,
            SplatOp>(op) ||
        op->hasTrait<OpTrait::ConstantLike>())
      return true;
    if (op->getNumRegions() || !isMemoryEffectFree(op))
      return false;
    return llvm::any_of(op->getOperands(), [&](Value v) {
      auto arg = dyn_cast<BlockArgument>(v);
      if (arg && arg.getOwner() == body() && arg.getArgNumber() > 0)
        return lateArgs.contains(arg.getArgNumber() - 1);
      Operation *def = v.getDefiningOp();
      return def && stage1.contains(def);
    });
  }

  /// The op of the body that `op` (maybe nested) is in.
  Operation *inBody(Operation *op) {
    return body()->findAncestorOpInBlock(*op);
  }

  /// Why the loop cannot be overlapped, or nothing.
  std::optional<std::string> plan() {
    SmallVector<DotOp> dots;
    int64_t nested = 0;
    loop.getBody()->walk([&](DotOp dot) {
      if (dot->getBlock() == body())
        dots.push_back(dot);
      else
        ++nested;
    });
    if (dots.size() != 2 || nested)
      return std::string("its loop runs ") +
             std::to_string(dots.size() + nested) +
             " tile.dot(s), not two in the loop body";
    d0 = dots[0], d1 = dots[1];
    for (DotOp d : dots) {
      if (d.getKind() != DotKind::wgmma)
        return std::string("its dots are not both wgmma");
      if (!d.getAcc().getType().getElementType().isF32())
        return std::string("a dot accumulates in another type than f32");
      if (d.getAsync())
        return std::string("its dots are async already");
    }
    // D1 accumulates the loop's carried value; D0 computes one per
    // iteration.
    std::optional<unsigned> acc;
    for (unsigned i = 0; i < loop.getNumRegionIterArgs(); ++i)
      if (carriedAccumulatorDot(loop, i) == d1.getOperation())
        acc = i;
    if (!acc)
      return std::string("its second dot does not accumulate a value the "
                         "loop carries");
    for (unsigned i = 0; i < loop.getNumRegionIterArgs(); ++i)
      if (carriedAccumulatorDot(loop, i) == d0.getOperation())
        return std::string("its first dot accumulates a carried value");
    lateArgs.insert(*acc);
    turns = !body()->getOps<TurnBeginOp>().empty();
    bool released = false;
    // Stage 1: D1 and everything after it.
    for (Operation *op = d1.getOperation(); op != body()->getTerminator();
         op = op->getNextNode()) {
      if (isa<TurnBeginOp, TurnEndOp>(op))
        continue;
      if (op->getNumRegions())
        return std::string("an op with regions follows its second dot");
      released |= isa<BarrierArriveOp>(op);
      stage1.insert(op);
    }
    if (!released)
      return std::string("its loop releases no ring stage after its second "
                         "dot (not a consumers' loop of tile-warp-specialize)");
    // Ops before D1 used only by stage 1 and movable with it.
    SmallVector<Operation *> before;
    for (Operation *op = d1->getPrevNode(); op; op = op->getPrevNode())
      before.push_back(op);
    for (Operation *op : before) { // backwards
      if (isa<TurnBeginOp, TurnEndOp>(op) || op == d0.getOperation() ||
          op->getNumResults() == 0)
        continue;
      bool onlyStage1 = llvm::all_of(op->getUsers(), [&](Operation *user) {
        Operation *at = inBody(user);
        return at && stage1.contains(at);
      });
      if (onlyStage1 && !op->use_empty() && movable(op))
        stage1.insert(op);
    }
    // Moved ops run in body order.
    SmallVector<Operation *> ordered;
    for (Operation &op : body()->without_terminator())
      if (stage1.contains(&op))
        ordered.push_back(&op);
    stage1.clear();
    stage1.insert(ordered.begin(), ordered.end());
    // The carried arguments the body yields from stage 1 (beside the
    // accumulator) are late too; stage 0 may not read them.
    auto yield = cast<scf::YieldOp>(body()->getTerminator());
    for (auto [i, v] : llvm::enumerate(yield.getOperands()))
      if (Operation *def = v.getDefiningOp();
          def && def->getBlock() == body() && stage1.contains(def))
        lateArgs.insert(i);
    for (unsigned i : lateArgs) {
      Value arg = loop.getRegionIterArgs()[i];
      for (Operation *user : arg.getUsers())
        if (!stage1.contains(inBody(user)))
          return std::string("its first part reads the value its second "
                             "dot accumulates (carried argument #") +
                 std::to_string(i) + ")";
    }
    // What stage 1 takes from stage 0: the induction variable, stage-0
    // arguments and stage-0 results (constants are recomputed).
    for (Operation *op : stage1)
      op->walk([&](Operation *nested) {
        for (Value v : nested->getOperands()) {
          if (loop.isDefinedOutsideOfLoop(v))
            continue;
          if (auto arg = dyn_cast<BlockArgument>(v)) {
            if (arg.getOwner() != body())
              continue; // a nested region's own
            if (arg.getArgNumber() > 0 &&
                lateArgs.contains(arg.getArgNumber() - 1))
              continue;
            crossing.insert(v);
            continue;
          }
          Operation *def = inBody(v.getDefiningOp());
          if (!def || stage1.contains(def) ||
              def->hasTrait<OpTrait::ConstantLike>())
            continue;
          crossing.insert(v);
        }
      });
    return std::nullopt;
  }

  /// `v` under `map`; a constant of the body cloned at the builder's point
  /// (each stage has its own).
  static Value lookup(OpBuilder &b, IRMapping &map, Value v) {
    if (Value m = map.lookupOrNull(v))
      return m;
    if (Operation *def = v.getDefiningOp();
        def && def->hasTrait<OpTrait::ConstantLike>()) {
      Operation *copy = b.clone(*def);
      map.map(def->getResults(), copy->getResults());
      return copy->getResult(cast<OpResult>(v).getResultNumber());
    }
    return v;
  }

  /// Clones `op` at the builder's point under `map` (its operands'
  /// constants first).
  static Operation *cloneOp(OpBuilder &b, IRMapping &map, Operation *op,
                            bool async = false) {
    op->walk([&](Operation *nested) {
      for (Value v : nested->getOperands())
        lookup(b, map, v);
    });
    Operation *copy = b.clone(*op, map);
    if (async)
      cast<DotOp>(copy).setAsync(true);
    return copy;
  }

  void turnBegin(OpBuilder &b) {
    if (turns)
      TurnBeginOp::create(b, loop.getLoc());
  }
  void turnEnd(OpBuilder &b) {
    if (turns)
      TurnEndOp::create(b, loop.getLoc());
  }

  /// Stage 0 of one iteration under `map`, D0 waited for at once. Outside
  /// the turns: the lowering stages D0's operands that the loop keeps
  /// staged (Q) here, with the block's barrier.
  void cloneStage0(OpBuilder &b, IRMapping &map) {
    for (Operation &op : body()->without_terminator())
      if (!stage1.contains(&op) && !isa<TurnBeginOp, TurnEndOp>(op))
        cloneOp(b, map, &op);
  }

  void rewrite() {
    Location loc = loop.getLoc();
    OpBuilder b(loop);
    Value lb = loop.getLowerBound(), ub = loop.getUpperBound(),
          step = loop.getStep();
    auto yield = cast<scf::YieldOp>(body()->getTerminator());
    unsigned numArgs = loop.getNumRegionIterArgs();
    Value runs =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, lb, ub);
    auto guard = scf::IfOp::create(b, loc, loop.getResultTypes(), runs,
                                   /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(&guard.getElseRegion().front());
      scf::YieldOp::create(b, loc, loop.getInitArgs());
    }
    b.setInsertionPointToStart(&guard.getThenRegion().front());

    // Iteration 0's stage 0.
    IRMapping first;
    first.map(loop.getInductionVar(), lb);
    for (unsigned i = 0; i < numArgs; ++i)
      if (!lateArgs.contains(i))
        first.map(loop.getRegionIterArgs()[i], loop.getInitArgs()[i]);
    cloneStage0(b, first);

    // The loop over iterations 1..: stage 0 of i, stage 1 of i - 1.
    SmallVector<Value> inits;
    for (unsigned i = 0; i < numArgs; ++i)
      inits.push_back(lateArgs.contains(i)
                          ? loop.getInitArgs()[i]
                          : first.lookup(yield.getOperand(i)));
    for (Value x : crossing)
      inits.push_back(first.lookupOrDefault(x));
    Value lb1 = arith::AddIOp::create(b, loc, lb, step);
    auto rotated = scf::ForOp::create(b, loc, lb1, ub, step, inits);
    {
      OpBuilder::InsertionGuard g(b);
      Block *nb = rotated.getBody();
      if (nb->mightHaveTerminator())
        nb->getTerminator()->erase();
      b.setInsertionPointToEnd(nb);
      IRMapping m0, m1; // stage 0 of i, stage 1 of i - 1
      m0.map(loop.getInductionVar(), rotated.getInductionVar());
      for (unsigned i = 0; i < numArgs; ++i)
        (lateArgs.contains(i) ? m1 : m0)
            .map(loop.getRegionIterArgs()[i], rotated.getRegionIterArgs()[i]);
      for (auto [k, x] : llvm::enumerate(crossing))
        m1.map(x, rotated.getRegionIterArgs()[numArgs + k]);
      // Up to the issues: stage 0 before D0, stage 1 before D1.
      for (Operation &op : body()->without_terminator()) {
        if (&op == d0.getOperation())
          break;
        if (!stage1.contains(&op) && !isa<TurnBeginOp, TurnEndOp>(op))
          cloneOp(b, m0, &op);
      }
      for (Operation *op : stage1) {
        if (op == d1.getOperation())
          break;
        cloneOp(b, m1, op);
      }
      // Both dots issued (in one turn), D0 waited for with D1 in flight.
      turnBegin(b);
      auto s = cast<DotOp>(cloneOp(b, m0, d0, /*async=*/true));
      auto o = cast<DotOp>(cloneOp(b, m1, d1, /*async=*/true));
      turnEnd(b);
      m0.map(d0.getResult(),
             DotWaitOp::create(b, loc, s.getResult(), 1).getResult());
      // The rest of stage 0 (the softmax) beside D1.
      bool afterD0 = false;
      for (Operation &op : body()->without_terminator()) {
        if (&op == d0.getOperation()) {
          afterD0 = true;
          continue;
        }
        if (afterD0 && !stage1.contains(&op) &&
            !isa<TurnBeginOp, TurnEndOp>(op))
          cloneOp(b, m0, &op);
      }
      m1.map(d1.getResult(),
             DotWaitOp::create(b, loc, o.getResult(), 0).getResult());
      bool afterD1 = false;
      for (Operation *op : stage1) {
        if (afterD1)
          cloneOp(b, m1, op);
        afterD1 |= op == d1.getOperation();
      }
      SmallVector<Value> yielded;
      for (unsigned i = 0; i < numArgs; ++i)
        yielded.push_back(
            (lateArgs.contains(i) ? m1 : m0).lookup(yield.getOperand(i)));
      for (Value x : crossing)
        yielded.push_back(m0.lookupOrDefault(x));
      scf::YieldOp::create(b, loc, yielded);
    }

    // The last iteration's stage 1.
    IRMapping last;
    for (unsigned i = 0; i < numArgs; ++i)
      if (lateArgs.contains(i))
        last.map(loop.getRegionIterArgs()[i], rotated.getResult(i));
    for (auto [k, x] : llvm::enumerate(crossing))
      last.map(x, rotated.getResult(numArgs + k));
    for (Operation *op : stage1) // outside the turns too
      cloneOp(b, last, op);
    SmallVector<Value> results;
    for (unsigned i = 0; i < numArgs; ++i)
      results.push_back(lateArgs.contains(i)
                            ? last.lookup(yield.getOperand(i))
                            : rotated.getResult(i));
    scf::YieldOp::create(b, loc, results);
    loop.replaceAllUsesWith(guard.getResults());
    loop.erase();
  }
};

/// A consumers' loop of one wgmma dot accumulating what the loop carries
/// (a GEMM's K loop) keeps that dot in flight across iterations, as
/// tile-pipeline's TMA template does: the dot is issued async and carried
/// unwaited into the next iteration's dot, `tile.dot_wait %acc pending 1`
/// after it finds the previous iteration's dot done, and the stage that
/// dot read is released then (one iteration later than before, none in
/// iteration 0); the last dot is waited for after the loop. Why not, or
/// nothing (and the loop rewritten).
static std::optional<std::string> keepDotInFlight(scf::ForOp loop) {
  Block *body = loop.getBody();
  DotOp dot;
  unsigned carried;
  if (std::optional<std::string> why = whyNotInFlight(loop, dot, carried))
    return why;
  if (!body->getOps<TurnBeginOp>().empty())
    return std::string("its dot takes turns (ping-pong), which a dot in "
                       "flight across iterations would hold");
  // The stage's release, after the dot: tile-warp-specialize's arrival on
  // this iteration's stage of the "empty" ring.
  SmallVector<BarrierArriveOp> arrivals;
  for (Operation *op = dot->getNextNode(); op; op = op->getNextNode())
    if (auto arrive = dyn_cast<BarrierArriveOp>(op))
      arrivals.push_back(arrive);
  BarrierArriveOp release =
      arrivals.size() == 1 ? arrivals.front() : BarrierArriveOp();
  auto stageOp = release ? release.getBar().getDefiningOp<BufferStageOp>()
                         : BufferStageOp();
  if (!stageOp)
    return std::string("its loop releases no ring stage after its dot (not "
                       "a consumers' loop of tile-warp-specialize)");
  keepInFlight(loop, dot, carried);
  // Release the previous iteration's stage, past iteration 0.
  Location loc = loop.getLoc();
  OpBuilder b(release);
  int64_t stages = cast<BufferType>(stageOp.getRing().getType()).getStages();
  Value stage = stageOp.getIndex();
  auto c32 = [&](int64_t v) {
    return arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(int32_t(v)));
  };
  Value prev = arith::SelectOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, stage, c32(0)),
      c32(stages - 1), arith::SubIOp::create(b, loc, stage, c32(1)));
  // In a persistent kernel's loop over tiles (its stage counted on from
  // the tiles before: (base + i) mod S), past the first iteration of the
  // first tile: a tile's first iteration releases the stage the tile
  // before ended on.
  Value started;
  if (arith::AddIOp global = globalIteration(loop, stage))
    started = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                    global.getResult(), c32(0));
  else
    started =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt,
                              loop.getInductionVar(), loop.getLowerBound());
  auto ifOp = scf::IfOp::create(b, loc, started, /*withElseRegion=*/false);
  b.setInsertionPointToStart(&ifOp.getThenRegion().front());
  BarrierArriveOp::create(
      b, loc, BufferStageOp::create(b, loc, stageOp.getRing(), prev),
      release.getCluster(), release.getPair());
  release.erase();
  if (stageOp.use_empty())
    stageOp.erase();
  return std::nullopt;
}

struct TileOverlapDotsPass
    : tile::impl::TileOverlapDotsBase<TileOverlapDotsPass> {
  using TileOverlapDotsBase::TileOverlapDotsBase;
  void runOnOperation() override {
    // The consumers' loops, or the one of a persistent kernel's loop over
    // tiles (the loop in it that releases ring stages).
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](WarpSpecializeOp ws) {
      for (auto loop : ws.getConsumers().front().getOps<scf::ForOp>()) {
        auto inner = llvm::filter_to_vector(
            loop.getBody()->getOps<scf::ForOp>(), [](scf::ForOp l) {
              return !l.getBody()->getOps<BarrierArriveOp>().empty();
            });
        loops.push_back(inner.size() == 1 ? inner.front() : loop);
      }
    });
    for (scf::ForOp loop : loops) {
      // The rewrites take synchronous dots: those issued async in their
      // turns (tile-warp-specialize's ping-pong) become so for them, and
      // are put back where neither applies.
      SmallVector<DotOp> inTurns = syncTurnDots(loop);
      auto keepTurns = [&] {
        for (DotOp dot : inTurns)
          issueInTurn(dot);
      };
      // One dot (a GEMM's K loop): kept in flight across iterations.
      auto dots = loop.getBody()->getOps<DotOp>();
      if (std::distance(dots.begin(), dots.end()) == 1) {
        std::optional<std::string> why = keepDotInFlight(loop);
        if (why)
          keepTurns();
        if (remarks && why)
          loop.emitRemark("dot not kept in flight: ") << *why;
        else if (remarks)
          loop.emitRemark("dot kept in flight across iterations: each "
                          "iteration waits for the previous one's (pending "
                          "1) and releases the stage it read");
        continue;
      }
      Overlap o;
      o.loop = loop;
      if (std::optional<std::string> why = o.plan()) {
        keepTurns();
        if (remarks)
          loop.emitRemark("dots not overlapped: ") << *why;
        continue;
      }
      if (remarks)
        loop.emitRemark("dots overlapped: each iteration issues its first "
                        "dot with the previous iteration's second, and runs "
                        "its work between them while the second is in "
                        "flight; ")
            << o.crossing.size()
            << " value(s) carried from one iteration's first part to its "
               "second";
      o.rewrite();
    }
  }
};
} // namespace
