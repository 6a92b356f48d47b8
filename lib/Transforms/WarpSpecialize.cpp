//===- WarpSpecialize.cpp - tile-warp-specialize ---------------------------===//
//
// Warp specialization as an IR rewrite: a kernel whose loop tile-pipeline-
// loads pipelined through TMA rings becomes a tile.warp_specialize
// (include/TileDialect/TilePartitions.td). Producer warps issue every
// iteration's box copies into the ring, waiting for each stage to be
// released; the kernel's own warps run the kernel as before, releasing
// each stage at the end of the iteration that read it instead of meeting
// at a block barrier to issue copies themselves. In a cluster whose blocks
// copy the same box (a GEMM's B box in blocks of the same columns of C),
// one block copies it into all of them, in turn (TMA multicast), and the
// stages are released cluster-wide (tcgen05: the MMAs commit to every
// block's "empty" barrier).
//
//===----------------------------------------------------------------------===//

#include "DotsInFlight.h"
#include "LoopScalars.h"
#include "TileDialect/Analysis/PipelineMatch.h"
#include "TileDialect/Analysis/RegisterBudget.h"
#include "TileDialect/Passes.h"
#include "TileDialect/Target/ModuleTarget.h"
#include "TileDialect/TileOps.h"
#include "TileDialect/TileTurns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

namespace tile {
#define GEN_PASS_DEF_TILEWARPSPECIALIZE
#include "TileDialect/Passes.h.inc"
} // namespace tile

using namespace mlir;
using namespace tile;

namespace {
/// The ring `buffer` (a tile.buffer_stage of a top-level allocation) is a
/// stage of, or null.
Value ringOf(Value buffer) {
  auto stage = buffer.getDefiningOp<BufferStageOp>();
  return stage && stage.getRing().getDefiningOp<BufferAllocOp>()
             ? stage.getRing()
             : Value();
}

struct Specializer {
  KernelOp kernel;
  unsigned producerWarps = 1;
  /// The partitions' setmaxnreg budgets, where they get them.
  std::optional<RegisterBudget> budget;
  scf::ForOp loop;
  /// The loop's wait on this iteration's stage of the "full" ring, and that
  /// stage's index.
  BarrierWaitOp wait;
  Value full, stage;
  /// What the loop issues for iteration `ahead` (tile-pipeline-loads'
  /// block barrier, arming and copies), and the bytes it arms for.
  SmallVector<Operation *> issued;
  SmallVector<AsyncLoadBoxOp> copies;
  Value ahead;
  int64_t bytes = 0;
  /// A persistent kernel's loop over tiles around `loop`, whose tiles
  /// share its rings (tile-pipeline-loads' persistent rings), or null; the
  /// iterations of `loop` in the tiles before (`base`: an argument it
  /// carries, its `baseIndex`-th), and the global iteration number of
  /// `loop`'s iteration (`iteration`: base plus the local one; the stage
  /// is it mod S).
  scf::ForOp outer;
  BlockArgument base;
  unsigned baseIndex = 0;
  Value iteration;
  /// The tcgen05 form of tile-pipeline-loads (tensor memory): the loop's
  /// refill of the stage of the iteration before (an scf.if holding its
  /// wait on "empty", arming and copies), and the "empty" ring its MMAs'
  /// commits (tile.tmem_commit) release; null otherwise.
  scf::IfOp refill;
  Value tmemEmpty;
  /// Over CTA pairs (tile-pipeline-loads' paired tcgen05 form): whether
  /// this block is its pair's first, the condition of the scf.if its MMAs
  /// stand in; null otherwise.
  Value pairFirst;

  /// The block of `l` holding its tcgen05 MMAs: over a CTA pair the
  /// then-block of the scf.if on being the pair's first, else the body.
  static Block *mmaBlock(scf::ForOp l) {
    for (auto ifOp : l.getBody()->getOps<scf::IfOp>())
      if (!ifOp.thenBlock()->getOps<TmemDotOp>().empty())
        return ifOp.thenBlock();
    return l.getBody();
  }

  /// The scf.if of `l`'s body that refills a stage for tcgen05 MMAs (box
  /// copies in it, a tile.tmem_commit beside the MMAs), or null.
  static scf::IfOp refillOf(scf::ForOp l) {
    if (mmaBlock(l)->getOps<TmemCommitOp>().empty())
      return {};
    for (auto ifOp : l.getBody()->getOps<scf::IfOp>())
      if (ifOp.getElseRegion().empty() &&
          !ifOp.thenBlock()->getOps<AsyncLoadBoxOp>().empty())
        return ifOp;
    return {};
  }

  /// TMA multicast: for each of `copies`, the cluster dimensions along
  /// which the blocks copy the same box (bit 0 x, 1 y, 2 z; 0: each its
  /// own), and why none is, where none is in a cluster (for --remarks).
  /// The blocks that differ only along them form a group of G; block
  /// j mod G of the group copies iteration j's box into all of them.
  SmallVector<unsigned> multicast;
  std::string whyNoMulticast;
  /// Per copy (while the producer is built): groupOf's CTA mask, this
  /// block's index in the group and its size; null values where not
  /// multicast.
  SmallVector<std::tuple<Value, Value, int64_t>> groups;

  bool multicasts() const {
    return llvm::any_of(multicast, [](unsigned d) { return d != 0; });
  }

  /// Which of `copies` one block copies for its cluster (multicast), in a
  /// kernel with a cluster of blocks that all run every iteration.
  void planMulticast() {
    multicast.assign(copies.size(), 0);
    if (clusterBlocks(kernel) < 2)
      return;
    if (pairFirst) {
      whyNoMulticast = "its blocks are CTA pairs, which split the box they "
                       "share";
      return;
    }
    std::optional<Target> target = getEnclosingTarget(kernel);
    if (!target || !target->supports(Feature::TmaMulticast)) {
      whyNoMulticast =
          (target ? "ptxas advises against .multicast::cluster on " +
                        target->name().str() +
                        " (reduced performance expected on future "
                        "architectures)"
                  : std::string("no target is set")) +
          "; it multicasts on " +
          Target::describeTargetsSupporting(Feature::TmaMulticast);
      return;
    }
    whyNoMulticast = whyNotClusterWide(loop);
    if (!whyNoMulticast.empty())
      return;
    std::string why;
    for (auto [copy, dims] : llvm::zip(copies, multicast)) {
      dims = clusterSharedDims(kernel, copy.getDesc(), copy.getCoords(), why);
      if (!dims && whyNoMulticast.empty())
        whyNoMulticast = why;
    }
  }

