//===- PipelineLoops.cpp - tile-pipeline ----------------------------------===//
//
// Marks the K loops that convert-tile-to-llvm lowers as a warp-specialized
// TMA + mbarrier + wgmma pipeline (or a TMA + mma.sync one, or for
// tile.loads a cp.async one), sizes the pipeline from the target's shared
// memory, and gives every other tile.load_box a place in dynamic shared
// memory. A tcgen05 dot's loop it leaves to the generic passes, with the
// stages it planned (tile.pipeline_loads) and, for TMA boxes, a producer
// warp (tile.warp_specialize on the kernel). What a pipelinable loop is:
// include/TileDialect/Analysis/PipelineMatch.h; how the lowering builds
// the pipeline it plans: include/TileDialect/Conversion/Pipeline.h.
//
//===----------------------------------------------------------------------===//

#include "LoopPipeliner.h"
#include "LoopScalars.h"
#include "TileDialect/Analysis/IndexTiles.h"
#include "TileDialect/Analysis/PipelineMatch.h"
#include "TileDialect/Analysis/RegisterBudget.h"
#include "TileDialect/Passes.h"
#include "TileDialect/Target/ModuleTarget.h"
#include "TileDialect/Target/TargetInfo.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/Support/MathExtras.h"

namespace tile {
#define GEN_PASS_DEF_TILEPIPELINE
#include "TileDialect/Passes.h.inc"
} // namespace tile

using namespace mlir;
using namespace tile;

/// `v`, a value of `loop`'s body that is loop-invariant (built only from
/// values defined outside the loop by side-effect-free ops without
/// regions), cloned at the builder's insertion point; null when it is not.
static Value cloneInvariant(Value v, scf::ForOp loop, OpBuilder &b,
                            IRMapping &map, unsigned depth = 0) {
  if (loop.isDefinedOutsideOfLoop(v))
    return v;
  if (Value done = map.lookupOrNull(v))
    return done;
  Operation *def = v.getDefiningOp();
  if (!def || depth > 32 || def->getNumRegions() || !isMemoryEffectFree(def) ||
      def->getBlock() != loop.getBody())
    return Value();
  for (Value operand : def->getOperands())
    if (!cloneInvariant(operand, loop, b, map, depth + 1))
      return Value();
  Operation *copy = b.clone(*def, map);
  return copy->getResult(cast<OpResult>(v).getResultNumber());
}

/// Whether `loop`'s body runs a tile.dot or tile.dot_scaled.
static bool runsDot(scf::ForOp loop) {
  return llvm::any_of(loop.getBody()->getOperations(), [](Operation &op) {
    return isa<DotOp, DotScaledOp>(op);
  });
}

/// Erases the ops of `body` that nothing uses and that have no effects,
/// until none is left.
static void eraseDeadOps(Block *body) {
  for (bool changed = true; changed;) {
    changed = false;
    for (Operation &op : llvm::make_early_inc_range(llvm::reverse(*body)))
      if (isOpTriviallyDead(&op)) {
        op.erase();
        changed = true;
      }
  }
}

