//===- ControlFlow.cpp - Structured control flow and op dispatch ----------===//
//
// Part of convert-tile-to-llvm (TileToLLVM.cpp): scf.for/if/while over
// distributed tiles (their slots flattened into the carried values) and
// the per-op dispatch of a block.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/BufferReads.h"
#include "TileDialect/Conversion/DotEmitter.h"
#include "TileDialect/Conversion/HopperOps.h"
#include "TileDialect/Conversion/Pipeline.h"
#include "TileDialect/Conversion/TileToLLVM.h"
#include "TileDialect/Passes.h"
#include "TileDialect/Target/ModuleTarget.h"
#include "TileDialect/TileOps.h"
#include "TileToLLVMHelpers.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/MathExtras.h"

#include <map>

using namespace mlir;
using namespace tile;
using namespace tile::lowering;

/// Flattens values for a structured op's operands: a tile becomes its slots.
SmallVector<Value> TileLowering::flatten(ValueRange values) {
  SmallVector<Value> flat;
  for (Value v : values) {
    if (isa<RankedTensorType>(v.getType()))
      llvm::append_range(flat, tiles.lookup(v));
    else
      flat.push_back(scalars.lookup(v));
  }
  return flat;
}

SmallVector<Value> TileLowering::flattenBlocked(Location loc,
                                                ValueRange values) {
  for (Value v : values)
    toBlocked(loc, v);
  return flatten(values);
}

/// Maps `original` values to consecutive runs of `flat` values.
void TileLowering::unflatten(ValueRange original, ValueRange flat) {
  unsigned pos = 0;
  for (Value v : original) {
    if (auto type = dyn_cast<RankedTensorType>(v.getType())) {
      int64_t n = slotsPerThread(type, numThreads);
      tiles[v] = SmallVector<Value>(flat.slice(pos, n));
      pos += n;
    } else {
      scalars.map(v, flat[pos++]);
    }
  }
}

SmallVector<Type> TileLowering::flatTypes(TypeRange types) {
  SmallVector<Type> flat;
  for (Type t : types) {
    if (auto type = dyn_cast<RankedTensorType>(t))
      flat.append(slotsPerThread(type, numThreads),
                  storageElementType(type.getElementType()));
    else
      flat.push_back(convertScalarType(t));
  }
  return flat;
}

FailureOr<SmallVector<std::optional<FragmentLayout>, 4>>
TileLowering::heldLayouts(Operation *op, ValueRange values, StringRef what) {
  SmallVector<std::optional<FragmentLayout>, 4> held(values.size());
  for (auto [i, v] : llvm::enumerate(values))
    if (Attribute layout = computedLayout(v);
        layout && !isa<BlockedLayoutAttr>(layout)) {
      held[i] = encodedFragmentLayout(*this, op->getLoc(), layout,
                                      cast<RankedTensorType>(v.getType()));
      if (!held[i])
        return op->emitOpError("cannot ")
               << what << " #" << i << " in registers laid out as " << layout;
    }
  return held;
}

SmallVector<Value>
TileLowering::flattenHeld(Location loc, ValueRange values,
                          ArrayRef<std::optional<FragmentLayout>> held) {
  SmallVector<Value> flat;
  for (auto [v, layout] : llvm::zip(values, held)) {
    if (layout) {
      llvm::append_range(flat, elementsInFragment(loc, v, *layout));
      continue;
    }
    if (isa<RankedTensorType>(v.getType()))
      toBlocked(loc, v);
    llvm::append_range(flat, flatten(v));
  }
  return flat;
}

void TileLowering::unflattenHeld(ValueRange original, ValueRange flat,
                                 ArrayRef<std::optional<FragmentLayout>> held) {
  unsigned pos = 0;
  for (auto [v, layout] : llvm::zip(original, held)) {
    if (layout) {
      int64_t n = layout->numSlots;
      setFragment(v, SmallVector<Value>(flat.slice(pos, n)), *layout);
      pos += n;
      continue;
    }
    size_t n = flatTypes(v.getType()).size();
    unflatten(v, flat.slice(pos, n));
    pos += n;
  }
}

Type TileLowering::convertScalarType(Type t) {
  if (isa<PointerType>(t))
    return LLVM::LLVMPointerType::get(t.getContext(), 1);
  return t;
}

