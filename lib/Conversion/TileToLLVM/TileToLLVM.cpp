//===- TileToLLVM.cpp - Distribute tile kernels over threads --------------===//
//
// Lowers every tile.kernel to an llvm.func (nvvm.kernel) inside one
// gpu.module. Tiles are distributed over the T threads of the block: element
// with row-major linear index l of an N-element tile is held by thread
// l mod T, in slot l / T. Each thread therefore holds P = ceil(N/T) elements
// (when N < T, threads t >= N replicate element t mod N, so every thread has
// exactly one slot; only an element's first holder stores it).
//
// Index tiles (tile.range, tile.splat, splat constants, tile.broadcast,
// tile.expand_dims and elementwise arithmetic on them) are recomputed at
// whatever index a layout-changing op needs; any other tile whose layout
// changes goes through shared memory.
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

namespace tile {
#define GEN_PASS_DEF_CONVERTTILETOLLVM
#include "TileDialect/Passes.h.inc"
} // namespace tile

using namespace mlir;
using namespace tile;
using namespace tile::lowering;

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
  return blockedSlots(numElements(type), numThreads);
}

int64_t tile::blockedLinear(int64_t n, int64_t threads, int64_t run,
                            int64_t tid, int64_t slot) {
  int64_t lin = ((slot / run) * threads + tid) * run + slot % run;
  return (n < threads || n % threads != 0) ? lin % n : lin;
}

bool tile::blockedSlotRepeats(int64_t n, int64_t threads, int64_t slot) {
  return n % threads != 0 && (slot + 1) * threads > n;
}

std::optional<LinearLayout> tile::blockedLayout(RankedTensorType type,
                                               unsigned numThreads,
                                               int64_t maxRun) {
  return LinearLayout::blocked(
      type.getShape(), numThreads,
      blockedRun(numElements(type), numThreads, maxRun));
}

namespace {
/// The integer constants of the kernel function lowerKernel is building
/// (constI32, IndexArith), one op per type and value at the start of its
/// entry block. A new arith.constant at each call (~2400 for the GEMM
/// example, whose lowered kernel kept 836 constants of 41 values) was
/// erased by this pass (the dead ones) or converted by tile-scalars-to-llvm
/// and then deduplicated and hoisted to that same entry block by the
/// canonicalizer; LLVM IR has constants as operands either way, so what is
/// emitted is the same.
struct IntConstants {
  Operation *func;
  Block *entry;
  llvm::DenseMap<std::pair<Type, int64_t>, Value> values;
};
thread_local IntConstants *activeIntConstants = nullptr;
} // namespace

/// `v` as an arith.constant of integer type `type`.
static Value constInt(OpBuilder &b, Location loc, Type type, int64_t v) {
  IntConstants *c = activeIntConstants;
  Block *block = b.getInsertionBlock();
  // Only where the constant dominates: inside the function (a region not
  // yet attached to it has no parent op there).
  if (c && block && block->getParentOp() &&
      c->func->isAncestor(block->getParentOp())) {
    Value &value = c->values[{type, v}];
    if (!value) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(c->entry);
      value = arith::ConstantIntOp::create(b, loc, type, v);
    }
    return value;
  }
  return arith::ConstantIntOp::create(b, loc, type, v);
}

Value tile::constI32(OpBuilder &b, Location loc, int64_t v) {
  return constInt(b, loc, b.getI32Type(), v);
}

