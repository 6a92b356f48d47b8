//===- BufferReads.cpp - Which dots read their operand from a buffer ------===//
//
// See include/TileDialect/Analysis/BufferReads.h.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/BufferReads.h"
#include "TileDialect/Analysis/Tcgen05Plan.h"
#include "TileDialect/TileOps.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace tile;

/// Whether `load` follows, in its block, a `tile.async_wait ...,
/// async_proxy` with nothing between that writes shared memory: its
/// buffer's bytes are visible to the async proxy (wgmma's descriptors).
static bool fencedForAsyncProxy(BufferLoadOp load) {
  for (Operation *op = load->getPrevNode(); op; op = op->getPrevNode()) {
    if (auto wait = dyn_cast<AsyncWaitOp>(op))
      return wait.getAsyncProxy();
    if (!isa<BufferLoadOp, BufferStageOp, LoadOp, BarrierWaitOp>(op) &&
        !isMemoryEffectFree(op))
      return false;
  }
  return false;
}

/// Whether every write to the buffer `load` reads (any stage of its ring)
/// is a TMA copy (tile.async_load_box): in the async proxy already, seen
/// by wgmma once their mbarrier's phase completed.
static bool writtenOnlyByTma(BufferLoadOp load) {
  Value buffer = load.getBuffer();
  if (auto stage = buffer.getDefiningOp<BufferStageOp>())
    buffer = stage.getRing();
  if (!buffer.getDefiningOp<BufferAllocOp>())
    return false;
  bool tmaOnly = true, written = false;
  auto visit = [&](Value v, auto &self) -> void {
    for (Operation *user : v.getUsers()) {
      if (auto stage = dyn_cast<BufferStageOp>(user)) {
        self(stage.getResult(), self);
      } else if (auto copy = dyn_cast<AsyncLoadBoxOp>(user)) {
        written |= copy.getBuffer() == v;
      } else if (!isa<BufferLoadOp>(user)) {
        tmaOnly = false; // a cp.async copy, a store, or unknown
      }
    }
  };
  visit(buffer, visit);
  return tmaOnly && written;
}

/// Whether the dot `use` belongs to can read `load`'s buffer where it is:
/// an mma.sync dot (ldmatrix reads any lines of 16-byte chunks), or a
/// wgmma dot where a matrix descriptor describes the buffer (swizzled,
/// lines a multiple of the span: K-major A, B stored N x K through a
/// tile.trans, or B K x N MN-major) and its bytes are the async proxy's:
/// written only by TMA, or fenced after their cp.async copies. A tcgen05
/// dot the same way, B only and in one round (its K chunk is the whole
/// K; A is staged, or read from its hoisted copy).
static bool dotReadsBuffer(OpOperand &use, BufferLoadOp load) {
  auto dot = cast<DotOp>(use.getOwner());
  if (dot.getKind() == DotKind::mma_sync)
    return true;
  if (dot.getKind() == DotKind::tcgen05) {
    tcgen05::Plan plan;
    tcgen05::DotShape shape = tcgen05::shapeOf(dot, tcgen05::numThreadsOf(dot));
    shape.bInPlace = true;
    if (use.getOperandNumber() != 1 || tcgen05::makePlan(shape, plan) ||
        plan.rounds != 1)
      return false;
  } else if (dot.getKind() != DotKind::wgmma) {
    return false;
  }
  BufferType type = load.getBuffer().getType();
  int64_t span = type.getLayout().getSwizzle();
  return span && type.getLines().second % span == 0 &&
         (writtenOnlyByTma(load) || fencedForAsyncProxy(load));
}

/// Whether every user of `v` is a tensor-core dot in `load`'s block taking
/// it as A or B (only B with `onlyB`) that can read the buffer
/// (dotReadsBuffer), with nothing between `load` and the dot that could
/// write shared memory (the dot reads the buffer where the load stood).
static bool readByDots(Value v, BufferLoadOp load, bool onlyB) {
  if (v.use_empty())
    return false;
  for (OpOperand &use : v.getUses()) {
    auto dot = dyn_cast<DotOp>(use.getOwner());
    if (!dot || use.getOperandNumber() > 1 ||
        (onlyB && use.getOperandNumber() != 1) ||
        dot->getBlock() != load->getBlock() || !dotReadsBuffer(use, load))
      return false;
    for (Operation *op = load->getNextNode(); op != dot;
         op = op->getNextNode()) {
      if (!op)
        return false; // the dot before the load: not in program order
      // (A turn orders the consumer warpgroups; it writes no memory.)
      if (isa<BufferLoadOp, LoadOp, TransOp, TurnBeginOp, TurnEndOp>(op) ||
          (op->getNumRegions() == 0 && isMemoryEffectFree(op)))
        continue;
      return false;
    }
  }
  return true;
}

/// Whether every dot reading `operand` (a tile of 8-bit elements loaded
/// from a buffer, through `trans` or not) is an fp8 or int8 wgmma that
/// reads it K-major, the only order 8-bit wgmma operands have: B through a
/// tile.trans of its N x K buffer (attention's K^T, for fp8 V^T, an int8
/// GEMM's B), A as stored, M x K. (mma.sync reads 8-bit operands from
/// registers.)
static bool readKMajorByWgmma(Value operand, TransOp trans) {
  Type element = cast<RankedTensorType>(operand.getType()).getElementType();
  if (!isa<Float8E4M3FNType, Float8E5M2Type>(element) && !element.isInteger(8))
    return false;
  return llvm::all_of(operand.getUses(), [&](OpOperand &use) {
    auto dot = dyn_cast<DotOp>(use.getOwner());
    return dot && dot.getKind() == DotKind::wgmma &&
           use.getOperandNumber() == (trans ? 1u : 0u);
  });
}

Value tile::bufferReadByDot(Value operand) {
  // B as the tile.trans of a buffer load (attention's K^T): the dot reads
  // the buffer as B stored N x K.
  auto trans = operand.getDefiningOp<TransOp>();
  Value loaded = trans ? trans.getSrc() : operand;
  auto load = loaded.getDefiningOp<BufferLoadOp>();
  if (!load ||
      (trans && (!loaded.hasOneUse() || trans->getBlock() != load->getBlock())))
    return Value();
  BufferType type = load.getBuffer().getType();
  int64_t lineBytes = type.getLines().second;
  int64_t bytes = storageBytes(type.getElementType());
  if ((bytes != 2 && !(bytes == 1 && readKMajorByWgmma(operand, trans))) ||
      type.getShape().size() != 2 || type.getLayout().getTransposed() ||
      lineBytes % 16 || !readByDots(operand, load, /*onlyB=*/bool(trans)))
    return Value();
  return load.getBuffer();
}
