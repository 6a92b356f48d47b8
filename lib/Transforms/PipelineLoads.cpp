//===- PipelineLoads.cpp - tile-pipeline-loads -----------------------------===//
//
// The generic software pipeliner, as an IR rewrite: the tile.loads of a
// loop become cp.async copies into rings of shared-memory buffers issued
// stages - 1 iterations ahead, and buffer loads where they stood
// (include/TileDialect/TileBuffers.td). Any number of loads, with or
// without dots; what it needs of a load is that its addresses and mask
// can be computed for another iteration. A GEMM's K loop of cp.async rings
// keeps its wgmma dot in flight across iterations and copies stages - 2
// iterations ahead (DotsInFlight.h).
//
//===----------------------------------------------------------------------===//

#include "DotsInFlight.h"
#include "LoopScalars.h"
#include "TileDialect/Analysis/PipelineMatch.h"
#include "TileDialect/Analysis/Tcgen05Plan.h"
#include "TileDialect/Passes.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"

namespace tile {
#define GEN_PASS_DEF_TILEPIPELINELOADS
#include "TileDialect/Passes.h.inc"
} // namespace tile

using namespace mlir;
using namespace tile;

namespace {
struct LoopPipeliner {
  scf::ForOp loop;
  int64_t stages = 3;
  SmallVector<LoadOp> loads;
  /// The TMA boxes to pipeline (tile.load_box whose coordinates are
  /// recomputable and whose lines a swizzle spans), and their rings'
  /// layouts (boxRingLayout).
  SmallVector<LoadBoxOp> boxes;
  SmallVector<SharedLayoutAttr> boxLayouts;
  /// A box left where it stands (the first), and why, named when nothing
  /// else is pipelined.
  LoadBoxOp narrowBox;
  std::string narrowWhy;
  /// A wgmma dot reads the rings through descriptors (the async proxy):
  /// each wait fences the copies for it.
  bool asyncProxy = false;

  /// The loop's tcgen05 dot (Tcgen05Ring), when it has one.
  DotOp tcgen05;
  /// Over CTA pairs (the kernel's cta_group = 2): the B box the pair's
  /// blocks split along N (each copies N / 2 of it: rows of an N x K box,
  /// 128-byte slabs of a K x N one), that dimension of its tile, this
  /// block's rank in its pair and whether it is the first (which issues
  /// the MMAs).
  LoadBoxOp pairSplit;
  unsigned pairSplitDim = 0;
  Value pairRank, pairFirst;

  /// The loop's one dot, when it stays in flight across iterations (a
  /// GEMM's K loop: DotsInFlight.h), and the carried argument it
  /// accumulates; the copies then go stages - 2 iterations ahead, into the
  /// stage the dot of two iterations back read, which the previous
  /// iteration's wait (pending 1) freed. cp.async rings only
  /// (tile-warp-specialize releases the TMA rings' stages itself), 3 stages
  /// or more. Set by planInFlight.
  DotOp inFlight;
  unsigned carried = 0;

  /// The loop over output tiles around the loop (a persistent kernel's:
  /// in the kernel's body, i32, the loop's bounds from outside it) whose
  /// tiles share the loop's TMA rings: allocated and their mbarriers
  /// initialized once, before it; it carries `base`, the iterations of the
  /// loop in the tiles before, so that stage and phase count on from tile
  /// to tile (a producer warpgroup, tile-warp-specialize, then runs on
  /// into the next tile's copies). Set by planPersistent.
  scf::ForOp outer;
  Value base;
  /// The loop over tiles carryBase replaced (erased), and its replacement.
  std::pair<scf::ForOp, scf::ForOp> replaced;

  /// The loop over output tiles the loop is directly in, when its tiles
  /// can share the loop's TMA rings (boxes only; the tiles' loop in the
  /// kernel's body, i32; the loop's bounds from outside it, constants, or
  /// the tile's scalars: causal attention's last key block, which a
  /// producer computes for each tile), or null.
  scf::ForOp persistentParent() {
    auto parent = dyn_cast<scf::ForOp>(loop->getParentOp());
    if (!parent || boxes.empty() || !loads.empty() ||
        !isa<KernelOp>(parent->getParentOp()) ||
        !parent.getInductionVar().getType().isInteger(32) ||
        parent->hasAttr(TileDialect::kPersistentAttrName))
      return {};
    for (Value v : {loop.getLowerBound(), loop.getUpperBound(), loop.getStep()})
      if (!scalarOf(v, parent.getBody(), [&](Value w) {
            return w == parent.getInductionVar() ||
                   parent.isDefinedOutsideOfLoop(w);
          }))
        return {};
    return parent;
  }

  void planPersistent() {
    scf::ForOp parent = persistentParent();
    if (!parent)
      return;
    // Constant bounds move before the tiles' loop.
    for (Value v : {loop.getLowerBound(), loop.getUpperBound(), loop.getStep()})
      if (!parent.isDefinedOutsideOfLoop(v) &&
          v.getDefiningOp()->hasTrait<OpTrait::ConstantLike>())
        v.getDefiningOp()->moveBefore(parent);
    outer = parent;
  }

  /// `outer` with one more carried i32, `base`: 0 at the first tile, then
  /// plus the loop's trip count after each.
  void carryBase(OpBuilder &b) {
    Location loc = loop.getLoc();
    IRRewriter rewriter(b.getContext());
    Value lb = loop.getLowerBound(), ub = loop.getUpperBound(),
          step = loop.getStep();
    FailureOr<LoopLikeOpInterface> grown = outer.replaceWithAdditionalYields(
        rewriter, ValueRange{c32(b, 0)}, /*replaceInitOperandUsesInLoop=*/false,
        [&](OpBuilder &y, Location, ArrayRef<BlockArgument> args) {
          // ceil((ub - lb) / step) iterations where ub > lb, else none.
          Value span = arith::SubIOp::create(y, loc, ub, lb);
          Value trips = arith::DivSIOp::create(
              y, loc,
              arith::AddIOp::create(
                  y, loc, span,
                  arith::SubIOp::create(y, loc, step, c32(y, 1))),
              step);
          Value any = arith::CmpIOp::create(y, loc, arith::CmpIPredicate::sgt,
                                            ub, lb);
          trips = arith::SelectOp::create(y, loc, any, trips, c32(y, 0));
          return SmallVector<Value>{
              arith::AddIOp::create(y, loc, args.front(), trips)};
        });
    replaced = {outer, cast<scf::ForOp>(grown->getOperation())};
    outer = replaced.second;
    base = outer.getRegionIterArgs().back();
  }