  /// The multicast group along `dims` of this block: its CTA mask (bit r
  /// for the block of %cluster_ctarank r = x + X (y + Y z)), this block's
  /// index in it, and its size.
  std::tuple<Value, Value, int64_t> groupOf(OpBuilder &b, unsigned dims) {
    Location loc = loop.getLoc();
    std::array<int64_t, 3> extent = clusterExtent(kernel);
    MulticastGroup g = multicastGroup(extent, dims);
    Value index = c32(b, 0), origin = c32(b, 0);
    for (unsigned d = 0; d < 3; ++d) {
      if (extent[d] == 1)
        continue;
      Value c = ClusterBlockIdOp::create(b, loc, b.getI32Type(),
                                         static_cast<GridDim>(d));
      Value &acc = dims >> d & 1 ? index : origin;
      acc = arith::AddIOp::create(
          b, loc, acc, arith::MulIOp::create(b, loc, c, c32(b, g.scale[d])));
    }
    Value mask =
        arith::ShLIOp::create(b, loc, c32(b, int64_t(g.pattern)), origin);
    return {mask, index, g.size};
  }

  /// Whether `v` is available to both partitions: a kernel argument, a
  /// top-level allocation, or a top-level scalar computation of such.
  bool outside(Value v) {
    Block *top = &kernel.getBody().front();
    return scalarOf(v, top, [&](Value w) {
      if (auto arg = dyn_cast<BlockArgument>(w))
        return arg.getOwner() == top;
      return w.getDefiningOp<BufferAllocOp>() &&
             w.getDefiningOp()->getBlock() == top;
    });
  }

  /// Whether `v` can be computed in the producer for the iteration whose
  /// induction variable stands for `ahead`: `ahead`, a value outside, or a
  /// scalar computation of the loop body over such.
  /// With `at` (a block nested in the loop's body: a refill's), scalar
  /// code of that block over such values too (a pair's half of a box).
  bool recomputable(Value v, Block *at = nullptr) {
    if (at && at != loop.getBody())
      return scalarOf(v, at, [&](Value w) { return recomputable(w); });
    return scalarOf(v, loop.getBody(), [&](Value w) {
      return w == ahead || outside(w) || inTile(w);
    });
  }

  /// Whether `v` is the tile's, computed alike in both partitions: the
  /// loop over tiles' induction variable, its `base`, or a scalar
  /// computation of its body over such and values outside.
  bool inTile(Value v) {
    return outer && scalarOf(v, outer.getBody(), [&](Value w) {
             return w == outer.getInductionVar() || w == base || outside(w);
           });
  }

  /// The tile's values `v` is computed from, cloned (once) at the
  /// builder's insertion point: the producer's loop over tiles clones them
  /// before its loop over iterations.
  void cloneTileValues(Value v, OpBuilder &b, IRMapping &map) {
    if (map.contains(v) || outside(v) || isa<BlockArgument>(v))
      return;
    Operation *def = v.getDefiningOp();
    for (Value o : def->getOperands())
      cloneTileValues(o, b, map);
    if (def->getBlock() == outer.getBody())
      b.clone(*def, map);
  }

  Value cloneFor(Value v, OpBuilder &b, IRMapping &map) {
    if (Value done = map.lookupOrNull(v))
      return done;
    if (outside(v))
      return v;
    Operation *def = v.getDefiningOp();
    for (Value operand : def->getOperands())
      cloneFor(operand, b, map);
    return b.clone(*def, map)->getResult(cast<OpResult>(v).getResultNumber());
  }

  std::optional<std::string> whyNot() {
    if (!kernel.getBody().front().getOps<WarpSpecializeOp>().empty())
      return std::string("it is warp-specialized already");
    // The kernel's loops that copy boxes, or those in a loop of its body
    // (a persistent kernel's loop over tiles).
    SmallVector<scf::ForOp> loops;
    auto copying = [](scf::ForOp l) {
      return !l.getBody()->getOps<AsyncLoadBoxOp>().empty() || refillOf(l);
    };
    for (auto l : kernel.getBody().front().getOps<scf::ForOp>()) {
      auto inner = llvm::filter_to_vector(l.getBody()->getOps<scf::ForOp>(),
                                          copying);
      if (!inner.empty())
        loops.append(inner.begin(), inner.end());
      else if (copying(l))
        loops.push_back(l);
    }
    if (loops.size() != 1)
      return "it has " + std::to_string(loops.size()) +
             " loops in its body that copy TMA boxes into rings, not one "
             "(tile-pipeline-loads writes them)";
    loop = loops.front();
    Block *body = loop.getBody();
    if (!body->getOps<AsyncCopyOp>().empty() ||
        !body->getOps<AsyncWaitOp>().empty())
      return std::string("its loop also copies with cp.async (the producer "
                         "issues TMA copies only)");
    Block *mmas = mmaBlock(loop);
    if (mmas != body)
      pairFirst = cast<scf::IfOp>(mmas->getParentOp()).getCondition();
    auto waits = mmas->getOps<BarrierWaitOp>();
    if (std::distance(waits.begin(), waits.end()) != 1)
      return std::string("its loop does not wait on one mbarrier stage");
    wait = *waits.begin();
    full = ringOf(wait.getBar());
    if (!full)
      return std::string("its loop's mbarrier is not a stage of a ring");
    stage = wait.getBar().getDefiningOp<BufferStageOp>().getIndex();
    if (std::optional<std::string> why = whyNotTiles())
      return why;
    // The tcgen05 form: the copies are the refill's, released by commits.
    Block *issuing = body;
    if ((refill = refillOf(loop))) {
      auto commits = mmas->getOps<TmemCommitOp>();
      if (std::distance(commits.begin(), commits.end()) != 1 ||
          !(tmemEmpty = ringOf((*commits.begin()).getBar())))
        return std::string("its loop's tcgen05 MMAs are not committed to "
                           "one ring of mbarriers");
      issuing = refill.thenBlock();
      issued.push_back(refill);
    }
    // Over CTA pairs in a loop over tiles the producer issues the MMAs
    // (the consumers of both blocks release each accumulator to it).
    if (pairFirst && outer && !mmaInProducer())
      return std::string("its tcgen05 MMAs run over CTA pairs in a loop over "
                         "tiles, but the producer cannot issue them (a K loop "
                         "carrying nothing, one accumulator allocated in the "
                         "kernel's body that tensor memory holds twice, read "
                         "back after the commit to \"done\")");
    for (Operation &op : *issuing) {
      if (auto copy = dyn_cast<AsyncLoadBoxOp>(op)) {
        auto pred = copy.getPred()
                        ? copy.getPred().getDefiningOp<arith::CmpIOp>()
                        : arith::CmpIOp();
        if (ringOf(copy.getBar()) != full || !pred ||
            pred.getPredicate() != arith::CmpIPredicate::slt ||
            pred.getRhs() != loop.getUpperBound() ||
            (ahead && pred.getLhs() != ahead))
          return std::string("its loop's box copies are not the generic "
                             "pipeliner's (into the ring its wait reads, "
                             "for one iteration ahead)");
        ahead = pred.getLhs();
        copies.push_back(copy);
        issued.push_back(copy);
      } else if (auto expect = dyn_cast<BarrierExpectOp>(op)) {
        if (ringOf(expect.getBar()) != full)
          return std::string("its loop arms another mbarrier ring");
        bytes += expect.getBytes();
        issued.push_back(expect);
      } else if (isa<BarrierOp>(op) && issued.empty()) {
        issued.push_back(&op); // before the copies: the stage is free
      }
    }
    if (copies.empty() || !bytes)
      return std::string("its loop issues no box copies of its own");
    // (In a loop over tiles, the tile's: causal attention's last key
    // block depends on its query block.)
    auto bound = [&](Value v) { return outside(v) || inTile(v); };
    if (!bound(loop.getLowerBound()) || !bound(loop.getUpperBound()) ||
        !bound(loop.getStep()))
      return std::string("its loop's bounds are not computed from the "
                         "kernel's arguments alone");
    for (AsyncLoadBoxOp copy : copies) {
      if (!outside(copy.getDesc()) || !ringOf(copy.getBuffer()))
        return std::string("a box copy's tensor map or ring is not the "
                           "kernel's");
      for (Value c : copy.getCoords())
        if (!recomputable(c, copy->getBlock()))
          return std::string("a box copy's coordinates are not computed "
                             "from the iteration alone");
    }
    return std::nullopt;
  }

