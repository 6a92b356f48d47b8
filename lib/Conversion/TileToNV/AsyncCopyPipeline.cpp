//===- AsyncCopyPipeline.cpp - cp.async pipelines of tile.load K loops ---===//
//
// A K loop marked `tile.pipeline = #tile.pipeline<cp_async_..., stages = S>`
// whose body loads A and B with tile.load and accumulates their tile.dot
// becomes a multi-stage cp.async pipeline. mma.sync (sm_80 on;
// cp_async_mma_sync), in the ring tile-pipeline placed in the kernel's
// dynamic shared memory (`smem_offset`; a hand-written plan without
// smem_offset uses the static buffer, at most 48 KiB):
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
// bytes, so the fragment reads of a warp fall in distinct banks.
//
// Block-scaled mma.sync (tile.dot_scaled on sm_120a/f, sm_121a/f): the
// same loop with four tiles a stage, A, B, then A's and B's scales (M and
// N rows of K/V bytes, dense). e2m1 operands are staged as their packed
// bytes. Scale rows go in 16-, 8- or 4-byte cp.async.ca chunks where their
// length allows; shorter rows byte by byte, loaded in the copies of
// iteration i + S - 1 and stored into its stage after iteration i's
// mma.sync (the loads' latency overlaps the multiply; the next barrier
// orders the stores before any read of that stage).
//
// wgmma (sm_90a; cp_async_wgmma, with an smem_offset), in dynamic shared
// memory, every warpgroup both copying and multiplying (Triton's Hopper
// pipeline for pointer loads), one wgmma group in flight:
//
//   bar.sync                                   (earlier readers are done)
//   for s in [0, S - 2): copies of iteration s into stage s; commit_group
//   for i:
//     cp.async.wait_group S - 3; fence.proxy.async  (the copies of
//     bar.sync             iteration i are visible to wgmma's async proxy,
//                          and every warpgroup's wgmma of i - 2 is done)
//     copies of iteration i + S - 2 into stage (i - 2) % S; commit_group
//     wgmma from stage i % S; commit_group; wgmma.wait_group 1
//   wgmma.wait_group 0; cp.async.wait_all; bar.sync
//
// With 2 stages (what fits for the largest blocks) the copies run one
// iteration ahead and each iteration waits for its own wgmma group
// (wgmma.wait_group 0): the copies of i + 1 still overlap the wgmma of i.
//
// (A tcgen05 dot's cp.async loop is no template: tile-pipeline-loads
// writes its rings, MMAs and commits as IR, lib/Transforms/
// PipelineTcgen05.cpp.)
//
// wgmma stages hold A K-major and B K-major (N x K) or, a 16-bit K x N
// tile copied along N, MN-major, in the no-swizzle core-matrix layouts
// (#tile.shared<..., core>; dense: core matrices 128 bytes apart), each
// warp's chunks walked core matrix by core matrix so that its shared
// writes are conflict-free.
//
// Thread t copies the 16-byte chunks t, t + T, ... of each tile (T
// threads; chunks run along the tile's rows, or for a B copied K-major
// from a K x N tile, down its columns; for wgmma every 8 consecutive
// chunks are the 8 rows of a core matrix). The loop body's scalar
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

#include "TileDialect/Conversion/ChunkCopy.h"
#include "TileDialect/Conversion/DotEmitter.h"
#include "TileDialect/Conversion/HopperOps.h"
#include "TileDialect/Conversion/Pipeline.h"
#include "TileDialect/NV/NVMmaOps.h"
#include "TileDialect/Target/ModuleTarget.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/ScopeExit.h"

using namespace mlir;
using namespace tile;

namespace {
/// The tiles a stage holds: A, B and a tile.dot_scaled's scales.
enum class Part { A, B, ScaleA, ScaleB };

struct AsyncCopyEmitter : PtxEmitter {
  TileLowering &l;
  PipelineMatch m;
  int64_t stages;
  Value buffer; ///< the ring (!llvm.ptr<3>)
  /// The dimension of the tile being copied along which its chunks run.
  int64_t cdim = 1;
  /// While set, the single-byte chunks of scale rows (no cp.async) are
  /// loaded into `deferred` (shared address, value) instead of stored.
  /// Entries: the byte's shared address, its value and whether to store it
  /// (null: always).
  bool deferStores = false;
  SmallVector<std::tuple<Value, Value, Value>> deferred;
  Value chunkValid;
  /// DotPrefetch: the row pitch (elements) of the Part::A tile being copied
  /// (each prefetched tile has its own); 0: m.copyRowA().
  int64_t pitchA = 0;
  /// DotPrefetch of a wgmma operand: the Part::A tile being copied goes to
  /// wgmma's no-swizzle core matrices, K-major (rows x K, K contiguous: A,
  /// or B as the N x K tile a tile.trans takes) or MN-major (B as K x N),
  /// core matrices `prefetchLbo` bytes apart; `pitchA` is the tile's row
  /// length (K, or N).
  enum class CoreLayout { None, KMajor, MnMajor } coreA = CoreLayout::None;
  int64_t prefetchLbo = 0;
  /// DotPrefetch: the Part::A tile being copied is contiguous along its
  /// dimension 0 (a K x N B read through strides that make it K-major, as
  /// a block pointer of order (0, 1) reads K^T): its chunks run along
  /// dimension 0 and it is stored with its dimensions swapped (element
  /// (r, c) where (c, r) would go: B as N x K); `pitchA` is then the
  /// stored row length (its dimension 0).
  bool transposedA = false;
  /// wgmma stages in swizzled layouts (the plan's shared_a and shared_b,
  /// on a 1024-byte aligned ring): the swizzle spans W of A and B (0: core
  /// matrices). An
  /// operand of R rows (M or N, K-major; K for an MN-major B) is slabs of
  /// R x W bytes along its contiguous dimension; 16-byte chunk c of row r
  /// of a slab at chunk c ^ (r / (128 / W) % (W / 16)) (the hardware's
  /// swizzle: address bits 4.. XOR bits 7..).
  int64_t swizzleA = 0, swizzleB = 0;
  /// DotPrefetch: the stored rows of a swizzled Part::A tile (its rows, or
  /// K for an MN-major one; swizzleA its span).
  int64_t rowsA = 0;

