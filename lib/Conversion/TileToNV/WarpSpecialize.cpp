//===- WarpSpecialize.cpp - tile.warp_specialize to per-thread code ------===//
//
// The partitions of a tile.warp_specialize (include/TileDialect/
// TilePartitions.td) are the two sides of one branch on the thread index:
// the kernel's own threads (0 .. 32 W - 1) run the consumers' region, with
// every block-wide barrier a named barrier of theirs; the producer warps
// launched beyond them run the producer's region, whose first thread
// issues what one thread issues. Where that region holds nothing else
// (TMA copies and their arming, waits, and the scalar code and loops
// around them), its first thread runs it alone: the others would only
// spin in the same waits beside the consumers (tile-pipeline's template
// and CUTLASS's producers run on one thread too). Nothing is decided here.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Conversion/HopperOps.h"
#include "TileDialect/Target/ModuleTarget.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace tile;

namespace {
/// Emits `emit()` in a branch that consumer warpgroup c (threads 128 c ..
/// 128 c + 127) takes.
void ifWarpgroup(TileLowering &l, Location loc, int64_t c,
                 llvm::function_ref<void()> emit) {
  OpBuilder &b = l.b;
  auto c32 = [&](int64_t v) {
    return arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(int32_t(v)));
  };
  Value mine = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq,
      arith::DivUIOp::create(b, loc, l.tid, c32(128)), c32(c));
  auto branch = scf::IfOp::create(b, loc, TypeRange{}, mine,
                                  /*withElseRegion=*/false);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPoint(branch.thenBlock()->getTerminator());
  emit();
}

/// `emit(c)` for each consumer warpgroup c in a branch of its own:
/// named-barrier ids are immediates (with a register id ptxas reserves all
/// 16).
void forEachWarpgroup(TileLowering &l, Location loc,
                      llvm::function_ref<void(int64_t)> emit) {
  for (int64_t c = 0, n = l.numThreads / 128; c < n; ++c)
    ifWarpgroup(l, loc, c, [&] { emit(c); });
}

/// Whether the first thread of a producer region suffices to run it: it
/// holds only what that thread issues (tile.async_load_box,
/// tile.barrier_expect, tile.tmem_dot(_scaled), tile.tmem_commit), waits
/// (tile.barrier_wait), stages, loops and
/// branches, and scalar code (isScalarPure). Not an arrival
/// (tile.barrier_arrive counts every thread that makes it).
bool firstThreadSuffices(Region &region) {
  return !region
              .walk([](Operation *op) {
                bool issued =
                    isa<scf::ForOp, scf::IfOp, scf::YieldOp, BufferStageOp,
                        BarrierWaitOp, BarrierExpectOp, AsyncLoadBoxOp,
                        TmemDotOp, TmemDotScaledOp, TmemCommitOp>(op);
                return issued || isScalarPure(op) ? WalkResult::advance()
                                                  : WalkResult::interrupt();
              })
              .wasInterrupted();
}

/// Warpgroup c's turn barrier: its own 128 threads wait there, the 128 of
/// the warpgroup before it arrive.
void turnBarrier(TileLowering &l, Location loc, int64_t c, bool wait) {
  uint32_t id = uint32_t(kFirstTurnBarrier + c);
  IntegerAttr threads = l.b.getI32IntegerAttr(256);
  if (wait)
    nv::BarSyncOp::create(l.b, loc, id, Value(), threads);
  else
    nv::BarArriveOp::create(l.b, loc, id, Value(), threads);
}
} // namespace

LogicalResult tile::lowerTurn(TileLowering &l, Operation *op) {
  Location loc = op->getLoc();
  int64_t n = l.numThreads / 128;
  if (isa<TurnBeginOp>(op)) {
    forEachWarpgroup(l, loc, [&](int64_t c) { turnBarrier(l, loc, c, true); });
    l.turn = op;
    l.turnBlock = l.b.getInsertionBlock();
    l.barrierInTurn = false;
    l.barrierInTurnLoc.reset();
    return success();
  }
  Operation *begin = l.turn;
  l.turn = nullptr;
  if (l.barrierInTurn) {
    InFlightDiagnostic d =
        begin->emitOpError("brackets ops that need the consumers' "
                           "block-wide barrier (shared memory they "
                           "exchange or stage through), where the other "
                           "warpgroups would be waiting for their turn "
                           "instead: move those ops out of the turn");
    d.attachNote(*l.barrierInTurnLoc)
        << "the first such barrier is for the op here (an operand staged "
           "from registers, or a tile.load_box read where it lands)";
    return d;
  }
  forEachWarpgroup(l, loc,
                   [&](int64_t c) { turnBarrier(l, loc, (c + 1) % n, false); });
  return success();
}

