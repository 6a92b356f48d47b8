//===- AsyncCopyPipeline.cpp - cp.async pipelines of mma.sync K loops -----===//
//
// A K loop marked `tile.pipeline = {stages = S}` whose body loads A and B
// with tile.load and accumulates their mma.sync tile.dot (sm_80 on) becomes
// a multi-stage cp.async pipeline in the kernel's static shared memory:
//
//   bar.sync                                   (earlier readers are done)
//   for s in [0, S - 1): copies of iteration s into stage s; commit_group
//   for i (the original loop):
//     cp.async.wait_group S - 2                (iteration i has landed)
//     bar.sync                 (and every warp is done with iteration i - 1)
//     copies of iteration i + S - 1 into the stage of iteration i - 1;
//     commit_group
//     mma.sync from stage i % S, accumulators in registers
//   cp.async.wait_all; bar.sync
//
// Stages hold A (M x K) and B (K x N) row-major, each row padded by 16
// bytes, so the fragment reads of a warp fall in distinct banks. Thread t
// copies the 16-byte chunks t, t + T, ... of each tile (T threads; chunk c
// is row c / (R / E), columns (c % (R / E)) E .. + E - 1 of a tile with
// rows of R elements, E = 16 / element bytes). The loop body's scalar
// arithmetic, re-evaluated at the iteration being copied, gives the
// offsets and masks of the chunk's elements (index tiles, recomputed at
// those positions). A chunk whose E offsets are consecutive, whose first
// address is 16-byte aligned and whose mask is a prefix (all on, then all
// off) is one `cp.async.cg.shared.global [dst], [src], 16, src-size` that
// zero-fills the masked tail; any other chunk (a gather, an unaligned row,
// a ragged mask) is copied element by element with predicated loads and
// shared stores, which the barrier before its use orders the same way.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Conversion/DotEmitter.h"
#include "TileDialect/Conversion/HopperOps.h"
#include "TileDialect/Conversion/Pipeline.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace tile;

namespace {
struct AsyncCopyEmitter : IndexArith {
  TileLowering &l;
  PipelineMatch m;
  int64_t stages;
  Value buffer; ///< the static shared buffer (!llvm.ptr<3>)

  AsyncCopyEmitter(TileLowering &l, PipelineMatch m, int64_t stages,
                   Location loc)
      : IndexArith(l.b, loc), l(l), m(m), stages(stages) {}

  void ptx(StringRef text, StringRef constraints = "", ValueRange ops = {}) {
    inlinePtx(b, loc, text, Type(), constraints, ops);
  }
  template <typename Fn> void ifThen(Value cond, Fn body) {
    auto ifOp = scf::IfOp::create(b, loc, cond, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    body();
  }
  Value byteOffset(Value base, Value bytes) {
    return LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(), base,
                               ArrayRef<LLVM::GEPArg>{bytes});
  }
  Value stageA(Value stage) {
    return byteOffset(buffer, mul(stage, m.copyStageBytes()));
  }
  Value stageB(Value stage) {
    return byteOffset(stageA(stage), c32(m.copyBytesA()));
  }
  /// A constant of the loop's induction-variable type (i32, i64 or index).
  Value ivConst(int64_t v) {
    Type t = m.loop.getInductionVar().getType();
    return arith::ConstantOp::create(b, loc, t, b.getIntegerAttr(t, v));
  }
  Value andAll(ArrayRef<Value> conds) {
    Value all;
    for (Value c : conds)
      all = all ? arith::AndIOp::create(b, loc, all, c).getResult() : c;
    return all;
  }

  /// Starts the copies of iteration `iv` (the loop's induction variable at
  /// it) into `stage`: the body's scalar arithmetic at `iv`, then every
  /// chunk of A and of B.
  void issue(Value iv, Value stage) {
    l.scalars.map(m.loop.getInductionVar(), iv);
    for (Operation &op : m.loop.getBody()->without_terminator())
      if (!isa<LoadOp, DotOp>(op) &&
          llvm::none_of(op.getResultTypes(),
                        [](Type t) { return isa<TensorType>(t); }))
        b.clone(op, l.scalars);
    copyTile(m.loadA, stageA(stage), m.copyRowA());
    copyTile(m.loadB, stageB(stage), m.copyRowB());
  }

  /// This thread's chunks of `load`'s tile into `dst` (rows `rowElems`
  /// elements apart).
  void copyTile(LoadOp load, Value dst, int64_t rowElems) {
    auto type = load.getType();
    int64_t rows = type.getDimSize(0), cols = type.getDimSize(1);
    int64_t elemBytes = m.copyElemBytes, perChunk = 16 / elemBytes;
    int64_t chunksPerRow = cols / perChunk, chunks = rows * chunksPerRow;
    int64_t threads = l.numThreads;
    for (int64_t first = 0; first < chunks; first += threads) {
      Value chunk = add(l.tid, first);
      auto body = [&] { copyChunk(load, dst, rowElems, chunk, chunksPerRow); };
      if (first + threads <= chunks)
        body();
      else
        ifThen(cmp(arith::CmpIPredicate::ult, chunk, chunks), body);
    }
  }

