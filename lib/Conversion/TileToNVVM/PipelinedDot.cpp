//===- PipelinedDot.cpp - TMA boxes and the warp-specialized K loop -------===//
//
// tile.load_box outside a pipelined loop: thread 0 arms an mbarrier and
// starts one cp.async.bulk.tensor into the box's buffer, the block waits on
// the barrier and reads the box (128-byte swizzled rows) into its
// registers.
//
// A loop marked by tile-pipeline (include/TileDialect/Conversion/
// Pipeline.h) becomes, with S stages and C consumer warpgroups:
//
//   thread 0: mbarrier.init full[s] (1 arrival), empty[s] (C x 128)
//   producer (the last warpgroup; setmaxnreg.dec), one thread:
//     for i: s = i % S; wait empty[s] (parity (i/S - 1) & 1) once i >= S;
//            arrive.expect_tx full[s]; TMA A and B boxes of iteration i
//   consumers (setmaxnreg.inc), accumulators in wgmma fragments:
//     for i: s = i % S; wait full[s] (parity (i/S) & 1);
//            wgmma.fence; wgmma over the box's K from stage s; commit;
//            wgmma.wait_group 1; arrive empty[(i-1) % S] once i >= 1
//     wgmma.wait_group 0
//   both restore the entry register count; the block synchronizes.
//
// With TMA multicast (tile-pipeline's `multicast_a` / `multicast_b`: the
// cluster dimensions along which the blocks load the same box), the
// blocks that differ only along them form a group of G, and block i % G
// of the group copies the shared box of iteration i into the stage of
// every block of the group (`.multicast::cluster` with the group's CTA
// mask, completing on each block's full[s]);
// empty[s] counts one arrival per consumer warpgroup of each block (lane
// r of a warpgroup arrives in block r through mapa), so no block refills
// a stage any block still reads; the cluster synchronizes
// (barrier.cluster) after the barriers are initialized and at the end.
//
// The shared-memory operands use the 128-byte swizzle K-major layout that
// TMA writes with CU_TENSOR_MAP_SWIZZLE_128B: wgmma descriptor layout type
// 1, stride byte offset 1024 (8 rows of 128 bytes), K steps of 32 bytes
// added to the start address (PTX ISA "Matrix Descriptor Format").
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Conversion/DotEmitter.h"
#include "TileDialect/Conversion/HopperOps.h"
#include "TileDialect/Conversion/Pipeline.h"
#include "TileDialect/NV/NVMemOps.h"
#include "TileDialect/NV/NVMmaOps.h"
#include "TileDialect/NV/NVTcgen05Ops.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/ScopeExit.h"

using namespace mlir;
using namespace tile;

namespace {
struct BoxEmitter : PtxEmitter {
  TileLowering &l;
  BoxEmitter(TileLowering &l, OpBuilder &b, Location loc)
      : PtxEmitter(b, loc), l(l) {}

  Value descAddr(Value desc) { return tensorMapAddress(b, loc, desc); }

  /// The calling thread starts the 2-D TMA copy of a box into `dst`,
  /// completing on `bar`. With `mask` (i32, the low 16 bits) it is written
  /// to the same offsets of `dst` and `bar` in every block of the cluster
  /// whose rank's bit is set.
  void tmaLoad(Value desc, Value c0, Value c1, Value dst, Value bar,
               Value mask = {}) {
    nv::CpAsyncBulkTensorLoadOp::create(b, loc, dst, desc, ValueRange{c0, c1},
                                        bar, mask);
  }
  /// The copy of a block of a CTA pair (cta_group = 2): it may complete on
  /// the mbarrier of either block of the pair (`bar` a shared::cluster
  /// address, from mapa).
  void tmaLoadPair(Value desc, Value c0, Value c1, Value dst, Value bar) {
    nv::CpAsyncBulkTensorLoadOp::create(b, loc, dst, desc, ValueRange{c0, c1},
                                        bar, Value(), b.getI32IntegerAttr(2));
  }
  /// The shared::cluster address of the variable at the same offset as
  /// `addr` in block `rank` of the cluster.
  Value mapa(Value addr, Value rank) {
    return nv::MapaOp::create(b, loc, b.getI32Type(), addr, rank);
  }
  /// Arrives (release, cluster scope) on the mbarrier at the same offset as
  /// `bar` in block `rank` of the cluster.
  void arriveRemote(Value bar, Value rank) { mbarrierArriveRemote(bar, rank); }
  /// Every thread of every block of the cluster: barrier.cluster (release
  /// on arrival, acquire on the wait).
  void clusterSync() {
    nv::BarrierClusterArriveOp::create(b, loc, /*relaxed=*/false,
                                       /*aligned=*/true);
    nv::BarrierClusterWaitOp::create(b, loc, /*aligned=*/true);
  }
  void arriveExpectTx(Value bar, int64_t bytes) {
    mbarrierArriveExpectTx(bar, c32(bytes));
  }
  /// Byte offset of element (row, col) in a box of 128-byte rows written
  /// with the 128-byte swizzle: 16-byte chunk c of row r lands at chunk
  /// c ^ (r % 8). A narrow box (rows of `rowBytes` < 128: 16, 32 or 64
  /// bytes) is copied unswizzled, its rows one after the other.
  Value swizzled(Value row, Value col, int64_t elemBytes,
                 int64_t rowBytes = 128) {
    Value byte = mul(col, elemBytes);
    if (rowBytes < 128)
      return add(mul(row, rowBytes), byte);
    Value chunk = arith::XOrIOp::create(b, loc, udiv(byte, 16), urem(row, 8));
    return add(add(mul(row, 128), mul(chunk, 16)), urem(byte, 16));
  }

  /// Byte offset of element (row, col) in a box of `rows` rows whose rows
  /// are `numSlabs` slabs of 128 bytes (`slabCols` elements) side by side,
  /// each slab stored 128-byte swizzled after the one before.
  Value boxByte(Value row, Value col, int64_t rows, int64_t slabCols,
                int64_t numSlabs, int64_t elemBytes) {
    if (numSlabs == 1)
      return swizzled(row, col, elemBytes, slabCols * elemBytes);
    Value slab = mul(udiv(col, slabCols), rows * 128);
    return add(swizzled(row, urem(col, slabCols), elemBytes), slab);
  }
  /// `fn(c0 + j slabCols, dst + j rows 128)` for each slab j of a box: the
  /// innermost coordinate and the shared address of each 128-byte-wide
  /// slab's TMA copy.
  template <typename Fn>
  void forEachSlab(int64_t numSlabs, int64_t slabCols, int64_t rows, Value c0,
                   Value dst, Fn fn) {
    for (int64_t j = 0; j < numSlabs; ++j)
      fn(j ? add(c0, j * slabCols) : c0, j ? add(dst, j * rows * 128) : dst);
  }

  /// The wgmma descriptor of a 128-byte-swizzled operand at shared address
  /// `addr`: start address >> 4, the leading byte offset, stride byte
  /// offset 1024 >> 4 (the next 8 rows of 128 bytes: 8 rows of M/N for a
  /// K-major operand, 8 rows of K for an MN-major one), layout type 1
  /// (128B). K-major: the leading byte offset is unused when swizzled (1);
  /// MN-major (CUTLASS's canonical ((T,8,m),(8,k)):((1,T,LBO),(8T,SBO))):
  /// it is the distance between the 64-element-wide slabs of N,
  /// `slabBytes`.
  Value descriptor(Value addr, int64_t slabBytes = 0) {
    uint64_t lbo = slabBytes ? uint64_t(slabBytes >> 4) : 1;
    return smemDescriptor(addr, lbo << 16 | uint64_t(1024 >> 4) << 32 |
                                    uint64_t(1) << 62);
  }
};
} // namespace

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