LogicalResult TileLowering::lowerFor(scf::ForOp op) {
  Location loc = op.getLoc();
  if (op->hasAttr(kPipelineAttrName))
    return lowerPipelinedLoop(*this, op);
  if (op->hasAttr(kPersistentAttrName))
    return lowerPersistentLoop(*this, op);
  // Accumulators fed to one tensor-core dot and taken back (through a
  // rescaling chain), and the row vectors a row reduction of one leaves in
  // its rows, stay in the dot's fragment registers for the whole loop:
  // tile-assign-layouts wrote those layouts on the loop's arguments.
  auto yield = cast<scf::YieldOp>(op.getBody()->getTerminator());
  FailureOr<SmallVector<std::optional<FragmentLayout>, 4>> carried =
      heldLayouts(op, op.getRegionIterArgs(), "carry loop argument");
  if (failed(carried))
    return failure();
  SmallVector<Value> inits = flattenHeld(loc, op.getInitArgs(), *carried);
  // Dot operands defined before the loop are staged once, here; operands
  // loaded in the loop may be copied one iteration ahead (DotPrefetch).
  int64_t reservedOutside = sharedReserved;
  hoistDotOperands(*this, op);
  std::unique_ptr<DotPrefetch> prefetch = DotPrefetch::plan(*this, op);
  if (prefetch) {
    prefetch->prologue();
    skippedOps.insert(prefetch->skipped().begin(), prefetch->skipped().end());
  }
  auto loop = scf::ForOp::create(b, loc, scalars.lookup(op.getLowerBound()),
                                 scalars.lookup(op.getUpperBound()),
                                 scalars.lookup(op.getStep()), inits);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(loop.getBody());
    scalars.map(op.getInductionVar(), loop.getInductionVar());
    unflattenHeld(op.getRegionIterArgs(), loop.getRegionIterArgs(), *carried);
    if (prefetch)
      prefetch->beginIteration(loop.getInductionVar());
    if (failed(lowerBlock(*op.getBody())))
      return failure();
    SmallVector<Value> yielded =
        flattenHeld(yield.getLoc(), yield.getOperands(), *carried);
    // An empty loop body gets an implicit yield from the builder; replace it.
    if (loop.getBody()->mightHaveTerminator())
      if (auto old = dyn_cast<scf::YieldOp>(loop.getBody()->getTerminator()))
        old.erase();
    b.setInsertionPointToEnd(loop.getBody());
    scf::YieldOp::create(b, yield.getLoc(), yielded);
  }
  if (prefetch)
    prefetch->epilogue();
  sharedReserved = reservedOutside; // the loop is done with its operands
  unflattenHeld(op.getResults(), loop.getResults(), *carried);
  // A result stays in fragment form only if every user can take it so.
  for (Value result : op.getResults())
    keepFragmentIfUsersTakeIt(loc, result);
  return success();
}

/// An scf.if: each result tile in the fragment tile-assign-layouts wrote
/// for it (both branches yield it there), the others blocked; flattened to
/// per-thread scalars in both branches.
LogicalResult TileLowering::lowerIf(scf::IfOp op) {
  Location loc = op.getLoc();
  FailureOr<SmallVector<std::optional<FragmentLayout>, 4>> held =
      heldLayouts(op, op.getResults(), "hold result");
  if (failed(held))
    return failure();
  SmallVector<Type> types;
  for (auto [result, layout] : llvm::zip(op.getResults(), *held)) {
    if (layout)
      types.append(layout->numSlots,
                   storageElementType(getElementTypeOrSelf(result.getType())));
    else
      llvm::append_range(types, flatTypes(result.getType()));
  }
  auto ifOp = scf::IfOp::create(b, loc, types, scalars.lookup(op.getCondition()),
                                /*withElseRegion=*/!op.getElseRegion().empty());
  for (auto [src, dst] : llvm::zip(op->getRegions(), ifOp->getRegions())) {
    if (src.empty())
      continue;
    OpBuilder::InsertionGuard g(b);
    Block &dstBlock = dst.front();
    if (dstBlock.mightHaveTerminator())
      dstBlock.getTerminator()->erase();
    b.setInsertionPointToEnd(&dstBlock);
    if (failed(lowerBlock(src.front())))
      return failure();
    auto yield = cast<scf::YieldOp>(src.front().getTerminator());
    scf::YieldOp::create(
        b, yield.getLoc(),
        flattenHeld(yield.getLoc(), yield.getOperands(), *held));
  }
  unflattenHeld(op.getResults(), ifOp.getResults(), *held);
  // A result stays in fragment form only if every user can take it so.
  for (Value result : op.getResults())
    keepFragmentIfUsersTakeIt(loc, result);
  return success();
}

