//===- Tcgen05.cpp - tile.dot to tcgen05 (Blackwell tensor memory) --------===//
//
// D = A * B + C on the 5th-generation tensor cores, one CTA (cta_group::1).
// A simple, synchronous scheme (the pipelined GEMM is a separate emitter):
//
//  1. tid 0 initialises an mbarrier, warp 0 allocates tensor memory (TMEM)
//     for the accumulator (M/128 blocks of N f32 columns).
//  2. For each K chunk ("round"; one unless A and B do not fit in shared
//     memory at once): every thread writes its A and B elements into shared
//     memory in the canonical no-swizzle K-major layout that a tcgen05
//     shared-memory descriptor describes. In round 0, unless C is a +0.0
//     splat, C then goes to TMEM: row chunks through shared memory, and
//     warps 0-3 tcgen05.st their 32 rows each (warp w owns TMEM lanes
//     32w..32w+31; with M = 128 and cta_group::1 row i of D is lane i,
//     column j is column j). fence.proxy.async, barrier; tid 0 issues one
//     tcgen05.mma per (M block, K step) and tcgen05.commit to the mbarrier;
//     every thread waits for the mbarrier phase. With a +0.0 C the first MMA
//     of each M block runs with enable-input-d = false instead.
//  3. D is read back the same way: warps 0-3 tcgen05.ld their rows of a
//     chunk and write them to shared memory; after a barrier every thread
//     picks up the elements it holds in the block distribution.
//  4. warp 0 deallocates TMEM, tid 0 invalidates the mbarrier.
//
// tile.dot_scaled (MXFP8) uses the same scheme with
// tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 (block32 is
// PTX 8.8's name for scale_vec::1X: one ue8m0 scale per 32 elements of K,
// i.e. one per MMA; ptxas 13 rejects the .scale_vec::1X spelling on the `f`
// targets and accepts .block32 on all of them). The scale factors are read
// from tensor memory: each round also stages A's and B's scales to shared
// memory in 512-byte "atoms" (128 rows x 4 K blocks, the layout of CUTLASS's
// Sm1xxBlockScaledBasicChunk::SfKMajorAtom) and tid 0 copies every atom to
// 4 TMEM columns with tcgen05.cp.cta_group::1.32x128b.warpx4 before issuing
// the MMAs (tcgen05.cp and tcgen05.mma from one thread execute in order).
// See namespace sf below for the layout. FP4 (NVFP4, MXFP4) is planned on
// the operands' packed bytes (K/2 per row, staged as 8-bit operands would
// be; an MMA reads 32 bytes = 64 e2m1 of K) with kind::mxf4nvf4
// .block_scale.block16 / kind::mxf4.block_scale.block32, an MMA reading 4 /
// 2 scale blocks from one TMEM cell (Plan::sfBlockBytes, blocksPerMma).
//
// Instructions are emitted as inline PTX (LLVM::InlineAsmOp): MLIR 22's NVVM
// tcgen05 ops verify the chip and only know the `a` suffix, while tile allows
// tcgen05 on every tensor-memory row (sm_100a/f, 103a/f, 110a/f) and checks
// legality itself (tile-lower-dot, tile-attach-nvvm-target).
//
// Shared memory (one buffer from TileLowering::sharedBase):
//   [0, 8)    mbarrier (b64)
//   [8, 12)   TMEM base address written by tcgen05.alloc
//   [16, ...) A then B of the current K chunk (canonical layout), for
//             dot_scaled then their scale atoms (SFA, SFB), then a C
//             row chunk; once the MMAs are done, a D row chunk from 16 on
//             (C and D chunks row-major with a padded row stride of N + 1
//             floats, free of bank conflicts for the per-warp row accesses).
//
// Per-slot shared-memory indices are emitted as `base + constant` whenever
// that is exact for every thread (checked at compile time by enumerating the
// thread ids), so staging costs no registers per element.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/AccumulatorTiling.h"
#include "TileDialect/Analysis/BufferReads.h"
#include "TileDialect/Analysis/Tcgen05Plan.h"
#include "TileDialect/Conversion/DotEmitter.h"
#include "TileDialect/Conversion/HopperOps.h"
#include "TileDialect/Conversion/Pipeline.h"
#include "TileDialect/NV/NVTcgen05Ops.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

#include <variant>

using namespace mlir;
using namespace tile;
using namespace tile::tcgen05;

/// One scale atom (32 rows x 16 bytes, replicated to the four lane
/// quarters) from shared memory (descriptor `desc`) to tensor memory at
/// `taddr`.
static void copyScaleAtom(OpBuilder &b, Location loc, Value taddr, Value desc) {
  nv::Tcgen05CpOp::create(b, loc, 1, nv::Tcgen05CpShape::_32x128b,
                          nv::Tcgen05CpMulticastAttr::get(
                              b.getContext(), nv::Tcgen05CpMulticast::warpx4),
                          taddr, desc);
}

void tile::emitScaleAtomCopies(PtxEmitter &e, Value sfTmem,
                               int64_t firstColumn, Value addr,
                               int64_t atoms) {
  using namespace tcgen05;
  for (int64_t i = 0; i < atoms; ++i) {
    Value dst = e.add(sfTmem, firstColumn + i * sf::kAtomColumns);
    Value desc = e.smemDescriptor(e.add(addr, i * sf::kAtomBytes),
                                  Plan::scaleDescriptorHigh());
    copyScaleAtom(e.b, e.loc, dst, desc);
  }
}

