//===- PipelineTcgen05.cpp - tile-pipeline-loads' tcgen05 loops ------------===//
//
// tile-pipeline-loads on a loop whose tcgen05 dot keeps its accumulator in
// tensor memory (include/TileDialect/TileTensorMemory.td): on TMA rings,
// the leader thread waiting for each stage and releasing it with its MMAs'
// commit (a loop over tiles sharing the rings and the accumulator, CTA
// pairs), or on cp.async rings laid out for the MMAs' descriptors, every
// thread refilling a stage once its MMAs' commit released it.
//
//===----------------------------------------------------------------------===//

#include "LoopPipeliner.h"
#include "LoopScalars.h"
#include "TileDialect/Analysis/PipelineMatch.h"
#include "TileDialect/Analysis/Tcgen05Plan.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace tile;

std::string LoopPipeliner::whyNotTcgen05Ring() {
  std::string what = "its tcgen05 dot is pipelined on TMA rings with the "
                     "accumulator in tensor memory, which needs ";
  auto loop1 = [&](Value v) -> LoadBoxOp {
    auto box = v.getDefiningOp<LoadBoxOp>();
    return box && llvm::is_contained(boxes, box) && v.hasOneUse() ? box
                                                                  : LoadBoxOp();
  };
  auto trans = tmemDotB().getDefiningOp<TransOp>();
  if (boxes.empty())
    return whyNotTcgen05Copies(trans);
  if (tcgen05Scaled)
    return what.substr(0, what.find(", which")) +
           ": a block-scaled dot on TMA rings is not written as IR yet "
           "(its scales would need rings of their own; cp.async rings "
           "take them)";
  LoadBoxOp boxA = loop1(tcgen05.getA());
  LoadBoxOp boxB = !trans ? loop1(tcgen05.getB())
                   : tcgen05.getB().hasOneUse() ? loop1(trans.getSrc())
                                                : LoadBoxOp();
  if (!loads.empty() || boxes.size() != 2 || !boxA || !boxB)
    return what + "A and B each a tile.load_box of the loop (B stored N "
                  "x K through a tile.trans, or K x N), and nothing else "
                  "loaded";
  if (boxA.getRowBytes() != 128 || (trans && boxB.getRowBytes() != 128))
    return what + "K-major lines of 128 bytes (a 128-byte swizzle); a "
                  "box has lines of " +
           std::to_string(boxA.getRowBytes() != 128 ? boxA.getRowBytes()
                                                    : boxB.getRowBytes());
  if (!trans && (boxB.getRowBytes() % 128 ||
                 storageBytes(boxB.getResult().getType().getElementType()) !=
                     2))
    return what + "a K x N B of 16-bit elements in 128-byte slabs";
  if (stages < 2)
    return what + "2 stages or more";
  if (loop->getParentOfType<scf::ForOp>() && !persistentParent())
    return what + "a loop in the kernel's body, or directly in a loop over "
                  "output tiles there (i32, the loop's bounds computed "
                  "from the tile and values from outside it) whose tiles "
                  "share its rings";
  if (std::string why = whyNotTmemAccumulator(what); !why.empty())
    return why;
  auto kernel = loop->getParentOfType<KernelOp>();
  if (kernel.getCtaGroup().value_or(1) == 2)
    return whyNotPair(kernel, boxB, bool(trans));
  return "";
}

