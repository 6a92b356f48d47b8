//===- TileToLLVM.cpp - Distribute tile kernels over threads --------------===//
//
// Lowers every tile.kernel to an llvm.func (nvvm.kernel) inside one
// gpu.module. Tiles are distributed over the T threads of the block: element
// with row-major linear index l of an N-element tile is held by thread
// l mod T, in slot l / T. Each thread therefore holds P = ceil(N/T) elements
// (when N < T, threads t >= N replicate element t mod N, so every thread has
// exactly one slot; replicated stores write identical values).
//
// Index tiles (tile.range, tile.splat, splat constants, tile.broadcast,
// tile.expand_dims and elementwise arithmetic on them) are recomputed at
// whatever index a layout-changing op needs; any other tile whose layout
// changes goes through shared memory.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Conversion/TileToLLVM.h"
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

namespace tile {
#define GEN_PASS_DEF_CONVERTTILETOLLVM
#include "TileDialect/Passes.h.inc"
} // namespace tile

using namespace mlir;
using namespace tile;

//===----------------------------------------------------------------------===//
// Distribution helpers shared with the dot emitter
//===----------------------------------------------------------------------===//

int64_t tile::numElements(RankedTensorType type) {
  int64_t n = 1;
  for (int64_t d : type.getShape())
    n *= d;
  return n;
}

int64_t tile::slotsPerThread(RankedTensorType type, unsigned numThreads) {
  int64_t n = numElements(type);
  return n >= numThreads ? (n + numThreads - 1) / numThreads : 1;
}

int64_t tile::blockedRun(int64_t n, int64_t threads, int64_t maxRun) {
  int64_t run = 1;
  while (run * 2 <= maxRun && n % (threads * run * 2) == 0)
    run *= 2;
  return run;
}

int64_t tile::blockedLinear(int64_t n, int64_t threads, int64_t run,
                            int64_t tid, int64_t slot) {
  int64_t lin = ((slot / run) * threads + tid) * run + slot % run;
  return (n < threads || n % threads != 0) ? lin % n : lin;
}

Value tile::constI32(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
}

Value IndexArith::c32(int64_t v) const { return constI32(b, loc, v); }
Value IndexArith::c64(uint64_t v) const {
  return arith::ConstantIntOp::create(b, loc, b.getI64Type(), int64_t(v));
}
Value IndexArith::add(Value x, Value y) const {
  return arith::AddIOp::create(b, loc, x, y);
}
/// `v` as a constant of `like`'s integer type (i32 indices, or i64 offsets
/// such as a 64-bit base plus element offsets).
static Value constLike(OpBuilder &b, Location loc, Value like, int64_t v) {
  return arith::ConstantIntOp::create(b, loc, like.getType(), v);
}
Value IndexArith::add(Value x, int64_t y) const {
  return y ? add(x, constLike(b, loc, x, y)) : x;
}
Value IndexArith::mul(Value x, int64_t y) const {
  return y == 1 ? x
                : arith::MulIOp::create(b, loc, x, constLike(b, loc, x, y))
                      .getResult();
}
Value IndexArith::udiv(Value x, int64_t y) const {
  return y == 1 ? x
                : arith::DivUIOp::create(b, loc, x, constLike(b, loc, x, y))
                      .getResult();
}
Value IndexArith::urem(Value x, int64_t y) const {
  return arith::RemUIOp::create(b, loc, x, constLike(b, loc, x, y));
}
Value IndexArith::cmp(arith::CmpIPredicate pred, Value x, int64_t y) const {
  return arith::CmpIOp::create(b, loc, pred, x, constLike(b, loc, x, y));
}

Value TileLowering::linearIndex(Location loc, RankedTensorType type,
                                int64_t slot) {
  int64_t n = numElements(type), run = runOf(type);
  Value l = tid;
  if (run > 1) {
    // tid * run, once at the kernel's entry (where tid is).
    Value &scaled = tidTimesRun[run];
    if (!scaled) {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointAfterValue(tid);
      scaled = arith::MulIOp::create(b, tid.getLoc(), tid,
                                     constI32(b, tid.getLoc(), run));
    }
    l = scaled;
  }
  if (int64_t offset = (slot / run) * numThreads * run + slot % run)
    l = arith::AddIOp::create(b, loc, l, constI32(b, loc, offset));
  if (n < numThreads || n % numThreads != 0)
    l = arith::RemUIOp::create(b, loc, l, constI32(b, loc, n));
  return l;
}

SmallVector<Value> TileLowering::delinearize(Location loc,
                                             RankedTensorType type, Value l) {
  SmallVector<Value> idx(type.getRank());
  int64_t stride = 1;
  for (int64_t d = type.getRank() - 1; d >= 0; --d) {
    if (type.getDimSize(d) == 1) {
      idx[d] = constI32(b, loc, 0);
      continue;
    }
    Value v = l;
    if (stride != 1)
      v = arith::DivUIOp::create(b, loc, v, constI32(b, loc, stride));
    if (d != 0)
      v = arith::RemUIOp::create(b, loc, v,
                                 constI32(b, loc, type.getDimSize(d)));
    idx[d] = v;
    stride *= type.getDimSize(d);
  }
  return idx;
}

Value TileLowering::linearize(Location loc, RankedTensorType type,
                              ArrayRef<Value> idx) {
  Value l = constI32(b, loc, 0);
  int64_t stride = 1;
  for (int64_t d = type.getRank() - 1; d >= 0; --d) {
    Value term = idx[d];
    if (stride != 1)
      term = arith::MulIOp::create(b, loc, term, constI32(b, loc, stride));
    l = arith::AddIOp::create(b, loc, l, term);
    stride *= type.getDimSize(d);
  }
  return l;
}

TileLowering::Index TileLowering::ownedIndex(Location loc,
                                             RankedTensorType type,
                                             int64_t slot) {
  Index idx;
  idx.linear = linearIndex(loc, type, slot);
  idx.multi = delinearize(loc, type, idx.linear);
  idx.slot = slot;
  return idx;
}

Value TileLowering::sharedBase(Location loc, int64_t bytes) {
  if (sharedReserved + bytes > smemBytes) {
    smemBytes = sharedReserved + bytes;
    smemPeakLoc = loc;
  }
  Value addr = LLVM::AddressOfOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3),
      smemSymbolName);
  if (!sharedReserved)
    return addr;
  return LLVM::GEPOp::create(b, loc, addr.getType(), b.getI8Type(), addr,
                             ArrayRef<LLVM::GEPArg>{int32_t(sharedReserved)});
}

void tile::recordFeatureUse(Operation *gpuModule, Feature f) {
  MLIRContext *ctx = gpuModule->getContext();
  SmallVector<Attribute> names;
  if (auto existing = gpuModule->getAttrOfType<ArrayAttr>(
          TileDialect::kFeaturesAttrName))
    names.assign(existing.begin(), existing.end());
  auto name = StringAttr::get(ctx, featureName(f));
  if (!llvm::is_contained(names, name))
    names.push_back(name);
  gpuModule->setAttr(TileDialect::kFeaturesAttrName, ArrayAttr::get(ctx, names));
}

void TileLowering::barrier(Location loc) {
  if (!barrierScope.threads) {
    NVVM::Barrier0Op::create(b, loc);
    return;
  }
  nv::BarSyncOp::create(b, loc, uint32_t(barrierScope.id), Value(),
                        b.getI32IntegerAttr(barrierScope.threads));
}

static void storeFragmentAt(
    TileLowering &l, Location loc, Value base, ArrayRef<Value> regs,
    const FragmentLayout &layout,
    llvm::function_ref<Value(Value row, Value col)> index);
static void storeFragmentRowMajor(TileLowering &l, Location loc, Value base,
                                  RankedTensorType type, ArrayRef<Value> regs,
                                  const FragmentLayout &layout);

Type tile::storageElementType(Type t) {
  if (isa<FloatType>(t) && t.getIntOrFloatBitWidth() <= 8)
    return IntegerType::get(t.getContext(), 8);
  return t;
}

/// Shared memory stores i1 as i8.
static Type storageType(Type t) {
  t = storageElementType(t);
  return t.isInteger(1) ? IntegerType::get(t.getContext(), 8) : t;
}

int64_t TileLowering::storageBytes(Type t) {
  return std::max<int64_t>(1, storageType(t).getIntOrFloatBitWidth() / 8);
}

Value TileLowering::storeShared(Location loc, Value base, Value index,
                                Value v) {
  Type st = storageType(v.getType());
  // An 8-bit float scalar (a splat of an f8 constant or argument): its
  // bits; i1: widened.
  if (isa<FloatType>(v.getType()) && st != v.getType())
    v = arith::BitcastOp::create(b, loc, st, v);
  else if (st != v.getType())
    v = arith::ExtUIOp::create(b, loc, st, v);
  auto ptr = LLVM::GEPOp::create(b, loc, base.getType(), st, base,
                                 ArrayRef<LLVM::GEPArg>{index});
  LLVM::StoreOp::create(b, loc, v, ptr);
  return ptr;
}

Value TileLowering::loadShared(Location loc, Value base, Value index,
                               Type t) {
  Type st = storageType(t);
  auto ptr = LLVM::GEPOp::create(b, loc, base.getType(), st, base,
                                 ArrayRef<LLVM::GEPArg>{index});
  Value v = LLVM::LoadOp::create(b, loc, st, ptr);
  if (st != storageElementType(t))
    v = arith::TruncIOp::create(b, loc, t, v);
  return v;
}

/// How many consecutive slots of a tile of `type` one vector access moves,
/// global or shared: the run (TileLowering::runOf), at most 16 bytes and 4
/// elements (ld.global.v4; a longer run takes several; a warp's 16-byte
/// shared accesses are conflict-free, its runs of 4-byte ones would not
/// be), or 8 16-bit elements, packed in pairs into the 4 words of a
/// `.v4.b32` access (PTX has no `.v8.b16`).
static int64_t vectorSlots(TileLowering &l, RankedTensorType type) {
  int64_t bytes = TileLowering::storageBytes(type.getElementType());
  return std::max<int64_t>(
      1, std::min<int64_t>({l.runOf(type), 16 / bytes, bytes == 2 ? 8 : 4}));
}

/// The b32 words an inline-asm vector access of `n` elements of `bytes`
/// each moves its elements in, pairs packed low half first (8 16-bit
/// elements: 4 words), or 0 where it moves them as they are.
static int64_t packedWords(int64_t n, int64_t bytes) {
  return n > 4 && bytes == 2 ? n / 2 : 0;
}

/// Inline PTX declaring `words` b32 registers %tile_w0.. for packedWords.
static std::string packedRegisters(int64_t words) {
  return words ? ".reg .b32 %tile_w<" + std::to_string(words) + ">;\n"
               : std::string();
}

/// "{%tile_w0, %tile_w1, ...}".
static std::string packedList(int64_t words) {
  std::string list = "{";
  for (int64_t w = 0; w < words; ++w)
    list += (w ? ", %tile_w" : "%tile_w") + std::to_string(w);
  return list + "}";
}

/// vectorSlots for shared memory: 1 for elements stored widened (i1).
static int64_t sharedRunSlots(TileLowering &l, RankedTensorType type) {
  Type elem = type.getElementType();
  return storageType(elem) != storageElementType(elem) ? 1
                                                        : vectorSlots(l, type);
}

/// `elems` (one type) stored to consecutive elements at `ptr` with one
/// vector store aligned to its size (which the caller guarantees).
static void storeVector(OpBuilder &b, Location loc, Value ptr,
                        ArrayRef<Value> elems) {
  Type elem = elems[0].getType();
  Value vec = LLVM::PoisonOp::create(
      b, loc, VectorType::get({int64_t(elems.size())}, elem));
  for (auto [i, e] : llvm::enumerate(elems))
    vec = LLVM::InsertElementOp::create(
        b, loc, vec, e,
        arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(int32_t(i))));
  LLVM::StoreOp::create(
      b, loc, vec, ptr,
      /*alignment=*/unsigned(elems.size() * TileLowering::storageBytes(elem)));
}

/// `n` consecutive elements of type `t` at `ptr`, with one vector load
/// aligned to its size (which the caller guarantees).
static SmallVector<Value> loadVector(OpBuilder &b, Location loc, Value ptr,
                                     Type t, int64_t n) {
  Value vec = LLVM::LoadOp::create(
      b, loc, VectorType::get({n}, t), ptr,
      /*alignment=*/unsigned(n * TileLowering::storageBytes(t)));
  SmallVector<Value> elems;
  for (int64_t i = 0; i < n; ++i)
    elems.push_back(LLVM::ExtractElementOp::create(
        b, loc, vec,
        arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(int32_t(i)))));
  return elems;
}

void TileLowering::storeSharedBlocked(Location loc, Value base,
                                      RankedTensorType type,
                                      ArrayRef<Value> elems) {
  int64_t run = sharedRunSlots(*this, type);
  int64_t bytes = storageBytes(type.getElementType());
  for (int64_t s = 0, e = elems.size(); s < e; s += run) {
    if (run == 1) {
      storeShared(loc, base, linearIndex(loc, type, s), elems[s]);
      continue;
    }
    SmallVector<Value> group;
    for (Value v : elems.slice(s, run))
      group.push_back(storageElementType(v.getType()) != v.getType()
                          ? arith::BitcastOp::create(
                                b, loc, storageElementType(v.getType()), v)
                                .getResult()
                          : v);
    storeSharedRun(loc, base,
                   arith::MulIOp::create(b, loc, linearIndex(loc, type, s),
                                         constI32(b, loc, bytes)),
                   group);
  }
}

SmallVector<Value> TileLowering::loadSharedBlocked(Location loc, Value base,
                                                   RankedTensorType type) {
  int64_t run = sharedRunSlots(*this, type);
  Type elem = type.getElementType(), st = storageElementType(elem);
  int64_t bytes = storageBytes(elem);
  SmallVector<Value> out;
  for (int64_t s = 0, e = slotsPerThread(type, numThreads); s < e; s += run) {
    if (run == 1) {
      out.push_back(loadShared(loc, base, linearIndex(loc, type, s), elem));
      continue;
    }
    Value offset = arith::MulIOp::create(b, loc, linearIndex(loc, type, s),
                                         constI32(b, loc, bytes));
    Value ptr = LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(),
                                    base, ArrayRef<LLVM::GEPArg>{offset});
    llvm::append_range(out, loadVector(b, loc, ptr, st, run));
  }
  return out;
}