LogicalResult tile::lowerWarpSpecialize(TileLowering &l, WarpSpecializeOp op) {
  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  int64_t consumers = l.numThreads;
  Value isProducer =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, l.tid,
                            arith::ConstantOp::create(
                                b, loc, b.getI32IntegerAttr(int32_t(consumers))));
  auto branch = scf::IfOp::create(b, loc, TypeRange{}, isProducer,
                                  /*withElseRegion=*/true);
  std::optional<uint32_t> producerRegs = op.getProducerRegisters(),
                          consumerRegs = op.getConsumerRegisters();
  if (producerRegs &&
      failed(requireFeature(op, l.gpuModule, Feature::Setmaxnreg,
                            "setmaxnreg (tile.warp_specialize registers)")))
    return failure();
  // Lowers `region` at the end of `into` with the lowering's partition
  // state set by `enter` (and put back after); its warps first move to
  // their register budget, if any (every thread of a warp executes
  // setmaxnreg), then, `alone`, only the leader goes on. Neither partition
  // moves back: nothing follows the op but the kernel's end.
  auto lowerPartition = [&](Region &region, Block &into,
                            TileLowering::BarrierScope scope, int64_t leader,
                            bool alone, nv::RegAction action,
                            std::optional<uint32_t> regs,
                            llvm::function_ref<void()> begin,
                            llvm::function_ref<void()> end) -> LogicalResult {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPoint(into.getTerminator());
    if (regs)
      nv::SetMaxNRegOp::create(b, loc, action, *regs);
    begin();
    if (alone) {
      Value first = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq, l.tid,
          arith::ConstantOp::create(b, loc,
                                    b.getI32IntegerAttr(int32_t(leader))));
      auto only = scf::IfOp::create(b, loc, TypeRange{}, first,
                                    /*withElseRegion=*/false);
      b.setInsertionPoint(only.thenBlock()->getTerminator());
    }
    TileLowering::BarrierScope savedScope = l.barrierScope;
    int64_t savedLeader = l.leaderThread;
    bool savedAlone = l.leaderAlone;
    l.barrierScope = scope;
    l.leaderThread = leader;
    l.leaderAlone = alone;
    LogicalResult r = l.lowerBlock(region.front());
    l.barrierScope = savedScope;
    l.leaderThread = savedLeader;
    l.leaderAlone = savedAlone;
    if (succeeded(r))
      end();
    return r;
  };
  if (failed(lowerPartition(op.getProducer(), branch.getThenRegion().front(),
                            l.barrierScope, consumers,
                            firstThreadSuffices(op.getProducer()),
                            nv::RegAction::dec, producerRegs, [] {}, [] {})))
    return failure();
  // Turns (tile.turn_begin): warpgroup 0 takes the first, so the last one
  // passes it a turn before any; warpgroup 0 takes the one the last passes
  // after its final turn, so that every turn barrier is met as often as it
  // is arrived at.
  bool turns = op.getConsumers()
                   .walk([](TurnBeginOp) { return WalkResult::interrupt(); })
                   .wasInterrupted();
  int64_t last = consumers / 128 - 1;
  return lowerPartition(
      op.getConsumers(), branch.getElseRegion().front(),
      {kConsumerBarrier, consumers}, l.leaderThread, /*alone=*/false,
      nv::RegAction::inc, consumerRegs,
      [&] {
        if (turns)
          ifWarpgroup(l, loc, last, [&] { turnBarrier(l, loc, 0, false); });
      },
      [&] {
        if (turns)
          ifWarpgroup(l, loc, 0, [&] { turnBarrier(l, loc, 0, true); });
      });
}
