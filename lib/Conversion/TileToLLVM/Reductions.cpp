//===- Reductions.cpp - Reductions, scans and data movement ---------------===//
//
// Part of convert-tile-to-llvm (TileToLLVM.cpp): reductions and scans
// (shuffles, shared-memory combining), reshapes, fp4 packing, join/split,
// gathers, histograms and the combiner regions.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Conversion/TileToLLVM.h"
#include "TileToLLVMHelpers.h"
#include "TileDialect/Conversion/DotEmitter.h"
#include "TileDialect/Conversion/HopperOps.h"
#include "TileDialect/Conversion/Pipeline.h"
#include "TileDialect/Passes.h"
#include "TileDialect/Target/ModuleTarget.h"
#include "TileDialect/TileOps.h"

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

static Value combine(OpBuilder &b, Location loc, ReduceKind kind, Value x,
                     Value y) {
  bool isFloat = isa<FloatType>(x.getType());
  switch (kind) {
  case ReduceKind::add:
    return isFloat ? arith::AddFOp::create(b, loc, x, y).getResult()
                   : arith::AddIOp::create(b, loc, x, y).getResult();
  case ReduceKind::mul:
    return isFloat ? arith::MulFOp::create(b, loc, x, y).getResult()
                   : arith::MulIOp::create(b, loc, x, y).getResult();
  case ReduceKind::max:
    return isFloat ? arith::MaxNumFOp::create(b, loc, x, y).getResult()
                   : arith::MaxSIOp::create(b, loc, x, y).getResult();
  case ReduceKind::min:
    return isFloat ? arith::MinNumFOp::create(b, loc, x, y).getResult()
                   : arith::MinSIOp::create(b, loc, x, y).getResult();
  }
  llvm_unreachable("unknown reduce kind");
}

/// `v` (at most 32 bits) from lane `laneArg` as shfl.sync `kind` reads it
/// (bfly: this lane xor laneArg; up: this lane - laneArg, lanes below
/// keeping their own value), over the whole warp.
static Value shuffle(OpBuilder &b, Location loc, Value v, NVVM::ShflKind kind,
                     int64_t laneArg, int64_t clamp) {
  Type type = v.getType();
  unsigned bits = type.getIntOrFloatBitWidth();
  Type i32 = b.getI32Type();
  Value word = v;
  if (bits != 32 || !type.isInteger()) {
    Type asInt = b.getIntegerType(bits);
    word = type == asInt ? v : arith::BitcastOp::create(b, loc, asInt, v);
    if (bits != 32)
      word = arith::ExtUIOp::create(b, loc, i32, word);
  }
  auto kindAttr = NVVM::ShflKindAttr::get(b.getContext(), kind);
  Value got = NVVM::ShflOp::create(b, loc, i32, constI32(b, loc, -1), word,
                                   constI32(b, loc, laneArg),
                                   constI32(b, loc, clamp), kindAttr,
                                   UnitAttr());
  if (bits == 32 && type.isInteger())
    return got;
  if (bits != 32)
    got = arith::TruncIOp::create(b, loc, b.getIntegerType(bits), got);
  return got.getType() == type ? got
                               : arith::BitcastOp::create(b, loc, type, got);
}

/// `v` from the lane whose id differs from this lane's in the bits of
/// `mask` (shfl.sync.bfly).
static Value shuffleXor(OpBuilder &b, Location loc, Value v, int64_t mask) {
  return shuffle(b, loc, v, NVVM::ShflKind::bfly, mask, 31);
}

/// `v` from the lane `delta` below this one (shfl.sync.up; the lanes below
/// `delta` get their own value).
static Value shuffleUp(OpBuilder &b, Location loc, Value v, int64_t delta) {
  return shuffle(b, loc, v, NVVM::ShflKind::up, delta, 0);
}

/// `v` from the lane `delta` above this one (shfl.sync.down; the lanes
/// above 31 - `delta` get their own value).
static Value shuffleDown(OpBuilder &b, Location loc, Value v, int64_t delta) {
  return shuffle(b, loc, v, NVVM::ShflKind::down, delta, 31);
}

/// The shared-memory word of part `part` (i32, or null for part 0) of
/// result `index` of a reduction split into `parts` parts: index * parts +
/// part.
static Value sharedPartWord(OpBuilder &b, Location loc, Value index,
                            int64_t parts, Value part = Value()) {
  if (parts == 1)
    return index;
  Value first = arith::MulIOp::create(b, loc, index, constI32(b, loc, parts));
  return part ? arith::AddIOp::create(b, loc, first, part).getResult() : first;
}

/// Combines the `parts` partial values of result `index` that shared memory
/// holds (sharedPartWord).
static Value combineSharedParts(TileLowering &l, Location loc, ReduceKind kind,
                                Value buffer, Value index, int64_t parts,
                                Type elem) {
  OpBuilder &b = l.b;
  Value first = sharedPartWord(b, loc, index, parts);
  Value acc = l.loadShared(loc, buffer, first, elem);
  for (int64_t q = 1; q < parts; ++q)
    acc = combine(b, loc, kind, acc,
                  l.loadShared(loc, buffer,
                               arith::AddIOp::create(b, loc, first,
                                                     constI32(b, loc, q)),
                               elem));
  return acc;
}

