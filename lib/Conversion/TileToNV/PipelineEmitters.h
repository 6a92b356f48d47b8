//===- PipelineEmitters.h - What the TMA lowerings share --------*- C++ -*-===//
//
// Private to lib/Conversion/TileToNV: what the lowerings of TMA boxes
// (TmaBoxes.cpp), of pipelined K loops (PipelinedDot.cpp) and of
// persistent loops around them (PersistentLoops.cpp) share. BoxEmitter
// (mbarriers, TMA copies, the 128-byte swizzle), LoopIssuer (a pipelined
// loop's trip count, ring of stages and box copies), the plan tile-pipeline
// records on a loop (PipelinePlan, readPlan), and the wgmma pipeline's
// MMAs (WgmmaPipeline); the functions one file
// defines and another calls are declared under the name of that file.
//
//===----------------------------------------------------------------------===//
#ifndef LIB_CONVERSION_TILETONVVM_PIPELINEEMITTERS_H
#define LIB_CONVERSION_TILETONVVM_PIPELINEEMITTERS_H

#include "TileDialect/Conversion/DotEmitter.h"
#include "TileDialect/Conversion/HopperOps.h"
#include "TileDialect/Conversion/Pipeline.h"
#include "TileDialect/NV/NVMemOps.h"
#include "TileDialect/NV/NVMmaOps.h"
#include "TileDialect/NV/NVTcgen05Ops.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace tile::pipeline {
using namespace mlir;

// TmaBoxes.cpp

/// What the TMA lowerings emit besides PtxEmitter's instructions: the box
/// copies, the cluster's barriers and the 128-byte swizzle of the boxes.
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

/// After a persistent loop: thread 0 waits until the TMA stores of its
/// last tiles (storeDrainsLater) have read shared memory and written
/// global memory, before the block exits.
void drainStores(TileLowering &l, BoxEmitter &e, scf::ForOp outer);

// PipelinedDot.cpp

/// An i32 view of a loop bound (tile loops run over i32 or index).
Value asI32(OpBuilder &b, Location loc, Value v);

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
  /// The multicast group along `dims` of this block: whether it copies the
  /// box of iteration i, and the CTA mask of the group (bit r for the block
  /// of %cluster_ctarank r = x + X (y + Y z)).
  std::pair<Value, Value> multicastGroup(unsigned dims, Value i) {
    OpBuilder &b = e.b;
    Location loc = e.loc;
    MulticastGroup g = tile::multicastGroup(extent, dims);
    Value index = e.c32(0), origin = e.c32(0);
    for (unsigned d = 0; d < 3; ++d) {
      if (extent[d] > 1) {
        Type i32 = b.getI32Type();
        Value c =
            d == 0   ? Value(NVVM::BlockInClusterIdXOp::create(b, loc, i32))
            : d == 1 ? Value(NVVM::BlockInClusterIdYOp::create(b, loc, i32))
                     : Value(NVVM::BlockInClusterIdZOp::create(b, loc, i32));
        if (dims >> d & 1)
          index = e.add(index, e.mul(c, g.scale[d]));
        else
          origin = e.add(origin, e.mul(c, g.scale[d]));
      }
    }
    Value copier = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                         e.urem(i, g.size), index);
    Value mask =
        arith::ShLIOp::create(b, loc, e.c32(int64_t(g.pattern)), origin);
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
  /// (A box, B box), then the full[stages] and empty[stages] mbarriers.
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
};

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

/// The plan tile-pipeline recorded on `op` (kPipelineAttrName), checked
/// against the loop, the kernel and the target.
FailureOr<PipelinePlan> readPlan(TileLowering &l, scf::ForOp op);

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
    int64_t kSteps = p.m.k * storageBytes(eaLogical) / 32; // 32 bytes of K each
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

} // namespace tile::pipeline

#endif // LIB_CONVERSION_TILETONVVM_PIPELINEEMITTERS_H