uint64_t tile::tcgen05SwizzledDescriptorHigh(int64_t span, int64_t slabBytes) {
  // Leading byte offset: unused for swizzled K-major layouts (1 by
  // convention, as in CUTLASS), the distance between the span-wide slabs
  // of an MN-major operand (the same canonical layouts as wgmma's);
  // stride byte offset: 8 rows of `span` bytes; swizzling mode 2 / 4 / 6 =
  // the 128- / 64- / 32-byte swizzle (PTX ISA "Shared memory descriptor":
  // 0 none, 1 128B with 32B atom, 2 128B, 4 64B, 6 32B).
  using namespace sdesc;
  uint64_t mode = span == 128 ? 2 : span == 64 ? 4 : 6;
  return (encode(slabBytes ? uint64_t(slabBytes) : 16) << kLboShift) |
         (encode(uint64_t(8 * span)) << kSboShift) | kVersion |
         (mode << kSwizzleShift);
}

//===----------------------------------------------------------------------===//
// Emission
//===----------------------------------------------------------------------===//

namespace {
struct Tcgen05Emitter;

/// Index arithmetic on compile-time integers (to analyse a formula) ...
struct HostOps {
  int64_t div(int64_t x, int64_t y) { return x / y; }
  int64_t rem(int64_t x, int64_t y) { return x % y; }
  int64_t mul(int64_t x, int64_t y) { return x * y; }
  int64_t add(int64_t x, int64_t y) { return x + y; }
  bool eq(int64_t x, int64_t y) { return x == y; }
  bool ult(int64_t x, int64_t y) { return uint32_t(x) < uint32_t(y); }
};
/// ... and the same formula as i32 IR (see Tcgen05Emitter::slotFormula).
struct IrOps {
  Tcgen05Emitter &e;
  Value div(Value x, int64_t y);
  Value rem(Value x, int64_t y);
  Value mul(Value x, int64_t y);
  Value add(Value x, int64_t y);
  Value add(Value x, Value y);
  Value eq(Value x, int64_t y);
  Value ult(Value x, int64_t y);
};

/// Element index (in elements) of (row, kk) of an operand staged in the
/// canonical K-major no-swizzle layout: row along M or N, kk the K offset
/// within the chunk. In bytes: (row / 8) * SBO + (kk / t) * LBO +
/// (row % 8) * 16 + (kk % t) * elemBytes, with t elements per 16 bytes.
template <typename Ops, typename V>
V canonicalIndex(Ops &o, const Plan &p, V row, V kk) {
  int64_t t = p.coreCols();
  V group = o.mul(o.div(row, kCoreMatrixRows), p.sbo() / p.elemBytes);
  V kcol = o.mul(o.div(kk, t), p.lbo() / p.elemBytes);
  V inRow = o.mul(o.rem(row, kCoreMatrixRows), t);
  return o.add(o.add(group, kcol), o.add(inRow, o.rem(kk, t)));
}
} // namespace

namespace {
struct Tcgen05Emitter : IndexArith {
  TileLowering &l;
  const Plan &p;
  Tcgen05Emitter(TileLowering &l, OpBuilder &b, Location loc, const Plan &p)
      : IndexArith(b, loc), l(l), p(p) {}

  Value c(int64_t v) { return c32(v); }