/// tile.reduce by the threads that hold the elements, where every size is
/// a power of two and the tile's N elements are spread over the T threads
/// without repeats (N a multiple of T; a smaller tile is treated as held
/// by its first N threads, whose copies the others compute alike). Element l of
/// the blocked distribution with runs of R (blockedLinear) is slot
/// (l / RT) R + l % R of thread (l / R) % T: the low log2 R bits of l are
/// the slot's, the next log2 T the thread's (5 lane bits, then warp bits),
/// the rest the slot's again. The reduced axis is a contiguous range of l's bits; its slot bits are
/// combined in each thread, its lane bits by shfl.sync.bfly, its warp bits
/// through shared memory (P = 2^warp bits partial values per result). Without
/// thread bits the results already sit where the result tile's blocked
/// distribution wants them; otherwise they go through shared memory (one word
/// per result and warp part) and each thread reads the results it holds. A
/// whole 1-D tile to a scalar is N / T + 5 + T / 32 steps instead of N shared
/// loads per thread. Failure where it does not apply or would take more
/// shuffles and shared-memory accesses than staging the tile (the caller
/// reduces through shared memory).
static FailureOr<SmallVector<Value>> reduceByThreads(TileLowering &l,
                                                     ReduceOp op) {
  auto type = op.getSrc().getType();
  Type elem = type.getElementType();
  // A tile smaller than the block is held by its first n threads and
  // repeated by the others (element t mod n): reduce as if the block were
  // those n threads; the repeats compute and write the same values.
  int64_t n = type.getNumElements(), block = l.numThreads;
  int64_t threads = std::min(n, block);
  if (l.fragmentOf(op.getSrc()) || l.partialBarriers() ||
      !llvm::isPowerOf2_64(block) || n % threads ||
      !llvm::all_of(type.getShape(), llvm::isPowerOf2_64) ||
      !elem.isIntOrFloat() || elem.getIntOrFloatBitWidth() > 32 ||
      elem.getIntOrFloatBitWidth() < 8)
    return failure();
  // shfl.sync: sm_30+, PTX 6.0 (recorded below, which raises the PTX
  // version of the older targets).
  std::optional<Target> target = getEnclosingTarget(l.gpuModule);
  if (!target || !target->supports(Feature::ShflSync))
    return failure();
  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  ReduceKind kind = op.getKind();
  int64_t axis = op.getAxis();
  int64_t stride = 1;
  for (int64_t d = axis + 1; d < type.getRank(); ++d)
    stride *= type.getDimSize(d);
  // Bit ranges [lo, hi) of l.
  unsigned axisLo = llvm::Log2_64(stride),
           axisHi = axisLo + llvm::Log2_64(type.getDimSize(axis));
  unsigned threadBits = llvm::Log2_64(threads);
  int64_t run = l.runOf(type); // > 1 only where threads == block
  unsigned runBits = llvm::Log2_64(run), tidLo = runBits,
           tidHi = runBits + threadBits;
  auto overlap = [&](unsigned lo, unsigned hi) {
    return std::pair{std::max(lo, axisLo), std::min(hi, axisHi)};
  };
  auto [runLo, runHi] = overlap(0, runBits);
  auto [laneLo, laneHi] = overlap(tidLo, tidLo + 5);
  auto [warpLo, warpHi] = overlap(tidLo + 5, tidHi);
  auto [slotLo, slotHi] = overlap(tidHi, 64);
  auto width = [](unsigned lo, unsigned hi) { return hi > lo ? hi - lo : 0; };
  // The axis's slot bits, in slot numbering (the run's bits, then the bits
  // above the thread's): one contiguous range, as the axis is in l.
  auto bitRange = [](unsigned lo, unsigned bits) {
    return bits ? ((int64_t(1) << bits) - 1) << lo : int64_t(0);
  };
  int64_t slotMask = bitRange(runLo, width(runLo, runHi)) |
                     bitRange(slotLo - threadBits, width(slotLo, slotHi));

  // The result broadcast back to the source (softmax's x - max(x)): each
  // source slot's reduction, where the threads have it.
  bool backToSource =
      type.getRank() > 1 && llvm::any_of(op->getUsers(), [&](Operation *u) {
        auto ed = dyn_cast<ExpandDimsOp>(u);
        return ed && llvm::any_of(ed->getUsers(), [&](Operation *v) {
                 auto bc = dyn_cast<BroadcastOp>(v);
                 return bc && reductionBroadcastBack(bc) == op;
               });
      });
  // Per thread, shuffles and shared-memory accesses (the combines are the
  // same work both ways): here kept partials x lane bits, and with thread
  // bits in the axis a store per partial and P loads per result slot;
  // through shared memory one store per slot and the whole axis per result
  // slot. Rows of a tile whose threads hold one element each of many rows
  // (64 x 64 over 128 threads: 32 partials of 5 steps each) are cheaper
  // that way.
  int64_t slots = n / threads;
  int64_t keptSlots = slots >> llvm::popcount(uint64_t(slotMask));
  int64_t resultSlots =
      std::max<int64_t>(1, llvm::divideCeil(n / type.getDimSize(axis), block));
  bool throughShared = width(laneLo, laneHi) || width(warpLo, warpHi);
  if (type.getRank() == 1 && !width(warpLo, warpHi))
    throughShared = false;
  // The kept partials are the result in its blocked distribution only where
  // the result's runs are the source's less the axis's run bits.
  if (type.getRank() > 1 &&
      blockedRun(n / type.getDimSize(axis), block, l.maxRun) !=
          int64_t(1) << (runBits - width(runLo, runHi)))
    throughShared = true;
  int64_t cost =
      keptSlots * width(laneLo, laneHi) +
      (throughShared
           ? keptSlots + resultSlots * (int64_t(1) << width(warpLo, warpHi))
           : 0);
  int64_t costThroughShared = slots + resultSlots * type.getDimSize(axis);
  // Broadcast back: here P loads per partial with warp bits (else nothing);
  // there the result staged twice more (expand_dims, broadcast).
  if (backToSource) {
    if (width(warpLo, warpHi))
      cost += keptSlots << width(warpLo, warpHi);
    costThroughShared += 2 * resultSlots + slots;
  }
  if (cost >= costThroughShared)
    return failure();

  // Source slot s takes kept partial k: s without its axis slot bits.
  unsigned maskLo = slotMask ? llvm::countr_zero(uint64_t(slotMask)) : 0,
           maskBits = llvm::popcount(uint64_t(slotMask));
  auto atSource = [&](ArrayRef<Value> full) {
    SmallVector<Value> values;
    for (int64_t s = 0; s < slots; ++s)
      values.push_back(full[(s & ((int64_t(1) << maskLo) - 1)) |
                            ((s >> (maskLo + maskBits)) << maskLo)]);
    l.reducedAtSource[op.getResult()] = std::move(values);
  };

  // This thread's position among the tile's holders.
  Value tid = l.tid;
  if (threads < block)
    tid = arith::AndIOp::create(b, loc, tid, constI32(b, loc, threads - 1));

  // Each thread: one partial per slot whose axis slot bits are 0.
  SmallVector<int64_t> kept;
  SmallVector<Value> partial;
  for (int64_t s = 0; s < slots; ++s) {
    if (s & slotMask)
      continue;
    Value acc;
    for (int64_t sub = 0; sub <= slotMask; ++sub) {
      if ((sub & slotMask) != sub)
        continue;
      Value v =
          l.elementAt(op.getSrc(), TileLowering::Index{{}, Value(), s | sub});
      acc = acc ? combine(b, loc, kind, acc, v) : v;
    }
    kept.push_back(s);
    partial.push_back(acc);
  }
  // Each warp: the lanes that differ in axis bits.
  if (width(laneLo, laneHi))
    recordFeatureUse(l.gpuModule, Feature::ShflSync);
  for (unsigned bit = laneHi; bit-- > laneLo;)
    for (Value &p : partial)
      p = combine(b, loc, kind, p,
                  shuffleXor(b, loc, p, int64_t(1) << (bit - tidLo)));
  if (backToSource && !width(warpLo, warpHi))
    atSource(partial); // complete in every lane that holds the row
  // Without thread bits in the axis the partials are the result in its
  // own blocked distribution; a scalar without warp bits is in every lane.
  if (!throughShared)
    return partial;

  // Through shared memory: word (result index) * P + warp part.
  int64_t parts = int64_t(1) << width(warpLo, warpHi);
  int64_t results = n / type.getDimSize(axis);
  Value buffer = l.sharedBase(loc, results * parts * 4);
  l.barrier(loc); // earlier readers of the buffer are done
  Value part = constI32(b, loc, 0);
  if (parts > 1)
    part = arith::AndIOp::create(
        b, loc,
        arith::ShRUIOp::create(b, loc, tid, constI32(b, loc, warpLo - tidLo)),
        constI32(b, loc, parts - 1));
  SmallVector<Value> resultOfKept;
  for (auto [s, p] : llvm::zip(kept, partial)) {
    // l (blockedLinear) without the axis bits.
    Value linear = tid;
    if (run > 1)
      linear = arith::MulIOp::create(b, loc, linear, constI32(b, loc, run));
    if (int64_t offset = blockedLinear(n, threads, run, 0, s))
      linear =
          arith::AddIOp::create(b, loc, linear, constI32(b, loc, offset));
    Value low = arith::AndIOp::create(
        b, loc, linear, constI32(b, loc, (int64_t(1) << axisLo) - 1));
    Value high = arith::ShLIOp::create(
        b, loc,
        arith::ShRUIOp::create(b, loc, linear, constI32(b, loc, axisHi)),
        constI32(b, loc, axisLo));
    Value result = arith::OrIOp::create(b, loc, low, high);
    resultOfKept.push_back(result);
    // The lanes that differ only in axis bits write the same value.
    l.storeShared(loc, buffer, sharedPartWord(b, loc, result, parts, part), p);
  }
  l.barrier(loc);
  auto combineParts = [&](Value result) {
    return combineSharedParts(l, loc, kind, buffer, result, parts, elem);
  };
  if (backToSource && width(warpLo, warpHi)) {
    SmallVector<Value> full;
    for (Value result : resultOfKept)
      full.push_back(combineParts(result));
    atSource(full);
  }
  SmallVector<Value> out;
  if (type.getRank() == 1) {
    out.push_back(combineParts(constI32(b, loc, 0)));
    return out;
  }
  auto resType = cast<RankedTensorType>(op.getResult().getType());
  for (int64_t s = 0, e = slotsPerThread(resType, block); s < e; ++s)
    out.push_back(combineParts(l.linearIndex(loc, resType, s)));
  return out;
}