std::string LoopPipeliner::whyNotTcgen05Copies(TransOp trans) {
  std::string what = "its tcgen05 dot is pipelined on cp.async rings with "
                     "the accumulator in tensor memory, which needs ";
  // (A block-scaled dot's operands may view the loaded tile through an
  // arith.bitcast: Triton's uint8 codes and scales.)
  auto loop1 = [&](Value v) -> LoadOp {
    LoadOp load = loadUnder(v);
    return load && llvm::is_contained(loads, load) && v.hasOneUse() &&
                   load.getResult().hasOneUse() &&
                   (viewOf(load) == load.getResult() ||
                    loop.isDefinedOutsideOfLoop(load.getBase()))
               ? load
               : LoadOp();
  };
  LoadOp loadA = loop1(tmemDotA());
  LoadOp loadB = !trans ? loop1(tmemDotB())
                 : tmemDotB().hasOneUse() ? loop1(trans.getSrc())
                                          : LoadOp();
  // A block-scaled dot's scales: tile.loads of the loop too.
  LoadOp scaleA, scaleB;
  if (tcgen05Scaled) {
    scaleA = loop1(tcgen05Scaled.getAScale());
    scaleB = loop1(tcgen05Scaled.getBScale());
  }
  if (loads.size() != (tcgen05Scaled ? 4u : 2u) || !loadA || !loadB ||
      (tcgen05Scaled && (!scaleA || !scaleB)))
    return what + "A and B each a tile.load of the loop (B loaded N x K "
                  "through a tile.trans, or K x N)" +
           (tcgen05Scaled ? ", their scales too (or an arith.bitcast "
                            "of such a load whose base is defined outside "
                            "the loop)," : "") +
           " and nothing else loaded";
  for (LoadOp load : {loadA, loadB}) {
    SharedLayoutAttr layout = ringLayout(load);
    if (!layout.getSwizzle() && !layout.getCore()) {
      std::string type;
      llvm::raw_string_ostream os(type);
      os << load.getResult().getType();
      return what +
             "operands in rows a swizzle spans (32, 64 or a "
             "multiple of 128 bytes) or in core matrices (8 rows of "
             "16 bytes); " +
             type + " is not";
    }
  }
  if (!trans && unpackOf(loadB))
    return what + "an FP4 B loaded N x K/2 (packed along K) through a "
                  "tile.trans: tcgen05 reads e2m1 operands K-major only";
  if (stages < 2)
    return what + "2 stages or more";
  if (std::string why = whyNotTmemAccumulator(what, /*anyStart=*/true);
      !why.empty())
    return why;
  if (loop->getParentOfType<KernelOp>().getCtaGroup().value_or(1) == 2)
    return what + "one block's MMAs (cp.async rings do not run over CTA "
                  "pairs; a pair's operands come from TMA boxes)";
  return "";
}

std::string LoopPipeliner::whyNotTmemAccumulator(const std::string &what,
                                                 bool anyStart) {
  auto arg = dyn_cast<BlockArgument>(tmemDotAcc());
  auto type = tmemDotResult().getType();
  Operation *dot = tmemDot();
  bool carried = arg && arg.getOwner() == loop.getBody() &&
                 arg.getArgNumber() > 0 && arg.hasOneUse() &&
                 tmemDotResult().hasOneUse() &&
                 isa<scf::YieldOp>(*dot->user_begin()) &&
                 dot->use_begin()->getOperandNumber() ==
                     arg.getArgNumber() - 1;
  if (!carried)
    return what + "its accumulator carried by the loop from one dot to "
                  "the next, and read after the loop only";
  if (!anyStart && !isZeroTile(loop.getInitArgs()[arg.getArgNumber() - 1]))
    return what + "a loop that starts from a zero accumulator";
  if (type.getDimSize(0) != 128 || type.getDimSize(1) % 16 ||
      type.getDimSize(1) > 256)
    return what + "a 128 x N accumulator, N from 16 to 256 in steps of 16";
  // The read-back (tile.tmem_load): whole warpgroups, each reading 8 to
  // 128 of the columns.
  auto kernel = loop->getParentOfType<KernelOp>();
  int64_t threads = kernel.getNumThreads();
  int64_t groups = threads / 128, n = type.getDimSize(1);
  if (threads % 128 || !tmemReadableBy(n, groups))
    return what + "whole warpgroups that read back 8 to 128 of its " +
           std::to_string(n) + " columns each (a multiple of 8); the "
           "kernel has " + std::to_string(threads / 32) + " warps";
  return "";
}

std::string LoopPipeliner::whyNotPair(KernelOp kernel, LoadBoxOp boxB,
                                      bool bNxK) {
  std::string what = "its tcgen05 dot runs over CTA pairs (cta_group = "
                     "2), which tile-pipeline-loads does for ";
  if (!bNxK && boxB.getRowBytes() % 256)
    return what + "a K x N B box of an even number of 128-byte slabs "
                  "(the pair's blocks copy half of them each); it has "
                  "lines of " +
           std::to_string(boxB.getRowBytes()) + " bytes";
  std::string notWide = whyNotClusterWide(loop);
  if (!notWide.empty())
    return what + "a loop every block of the cluster runs through: " +
           notWide;
  std::string why;
  int d = ctaPairDim(kernel);
  unsigned dims =
      clusterSharedDims(kernel, boxB.getDesc(), boxB.getCoords(), why);
  if (d < 0 || !(dims >> d & 1))
    return what + "a B box both blocks of a pair load alike" +
           (why.empty() ? std::string() : ": " + why);
  pairSplit = boxB;
  pairSplitDim = bNxK ? 0 : 1;
  return "";
}