  AsyncCopyEmitter(TileLowering &l, PipelineMatch m, int64_t stages,
                   Location loc)
      : PtxEmitter(l.b, loc), l(l), m(m), stages(stages) {}

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
  /// dot_scaled: the scales of A and of B, after B.
  Value stageScaleA(Value stage) {
    return byteOffset(stageB(stage), c32(m.copyBytesB()));
  }
  Value stageScaleB(Value stage) {
    return byteOffset(stageScaleA(stage), c32(m.copyBytesScaleA()));
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

  /// The body's scalar arithmetic at iteration `iv`, into l.scalars: the
  /// side-effect-free ops on scalars computed from the induction variable
  /// and loop invariants only (what the copies' offsets and masks use; not
  /// what depends on carried values or on tiles), or also on the carried
  /// `values` the caller mapped to their values at `iv`.
  void scalarsAt(Value iv, ArrayRef<Value> values = {}) {
    scf::ForOp loop = m.loop;
    l.scalars.map(loop.getInductionVar(), iv);
    llvm::DenseSet<Value> atIv{loop.getInductionVar()};
    atIv.insert(values.begin(), values.end());
    auto tensor = [](Type t) { return isa<TensorType>(t); };
    auto known = [&](Value v) {
      return atIv.contains(v) || loop.isDefinedOutsideOfLoop(v);
    };
    for (Operation &op : loop.getBody()->without_terminator()) {
      if (isa<LoadOp, DotOp>(op) || op.getNumRegions() ||
          !op.getNumResults() || !isMemoryEffectFree(&op) ||
          llvm::any_of(op.getResultTypes(), tensor) ||
          llvm::any_of(op.getOperandTypes(), tensor) ||
          !llvm::all_of(op.getOperands(), known))
        continue;
      b.clone(op, l.scalars);
      atIv.insert(op.result_begin(), op.result_end());
    }
  }

  /// Starts the copies of iteration `iv` (the loop's induction variable at
  /// it) into `stage`: the body's scalar arithmetic at `iv`, then every
  /// chunk of A and of B.
  void issue(Value iv, Value stage) {
    scalarsAt(iv);
    copyTile(m.loadA, stageA(stage), Part::A);
    copyTile(m.loadB, stageB(stage), Part::B);
    if (m.scaled) {
      copyTile(m.loadSA, stageScaleA(stage), Part::ScaleA);
      copyTile(m.loadSB, stageScaleB(stage), Part::ScaleB);
    }
  }

  Value lessThan(Value iv, Value ub) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, iv, ub)
        .getResult();
  }