/// tile.reduce along the rows (axis 1) of a tile held in a tensor-core
/// fragment with row structure (FragmentLayout::numRowGroups): each thread
/// combines its slots of each row group, the quad's lanes by shfl.sync.bfly
/// (every lane ends with the same value: the combines are commutative),
/// and where several warps hold parts of a row, the parts meet in shared
/// memory (one word per row and part). Where every user takes them there,
/// the results stay in the fragment's rows (rowsLayout: attention's m_i and
/// l_i, softmax's x - max(x) in registers; no shared memory with one
/// part); otherwise the M results go to the blocked distribution through
/// shared memory (returned). A 64 x 64 mma.sync fragment over 4 warps: 16
/// in-thread combines, 8 shuffles and 2 barriers instead of staging 16 KiB
/// and 64 shared loads per result.
static FailureOr<SmallVector<Value>> reduceFragmentRows(TileLowering &l,
                                                        ReduceOp op) {
  const FragmentLayout *own = l.fragmentOf(op.getSrc());
  auto type = op.getSrc().getType();
  Type elem = type.getElementType();
  if (!own || !own->numRowGroups || type.getRank() != 2 ||
      op.getAxis() != 1 || !elem.isIntOrFloat() ||
      elem.getIntOrFloatBitWidth() > 32 || elem.getIntOrFloatBitWidth() < 8)
    return failure();
  std::optional<Target> target = getEnclosingTarget(l.gpuModule);
  if (own->rowLanes && (!target || !target->supports(Feature::ShflSync)))
    return failure();
  FragmentLayout f = *own;
  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  ReduceKind kind = op.getKind();
  const SmallVector<Value> &regs = l.tiles[op.getSrc()];
  SmallVector<Value> partial(f.numRowGroups);
  for (int64_t s = 0; s < f.numSlots; ++s) {
    int64_t g = f.rowGroup(s);
    partial[g] = partial[g] ? combine(b, loc, kind, partial[g], regs[s])
                            : regs[s];
  }
  if (f.rowLanes)
    recordFeatureUse(l.gpuModule, Feature::ShflSync);
  for (unsigned bit = 5; bit-- > 0;)
    if (f.rowLanes >> bit & 1)
      for (Value &p : partial)
        p = combine(b, loc, kind, p, shuffleXor(b, loc, p, int64_t(1) << bit));
  // Every user takes the result in the fragment's rows (arithmetic with
  // other row vectors, a broadcast back, a loop carrying it): done, with
  // one warp part.
  bool inRows = l.usersTakeFragment(op.getResult());
  FragmentLayout rowsOfF = *rowsLayout(f);
  if (inRows && f.rowParts == 1) {
    l.setFragment(op.getResult(), std::move(partial), rowsOfF);
    return SmallVector<Value>();
  }
  SmallVector<Value> rows;
  for (int64_t g = 0; g < f.numRowGroups; ++g)
    rows.push_back(rowsOfF.position(g).first);

  // Word row * P + part; the quad's lanes write the same value.
  int64_t m = type.getDimSize(0), parts = f.rowParts;
  Value buffer = l.sharedBase(loc, m * parts * storageBytes(elem));
  l.barrier(loc); // earlier readers of the buffer are done
  Value part = parts > 1 ? f.rowPart() : Value();
  for (auto [row, p] : llvm::zip(rows, partial))
    l.storeShared(loc, buffer, sharedPartWord(b, loc, row, parts, part), p);
  l.barrier(loc);
  auto combineParts = [&](Value row) {
    return combineSharedParts(l, loc, kind, buffer, row, parts, elem);
  };
  if (inRows) {
    SmallVector<Value> full;
    for (Value row : rows)
      full.push_back(combineParts(row));
    l.setFragment(op.getResult(), std::move(full), rowsOfF);
    return SmallVector<Value>();
  }
  auto resType = cast<RankedTensorType>(op.getResult().getType());
  SmallVector<Value> out;
  for (int64_t s = 0, e = slotsPerThread(resType, l.numThreads); s < e; ++s)
    out.push_back(combineParts(l.linearIndex(loc, resType, s)));
  return out;
}

