//===- Buffers.cpp - shared-memory buffers and async copies ----------------===//
//
// Lowers the buffer ops (include/TileDialect/TileBuffers.td) where
// tile-allocate-shared placed them: a buffer is its bytes of the kernel's
// smem_bytes region, an element is where its #tile.shared layout puts it,
// and each thread moves the elements it holds in the blocked distribution.
// Nothing is decided here.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/BufferReads.h"
#include "TileDialect/Analysis/IndexTiles.h"
#include "TileDialect/Analysis/Tcgen05Plan.h"
#include "TileDialect/Conversion/ChunkCopy.h"
#include "TileDialect/Conversion/DotEmitter.h"
#include "TileDialect/Conversion/HopperOps.h"
#include "TileDialect/Conversion/TileToLLVM.h"
#include "TileDialect/NV/NVSyncOps.h"
#include "TileDialect/Target/ModuleTarget.h"
#include "TileDialect/TileOps.h"
#include "TileToLLVMHelpers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <numeric>

using namespace mlir;
using namespace tile;
using namespace tile::lowering;

bool tile::lowering::isBufferOp(Operation *op) {
  return isa<BufferAllocOp, BufferStageOp, BufferStoreOp, BufferLoadOp,
             AsyncCopyOp, AsyncCommitOp, AsyncWaitOp>(op) ||
         isBufferBoxOp(op) || isTensorMemoryOp(op);
}

namespace {
struct BufferLowering {
  TileLowering &l;
  OpBuilder &b;
  Location loc;

  Value c32(int64_t v) {
    return arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(int32_t(v)));
  }
  Value mul(Value x, int64_t k) {
    return k == 1 ? x : arith::MulIOp::create(b, loc, x, c32(k)).getResult();
  }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value divC(Value x, int64_t k) {
    return k == 1 ? x : arith::DivUIOp::create(b, loc, x, c32(k)).getResult();
  }
  Value remC(Value x, int64_t k) {
    return arith::RemUIOp::create(b, loc, x, c32(k));
  }

  /// The byte at which element `multi` (i32 indices) of a tile of `type`
  /// lies in one stage: its #tile.shared layout, evaluated.
  Value byteOffset(BufferType type, ArrayRef<Value> multi) {
    SharedLayoutAttr layout = type.getLayout();
    int64_t bytes = layout.getElemBytes();
    auto [lines, lineBytes] = type.getLines();
    if (multi.size() == 1)
      return mul(multi[0], bytes);
    if (layout.getScales())
      return scaleAtomByteOffset(IndexArith(b, loc), multi[0], multi[1],
                                 type.getShape()[0]);
    Value line = layout.getTransposed() ? multi[1] : multi[0];
    Value along = layout.getTransposed() ? multi[0] : multi[1];
    Value inLine = mul(along, bytes);
    if (layout.getCore()) {
      // Core matrix (line / 8) C + inLine / 16, line % 8 of it.
      int64_t chunks = lineBytes / SharedLayoutAttr::kCoreChunkBytes;
      Value core = add(mul(divC(line, SharedLayoutAttr::kCoreLines), chunks),
                       divC(inLine, SharedLayoutAttr::kCoreChunkBytes));
      Value within = add(mul(remC(line, SharedLayoutAttr::kCoreLines),
                             SharedLayoutAttr::kCoreChunkBytes),
                         remC(inLine, SharedLayoutAttr::kCoreChunkBytes));
      return add(mul(core, SharedLayoutAttr::kCoreMatrixBytes), within);
    }
    int64_t span = layout.getSwizzle();
    if (!span)
      return add(mul(line, lineBytes), inLine);
    // Slab `inLine / span` (lines x span bytes each), line `line` of it,
    // 16-byte chunk c at c ^ (line / (128 / span) % (span / 16)).
    Value slab = divC(inLine, span);
    Value within = remC(inLine, span);
    Value chunk = divC(within, 16);
    Value phase = remC(divC(line, 128 / span), span / 16);
    Value swizzled = arith::XOrIOp::create(b, loc, chunk, phase);
    Value off = add(mul(slab, lines * span), mul(line, span));
    off = add(off, mul(swizzled, 16));
    return add(off, remC(within, 16));
  }