  void planInFlight() {
    DotOp dot;
    if (stages >= 3 && !loads.empty() && boxes.empty() &&
        !whyNotInFlight(loop, dot, carried))
      inFlight = dot;
  }

  /// Whether `v` can be computed for another iteration: the induction
  /// variable, a value from outside the loop, or a side-effect-free op of
  /// the body without regions over such values.
  bool recomputable(Value v, unsigned depth = 0) {
    if (v == loop.getInductionVar() || loop.isDefinedOutsideOfLoop(v))
      return true;
    Operation *def = v.getDefiningOp();
    if (!def || depth > 64 || def->getBlock() != loop.getBody() ||
        def->getNumRegions() || !isMemoryEffectFree(def))
      return false;
    return llvm::all_of(def->getOperands(), [&](Value operand) {
      return recomputable(operand, depth + 1);
    });
  }

  /// `v` at the builder's insertion point for the iteration whose
  /// induction variable `map` maps the loop's to (recomputable values).
  Value cloneFor(Value v, OpBuilder &b, IRMapping &map) {
    if (Value done = map.lookupOrNull(v))
      return done;
    if (loop.isDefinedOutsideOfLoop(v))
      return v;
    Operation *def = v.getDefiningOp();
    for (Value operand : def->getOperands())
      cloneFor(operand, b, map);
    Operation *copy = b.clone(*def, map);
    return copy->getResult(cast<OpResult>(v).getResultNumber());
  }

  /// Why the loop is not pipelined, or nothing (then `loads` are the loads
  /// to pipeline).
  std::optional<std::string> whyNot() {
    if (loop->hasAttr(TileDialect::kPipelineAttrName) ||
        loop->hasAttr(TileDialect::kPersistentAttrName))
      return std::string("tile-pipeline planned it");
    if (!loop.getInductionVar().getType().isInteger(32))
      return std::string("its induction variable is not i32");
    for (Operation &op : loop.getBody()->without_terminator()) {
      if (op.getNumRegions()) {
        // Arithmetic in an scf.if (attention's causal mask on the diagonal
        // blocks only) stays where it is; loads, dots and other regions in
        // it would be moved or staged apart from it.
        if (isa<scf::IfOp>(op) && isMemoryEffectFree(&op) &&
            !op.walk([](Operation *nested) {
                 return isa<DotOp, DotScaledOp>(nested) ||
                                (nested->getNumRegions() &&
                                 !isa<scf::IfOp>(nested))
                            ? WalkResult::interrupt()
                            : WalkResult::advance();
               }).wasInterrupted())
          continue;
        return "it holds an '" + op.getName().getStringRef().str() +
               "' with memory effects, dots or loops (a loop body of "
               "straight-line ops, or an scf.if of arithmetic only)";
      }
      if (auto dot = dyn_cast<DotOp>(op)) {
        if (dot.getKind() == DotKind::wgmma)
          asyncProxy = true;
        else if (dot.getKind() == DotKind::tcgen05 && !tcgen05)
          tcgen05 = dot;
        else if (dot.getKind() != DotKind::mma_sync)
          return "a tile.dot is " +
                 (dot.getKind() ? stringifyDotKind(*dot.getKind()).str()
                                : std::string("of no kind yet")) +
                 ", not mma.sync or wgmma (its operands would be staged "
                 "again from registers)";
      }
      if (isa<DotScaledOp>(op))
        return std::string("it runs a tile.dot_scaled");
      if (auto load = dyn_cast<LoadOp>(op)) {
        auto type = load.getResult().getType();
        bool zeroOther = !load.getOther() ||
                         matchPattern(load.getOther(), m_AnyZeroFloat()) ||
                         matchPattern(load.getOther(), m_Zero());
        if (type.getRank() <= 2 && !type.getElementType().isInteger(1) &&
            zeroOther && recomputable(load.getOffsets()) &&
            (!load.getMask() || recomputable(load.getMask())))
          loads.push_back(load);
        continue;
      }
      if (auto box = dyn_cast<LoadBoxOp>(op)) {
        bool movable = loop.isDefinedOutsideOfLoop(box.getDesc()) &&
                       llvm::all_of(box.getCoords(),
                                    [&](Value c) { return recomputable(c); });
        if (!movable)
          continue;
        std::string why;
        if (SharedLayoutAttr layout = boxRingLayout(box, why)) {
          boxes.push_back(box);
          boxLayouts.push_back(layout);
        } else if (!narrowBox) {
          narrowBox = box, narrowWhy = why;
        }
        continue;
      }
      if (!isMemoryEffectFree(&op))
        return "'" + op.getName().getStringRef().str() +
               "' has memory effects (a load moved iterations ahead could "
               "read what it writes)";
    }
    if (loads.empty() && boxes.empty() && narrowBox) {
      std::string type;
      llvm::raw_string_ostream os(type);
      os << narrowBox.getResult().getType();
      return "its tile.load_box (" + type + ") " + narrowWhy;
    }
    if (loads.empty() && boxes.empty())
      return std::string("no tile.load (or tile.load_box) whose addresses "
                         "are computed from the induction variable");
    if (tcgen05)
      if (std::string why = whyNotTcgen05Ring(); !why.empty())
        return why;
    return std::nullopt;
  }

