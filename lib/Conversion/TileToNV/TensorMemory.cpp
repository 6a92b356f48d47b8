//===- TensorMemory.cpp - tensor-memory ops to tcgen05 instructions -------===//
//
// Lowers the ops of include/TileDialect/TileTensorMemory.td as they stand:
//
//   tile.tmem_alloc    warp 0: tcgen05.alloc (address into the slot), the
//                      block's barrier between the two tcgen05 fences,
//                      every thread reads the address;
//   tile.tmem_buffer   the allocation's address, index N columns on;
//   tile.tmem_dot      the leader thread: one tcgen05.mma per 32 bytes of
//                      K, swizzled descriptors (128, 64 or 32 bytes) of the
//                      buffers where they are (K-major A; B K-major, or
//                      MN-major in slabs with the transpose-B bit);
//   tile.tmem_dot_scaled  the same, block-scaled (kind::mxf8f6f4), after
//                      the leader's tcgen05.cp of the scale atoms into the
//                      scale columns;
//   tile.tmem_commit   the leader thread: tcgen05.commit to the mbarrier;
//   tile.tmem_load     tcgen05.fence::after_thread_sync, then every warp
//                      reads its lanes (tcgen05.ld.32x32b, #tile.tcgen05);
//   tile.tmem_store    every warp writes its lanes from #tile.tcgen05
//                      (tcgen05.st.32x32b), waits for them
//                      (tcgen05.wait::st), tcgen05.fence::before_thread_sync;
//   tile.tmem_dealloc  the block's barrier, warp 0: tcgen05.dealloc.
//
// An accumulator read back and written again in loops (a persistent
// kernel's loop over tiles) gets tcgen05 fences around the threads'
// synchronization between the two: before_thread_sync after the reads,
// after_thread_sync before the MMAs.
//
// The leader thread is thread 0, or in a tile.warp_specialize partition
// that partition's first thread (TileLowering::leaderThread): the thread
// that issues the MMAs must be the one that commits them.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/AccumulatorTiling.h"
#include "TileDialect/Analysis/Tcgen05Plan.h"
#include "TileDialect/Conversion/HopperOps.h"
#include "TileDialect/Conversion/Pipeline.h"
#include "TileDialect/NV/NVTcgen05Ops.h"
#include "TileDialect/Target/ModuleTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

using namespace mlir;
using namespace tile;

bool tile::isTensorMemoryOp(Operation *op) {
  return isa<TmemAllocOp, TmemDeallocOp, TmemBufferOp, TmemDotOp,
             TmemDotScaledOp, TmemCommitOp, TmemLoadOp, TmemStoreOp>(op);
}

bool tile::mayRelinquishTmem(Operation *allocator) {
  auto kernel = allocator->getParentOfType<KernelOp>();
  if (!kernel)
    return false;
  for (Operation *parent = allocator->getParentOp(); parent != kernel;
       parent = parent->getParentOp())
    if (isa<LoopLikeOpInterface>(parent))
      return false;
  int count = 0;
  kernel.walk([&](Operation *o) {
    if (isa<DotOp, DotScaledOp, TmemAllocOp>(o))
      ++count;
  });
  return count == 1;
}

TmemRows tile::tmemRowAddress(TileLowering &l, PtxEmitter &e, int64_t n,
                              int64_t groups, Value taddr, Value colBase) {
  OpBuilder &b = l.b;
  TmemRows r;
  Value warp = e.udiv(l.tid, 32);
  r.cols = n / groups;
  r.piece = r.cols % 32 == 0 ? 32 : r.cols % 16 == 0 ? 16 : 8;
  Value lane0 = e.mul(e.urem(warp, 4), 32);
  r.col0 = e.add(e.mul(e.udiv(warp, 4), r.cols), colBase);
  r.rowAddr =
      e.add(taddr, arith::ShLIOp::create(b, e.loc, lane0, e.c32(16)));
  return r;
}