  /// Iteration `iv` + `n` steps (`next`, returned) and whether the loop
  /// runs it (`inRange`: below `ub`, and the addition did not wrap).
  Value ahead(Value iv, Value step, Value ub, int64_t n, Value &inRange) {
    Value next = arith::AddIOp::create(
        b, loc, iv, arith::MulIOp::create(b, loc, step, ivConst(n)));
    inRange = arith::AndIOp::create(
        b, loc, lessThan(next, ub),
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, next, iv));
    return next;
  }
  /// The stage `n` after `stage` in the ring.
  Value stageAfter(Value stage, int64_t n) {
    Value later = add(stage, n);
    return arith::SelectOp::create(
        b, loc, cmp(arith::CmpIPredicate::uge, later, stages),
        add(later, -stages), later);
  }

  /// The loop's bounds (lower, upper, step), after the copies of its
  /// iterations 0 .. count - 1 into stages 0 .. count - 1 (`issueAt(iv,
  /// stage)`), one commit group each (empty past the end).
  std::tuple<Value, Value, Value>
  prologue(int64_t count, function_ref<void(Value, Value)> issueAt) {
    scf::ForOp op = m.loop;
    Value lb = l.scalars.lookup(op.getLowerBound());
    Value ub = l.scalars.lookup(op.getUpperBound());
    Value step = l.scalars.lookup(op.getStep());
    auto each = scf::ForOp::create(
        b, loc, arith::ConstantIndexOp::create(b, loc, 0),
        arith::ConstantIndexOp::create(b, loc, count),
        arith::ConstantIndexOp::create(b, loc, 1));
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(each.getBody());
    Value s = arith::IndexCastOp::create(b, loc, b.getI32Type(),
                                         each.getInductionVar());
    Value sIv = each.getInductionVar();
    if (!op.getInductionVar().getType().isIndex())
      sIv = arith::IndexCastOp::create(b, loc, op.getInductionVar().getType(),
                                       sIv);
    Value iv = arith::AddIOp::create(b, loc, lb,
                                     arith::MulIOp::create(b, loc, sIv, step));
    ifThen(lessThan(iv, ub), [&] { issueAt(iv, s); });
    cpAsyncCommitGroup();
    return {lb, ub, step};
  }

  /// Byte offset in its stage of element (row, col) of a loaded tile (a
  /// chunk's elements follow it).
  Value dstOffset(Part part, Value row, Value col) {
    int64_t bytes = m.copyElemBytes;
    bool isA = part == Part::A;
    if (part == Part::ScaleA || part == Part::ScaleB) // mma.sync: dense rows
      return mul(add(mul(row, m.scaleK), col), bytes);
    if (isA && transposedA)
      std::swap(row, col);
    if (isA && coreA != CoreLayout::None && swizzleA)
      return wgmmaSwizzledOffset(*this, row, col, swizzleA, rowsA, bytes);
    if (isA && coreA == CoreLayout::KMajor)
      return wgmmaKMajorOffset(*this, row, col, pitchA, bytes, prefetchLbo);
    if (isA && coreA == CoreLayout::MnMajor)
      return wgmmaMnMajorOffset(*this, row, col, pitchA, prefetchLbo, bytes);
    if (!m.coreMatrixCopy())
      return mul(add(mul(row, isA ? (pitchA ? pitchA : m.copyRowA())
                                  : m.copyRowB()),
                         col),
                 bytes);
    if (int64_t span = isA ? swizzleA : swizzleB) {
      // (rows, contiguous) of the stored operand: A M x K; B N x K (read
      // transposed, or K x N stored K-major); an MN-major B K x N.
      int64_t rows = isA ? m.m : m.copyBMnMajor() ? m.copyK : m.n;
      if (!isA && !m.bTransposed && !m.copyBMnMajor())
        std::swap(row, col);
      return wgmmaSwizzledOffset(*this, row, col, span, rows, bytes);
    }
    int64_t lbo = PipelineMatch::kCopyLbo;
    if (isA) // M x K
      return wgmmaKMajorOffset(*this, row, col, m.copyK, bytes, lbo);
    if (m.bTransposed) // N x K
      return wgmmaKMajorOffset(*this, row, col, m.copyK, bytes, lbo);
    if (m.copyBMnMajor()) // K x N, MN-major
      return wgmmaMnMajorOffset(*this, row, col, m.n, lbo, bytes);
    return wgmmaKMajorOffset(*this, col, row, m.copyK, bytes, lbo); // K x N
  }

  /// Bytes of a chunk of `part`: 16 for A and B; a scale row (scaleK
  /// bytes) in 16-, 8- or 4-byte chunks, the sizes cp.async copies, or
  /// else in single bytes, copied element by element.
  int64_t chunkBytes(Part part) const {
    if (part == Part::A || part == Part::B)
      return 16;
    int64_t row = m.scaleK * m.copyElemBytes;
    for (int64_t c : {16, 8, 4})
      if (row % c == 0)
        return c;
    return m.copyElemBytes;
  }

  /// This thread's chunks of `load`'s tile (A's, B's or a scale tile) into
  /// `dst`.
  void copyTile(LoadOp load, Value dst, Part part) {
    auto type = load.getType();
    cdim = part == Part::B ? m.chunkDimB : transposedA ? 0 : 1;
    int64_t perChunk = chunkBytes(part) / m.copyElemBytes;
    int64_t chunksPerLine = type.getDimSize(cdim) / perChunk;
    int64_t chunks = type.getDimSize(1 - cdim) * chunksPerLine;
    int64_t threads = l.numThreads;
    for (int64_t first = 0; first < chunks; first += threads) {
      Value chunk = add(l.tid, first);
      auto body = [&] {
        // mma.sync: chunk c is line c / chunksPerLine, elements from
        // (c % chunksPerLine) E along it. wgmma: chunks 8 j ..
        // 8 j + 7 are the 8 lines of one core matrix (8 lines x 16 bytes,
        // 128 contiguous bytes), so the 8 lanes of a phase of 16-byte
        // shared stores fill all 32 banks once.
        // Swizzled: consecutive chunks of a line, as mma.sync (a phase's 8
        // lanes copy 128 contiguous bytes to 8 distinct chunks: of one
        // line, or of 128 / W lines whose swizzles differ).
        Value line, along;
        if (!((part == Part::A ? swizzleA : part == Part::B ? swizzleB : 0)) &&
            ((m.coreMatrixCopy() && (part == Part::A || part == Part::B)) ||
             (part == Part::A && coreA != CoreLayout::None))) {
          Value octet = udiv(chunk, 8);
          line = add(mul(udiv(octet, chunksPerLine), 8), urem(chunk, 8));
          along = mul(urem(octet, chunksPerLine), perChunk);
        } else {
          line = udiv(chunk, chunksPerLine);
          along = mul(urem(chunk, chunksPerLine), perChunk);
        }
        if (cdim == 1)
          copyChunk(load, dst, part, line, along);
        else
          copyChunk(load, dst, part, along, line);
      };
      if (first + threads <= chunks) {
        body();
      } else if (deferStores && chunkBytes(part) < 4) {
        // Loads for stores after the multiply must not sit in a nested
        // region: threads past the end load the last chunk again, and
        // their store is dropped (chunkValid).
        Value valid = cmp(arith::CmpIPredicate::ult, chunk, chunks);
        chunk = arith::MinUIOp::create(b, loc, chunk, c32(chunks - 1));
        chunkValid = valid;
        body();
        chunkValid = Value();
      } else {
        ifThen(cmp(arith::CmpIPredicate::ult, chunk, chunks), body);
      }
    }
  }

  /// The chunk of `load`'s tile that starts at (row, col) (ChunkCopy.h).
  void copyChunk(LoadOp load, Value dst, Part part, Value row, Value col) {
    int64_t size = chunkBytes(part);
    GlobalChunk chunk{load.getBase(),
                      load.getOffsets(),
                      load.getMask(),
                      storageElementType(load.getType().getElementType()),
                      cdim,
                      size / m.copyElemBytes,
                      size};
    // Chunks of fewer than 4 bytes (single bytes of scale rows) have no
    // cp.async. In the loop the byte is loaded now and stored after the
    // iteration's mma.sync (deferStores), so that its latency overlaps the
    // multiply.
    auto defer = [&](Value dstPtr, Value value) {
      deferred.push_back({dstPtr, value, chunkValid});
    };
    copyGlobalChunk(
        l, loc, chunk, {row, col},
        [&] { return byteOffset(dst, dstOffset(part, row, col)); },
        deferStores ? function_ref<void(Value, Value)>(defer)
                    : function_ref<void(Value, Value)>());
  }
};
} // namespace