  /// Why the loop's tcgen05 dot cannot run on its TMA rings with its
  /// accumulator in tensor memory, or "": A and B each a box of the loop
  /// (B through a tile.trans: stored N x K), K-major lines of 128 bytes,
  /// the accumulator a zero the loop carries into the dot and out of the
  /// loop only, nothing else loaded.
  std::string whyNotTcgen05Ring() {
    std::string what = "its tcgen05 dot is pipelined on TMA rings with the "
                       "accumulator in tensor memory, which needs ";
    auto loop1 = [&](Value v) -> LoadBoxOp {
      auto box = v.getDefiningOp<LoadBoxOp>();
      return box && llvm::is_contained(boxes, box) && v.hasOneUse() ? box
                                                                    : LoadBoxOp();
    };
    auto trans = tcgen05.getB().getDefiningOp<TransOp>();
    if (boxes.empty())
      return whyNotTcgen05Copies(trans);
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

  /// Why the loop's tcgen05 dot cannot run on cp.async rings with its
  /// accumulator in tensor memory, or "": A and B each a tile.load of the
  /// loop (B through a tile.trans: loaded N x K; or K x N of 16- or 8-bit
  /// elements), in rings a swizzle spans (lines of 32, 64 or a multiple of
  /// 128 bytes), the accumulator as whyNotTmemAccumulator says, a loop in
  /// the kernel's body, one block's MMAs (cta_group = 1).
  std::string whyNotTcgen05Copies(TransOp trans) {
    std::string what = "its tcgen05 dot is pipelined on cp.async rings with "
                       "the accumulator in tensor memory, which needs ";
    auto loop1 = [&](Value v) -> LoadOp {
      auto load = v.getDefiningOp<LoadOp>();
      return load && llvm::is_contained(loads, load) && v.hasOneUse()
                 ? load
                 : LoadOp();
    };
    LoadOp loadA = loop1(tcgen05.getA());
    LoadOp loadB = !trans ? loop1(tcgen05.getB())
                   : tcgen05.getB().hasOneUse() ? loop1(trans.getSrc())
                                                : LoadOp();
    if (loads.size() != 2 || !loadA || !loadB)
      return what + "A and B each a tile.load of the loop (B loaded N x K "
                    "through a tile.trans, or K x N), and nothing else "
                    "loaded";
    for (LoadOp load : {loadA, loadB}) {
      SharedLayoutAttr layout = ringLayout(load);
      if (!layout.getSwizzle()) {
        std::string type;
        llvm::raw_string_ostream os(type);
        os << load.getResult().getType();
        return what + "operands in rows a swizzle spans (32, 64 or a "
                      "multiple of 128 bytes); " +
               type + " is not";
      }
    }
    if (!trans &&
        storageBytes(loadB.getResult().getType().getElementType()) > 2)
      return what + "a B of 16- or 8-bit elements where it is K x N (a "
                    "32-bit B loaded N x K, through a tile.trans)";
    if (stages < 2)
      return what + "2 stages or more";
    if (loop->getParentOfType<scf::ForOp>())
      return what + "a loop in the kernel's body";
    if (std::string why = whyNotTmemAccumulator(what, /*anyStart=*/true);
        !why.empty())
      return why;
    if (loop->getParentOfType<KernelOp>().getCtaGroup().value_or(1) == 2)
      return what + "one block's MMAs (cp.async rings do not run over CTA "
                    "pairs; a pair's operands come from TMA boxes)";
    return "";
  }

  /// Why the tcgen05 dot's accumulator cannot stay in tensor memory across
  /// the loop (`what`: what needs it), or "": carried from a zero (with
  /// `anyStart` from any value, added to what is read back) into the dot
  /// and out of the loop only, 128 x N, read back by whole warpgroups.
  std::string whyNotTmemAccumulator(const std::string &what,
                                    bool anyStart = false) {
    auto arg = dyn_cast<BlockArgument>(tcgen05.getAcc());
    auto type = tcgen05.getResult().getType();
    bool carried = arg && arg.getOwner() == loop.getBody() &&
                   arg.getArgNumber() > 0 && arg.hasOneUse() &&
                   tcgen05.getResult().hasOneUse() &&
                   isa<scf::YieldOp>(*tcgen05->user_begin()) &&
                   tcgen05->use_begin()->getOperandNumber() ==
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

  /// Why the loop's tcgen05 dot cannot run over the kernel's CTA pairs
  /// (cta_group = 2), or "": B loaded alike by both blocks of a pair,
  /// which split it along N (an N x K box by rows; a K x N box by its
  /// 128-byte slabs, an even number of them); a loop (and a loop over
  /// tiles around it) that every block of the cluster runs through.
  std::string whyNotPair(KernelOp kernel, LoadBoxOp boxB, bool bNxK) {
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

  /// The bytes of `box` this block copies (half of a pair's B box).
  int64_t copiedBytes(LoadBoxOp box) {
    return box == pairSplit ? box.getBoxBytes() / 2 : box.getBoxBytes();
  }

  /// The layout of `box`'s ring, as TMA writes it: 128-byte swizzled
  /// slabs of a row of 128 bytes or a multiple, the 64- or 32-byte swizzle
  /// of a row that wide (wgmma descriptors and ldmatrix read all three);
  /// null, and why in `why`, for other rows (16 bytes: no swizzle spans
  /// them) and for a narrow box whose tensor map another op reads or
  /// writes unswizzled (one map has one swizzle).
  SharedLayoutAttr boxRingLayout(LoadBoxOp box, std::string &why) {
    int64_t rowBytes = box.getRowBytes();
    if (rowBytes % 128 == 0)
      return box.getSharedLayout();
    if (rowBytes != 32 && rowBytes != 64) {
      why = "has rows of " + std::to_string(rowBytes) +
            " bytes: TMA rings take boxes of rows of 32, 64 or a multiple of "
            "128 bytes (a swizzle's span), a box of other rows is read where "
            "it lands";
      return {};
    }
    for (Operation *user : box.getDesc().getUsers()) {
      auto other = dyn_cast<LoadBoxOp>(user);
      auto copy = dyn_cast<AsyncLoadBoxOp>(user);
      if ((other && other->getBlock() == loop.getBody() &&
           other.getRowBytes() == rowBytes) ||
          (copy && cast<BufferType>(copy.getBuffer().getType())
                           .getLayout()
                           .getSwizzle() == rowBytes))
        continue;
      std::string where;
      if (auto at = dyn_cast<FileLineColLoc>(user->getLoc()))
        where = " at line " + std::to_string(at.getLine());
      why = "has rows of " + std::to_string(rowBytes) +
            " bytes, and its tensor map is also used by the '" +
            user->getName().getStringRef().str() + "'" + where +
            ", which takes it unswizzled: a TMA ring would need the map " +
            "encoded with the " + std::to_string(rowBytes) +
            "-byte swizzle (the box is read where it lands)";
      return {};
    }
    auto elemBytes = box.getSharedLayout().getElemBytes();
    return SharedLayoutAttr::get(loop.getContext(), rowBytes, elemBytes,
                                 /*transposed=*/false, /*pad=*/0);
  }

  /// The layout of `load`'s ring: a 16-bit A or B of a dot (or a B taken
  /// through a tile.trans: attention's K^T) in 16-byte chunks swizzled
  /// over the widest span its lines allow (ldmatrix reads 8 lines of a
  /// chunk without bank conflicts; a wgmma descriptor describes it), else
  /// plain lines.
  SharedLayoutAttr ringLayout(LoadOp load) {
    auto type = load.getResult().getType();
    int64_t bytes = storageBytes(type.getElementType());
    int64_t span = 0;
    auto feedsDot = [](Value v) {
      return llvm::any_of(v.getUses(), [](OpOperand &use) {
        return isa<DotOp>(use.getOwner()) && use.getOperandNumber() < 2;
      });
    };
    bool dotOperand =
        feedsDot(load.getResult()) ||
        llvm::any_of(load->getUsers(), [&](Operation *user) {
          auto trans = dyn_cast<TransOp>(user);
          return trans && feedsDot(trans.getResult());
        });
    // 8- and 32-bit operands too where the loop's tcgen05 dot reads them
    // (its descriptors take every swizzle; wgmma's rings of those stay
    // plain).
    bool swizzles = bytes == 2 || (tcgen05 && bytes <= 4);
    if (dotOperand && swizzles && type.getRank() == 2)
      for (int64_t s : {128, 64, 32})
        if (type.getDimSize(1) * bytes % s == 0) {
          span = s;
          break;
        }
    return SharedLayoutAttr::get(loop.getContext(), span, bytes, false, 0);
  }

  Value c32(OpBuilder &b, int64_t v) {
    return arith::ConstantOp::create(b, loop.getLoc(),
                                     b.getI32IntegerAttr(int32_t(v)));
  }

  /// Copies of every load's tile for the iteration whose induction variable
  /// is `iv` into stage `stage` of its ring (nothing where `iv` is past the
  /// loop's end), then one commit.
  void copyIteration(OpBuilder &b, Value iv, Value stage,
                     ArrayRef<Value> rings) {
    Location loc = loop.getLoc();
    Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                          iv, loop.getUpperBound());
    IRMapping map;
    map.map(loop.getInductionVar(), iv);
    for (auto [load, ring] : llvm::zip(loads, rings))
      copyLoad(b, load, ring, stage, inRange, map);
    AsyncCommitOp::create(b, loc);
  }

  /// A copy of `load`'s tile for the iteration `map` maps the induction
  /// variable to into stage `stage` of `ring` (without a stage: into the
  /// buffer `ring`), masked off where `inRange` is false.
  void copyLoad(OpBuilder &b, LoadOp load, Value ring, Value stage,
                Value inRange, IRMapping &map) {
    Location loc = loop.getLoc();
    Value offsets = cloneFor(load.getOffsets(), b, map);
    auto maskType =
        cast<RankedTensorType>(offsets.getType()).clone(b.getI1Type());
    Value mask = SplatOp::create(b, loc, maskType, inRange);
    if (load.getMask())
      mask = arith::AndIOp::create(b, loc, cloneFor(load.getMask(), b, map),
                                   mask);
    Value buffer = stage ? BufferStageOp::create(b, loc, ring, stage) : ring;
    AsyncCopyOp::create(b, loc, load.getBase(), offsets, mask, buffer);
  }

  /// The first and the last op of the body that reads `load`'s tile (a
  /// user, or a user of a tile.trans of it; the op of the body a nested
  /// user is in). Past the last, nothing reads the buffer the tile is
  /// copied into: those users take it from the buffer or in registers.
  std::pair<Operation *, Operation *> readers(LoadOp load) {
    Operation *first = nullptr, *last = nullptr;
    SmallVector<Value> tiles{load.getResult()};
    while (!tiles.empty()) {
      Value v = tiles.pop_back_val();
      for (Operation *user : v.getUsers()) {
        if (auto trans = dyn_cast<TransOp>(user))
          tiles.push_back(trans.getResult());
        Operation *at = loop.getBody()->findAncestorOpInBlock(*user);
        if (!first || at->isBeforeInBlock(first))
          first = at;
        if (!last || last->isBeforeInBlock(at))
          last = at;
      }
    }
    return {first, last};
  }

  /// Why one buffer per load (stages = 1) does not do for the loop, or "".
  std::string whyNotSingle() {
    if (!boxes.empty())
      return "its tile.load_box(es) need rings of 2 or more stages (one "
             "buffer per load, stages = 1, is for cp.async copies)";
    for (LoadOp load : loads) {
      auto [first, last] = readers(load);
      if (!first)
        return "a tile.load's tile is not used";
      if (last->hasTrait<OpTrait::IsTerminator>())
        return "a tile.load's tile is carried to the next iteration (its "
               "buffer would be refilled while it is still read)";
    }
    return "";
  }

  /// stages = 1: one buffer per load. Iteration j waits for its copy of a
  /// tile just before the tile's first reader and, once its last reader is
  /// done (a block barrier), copies iteration j + 1's tile into the same
  /// buffer: FlashAttention-2's schedule for K and V, V's copy landing
  /// during S = Q K^T and the next K's during P V, in the shared memory of
  /// one stage. The copies are committed one group per load, in the order
  /// of their last readers (before the loop too), so each wait leaves
  /// pending exactly the groups committed after the one it needs.
  void rewriteSingle() {
    Location loc = loop.getLoc();
    OpBuilder b(loop);
    Value lb = loop.getLowerBound();
    // Each load's buffer and readers, in the order of the last readers.
    struct Single {
      LoadOp load;
      Operation *first, *last;
      Value buffer;
      unsigned index;
    };
    SmallVector<Single> order;
    for (auto [index, load] : llvm::enumerate(loads)) {
      auto [first, last] = readers(load);
      auto type = load.getResult().getType();
      Value buffer = BufferAllocOp::create(
          b, loc,
          BufferType::get(b.getContext(), type.getShape(),
                          type.getElementType(), ringLayout(load), 0),
          IntegerAttr());
      order.push_back({load, first, last, buffer, unsigned(index)});
    }
    llvm::sort(order, [](const Single &x, const Single &y) {
      if (x.last != y.last)
        return x.last->isBeforeInBlock(y.last);
      return x.index < y.index;
    });
    // Iteration 0's tiles.
    {
      Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                            lb, loop.getUpperBound());
      IRMapping map;
      map.map(loop.getInductionVar(), lb);
      for (Single &s : order) {
        copyLoad(b, s.load, s.buffer, Value(), inRange, map);
        AsyncCommitOp::create(b, loc);
      }
    }
    // Before each first reader: the wait, then the tile from its buffer.
    // Groups committed after load k's: the later loads' of the iteration
    // before, and this iteration's of the loads whose last reader comes
    // before k's first.
    int64_t n = order.size();
    llvm::MapVector<Operation *, int64_t> waits;
    for (auto [rank, s] : llvm::enumerate(order)) {
      int64_t pending = n - 1 - int64_t(rank);
      for (Single &other : order)
        if (other.last->isBeforeInBlock(s.first))
          ++pending;
      auto [it, fresh] = waits.insert({s.first, pending});
      if (!fresh)
        it->second = std::min(it->second, pending);
    }
    for (auto [first, pending] : waits) {
      b.setInsertionPoint(first);
      AsyncWaitOp::create(b, loc, uint32_t(pending), asyncProxy);
    }
    for (Single &s : order) {
      b.setInsertionPoint(s.first);
      s.load.getResult().replaceAllUsesWith(BufferLoadOp::create(
          b, s.load.getLoc(), s.load.getResult().getType(), s.buffer));
    }
    // After each last reader: every thread is done with the buffer, then
    // iteration j + 1's tile goes into it.
    OpBuilder top(loop.getBody(), loop.getBody()->begin());
    Value next = arith::AddIOp::create(top, loc, loop.getInductionVar(),
                                       loop.getStep());
    Value inRange = arith::CmpIOp::create(
        top, loc, arith::CmpIPredicate::slt, next, loop.getUpperBound());
    IRMapping map;
    map.map(loop.getInductionVar(), next);
    Operation *after = nullptr;
    for (Single &s : order) {
      if (s.last != after) {
        b.setInsertionPointAfter(s.last);
        BarrierOp::create(b, loc);
        after = s.last;
      }
      copyLoad(b, s.load, s.buffer, Value(), inRange, map);
      AsyncCommitOp::create(b, loc);
    }
    widenCopyRuns();
    for (LoadOp load : loads)
      load.erase();
    b.setInsertionPointAfter(loop);
    AsyncWaitOp::create(b, loc, 0u);
  }

  /// TMA copies of every box for the iteration whose induction variable
  /// is `iv` into stage `stage` of its ring, completing on that stage's
  /// mbarrier (armed for all of them), none where `iv` is past the loop's
  /// end.
  void copyBoxes(OpBuilder &b, Value iv, Value stage, ArrayRef<Value> rings,
                 Value bars) {
    Location loc = loop.getLoc();
    Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                          iv, loop.getUpperBound());
    IRMapping map;
    map.map(loop.getInductionVar(), iv);
    Value bar = BufferStageOp::create(b, loc, bars, stage);
    // The bytes the copies deliver (over a CTA pair, both blocks' to the
    // first block's barrier, which it alone arms).
    int64_t bytes = 0;
    for (LoadBoxOp box : boxes)
      bytes += copiedBytes(box);
    bool pair = bool(pairSplit);
    Value arms = pair ? arith::AndIOp::create(b, loc, inRange, pairFirst)
                      : inRange;
    BarrierExpectOp::create(b, loc, bar, uint32_t(pair ? 2 * bytes : bytes),
                            arms);
    for (auto [box, ring] : llvm::zip(boxes, rings)) {
      SmallVector<Value> coords;
      for (Value c : box.getCoords())
        coords.push_back(cloneFor(c, b, map));
      // A pair's B box: this block's half of N (coordinates innermost
      // first: the tile's dimension d is coordinate 1 - d).
      if (box == pairSplit) {
        int64_t half =
            box.getResult().getType().getDimSize(pairSplitDim) / 2;
        Value &c = coords[1 - pairSplitDim];
        c = arith::AddIOp::create(
            b, loc, c, arith::MulIOp::create(b, loc, pairRank, c32(b, half)));
      }
      Value buffer = BufferStageOp::create(b, loc, ring, stage);
      AsyncLoadBoxOp::create(b, loc, box.getDesc(), coords, buffer, bar,
                             inRange, /*multicast=*/Value(), pair);
    }
  }