SmallVector<Value> TileLowering::stageAllToShared(Location loc,
                                                  ValueRange tileValues,
                                                  int64_t *totalBytes) {
  SmallVector<int64_t> offsets;
  int64_t total = 0;
  for (Value v : tileValues) {
    auto type = cast<RankedTensorType>(v.getType());
    offsets.push_back(total);
    total += llvm::alignTo(
        numElements(type) * storageBytes(type.getElementType()), 16);
  }
  if (totalBytes)
    *totalBytes = total;
  Value buffer = sharedBase(loc, total);
  barrier(loc); // earlier readers of the buffer are done
  SmallVector<Value> bases;
  for (auto [v, offset] : llvm::zip(tileValues, offsets)) {
    auto type = cast<RankedTensorType>(v.getType());
    Value base = buffer;
    if (offset)
      base = LLVM::GEPOp::create(b, loc, buffer.getType(), b.getI8Type(),
                                 buffer,
                                 ArrayRef<LLVM::GEPArg>{int32_t(offset)});
    // A transpose left for the dot (deferred): its source's elements at
    // the transposed positions (a coalesced load of K feeding Q K^T).
    if (deferred.count(v)) {
      Value src = v.getDefiningOp<TransOp>().getSrc();
      auto srcType = cast<RankedTensorType>(src.getType());
      int64_t rows = srcType.getDimSize(0);
      auto transposed = [&](Value row, Value col) {
        return arith::AddIOp::create(
            b, loc, arith::MulIOp::create(b, loc, col, constI32(b, loc, rows)),
            row);
      };
      if (const FragmentLayout *f = fragmentOf(src)) {
        storeFragmentAt(*this, loc, base, tiles[src], *f, transposed);
      } else {
        for (int64_t s = 0, e = tiles[src].size(); s < e; ++s) {
          SmallVector<Value> idx =
              delinearize(loc, srcType, linearIndex(loc, srcType, s));
          storeShared(loc, base, transposed(idx[0], idx[1]), tiles[src][s]);
        }
      }
      bases.push_back(base);
      continue;
    }
    const SmallVector<Value> &elems = tiles[v];
    if (const FragmentLayout *f = fragmentOf(v)) {
      storeFragmentRowMajor(*this, loc, base, type, elems, *f);
      bases.push_back(base);
      continue;
    }
    storeSharedBlocked(loc, base, type, elems);
    bases.push_back(base);
  }
  barrier(loc);
  return bases;
}

void TileLowering::forEachElement2D(
    Location loc, Value v, function_ref<void(Value, Value, Value)> fn) {
  auto type = cast<RankedTensorType>(v.getType());
  const SmallVector<Value> &elems = tiles[v];
  const FragmentLayout *f = fragmentOf(v);
  for (int64_t s = 0, e = elems.size(); s < e; ++s) {
    Value row, col;
    if (f) {
      std::tie(row, col) = f->position(s);
    } else {
      SmallVector<Value> idx =
          delinearize(loc, type, linearIndex(loc, type, s));
      row = idx[0], col = idx[1];
    }
    Value ok = f && f->valid ? f->valid(s) : Value();
    if (!ok) {
      fn(elems[s], row, col);
      continue;
    }
    auto ifOp = scf::IfOp::create(b, loc, ok, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    fn(elems[s], row, col);
  }
}

void TileLowering::forEachRun2D(
    Location loc, Value v, int64_t most,
    function_ref<void(ArrayRef<Value>, Value, Value)> fn) {
  auto type = cast<RankedTensorType>(v.getType());
  int64_t run = std::min(runOf(type), most);
  if (fragmentOf(v) || run <= 1 || type.getDimSize(1) % run) {
    forEachElement2D(loc, v, [&](Value elem, Value row, Value col) {
      fn(elem, row, col);
    });
    return;
  }
  const SmallVector<Value> &elems = tiles[v];
  for (int64_t s = 0, e = elems.size(); s < e; s += run) {
    SmallVector<Value> idx = delinearize(loc, type, linearIndex(loc, type, s));
    fn(ArrayRef<Value>(elems).slice(s, run), idx[0], idx[1]);
  }
}

void TileLowering::storeSharedRun(Location loc, Value base, Value offset,
                                  ArrayRef<Value> elems) {
  Value ptr = LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(), base,
                                  ArrayRef<LLVM::GEPArg>{offset});
  if (elems.size() == 1) {
    LLVM::StoreOp::create(b, loc, elems[0], ptr);
    return;
  }
  storeVector(b, loc, ptr, elems);
}

Value TileLowering::stageToShared(Location loc, Value tileValue) {
  return stageAllToShared(loc, tileValue).front();
}

//===----------------------------------------------------------------------===//
// Accumulator fragments
//===----------------------------------------------------------------------===//

const FragmentLayout *TileLowering::fragmentOf(Value v) const {
  auto it = fragments.find(v);
  return it == fragments.end() ? nullptr : &it->second;
}

void TileLowering::setFragment(Value v, SmallVector<Value> regs,
                               const FragmentLayout &layout) {
  tiles[v] = std::move(regs);
  fragments[v] = layout;
}

/// Row-major linear index of a fragment position in `type`: (row, col) of
/// a 2-D tile, or the row of a 1-D one (a row vector held by the rows of a
/// fragment, whose column is null).
static Value fragmentLinear(OpBuilder &b, Location loc, RankedTensorType type,
                            Value row, Value col) {
  if (type.getRank() == 1)
    return row;
  Value r =
      arith::MulIOp::create(b, loc, row, constI32(b, loc, type.getDimSize(1)));
  return arith::AddIOp::create(b, loc, r, col);
}

/// The index of a fragment position in `type` (see fragmentLinear).
static TileLowering::Index fragmentIndex(RankedTensorType type, Value row,
                                         Value col) {
  TileLowering::Index idx;
  idx.multi = {row};
  if (type.getRank() == 2)
    idx.multi.push_back(col);
  return idx;
}

/// Where `v` is a 2-D tile.broadcast of a row or column vector (an M x 1 or
/// 1 x N tile, or the tile.expand_dims of a 1-D one): that vector (the 1-D
/// tile where there is one) and whether element (i, j) of `v` is its
/// element i (else j). Null otherwise.
static std::pair<Value, bool> broadcastVector(Value v) {
  auto bc = v.getDefiningOp<BroadcastOp>();
  if (!bc || bc.getResult().getType().getRank() != 2)
    return {};
  Value src = bc.getSrc();
  ArrayRef<int64_t> shape = bc.getSrc().getType().getShape();
  if ((shape[0] == 1) == (shape[1] == 1))
    return {};
  bool byRow = shape[1] == 1;
  if (auto ed = src.getDefiningOp<ExpandDimsOp>())
    src = ed.getSrc();
  return {src, byRow};
}

std::optional<FragmentLayout> tile::rowsLayout(const FragmentLayout &f) {
  if (!f.numRowGroups)
    return std::nullopt;
  FragmentLayout rows;
  rows.key = f.rowsKey;
  rows.numSlots = f.numRowGroups;
  SmallVector<int64_t> first(f.numRowGroups, -1);
  for (int64_t s = 0; s < f.numSlots; ++s)
    if (first[f.rowGroup(s)] < 0)
      first[f.rowGroup(s)] = s;
  auto position = f.position;
  rows.position = [position, first](int64_t g) -> std::pair<Value, Value> {
    return {position(first[g]).first, Value()};
  };
  return rows;
}

/// Writes fragment registers to shared memory at `base`, slot s at element
/// index(row, col) of its position (each thread its own slots, where valid).
static void storeFragmentAt(
    TileLowering &l, Location loc, Value base, ArrayRef<Value> regs,
    const FragmentLayout &layout,
    llvm::function_ref<Value(Value row, Value col)> indexOf) {
  OpBuilder &b = l.b;
  for (int64_t s = 0; s < layout.numSlots; ++s) {
    auto [row, col] = layout.position(s);
    Value index = indexOf(row, col);
    Value ok = layout.valid ? layout.valid(s) : Value();
    if (!ok) {
      l.storeShared(loc, base, index, regs[s]);
      continue;
    }
    auto ifOp = scf::IfOp::create(b, loc, ok, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    l.storeShared(loc, base, index, regs[s]);
  }
}

/// Writes fragment registers to shared memory at `base` in row-major order.
static void storeFragmentRowMajor(TileLowering &l, Location loc, Value base,
                                  RankedTensorType type, ArrayRef<Value> regs,
                                  const FragmentLayout &layout) {
  storeFragmentAt(l, loc, base, regs, layout, [&](Value row, Value col) {
    return fragmentLinear(l.b, loc, type, row, col);
  });
}

SmallVector<Value> TileLowering::elementsInFragment(
    Location loc, Value v, const FragmentLayout &layout, Value stagedBase) {
  if (const FragmentLayout *own = fragmentOf(v)) {
    if (own->key == layout.key)
      return tiles[v];
    toBlocked(loc, v);
  }
  auto type = cast<RankedTensorType>(v.getType());
  SmallVector<Value> out;
  // Index tiles, and in a persistent loop vector loads read again at the
  // fragment's positions (an epilogue's bias: no block-wide staging).
  if (!stagedBase && (isRecomputable(v) || (gatherLoads && isGatherable(v)))) {
    for (int64_t s = 0; s < layout.numSlots; ++s) {
      auto [row, col] = layout.position(s);
      out.push_back(elementAt(v, fragmentIndex(type, row, col)));
    }
    return out;
  }
  // A row or column vector broadcast (attention's m[:, None]): the vector's
  // elements at the fragment's rows or columns, taken from a row reduction
  // of this layout where there is one, else read from the staged vector
  // (M or N elements instead of M x N).
  if (auto [vec, byRow] = broadcastVector(v); vec && !stagedBase) {
    const FragmentLayout *rows = fragmentOf(vec);
    if (byRow && layout.numRowGroups && rows &&
        rows->key == layout.rowsKey) {
      for (int64_t s = 0; s < layout.numSlots; ++s)
        out.push_back(tiles[vec][layout.rowGroup(s)]);
      return out;
    }
    ensureLowered(vec);
    toBlocked(loc, vec);
    Value base = stageToShared(loc, vec);
    Type elem = cast<RankedTensorType>(vec.getType()).getElementType();
    for (int64_t s = 0; s < layout.numSlots; ++s) {
      auto [row, col] = layout.position(s);
      out.push_back(loadShared(loc, base, byRow ? row : col, elem));
    }
    return out;
  }
  ensureLowered(v);
  Value base = stagedBase ? stagedBase : stageToShared(loc, v);
  for (int64_t s = 0; s < layout.numSlots; ++s) {
    auto [row, col] = layout.position(s);
    out.push_back(loadShared(loc, base, fragmentLinear(b, loc, type, row, col),
                             type.getElementType()));
  }
  return out;
}

SmallVector<Value> TileLowering::fragmentToBlocked(Location loc,
                                                   RankedTensorType type,
                                                   ArrayRef<Value> regs,
                                                   const FragmentLayout &layout,
                                                   int64_t offset,
                                                   Value buffer) {
  int64_t bytes = numElements(type) * storageBytes(type.getElementType());
  Value base = buffer ? buffer : sharedBase(loc, offset + bytes);
  if (offset)
    base = LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(), base,
                               ArrayRef<LLVM::GEPArg>{int32_t(offset)});
  storeFragmentRowMajor(*this, loc, base, type, regs, layout);
  barrier(loc);
  return loadSharedBlocked(loc, base, type);
}

void TileLowering::toBlocked(Location loc, Value v) {
  auto it = fragments.find(v);
  if (it == fragments.end())
    return;
  FragmentLayout layout = it->second;
  fragments.erase(it);
  barrier(loc); // earlier readers of the shared buffer are done
  auto type = cast<RankedTensorType>(v.getType());
  bool spare = spareShared.base &&
               numElements(type) * storageBytes(type.getElementType()) <=
                   spareShared.bytes;
  tiles[v] = fragmentToBlocked(loc, type, tiles[v], layout, /*offset=*/0,
                               spare ? spareShared.base : Value());
}

Value TileLowering::holdsSlot(Location loc, int64_t n, int64_t slot) {
  if (n % numThreads == 0)
    return Value();
  IndexArith a(b, loc);
  return a.cmp(arith::CmpIPredicate::ult, a.add(tid, slot * int64_t(numThreads)),
               n);
}

void TileLowering::ifThen(Location loc, Value cond, function_ref<void()> body) {
  if (!cond)
    return body();
  auto ifOp = scf::IfOp::create(b, loc, TypeRange{}, cond,
                                /*withElseRegion=*/false);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
  body();
}

//===----------------------------------------------------------------------===//
// Element evaluation
//===----------------------------------------------------------------------===//

/// Math ops tile lowers to PTX's approximate f32 instructions (ex2, lg2,
/// sin, cos, tanh .approx; tile-scalars-to-llvm), as CUDA's fast math and
/// Triton do; f16 and bf16 go through f32.
static bool isApproxMathOp(Operation *op) {
  return isa<math::ExpOp, math::Exp2Op, math::LogOp, math::Log2Op,
             math::SinOp, math::CosOp, math::TanhOp>(op);
}

/// Math ops that NVPTX selects without libdevice.
static bool isNativeMathOp(Operation *op) {
  return isa<math::AbsFOp, math::AbsIOp, math::SqrtOp, math::RsqrtOp,
             math::FmaOp, math::CeilOp, math::FloorOp, math::CopySignOp,
             math::RoundEvenOp, math::RoundOp, math::TruncOp>(op) ||
         isApproxMathOp(op);
}

/// Math ops tile lowers: natively, or as calls to libdevice (on f64 the
/// approximate ones too; libDeviceFunction).
static bool isSupportedMathOp(Operation *op) {
  return isNativeMathOp(op) ||
         !libDeviceFunction(op, Float32Type::get(op->getContext())).empty();
}

/// A float math op's element type is f16, bf16, f32 or f64 (8-bit floats
/// take no arithmetic); tanh uses tanh.approx.f32 where the target has it
/// (recorded on the gpu.module, which tile-scalars-to-llvm reads; elsewhere
/// it is computed from ex2).
static LogicalResult checkFloatMathOp(Operation *op, Operation *gpuModule) {
  Type type = getElementTypeOrSelf(op->getResult(0).getType());
  if (!isa<Float32Type, Float16Type, BFloat16Type, Float64Type>(type))
    return op->emitOpError("on ")
           << type << " is not supported: tile computes it in f32 "
           << "(f16 and bf16 through f32) or, for f64, with libdevice";
  if (isa<math::TanhOp>(op))
    if (std::optional<Target> target = getEnclosingTarget(gpuModule);
        target && target->supports(Feature::TanhApprox))
      recordFeatureUse(gpuModule, Feature::TanhApprox);
  return success();
}

static bool isElementwiseArith(Operation *op) {
  if (!op->hasTrait<OpTrait::Elementwise>() || op->getNumRegions() != 0)
    return false;
  if (isa<arith::ArithDialect>(op->getDialect()))
    return true;
  return isSupportedMathOp(op);
}

/// The cvt operand type of an 8-bit float ("e4m3x2", "e5m2x2"), or "".
static StringRef fp8CvtType(Type t) {
  if (isa<Float8E4M3FNType>(t))
    return "e4m3x2";
  if (isa<Float8E5M2Type>(t))
    return "e5m2x2";
  return {};
}

