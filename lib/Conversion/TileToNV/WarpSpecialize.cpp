//===- WarpSpecialize.cpp - tile.warp_specialize to per-thread code ------===//
//
// The partitions of a tile.warp_specialize (include/TileDialect/
// TilePartitions.td) are the two sides of one branch on the thread index:
// the kernel's own threads (0 .. 32 W - 1) run the consumers' region, with
// every block-wide barrier a named barrier of theirs; the producer warps
// launched beyond them run the producer's region, whose first thread
// issues what one thread issues. Nothing is decided here.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Conversion/HopperOps.h"
#include "TileDialect/Target/ModuleTarget.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace tile;

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
  // their register budget, if any. Neither partition moves back: nothing
  // follows the op but the kernel's end.
  auto lowerPartition = [&](Region &region, Block &into,
                            TileLowering::BarrierScope scope, int64_t leader,
                            nv::RegAction action,
                            std::optional<uint32_t> regs) -> LogicalResult {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPoint(into.getTerminator());
    if (regs)
      nv::SetMaxNRegOp::create(b, loc, action, *regs);
    TileLowering::BarrierScope savedScope = l.barrierScope;
    int64_t savedLeader = l.leaderThread;
    l.barrierScope = scope;
    l.leaderThread = leader;
    LogicalResult r = l.lowerBlock(region.front());
    l.barrierScope = savedScope;
    l.leaderThread = savedLeader;
    return r;
  };
  if (failed(lowerPartition(op.getProducer(), branch.getThenRegion().front(),
                            l.barrierScope, consumers, nv::RegAction::dec,
                            producerRegs)))
    return failure();
  return lowerPartition(op.getConsumers(), branch.getElseRegion().front(),
                        {kConsumerBarrier, consumers}, l.leaderThread,
                        nv::RegAction::inc, consumerRegs);
}