  /// A ring of `stages` buffers holding `type`, in `layout`.
  Value allocRing(OpBuilder &b, RankedTensorType type,
                  SharedLayoutAttr layout) {
    return BufferAllocOp::create(
        b, loop.getLoc(),
        BufferType::get(b.getContext(), type.getShape(), type.getElementType(),
                        layout, stages),
        IntegerAttr());
  }

  /// `v` replaced by a tile.buffer_load of stage `stage` of `ring` where
  /// `op` (its definition, erased later) stands.
  void readFromRing(OpBuilder &b, Operation *op, Value v, Value ring,
                    Value stage) {
    b.setInsertionPoint(op);
    Value buffer = BufferStageOp::create(b, op->getLoc(), ring, stage);
    v.replaceAllUsesWith(
        BufferLoadOp::create(b, op->getLoc(), v.getType(), buffer));
  }

  void rewrite() {
    Location loc = loop.getLoc();
    // The rings go before the loop, or before the loop over tiles around
    // it whose tiles share them.
    OpBuilder b(outer ? outer.getOperation() : loop.getOperation());
    MLIRContext *ctx = b.getContext();
    Value lb = loop.getLowerBound(), step = loop.getStep();
    SmallVector<Value> rings, boxRings;
    for (LoadOp load : loads)
      rings.push_back(
          allocRing(b, load.getResult().getType(), ringLayout(load)));
    // Boxes land as TMA writes them (swizzled lines), one mbarrier per
    // stage counting their bytes.
    Value bars;
    for (auto [box, layout] : llvm::zip(boxes, boxLayouts))
      boxRings.push_back(allocRing(b, box.getResult().getType(), layout));
    if (!boxes.empty()) {
      bars = allocRing(
          b, RankedTensorType::get({1}, b.getI64Type()),
          SharedLayoutAttr::get(ctx, 0, 8, false, 0));
      BarrierInitOp::create(b, loc, bars, 1);
    }
    if (outer) {
      carryBase(b);
      // Every thread is past the stages the tile before read.
      b.setInsertionPoint(loop);
      BarrierOp::create(b, loc);
    }
    // The first `ahead` iterations' tiles (into stages base + p of a
    // persistent ring).
    int64_t ahead = inFlight ? stages - 2 : stages - 1;
    for (int64_t p = 0; p < ahead; ++p) {
      Value iv = arith::AddIOp::create(
          b, loc, lb, arith::MulIOp::create(b, loc, step, c32(b, p)));
      Value at = c32(b, p);
      if (outer)
        at = arith::RemUIOp::create(
            b, loc, arith::AddIOp::create(b, loc, base, at), c32(b, stages));
      if (!boxes.empty())
        copyBoxes(b, iv, at, boxRings, bars);
      if (!loads.empty())
        copyIteration(b, iv, c32(b, p), rings);
    }
    // Iteration j: wait for its copies, read them where the loads stood.
    Block *body = loop.getBody();
    b.setInsertionPointToStart(body);
    Value iv = loop.getInductionVar();
    Value j = iterationNumber(b, loc, iv, lb, step);
    if (outer) // counted on from the tiles before
      j = arith::AddIOp::create(b, loc, base, j);
    Value stage = arith::RemUIOp::create(b, loc, j, c32(b, stages));
    Value aheadIv = arith::AddIOp::create(
        b, loc, iv, arith::MulIOp::create(b, loc, step, c32(b, ahead)));
    Value aheadStage = arith::RemUIOp::create(
        b, loc, arith::AddIOp::create(b, loc, j, c32(b, ahead)),
        c32(b, stages));
    if (!loads.empty())
      AsyncWaitOp::create(b, loc, uint32_t(ahead - 1), asyncProxy);
    if (!boxes.empty()) {
      // Iteration j + stages - 1's boxes go into the stage iteration j - 1
      // read, once every thread is past it (the wait's barrier, or one of
      // its own); then this iteration's phase of its stage's mbarrier.
      if (loads.empty())
        BarrierOp::create(b, loc);
      copyBoxes(b, aheadIv, aheadStage, boxRings, bars);
      Value phase = arith::RemUIOp::create(
          b, loc, arith::DivUIOp::create(b, loc, j, c32(b, stages)),
          c32(b, 2));
      BarrierWaitOp::create(b, loc, BufferStageOp::create(b, loc, bars, stage),
                            phase);
    }
    for (auto [load, ring] : llvm::zip(loads, rings))
      readFromRing(b, load, load.getResult(), ring, stage);
    for (auto [box, ring] : llvm::zip(boxes, boxRings))
      readFromRing(b, box, box.getResult(), ring, stage);
    // Then iteration j + ahead's cp.async copies, into the stage iteration
    // j - 1 read (every thread is past it: the wait met at a barrier), or
    // with the dot in flight iteration j - 2 (its dot was waited for in
    // iteration j - 1, before that barrier).
    if (!loads.empty()) {
      b.setInsertionPoint(body->getTerminator());
      copyIteration(b, aheadIv, aheadStage, rings);
    }
    // The dot stays in flight: issued async, the previous iteration's
    // waited for right after it (its stage is free two iterations on), the
    // last one after the loop.
    if (inFlight)
      keepInFlight(loop, inFlight, carried);
    widenCopyRuns();
    for (LoadOp load : loads)
      load.erase();
    releaseBoxPlaces();
    for (LoadBoxOp box : boxes)
      box.erase();
    // No copy in flight after the loop (its rings' bytes are reused; the
    // boxes' copies stop at the loop's end, or the tiles' loop's).
    b.setInsertionPointAfter(outer ? outer.getOperation() : loop.getOperation());
    if (!loads.empty())
      AsyncWaitOp::create(b, loc, 0u);
    if (!boxes.empty())
      BarrierInvalOp::create(b, loc, bars);
  }