static int64_t elemBytes(Type t) {
  return std::max<int64_t>(1, storageElementType(t).getIntOrFloatBitWidth() / 8);
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
                                 op.getNumSlabs(), elemBytes(elem)),
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
/// again (the loop waits for all of them before the kernel exits).
static bool storeDrainsLater(StoreBoxOp op) {
  return op->getParentOp()->hasAttr(kPersistentAttrName);
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
  int64_t eb = TileLowering::storageBytes(type.getElementType());
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
static void drainStores(TileLowering &l, BoxEmitter &e, scf::ForOp outer) {
  if (outer.getBody()->getOps<StoreBoxOp>().empty())
    return;
  e.ifThen(e.eq(l.tid, 0), [&] {
    nv::CpAsyncBulkWaitGroupOp::create(e.b, e.loc, 0, /*read=*/false, Value());
  });
}

/// A pointer to shared::cta address `addr` (i32) of the dynamic shared
/// memory of `op`'s kernel.
static Value dynamicSmemPointer(TileLowering &l, Location loc, Operation *op,
                                Value addr) {
  OpBuilder &b = l.b;
  Value region = dynamicSmemRegion(l, loc, op);
  Value offset = arith::SubIOp::create(
      b, loc, addr, LLVM::PtrToIntOp::create(b, loc, b.getI32Type(), region));
  return LLVM::GEPOp::create(b, loc, region.getType(), b.getI8Type(), region,
                             ArrayRef<LLVM::GEPArg>{offset});
}

/// Binds the loop's result to the accumulator fragments, and converts it
/// to the blocked distribution through the (now free) ring when a user
/// needs that.
static void finishPipelinedLoop(TileLowering &l, scf::ForOp op,
                                SmallVector<Value> regs,
                                const FragmentLayout &layout, Value ring,
                                int64_t ringBytes) {
  Value result = op.getResult(0);
  l.setFragment(result, std::move(regs), layout);
  Location loc = op.getLoc();
  l.spareShared = {dynamicSmemPointer(l, loc, op, ring), ringBytes};
  l.keepFragmentIfUsersTakeIt(loc, result);
  l.spareShared = {};
}

/// An i32 view of a loop bound (tile loops run over i32 or index).
static Value asI32(OpBuilder &b, Location loc, Value v) {
  if (v.getType().isIndex())
    return arith::IndexCastOp::create(b, loc, b.getI32Type(), v);
  return v;
}

namespace {
/// What both pipelines do with the original loop: count its iterations,
/// loop over them, and start the box copies of one iteration.
struct LoopIssuer {
  TileLowering &l;
  BoxEmitter &e;
  scf::ForOp op;
  PipelineMatch m;
  Value lb, step, trips;
  /// TMA multicast (wgmma pipelines in clusters of `extent` blocks): the
  /// cluster dimensions along which the A / B box is shared. The blocks
  /// that differ only along them form a group of G; block i % G of the
  /// group copies the box of iteration i to all of them.
  std::array<int64_t, 3> extent{1, 1, 1};
  unsigned multicastA = 0, multicastB = 0;
  /// CTA pairs (PipelineMatch::ctaPair): this block's rank in its pair
  /// (0: the block that issues the MMAs) and the cluster rank of the
  /// pair's first block, whose full[s] barriers all copies complete on.
  Value pairRank, leaderRank;
  /// The pair's CTA mask (3 << leaderRank): where its MMAs commit.
  Value pairMask;
  /// Reads this block's place in its CTA pair (pairRank, leaderRank,
  /// pairMask); returns whether it is the first block, which issues the
  /// MMAs.
  Value setUpPair() {
    OpBuilder &b = e.b;
    Location loc = e.loc;
    Value rank = NVVM::ClusterId::create(b, loc, b.getI32Type());
    pairRank = arith::AndIOp::create(b, loc, rank, e.c32(1));
    leaderRank = arith::SubIOp::create(b, loc, rank, pairRank);
    pairMask = arith::ShLIOp::create(b, loc, e.c32(3), leaderRank);
    return e.eq(pairRank, 0);
  }

  /// The multicast group along `dims` of this block: whether it copies the
  /// box of iteration i, and the CTA mask of the group (bit r for the block
  /// of %cluster_ctarank r = x + X (y + Y z)).
  std::pair<Value, Value> multicastGroup(unsigned dims, Value i) {
    OpBuilder &b = e.b;
    Location loc = e.loc;
    int64_t stride = 1, size = 1;
    uint64_t pattern = 1;
    Value index = e.c32(0), origin = e.c32(0);
    for (unsigned d = 0; d < 3; ++d) {
      if (extent[d] > 1) {
        Type i32 = b.getI32Type();
        Value c =
            d == 0   ? Value(NVVM::BlockInClusterIdXOp::create(b, loc, i32))
            : d == 1 ? Value(NVVM::BlockInClusterIdYOp::create(b, loc, i32))
                     : Value(NVVM::BlockInClusterIdZOp::create(b, loc, i32));
        if (dims >> d & 1) {
          index = e.add(index, e.mul(c, size));
          uint64_t spread = 0;
          for (int64_t k = 0; k < extent[d]; ++k)
            spread |= pattern << (k * stride);
          pattern = spread;
          size *= extent[d];
        } else {
          origin = e.add(origin, e.mul(c, stride));
        }
      }
      stride *= extent[d];
    }
    Value copier = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                         e.urem(i, size), index);
    Value mask = arith::ShLIOp::create(b, loc, e.c32(int64_t(pattern)), origin);
    return {copier, mask};
  }

  LoopIssuer(TileLowering &l, BoxEmitter &e, scf::ForOp op, PipelineMatch m)
      : l(l), e(e), op(op), m(m) {}

  /// Reads the loop's bounds (as lowered so far) at the insertion point:
  /// inside a persistent loop they can change from tile to tile.
  void readBounds() {
    OpBuilder &b = e.b;
    Location loc = e.loc;
    lb = asI32(b, loc, l.scalars.lookup(op.getLowerBound()));
    Value ub = asI32(b, loc, l.scalars.lookup(op.getUpperBound()));
    step = asI32(b, loc, l.scalars.lookup(op.getStep()));
    Value span = arith::MaxSIOp::create(
        b, loc, arith::SubIOp::create(b, loc, ub, lb), e.c32(0));
    trips = arith::DivSIOp::create(
        b, loc,
        arith::AddIOp::create(b, loc, span,
                              arith::SubIOp::create(b, loc, step, e.c32(1))),
        step);
  }

  /// for i in [from, to) (i32) carrying `inits`; `body(i, iterArgs)`
  /// returns the values to carry on.
  template <typename Fn>
  scf::ForOp forEach(Value from, Value to, ValueRange inits, Fn body) {
    OpBuilder &b = e.b;
    Location loc = e.loc;
    auto index = [&](Value v) {
      return arith::IndexCastOp::create(b, loc, b.getIndexType(), v)
          .getResult();
    };
    auto loop = scf::ForOp::create(b, loc, index(from), index(to),
                                   arith::ConstantIndexOp::create(b, loc, 1),
                                   inits);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(loop.getBody());
    Value i = arith::IndexCastOp::create(b, loc, b.getI32Type(),
                                         loop.getInductionVar());
    SmallVector<Value> yielded = body(i, loop.getRegionIterArgs());
    if (loop.getBody()->mightHaveTerminator())
      loop.getBody()->getTerminator()->erase();
    b.setInsertionPointToEnd(loop.getBody());
    scf::YieldOp::create(b, loc, yielded);
    return loop;
  }

  /// The ring at byte `offset` of dynamic shared memory: `stages` stages of
  /// (A box, B box), then the full[stages] and empty[stages] mbarriers,
  /// then 16 bytes for the tcgen05 done barrier and TMEM address.
  Value ring, barriers;
  int64_t stages = 0;
  void placeRing(Operation *at, int64_t offset, int64_t numStages) {
    stages = numStages;
    ring = dynamicSmemAddress(l, e.loc, at, e.c32(offset));
    barriers = e.add(ring, stages * m.stageBytes());
  }
  Value stageA(Value s) { return e.add(ring, e.mul(s, m.stageBytes())); }
  Value stageB(Value s) { return e.add(stageA(s), m.m * m.kBytes); }
  Value full(Value s) { return e.add(barriers, e.mul(s, 8)); }
  Value empty(Value s) {
    return e.add(barriers, e.add(e.mul(s, 8), 8 * stages));
  }
  Value done() { return e.add(barriers, 16 * stages); }
  Value tmemSlot() { return e.add(done(), 8); }

  /// Arms `full` for a stage and starts the copies of A's and B's boxes of
  /// iteration i into `dstA` / `dstB`: the loop body's scalar arithmetic
  /// at iteration i gives their coordinates.
  void issue(Value i, Value dstA, Value dstB, Value full) {
    OpBuilder &b = e.b;
    Location loc = e.loc;
    Value iv = arith::AddIOp::create(b, loc, lb,
                                     arith::MulIOp::create(b, loc, i, step));
    if (op.getInductionVar().getType().isIndex())
      iv = arith::IndexCastOp::create(b, loc, b.getIndexType(), iv);
    l.scalars.map(op.getInductionVar(), iv);
    for (Operation &inner : op.getBody()->without_terminator())
      if (!isa<LoadBoxOp, TransOp, DotOp>(inner))
        b.clone(inner, l.scalars);
    if (m.ctaPair) {
      issuePair(dstA, dstB, full);
      return;
    }
    e.arriveExpectTx(full, m.stageBytes());
    // One copy per 128-byte-wide slab of the box (an MN-major B box has
    // N / 64 of them, K rows x 128 bytes each, one after the other).
    auto copy = [&](LoadBoxOp box, Value dst, unsigned multicast) {
      Value desc = e.descAddr(l.scalars.lookup(box.getDesc()));
      Value c0 = l.scalars.lookup(box.getCoords()[0]);
      Value c1 = l.scalars.lookup(box.getCoords()[1]);
      int64_t rows = box.getType().getDimSize(0);
      Value copier, mask;
      if (multicast)
        std::tie(copier, mask) = multicastGroup(multicast, i);
      auto slabs = [&] {
        e.forEachSlab(box.getNumSlabs(), box.getSlabColumns(), rows, c0, dst,
                      [&](Value cj, Value dj) {
                        e.tmaLoad(desc, cj, c1, dj, full, mask);
                      });
      };
      if (multicast)
        e.ifThen(copier, slabs);
      else
        slabs();
    };
    copy(m.boxA, dstA, multicastA);
    copy(m.boxB, dstB, multicastB);
  }

  /// The copies of one iteration in a block of a CTA pair: its A box and
  /// its half of the B box (rows [r N/2, (r + 1) N/2) of an N x K box,
  /// slabs [r S/2, (r + 1) S/2) of a K x N one), all completing on the
  /// first block's full[s], which that block arms for both blocks' bytes.
  void issuePair(Value dstA, Value dstB, Value full) {
    e.ifThen(e.eq(pairRank, 0),
             [&] { e.arriveExpectTx(full, 2 * m.stageBytes()); });
    Value bar = e.mapa(full, leaderRank);
    auto coords = [&](LoadBoxOp box) {
      return std::pair{l.scalars.lookup(box.getCoords()[0]),
                       l.scalars.lookup(box.getCoords()[1])};
    };
    auto [a0, a1] = coords(m.boxA);
    e.tmaLoadPair(e.descAddr(l.scalars.lookup(m.boxA.getDesc())), a0, a1, dstA,
                  bar);
    Value descB = e.descAddr(l.scalars.lookup(m.boxB.getDesc()));
    auto [b0, b1] = coords(m.boxB);
    if (!m.bMnMajor) {
      // N x K: the tensor map's box is N/2 rows.
      e.tmaLoadPair(descB, b0, e.add(b1, e.mul(pairRank, m.n / 2)), dstB, bar);
      return;
    }
    int64_t half = m.boxB.getNumSlabs() / 2, cols = m.boxB.getSlabColumns(),
            rows = m.boxB.getType().getDimSize(0);
    Value row = b1; // a structured binding cannot be captured (C++17)
    e.forEachSlab(half, cols, rows, e.add(b0, e.mul(pairRank, half * cols)),
                  dstB, [&](Value cj, Value dj) {
                    e.tmaLoadPair(descB, cj, row, dj, bar);
                  });
  }

  /// Waits for the empty barriers of iterations [max(0, end - S), end):
  /// the MMA commits of the stages nobody refilled, which arrive
  /// asynchronously (from other blocks too, with multicast) and must all
  /// have landed before the block exits.
  void waitLastCommits(Value end) {
    OpBuilder &b = e.b;
    Value from = arith::MaxSIOp::create(
        b, e.loc, e.c32(0),
        arith::SubIOp::create(b, e.loc, end, e.c32(stages)));
    forEach(from, end, ValueRange{}, [&](Value j, ValueRange) {
      e.wait(empty(e.urem(j, stages)),
             arith::AndIOp::create(b, e.loc, e.udiv(j, stages), e.c32(1)));
      return SmallVector<Value>{};
    });
  }
};
} // namespace