  /// Emits `body` under `if (cond)`.
  template <typename Fn> void ifThen(Value cond, Fn body) {
    auto ifOp = scf::IfOp::create(b, loc, TypeRange{}, cond,
                                  /*withElseRegion=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
    body();
  }

  /// The 32-bit shared-state-space address of `ptr` plus `offset` bytes.
  Value sharedAddr(Value ptr, int64_t offset = 0) {
    Value a = LLVM::PtrToIntOp::create(b, loc, b.getI32Type(), ptr);
    return add(a, offset);
  }

  Value byteOffset(Value base, int64_t offset) {
    if (!offset)
      return base;
    return LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(), base,
                               ArrayRef<LLVM::GEPArg>{int32_t(offset)});
  }

  /// A shared-memory descriptor for the operand staged at shared address
  /// `addr` (i32), starting `offset` bytes in; `high` holds every field but
  /// the start address (Plan::descriptorHigh, Plan::scaleDescriptorHigh).
  Value descriptor(Value addr, int64_t offset, uint64_t high) {
    Value a = add(addr, offset);
    Value a64 = arith::ExtUIOp::create(b, loc, b.getI64Type(), a);
    // matrix-descriptor-encode(addr) at bit kStartShift (= 0).
    static_assert(sdesc::kStartShift == 0, "the start address is bits 0-13");
    Value start = arith::ShRUIOp::create(
        b, loc, arith::AndIOp::create(b, loc, a64, c64(0x3FFFF)), c64(4));
    return arith::OrIOp::create(b, loc, start, c64(high));
  }

  /// The value of slot `s` of tile `v` held by this thread.
  Value slotValue(Value v, int64_t s) {
    auto it = l.tiles.find(v);
    if (it != l.tiles.end())
      return it->second[s];
    return l.elementAt(
        v, l.ownedIndex(loc, cast<RankedTensorType>(v.getType()), s));
  }

  /// f(linear index of slot s), for an index formula `f` written once over
  /// HostOps and IrOps. Slot s holds element blockedLinear(.., tid, s)
  /// (see TileLowering::linearIndex); when f(lin(tid, s)) -
  /// f(lin(tid, 0)) is the same constant for every tid (checked here by
  /// enumeration), the slot's value is emitted as `base + constant`, so the
  /// per-slot indices cost no registers; `base` caches f(lin(tid, 0)).
  template <typename F>
  Value slotFormula(RankedTensorType type, int64_t s, F f, Value &base) {
    HostOps h;
    IrOps ir{*this};
    int64_t n = numElements(type), t = l.numThreads, run = l.runOf(type);
    auto hostLin = [&](int64_t tid, int64_t slot) {
      return blockedLinear(n, t, run, tid, slot);
    };
    int64_t delta = f(h, hostLin(0, s)) - f(h, hostLin(0, 0));
    bool affine = true;
    for (int64_t tid = 1; tid < t && affine; ++tid)
      affine = f(h, hostLin(tid, s)) - f(h, hostLin(tid, 0)) == delta;
    if (!affine)
      return f(ir, l.linearIndex(loc, type, s));
    if (!base)
      base = f(ir, l.linearIndex(loc, type, 0));
    return add(base, delta);
  }

  /// Whether pred(linear index of slot s) holds: a constant when it is the
  /// same for every tid, else an i1 value.
  template <typename P>
  std::variant<bool, Value> slotPredicate(RankedTensorType type, int64_t s,
                                          P pred) {
    HostOps h;
    IrOps ir{*this};
    int64_t n = numElements(type), t = l.numThreads, run = l.runOf(type);
    auto hostLin = [&](int64_t tid) {
      return blockedLinear(n, t, run, tid, s);
    };
    bool first = pred(h, hostLin(0));
    for (int64_t tid = 1; tid < t; ++tid)
      if (pred(h, hostLin(tid)) != first)
        return pred(ir, l.linearIndex(loc, type, s));
    return first;
  }

  /// Stores slot s of tile `v` at base[index(lin)] for every slot whose
  /// linear index lin satisfies inRound(lin) (always when `everyRound` is
  /// false, i.e. there is a single round).
  template <typename IndexF, typename PredF>
  void stageSlots(Value v, Value base, IndexF index, PredF inRound,
                  bool everyRound) {
    auto type = cast<RankedTensorType>(v.getType());
    if (const FragmentLayout *f = l.fragmentOf(v))
      return stageFragment(v, *f, base, index, inRound, everyRound);
    Value indexBase;
    for (int64_t s = 0, e = slotsPerThread(type, l.numThreads), n; s < e;
         s += n) {
      n = vectorRun(v, s, index, inRound);
      std::variant<bool, Value> pred = true;
      if (everyRound)
        pred = slotPredicate(type, s, inRound);
      if (auto *known = std::get_if<bool>(&pred); known && !*known)
        continue;
      // Computed before any `if`: indexBase must dominate later slots.
      Value idx = slotFormula(type, s, index, indexBase);
      auto store = [&] {
        if (n == 1) {
          l.storeShared(loc, base, idx, slotValue(v, s));
          return;
        }
        SmallVector<Value> elems;
        for (int64_t j = 0; j < n; ++j)
          elems.push_back(slotValue(v, s + j));
        int64_t bytes = storageBytes(type.getElementType());
        l.storeSharedRun(loc, base, mul(idx, bytes), elems);
      };
      if (auto *cond = std::get_if<Value>(&pred))
        ifThen(*cond, store);
      else
        store();
    }
  }

  /// How many slots from `s` of the blocked tile `v` go to shared memory
  /// with one vector store: the thread's run from s (s its first slot),
  /// at most 16 bytes, where for every thread those slots' indices are
  /// consecutive, the first a multiple of their number (aligned), and
  /// `inRound` the same for all of them (a run in one core-matrix row of
  /// one K chunk); else 1.
  template <typename IndexF, typename PredF>
  int64_t vectorRun(Value v, int64_t s, IndexF index, PredF inRound) {
    auto type = cast<RankedTensorType>(v.getType());
    Type elem = type.getElementType();
    int64_t numel = numElements(type), t = l.numThreads, run = l.runOf(type);
    int64_t n = std::min(run, 16 / storageBytes(elem));
    // (Elements stored as they are held: not 8-bit floats, kept as their
    // bytes, nor i1, widened; see TileLowering::storeShared.)
    if (n <= 1 || !llvm::isPowerOf2_64(n) || s % run ||
        s + n > slotsPerThread(type, t) || storageElementType(elem) != elem ||
        elem.isInteger(1))
      return 1;
    HostOps h;
    for (int64_t tid = 0; tid < t; ++tid) {
      int64_t lin = blockedLinear(numel, t, run, tid, s);
      int64_t first = index(h, lin);
      bool round = inRound(h, lin);
      if (lin + n > numel || first % n)
        return 1;
      for (int64_t j = 1; j < n; ++j)
        if (blockedLinear(numel, t, run, tid, s + j) != lin + j ||
            index(h, lin + j) != first + j || inRound(h, lin + j) != round)
          return 1;
    }
    return n;
  }

  /// stageSlots for a tile held in a fragment (a tcgen05 S rounded to P
  /// for the next dot, a carried C): each slot at its (row, column), the
  /// formulas on the linear index row * N + column.
  template <typename IndexF, typename PredF>
  void stageFragment(Value v, const FragmentLayout &f, Value base, IndexF index,
                     PredF inRound, bool everyRound) {
    IrOps ir{*this};
    int64_t cols = cast<RankedTensorType>(v.getType()).getDimSize(1);
    const SmallVector<Value> &regs = l.tiles[v];
    for (int64_t s = 0; s < f.numSlots; ++s) {
      auto [row, col] = f.position(s);
      Value lin = add(mul(row, cols), col);
      Value ok = f.valid ? f.valid(s) : Value();
      if (everyRound) {
        Value in = inRound(ir, lin);
        ok = ok ? arith::AndIOp::create(b, loc, ok, in).getResult() : in;
      }
      Value idx = index(ir, lin);
      auto store = [&] { l.storeShared(loc, base, idx, regs[s]); };
      if (ok)
        ifThen(ok, store);
      else
        store();
    }
  }

  /// Stores the slots of tile `v` that fall into K chunk `round` in the
  /// canonical layout; `isA`: v is M x K (rows along M), else K x N (rows
  /// along N).
  void stageOperand(Value v, Value base, bool isA, int64_t round) {
    // A transpose left for the dot (transposedInStaging): its source with
    // the roles swapped (B as N x K: its runs along K).
    if (l.isDeferredTranspose(v)) {
      v = v.getDefiningOp<TransOp>().getSrc();
      isA = !isA;
    }
    auto type = cast<RankedTensorType>(v.getType());
    int64_t cols = type.getDimSize(1);
    const Plan &plan = p;
    // (row along M/N, absolute k) of linear index `lin`.
    auto rowK = [=](auto &o, auto lin) {
      auto r = o.div(lin, cols), c = o.rem(lin, cols);
      return isA ? std::make_pair(r, c) : std::make_pair(c, r);
    };
    auto index = [=](auto &o, auto lin) {
      auto [row, k] = rowK(o, lin);
      return canonicalIndex(o, plan, row,
                            plan.rounds == 1 ? k : o.rem(k, plan.kChunk));
    };
    auto inRound = [=](auto &o, auto lin) {
      return o.eq(o.div(rowK(o, lin).second, plan.kChunk), round);
    };
    stageSlots(v, base, index, inRound, p.rounds != 1);
  }

  /// Stores the scales of K chunk `round` of `v` (a_scale: M x K/32, or
  /// b_scale: N x K/32; ue8m0 as i8) as atoms (see namespace sf): row r,
  /// K block kb of the chunk goes to atom (kb / 4) * blocks + r / 128, byte
  /// (r % 32) * 16 + ((r % 128) / 32) * 4 + kb % 4. `blocks`: 128-row atoms
  /// per K group (M / 128 for A, ceil(N / 128) for B).
  void stageScales(Value v, Value base, int64_t blocks, int64_t round) {
    auto type = cast<RankedTensorType>(v.getType());
    int64_t kBlocks = type.getDimSize(1);          // K / block
    int64_t perRound = p.kChunk / p.sfBlockBytes; // K blocks per round
    bool oneRound = p.rounds == 1;
    auto index = [=](auto &o, auto lin) {
      auto r = o.div(lin, kBlocks), kb = o.rem(lin, kBlocks);
      auto kl = oneRound ? kb : o.rem(kb, perRound);
      auto atom = o.add(o.mul(o.div(kl, sf::kAtomKBlocks), blocks),
                        o.div(r, sf::kAtomRows));
      auto rr = o.rem(r, sf::kAtomRows);
      auto inAtom =
          o.add(o.mul(o.rem(rr, sf::kLaneRows), sf::kRowBytes),
                o.add(o.mul(o.div(rr, sf::kLaneRows), sf::kAtomKBlocks),
                      o.rem(kl, sf::kAtomKBlocks)));
      return o.add(o.mul(atom, sf::kAtomBytes), inAtom);
    };
    auto inRound = [=](auto &o, auto lin) {
      return o.eq(o.div(o.rem(lin, kBlocks), perRound), round);
    };
    stageSlots(v, base, index, inRound, !oneRound);
  }
};

Value IrOps::div(Value x, int64_t y) { return e.udiv(x, y); }
Value IrOps::rem(Value x, int64_t y) { return e.urem(x, y); }
Value IrOps::mul(Value x, int64_t y) { return e.mul(x, y); }
Value IrOps::add(Value x, int64_t y) { return e.add(x, y); }
Value IrOps::add(Value x, Value y) { return e.add(x, y); }
Value IrOps::eq(Value x, int64_t y) {
  return e.cmp(arith::CmpIPredicate::eq, x, y);
}
Value IrOps::ult(Value x, int64_t y) {
  return e.cmp(arith::CmpIPredicate::ult, x, y);
}
} // namespace

/// Emits D = A * B + C (tile.dot), or with A's and B's block scales
/// (tile.dot_scaled, `aScale` and `bScale` set), as planned in `p`.
static LogicalResult emitTcgen05(TileLowering &l, Operation *op, Value opA,
                                 Value opB, Value opAcc, Value opResult,
                                 Value aScale, Value bScale, const Plan &p,
                                 bool bNK = false) {
  OpBuilder &b = l.b;
  Location loc = op->getLoc();
  Tcgen05Emitter e{l, b, loc, p};
  auto fence = [&](nv::Tcgen05FenceKind kind, bool proxyAsync = false) {
    nv::Tcgen05FenceOp::create(b, loc, kind, proxyAsync);
  };
  recordFeatureUse(l.gpuModule, Feature::Tcgen05);
  if (p.scaled)
    recordFeatureUse(l.gpuModule, Feature::Tcgen05BlockScale);

  Type i32 = b.getI32Type();
  auto cType = cast<RankedTensorType>(opAcc.getType());
  // f32, or i32 for kind::i8: what the TMEM cells hold.
  Type accElem = cType.getElementType();
  int64_t numSlots = slotsPerThread(cType, l.numThreads);

  // C and D held as tcgen05.ld reads the accumulator (#tile.tcgen05, M =
  // 128: thread t of warpgroup g holds row t of column group g) go
  // straight between those registers and tensor memory.
  const int64_t groups = l.numThreads / 128;
  const FragmentLayout *cFragment = p.zeroAcc ? nullptr : l.fragmentOf(opAcc);
  bool cInRows = p.rowsReadable && cFragment &&
                 cFragment->key == tcgen05AccumulatorKey(p.n, groups);
  if (p.cInRows && !cInRows)
    return op->emitOpError("planned its accumulator's way to tensor memory "
                           "from the registers of #tile.tcgen05, but C is "
                           "not held there");
  bool dInRows = p.rowsReadable &&
                 isa_and_nonnull<Tcgen05LayoutAttr>(l.computedLayout(opResult));
  // Neither through shared memory: the buffer holds the operands alone.
  Value buffer = l.sharedBase(loc, (p.zeroAcc || cInRows) && dInRows
                                       ? kControlBytes + p.operandBytes()
                                       : p.smemBytes);
  Value bufAddr = e.sharedAddr(buffer);
  Value mbar = e.add(bufAddr, kMbarOffset);
  Value slot = e.add(bufAddr, kTmemSlotOffset);
  Value slotPtr = e.byteOffset(buffer, kTmemSlotOffset);
  Value data = e.byteOffset(buffer, kControlBytes);
  Value baseA = data, baseB = e.byteOffset(data, p.aBytes());
  // Scale atoms (dot_scaled only) after A and B, 16-byte aligned: A and B
  // are whole 8-row groups of 16-byte core-matrix rows.
  Value baseSfa = e.byteOffset(data, p.aBytes() + p.bBytes());
  Value baseSfb = e.byteOffset(data, p.aBytes() + p.bBytes() + p.sfaBytes());
  Value baseC = e.byteOffset(data, p.operandBytes()); // C chunks
  Value baseD = data; // D chunks, once the MMAs are done with A and B
  // Operands staged once before their loop (one round, tile.dot only).
  Value hoistedA = l.hoistedOperand(op, 0), hoistedB = l.hoistedOperand(op, 1);
  // B read from its buffer where it lies (bufferReadByDot: a stage of a
  // pipelined loop's ring, swizzled): K-major through a tile.trans of its
  // N x K load, or MN-major as loaded K x N (the transpose-B bit).
  Value bufferB = isa<DotOp>(op) ? bufferReadByDot(opB) : Value();
  bool mnB = bufferB && !opB.getDefiningOp<TransOp>();
  if (bufferB)
    hoistedB = l.scalars.lookup(bufferB);
  remarkBufferOperands(l, loc, Value(), bufferB);
  Value addrA =
      hoistedA ? e.sharedAddr(hoistedA) : e.add(bufAddr, kControlBytes);
  Value addrB = hoistedB ? e.sharedAddr(hoistedB)
                         : e.add(e.add(bufAddr, kControlBytes), p.aBytes());
  Value addrSfa = e.add(bufAddr, kControlBytes + p.aBytes() + p.bBytes());
  Value addrSfb = e.add(addrSfa, p.sfaBytes());

  Value warp = e.udiv(l.tid, 32);
  Value lane = e.urem(l.tid, 32);
  Value isThread0 = e.cmp(arith::CmpIPredicate::eq, l.tid, 0);
  Value isWarp0 = e.cmp(arith::CmpIPredicate::eq, warp, 0);

  l.barrier(loc); // earlier users of the buffer are done
  e.ifThen(isThread0,
           [&] { nv::Tcgen05CommitBarrierInitOp::create(b, loc, mbar); });
  bool relinquish = mayRelinquishTmem(op);
  e.ifThen(isWarp0, [&] {
    nv::Tcgen05AllocOp::create(b, loc, 1, slot, p.tmemCols, relinquish);
  });
  // The TMEM base address, read after the first barrier that follows the
  // allocation (with tcgen05 fences around it).
  Value taddr;
  auto readTaddr = [&] {
    if (!taddr)
      taddr = LLVM::LoadOp::create(b, loc, i32, slotPtr);
  };

  // The accumulator moves between threads and TMEM in chunks of `rows` rows
  // through shared memory (row-major, padded row stride N + 1): rows
  // [r0, r0 + rows) of M block r0 / 128 are TMEM lanes r0 % 128 + i,
  // columns (r0 / 128) * N + j; warp w owns lanes 32w..32w+31.
  int64_t piece = p.n % 32 == 0 ? 32 : 16; // columns per tcgen05.ld/st
  int64_t n = p.n, stride = p.dStride();
  auto chunkIndex = [=](int64_t r0) {
    return [=](auto &o, auto lin) {
      return o.add(o.mul(o.add(o.div(lin, n), -r0), stride), o.rem(lin, n));
    };
  };
  auto inChunk = [=](int64_t r0, int64_t rows) {
    return
        [=](auto &o, auto lin) { return o.ult(o.add(lin, -r0 * n), rows * n); };
  };
  // Runs body(rowInChunk, rowTmemAddr) in the warps owning the chunk's lanes.
  auto inChunkWarps = [&](int64_t r0, int64_t rows, auto body) {
    int64_t mb = r0 / kMmaM, lane0 = r0 % kMmaM;
    int64_t w0 = lane0 / 32, w1 = (lane0 + rows) / 32;
    Value inRange = arith::AndIOp::create(
        b, loc, e.cmp(arith::CmpIPredicate::uge, warp, w0),
        e.cmp(arith::CmpIPredicate::ult, warp, w1));
    e.ifThen(inRange, [&] {
      // TMEM address: lane << 16 | column.
      Value laneBase = e.mul(warp, 32);
      Value rowInChunk = e.add(e.add(laneBase, lane), -lane0);
      Value rowAddr =
          e.add(e.add(taddr, arith::ShLIOp::create(b, loc, laneBase, e.c(16))),
                mb * p.n);
      body(rowInChunk, rowAddr);
    });
  };

  PtxEmitter pe(b, loc);
  auto rowsOfTmem = [&] {
    return tmemRowAddress(l, pe, p.n, groups, taddr, e.c(0));
  };

  // C to TMEM (unless it is +0.0: then the first MMA of each M block runs
  // with enable-input-d = false). Done after A and B are staged, so neither
  // their registers nor C's stay live across the MMAs.
  auto stageC = [&] {
    if (cInRows) {
      // The barrier publishes the TMEM address tcgen05.alloc wrote.
      fence(nv::Tcgen05FenceKind::before_thread_sync);
      l.barrier(loc);
      fence(nv::Tcgen05FenceKind::after_thread_sync);
      readTaddr();
      writeTmemRows(l, pe, rowsOfTmem(), l.tiles[opAcc]);
      return;
    }
    for (int64_t r0 = 0; r0 < p.m; r0 += p.cRows) {
      if (r0)
        l.barrier(loc); // the previous chunk has been read
      if (cFragment)
        e.stageFragment(opAcc, *cFragment, baseC, chunkIndex(r0),
                        inChunk(r0, p.cRows), /*everyRound=*/true);
      Value indexBase;
      for (int64_t s = 0; s < (cFragment ? 0 : numSlots); ++s) {
        std::variant<bool, Value> pred =
            e.slotPredicate(cType, s, inChunk(r0, p.cRows));
        if (auto *known = std::get_if<bool>(&pred); known && !*known)
          continue;
        Value idx = e.slotFormula(cType, s, chunkIndex(r0), indexBase);
        auto store = [&] {
          l.storeShared(loc, baseC, idx, e.slotValue(opAcc, s));
        };
        if (auto *cond = std::get_if<Value>(&pred))
          e.ifThen(*cond, store);
        else
          store();
      }
      // This barrier also publishes the TMEM address tcgen05.alloc wrote.
      fence(nv::Tcgen05FenceKind::before_thread_sync);
      l.barrier(loc);
      fence(nv::Tcgen05FenceKind::after_thread_sync);
      readTaddr();
      inChunkWarps(r0, p.cRows, [&](Value rowInChunk, Value rowAddr) {
        for (int64_t c0 = 0; c0 < p.n; c0 += piece) {
          SmallVector<Value> operands{e.add(rowAddr, c0)};
          for (int64_t i = 0; i < piece; ++i) {
            Value idx = e.add(e.mul(rowInChunk, stride), c0 + i);
            operands.push_back(l.loadShared(loc, baseC, idx, i32));
          }
          nv::Tcgen05StOp::create(b, loc, nv::Tcgen05Shape::_32x32b, piece,
                                  operands[0],
                                  ArrayRef<Value>(operands).drop_front());
        }
        nv::Tcgen05WaitOp::create(b, loc, nv::Tcgen05WaitKind::st);
      });
    }
    // The barrier before the MMAs (with the fences around it) orders these
    // tcgen05.st before them.
  };