LogicalResult TileLowering::lowerReduce(ReduceOp op) {
  Location loc = op.getLoc();
  auto srcType = op.getSrc().getType();
  if (srcType.getElementType().isInteger(1))
    return op.emitOpError("cannot reduce an i1 tile; extend it first");
  // 8-bit floats are held as their bytes; combining those as integers
  // would be silently wrong (as for elementwise arithmetic on them).
  if (storageElementType(srcType.getElementType()) != srcType.getElementType())
    return op.emitOpError("cannot reduce a ")
           << srcType.getElementType()
           << " tile: 8-bit float tiles can be loaded, stored and used by "
              "tile.dot, not combined";
  if (FailureOr<SmallVector<Value>> r = reduceFragmentRows(*this, op);
      succeeded(r)) {
    if (!fragmentOf(op.getResult()))
      tiles[op.getResult()] = std::move(*r);
    return success();
  }
  if (FailureOr<SmallVector<Value>> r = reduceByThreads(*this, op);
      succeeded(r)) {
    if (srcType.getRank() == 1)
      scalars.map(op.getResult(), r->front());
    else
      tiles[op.getResult()] = std::move(*r);
    return success();
  }
  int64_t axis = op.getAxis();
  int64_t extent = srcType.getDimSize(axis);
  Value base = stageToShared(loc, op.getSrc());
  Type elemType = srcType.getElementType();

  auto reduceAt = [&](ArrayRef<Value> outerIdx) -> Value {
    // outerIdx: the result index; insert the reduced axis.
    auto loadAt = [&](Value j) {
      SmallVector<Value> idx(outerIdx.begin(), outerIdx.end());
      idx.insert(idx.begin() + axis, j);
      return loadShared(loc, base, linearize(loc, srcType, idx), elemType);
    };
    Value acc = loadAt(constI32(b, loc, 0));
    if (extent == 1)
      return acc;
    Value lb = arith::ConstantIndexOp::create(b, loc, 1);
    Value ub = arith::ConstantIndexOp::create(b, loc, extent);
    Value step = arith::ConstantIndexOp::create(b, loc, 1);
    auto loop = scf::ForOp::create(b, loc, lb, ub, step, ValueRange{acc});
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(loop.getBody());
    Value j = arith::IndexCastOp::create(b, loc, b.getI32Type(),
                                         loop.getInductionVar());
    Value next =
        combine(b, loc, op.getKind(), loop.getRegionIterArgs()[0], loadAt(j));
    scf::YieldOp::create(b, loc, next);
    return loop.getResult(0);
  };

  if (srcType.getRank() == 1) {
    scalars.map(op.getResult(), reduceAt({}));
  } else {
    auto resType = cast<RankedTensorType>(op.getResult().getType());
    SmallVector<Value> elems;
    for (int64_t s = 0, e = slotsPerThread(resType, numThreads); s < e; ++s)
      elems.push_back(reduceAt(ownedIndex(loc, resType, s).multi));
    tiles[op.getResult()] = std::move(elems);
  }
  return success();
}

/// tile.reshape: element l of the result is element l of the source, and
/// the block distribution puts both in the same thread and slot.
LogicalResult TileLowering::lowerReshape(ReshapeOp op) {
  Location loc = op.getLoc();
  toBlocked(loc, op.getSrc());
  auto srcType = op.getSrc().getType(), resType = op.getResult().getType();
  SmallVector<Value> elems;
  for (int64_t s = 0, e = slotsPerThread(resType, numThreads); s < e; ++s) {
    Index idx;
    idx.linear = linearIndex(loc, resType, s);
    idx.multi = delinearize(loc, srcType, idx.linear);
    idx.slot = s;
    elems.push_back(elementAt(op.getSrc(), idx));
  }
  tiles[op.getResult()] = std::move(elems);
  return success();
}

/// Makes every element of `v` readable by any thread (elementAnywhere): `v`
/// in the blocked distribution and, unless it is recomputable, staged to
/// shared memory (the returned base).
Value TileLowering::stageForAnywhere(Location loc, Value v) {
  toBlocked(loc, v);
  return isRecomputable(v) ? Value() : stageToShared(loc, v);
}

/// Element `at` of `v`, held by any thread: recomputed (index tiles), or
/// read from `staged` (v staged to shared memory, row-major).
Value TileLowering::elementAnywhere(Value v, Value staged, Index &at) {
  auto type = cast<RankedTensorType>(v.getType());
  at.linear = linearize(at.multi.front().getLoc(), type, at.multi);
  if (!staged)
    return elementAt(v, at);
  return loadShared(at.multi.front().getLoc(), staged, at.linear,
                    type.getElementType());
}

/// tile.unpack_fp4: result element (.., j) is nibble j % 2 (the low one
/// first) of source byte (.., j / 2), wherever that byte is (recomputed,
/// or read from the source staged to shared memory); f4E2M1FN elements
/// travel as i8 with the value in the low nibble.
LogicalResult TileLowering::lowerUnpackFp4(UnpackFp4Op op) {
  Location loc = op.getLoc();
  auto resType = op.getResult().getType();
  IndexArith a(b, loc);
  Value staged = stageForAnywhere(loc, op.getSrc());
  Value mask = arith::ConstantOp::create(b, loc, b.getI8IntegerAttr(0xF));
  SmallVector<Value> elems;
  for (int64_t s = 0, e = slotsPerThread(resType, numThreads); s < e; ++s) {
    Index idx = ownedIndex(loc, resType, s), at;
    Value j = idx.multi.back();
    at.multi = idx.multi;
    at.multi.back() = arith::ShRUIOp::create(b, loc, j, a.c32(1));
    Value byte = elementAnywhere(op.getSrc(), staged, at);
    Value shift = arith::TruncIOp::create(
        b, loc, b.getI8Type(),
        arith::ShLIOp::create(b, loc, arith::AndIOp::create(b, loc, j, a.c32(1)),
                              a.c32(2)));
    Value nibble = arith::ShRUIOp::create(b, loc, byte, shift);
    elems.push_back(arith::AndIOp::create(b, loc, nibble, mask));
  }
  tiles[op.getResult()] = std::move(elems);
  return success();
}