Value IndexArith::c32(int64_t v) const { return constI32(b, loc, v); }
Value IndexArith::c64(uint64_t v) const {
  return constInt(b, loc, b.getI64Type(), int64_t(v));
}
Value IndexArith::add(Value x, Value y) const {
  return arith::AddIOp::create(b, loc, x, y);
}
/// `v` as a constant of `like`'s integer type (i32 indices, or i64 offsets
/// such as a 64-bit base plus element offsets).
static Value constLike(OpBuilder &b, Location loc, Value like, int64_t v) {
  return constInt(b, loc, like.getType(), v);
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

void TileLowering::barrier(Location loc) {
  if (turn)
    for (Block *at = b.getInsertionBlock(); at;
         at = at->getParentOp() ? at->getParentOp()->getBlock() : nullptr)
      if (at == turnBlock && !barrierInTurn) {
        barrierInTurn = true;
        barrierInTurnLoc = loc;
      }
  if (!barrierScope.threads) {
    NVVM::Barrier0Op::create(b, loc);
    return;
  }
  nv::BarSyncOp::create(b, loc, uint32_t(barrierScope.id), Value(),
                        b.getI32IntegerAttr(barrierScope.threads));
}


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
int64_t tile::lowering::vectorSlots(TileLowering &l, RankedTensorType type) {
  int64_t bytes = storageBytes(type.getElementType());
  return std::max<int64_t>(
      1, std::min<int64_t>({l.runOf(type), 16 / bytes, bytes == 2 ? 8 : 4}));
}

/// vectorSlots for shared memory: 1 for elements stored widened (i1).
static int64_t sharedRunSlots(TileLowering &l, RankedTensorType type) {
  Type elem = type.getElementType();
  return storageType(elem) != storageElementType(elem) ? 1
                                                        : vectorSlots(l, type);
}

/// `elems` (one type) stored to consecutive elements at `ptr` with one
/// vector store aligned to its size (which the caller guarantees).
void tile::lowering::storeVector(OpBuilder &b, Location loc, Value ptr,
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
      /*alignment=*/unsigned(elems.size() * storageBytes(elem)));
}