  /// Where `loop` is in a loop over tiles (`outer`): why the tiles' loop
  /// is not tile-pipeline-loads' persistent one, or nothing (then `base`
  /// and `iteration` are set).
  std::optional<std::string> whyNotTiles() {
    outer = dyn_cast<scf::ForOp>(loop->getParentOp());
    if (!outer)
      return std::nullopt;
    arith::AddIOp add = globalIteration(loop, stage);
    if (!add)
      return std::string("its loop is in a loop over tiles whose rings are "
                         "not shared (not tile-pipeline-loads' persistent "
                         "rings: a stage counted on from the tiles before)");
    base = cast<BlockArgument>(add.getLhs());
    baseIndex = base.getArgNumber() - 1;
    iteration = add.getResult();
    if (!outside(outer.getLowerBound()) || !outside(outer.getUpperBound()) ||
        !outside(outer.getStep()))
      return std::string("its loop over tiles' bounds are not computed from "
                         "the kernel's arguments alone");
    Value next =
        outer.getBody()->getTerminator()->getOperand(baseIndex);
    if (!inTile(next))
      return std::string("the iterations before a tile are not computed "
                         "from the tile alone");
    return std::nullopt;
  }

  Value c32(OpBuilder &b, int64_t v) {
    return arith::ConstantOp::create(b, loop.getLoc(),
                                     b.getI32IntegerAttr(int32_t(v)));
  }

  /// The producer's loop: for every iteration j, wait until stage j mod S
  /// is released (its previous round), arm it, issue the copies.
  void buildProducer(OpBuilder &b, Value empty) {
    buildGroups(b);
    if (!outer) {
      IRMapping map;
      buildIterations(b, empty, map);
      if (producerWaitsLast)
        waitLastReleases(b, empty, iterations(b));
      return;
    }
    // A persistent kernel: the producer's own loop over the tiles,
    // carrying their base; it runs on into the next tile's copies while
    // the consumers finish this one.
    scf::ForOp tiles = forEachTile(b, [&](scf::ForOp, IRMapping &map) {
      for (AsyncLoadBoxOp copy : copies)
        for (Value c : copy.getCoords())
          cloneTileValues(c, b, map);
      for (Value v :
           {loop.getLowerBound(), loop.getUpperBound(), loop.getStep()})
        cloneTileValues(v, b, map);
      buildIterations(b, empty, map);
    });
    if (producerWaitsLast)
      waitLastReleases(b, empty, tiles.getResult(0));
  }

  /// Whether the stages' releases are tcgen05 commits to every block of
  /// the cluster (a box multicast into the stages).
  bool commitsClusterWide() const { return tmemEmpty && multicasts(); }

  /// Whether the MMAs' releases of the last stages land in this block's
  /// "empty" ring from elsewhere, asynchronously, with nobody else waiting
  /// for them: the producer waits for them before it leaves
  /// (waitLastReleases), and the consumers leave the ring uninvalidated.
  /// Cluster-wide commits; over a CTA pair, where the producer issues the
  /// MMAs (rewriteMmaProducer; with the consumers issuing them, they wait).
  bool producerWaitsLast = false;

  /// With multicast another block's copy refills this block's stage: the
  /// MMAs' commits release it in every block of the cluster, and a stage
  /// is empty once each block's commit has arrived.
  void commitToEveryBlock() {
    for (Operation *user : tmemEmpty.getUsers())
      if (auto init = dyn_cast<BarrierInitOp>(user))
        init.setCountAttr(
            IntegerAttr::get(IntegerType::get(kernel.getContext(), 32),
                             clusterBlocks(kernel)));
    for (auto commit : mmaBlock(loop)->getOps<TmemCommitOp>())
      if (ringOf(commit.getBar()) == tmemEmpty)
        commit.setCluster(true);
  }