/// tile.pack_fp4: result byte (.., j) is source elements (.., 2 j) (low
/// nibble) and (.., 2 j + 1), wherever they are (as for unpack_fp4).
LogicalResult TileLowering::lowerPackFp4(PackFp4Op op) {
  Location loc = op.getLoc();
  auto resType = op.getResult().getType();
  IndexArith a(b, loc);
  Value staged = stageForAnywhere(loc, op.getSrc());
  Value nibble = arith::ConstantOp::create(b, loc, b.getI8IntegerAttr(0xF));
  SmallVector<Value> elems;
  for (int64_t s = 0, e = slotsPerThread(resType, numThreads); s < e; ++s) {
    Index idx = ownedIndex(loc, resType, s);
    Value halves[2];
    for (int64_t h = 0; h < 2; ++h) {
      Index at;
      at.multi = idx.multi;
      at.multi.back() = a.add(a.mul(idx.multi.back(), 2), h);
      halves[h] = arith::AndIOp::create(
          b, loc, elementAnywhere(op.getSrc(), staged, at), nibble);
    }
    elems.push_back(arith::OrIOp::create(
        b, loc, halves[0],
        arith::ShLIOp::create(
            b, loc, halves[1],
            arith::ConstantOp::create(b, loc, b.getI8IntegerAttr(4)))));
  }
  tiles[op.getResult()] = std::move(elems);
  return success();
}

/// tile.join / tile.split: the sources staged in shared memory (row-major),
/// every result element loaded from its source position: element l of a
/// join is element l / 2 of lhs (l even) or rhs; element l of split's lhs
/// (rhs) is element 2 l (2 l + 1) of the source.
LogicalResult TileLowering::lowerJoinSplit(Operation *op) {
  Location loc = op->getLoc();
  SmallVector<Value> sources(op->getOperands());
  SmallVector<Value> bases = stageAllToShared(loc, sources);
  auto resType = cast<RankedTensorType>(op->getResult(0).getType());
  Type elem = resType.getElementType();
  int64_t slots = slotsPerThread(resType, numThreads);
  for (auto [r, result] : llvm::enumerate(op->getResults())) {
    SmallVector<Value> elems;
    for (int64_t s = 0; s < slots; ++s) {
      Value l = linearIndex(loc, resType, s);
      Value v;
      if (isa<JoinOp>(op)) {
        Value half = arith::ShRUIOp::create(b, loc, l, constI32(b, loc, 1));
        Value odd = arith::TruncIOp::create(b, loc, b.getI1Type(), l);
        v = arith::SelectOp::create(b, loc, odd,
                                    loadShared(loc, bases[1], half, elem),
                                    loadShared(loc, bases[0], half, elem));
      } else {
        Value at = arith::AddIOp::create(
            b, loc, arith::ShLIOp::create(b, loc, l, constI32(b, loc, 1)),
            constI32(b, loc, int64_t(r)));
        v = loadShared(loc, bases[0], at, elem);
      }
      elems.push_back(v);
    }
    tiles[result] = std::move(elems);
  }
  return success();
}

/// tile.gather: the source staged to shared memory, each result element
/// read back at its own position with the axis coordinate from `indices`
/// (clamped to the axis).
LogicalResult TileLowering::lowerGather(GatherOp op) {
  Location loc = op.getLoc();
  auto srcType = op.getSrc().getType();
  auto resType = op.getResult().getType();
  int64_t axis = op.getAxis(), extent = srcType.getDimSize(axis);
  ensureBlocked(loc, op.getIndices());
  Value base = stageToShared(loc, op.getSrc());
  IndexArith a(b, loc);
  SmallVector<Value> elems;
  for (int64_t s = 0, e = slotsPerThread(resType, numThreads); s < e; ++s) {
    Index idx = ownedIndex(loc, resType, s);
    Value at = elementAt(op.getIndices(), idx);
    if (at.getType() != b.getI32Type())
      at = arith::ExtSIOp::create(b, loc, b.getI32Type(), at);
    at = arith::MaxSIOp::create(b, loc, at, a.c32(0));
    at = arith::MinSIOp::create(b, loc, at, a.c32(extent - 1));
    SmallVector<Value> multi = idx.multi;
    multi[axis] = at;
    elems.push_back(loadShared(loc, base, linearize(loc, srcType, multi),
                               srcType.getElementType()));
  }
  tiles[op.getResult()] = std::move(elems);
  return success();
}

/// tile.histogram: a shared-memory histogram zeroed by the block, one
/// atom.shared.add per element by the thread that holds it (values out of
/// range and masked-off elements skipped), then each thread reads the bins
/// it holds.
LogicalResult TileLowering::lowerHistogram(HistogramOp op) {
  Location loc = op.getLoc();
  auto srcType = op.getSrc().getType();
  auto resType = op.getResult().getType();
  int64_t bins = resType.getDimSize(0), n = numElements(srcType);
  IndexArith a(b, loc);
  for (Value v : {op.getSrc(), op.getMask()})
    if (v)
      ensureBlocked(loc, v);
  Type i32 = b.getI32Type();
  Value buffer = sharedBase(loc, bins * 4);
  barrier(loc); // earlier readers of the buffer are done
  for (int64_t s = 0, e = slotsPerThread(resType, numThreads); s < e; ++s)
    ifThen(loc, holdsSlot(loc, bins, s), [&] {
      storeShared(loc, buffer, linearIndex(loc, resType, s), a.c32(0));
    });
  barrier(loc);
  Value one = a.c32(1);
  for (int64_t s = 0, e = slotsPerThread(srcType, numThreads); s < e; ++s) {
    Index idx = ownedIndex(loc, srcType, s);
    Value v = elementAt(op.getSrc(), idx);
    if (v.getType() != i32)
      v = arith::ExtSIOp::create(b, loc, i32, v);
    // 0 <= v < bins, as one unsigned compare.
    Value count = a.cmp(arith::CmpIPredicate::ult, v, bins);
    if (Value holds = holdsSlot(loc, n, s))
      count = arith::AndIOp::create(b, loc, count, holds);
    if (op.getMask())
      count = arith::AndIOp::create(b, loc, count,
                                    elementAt(op.getMask(), idx));
    ifThen(loc, count, [&] {
      Value ptr = LLVM::GEPOp::create(b, loc, buffer.getType(), i32, buffer,
                                      ValueRange{v});
      LLVM::AtomicRMWOp::create(b, loc, LLVM::AtomicBinOp::add, ptr, one,
                                LLVM::AtomicOrdering::monotonic);
    });
  }
  barrier(loc);
  SmallVector<Value> elems;
  for (int64_t s = 0, e = slotsPerThread(resType, numThreads); s < e; ++s)
    elems.push_back(loadShared(loc, buffer, linearIndex(loc, resType, s), i32));
  tiles[op.getResult()] = std::move(elems);
  return success();
}

