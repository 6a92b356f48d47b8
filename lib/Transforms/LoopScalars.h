//===- LoopScalars.h - Scalar chains and ring iterations -------*- C++ -*-===//
//
// Private to lib/Transforms: what tile-pipeline-loads, tile-warp-specialize
// and tile-overlap-dots share about the scalars of the loops they rewrite:
// whether a value is a chain of scalar code over given values (what a
// partition or a later iteration can compute again), a loop's iteration
// number, and the global iteration number of a persistent kernel's K loop,
// from which tile-pipeline-loads' rings take their stage.
//
//===----------------------------------------------------------------------===//
#ifndef LIB_TRANSFORMS_LOOPSCALARS_H
#define LIB_TRANSFORMS_LOOPSCALARS_H

#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"

namespace tile {

/// Whether `v` is a tile of zeros (+0.0, or integer 0): an accumulator a
/// loop may start without reading.
inline bool isZeroTile(mlir::Value v) {
  return mlir::matchPattern(v, mlir::m_PosZeroFloat()) ||
         mlir::matchPattern(v, mlir::m_Zero());
}

/// Whether `v` is one of the values `given` accepts, or is computed in
/// `block` by scalar code (isScalarPure) from such values, at most 64 ops
/// deep.
inline bool scalarOf(mlir::Value v, mlir::Block *block,
                     llvm::function_ref<bool(mlir::Value)> given,
                     unsigned depth = 0) {
  if (given(v))
    return true;
  mlir::Operation *def = v.getDefiningOp();
  if (!def || def->getBlock() != block || depth > 64 || !isScalarPure(def))
    return false;
  return llvm::all_of(def->getOperands(), [&](mlir::Value o) {
    return scalarOf(o, block, given, depth + 1);
  });
}

/// The number of the iteration whose induction variable is `iv`, of a
/// loop from `lb` by `step`: (iv - lb) / step (iv >= lb, unsigned).
inline mlir::Value iterationNumber(mlir::OpBuilder &b, mlir::Location loc,
                                   mlir::Value iv, mlir::Value lb,
                                   mlir::Value step) {
  return mlir::arith::DivUIOp::create(
      b, loc, mlir::arith::SubIOp::create(b, loc, iv, lb), step);
}

/// The number of iterations of a loop from `lb` to `ub` by `step` (i32,
/// step > 0): (max(ub - lb, 0) + step - 1) / step.
inline mlir::Value tripCount(mlir::OpBuilder &b, mlir::Location loc,
                             mlir::Value lb, mlir::Value ub,
                             mlir::Value step) {
  namespace arith = mlir::arith;
  auto c32 = [&](int32_t v) {
    return arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(v));
  };
  mlir::Value span = arith::MaxSIOp::create(
      b, loc, arith::SubIOp::create(b, loc, ub, lb), c32(0));
  return arith::DivUIOp::create(
      b, loc,
      arith::AddIOp::create(b, loc, span,
                            arith::SubIOp::create(b, loc, step, c32(1))),
      step);
}

/// The phase of a ring's "empty" mbarrier for stage j mod S that says
/// ring iteration j - S released it, so that iteration j may refill it:
/// round j / S - 1, (j / S + 1) mod 2 (on a fresh mbarrier the phase
/// before the first counts as complete, so round 0 passes).
inline mlir::Value releasedPhase(mlir::OpBuilder &b, mlir::Location loc,
                                 mlir::Value j, int64_t stages) {
  namespace arith = mlir::arith;
  auto c32 = [&](int64_t v) {
    return arith::ConstantOp::create(b, loc,
                                     b.getI32IntegerAttr(int32_t(v)));
  };
  return arith::RemUIOp::create(
      b, loc,
      arith::AddIOp::create(b, loc,
                            arith::DivUIOp::create(b, loc, j, c32(stages)),
                            c32(1)),
      c32(2));
}

/// Waits until stage j mod S of the "empty" ring `empty` is released by
/// ring iteration j - S (releasedPhase), so that iteration j may refill
/// it; with `leader` only the leader thread waits. Returns the stage.
inline mlir::Value waitForRelease(mlir::OpBuilder &b, mlir::Location loc,
                                  mlir::Value empty, mlir::Value j,
                                  int64_t stages, bool leader) {
  mlir::Value s = mlir::arith::RemUIOp::create(
      b, loc, j,
      mlir::arith::ConstantOp::create(b, loc,
                                      b.getI32IntegerAttr(int32_t(stages))));
  mlir::Value phase = releasedPhase(b, loc, j, stages);
  BarrierWaitOp::create(b, loc, BufferStageOp::create(b, loc, empty, s), phase,
                        leader);
  return s;
}