LogicalResult tile::lowerAsyncCopyLoop(TileLowering &l,
                                       PipelineMatch m) {
  scf::ForOp op = m.loop;
  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  bool wgmma = m.wgmmaCopy();
  // The plan (its kind checked against the match by lowerPipelinedLoop;
  // stages and offset by PipelineAttr::verify). tile-pipeline places
  // every ring in dynamic shared memory; a hand-written mma.sync plan
  // without an smem_offset keeps its stages in the static buffer (at most
  // 48 KiB).
  auto plan = op->getAttrOfType<PipelineAttr>(kPipelineAttrName);
  int64_t stages = plan.getStages();
  std::optional<int64_t> offset = plan.getSmemOffset();
  if (offset && failed(checkPlaced(op, *offset, m.ringBytes(stages),
                                   "its cp.async stages")))
    return failure();
  // (A tcgen05 dot's cp.async loop is pipelined as IR, by
  // tile-pipeline-loads: no plan names one.)
  assert(!m.tcgen05Copy() && "no #tile.pipeline kind is a tcgen05 copy");
  if (!offset && stages * m.copyStageBytes() > kMaxCopyRingBytes)
    return op.emitOpError("is pipelined with ")
           << stages << " stages of " << m.copyStageBytes()
           << " bytes, more than the " << kMaxCopyRingBytes
           << " bytes of static shared memory a kernel can have "
              "(tile-pipeline sizes it)";
  if (std::optional<std::string> why =
          m.scaled ? whyNotBlockScale(m.scaled)
          : wgmma  ? whyNotWgmma(m.dot)
                   : whyNotMmaSync(m.dot))
    return m.dotOp()->emitOpError() << *why;
  if (failed(requireFeature(m.loadA, l.gpuModule, Feature::CpAsync,
                            "cp.async (a pipelined tile.load)")))
    return failure();

  AsyncCopyEmitter e(l, m, stages, loc);
  // The stages' layouts as the plan records them (PipelineAttr::verify:
  // both or neither, the ring on a 1024-byte atom); none: core matrices.
  if (SharedLayoutAttr sharedA = plan.getSharedA()) {
    SharedLayoutAttr sharedB = plan.getSharedB();
    if (std::string why = m.whyNotSharedLayouts(sharedA, sharedB);
        !why.empty())
      return op.emitOpError("cannot hold its stages in shared_a = ")
             << sharedA << ", shared_b = " << sharedB << ": " << why;
    e.swizzleA = sharedA.getSwizzle();
    e.swizzleB = sharedB.getSwizzle();
  }
  std::optional<FragmentLayout> layout =
      m.scaled ? dotFragmentLayout(l, m.scaled)
      : wgmma  ? wgmmaFragmentLayout(l, m.dot)
               : mmaSyncFragmentLayout(l, m.dot);
  SmallVector<Value> acc =
      l.elementsInFragment(loc, op.getInitArgs()[0], *layout);
  int64_t ringBytes = stages * m.copyStageBytes();
  // The ring tile-pipeline placed in dynamic shared memory for this loop
  // (or a hand-written mma.sync plan's, in the static buffer).
  e.buffer = offset ? e.byteOffset(dynamicSmemRegion(l, loc, op),
                                   e.c32(*offset))
                    : l.sharedBase(loc, ringBytes);
  // (mma.sync or wgmma: free after the loop, whose last barrier follows
  // wgmma.wait_group 0 and cp.async.wait_all.)
  if (offset && ringBytes > l.copyRing.bytes)
    l.copyRing = {*offset, ringBytes};
  // Earlier readers of the buffer are done (the static buffer's other
  // users; the ring's, when a conversion after the loop used it and an
  // outer loop runs this one again).
  l.barrier(loc);
  // wgmma groups left in flight at the end of an iteration: one from 3
  // stages on, then the stage of the previous iteration is still being
  // read and the copies run S - 2 iterations ahead; with 2 stages none
  // (the copies of the next iteration overlap this one's wgmma).
  int64_t inFlight = wgmma && stages >= 3 ? 1 : 0;
  // Iterations copied ahead.
  int64_t ahead = stages - 1 - inFlight;

  Value lb, ub, step;
  std::tie(lb, ub, step) =
      e.prologue(ahead, [&](Value iv, Value s) { e.issue(iv, s); });
  auto commit = [&] { e.cpAsyncCommitGroup(); };

  // The loop: wait for this iteration's stage, refill the one `ahead`
  // iterations on (free: every warp is past the barrier), multiply.
  // wgmma: the loop carries the accumulator registers (f16 in pairs).
  SmallVector<Value> inits =
      wgmma ? wgmmaAccRegisters(b, loc, acc) : SmallVector<Value>(acc);
  inits.push_back(e.c32(0)); // the stage of this iteration
  auto loop = scf::ForOp::create(b, loc, lb, ub, step, inits);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(loop.getBody());
    Value iv = loop.getInductionVar();
    ValueRange args = loop.getRegionIterArgs();
    Value stage = args.back();
    e.cpAsyncWaitGroup(ahead - 1);
    // cp.async writes through the generic proxy; wgmma reads through the
    // async proxy: each thread fences its own copies before the barrier.
    if (wgmma)
      e.fenceProxyAsync();
    l.barrier(loc);
    Value inRange;
    Value next = e.ahead(iv, step, ub, ahead, inRange);
    Value refill = e.stageAfter(stage, ahead);
    // The copies of iteration `next`; the bytes it loads for stores after
    // the multiply leave the scf.if as its results (zero when out of
    // range, and then not stored).
    auto copies = scf::IfOp::create(b, loc, inRange, /*withElseRegion=*/false);
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(&copies.getThenRegion().front());
      e.deferStores = true;
      e.issue(next, refill);
      e.deferStores = false;
    }
    SmallVector<Value> values; // (address, byte, store?) triples
    if (!e.deferred.empty()) {
      SmallVector<Type> types;
      SmallVector<Value> yields, placeholders;
      Value yes = arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
      Value no = arith::ConstantOp::create(b, loc, b.getBoolAttr(false));
      for (auto [ptr, v, valid] : e.deferred) {
        types.append({ptr.getType(), v.getType(), b.getI1Type()});
        yields.append({ptr, v, valid ? valid : yes});
        placeholders.append(
            {e.buffer,
             arith::ConstantOp::create(b, loc, v.getType(),
                                       b.getZeroAttr(v.getType())),
             no});
      }
      e.deferred.clear();
      auto withResults =
          scf::IfOp::create(b, loc, types, inRange, /*withElseRegion=*/true);
      withResults.getThenRegion().takeBody(copies.getThenRegion());
      copies.erase();
      OpBuilder::InsertionGuard g(b);
      Block &then = withResults.getThenRegion().front();
      then.getTerminator()->erase();
      b.setInsertionPointToEnd(&then);
      scf::YieldOp::create(b, loc, yields);
      b.setInsertionPointToEnd(&withResults.getElseRegion().front());
      scf::YieldOp::create(b, loc, placeholders);
      values = SmallVector<Value>(withResults.getResults());
    }
    commit();
    SmallVector<Value> out;
    if (wgmma) {
      out = emitWgmmaFromShared(l, loc, m.dot, e.stageA(stage),
                                e.stageB(stage), m.copyBMnMajor(), e.swizzleA,
                                e.swizzleB, PipelineMatch::kCopyLbo,
                                args.drop_back());
      nv::WgmmaCommitGroupOp::create(e.b, e.loc);
      // The group of the previous iteration (or with 2 stages this one) is
      // done: its stage is free once every warpgroup passes the next
      // barrier.
      out = emitWgmmaWait(b, loc, inFlight, out);
    } else if (m.scaled) {
      out = emitMmaSyncScaledFromShared(
          l, m.scaled, e.stageA(stage), m.copyRowA(), e.stageB(stage),
          m.copyRowB(), e.stageScaleA(stage), e.stageScaleB(stage),
          args.drop_back(), /*bNK=*/m.bTransposed, m.packedFp4);
    } else {
      out = emitMmaSyncFromShared(l, m.dot, e.stageA(stage), m.copyRowA(),
                                  e.stageB(stage), m.copyRowB(),
                                  args.drop_back(), /*bNK=*/m.bTransposed);
    }
    // The single bytes loaded above, into the stage being refilled (no warp
    // reads it before the next iteration's barrier).
    for (unsigned i = 0; i < values.size(); i += 3)
      e.ifThen(values[i + 2],
               [&] { l.storeShared(loc, values[i], e.c32(0), values[i + 1]); });
    Value nextStage = e.add(stage, 1);
    out.push_back(arith::SelectOp::create(
        b, loc, e.cmp(arith::CmpIPredicate::eq, nextStage, stages), e.c32(0),
        nextStage));
    if (loop.getBody()->mightHaveTerminator())
      loop.getBody()->getTerminator()->erase();
    b.setInsertionPointToEnd(loop.getBody());
    scf::YieldOp::create(b, loc, out);
  }
  SmallVector<Value> result(loop.getResults().drop_back());
  if (wgmma)
    result = wgmmaAccElements(b, loc, emitWgmmaWait(b, loc, 0, result),
                              m.dot.getAcc().getType().getElementType());
  // Copies of iterations past the end were never started, but their empty
  // groups were committed; the stages are free once everyone is here.
  e.cpAsyncWaitAll();
  l.barrier(loc);

  Value loopResult = op.getResult(0);
  l.setFragment(loopResult, std::move(result), *layout);
  // A user that needs the blocked distribution converts through the ring,
  // which is free now (the static buffer is that user's own anyway).
  if (offset)
    l.spareShared = {e.buffer, ringBytes};
  l.keepFragmentIfUsersTakeIt(loc, loopResult);
  l.spareShared = {};
  return success();
}