FragmentLayout tile::tmemRowsLayout(TileLowering &l, Location loc, int64_t n,
                                    int64_t groups) {
  int64_t cols = n / groups;
  FragmentLayout layout;
  layout.key = tcgen05AccumulatorKey(n, groups);
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
  // One row a thread: its slots are one row group, the other warpgroups
  // hold the rest of the row (the parts meet in shared memory).
  layout.numRowGroups = 1;
  layout.rowsKey = tcgen05RowsKey(groups);
  layout.rowGroup = [](int64_t) -> int64_t { return 0; };
  layout.rowParts = groups;
  layout.rowPart = [lp, loc]() -> Value {
    OpBuilder &b = lp->b;
    return arith::DivUIOp::create(b, loc, lp->tid, constI32(b, loc, 128));
  };
  return layout;
}

SmallVector<Value>
tile::readTmemRows(TileLowering &l, PtxEmitter &e, const TmemRows &r,
                   Type accElem, function_ref<Value(Value, int64_t)> each) {
  OpBuilder &b = l.b;
  SmallVector<Value> regs;
  for (int64_t c = 0; c < r.cols; c += r.piece) {
    // tcgen05.wait::ld in the same block: the registers are ready.
    auto ld = nv::Tcgen05LdOp::create(
        b, e.loc, SmallVector<Type>(r.piece, b.getI32Type()),
        nv::Tcgen05Shape::_32x32b, r.piece, e.add(e.add(r.rowAddr, r.col0), c),
        /*wait=*/true, /*braced=*/true);
    for (int64_t i = 0; i < r.piece; ++i) {
      Value v = ld.getValues()[i];
      if (accElem != v.getType())
        v = LLVM::BitcastOp::create(b, e.loc, accElem, v);
      regs.push_back(each(v, c + i));
    }
  }
  return regs;
}

void tile::writeTmemRows(TileLowering &l, PtxEmitter &e, const TmemRows &r,
                         ArrayRef<Value> regs) {
  OpBuilder &b = l.b;
  Type i32 = b.getI32Type();
  for (int64_t c0 = 0; c0 < r.cols; c0 += r.piece) {
    SmallVector<Value> cells;
    for (int64_t i = 0; i < r.piece; ++i) {
      Value v = regs[c0 + i];
      cells.push_back(
          v.getType() == i32 ? v : LLVM::BitcastOp::create(b, e.loc, i32, v));
    }
    nv::Tcgen05StOp::create(b, e.loc, nv::Tcgen05Shape::_32x32b, r.piece,
                            e.add(e.add(r.rowAddr, r.col0), c0), cells);
  }
  nv::Tcgen05WaitOp::create(b, e.loc, nv::Tcgen05WaitKind::st);
}

/// Whether the accumulator `tmem` is read back (tile.tmem_load) in a loop
/// and written (tile.tmem_dot) in a loop: a persistent kernel's loop over
/// tiles (or a producer's and the consumers' loops over them), whose next
/// tile's MMAs overwrite what this tile's threads read. Then each read
/// must be fenced before the threads' next synchronization, a barrier or
/// an mbarrier arrival (tcgen05.fence::before_thread_sync), and each MMA
/// after the issuing thread's (after_thread_sync), so that it orders the
/// two: the ops' `fenced`, which the passes set (requireFenced).
static bool readThenRewritten(Value tmem) {
  // From the allocation, through each of its buffers.
  if (auto one = tmem.getDefiningOp<TmemBufferOp>())
    tmem = one.getTmem();
  bool reads = false, writes = false;
  SmallVector<Value> work{tmem};
  while (!work.empty()) {
    for (Operation *user : work.pop_back_val().getUsers()) {
      if (auto one = dyn_cast<TmemBufferOp>(user))
        work.push_back(one.getResult());
      if (!insideAnotherLoop(user))
        continue;
      reads |= isa<TmemLoadOp>(user);
      writes |= isa<TmemDotOp, TmemDotScaledOp>(user);
    }
  }
  return reads && writes;
}