namespace {
/// The plan tile-pipeline recorded on a loop, checked against the loop and
/// the kernel.
struct PipelinePlan {
  PipelineMatch m;
  int64_t stages, offset, entryRegs = -1, producerRegs = -1,
                          consumerRegs = -1;
  /// TMA multicast of the A / B box: the cluster dimensions it is shared
  /// along (0: not multicast); `cluster` blocks per cluster.
  unsigned multicastA = 0, multicastB = 0;
  int64_t cluster = 1;
  bool multicast() const { return multicastA || multicastB; }
  std::array<int64_t, 3> extent{1, 1, 1};
};
} // namespace

/// The target checks of a tcgen05 pipeline, and its MMA encoding (none
/// when the dot has no dense tcgen05 form: the caller reports it).
static LogicalResult requireTcgen05(TileLowering &l, const PipelineMatch &m,
                                    std::optional<Tcgen05Encoding> &enc) {
  if (failed(requireTcgen05Dot(m.dot, l.gpuModule)) ||
      failed(requireFeature(m.boxA, l.gpuModule, Feature::Tma,
                            "cp.async.bulk.tensor (tile.load_box)")))
    return failure();
  enc = tcgen05Encoding(m.dot);
  return success();
}

/// Commits the MMAs issued so far to barrier `bar`: over a CTA pair to
/// both blocks' of the pair (`pairMask`, the pair's CTA mask); else with
/// `everyBlock` and multicast to every block's of the cluster (a stage's
/// empty barrier), otherwise to this block's.
static void commitMmas(BoxEmitter &e, Value bar, const PipelinePlan &p,
                       Value pairMask, bool everyBlock) {
  if (p.m.ctaPair)
    nv::Tcgen05CommitOp::create(e.b, e.loc, 2, bar, pairMask, IntegerAttr());
  else if (everyBlock && p.multicast())
    nv::Tcgen05CommitOp::create(e.b, e.loc, 1, bar, Value(),
                                e.b.getI32IntegerAttr((1 << p.cluster) - 1));
  else
    nv::Tcgen05CommitOp::create(e.b, e.loc, 1, bar, Value(), IntegerAttr());
}

/// Reads the tcgen05 pipeline's 128 x N f32 (i32 for kind::i8) accumulator,
/// at TMEM column `colBase` of `taddr`, back into registers
/// (tcgen05.ld.32x32b): warp w of the first 4 `groups` warps holds row
/// 32 (w % 4) + lane, columns (w / 4) N / groups and on. Adds the loop's
/// start value; with no iteration (`trips` 0) tensor memory holds nothing
/// and the result is the start.
std::pair<SmallVector<Value>, FragmentLayout>
tile::readTmemAccumulator(TileLowering &l, PtxEmitter &e,
                          const PipelineMatch &m, scf::ForOp op,
                          int64_t groups, Value taddr, Value colBase,
                          Value trips) {
  OpBuilder &b = l.b;
  Location loc = e.loc;
  Value warp = e.udiv(l.tid, 32);
  int64_t cols = m.n / groups,
          piece = cols % 32 == 0 ? 32 : cols % 16 == 0 ? 16 : 8;
  Value lane0 = e.mul(e.urem(warp, 4), 32);
  Value col0 = e.add(e.mul(e.udiv(warp, 4), cols), colBase);
  Value rowAddr = e.add(taddr, arith::ShLIOp::create(b, loc, lane0, e.c32(16)));
  Value ran = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, trips,
                                    e.c32(0));
  FragmentLayout layout;
  layout.key = "tcgen05 128x" + std::to_string(m.n) + " " +
               std::to_string(groups) + " column groups";
  layout.numSlots = cols;
  layout.run = cols; // one TMEM row: consecutive columns
  TileLowering *lp = &l;
  layout.position = [lp, loc, cols](int64_t s) -> std::pair<Value, Value> {
    OpBuilder &b = lp->b;
    auto c = [&](int64_t v) { return constI32(b, loc, v); };
    Value warp = arith::DivUIOp::create(b, loc, lp->tid, c(32));
    Value row = arith::AddIOp::create(
        b, loc,
        arith::MulIOp::create(b, loc,
                              arith::RemUIOp::create(b, loc, warp, c(4)), c(32)),
        arith::RemUIOp::create(b, loc, lp->tid, c(32)));
    Value col = arith::AddIOp::create(
        b, loc,
        arith::MulIOp::create(b, loc,
                              arith::DivUIOp::create(b, loc, warp, c(4)),
                              c(cols)),
        c(s));
    return {row, col};
  };
  // Warps 4 g to 4 g + 3 hold column group g; slot s is its column s.
  layout.columnOctet = [](int64_t s) -> std::optional<int64_t> {
    return s / 8 * 8;
  };
  layout.columnGroups = groups;
  SmallVector<Value> init =
      l.elementsInFragment(loc, op.getInitArgs()[0], layout);
  // f32, or i32 for an int8 dot (kind::i8): the cells are read as they are.
  Type accElem = cast<RankedTensorType>(op.getInitArgs()[0].getType())
                     .getElementType();
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(accElem));
  SmallVector<Value> regs;
  for (int64_t c = 0; c < cols; c += piece) {
    // tcgen05.wait::ld in the same block: the registers are ready.
    auto ld = nv::Tcgen05LdOp::create(
        b, loc, SmallVector<Type>(piece, b.getI32Type()),
        nv::Tcgen05Shape::_32x32b, piece, e.add(e.add(rowAddr, col0), c),
        /*wait=*/true, /*braced=*/true);
    for (int64_t i = 0; i < piece; ++i) {
      Value v = ld.getValues()[i];
      if (accElem != v.getType())
        v = LLVM::BitcastOp::create(b, loc, accElem, v);
      v = arith::SelectOp::create(b, loc, ran, v, zero);
      regs.push_back(
          isa<FloatType>(accElem)
              ? arith::AddFOp::create(b, loc, v, init[c + i]).getResult()
              : arith::AddIOp::create(b, loc, v, init[c + i]).getResult());
    }
  }
  return {std::move(regs), std::move(layout)};
}

bool tile::insideAnotherLoop(Operation *op) {
  for (Operation *p = op->getParentOp(); p && !isa<KernelOp>(p);
       p = p->getParentOp())
    if (isa<LoopLikeOpInterface>(p))
      return true;
  return false;
}

Value tile::allocateTmem(TileLowering &l, PtxEmitter &e, unsigned ctaGroup,
                         int64_t warp, int64_t columns, Value slot,
                         bool relinquish, function_ref<void()> afterBarrier) {
  e.ifThen(e.eq(e.udiv(l.tid, 32), warp), [&] {
    nv::Tcgen05AllocOp::create(e.b, e.loc, ctaGroup, slot, columns, relinquish);
  });
  nv::Tcgen05FenceOp::create(e.b, e.loc,
                             nv::Tcgen05FenceKind::before_thread_sync);
  l.barrier(e.loc);
  if (afterBarrier)
    afterBarrier();
  nv::Tcgen05FenceOp::create(e.b, e.loc,
                             nv::Tcgen05FenceKind::after_thread_sync);
  return nv::LdSharedOp::create(e.b, e.loc, e.b.getI32Type(), slot);
}

void tile::deallocateTmem(TileLowering &l, PtxEmitter &e, unsigned ctaGroup,
                          int64_t warp, Value taddr, int64_t columns) {
  e.ifThen(e.eq(e.udiv(l.tid, 32), warp), [&] {
    nv::Tcgen05DeallocOp::create(e.b, e.loc, ctaGroup, taddr, columns,
                                 /*fence_after=*/true);
  });
}

namespace {
/// What both tcgen05 lowerings emit: the tensor-memory allocation and the
/// MMAs over one stage.
struct Tcgen05Mma {
  TileLowering &l;
  BoxEmitter &e;
  const PipelineMatch &m;
  Tcgen05Encoding enc;
  /// cta_group 1, or over CTA pairs 2 (every tcgen05 alloc/mma/commit/
  /// dealloc of the kernel: ptxas takes one per kernel).
  unsigned group() const { return m.ctaPair ? 2 : 1; }

  /// Warp `warp` allocates `columns` of tensor memory (its address at
  /// shared `slot`; over a CTA pair, the warp of each block together) and,
  /// unless the allocation repeats (`relinquish` false: the loop runs
  /// inside another loop), gives up the allocation permit; the block (and
  /// with `clusterSync` the cluster) synchronizes; returns the address.
  Value allocate(int64_t warp, int64_t columns, Value slot, bool clusterSync,
                 bool relinquish = true) {
    return allocateTmem(l, e, group(), warp, columns, slot, relinquish, [&] {
      if (clusterSync)
        e.clusterSync();
    });
  }

  /// A 128-byte-swizzle shared-memory descriptor (MN-major: LBO = one
  /// slab of K rows x 128 bytes).
  Value descriptor(Value addr, bool mnMajor) {
    return e.smemDescriptor(
        addr, tcgen05Swizzle128DescriptorHigh(mnMajor ? m.k * 128 : 0));
  }