/// Whether `op` converts into an 8-bit float (arith.truncf) or out of one
/// (arith.extf): its elements are built by fp8ConvertElement.
static bool isFp8Convert(Operation *op) {
  if (auto t = dyn_cast<arith::TruncFOp>(op))
    return !fp8CvtType(getElementTypeOrSelf(t.getType())).empty();
  if (auto e = dyn_cast<arith::ExtFOp>(op))
    return !fp8CvtType(getElementTypeOrSelf(e.getIn().getType())).empty();
  return false;
}

/// Whether `op` is arith.extf out of f4E2M1FN (exact, in integer arithmetic
/// on any target: fp4ExtendElement).
static bool isFp4Extend(Operation *op) {
  auto e = dyn_cast<arith::ExtFOp>(op);
  return e && isa<Float4E2M1FNType>(getElementTypeOrSelf(e.getIn().getType()));
}

/// One e2m1 value (i8, the value in the low nibble: sign, 2 exponent bits,
/// 1 mantissa bit) as an f32 built bit by bit, then f16/bf16 (exact).
static Value fp4ExtendElement(OpBuilder &b, Location loc, Operation *op,
                              Value in) {
  IndexArith a(b, loc);
  Value x = arith::ExtUIOp::create(b, loc, b.getI32Type(), in);
  Value sign = arith::ShLIOp::create(
      b, loc, arith::AndIOp::create(b, loc, x, a.c32(8)), a.c32(28));
  Value exp = arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, x, a.c32(1)), a.c32(3));
  Value man = arith::AndIOp::create(b, loc, x, a.c32(1));
  // 2^(e-1) (1 + m/2): biased exponent e + 126, mantissa m at bit 22;
  // e = 0: m/2 (0.5 = 0x3F000000 or zero).
  Value normal = arith::OrIOp::create(
      b, loc,
      arith::ShLIOp::create(b, loc, a.add(exp, 126), a.c32(23)),
      arith::ShLIOp::create(b, loc, man, a.c32(22)));
  Value sub = arith::MulIOp::create(b, loc, man, a.c32(0x3F000000));
  Value bits = arith::OrIOp::create(
      b, loc, sign,
      arith::SelectOp::create(b, loc, a.cmp(arith::CmpIPredicate::eq, exp, 0),
                              sub, normal));
  Value f = arith::BitcastOp::create(b, loc, b.getF32Type(), bits);
  Type dst = getElementTypeOrSelf(op->getResult(0).getType());
  if (dst.isF32())
    return f;
  if (dst.getIntOrFloatBitWidth() > 32)
    return arith::ExtFOp::create(b, loc, dst, f);
  return arith::TruncFOp::create(b, loc, dst, f);
}

/// Whether `op` is arith.truncf into f4E2M1FN (fp4TruncateElement).
static bool isFp4Truncate(Operation *op) {
  auto t = dyn_cast<arith::TruncFOp>(op);
  return t && isa<Float4E2M1FNType>(getElementTypeOrSelf(t.getType()));
}

/// One value rounded to e2m1 (i8, the code in the low nibble), to nearest
/// with ties to the even code, saturating to +-6 (as cvt .satfinite), NaN
/// to +6: the magnitude's code counts the rounding boundaries it passes,
/// compared in the source type (all of them are exact in f16 and bf16),
/// and the sign bit is the source's.
static Value fp4TruncateElement(OpBuilder &b, Location loc, Value in) {
  auto ft = cast<FloatType>(in.getType());
  Type it = b.getIntegerType(ft.getWidth());
  // |in| with the sign bit cleared (arith only: the math dialect need not
  // be loaded in this context).
  Value mag = arith::BitcastOp::create(
      b, loc, ft,
      arith::AndIOp::create(
          b, loc, arith::BitcastOp::create(b, loc, it, in),
          arith::ConstantOp::create(
              b, loc,
              b.getIntegerAttr(it, APInt::getSignedMaxValue(ft.getWidth())))));
  Value code = arith::ConstantOp::create(b, loc, b.getI8IntegerAttr(0));
  // Midpoints between codes 0..7 (0, 0.5, 1, 1.5, 2, 3, 4, 6): a tie goes
  // up (>=) when the upper code is even, else stays (>).
  const std::pair<double, bool> bounds[] = {{0.25, false}, {0.75, true},
                                            {1.25, false}, {1.75, true},
                                            {2.5, false},  {3.5, true},
                                            {5.0, false}};
  for (auto [bound, up] : bounds) {
    Value t = arith::ConstantOp::create(b, loc, b.getFloatAttr(ft, bound));
    Value past = arith::CmpFOp::create(
        b, loc, up ? arith::CmpFPredicate::OGE : arith::CmpFPredicate::OGT,
        mag, t);
    code = arith::AddIOp::create(
        b, loc, code, arith::ExtUIOp::create(b, loc, b.getI8Type(), past));
  }
  Value nan = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, in, in);
  Value neg = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::slt,
      arith::BitcastOp::create(b, loc, it, in),
      arith::ConstantOp::create(b, loc, b.getIntegerAttr(it, 0)));
  Value sign = arith::SelectOp::create(
      b, loc, neg, arith::ConstantOp::create(b, loc, b.getI8IntegerAttr(8)),
      arith::ConstantOp::create(b, loc, b.getI8IntegerAttr(0)));
  Value signedCode = arith::OrIOp::create(b, loc, code, sign);
  return arith::SelectOp::create(
      b, loc, nan, arith::ConstantOp::create(b, loc, b.getI8IntegerAttr(7)),
      signedCode);
}

/// 8-bit float conversions and conversions out of and into e2m1, element
/// by element.
static bool isNarrowFloatConvert(Operation *op) {
  return isFp8Convert(op) || isFp4Extend(op) || isFp4Truncate(op);
}

static Value narrowFloatConvertElement(OpBuilder &b, Location loc,
                                       Operation *op, Value in);

/// One element of an 8-bit float conversion (PTX cvt, Feature::Fp8Convert).
/// Into e4m3/e5m2: from f32 (f16 and bf16 through f32, exactly), rounding
/// to nearest even and saturating to the finite range (.satfinite: +-448
/// for e4m3, +-57344 for e5m2); the result travels as its i8 storage.
/// Out of one: exactly, through f16 (every e4m3/e5m2 value is an f16 and a
/// bf16 value).
static Value fp8ConvertElement(OpBuilder &b, Location loc, Operation *op,
                               Value in) {
  auto inlineAsm = [&](Type result, Value operand, std::string text,
                       StringRef constraints) {
    return inlinePtx(b, loc, text, result, constraints, operand,
                     /*sideEffects=*/false);
  };
  if (auto t = dyn_cast<arith::TruncFOp>(op)) {
    Value x = in;
    if (!x.getType().isF32())
      x = arith::ExtFOp::create(b, loc, b.getF32Type(), x);
    // cvt.rn.satfinite.e4m3x2.f32 d, a, b puts a in the upper byte of d and
    // b in the lower one.
    StringRef cvt = fp8CvtType(getElementTypeOrSelf(t.getType()));
    Value pair = inlineAsm(b.getI16Type(), x,
                           ("{\n.reg .b32 %tile_z;\nmov.b32 %tile_z, 0f00000000;\n"
                            "cvt.rn.satfinite." + cvt + ".f32 $0, %tile_z, $1;\n}")
                               .str(),
                           "=h,f");
    return arith::TruncIOp::create(b, loc, b.getI8Type(), pair);
  }
  auto e = cast<arith::ExtFOp>(op);
  StringRef cvt = fp8CvtType(getElementTypeOrSelf(e.getIn().getType()));
  Value pair = arith::ExtUIOp::create(b, loc, b.getI16Type(), in);
  Value halves = inlineAsm(b.getI32Type(), pair,
                           ("cvt.rn.f16x2." + cvt + " $0, $1;").str(), "=r,h");
  Value h = arith::BitcastOp::create(
      b, loc, b.getF16Type(),
      arith::TruncIOp::create(b, loc, b.getI16Type(), halves));
  Type dst = getElementTypeOrSelf(e.getType());
  if (dst.isF16())
    return h;
  Value f = arith::ExtFOp::create(b, loc, b.getF32Type(), h);
  return dst.isF32() ? f : arith::TruncFOp::create(b, loc, dst, f).getResult();
}

static Value narrowFloatConvertElement(OpBuilder &b, Location loc,
                                       Operation *op, Value in) {
  if (isFp4Truncate(op))
    return fp4TruncateElement(b, loc, in);
  return isFp4Extend(op) ? fp4ExtendElement(b, loc, op, in)
                         : fp8ConvertElement(b, loc, op, in);
}

/// How deep an index expression may be to be recomputed at another index
/// (elementAt recurses through it); deeper ones go through shared memory
/// like any other data, which bounds the recursion of both functions.
static constexpr unsigned kMaxRecomputeDepth = 256;

/// Whether `op` (or an op nested in it) may write memory: ops without
/// memory-effect information count as writers.
static bool mayWrite(Operation *op) {
  if (auto effects = dyn_cast<MemoryEffectOpInterface>(op)) {
    if (effects.hasEffect<MemoryEffects::Write>())
      return true;
  } else if (!op->hasTrait<OpTrait::HasRecursiveMemoryEffects>()) {
    return true;
  }
  for (Region &region : op->getRegions())
    for (Operation &nested : region.getOps())
      if (mayWrite(&nested))
        return true;
  return false;
}

/// Whether the elements of `load` may be read again, at any index, where
/// they are used instead of where the load is: every op that uses its tile
/// (directly or through other tile ops) is in the load's block or nested
/// in an op of it, and no op between the load and the last of them may
/// write memory.
static bool loadIsStable(LoadOp load) {
  Block *block = load->getBlock();
  Operation *last = load;
  SmallVector<Value> work{load.getResult()};
  llvm::DenseSet<Value> seen{load.getResult()};
  while (!work.empty()) {
    Value v = work.pop_back_val();
    for (Operation *user : v.getUsers()) {
      Operation *at = block->findAncestorOpInBlock(*user);
      if (!at)
        return false;
      if (last->isBeforeInBlock(at))
        last = at;
      for (Value r : user->getResults())
        if (isa<RankedTensorType>(r.getType()) && seen.insert(r).second)
          work.push_back(r);
    }
  }
  for (Operation *op = load->getNextNode(); op && op != last;
       op = op->getNextNode())
    if (mayWrite(op))
      return false;
  return true;
}

static bool isRecomputableImpl(Value v, llvm::DenseMap<Value, bool> &memo,
                               unsigned depth, bool loads) {
  auto it = memo.find(v);
  if (it != memo.end())
    return it->second;
  bool result = false;
  Operation *def = v.getDefiningOp();
  if (!def || depth > kMaxRecomputeDepth) {
    result = false;
  } else if (isa<RangeOp, SplatOp>(def)) {
    result = true;
  } else if (auto c = dyn_cast<arith::ConstantOp>(def)) {
    auto dense = dyn_cast<DenseElementsAttr>(c.getValue());
    result = dense && dense.isSplat();
  } else if (isa<BroadcastOp, ExpandDimsOp, TransOp>(def)) {
    result = isRecomputableImpl(def->getOperand(0), memo, depth + 1, loads);
  } else if (isElementwiseArith(def)) {
    result = llvm::all_of(def->getOperands(), [&](Value o) {
      return !isa<RankedTensorType>(o.getType()) ||
             isRecomputableImpl(o, memo, depth + 1, loads);
    });
  } else if (auto load = dyn_cast<LoadOp>(def); load && loads) {
    // A vector (a bias, a per-row scale) loaded at index-tile offsets (and
    // mask): read element by element where it is needed. A thread of the
    // accumulator then loads one element per distinct row or column it
    // holds; a whole 2-D tile would be one load per accumulator element,
    // all live at once, so those go through shared memory.
    auto shape = load.getResult().getType().getShape();
    result = llvm::count_if(shape, [](int64_t d) { return d != 1; }) <= 1 &&
             isRecomputableImpl(load.getOffsets(), memo, depth + 1, false) &&
             (!load.getMask() ||
              isRecomputableImpl(load.getMask(), memo, depth + 1, false)) &&
             loadIsStable(load);
  }
  memo[v] = result;
  return result;
}

bool TileLowering::isRecomputable(Value v) {
  return isRecomputableImpl(v, recomputable, 0, /*loads=*/false);
}

bool TileLowering::isIndexTile(Value v) {
  llvm::DenseMap<Value, bool> memo;
  return isRecomputableImpl(v, memo, 0, /*loads=*/false);
}

bool TileLowering::isGatherable(Value v) {
  llvm::DenseMap<Value, bool> memo;
  return isRecomputableImpl(v, memo, 0, /*loads=*/true);
}

/// How far (in ops) the lowering's static look-ahead follows values to
/// decide what stays in tensor-core registers (chains of epilogue
/// arithmetic, row reductions and broadcasts); each walk is memoized.
static constexpr unsigned kMaxLookAhead = 256;

/// What an scf.for yields for `v`, its loop-carried argument or result
/// (null for any other value).
static Value yieldedFor(Value v) {
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
    if (!loop || arg.getArgNumber() == 0)
      return {};
    return loop.getBody()->getTerminator()->getOperand(arg.getArgNumber() - 1);
  }
  if (auto loop = v.getDefiningOp<scf::ForOp>())
    return loop.getBody()->getTerminator()->getOperand(
        cast<OpResult>(v).getResultNumber());
  return {};
}

static bool fromDotImpl(Value v, llvm::DenseMap<Value, bool> &memo,
                        unsigned depth) {
  if (depth > kMaxLookAhead)
    return false;
  if (auto it = memo.find(v); it != memo.end())
    return it->second;
  memo[v] = false; // in progress: a cycle of loop arguments alone is no dot
  bool result = false;
  if (Value yielded = yieldedFor(v)) {
    result = fromDotImpl(yielded, memo, depth + 1);
  } else if (Operation *def = v.getDefiningOp()) {
    if (isa<DotOp, DotScaledOp>(def))
      result = true;
    else
      result = isElementwiseArith(def) &&
               llvm::any_of(def->getOperands(), [&](Value o) {
                 return fromDotImpl(o, memo, depth + 1);
               });
  }
  memo[v] = result;
  return result;
}

/// Whether `v` is a dot's result, or elementwise arithmetic of one (through
/// the loops carrying it): the accumulator, which stays in its fragment
/// registers.
static bool fromDot(Value v) {
  llvm::DenseMap<Value, bool> memo;
  return fromDotImpl(v, memo, 0);
}