/// That `op` (a tile.tmem_load or tile.tmem_dot of accumulator `tmem`)
/// says `fenced` where the accumulator is read back and rewritten in
/// loops; a located error otherwise (the lowering does not choose fences).
static LogicalResult requireFenced(Operation *op, Value tmem, bool fenced) {
  if (fenced || !readThenRewritten(tmem))
    return success();
  return op->emitOpError("reads or writes an accumulator that is read back "
                         "and rewritten in loops (a persistent kernel's "
                         "tiles): mark its tile.tmem_load and tile.tmem_dot "
                         "`fenced` (tcgen05 fences around the threads' "
                         "synchronization between them)");
}

// A K-major operand's swizzled slabs hold its lines: A's M or B's N rows
// of this block.
std::pair<int64_t, uint64_t> tile::tcgen05BufferDescriptor(BufferType buffer,
                                                           bool mn, int64_t ks,
                                                           int64_t kStep) {
  using namespace tcgen05::sdesc;
  SharedLayoutAttr layout = buffer.getLayout();
  auto [lines, lineBytes] = buffer.getLines();
  if (layout.getCore()) {
    // Core matrices 128 bytes apart along a line, bands of 8 lines C of
    // them apart: along K (LBO) and M / N (SBO) K-major, the other way
    // round MN-major; a K step is two core matrices of K, or kStep / 8
    // bands of K lines.
    int64_t core = SharedLayoutAttr::kCoreMatrixBytes;
    int64_t band = lineBytes / SharedLayoutAttr::kCoreChunkBytes * core;
    if (mn)
      return {ks * (kStep / SharedLayoutAttr::kCoreLines) * band,
              noSwizzleHigh(band, core)};
    return {ks * (tcgen05::kKBytesPerMma / SharedLayoutAttr::kCoreChunkBytes) *
                core,
            noSwizzleHigh(core, band)};
  }
  int64_t span = layout.getSwizzle();
  if (mn) // kStep lines of the slabs, lines x span bytes each
    return {ks * kStep * span,
            tcgen05SwizzledDescriptorHigh(span, lines * span)};
  return {swizzledKOffset(ks * tcgen05::kKBytesPerMma, span, lines),
          tcgen05SwizzledDescriptorHigh(span)};
}

namespace {
struct TmemLowering {
  TileLowering &l;
  PtxEmitter e;
  TmemLowering(TileLowering &l, Location loc) : l(l), e(l.b, loc) {}

  Value address(Value buffer) { return bufferAddress(l, e.loc, buffer); }
  void leader(Value pred, function_ref<void()> body) {
    onLeader(l, e, pred, body);
  }

  LogicalResult alloc(TmemAllocOp op) {
    int64_t columns = op.getAllocColumns();
    // An allocation inside a loop repeats, and another may follow: keep
    // the permit then.
    Value taddr = allocateTmem(l, e, kernelCtaGroup(op), /*warp=*/0, columns,
                               address(op.getSlot()), mayRelinquishTmem(op));
    l.scalars.map(op.getResult(), taddr);
    // Scale columns after the accumulators'.
    if (Value scales = op.getScales())
      l.scalars.map(scales,
                    e.add(taddr, op.getResult().getType().getColumns()));
    return success();
  }

  /// Buffer i of several: the allocation's address, i N columns on.
  LogicalResult buffer(TmemBufferOp op) {
    int64_t n = op.getResult().getType().getShape()[1];
    l.scalars.map(op.getResult(),
                  e.add(l.scalars.lookup(op.getTmem()),
                        e.mul(l.scalars.lookup(op.getIndex()), n)));
    return success();
  }

  LogicalResult dealloc(TmemDeallocOp op) {
    nv::Tcgen05FenceOp::create(l.b, e.loc,
                               nv::Tcgen05FenceKind::before_thread_sync);
    l.barrier(e.loc);
    auto alloc = op.getTmem().getDefiningOp<TmemAllocOp>();
    deallocateTmem(l, e, kernelCtaGroup(op), /*warp=*/0,
                   l.scalars.lookup(op.getTmem()),
                   alloc ? alloc.getAllocColumns()
                         : op.getTmem().getType().getAllocColumns());
    return success();
  }

