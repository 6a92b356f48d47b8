//===- ChunkCopy.cpp - A chunk of a global tile into shared memory --------===//
//
// include/TileDialect/Conversion/ChunkCopy.h. A chunk whose offsets rise
// by one, whose first address is aligned to its size and whose mask is on
// for a prefix of it is one `cp.async [dst], [src], size, src-size`: the
// masked tail is zero-filled, which covers the K edge of a GEMM and rows
// past M or N. What the index arithmetic proves (indexTileContiguous,
// indexTileDivisor, chunkMaskPrefix) costs nothing at run time; the rest
// is tested, and a chunk that fails (a gather, an odd row start, a ragged
// mask) is copied element by element, so every input stays correct.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Conversion/ChunkCopy.h"
#include "TileDialect/Analysis/IndexTiles.h"
#include "TileDialect/Conversion/HopperOps.h"
#include "TileDialect/Conversion/TileToLLVM.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace tile;

/// #llvm.loop_annotation<vectorize = <disable = true>,
///                        unroll = <disable = true>>: LLVM's optimizer
/// leaves the loop as it is (the vectorizer would make a vector loop and a
/// scalar remainder of a byte loop without masks). The PTX emitter drops
/// it after the optimizer (PTXEmitter.cpp, notUnrolledLoops).
static LLVM::LoopAnnotationAttr notUnrolled(MLIRContext *ctx) {
  BoolAttr yes = BoolAttr::get(ctx, true);
  auto vectorize =
      LLVM::LoopVectorizeAttr::get(ctx, yes, {}, {}, {}, {}, {}, {});
  auto unroll = LLVM::LoopUnrollAttr::get(ctx, yes, {}, {}, {}, {}, {}, {});
  return LLVM::LoopAnnotationAttr::get(ctx, {}, vectorize, {}, unroll, {}, {},
                                       {}, {}, {}, {}, {}, {}, {}, {}, {});
}

/// Element `at` of index tile `tile`, recomputed at the insertion point.
static Value elementOf(TileLowering &l, Value tile, ArrayRef<Value> at) {
  TileLowering::Index idx;
  idx.multi.assign(at.begin(), at.end());
  return l.elementAt(tile, idx);
}

/// Element `at` moved `j` along `dim`.
static Value elementAlong(TileLowering &l, Location loc, Value tile,
                          ArrayRef<Value> at, int64_t dim, Value j) {
  SmallVector<Value> moved(at.begin(), at.end());
  moved[dim] = arith::AddIOp::create(l.b, loc, moved[dim], j);
  return elementOf(l, tile, moved);
}