int64_t LoopPipeliner::copiedBytes(LoadBoxOp box) {
  return box == pairSplit ? box.getBoxBytes() / 2 : box.getBoxBytes();
}

void LoopPipeliner::rewriteTcgen05() {
  Location loc = loop.getLoc();
  OpBuilder b(outer ? outer.getOperation() : loop.getOperation());
  MLIRContext *ctx = b.getContext();
  Value lb = loop.getLowerBound(), ub = loop.getUpperBound(),
        step = loop.getStep();
  auto trans = tcgen05.getB().getDefiningOp<TransOp>();
  auto boxA = tcgen05.getA().getDefiningOp<LoadBoxOp>();
  auto boxB = (trans ? trans.getSrc() : tcgen05.getB())
                  .getDefiningOp<LoadBoxOp>();
  SmallVector<Value> boxRings;
  for (auto [box, layout] : llvm::zip(boxes, boxLayouts)) {
    RankedTensorType type = box.getResult().getType();
    if (box == pairSplit) { // this block's half of N
      SmallVector<int64_t> shape(type.getShape());
      shape[pairSplitDim] /= 2;
      type = RankedTensorType::get(shape, type.getElementType());
    }
    boxRings.push_back(allocRing(b, type, layout));
  }
  Value ringA = boxRings[llvm::find(boxes, boxA) - boxes.begin()];
  Value ringB = boxRings[llvm::find(boxes, boxB) - boxes.begin()];
  auto barType = RankedTensorType::get({1}, b.getI64Type());
  auto plain8 = SharedLayoutAttr::get(ctx, 0, 8, false, 0);
  Value full = allocRing(b, barType, plain8);
  BarrierInitOp::create(b, loc, full, 1);
  Value empty, done;
  Value tmem = allocTensorMemory(b, empty, done);
  auto accType = tcgen05.getResult().getType();
  bool pair = bool(pairSplit);
  if (pair) {
    // The block's rank in its pair (cluster ranks 2i, 2i + 1: along the
    // pair's dimension, the first of extent above 1); the pair meets
    // once both blocks' barriers and tensor memory are set up, before
    // either copies onto the first block's barriers.
    auto kernel = loop->getParentOfType<KernelOp>();
    Value r = ClusterBlockIdOp::create(
        b, loc, b.getI32Type(), static_cast<GridDim>(ctaPairDim(kernel)));
    pairRank = arith::RemUIOp::create(b, loc, r, c32(b, 2));
    pairFirst = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                      pairRank, c32(b, 0));
    ClusterArriveOp::create(b, loc, /*relaxed=*/false, /*aligned=*/false);
    ClusterWaitOp::create(b, loc, /*aligned=*/false);
  }
  if (outer) {
    carryBase(b);
    b.setInsertionPoint(loop);
  }
  // The first S iterations' boxes, one into each stage (stages base + p
  // of a persistent ring).
  int64_t ahead = stages - 1;
  for (int64_t p = 0; p < stages; ++p) {
    Value iv = stepsFrom(b, lb, p);
    Value at = c32(b, p);
    if (outer) {
      Value j = arith::AddIOp::create(b, loc, base, at);
      at = arith::RemUIOp::create(b, loc, j, c32(b, stages));
      // Over a pair, each stage's release by the tile before (ring
      // iteration j - S) too, as the refills wait: the first block's
      // commits land in the second's barriers in no order with its
      // "done", so a wait skipped would leave the barrier's phases
      // behind the count (a later parity naming the wrong phase).
      if (pair)
        BarrierWaitOp::create(
            b, loc, BufferStageOp::create(b, loc, empty, at),
            releasedPhase(b, loc, j, stages), /*leader=*/true);
    }
    copyBoxes(b, iv, at, boxRings, full);
  }
  if (outer && pair) { // ... in both blocks: the MMAs write both
    ClusterArriveOp::create(b, loc, /*relaxed=*/false, /*aligned=*/false);
    ClusterWaitOp::create(b, loc, /*aligned=*/false);
  } else if (outer) { // every thread read the tile before's accumulator back
    BarrierOp::create(b, loc);
  }
  // Iteration j.
  b.setInsertionPoint(tcgen05);
  Value iv = loop.getInductionVar();
  Value j = ringIteration(b);
  Value stage = arith::RemUIOp::create(b, loc, j, c32(b, stages));
  Value phase = arith::RemUIOp::create(
      b, loc, arith::DivUIOp::create(b, loc, j, c32(b, stages)), c32(b, 2));
  // Only the leader waits, in the loop: it issues the MMAs and the
  // copies; the others need no stage (a thread that waited too could
  // fall two phases behind the leader's refills). Over a CTA pair the
  // first block's alone: its MMAs read both blocks' stages, and commit
  // their release to both.
  Value notFirst;
  {
    OpBuilder::InsertionGuard g(b);
    if (pair) {
      notFirst =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, iv, lb);
      b.setInsertionPointToStart(
          scf::IfOp::create(b, loc, pairFirst, /*withElse=*/false)
              .thenBlock());
    }
    BarrierWaitOp::create(b, loc, BufferStageOp::create(b, loc, full, stage),
                          phase, /*leader=*/true);
    if (!pair)
      notFirst =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, iv, lb);
    TmemDotOp::create(b, loc, BufferStageOp::create(b, loc, ringA, stage),
                      BufferStageOp::create(b, loc, ringB, stage),
                      /*transposeB=*/bool(trans), tmem, notFirst, pair,
                      /*fenced=*/bool(outer));
    TmemCommitOp::create(b, loc,
                         BufferStageOp::create(b, loc, empty, stage),
                         Value(), /*cluster=*/false, pair);
  }
  // Iteration j - 1 + S's boxes into the stage of iteration j - 1 once
  // its MMAs are done.
  Value aheadIv = stepsFrom(b, iv, ahead);
  Value refill = arith::AndIOp::create(
      b, loc, notFirst,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, aheadIv, ub));
  auto ifRefill = scf::IfOp::create(b, loc, refill, /*withElse=*/false);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&ifRefill.getThenRegion().front());
    Value prev = arith::SubIOp::create(b, loc, j, c32(b, 1));
    Value prevStage = arith::RemUIOp::create(b, loc, prev, c32(b, stages));
    Value prevPhase = arith::RemUIOp::create(
        b, loc, arith::DivUIOp::create(b, loc, prev, c32(b, stages)),
        c32(b, 2));
    BarrierWaitOp::create(b, loc,
                          BufferStageOp::create(b, loc, empty, prevStage),
                          prevPhase, /*leader=*/true);
    copyBoxes(b, aheadIv, prevStage, boxRings, full);
  }
  unsigned index = eraseTcgen05Dot(trans);
  Value result = loop.getResult(index);
  releaseBoxPlaces();
  for (LoadBoxOp box : boxes)
    box.erase();
  b.setInsertionPointAfter(loop);
  TmemCommitOp::create(b, loc, done, pair ? pairFirst : Value(),
                       /*cluster=*/false, pair);
  // The t-th tile's phase of "done".
  Value donePhase = c32(b, 0);
  if (outer)
    donePhase = arith::RemUIOp::create(
        b, loc,
        iterationNumber(b, loc, outer.getInductionVar(),
                        outer.getLowerBound(), outer.getStep()),
        c32(b, 2));
  BarrierWaitOp::create(b, loc, done, donePhase);
  // Over a pair the first block's commits of the stages nobody refilled
  // land in the second block's barriers asynchronously: each block waits
  // for them before leaving (the releases of ring iterations n - S to
  // n - 1, as the refill of n to n + S - 1 would; a stage of no such
  // iteration passes). n: the loop's trips, or of a persistent kernel
  // all tiles' (what its loop over tiles carries out).
  auto waitLastReleases = [&](Value n) {
    for (int64_t p = 0; p < stages; ++p)
      waitForRelease(b, loc, empty,
                     arith::AddIOp::create(b, loc, n, c32(b, p)), stages,
                     /*leader=*/true);
  };
  if (pair && !outer)
    waitLastReleases(tripCount(b, loc, lb, ub, step));
  Value ran = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, lb, ub);
  // A persistent kernel's tiles read the accumulator back and rewrite it:
  // fenced around the barrier between them.
  Value read =
      TmemLoadOp::create(b, loc, accType, tmem, ran, /*fenced=*/bool(outer));
  if (outer) {
    b.setInsertionPointAfter(outer);
    if (pair)
      waitLastReleases(outer.getResults().back());
  }
  TmemDeallocOp::create(b, loc, tmem);
  BarrierInvalOp::create(b, loc, full);
  BarrierInvalOp::create(b, loc, empty);
  BarrierInvalOp::create(b, loc, done);
  if (pair) { // neither block leaves while the other may still read it
    ClusterArriveOp::create(b, loc, /*relaxed=*/false, /*aligned=*/false);
    ClusterWaitOp::create(b, loc, /*aligned=*/false);
  }
  result.replaceAllUsesWith(read);
  dropCarried(index);
}