/// An scf.while: every carried tile in the block distribution (as through
/// lowerIf), flattened to per-thread scalars in both regions.
LogicalResult TileLowering::lowerWhile(scf::WhileOp op) {
  Location loc = op.getLoc();
  SmallVector<Value> inits = flattenBlocked(loc, op.getInits());
  auto loop = scf::WhileOp::create(
      b, loc, flatTypes(op.getResultTypes()), inits,
      [](OpBuilder &, Location, ValueRange) {},
      [](OpBuilder &, Location, ValueRange) {});
  // The builder made both blocks, with the flat types of the inits (before)
  // and of the results (after) as arguments.
  Block &before = loop.getBefore().front();
  Block &after = loop.getAfter().front();
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToEnd(&before);
    unflatten(op.getBeforeArguments(), before.getArguments());
    if (failed(lowerBlock(op.getBefore().front())))
      return failure();
    scf::ConditionOp cond = op.getConditionOp();
    scf::ConditionOp::create(b, cond.getLoc(),
                             scalars.lookup(cond.getCondition()),
                             flattenBlocked(cond.getLoc(), cond.getArgs()));
  }
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToEnd(&after);
    unflatten(op.getAfterArguments(), after.getArguments());
    if (failed(lowerBlock(op.getAfter().front())))
      return failure();
    scf::YieldOp yield = op.getYieldOp();
    scf::YieldOp::create(b, yield.getLoc(),
                         flattenBlocked(yield.getLoc(), yield.getOperands()));
  }
  unflatten(op.getResults(), loop.getResults());
  return success();
}