  /// The loop without its carried argument `index` (which nothing reads
  /// any more): a new loop with the same body; `loop` becomes it.
  void dropCarried(unsigned index) {
    OpBuilder b(loop);
    SmallVector<Value> inits(loop.getInitArgs());
    inits.erase(inits.begin() + index);
    auto grown = scf::ForOp::create(b, loop.getLoc(), loop.getLowerBound(),
                                    loop.getUpperBound(), loop.getStep(),
                                    inits);
    grown->setAttrs(loop->getDiscardableAttrDictionary());
    Block *from = loop.getBody(), *to = grown.getBody();
    auto yield = cast<scf::YieldOp>(from->getTerminator());
    SmallVector<Value> yielded(yield.getOperands());
    yielded.erase(yielded.begin() + index);
    yield.erase();
    if (Operation *t = to->mightHaveTerminator() ? to->getTerminator() : nullptr)
      t->erase();
    from->getArgument(0).replaceAllUsesWith(grown.getInductionVar());
    for (unsigned i = 0, j = 0, n = loop.getNumRegionIterArgs(); i < n; ++i)
      if (i != index)
        loop.getRegionIterArgs()[i].replaceAllUsesWith(
            grown.getRegionIterArgs()[j++]);
    to->getOperations().splice(to->end(), from->getOperations());
    OpBuilder end = OpBuilder::atBlockEnd(to);
    scf::YieldOp::create(end, loop.getLoc(), yielded);
    for (unsigned i = 0, j = 0, n = loop.getNumResults(); i < n; ++i)
      if (i != index)
        loop.getResult(i).replaceAllUsesWith(grown.getResult(j++));
    loop.erase();
    loop = grown;
  }