Value tile::chunkMaskPrefix(TileLowering &l, Location loc, Value mask,
                            ArrayRef<Value> at, int64_t dim, int64_t n,
                            SmallVectorImpl<Value> &fast, unsigned depth) {
  OpBuilder &b = l.b;
  IndexArith a(b, loc);
  auto stride = [&](Value v) { return indexTileStride(v, dim); };
  if (depth > 16)
    return Value();
  // The same throughout the chunk (constant along it, or `offs < n` with
  // n a multiple of the chunk: maskUniform): all or nothing.
  if (stride(mask) == 0 || maskUniform(mask, dim, n))
    return arith::SelectOp::create(b, loc, elementOf(l, mask, at), a.c32(n),
                                   a.c32(0));
  Operation *def = mask.getDefiningOp();
  // A mask broadcast along some dimensions: the same prefix in every
  // copy, read at index 0 of the dimensions it is broadcast along.
  if (auto bc = dyn_cast_or_null<BroadcastOp>(def)) {
    auto src = bc.getSrc().getType();
    if (src.getRank() != int64_t(at.size()))
      return Value();
    SmallVector<Value> inSrc(at.begin(), at.end());
    for (int64_t d = 0; d < src.getRank(); ++d)
      if (src.getDimSize(d) == 1)
        inSrc[d] = a.c32(0);
    return chunkMaskPrefix(l, loc, bc.getSrc(), inSrc, dim, n, fast,
                           depth + 1);
  }
  if (auto both = dyn_cast_or_null<arith::AndIOp>(def)) {
    Value x = chunkMaskPrefix(l, loc, both.getLhs(), at, dim, n, fast,
                              depth + 1);
    Value y = x ? chunkMaskPrefix(l, loc, both.getRhs(), at, dim, n, fast,
                                  depth + 1)
                : Value();
    return y ? arith::MinUIOp::create(b, loc, x, y).getResult() : Value();
  }
  auto cmpOp = dyn_cast_or_null<arith::CmpIOp>(def);
  if (!cmpOp || !isa<RankedTensorType>(cmpOp.getLhs().getType()))
    return Value();
  using P = arith::CmpIPredicate;
  P pred = cmpOp.getPredicate();
  Value x = cmpOp.getLhs(), y = cmpOp.getRhs();
  // Normalize to x < y or x <= y with x rising along the chunk.
  if (stride(x) == 0 && stride(y) == 1) {
    std::swap(x, y);
    switch (pred) { // y > x  is  x < y, ...
    case P::sgt: pred = P::slt; break;
    case P::sge: pred = P::sle; break;
    case P::ugt: pred = P::ult; break;
    case P::uge: pred = P::ule; break;
    default: return Value();
    }
  }
  if (stride(x) != 1 || stride(y) != 0)
    return Value();
  bool isSigned = pred == P::slt || pred == P::sle;
  bool inclusive = pred == P::sle || pred == P::ule;
  if (!isSigned && pred != P::ult && pred != P::ule)
    return Value();
  Value x0 = elementOf(l, x, at), y0 = elementOf(l, y, at);
  auto intType = dyn_cast<IntegerType>(x0.getType());
  if (!intType)
    return Value();
  unsigned bits = intType.getWidth();
  if (bits > 32 || bits < 8)
    return Value();
  // x0 + n - 1 must not wrap, or the elements past the wrap compare
  // differently than x0 + j.
  APInt limit =
      isSigned ? APInt::getSignedMaxValue(bits) : APInt::getMaxValue(bits);
  limit -= n - 1;
  fast.push_back(arith::CmpIOp::create(
      b, loc, isSigned ? P::sle : P::ule, x0,
      arith::ConstantOp::create(b, loc, intType,
                                b.getIntegerAttr(intType, limit))));
  // Count = clamp(y0 - x0 (+ 1), 0, n), in 64 bits.
  Type i64 = b.getI64Type();
  auto widen = [&](Value v) -> Value {
    if (isSigned)
      return arith::ExtSIOp::create(b, loc, i64, v);
    return arith::ExtUIOp::create(b, loc, i64, v);
  };
  Value d = arith::SubIOp::create(b, loc, widen(y0), widen(x0));
  if (inclusive)
    d = arith::AddIOp::create(b, loc, d, a.c64(1));
  d = arith::MaxSIOp::create(b, loc, d, a.c64(0));
  d = arith::MinSIOp::create(b, loc, d, a.c64(n));
  return arith::TruncIOp::create(b, loc, b.getI32Type(), d);
}

