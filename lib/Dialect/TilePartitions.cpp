//===- TilePartitions.cpp - warp-specialized partitions ---------------------===//
//
// tile.warp_specialize (include/TileDialect/TilePartitions.td): where it
// may stand, what its producer region may run, and the block size a launch
// then has.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/TileOps.h"
#include "TileDialect/TileTurns.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace tile;

bool tile::isScalarPure(Operation *op) {
  auto isTile = [](Type t) { return isa<RankedTensorType>(t); };
  return op->getNumRegions() == 0 && isMemoryEffectFree(op) &&
         !llvm::any_of(op->getOperandTypes(), isTile) &&
         !llvm::any_of(op->getResultTypes(), isTile);
}

int64_t tile::launchThreads(KernelOp kernel) {
  int64_t extra = 0;
  for (Operation &op : kernel.getBody().front())
    if (auto ws = dyn_cast<WarpSpecializeOp>(op))
      extra = std::max<int64_t>(extra, 32 * ws.getProducerWarps());
  return kernel.getNumThreads() + extra;
}

LogicalResult WarpSpecializeOp::verify() {
  if (!isa_and_nonnull<KernelOp>((*this)->getParentOp()))
    return emitOpError("stands directly in a tile.kernel's body (it splits "
                       "the block's warps)");
  // (Every thread of both partitions may meet the cluster's other blocks
  // there: a cluster whose blocks multicast into each other's buffers
  // stays until all are done.)
  Operation *next = (*this)->getNextNode();
  while (next && isa<ClusterArriveOp, ClusterWaitOp>(next))
    next = next->getNextNode();
  if (!next || !isa<ReturnOp>(next))
    return emitOpError("is the last op of its kernel before tile.return "
                       "(but for tile.cluster_arrive and tile.cluster_wait): "
                       "after it the partitions' warps do not run together");
  // The producer: scalars, loops and branches of them, and what one thread
  // issues or every thread waits in.
  WalkResult r = getProducer().walk([&](Operation *op) -> WalkResult {
    auto isTile = [](Type t) { return isa<RankedTensorType>(t); };
    if (llvm::any_of(op->getOperandTypes(), isTile) ||
        llvm::any_of(op->getResultTypes(), isTile)) {
      op->emitOpError("works on tiles, which the producer partition of a "
                      "tile.warp_specialize does not hold (tiles are the "
                      "consumers' threads')");
      return WalkResult::interrupt();
    }
    if (isa<BarrierOp, AsyncWaitOp, AsyncCopyOp, AsyncCommitOp, BarrierInitOp,
            BarrierInvalOp, BufferLoadOp, BufferStoreOp, WarpSpecializeOp>(
            op)) {
      op->emitOpError("needs the whole block or the consumers' tiles; the "
                      "producer partition of a tile.warp_specialize runs "
                      "scalar code, TMA copies and mbarrier waits and "
                      "arrivals");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (r.wasInterrupted())
    return failure();
  if (getConsumers().walk([](WarpSpecializeOp) { return WalkResult::interrupt(); })
          .wasInterrupted())
    return emitOpError("holds another tile.warp_specialize; partitions do "
                       "not nest");
  return verifyRegisters();
}

LogicalResult WarpSpecializeOp::verifyRegisters() {
  std::optional<uint32_t> producer = getProducerRegisters(),
                          consumer = getConsumerRegisters();
  if (!producer && !consumer)
    return success();
  if (!producer || !consumer)
    return emitOpError("sets the register budgets of both partitions or of "
                       "neither (registers(producer, consumers))");
  for (auto [count, who] : {std::pair{*producer, "producer"},
                            {*consumer, "consumers"}})
    if (count % 8 || count < 24 || count > 256)
      return emitOpError("gives the ")
             << who << " " << count
             << " registers per thread; setmaxnreg takes a multiple of 8 "
                "in [24, 256]";
  if (*producer > *consumer)
    return emitOpError("gives the producer ")
           << *producer << " registers per thread, more than the consumers' "
           << *consumer
           << ": the budgets move registers from the producer to the "
              "consumers";
  auto kernel = cast<KernelOp>((*this)->getParentOp());
  int64_t warps = kernel.getNumWarps(), producerWarps = getProducerWarps();
  if (warps % 4 || producerWarps % 4)
    return emitOpError("sets register budgets with ")
           << producerWarps << " producer and " << warps
           << " consumer warps; setmaxnreg runs in whole warpgroups, so "
              "both must be multiples of 4";
  int64_t total = 32 * (producerWarps * *producer + warps * *consumer);
  if (total > 65536)
    return emitOpError("budgets need ")
           << total << " registers (" << 32 * producerWarps << " x "
           << *producer << " + " << 32 * warps << " x " << *consumer
           << "), more than the 65536 of an SM";
  return success();
}

/// Whether `op` stands in the consumers' region of a tile.warp_specialize
/// whose kernel has 2 to 7 whole warpgroups (else a located error).
static LogicalResult verifyTurnTakers(Operation *op) {
  Operation *child = op;
  for (Operation *parent = op->getParentOp(); parent;
       child = parent, parent = parent->getParentOp()) {
    auto ws = dyn_cast<WarpSpecializeOp>(parent);
    if (!ws)
      continue;
    if (child->getParentRegion() != &ws.getConsumers())
      break;
    int64_t warps = cast<KernelOp>(ws->getParentOp()).getNumWarps();
    if (!warpgroupsTakeTurns(warps))
      return op->emitOpError("takes turns between consumer warpgroups; the "
                             "kernel's ")
             << warps
             << " warps are not 2 to 7 whole warpgroups (num_warps a "
                "multiple of 4 from 8 to 28: named barriers 9 to 15)";
    return success();
  }
  return op->emitOpError("stands in the consumers' region of a "
                         "tile.warp_specialize (the consumer warpgroups take "
                         "turns)");
}

LogicalResult TurnBeginOp::verify() {
  if (failed(verifyTurnTakers(*this)))
    return failure();
  for (Operation *op = (*this)->getNextNode(); op; op = op->getNextNode()) {
    if (isa<TurnEndOp>(op))
      return success();
    if (isa<TurnBeginOp>(op) ||
        op->walk([](Operation *inner) {
            return isa<TurnBeginOp, TurnEndOp>(inner) ? WalkResult::interrupt()
                                                      : WalkResult::advance();
          }).wasInterrupted())
      return emitOpError("is followed by another turn before its "
                         "tile.turn_end; turns do not nest");
  }
  return emitOpError("has no tile.turn_end after it in its block");
}

LogicalResult TurnEndOp::verify() {
  if (failed(verifyTurnTakers(*this)))
    return failure();
  for (Operation *op = (*this)->getPrevNode(); op; op = op->getPrevNode()) {
    if (isa<TurnBeginOp>(op))
      return success();
    if (isa<TurnEndOp>(op))
      break;
  }
  return emitOpError("has no tile.turn_begin before it in its block");
}