  /// The MMAs over the K of one stage into the accumulator at TMEM address
  /// `acc`, accumulating unless `notFirst` (i32) is 0 for the first. A and
  /// a K-major B: 32 bytes of K per MMA; an MN-major B (a K x N box of
  /// slabs): kStep rows of K (kStep x 128 bytes) per MMA and the
  /// instruction descriptor's transpose-B bit.
  void stage(Value acc, Value stageA, Value stageB, Value notFirst) {
    uint32_t idesc = enc.instrDescriptor |
                     (m.bMnMajor ? Tcgen05Encoding::transposeBBit : 0);
    if (m.ctaPair)
      idesc = Tcgen05Encoding::withM(idesc, 256);
    nv::Tcgen05Kind kind = *nv::symbolizeTcgen05Kind(enc.kind);
    for (int64_t ks = 0, n = m.k / enc.kStep; ks < n; ++ks) {
      // The operands in the order the IR has always built them.
      Value aDesc = descriptor(e.add(stageA, ks * 32), false);
      Value bDesc = m.bMnMajor
                        ? descriptor(e.add(stageB, ks * enc.kStep * 128), true)
                        : descriptor(e.add(stageB, ks * 32), false);
      Value idescReg = e.c32(int64_t(idesc));
      Value enable = ks ? e.c32(1) : notFirst;
      nv::Tcgen05MmaOp::create(e.b, e.loc, group(), kind, acc, aDesc, bDesc,
                               idescReg, enable, Value(), Value(),
                               IntegerAttr());
    }
  }

  /// One K step: waits for global iteration `g`'s stage, runs its MMAs
  /// into the accumulator at `acc` (overwriting it when `i`, the step
  /// within the tile, is 0) and commits them to the stage's empty barrier.
  void iteration(LoopIssuer &it, const PipelinePlan &p, Value acc, Value g,
                 Value i) {
    OpBuilder &b = e.b;
    Value s = e.urem(g, it.stages);
    e.wait(it.full(s), arith::AndIOp::create(b, e.loc, e.udiv(g, it.stages),
                                             e.c32(1)));
    Value notFirst = arith::ExtUIOp::create(
        b, e.loc, b.getI32Type(),
        arith::CmpIOp::create(b, e.loc, arith::CmpIPredicate::ne, i,
                              e.c32(0)));
    stage(acc, it.stageA(s), it.stageB(s), notFirst);
    commitMmas(e, it.empty(s), p, it.pairMask, /*everyBlock=*/true);
  }
};
} // namespace

/// The tcgen05 pipeline (tensor-memory targets), S stages, one issuing
/// thread:
///
///   thread 0: mbarrier.init full[s], empty[s], done (1 arrival each);
///   warp 0: tcgen05.alloc N columns of tensor memory
///   thread 0: copies of iterations 0..S-1 into stages 0..S-1, then
///     for i: wait full[i % S]; tcgen05.mma over the box's K from the stage
///            (accumulating from the second MMA on); tcgen05.commit to
///            empty[i % S]; then refill the stage of iteration i - 1 with
///            iteration i - 1 + S once its MMAs are done (empty[...]).
///     tcgen05.commit to done
///   everyone: wait done; warps read their TMEM lanes back (tcgen05.ld):
///   warp w holds rows 32 (w % 4) + lane, columns (w / 4) N / G ... for
///   G = warps / 4 column groups.
///
/// With TMA multicast (PipelinePlan::multicast), the copies of a shared box
/// are split among the blocks of its group as in the wgmma pipeline, each
/// stage's MMAs commit to empty[s] in every block of the cluster
/// (tcgen05.commit .multicast::cluster; empty[s] expects one arrival per
/// block), the cluster synchronizes after the barriers are initialized,
/// and before the end thread 0 waits for the commits of the stages it did
/// not refill, so that no other block's commit is still on its way to
/// this block's barriers when the cluster synchronizes and exits.
///
/// Over a CTA pair (PipelineMatch::ctaPair, the kernel's cta_group = 2),
/// every tcgen05 instruction is .cta_group::2: warp 0 of both blocks
/// allocates together; thread 0 of each block copies its A box and its
/// half of the B box into its own stages, completing on the first block's
/// full[s] (issuePair), and the first block arms full[s] for both blocks'
/// bytes; only the first block's thread 0 issues the MMAs (M = 256 in the
/// instruction descriptor, reading both blocks' stages at the same
/// offsets) and commits them to empty[s] and done of both blocks (CTA
/// mask 3 << its rank); the second block's thread 0 refills a stage once
/// its empty[s] completes. Each block reads its 128 rows of C from its own
/// tensor memory.
static LogicalResult lowerPipelinedTcgen05(TileLowering &l, scf::ForOp op,
                                           const PipelinePlan &plan) {
  const PipelineMatch &m = plan.m;
  int64_t stages = plan.stages;
  std::optional<Tcgen05Encoding> enc;
  if (failed(requireTcgen05(l, m, enc)))
    return failure();
  int64_t groups = l.numThreads / 128;
  if (!enc || l.numThreads % 128 || m.n % (groups * 8))
    return op.emitOpError("is pipelined for tcgen05, but its ")
           << m.m << "x" << m.n << "x" << m.k
           << " dot cannot be read back by " << l.numThreads / 32
           << " warps (whole warpgroups, 8 columns each)";
  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  BoxEmitter e{l, b, loc};
  LoopIssuer it(l, e, op, m);
  it.readBounds();
  it.extent = plan.extent;
  it.multicastA = plan.multicastA;
  it.multicastB = plan.multicastB;
  int64_t tmemCols = tmemAllocColumns(m.n);
  it.placeRing(op, plan.offset, stages);
  Value done = it.done(), slot = it.tmemSlot();
  Value tid = l.tid;
  Value isThread0 = e.eq(tid, 0);

  // CTA pairs: the block's rank in its pair, the pair's first block and
  // its CTA mask.
  Value isLeader = m.ctaPair ? it.setUpPair() : Value();
  bool clusterWide = plan.multicast() || m.ctaPair;
  e.ifThen(isThread0, [&] {
    for (int64_t s = 0; s < stages; ++s) {
      e.mbarrierInit(it.full(e.c32(s)), 1);
      Value empty = it.empty(e.c32(s));
      e.mbarrierInit(empty, e.c32(plan.multicast() ? plan.cluster : 1));
    }
    e.mbarrierInit(done, 1);
    e.fenceMbarrierInit();
  });
  Tcgen05Mma mma{l, e, m, *enc};
  // An allocation inside another loop repeats: keep the permit.
  Value taddr =
      mma.allocate(0, tmemCols, slot, clusterWide, !insideAnotherLoop(op));
  // The copies of the first S iterations; then, in the block that issues
  // the MMAs (every block, but only the first of a CTA pair), the K loop.
  auto prologue = [&] {
    Value first = arith::MinSIOp::create(b, loc, it.trips, e.c32(stages));
    it.forEach(e.c32(0), first, ValueRange{}, [&](Value i, ValueRange) {
      it.issue(i, it.stageA(i), it.stageB(i), it.full(i));
      return SmallVector<Value>{};
    });
  };
  // The second block of a pair only copies: iteration j into the stage
  // of j - S once the pair's MMAs have released it.
  auto peer = [&] {
    it.forEach(e.c32(stages), it.trips, ValueRange{}, [&](Value j, ValueRange) {
      Value s = e.urem(j, stages);
      e.wait(it.empty(s),
             arith::AndIOp::create(
                 b, loc,
                 arith::SubIOp::create(b, loc, e.udiv(j, stages), e.c32(1)),
                 e.c32(1)));
      it.issue(j, it.stageA(s), it.stageB(s), it.full(s));
      return SmallVector<Value>{};
    });
  };
  auto issuer = [&] {
    it.forEach(e.c32(0), it.trips, ValueRange{}, [&](Value i, ValueRange) {
      mma.iteration(it, plan, taddr, i, i);
      // Refill the previous iteration's stage once its MMAs are done.
      Value next = arith::AddIOp::create(b, loc, i, e.c32(stages - 1));
      Value refill = arith::AndIOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, i,
                                e.c32(1)),
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, next,
                                it.trips));
      e.ifThen(refill, [&] {
        Value prev = arith::SubIOp::create(b, loc, i, e.c32(1));
        Value sp = e.urem(prev, stages);
        e.wait(it.empty(sp), arith::AndIOp::create(b, loc, e.udiv(prev, stages),
                                                e.c32(1)));
        it.issue(next, it.stageA(sp), it.stageB(sp), it.full(sp));
      });
      return SmallVector<Value>{};
    });
    commitMmas(e, done, plan, it.pairMask, /*everyBlock=*/false);
  };
  e.ifThen(isThread0, [&] {
    prologue();
    if (m.ctaPair) {
      auto branch = scf::IfOp::create(b, loc, isLeader, /*withElse=*/true);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(branch.thenBlock());
      issuer();
      b.setInsertionPointToStart(branch.elseBlock());
      peer();
    } else {
      issuer();
    }
    // Multicast, CTA pairs: the stages not refilled (the last S
    // iterations) have commits from other blocks on their way; wait for
    // them.
    if (clusterWide)
      it.waitLastCommits(it.trips);
  });
  e.wait(done, e.c32(0));
  nv::Tcgen05FenceOp::create(e.b, e.loc,
                             nv::Tcgen05FenceKind::after_thread_sync);

  auto [regs, layout] = readTmemAccumulator(l, e, m, op, groups, taddr, e.c32(0),
                                            it.trips);
  // Everyone has read tensor memory: free it, and the barriers.
  nv::Tcgen05FenceOp::create(e.b, e.loc,
                             nv::Tcgen05FenceKind::before_thread_sync);
  l.barrier(loc);
  if (clusterWide)
    e.clusterSync();
  deallocateTmem(l, e, mma.group(), 0, taddr, tmemCols);
  e.ifThen(isThread0, [&] {
    for (int64_t s = 0; s < stages; ++s) {
      e.mbarrierInval(it.full(e.c32(s)));
      e.mbarrierInval(it.empty(e.c32(s)));
    }
    e.mbarrierInval(done);
  });
  finishPipelinedLoop(l, op, std::move(regs), layout, it.ring,
                      m.ringBytes(stages));
  return success();
}