  void copyChunk(LoadOp load, Value dst, int64_t rowElems, Value chunk,
                 int64_t chunksPerRow) {
    int64_t elemBytes = m.copyElemBytes, perChunk = 16 / elemBytes;
    Type elemType = storageElementType(load.getType().getElementType());
    Value base = l.scalars.lookup(load.getBase());
    Value row = udiv(chunk, chunksPerRow);
    Value col = mul(urem(chunk, chunksPerRow), perChunk);
    SmallVector<Value> offsets, masks;
    for (int64_t j = 0; j < perChunk; ++j) {
      TileLowering::Index idx;
      idx.multi = {row, add(col, j)};
      offsets.push_back(l.elementAt(load.getOffsets(), idx));
      if (load.getMask())
        masks.push_back(l.elementAt(load.getMask(), idx));
    }
    Type offType = offsets[0].getType();
    auto offConst = [&](int64_t v) {
      return arith::ConstantOp::create(b, loc, offType,
                                       b.getIntegerAttr(offType, v))
          .getResult();
    };
    Value src = LLVM::GEPOp::create(b, loc, base.getType(), elemType, base,
                                    ArrayRef<LLVM::GEPArg>{offsets[0]});
    // Whether the chunk is one aligned 16-byte run whose mask is a prefix.
    SmallVector<Value> fast;
    for (int64_t j = 1; j < perChunk; ++j)
      fast.push_back(arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq, offsets[j],
          arith::AddIOp::create(b, loc, offsets[0], offConst(j))));
    Value addr = LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), src);
    fast.push_back(arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::eq,
        arith::AndIOp::create(b, loc, addr, c64(15)), c64(0)));
    Value srcBytes = c32(16);
    if (!masks.empty()) {
      Value valid = c32(0);
      for (int64_t j = 0; j < perChunk; ++j) {
        if (j)
          fast.push_back(arith::OrIOp::create(
              b, loc, masks[j - 1],
              arith::XOrIOp::create(
                  b, loc, masks[j],
                  arith::ConstantOp::create(b, loc, b.getBoolAttr(true)))));
        valid = arith::AddIOp::create(
            b, loc, valid,
            arith::ExtUIOp::create(b, loc, b.getI32Type(), masks[j]));
      }
      srcBytes = mul(valid, elemBytes);
      // Nothing is read when the whole chunk is masked off: point the copy
      // at the base rather than at an offset that may lie outside.
      src = LLVM::SelectOp::create(
          b, loc, cmp(arith::CmpIPredicate::eq, valid, 0), base, src);
    }
    Value dstIndex = add(mul(row, rowElems), col);
    auto ifOp = scf::IfOp::create(b, loc, andAll(fast), /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(&ifOp.getThenRegion().front());
      Value dstPtr = LLVM::GEPOp::create(b, loc, dst.getType(), elemType, dst,
                                         ArrayRef<LLVM::GEPArg>{dstIndex});
      ptx("cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r",
          {LLVM::PtrToIntOp::create(b, loc, b.getI32Type(), dstPtr), src,
           srcBytes});
      b.setInsertionPointToStart(&ifOp.getElseRegion().front());
      Value zero =
          arith::ConstantOp::create(b, loc, b.getZeroAttr(elemType));
      for (int64_t j = 0; j < perChunk; ++j) {
        Value ptr = LLVM::GEPOp::create(b, loc, base.getType(), elemType, base,
                                        ArrayRef<LLVM::GEPArg>{offsets[j]});
        Value v = masks.empty()
                      ? LLVM::LoadOp::create(b, loc, elemType, ptr).getResult()
                      : l.predicatedLoad(loc, ptr, masks[j], zero);
        l.storeShared(loc, dst, add(dstIndex, j), v);
      }
    }
  }
};
} // namespace