  /// No block copies into another's stages or arrives on its barriers
  /// before that block initialized them, nor leaves while the others may
  /// still do so: the cluster meets before `ws` and after it, every thread
  /// of every block (the meetings the kernel's body had, a CTA pair's
  /// after its setup, give way to these). Where the producer waits on the
  /// "empty" ring until it leaves (producerWaitsLast) the consumers do not
  /// invalidate the ring (nothing reuses its memory after the partitions).
  void meetCluster(OpBuilder &b, WarpSpecializeOp ws) {
    Location loc = ws.getLoc();
    for (Operation &op : llvm::make_early_inc_range(*ws->getBlock()))
      if (isa<ClusterArriveOp, ClusterWaitOp>(op))
        op.erase();
    b.setInsertionPoint(ws);
    ClusterArriveOp::create(b, loc, /*relaxed=*/false, /*aligned=*/false);
    ClusterWaitOp::create(b, loc, /*aligned=*/false);
    b.setInsertionPointAfter(ws);
    ClusterArriveOp::create(b, loc, /*relaxed=*/false, /*aligned=*/false);
    ClusterWaitOp::create(b, loc, /*aligned=*/false);
    if (!producerWaitsLast)
      return;
    for (Operation *user : llvm::make_early_inc_range(tmemEmpty.getUsers()))
      if (isa<BarrierInvalOp>(user))
        user->erase();
  }

  /// The number of iterations of `loop` (not in a loop over tiles).
  Value iterations(OpBuilder &b) {
    return tripCount(b, loop.getLoc(), loop.getLowerBound(),
                     loop.getUpperBound(), loop.getStep());
  }

  /// The releases of the stages nobody refills, iterations [n - S, n)
  /// when `n` iterations ran: with cluster-wide commits other blocks' land
  /// on this block's `empty` barriers asynchronously, and must have landed
  /// before it leaves. The producer waits as it would to refill the stages
  /// for iterations n to n + S - 1 (a stage of no round before passes).
  void waitLastReleases(OpBuilder &b, Value empty, Value n) {
    int64_t stages = cast<BufferType>(full.getType()).getStages();
    for (int64_t p = 0; p < stages; ++p)
      waitReleased(b, empty,
                   arith::AddIOp::create(b, loop.getLoc(), n, c32(b, p)));
  }

  /// Waits (the producer's thread) until stage j mod S is released for
  /// iteration j (waitForRelease); returns the stage.
  Value waitReleased(OpBuilder &b, Value empty, Value j) {
    return waitForRelease(b, loop.getLoc(), empty, j,
                          cast<BufferType>(full.getType()).getStages(),
                          /*leader=*/false);
  }

  /// The producer's own loop over the tiles (`outer`'s bounds), carrying
  /// their base as `outer` does: `body(tiles, map)` builds a tile's work
  /// in it, `map` taking `outer`'s induction variable and base to its own;
  /// then the tile's next base is computed and yielded. Its result: the
  /// iterations of all tiles.
  scf::ForOp forEachTile(OpBuilder &b,
                         function_ref<void(scf::ForOp, IRMapping &)> body) {
    Location loc = outer.getLoc();
    auto tiles = scf::ForOp::create(
        b, loc, outer.getLowerBound(), outer.getUpperBound(), outer.getStep(),
        ValueRange{outer.getInitArgs()[baseIndex]});
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(tiles.getBody());
    IRMapping map;
    map.map(outer.getInductionVar(), tiles.getInductionVar());
    map.map(base, tiles.getRegionIterArgs().front());
    body(tiles, map);
    Value next = outer.getBody()->getTerminator()->getOperand(baseIndex);
    cloneTileValues(next, b, map);
    scf::YieldOp::create(b, loc, map.lookupOrDefault(next));
    return tiles;
  }

  /// The producer's loop over `loop`'s iterations (`map`: the tile's
  /// values, where in a loop over tiles).
  void buildIterations(OpBuilder &b, Value empty, const IRMapping &tile) {
    Location loc = loop.getLoc();
    Value lb = tile.lookupOrDefault(loop.getLowerBound()),
          step = tile.lookupOrDefault(loop.getStep());
    auto producer = scf::ForOp::create(
        b, loc, lb, tile.lookupOrDefault(loop.getUpperBound()), step);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(producer.getBody());
    Value iv = producer.getInductionVar();
    Value j;
    if (outer) { // counted on from the tiles before, as the consumers do
      IRMapping at = tile;
      at.map(loop.getInductionVar(), iv);
      j = cloneFor(iteration, b, at);
    } else {
      j = iterationNumber(b, loc, iv, lb, step);
    }
    issueStage(b, empty, j, iv, Value(), tile);
  }

  /// The copies of the iteration whose induction variable is `iv` (ring
  /// iteration `j`) into stage j mod S, once the stage is released on
  /// `empty` (waitReleased); armed for and issued where `inRange` holds
  /// (null: always). `tile` maps the tile's values, where in a loop over
  /// tiles.
  void issueStage(OpBuilder &b, Value empty, Value j, Value iv, Value inRange,
                  const IRMapping &tile) {
    Location loc = loop.getLoc();
    Value s = waitReleased(b, empty, j);
    Value bar = BufferStageOp::create(b, loc, full, s);
    // Over a pair the first block arms its barrier for both blocks' copies.
    Value arms = inRange;
    if (pairFirst)
      arms = inRange ? arith::AndIOp::create(b, loc, inRange, pairFirst)
                     : pairFirst;
    BarrierExpectOp::create(b, loc, bar, uint32_t(bytes), arms);
    IRMapping map = tile;
    map.map(ahead, iv);
    for (auto [i, copy] : llvm::enumerate(copies)) {
      SmallVector<Value> coords;
      for (Value c : copy.getCoords())
        coords.push_back(cloneFor(c, b, map));
      Value buffer = BufferStageOp::create(b, loc, ringOf(copy.getBuffer()), s);
      auto [copier, mask] = copierOf(b, i, j, inRange);
      AsyncLoadBoxOp::create(b, copy.getLoc(), copy.getDesc(), coords, buffer,
                             bar, copier, mask, copy.getPair());
    }
  }

  /// Who issues copy `i` of ring iteration `j` and its CTA mask: where it
  /// is multicast, block j mod G of its group, into all of them; else
  /// every block its own (mask null). Only where `inRange` holds (null:
  /// always).
  std::pair<Value, Value> copierOf(OpBuilder &b, size_t i, Value j,
                                   Value inRange) {
    if (!multicastCopy(i))
      return {inRange, Value()};
    Location loc = loop.getLoc();
    auto [mask, index, size] = groups[i];
    Value copier = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::eq,
        arith::RemUIOp::create(b, loc, j, c32(b, size)), index);
    if (inRange)
      copier = arith::AndIOp::create(b, loc, copier, inRange);
    return {copier, mask};
  }