  const uint32_t idescValue =
      p.instrDescriptor() | (mnB ? Tcgen05Encoding::transposeBBit : 0);
  // Block-scaled: .block32 = scale_vec::1X for kind::mxf8f6f4 (see the file
  // comment) and scale_vec::2X for kind::mxf4, .block16 = scale_vec::4X for
  // kind::mxf4nvf4; scale_A_tmem in $5 and scale_B_tmem in $6.
  // Block-scaled: .block32 = scale_vec::1X for kind::mxf8f6f4 (see the file
  // comment) and scale_vec::2X for kind::mxf4, .block16 = scale_vec::4X for
  // kind::mxf4nvf4.
  const nv::Tcgen05Kind mmaKind = *nv::symbolizeTcgen05Kind(p.kind);
  const IntegerAttr mmaBlock =
      p.scaled ? b.getI32IntegerAttr(p.sfBlockBytes == 8 ? 16 : 32)
               : IntegerAttr();
  for (int64_t round = 0; round < p.rounds; ++round) {
    // Stage this K chunk of A and B (the previous round's MMAs completed:
    // every thread waited on the mbarrier), unless staged once before the
    // loop (hoistDotOperands).
    if (!hoistedA)
      e.stageOperand(opA, baseA, /*isA=*/true, round);
    if (!hoistedB)
      e.stageOperand(opB, baseB, /*isA=*/bNK, round);
    if (p.scaled) {
      e.stageScales(aScale, baseSfa, p.mBlocks, round);
      e.stageScales(bScale, baseSfb, p.nSfBlocks, round);
    }
    if (round == 0 && !p.zeroAcc)
      stageC();
    // Generic-proxy writes must be visible to the tensor core (async proxy);
    // the TMEM allocation / stores are ordered before the barrier.
    fence(nv::Tcgen05FenceKind::before_thread_sync, /*proxyAsync=*/true);
    l.barrier(loc);
    fence(nv::Tcgen05FenceKind::after_thread_sync);
    readTaddr();
    e.ifThen(isThread0, [&] {
      Value idescReg = p.scaled ? Value() : e.c(int64_t(idescValue));
      // Scale atoms to tensor memory: atom i of SFA (SFB) from shared byte
      // i * 512 to column sfaCol (sfbCol) + 4 i, all 128 lanes (warpx4).
      // The MMAs below, issued by this thread after the copies, see them.
      auto copyAtoms = [&](Value addr, int64_t col, int64_t atoms) {
        for (int64_t i = 0; i < atoms; ++i) {
          Value dst = e.add(taddr, col + i * sf::kAtomColumns);
          Value desc = e.descriptor(addr, i * sf::kAtomBytes,
                                    Plan::scaleDescriptorHigh());
          copyScaleAtom(b, loc, dst, desc);
        }
      };
      if (p.scaled) {
        copyAtoms(addrSfa, p.sfaCol, p.sfGroups * p.mBlocks);
        copyAtoms(addrSfb, p.sfbCol, p.sfGroups * p.nSfBlocks);
      }
      for (int64_t mb = 0; mb < p.mBlocks; ++mb) {
        Value d = e.add(taddr, mb * p.n); // columns of this M block
        for (int64_t j = 0; j < p.kChunk / p.kStep; ++j) {
          bool accumulate = !p.zeroAcc || round > 0 || j > 0;
          // M block mb starts 128/8 row groups in; K step j is
          // kKBytesPerMma / 16 core matrices along K (LBO apart).
          int64_t kOffset = j * (kKBytesPerMma / kCoreRowBytes) * p.lbo();
          Value aDesc = e.descriptor(
              addrA, mb * (kMmaM / kCoreMatrixRows) * p.sbo() + kOffset,
              p.descriptorHigh());
          Value bDesc;
          if (bufferB) {
            // (The buffer holds the whole K: this round's K steps on.)
            auto [offset, high] = tcgen05BufferDescriptor(
                cast<BufferType>(bufferB.getType()), mnB,
                round * (p.kChunk / p.kStep) + j, p.kStep);
            bDesc = e.descriptor(addrB, offset, high);
          } else {
            bDesc = e.descriptor(addrB, kOffset, p.descriptorHigh());
          }
          SmallVector<Value> operands{d, aDesc, bDesc, idescReg,
                                      e.c(accumulate ? 1 : 0)};
          if (p.scaled) {
            // K step j starts at K block j * blocksPerMma of the chunk
            // (1 for MXFP8, 2 for MXFP4, 4 for NVFP4): K group b / 4, byte
            // b % 4 of the scale cells (the SFA / SFB IDs; the MMA reads
            // its blocks from there on). A's scales of M block mb start at
            // its atom's first column, B's at the first of the group's
            // ceil(N / 128) adjacent atoms (an MMA reads column n / 32 for
            // row n).
            int64_t block = j * p.blocksPerMma();
            int64_t group = block / sf::kAtomKBlocks;
            uint32_t id = uint32_t(block % sf::kAtomKBlocks);
            operands[3] = e.c(int64_t(p.scaledInstrDescriptor(id, id)));
            operands.push_back(e.add(
                taddr, p.sfaCol + (group * p.mBlocks + mb) * sf::kAtomColumns));
            operands.push_back(e.add(taddr, p.sfbCol + group * p.nSfBlocks *
                                                           sf::kAtomColumns));
          }
          nv::Tcgen05MmaOp::create(b, loc, 1, mmaKind, operands[0], operands[1],
                                   operands[2], operands[3], operands[4],
                                   p.scaled ? operands[5] : Value(),
                                   p.scaled ? operands[6] : Value(), mmaBlock);
        }
      }
      nv::Tcgen05CommitOp::create(b, loc, 1, mbar, Value(), IntegerAttr());
    });
    // Wait for phase `round` of the mbarrier (the commit's arrival).
    nv::Tcgen05CommitBarrierWaitOp::create(b, loc, mbar, e.c(round & 1));
    // Order the tcgen05.ld below after the MMAs, and the generic stores that
    // reuse the A/B area after the tensor core's (async-proxy) reads of it.
    fence(nv::Tcgen05FenceKind::after_thread_sync, /*proxyAsync=*/true);
  }