  /// The tcgen05 form of rewrite(): the rings of A and B and their "full"
  /// mbarriers as for any boxes, and an "empty" mbarrier per stage; the
  /// accumulator in tensor memory (tile.tmem_alloc before the loop).
  /// Iteration j waits for its stage, runs its MMAs into the accumulator
  /// (overwriting it at j = 0) and commits them to the stage's "empty"
  /// barrier; then, once iteration j - 1's MMAs are done, copies iteration
  /// j - 1 + S into that stage. The leader thread alone waits for the
  /// stages (tile.barrier_wait leader): it issues the MMAs and the copies.
  /// After the loop the last MMAs are committed to a "done" barrier, and
  /// the accumulator is read back into registers where the loop's result
  /// was, and freed.
  ///
  /// In a loop over output tiles (persistent: planPersistent) the rings,
  /// barriers and accumulator are set up once before it, and freed after
  /// it; the tiles' loop carries `base` (carryBase), so that iteration i of
  /// a tile is iteration base + i of the rings. Each tile copies its first
  /// S iterations (every MMA of the tile before is done: its "done" wait),
  /// meets the block at a barrier (every thread has read the accumulator
  /// back, which its MMAs overwrite), and waits for "done" in phase t mod 2
  /// for its t-th tile.
  void rewriteTcgen05() {
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
    Value empty = allocRing(b, barType, plain8);
    BarrierInitOp::create(b, loc, empty, 1);
    Value done = BufferAllocOp::create(
        b, loc, BufferType::get(ctx, {1}, b.getI64Type(), plain8, 0),
        IntegerAttr());
    BarrierInitOp::create(b, loc, done, 1);
    Value slot = BufferAllocOp::create(
        b, loc,
        BufferType::get(ctx, {1}, b.getI32Type(),
                        SharedLayoutAttr::get(ctx, 0, 4, false, 0), 0),
        IntegerAttr());
    auto accType = tcgen05.getResult().getType();
    Value tmem = TmemAllocOp::create(
        b, loc,
        TmemType::get(ctx, accType.getShape(), accType.getElementType()),
        slot);
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
      Value iv = arith::AddIOp::create(
          b, loc, lb, arith::MulIOp::create(b, loc, step, c32(b, p)));
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
    Value j = iterationNumber(b, loc, iv, lb, step);
    if (outer) // counted on from the tiles before
      j = arith::AddIOp::create(b, loc, base, j);
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
    Value aheadIv = arith::AddIOp::create(
        b, loc, iv, arith::MulIOp::create(b, loc, step, c32(b, ahead)));
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
    // The accumulator leaves the loop's carried values.
    unsigned index = cast<BlockArgument>(tcgen05.getAcc()).getArgNumber() - 1;
    Value result = loop.getResult(index);
    tcgen05.getResult().replaceAllUsesWith(tcgen05.getAcc());
    tcgen05.erase();
    if (trans)
      trans.erase();
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

  static bool isZeroTile(Value v) {
    return matchPattern(v, m_PosZeroFloat()) || matchPattern(v, m_Zero());
  }

  /// The cp.async form of rewriteTcgen05 (whyNotTcgen05Copies): rings of A
  /// and B swizzled for the MMAs' descriptors, an "empty" mbarrier per
  /// stage; the accumulator in tensor memory. The first S - 1 iterations'
  /// copies go before the loop; iteration j waits for its copies (every
  /// thread's, fenced for the async proxy, then the block's barrier), the
  /// leader runs its MMAs into the accumulator (overwriting it at j = 0,
  /// after the barrier: `fenced`) and commits them to the stage's "empty"
  /// barrier; then every thread waits until iteration j - 1's MMAs are
  /// done and copies iteration j - 1 + S into that stage (one commit group
  /// an iteration, copies or not). After the loop the last MMAs are
  /// committed to a "done" barrier and the accumulator is read back where
  /// the loop's result was (plus the loop's start, unless a zero), and
  /// freed.
  void rewriteTcgen05Copies() {
    Location loc = loop.getLoc();
    OpBuilder b(loop);
    MLIRContext *ctx = b.getContext();
    Value lb = loop.getLowerBound(), ub = loop.getUpperBound(),
          step = loop.getStep();
    auto trans = tcgen05.getB().getDefiningOp<TransOp>();
    auto loadA = tcgen05.getA().getDefiningOp<LoadOp>();
    auto loadB =
        (trans ? trans.getSrc() : tcgen05.getB()).getDefiningOp<LoadOp>();
    SmallVector<Value> rings;
    for (LoadOp load : loads)
      rings.push_back(
          allocRing(b, load.getResult().getType(), ringLayout(load)));
    Value ringA = rings[llvm::find(loads, loadA) - loads.begin()];
    Value ringB = rings[llvm::find(loads, loadB) - loads.begin()];
    auto barType = RankedTensorType::get({1}, b.getI64Type());
    auto plain8 = SharedLayoutAttr::get(ctx, 0, 8, false, 0);
    Value empty = allocRing(b, barType, plain8);
    BarrierInitOp::create(b, loc, empty, 1);
    Value done = BufferAllocOp::create(
        b, loc, BufferType::get(ctx, {1}, b.getI64Type(), plain8, 0),
        IntegerAttr());
    BarrierInitOp::create(b, loc, done, 1);
    Value slot = BufferAllocOp::create(
        b, loc,
        BufferType::get(ctx, {1}, b.getI32Type(),
                        SharedLayoutAttr::get(ctx, 0, 4, false, 0), 0),
        IntegerAttr());
    auto accType = tcgen05.getResult().getType();
    Value tmem = TmemAllocOp::create(
        b, loc,
        TmemType::get(ctx, accType.getShape(), accType.getElementType()),
        slot);
    int64_t ahead = stages - 1;
    for (int64_t p = 0; p < ahead; ++p)
      copyIteration(b,
                    arith::AddIOp::create(
                        b, loc, lb, arith::MulIOp::create(b, loc, step, c32(b, p))),
                    c32(b, p), rings);
    // Iteration j: its copies landed in every thread, then its MMAs.
    b.setInsertionPoint(tcgen05);
    Value iv = loop.getInductionVar();
    Value j = iterationNumber(b, loc, iv, lb, step);
    Value stage = arith::RemUIOp::create(b, loc, j, c32(b, stages));
    AsyncWaitOp::create(b, loc, uint32_t(ahead - 1), /*async_proxy=*/true);
    Value notFirst =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, iv, lb);
    TmemDotOp::create(b, loc, BufferStageOp::create(b, loc, ringA, stage),
                      BufferStageOp::create(b, loc, ringB, stage),
                      /*transposeB=*/bool(trans), tmem, notFirst,
                      /*pair=*/false, /*fenced=*/true);
    TmemCommitOp::create(b, loc, BufferStageOp::create(b, loc, empty, stage),
                         Value(), /*cluster=*/false, /*pair=*/false);
    // Iteration j - 1 + S's copies into the stage of iteration j - 1 once
    // its MMAs are done (at j = 0 the last stage, not used yet: its fresh
    // barrier's phase passes).
    Value aheadIv = arith::AddIOp::create(
        b, loc, iv, arith::MulIOp::create(b, loc, step, c32(b, ahead)));
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
    // The accumulator leaves the loop's carried values.
    unsigned index = cast<BlockArgument>(tcgen05.getAcc()).getArgNumber() - 1;
    Value result = loop.getResult(index);
    tcgen05.getResult().replaceAllUsesWith(tcgen05.getAcc());
    tcgen05.erase();
    if (trans)
      trans.erase();
    widenCopyRuns();
    for (LoadOp load : loads)
      load.erase();
    b.setInsertionPointAfter(loop);
    TmemCommitOp::create(b, loc, done, Value(), /*cluster=*/false,
                         /*pair=*/false);
    BarrierWaitOp::create(b, loc, done, c32(b, 0));
    Value ran = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, lb, ub);
    Value read = TmemLoadOp::create(b, loc, accType, tmem, ran,
                                    /*fenced=*/false);
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