/// Combines one element of each scanned tile: (earlier, later) -> combined.
using ScanCombine = function_ref<SmallVector<Value>(ArrayRef<Value>,
                                                    ArrayRef<Value>)>;

/// Inclusive scans of `srcs` along their last axis (from the end with
/// `reverse`) by the threads that hold the elements, without staging the
/// tiles: in the blocked distribution 32 consecutive runs of R elements of
/// a row sit in the 32 lanes of a warp (a chunk), so each thread scans its
/// run, and the run totals are scanned by shfl.sync.up (down with
/// `reverse`; 5 rounds, fewer where a row is shorter than 32 runs; with
/// runs, one more shuffle hands each lane the total before it); the chunk
/// totals go to shared memory (word q for chunk q = group * warps + warp,
/// a group being R consecutive slots), where thread q
/// scans the totals of its row's chunks, again by shuffles (up to 5 rounds;
/// a row's chunks sit in consecutive lanes), and each element combines its
/// row's earlier (later) chunks' total with its own value: at most 3
/// barriers instead of log2(extent), and none where a row is one chunk.
/// Where it does not apply (rows not a multiple of 32 or longer than 1024
/// elements, a tile smaller than the block, elements wider than 32 bits,
/// a warp-specialized region) returns nothing: the caller scans through
/// shared memory. The combines keep the order (earlier, later), so any
/// associative combiner works.
static std::optional<SmallVector<SmallVector<Value>>>
scanByWarps(TileLowering &l, Location loc, ValueRange srcs, int64_t axis,
            bool reverse, ScanCombine combineFn) {
  auto type = cast<RankedTensorType>(srcs.front().getType());
  int64_t n = type.getNumElements(), block = l.numThreads;
  int64_t extent = type.getDimSize(axis);
  int64_t run = l.runOf(type);
  if (axis != type.getRank() - 1 || l.partialBarriers() ||
      !llvm::isPowerOf2_64(block) || block < 32 || n % block ||
      !llvm::isPowerOf2_64(extent) || extent < 32 || extent > 32 * 32 * run)
    return std::nullopt;
  for (Value src : srcs) {
    Type elem = cast<RankedTensorType>(src.getType()).getElementType();
    if (!elem.isIntOrFloat() || elem.getIntOrFloatBitWidth() > 32 ||
        elem.getIntOrFloatBitWidth() < 8)
      return std::nullopt;
  }
  std::optional<Target> target = getEnclosingTarget(l.gpuModule);
  if (!target || !target->supports(Feature::ShflSync))
    return std::nullopt;
  recordFeatureUse(l.gpuModule, Feature::ShflSync);
  OpBuilder &b = l.b;
  size_t count = srcs.size();
  int64_t slots = n / block, warps = block / 32, chunkLen = 32 * run,
          chunks = n / chunkLen, perRow = std::max<int64_t>(1, extent / chunkLen),
          rowLanes = std::min<int64_t>(32, extent / run);
  SmallVector<SmallVector<Value>> cur(count);
  for (auto [i, src] : llvm::enumerate(srcs)) {
    l.ensureBlocked(loc, src);
    cur[i] = l.tiles[src];
  }
  auto cmp = [&](arith::CmpIPredicate pred, Value x, int64_t c) {
    return arith::CmpIOp::create(b, loc, pred, x, constI32(b, loc, c))
        .getResult();
  };
  auto andI = [&](Value x, int64_t c) {
    return arith::AndIOp::create(b, loc, x, constI32(b, loc, c)).getResult();
  };
  // A position among `width` lanes counted in the scan's direction.
  auto inOrder = [&](Value pos, int64_t width) {
    return reverse ? arith::SubIOp::create(b, loc, constI32(b, loc, width - 1),
                                           pos)
                         .getResult()
                   : pos;
  };
  // (earlier, later) in the scan's order, of this value and one d lanes
  // before it in that order.
  auto combineWith = [&](ArrayRef<Value> before, ArrayRef<Value> mine) {
    return reverse ? combineFn(mine, before) : combineFn(before, mine);
  };
  // Rounds of a Hillis-Steele scan over lanes: in round d the lanes whose
  // position (in the scan's order) is at least d combine the value d lanes
  // before them.
  auto scanLanes = [&](SmallVector<Value> &values, Value pos, int64_t width) {
    pos = inOrder(pos, width);
    for (int64_t d = 1; d < width; d *= 2) {
      Value has = cmp(arith::CmpIPredicate::sge, pos, d);
      SmallVector<Value> before;
      for (Value v : values)
        before.push_back(reverse ? shuffleDown(b, loc, v, d)
                                 : shuffleUp(b, loc, v, d));
      SmallVector<Value> combined = combineWith(before, values);
      for (size_t i = 0; i < values.size(); ++i)
        values[i] =
            arith::SelectOp::create(b, loc, has, combined[i], values[i]);
    }
  };
  Value lane = andI(l.tid, 31);
  // Slot j of group g: slot g * run + j. The last of a run in the scan's
  // order holds the run's total.
  auto slotOf = [&](int64_t g, int64_t j) { return g * run + j; };
  int64_t lastOfRun = reverse ? 0 : run - 1;
  auto valuesAt = [&](int64_t s) {
    SmallVector<Value> values;
    for (size_t i = 0; i < count; ++i)
      values.push_back(cur[i][s]);
    return values;
  };
  auto setAt = [&](int64_t s, ArrayRef<Value> values) {
    for (size_t i = 0; i < count; ++i)
      cur[i][s] = values[i];
  };
  for (int64_t g = 0; g < slots / run; ++g) {
    // The run, in the thread.
    for (int64_t k = 1; k < run; ++k) {
      int64_t j = reverse ? run - 1 - k : k, prev = reverse ? j + 1 : j - 1;
      setAt(slotOf(g, j),
            combineWith(valuesAt(slotOf(g, prev)), valuesAt(slotOf(g, j))));
    }
    // The run totals over the row's lanes.
    SmallVector<Value> totals = valuesAt(slotOf(g, lastOfRun));
    Value pos = andI(lane, rowLanes - 1);
    scanLanes(totals, pos, rowLanes);
    if (run == 1) {
      setAt(slotOf(g, 0), totals);
      continue;
    }
    // Each run after its row's first: the total of the lanes before it.
    Value later = cmp(arith::CmpIPredicate::sge, inOrder(pos, rowLanes), 1);
    SmallVector<Value> before;
    for (Value t : totals)
      before.push_back(reverse ? shuffleDown(b, loc, t, 1)
                               : shuffleUp(b, loc, t, 1));
    for (int64_t j = 0; j < run; ++j) {
      SmallVector<Value> mine = valuesAt(slotOf(g, j));
      SmallVector<Value> combined = combineWith(before, mine);
      for (size_t i = 0; i < count; ++i)
        cur[i][slotOf(g, j)] =
            arith::SelectOp::create(b, loc, later, combined[i], mine[i]);
    }
  }
  if (extent <= chunkLen)
    return cur;

  // Chunk totals: word q of each source's part of the buffer.
  Value buffer = l.sharedBase(loc, int64_t(count) * chunks * 4);
  SmallVector<Value> bases;
  for (size_t i = 0; i < count; ++i)
    bases.push_back(LLVM::GEPOp::create(
        b, loc, buffer.getType(), b.getI8Type(), buffer,
        ArrayRef<LLVM::GEPArg>{int32_t(i * chunks * 4)}));
  auto elemOf = [&](size_t i) {
    return cast<RankedTensorType>(srcs[i].getType()).getElementType();
  };
  Value warp = arith::ShRUIOp::create(b, loc, l.tid, constI32(b, loc, 5));
  auto chunkOf = [&](int64_t s) {
    int64_t g = s / run;
    return g ? arith::AddIOp::create(b, loc, warp,
                                     constI32(b, loc, g * warps))
                   .getResult()
             : warp;
  };
  l.barrier(loc); // earlier readers of the buffer are done
  // The chunk's total is in its last lane in the scan's order.
  l.ifThen(loc, cmp(arith::CmpIPredicate::eq, lane, reverse ? 0 : 31), [&] {
    for (int64_t g = 0; g < slots / run; ++g)
      for (size_t i = 0; i < count; ++i)
        l.storeShared(loc, bases[i], chunkOf(slotOf(g, 0)),
                      cur[i][slotOf(g, lastOfRun)]);
  });
  l.barrier(loc);
  // Thread q scans total q among its row's (in place: each word is read
  // and written by its own thread; the values meet in shuffles).
  for (int64_t first = 0; first < chunks; first += block) {
    Value q = first ? arith::AddIOp::create(b, loc, l.tid,
                                            constI32(b, loc, first))
                          .getResult()
                    : l.tid;
    Value inRange = chunks - first < block
                        ? cmp(arith::CmpIPredicate::slt, q, chunks)
                        : Value();
    Value word = inRange ? arith::SelectOp::create(b, loc, inRange, q,
                                                   constI32(b, loc, 0))
                               .getResult()
                         : q;
    SmallVector<Value> totals;
    for (size_t i = 0; i < count; ++i)
      totals.push_back(l.loadShared(loc, bases[i], word, elemOf(i)));
    scanLanes(totals, andI(q, perRow - 1), perRow);
    l.ifThen(loc, inRange, [&] {
      for (size_t i = 0; i < count; ++i)
        l.storeShared(loc, bases[i], word, totals[i]);
    });
  }
  l.barrier(loc);
  // Each element after its row's first chunk (in the scan's order): the
  // earlier chunks' total, then itself.
  for (int64_t s = 0; s < slots; ++s) {
    Value q = chunkOf(s);
    Value later =
        cmp(arith::CmpIPredicate::ne, andI(q, perRow - 1), reverse ? perRow - 1 : 0);
    Value prev = arith::SelectOp::create(
        b, loc, later,
        arith::AddIOp::create(b, loc, q, constI32(b, loc, reverse ? 1 : -1)),
        q);
    SmallVector<Value> before, mine;
    for (size_t i = 0; i < count; ++i) {
      before.push_back(l.loadShared(loc, bases[i], prev, elemOf(i)));
      mine.push_back(cur[i][s]);
    }
    SmallVector<Value> combined = combineWith(before, mine);
    for (size_t i = 0; i < count; ++i)
      cur[i][s] = arith::SelectOp::create(b, loc, later, combined[i], mine[i]);
  }
  return cur;
}