/// The loop `op` marked with `plan`, matched again (its loads and dot):
/// an error when it cannot be pipelined, or is no longer the kind of
/// pipeline the plan names.
static FailureOr<PipelineMatch> matchPlannedLoop(scf::ForOp op,
                                                 PipelineAttr plan) {
  if (!plan)
    return op.emitOpError("has a malformed ")
           << kPipelineAttrName
           << " attribute (tile-pipeline writes a #tile.pipeline)";
  std::string why;
  FailureOr<PipelineMatch> match = matchPipelinableLoop(op, why);
  if (failed(match))
    return op.emitOpError("is marked ")
           << kPipelineAttrName << " but cannot be pipelined: " << why;
  PipelineKind kind = match->pipelineKind();
  if (kind != plan.getKind())
    return op.emitOpError("is marked ")
           << kPipelineAttrName << " as a "
           << stringifyPipelineKind(plan.getKind())
           << " pipeline, but its loads and dot make a "
           << stringifyPipelineKind(kind)
           << " pipeline (run tile-pipeline again on the loop without it)";
  return match;
}

static FailureOr<PipelinePlan> readPlan(TileLowering &l, scf::ForOp op) {
  auto attr = op->getAttrOfType<PipelineAttr>(kPipelineAttrName);
  FailureOr<PipelineMatch> match = matchPlannedLoop(op, attr);
  if (failed(match))
    return failure();
  PipelinePlan p;
  p.stages = attr.getStages();
  p.offset = *attr.getSmemOffset();
  p.entryRegs = attr.getEntryRegs().value_or(-1);
  p.producerRegs = attr.getProducerRegs().value_or(-1);
  p.consumerRegs = attr.getConsumerRegs().value_or(-1);
  p.m = *match;
  if (attr.getCtaGroup()) {
    std::string whyNot = whyNotCtaPair(p.m);
    if (!whyNot.empty())
      return op.emitOpError("is marked to run over CTA pairs (cta_group = "
                            "2), but ")
             << whyNot;
    if (failed(requireFeature(op, l.gpuModule, Feature::Tcgen05Cta2,
                              "tcgen05.mma cta_group::2 (cta_group = 2)")))
      return failure();
    p.m.ctaPair = true;
    p.extent = clusterExtent(op->getParentOfType<KernelOp>());
  } else if (ctaPairDim(op->getParentOfType<KernelOp>()) >= 0 &&
             p.m.tcgen05()) {
    return op.emitOpError("is a tcgen05 pipeline of a cta_group = 2 kernel, "
                          "but its ")
           << kPipelineAttrName
           << " has no cta_group = 2 (tile-pipeline writes it)";
  }
  if (failed(checkPlaced(op, p.offset, p.m.ringBytes(p.stages),
                         "its ring of stages and mbarriers")))
    return failure();
  for (auto [name, box, flag, dims] :
       {std::tuple<StringRef, LoadBoxOp, unsigned *, std::optional<int64_t>>{
            "multicast_a", p.m.boxA, &p.multicastA, attr.getMulticastA()},
        {"multicast_b", p.m.boxB, &p.multicastB, attr.getMulticastB()}}) {
    if (!dims)
      continue;
    StringRef operand = box == p.m.boxA ? "A" : "B";
    std::string whyNot;
    unsigned allowed = multicastDims(p.m, box, whyNot);
    unsigned want = unsigned(*dims);
    if (!allowed)
      return op.emitOpError("is marked to multicast its ")
             << operand << " box (" << name << "), but " << whyNot;
    if (want & ~allowed)
      return op.emitOpError("is marked to multicast its ")
             << operand << " box along " << describeClusterDims(want) << " ("
             << name << " = " << want << "), but it may differ along "
             << describeClusterDims(want & ~allowed)
             << " between the blocks of a cluster";
    *flag = want;
  }
  if (p.multicast()) {
    p.cluster = clusterBlocks(op->getParentOfType<KernelOp>());
    p.extent = clusterExtent(op->getParentOfType<KernelOp>());
    if (failed(requireFeature(op, l.gpuModule, Feature::Clusters,
                              "TMA multicast (.multicast::cluster)")))
      return failure();
  }
  if (p.m.tcgen05())
    return p;
  if (p.m.mmaSyncBoxes()) {
    if (failed(requireFeature(p.m.boxA, l.gpuModule, Feature::Tma,
                              "cp.async.bulk.tensor (tile.load_box)")))
      return failure();
    return p;
  }
  int64_t consumers = p.m.consumers();
  if (l.numThreads != 128 * (consumers + 1))
    return op.emitOpError("is pipelined for ")
           << consumers << " consumer warpgroups and a producer, but the "
           << "kernel has " << l.numThreads / 32 << " warps";
  if (failed(requireFeature(p.m.dot, l.gpuModule, Feature::Wgmma,
                            "wgmma.mma_async")) ||
      failed(requireFeature(p.m.boxA, l.gpuModule, Feature::Tma,
                            "cp.async.bulk.tensor (tile.load_box)")) ||
      failed(requireFeature(op, l.gpuModule, Feature::Setmaxnreg,
                            "setmaxnreg (warp specialization)")))
    return failure();
  return p;
}

namespace {
/// The warp-specialized wgmma pipeline (sm_90a), in the pieces both the
/// one-loop form and the persistent form put together. Iterations are
/// counted globally from `base` (0 for one loop; the iterations of earlier
/// tiles in a persistent loop), so stage and parity carry on from tile to
/// tile.
struct WgmmaPipeline {
  TileLowering &l;
  BoxEmitter &e;
  const PipelinePlan &p;
  LoopIssuer &it;
  WgmmaTiles tiles;

  WgmmaPipeline(TileLowering &l, BoxEmitter &e, const PipelinePlan &p,
                LoopIssuer &it)
      : l(l), e(e), p(p), it(it),
        tiles(wgmmaTiles(l, e.loc, p.m.m, p.m.n, p.m.consumers())) {
    it.extent = p.extent;
    it.multicastA = p.multicastA;
    it.multicastB = p.multicastB;
  }

  const FragmentLayout &layout() const { return tiles.layout; }

  void setmaxnreg(nv::RegAction action, int64_t count) {
    nv::SetMaxNRegOp::create(e.b, e.loc, action, uint32_t(count));
  }

  /// if (producer warpgroup) {...} else {...}, yielding `results`; the
  /// roles' registers move between the four calls below, in this order:
  ///
  ///   producer: producerBegins  ... copies ...  producerEnds
  ///   consumers: consumersBegin ... wgmma, epilogue ... consumersEnd
  ///
  /// Named barrier 1 orders the moves: the producer warpgroup gives
  /// registers back (setmaxnreg.dec) and the consumers take them
  /// (setmaxnreg.inc); a producer warp that is done early must not take its
  /// registers back before every consumer has its own, or the consumers
  /// wait for registers while the producer's copy thread waits for them: a
  /// deadlock, seen twice on an H100 in timed launches before this barrier.
  /// The PTX ISA also asks the warps of a warpgroup to synchronize between
  /// two setmaxnreg: the producer's bar.sync 1 does that for it, a consumer
  /// warpgroup syncs on its own named barrier (2 + its index; immediate
  /// ids, since with a register id ptxas reserves all 16).
  scf::IfOp splitRoles(TypeRange results) {
    Value isProducer = e.eq(e.udiv(l.tid, 128), p.m.consumers());
    return scf::IfOp::create(e.b, e.loc, results, isProducer,
                             /*withElseRegion=*/true);
  }
  void producerBegins() { setmaxnreg(nv::RegAction::dec, p.producerRegs); }
  void producerEnds() {
    nv::BarWarpSyncOp::create(e.b, e.loc, -1); // copy thread's warp joins
    nv::BarSyncOp::create(e.b, e.loc, 1u, e.c32(threads()), IntegerAttr());
    setmaxnreg(nv::RegAction::inc, p.entryRegs);
  }
  void consumersBegin() {
    setmaxnreg(nv::RegAction::inc, p.consumerRegs);
    nv::BarArriveOp::create(e.b, e.loc, 1u, e.c32(threads()), IntegerAttr());
  }
  void consumersEnd() {
    Value group = e.udiv(l.tid, 128);
    for (int64_t c = 0; c < p.m.consumers(); ++c)
      e.ifThen(e.eq(group, c), [&] {
        nv::BarSyncOp::create(e.b, e.loc, uint32_t(2 + c), Value(),
                              e.b.getI32IntegerAttr(128));
      });
    setmaxnreg(nv::RegAction::dec, p.entryRegs);
  }
  int64_t threads() const { return 128 * (p.m.consumers() + 1); }

  /// Thread 0 initializes every stage's barriers; the block waits for it
  /// (with multicast, the whole cluster: other blocks copy into this
  /// block's stages and arrive on its barriers). A stage is empty once
  /// every consumer thread has arrived, or with multicast once every
  /// consumer warpgroup of every block of the cluster has (the block
  /// refilling it writes to all of them).
  void initBarriers() {
    int64_t releases = p.multicast() ? p.m.consumers() * p.cluster
                                     : p.m.consumers() * 128;
    e.ifThen(e.eq(l.tid, 0), [&] {
      for (int64_t s = 0; s < p.stages; ++s) {
        e.mbarrierInit(it.full(e.c32(s)), 1);
        Value empty = it.empty(e.c32(s));
        e.mbarrierInit(empty, e.c32(releases));
      }
      e.fenceMbarrierInit();
    });
    l.barrier(e.loc);
    if (p.multicast())
      e.clusterSync();
  }

  /// After both roles: the block (and with multicast the cluster, whose
  /// blocks still arrive on this block's barriers until they are done)
  /// synchronizes; the stages are free again.
  void finish() {
    l.barrier(e.loc);
    if (p.multicast())
      e.clusterSync();
  }