void LoopPipeliner::rewriteTcgen05Copies() {
  Location loc = loop.getLoc();
  OpBuilder b(loop);
  Value lb = loop.getLowerBound(), ub = loop.getUpperBound();
  auto trans = tmemDotB().getDefiningOp<TransOp>();
  LoadOp loadA = loadUnder(tmemDotA());
  LoadOp loadB = loadUnder(trans ? trans.getSrc() : tmemDotB());
  SmallVector<Value> rings;
  for (LoadOp load : loads)
    rings.push_back(allocRing(b, ringTileType(load), ringLayout(load)));
  // B read K-major: stored N x K (through a tile.trans), or copied down
  // its columns into an N x K ring.
  bool kMajorB = trans || downColumns(loadB);
  retypeViewedBases(b);
  auto ringOf = [&](Value tile) {
    return rings[llvm::find(loads, loadUnder(tile)) - loads.begin()];
  };
  Value ringA = ringOf(loadA.getResult()), ringB = ringOf(loadB.getResult());
  Value empty, done, scales;
  Value tmem = allocTensorMemory(b, empty, done, &scales);
  auto accType = tmemDotResult().getType();
  int64_t ahead = stages - 1;
  // The first `ahead` iterations' copies: unrolled in the kernel's body;
  // inside another loop (a loop over output tiles), a loop of its own, so
  // that LLVM has no copy addresses of theirs to hoist out of the outer
  // loop and keep live across it (gemm_bf16 in a loop of 2 tiles: 151
  // registers unrolled, 80 so, as the template's).
  bool nested = bool(loop->getParentOfType<scf::ForOp>());
  if (nested) {
    auto prologue =
        scf::ForOp::create(b, loc, c32(b, 0), c32(b, ahead), c32(b, 1));
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPoint(prologue.getBody()->getTerminator());
    Value p = prologue.getInductionVar();
    copyIteration(b, stepsFrom(b, lb, p), p, rings);
  } else {
    for (int64_t p = 0; p < ahead; ++p)
      copyIteration(b, stepsFrom(b, lb, p), c32(b, p), rings);
  }
  // Iteration j: its copies landed in every thread, then its MMAs.
  b.setInsertionPoint(tmemDot());
  Value iv = loop.getInductionVar();
  Value j = ringIteration(b);
  Value stage = arith::RemUIOp::create(b, loc, j, c32(b, stages));
  AsyncWaitOp::create(b, loc, uint32_t(ahead - 1), /*async_proxy=*/true);
  Value notFirst =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, iv, lb);
  Value stageA = BufferStageOp::create(b, loc, ringA, stage);
  Value stageB = BufferStageOp::create(b, loc, ringB, stage);
  if (tcgen05Scaled) {
    // The stage's scales, and its own scale columns (a stage refilled
    // while the MMAs of the one before still read theirs).
    auto scaleStage = [&](Value tile) {
      return BufferStageOp::create(b, loc, ringOf(tile), stage);
    };
    auto columns = cast<TmemType>(scales.getType()).getBufferType();
    Value stageScales = TmemBufferOp::create(b, loc, columns, scales, stage);
    TmemDotScaledOp::create(
        b, loc, stageA, scaleStage(tcgen05Scaled.getAScale()), stageB,
        scaleStage(tcgen05Scaled.getBScale()),
        /*transposeB=*/kMajorB, tmem, notFirst, stageScales, /*fenced=*/true);
  } else {
    TmemDotOp::create(b, loc, stageA, stageB, /*transposeB=*/kMajorB, tmem,
                      notFirst, /*pair=*/false, /*fenced=*/true);
  }
  TmemCommitOp::create(b, loc, BufferStageOp::create(b, loc, empty, stage),
                       Value(), /*cluster=*/false, /*pair=*/false);
  // Iteration j - 1 + S's copies into the stage of iteration j - 1 once
  // its MMAs are done (at j = 0 the last stage, not used yet: its fresh
  // barrier's phase passes).
  Value aheadIv = stepsFrom(b, iv, ahead);
  Value refill =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, aheadIv, ub);
  auto ifRefill = scf::IfOp::create(b, loc, refill, /*withElse=*/false);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&ifRefill.getThenRegion().front());
    Value at = waitForRelease(
        b, loc, empty, arith::AddIOp::create(b, loc, j, c32(b, ahead)),
        stages, /*leader=*/false);
    IRMapping map;
    map.map(iv, aheadIv);
    for (auto [load, ring] : llvm::zip(loads, rings))
      copyLoad(b, load, ring, at, refill, map);
  }
  AsyncCommitOp::create(b, loc);
  unsigned index = eraseTcgen05Dot(trans);
  Value result = loop.getResult(index);
  widenCopyRuns();
  for (LoadOp load : loads) {
    if (Value view = viewOf(load); view != load.getResult())
      view.getDefiningOp()->erase();
    if (UnpackFp4Op unpack = unpackOf(load))
      unpack.erase();
    load.erase();
  }
  b.setInsertionPointAfter(loop);
  TmemCommitOp::create(b, loc, done, Value(), /*cluster=*/false,
                       /*pair=*/false);
  BarrierWaitOp::create(b, loc, done, c32(b, 0));
  Value ran = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, lb, ub);
  // Inside another loop the next run's MMAs rewrite the accumulator:
  // fenced around the threads' synchronization between.
  Value read = TmemLoadOp::create(b, loc, accType, tmem, ran,
                                  /*fenced=*/nested);
  if (Value start = loop.getInitArgs()[index]; !isZeroTile(start))
    read = isa<FloatType>(accType.getElementType())
               ? arith::AddFOp::create(b, loc, read, start).getResult()
               : arith::AddIOp::create(b, loc, read, start).getResult();
  AsyncWaitOp::create(b, loc, 0u);
  TmemDeallocOp::create(b, loc, tmem);
  BarrierInvalOp::create(b, loc, empty);
  BarrierInvalOp::create(b, loc, done);
  result.replaceAllUsesWith(read);
  dropCarried(index);
}

