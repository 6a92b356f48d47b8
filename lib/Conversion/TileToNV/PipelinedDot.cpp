//===- PipelinedDot.cpp - The pipelined K loop of TMA boxes ---------------===//
//
// A loop marked by tile-pipeline (include/TileDialect/Conversion/
// Pipeline.h) becomes, with S stages and C consumer warpgroups:
//
//   thread 0: mbarrier.init full[s] (1 arrival), empty[s] (C x 128)
//   producer (the last warpgroup; setmaxnreg.dec), one thread:
//     for i: s = i % S; wait empty[s] (parity (i/S - 1) & 1) once i >= S;
//            arrive.expect_tx full[s]; TMA A and B boxes of iteration i
//   consumers (setmaxnreg.inc), accumulators in wgmma fragments:
//     for i: s = i % S; wait full[s] (parity (i/S) & 1);
//            wgmma.fence; wgmma over the box's K from stage s; commit;
//            wgmma.wait_group 1; arrive empty[(i-1) % S] once i >= 1
//     wgmma.wait_group 0
//   both restore the entry register count; the block synchronizes.
//
// With TMA multicast (tile-pipeline's `multicast_a` / `multicast_b`: the
// cluster dimensions along which the blocks load the same box), the
// blocks that differ only along them form a group of G, and block i % G
// of the group copies the shared box of iteration i into the stage of
// every block of the group (`.multicast::cluster` with the group's CTA
// mask, completing on each block's full[s]);
// empty[s] counts one arrival per consumer warpgroup of each block (lane
// r of a warpgroup arrives in block r through mapa), so no block refills
// a stage any block still reads; the cluster synchronizes
// (barrier.cluster) after the barriers are initialized and at the end.
//
// The shared-memory operands use the 128-byte swizzle K-major layout that
// TMA writes with CU_TENSOR_MAP_SWIZZLE_128B: wgmma descriptor layout type
// 1, stride byte offset 1024 (8 rows of 128 bytes), K steps of 32 bytes
// added to the start address (PTX ISA "Matrix Descriptor Format").
//
//===----------------------------------------------------------------------===//

#include "PipelineEmitters.h"

using namespace mlir;
using namespace tile;
using namespace tile::pipeline;

/// A pointer to shared::cta address `addr` (i32) of the dynamic shared
/// memory of `op`'s kernel.
static Value dynamicSmemPointer(TileLowering &l, Location loc, Operation *op,
                                Value addr) {
  OpBuilder &b = l.b;
  Value region = dynamicSmemRegion(l, loc, op);
  Value offset = arith::SubIOp::create(
      b, loc, addr, LLVM::PtrToIntOp::create(b, loc, b.getI32Type(), region));
  return LLVM::GEPOp::create(b, loc, region.getType(), b.getI8Type(), region,
                             ArrayRef<LLVM::GEPArg>{offset});
}

/// Binds the loop's result to the accumulator fragments, and converts it
/// to the blocked distribution through the (now free) ring when a user
/// needs that.
static void finishPipelinedLoop(TileLowering &l, scf::ForOp op,
                                SmallVector<Value> regs,
                                const FragmentLayout &layout, Value ring,
                                int64_t ringBytes) {
  Value result = op.getResult(0);
  l.setFragment(result, std::move(regs), layout);
  Location loc = op.getLoc();
  l.spareShared = {dynamicSmemPointer(l, loc, op, ring), ringBytes};
  l.keepFragmentIfUsersTakeIt(loc, result);
  l.spareShared = {};
}

/// An i32 view of a loop bound (tile loops run over i32 or index).
Value tile::pipeline::asI32(OpBuilder &b, Location loc, Value v) {
  if (v.getType().isIndex())
    return arith::IndexCastOp::create(b, loc, b.getI32Type(), v);
  return v;
}

bool tile::insideAnotherLoop(Operation *op) {
  for (Operation *p = op->getParentOp(); p && !isa<KernelOp>(p);
       p = p->getParentOp())
    if (isa<LoopLikeOpInterface>(p))
      return true;
  return false;
}

Value tile::pairLeaderRank(PtxEmitter &e) {
  Value rank = NVVM::ClusterId::create(e.b, e.loc, e.b.getI32Type());
  return arith::AndIOp::create(e.b, e.loc, rank, e.c32(~int64_t(1)));
}

