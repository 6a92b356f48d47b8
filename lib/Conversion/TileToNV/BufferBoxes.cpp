//===- BufferBoxes.cpp - TMA copies into buffers, mbarrier buffers --------===//
//
// Lowers the buffer ops that move boxes with TMA
// (include/TileDialect/TileBuffers.td): a barrier buffer is one mbarrier
// per stage at the stage's first byte; thread 0 initializes, arms and
// invalidates them and issues the copies (one cp.async.bulk.tensor per
// 128-byte slab of the buffer's lines, the slabs where #tile.shared
// <swizzle = 128> puts them, multicast where the copy names a CTA mask);
// every thread waits; a cluster's release arrives from lane r of each warp
// in block r. Nothing is decided here.
//
//===----------------------------------------------------------------------===//

#include "PipelineEmitters.h"

#include "TileDialect/Target/ModuleTarget.h"

using namespace mlir;
using namespace tile;
using namespace tile::pipeline;

bool tile::isBufferBoxOp(Operation *op) {
  return isa<BarrierInitOp, BarrierInvalOp, BarrierExpectOp, AsyncLoadBoxOp,
             BarrierWaitOp, BarrierArriveOp>(op);
}

Value tile::bufferAddress(TileLowering &l, Location loc, Value buffer) {
  return LLVM::PtrToIntOp::create(l.b, loc, l.b.getI32Type(),
                                  l.scalars.lookup(buffer));
}

void tile::onLeader(TileLowering &l, PtxEmitter &e, Value pred,
                    function_ref<void()> body) {
  Value cond = l.leaderAlone ? Value() : e.eq(l.tid, l.leaderThread);
  if (pred)
    cond = cond ? arith::AndIOp::create(l.b, e.loc, cond,
                                        l.scalars.lookup(pred))
                : l.scalars.lookup(pred);
  if (!cond) {
    body();
    return;
  }
  e.ifThen(cond, body);
}

namespace {
struct BufferBoxLowering {
  TileLowering &l;
  BoxEmitter e;
  BufferBoxLowering(TileLowering &l, Location loc) : l(l), e(l, l.b, loc) {}

  Value address(Value buffer) { return bufferAddress(l, e.loc, buffer); }
  void leader(Value pred, function_ref<void()> body) {
    onLeader(l, e, pred, body);
  }

  /// `fn(address of mbarrier s)` for each stage s of `bars`.
  template <typename Fn> void forEachBarrier(Value bars, Fn fn) {
    auto type = cast<BufferType>(bars.getType());
    Value base = address(bars);
    for (int64_t s = 0, n = std::max<int64_t>(type.getStages(), 1); s < n; ++s)
      fn(s ? e.add(base, s * type.getStageBytes()) : base);
  }

  LogicalResult lower(Operation *op) {
    if (failed(requireFeature(op, l.gpuModule, Feature::Tma,
                              "mbarrier transaction counts and TMA copies (" +
                                  op->getName().getStringRef().str() + ")")))
      return failure();
    if (auto init = dyn_cast<BarrierInitOp>(op)) {
      leader(Value(), [&] {
        forEachBarrier(init.getBars(), [&](Value bar) {
          e.mbarrierInit(bar, int32_t(init.getCount()));
        });
        e.fenceMbarrierInit();
      });
      l.barrier(e.loc);
      return success();
    }
    if (auto inval = dyn_cast<BarrierInvalOp>(op)) {
      l.barrier(e.loc); // nobody waits on them any more
      leader(Value(), [&] {
        forEachBarrier(inval.getBars(),
                       [&](Value bar) { e.mbarrierInval(bar); });
      });
      return success();
    }
    if (auto expect = dyn_cast<BarrierExpectOp>(op)) {
      leader(expect.getPred(), [&] {
        e.arriveExpectTx(address(expect.getBar()), expect.getBytes());
      });
      return success();
    }
    if (auto arrive = dyn_cast<BarrierArriveOp>(op)) {
      if (arrive.getPair()) {
        // The pair's release: the warp is done with what it read, then
        // its lane 0 arrives in the pair's first block.
        nv::BarWarpSyncOp::create(l.b, e.loc, -1);
        Value bar = address(arrive.getBar());
        e.ifThen(e.eq(e.urem(l.tid, 32), 0),
                 [&] { e.arriveRemote(bar, pairLeaderRank(e)); });
        return success();
      }
      if (!arrive.getCluster()) {
        e.mbarrierArrive(address(arrive.getBar()));
        return success();
      }
      // The cluster's release: the warp is done with what it read, then
      // its lane r arrives in block r.
      if (failed(requireFeature(op, l.gpuModule, Feature::Clusters,
                                "an arrival in every block of the cluster "
                                "(tile.barrier_arrive cluster)")))
        return failure();
      int64_t blocks = clusterBlocks(op->getParentOfType<KernelOp>());
      nv::BarWarpSyncOp::create(l.b, e.loc, -1);
      Value bar = address(arrive.getBar());
      Value lane = e.urem(l.tid, 32);
      e.ifThen(arith::CmpIOp::create(l.b, e.loc, arith::CmpIPredicate::ult,
                                     lane, e.c32(blocks)),
               [&] { e.arriveRemote(bar, lane); });
      return success();
    }
    if (auto wait = dyn_cast<BarrierWaitOp>(op)) {
      auto emit = [&] {
        e.wait(address(wait.getBar()), l.scalars.lookup(wait.getPhase()));
      };
      if (wait.getLeader())
        leader(Value(), emit);
      else
        emit();
      return success();
    }
    auto copy = cast<AsyncLoadBoxOp>(op);
    auto type = cast<BufferType>(copy.getBuffer().getType());
    // (Not a structured binding: the lambda below captures them.)
    std::pair<int64_t, int64_t> lines = type.getLines();
    int64_t rows = lines.first, lineBytes = lines.second;
    // Slabs of the swizzle's span (one, for a 32- or 64-byte line).
    int64_t span = type.getLayout().getSwizzle();
    int64_t slabCols = span / type.getLayout().getElemBytes();
    if (copy.getMulticast() &&
        failed(requireFeature(op, l.gpuModule, Feature::Clusters,
                              "TMA multicast (.multicast::cluster)")))
      return failure();
    Value mask = copy.getMulticast() ? l.scalars.lookup(copy.getMulticast())
                                     : Value();
    leader(copy.getPred(), [&] {
      Value desc = e.descAddr(l.scalars.lookup(copy.getDesc()));
      Value bar = address(copy.getBar());
      // `pair`: completing on the pair's first block's barrier.
      if (copy.getPair())
        bar = e.mapa(bar, pairLeaderRank(e));
      Value c1 = l.scalars.lookup(copy.getCoords()[1]);
      e.forEachSlab(lineBytes / span, slabCols, rows,
                    l.scalars.lookup(copy.getCoords()[0]),
                    address(copy.getBuffer()), [&](Value cj, Value dj) {
                      if (copy.getPair())
                        e.tmaLoadPair(desc, cj, c1, dj, bar);
                      else
                        e.tmaLoad(desc, cj, c1, dj, bar, mask);
                    });
    });
    return success();
  }
};
} // namespace

LogicalResult tile::lowerBufferBoxOp(TileLowering &l, Operation *op) {
  return BufferBoxLowering(l, op->getLoc()).lower(op);
}