  /// The leader's MMAs over the K of `a` and `b` (A K-major; B K-major, or
  /// with `mnB` K x N MN-major), `kStep` elements each: descriptors of the
  /// buffers where they are (tcgen05BufferDescriptor). `issue(ks, aDesc,
  /// bDesc)` issues K step ks. `addrA` and `addrB`: their addresses.
  void overK(Value a, Value b, Value addrA, Value addrB, bool mnB, int64_t k,
             int64_t kStep, function_ref<void(int64_t, Value, Value)> issue) {
    BufferType bufA = cast<BufferType>(a.getType());
    BufferType bufB = cast<BufferType>(b.getType());
    for (int64_t ks = 0, n = k / kStep; ks < n; ++ks) {
      auto [offA, highA] = tcgen05BufferDescriptor(bufA, false, ks, kStep);
      auto [offB, highB] = tcgen05BufferDescriptor(bufB, mnB, ks, kStep);
      Value aDesc = e.smemDescriptor(e.add(addrA, offA), highA);
      Value bDesc = e.smemDescriptor(e.add(addrB, offB), highB);
      issue(ks, aDesc, bDesc);
    }
  }

  LogicalResult dot(TmemDotOp op) {
    if (failed(requireFenced(op, op.getAcc(), op.getFenced())))
      return failure();
    RankedTensorType a = op.getA().getType().getTileType();
    RankedTensorType b = op.getBTileType();
    RankedTensorType acc = op.getAcc().getType().getTileType();
    // Over a pair `b` is this block's half of N: the instruction's N is the
    // accumulator's (and its M 256).
    if (op.getPair())
      b = RankedTensorType::get({b.getDimSize(0), acc.getDimSize(1)},
                                b.getElementType());
    std::optional<Tcgen05Encoding> enc =
        tcgen05Encoding(a, b, acc, unsigned(l.numThreads));
    if (!enc)
      return op.emitOpError("has no tcgen05.mma encoding for ")
             << a << " x " << b << " into " << acc;
    // B as K x N (MN-major): the instruction descriptor's transpose-B bit,
    // its slabs of 128 bytes of N a slab of K lines apart (LBO).
    bool mnB = !op.getTransposeB();
    int64_t k = a.getDimSize(1);
    uint32_t idesc =
        enc->instrDescriptor | (mnB ? Tcgen05Encoding::transposeBBit : 0);
    if (op.getPair())
      idesc = Tcgen05Encoding::withM(idesc, 256);
    unsigned group = op.getPair() ? 2 : 1;
    nv::Tcgen05Kind kind = *nv::symbolizeTcgen05Kind(enc->kind);
    Value taddr = l.scalars.lookup(op.getAcc());
    Value addrA = address(op.getA()), addrB = address(op.getB());
    Value accumulate = l.scalars.lookup(op.getAccumulate());
    bool fenced = op.getFenced();
    leader(Value(), [&] {
      if (fenced)
        nv::Tcgen05FenceOp::create(l.b, e.loc,
                                   nv::Tcgen05FenceKind::after_thread_sync);
      Value notFirst =
          arith::ExtUIOp::create(l.b, e.loc, l.b.getI32Type(), accumulate);
      overK(op.getA(), op.getB(), addrA, addrB, mnB, k, enc->kStep,
            [&](int64_t ks, Value aDesc, Value bDesc) {
              nv::Tcgen05MmaOp::create(l.b, e.loc, group, kind, taddr, aDesc,
                                       bDesc, e.c32(int64_t(idesc)),
                                       ks ? e.c32(1) : notFirst, Value(),
                                       Value(), IntegerAttr());
            });
    });
    return success();
  }