  /// The shared address of `buffer`'s first byte (a pointer in space 3).
  Value address(Value buffer) { return l.scalars.lookup(buffer); }

  Value gep(Value base, Value byteOff) {
    return LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(), base,
                               ArrayRef<LLVM::GEPArg>{byteOff});
  }

  LogicalResult alloc(BufferAllocOp op) {
    std::optional<int64_t> offset = op.getOffset();
    if (!offset)
      return op.emitOpError("has no place in shared memory; run "
                            "tile-allocate-shared first (tile-translate "
                            "does)");
    Value region = dynamicSmemRegion(l, loc, op);
    l.scalars.map(op.getResult(), gep(region, c32(*offset)));
    return success();
  }

  LogicalResult stage(BufferStageOp op) {
    int64_t stageBytes = op.getRing().getType().getStageBytes();
    Value index = l.scalars.lookup(op.getIndex());
    l.scalars.map(op.getResult(),
                  gep(address(op.getRing()), mul(index, stageBytes)));
    return success();
  }

  /// Where element `multi` (i32 indices) of `buffer`'s tile lies.
  Value elementAddress(Value buffer, ArrayRef<Value> multi) {
    return gep(address(buffer),
               byteOffset(cast<BufferType>(buffer.getType()), multi));
  }

  /// Where slot `slot` of a tile of `type` (blocked) lies in `buffer`.
  Value slotAddress(Value buffer, RankedTensorType type, int64_t slot) {
    return elementAddress(buffer, l.ownedIndex(loc, type, slot).multi);
  }

  /// How many elements a vector store of `type`'s tile into `buffer`
  /// takes at most: 16 bytes, where the buffer keeps each 16-byte chunk of
  /// a line of the tile's rows whole (not transposed, not scale atoms) and
  /// elements are stored as they are held; 1 otherwise.
  int64_t vectorElements(RankedTensorType type, BufferType buffer) {
    SharedLayoutAttr layout = buffer.getLayout();
    Type elem = type.getElementType();
    if (type.getRank() != 2 || layout.getTransposed() || layout.getScales() ||
        storageElementType(elem) != elem || elem.isInteger(1))
      return 1;
    return 16 / layout.getElemBytes();
  }

  LogicalResult store(BufferStoreOp op) {
    Value v = op.getValue();
    RankedTensorType type = op.getValue().getType();
    auto buffer = cast<BufferType>(op.getBuffer().getType());
    // A run of consecutive columns a vector store: a fragment's (attention's
    // P held as tcgen05.ld read S), or the blocked distribution's.
    auto storeRun = [&](ArrayRef<Value> elems, Value row, Value col) {
      l.storeSharedRun(loc, address(op.getBuffer()),
                       byteOffset(buffer, {row, col}), elems);
    };
    if (int64_t most = vectorElements(type, buffer); most > 1) {
      const FragmentLayout *f = l.fragmentOf(v);
      if (!f) {
        l.forEachRun2D(loc, v, most, storeRun);
        return success();
      }
      if (!f->valid) {
        int64_t run = std::gcd(f->run, most);
        const SmallVector<Value> &regs = l.tiles[v];
        for (int64_t s = 0; s < f->numSlots; s += run) {
          auto [row, col] = f->position(s);
          storeRun(ArrayRef<Value>(regs).slice(s, run), row, col);
        }
        return success();
      }
    }
    // Element by element: a fragment's at its positions (8-bit floats,
    // kept as their bytes, are stored so), a blocked tile's slots.
    if (l.fragmentOf(v)) {
      l.forEachElement2D(loc, v, [&](Value elem, Value row, Value col) {
        l.storeShared(loc, elementAddress(op.getBuffer(), {row, col}), c32(0),
                      elem);
      });
      return success();
    }
    for (int64_t s = 0, n = slotsPerThread(type, l.numThreads); s < n; ++s)
      l.storeShared(loc, slotAddress(op.getBuffer(), type, s), c32(0),
                    l.elementAt(op.getValue(), TileLowering::Index{{}, {}, s}));
    return success();
  }

  LogicalResult load(BufferLoadOp op) {
    Value v = op.getResult();
    if (bufferReadByDot(v) ||
        (v.hasOneUse() && isa<TransOp>(*v.getUsers().begin()) &&
         bufferReadByDot(v.getUsers().begin()->getResult(0))))
      return success(); // its dots read it from the buffer
    RankedTensorType type = op.getResult().getType();
    SmallVector<Value> elems;
    for (int64_t s = 0, n = slotsPerThread(type, l.numThreads); s < n; ++s)
      elems.push_back(l.loadShared(loc, slotAddress(op.getBuffer(), type, s),
                                   c32(0), type.getElementType()));
    l.tiles[op.getResult()] = std::move(elems);
    return success();
  }

  void cpAsync(Value dst, Value src, int64_t size, Value srcBytes) {
    emitCpAsync(b, loc, dst, src, size, srcBytes);
  }

  /// Element `i` of a run: read (zero where `mask` is off) and stored
  /// into shared memory now; a copy of 4 or 8 bytes where the element
  /// takes that many (zero-filled where the mask is off).
  void copyElement(Value dst, Value src, Value mask, Type elemType) {
    int64_t bytes = storageBytes(elemType);
    if (bytes >= 4) {
      Value srcBytes;
      if (mask)
        srcBytes = arith::SelectOp::create(b, loc, mask, c32(bytes), c32(0));
      cpAsync(dst, src, bytes, srcBytes);
      return;
    }
    Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(elemType));
    Value v = mask ? l.predicatedLoad(loc, src, mask, zero)
                   : LLVM::LoadOp::create(b, loc, elemType, src).getResult();
    LLVM::StoreOp::create(b, loc, v, dst);
  }

  /// A copy into core matrices whose offsets and mask are index tiles:
  /// its 16-byte chunks dealt core matrix by core matrix (chunks 8 j ..
  /// 8 j + 7 are the 8 lines of core matrix j, thread t copies chunks t,
  /// t + T, ...), so that the 8 lanes of a phase of shared writes fill one
  /// 128-byte core matrix, all 32 banks, where the blocked distribution
  /// would put them along a line, 128 bytes apart (one bank group); and
  /// a line of 144 bytes still goes in 16-byte chunks. Whichever thread
  /// copies a chunk, tile.async_wait makes it the block's.
  void coreMatrixCopy(AsyncCopyOp op, const GlobalChunk &chunk) {
    BufferType buffer = op.getBuffer().getType();
    int64_t perLine =
        buffer.getLines().second / SharedLayoutAttr::kCoreChunkBytes;
    int64_t chunks = buffer.getLines().first * perLine;
    for (int64_t first = 0; first < chunks; first += l.numThreads) {
      Value c = add(l.tid, c32(first));
      auto body = [&] {
        Value core = divC(c, SharedLayoutAttr::kCoreLines);
        Value line = add(mul(divC(core, perLine), SharedLayoutAttr::kCoreLines),
                         remC(c, SharedLayoutAttr::kCoreLines));
        Value along = mul(remC(core, perLine), chunk.elems);
        SmallVector<Value> at{line, along};
        copyGlobalChunk(l, loc, chunk, at,
                        [&] { return elementAddress(op.getBuffer(), at); });
      };
      if (first + l.numThreads <= chunks) {
        body();
        continue;
      }
      auto inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, c,
                                           c32(chunks));
      auto ifOp = scf::IfOp::create(b, loc, inRange, /*withElseRegion=*/false);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(&ifOp.getThenRegion().front());
      body();
    }
  }

  LogicalResult asyncCopy(AsyncCopyOp op) {
    if (failed(requireFeature(op, l.gpuModule, Feature::CpAsync,
                              "cp.async (tile.async_copy)")))
      return failure();
    RankedTensorType type = op.getOffsets().getType();
    Type elemType = storageElementType(op.getBuffer().getType().getElementType());
    int64_t bytes = storageBytes(elemType);
    Value base = l.scalars.lookup(op.getBase());
    BufferType buffer = op.getBuffer().getType();
    if (buffer.getLayout().getCore() && !buffer.getLayout().getTransposed() &&
        isIndexTile(op.getOffsets()) &&
        (!op.getMask() || isIndexTile(op.getMask()))) {
      int64_t chunkBytes = SharedLayoutAttr::kCoreChunkBytes;
      coreMatrixCopy(op,
                     GlobalChunk{op.getBase(), op.getOffsets(), op.getMask(),
                                 elemType, 1, chunkBytes / bytes, chunkBytes});
      return success();
    }
    // A run of the blocked distribution lies along the last dimension,
    // which the layout stores contiguously unless transposed.
    bool transposed = buffer.getLayout().getTransposed();
    int64_t vec = transposed ? 1 : vectorSlots(l, type.clone(elemType));
    // Offsets and mask recomputable at any element (what the pipeliner's
    // copies have): each chunk as ChunkCopy.h copies it, its mask's prefix
    // proven from the index arithmetic where it can be (the K edge of a
    // GEMM zero-filled by src-size), the rare element-by-element path a
    // loop. Such a chunk needs no registers: it takes the whole run, up to
    // cp.async's 16 bytes (16 8-bit elements, where a register access
    // moves 4).
    int64_t last = type.getDimSize(type.getRank() - 1);
    bool indexable = isIndexTile(op.getOffsets()) &&
                     (!op.getMask() || isIndexTile(op.getMask()));
    if (int64_t run = std::min<int64_t>(l.runOf(type), 16 / bytes);
        !transposed && indexable && run > vec && last % run == 0)
      vec = run;
    // Scale atoms hold 4 blocks of a row together.
    if (buffer.getLayout().getScales())
      vec = std::min<int64_t>(vec, 4);
    int64_t size = vec * bytes;
    bool vectorized = vec > 1 && (size == 4 || size == 8 || size == 16);
    if (!vectorized)
      vec = 1;
    bool indexed = vectorized && last % vec == 0 && indexable;
    // Element by element or by vectorAccess: the offsets and mask by slot
    // (index tiles only copies read were left unrolled: unroll them here).
    if (!indexed)
      for (Value v : {op.getOffsets(), op.getMask()})
        if (v && !l.tiles.count(v) && failed(l.materialize(v)))
          return failure();
    GlobalChunk chunk{op.getBase(), op.getOffsets(), op.getMask(), elemType,
                      type.getRank() - 1, vec, size};
    for (int64_t s = 0, n = slotsPerThread(type, l.numThreads); s < n;
         s += vec) {
      if (indexed) {
        TileLowering::Index idx = l.ownedIndex(loc, type, s);
        copyGlobalChunk(l, loc, chunk, idx.multi, [&] {
          return elementAddress(op.getBuffer(), idx.multi);
        });
        continue;
      }
      Value dst = slotAddress(op.getBuffer(), type, s);
      if (!vectorized) {
        TileLowering::Index idx{{}, {}, s};
        Value src = l.addressOf(loc, base, elemType,
                                l.elementAt(op.getOffsets(), idx));
        copyElement(dst, src,
                    op.getMask() ? l.elementAt(op.getMask(), idx) : Value(),
                    elemType);
        continue;
      }
      TileLowering::VectorAccess v =
          l.vectorAccess(loc, type, base, pointerAlignment(op.getBase()),
                         elemType, op.getOffsets(), op.getMask(), s, vec);
      if (!v.fast) { // aligned, contiguous and unmasked, as proven
        cpAsync(dst, v.ptrs[0], size, Value());
        continue;
      }
      if (v.slowMasks.empty()) { // all on or all off: zero-filled when off
        cpAsync(dst, v.ptrs[0], size,
                arith::SelectOp::create(b, loc, v.fast, c32(size), c32(0)));
        continue;
      }
      auto ifOp = scf::IfOp::create(b, loc, v.fast, /*withElseRegion=*/true);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(&ifOp.getThenRegion().front());
      cpAsync(dst, v.ptrs[0], size, Value());
      b.setInsertionPointToStart(&ifOp.getElseRegion().front());
      for (int64_t i = 0; i < vec; ++i)
        copyElement(gep(dst, c32(i * bytes)), v.ptrs[i], v.slowMasks[i],
                    elemType);
    }
    return success();
  }
};
} // namespace