unsigned tile::kernelCtaGroup(Operation *op) {
  auto kernel = op->getParentOfType<KernelOp>();
  return kernel && kernel.getCtaGroup().value_or(1) == 2 ? 2 : 1;
}

Value tile::allocateTmem(TileLowering &l, PtxEmitter &e, unsigned ctaGroup,
                         int64_t warp, int64_t columns, Value slot,
                         bool relinquish, function_ref<void()> afterBarrier) {
  e.ifThen(e.eq(e.udiv(l.tid, 32), warp), [&] {
    nv::Tcgen05AllocOp::create(e.b, e.loc, ctaGroup, slot, columns, relinquish);
  });
  nv::Tcgen05FenceOp::create(e.b, e.loc,
                             nv::Tcgen05FenceKind::before_thread_sync);
  l.barrier(e.loc);
  if (afterBarrier)
    afterBarrier();
  nv::Tcgen05FenceOp::create(e.b, e.loc,
                             nv::Tcgen05FenceKind::after_thread_sync);
  return nv::LdSharedOp::create(e.b, e.loc, e.b.getI32Type(), slot);
}

void tile::deallocateTmem(TileLowering &l, PtxEmitter &e, unsigned ctaGroup,
                          int64_t warp, Value taddr, int64_t columns) {
  e.ifThen(e.eq(e.udiv(l.tid, 32), warp), [&] {
    nv::Tcgen05DeallocOp::create(e.b, e.loc, ctaGroup, taddr, columns,
                                 /*fence_after=*/true);
  });
}

/// The loop `op` marked with `plan`, matched again (its loads and dot):
/// an error when it cannot be pipelined, or is no longer the kind of
/// pipeline the plan names.
static FailureOr<PipelineMatch> matchPlannedLoop(scf::ForOp op,
                                                 PipelineAttr plan) {
  if (!plan)
    return op.emitOpError("has a malformed ")
           << kPipelineAttrName
           << " attribute (tile-pipeline writes a #tile.pipeline)";
  std::string why;
  FailureOr<PipelineMatch> match = matchPipelinableLoop(op, why);
  if (failed(match))
    return op.emitOpError("is marked ")
           << kPipelineAttrName << " but cannot be pipelined: " << why;
  std::optional<PipelineKind> kind = match->pipelineKind();
  if (!kind)
    return op.emitOpError("is marked ")
           << kPipelineAttrName << " as a "
           << stringifyPipelineKind(plan.getKind())
           << " pipeline, but its loads feed a tcgen05 dot, whose "
              "pipeline tile-pipeline-loads writes as IR (run tile-pipeline "
              "and tile-pipeline-loads on the loop without it)";
  if (*kind != plan.getKind())
    return op.emitOpError("is marked ")
           << kPipelineAttrName << " as a "
           << stringifyPipelineKind(plan.getKind())
           << " pipeline, but its loads and dot make a "
           << stringifyPipelineKind(*kind)
           << " pipeline (run tile-pipeline again on the loop without it)";
  return match;
}