  /// The copies go in runs of 16 bytes where a run of the kernel's blocked
  /// distribution holds that many (cp.async's widest: half the copies of
  /// runs of 4 bf16, and the address registers they hold).
  void widenCopyRuns() {
    if (loads.empty())
      return;
    auto kernel = loop->getParentOfType<KernelOp>();
    int64_t run = 16;
    for (LoadOp load : loads)
      run = std::min<int64_t>(
          run, 16 / storageBytes(load.getResult().getType().getElementType()));
    auto have = kernel->getAttrOfType<IntegerAttr>(TileDialect::kMaxRunAttrName);
    if (run > 4 && (!have || have.getInt() < run))
      kernel->setAttr(TileDialect::kMaxRunAttrName,
                      IntegerAttr::get(IntegerType::get(loop.getContext(), 64),
                                       run));
  }

  /// The bytes tile-pipeline gave the boxes now in rings (each its own
  /// box and mbarrier, `smem_offset`): handed back where they end the
  /// kernel's smem_bytes region (up to the padding before the next box:
  /// tile-pipeline starts each at a multiple of 1024 bytes).
  void releaseBoxPlaces() {
    auto kernel = loop->getParentOfType<KernelOp>();
    SmallVector<std::pair<int64_t, int64_t>> places;
    for (LoadBoxOp box : boxes)
      if (std::optional<uint32_t> offset = box.getSmemOffset())
        places.push_back({*offset, box.getBoxBytes() + 8});
    llvm::sort(places, std::greater<>());
    int64_t end = kernel.getSmemBytes().value_or(0);
    for (auto [offset, bytes] : places)
      if (offset + bytes <= end && end - (offset + bytes) < 1024)
        end = offset;
    if (end != kernel.getSmemBytes().value_or(0))
      kernel.setSmemBytes(uint32_t(end));
  }
};

struct TilePipelineLoadsPass
    : tile::impl::TilePipelineLoadsBase<TilePipelineLoadsPass> {
  using TilePipelineLoadsBase::TilePipelineLoadsBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (stages < 1 || stages > 8) {
      module.emitError("tile-pipeline-loads needs 1 to 8 stages, got ")
          << unsigned(stages);
      return signalPassFailure();
    }
    // Nothing to do (tile-translate's default run, no loop left to it):
    // the module untouched.
    StringRef planAttr = TileDialect::kPlannedStagesAttrName;
    if (planned && !module
                        .walk([&](scf::ForOp loop) {
                          return loop->hasAttr(planAttr)
                                     ? WalkResult::interrupt()
                                     : WalkResult::advance();
                        })
                        .wasInterrupted())
      return;
    tile::applyHints(module); // before matching index arithmetic
    SmallVector<scf::ForOp> loops;
    module.walk([&](scf::ForOp loop) {
      if (loop->getParentOfType<KernelOp>() &&
          (!loop.getBody()->getOps<LoadOp>().empty() ||
           !loop.getBody()->getOps<LoadBoxOp>().empty()))
        loops.push_back(loop);
    });
    for (scf::ForOp loop : loops) {
      // tile-pipeline's plan for the loop (kPlannedStagesAttrName), which
      // `planned` takes alone.
      auto plan = loop->getAttrOfType<IntegerAttr>(planAttr);
      if (planned && !plan)
        continue;
      LoopPipeliner p;
      p.loop = loop;
      p.stages = plan ? plan.getInt() : int64_t(stages);
      if (plan)
        loop->removeAttr(planAttr);
      std::optional<std::string> why = p.whyNot();
      if (!why && p.stages == 1) {
        std::string single = p.whyNotSingle();
        if (!single.empty())
          why = single;
      }
      if (why && plan) {
        loop.emitError("tile-pipeline planned ")
            << p.stages
            << " stages for this loop in the IR, but tile-pipeline-loads "
               "does not pipeline it: "
            << *why;
        return signalPassFailure();
      }
      if (why) {
        if (remarks)
          emitRemark(loop.getLoc()) << "not pipelined in the IR: " << *why;
        continue;
      }
      if (p.stages == 1) {
        if (remarks)
          emitRemark(loop.getLoc())
              << "pipelined in the IR: " << p.loads.size()
              << " tile.load(s) through one cp.async buffer each "
                 "(stages = 1): waited for just before the tile's first "
                 "reader, refilled for the next iteration once its last "
                 "reader is done";
        p.rewriteSingle();
        continue;
      }
      if (p.tcgen05) {
        p.planPersistent();
        if (remarks && !p.boxes.empty()) {
          InFlightDiagnostic r =
              emitRemark(loop.getLoc())
              << "pipelined in the IR: 2 tile.load_box(es) through "
              << unsigned(p.stages)
              << "-stage TMA rings (tile.async_load_box "
              << unsigned(p.stages)
              << " iterations ahead, one mbarrier per stage), the tcgen05 "
                 "dot reading them in place into an accumulator in tensor "
                 "memory (tile.tmem_dot), each stage released by its MMAs' "
                 "commit (tile.tmem_commit)";
          if (p.outer)
            r << "; persistent: the loop over tiles around it shares the "
                 "rings and the accumulator, stage and phase counting on "
                 "from tile to tile";
          if (p.pairSplit)
            r << "; over CTA pairs: each block copies its A box and half "
                 "of the B box's rows onto the first block's barriers, "
                 "whose MMAs (M = 256) read both blocks' stages and commit "
                 "to both";
        }
        if (p.boxes.empty()) {
          if (remarks)
            emitRemark(loop.getLoc())
                << "pipelined in the IR: 2 tile.load(s) through "
                << unsigned(p.stages) << "-stage cp.async rings (tile.async_copy "
                << unsigned(p.stages) - 1
                << " iterations ahead, swizzled for the MMAs' descriptors), "
                   "the tcgen05 dot reading them in place into an "
                   "accumulator in tensor memory (tile.tmem_dot), each "
                   "stage refilled once its MMAs' commit "
                   "(tile.tmem_commit) released it";
          p.rewriteTcgen05Copies();
          continue;
        }
        p.rewriteTcgen05();
        if (p.replaced.first)
          llvm::replace(loops, p.replaced.first, p.replaced.second);
        continue;
      }
      p.planInFlight();
      p.planPersistent();
      if (remarks) {
        InFlightDiagnostic r = emitRemark(loop.getLoc())
                               << "pipelined in the IR: ";
        if (!p.loads.empty())
          r << p.loads.size() << " tile.load(s) through " << unsigned(p.stages)
            << "-stage cp.async rings (tile.async_copy "
            << unsigned(p.stages) - (p.inFlight ? 2 : 1) << " iterations ahead"
            << (p.inFlight ? ", the wgmma dot kept in flight across iterations"
                           : "")
            << ")";
        if (!p.loads.empty() && !p.boxes.empty())
          r << ", ";
        if (!p.boxes.empty())
          r << p.boxes.size() << " tile.load_box(es) through "
            << unsigned(p.stages) << "-stage TMA rings (tile.async_load_box "
            << unsigned(p.stages) - 1 << " iterations ahead, one mbarrier "
            << "per stage)";
        if (p.outer)
          r << "; persistent: the loop over tiles around it shares the "
               "rings, stage and phase counting on from tile to tile";
      }
      p.rewrite();
      // A loop over tiles yet to be looked at (it has loads of its own) is
      // the one carrying the iterations now.
      if (p.replaced.first)
        llvm::replace(loops, p.replaced.first, p.replaced.second);
    }
  }
};
} // namespace