void tile::copyGlobalChunk(TileLowering &l, Location loc,
                           const GlobalChunk &c, ArrayRef<Value> at,
                           function_ref<Value()> destination,
                           function_ref<void(Value, Value)> deferFirst) {
  OpBuilder &b = l.b;
  IndexArith a(b, loc);
  int64_t size = c.bytes, perChunk = c.elems, elemBytes = size / perChunk;
  Value base = l.scalars.lookup(c.base);
  auto along = [&](Value tile, int64_t j) {
    return elementAlong(l, loc, tile, at, c.dim, a.c32(j));
  };
  // Whether the chunk is one aligned run whose mask is a prefix: what the
  // index arithmetic proves needs no code, the rest is checked here.
  SmallVector<Value> fast;
  Value first = along(c.offsets, 0);
  if (!indexTileContiguous(c.offsets, c.dim, perChunk)) {
    Type offType = first.getType();
    for (int64_t j = 1; j < perChunk; ++j)
      fast.push_back(arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq, along(c.offsets, j),
          arith::AddIOp::create(
              b, loc, first,
              arith::ConstantOp::create(b, loc, offType,
                                        b.getIntegerAttr(offType, j)))));
  }
  Value src = LLVM::GEPOp::create(b, loc, base.getType(), c.elemType, base,
                                  ArrayRef<LLVM::GEPArg>{first});
  // Aligned unless the base's alignment and the chunk's first offsets
  // (tile.divisibility) say so.
  if (pointerAlignment(c.base) < size ||
      indexTileDivisor(c.offsets, c.dim, perChunk) * elemBytes < size) {
    Value addr = LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), src);
    fast.push_back(arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::eq,
        arith::AndIOp::create(b, loc, addr, a.c64(size - 1)), a.c64(0)));
  }
  Value srcBytes = a.c32(size);
  if (c.mask) {
    Value valid = chunkMaskPrefix(l, loc, c.mask, at, c.dim, perChunk, fast);
    if (!valid) {
      valid = a.c32(0);
      Value previous;
      for (int64_t j = 0; j < perChunk; ++j) {
        Value mj = along(c.mask, j);
        if (previous)
          fast.push_back(arith::OrIOp::create(
              b, loc, previous,
              arith::XOrIOp::create(
                  b, loc, mj,
                  arith::ConstantOp::create(b, loc, b.getBoolAttr(true)))));
        valid = arith::AddIOp::create(
            b, loc, valid, arith::ExtUIOp::create(b, loc, b.getI32Type(), mj));
        previous = mj;
      }
    }
    // A src-size of 0 reads nothing (the PTX ISA's cp.async: the bytes
    // past src-size are zero-filled, none is read), so a chunk masked off
    // whole may point anywhere.
    srcBytes = a.mul(valid, elemBytes);
  }
  Value dst = destination();
  // Element j of the chunk, loaded (masked off: zero).
  auto loadElement = [&](Value j) -> Value {
    Value ptr = LLVM::GEPOp::create(
        b, loc, base.getType(), c.elemType, base,
        ArrayRef<LLVM::GEPArg>{
            elementAlong(l, loc, c.offsets, at, c.dim, j)});
    if (c.mask)
      return l.predicatedLoad(
          loc, ptr, elementAlong(l, loc, c.mask, at, c.dim, j),
          arith::ConstantOp::create(b, loc, b.getZeroAttr(c.elemType)));
    return LLVM::LoadOp::create(b, loc, c.elemType, ptr);
  };
  // Element by element, in a loop (the chunk's offsets and mask
  // recomputed at its element j) to keep the rare path small. LLVM -O3
  // would unroll the loop fully (a constant trip count of up to 16): the
  // copies of its body were most of a kernel's IR and PTX, and of its
  // compile time. `loop_annotation` (LLVM's llvm.loop.unroll.disable)
  // keeps it a loop: scf-to-cf moves the scf.for's LLVM-dialect
  // attributes to the back-edge cf.br, and cf-to-llvm keeps them on the
  // llvm.br, whose inherent attribute of that name translation reads.
  auto elementwise = [&] {
    OpBuilder::InsertionGuard g(b);
    auto each = scf::ForOp::create(
        b, loc, arith::ConstantIndexOp::create(b, loc, 0),
        arith::ConstantIndexOp::create(b, loc, perChunk),
        arith::ConstantIndexOp::create(b, loc, 1));
    if (perChunk > 1)
      each->setAttr("loop_annotation", notUnrolled(b.getContext()));
    b.setInsertionPointToStart(each.getBody());
    Value j = arith::IndexCastOp::create(b, loc, b.getI32Type(),
                                         each.getInductionVar());
    l.storeShared(loc, dst, j, loadElement(j));
  };
  // Chunks of fewer than 4 bytes (scale rows of 1 to 3 bytes, or of an
  // odd number of them: single bytes) have no cp.async.
  if (size < 4) {
    if (!deferFirst)
      return elementwise();
    assert(perChunk == 1 && "sub-cp.async chunks are single elements");
    deferFirst(dst, loadElement(a.c32(0)));
    return;
  }
  auto copy = [&] { emitCpAsync(b, loc, dst, src, size, srcBytes); };
  if (fast.empty()) // contiguous and aligned, as the offsets prove
    return copy();
  Value all;
  for (Value cond : fast)
    all = all ? arith::AndIOp::create(b, loc, all, cond).getResult() : cond;
  auto ifOp = scf::IfOp::create(b, loc, all, /*withElseRegion=*/true);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(&ifOp.getThenRegion().front());
  copy();
  b.setInsertionPointToStart(&ifOp.getElseRegion().front());
  elementwise();
}