  /// Whether copy `i` is multicast (its group built: buildGroups).
  bool multicastCopy(size_t i) const {
    return i < groups.size() && std::get<0>(groups[i]);
  }

  /// The multicast groups of `copies` (groupOf), built at `b`.
  void buildGroups(OpBuilder &b) {
    for (unsigned dims : multicast)
      groups.push_back(dims ? groupOf(b, dims)
                            : std::tuple<Value, Value, int64_t>{});
  }

  /// In `clone`, the producer's copy of the K loop (`map`: what `loop`'s
  /// values became), the refills' copies issued as issueStage's are: a
  /// shared box by block j mod G of its group, into all of them (j: the
  /// ring iteration refilled, S - 1 after the loop's own).
  void multicastRefills(scf::ForOp clone, IRMapping &map) {
    int64_t stages = cast<BufferType>(full.getType()).getStages();
    OpBuilder b(clone.getContext());
    auto refilled = llvm::to_vector(
        refillOf(clone).thenBlock()->getOps<AsyncLoadBoxOp>());
    for (auto [i, copy] : llvm::enumerate(refilled)) {
      if (!multicastCopy(i))
        continue;
      b.setInsertionPoint(copy);
      Value j = arith::AddIOp::create(b, copy.getLoc(), map.lookup(iteration),
                                      c32(b, stages - 1));
      auto [copier, mask] = copierOf(b, i, j, copy.getPred());
      copy.getPredMutable().assign(copier);
      copy.getMulticastMutable().assign(mask);
    }
  }

  /// Whether the producer issues the tcgen05 MMAs too (a persistent
  /// kernel's K loop on tensor memory, carrying nothing else): then the
  /// consumers only read each tile's accumulator back and store it, while
  /// the producer runs on into the next tile's copies and MMAs.
  bool mmaInProducer() {
    if (!refill || !outer || loop.getNumResults())
      return false;
    TmemCommitOp done;
    TmemLoadOp load;
    if (!readBack(done, load))
      return false;
    // One accumulator, allocated in the kernel's body, that tensor memory
    // holds twice.
    auto alloc = load.getTmem().getDefiningOp<TmemAllocOp>();
    TmemType type = load.getTmem().getType();
    return alloc && alloc->getBlock() == &kernel.getBody().front() &&
           type.getBuffers() == 1 &&
           2 * type.getShape()[1] <= TmemType::kColumns;
  }

  /// After the K loop, in the tile's body: the MMAs' commit to "done" and
  /// the read-back of the accumulator after it; false if not both.
  bool readBack(TmemCommitOp &done, TmemLoadOp &load) {
    for (Operation *op = loop->getNextNode(); op && !load;
         op = op->getNextNode()) {
      if (!done)
        done = dyn_cast<TmemCommitOp>(op);
      else
        load = dyn_cast<TmemLoadOp>(op);
    }
    return load && done.getPred() == pairFirst;
  }

  /// The tile.warp_specialize before the kernel's tile.return, with the
  /// producer's budget where it gets one; the builder at the start of the
  /// producer's region.
  WarpSpecializeOp createPartitions(OpBuilder &b, Location loc) {
    b.setInsertionPoint(kernel.getBody().front().getTerminator());
    auto ws = WarpSpecializeOp::create(
        b, loc, producerWarps,
        budget ? b.getI32IntegerAttr(budget->producer) : IntegerAttr(),
        budget ? b.getI32IntegerAttr(budget->consumer) : IntegerAttr());
    ws.getProducer().emplaceBlock();
    ws.getConsumers().emplaceBlock();
    b.setInsertionPointToStart(&ws.getProducer().front());
    return ws;
  }

  /// Everything of the kernel's body moves into the consumers' region but
  /// `ws`, the allocations and their initialization (with `keepTmem` the
  /// tensor memory's too: the producer writes it), the cluster's meetings,
  /// and the scalars both partitions use.
  void moveIntoConsumers(WarpSpecializeOp ws, bool keepTmem) {
    Block &top = kernel.getBody().front();
    Block &consumers = ws.getConsumers().front();
    SmallVector<Operation *> moving;
    for (Operation &op : top) {
      if (&op == ws.getOperation() || &op == top.getTerminator() ||
          isa<BufferAllocOp, BarrierInitOp, ClusterArriveOp, ClusterWaitOp>(
              op) ||
          (keepTmem && isa<TmemAllocOp>(op)))
        continue;
      if (isScalarPure(&op) &&
          llvm::all_of(op.getResults(), [&](Value r) { return outside(r); }))
        continue;
      moving.push_back(&op);
    }
    for (Operation *op : moving)
      op->moveBefore(&consumers, consumers.end());
  }

  /// For the tile of the loop over tiles' induction variable `iv` (the
  /// t-th): its accumulator t mod 2 and that accumulator's round t / 2.
  std::pair<Value, Value> tileBuffer(OpBuilder &b, Value iv) {
    Location loc = outer.getLoc();
    Value t = iterationNumber(b, loc, iv, outer.getLowerBound(),
                              outer.getStep());
    return {arith::RemUIOp::create(b, loc, t, c32(b, 2)),
            arith::DivUIOp::create(b, loc, t, c32(b, 2))};
  }