Value LoopPipeliner::allocTensorMemory(OpBuilder &b, Value &empty,
                                       Value &done, Value *scales) {
  Location loc = loop.getLoc();
  MLIRContext *ctx = b.getContext();
  auto plain8 = SharedLayoutAttr::get(ctx, 0, 8, false, 0);
  empty = allocRing(b, RankedTensorType::get({1}, b.getI64Type()), plain8);
  BarrierInitOp::create(b, loc, empty, 1);
  done = BufferAllocOp::create(
      b, loc, BufferType::get(ctx, {1}, b.getI64Type(), plain8, 0),
      IntegerAttr());
  BarrierInitOp::create(b, loc, done, 1);
  Value slot = BufferAllocOp::create(
      b, loc,
      BufferType::get(ctx, {1}, b.getI32Type(),
                      SharedLayoutAttr::get(ctx, 0, 4, false, 0), 0),
      IntegerAttr());
  auto accType = tmemDotResult().getType();
  // A block-scaled dot's scale columns: a block a stage, 4 an atom.
  Type scaleType;
  if (tcgen05Scaled) {
    auto atoms = [](Value tile) {
      auto type = cast<RankedTensorType>(tile.getType());
      return SharedLayoutAttr::scaleAtoms(type.getDimSize(0),
                                          type.getDimSize(1));
    };
    int64_t columns = 4 * (atoms(tcgen05Scaled.getAScale()) +
                           atoms(tcgen05Scaled.getBScale()));
    scaleType = TmemType::get(ctx, {128, columns},
                              tcgen05Scaled.getAScale()
                                  .getType()
                                  .getElementType(),
                              stages);
  }
  auto alloc = TmemAllocOp::create(
      b, loc, TmemType::get(ctx, accType.getShape(), accType.getElementType()),
      scaleType, slot);
  if (scales)
    *scales = alloc.getScales();
  return alloc.getResult();
}

unsigned LoopPipeliner::eraseTcgen05Dot(TransOp trans) {
  unsigned index = cast<BlockArgument>(tmemDotAcc()).getArgNumber() - 1;
  tmemDotResult().replaceAllUsesWith(tmemDotAcc());
  tmemDot()->erase();
  if (trans)
    trans.erase();
  return index;
}