//===----------------------------------------------------------------------===//
// DotPrefetch: cp.async copies of dot operands one iteration ahead
//===----------------------------------------------------------------------===//

struct tile::DotPrefetch::Impl {
  TileLowering &l;
  scf::ForOp loop;
  /// Each prefetched tile: its load, the dot and operand it feeds, the
  /// value the dot takes (the load or its tile.trans), its byte offset in
  /// a stage, its row pitch (elements) and, for wgmma, its core-matrix
  /// layout.
  using CoreLayout = AsyncCopyEmitter::CoreLayout;
  struct Operand {
    LoadOp load;
    Operation *dot;
    unsigned which; // the dot's operand: 0 (A) or 1 (B)
    Value operand;
    int64_t offset, pitch;
    CoreLayout layout;
    bool transposed; // stored N x K (AsyncCopyEmitter::transposedA)
    /// Swizzled (wgmma): the span and the stored rows; 0: core matrices.
    int64_t span = 0, rows = 0;
  };
  SmallVector<Operand> parts;
  SmallVector<Operation *> skip;
  int64_t stageBytes = 0;
  static constexpr int64_t kStages = 2;
  std::optional<AsyncCopyEmitter> e;
  Value lb, ub, step;
  /// Scalars the loop carries unchanged or advances by a loop invariant
  /// each iteration (`inc`; null: unchanged), such as the coordinates of
  /// Triton's block pointers (tl.advance): at iteration j, init + j inc.
  struct Carried {
    BlockArgument arg;
    Value init, inc;
  };
  SmallVector<Carried> carried;
  Impl(TileLowering &l, scf::ForOp loop) : l(l), loop(loop) {}

