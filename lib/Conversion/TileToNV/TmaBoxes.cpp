//===- TmaBoxes.cpp - tile.load_box and tile.store_box --------------------===//
//
// tile.load_box outside a pipelined loop: thread 0 arms an mbarrier and
// starts one cp.async.bulk.tensor into the box's buffer, the block waits on
// the barrier and reads the box (128-byte swizzled rows) into its
// registers.
//
// tile.store_box: every thread writes its elements into the box's buffer
// where the 128-byte swizzle puts them and makes them visible to the TMA
// unit, and thread 0 copies the box out (cp.async.bulk.tensor, or
// cp.reduce.async.bulk.tensor to reduce into global memory), in rounds of
// 128-byte-wide slabs when the buffer holds fewer slabs than the box; in a
// persistent loop the copies drain while the next tile's K loop runs
// (drainStores waits for the last ones).
//
//===----------------------------------------------------------------------===//

#include "PipelineEmitters.h"

using namespace mlir;
using namespace tile;
using namespace tile::pipeline;

/// Checks that bytes [offset, offset + bytes) lie in the kernel's dynamic
/// shared memory (`smem_bytes`): tile-pipeline grows it to fit what it
/// places, but the attributes can also be written by hand.
LogicalResult tile::checkPlaced(Operation *op, int64_t offset, int64_t bytes,
                                StringRef what) {
  auto kernel = op->getParentOfType<KernelOp>();
  int64_t have = kernel ? kernel.getSmemBytes().value_or(0) : 0;
  if (offset + bytes <= have)
    return success();
  return op->emitOpError() << "needs bytes [" << offset << ", "
                           << offset + bytes
                           << ") of dynamic shared memory for " << what
                           << ", but the kernel's smem_bytes is " << have
                           << " (tile-pipeline sizes it)";
}

/// The byte offset tile-pipeline gave a box op (`smem_offset`), checked:
/// the target has TMA (`what` names the instruction), the offset is
/// 1024-aligned (the swizzle atom) and `bytes` from it lie in the kernel's
/// dynamic shared memory (`contents` say what they hold).
static FailureOr<int64_t> placedBox(TileLowering &l, Operation *op,
                                    std::optional<uint32_t> smemOffset,
                                    int64_t bytes, StringRef what,
                                    StringRef contents) {
  if (failed(requireFeature(op, l.gpuModule, Feature::Tma, what)))
    return failure();
  if (!smemOffset)
    return op->emitOpError("has no place in shared memory; run tile-pipeline "
                           "first (tile-translate does)");
  int64_t offset = *smemOffset;
  if (offset % 1024)
    return op->emitOpError("smem_offset ")
           << offset << " is not 1024-byte aligned (the swizzle atom)";
  if (failed(checkPlaced(op, offset, bytes, contents)))
    return failure();
  return offset;
}

LogicalResult tile::lowerLoadBox(TileLowering &l, LoadBoxOp op) {
  int64_t bytes = op.getBoxBytes();
  FailureOr<int64_t> placed =
      placedBox(l, op, op.getSmemOffset(), bytes + 8,
                "tile.load_box (cp.async.bulk.tensor)",
                "the box and its mbarrier");
  if (failed(placed))
    return failure();
  int64_t offset = *placed;
  BoxEmitter e{l, l.b, op.getLoc()};
  auto type = op.getResult().getType();
  Value dst = dynamicSmemAddress(l, e.loc, op, e.c32(offset));
  Value bar = dynamicSmemAddress(l, e.loc, op, e.c32(offset + bytes));
  Value desc = e.descAddr(l.scalars.lookup(op.getDesc()));
  Value leader = e.eq(l.tid, 0);
  e.ifThen(leader, [&] {
    e.mbarrierInit(bar, 1);
    e.fenceMbarrierInit();
  });
  l.barrier(e.loc);
  // A box wider than 128 bytes: one copy per 128-byte-wide slab, the slabs
  // one after the other (rows x 128 bytes each).
  int64_t rows = type.getDimSize(0), slabCols = op.getSlabColumns();
  e.ifThen(leader, [&] {
    e.arriveExpectTx(bar, bytes);
    Value c1 = l.scalars.lookup(op.getCoords()[1]);
    e.forEachSlab(op.getNumSlabs(), slabCols, rows,
                  l.scalars.lookup(op.getCoords()[0]), dst,
                  [&](Value cj, Value dj) { e.tmaLoad(desc, cj, c1, dj, bar); });
  });
  e.wait(bar, e.c32(0));
  // Every thread reads the elements it holds from the swizzled rows.
  Value region = dynamicSmemRegion(l, e.loc, op);
  Type elem = type.getElementType();
  SmallVector<Value> elems;
  for (int64_t s = 0, n = slotsPerThread(type, l.numThreads); s < n; ++s) {
    TileLowering::Index idx = l.ownedIndex(e.loc, type, s);
    Value byte = e.add(e.boxByte(idx.multi[0], idx.multi[1], rows, slabCols,
                                 op.getNumSlabs(), storageBytes(elem)),
                       offset);
    Value ptr = LLVM::GEPOp::create(l.b, e.loc, region.getType(),
                                    l.b.getI8Type(), region,
                                    ArrayRef<LLVM::GEPArg>{byte});
    elems.push_back(l.loadShared(e.loc, ptr, e.c32(0), elem));
  }
  // Nobody reads the buffer any more: it (and the barrier) may be reused.
  l.barrier(e.loc);
  e.ifThen(leader,
           [&] { e.mbarrierInval(bar); });
  l.tiles[op.getResult()] = std::move(elems);
  return success();
}

