//===- AccumulatorTiling.cpp - How a dot's accumulator is dealt -----------===//
//
// The output tiles of mma.sync and wgmma accumulators over the block's
// warps and warpgroups (the numbers; lib/Conversion/TileToNV builds the
// index arithmetic from them), and the look-ahead that keeps an
// accumulator's rows within warps.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/AccumulatorTiling.h"
#include "TileDialect/Analysis/DotFamilies.h"
#include "TileDialect/Analysis/ElementwiseOps.h"
#include "TileDialect/Analysis/FragmentUses.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace tile;

std::string RoundRobinTiles::key() const {
  return std::to_string(m) + "x" + std::to_string(n) + " in " +
         std::to_string(tileM) + "x" + std::to_string(tileN) + " tiles on " +
         std::to_string(units) + " of " + std::to_string(totalUnits);
}

MmaTiling::MmaTiling(int64_t m, int64_t n, unsigned numThreads,
                     bool wholeRows)
    : RoundRobinTiles(m, n, 16, 8, numThreads / 32, numThreads / 32) {
  int64_t tilesM = m / 16, best = -1;
  for (int64_t wm = 1; wm <= units; ++wm) {
    if (units % wm || tilesM % wm || tilesN % (units / wm))
      continue;
    if (wholeRows && tilesM % units == 0 && wm != units)
      continue;
    int64_t bm = tilesM / wm, bn = tilesN / (units / wm);
    if (best < 0 || 2 * bm + bn < best) {
      best = 2 * bm + bn;
      wn = units / wm, tm = bm, tn = bn;
    }
  }
}

std::string MmaTiling::key() const {
  return RoundRobinTiles::key() +
         (wn ? " in " + std::to_string(tm) + "x" + std::to_string(tn) +
                   " blocks"
             : std::string());
}

MmaTiling MmaTiling::of(MmaSyncLayoutAttr layout, ArrayRef<int64_t> shape) {
  MmaTiling t(shape[0], shape[1], 32 * layout.getWarps());
  ArrayRef<int64_t> block = layout.getWarpTiles();
  t.wn = block.empty() ? 0 : layout.getWarpsN();
  t.tm = block.empty() ? 0 : block[0];
  t.tn = block.empty() ? 0 : block[1];
  return t;
}

std::optional<WgmmaTiling> WgmmaTiling::of(WgmmaLayoutAttr layout,
                                           ArrayRef<int64_t> shape) {
  WgmmaTiling t(shape[0], shape[1], layout.getWarpgroups(), layout.getOf());
  if (t.nInst != layout.getN())
    return std::nullopt;
  return t;
}

std::string MmaTiling::rowsKey() const {
  return "mma_sync rows of " + std::to_string(m) + ": " + std::to_string(tm) +
         " tile rows per warp, " + std::to_string(wn) + " warps per row";
}

std::string WgmmaTiling::rowsKey() const {
  return "wgmma rows of " + std::to_string(m) + " on " +
         std::to_string(units) + " of " + std::to_string(totalUnits) +
         " warpgroups";
}

std::string tile::tcgen05AccumulatorKey(int64_t n, int64_t groups) {
  return "tcgen05 128x" + std::to_string(n) + " " + std::to_string(groups) +
         " column groups";
}

std::string tile::tcgen05RowsKey(int64_t groups) {
  return "tcgen05 rows of 128 on " + std::to_string(groups) + " warpgroups";
}

int64_t tile::wgmmaN(int64_t n) {
  for (int64_t cand : {256, 128, 64, 32, 16, 8})
    if (n % cand == 0)
      return cand;
  return 0;
}

static bool meetsRowVectorsImpl(Value v, llvm::DenseSet<Value> &seen,
                                unsigned depth) {
  if (depth > kMaxLookAhead || !seen.insert(v).second)
    return false;
  for (OpOperand &use : v.getUses()) {
    Operation *user = use.getOwner();
    if (auto r = dyn_cast<ReduceOp>(user); r && r.getAxis() == 1)
      return true;
    if (isa<DotWaitOp>(user)) {
      if (meetsRowVectorsImpl(user->getResult(0), seen, depth + 1))
        return true;
      continue;
    }
    if (isa<scf::YieldOp>(user)) {
      // Through an scf.if's result (attention's causal mask in a branch).
      if (auto ifOp = dyn_cast<scf::IfOp>(user->getParentOp())) {
        if (meetsRowVectorsImpl(ifOp.getResult(use.getOperandNumber()), seen,
                                depth + 1))
          return true;
        continue;
      }
      auto loop = dyn_cast<scf::ForOp>(user->getParentOp());
      if (loop &&
          (meetsRowVectorsImpl(
               loop.getRegionIterArgs()[use.getOperandNumber()], seen,
               depth + 1) ||
           meetsRowVectorsImpl(loop.getResult(use.getOperandNumber()), seen,
                               depth + 1)))
        return true;
      continue;
    }
    if (isa<DotOp>(user) && cast<DotOp>(user).getAcc() == v) {
      if (meetsRowVectorsImpl(user->getResult(0), seen, depth + 1))
        return true;
      continue;
    }
    if (!isElementwiseArith(user) || user->getNumResults() != 1)
      continue;
    for (Value o : user->getOperands()) {
      auto [vec, byRow] = broadcastVector(o);
      if (o != v && vec && byRow)
        return true;
    }
    if (meetsRowVectorsImpl(user->getResult(0), seen, depth + 1))
      return true;
  }
  return false;
}

bool tile::meetsRowVectors(Value v) {
  llvm::DenseSet<Value> seen;
  return meetsRowVectorsImpl(v, seen, 0);
}

MmaTiling tile::mmaSyncDotTiling(DotOp op, unsigned numThreads) {
  return MmaTiling(op.getA().getType().getDimSize(0),
                   op.getB().getType().getDimSize(1), numThreads,
                   meetsRowVectors(op.getResult()));
}

std::optional<MmaTiling> tile::mmaSyncAccumulatorTiling(Operation *op,
                                                        unsigned numThreads) {
  if (auto dot = dyn_cast<DotOp>(op)) {
    if (dot.getKind() != DotKind::mma_sync || whyNotMmaSync(dot))
      return std::nullopt;
    return mmaSyncDotTiling(dot, numThreads);
  }
  if (auto dot = dyn_cast<DotScaledOp>(op))
    if (dot.getKind() == DotKind::block_scale && !whyNotBlockScale(dot))
      return MmaTiling(dot.getA().getType().getDimSize(0),
                       dot.getB().getType().getDimSize(1), numThreads);
  return std::nullopt;
}

WgmmaTiling tile::wgmmaDotTiling(DotOp op, unsigned numThreads) {
  int64_t groups = numThreads / 128;
  return WgmmaTiling(op.getA().getType().getDimSize(0),
                     op.getB().getType().getDimSize(1), groups, groups);
}
