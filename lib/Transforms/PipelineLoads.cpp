//===- PipelineLoads.cpp - tile-pipeline-loads -----------------------------===//
//
// The generic software pipeliner, as an IR rewrite: the tile.loads of a
// loop become cp.async copies into rings of shared-memory buffers issued
// stages - 1 iterations ahead, and buffer loads where they stood
// (include/TileDialect/TileBuffers.td). Any number of loads, with or
// without dots; what it needs of a load is that its addresses and mask
// can be computed for another iteration.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Passes.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace tile {
#define GEN_PASS_DEF_TILEPIPELINELOADS
#include "TileDialect/Passes.h.inc"
} // namespace tile

using namespace mlir;
using namespace tile;

namespace {
struct LoopPipeliner {
  scf::ForOp loop;
  int64_t stages;
  SmallVector<LoadOp> loads;
  /// A wgmma dot reads the rings through descriptors (the async proxy):
  /// each wait fences the copies for it.
  bool asyncProxy = false;

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
      if (op.getNumRegions())
        return "it holds an '" + op.getName().getStringRef().str() +
               "' (a loop body of straight-line ops only)";
      if (auto dot = dyn_cast<DotOp>(op)) {
        if (dot.getKind() == DotKind::wgmma)
          asyncProxy = true;
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
      if (!isMemoryEffectFree(&op))
        return "'" + op.getName().getStringRef().str() +
               "' has memory effects (a load moved iterations ahead could "
               "read what it writes)";
    }
    if (loads.empty())
      return std::string("no tile.load whose offsets and mask are computed "
                         "from the induction variable");
    return std::nullopt;
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
    if (dotOperand && bytes == 2 && type.getRank() == 2)
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
    for (auto [load, ring] : llvm::zip(loads, rings)) {
      Value offsets = cloneFor(load.getOffsets(), b, map);
      auto maskType = cast<RankedTensorType>(offsets.getType())
                          .clone(b.getI1Type());
      Value mask = SplatOp::create(b, loc, maskType, inRange);
      if (load.getMask())
        mask = arith::AndIOp::create(b, loc, cloneFor(load.getMask(), b, map),
                                     mask);
      Value buffer = BufferStageOp::create(b, loc, ring, stage);
      AsyncCopyOp::create(b, loc, load.getBase(), offsets, mask, buffer);
    }
    AsyncCommitOp::create(b, loc);
  }

  void rewrite() {
    Location loc = loop.getLoc();
    OpBuilder b(loop);
    Value lb = loop.getLowerBound(), step = loop.getStep();
    SmallVector<Value> rings;
    for (LoadOp load : loads) {
      auto type = load.getResult().getType();
      rings.push_back(BufferAllocOp::create(
          b, loc,
          BufferType::get(b.getContext(), type.getShape(),
                          type.getElementType(), ringLayout(load), stages),
          IntegerAttr()));
    }
    // The first stages - 1 iterations' tiles.
    for (int64_t p = 0; p + 1 < stages; ++p) {
      Value iv = arith::AddIOp::create(
          b, loc, lb, arith::MulIOp::create(b, loc, step, c32(b, p)));
      copyIteration(b, iv, c32(b, p), rings);
    }
    // Iteration j: wait for its copies, read them where the loads stood.
    Block *body = loop.getBody();
    b.setInsertionPointToStart(body);
    Value iv = loop.getInductionVar();
    Value j = arith::DivUIOp::create(
        b, loc, arith::SubIOp::create(b, loc, iv, lb), step);
    Value stage = arith::RemUIOp::create(b, loc, j, c32(b, stages));
    AsyncWaitOp::create(b, loc, uint32_t(stages - 2), asyncProxy);
    for (auto [load, ring] : llvm::zip(loads, rings)) {
      b.setInsertionPoint(load);
      Value buffer = BufferStageOp::create(b, load.getLoc(), ring, stage);
      Value tile = BufferLoadOp::create(b, load.getLoc(),
                                        load.getResult().getType(), buffer);
      load.getResult().replaceAllUsesWith(tile);
    }
    // Then iteration j + stages - 1's copies, into the stage iteration
    // j - 1 read (every thread is past it: the wait met at a barrier).
    b.setInsertionPoint(body->getTerminator());
    Value ahead = arith::AddIOp::create(
        b, loc, iv, arith::MulIOp::create(b, loc, step, c32(b, stages - 1)));
    Value aheadStage = arith::RemUIOp::create(
        b, loc, arith::AddIOp::create(b, loc, j, c32(b, stages - 1)),
        c32(b, stages));
    copyIteration(b, ahead, aheadStage, rings);
    for (LoadOp load : loads)
      load.erase();
    // No copy in flight after the loop (its rings' bytes are reused).
    b.setInsertionPointAfter(loop);
    AsyncWaitOp::create(b, loc, 0u);
  }
};

struct TilePipelineLoadsPass
    : tile::impl::TilePipelineLoadsBase<TilePipelineLoadsPass> {
  using TilePipelineLoadsBase::TilePipelineLoadsBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (stages < 2 || stages > 8) {
      module.emitError("tile-pipeline-loads needs 2 to 8 stages, got ")
          << unsigned(stages);
      return signalPassFailure();
    }
    tile::applyHints(module); // before matching index arithmetic
    SmallVector<scf::ForOp> loops;
    module.walk([&](scf::ForOp loop) {
      if (loop->getParentOfType<KernelOp>() &&
          !loop.getBody()->getOps<LoadOp>().empty())
        loops.push_back(loop);
    });
    for (scf::ForOp loop : loops) {
      LoopPipeliner p{loop, int64_t(stages), {}, false};
      if (std::optional<std::string> why = p.whyNot()) {
        if (remarks)
          emitRemark(loop.getLoc()) << "not pipelined in the IR: " << *why;
        continue;
      }
      if (remarks)
        emitRemark(loop.getLoc())
            << "pipelined in the IR: " << p.loads.size()
            << " tile.load(s) through " << unsigned(stages)
            << "-stage cp.async rings (tile.async_copy " << unsigned(stages) - 1
            << " iterations ahead)";
      p.rewrite();
    }
  }
};
} // namespace