/// Whether `v` is a row vector a row reduction of a dot result leaves in
/// the fragment's rows (rowsLayout): the reduction, elementwise arithmetic
/// of such vectors and index tiles, and a loop-carried vector whose yielded
/// value is one (a loop argument being decided counts as one: attention's
/// running max m_i = max(m_i, rowmax(S))).
static bool fromRowReduce(Value v, llvm::DenseMap<Value, bool> &memo,
                          unsigned depth = 0) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || type.getRank() != 1 || depth > kMaxLookAhead)
    return false;
  if (auto it = memo.find(v); it != memo.end())
    return it->second;
  memo[v] = true; // optimistic for the loop-carried cycle
  bool result = false;
  if (Value yielded = yieldedFor(v)) {
    result = fromRowReduce(yielded, memo, depth + 1);
  } else if (Operation *def = v.getDefiningOp()) {
    if (auto r = dyn_cast<ReduceOp>(def))
      result = r.getAxis() == 1 && r.getSrc().getType().getRank() == 2 &&
               fromDot(r.getSrc());
    else if (isElementwiseArith(def) && def->getNumResults() == 1)
      result = llvm::any_of(def->getOperands(),
                            [&](Value o) {
                              return fromRowReduce(o, memo, depth + 1);
                            }) &&
               llvm::all_of(def->getOperands(), [&](Value o) {
                 return !isa<RankedTensorType>(o.getType()) ||
                        TileLowering::isIndexTile(o) ||
                        fromRowReduce(o, memo, depth + 1);
               });
  }
  memo[v] = result;
  return result;
}

static bool fromRowReduce(Value v) {
  llvm::DenseMap<Value, bool> memo;
  return fromRowReduce(v, memo);
}

/// Whether `bc`, the broadcast of a row or column vector, only feeds
/// elementwise arithmetic (in its block) with a dot result: its users read
/// it at the fragment's positions.
static bool broadcastsIntoFragment(BroadcastOp bc) {
  Value result = bc.getResult();
  if (!broadcastVector(result).first || result.use_empty())
    return false;
  return llvm::all_of(result.getUsers(), [&](Operation *user) {
    return user->getBlock() == bc->getBlock() && isElementwiseArith(user) &&
           llvm::any_of(user->getOperands(), [&](Value o) {
             return o != result && isa<RankedTensorType>(o.getType()) &&
                    fromDot(o);
           });
  });
}

/// Whether `ed` only feeds such broadcasts.
static bool broadcastsIntoFragment(ExpandDimsOp ed) {
  return !ed->use_empty() &&
         llvm::all_of(ed->getUsers(), [&](Operation *user) {
           auto bc = dyn_cast<BroadcastOp>(user);
           return bc && bc->getBlock() == ed->getBlock() &&
                  broadcastsIntoFragment(bc);
         });
}