void tile::remarkBufferOperands(TileLowering &l, Location loc, Value bufferA,
                                Value bufferB) {
  if (bufferA || bufferB)
    l.remark(loc, bufferA && bufferB ? "A and B are read from their buffers: no staging"
                  : bufferA          ? "A is read from its buffer: no staging"
                                     : "B is read from its buffer: no staging");
}

Value tile::scaleAtomByteOffset(const IndexArith &a, Value row, Value col,
                                int64_t rows) {
  int64_t rowBlocks = llvm::divideCeil(rows, 128);
  Value atom = a.add(a.mul(a.udiv(col, 4), rowBlocks), a.udiv(row, 128));
  Value inAtom =
      a.add(a.add(a.mul(a.urem(row, 32), 16),
                  a.mul(a.udiv(a.urem(row, 128), 32), 4)),
            a.urem(col, 4));
  return a.add(a.mul(atom, SharedLayoutAttr::kScaleAtomBytes), inAtom);
}

Value tile::bufferElementIndex(TileLowering &l, Location loc, Value buffer,
                               Value row, Value col) {
  BufferLowering e{l, l.b, loc};
  auto type = cast<BufferType>(buffer.getType());
  return e.divC(e.byteOffset(type, {row, col}), type.getLayout().getElemBytes());
}