LogicalResult TileLowering::lowerOp(Operation *op) {
  Location loc = op->getLoc();
  // Index tiles only async copies read (the pipeliner's rings): each copy
  // computes its chunks' offsets and masks itself.
  if (recomputedWhereUsed(op, copyEvaluated))
    return success();
  if (auto pid = dyn_cast<ProgramIdOp>(op)) {
    Value v;
    switch (pid.getDim()) {
    case GridDim::x: v = NVVM::BlockIdXOp::create(b, loc, b.getI32Type()); break;
    case GridDim::y: v = NVVM::BlockIdYOp::create(b, loc, b.getI32Type()); break;
    case GridDim::z: v = NVVM::BlockIdZOp::create(b, loc, b.getI32Type()); break;
    }
    scalars.map(pid.getResult(), v);
    return success();
  }
  if (auto np = dyn_cast<NumProgramsOp>(op)) {
    Value v;
    switch (np.getDim()) {
    case GridDim::x: v = NVVM::GridDimXOp::create(b, loc, b.getI32Type()); break;
    case GridDim::y: v = NVVM::GridDimYOp::create(b, loc, b.getI32Type()); break;
    case GridDim::z: v = NVVM::GridDimZOp::create(b, loc, b.getI32Type()); break;
    }
    scalars.map(np.getResult(), v);
    return success();
  }
  if (auto c = dyn_cast<arith::ConstantOp>(op)) {
    if (isa<RankedTensorType>(c.getType())) {
      auto dense = dyn_cast<DenseElementsAttr>(c.getValue());
      if (!dense || !dense.isSplat())
        return op->emitOpError(
            "only splat constant tiles are supported (use tile.range and "
            "arithmetic for index patterns)");
      return materialize(c.getResult());
    }
  }
  if (auto cast = dyn_cast<IntToPtrOp>(op)) {
    scalars.map(cast.getResult(),
                LLVM::IntToPtrOp::create(b, op->getLoc(),
                                         convertScalarType(cast.getType()),
                                         scalars.lookup(cast.getAddress())));
    return success();
  }
  if (auto cast = dyn_cast<PtrToIntOp>(op)) {
    scalars.map(cast.getResult(),
                LLVM::PtrToIntOp::create(b, op->getLoc(), b.getI64Type(),
                                         scalars.lookup(cast.getPtr())));
    return success();
  }
  if (isa<RangeOp, SplatOp>(op))
    return materialize(op->getResult(0));
  if (isa<BroadcastOp, ExpandDimsOp>(op) && defersToFragment(*this, op)) {
    deferred.insert(op->getResult(0));
    return success();
  }
  if (auto tr = dyn_cast<TransOp>(op);
      tr && (transposedInStaging(tr) || bufferReadByDot(tr.getResult()))) {
    deferred.insert(tr.getResult());
    return success();
  }
  if (auto unpack = dyn_cast<UnpackFp4Op>(op); unpack && unpackedInStaging(unpack)) {
    deferred.insert(unpack.getResult());
    return success();
  }
  if (isa<BroadcastOp, ExpandDimsOp, TransOp>(op))
    return loweredWhereUsed(op->getResult(0)) ? success() : lowerRelayout(op);
  if (auto box = dyn_cast<LoadBoxOp>(op))
    return lowerLoadBox(*this, box);
  if (auto box = dyn_cast<StoreBoxOp>(op))
    return lowerStoreBox(*this, box);
  if (auto load = dyn_cast<LoadOp>(op))
    return lowerLoad(load);
  if (auto store = dyn_cast<StoreOp>(op))
    return lowerStore(store);
  if (auto reduce = dyn_cast<ReduceOp>(op))
    return lowerReduce(reduce);
  if (auto scan = dyn_cast<ScanOp>(op))
    return lowerScan(scan);
  if (isa<AssociativeScanOp, AssociativeReduceOp>(op))
    return lowerCombiner(op);
  if (auto gather = dyn_cast<GatherOp>(op))
    return lowerGather(gather);
  if (auto histogram = dyn_cast<HistogramOp>(op))
    return lowerHistogram(histogram);
  if (auto inlineAsm = dyn_cast<InlineAsmOp>(op))
    return lowerInlineAsm(*this, inlineAsm);
  if (isa<BarrierOp>(op)) {
    barrier(loc);
    return success();
  }
  if (auto reshape = dyn_cast<ReshapeOp>(op))
    return lowerReshape(reshape);
  if (isa<JoinOp, SplitOp>(op))
    return lowerJoinSplit(op);
  if (auto unpack = dyn_cast<UnpackFp4Op>(op))
    return lowerUnpackFp4(unpack);
  if (auto pack = dyn_cast<PackFp4Op>(op))
    return lowerPackFp4(pack);
  if (auto dot = dyn_cast<DotOp>(op))
    return lowerDot(*this, dot);
  if (auto wait = dyn_cast<DotWaitOp>(op))
    return lowerDotWait(*this, wait);
  if (auto dot = dyn_cast<DotScaledOp>(op)) {
    if (dot.getKind() == DotKind::block_scale)
      return lowerDotScaledBlockScale(*this, dot);
    if (dot.getKind() == DotKind::tcgen05)
      return lowerDotScaledTcgen05(*this, dot);
    return dot.emitOpError("has no block-scaled family to lower to; run "
                           "tile-lower-dot first (tile-translate does)");
  }
  if (isHopperOp(op))
    return lowerHopperOp(*this, op);
  if (isBufferOp(op))
    return lowerBufferOp(*this, op);
  if (auto ws = dyn_cast<WarpSpecializeOp>(op))
    return lowerWarpSpecialize(*this, ws);
  if (isa<TurnBeginOp, TurnEndOp>(op))
    return lowerTurn(*this, op);
  if (isa<PrintOp, AssertOp>(op))
    return lowerDebugOp(*this, op);
  if (auto loop = dyn_cast<scf::ForOp>(op))
    return lowerFor(loop);
  if (auto ifOp = dyn_cast<scf::IfOp>(op))
    return lowerIf(ifOp);
  if (auto loop = dyn_cast<scf::WhileOp>(op))
    return lowerWhile(loop);

  bool hasTiles = llvm::any_of(op->getOperandTypes(), [](Type t) {
                    return isa<RankedTensorType>(t);
                  }) ||
                  llvm::any_of(op->getResultTypes(), [](Type t) {
                    return isa<RankedTensorType>(t);
                  });
  bool isMath = isa<math::MathDialect>(op->getDialect());
  if (isMath && !isSupportedMathOp(op))
    return op->emitOpError("is not supported by tile's NVPTX lowering");
  if (isMath && (isApproxMathOp(op) || !isNativeMathOp(op)) &&
      failed(checkFloatMathOp(op, gpuModule)))
    return failure();
  if (isFp8Convert(op)) {
    std::optional<Target> target = getEnclosingTarget(gpuModule);
    if (!target || !target->supports(Feature::Fp8Convert))
      return op->emitOpError("converts to or from an 8-bit float, which "
                             "needs cvt .e4m3x2/.e5m2x2: ")
             << Target::describeTargetsSupporting(Feature::Fp8Convert)
             << (target ? ", not " + target->name().str() : std::string());
    recordFeatureUse(gpuModule, Feature::Fp8Convert);
    if (!hasTiles) {
      scalars.map(op->getResult(0),
                  fp8ConvertElement(b, op->getLoc(), op,
                                    scalars.lookup(op->getOperand(0))));
      return success();
    }
  }
  if ((isFp4Extend(op) || isFp4Truncate(op)) && !hasTiles) {
    scalars.map(op->getResult(0),
                narrowFloatConvertElement(b, op->getLoc(), op,
                                          scalars.lookup(op->getOperand(0))));
    return success();
  }
  if (!hasTiles && op->getNumRegions() == 0 &&
      isa<arith::ArithDialect, math::MathDialect>(op->getDialect())) {
    b.clone(*op, scalars);
    return success();
  }
  // A bitcast between different element types stored alike (i8 <->
  // f8E4M3FN / f8E5M2 / f8E8M0FNU bits: Triton's uint8 scales and fp8
  // codes) is the operand's registers under the new type.
  if (auto cast = dyn_cast<arith::BitcastOp>(op);
      cast && hasTiles && isStorageBitcast(cast)) {
    Value in = cast.getIn();
    ensureLowered(in);
    if (!tiles.count(in) && failed(materialize(in)))
      return failure();
    SmallVector<Value> regs = tiles[in];
    // A copy of the layout: setFragment inserts into the map *f lies in.
    if (const FragmentLayout *f = fragmentOf(in))
      setFragment(cast.getResult(), std::move(regs), FragmentLayout(*f));
    else
      tiles[cast.getResult()] = std::move(regs);
    return success();
  }
  if (isElementwiseArith(op)) {
    if (!isNarrowFloatConvert(op)) {
      for (Type t :
           llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes())) {
        Type elem = getElementTypeOrSelf(t);
        if (isa<Float4E2M1FNType>(elem))
          return op->emitOpError(
              "on f4E2M1FN tiles is not supported; they come from "
              "tile.unpack_fp4 or arith.truncf, convert with arith.extf, go "
              "to bytes with tile.pack_fp4 and feed tile.dot_scaled");
        if (storageElementType(elem) != elem)
          return op->emitOpError(
              "arithmetic on 8-bit float tiles is not supported; they can be "
              "loaded, stored, converted (arith.extf / arith.truncf) and used "
              "by tile.dot");
      }
    }
    // In a fragment where tile-assign-layouts wrote one: the first
    // operand's held in it (the pass computes in the first fragment
    // operand's layout), built from the encoding where none is.
    const FragmentLayout *layout = nullptr;
    std::optional<FragmentLayout> encoded;
    if (Attribute computed = computedLayout(op->getResult(0));
        computed && !isa<BlockedLayoutAttr>(computed)) {
      for (Value o : op->getOperands())
        if (const FragmentLayout *f = fragmentOf(o); f && !layout)
          layout = f;
      if (!layout) {
        encoded = encodedFragmentLayout(
            *this, loc, computed,
            cast<RankedTensorType>(op->getResult(0).getType()));
        if (!encoded)
          return op->emitOpError("cannot be computed in registers laid out as ")
                 << computed;
        layout = &*encoded;
      }
    }
    if (layout) {
      // Slot by slot: the other tile operands' elements at its positions
      // (index tiles recomputed, broadcast vectors read from their staged
      // copy; elementsInFragment takes any).
      FragmentLayout keep = *layout;
      Value result = op->getResult(0);
      SmallVector<SmallVector<Value>> inLayout;
      for (Value o : op->getOperands())
        inLayout.push_back(isa<RankedTensorType>(o.getType())
                               ? elementsInFragment(loc, o, keep)
                               : SmallVector<Value>());
      SmallVector<Value> regs;
      for (int64_t s = 0; s < keep.numSlots; ++s) {
        SmallVector<Value> operands;
        for (auto [o, elems] : llvm::zip(op->getOperands(), inLayout))
          operands.push_back(elems.empty() ? scalars.lookup(o) : elems[s]);
        if (isNarrowFloatConvert(op)) {
          regs.push_back(narrowFloatConvertElement(b, loc, op, operands[0]));
          continue;
        }
        OperationState state(loc, op->getName(), operands,
                             getElementTypeOrSelf(result.getType()),
                             op->getAttrs());
        regs.push_back(b.create(state)->getResult(0));
      }
      setFragment(result, std::move(regs), keep);
      keepFragmentIfUsersTakeIt(loc, result);
      return success();
    }
    if (op->getNumResults() == 1 && loweredWhereUsed(op->getResult(0)))
      return success();
    // Blocked (an operand in a fragment converted first: a layout written
    // so by hand, never by tile-assign-layouts).
    for (Value o : op->getOperands())
      if (isa<RankedTensorType>(o.getType()))
        ensureBlocked(loc, o);
    for (Value r : op->getResults())
      if (failed(materialize(r)))
        return failure();
    return success();
  }
  if (hasTiles)
    return op->emitOpError("on tiles is not supported inside tile.kernel");
  return op->emitOpError("is not supported inside tile.kernel");
}

LogicalResult TileLowering::lowerBlock(Block &block) {
  for (Operation &op : block.without_terminator())
    if (!skippedOps.contains(&op) && failed(lowerCheckedOp(&op)))
      return failure();
  return success();
}