  /// The scale atoms to their columns (A's, then B's), then one
  /// block-scaled MMA per 32 bytes of K (FP4: packed bytes, 64 values),
  /// reading p.blocksPerMma() scale blocks from block b = ks blocksPerMma
  /// on: byte b % 4 (the instruction descriptor's SFA / SFB ID) of the
  /// cells of group b / 4 (A's atom of that group; B's p.nSfBlocks =
  /// ceil(N / 128) of it).
  LogicalResult dotScaled(TmemDotScaledOp op) {
    if (failed(
            requireFeature(op, l.gpuModule, Feature::Tcgen05BlockScale,
                           "tcgen05 block scaling (tile.tmem_dot_scaled)")) ||
        failed(requireFenced(op, op.getAcc(), op.getFenced())))
      return failure();
    using namespace tcgen05;
    tcgen05::DotShape d;
    d.aType = op.getA().getType().getTileType();
    d.bType = op.getBTileType();
    d.accType = op.getAcc().getType().getTileType();
    d.scaled = true;
    d.fp4 = op.getFormat() != "mxfp8";
    d.ue4m3 = op.getFormat() == "nvfp4";
    d.numThreads = unsigned(l.numThreads);
    tcgen05::Plan p;
    if (std::optional<std::string> why = makePlan(d, p))
      return op.emitOpError() << *why;
    bool mnB = !op.getTransposeB();
    int64_t atomsA = SharedLayoutAttr::scaleAtoms(
        d.aType.getDimSize(0), op.getScaleA().getType().getShape()[1]);
    nv::Tcgen05Kind kind = *nv::symbolizeTcgen05Kind(p.kind);
    Value taddr = l.scalars.lookup(op.getAcc());
    Value sf = l.scalars.lookup(op.getScales());
    Value addrA = address(op.getA()), addrB = address(op.getB());
    Value addrSfa = address(op.getScaleA()), addrSfb = address(op.getScaleB());
    Value accumulate = l.scalars.lookup(op.getAccumulate());
    IntegerAttr blockSize = l.b.getI32IntegerAttr(op.getScaleBlock());
    leader(Value(), [&] {
      if (op.getFenced())
        nv::Tcgen05FenceOp::create(l.b, e.loc,
                                   nv::Tcgen05FenceKind::after_thread_sync);
      emitScaleAtomCopies(e, sf, 0, addrSfa, atomsA);
      emitScaleAtomCopies(e, sf, atomsA * sf::kAtomColumns, addrSfb,
                          SharedLayoutAttr::scaleAtoms(
                              p.n, op.getScaleB().getType().getShape()[1]));
      Value notFirst =
          arith::ExtUIOp::create(l.b, e.loc, l.b.getI32Type(), accumulate);
      overK(op.getA(), op.getB(), addrA, addrB, mnB, p.k, p.kStep,
            [&](int64_t ks, Value aDesc, Value bDesc) {
              int64_t block = ks * p.blocksPerMma();
              int64_t group = block / sf::kAtomKBlocks;
              uint32_t id = uint32_t(block % sf::kAtomKBlocks);
              uint32_t idesc = p.scaledInstrDescriptor(id, id) |
                               (mnB ? Tcgen05Encoding::transposeBBit : 0);
              Value sfa = e.add(sf, group * sf::kAtomColumns);
              Value sfb =
                  e.add(sf, (atomsA + group * p.nSfBlocks) * sf::kAtomColumns);
              nv::Tcgen05MmaOp::create(l.b, e.loc, 1, kind, taddr, aDesc, bDesc,
                                       e.c32(int64_t(idesc)),
                                       ks ? e.c32(1) : notFirst, sfa, sfb,
                                       blockSize);
            });
    });
    return success();
  }

  LogicalResult commit(TmemCommitOp op) {
    // `cluster`: every block's bit of the CTA mask (the verifier held the
    // cluster to 2 to 16 blocks).
    IntegerAttr everyBlock;
    if (op.getCluster())
      everyBlock = l.b.getI32IntegerAttr(
          (1 << clusterBlocks(op->getParentOfType<KernelOp>())) - 1);
    leader(op.getPred(), [&] {
      // `pair`: both blocks of the pair (CTA mask 3 << its first's rank).
      Value pairMask =
          op.getPair() ? arith::ShLIOp::create(l.b, e.loc, e.c32(3),
                                               pairLeaderRank(e))
                             .getResult()
                       : Value();
      nv::Tcgen05CommitOp::create(l.b, e.loc, op.getPair() ? 2 : 1,
                                  address(op.getBar()), pairMask, everyBlock);
    });
    return success();
  }