/// Inclusive scans of `srcs` (tiles of one shape) along `axis` (from the
/// end with `reverse`), Hillis-Steele: the tiles are staged back to back to
/// buffer A; in round k (k = 1, 2, 4, ... < extent) every element combines
/// the value 2^k before it along the axis (after it with `reverse`) with
/// its own, reading the previous round's buffer and writing the other one,
/// one barrier a round. Each thread keeps its own elements' values in
/// registers, so the last round writes nothing; replicated elements (tiles
/// smaller than the block) are computed and stored alike by every holder.
/// Returns each source's slots of the result. With `inShared`, the results
/// are also left in shared memory (one base per source, after a barrier)
/// for threads that need other elements of them.
static SmallVector<SmallVector<Value>>
scanThroughShared(TileLowering &l, Location loc, ValueRange srcs,
                  int64_t axis, bool reverse, ScanCombine combineFn,
                  SmallVector<Value> *inShared = nullptr) {
  OpBuilder &b = l.b;
  auto type = cast<RankedTensorType>(srcs.front().getType());
  int64_t extent = type.getDimSize(axis);
  int64_t stride = 1;
  for (int64_t d = axis + 1; d < type.getRank(); ++d)
    stride *= type.getDimSize(d);
  size_t n = srcs.size();
  int64_t slots = slotsPerThread(type, l.numThreads);
  if (auto byWarps = scanByWarps(l, loc, srcs, axis, reverse, combineFn)) {
    if (inShared) { // the results back to back, row-major
      int64_t offset = 0;
      l.barrier(loc); // the scan's readers of the buffer are done
      Value buffer = l.sharedBase(loc, 0);
      inShared->clear();
      for (auto [i, src] : llvm::enumerate(srcs)) {
        Type elem = cast<RankedTensorType>(src.getType()).getElementType();
        Value base = LLVM::GEPOp::create(
            b, loc, buffer.getType(), b.getI8Type(), buffer,
            ArrayRef<LLVM::GEPArg>{int32_t(offset)});
        inShared->push_back(base);
        for (int64_t s = 0; s < slots; ++s)
          l.storeShared(loc, base, l.linearIndex(loc, type, s),
                        (*byWarps)[i][s]);
        offset += llvm::alignTo(type.getNumElements() *
                                    storageBytes(elem),
                                16);
      }
      (void)l.sharedBase(loc, offset);
      l.barrier(loc);
    }
    return std::move(*byWarps);
  }
  SmallVector<SmallVector<Value>> cur(n);
  if (extent == 1) {
    for (auto [i, src] : llvm::enumerate(srcs)) {
      l.ensureBlocked(loc, src);
      cur[i] = l.tiles[src];
    }
    return cur;
  }
  int64_t total = 0; // buffer A; B follows it
  SmallVector<Value> from = l.stageAllToShared(loc, srcs, &total), to;
  (void)l.sharedBase(loc, 2 * total);
  for (Value base : from)
    to.push_back(LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(),
                                     base,
                                     ArrayRef<LLVM::GEPArg>{int32_t(total)}));
  auto elemOf = [&](size_t i) {
    return cast<RankedTensorType>(srcs[i].getType()).getElementType();
  };
  SmallVector<Value> lin, pos;
  for (int64_t s = 0; s < slots; ++s) {
    lin.push_back(l.linearIndex(loc, type, s));
    Value p = l.delinearize(loc, type, lin.back())[axis];
    if (reverse)
      p = arith::SubIOp::create(b, loc, constI32(b, loc, extent - 1), p);
    pos.push_back(p);
    for (size_t i = 0; i < n; ++i)
      cur[i].push_back(l.loadShared(loc, from[i], lin.back(), elemOf(i)));
  }
  auto storeAll = [&](ArrayRef<Value> bases) {
    for (int64_t s = 0; s < slots; ++s)
      for (size_t i = 0; i < n; ++i)
        l.storeShared(loc, bases[i], lin[s], cur[i][s]);
    l.barrier(loc);
  };
  for (int64_t k = 1; k < extent; k *= 2) {
    for (int64_t s = 0; s < slots; ++s) {
      Value has = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge,
                                        pos[s], constI32(b, loc, k));
      Value shift = constI32(b, loc, k * stride);
      Value other =
          reverse ? arith::AddIOp::create(b, loc, lin[s], shift).getResult()
                  : arith::SubIOp::create(b, loc, lin[s], shift).getResult();
      other = arith::SelectOp::create(b, loc, has, other, lin[s]);
      SmallVector<Value> before, mine;
      for (size_t i = 0; i < n; ++i) {
        before.push_back(l.loadShared(loc, from[i], other, elemOf(i)));
        mine.push_back(cur[i][s]);
      }
      SmallVector<Value> combined =
          reverse ? combineFn(mine, before) : combineFn(before, mine);
      for (size_t i = 0; i < n; ++i)
        cur[i][s] = arith::SelectOp::create(b, loc, has, combined[i], mine[i]);
    }
    if (2 * k >= extent)
      break; // the last round: the values stay in registers
    storeAll(to);
    std::swap(from, to);
  }
  if (inShared) {
    storeAll(to);
    *inShared = to;
  }
  return cur;
}