  /// `v` as an integer of type `t` (sign-extended, truncated or cast).
  Value castTo(Value v, Type t) {
    OpBuilder &b = l.b;
    Location loc = loop.getLoc();
    if (v.getType() == t)
      return v;
    if (t.isIndex() || v.getType().isIndex())
      return arith::IndexCastOp::create(b, loc, t, v);
    if (t.getIntOrFloatBitWidth() > v.getType().getIntOrFloatBitWidth())
      return arith::ExtSIOp::create(b, loc, t, v);
    return arith::TruncIOp::create(b, loc, t, v);
  }

  /// Iteration `iv`'s tiles into `stage`: the body's scalars at `iv` (the
  /// carried ones too, for as long as the copies are emitted), then each
  /// tile in its part of the stage, rows `pitch` elements apart.
  void issue(Value iv, Value stage) {
    OpBuilder &b = l.b;
    Location loc = loop.getLoc();
    SmallVector<std::pair<Value, Value>> saved;
    SmallVector<Value> values;
    Value j;
    for (const Carried &c : carried) {
      saved.push_back({c.arg, l.scalars.lookupOrNull(c.arg)});
      Value v = l.scalars.lookup(c.init);
      if (c.inc) {
        if (!j)
          j = arith::DivUIOp::create(
              b, loc,
              arith::SubIOp::create(b, loc, iv,
                                    l.scalars.lookup(loop.getLowerBound())),
              l.scalars.lookup(loop.getStep()));
        v = arith::AddIOp::create(
            b, loc, v,
            arith::MulIOp::create(b, loc, castTo(j, v.getType()),
                                  l.scalars.lookup(c.inc)));
      }
      l.scalars.map(c.arg, v);
      values.push_back(c.arg);
    }
    e->scalarsAt(iv, values);
    llvm::scope_exit restore([&] {
      for (auto [arg, old] : saved) {
        if (old)
          l.scalars.map(arg, old);
        else
          l.scalars.erase(arg);
      }
    });
    Value base = e->byteOffset(e->buffer, e->mul(stage, stageBytes));
    for (const Operand &part : parts) {
      e->pitchA = part.pitch;
      e->coreA = part.layout;
      e->transposedA = part.transposed;
      e->swizzleA = part.span;
      e->rowsA = part.rows;
      e->copyTile(part.load, e->byteOffset(base, e->c32(part.offset)),
                  Part::A);
    }
    e->pitchA = 0;
    e->coreA = CoreLayout::None;
    e->transposedA = false;
    e->swizzleA = e->rowsA = 0;
  }

  /// Whether a wgmma reads some tile: cp.async writes it through the
  /// generic proxy, wgmma reads through the async proxy.
  bool feedsWgmma() const {
    return llvm::any_of(parts, [](const Operand &part) {
      return part.layout != CoreLayout::None;
    });
  }

  /// Whether `v` is a scalar this loop carries unchanged or advances by a
  /// loop invariant (tile::carriedAffine; recorded in `carried`).
  bool carriedScalar(Value v) {
    auto arg = dyn_cast<BlockArgument>(v);
    if (!arg || arg.getOwner() != loop.getBody() ||
        !arg.getType().isIntOrIndex())
      return false;
    if (llvm::any_of(carried, [&](const Carried &c) { return c.arg == arg; }))
      return true;
    auto [init, inc] = tile::carriedAffine(arg);
    if (!init)
      return false;
    carried.push_back({arg, init, inc});
    return true;
  }

  /// Whether `v` is computed in the loop from its induction variable, loop
  /// invariants and scalars carried as carriedScalar says only (nothing
  /// with effects).
  bool fromIv(Value v, unsigned depth = 0) {
    if (loop.isDefinedOutsideOfLoop(v) || v == loop.getInductionVar() ||
        carriedScalar(v))
      return true;
    Operation *def = v.getDefiningOp();
    if (!def || depth > 64 || def->getBlock() != loop.getBody() ||
        def->getNumRegions() || !isMemoryEffectFree(def) || isa<LoadOp>(def))
      return false;
    return llvm::all_of(def->getOperands(),
                        [&](Value o) { return fromIv(o, depth + 1); });
  }
};

tile::DotPrefetch::DotPrefetch(std::unique_ptr<Impl> impl)
    : impl(std::move(impl)) {}
tile::DotPrefetch::~DotPrefetch() = default;

ArrayRef<Operation *> tile::DotPrefetch::skipped() const { return impl->skip; }

