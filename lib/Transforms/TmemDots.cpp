//===- TmemDots.cpp - tile-tmem-dots: a loop's dots on tensor memory ------===//
//
// tile-tmem-dots (include/TileDialect/Passes.td): a loop whose tcgen05
// tile.dots (128 rows, read back as #tile.tcgen05) read B where it lies in
// a stage of the loop's rings, or hold it in registers, gets each dot's
// accumulator allocated once before the loop, and the dots as
// tensor-memory ops (TileTensorMemory.td): A (and a B in registers) stored
// into a swizzled buffer (once before the loop where the loop does not
// compute it), tile.tmem_dot from those buffers or B's stage, committed to
// an mbarrier every thread waits for. A dot
// from a zero is read back where it stood; one that accumulates onto what
// the loop carries from its last result (attention's O, rescaled by a row
// factor in between) keeps its accumulator in tensor memory across the
// loop, rescaled there (tile.tmem_load, the product, tile.tmem_store), and
// is read back after the loop.
//
// Without this pass the lowering of each tile.dot allocates tensor memory,
// writes C into it, runs and waits for its MMAs, reads D back and frees it,
// in every iteration, and O stays in registers through the softmax.
//
//===----------------------------------------------------------------------===//

#include "LoopScalars.h"
#include "TileDialect/Analysis/BufferReads.h"
#include "TileDialect/Analysis/ElementwiseOps.h"
#include "TileDialect/Analysis/Tcgen05Plan.h"
#include "TileDialect/Passes.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <functional>

namespace tile {
#define GEN_PASS_DEF_TILETMEMDOTS
#include "TileDialect/Passes.h.inc"
} // namespace tile

using namespace mlir;
using namespace tile;

namespace {

/// One tcgen05 dot of the loop, and how it runs on tensor memory.
struct LoopDot {
  DotOp dot;
  /// The stage B is read from, and whether through a tile.trans (stored
  /// N x K, read K-major). Where B is a tile in registers instead (no
  /// rings, or a ring the dot cannot read in place), `bTile` is what goes
  /// into a buffer of its own (laid out `bLayout`): the tile.trans's
  /// source (N x K), or B (K x N, read MN-major).
  Value bBuffer;
  bool transposeB = false;
  Value bTile;
  SharedLayoutAttr bLayout;
  /// A's buffer layout (K-major, swizzled), and whether A is computed
  /// outside the loop (stored once, before it).
  SharedLayoutAttr aLayout;
  bool aOutside = false;
  /// Whether C is what the loop carries (argument `arg`) from this dot's
  /// last result, through `scale` (elementwise, or null); else C is zero.
  bool carried = false;
  unsigned arg = 0;
  Operation *scale = nullptr;
};

struct TmemLoop {
  scf::ForOp loop;
  SmallVector<LoopDot> dots;