LogicalResult TileLowering::lowerScan(ScanOp op) {
  auto combineKind = [&](ArrayRef<Value> x, ArrayRef<Value> y) {
    return SmallVector<Value>{combine(b, op.getLoc(), op.getKind(), x[0], y[0])};
  };
  tiles[op.getResult()] =
      scanThroughShared(*this, op.getLoc(), op.getSrc(), op.getAxis(),
                        op.getReverse(), combineKind)
          .front();
  return success();
}

/// The combiner region of tile.associative_scan / associative_reduce,
/// lowered inline for one pair of elements (its scalar ops as any scalar
/// op of the kernel).
static SmallVector<Value> applyCombiner(TileLowering &l, Region &combiner,
                                        ArrayRef<Value> x, ArrayRef<Value> y,
                                        bool &failedOnce) {
  Block &body = combiner.front();
  size_t n = x.size();
  for (size_t i = 0; i < n; ++i) {
    l.scalars.map(body.getArgument(i), x[i]);
    l.scalars.map(body.getArgument(n + i), y[i]);
  }
  for (Operation &inner : body.without_terminator())
    if (failed(l.lowerOp(&inner))) {
      failedOnce = true;
      return SmallVector<Value>(x);
    }
  SmallVector<Value> out;
  for (Value v : cast<YieldOp>(body.getTerminator()).getValues())
    out.push_back(l.scalars.lookupOrDefault(v));
  return out;
}

LogicalResult TileLowering::lowerCombiner(Operation *op) {
  Location loc = op->getLoc();
  bool failedOnce = false;
  Region &region = op->getRegion(0);
  auto fn = [&](ArrayRef<Value> x, ArrayRef<Value> y) {
    return applyCombiner(*this, region, x, y, failedOnce);
  };
  if (auto scan = dyn_cast<AssociativeScanOp>(op)) {
    auto results = scanThroughShared(*this, loc, scan.getSrcs(),
                                     scan.getAxis(), scan.getReverse(), fn);
    for (auto [r, slots] : llvm::zip(scan.getResults(), results))
      tiles[r] = std::move(slots);
    return failure(failedOnce);
  }
  // A reduction is the last element of the scan along the axis.
  auto reduce = cast<AssociativeReduceOp>(op);
  auto type = cast<RankedTensorType>(reduce.getSrcs().front().getType());
  int64_t axis = reduce.getAxis(), extent = type.getDimSize(axis);
  SmallVector<Value> final;
  auto scanned = scanThroughShared(*this, loc, reduce.getSrcs(), axis,
                                   /*reverse=*/false, fn, &final);
  if (failedOnce)
    return failure();
  for (auto indexed : llvm::enumerate(reduce.getResults())) {
    size_t i = indexed.index();
    Value result = indexed.value();
    Type elem = cast<RankedTensorType>(reduce.getSrcs()[i].getType())
                    .getElementType();
    auto lastAt = [&](SmallVector<Value> multi) {
      multi.insert(multi.begin() + axis, constI32(b, loc, extent - 1));
      return loadShared(loc, final[i], linearize(loc, type, multi), elem);
    };
    auto resultType = dyn_cast<RankedTensorType>(result.getType());
    if (extent == 1) { // nothing to combine: the source, one axis fewer
      if (resultType)
        tiles[result] = std::move(scanned[i]);
      else
        scalars.map(result, scanned[i].front());
      continue;
    }
    if (!resultType) {
      scalars.map(result, lastAt({}));
      continue;
    }
    SmallVector<Value> elems;
    for (int64_t s = 0, e = slotsPerThread(resultType, numThreads); s < e; ++s)
      elems.push_back(
          lastAt(delinearize(loc, resultType, linearIndex(loc, resultType, s))));
    tiles[result] = std::move(elems);
  }
  return success();
}