/// `n` consecutive elements of type `t` at `ptr`, with one vector load
/// aligned to its size (which the caller guarantees).
SmallVector<Value> tile::lowering::loadVector(OpBuilder &b, Location loc,
                                              Value ptr, Type t, int64_t n) {
  Value vec = LLVM::LoadOp::create(
      b, loc, VectorType::get({n}, t), ptr,
      /*alignment=*/unsigned(n * storageBytes(t)));
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
  // Index tiles only async copies read are evaluated chunk by chunk there,
  // never unrolled (TileLowering::lowerOp): not counted.
  llvm::DenseMap<Value, bool> copyEvaluated;
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
    bool unrolled = !recomputedWhereUsed(op, copyEvaluated);
    for (Type t : op->getResultTypes())
      if (auto ranked = dyn_cast<RankedTensorType>(t); ranked && unrolled)
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

int64_t tile::dynamicBufferOffset(KernelOp kernel) {
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

/// The layouts taken off the kernel being lowered (takeLayouts), for every
/// try of lowerKernel, and whether the lowering checks it holds values in
/// them (convert-tile-to-llvm{check-layouts}).
static thread_local const TakenLayouts *activeLayouts = nullptr;
static thread_local bool activeCheckLayouts = false;

namespace {
/// One lowering of a kernel: its function (in the gpu.module, or taken out
/// of it while another lowering is compared with it) and the lowering's
/// record of the shared memory it used.
struct LoweredKernel {
  OpBuilder b;
  TileLowering lowering;
  LLVM::LLVMFuncOp func;
  LoweredKernel(MLIRContext *ctx, unsigned numThreads)
      : b(ctx), lowering(b, numThreads) {}
  ~LoweredKernel() {
    if (func)
      func.erase();
  }
};
} // namespace

/// Lowers `kernel` into a function of `gpuModule`: with `spendShared`, dot
/// operands may stay staged once before their loops and rows padded; with
/// `prefetch`, DotPrefetch may copy operands ahead into rings that fit
/// `sharedBudget` (TileLowering::sharedBudget). Null after an error
/// (reported).
static std::unique_ptr<LoweredKernel>
lowerKernelOnce(KernelOp kernel, gpu::GPUModuleOp gpuModule, bool remarks,
                int64_t maxRun, bool spendShared, bool prefetch,
                int64_t sharedBudget) {
  MLIRContext *ctx = kernel.getContext();
  auto lowered = std::make_unique<LoweredKernel>(ctx, kernel.getNumThreads());
  OpBuilder &b = lowered->b;
  TileLowering &lowering = lowered->lowering;
  lowering.gpuModule = gpuModule;
  lowering.spendShared = spendShared;
  lowering.prefetch = prefetch;
  lowering.sharedBudget = sharedBudget;
  lowering.remarks = remarks;
  lowering.maxRun = kernelMaxRun(kernel, maxRun);
  lowering.layouts = activeLayouts;
  lowering.checkHeldLayouts = activeCheckLayouts;

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
  lowered->func = func;
  func->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(), b.getUnitAttr());
  func->setAttr(NVVM::NVVMDialect::getReqntidAttrName(),
                b.getDenseI32ArrayAttr({int32_t(launchThreads(kernel))}));
  // maxntid, minnctapersm, maxnreg, cluster shape, tensor-map parameters.
  if (failed(applyLaunchAttributes(kernel, func, gpuModule)))
    return nullptr;

  // The shared-memory buffer that layout changes go through.
  std::string smemName = (kernel.getSymName() + "_smem").str();
  lowering.smemSymbolName = smemName;

  Block *entry = func.addEntryBlock(b);
  b.setInsertionPointToStart(entry);
  IntConstants constants{func, entry,
                         llvm::DenseMap<std::pair<Type, int64_t>, Value>()};
  IntConstants *outerConstants = activeIntConstants;
  activeIntConstants = &constants;
  llvm::scope_exit restoreConstants(
      [&] { activeIntConstants = outerConstants; });
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
  if (!isa<ReturnOp>(body.getTerminator())) {
    kernel.emitOpError("body must end with tile.return");
    return nullptr;
  }
  if (failed(lowering.lowerBlock(body)))
    return nullptr;
  LLVM::ReturnOp::create(b, kernel.getLoc(), ValueRange{});
  return lowered;
}

/// Places the shared-memory buffer of the lowering kept, emits its
/// remarks, and leaves its function in the module.
static LogicalResult placeLoweredKernel(KernelOp kernel,
                                        gpu::GPUModuleOp gpuModule,
                                        LoweredKernel &chosen, bool remarks) {
  if (failed(placeSharedBuffer(kernel, chosen.func, gpuModule,
                               chosen.lowering, remarks)))
    return failure();
  for (auto &[loc, text] : chosen.lowering.pendingRemarks)
    emitRemark(loc) << text;
  chosen.func = nullptr; // stays in the module
  return success();
}

/// Lowers `kernel` once, spending shared memory on dot operands (staged
/// once before their loops, padded rows, DotPrefetch's rings); over the 48
/// KiB PTX allows statically, the buffer goes to dynamic shared memory. A
/// second lowering happens only where the first does not fit the target's
/// shared memory per block at all:
///
/// - with operands copied ahead (DotPrefetch's rings, which it leaves out
///   itself where they cannot fit beside what is staged before their loop:
///   TileLowering::sharedBudget): lowered once more without them where
///   what the loop stages after its rings does not fit (a remark says so);
/// - with dot operands kept staged across loops or rows padded: lowered once
///   more staging compactly in every iteration (an error if even that does
///   not fit).
static LogicalResult lowerKernel(KernelOp kernel, gpu::GPUModuleOp gpuModule,
                                 bool remarks, int64_t maxRun) {
  if (failed(checkTileBudget(kernel)))
    return failure();
  int64_t limit = sharedMemoryLimit(getEnclosingTarget(gpuModule));
  int64_t dynamicOffset = dynamicBufferOffset(kernel);
  std::unique_ptr<LoweredKernel> chosen =
      lowerKernelOnce(kernel, gpuModule, remarks, maxRun, /*spendShared=*/true,
                      /*prefetch=*/true, limit - dynamicOffset);
  if (!chosen)
    return failure();
  bool prefetch = true;
  if (chosen->lowering.smemBytes > kStaticSharedLimit &&
      chosen->lowering.prefetched) {
    if (dynamicOffset + chosen->lowering.smemBytes <= limit)
      return placeLoweredKernel(kernel, gpuModule, *chosen, remarks);
    int64_t prefetchBytes = chosen->lowering.smemBytes;
    chosen.reset();
    prefetch = false;
    chosen = lowerKernelOnce(kernel, gpuModule, remarks, maxRun,
                             /*spendShared=*/true, prefetch,
                             limit - dynamicOffset);
    if (!chosen)
      return failure();
    if (remarks) {
      InFlightDiagnostic remark = emitRemark(kernel.getLoc());
      remark << "dot operands copied ahead with cp.async (double-buffered "
                "rings) would need "
             << prefetchBytes << " bytes of shared memory";
      if (dynamicOffset)
        remark << " at offset " << dynamicOffset
               << ", after the kernel's smem_bytes region";
      remark << " (more than the target's " << limit
             << " per block): loaded in each iteration instead, not copied "
                "ahead (--pipeline-loads=1, pipeline_loads=1: copied ahead "
                "into one buffer each)";
    }
  }
  if (chosen->lowering.spentShared &&
      dynamicOffset + chosen->lowering.smemBytes > limit) {
    // More than the target holds: lowered once more, compactly (the same
    // symbol: the first lowering goes first).
    int64_t spentBytes = chosen->lowering.smemBytes;
    chosen.reset();
    chosen = lowerKernelOnce(kernel, gpuModule, remarks, maxRun,
                             /*spendShared=*/false, prefetch,
                             limit - dynamicOffset);
    if (!chosen)
      return failure();
    if (remarks)
      emitRemark(kernel.getLoc())
          << "dot operands staged once before their loops or with padded "
             "rows would need "
          << spentBytes << " bytes of shared memory (more than the target's "
          << limit << " per block): staged compactly in every iteration "
                      "instead";
  }
  return placeLoweredKernel(kernel, gpuModule, *chosen, remarks);
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
    // A loop tile-pipeline planned for tile-pipeline-loads that nothing
    // pipelined: lowered as it stands its dot would run unpipelined.
    // Likewise a kernel it planned a producer for that tile-warp-specialize
    // did not split: its copies would be issued by the computing warps.
    WalkResult unplanned = module.walk([&](Operation *op) {
      if (isa<scf::ForOp>(op) &&
          op->hasAttr(TileDialect::kPlannedStagesAttrName)) {
        op->emitOpError("carries tile-pipeline's plan for tile-pipeline-loads "
                        "('")
            << TileDialect::kPlannedStagesAttrName
            << "'), which did not run: run tile-pipeline-loads after "
               "tile-pipeline (tile-translate does), or drop the attribute "
               "to lower the loop unpipelined";
        return WalkResult::interrupt();
      }
      if (isa<KernelOp>(op) &&
          op->hasAttr(TileDialect::kPlannedProducerWarpsAttrName)) {
        op->emitOpError("carries tile-pipeline's plan for "
                        "tile-warp-specialize ('")
            << TileDialect::kPlannedProducerWarpsAttrName
            << "'), which did not run: run tile-warp-specialize=planned "
               "after tile-pipeline-loads (tile-translate does), or drop the "
               "attribute to keep the copies in the kernel's warps";
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (unplanned.wasInterrupted())
      return signalPassFailure();
    SmallVector<KernelOp> kernels(module.getOps<KernelOp>());
    if (kernels.empty())
      return;
    module->setAttr("gpu.container_module", UnitAttr::get(&getContext()));
    gpu::GPUModuleOp gpuModule = getOrCreateGpuModule(module);
    for (KernelOp kernel : kernels) {
      FailureOr<TakenLayouts> layouts = takeLayouts(kernel, maxRun);
      if (failed(layouts))
        return signalPassFailure();
      activeLayouts = &*layouts;
      activeCheckLayouts = checkLayouts;
      llvm::scope_exit clearLayouts([] {
        activeLayouts = nullptr;
        activeCheckLayouts = false;
      });
      if (failed(lowerKernel(kernel, gpuModule, remarks, maxRun)))
        return signalPassFailure();
      kernel.erase();
    }
    // tile.hint's promises have served (the scalar ops carried over keep
    // their attributes otherwise). The names are uniqued once, not per op
    // (removeAttr(StringRef) looked both up for each of the GEMM example's
    // ~5600 ops: 6M of its ~475M instructions); they are discardable
    // attributes (dialect-prefixed), never inherent ones.
    StringAttr hintNames[] = {
        StringAttr::get(&getContext(), TileDialect::kDivisibilityAttrName),
        StringAttr::get(&getContext(), TileDialect::kContiguityAttrName)};
    SmallVector<Operation *> ops;
    gpuModule.walk([&](Operation *op) {
      for (StringAttr name : hintNames)
        if (op->getDiscardableAttr(name))
          op->removeDiscardableAttr(name);
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