  /// The producer of mmaInProducer: for each tile t, its first S copies
  /// (each waiting for its stage's release, as the K loop's refills do),
  /// then, once the consumers have read tile t - 2's accumulator back
  /// (`accEmpty[t mod 2]`), the K loop itself into accumulator t mod 2 of
  /// `accs` (waits, MMAs, commits, refills) and the commit to
  /// `done[t mod 2]` after it.
  void buildMmaProducer(OpBuilder &b, Value accs, Value accEmpty,
                        Value done) {
    Location loc = outer.getLoc();
    int64_t stages = cast<BufferType>(full.getType()).getStages();
    buildGroups(b);
    scf::ForOp allTiles = forEachTile(b, [&](scf::ForOp tiles, IRMapping &map) {
      // The tile's values the K loop and its copies use.
      SetVector<Value> used;
      getUsedValuesDefinedAbove(loop.getRegion(), used);
      for (Value v : loop->getOperands())
        used.insert(v);
      for (Value v : used)
        cloneTileValues(v, b, map);
      Value lb = map.lookupOrDefault(loop.getLowerBound()),
            ub = map.lookupOrDefault(loop.getUpperBound()),
            step = map.lookupOrDefault(loop.getStep());
      Value first = map.lookupOrDefault(base);
      for (int64_t p = 0; p < stages; ++p) {
        Value iv = arith::AddIOp::create(
            b, loc, lb, arith::MulIOp::create(b, loc, step, c32(b, p)));
        Value j = arith::AddIOp::create(b, loc, first, c32(b, p));
        Value inRange =
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, iv, ub);
        issueStage(b, tmemEmpty, j, iv, inRange, map);
      }
      // Tile t's MMAs overwrite the accumulator the consumers read back
      // for tile t - 2: round t / 2 of accumulator t mod 2 waits for
      // release t / 2 - 1 (tiles 0 and 1 pass).
      auto [which, round] = tileBuffer(b, tiles.getInductionVar());
      Value released = arith::RemUIOp::create(
          b, loc, arith::AddIOp::create(b, loc, round, c32(b, 1)), c32(b, 2));
      // (Over a pair, in the first block, whose MMAs write both blocks'
      // accumulators; the second block's producer only copies.)
      {
        OpBuilder::InsertionGuard g(b);
        if (pairFirst) {
          auto first = scf::IfOp::create(b, loc, TypeRange{}, pairFirst,
                                         /*withElseRegion=*/false);
          b.setInsertionPointToStart(first.thenBlock());
        }
        Value empty = BufferStageOp::create(b, loc, accEmpty, which);
        BarrierWaitOp::create(b, loc, empty, released);
      }
      map.map(accs, TmemBufferOp::create(
                        b, loc, cast<TmemType>(accs.getType()).getBufferType(),
                        accs, which));
      auto clone = cast<scf::ForOp>(b.clone(*loop, map));
      if (multicasts())
        multicastRefills(clone, map);
      Value bar = BufferStageOp::create(b, loc, done, which);
      // (Over a pair the first block commits to both blocks' "done".)
      TmemCommitOp::create(b, loc, bar, pairFirst, /*cluster=*/false,
                           /*pair=*/bool(pairFirst));
    });
    if (producerWaitsLast)
      waitLastReleases(b, tmemEmpty, allTiles.getResult(0));
  }

  /// rewrite() where the producer issues the MMAs (mmaInProducer). Two
  /// accumulators in tensor memory (the allocation's `buffers = 2`), each
  /// with a "done" mbarrier the producer commits a tile's MMAs to and an
  /// "accEmpty" one the consumers release it on (one arrival per thread):
  /// the producer runs tile t + 1's MMAs while the consumers read tile t
  /// back. The consumers keep, of tile t, the wait for done[t mod 2], the
  /// read-back of accumulator t mod 2, its release and what follows; the
  /// tile's copies, block barrier, K loop and commit go to the producer.
  void rewriteMmaProducer() {
    producerWaitsLast = commitsClusterWide() || pairFirst;
    Block &top = kernel.getBody().front();
    Location loc = loop.getLoc();
    MLIRContext *ctx = kernel.getContext();
    OpBuilder b(ctx);
    TmemCommitOp done;
    TmemLoadOp load;
    readBack(done, load);
    auto alloc = load.getTmem().getDefiningOp<TmemAllocOp>();
    Value accs = alloc.getResult();
    auto one = cast<TmemType>(accs.getType());
    accs.setType(TmemType::get(ctx, one.getShape(), one.getElementType(), 2));
    // The accumulators' mbarriers, initialized beside the rings; the single
    // "done" tile-pipeline-loads wrote goes.
    Value oldDone = done.getBar();
    BarrierInitOp last;
    for (Operation &op : top)
      if (auto init = dyn_cast<BarrierInitOp>(op))
        last = init;
    b.setInsertionPointAfter(last);
    auto barType = BufferType::get(ctx, {1}, b.getI64Type(),
                                   SharedLayoutAttr::get(ctx, 0, 8, false, 0),
                                   2);
    Value accDone = BufferAllocOp::create(b, loc, barType, IntegerAttr());
    BarrierInitOp::create(b, loc, accDone, 1);
    // (Over a pair: a warp's arrival from either block, on the first's.)
    Value accEmpty = BufferAllocOp::create(b, loc, barType, IntegerAttr());
    BarrierInitOp::create(b, loc, accEmpty,
                          pairFirst ? 2 * kernel.getNumWarps()
                                    : kernel.getNumThreads());
    if (commitsClusterWide())
      commitToEveryBlock();
    WarpSpecializeOp ws = createPartitions(b, loc);
    buildMmaProducer(b, accs, accEmpty, accDone);
    // The consumers: tile t waits for done[t mod 2], reads accumulator
    // t mod 2 back and releases it.
    BarrierWaitOp wait;
    for (Operation *op = done; op != load; op = op->getNextNode())
      if (auto w = dyn_cast<BarrierWaitOp>(op); w && w.getBar() == oldDone)
        wait = w;
    b.setInsertionPoint(wait);
    auto [which, round] = tileBuffer(b, outer.getInductionVar());
    Value phase = arith::RemUIOp::create(b, loc, round, c32(b, 2));
    Value doneBar = BufferStageOp::create(b, loc, accDone, which);
    BarrierWaitOp::create(b, loc, doneBar, phase);
    b.setInsertionPoint(load);
    load.getTmemMutable().assign(
        TmemBufferOp::create(b, loc, one, accs, which));
    b.setInsertionPointAfter(load);
    Value release = BufferStageOp::create(b, loc, accEmpty, which);
    BarrierArriveOp::create(b, loc, release, /*cluster=*/false,
                            /*pair=*/bool(pairFirst));
    SmallVector<Operation *> dead{wait, done, loop};
    // The waits for the last releases after the tiles: the producer's.
    for (Operation *op = outer->getNextNode(); op; op = op->getNextNode())
      if (auto last = dyn_cast<BarrierWaitOp>(op);
          last && ringOf(last.getBar()) == tmemEmpty)
        dead.push_back(op);
    for (Operation &op : *outer.getBody()) {
      if (&op == loop.getOperation())
        break;
      // (Over a pair each of the tile's first copies waits for its stage's
      // release, and the pair meets before the MMAs: the producer's now.)
      auto wait = dyn_cast<BarrierWaitOp>(op);
      if (isa<BarrierExpectOp, AsyncLoadBoxOp, BarrierOp, ClusterArriveOp,
              ClusterWaitOp>(op) ||
          (wait && ringOf(wait.getBar()) == tmemEmpty))
        dead.push_back(&op);
    }
    for (Operation *op : dead)
      op->erase();
    // The old "done": its initialization and invalidation with it; the new
    // barriers are invalidated where it was. (Over a pair the second
    // block's last release may land on the first block's accEmpty after
    // its consumers are done: nothing reuses its memory before the pair's
    // meeting after the partitions, so it stays as it is.)
    for (Operation *user : llvm::make_early_inc_range(oldDone.getUsers())) {
      if (isa<BarrierInvalOp>(user)) {
        b.setInsertionPoint(user);
        BarrierInvalOp::create(b, loc, accDone);
        if (!pairFirst)
          BarrierInvalOp::create(b, loc, accEmpty);
      }
      user->erase();
    }
    oldDone.getDefiningOp()->erase();
    // Everything but the allocations (the accumulators' too: the producer
    // writes them), their initialization and the scalars both partitions
    // use moves into the consumers' region; a pair meets around the
    // partitions (no longer before each tile's MMAs: accEmpty says when
    // both blocks read the accumulator back).
    moveIntoConsumers(ws, /*keepTmem=*/true);
    if (multicasts() || pairFirst)
      meetCluster(b, ws);
    eraseDeadScalars(*outer.getBody());
    eraseDeadScalars(ws.getConsumers().front());
    eraseDeadScalars(top);
  }

  void rewrite() {
    if (mmaInProducer())
      return rewriteMmaProducer();
    producerWaitsLast = commitsClusterWide();
    Block &top = kernel.getBody().front();
    Location loc = loop.getLoc();
    OpBuilder b(kernel.getContext());
    // The "empty" ring beside the "full" one: one arrival per consumer
    // thread releases a stage (tcgen05: the ring the MMAs commit to).
    Value empty = tmemEmpty;
    bool clusterWide = multicasts();
    if (commitsClusterWide())
      commitToEveryBlock();
    if (!empty) {
      BarrierInitOp fullInit;
      for (Operation *user : full.getUsers())
        if (auto init = dyn_cast<BarrierInitOp>(user))
          fullInit = init;
      b.setInsertionPointAfter(fullInit ? fullInit.getOperation()
                                        : full.getDefiningOp());
      empty = BufferAllocOp::create(b, loc, full.getType(), IntegerAttr());
      // With multicast, another block's copy refills this block's stage: a
      // stage is empty once every warp of every block of the cluster is
      // done with it (lane r of each warp arrives in block r).
      BarrierInitOp::create(b, loc, empty,
                            clusterWide ? kernel.getNumWarps() *
                                              clusterBlocks(kernel)
                                        : kernel.getNumThreads());
    }
    // The copies the consumers issued before the loop and in it, and the
    // mbarriers' invalidation after it: the producer's now.
    SmallVector<Operation *> dead;
    auto issuing = [&](Operation &op) {
      return (isa<BarrierExpectOp>(op) &&
              ringOf(cast<BarrierExpectOp>(op).getBar()) == full) ||
             (isa<AsyncLoadBoxOp>(op) &&
              ringOf(cast<AsyncLoadBoxOp>(op).getBar()) == full);
    };
    for (Operation &op : top)
      if (issuing(op) || (isa<BarrierInvalOp>(op) &&
                          cast<BarrierInvalOp>(op).getBars() == full))
        dead.push_back(&op);
    if (outer) {
      // Each tile's first copies, and the block barrier before them (every
      // thread past the stages the tile before read: the "empty" ring's
      // arrivals say so now).
      for (Operation &op : *outer.getBody()) {
        if (&op == loop.getOperation())
          break;
        if (issuing(op)) {
          dead.push_back(&op);
        } else if (isa<BarrierOp>(op)) {
          Operation *next = op.getNextNode();
          while (next != loop.getOperation() &&
                 (isScalarPure(next) || isa<BufferStageOp>(next)))
            next = next->getNextNode();
          if (next != loop.getOperation() && issuing(*next))
            dead.push_back(&op);
        }
      }
    }
    // The partitions, before tile.return.
    WarpSpecializeOp ws = createPartitions(b, loc);
    buildProducer(b, empty);
    // The consumers release the stage they read at the end of each
    // iteration (tcgen05: their MMAs' commit does).
    if (!tmemEmpty) {
      b.setInsertionPoint(loop.getBody()->getTerminator());
      BarrierArriveOp::create(
          b, loc, BufferStageOp::create(b, loc, empty, stage), clusterWide,
          /*pair=*/false);
    }
    for (Operation *op : llvm::reverse(issued))
      op->erase();
    for (Operation *op : dead)
      op->erase();
    // Everything but the allocations, their initialization and the
    // scalars both partitions use moves into the consumers' region. Over a
    // pair the tensor memory too (the first block's MMAs write the
    // second's, allocated before the pair meets), and the pair's meetings
    // move around the partitions (meetCluster).
    moveIntoConsumers(ws, /*keepTmem=*/bool(pairFirst));
    if (clusterWide || pairFirst)
      meetCluster(b, ws);
    eraseDeadScalars(*loop.getBody());
    if (outer)
      eraseDeadScalars(*outer.getBody());
    eraseDeadScalars(top);
  }

  /// Erases the side-effect-free ops of `block` nothing uses any more (the
  /// consumers' copies' address arithmetic, the first iterations').
  static void eraseDeadScalars(Block &block) {
    bool changed = true;
    while (changed) {
      changed = false;
      for (Operation &op : llvm::make_early_inc_range(llvm::reverse(block)))
        if (op.use_empty() && !op.hasTrait<OpTrait::IsTerminator>() &&
            op.getNumRegions() == 0 && isMemoryEffectFree(&op)) {
          op.erase();
          changed = true;
        }
    }
  }
};