FailureOr<PipelinePlan> tile::pipeline::readPlan(TileLowering &l,
                                                 scf::ForOp op) {
  auto attr = op->getAttrOfType<PipelineAttr>(kPipelineAttrName);
  FailureOr<PipelineMatch> match = matchPlannedLoop(op, attr);
  if (failed(match))
    return failure();
  PipelinePlan p;
  p.stages = attr.getStages();
  p.offset = *attr.getSmemOffset();
  p.entryRegs = attr.getEntryRegs().value_or(-1);
  p.producerRegs = attr.getProducerRegs().value_or(-1);
  p.consumerRegs = attr.getConsumerRegs().value_or(-1);
  p.m = *match;
  if (failed(checkPlaced(op, p.offset, p.m.ringBytes(p.stages),
                         "its ring of stages and mbarriers")))
    return failure();
  for (auto [name, box, flag, dims] :
       {std::tuple<StringRef, LoadBoxOp, unsigned *, std::optional<int64_t>>{
            "multicast_a", p.m.boxA, &p.multicastA, attr.getMulticastA()},
        {"multicast_b", p.m.boxB, &p.multicastB, attr.getMulticastB()}}) {
    if (!dims)
      continue;
    StringRef operand = box == p.m.boxA ? "A" : "B";
    std::string whyNot;
    unsigned allowed = multicastDims(p.m, box, whyNot);
    unsigned want = unsigned(*dims);
    if (!allowed)
      return op.emitOpError("is marked to multicast its ")
             << operand << " box (" << name << "), but " << whyNot;
    if (want & ~allowed)
      return op.emitOpError("is marked to multicast its ")
             << operand << " box along " << describeClusterDims(want) << " ("
             << name << " = " << want << "), but it may differ along "
             << describeClusterDims(want & ~allowed)
             << " between the blocks of a cluster";
    *flag = want;
  }
  if (p.multicast()) {
    p.cluster = clusterBlocks(op->getParentOfType<KernelOp>());
    p.extent = clusterExtent(op->getParentOfType<KernelOp>());
    if (failed(requireFeature(op, l.gpuModule, Feature::Clusters,
                              "TMA multicast (.multicast::cluster)")))
      return failure();
  }
  if (p.m.mmaSyncBoxes()) {
    if (failed(requireFeature(p.m.boxA, l.gpuModule, Feature::Tma,
                              "cp.async.bulk.tensor (tile.load_box)")))
      return failure();
    return p;
  }
  int64_t consumers = p.m.consumers();
  if (l.numThreads != 128 * (consumers + 1))
    return op.emitOpError("is pipelined for ")
           << consumers << " consumer warpgroups and a producer, but the "
           << "kernel has " << l.numThreads / 32 << " warps";
  if (failed(requireFeature(p.m.dot, l.gpuModule, Feature::Wgmma,
                            "wgmma.mma_async")) ||
      failed(requireFeature(p.m.boxA, l.gpuModule, Feature::Tma,
                            "cp.async.bulk.tensor (tile.load_box)")) ||
      failed(requireFeature(op, l.gpuModule, Feature::Setmaxnreg,
                            "setmaxnreg (warp specialization)")))
    return failure();
  return p;
}

/// The TMA + mma.sync pipeline (targets with TMA whose dot runs on mma.sync:
/// sm_90, sm_120a/f, ...), S stages, every warp multiplying:
///
///   thread 0: mbarrier.init full[s] (1 arrival); copies of iterations
///             0 .. S - 2 into stages 0 .. S - 2
///   for i: s = i % S; wait full[s] (parity (i / S) & 1)
///          bar.sync               (every warp is done with iteration i - 1)
///          thread 0: copies of iteration i + S - 1 into stage (i - 1) % S
///          mma.sync on stage s in place: ldmatrix (or 32-bit loads for
///          8-bit types) on the 128-byte-swizzled rows, accumulators in
///          registers
///   bar.sync; thread 0: mbarrier.inval
///
/// As Triton on sm_120: one thread keeps S - 1 iterations of boxes in
/// flight, no producer warp; the barrier that lets a stage be refilled is
/// the one the cp.async pipeline has too.
static LogicalResult lowerPipelinedMmaSync(TileLowering &l, scf::ForOp op,
                                           const PipelinePlan &p) {
  DotOp dot = p.m.dot;
  if (std::optional<std::string> why = whyNotMmaSync(dot))
    return dot.emitOpError() << *why;
  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  BoxEmitter e{l, b, loc};
  LoopIssuer it(l, e, op, p.m);
  it.readBounds();
  it.placeRing(op, p.offset, p.stages);
  int64_t stages = p.stages;
  Value isThread0 = e.eq(l.tid, 0);
  // Earlier readers of the ring (a tile.store_box after this loop in an
  // outer loop's previous iteration) are done before its barriers change.
  l.barrier(loc);
  e.ifThen(isThread0, [&] {
    for (int64_t s = 0; s < stages; ++s)
      e.mbarrierInit(it.full(e.c32(s)), 1);
    e.fenceMbarrierInit();
  });
  l.barrier(loc);
  auto issue = [&](Value j) {
    Value s = e.urem(j, stages);
    it.issue(j, it.stageA(s), it.stageB(s), it.full(s));
  };
  e.ifThen(isThread0, [&] {
    Value ahead = arith::MinSIOp::create(b, loc, it.trips, e.c32(stages - 1));
    it.forEach(e.c32(0), ahead, ValueRange{}, [&](Value j, ValueRange) {
      issue(j);
      return SmallVector<Value>{};
    });
  });

  // Element (row, col) of a stage's boxes: A (M x K) and a K-major B
  // (N x K) are rows of 128 bytes, 128-byte swizzled (or narrow rows, one
  // after the other); an MN-major B (K x N) is N / 64 such slabs of K rows.
  auto boxIndex = [&e](LoadBoxOp box) {
    int64_t bytes = storageBytes(box.getType().getElementType());
    return [&e, box, bytes](Value row, Value col) mutable {
      return e.udiv(e.boxByte(row, col, box.getType().getDimSize(0),
                              box.getSlabColumns(), box.getNumSlabs(), bytes),
                    bytes);
    };
  };
  auto indexA = boxIndex(p.m.boxA), indexB = boxIndex(p.m.boxB);
  std::optional<FragmentLayout> layout = mmaSyncFragmentLayout(l, dot);
  SmallVector<Value> acc =
      l.elementsInFragment(loc, op.getInitArgs()[0], *layout);
  auto loop = it.forEach(e.c32(0), it.trips, acc,
                         [&](Value i, ValueRange accIn) {
    Value s = e.urem(i, stages);
    e.wait(it.full(s),
           arith::AndIOp::create(b, loc, e.udiv(i, stages), e.c32(1)));
    l.barrier(loc);
    Value j = e.add(i, stages - 1);
    e.ifThen(arith::AndIOp::create(
                 b, loc, isThread0,
                 arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, j,
                                       it.trips)),
             [&] { issue(j); });
    return emitMmaSyncFromShared(
        l, dot, dynamicSmemPointer(l, loc, op, it.stageA(s)), 0,
        dynamicSmemPointer(l, loc, op, it.stageB(s)), 0, accIn,
        /*bNK=*/!p.m.bMnMajor, indexA, indexB);
  });
  // Every copy was waited for; the stages are free once everyone is here.
  l.barrier(loc);
  e.ifThen(isThread0, [&] {
    for (int64_t s = 0; s < stages; ++s)
      e.mbarrierInval(it.full(e.c32(s)));
  });
  finishPipelinedLoop(l, op, SmallVector<Value>(loop.getResults()), *layout,
                      it.ring, p.m.ringBytes(stages));
  return success();
}