  // Read D back: into the registers of #tile.tcgen05 where it stays in
  // them, else chunk by chunk through shared memory, each thread picking
  // up the elements it holds.
  SmallVector<Value> result(dInRows ? 0 : numSlots);
  if (dInRows) {
    result = readTmemRows(l, pe, rowsOfTmem(), accElem,
                          [](Value v, int64_t) { return v; });
    fence(nv::Tcgen05FenceKind::before_thread_sync);
    l.barrier(loc); // every warp's tcgen05.ld is done before the dealloc
  }
  for (int64_t r0 = 0; r0 < (dInRows ? 0 : p.m); r0 += p.dRows) {
    inChunkWarps(r0, p.dRows, [&](Value rowInChunk, Value rowAddr) {
      for (int64_t c0 = 0; c0 < p.n; c0 += piece) {
        // tcgen05.wait::ld in the same block: the registers are ready.
        ValueRange regs =
            nv::Tcgen05LdOp::create(b, loc, SmallVector<Type>(piece, i32),
                                    nv::Tcgen05Shape::_32x32b, piece,
                                    e.add(rowAddr, c0), /*wait=*/true)
                .getValues();
        for (int64_t i = 0; i < piece; ++i) {
          Value idx = e.add(e.mul(rowInChunk, stride), c0 + i);
          l.storeShared(loc, baseD, idx, regs[i]);
        }
      }
      fence(nv::Tcgen05FenceKind::before_thread_sync);
    });
    l.barrier(loc);
    Value indexBase;
    for (int64_t s = 0; s < numSlots; ++s) {
      std::variant<bool, Value> pred =
          e.slotPredicate(cType, s, inChunk(r0, p.dRows));
      if (auto *known = std::get_if<bool>(&pred)) {
        if (*known)
          result[s] = l.loadShared(
              loc, baseD, e.slotFormula(cType, s, chunkIndex(r0), indexBase),
              accElem);
        continue;
      }
      // Not the same chunk for every thread: load from a clamped index and
      // keep the value where it belongs.
      Value cond = std::get<Value>(pred);
      Value idx = arith::SelectOp::create(
          b, loc, cond, e.slotFormula(cType, s, chunkIndex(r0), indexBase),
          e.c(0));
      Value v = l.loadShared(loc, baseD, idx, accElem);
      result[s] =
          result[s]
              ? arith::SelectOp::create(b, loc, cond, v, result[s]).getResult()
              : v;
    }
    l.barrier(loc); // the chunk buffer is reused; TMEM reads are done
  }