  std::optional<std::string> plan();
  std::optional<std::string> planDot(LoopDot &d);
  void rewrite();
};

/// An operand's layout in its buffer: lines of its rows (A's K, a stored
/// N x K B's K, a K x N B's N) in slabs of the widest swizzle (128, 64 or
/// 32 bytes) that divides them; null where none does.
SharedLayoutAttr operandLayout(RankedTensorType t) {
  int64_t bytes = storageBytes(t.getElementType());
  for (int64_t span : {128, 64, 32})
    if (t.getDimSize(1) * bytes % span == 0)
      return SharedLayoutAttr::get(t.getContext(), span, bytes, false, 0);
  return {};
}

std::optional<std::string> TmemLoop::planDot(LoopDot &d) {
  DotOp dot = d.dot;
  unsigned threads = tcgen05::numThreadsOf(dot);
  auto aType = cast<RankedTensorType>(dot.getA().getType());
  auto bType = cast<RankedTensorType>(dot.getB().getType());
  auto accType = cast<RankedTensorType>(dot.getAcc().getType());
  if (!tcgen05ResultInRows(dot, threads) ||
      !tcgen05Encoding(aType, bType, accType, threads))
    return std::string("a tcgen05 dot whose 128 rows whole warpgroups do "
                       "not read back (#tile.tcgen05)");
  auto trans = dot.getB().getDefiningOp<TransOp>();
  d.transposeB = bool(trans);
  d.bBuffer = bufferReadByDot(dot.getB());
  if (!d.bBuffer) {
    d.bTile = trans ? trans.getSrc() : dot.getB();
    auto stored = cast<RankedTensorType>(d.bTile.getType());
    d.bLayout = operandLayout(stored);
    if (!d.bLayout || (!trans && !TmemDotOp::readsMnMajor(
                                     storageBytes(stored.getElementType()))))
      return std::string("a tcgen05 dot whose B, in registers, no swizzled "
                         "buffer holds as tcgen05 reads it");
  }
  d.aLayout = operandLayout(aType);
  if (!d.aLayout)
    return std::string("a tcgen05 dot whose A's lines no swizzle spans");
  d.aOutside = loop.isDefinedOutsideOfLoop(dot.getA());
  Value c = dot.getAcc();
  if (isZeroTile(c))
    return std::nullopt;
  // C: the loop's argument, or one elementwise op of it (and of values
  // that are not it), each used once; the dot's result yielded back to
  // that argument and used nowhere else.
  Value arg = c;
  if (Operation *def = c.getDefiningOp();
      def && def->getBlock() == loop.getBody() && c.hasOneUse() &&
      isElementwiseArith(def) && def->getNumResults() == 1) {
    auto args = llvm::filter_to_vector(def->getOperands(), [&](Value o) {
      auto ba = dyn_cast<BlockArgument>(o);
      return ba && ba.getOwner() == loop.getBody() && ba.getArgNumber() > 0;
    });
    if (args.size() != 1)
      return std::string("a tcgen05 dot whose C is neither zero nor what the "
                         "loop carries (times a factor)");
    arg = args.front();
    d.scale = def;
  }
  auto ba = dyn_cast<BlockArgument>(arg);
  Value result = dot.getResult();
  if (!ba || ba.getOwner() != loop.getBody() || ba.getArgNumber() == 0 ||
      !ba.hasOneUse() || !result.hasOneUse() ||
      !isa<scf::YieldOp>(*result.getUsers().begin()) ||
      result.getUses().begin()->getOperandNumber() != ba.getArgNumber() - 1)
    return std::string("a tcgen05 dot whose C is neither zero nor what the "
                       "loop carries from the dot's last result");
  d.carried = true;
  d.arg = ba.getArgNumber() - 1;
  return std::nullopt;
}

std::optional<std::string> TmemLoop::plan() {
  if (loop->getParentOfType<WarpSpecializeOp>())
    return std::string("the loop runs in a warp-specialized partition");
  if (!loop.getInductionVar().getType().isInteger(32))
    return std::string("the loop's induction variable is not i32");
  bool nested = false;
  loop.getBody()->walk([&](Operation *op) {
    nested |= isa<DotScaledOp>(op) ||
              (isa<DotOp>(op) && op->getBlock() != loop.getBody());
  });
  if (nested)
    return std::string("a dot in a region of the loop, or block-scaled");
  int64_t columns = 0;
  for (DotOp dot : loop.getBody()->getOps<DotOp>()) {
    if (dot.getKind() != DotKind::tcgen05)
      return std::string("a dot that is not tcgen05");
    LoopDot d;
    d.dot = dot;
    if (std::optional<std::string> why = planDot(d))
      return why;
    columns += TmemType::allocColumns(
        cast<RankedTensorType>(dot.getAcc().getType()).getDimSize(1));
    dots.push_back(d);
  }
  if (columns > TmemType::kColumns)
    return "its accumulators take " + std::to_string(columns) +
           " columns of tensor memory; there are " +
           std::to_string(TmemType::kColumns);
  return std::nullopt;
}

void TmemLoop::rewrite() {
  MLIRContext *ctx = loop.getContext();
  Location loc = loop.getLoc();
  OpBuilder before(loop);
  auto plain = [&](Type elem, int64_t bytes) {
    return BufferType::get(ctx, {1}, elem,
                           SharedLayoutAttr::get(ctx, 0, bytes, false, 0), 0);
  };
  // Each dot's barrier completes one phase an iteration.
  OpBuilder top = OpBuilder::atBlockBegin(loop.getBody());
  Value phase = arith::RemUIOp::create(
      top, loc,
      iterationNumber(top, loc, loop.getInductionVar(), loop.getLowerBound(),
                      loop.getStep()),
      arith::ConstantOp::create(top, loc, top.getI32IntegerAttr(2)));

  struct Placed {
    Value tmem, bar;
  };
  SmallVector<Placed> placed;
  for (LoopDot &d : dots) {
    DotOp dot = d.dot;
    Location at = dot.getLoc();
    auto accType = cast<RankedTensorType>(dot.getAcc().getType());
    auto aType = cast<RankedTensorType>(dot.getA().getType());
    // Before the loop: the accumulator, its barrier, A's buffer (filled
    // there when the loop does not compute A), and a carried accumulator's
    // start.
    Value slot = BufferAllocOp::create(
        before, at, plain(before.getI32Type(), 4), IntegerAttr());
    Value tmem = TmemAllocOp::create(before, at,
                                     TmemType::get(ctx, accType.getShape(),
                                                   accType.getElementType()),
                                     Type(), slot)
                     .getResult();
    Value bar = BufferAllocOp::create(before, at, plain(before.getI64Type(), 8),
                                      IntegerAttr());
    BarrierInitOp::create(before, at, bar, 1);
    Value aBuffer = BufferAllocOp::create(
        before, at,
        BufferType::get(ctx, aType.getShape(), aType.getElementType(),
                        d.aLayout, 0),
        IntegerAttr());
    if (d.aOutside) {
      BufferStoreOp::create(before, at, dot.getA(), aBuffer);
      FenceProxyAsyncOp::create(before, at);
    }
    // B in registers: a buffer of its own, filled where A's is.
    Value bBuffer = d.bBuffer;
    bool bOutside = false;
    if (d.bTile) {
      auto stored = cast<RankedTensorType>(d.bTile.getType());
      bBuffer = BufferAllocOp::create(before, at,
                                      BufferType::get(ctx, stored.getShape(),
                                                      stored.getElementType(),
                                                      d.bLayout, 0),
                                      IntegerAttr());
      if ((bOutside = loop.isDefinedOutsideOfLoop(d.bTile))) {
        BufferStoreOp::create(before, at, d.bTile, bBuffer);
        FenceProxyAsyncOp::create(before, at);
      }
    }
    if (d.carried)
      TmemStoreOp::create(before, at, loop.getInitArgs()[d.arg], tmem);

    // A carried accumulator rescaled where the factor was applied.
    if (d.scale) {
      OpBuilder b(d.scale);
      Value arg = loop.getRegionIterArgs()[d.arg];
      Value held = TmemLoadOp::create(b, d.scale->getLoc(), accType, tmem,
                                      Value(), /*fenced=*/true);
      d.scale->replaceUsesOfWith(arg, held);
      b.setInsertionPointAfter(d.scale);
      TmemStoreOp::create(b, d.scale->getLoc(), d.scale->getResult(0), tmem);
    }
    // The dot: A into its buffer, visible to the tensor core; the MMAs
    // after the block's barrier; every thread waits for them.
    OpBuilder b(dot);
    if (!d.aOutside)
      BufferStoreOp::create(b, at, dot.getA(), aBuffer);
    if (d.bTile && !bOutside)
      BufferStoreOp::create(b, at, d.bTile, bBuffer);
    if (!d.aOutside || (d.bTile && !bOutside))
      FenceProxyAsyncOp::create(b, at);
    BarrierOp::create(b, at);
    Value accumulate =
        arith::ConstantOp::create(b, at, b.getBoolAttr(d.carried));
    TmemDotOp::create(b, at, aBuffer, bBuffer, d.transposeB, tmem, accumulate,
                      /*pair=*/false, /*fenced=*/true);
    TmemCommitOp::create(b, at, bar, Value(), /*cluster=*/false,
                         /*pair=*/false);
    BarrierWaitOp::create(b, at, bar, phase, UnitAttr());
    if (d.carried) {
      // The loop carries it in tensor memory: its argument goes unused.
      auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
      yield.setOperand(d.arg, loop.getRegionIterArgs()[d.arg]);
    } else {
      dot.getResult().replaceAllUsesWith(
          TmemLoadOp::create(b, at, accType, tmem, Value(), /*fenced=*/true));
    }
    Value bOperand = dot.getB();
    dot.erase();
    // B's tile.buffer_load or tile.load (and tile.trans) were read by the
    // dot alone.
    if (auto trans = bOperand.getDefiningOp<TransOp>();
        trans && trans->use_empty()) {
      bOperand = trans.getSrc();
      trans.erase();
    }
    if (Operation *load = bOperand.getDefiningOp();
        load && load->use_empty() &&
        (isa<LoadOp, BufferLoadOp>(load) || isMemoryEffectFree(load)))
      load->erase();
    placed.push_back({tmem, bar});
  }

  // After the loop: carried accumulators read back where the loop's
  // results were used, then everything freed.
  OpBuilder after(loop->getContext());
  after.setInsertionPointAfter(loop);
  SmallVector<unsigned> dropped;
  for (auto [d, p] : llvm::zip(dots, placed)) {
    if (!d.carried)
      continue;
    Value result = loop.getResult(d.arg);
    result.replaceAllUsesWith(TmemLoadOp::create(after, loc, result.getType(),
                                                 p.tmem, Value(),
                                                 /*fenced=*/true));
    dropped.push_back(d.arg);
  }
  for (Placed &p : placed) {
    TmemDeallocOp::create(after, loc, p.tmem);
    BarrierInvalOp::create(after, loc, p.bar);
  }
  llvm::sort(dropped, std::greater<unsigned>());
  for (unsigned index : dropped)
    dropCarried(loop, index);
}

struct TileTmemDotsPass : tile::impl::TileTmemDotsBase<TileTmemDotsPass> {
  using TileTmemDotsBase::TileTmemDotsBase;
  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](scf::ForOp loop) {
      if (llvm::any_of(loop.getBody()->getOps<DotOp>(), [](DotOp dot) {
            return dot.getKind() == DotKind::tcgen05;
          }))
        loops.push_back(loop);
    });
    for (scf::ForOp loop : loops) {
      TmemLoop t{loop, {}};
      if (std::optional<std::string> why = t.plan()) {
        if (remarks)
          loop.emitRemark("tcgen05 dots left to the lowering: ") << *why;
        continue;
      }
      if (remarks) {
        int carried =
            llvm::count_if(t.dots, [](const LoopDot &d) { return d.carried; });
        loop.emitRemark("tcgen05 dots on tensor memory allocated before the "
                        "loop: ")
            << t.dots.size() << " dot(s), " << carried
            << " accumulator(s) kept in tensor memory across the loop";
      }
      t.rewrite();
    }
  }
};

} // namespace