  /// Producer (one thread): the copies of iterations [0, trips), global
  /// iteration base + i in stage (base + i) % S once the consumers have
  /// released what the stage held S iterations earlier.
  void produce(Value base) {
    OpBuilder &b = e.b;
    Location loc = e.loc;
    int64_t stages = p.stages;
    it.forEach(e.c32(0), it.trips, ValueRange{}, [&](Value i, ValueRange) {
      Value g = e.add(base, i);
      Value s = e.urem(g, stages), round = e.udiv(g, stages);
      e.ifThen(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, g,
                                     e.c32(stages)),
               [&] {
                 Value parity = arith::AndIOp::create(
                     b, loc, arith::SubIOp::create(b, loc, round, e.c32(1)),
                     e.c32(1));
                 e.wait(it.empty(s), parity);
               });
      it.issue(i, it.stageA(s), it.stageB(s), it.full(s));
      return SmallVector<Value>{};
    });
  }

  /// Consumers: wgmma straight from the stages, accumulators in registers;
  /// returns them after wgmma.wait_group 0. Each stage is released once the
  /// wgmma group reading it is done (one iteration later, or at the end when
  /// `releaseLast`: a persistent loop's producer is already refilling).
  SmallVector<Value> consume(Value base, SmallVector<Value> acc,
                             bool releaseLast) {
    OpBuilder &b = e.b;
    Location loc = e.loc;
    int64_t stages = p.stages;
    DotOp dot = p.m.dot;
    Type eaLogical = dot.getA().getType().getElementType();
    Type ebLogical = dot.getB().getType().getElementType();
    int64_t kSteps = p.m.k * elemBytes(eaLogical) / 32; // 32 bytes of K each
    Type accElem = dot.getAcc().getType().getElementType();
    int64_t regs = wgmmaAccRegistersPerTile(tiles.nInst, accElem);
    int64_t slabBytes = p.m.k * 128; // an MN-major B slab: K rows of 128 B
    auto release = [&](Value g) {
      Value bar = it.empty(e.urem(g, stages));
      if (!p.multicast())
        return e.mbarrierArrive(bar);
      // Thread r < cluster of each consumer warpgroup releases the stage
      // in block r of the cluster (its wgmma group, which read the stage,
      // is done for the whole warpgroup).
      Value lane = e.urem(l.tid, 128);
      e.ifThen(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, lane,
                                     e.c32(p.cluster)),
               [&] { e.arriveRemote(bar, lane); });
    };
    // The loop carries the accumulator registers (f16 in pairs).
    auto loop = it.forEach(e.c32(0), it.trips, wgmmaAccRegisters(b, loc, acc),
                           [&](Value i, ValueRange accIn) {
      Value g = e.add(base, i);
      Value s = e.urem(g, stages), round = e.udiv(g, stages);
      e.wait(it.full(s), arith::AndIOp::create(b, loc, round, e.c32(1)));
      nv::WgmmaFenceOp::create(e.b, e.loc);
      SmallVector<Value> d(accIn);
      for (int64_t ks = 0; ks < kSteps; ++ks)
        for (auto [r, origin] : llvm::enumerate(tiles.origins)) {
          auto [row0, col0] = origin;
          Value descA = e.descriptor(
              e.add(e.add(it.stageA(s), e.mul(row0, 128)), ks * 32));
          // K-major B: rows of N, 32 bytes of K per step. MN-major B: slabs
          // of 64 columns of N (K rows x 128 bytes each), 16 rows of K per
          // step; col0 is a multiple of 64 (N % 64 == 0 makes every wgmma N
          // tile 64, 128 or 256 wide).
          Value descB =
              p.m.bMnMajor
                  ? e.descriptor(
                        e.add(e.add(it.stageB(s),
                                    e.mul(e.udiv(col0, 64), slabBytes)),
                              ks * 16 * 128),
                        slabBytes)
                  : e.descriptor(
                        e.add(e.add(it.stageB(s), e.mul(col0, 128)), ks * 32));
          SmallVector<Value> out =
              emitWgmma(b, loc, eaLogical, ebLogical, tiles.nInst, descA,
                        descB, ArrayRef<Value>(d).slice(r * regs, regs),
                        /*transposeB=*/p.m.bMnMajor);
          std::copy(out.begin(), out.end(), d.begin() + r * regs);
        }
      nv::WgmmaCommitGroupOp::create(e.b, e.loc);
      // The previous iteration's group is done: release its stage.
      d = emitWgmmaWait(b, loc, 1, d);
      e.ifThen(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, i,
                                     e.c32(1)),
               [&] { release(arith::AddIOp::create(b, loc, g, e.c32(-1))); });
      return d;
    });
    SmallVector<Value> result = wgmmaAccElements(
        b, loc, emitWgmmaWait(b, loc, 0, loop.getResults()), accElem);
    if (releaseLast)
      e.ifThen(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt,
                                     it.trips, e.c32(0)),
               [&] { release(e.add(e.add(base, it.trips), -1)); });
    return result;
  }
};
} // namespace

/// The TMA + mma.sync pipeline (targets with TMA whose dot runs on mma.sync:
/// sm_90, sm_120a/f, ...), S stages, every warp multiplying:
///
///   thread 0: mbarrier.init full[s] (1 arrival); copies of iterations
///             0 .. S - 2 into stages 0 .. S - 2
///   for i: s = i % S; wait full[s] (parity (i / S) & 1)
///          bar.sync               (every warp is done with iteration i - 1)
///          thread 0: copies of iteration i + S - 1 into stage (i - 1) % S
///          mma.sync on stage s in place: ldmatrix (or 32-bit loads for
///          8-bit types) on the 128-byte-swizzled rows, accumulators in
///          registers
///   bar.sync; thread 0: mbarrier.inval
///
/// As Triton on sm_120: one thread keeps S - 1 iterations of boxes in
/// flight, no producer warp; the barrier that lets a stage be refilled is
/// the one the cp.async pipeline has too.
static LogicalResult lowerPipelinedMmaSync(TileLowering &l, scf::ForOp op,
                                           const PipelinePlan &p) {
  DotOp dot = p.m.dot;
  if (std::optional<std::string> why = whyNotMmaSync(dot))
    return dot.emitOpError() << *why;
  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  BoxEmitter e{l, b, loc};
  LoopIssuer it(l, e, op, p.m);
  it.readBounds();
  it.placeRing(op, p.offset, p.stages);
  int64_t stages = p.stages;
  Value isThread0 = e.eq(l.tid, 0);
  // Earlier readers of the ring (a tile.store_box after this loop in an
  // outer loop's previous iteration) are done before its barriers change.
  l.barrier(loc);
  e.ifThen(isThread0, [&] {
    for (int64_t s = 0; s < stages; ++s)
      e.mbarrierInit(it.full(e.c32(s)), 1);
    e.fenceMbarrierInit();
  });
  l.barrier(loc);
  auto issue = [&](Value j) {
    Value s = e.urem(j, stages);
    it.issue(j, it.stageA(s), it.stageB(s), it.full(s));
  };
  e.ifThen(isThread0, [&] {
    Value ahead = arith::MinSIOp::create(b, loc, it.trips, e.c32(stages - 1));
    it.forEach(e.c32(0), ahead, ValueRange{}, [&](Value j, ValueRange) {
      issue(j);
      return SmallVector<Value>{};
    });
  });

  // Element (row, col) of a stage's boxes: A (M x K) and a K-major B
  // (N x K) are rows of 128 bytes, 128-byte swizzled (or narrow rows, one
  // after the other); an MN-major B (K x N) is N / 64 such slabs of K rows.
  auto boxIndex = [&e](LoadBoxOp box) {
    int64_t bytes =
        elemBytes(storageElementType(box.getType().getElementType()));
    return [&e, box, bytes](Value row, Value col) mutable {
      return e.udiv(e.boxByte(row, col, box.getType().getDimSize(0),
                              box.getSlabColumns(), box.getNumSlabs(), bytes),
                    bytes);
    };
  };
  auto indexA = boxIndex(p.m.boxA), indexB = boxIndex(p.m.boxB);
  std::optional<FragmentLayout> layout = mmaSyncFragmentLayout(l, dot);
  SmallVector<Value> acc =
      l.elementsInFragment(loc, op.getInitArgs()[0], *layout);
  auto loop = it.forEach(e.c32(0), it.trips, acc,
                         [&](Value i, ValueRange accIn) {
    Value s = e.urem(i, stages);
    e.wait(it.full(s),
           arith::AndIOp::create(b, loc, e.udiv(i, stages), e.c32(1)));
    l.barrier(loc);
    Value j = e.add(i, stages - 1);
    e.ifThen(arith::AndIOp::create(
                 b, loc, isThread0,
                 arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, j,
                                       it.trips)),
             [&] { issue(j); });
    return emitMmaSyncFromShared(
        l, dot, dynamicSmemPointer(l, loc, op, it.stageA(s)), 0,
        dynamicSmemPointer(l, loc, op, it.stageB(s)), 0, accIn,
        /*bNK=*/!p.m.bMnMajor, indexA, indexB);
  });
  // Every copy was waited for; the stages are free once everyone is here.
  l.barrier(loc);
  e.ifThen(isThread0, [&] {
    for (int64_t s = 0; s < stages; ++s)
      e.mbarrierInval(it.full(e.c32(s)));
  });
  finishPipelinedLoop(l, op, SmallVector<Value>(loop.getResults()), *layout,
                      it.ring, p.m.ringBytes(stages));
  return success();
}