struct TileWarpSpecializePass
    : tile::impl::TileWarpSpecializeBase<TileWarpSpecializePass> {
  using TileWarpSpecializeBase::TileWarpSpecializeBase;

  /// Why the consumer warpgroups of `kernel` cannot take turns at the dots
  /// of `loop`, or "".
  static std::string whyNoTurns(KernelOp kernel, scf::ForOp loop) {
    int64_t warps = kernel.getNumWarps();
    if (!warpgroupsTakeTurns(warps))
      return "turns are between 2 to 7 consumer warpgroups, the kernel has " +
             std::to_string(warps) + " warps";
    bool any = false, other = false, nested = false;
    loop.getBody()->walk([&](DotOp dot) {
      (dot.getKind() == DotKind::wgmma ? any : other) = true;
      nested |= dot->getBlock() != loop.getBody();
    });
    if (other)
      return "its loop has dots that are not wgmma (the turns are the "
             "warpgroups' wgmma)";
    if (nested)
      return "a dot of its loop is inside a nested region (bracketDots takes "
             "the loop's own dots, which every warpgroup reaches)";
    if (!any)
      return "its loop has no tile.dot";
    return "";
  }

  /// tile.turn_begin before and tile.turn_end after each tile.dot of
  /// `loop`'s body (whyNoTurns: there are no others in the loop), the dot
  /// issued async in its turn and waited for after it (issueInTurn).
  static void bracketDots(scf::ForOp loop) {
    SmallVector<DotOp> dots;
    for (Operation &op : *loop.getBody())
      if (auto dot = dyn_cast<DotOp>(op))
        dots.push_back(dot);
    OpBuilder b(loop.getContext());
    for (DotOp dot : dots) {
      b.setInsertionPoint(dot);
      TurnBeginOp::create(b, dot.getLoc());
      b.setInsertionPointAfter(dot);
      TurnEndOp::create(b, dot.getLoc());
      issueInTurn(dot);
    }
  }

  /// The setmaxnreg budgets `kernel`'s partitions get (into `budget`), or
  /// why none (returned).
  static std::string registerBudget(KernelOp kernel, unsigned producerWarps,
                                    std::optional<RegisterBudget> &budget) {
    int64_t warps = kernel.getNumWarps();
    if (producerWarps != 4 || warps % 4)
      return "setmaxnreg moves registers between whole warpgroups (4 "
             "producer warps beside a multiple of 4, here " +
             std::to_string(producerWarps) + " beside " +
             std::to_string(warps) + ")";
    std::optional<Target> target = getEnclosingTarget(kernel);
    if (!target || !target->supports(Feature::Setmaxnreg))
      return "the target has no setmaxnreg (" +
             Target::describeTargetsSupporting(Feature::Setmaxnreg) + ")";
    RegisterBudget b =
        setmaxnregBudget(32 * (warps + 4), kernel.getMaxRegisters());
    if (!b.valid())
      return "max_registers = " + std::to_string(b.entry) +
             " leaves none (producer " + std::to_string(b.producer) +
             " <= entry <= consumers " + std::to_string(b.consumer) + ")";
    if (b.consumer == b.entry)
      return "every thread starts with " + std::to_string(b.entry) +
             " registers, already the most the consumers could take";
    budget = b;
    return "";
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (producerWarps < 1 || producerWarps > 4) {
      module.emitError("tile-warp-specialize takes 1 to 4 producer warps, got ")
          << unsigned(producerWarps);
      return signalPassFailure();
    }
    bool planFailed = false;
    module.walk([&](KernelOp kernel) {
      // tile-pipeline's plan (a TMA tcgen05 loop it left to the generic
      // passes), which `planned` takes alone.
      auto plan = kernel->getAttrOfType<IntegerAttr>(
          TileDialect::kPlannedProducerWarpsAttrName);
      if (plan)
        kernel->removeAttr(TileDialect::kPlannedProducerWarpsAttrName);
      if (planned && !plan)
        return;
      unsigned warps = planned ? unsigned(plan.getInt()) : producerWarps;
      bool boxes = false;
      kernel.walk([&](AsyncLoadBoxOp) { boxes = true; });
      if (!boxes && !plan)
        return;
      Specializer s;
      s.kernel = kernel;
      s.producerWarps = warps;
      std::optional<std::string> why =
          boxes ? s.whyNot()
                : std::string("it copies no TMA boxes into rings "
                              "(tile-pipeline-loads did not pipeline its "
                              "loop)");
      if (why && plan && planned) {
        kernel.emitError("tile-pipeline planned ")
            << warps
            << " producer warp(s) for this kernel's TMA loop, but "
               "tile-warp-specialize cannot split it: "
            << *why;
        planFailed = true;
        return;
      }
      if (why) {
        if (remarks)
          emitRemark(kernel.getLoc()) << "not warp-specialized: " << *why;
        return;
      }
      s.planMulticast();
      std::string noBudget = registerBudget(kernel, warps, s.budget);
      std::string noTurns = pingPong ? whyNoTurns(kernel, s.loop) : "";
      if (remarks) {
        InFlightDiagnostic r =
            emitRemark(s.loop.getLoc())
            << "warp-specialized: " << warps << " producer warp(s) issue the "
            << s.copies.size() << " box copies of every iteration; ";
        if (s.mmaInProducer())
          r << "the producer issues the tcgen05 MMAs too, each stage "
               "released by their commits, into two accumulators in tensor "
               "memory, one per tile in turn; the kernel's warps read each "
               "tile's accumulator back and release it while the producer "
               "runs the next tile's copies and MMAs";
        else if (s.tmemEmpty)
          r << "the tcgen05 MMAs' commits release each stage";
        else
          r << "the kernel's " << kernel.getNumWarps()
            << " warps release each stage after reading it";
        if (s.budget)
          r << "; setmaxnreg: the producer keeps " << s.budget->producer
            << " registers per thread, the consumers take "
            << s.budget->consumer << " (" << s.budget->entry << " at entry)";
        else
          r << "; no register budgets: " << noBudget;
        if (pingPong && noTurns.empty())
          r << "; its consumer warpgroups take turns at each of its dots";
        else if (pingPong)
          r << "; no turns: " << noTurns;
        for (auto [copy, dims] : llvm::zip(s.copies, s.multicast)) {
          if (!dims)
            continue;
          if (auto arg = dyn_cast<BlockArgument>(copy.getDesc()))
            r << "; the box of kernel argument " << arg.getArgNumber();
          else
            r << "; a box";
          r << " multicast along "
              << describeClusterDims(dims)
              << " (one block of each group copies it into all, in turn; "
                 "stages released cluster-wide)";
        }
        if (!s.whyNoMulticast.empty())
          r << "; " << (s.multicasts() ? "other boxes" : "boxes")
            << " not multicast: " << s.whyNoMulticast;
      }
      s.rewrite();
      if (pingPong && noTurns.empty())
        bracketDots(s.loop);
    });
    if (planFailed)
      signalPassFailure();
  }
};
} // namespace