  // Free the tensor memory and the mbarrier.
  e.ifThen(isWarp0, [&] {
    nv::Tcgen05DeallocOp::create(b, loc, 1, taddr, p.tmemCols,
                                 /*fence_after=*/true);
  });
  e.ifThen(isThread0, [&] {
    nv::MbarrierInvalOp::create(e.b, e.loc, nv::Space::shared_cta, mbar, {});
  });

  if (!dInRows) {
    l.tiles[opResult] = std::move(result);
    return success();
  }
  l.setFragment(opResult, std::move(result),
                tmemRowsLayout(l, loc, p.n, groups));
  l.keepFragmentIfUsersTakeIt(loc, opResult);
  return success();
}

/// What makePlan reads from a tile.dot: an operand staged once before its
/// loop (hoistDotOperands), or B read where its buffer lies, is in place.
static DotShape dotShape(TileLowering &l, DotOp op) {
  DotShape d = shapeOf(op, l.numThreads);
  d.aInPlace = bool(l.hoistedOperand(op, 0));
  d.bInPlace = bufferReadByDot(op.getB()) || l.hoistedOperand(op, 1);
  return d;
}

int64_t tile::tcgen05OperandBytes(TileLowering &l, DotOp op, unsigned operand) {
  Plan p;
  if (makePlan(dotShape(l, op), p) || p.rounds != 1)
    return 0;
  return operand ? p.bBytes() : p.aBytes();
}