LogicalResult tile::lowerPipelinedLoop(TileLowering &l, scf::ForOp op) {
  auto attr = op->getAttrOfType<PipelineAttr>(kPipelineAttrName);
  if (attr && !attr.isTma()) {
    FailureOr<PipelineMatch> match = matchPlannedLoop(op, attr);
    if (failed(match))
      return failure();
    return lowerAsyncCopyLoop(l, *match);
  }
  FailureOr<PipelinePlan> plan = readPlan(l, op);
  if (failed(plan))
    return failure();
  const PipelinePlan &p = *plan;
  if (attr.getKind() == PipelineKind::tma_tcgen05)
    return lowerPipelinedTcgen05(l, op, p);
  if (attr.getKind() == PipelineKind::tma_mma_sync)
    return lowerPipelinedMmaSync(l, op, p);

  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  BoxEmitter e{l, b, loc};
  LoopIssuer it(l, e, op, p.m);
  it.readBounds();
  it.placeRing(op, p.offset, p.stages);
  WgmmaPipeline pipe(l, e, p, it);
  pipe.initBarriers();

  const FragmentLayout &layout = pipe.layout();
  Type accElem = DotOp(p.m.dot).getAcc().getType().getElementType();
  SmallVector<Type> accTypes(layout.numSlots, accElem);
  Value tid = l.tid;
  auto branch = pipe.splitRoles(accTypes);
  {
    // Producer: one thread issues the copies of every iteration.
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&branch.getThenRegion().front());
    pipe.producerBegins();
    e.ifThen(e.eq(e.urem(tid, 128), 0), [&] { pipe.produce(e.c32(0)); });
    pipe.producerEnds();
    Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(accElem));
    scf::YieldOp::create(b, loc, SmallVector<Value>(layout.numSlots, zero));
  }
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&branch.getElseRegion().front());
    pipe.consumersBegin();
    SmallVector<Value> result = pipe.consume(
        e.c32(0), l.elementsInFragment(loc, op.getInitArgs()[0], layout),
        /*releaseLast=*/false);
    pipe.consumersEnd();
    scf::YieldOp::create(b, loc, result);
  }
  // The stages and barriers are free again once everyone is here.
  pipe.finish();
  finishPipelinedLoop(l, op, SmallVector<Value>(branch.getResults()), layout,
                      it.ring, p.m.ringBytes(p.stages));
  return success();
}

//===----------------------------------------------------------------------===//
// Persistent loops
//===----------------------------------------------------------------------===//

/// The pipelined loop directly in `outer`'s body, if there is one.
static scf::ForOp pipelinedChild(scf::ForOp outer) {
  for (Operation &op : outer.getBody()->without_terminator())
    if (auto loop = dyn_cast<scf::ForOp>(op))
      if (loop->hasAttr(kPipelineAttrName))
        return loop;
  return {};
}

std::string tile::whyNotPersistent(scf::ForOp outer) {
  scf::ForOp inner = pipelinedChild(outer);
  if (!inner)
    return "its body has no pipelined loop";
  return whyNotPersistent(outer, inner);
}

std::string tile::whyNotPersistent(scf::ForOp outer, scf::ForOp inner) {
  if (outer.getNumResults())
    return "it carries values (a persistent loop only stores its tiles)";
  std::string why;
  FailureOr<PipelineMatch> m = matchPipelinableLoop(inner, why);
  if (failed(m))
    return why;
  if (m->asyncCopy() || m->mmaSyncBoxes())
    return std::string("the pipeline is ") +
           (m->asyncCopy() ? "cp.async" : "TMA + mma.sync") +
           " (persistent loops are wgmma and tcgen05 pipelines)";
  // Values that live in the accumulator's fragment registers.
  llvm::DenseSet<Value> fragment{inner.getResult(0)};
  bool after = false;
  for (Operation &op : outer.getBody()->without_terminator()) {
    if (&op == inner.getOperation()) {
      after = true;
      continue;
    }
    if (op.getNumRegions())
      return ("'" + op.getName().getStringRef() +
              "' in its body (only the pipelined loop may have regions)")
          .str();
    bool tiles = llvm::any_of(op.getResultTypes(), [](Type t) {
      return isa<RankedTensorType>(t);
    });
    // A TMA store of the tile: its own buffer (the ring is busy with the
    // next tile), the epilogue threads synchronize on a named barrier.
    if (isa<StoreBoxOp>(op)) {
      if (!after)
        return "a tile.store_box before the pipelined loop";
      continue;
    }
    if (auto store = dyn_cast<StoreOp>(op)) {
      if (!after || !fragment.contains(store.getValue()) ||
          !TileLowering::canStoreFromFragment(store, store.getValue()))
        return "a tile.store that does not write the accumulator (or an "
               "elementwise function of it) at index-tile offsets";
      continue;
    }
    Value fromFragment;
    for (Value o : op.getOperands())
      if (fragment.contains(o))
        fromFragment = o;
    if (fromFragment) {
      if (!TileLowering::takesFragment(&op, fromFragment, /*loads=*/true))
        return ("'" + op.getName().getStringRef() +
                "' uses the accumulator in a way that needs its values in "
                "shared memory (a block-wide barrier)")
            .str();
      fragment.insert(op.getResult(0));
      continue;
    }
    // Index arithmetic, and vector loads the epilogue reads again straight
    // into the fragment layout (a bias, a per-row scale): no block-wide
    // staging.
    if (tiles && !llvm::all_of(op.getResults(), [](Value r) {
          return !isa<RankedTensorType>(r.getType()) ||
                 TileLowering::isGatherable(r);
        }))
      return ("'" + op.getName().getStringRef() +
              "' makes a tile that is not index arithmetic (or a vector "
              "loaded at index-tile offsets that nothing writes over before "
              "its use)")
          .str();
    if (!tiles && !isa<arith::ArithDialect>(op.getDialect()) &&
        !isa<ProgramIdOp, NumProgramsOp, ClusterIdOp, NumClustersOp,
             ClusterBlockIdOp, ClusterShapeOp, ClusterBlockRankOp,
             ClusterNumBlocksOp>(op))
      return ("'" + op.getName().getStringRef() + "' in its body").str();
  }
  return "";
}

/// A persistent loop over output tiles whose body runs one pipelined K loop
/// and stores its result from the accumulator registers:
///
///   init the ring's barriers once
///   producer thread: for each tile: its scalar arithmetic, then the
///     copies of its K loop, iterations counted on from the earlier tiles
///   consumers: for each tile: its arithmetic, the K loop on wgmma, release
///     the last stage, the epilogue from the fragments
///
/// so the producer fills the stages of the next tile while the consumers
/// store this one, and the block synchronizes only at the end.
namespace {
/// The loop over output tiles of a persistent kernel, re-emitted once per
/// role (each role runs its own copy of it).
struct TileLoop {
  TileLowering &l;
  BoxEmitter &e;
  LoopIssuer &it;
  scf::ForOp outer, inner;

  /// for each tile, carrying the global K-iteration count `base` and the
  /// tile count `t`: lowers the body's ops before the pipelined loop
  /// (lowerBefore(tilesToo)) and reads its bounds (`it.trips`), then
  /// `body(base, t)` lowers the role's work for the tile. Returns the
  /// loop's results (base, t) after the last tile, or failure.
  FailureOr<ValueRange>
  forEach(bool tilesToo,
          function_ref<LogicalResult(Value base, Value t)> body) {
    OpBuilder &b = e.b;
    Location loc = e.loc;
    auto loop = scf::ForOp::create(
        b, loc, l.scalars.lookup(outer.getLowerBound()),
        l.scalars.lookup(outer.getUpperBound()),
        l.scalars.lookup(outer.getStep()), ValueRange{e.c32(0), e.c32(0)});
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(loop.getBody());
      l.scalars.map(outer.getInductionVar(), loop.getInductionVar());
      Value base = loop.getRegionIterArgs()[0], t = loop.getRegionIterArgs()[1];
      if (failed(lowerBefore(tilesToo)))
        return failure();
      it.readBounds();
      if (failed(body(base, t)))
        return failure();
      if (loop.getBody()->mightHaveTerminator())
        loop.getBody()->getTerminator()->erase();
      b.setInsertionPointToEnd(loop.getBody());
      scf::YieldOp::create(b, loc,
                           ValueRange{e.add(base, it.trips), e.add(t, 1)});
    }
    return ValueRange(loop.getResults());
  }

  /// The body's ops before the pipelined loop: the scalars (the tile's
  /// coordinates and trip count), and the index tiles too when `tilesToo`.
  LogicalResult lowerBefore(bool tilesToo) {
    for (Operation &op : outer.getBody()->without_terminator()) {
      if (&op == inner.getOperation())
        break;
      bool tiles = llvm::any_of(op.getResultTypes(), [](Type t) {
        return isa<RankedTensorType>(t);
      });
      if (tiles && !tilesToo)
        continue; // the copying and MMA threads need only the scalars
      if (failed(l.lowerOp(&op)))
        return failure();
    }
    return success();
  }

  /// The epilogue: the body's ops after the pipelined loop, whose result is
  /// bound to the accumulator fragments already.
  LogicalResult lowerAfter() {
    bool after = false;
    for (Operation &op : outer.getBody()->without_terminator()) {
      if (after && failed(l.lowerOp(&op)))
        return failure();
      after |= &op == inner.getOperation();
    }
    return success();
  }
};
} // namespace