/// Where `loop` is a persistent kernel's K loop inside its loop over tiles
/// and `stage` the stage its rings take (tile-pipeline-loads:
/// (base + i) mod S, base an argument the loop over tiles carries): the
/// global iteration base + i; else null.
inline mlir::arith::AddIOp globalIteration(mlir::scf::ForOp loop,
                                           mlir::Value stage) {
  auto tiles = llvm::dyn_cast<mlir::scf::ForOp>(loop->getParentOp());
  auto rem = stage.getDefiningOp<mlir::arith::RemUIOp>();
  auto add = rem ? rem.getLhs().getDefiningOp<mlir::arith::AddIOp>()
                 : mlir::arith::AddIOp();
  auto base = add ? llvm::dyn_cast<mlir::BlockArgument>(add.getLhs())
                  : mlir::BlockArgument();
  if (!tiles || !base || base.getOwner() != tiles.getBody() ||
      base.getArgNumber() == 0)
    return {};
  return add;
}

/// Rewrites `loop`'s integer scalars that only count along with it (as
/// Triton's block pointers leave them: coordinates advanced by BLOCK_N,
/// strides and bases passed through) in terms of its induction variable:
/// inside the body, an iter_arg the loop yields unchanged becomes its
/// init, and one it yields as `arg + d` (d defined outside the loop)
/// becomes init + ((iv - lb) / step) * d (the same value, in the same
/// wrapping arithmetic). Addresses computed from them are then computed
/// from the induction variable, the form the pipeliner takes. The
/// iter_args stay (an advanced one still feeds its own yield). Returns
/// whether anything changed.
inline bool foldCarriedInductions(mlir::scf::ForOp loop) {
  namespace arith = mlir::arith;
  mlir::Block *body = loop.getBody();
  auto yield = llvm::cast<mlir::scf::YieldOp>(body->getTerminator());
  mlir::OpBuilder b = mlir::OpBuilder::atBlockBegin(body);
  mlir::Location loc = loop.getLoc();
  mlir::Value iteration;
  bool changed = false;
  for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs())) {
    mlir::Type type = arg.getType();
    if (!type.isSignlessInteger() || arg.use_empty())
      continue;
    mlir::Value next = yield.getOperand(i), init = loop.getInitArgs()[i];
    if (next == arg) {
      arg.replaceAllUsesWith(init);
      changed = true;
      continue;
    }
    auto add = next.getDefiningOp<arith::AddIOp>();
    if (!add || add->getBlock() != body)
      continue;
    mlir::Value d = add.getLhs() == arg   ? add.getRhs()
                    : add.getRhs() == arg ? add.getLhs()
                                          : mlir::Value();
    if (!d || !loop.isDefinedOutsideOfLoop(d) || arg.hasOneUse())
      continue;
    if (!iteration)
      iteration = iterationNumber(b, loc, loop.getInductionVar(),
                                  loop.getLowerBound(), loop.getStep());
    mlir::Value k = iteration;
    if (k.getType() != type)
      k = type.getIntOrFloatBitWidth() > k.getType().getIntOrFloatBitWidth()
              ? arith::ExtUIOp::create(b, loc, type, k).getResult()
              : arith::TruncIOp::create(b, loc, type, k).getResult();
    mlir::Value value = arith::AddIOp::create(
        b, loc, init, arith::MulIOp::create(b, loc, k, d));
    arg.replaceAllUsesExcept(value, add);
    changed = true;
  }
  return changed;
}

/// Rebuilds `loop` without its carried value `index`, which neither the
/// body nor the loop's users use any more (the body yields its argument
/// back): `loop` becomes the new loop.
inline void dropCarried(mlir::scf::ForOp &loop, unsigned index) {
  using namespace mlir;
  OpBuilder b(loop);
  SmallVector<Value> inits(loop.getInitArgs());
  inits.erase(inits.begin() + index);
  auto grown = scf::ForOp::create(b, loop.getLoc(), loop.getLowerBound(),
                                  loop.getUpperBound(), loop.getStep(), inits);
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

} // namespace tile

#endif