/// Triton's matmul carries its pointer tiles through the K loop and
/// advances them every iteration (`a_ptrs += BK`): in tile IR, index tiles
/// (offsets) carried as iter_args and yielded as `x + d` with `d`
/// loop-invariant; block pointers (`tl.advance`) carry scalar offsets the
/// same way. When every value the loop carries but one (the accumulator)
/// is such a tile or integer scalar, and none of them is used after the
/// loop, rewrites the loop to carry that one alone and compute the others
/// at iteration j = (iv - lb) / step as `init + j * d` (the same value: the
/// additions wrap as the multiplication does), so that the loop can be
/// pipelined. Returns the new loop, or `loop` unchanged.
static scf::ForOp foldCarriedIndexTiles(scf::ForOp loop) {
  unsigned n = loop.getNumRegionIterArgs();
  if (n < 2)
    return loop;
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  // x + d of a carried offset, or null.
  auto deltaOf = [&](unsigned i) -> Value {
    Value arg = loop.getRegionIterArgs()[i];
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    bool scalar = arg.getType().isSignlessInteger();
    if ((!scalar && (!type || !type.getElementType().isSignlessInteger() ||
                     !isIndexTile(loop.getInitArgs()[i]))) ||
        !loop.getResult(i).use_empty())
      return Value();
    auto add = yield.getOperand(i).getDefiningOp<arith::AddIOp>();
    if (!add || add->getBlock() != loop.getBody())
      return Value();
    return add.getLhs() == arg ? add.getRhs()
           : add.getRhs() == arg ? add.getLhs() : Value();
  };
  // A value yielded unchanged (a block pointer's shape and strides) is its
  // init in every iteration, and after the loop.
  SmallVector<bool> through(n);
  for (unsigned i = 0; i < n; ++i)
    through[i] = yield.getOperand(i) == loop.getRegionIterArgs()[i];
  auto passesThrough = [&](unsigned i) { return through[i]; };
  SmallVector<Value> deltas(n);
  std::optional<unsigned> keep;
  for (unsigned i = 0; i < n; ++i) {
    deltas[i] = passesThrough(i) ? Value() : deltaOf(i);
    if (deltas[i] || passesThrough(i))
      continue;
    if (keep)
      return loop; // two values that are not advancing offsets
    keep = i;
  }
  if (!keep)
    keep = 0; // all advance: keep the first (a counter, say)
  OpBuilder b(loop);
  Location loc = loop.getLoc();
  auto fresh = scf::ForOp::create(b, loc, loop.getLowerBound(),
                                  loop.getUpperBound(), loop.getStep(),
                                  ValueRange{loop.getInitArgs()[*keep]});
  fresh->setAttrs(loop->getAttrs());
  Block *body = fresh.getBody();
  if (body->mightHaveTerminator())
    body->getTerminator()->erase();
  b.setInsertionPointToStart(body);
  // j = (iv - lb) / step, then each offset: init + j * d (splat for tiles).
  Value iv = fresh.getInductionVar();
  Value j = arith::DivUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, iv, loop.getLowerBound()),
      loop.getStep());
  IRMapping invariant;
  SmallVector<Value> closed(n);
  for (unsigned i = 0; i < n; ++i) {
    if (i == *keep)
      continue;
    if (passesThrough(i)) {
      closed[i] = loop.getInitArgs()[i];
      continue;
    }
    Value d = cloneInvariant(deltas[i], loop, b, invariant);
    if (!d) {
      fresh.erase();
      return loop;
    }
    auto type = dyn_cast<RankedTensorType>(d.getType());
    Type elem = getElementTypeOrSelf(d.getType());
    Value jv = j; // j >= 0: zero-extended, or truncated as d wraps
    if (j.getType().isIndex())
      jv = arith::IndexCastOp::create(b, loc, elem, j);
    else if (j.getType().getIntOrFloatBitWidth() < elem.getIntOrFloatBitWidth())
      jv = arith::ExtUIOp::create(b, loc, elem, j);
    else if (j.getType() != elem)
      jv = arith::TruncIOp::create(b, loc, elem, j);
    Value js = type ? SplatOp::create(b, loc, type, jv).getResult() : jv;
    closed[i] = arith::AddIOp::create(b, loc, loop.getInitArgs()[i],
                                      arith::MulIOp::create(b, loc, js, d));
  }
  // The old body after the closed forms; its block arguments replaced.
  Block *old = loop.getBody();
  old->getArgument(0).replaceAllUsesWith(iv);
  for (unsigned i = 0; i < n; ++i)
    old->getArgument(1 + i).replaceAllUsesWith(
        i == *keep ? fresh.getRegionIterArgs()[0] : closed[i]);
  body->getOperations().splice(body->end(), old->getOperations());
  yield->setOperands(ValueRange{yield.getOperand(*keep)});
  loop.getResult(*keep).replaceAllUsesWith(fresh.getResult(0));
  for (unsigned i = 0; i < n; ++i)
    if (i != *keep && passesThrough(i))
      loop.getResult(i).replaceAllUsesWith(loop.getInitArgs()[i]);
  loop.erase();
  // The advances (x + d) and what only they used are dead now.
  eraseDeadOps(body);
  return fresh;
}

namespace {
/// A loop of several tcgen05 dots (attention's key loop on 128 rows: S =
/// Q K^T, the softmax, O += P V), which no template matches: planned for
/// tile-pipeline-loads (`tile.pipeline_loads = S`: rings of its loads, each
/// dot reading B where it lies in its stage) when that pass takes it, with
/// the loop's tile.num_stages (at most 8), else 2 (K and V
/// double-buffered). Whether it was planned.
static bool plannedTcgen05Dots(scf::ForOp loop, bool remarks) {
  if (llvm::count_if(loop.getBody()->getOps<DotOp>(), [](DotOp dot) {
        return dot.getKind() == DotKind::tcgen05;
      }) < 2)
    return false;
  int64_t kStages = 2;
  if (auto n =
          loop->getAttrOfType<IntegerAttr>(TileDialect::kNumStagesAttrName))
    kStages = std::min<int64_t>(n.getInt(), 8);
  // Block pointers' carried coordinates as functions of the induction
  // variable (the same values), so that the rings can address a later
  // iteration's loads.
  foldCarriedInductions(loop);
  LoopPipeliner p;
  p.loop = loop;
  p.stages = kStages;
  if (p.whyNot())
    return false;
  loop->setAttr(TileDialect::kPlannedStagesAttrName,
                Builder(loop.getContext()).getI64IntegerAttr(kStages));
  if (remarks)
    emitRemark(loop.getLoc(), "pipelined: ")
        << p.tcgen05Dots.size() << " tcgen05 dots, " << kStages
        << " stages, as IR (tile-pipeline-loads: rings of the loop's "
        << p.loads.size() + p.boxes.size()
        << " loads, each dot reading B from its stage)";
  return true;
}

struct TilePipelinePass : tile::impl::TilePipelineBase<TilePipelinePass> {
  using TilePipelineBase::TilePipelineBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    tile::applyHints(module); // before matching index arithmetic
    if (stages < 2 || stages > 16) {
      module.emitError("tile-pipeline needs 2 to 16 stages, got ")
          << unsigned(stages);
      return signalPassFailure();
    }
    std::optional<Target> target = getModuleTarget(module);
    for (KernelOp kernel : module.getOps<KernelOp>())
      if (failed(runOnKernel(kernel, target)))
        return signalPassFailure();
  }