std::unique_ptr<tile::DotPrefetch>
tile::DotPrefetch::plan(TileLowering &l, scf::ForOp loop) {
  // Not a K-loop pipeline (those copy their own stages), and shared memory
  // may be spent (not the compact retry).
  if (loop->hasAttr(kPipelineAttrName) || !l.spendShared || !l.prefetch)
    return nullptr;
  std::optional<Target> target = getEnclosingTarget(l.gpuModule);
  if (!target || !target->supports(Feature::CpAsync))
    return nullptr;
  // Copying iteration i + 1's tiles during iteration i reads memory before
  // i's stores (or atomics, or anything else that may write) ran: only
  // loops that write no memory.
  bool writes = false;
  loop.getBody()->walk([&](Operation *op) {
    if (isa<LoadOp>(op) || isMemoryEffectFree(op))
      return;
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects || effects.hasEffect<MemoryEffects::Write>())
      writes = true;
  });
  auto impl = std::make_unique<Impl>(l, loop);
  // Swizzled rings need their base on a 1024-byte atom.
  bool swizzleRings = TileLowering::swizzleAtomsFit(loop);
  for (LoadOp load : loop.getBody()->getOps<LoadOp>()) {
    auto type = load.getType();
    // An operand of an mma.sync or wgmma tile.dot: A (M x K), B (K x N),
    // or B as the tile.trans of a loaded N x K tile (staged as loaded, rows
    // of K; for wgmma K-major, and a K x N B MN-major).
    Operation *user = nullptr;
    Value operand;
    Operation *trans = nullptr;
    DotOp dot;
    for (Operation *u : load->getUsers()) {
      Value v = load.getResult();
      Operation *t = nullptr;
      if (auto tr = dyn_cast<TransOp>(u);
          tr && tr->hasOneUse() && tr->getBlock() == loop.getBody()) {
        t = tr;
        v = tr.getResult();
        u = *tr->getUsers().begin();
      }
      auto d = dyn_cast<DotOp>(u);
      if (d && d->getBlock() == loop.getBody() &&
          (d.getA() == v) != (d.getB() == v) && !(t && d.getA() == v)) {
        user = u, operand = v, trans = t, dot = d;
        break;
      }
    }
    if (!dot)
      continue; // not a dot operand: nothing to say
    bool wgmma = dot.getKind() == DotKind::wgmma;
    if (wgmma ? bool(whyNotWgmma(dot))
              : dot.getKind() != DotKind::mma_sync || whyNotMmaSync(dot))
      continue; // not copied ahead for tcgen05 (or any other family) yet
    unsigned which = dot.getA() == operand ? 0 : 1;
    // A B (K x N, no tile.trans) whose offsets rise along K, not N (a
    // K-major B read through strides: a block pointer of order (0, 1), as
    // Triton's attention reads K^T): copied in chunks along K and stored
    // N x K, as a tile.trans of an N x K load would be.
    bool transposed = which && !trans && type.getRank() == 2 &&
                      type.getDimSize(1) % 8 == 0 &&
                      !indexTileContiguous(load.getOffsets(), 1, 8) &&
                      indexTileContiguous(load.getOffsets(), 0, 8);
    int64_t rows = type.getDimSize(transposed ? 1 : 0);
    int64_t cols = type.getDimSize(transposed ? 0 : 1);
    // Why it is loaded into registers in every iteration instead (the
    // first reason that applies), for --remarks.
    std::string why;
    if (writes)
      why = "the loop writes memory, which the next iteration's copies would "
            "read before this iteration's stores";
    else if (!load->hasOneUse())
      why = "it is also used other than as the operand (by '" +
            llvm::find_if(load->getUsers(),
                          [&](Operation *u) { return u != user && u != trans; })
                ->getName()
                .getStringRef()
                .str() +
            "')";
    else if (storageBytes(type.getElementType()) != 2)
      why = "its elements are not 16-bit";
    else if (cols % 8 || rows % 8)
      why = "its rows and columns are not multiples of 8";
    else if (std::optional<std::string> no = whyNotCopyable(load, loop))
      why = *no;
    else if (!impl->fromIv(load.getOffsets()) ||
             (load.getMask() && !impl->fromIv(load.getMask())))
      why = "its offsets or mask depend on what the loop computes from loads "
            "or carried values (the next iteration's can be computed ahead "
            "from the induction variable, loop invariants and scalars the "
            "loop carries unchanged or advances by an invariant)";
    if (!why.empty()) {
      l.remark(load.getLoc(),
               std::string(which ? "B" : "A") +
                   " is loaded into registers and staged in every iteration, "
                   "not copied one iteration ahead with cp.async: " + why);
      continue;
    }
    int64_t pitch, bytes, span = 0;
    Impl::CoreLayout layout = Impl::CoreLayout::None;
    if (wgmma) {
      layout = which && !trans && !transposed ? Impl::CoreLayout::MnMajor
                                              : Impl::CoreLayout::KMajor;
      pitch = cols;
      // Swizzled as the cp.async pipelines' stages (wgmma reads the core
      // matrices with about 5 times the wavefronts): rows along the
      // contiguous dimension (K, or N of an MN-major K x N tile) in slabs
      // of the widest span dividing them, each part on a 1024-byte atom
      // (the ring's base too: the static buffer is aligned so, a dynamic
      // one must start there).
      if (swizzleRings)
        span = PipelineMatch::swizzleSpan(cols * 2);
      if (span) {
        bytes = rows * cols * 2;
        impl->stageBytes = llvm::alignTo(impl->stageBytes, 1024);
      } else {
        bytes = wgmmaStagedBytes(rows, cols, 2, wgmmaOperandLbo(l));
      }
    } else {
      pitch = mmaSyncRowStride(storageElementType(type.getElementType()),
                               cols);
      bytes = rows * pitch * 2;
    }
    impl->parts.push_back({load, dot, which, operand, impl->stageBytes, pitch,
                           layout, transposed, span, rows});
    impl->stageBytes += llvm::alignTo(bytes, 128);
    impl->skip.push_back(load);
    if (trans)
      impl->skip.push_back(trans);
  }
  if (impl->parts.empty())
    return nullptr;
  bool swizzled =
      llvm::any_of(impl->parts, [](const Impl::Operand &p) { return p.span; });
  if (swizzled)
    impl->stageBytes = llvm::alignTo(impl->stageBytes, 1024);
  // Rings that cannot fit beside what is staged before the loop are left
  // out now, not found too large once the kernel is lowered (which lowers
  // it again without them).
  int64_t start = swizzled ? int64_t(llvm::alignTo(l.sharedReserved, 1024))
                           : l.sharedReserved;
  int64_t ring = Impl::kStages * impl->stageBytes;
  if (start + ring > l.sharedBudget) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "dot operands copied ahead with cp.async (double-buffered rings) "
          "would need "
       << ring << " bytes of shared memory";
    if (l.sharedReserved)
      os << " after the " << l.sharedReserved
         << " staged before the loop";
    os << ", more than the " << l.sharedBudget
       << " the target leaves the kernel's shared buffer";
    auto kernel = loop->getParentOfType<KernelOp>();
    if (int64_t region = dynamicBufferOffset(kernel))
      os << " (" << l.sharedBudget + region << " per block less the "
         << region << " of its smem_bytes region)";
    os << ": loaded in each iteration instead, not copied ahead "
          "(--pipeline-loads=1, pipeline_loads=1: copied ahead into one "
          "buffer each)";
    l.remark(loop.getLoc(), text);
    return nullptr;
  }
  return std::unique_ptr<DotPrefetch>(new DotPrefetch(std::move(impl)));
}