/// Whether the TMA stores of `op` may still be reading its buffer when it
/// is done: in a persistent loop the buffer is its own (tile-pipeline
/// reserves it beside the ring), so the copies drain while the next tile's
/// K loop runs, and the store waits for them only when it needs the buffer
/// again (the loop waits for all of them before the kernel exits). The
/// same with `drains_later` (tile-allocate-shared's, for a store in a
/// loop; its tile.tma_store_wait after the loop waits for the last ones).
static bool storeDrainsLater(StoreBoxOp op) {
  return op.getDrainsLater() ||
         op->getParentOp()->hasAttr(kPersistentAttrName);
}

LogicalResult tile::lowerStoreBox(TileLowering &l, StoreBoxOp op) {
  FailureOr<int64_t> placed =
      placedBox(l, op, op.getSmemOffset(), op.getBufferBytes(),
                op.getReduce()
                    ? "tile.store_box reduce (cp.reduce.async.bulk.tensor)"
                    : "tile.store_box (cp.async.bulk.tensor)",
                "the tile");
  if (failed(placed))
    return failure();
  int64_t offset = *placed;
  BoxEmitter e{l, l.b, op.getLoc()};
  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  auto type = op.getValue().getType();
  int64_t rows = type.getDimSize(0), slabCols = op.getSlabColumns();
  int64_t numSlabs = op.getNumSlabs(), bufferSlabs = op.getNumBufferSlabs();
  int64_t eb = storageBytes(type.getElementType());
  int64_t slabBytes = rows * 128;
  const FragmentLayout *layout = l.fragmentOf(op.getValue());
  // The tile goes out in rounds, one bulk group each. The whole tile: one
  // round (slab j at j rows 128 bytes). With buffer_slabs = B below the S
  // slabs of a row, W slabs a round, the buffer B / W rounds deep. A
  // fragment whose slots' columns are known (FragmentLayout::columnOctet)
  // up to the thread's column group (G groups of L = S / G slabs) stores
  // without testing columns: W = G where G divides B (round p: slab p of
  // every group, slab g L + p), else W = 1 (round p: slab p, written by
  // the threads of group p / L). Other tiles: W = 1, each element tests
  // its column.
  int64_t colGroups = 1;
  bool known = false;
  if (bufferSlabs < numSlabs && layout && layout->columnOctet) {
    colGroups = layout->columnGroups;
    known = numSlabs % colGroups == 0;
    for (int64_t s = 0; known && s < layout->numSlots; ++s)
      known = layout->columnOctet(s).has_value();
    if (!known)
      colGroups = 1;
  }
  int64_t perGroup = numSlabs / colGroups;
  int64_t width = bufferSlabs == numSlabs ? numSlabs
                  : bufferSlabs % colGroups == 0 ? colGroups
                                                 : 1;
  int64_t rounds = numSlabs / width, depth = bufferSlabs / width;
  bool drainLater = storeDrainsLater(op);
  // Slab i of round p, and where it is in the buffer.
  auto slabOf = [&](int64_t p, int64_t i) {
    return rounds == 1 ? i : width == 1 ? p : i * perGroup + p;
  };
  auto bufferSlab = [&](int64_t p, int64_t i) { return p % depth * width + i; };
  Value region = dynamicSmemRegion(l, loc, op);
  // The shared address of element (row, col) of a slot stored in round
  // `round` (where known: the slot's column group is its index in a round
  // of W = G).
  auto address = [&](Value row, Value col, std::optional<int64_t> round) {
    Value byte;
    if (rounds == 1) {
      byte = e.boxByte(row, col, rows, slabCols, numSlabs, eb);
    } else {
      byte = e.swizzled(row, e.urem(col, slabCols), eb);
      if (!round) // round j for slab j
        byte = e.add(byte, e.mul(e.urem(e.udiv(col, slabCols), depth),
                                 slabBytes));
      else if (width == 1)
        byte = e.add(byte, bufferSlab(*round, 0) * slabBytes);
      else
        byte = e.add(
            e.add(byte, e.mul(e.udiv(col, perGroup * slabCols), slabBytes)),
            bufferSlab(*round, 0) * slabBytes);
    }
    return LLVM::GEPOp::create(b, loc, region.getType(), b.getI8Type(), region,
                               ArrayRef<LLVM::GEPArg>{e.add(byte, offset)})
        .getResult();
  };
  // Runs `store` in round p for the element at column `col` (when its
  // round is not known, it tests the column), and only where `valid` (if
  // given) holds.
  auto inRound = [&](int64_t p, Value col, bool roundKnown, Value valid,
                     function_ref<void()> store) {
    Value ok = valid;
    if (rounds > 1 && !roundKnown) {
      Value here = e.eq(e.udiv(col, slabCols), p);
      ok = ok ? arith::AndIOp::create(b, loc, ok, here).getResult() : here;
    }
    if (ok)
      e.ifThen(ok, store);
    else
      store();
  };
  // A run of consecutive columns (the accumulator's pairs, a tcgen05.ld
  // row) stays inside one 16-byte chunk up to 16 bytes: one vector store.
  int64_t vec = 1;
  while (layout && vec * 2 <= layout->run && vec * 2 * eb <= 16 &&
         layout->numSlots % (vec * 2) == 0)
    vec *= 2;
  // 16-bit elements of a fragment of 8x8 blocks (the wgmma accumulator)
  // go out four blocks per stmatrix.x4 (a row of 8 elements is one 16-byte
  // chunk of the swizzled slab), where every lane of a warp stores in the
  // same rounds (no tests).
  bool stmatrix = layout && layout->stmatrixRow && eb == 2 &&
                  layout->numSlots % 8 == 0 && (rounds == 1 || known);
  // Elements `n` registers from slot s as one LLVM vector (n > 1).
  auto vectorOf = [&](ArrayRef<Value> regs, int64_t s, int64_t n) {
    Value v = LLVM::UndefOp::create(b, loc,
                                    VectorType::get({n}, regs[s].getType()));
    for (int64_t i = 0; i < n; ++i)
      v = LLVM::InsertElementOp::create(b, loc, v, regs[s + i], e.c32(i));
    return v;
  };
  // Slots s, s + 1 (16 bits each) as one b32 register of stmatrix.
  auto pack = [&](ArrayRef<Value> regs, int64_t s) {
    return LLVM::BitcastOp::create(b, loc, b.getI32Type(), vectorOf(regs, s, 2))
        .getResult();
  };
  // Whether slot s is stored in round p: with known columns, where its
  // slab within its column group says (and then its round is known).
  auto slotInRound = [&](int64_t s, int64_t p,
                         std::optional<int64_t> &round) {
    if (!known)
      return true;
    int64_t local = *layout->columnOctet(s) / slabCols;
    if (local != (width == 1 ? p % perGroup : p))
      return false;
    round = p;
    return true;
  };
  auto writeSlots = [&](int64_t p) {
    const SmallVector<Value> &regs = l.tiles[op.getValue()];
    if (stmatrix) {
      for (int64_t s = 0; s < layout->numSlots; s += 8) {
        std::optional<int64_t> round;
        if (!slotInRound(s, p, round))
          continue;
        std::pair<Value, Value> at = layout->stmatrixRow(s);
        Value addr = LLVM::PtrToIntOp::create(
            b, loc, b.getI64Type(), address(at.first, at.second, round));
        // `valid` (whether the warp's round holds a tile) is the same in
        // all lanes of a warp.
        inRound(p, Value(), /*roundKnown=*/true,
                layout->valid ? layout->valid(s) : Value(), [&] {
                  nv::StmatrixOp::create(
                      e.b, e.loc, addr,
                      ValueRange{pack(regs, s), pack(regs, s + 2),
                                 pack(regs, s + 4), pack(regs, s + 6)});
                });
      }
      return;
    }
    for (int64_t s = 0; s < layout->numSlots; s += vec) {
      std::optional<int64_t> round;
      if (!slotInRound(s, p, round))
        continue;
      std::pair<Value, Value> pos = layout->position(s);
      Value col = pos.second, ptr = address(pos.first, col, round);
      Value v = vec > 1 ? vectorOf(regs, s, vec) : regs[s];
      inRound(p, col, known, layout->valid ? layout->valid(s) : Value(), [&] {
        LLVM::StoreOp::create(b, loc, v, ptr, /*alignment=*/vec * eb);
      });
    }
  };
  auto writeRound = [&](int64_t p) {
    if (!layout) {
      for (int64_t s = 0, n = slotsPerThread(type, l.numThreads); s < n;
           ++s) {
        TileLowering::Index idx = l.ownedIndex(loc, type, s);
        Value row = idx.multi[0], col = idx.multi[1];
        inRound(p, col, /*roundKnown=*/false, Value(), [&] {
          l.storeShared(loc, address(row, col, std::nullopt), e.c32(0),
                        l.elementAt(op.getValue(), idx));
        });
      }
      return;
    }
    // One group's slab per round: only that group's threads write (a test
    // of the thread's column group, the same for all its slots).
    if (known && width == 1 && colGroups > 1) {
      Value group = e.udiv(layout->position(0).second, perGroup * slabCols);
      e.ifThen(e.eq(group, p / perGroup), [&] { writeSlots(p); });
      return;
    }
    writeSlots(p);
  };
  for (int64_t p = 0; p < rounds; ++p) {
    // The buffer's round p % depth is free once at most depth - 1 of the
    // bulk groups thread 0 committed (one per round, in order) still read.
    if (p >= depth || drainLater) {
      e.ifThen(e.eq(l.tid, 0), [&] {
        nv::CpAsyncBulkWaitGroupOp::create(b, loc, depth - 1, /*read=*/true,
                                           Value());
      });
      l.barrier(loc);
    }
    // Every thread writes its elements where the 128-byte swizzle puts
    // them, makes them visible to the TMA unit (the async proxy), and
    // thread 0 copies the round's slabs out.
    writeRound(p);
    e.fenceProxyAsync();
    l.barrier(loc);
    e.ifThen(e.eq(l.tid, 0), [&] {
      Value desc = e.descAddr(l.scalars.lookup(op.getDesc()));
      Value c0 = l.scalars.lookup(op.getCoords()[0]);
      Value c1 = l.scalars.lookup(op.getCoords()[1]);
      auto copy = [&](Value cj, Value src) {
        nv::CpAsyncBulkTensorStoreOp::create(
            b, loc, desc, ValueRange{cj, c1}, src,
            nvTmaReduce(b.getContext(), op.getReduce()));
      };
      if (rounds == 1)
        e.forEachSlab(numSlabs, slabCols, rows, c0,
                      dynamicSmemAddress(l, loc, op, e.c32(offset)), copy);
      else
        for (int64_t i = 0; i < width; ++i)
          copy(e.add(c0, slabOf(p, i) * slabCols),
               dynamicSmemAddress(
                   l, loc, op,
                   e.c32(offset + bufferSlab(p, i) * slabBytes)));
      nv::CpAsyncBulkCommitGroupOp::create(b, loc);
    });
  }
  if (drainLater)
    return success();
  // Shared memory is free again once it has been read.
  e.ifThen(e.eq(l.tid, 0), [&] {
    nv::CpAsyncBulkWaitGroupOp::create(b, loc, 0, /*read=*/true, Value());
  });
  l.barrier(loc);
  return success();
}

/// After a persistent loop: thread 0 waits until the TMA stores of its
/// last tiles (storeDrainsLater) have read shared memory and written
/// global memory, before the block exits.
void tile::pipeline::drainStores(TileLowering &l, BoxEmitter &e,
                                  scf::ForOp outer) {
  if (outer.getBody()->getOps<StoreBoxOp>().empty())
    return;
  e.ifThen(e.eq(l.tid, 0), [&] {
    nv::CpAsyncBulkWaitGroupOp::create(e.b, e.loc, 0, /*read=*/false, Value());
  });
}