  /// Whether the block's warps can read or write (`verb`: "reads", or
  /// "writes") a 128 x N accumulator of `type` in #tile.tcgen05: whole
  /// warpgroups, each 8 to 128 columns; a located error otherwise.
  LogicalResult rowsHeld(Operation *op, RankedTensorType type, StringRef verb) {
    int64_t n = type.getDimSize(1), groups = l.numThreads / 128;
    if (l.numThreads % 128 == 0 && tmemReadableBy(n, groups))
      return success();
    return op->emitOpError()
           << verb << " a 128x" << n << " accumulator with "
           << l.numThreads / 32
           << " warps: whole warpgroups, each holding 8 to 128 columns "
              "(a multiple of 8)";
  }

  LogicalResult load(TmemLoadOp op) {
    RankedTensorType type = op.getResult().getType();
    if (failed(requireFenced(op, op.getTmem(), op.getFenced())) ||
        failed(rowsHeld(op, type, "reads")))
      return failure();
    int64_t n = type.getDimSize(1), groups = l.numThreads / 128;
    nv::Tcgen05FenceOp::create(l.b, e.loc,
                               nv::Tcgen05FenceKind::after_thread_sync);
    TmemRows r = tmemRowAddress(l, e, n, groups, l.scalars.lookup(op.getTmem()),
                                e.c32(0));
    FragmentLayout layout = tmemRowsLayout(l, e.loc, n, groups);
    Type elem = type.getElementType();
    Value written = op.getWritten() ? l.scalars.lookup(op.getWritten()) : Value();
    Value zero = written ? arith::ConstantOp::create(l.b, e.loc,
                                                     l.b.getZeroAttr(elem))
                         : Value();
    SmallVector<Value> regs =
        readTmemRows(l, e, r, elem, [&](Value v, int64_t) -> Value {
          return written ? arith::SelectOp::create(l.b, e.loc, written, v, zero)
                         : v;
        });
    if (op.getFenced())
      nv::Tcgen05FenceOp::create(l.b, e.loc,
                                 nv::Tcgen05FenceKind::before_thread_sync);
    l.setFragment(op.getResult(), std::move(regs), layout);
    l.keepFragmentIfUsersTakeIt(e.loc, op.getResult());
    return success();
  }

  LogicalResult store(TmemStoreOp op) {
    RankedTensorType type = op.getValue().getType();
    if (failed(rowsHeld(op, type, "writes")))
      return failure();
    int64_t n = type.getDimSize(1), groups = l.numThreads / 128;
    // The value's elements where tcgen05.st takes them: its own registers
    // when it is held in #tile.tcgen05.
    writeTmemRows(l, e,
                  tmemRowAddress(l, e, n, groups,
                                 l.scalars.lookup(op.getTmem()), e.c32(0)),
                  l.elementsInFragment(e.loc, op.getValue(),
                                       tmemRowsLayout(l, e.loc, n, groups)));
    nv::Tcgen05FenceOp::create(l.b, e.loc,
                               nv::Tcgen05FenceKind::before_thread_sync);
    return success();
  }
};
} // namespace

LogicalResult tile::lowerTensorMemoryOp(TileLowering &l, Operation *op) {
  if (failed(requireFeature(op, l.gpuModule, Feature::Tcgen05,
                            "tensor memory and tcgen05.mma (" +
                                op->getName().getStringRef().str() + ")")))
    return failure();
  TmemLowering t(l, op->getLoc());
  if (auto o = dyn_cast<TmemAllocOp>(op))
    return t.alloc(o);
  if (auto o = dyn_cast<TmemDeallocOp>(op))
    return t.dealloc(o);
  if (auto o = dyn_cast<TmemBufferOp>(op))
    return t.buffer(o);
  if (auto o = dyn_cast<TmemDotOp>(op))
    return t.dot(o);
  if (auto o = dyn_cast<TmemDotScaledOp>(op))
    return t.dotScaled(o);
  if (auto o = dyn_cast<TmemCommitOp>(op))
    return t.commit(o);
  if (auto o = dyn_cast<TmemStoreOp>(op))
    return t.store(o);
  return t.load(cast<TmemLoadOp>(op));
}