void tile::DotPrefetch::prologue() {
  Impl &p = *impl;
  TileLowering &l = p.l;
  Location loc = p.loop.getLoc();
  PipelineMatch m;
  m.loop = p.loop;
  m.copyElemBytes = 2;
  p.e.emplace(l, m, Impl::kStages, loc);
  AsyncCopyEmitter &e = *p.e;
  e.prefetchLbo = wgmmaOperandLbo(l);
  int64_t ring = Impl::kStages * p.stageBytes;
  if (llvm::any_of(p.parts, [](const Impl::Operand &o) { return o.span; }))
    l.alignToSwizzleAtom();
  e.buffer = l.sharedBase(loc, ring);
  l.sharedReserved += ring; // the loop's other ops stage after the ring
  l.spentShared = l.prefetched = true;
  for (const Impl::Operand &part : p.parts) {
    // B stored N x K: through tile.trans, or copied along K.
    if (part.operand != part.load->getResult(0) || part.transposed)
      l.prefetchedTransposes.insert(part.operand);
    if (part.layout == Impl::CoreLayout::MnMajor)
      l.hoistedMnMajorB.insert(part.dot);
    if (part.span)
      l.hoistedSwizzle[{part.dot, part.which}] = part.span;
    l.remark(part.dot->getLoc(),
             std::string(part.which ? "B" : "A") +
                 " is copied with cp.async one iteration ahead (double-"
                 "buffered, " + std::to_string(p.stageBytes) +
                 " bytes a stage): no loads into registers, no staging");
  }
  l.barrier(loc); // earlier readers of the buffer are done
  std::tie(p.lb, p.ub, p.step) = e.prologue(
      Impl::kStages - 1, [&p](Value iv, Value s) { p.issue(iv, s); });
}

void tile::DotPrefetch::beginIteration(Value iv) {
  Impl &p = *impl;
  TileLowering &l = p.l;
  AsyncCopyEmitter &e = *p.e;
  OpBuilder &b = l.b;
  Location loc = e.loc;
  // Iteration j = (iv - lb) / step reads stage j % S.
  Value j = arith::DivUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, iv, p.lb), p.step);
  if (!j.getType().isInteger(32))
    j = j.getType().isIndex()
            ? arith::IndexCastOp::create(b, loc, b.getI32Type(), j).getResult()
            : arith::TruncIOp::create(b, loc, b.getI32Type(), j).getResult();
  Value stage = e.urem(j, Impl::kStages);
  e.cpAsyncWaitGroup(Impl::kStages - 2);
  // Each thread fences its own copies for wgmma's async proxy.
  if (p.feedsWgmma())
    e.fenceProxyAsync();
  l.barrier(loc); // the stage has landed; every warp is done with j - 1
  Value inRange;
  Value next = e.ahead(iv, p.step, p.ub, Impl::kStages - 1, inRange);
  Value refill = e.stageAfter(stage, Impl::kStages - 1);
  e.ifThen(inRange, [&] { p.issue(next, refill); });
  e.cpAsyncCommitGroup();
  // The body's scalars are this iteration's again; the dots read their
  // operands from this iteration's stage.
  l.scalars.map(p.loop.getInductionVar(), iv);
  Value base = e.byteOffset(e.buffer, e.mul(stage, p.stageBytes));
  for (const Impl::Operand &part : p.parts)
    l.hoistedOperands[{part.dot, part.which}] =
        e.byteOffset(base, e.c32(part.offset));
}

void tile::DotPrefetch::epilogue() {
  Impl &p = *impl;
  p.e->cpAsyncWaitAll();
  p.l.barrier(p.loop.getLoc());
  for (const Impl::Operand &part : p.parts) {
    p.l.hoistedOperands.erase({part.dot, part.which});
    p.l.hoistedMnMajorB.erase(part.dot);
    p.l.hoistedSwizzle.erase({part.dot, part.which});
  }
}