/// A persistent loop whose pipelined K loop is a tcgen05 pipeline. One
/// warpgroup more than the epilogue warps (tile-pipeline adds it):
///
///   warp W (lane 0), the copier: for each tile, for each K step g (counted
///     on from tile to tile): wait empty[g % S] once g >= S; copy A and B.
///   warp W + 1 (lane 0), the MMA issuer: for each tile t: wait until the
///     epilogue has read accumulator t % 2 two tiles ago (accEmpty); for
///     each K step: wait full, tcgen05.mma into tensor-memory columns
///     (t % 2) N, commit to empty; then commit to accFull[t % 2].
///   warps 0..W-1, the epilogue: for each tile: wait accFull[t % 2], read
///     the accumulator back (tcgen05.ld), arrive on accEmpty[t % 2] (one
///     arrival per warp), run the epilogue from the registers.
///
/// So the copies run ahead across tiles, and the MMAs of tile t + 1 run
/// while the epilogue stores tile t (two accumulators: 2 N columns of
/// tensor memory).
///
/// Over CTA pairs both blocks run all three roles on the same tiles, but
/// only the first block's MMA thread issues (cta_group::2, into both
/// blocks' tensor memory) and commits to both blocks' empty and accFull;
/// the epilogue warps of both blocks arrive on the first block's accEmpty
/// (mapa; it counts both), and the second block's copier waits for the
/// last commits to its empty barriers before the cluster synchronizes.
static LogicalResult lowerPersistentTcgen05(TileLowering &l, scf::ForOp outer,
                                            scf::ForOp inner,
                                            const PipelinePlan &p) {
  const PipelineMatch &m = p.m;
  std::optional<Tcgen05Encoding> enc;
  if (failed(requireTcgen05(l, m, enc)))
    return failure();
  int64_t groups = l.numThreads / 128 - 1, epilogueWarps = 4 * groups;
  if (!enc || l.numThreads % 128 || groups < 1 || m.n % (groups * 8) ||
      m.n / groups > 128)
    return outer.emitOpError("is a persistent tcgen05 loop, but its ")
           << m.m << "x" << m.n << " accumulator cannot be read back by "
           << epilogueWarps
           << " epilogue warps (whole warpgroups besides the copying and MMA "
              "warpgroup tile-pipeline adds, at most 128 columns each)";
  OpBuilder &b = l.b;
  Location loc = outer.getLoc();
  BoxEmitter e{l, b, loc};
  LoopIssuer it(l, e, inner, m);
  it.extent = p.extent;
  it.multicastA = p.multicastA;
  it.multicastB = p.multicastB;
  it.placeRing(inner, p.offset, p.stages);
  int64_t stages = p.stages;
  int64_t tmemCols = tmemAllocColumns(2 * m.n);
  Value slot = it.tmemSlot();
  auto accFull = [&](Value which) {
    return e.add(e.add(it.done(), 16), e.mul(which, 8));
  };
  auto accEmpty = [&](Value which) {
    return e.add(e.add(it.done(), 32), e.mul(which, 8));
  };
  Value tid = l.tid, warp = e.udiv(tid, 32), lane = e.urem(tid, 32);
  // CTA pairs: the first block's MMAs fill both blocks' accumulators, so
  // its accEmpty counts the epilogue warps of both.
  Value isLeader = m.ctaPair ? it.setUpPair() : Value();
  bool clusterWide = p.multicast() || m.ctaPair;

  e.ifThen(e.eq(tid, 0), [&] {
    for (int64_t s = 0; s < stages; ++s) {
      e.mbarrierInit(it.full(e.c32(s)), 1);
      Value empty = it.empty(e.c32(s));
      e.mbarrierInit(empty, e.c32(p.multicast() ? p.cluster : 1));
    }
    for (int64_t a = 0; a < 2; ++a) {
      e.mbarrierInit(accFull(e.c32(a)), 1);
      Value empty = accEmpty(e.c32(a));
      e.mbarrierInit(empty, e.c32(m.ctaPair ? 2 * epilogueWarps : epilogueWarps));
    }
    e.fenceMbarrierInit();
  });
  Tcgen05Mma mma{l, e, m, *enc};
  Value taddr = mma.allocate(epilogueWarps, tmemCols, slot, clusterWide);
  auto parityOf = [&](Value round) {
    return arith::AndIOp::create(b, loc, round, e.c32(1)).getResult();
  };
  auto ge = [&](Value x, int64_t y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, x,
                                 e.c32(y))
        .getResult();
  };

  TileLoop tiles{l, e, it, outer, inner};
  LogicalResult result = success();
  auto roles = scf::IfOp::create(
      b, loc, TypeRange{},
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, warp,
                            e.c32(epilogueWarps)),
      /*withElseRegion=*/true);
  {
    // The epilogue warps.
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&roles.getThenRegion().front());
    FailureOr<ValueRange> done = tiles.forEach(
        /*tilesToo=*/true, [&](Value base, Value t) -> LogicalResult {
          Value which = e.urem(t, 2);
          e.wait(accFull(which), parityOf(e.udiv(t, 2)));
          nv::Tcgen05FenceOp::create(e.b, e.loc,
                                     nv::Tcgen05FenceKind::after_thread_sync);
          auto [regs, layout] = readTmemAccumulator(
              l, e, m, inner, groups, taddr, e.mul(which, m.n), it.trips);
          nv::Tcgen05FenceOp::create(e.b, e.loc,
                                     nv::Tcgen05FenceKind::before_thread_sync);
          e.ifThen(e.eq(lane, 0), [&] {
            if (m.ctaPair) // on the first block's, which issues the MMAs
              e.arriveRemote(accEmpty(which), it.leaderRank);
            else
              e.mbarrierArrive(accEmpty(which));
          });
          l.setFragment(inner.getResult(0), std::move(regs), layout);
          l.barrierScope = {kEpilogueBarrier, 32 * epilogueWarps};
          LogicalResult r = tiles.lowerAfter();
          l.barrierScope = {};
          return r;
        });
    if (failed(done))
      result = failure();
    drainStores(l, e, outer);
  }
  if (failed(result))
    return failure();
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&roles.getElseRegion().front());
    // The copier: warp W, lane 0.
    e.ifThen(e.eq(tid, 32 * epilogueWarps), [&] {
      FailureOr<ValueRange> done = tiles.forEach(
          /*tilesToo=*/false, [&](Value base, Value) -> LogicalResult {
            it.forEach(e.c32(0), it.trips, ValueRange{},
                       [&](Value i, ValueRange) {
                         Value gi = e.add(base, i);
                         Value s = e.urem(gi, stages);
                         e.ifThen(ge(gi, stages), [&] {
                           e.wait(it.empty(s),
                                  parityOf(e.add(e.udiv(gi, stages), -1)));
                         });
                         it.issue(i, it.stageA(s), it.stageB(s), it.full(s));
                         return SmallVector<Value>{};
                       });
            return success();
          });
      if (failed(done)) {
        result = failure();
        return;
      }
      // The second block of a pair: the first block's commits to this
      // block's empty barriers arrive asynchronously; wait for the last.
      if (m.ctaPair)
        e.ifThen(e.eq(it.pairRank, 1),
                 [&] { it.waitLastCommits((*done)[0]); });
    });
    // The MMA issuer: warp W + 1, lane 0 (of the pair's first block).
    Value issuer = e.eq(tid, 32 * (epilogueWarps + 1));
    if (m.ctaPair)
      issuer = arith::AndIOp::create(b, loc, issuer, isLeader);
    e.ifThen(issuer, [&] {
      FailureOr<ValueRange> done = tiles.forEach(
          /*tilesToo=*/false, [&](Value base, Value t) -> LogicalResult {
            Value which = e.urem(t, 2);
            // Accumulator `which` was read back two tiles ago.
            e.ifThen(ge(t, 2), [&] {
              e.wait(accEmpty(which), parityOf(e.add(e.udiv(t, 2), -1)));
            });
            nv::Tcgen05FenceOp::create(e.b, e.loc,
                                       nv::Tcgen05FenceKind::after_thread_sync);
            Value acc = e.add(taddr, e.mul(which, m.n));
            it.forEach(e.c32(0), it.trips, ValueRange{},
                       [&](Value i, ValueRange) {
                         mma.iteration(it, p, acc, e.add(base, i), i);
                         return SmallVector<Value>{};
                       });
            // Over a pair both blocks' epilogues wait for it.
            commitMmas(e, accFull(which), p, it.pairMask,
                       /*everyBlock=*/false);
            return success();
          });
      if (failed(done)) {
        result = failure();
        return;
      }
      // The commits of the last stages are asynchronous: wait for them
      // (from every block, with multicast) before the block exits.
      it.waitLastCommits((*done)[0]);
    });
    nv::BarWarpSyncOp::create(e.b, e.loc, -1); // copy/issue lanes rejoin
  }
  if (failed(result))
    return failure();
  nv::Tcgen05FenceOp::create(e.b, e.loc,
                             nv::Tcgen05FenceKind::before_thread_sync);
  l.barrier(loc);
  if (clusterWide)
    e.clusterSync();
  deallocateTmem(l, e, mma.group(), epilogueWarps, taddr, tmemCols);
  return success();
}

LogicalResult tile::lowerPersistentLoop(TileLowering &l, scf::ForOp outer) {
  std::string why = whyNotPersistent(outer);
  if (!why.empty())
    return outer.emitOpError("is marked ")
           << kPersistentAttrName << " but " << why;
  // The epilogue reads its vector loads (a bias) at the fragment's
  // positions: it cannot stage them with the whole block.
  l.gatherLoads = true;
  llvm::scope_exit restore([&] { l.gatherLoads = false; });
  scf::ForOp inner = pipelinedChild(outer);
  FailureOr<PipelinePlan> plan = readPlan(l, inner);
  if (failed(plan))
    return failure();
  const PipelinePlan &p = *plan;
  if (p.m.tcgen05())
    return lowerPersistentTcgen05(l, outer, inner, p);

  OpBuilder &b = l.b;
  Location loc = outer.getLoc();
  BoxEmitter e{l, b, loc};
  LoopIssuer it(l, e, inner, p.m);
  it.placeRing(inner, p.offset, p.stages);
  WgmmaPipeline pipe(l, e, p, it);
  pipe.initBarriers();
  const FragmentLayout &layout = pipe.layout();
  TileLoop tiles{l, e, it, outer, inner};

  Value tid = l.tid;
  auto branch = pipe.splitRoles(TypeRange{});
  LogicalResult result = success();
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&branch.getThenRegion().front());
    pipe.producerBegins();
    e.ifThen(e.eq(e.urem(tid, 128), 0), [&] {
      if (failed(tiles.forEach(/*tilesToo=*/false,
                               [&](Value base, Value) -> LogicalResult {
                                 pipe.produce(base);
                                 return success();
                               })))
        result = failure();
    });
    pipe.producerEnds();
  }
  if (failed(result))
    return failure();
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&branch.getElseRegion().front());
    pipe.consumersBegin();
    if (failed(tiles.forEach(
            /*tilesToo=*/true, [&](Value base, Value) -> LogicalResult {
              SmallVector<Value> acc = pipe.consume(
                  base,
                  l.elementsInFragment(loc, inner.getInitArgs()[0], layout),
                  /*releaseLast=*/true);
              l.setFragment(inner.getResult(0), std::move(acc), layout);
              l.barrierScope = {kEpilogueBarrier, 128 * p.m.consumers()};
              LogicalResult r = tiles.lowerAfter();
              l.barrierScope = {};
              return r;
            })))
      result = failure();
    drainStores(l, e, outer);
    pipe.consumersEnd();
  }
  if (failed(result))
    return failure();
  pipe.finish();
  return success();
}