static bool meetsRowVectorsImpl(Value v, llvm::DenseSet<Value> &seen,
                                unsigned depth) {
  if (depth > kMaxLookAhead || !seen.insert(v).second)
    return false;
  for (OpOperand &use : v.getUses()) {
    Operation *user = use.getOwner();
    if (auto r = dyn_cast<ReduceOp>(user); r && r.getAxis() == 1)
      return true;
    if (isa<scf::YieldOp>(user)) {
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

bool TileLowering::meetsRowVectors(Value v) {
  llvm::DenseSet<Value> seen;
  return meetsRowVectorsImpl(v, seen, 0);
}

/// Whether the gatherable tile `v` is used only where the epilogue combines
/// it with the accumulator (through relayouts and arithmetic of gatherable
/// tiles): its elements are then loaded at the fragment's positions there,
/// and never in the blocked distribution.
static bool feedsAccumulatorOnly(Value v, unsigned depth = 0) {
  if (v.use_empty() || depth > 16)
    return false;
  for (Operation *user : v.getUsers()) {
    if (isElementwiseArith(user) &&
        llvm::any_of(user->getOperands(),
                     [&](Value o) { return o != v && fromDot(o); }))
      continue;
    if (!isa<BroadcastOp, ExpandDimsOp, TransOp>(user) &&
        !isElementwiseArith(user))
      return false;
    if (user->getNumResults() != 1 ||
        !TileLowering::isGatherable(user->getResult(0)) ||
        !feedsAccumulatorOnly(user->getResult(0), depth + 1))
      return false;
  }
  return true;
}

bool TileLowering::loweredWhereUsed(Value v) {
  Operation *def = v.getDefiningOp();
  if (!gatherLoads || !def || isRecomputable(v))
    return false;
  return (isa<LoadOp, BroadcastOp, ExpandDimsOp, TransOp>(def) ||
          isElementwiseArith(def)) &&
         isGatherable(v) && feedsAccumulatorOnly(v);
}

namespace {
/// The elements recomputed by one top-level elementAt call, by value and
/// index: a DAG of index arithmetic (%a1 = addi %a0, %a0; %a2 = addi %a1,
/// %a1; ...) is then recomputed once per node, not once per path, which is
/// exponential. All of them are built at the same insertion point, so they
/// may be reused within the call.
using ElementKey = std::pair<std::pair<const void *, int64_t>,
                             SmallVector<const void *, 4>>;
using ElementMemo = std::map<ElementKey, Value>;
thread_local ElementMemo *activeElementMemo = nullptr;
} // namespace

static Value recomputeElement(TileLowering &l, Value v,
                              const TileLowering::Index &idx);

Value TileLowering::elementAt(Value v, const Index &idx) {
  if (idx.slot) {
    auto it = tiles.find(v);
    if (it != tiles.end())
      return it->second[*idx.slot];
  }
  std::optional<ElementMemo> own;
  if (!activeElementMemo)
    activeElementMemo = &own.emplace();
  llvm::scope_exit release([&] {
    if (own)
      activeElementMemo = nullptr;
  });
  ElementKey key{{v.getAsOpaquePointer(), idx.slot.value_or(-1)}, {}};
  for (Value m : idx.multi)
    key.second.push_back(m.getAsOpaquePointer());
  auto it = activeElementMemo->find(key);
  if (it != activeElementMemo->end())
    return it->second;
  Value result = recomputeElement(*this, v, idx);
  (*activeElementMemo)[key] = result;
  return result;
}

static Value recomputeElement(TileLowering &l, Value v,
                              const TileLowering::Index &idx) {
  OpBuilder &b = l.b;
  Operation *def = v.getDefiningOp();
  Location loc = def ? def->getLoc() : v.getLoc();
  if (auto range = dyn_cast_or_null<RangeOp>(def)) {
    if (range.getStart() == 0)
      return idx.multi[0];
    return arith::AddIOp::create(b, loc, idx.multi[0],
                                 constI32(b, loc, range.getStart()));
  }
  if (auto splat = dyn_cast_or_null<SplatOp>(def))
    return l.scalars.lookup(splat.getSrc());
  if (auto c = dyn_cast_or_null<arith::ConstantOp>(def)) {
    auto dense = cast<DenseElementsAttr>(c.getValue());
    Type elemType = dense.getElementType();
    if (storageElementType(elemType) != elemType)
      return arith::ConstantOp::create(
          b, loc,
          b.getIntegerAttr(
              storageElementType(elemType),
              dense.getSplatValue<APFloat>().bitcastToAPInt().zext(8)));
    return arith::ConstantOp::create(
        b, loc, cast<TypedAttr>(dense.getSplatValue<Attribute>()));
  }
  if (auto bc = dyn_cast_or_null<BroadcastOp>(def)) {
    auto srcType = bc.getSrc().getType();
    TileLowering::Index sub;
    for (int64_t d = 0; d < srcType.getRank(); ++d)
      sub.multi.push_back(srcType.getDimSize(d) == 1 ? constI32(b, loc, 0)
                                                     : idx.multi[d]);
    return l.elementAt(bc.getSrc(), sub);
  }
  if (auto ed = dyn_cast_or_null<ExpandDimsOp>(def)) {
    TileLowering::Index sub;
    sub.multi.assign(idx.multi.begin(), idx.multi.end());
    sub.multi.erase(sub.multi.begin() + ed.getAxis());
    return l.elementAt(ed.getSrc(), sub);
  }
  if (auto tr = dyn_cast_or_null<TransOp>(def)) {
    TileLowering::Index sub;
    sub.multi = {idx.multi[1], idx.multi[0]};
    return l.elementAt(tr.getSrc(), sub);
  }
  if (auto load = dyn_cast_or_null<LoadOp>(def)) // isGatherable
    return l.loadElement(load, idx);
  assert(def && isElementwiseArith(def) && "not a recomputable value");
  SmallVector<Value> operands;
  for (Value o : def->getOperands())
    operands.push_back(isa<RankedTensorType>(o.getType()) ? l.elementAt(o, idx)
                                                         : l.scalars.lookup(o));
  if (isNarrowFloatConvert(def))
    return narrowFloatConvertElement(b, loc, def, operands[0]);
  SmallVector<Type> resultTypes;
  for (Type t : def->getResultTypes())
    resultTypes.push_back(getElementTypeOrSelf(t));
  OperationState state(loc, def->getName(), operands, resultTypes,
                       def->getAttrs());
  Operation *scalarOp = b.create(state);
  return scalarOp->getResult(cast<OpResult>(v).getResultNumber());
}

//===----------------------------------------------------------------------===//
// Op lowering
//===----------------------------------------------------------------------===//

/// The tile.reduce whose result `bc` broadcasts back over the reduced axis
/// (tile.broadcast of tile.expand_dims along that axis, to the reduce's
/// source type), or null.
static ReduceOp reductionBroadcastBack(BroadcastOp bc) {
  auto ed = bc.getSrc().getDefiningOp<ExpandDimsOp>();
  auto r = ed ? ed.getSrc().getDefiningOp<ReduceOp>() : ReduceOp();
  if (!r || ed.getAxis() != r.getAxis() ||
      bc.getResult().getType() != r.getSrc().getType())
    return {};
  return r;
}

/// Whether `ed` feeds only such broadcasts (it need not be lowered).
static bool onlyBroadcastsBack(ExpandDimsOp ed) {
  return !ed->use_empty() && llvm::all_of(ed->getUsers(), [](Operation *u) {
    auto bc = dyn_cast<BroadcastOp>(u);
    return bc && reductionBroadcastBack(bc);
  });
}

LogicalResult TileLowering::materialize(Value result) {
  auto type = cast<RankedTensorType>(result.getType());
  SmallVector<Value> elems;
  for (int64_t s = 0, e = slotsPerThread(type, numThreads); s < e; ++s)
    elems.push_back(elementAt(result, ownedIndex(result.getLoc(), type, s)));
  tiles[result] = std::move(elems);
  return success();
}

LogicalResult TileLowering::lowerRelayout(Operation *op) {
  Value result = op->getResult(0);
  // A reduction broadcast back over its axis: the shuffle reduction left
  // each source slot's value in the thread that holds it.
  if (auto bc = dyn_cast<BroadcastOp>(op))
    if (ReduceOp r = reductionBroadcastBack(bc)) {
      auto it = reducedAtSource.find(r.getResult());
      if (it != reducedAtSource.end()) {
        tiles[result] = it->second;
        return success();
      }
    }
  if (auto ed = dyn_cast<ExpandDimsOp>(op))
    if (reducedAtSource.count(ed.getSrc()) && onlyBroadcastsBack(ed))
      return success();
  if (isRecomputable(op->getOperand(0)))
    return materialize(result);
  // The source lives in other threads: go through shared memory.
  Location loc = op->getLoc();
  Value src = op->getOperand(0);
  auto srcType = cast<RankedTensorType>(src.getType());
  auto resType = cast<RankedTensorType>(result.getType());
  Value base = stageToShared(loc, src);
  SmallVector<Value> elems;
  for (int64_t s = 0, e = slotsPerThread(resType, numThreads); s < e; ++s) {
    Index idx = ownedIndex(loc, resType, s);
    SmallVector<Value> srcIdx;
    if (auto ed = dyn_cast<ExpandDimsOp>(op)) {
      srcIdx.assign(idx.multi.begin(), idx.multi.end());
      srcIdx.erase(srcIdx.begin() + ed.getAxis());
    } else if (isa<TransOp>(op)) {
      srcIdx = {idx.multi[1], idx.multi[0]};
    } else {
      for (int64_t d = 0; d < srcType.getRank(); ++d)
        srcIdx.push_back(srcType.getDimSize(d) == 1 ? constI32(b, loc, 0)
                                                    : idx.multi[d]);
    }
    elems.push_back(loadShared(loc, base, linearize(loc, srcType, srcIdx),
                               srcType.getElementType()));
  }
  tiles[result] = std::move(elems);
  return success();
}

Value TileLowering::addressOf(Location loc, Value base, Type elemType,
                              Value offset) {
  return LLVM::GEPOp::create(b, loc, base.getType(), elemType, base,
                             ArrayRef<LLVM::GEPArg>{offset});
}

/// The PTX register class a scalar travels in through inline asm: 8- and
/// 16-bit values in .b16 ("h"), 32-bit in .b32 ("r"), 64-bit in .b64 ("l").
namespace {
struct AsmClass {
  IntegerType regType; ///< the integer type of the register
  StringRef memType;   ///< ld/st type suffix
  StringRef movType;   ///< mov type suffix
  StringRef constraint;
};
} // namespace

/// The st type suffix (8-bit values are stored as .b8).
static StringRef storeType(const AsmClass &c) {
  return c.memType == "u8" ? StringRef("b8") : c.memType;
}

static AsmClass asmClassOf(Type t) {
  MLIRContext *ctx = t.getContext();
  unsigned bits = t.getIntOrFloatBitWidth();
  if (bits <= 8)
    return {IntegerType::get(ctx, 16), "u8", "b16", "h"};
  if (bits == 16)
    return {IntegerType::get(ctx, 16), "b16", "b16", "h"};
  if (bits == 32)
    return {IntegerType::get(ctx, 32), "b32", "b32", "r"};
  return {IntegerType::get(ctx, 64), "b64", "b64", "l"};
}

/// `v` as the integer register of its class (floats by bit pattern).
static Value toAsmRegister(OpBuilder &b, Location loc, Value v) {
  AsmClass c = asmClassOf(v.getType());
  unsigned bits = v.getType().getIntOrFloatBitWidth();
  if (isa<FloatType>(v.getType()))
    v = arith::BitcastOp::create(b, loc, b.getIntegerType(bits), v);
  if (bits < c.regType.getWidth())
    v = arith::ExtUIOp::create(b, loc, c.regType, v);
  return v;
}

static Value fromAsmRegister(OpBuilder &b, Location loc, Value reg, Type t) {
  unsigned bits = t.getIntOrFloatBitWidth();
  if (bits < cast<IntegerType>(reg.getType()).getWidth())
    reg = arith::TruncIOp::create(b, loc, b.getIntegerType(bits), reg);
  if (isa<FloatType>(t))
    reg = arith::BitcastOp::create(b, loc, t, reg);
  return reg;
}

/// `elems` (one type) in one integer register, element k at bit k * width.
static Value packRegister(OpBuilder &b, Location loc, ArrayRef<Value> elems) {
  unsigned bits = elems.front().getType().getIntOrFloatBitWidth();
  Type reg = b.getIntegerType(bits * elems.size());
  Value packed;
  for (auto [k, elem] : llvm::enumerate(elems)) {
    Value v = elem;
    if (isa<FloatType>(v.getType()))
      v = arith::BitcastOp::create(b, loc, b.getIntegerType(bits), v);
    v = arith::ExtUIOp::create(b, loc, reg, v);
    if (k)
      v = arith::ShLIOp::create(
          b, loc, v,
          arith::ConstantOp::create(b, loc, b.getIntegerAttr(reg, k * bits)));
    packed = packed ? arith::OrIOp::create(b, loc, packed, v).getResult() : v;
  }
  return packed;
}

/// Element k of type `t` of a register packRegister built.
static Value unpackRegister(OpBuilder &b, Location loc, Value reg, int64_t k,
                            Type t) {
  unsigned bits = t.getIntOrFloatBitWidth();
  if (k)
    reg = arith::ShRUIOp::create(
        b, loc, reg,
        arith::ConstantOp::create(b, loc,
                                  b.getIntegerAttr(reg.getType(), k * bits)));
  reg = arith::TruncIOp::create(b, loc, b.getIntegerType(bits), reg);
  return isa<FloatType>(t) ? arith::BitcastOp::create(b, loc, t, reg) : reg;
}

/// tile.inline_asm: the assembly once per element this thread holds (once
/// per `pack` elements, packed into one integer register), its operands in
/// the registers their constraints name (integer registers by bit pattern,
/// 8-bit values zero-extended into 16-bit ones).
static LogicalResult lowerInlineAsm(TileLowering &l, InlineAsmOp op) {
  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  SmallVector<StringRef> entries;
  StringRef(op.getConstraints()).split(entries, ',');
  std::string constraints;
  SmallVector<char> letters; // one per result and operand
  for (StringRef e : entries) {
    e = e.trim();
    if (!constraints.empty())
      constraints += ",";
    if (e.starts_with("~{")) {
      constraints += e.str();
      continue;
    }
    bool output = e.consume_front("=");
    char letter = e[0] == 'c' ? 'h' : e[0];
    letters.push_back(letter);
    constraints += (output ? "=" : "") + std::string(1, letter);
  }
  auto isIntClass = [](char c) { return c == 'h' || c == 'r' || c == 'l'; };
  auto elemOf = [](Type t) { return getElementTypeOrSelf(t); };
  std::optional<RankedTensorType> shape;
  for (Value v : llvm::concat<Value>(op.getResults(), op.getArgs()))
    if (auto t = dyn_cast<RankedTensorType>(v.getType()))
      shape = t;
  for (Value a : op.getArgs())
    if (isa<RankedTensorType>(a.getType()))
      l.ensureBlocked(loc, a);
  size_t nres = op.getResults().size();
  int64_t pack = op.getPack();
  SmallVector<Type> regTypes;
  for (auto [i, r] : llvm::enumerate(op.getResults())) {
    Type t = elemOf(r.getType());
    regTypes.push_back(pack > 1 ? b.getIntegerType(pack *
                                                   t.getIntOrFloatBitWidth())
                       : isIntClass(letters[i]) ? Type(asmClassOf(t).regType)
                                                : t);
  }
  Type resultType =
      nres == 1 ? regTypes.front()
                : LLVM::LLVMStructType::getLiteral(b.getContext(), regTypes);
  SmallVector<SmallVector<Value>> results(nres);
  // Runs of `pack` slots (the last slot repeated to fill the last run).
  int64_t slots = slotsPerThread(*shape, l.numThreads);
  for (int64_t s = 0; s < slots; s += pack) {
    SmallVector<TileLowering::Index> idx;
    for (int64_t k = 0; k < pack; ++k)
      idx.push_back(l.ownedIndex(loc, *shape, std::min(s + k, slots - 1)));
    SmallVector<Value> operands;
    for (auto [i, a] : llvm::enumerate(op.getArgs())) {
      SmallVector<Value> elems;
      for (int64_t k = 0; k < pack; ++k)
        elems.push_back(isa<RankedTensorType>(a.getType())
                            ? l.elementAt(a, idx[k])
                            : l.scalars.lookup(a));
      Value v = elems.front();
      operands.push_back(pack > 1 ? packRegister(b, loc, elems)
                         : isIntClass(letters[nres + i])
                             ? toAsmRegister(b, loc, v)
                             : v);
    }
    auto asmOp = LLVM::InlineAsmOp::create(
        b, loc, resultType, operands, op.getAsmString(), constraints,
        /*has_side_effects=*/!op.getPure(), /*is_align_stack=*/false,
        LLVM::TailCallKind::None,
        LLVM::AsmDialectAttr::get(b.getContext(), LLVM::AsmDialect::AD_ATT),
        /*operand_attrs=*/ArrayAttr());
    for (size_t i = 0; i < nres; ++i) {
      Value reg = nres == 1 ? asmOp.getResult(0)
                            : LLVM::ExtractValueOp::create(
                                  b, loc, asmOp.getResult(0), int64_t(i))
                                  .getResult();
      Type t = elemOf(op.getResult(i).getType());
      if (pack > 1) {
        for (int64_t k = 0; k < pack && s + k < slots; ++k)
          results[i].push_back(unpackRegister(b, loc, reg, k, t));
        continue;
      }
      results[i].push_back(isIntClass(letters[i])
                               ? fromAsmRegister(b, loc, reg, t)
                               : reg);
    }
  }
  for (size_t i = 0; i < nres; ++i)
    l.tiles[op.getResult(i)] = std::move(results[i]);
  return success();
}

/// A masked element load as one predicated PTX load: no branch per
/// element (what LLVM would make of an scf.if), and `other` where the mask
/// is off. Nothing is read where the mask is off.
Value TileLowering::predicatedLoad(Location loc, Value ptr, Value mask,
                                   Value other) {
  Type t = other.getType();
  AsmClass c = asmClassOf(t);
  Value pred = arith::ExtUIOp::create(b, loc, b.getI32Type(), mask);
  std::string text = ("{\n.reg .pred %tile_p;\nsetp.ne.b32 %tile_p, $2, 0;\n"
                      "mov." + c.movType + " $0, $3;\n@%tile_p ld.global." +
                      c.memType + " $0, [$1];\n}")
                         .str();
  std::string constraints =
      ("=&" + c.constraint + ",l,r," + c.constraint).str();
  auto asmOp = LLVM::InlineAsmOp::create(
      b, loc, c.regType, ValueRange{ptr, pred, toAsmRegister(b, loc, other)},
      b.getStringAttr(text), b.getStringAttr(constraints),
      /*has_side_effects=*/nullptr, nullptr, LLVM::TailCallKindAttr(),
      LLVM::AsmDialectAttr(), ArrayAttr());
  return fromAsmRegister(b, loc, asmOp.getResult(0), t);
}

/// A masked element store as one predicated PTX store.
void TileLowering::predicatedStore(Location loc, Value ptr, Value mask,
                                   Value v) {
  AsmClass c = asmClassOf(v.getType());
  Value pred = arith::ExtUIOp::create(b, loc, b.getI32Type(), mask);
  std::string text = ("{\n.reg .pred %tile_p;\nsetp.ne.b32 %tile_p, $1, 0;\n"
                      "@%tile_p st.global." + storeType(c) +
                      " [$0], $2;\n}")
                         .str();
  std::string constraints = ("l,r," + c.constraint).str();
  LLVM::InlineAsmOp::create(
      b, loc, TypeRange{}, ValueRange{ptr, pred, toAsmRegister(b, loc, v)},
      b.getStringAttr(text), b.getStringAttr(constraints), b.getUnitAttr(),
      nullptr, LLVM::TailCallKindAttr(), LLVM::AsmDialectAttr(), ArrayAttr());
}

Value TileLowering::loadElement(LoadOp op, const Index &idx) {
  Location loc = op.getLoc();
  Type elemType =
      storageElementType(op.getResult().getType().getElementType());
  Value ptr = addressOf(loc, scalars.lookup(op.getBase()), elemType,
                        elementAt(op.getOffsets(), idx));
  if (!op.getMask())
    return LLVM::LoadOp::create(b, loc, elemType, ptr);
  Value other = op.getOther()
                    ? scalars.lookup(op.getOther())
                    : arith::ConstantOp::create(b, loc, b.getZeroAttr(elemType))
                          .getResult();
  return predicatedLoad(loc, ptr, elementAt(op.getMask(), idx), other);
}

TileLowering::VectorAccess
TileLowering::vectorAccess(Location loc, RankedTensorType type, Value base,
                           int64_t baseAlign, Type elemType, Value offsets,
                           Value mask, int64_t slot, int64_t vec) {
  IndexArith a(b, loc);
  VectorAccess v;
  int64_t last = type.getRank() - 1;
  // The slots lie in one row (runs start at multiples of vec); offsets
  // rising by one along it need no test, nor does a mask constant along it.
  bool inRow = type.getDimSize(last) % vec == 0;
  bool contiguous = inRow && indexTileContiguous(offsets, last, vec);
  v.contiguous = contiguous;
  // A mask the same within the run (constant along the row, or `offs < n`
  // with n a multiple of the run: maskUniform) is the first element's.
  bool rowMask = mask && inRow && maskUniform(mask, last, vec);
  SmallVector<Value> offs;
  for (int64_t i = 0; i < vec; ++i) {
    Index idx = ownedIndex(loc, type, slot + i);
    offs.push_back(elementAt(offsets, idx));
    v.ptrs.push_back(addressOf(loc, base, elemType, offs.back()));
    v.masks.push_back(mask ? (rowMask && i ? v.masks.front()
                                           : elementAt(mask, idx))
                           : Value());
  }
  // The first address is aligned where the base's alignment and the run's
  // first offsets say so (tile.divisibility), else tested.
  int64_t bytes = storageBytes(elemType);
  bool aligned = inRow && baseAlign >= vec * bytes &&
                 indexTileDivisor(offsets, last, vec) >= vec;
  vectorAccessTest(loc, v, offs, bytes, aligned, !mask || rowMask);
  return v;
}

void TileLowering::vectorAccessTest(Location loc, VectorAccess &v,
                                    ArrayRef<Value> offs, int64_t bytes,
                                    bool aligned, bool sameMask) {
  IndexArith a(b, loc);
  int64_t n = v.ptrs.size();
  if (!aligned) {
    Value addr = LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), v.ptrs[0]);
    v.fast = a.cmp(arith::CmpIPredicate::eq,
                   arith::AndIOp::create(b, loc, addr, a.c64(n * bytes - 1)),
                   0);
  }
  auto both = [&](Value x, Value y) {
    return x ? arith::AndIOp::create(b, loc, x, y).getResult() : y;
  };
  for (int64_t i = 0; i < n; ++i) {
    if (i && !v.contiguous)
      v.fast = both(v.fast, arith::CmpIOp::create(b, loc,
                                                  arith::CmpIPredicate::eq,
                                                  offs[i], a.add(offs[0], i)));
    if (v.masks[i] && (!sameMask || !i))
      v.fast = both(v.fast, v.masks[i]);
  }
  // Known aligned and contiguous under one mask (or none): the run is all
  // on or all off, one vector or nothing.
  if (!v.fast || (aligned && v.contiguous && sameMask))
    return; // no element-by-element path (slowMasks empty)
  Value slow = arith::XOrIOp::create(
      b, loc, v.fast, arith::ConstantOp::create(b, loc, b.getBoolAttr(true)));
  for (Value m : v.masks)
    v.slowMasks.push_back(m ? both(slow, m) : slow);
}

/// Inline-asm operands for the addresses of a vector access's elements:
/// the first address, and where the elements are not known to be
/// consecutive (`contiguous`) one more per element; element i's address in
/// the text as "[$k]" or "[$k+offset]". Keeps one 64-bit register per run
/// live instead of one per element where the offsets rise by one.
static SmallVector<std::string>
asmAddresses(ArrayRef<Value> ptrs, bool contiguous, int64_t bytes,
             SmallVectorImpl<Value> &operands, std::string &constraints,
             int64_t firstArg) {
  SmallVector<std::string> a;
  auto arg = [](int64_t i) { return "$" + std::to_string(i); };
  int64_t k = firstArg;
  for (auto [i, ptr] : llvm::enumerate(ptrs)) {
    if (i && contiguous) {
      a.push_back("[" + arg(firstArg) + "+" + std::to_string(i * bytes) + "]");
      continue;
    }
    a.push_back("[" + arg(k++) + "]");
    operands.push_back(ptr);
    constraints += ",l";
  }
  return a;
}

SmallVector<Value> TileLowering::vectorLoad(Location loc,
                                            const VectorAccess &v, Type t,
                                            Value other) {
  int64_t n = v.ptrs.size();
  if (!v.fast) // known aligned, contiguous and unmasked
    return loadVector(b, loc, v.ptrs[0], t, n);
  AsmClass c = asmClassOf(t);
  auto arg = [](int64_t i) { return "$" + std::to_string(i); };
  // Operands: $0 .. $n-1 the elements, $n fast, then the addresses
  // (asmAddresses), each element's slow mask and `other`.
  std::string constraints;
  for (int64_t i = 0; i < n; ++i)
    constraints += ("=&" + c.constraint + ",").str();
  constraints += "r";
  SmallVector<Value> operands{
      arith::ExtUIOp::create(b, loc, b.getI32Type(), v.fast)};
  SmallVector<std::string> addr =
      asmAddresses(v.ptrs, v.contiguous, storageBytes(t), operands,
                   constraints, n + 1);
  int64_t slowArg = n + 1 + int64_t(operands.size()) - 1;
  for (Value slow : v.slowMasks) {
    operands.push_back(arith::ExtUIOp::create(b, loc, b.getI32Type(), slow));
    constraints += ",r";
  }
  int64_t otherArg = slowArg + int64_t(v.slowMasks.size());
  if (other) {
    constraints += ("," + c.constraint).str();
    operands.push_back(toAsmRegister(b, loc, other));
  }
  std::string text = "{\n.reg .pred %tile_v, %tile_p;\n"
                     "setp.ne.b32 %tile_v, " + arg(n) + ", 0;\n";
  if (other)
    for (int64_t i = 0; i < n; ++i)
      text += ("mov." + c.movType + " " + arg(i) + ", " + arg(otherArg) +
               ";\n").str();
  if (int64_t words = packedWords(n, storageBytes(t))) {
    // Pairs packed in b32 words (low half first), unpacked where loaded.
    text += packedRegisters(words) + "@%tile_v ld.global.v" +
            std::to_string(words) + ".b32 " + packedList(words) + ", " +
            addr[0] + ";\n";
    for (int64_t w = 0; w < words; ++w)
      text += "@%tile_v mov.b32 {" + arg(2 * w) + ", " + arg(2 * w + 1) +
              "}, %tile_w" + std::to_string(w) + ";\n";
  } else {
    text += "@%tile_v ld.global.v" + std::to_string(n) + "." +
            c.memType.str() + " {";
    for (int64_t i = 0; i < n; ++i)
      text += (i ? ", " : "") + arg(i);
    text += "}, " + addr[0] + ";\n";
  }
  for (int64_t i = 0, e = v.slowMasks.size(); i < e; ++i)
    text += ("setp.ne.b32 %tile_p, " + arg(slowArg + i) +
             ", 0;\n@%tile_p ld.global." + c.memType + " " + arg(i) + ", " +
             addr[i] + ";\n")
                .str();
  text += "}";
  SmallVector<Type> regTypes(n, c.regType);
  auto asmOp = LLVM::InlineAsmOp::create(
      b, loc, LLVM::LLVMStructType::getLiteral(b.getContext(), regTypes),
      operands, b.getStringAttr(text), b.getStringAttr(constraints),
      /*has_side_effects=*/nullptr, nullptr, LLVM::TailCallKindAttr(),
      LLVM::AsmDialectAttr(), ArrayAttr());
  SmallVector<Value> elems;
  for (int64_t i = 0; i < n; ++i)
    elems.push_back(fromAsmRegister(
        b, loc,
        LLVM::ExtractValueOp::create(b, loc, asmOp.getResult(0), i), t));
  return elems;
}

LogicalResult TileLowering::lowerLoad(LoadOp op) {
  auto type = op.getResult().getType();
  if (op.getOther() && op.getMask() &&
      storageElementType(type.getElementType()) != type.getElementType())
    return op.emitOpError("'other' is not supported for 8-bit float tiles");
  if (loweredWhereUsed(op.getResult()))
    return success();
  Location loc = op.getLoc();
  Type elemType = storageElementType(type.getElementType());
  int64_t vec = vectorSlots(*this, type);
  SmallVector<Value> elems;
  for (int64_t s = 0, e = slotsPerThread(type, numThreads); s < e; s += vec) {
    if (vec == 1) {
      elems.push_back(loadElement(op, Index{{}, Value(), s}));
      continue;
    }
    VectorAccess v = vectorAccess(loc, type, scalars.lookup(op.getBase()),
                                  pointerAlignment(op.getBase()), elemType,
                                  op.getOffsets(), op.getMask(), s, vec);
    Value other;
    if (op.getMask())
      other = op.getOther() ? scalars.lookup(op.getOther())
                            : arith::ConstantOp::create(
                                  b, loc, b.getZeroAttr(elemType))
                                  .getResult();
    llvm::append_range(elems, vectorLoad(loc, v, elemType, other));
  }
  tiles[op.getResult()] = std::move(elems);
  return success();
}

bool TileLowering::canStoreFromFragment(Operation *user, Value v) {
  if (cast<RankedTensorType>(v.getType()).getRank() != 2)
    return false;
  // tile.store_box writes any layout into shared memory.
  if (auto box = dyn_cast<StoreBoxOp>(user))
    return box.getValue() == v;
  auto store = dyn_cast<StoreOp>(user);
  return store && store.getValue() == v && store.getOffsets() != v &&
         isIndexTile(store.getOffsets()) &&
         (!store.getMask() || isIndexTile(store.getMask()));
}

/// Whether `user` can take `v` in its fragment layout: a store from it, or
/// elementwise arithmetic whose other tile operands are index tiles (its
/// result then stays in the fragment too, e.g. an epilogue's scaling or
/// conversion to bf16).
bool TileLowering::takesFragment(Operation *user, Value v, bool loads) {
  if (canStoreFromFragment(user, v))
    return true;
  if (!loads) {
    // A row reduction (shuffles within the fragment's rows; staged from
    // the registers where the layout has no row structure).
    if (auto r = dyn_cast<ReduceOp>(user))
      return r.getSrc() == v && r.getAxis() == 1 &&
             r.getSrc().getType().getRank() == 2;
    // A row vector broadcast back into a fragment (read from its rows), or
    // carried by a loop in the fragment's rows.
    if (auto ed = dyn_cast<ExpandDimsOp>(user))
      return ed.getAxis() == 1 && broadcastsIntoFragment(ed);
    if (isa<scf::YieldOp>(user) && isa<scf::ForOp>(user->getParentOp()))
      return fromRowReduce(v);
    // A tensor-core dot of mma.sync or wgmma: its operands are staged to
    // shared memory from the registers, the accumulator used in them.
    if (auto dot = dyn_cast<DotOp>(user)) {
      std::optional<DotKind> kind = dot.getKind();
      return kind == DotKind::mma_sync || kind == DotKind::wgmma;
    }
  }
  if (!isElementwiseArith(user) || user->getNumResults() != 1 ||
      !isa<RankedTensorType>(user->getResult(0).getType()))
    return false;
  // The other operands: index tiles (recomputed at the fragment's
  // positions), and outside persistent epilogues row or column vectors
  // broadcast (read from the staged vector) and other dot results.
  return llvm::all_of(user->getOperands(), [&](Value o) {
    return o == v || !isa<RankedTensorType>(o.getType()) ||
           (loads ? isGatherable(o)
                  : isIndexTile(o) || broadcastVector(o).first || fromDot(o) ||
                        fromRowReduce(o));
  });
}

bool TileLowering::usersTakeFragment(Value v) {
  return !v.use_empty() && llvm::all_of(v.getUsers(), [&](Operation *user) {
    return takesFragment(user, v, gatherLoads);
  });
}

void TileLowering::keepFragmentIfUsersTakeIt(Location loc, Value v) {
  if (fragmentOf(v) && !usersTakeFragment(v))
    toBlocked(loc, v);
}

/// Whether the lowering of `op` (a tile.broadcast of a row or column
/// vector, or a tile.expand_dims feeding only such) waits for a user that
/// needs it in the blocked distribution: every user, in the same block, is
/// elementwise arithmetic with a dot result, which reads it at the
/// fragment's positions from the staged vector.
static bool defersToFragment(TileLowering &l, Operation *op) {
  if (l.gatherLoads || l.barrierScope.threads || op->getNumResults() != 1)
    return false;
  Value result = op->getResult(0);
  if (result.use_empty() || l.isRecomputable(result))
    return false;
  if (auto ed = dyn_cast<ExpandDimsOp>(op))
    return broadcastsIntoFragment(ed);
  auto bc = dyn_cast<BroadcastOp>(op);
  return bc && broadcastsIntoFragment(bc);
}

/// Whether `tr` only feeds operands A and B of mma.sync and wgmma dots in
/// its block (outside pipelined and persistent loops, which stage their
/// own operands): they stage its source at transposed positions, so the
/// transpose never goes through shared memory by itself.
static bool transposedInStaging(TransOp tr) {
  Operation *parent = tr->getParentOp();
  if (tr->use_empty() || tr.getResult().getType().getRank() != 2 ||
      parent->hasAttr(kPipelineAttrName) || parent->hasAttr(kPersistentAttrName))
    return false;
  return llvm::all_of(tr->getUses(), [&](OpOperand &use) {
    if (use.getOwner()->getBlock() != tr->getBlock())
      return false;
    // Operand B of a block-scaled mma.sync (its A and B are staged alike),
    // or of a tcgen05 one when it transposes packed FP4 bytes.
    if (auto scaled = dyn_cast<DotScaledOp>(use.getOwner()))
      return (scaled.getKind() == DotKind::block_scale ||
              (scaled.getKind() == DotKind::tcgen05 &&
               tr.getSrc().getDefiningOp<UnpackFp4Op>())) &&
             use.get() == scaled.getB() && use.get() != scaled.getA();
    auto dot = dyn_cast<DotOp>(use.getOwner());
    std::optional<DotKind> kind = dot ? dot.getKind() : std::nullopt;
    return dot && use.getOperandNumber() < 2 &&
           (kind == DotKind::mma_sync || kind == DotKind::wgmma);
  });
}

/// Whether `op` only feeds block-scaled dots (mma.sync or tcgen05) in its
/// block: as A, or as B through a transpose left for the dot
/// (transposedInStaging). The dot stages its packed bytes then (two e2m1
/// values per byte, K-major: the fragment registers' layout, and the
/// tensor core's), and the nibbles are never taken apart.
static bool unpackedInStaging(UnpackFp4Op op) {
  if (op->use_empty() || op.getResult().getType().getRank() != 2 ||
      op->getParentOp()->hasAttr(kPipelineAttrName) ||
      op->getParentOp()->hasAttr(kPersistentAttrName))
    return false;
  return llvm::all_of(op->getUses(), [&](OpOperand &use) {
    Operation *user = use.getOwner();
    if (user->getBlock() != op->getBlock())
      return false;
    if (auto scaled = dyn_cast<DotScaledOp>(user))
      return (scaled.getKind() == DotKind::block_scale ||
              scaled.getKind() == DotKind::tcgen05) &&
             use.get() == scaled.getA() && use.get() != scaled.getB();
    auto tr = dyn_cast<TransOp>(user);
    return tr && transposedInStaging(tr) &&
           llvm::all_of(tr->getUsers(),
                        [](Operation *u) { return isa<DotScaledOp>(u); });
  });
}

bool TileLowering::isDeferredTranspose(Value v) const {
  return deferred.count(v) && v.getDefiningOp<TransOp>();
}

bool TileLowering::isDeferredUnpack(Value v) const {
  return deferred.count(v) && v.getDefiningOp<UnpackFp4Op>();
}

void TileLowering::ensureLowered(Value v) {
  if (!deferred.erase(v))
    return;
  Operation *def = v.getDefiningOp();
  ensureLowered(def->getOperand(0));
  if (auto unpack = dyn_cast<UnpackFp4Op>(def))
    (void)lowerUnpackFp4(unpack);
  else
    (void)lowerRelayout(def);
}

/// Stores an accumulator from its fragment: each thread writes the elements
/// it holds where they belong, with no trip through shared memory. A run of
/// slots on consecutive columns (FragmentLayout::run) goes out as one vector
/// store (up to 16 bytes) when, at run time, its offsets are consecutive, the
/// first address is aligned to the vector and every element's mask is set;
/// otherwise element by element. Offsets that are affine in the column fold
/// the contiguity test away, leaving the alignment and mask tests.
LogicalResult TileLowering::storeFragment(StoreOp op,
                                          const FragmentLayout &layout) {
  Location loc = op.getLoc();
  Type elemType = storageElementType(op.getValue().getType().getElementType());
  int64_t bytes = storageBytes(elemType);
  Value base = scalars.lookup(op.getBase());
  const SmallVector<Value> &regs = tiles[op.getValue()];
  int64_t vec = 1;
  while (bytes >= 2 && vec * 2 <= std::min<int64_t>(layout.run, 4) &&
         vec * 2 * bytes <= 16 && layout.numSlots % (vec * 2) == 0)
    vec *= 2;
  // A run's vec columns start at a multiple of vec: its first address is
  // aligned, its offsets consecutive and its mask the same throughout
  // where the index arithmetic says so for such groups.
  bool aligned = vec > 1 && pointerAlignment(op.getBase()) >= vec * bytes &&
                 indexTileDivisor(op.getOffsets(), 1, vec) >= vec;
  bool contiguous = vec > 1 && indexTileContiguous(op.getOffsets(), 1, vec);
  bool uniformMask = vec > 1 && op.getMask() && !layout.valid &&
                     maskUniform(op.getMask(), 1, vec);
  for (int64_t s = 0; s < layout.numSlots; s += vec) {
    VectorAccess v;
    v.contiguous = contiguous;
    SmallVector<Value> offsets;
    for (int64_t i = 0; i < vec; ++i) {
      auto [row, col] = layout.position(s + i);
      Index idx;
      idx.multi = {row, col};
      offsets.push_back(elementAt(op.getOffsets(), idx));
      v.ptrs.push_back(addressOf(loc, base, elemType, offsets.back()));
      Value mask = op.getMask() ? (uniformMask && i ? v.masks.front()
                                                    : elementAt(op.getMask(), idx))
                                : Value();
      if (Value ok = layout.valid ? layout.valid(s + i) : Value())
        mask = mask ? arith::AndIOp::create(b, loc, mask, ok).getResult() : ok;
      v.masks.push_back(mask);
    }
    if (vec == 1) {
      if (v.masks[0])
        predicatedStore(loc, v.ptrs[0], v.masks[0], regs[s]);
      else
        LLVM::StoreOp::create(b, loc, regs[s], v.ptrs[0]);
      continue;
    }
    vectorAccessTest(loc, v, offsets, bytes, aligned,
                     !layout.valid && (!op.getMask() || uniformMask));
    vectorStore(loc, v.fast, v.ptrs, v.slowMasks,
                ArrayRef<Value>(regs).slice(s, vec), contiguous);
  }
  return success();
}

/// `values` to consecutive addresses from ptrs[0] with one st.global.vN when
/// `fast`, else value i to ptrs[i] where slowMasks[i] holds (all i1).
/// With `contiguous` the addresses are ptrs[0] + i elements.
void TileLowering::vectorStore(Location loc, Value fast, ArrayRef<Value> ptrs,
                               ArrayRef<Value> slowMasks,
                               ArrayRef<Value> values, bool contiguous) {
  int64_t n = values.size();
  if (!fast) // known aligned, contiguous and unmasked
    return storeVector(b, loc, ptrs[0], values);
  AsmClass c = asmClassOf(values[0].getType());
  auto arg = [](int64_t i) { return "$" + std::to_string(i); };
  // Operands: $0 fast, $1 .. $n the values, then the addresses
  // (asmAddresses) and each element's slow mask.
  std::string constraints = "r";
  SmallVector<Value> operands{arith::ExtUIOp::create(b, loc, b.getI32Type(), fast)};
  for (Value v : values) {
    operands.push_back(toAsmRegister(b, loc, v));
    constraints += ("," + c.constraint).str();
  }
  SmallVector<std::string> addr =
      asmAddresses(ptrs, contiguous, storageBytes(values[0].getType()),
                   operands, constraints, n + 1);
  int64_t slowArg = int64_t(operands.size());
  for (Value m : slowMasks) {
    operands.push_back(arith::ExtUIOp::create(b, loc, b.getI32Type(), m));
    constraints += ",r";
  }
  std::string text = "{\n.reg .pred %tile_v, %tile_p;\n"
                     "setp.ne.b32 %tile_v, $0, 0;\n";
  if (int64_t words = packedWords(n, storageBytes(values[0].getType()))) {
    // Pairs packed in b32 words, the lower address in the low half.
    text += packedRegisters(words);
    for (int64_t w = 0; w < words; ++w)
      text += "mov.b32 %tile_w" + std::to_string(w) + ", {" +
              arg(2 * w + 1) + ", " + arg(2 * w + 2) + "};\n";
    text += "@%tile_v st.global.v" + std::to_string(words) + ".b32 " +
            addr[0] + ", " + packedList(words) + ";\n";
  } else {
    text += "@%tile_v st.global.v" + std::to_string(n) + "." +
            storeType(c).str() + " " + addr[0] + ", {";
    for (int64_t i = 0; i < n; ++i)
      text += (i ? ", " : "") + arg(i + 1);
    text += "};\n";
  }
  for (int64_t i = 0, e = slowMasks.size(); i < e; ++i)
    text += "setp.ne.b32 %tile_p, " + arg(slowArg + i) +
            ", 0;\n@%tile_p st.global." + storeType(c).str() + " " +
            addr[i] + ", " + arg(i + 1) + ";\n";
  text += "}";
  LLVM::InlineAsmOp::create(b, loc, TypeRange{}, operands,
                            b.getStringAttr(text), b.getStringAttr(constraints),
                            b.getUnitAttr(), nullptr, LLVM::TailCallKindAttr(),
                            LLVM::AsmDialectAttr(), ArrayAttr());
}

LogicalResult TileLowering::lowerStore(StoreOp op) {
  Location loc = op.getLoc();
  if (const FragmentLayout *layout = fragmentOf(op.getValue())) {
    if (canStoreFromFragment(op, op.getValue()))
      return storeFragment(op, *layout);
    toBlocked(loc, op.getValue());
  }
  auto type = op.getValue().getType();
  Value base = scalars.lookup(op.getBase());
  if (int64_t vec = vectorSlots(*this, type); vec > 1) {
    Type elemType = storageElementType(type.getElementType());
    for (int64_t s = 0, e = slotsPerThread(type, numThreads); s < e;
         s += vec) {
      VectorAccess v =
          vectorAccess(loc, type, base, pointerAlignment(op.getBase()),
                       elemType, op.getOffsets(), op.getMask(), s, vec);
      SmallVector<Value> values;
      for (int64_t i = 0; i < vec; ++i)
        values.push_back(elementAt(op.getValue(), Index{{}, Value(), s + i}));
      vectorStore(loc, v.fast, v.ptrs, v.slowMasks, values, v.contiguous);
    }
    return success();
  }
  for (int64_t s = 0, e = slotsPerThread(type, numThreads); s < e; ++s) {
    Index idx{{}, Value(), s};
    Value ptr = addressOf(loc, base, storageElementType(type.getElementType()),
                          elementAt(op.getOffsets(), idx));
    Value v = elementAt(op.getValue(), idx);
    if (!op.getMask()) {
      LLVM::StoreOp::create(b, loc, v, ptr);
      continue;
    }
    predicatedStore(loc, ptr, elementAt(op.getMask(), idx), v);
  }
  return success();
}

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
  if (l.fragmentOf(op.getSrc()) || l.barrierScope.threads ||
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
  Value buffer = l.sharedBase(loc, m * parts * TileLowering::storageBytes(elem));
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
  if (axis != type.getRank() - 1 || l.barrierScope.threads ||
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
                                    TileLowering::storageBytes(elem),
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
  // An accumulator that the loop only feeds to one tensor-core dot and takes
  // back from it stays in the dot's fragment registers for the whole loop;
  // so does one rescaled on the way (attention's acc * alpha[:, None]): a
  // chain of single-use elementwise ops whose other operands the fragment
  // takes (index tiles, row or column vectors broadcast).
  auto yield = cast<scf::YieldOp>(op.getBody()->getTerminator());
  std::function<bool(Value, Value, unsigned)> chainFrom =
      [&](Value v, Value arg, unsigned depth) {
        if (v == arg)
          return true;
        Operation *def = v.getDefiningOp();
        if (!def || depth > kMaxLookAhead || def->getBlock() != op.getBody() ||
            !v.hasOneUse() || !isElementwiseArith(def) ||
            def->getNumResults() != 1)
          return false;
        int chained = 0;
        for (Value o : def->getOperands()) {
          if (!isa<RankedTensorType>(o.getType()) || isIndexTile(o) ||
              broadcastVector(o).first)
            continue;
          if (chained++ || !chainFrom(o, arg, depth + 1))
            return false;
        }
        return chained == 1;
      };
  SmallVector<std::optional<FragmentLayout>, 4> carried(op.getNumRegionIterArgs());
  for (auto [i, arg] : llvm::enumerate(op.getRegionIterArgs())) {
    Operation *dot = yield.getOperand(i).getDefiningOp();
    if (!isa_and_present<DotOp, DotScaledOp>(dot) ||
        dot->getBlock() != op.getBody() || !arg.hasOneUse() ||
        !dot->getResult(0).hasOneUse())
      continue;
    Value acc = isa<DotOp>(dot) ? cast<DotOp>(dot).getAcc()
                                : cast<DotScaledOp>(dot).getAcc();
    if (acc != arg && (!isa<DotOp>(dot) || !chainFrom(acc, arg, 0)))
      continue;
    carried[i] = dotFragmentLayout(*this, dot);
    if (carried[i])
      fragmentResults.insert(dot->getResult(0));
  }
  // Row vectors that a row reduction of a dot result in the body leaves in
  // the fragment's rows (attention's running max and sum) stay there
  // across the loop, where every use of the argument takes them so.
  llvm::DenseSet<Value> visited; // each walk below looks at a value once
  std::function<ReduceOp(Value, unsigned)> reductionOf =
      [&](Value v, unsigned depth) -> ReduceOp {
    Operation *def = v.getDefiningOp();
    if (!def || depth > kMaxLookAhead || def->getBlock() != op.getBody() ||
        !visited.insert(v).second)
      return {};
    if (auto r = dyn_cast<ReduceOp>(def))
      return r;
    if (!isElementwiseArith(def))
      return {};
    for (Value o : def->getOperands())
      if (ReduceOp r = reductionOf(o, depth + 1))
        return r;
    return {};
  };
  std::function<Operation *(Value, unsigned)> dotOf =
      [&](Value v, unsigned depth) -> Operation * {
    Operation *def = v.getDefiningOp();
    if (!def || depth > kMaxLookAhead || !visited.insert(v).second)
      return nullptr;
    if (isa<DotOp>(def))
      return def;
    if (!isElementwiseArith(def))
      return nullptr;
    for (Value o : def->getOperands())
      if (Operation *dot = dotOf(o, depth + 1))
        return dot;
    return nullptr;
  };
  for (auto [i, arg] : llvm::enumerate(op.getRegionIterArgs())) {
    Value yielded = yield.getOperand(i);
    if (carried[i] || !fromRowReduce(yielded) || !usersTakeFragment(arg))
      continue;
    visited.clear();
    ReduceOp r = reductionOf(yielded, 0);
    visited.clear();
    Operation *dot = r ? dotOf(r.getSrc(), 0) : nullptr;
    if (std::optional<FragmentLayout> f =
            dot ? dotFragmentLayout(*this, dot) : std::nullopt)
      carried[i] = rowsLayout(*f);
  }
  SmallVector<Value> inits;
  for (auto [i, init] : llvm::enumerate(op.getInitArgs())) {
    if (carried[i]) {
      llvm::append_range(inits, elementsInFragment(loc, init, *carried[i]));
      continue;
    }
    if (isa<RankedTensorType>(init.getType()))
      toBlocked(loc, init);
    llvm::append_range(inits, flatten(init));
  }
  // Binds tile values to their slice of `flat` (fragment or blocked).
  auto bind = [&](ValueRange original, ValueRange flat) {
    unsigned pos = 0;
    for (auto [i, v] : llvm::enumerate(original)) {
      if (carried[i]) {
        int64_t n = carried[i]->numSlots;
        setFragment(v, SmallVector<Value>(flat.slice(pos, n)), *carried[i]);
        pos += n;
      } else {
        unflatten(v, flat.slice(pos, flatTypes(v.getType()).size()));
        pos += flatTypes(v.getType()).size();
      }
    }
  };
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
    bind(op.getRegionIterArgs(), loop.getRegionIterArgs());
    if (prefetch)
      prefetch->beginIteration(loop.getInductionVar());
    if (failed(lowerBlock(*op.getBody())))
      return failure();
    SmallVector<Value> yielded;
    for (auto [i, v] : llvm::enumerate(yield.getOperands())) {
      if (carried[i]) {
        llvm::append_range(yielded,
                           elementsInFragment(yield.getLoc(), v, *carried[i]));
        continue;
      }
      if (isa<RankedTensorType>(v.getType()))
        toBlocked(yield.getLoc(), v);
      llvm::append_range(yielded, flatten(v));
    }
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
  bind(op.getResults(), loop.getResults());
  // A result stays in fragment form only if every user can take it so.
  for (Value result : op.getResults())
    keepFragmentIfUsersTakeIt(loc, result);
  return success();
}

LogicalResult TileLowering::lowerIf(scf::IfOp op) {
  auto ifOp = scf::IfOp::create(b, op.getLoc(), flatTypes(op.getResultTypes()),
                                scalars.lookup(op.getCondition()),
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
    scf::YieldOp::create(b, yield.getLoc(),
                         flattenBlocked(yield.getLoc(), yield.getOperands()));
  }
  unflatten(op.getResults(), ifOp.getResults());
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

/// A bitcast between different element types that are stored alike (an
/// 8-bit float and i8): no conversion, the same registers.
static bool isStorageBitcast(arith::BitcastOp cast) {
  Type from = getElementTypeOrSelf(cast.getIn().getType());
  Type to = getElementTypeOrSelf(cast.getType());
  return from != to && storageElementType(from) == storageElementType(to);
}

LogicalResult TileLowering::lowerOp(Operation *op) {
  Location loc = op->getLoc();
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
  if (auto tr = dyn_cast<TransOp>(op); tr && transposedInStaging(tr)) {
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
    const FragmentLayout *layout = nullptr;
    for (Value o : op->getOperands())
      if (const FragmentLayout *f = fragmentOf(o); f && !layout)
        layout = f;
    if (layout) {
      // In the first fragment operand's layout, slot by slot: the other
      // tile operands' elements at its positions (index tiles recomputed,
      // broadcast vectors read from their staged copy; takesFragment
      // expected no other kinds, elementsInFragment takes any).
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
    for (Value o : op->getOperands())
      ensureLowered(o);
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
    if (!skippedOps.contains(&op) && failed(lowerOp(&op)))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Kernel and pass
//===----------------------------------------------------------------------===//

static gpu::GPUModuleOp getOrCreateGpuModule(ModuleOp module) {
  for (auto gm : module.getOps<gpu::GPUModuleOp>())
    if (gm.getName() == "tile_kernels")
      return gm;
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  return gpu::GPUModuleOp::create(b, module.getLoc(), "tile_kernels");
}

/// Resource bounds of the distribution (docs/robustness.md). Every tile is
/// unrolled into ceil(N / T) scalars per thread, so an unbounded tile (say
/// tensor<1000000000xf32>) would emit billions of ops before any later
/// check could object; compile time grows faster than linearly in these.
static constexpr int64_t kMaxTileElementsPerThread = 256;
static constexpr int64_t kMaxKernelElementsPerThread = 8192;
/// lowerBlock/lowerIf/lowerFor recurse once per nested region.
static constexpr unsigned kMaxRegionDepth = 256;
/// Masked tile.load/tile.store elements per thread over a kernel. Each is a
/// predicated access with its own address arithmetic; before tile skipped
/// NVPTX's straight-line strength reduction (lib/Target/PTXEmitter.cpp),
/// llc time grew with the square of their number (1024: ~4 s, 2048: ~16 s).
/// 1024 now compile in ~0.3 s; the bound stays as a guard on code size.
static constexpr int64_t kMaxMaskedAccessesPerThread = 1024;

/// Rejects, before anything is emitted, what the lowering cannot handle:
/// regions nested deeper than it may recurse, tiles it cannot unroll
/// (dynamic or unranked shapes, empty tiles, tiles over the per-thread
/// bounds), and more masked accesses than LLVM compiles in a few seconds.
static LogicalResult checkTileBudget(KernelOp kernel) {
  llvm::DenseMap<Operation *, unsigned> depth;
  WalkResult deep = kernel.walk<WalkOrder::PreOrder>([&](Operation *op) {
    unsigned d = op == kernel ? 0 : depth.lookup(op->getParentOp()) + 1;
    depth[op] = d;
    if (d <= kMaxRegionDepth)
      return WalkResult::advance();
    op->emitOpError("is nested ")
        << d << " regions deep in its tile.kernel; the lowering allows at most "
        << kMaxRegionDepth;
    return WalkResult::interrupt();
  });
  if (deep.wasInterrupted())
    return failure();
  int64_t threads = kernel.getNumThreads();
  int64_t total = 0, masked = 0;
  WalkResult walk = kernel.walk([&](Operation *op) -> WalkResult {
    for (Type t : llvm::concat<Type>(op->getOperandTypes(),
                                     op->getResultTypes())) {
      auto tensor = dyn_cast<TensorType>(t);
      if (!tensor)
        continue;
      auto ranked = dyn_cast<RankedTensorType>(tensor);
      if (!ranked || !ranked.hasStaticShape()) {
        op->emitOpError("uses ")
            << t << "; tiles inside tile.kernel must be statically shaped";
        return WalkResult::interrupt();
      }
      int64_t n = 1;
      bool overflow = false;
      for (int64_t d : ranked.getShape())
        overflow |= llvm::MulOverflow(n, d, n);
      if (!overflow && n == 0) {
        // ceil(0 / T) slots would index it modulo 0 (urem by zero).
        op->emitOpError("uses a tile ")
            << t << " with no elements; tiles need at least one";
        return WalkResult::interrupt();
      }
      int64_t perThread = overflow ? -1 : (n + threads - 1) / threads;
      if (overflow || perThread > kMaxTileElementsPerThread) {
        InFlightDiagnostic diag = op->emitOpError("uses a tile ") << t;
        if (overflow)
          diag << " with more than 2^63 elements";
        else
          diag << " of " << n << " elements: " << perThread
               << " per thread with " << threads << " threads";
        diag << "; tile-translate unrolls tiles into registers and allows at "
                "most "
             << kMaxTileElementsPerThread
             << " elements per thread (use smaller tiles or more warps)";
        return WalkResult::interrupt();
      }
    }
    for (Type t : op->getResultTypes())
      if (auto ranked = dyn_cast<RankedTensorType>(t))
        total += std::max<int64_t>(1, (numElements(ranked) + threads - 1) /
                                          threads);
    Value maskedData;
    if (auto load = dyn_cast<LoadOp>(op); load && load.getMask())
      maskedData = load.getResult();
    else if (auto store = dyn_cast<StoreOp>(op); store && store.getMask())
      maskedData = store.getValue();
    if (maskedData) {
      masked += std::max<int64_t>(
          1, (numElements(cast<RankedTensorType>(maskedData.getType())) +
              threads - 1) /
                 threads);
      if (masked > kMaxMaskedAccessesPerThread) {
        op->emitOpError("brings the kernel to more than ")
            << kMaxMaskedAccessesPerThread
            << " masked global accesses per thread, tile's bound on the "
               "predicated accesses it unrolls (split the kernel or use "
               "smaller tiles)";
        return WalkResult::interrupt();
      }
    }
    if (total > kMaxKernelElementsPerThread) {
      op->emitOpError("brings the kernel's tiles to more than ")
          << kMaxKernelElementsPerThread
          << " elements per thread in total; tile-translate unrolls every "
             "tile into registers (split the kernel or use smaller tiles)";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

/// PTX allows at most this much static shared memory.
static constexpr int64_t kStaticSharedLimit = 48 * 1024;

/// Static plus dynamic shared memory of one block on `target` (without one:
/// the most of any target, what the smem_bytes verifier allows).
static int64_t sharedMemoryLimit(const std::optional<Target> &target) {
  return target ? int64_t(target->sharedMemoryPerBlock()) : 227 * 1024;
}

/// Where the layout-change buffer starts in dynamic shared memory: after
/// the kernel's own smem_bytes region, 128-aligned.
static int64_t dynamicBufferOffset(KernelOp kernel) {
  return llvm::alignTo(kernel.getSmemBytes().value_or(0), 128);
}

bool TileLowering::swizzleAtomsFit(Operation *op) {
  auto kernel = op->getParentOfType<KernelOp>();
  return kernel && dynamicBufferOffset(kernel) % 1024 == 0;
}

/// Places the buffer that layout changes and staged tiles go through
/// (`<kernel>_smem`, sized once the kernel is lowered). Up to 48 KiB it is a
/// static `.shared` array; above that (PTX allows no more statically) it
/// moves into dynamic shared memory after the kernel's own `smem_bytes`
/// region, the launch then needs `tile.dynamic_shared_bytes` bytes (the
/// kernel metadata's `dynamic_shared_bytes`). Either way static plus dynamic
/// must fit the target's shared memory per block.
static LogicalResult placeSharedBuffer(KernelOp kernel, LLVM::LLVMFuncOp func,
                                       gpu::GPUModuleOp gpuModule,
                                       TileLowering &lowering, bool remarks) {
  MLIRContext *ctx = kernel.getContext();
  int64_t bytes = lowering.smemBytes;
  int64_t region = kernel.getSmemBytes().value_or(0);
  std::optional<Target> target = getEnclosingTarget(gpuModule);
  int64_t limit = sharedMemoryLimit(target);
  if (region > limit)
    return kernel.emitOpError("smem_bytes is ")
           << region << "; " << (target ? target->name() : StringRef("a block"))
           << " has at most " << limit << " bytes of shared memory per block";
  if (!bytes)
    return success();
  bool dynamic = bytes > kStaticSharedLimit;
  int64_t offset = dynamic ? dynamicBufferOffset(kernel) : 0;
  // Not beside the dynamic region, but inside a cp.async ring (mma.sync or
  // wgmma; lowerAsyncCopyLoop records the largest):
  // the ring is free outside its loops, and the buffer's users are done
  // with it before the next op (barriers on both sides). Not when dot
  // operands stay staged across a loop (hoistedOperands), which could be
  // a loop around the ring's.
  bool inRing = false;
  if (offset + bytes + (dynamic ? 0 : region) > limit &&
      lowering.copyRing.bytes >= bytes && lowering.hoistedOperands.empty()) {
    dynamic = inRing = true;
    offset = lowering.copyRing.offset;
  }
  if (offset + bytes + (dynamic ? 0 : region) > limit) {
    InFlightDiagnostic d = kernel.emitOpError("needs ")
                           << bytes
                           << " bytes of shared memory for layout changes and "
                              "staged tiles";
    if (region)
      d << " besides its " << region << "-byte smem_bytes region";
    d << "; ";
    if (target)
      d << target->name();
    else
      d << "a block";
    d << " has at most " << limit
      << " bytes per block (use smaller tiles";
    if (region)
      d << " or fewer pipeline stages";
    d << ")";
    if (lowering.smemPeakLoc)
      d.attachNote(*lowering.smemPeakLoc)
          << "the largest use (" << bytes << " bytes) is here";
    return d;
  }
  OpBuilder gb = OpBuilder::atBlockBegin(gpuModule.getBody());
  auto i8 = IntegerType::get(ctx, 8);
  if (!dynamic) {
    LLVM::GlobalOp::create(gb, kernel.getLoc(),
                           LLVM::LLVMArrayType::get(i8, bytes),
                           /*isConstant=*/false, LLVM::Linkage::Internal,
                           lowering.smemSymbolName, Attribute(),
                           /*alignment=*/lowering.smemAlign, /*addrSpace=*/3);
    return success();
  }
  // The kernel's dynamic region (the same extern array its smem_bytes ops
  // address), `offset` bytes in.
  std::string name = userSmemSymbol(kernel.getSymName());
  if (!SymbolTable::lookupSymbolIn(gpuModule, name))
    LLVM::GlobalOp::create(gb, kernel.getLoc(),
                           LLVM::LLVMArrayType::get(i8, 0),
                           /*isConstant=*/false, LLVM::Linkage::External, name,
                           Attribute(), /*alignment=*/1024, /*addrSpace=*/3);
  SmallVector<LLVM::AddressOfOp> uses;
  func.walk([&](LLVM::AddressOfOp a) {
    if (a.getGlobalName() == lowering.smemSymbolName)
      uses.push_back(a);
  });
  for (LLVM::AddressOfOp a : uses) {
    OpBuilder b(a);
    Value base = LLVM::AddressOfOp::create(b, a.getLoc(), a.getType(), name);
    if (offset)
      base = LLVM::GEPOp::create(b, a.getLoc(), a.getType(), i8, base,
                                 ArrayRef<LLVM::GEPArg>{int32_t(offset)});
    a.replaceAllUsesWith(base);
    a.erase();
  }
  func->setAttr(TileDialect::kDynamicSharedBytesAttrName,
                IntegerAttr::get(IntegerType::get(ctx, 64),
                                 std::max(offset + bytes, region)));
  if (remarks && inRing) {
    emitRemark(lowering.smemPeakLoc ? *lowering.smemPeakLoc : kernel.getLoc())
        << "layout changes and staged tiles need " << bytes
        << " bytes of shared memory, which do not fit beside the kernel's "
        << region << "-byte dynamic region: they use the cp.async ring's "
        << "bytes [" << offset << ", " << offset + bytes
        << ") of it, free outside its loops";
    return success();
  }
  if (remarks)
    emitRemark(lowering.smemPeakLoc ? *lowering.smemPeakLoc : kernel.getLoc())
        << "layout changes and staged tiles need " << bytes
        << " bytes of shared memory, more than the 49152 PTX allows "
           "statically: they use dynamic shared memory at offset "
        << offset << " (launch with " << offset + bytes
        << " bytes of dynamic shared memory)";
  return success();
}

/// How much shared memory the lowering may spend on dot operands staged once
/// before their loops and on padded (conflict-free) rows.
enum class SharedPolicy {
  /// Spend it while the buffer stays static (48 KiB); over that, lower once
  /// more with Compact.
  Spend,
  /// Stage compactly in every iteration. When even that needs dynamic shared
  /// memory, the Spend version (`spentBytes`), if it fits the target, wins:
  /// the buffer is dynamic either way.
  Compact,
  /// Spend it, in dynamic shared memory (after Compact decided so).
  SpendDynamic,
};

/// The longest run of the kernel's blocked distribution: `maxRun`, or 1 in
/// kernels with tcgen05 dots, whose general lowering moves operands and
/// accumulators through shared memory in layouts padded for one element
/// per lane (runs would meet bank conflicts there; mma.sync and wgmma stage
/// a run with one vector store).
static int64_t kernelMaxRun(KernelOp kernel, int64_t maxRun) {
  WalkResult r = kernel.walk([](Operation *op) {
    std::optional<DotKind> kind;
    if (auto dot = dyn_cast<DotOp>(op))
      kind = dot.getKind();
    else if (auto scaled = dyn_cast<DotScaledOp>(op))
      kind = scaled.getKind();
    return kind == DotKind::tcgen05 ? WalkResult::interrupt()
                                    : WalkResult::advance();
  });
  return r.wasInterrupted() ? 1 : maxRun; // at least 1 (runOnOperation)
}

static LogicalResult lowerKernel(KernelOp kernel, gpu::GPUModuleOp gpuModule,
                                 bool remarks, int64_t maxRun,
                                 SharedPolicy policy = SharedPolicy::Spend,
                                 int64_t spentBytes = 0, bool prefetch = true) {
  bool spendShared = policy != SharedPolicy::Compact;
  if (failed(checkTileBudget(kernel)))
    return failure();
  MLIRContext *ctx = kernel.getContext();
  OpBuilder b(ctx);
  TileLowering lowering(b, kernel.getNumThreads());
  lowering.gpuModule = gpuModule;
  lowering.spendShared = spendShared;
  lowering.prefetch = prefetch;
  lowering.remarks = remarks;
  lowering.maxRun = kernelMaxRun(kernel, maxRun);

  SmallVector<Type> argTypes;
  for (auto [i, t] : llvm::enumerate(kernel.getArgumentTypes()))
    argTypes.push_back(
        kernelParamType(kernel, i,
                        t.isIndex() ? b.getI64Type()
                                    : lowering.convertScalarType(t)));
  b.setInsertionPointToEnd(gpuModule.getBody());
  auto funcType = LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx),
                                              argTypes);
  auto func = LLVM::LLVMFuncOp::create(b, kernel.getLoc(), kernel.getSymName(),
                                       funcType);
  func->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(), b.getUnitAttr());
  func->setAttr(NVVM::NVVMDialect::getReqntidAttrName(),
                b.getDenseI32ArrayAttr({int32_t(kernel.getNumThreads())}));
  // maxntid, minnctapersm, maxnreg, cluster shape, tensor-map parameters.
  if (failed(applyLaunchAttributes(kernel, func, gpuModule)))
    return failure();

  // The shared-memory buffer that layout changes go through.
  std::string smemName = (kernel.getSymName() + "_smem").str();
  lowering.smemSymbolName = smemName;

  Block *entry = func.addEntryBlock(b);
  b.setInsertionPointToStart(entry);
  lowering.tid = NVVM::ThreadIdXOp::create(b, kernel.getLoc(), b.getI32Type());
  for (auto [src, dst] :
       llvm::zip(kernel.getBody().front().getArguments(), entry->getArguments())) {
    // An index parameter is passed as a 64-bit integer.
    Value v = dst;
    if (src.getType().isIndex())
      v = arith::IndexCastOp::create(b, kernel.getLoc(), src.getType(), dst);
    lowering.scalars.map(src, v);
  }

  Block &body = kernel.getBody().front();
  if (!isa<ReturnOp>(body.getTerminator()))
    return kernel.emitOpError("body must end with tile.return");
  if (failed(lowering.lowerBlock(body)))
    return failure();
  LLVM::ReturnOp::create(b, kernel.getLoc(), ValueRange{});

  // Over the static limit with operands copied ahead (DotPrefetch's rings):
  // in dynamic shared memory where that fits the target, else once more
  // without them, before giving up the rest.
  if (policy == SharedPolicy::Spend && lowering.smemBytes > kStaticSharedLimit &&
      lowering.prefetched) {
    func.erase();
    if (dynamicBufferOffset(kernel) + lowering.smemBytes <=
        sharedMemoryLimit(getEnclosingTarget(gpuModule)))
      return lowerKernel(kernel, gpuModule, remarks, maxRun,
                         SharedPolicy::SpendDynamic, 0, prefetch);
    return lowerKernel(kernel, gpuModule, remarks, maxRun, SharedPolicy::Spend, 0,
                       /*prefetch=*/false);
  }
  // Over the static limit with dot operands kept staged across loops or rows
  // padded: once more without (compact staging, as before either).
  if (policy == SharedPolicy::Spend && lowering.smemBytes > kStaticSharedLimit &&
      lowering.spentShared) {
    func.erase();
    return lowerKernel(kernel, gpuModule, remarks, maxRun, SharedPolicy::Compact,
                       lowering.smemBytes, prefetch);
  }
  if (policy == SharedPolicy::Compact) {
    int64_t limit = sharedMemoryLimit(getEnclosingTarget(gpuModule));
    if (lowering.smemBytes > kStaticSharedLimit &&
        dynamicBufferOffset(kernel) + spentBytes <= limit) {
      func.erase();
      return lowerKernel(kernel, gpuModule, remarks, maxRun,
                         SharedPolicy::SpendDynamic, 0, prefetch);
    }
    if (remarks) {
      InFlightDiagnostic r = emitRemark(kernel.getLoc())
                             << "dot operands staged once before their loops "
                                "or with padded rows would need "
                             << spentBytes << " bytes of shared memory (";
      if (lowering.smemBytes > kStaticSharedLimit)
        r << "more than the target's " << limit << " per block";
      else
        r << "at most 49152 statically";
      r << "): staged compactly in every iteration instead";
    }
  }
  if (failed(placeSharedBuffer(kernel, func, gpuModule, lowering, remarks)))
    return failure();
  for (auto &[loc, text] : lowering.pendingRemarks)
    emitRemark(loc) << text;
  return success();
}

namespace {
struct ConvertTileToLLVMPass
    : tile::impl::ConvertTileToLLVMBase<ConvertTileToLLVMPass> {
  using ConvertTileToLLVMBase::ConvertTileToLLVMBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    tile::applyHints(module); // before matching index arithmetic
    if (maxRun < 1) {
      emitError(module.getLoc())
          << getArgument() << ": max-run is " << int64_t(maxRun)
                         << "; it is the most consecutive elements of a tile a "
                            "thread holds, 1 or more (1: element l in thread "
                            "l mod T)";
      return signalPassFailure();
    }
    // Kernels of a nested module (a file with two `module { }` blocks nests
    // both in an implicit one) would stay unlowered.
    WalkResult nested = module.walk([&](KernelOp kernel) {
      if (kernel->getParentOp() == module.getOperation())
        return WalkResult::advance();
      kernel.emitOpError("is inside a nested module, which ")
          << getArgument()
          << " does not lower (it lowers the kernels of the module it runs "
             "on): put all kernels in one top-level module (a file with "
             "several `module { }` blocks nests them in an implicit one)";
      return WalkResult::interrupt();
    });
    if (nested.wasInterrupted())
      return signalPassFailure();
    SmallVector<KernelOp> kernels(module.getOps<KernelOp>());
    if (kernels.empty())
      return;
    module->setAttr("gpu.container_module", UnitAttr::get(&getContext()));
    gpu::GPUModuleOp gpuModule = getOrCreateGpuModule(module);
    for (KernelOp kernel : kernels) {
      if (failed(lowerKernel(kernel, gpuModule, remarks, maxRun)))
        return signalPassFailure();
      kernel.erase();
    }
    // tile.hint's promises have served (the scalar ops carried over keep
    // their attributes otherwise).
    SmallVector<Operation *> ops;
    gpuModule.walk([&](Operation *op) {
      op->removeAttr(TileDialect::kDivisibilityAttrName);
      op->removeAttr(TileDialect::kContiguityAttrName);
      ops.push_back(op);
    });
    // The lowering builds every element's indices and masks; those no
    // access used (proven uniform, folded into a vector access) are dead.
    // Dropping them here, users before definitions, spares the scalar
    // conversion two thirds of its ops (the canonicalizer after it would
    // erase them anyway).
    for (Operation *op : llvm::reverse(ops))
      if (op->getNumRegions() == 0 && isOpTriviallyDead(op))
        op->erase();
  }
};
} // namespace