void tile::stageTcgen05Operand(TileLowering &l, DotOp op, unsigned operand,
                               Value base) {
  Plan p;
  (void)makePlan(dotShape(l, op), p);
  Tcgen05Emitter e{l, l.b, op.getLoc(), p};
  e.stageOperand(op->getOperand(operand), base, /*isA=*/operand == 0, 0);
}

LogicalResult tile::lowerDotTcgen05(TileLowering &l, DotOp op) {
  if (failed(requireTcgen05Dot(op, l.gpuModule)))
    return failure();
  Plan p;
  if (std::optional<std::string> why = makePlan(dotShape(l, op), p))
    return op.emitOpError() << *why;
  return emitTcgen05(l, op, op.getA(), op.getB(), op.getAcc(), op.getResult(),
                     Value(), Value(), p);
}

LogicalResult tile::lowerDotScaledTcgen05(TileLowering &l, DotScaledOp op) {
  Plan p;
  if (std::optional<std::string> why = makePlan(shapeOf(op, l.numThreads), p))
    return op.emitOpError() << *why;
  if (op.getFormatName() == "mxfp8")
    return emitTcgen05(l, op, op.getA(), op.getB(), op.getAcc(),
                       op.getResult(), op.getAScale(), op.getBScale(), p);
  // FP4: the tensor core reads e2m1 packed two per byte, K-major, so A and
  // B must be packed bytes the dot stages as they are: A an unpack of
  // M x K/2 bytes, B a transpose of an unpack of N x K/2 bytes (both left
  // to the dot, TileLowering::isDeferredUnpack).
  Value b = op.getB();
  bool packedB = l.isDeferredTranspose(b) &&
                 l.isDeferredUnpack(b.getDefiningOp<TransOp>().getSrc());
  if (!l.isDeferredUnpack(op.getA()) || !packedB)
    return op.emitOpError()
           << "tcgen05 takes " << op.getFormatName()
           << " operands as packed bytes: A from tile.unpack_fp4 of M x K/2 "
              "bytes and B as tile.trans of tile.unpack_fp4 of N x K/2 bytes "
              "(packed along K), in the dot's block and used only by it";
  Value bytesA = op.getA().getDefiningOp<UnpackFp4Op>().getSrc();
  Value bytesB = b.getDefiningOp<TransOp>()
                     .getSrc()
                     .getDefiningOp<UnpackFp4Op>()
                     .getSrc();
  return emitTcgen05(l, op, bytesA, bytesB, op.getAcc(), op.getResult(),
                     op.getAScale(), op.getBScale(), p, /*bNK=*/true);
}