Value tile::lowering::bufferElement(TileLowering &l, Location loc,
                                    BufferLoadOp load, ArrayRef<Value> multi) {
  BufferLowering e{l, l.b, loc};
  return l.loadShared(loc, e.elementAddress(load.getBuffer(), multi), e.c32(0),
                      load.getResult().getType().getElementType());
}

LogicalResult tile::lowering::lowerBufferOp(TileLowering &l, Operation *op) {
  BufferLowering e{l, l.b, op->getLoc()};
  if (auto o = dyn_cast<BufferAllocOp>(op))
    return e.alloc(o);
  if (auto o = dyn_cast<BufferStageOp>(op))
    return e.stage(o);
  if (auto o = dyn_cast<BufferStoreOp>(op))
    return e.store(o);
  if (auto o = dyn_cast<BufferLoadOp>(op))
    return e.load(o);
  if (auto o = dyn_cast<AsyncCopyOp>(op))
    return e.asyncCopy(o);
  if (isBufferBoxOp(op))
    return lowerBufferBoxOp(l, op);
  if (isTensorMemoryOp(op))
    return lowerTensorMemoryOp(l, op);
  if (failed(requireFeature(op, l.gpuModule, Feature::CpAsync,
                            isa<AsyncCommitOp>(op)
                                ? "cp.async groups (tile.async_commit)"
                                : "cp.async groups (tile.async_wait)")))
    return failure();
  if (isa<AsyncCommitOp>(op)) {
    nv::CpAsyncCommitGroupOp::create(l.b, op->getLoc());
    return success();
  }
  auto wait = cast<AsyncWaitOp>(op);
  if (wait.getAsyncProxy() &&
      failed(requireFeature(op, l.gpuModule, Feature::Tma,
                            "a proxy fence for the async proxy (tile.async_wait "
                            "async_proxy)")))
    return failure();
  nv::CpAsyncWaitGroupOp::create(l.b, op->getLoc(), wait.getPending());
  // Each thread fences its own copies for the async proxy, then the block
  // agrees they are done.
  if (wait.getAsyncProxy())
    nv::FenceProxyAsyncOp::create(
        l.b, op->getLoc(),
        nv::SpaceAttr::get(l.b.getContext(), nv::Space::shared_cta),
        /*no_memory_clobber=*/false);
  l.barrier(op->getLoc());
  return success();
}