  LogicalResult runOnKernel(KernelOp kernel, std::optional<Target> target) {
    Builder b(kernel.getContext());
    if (target && ctaPairDim(kernel) >= 0 &&
        failed(requireFeature(kernel, nullptr, Feature::Tcgen05Cta2,
                              "cta_group = 2 (tcgen05.mma over CTA pairs)")))
      return failure();
    // Dynamic shared memory: the user's region first, then the ring and
    // the boxes, each 1024-byte aligned (the 128-byte swizzle repeats
    // every 1024 bytes).
    int64_t cursor = llvm::alignTo(kernel.getSmemBytes().value_or(0), 1024);
    int64_t end = kernel.getSmemBytes().value_or(0);
    auto take = [&](int64_t bytes) {
      int64_t at = cursor;
      cursor = llvm::alignTo(cursor + bytes, 1024);
      end = at + bytes;
      return at;
    };
    // Triton-style loops that advance their offset tiles: carried offsets
    // become functions of the induction variable (foldCarriedIndexTiles).
    // Then unused side-effect-free ops of those bodies (a tile.trans the
    // DSL's trans(trans(x)) folding left behind) would count as uses of
    // the loads: erased.
    if (target) {
      SmallVector<scf::ForOp> withDot;
      kernel.walk([&](scf::ForOp loop) {
        if (!loop->hasAttr(kPipelineAttrName) && runsDot(loop))
          withDot.push_back(loop);
      });
      for (scf::ForOp loop : withDot)
        eraseDeadOps(foldCarriedIndexTiles(loop).getBody());
    }
    bool pipelined = false, pairError = false;
    // Rings that loops running one after the other share (their bodies
    // hold no other loop; each starts with a barrier and ends with its
    // copies drained): a later loop takes as many stages as fit in the
    // first one's ring, and a ring of its own when not even `least` do.
    struct SharedRing {
      int64_t offset = -1, bytes = 0;
    } syncRing, copyRing; // TMA + mma.sync; cp.async + mma.sync
    // (stages, offset) for `stages` stages of `bytesOf(stages)` at most, at
    // least `least`, up to `limit` bytes of shared memory; offset -1 when
    // not even `least` fit.
    auto placeInRing = [&](SharedRing &ring, int64_t stages, int64_t least,
                           int64_t limit,
                           llvm::function_ref<int64_t(int64_t)> bytesOf) {
      int64_t s = stages;
      while (s >= least && bytesOf(s) > ring.bytes)
        --s;
      if (s >= least)
        return std::make_pair(s, ring.offset);
      s = stages;
      while (s >= least &&
             int64_t(llvm::alignTo(cursor, 1024)) + bytesOf(s) > limit)
        --s;
      if (s < least)
        return std::make_pair(s, int64_t(-1));
      int64_t offset = take(bytesOf(s));
      if (ring.offset < 0)
        ring = {offset, bytesOf(s)};
      return std::make_pair(s, offset);
    };
    // `tile.pipeline = #tile.pipeline<kind, stages = S, smem_offset = O>`,
    // and for a wgmma cp.async ring (which `take` starts on a 1024-byte
    // atom) the swizzled layouts of its stages, where they fit.
    auto markRing = [&](scf::ForOp loop, const PipelineMatch &m,
                        int64_t stages, int64_t offset) {
      auto [sharedA, sharedB] = m.wgmmaSharedLayouts(b.getContext());
      loop->setAttr(kPipelineAttrName,
                    PipelineAttr::get(b.getContext(), *m.pipelineKind(), stages,
                                      offset, std::nullopt, std::nullopt,
                                      std::nullopt, std::nullopt, std::nullopt,
                                      sharedA, sharedB));
    };
    auto ringBytesOf = [](const PipelineMatch &m) {
      return [&m](int64_t s) { return m.ringBytes(s); };
    };
    // A tcgen05 dot's cp.async K loop is pipelined as IR by
    // tile-pipeline-loads (its stages planned here), in the kernel's body
    // or inside other loops, B copied as the tile lies (K x N along N, or N
    // x K through a tile.trans) or down its columns (a K x N tile stored N
    // x K, or tf32: an N x K ring); block-scaled dots too
    // (tile.tmem_dot_scaled, the scales in rings of tcgen05's scale atoms;
    // FP4 as its packed bytes). The rings are laid out for the MMAs'
    // descriptors: lines in slabs of the widest swizzle span dividing
    // them, the others (an 8-bit K x N B of 144 bytes of N) in core
    // matrices. Of a dot_scaled, the operands as loaded, Triton's uint8
    // codes and scales viewed through an arith.bitcast, or FP4 bytes
    // through their tile.unpack_fp4; why not, or "".
    auto whyNotRings = [](const PipelineMatch &m) -> std::string {
      auto loaded = [](Value v) {
        if (auto trans = v.getDefiningOp<TransOp>())
          v = trans.getSrc();
        if (auto view = v.getDefiningOp<arith::BitcastOp>())
          v = view.getIn();
        else if (auto unpack = v.getDefiningOp<UnpackFp4Op>())
          v = unpack.getSrc();
        return bool(v.getDefiningOp<LoadOp>());
      };
      DotScaledOp scaled = m.scaled;
      if (scaled && !(loaded(scaled.getA()) && loaded(scaled.getB()) &&
                      loaded(scaled.getAScale()) && loaded(scaled.getBScale())))
        return "its tcgen05 tile.dot_scaled takes operands or scales that "
               "are not a tile.load of the loop (or its tile.trans, "
               "arith.bitcast or tile.unpack_fp4), which the cp.async "
               "rings would hold";
      return "";
    };
    std::string lastSkip; // why the last loop was not pipelined
    llvm::DenseMap<Operation *, std::string> skipped; // and each loop
    kernel.walk([&](scf::ForOp loop) {
      if (loop->hasAttr(kPipelineAttrName) || !target)
        return;
      // --remarks: what became of every loop that runs a tile.dot.
      bool candidate = remarks && runsDot(loop);
      auto skip = [&](const Twine &why) {
        lastSkip = why.str();
        skipped[loop] = lastSkip;
        if (candidate)
          emitRemark(loop.getLoc(), "not pipelined: ") << why;
      };
      // The loop's own depth (Triton's num_stages), else the pass option.
      unsigned stages = this->stages;
      if (auto n = loop->getAttrOfType<IntegerAttr>(
              TileDialect::kNumStagesAttrName)) {
        if (n.getInt() < 2)
          return skip("its tile.num_stages is 1");
        stages = n.getInt();
      }
      std::string why;
      FailureOr<PipelineMatch> m = matchPipelinableLoop(loop, why);
      if (failed(m) && ctaPairDim(kernel) < 0 &&
          plannedTcgen05Dots(loop, candidate))
        return;
      if (failed(m))
        return skip(why);
      // cp.async pipelines: a ring of stages in dynamic shared memory
      // (mma.sync, wgmma or tcgen05 reading the stages).
      if (m->asyncCopy()) {
        if (!target->supports(Feature::CpAsync))
          return skip("the target has no cp.async (sm_80 or newer)");
        // wgmma and tcgen05: a ring of its own in dynamic shared memory, at
        // least 2 stages. tcgen05: M = 128 (one MMA per K step), and
        // warpgroups that can read the accumulator back (at most 128
        // columns a thread).
        if (m->tcgen05Copy()) {
          int64_t groups = kernel.getNumWarps() / 4;
          if (m->m != 128)
            return skip("a tcgen05 cp.async pipeline needs M = 128 (one "
                        "tcgen05.mma per K step), not " + Twine(m->m));
          if (kernel.getNumWarps() % 4 || m->n / groups > 128 ||
              m->n % (groups * 8))
            return skip("the kernel's " + Twine(kernel.getNumWarps()) +
                        " warps cannot read the " + Twine(m->n) +
                        "-column TMEM accumulator back (whole warpgroups, "
                        "at most 128 columns each, a multiple of 8)");
        }
        if (m->coreMatrixCopy()) {
          // (wgmma: 3 stages keep a wgmma group in flight; 2 wait for it
          // in every iteration, still overlapping the next copies.)
          int64_t least = 2;
          int64_t limit = target->sharedMemoryPerBlock();
          int64_t s = unsigned(stages);
          // tcgen05 block scaling: each stage's scales have tensor-memory
          // columns of their own, beside the accumulator's N.
          auto tmemFits = [&](int64_t n) {
            return !m->tcgen05Copy() ||
                   m->n + n * m->scaleColumns() <= kTmemColumnsPerCta;
          };
          while (s >= least && (int64_t(llvm::alignTo(cursor, 1024)) +
                                        m->ringBytes(s) >
                                    limit ||
                                !tmemFits(s)))
            --s;
          if (s < least && !tmemFits(least))
            return skip("the accumulator's " + Twine(m->n) +
                        " tensor-memory columns and two stages of " +
                        Twine(m->scaleColumns()) + " columns of scales do "
                        "not fit the " + Twine(kTmemColumnsPerCta) +
                        " columns of tensor memory");
          if (s < least)
            return skip("two stages of " +
                        Twine(m->copyStageBytes()) +
                        " bytes do not fit the target's " + Twine(limit) +
                        " bytes of shared memory per block");
          // A tcgen05 dot's loop the generic pipeliner writes as IR: the
          // stages for it (its rings, laid out for the MMAs' descriptors,
          // hold the same bytes a stage; tile-allocate-shared places
          // them).
          if (m->tcgen05Copy()) {
            if (std::string why = whyNotRings(*m); !why.empty())
              return skip(why);
            loop->setAttr(TileDialect::kPlannedStagesAttrName,
                          b.getI64IntegerAttr(s));
            if (candidate)
              emitRemark(loop.getLoc(), "pipelined: cp.async + ")
                  << (m->scaled ? "block-scaled tcgen05, " : "tcgen05, ") << s
                  << " stages of " << m->copyStageBytes()
                  << " bytes, as IR (tile-pipeline-loads: rings laid out "
                     "for the MMAs' descriptors, the accumulator a "
                     "!tile.tmem)";
            return;
          }
          int64_t offset = take(m->ringBytes(s));
          markRing(loop, *m, s, offset);
          if (candidate)
            emitRemark(loop.getLoc(), "pipelined: cp.async + wgmma, ")
                << s << " stages of " << m->copyStageBytes() << " bytes (B "
                << (m->copyBMnMajor() ? "MN-major" : "K-major") << ")";
          return;
        }
        // mma.sync: the stages in the kernel's static buffer when all of
        // them fit in its 48 KiB (the launch does not change), else a ring
        // in dynamic shared memory (shared by such loops), which holds more
        // of them (4 stages of a 128 x 128 x 32 bf16 block instead of 2).
        int64_t staticStages = std::min<int64_t>(
            unsigned(stages), kMaxCopyRingBytes / m->copyStageBytes());
        auto markStatic = [&] {
          loop->setAttr(kPipelineAttrName,
                        PipelineAttr::get(b.getContext(), *m->pipelineKind(),
                                          staticStages));
          if (candidate)
            emitRemark(loop.getLoc(), "pipelined: cp.async + ")
                << (m->scaled ? "block-scaled mma.sync, " : "mma.sync, ")
                << staticStages << " stages of " << m->copyStageBytes()
                << " bytes";
        };
        if (staticStages == int64_t(unsigned(stages)))
          return markStatic();
        // What the static buffer of the kernel's other ops (reductions,
        // layout changes away from the loop) will take is not known yet:
        // the ring leaves them kStaticReserveBytes of the target's memory
        // (placeSharedBuffer may also put it inside the ring).
        auto [s, offset] = placeInRing(
            copyRing, unsigned(stages),
            std::max<int64_t>(2, staticStages + 1),
            target->sharedMemoryPerBlock() - kStaticReserveBytes,
            ringBytesOf(*m));
        if (offset < 0 && staticStages >= 2)
          return markStatic();
        if (offset < 0)
          return skip("two stages of " + Twine(m->copyStageBytes()) +
                      " bytes do not fit the target's " +
                      Twine(target->sharedMemoryPerBlock()) +
                      " bytes of shared memory per block (less " +
                      Twine(kStaticReserveBytes) +
                      " kept for the static buffer)");
        markRing(loop, *m, s, offset);
        if (candidate)
          emitRemark(loop.getLoc(), "pipelined: cp.async + ")
              << (m->scaled ? "block-scaled mma.sync, " : "mma.sync, ")
              << s << " stages of " << m->copyStageBytes()
              << " bytes in dynamic shared memory";
        return;
      }
      // mma.sync on TMA boxes: no warp specialization, so any number of
      // warps and of such loops. Such loops run one after the other (their
      // bodies hold no other loop, and each starts with a barrier), so
      // they share one ring: a later loop takes as many stages as fit in
      // the first one's, or a ring of its own when not even two do.
      if (m->mmaSyncBoxes()) {
        if (!target->supports(Feature::Tma))
          return skip("the target has no TMA (sm_90 or newer)");
        int64_t limit = target->sharedMemoryPerBlock();
        auto [s, offset] =
            placeInRing(syncRing, unsigned(stages), 2, limit, ringBytesOf(*m));
        if (offset < 0)
          return skip("two stages of " + Twine(m->stageBytes()) +
                      " bytes do not fit the target's " + Twine(limit) +
                      " bytes of shared memory per block");
        markRing(loop, *m, s, offset);
        if (candidate)
          emitRemark(loop.getLoc(), "pipelined: TMA + mma.sync, ")
              << s << " stages of " << m->stageBytes() << " bytes";
        // A loop over output tiles around it stays a plain loop.
        if (auto outer = dyn_cast<scf::ForOp>(loop->getParentOp());
            outer && remarks)
          if (std::string whyNot = whyNotPersistent(outer, loop);
              !whyNot.empty())
            emitRemark(outer.getLoc(), "not persistent: ") << whyNot;
        return;
      }
      if (pipelined)
        return skip("the kernel has a TMA pipeline already (one per kernel)");
      // wgmma: one consumer warpgroup per 64 accumulator rows, the
      // kernel's warps. tcgen05: whole warpgroups that read the TMEM
      // accumulator back, at most 128 columns (registers) per thread.
      if (!m->tcgen05() && kernel.getNumWarps() != 4 * m->consumers())
        return skip("the kernel has " + Twine(kernel.getNumWarps()) +
                    " warps; a wgmma pipeline for M = " + Twine(m->m) +
                    " needs " + Twine(4 * m->consumers()) +
                    " (one warpgroup per 64 rows)");
      if (m->tcgen05() && (kernel.getNumWarps() % 4 ||
                           m->n / (kernel.getNumWarps() / 4) > 128 ||
                           m->n % (kernel.getNumWarps() / 4 * 8)))
        return skip("the kernel's " + Twine(kernel.getNumWarps()) +
                    " warps cannot read the " + Twine(m->n) +
                    "-column TMEM accumulator back (whole warpgroups, at "
                    "most 128 columns each, a multiple of 8)");
      // CTA pairs (cta_group = 2): each block keeps half of the B box, so
      // a stage is smaller; nothing is multicast.
      int pairDim = ctaPairDim(kernel);
      if (pairDim >= 0) {
        std::string whyNot = whyNotCtaPair(*m);
        if (!whyNot.empty()) {
          pairError = true;
          loop.emitError("the kernel has cta_group = 2, but this K loop "
                         "cannot run over CTA pairs: ")
              << whyNot;
          return;
        }
        m->ctaPair = true;
      }
      // Stages that fit next to what is placed already; barriers: a full
      // and an empty one per stage, and for tcgen05 the done barrier and
      // the TMEM address.
      int64_t limit = target->sharedMemoryPerBlock();
      // A persistent loop around it keeps its tiles' TMA stores out of the
      // ring (which already holds the next tile's boxes): room for them.
      auto outer = dyn_cast<scf::ForOp>(loop->getParentOp());
      std::string whyNotOuter = outer ? whyNotPersistent(outer, loop) : "";
      SmallVector<StoreBoxOp> stores;
      if (outer && whyNotOuter.empty())
        for (auto box : outer.getBody()->getOps<StoreBoxOp>())
          if (!box.getSmemOffset())
            stores.push_back(box);
      auto fit = [&](int64_t extra) {
        int64_t n = unsigned(stages);
        while (n >= 2 &&
               int64_t(llvm::alignTo(cursor + m->ringBytes(n), 1024)) + extra >
                   limit)
          --n;
        return n;
      };
      // Their buffers take at most `cap` slabs of a row (the largest
      // divisor of its slabs up to cap; the user's buffer_slabs stays):
      // the whole tile, or stored in rounds through 4 or 2 slabs where
      // that leaves room for more stages.
      auto bufferSlabs = [](StoreBoxOp box, int64_t cap) {
        int64_t n = box.getNumSlabs(), slabs = box.getNumBufferSlabs();
        if (box.getBufferSlabs() || slabs <= cap)
          return slabs;
        slabs = cap;
        while (n % slabs)
          --slabs;
        return slabs;
      };
      // The stores' buffers beside the ring(s) (`beside` says which), at
      // most `cap` slabs each.
      auto keepStores = [&](int64_t cap, StringRef beside) {
        for (StoreBoxOp box : stores) {
          int64_t slabs = bufferSlabs(box, cap);
          if (slabs < box.getNumSlabs())
            box.setBufferSlabs(uint32_t(slabs));
          if (remarks)
            emitRemark(box.getLoc(), "TMA store through its own buffer beside ")
                << beside << ": "
                << (slabs < box.getNumSlabs()
                        ? Twine(slabs) + " of the row's " +
                              Twine(box.getNumSlabs()) + " slabs at a time, "
                        : Twine("the whole tile, "))
                << box.getBufferBytes() << " bytes";
        }
      };
      auto reserveFor = [&](int64_t cap) {
        int64_t bytes = 0;
        for (StoreBoxOp box : stores)
          bytes += llvm::alignTo(box.getBufferBytes(bufferSlabs(box, cap)),
                                 1024);
        return bytes;
      };
      int64_t cap = 8, reserve = reserveFor(cap), s = fit(reserve);
      for (int64_t fewer : {4, 2}) {
        int64_t bytes = reserveFor(fewer), more = fit(bytes);
        if (more > s)
          cap = fewer, reserve = bytes, s = more;
      }
      // tcgen05: the generic passes write the pipeline as IR
      // (tile-pipeline-loads: the TMA rings, the accumulator a !tile.tmem;
      // tile-warp-specialize: a producer warp issuing the copies, and in a
      // loop over tiles the MMAs too). A loop over tiles around it shares
      // the rings with its tiles' store buffers, reserved above.
      if (m->tcgen05()) {
        if (s < 2)
          return skip("two stages of " + Twine(m->stageBytes()) + " bytes" +
                      (reserve ? " beside the tile.store_box buffers (" +
                                     std::to_string(reserve) + " bytes)"
                               : std::string()) +
                      " do not fit the target's " + Twine(limit) +
                      " bytes of shared memory per block");
        loop->setAttr(TileDialect::kPlannedStagesAttrName,
                      b.getI64IntegerAttr(s));
        kernel->setAttr(TileDialect::kPlannedProducerWarpsAttrName,
                        b.getI32IntegerAttr(1));
        pipelined = true;
        bool persistent = outer && whyNotOuter.empty();
        if (candidate) {
          InFlightDiagnostic r =
              emitRemark(loop.getLoc(), "pipelined: TMA + tcgen05, ");
          r << s << " stages of " << m->stageBytes()
            << " bytes, as IR (tile-pipeline-loads: TMA rings, the "
               "accumulator a !tile.tmem; tile-warp-specialize: a producer "
               "warp issues the copies"
            << (persistent ? " and the MMAs, into two accumulators, one per "
                             "tile in turn"
                           : "")
            << ")";
          if (m->ctaPair)
            r << "; over CTA pairs along "
              << "xyz"[pairDim]
              << " (tcgen05.mma cta_group::2, M = 256: each block copies its "
                 "A box and half of the B box)";
        }
        if (!outer)
          return;
        if (persistent)
          keepStores(cap, "the rings");
        if (remarks && persistent)
          emitRemark(outer.getLoc(),
                     "persistent: one ring for all its iterations");
        else if (remarks)
          emitRemark(outer.getLoc(), "not persistent: ") << whyNotOuter;
        return;
      }
      // Without room for both (at least 3 stages, fewer starve the
      // tensor cores), the loop is pipelined and the loop around it stays
      // a plain loop (its stores reuse the ring).
      std::string noRoom;
      int64_t enough = std::min<int64_t>(3, unsigned(stages));
      if (reserve && s < enough) {
        noRoom = "its tile.store_box buffers (" + std::to_string(reserve) +
                 " bytes) leave room for " + std::to_string(std::max<int64_t>(
                                                 s, 0)) +
                 " stages of the K loop, fewer than " +
                 std::to_string(enough) + " (store a narrower type, or "
                 "with tile.store)";
        s = fit(0);
      }
      if (s < 2)
        return skip("two stages of " + Twine(m->stageBytes()) +
                    " bytes do not fit the target's " + Twine(limit) +
                    " bytes of shared memory per block");
      // Warp specialization (wgmma): a producer warpgroup more, and
      // setmaxnreg budgets (Analysis/RegisterBudget.h).
      RegisterBudget budget = setmaxnregBudget(
          32 * (kernel.getNumWarps() + 4), kernel.getMaxRegisters());
      int64_t entry = budget.entry, producer = budget.producer,
              consumer = budget.consumer;
      if (!budget.valid())
        return skip("max_registers = " + Twine(entry) +
                    " leaves no setmaxnreg budget (producer " +
                    Twine(producer) + " <= entry <= consumers " +
                    Twine(consumer) + ")");
      int64_t offset = take(m->ringBytes(s));
      std::optional<int64_t> multicast[2];
      // Boxes that several blocks of the cluster load: one block copies
      // each (in turn) to all of them (TMA multicast).
      std::string shared;
      for (auto [box, name, mask] : {std::tuple{m->boxA, "A", &multicast[0]},
                                     {m->boxB, "B", &multicast[1]}}) {
        std::string whyNot;
        if (unsigned dims = multicastDims(*m, box, whyNot)) {
          *mask = dims;
          shared += std::string("; ") + name + " multicast along " +
                    describeClusterDims(dims);
        } else if (clusterBlocks(kernel) > 1) {
          shared += std::string("; ") + name + " not multicast: " + whyNot;
        }
      }
      kernel.setNumWarps(kernel.getNumWarps() + 4);
      kernel.setMaxRegisters(uint32_t(entry));
      loop->setAttr(kPipelineAttrName,
                    PipelineAttr::get(b.getContext(), *m->pipelineKind(), s,
                                      offset, multicast[0], multicast[1], entry,
                                      producer, consumer, SharedLayoutAttr(),
                                      SharedLayoutAttr()));
      pipelined = true;
      if (candidate)
        emitRemark(loop.getLoc(), "pipelined: TMA + wgmma, warp-specialized, ")
            << s << " stages of " << m->stageBytes() << " bytes" << shared;
      // A loop over output tiles around it (a persistent kernel) keeps one
      // ring for all its tiles when nothing in it needs the whole block.
      if (outer) {
        std::string whyNot = noRoom.empty() ? whyNotOuter : noRoom;
        if (whyNot.empty()) {
          outer->setAttr(kPersistentAttrName, b.getUnitAttr());
          keepStores(cap, "the ring");
        }
        if (remarks) {
          if (whyNot.empty())
            emitRemark(outer.getLoc(),
                       "persistent: one ring for all its iterations");
          else
            emitRemark(outer.getLoc(), "not persistent: ") << whyNot;
        }
      }
    });
    if (pairError)
      return failure();
    // cta_group = 2: every tcgen05 MMA of the kernel runs over CTA pairs
    // (ptxas takes one cta_group per kernel), so the kernel's tcgen05 dots
    // are all in the paired K loop.
    if (ctaPairDim(kernel) >= 0 && target) {
      // (A TMA loop left to the generic passes is paired: whyNotCtaPair
      // held.)
      auto paired = [](Operation *op) {
        auto loop = op->getParentOfType<scf::ForOp>();
        return loop && loop->hasAttr(TileDialect::kPlannedStagesAttrName) &&
               !loop.getBody()->getOps<LoadBoxOp>().empty();
      };
      // (tile-pipeline-loads' paired MMAs, tile.tmem_dot ... pair, are
      // the IR's already.)
      bool any = false;
      WalkResult r = kernel.walk([&](Operation *op) {
        if (auto mma = dyn_cast<TmemDotOp>(op))
          any |= mma.getPair();
        std::optional<DotKind> kind;
        if (auto dot = dyn_cast<DotOp>(op))
          kind = dot.getKind();
        else if (auto dot = dyn_cast<DotScaledOp>(op))
          kind = dot.getKind();
        else
          return WalkResult::advance();
        if (paired(op)) {
          any = true;
          return WalkResult::advance();
        }
        if (kind != DotKind::tcgen05)
          return WalkResult::advance();
        InFlightDiagnostic d =
            op->emitError("the kernel has cta_group = 2, so its tcgen05 MMAs "
                          "run over CTA pairs, but this dot is not in a K "
                          "loop that tile-pipeline pairs (a loop of two TMA "
                          "boxes and one tile.dot; see docs/gemm.md)");
        if (auto loop = op->getParentOfType<scf::ForOp>();
            loop && skipped.count(loop))
          d << ": its loop is not pipelined: " << skipped[loop];
        return WalkResult::interrupt();
      });
      if (r.wasInterrupted())
        return failure();
      if (!any)
        return kernel.emitError("cta_group = 2 asks for tcgen05 MMAs over CTA "
                                "pairs, but the kernel has no K loop of TMA "
                                "boxes and a tile.dot to pair (docs/gemm.md)")
               << (lastSkip.empty() ? "" : "; the last loop was not pipelined: ")
               << lastSkip;
    }
    // A tensor map has one box: the TMA copies of every box op on it read
    // that box, whatever their tile's shape says.
    llvm::DenseMap<Value, std::pair<Operation *, TensorMapBox>> boxOf;
    WalkResult mixed = kernel.walk([&](Operation *op) {
      std::optional<TensorMapBox> box = tensorMapBox(op);
      if (!box)
        return WalkResult::advance();
      auto [it, inserted] = boxOf.try_emplace(box->desc, op, *box);
      const TensorMapBox &first = it->second.second;
      if (inserted || first.mapBox() == box->mapBox())
        return WalkResult::advance();
      InFlightDiagnostic d = op->emitOpError()
                             << "copies " << box->rows << "x" << box->cols
                             << " boxes through a tensor map that another op "
                                "copies "
                             << first.rows << "x" << first.cols
                             << " boxes through; a tensor map has one box "
                                "shape (pass a second tensor map)";
      d.attachNote(it->second.first->getLoc()) << "the other op";
      return WalkResult::interrupt();
    });
    if (mixed.wasInterrupted())
      return failure();
    // Every other box: its own buffer and mbarrier.
    kernel.walk([&](LoadBoxOp box) {
      auto loop = box->getParentOfType<scf::ForOp>();
      if (box.getSmemOffset() ||
          (loop &&
           (loop->hasAttr(kPipelineAttrName) ||
            loop->hasAttr(TileDialect::kPlannedStagesAttrName)) &&
           box->getBlock() == loop.getBody()))
        return;
      box.setSmemOffset(uint32_t(take(box.getBoxBytes() + 8)));
    });
    // Tiles stored with TMA: in a persistent loop, the buffer beside the
    // ring it left room for; right after a pipelined K loop (in the same
    // block) the loop's ring is free, and as large as the stages; else
    // tile-allocate-shared places them, beside the buffers.
    kernel.walk([&](StoreBoxOp box) {
      if (box.getSmemOffset())
        return;
      if (box->getParentOp()->hasAttr(kPersistentAttrName)) {
        box.setSmemOffset(uint32_t(take(box.getBufferBytes())));
        return;
      }
      for (Operation *p = box->getPrevNode(); p; p = p->getPrevNode()) {
        auto loop = dyn_cast<scf::ForOp>(p);
        auto plan = loop ? loop->getAttrOfType<PipelineAttr>(kPipelineAttrName)
                         : PipelineAttr();
        std::optional<int64_t> offset =
            plan ? plan.getSmemOffset() : std::nullopt;
        std::string why;
        FailureOr<PipelineMatch> m =
            offset ? matchPipelinableLoop(loop, why)
                   : FailureOr<PipelineMatch>(failure());
        if (failed(m))
          continue;
        if (box.getBufferBytes() <= m->ringBytes(plan.getStages())) {
          box.setSmemOffset(uint32_t(*offset));
          return;
        }
        break;
      }
    });
    if (end > kernel.getSmemBytes().value_or(0))
      kernel.setSmemBytes(uint32_t(end));
    return success();
  }
};
} // namespace