LogicalResult tile::lowerAsyncCopyLoop(TileLowering &l,
                                       PipelineMatch m) {
  scf::ForOp op = m.loop;
  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  auto plan = op->getAttrOfType<DictionaryAttr>(kPipelineAttrName);
  auto stagesAttr = plan ? plan.getAs<IntegerAttr>("stages") : IntegerAttr();
  int64_t stages = stagesAttr ? stagesAttr.getInt() : -1;
  if (stages < 2)
    return op.emitOpError("has a malformed ")
           << kPipelineAttrName
           << " attribute (a cp.async pipeline needs stages >= 2)";
  if (stages * m.copyStageBytes() > kMaxCopyRingBytes)
    return op.emitOpError("is pipelined with ")
           << stages << " stages of " << m.copyStageBytes()
           << " bytes, more than the " << kMaxCopyRingBytes
           << " bytes of static shared memory a kernel can have "
              "(tile-pipeline sizes it)";
  if (std::optional<std::string> why = whyNotMmaSync(m.dot))
    return m.dot.emitOpError() << *why;
  if (failed(requireFeature(m.loadA, l.gpuModule, Feature::CpAsync,
                            "cp.async (a pipelined tile.load)")))
    return failure();
  if (m.loadA.getOther() &&
      storageElementType(m.loadA.getType().getElementType()) !=
          m.loadA.getType().getElementType())
    return m.loadA.emitOpError(
        "'other' is not supported for 8-bit float tiles");

  AsyncCopyEmitter e(l, m, stages, loc);
  std::optional<FragmentLayout> layout = mmaSyncFragmentLayout(l, m.dot);
  SmallVector<Value> acc =
      l.elementsInFragment(loc, op.getInitArgs()[0], *layout);
  e.buffer = l.sharedBase(loc, stages * m.copyStageBytes());
  l.barrier(loc); // earlier readers of the buffer are done

  Value lb = l.scalars.lookup(op.getLowerBound());
  Value ub = l.scalars.lookup(op.getUpperBound());
  Value step = l.scalars.lookup(op.getStep());
  auto lessThanUb = [&](Value iv) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, iv, ub)
        .getResult();
  };
  auto commit = [&] { e.ptx("cp.async.commit_group;"); };

  // Prologue: iterations 0 .. S-2 into stages 0 .. S-2.
  auto prologue = scf::ForOp::create(
      b, loc, arith::ConstantIndexOp::create(b, loc, 0),
      arith::ConstantIndexOp::create(b, loc, stages - 1),
      arith::ConstantIndexOp::create(b, loc, 1));
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(prologue.getBody());
    Value s = arith::IndexCastOp::create(b, loc, b.getI32Type(),
                                         prologue.getInductionVar());
    Value sIv = prologue.getInductionVar();
    if (!op.getInductionVar().getType().isIndex())
      sIv = arith::IndexCastOp::create(b, loc, op.getInductionVar().getType(),
                                       sIv);
    Value iv = arith::AddIOp::create(b, loc, lb,
                                     arith::MulIOp::create(b, loc, sIv, step));
    e.ifThen(lessThanUb(iv), [&] { e.issue(iv, s); });
    commit();
  }

  // The loop: wait for this iteration's stage, refill the previous one,
  // multiply.
  SmallVector<Value> inits(acc);
  inits.push_back(e.c32(0)); // the stage of this iteration
  auto loop = scf::ForOp::create(b, loc, lb, ub, step, inits);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(loop.getBody());
    Value iv = loop.getInductionVar();
    ValueRange args = loop.getRegionIterArgs();
    Value stage = args.back();
    e.ptx(("cp.async.wait_group " + Twine(stages - 2) + ";").str());
    l.barrier(loc);
    Value ahead = arith::AddIOp::create(
        b, loc, iv, arith::MulIOp::create(b, loc, step, e.ivConst(stages - 1)));
    Value inRange = arith::AndIOp::create(
        b, loc, lessThanUb(ahead),
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, ahead, iv));
    Value previous = arith::SelectOp::create(
        b, loc, e.cmp(arith::CmpIPredicate::eq, stage, 0),
        e.c32(stages - 1), e.add(stage, -1));
    e.ifThen(inRange, [&] { e.issue(ahead, previous); });
    commit();
    SmallVector<Value> next = emitMmaSyncFromShared(
        l, m.dot, e.stageA(stage), m.copyRowA(), e.stageB(stage),
        m.copyRowB(), args.drop_back());
    Value nextStage = e.add(stage, 1);
    next.push_back(arith::SelectOp::create(
        b, loc, e.cmp(arith::CmpIPredicate::eq, nextStage, stages), e.c32(0),
        nextStage));
    if (loop.getBody()->mightHaveTerminator())
      loop.getBody()->getTerminator()->erase();
    b.setInsertionPointToEnd(loop.getBody());
    scf::YieldOp::create(b, loc, next);
  }
  // Copies of iterations past the end were never started, but their empty
  // groups were committed; the stages are free once everyone is here.
  e.ptx("cp.async.wait_all;");
  l.barrier(loc);

  Value result = op.getResult(0);
  l.setFragment(result, SmallVector<Value>(loop.getResults().drop_back()),
                *layout);
  l.keepFragmentIfUsersTakeIt(loc, result);
  return success();
}