LogicalResult tile::lowerPipelinedLoop(TileLowering &l, scf::ForOp op) {
  auto attr = op->getAttrOfType<PipelineAttr>(kPipelineAttrName);
  if (attr && !attr.isTma()) {
    FailureOr<PipelineMatch> match = matchPlannedLoop(op, attr);
    if (failed(match))
      return failure();
    return lowerAsyncCopyLoop(l, *match);
  }
  FailureOr<PipelinePlan> plan = readPlan(l, op);
  if (failed(plan))
    return failure();
  const PipelinePlan &p = *plan;
  if (attr.getKind() == PipelineKind::tma_mma_sync)
    return lowerPipelinedMmaSync(l, op, p);

  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  BoxEmitter e{l, b, loc};
  LoopIssuer it(l, e, op, p.m);
  it.readBounds();
  it.placeRing(op, p.offset, p.stages);
  WgmmaPipeline pipe(l, e, p, it);
  pipe.initBarriers();

  const FragmentLayout &layout = pipe.layout();
  Type accElem = DotOp(p.m.dot).getAcc().getType().getElementType();
  SmallVector<Type> accTypes(layout.numSlots, accElem);
  Value tid = l.tid;
  auto branch = pipe.splitRoles(accTypes);
  {
    // Producer: one thread issues the copies of every iteration.
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&branch.getThenRegion().front());
    pipe.producerBegins();
    e.ifThen(e.eq(e.urem(tid, 128), 0), [&] { pipe.produce(e.c32(0)); });
    pipe.producerEnds();
    Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(accElem));
    scf::YieldOp::create(b, loc, SmallVector<Value>(layout.numSlots, zero));
  }
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&branch.getElseRegion().front());
    pipe.consumersBegin();
    SmallVector<Value> result = pipe.consume(
        e.c32(0), l.elementsInFragment(loc, op.getInitArgs()[0], layout),
        /*releaseLast=*/false);
    pipe.consumersEnd();
    scf::YieldOp::create(b, loc, result);
  }
  // The stages and barriers are free again once everyone is here.
  pipe.finish();
  finishPipelinedLoop(l, op, SmallVector<Value>(branch.getResults()), layout,
                      it.ring, p.m.ringBytes(p.stages));
  return success();
}
