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
// The shared-memory operands use the 128-byte swizzle K-major layout that
// TMA writes with CU_TENSOR_MAP_SWIZZLE_128B: wgmma descriptor layout type
// 1, stride byte offset 1024 (8 rows of 128 bytes), K steps of 32 bytes
// added to the start address (PTX ISA "Matrix Descriptor Format").
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Conversion/DotEmitter.h"
#include "TileDialect/Conversion/HopperOps.h"
#include "TileDialect/Conversion/Pipeline.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace tile;

namespace {
struct BoxEmitter {
  TileLowering &l;
  OpBuilder &b;
  Location loc;

  Value c32(int64_t v) { return constI32(b, loc, v); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value add(Value x, int64_t y) { return y ? add(x, c32(y)) : x; }
  Value mul(Value x, int64_t y) {
    return y == 1 ? x : arith::MulIOp::create(b, loc, x, c32(y)).getResult();
  }
  Value udiv(Value x, int64_t y) {
    return y == 1 ? x : arith::DivUIOp::create(b, loc, x, c32(y)).getResult();
  }
  Value urem(Value x, int64_t y) {
    return arith::RemUIOp::create(b, loc, x, c32(y));
  }
  Value eq(Value x, int64_t y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x, c32(y));
  }
  void ptx(StringRef text, StringRef constraints = "", ValueRange ops = {}) {
    inlinePtx(b, loc, text, Type(), constraints, ops);
  }
  template <typename Fn> void ifThen(Value cond, Fn body) {
    auto ifOp = scf::IfOp::create(b, loc, cond, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    body();
  }

  /// The tensor map as a 64-bit generic address.
  Value descAddr(Value desc) {
    auto ptrType = cast<LLVM::LLVMPointerType>(desc.getType());
    if (ptrType.getAddressSpace() != 0)
      desc = LLVM::AddrSpaceCastOp::create(
          b, loc, LLVM::LLVMPointerType::get(b.getContext(), 0), desc);
    return LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), desc);
  }

  /// Thread `leader` (only) starts the 2-D TMA copy of a box into `dst`,
  /// completing on `bar`.
  void tmaLoad(Value desc, Value c0, Value c1, Value dst, Value bar) {
    ptx("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::"
        "complete_tx::bytes [$0], [$1, {$2, $3}], [$4];",
        "r,l,r,r,r", {dst, desc, c0, c1, bar});
  }
  void arriveExpectTx(Value bar, int64_t bytes) {
    ptx("mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r",
        {bar, c32(bytes)});
  }
  /// Spins on mbarrier.try_wait.parity until the phase of `parity` is done.
  void wait(Value bar, Value parity) {
    auto loop = scf::WhileOp::create(b, loc, TypeRange{}, ValueRange{});
    Block *before = new Block(), *after = new Block();
    loop.getBefore().push_back(before);
    loop.getAfter().push_back(after);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(before);
    Value done = inlinePtx(
        b, loc,
        "{\n\t.reg .pred %tl_p;\n\tmbarrier.try_wait.parity.shared::cta.b64 "
        "%tl_p, [$1], $2;\n\tselp.u32 $0, 1, 0, %tl_p;\n\t}",
        b.getI32Type(), "=r,r,r", {bar, parity});
    scf::ConditionOp::create(b, loc, eq(done, 0), ValueRange{});
    b.setInsertionPointToStart(after);
    scf::YieldOp::create(b, loc);
  }

  /// Byte offset of element (row, col) in a box of 128-byte rows written
  /// with the 128-byte swizzle: 16-byte chunk c of row r lands at chunk
  /// c ^ (r % 8).
  Value swizzled(Value row, Value col, int64_t elemBytes) {
    Value byte = mul(col, elemBytes);
    Value chunk = arith::XOrIOp::create(b, loc, udiv(byte, 16), urem(row, 8));
    return add(add(mul(row, 128), mul(chunk, 16)), urem(byte, 16));
  }

  /// The wgmma descriptor of a 128-byte-swizzled K-major operand at shared
  /// address `addr`: start address >> 4, leading byte offset 1 (unused when
  /// swizzled), stride byte offset 1024 >> 4, layout type 1 (128B).
  Value descriptor(Value addr) {
    Value a = arith::ExtUIOp::create(b, loc, b.getI64Type(), addr);
    a = arith::AndIOp::create(
        b, loc, arith::ShRUIOp::create(b, loc, a, c64(4)), c64(0x3FFF));
    uint64_t fields = uint64_t(1) << 16 | uint64_t(1024 >> 4) << 32 |
                      uint64_t(1) << 62;
    return arith::OrIOp::create(b, loc, a, c64(fields));
  }
  Value c64(uint64_t v) {
    return arith::ConstantIntOp::create(b, loc, b.getI64Type(), int64_t(v));
  }
};
} // namespace

static int64_t elemBytes(Type t) {
  return std::max<int64_t>(1, storageElementType(t).getIntOrFloatBitWidth() / 8);
}

LogicalResult tile::lowerLoadBox(TileLowering &l, LoadBoxOp op) {
  if (failed(requireFeature(op, l.gpuModule, Feature::Tma,
                            "tile.load_box (cp.async.bulk.tensor)")))
    return failure();
  if (!op.getSmemOffset())
    return op.emitOpError("has no place in shared memory; run tile-pipeline "
                          "first (tile-translate does)");
  BoxEmitter e{l, l.b, op.getLoc()};
  auto type = op.getResult().getType();
  int64_t offset = *op.getSmemOffset(), bytes = op.getBoxBytes();
  Value dst = dynamicSmemAddress(l, e.loc, op, e.c32(offset));
  Value bar = dynamicSmemAddress(l, e.loc, op, e.c32(offset + bytes));
  Value desc = e.descAddr(l.scalars.lookup(op.getDesc()));
  Value leader = e.eq(l.tid, 0);
  e.ifThen(leader, [&] {
    e.ptx("mbarrier.init.shared::cta.b64 [$0], 1;", "r", {bar});
    e.ptx("fence.mbarrier_init.release.cluster;");
  });
  l.barrier(e.loc);
  e.ifThen(leader, [&] {
    e.arriveExpectTx(bar, bytes);
    e.tmaLoad(desc, l.scalars.lookup(op.getCoords()[0]),
              l.scalars.lookup(op.getCoords()[1]), dst, bar);
  });
  e.wait(bar, e.c32(0));
  // Every thread reads the elements it holds from the swizzled rows.
  Value region = dynamicSmemRegion(l, e.loc, op);
  Type elem = type.getElementType();
  SmallVector<Value> elems;
  for (int64_t s = 0, n = slotsPerThread(type, l.numThreads); s < n; ++s) {
    TileLowering::Index idx = l.ownedIndex(e.loc, type, s);
    Value byte = e.add(e.swizzled(idx.multi[0], idx.multi[1], elemBytes(elem)),
                       offset);
    Value ptr = LLVM::GEPOp::create(l.b, e.loc, region.getType(),
                                    l.b.getI8Type(), region,
                                    ArrayRef<LLVM::GEPArg>{byte});
    elems.push_back(l.loadShared(e.loc, ptr, e.c32(0), elem));
  }
  // Nobody reads the buffer any more: it (and the barrier) may be reused.
  l.barrier(e.loc);
  e.ifThen(leader,
           [&] { e.ptx("mbarrier.inval.shared::cta.b64 [$0];", "r", {bar}); });
  l.tiles[op.getResult()] = std::move(elems);
  return success();
}

/// An i32 view of a loop bound (tile loops run over i32 or index).
static Value asI32(OpBuilder &b, Location loc, Value v) {
  if (v.getType().isIndex())
    return arith::IndexCastOp::create(b, loc, b.getI32Type(), v);
  return v;
}

LogicalResult tile::lowerPipelinedLoop(TileLowering &l, scf::ForOp op) {
  auto attr = op->getAttrOfType<DictionaryAttr>(kPipelineAttrName);
  auto get = [&](StringRef name) -> int64_t {
    auto v = attr ? attr.getAs<IntegerAttr>(name) : IntegerAttr();
    return v ? v.getInt() : -1;
  };
  int64_t stages = get("stages"), offset = get("smem_offset");
  int64_t entryRegs = get("entry_regs"), producerRegs = get("producer_regs");
  int64_t consumerRegs = get("consumer_regs");
  auto regsOk = [](int64_t r) { return r >= 24 && r <= 256 && r % 8 == 0; };
  if (stages < 2 || offset < 0 || offset % 1024 || !regsOk(entryRegs) ||
      !regsOk(producerRegs) || !regsOk(consumerRegs))
    return op.emitOpError("has a malformed ")
           << kPipelineAttrName
           << " attribute (tile-pipeline writes it: stages >= 2, a "
              "1024-aligned smem_offset, register counts multiples of 8 in "
              "[24, 256])";
  std::string why;
  FailureOr<PipelineMatch> match = matchPipelinableLoop(op, why);
  if (failed(match))
    return op.emitOpError("is marked ")
           << kPipelineAttrName << " but cannot be pipelined: " << why;
  PipelineMatch m = *match;
  int64_t consumers = m.consumers();
  if (l.numThreads != 128 * (consumers + 1))
    return op.emitOpError("is pipelined for ")
           << consumers << " consumer warpgroups and a producer, but the "
           << "kernel has " << l.numThreads / 32 << " warps";
  if (failed(requireFeature(m.dot, l.gpuModule, Feature::Wgmma,
                            "wgmma.mma_async")) ||
      failed(requireFeature(m.boxA, l.gpuModule, Feature::Tma,
                            "cp.async.bulk.tensor (tile.load_box)")) ||
      failed(requireFeature(op, l.gpuModule, Feature::Setmaxnreg,
                            "setmaxnreg (warp specialization)")))
    return failure();

  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  BoxEmitter e{l, b, loc};
  Type eaLogical = m.dot.getA().getType().getElementType();
  Type ebLogical = m.dot.getB().getType().getElementType();
  int64_t bytes = elemBytes(eaLogical);
  int64_t kSteps = m.k * bytes / 32; // each wgmma consumes 32 bytes of K
  int64_t aBytes = m.m * 128, stageBytes = m.stageBytes();

  // Shared memory: S stages of (A box, B box), then full[S] and empty[S].
  Value ring = dynamicSmemAddress(l, loc, op, e.c32(offset));
  Value barriers = e.add(ring, stages * stageBytes);
  auto stageA = [&](Value s) { return e.add(ring, e.mul(s, stageBytes)); };
  auto stageB = [&](Value s) { return e.add(stageA(s), aBytes); };
  auto full = [&](Value s) { return e.add(barriers, e.mul(s, 8)); };
  auto empty = [&](Value s) {
    return e.add(barriers, e.add(e.mul(s, 8), 8 * stages));
  };

  Value tid = l.tid;
  e.ifThen(e.eq(tid, 0), [&] {
    for (int64_t s = 0; s < stages; ++s) {
      e.ptx("mbarrier.init.shared::cta.b64 [$0], 1;", "r", {full(e.c32(s))});
      e.ptx("mbarrier.init.shared::cta.b64 [$0], $1;", "r,r",
            {empty(e.c32(s)), e.c32(consumers * 128)});
    }
    e.ptx("fence.mbarrier_init.release.cluster;");
  });
  l.barrier(loc);

  // Trip count, in i32.
  Value lb = asI32(b, loc, l.scalars.lookup(op.getLowerBound()));
  Value ub = asI32(b, loc, l.scalars.lookup(op.getUpperBound()));
  Value step = asI32(b, loc, l.scalars.lookup(op.getStep()));
  Value span = arith::MaxSIOp::create(
      b, loc, arith::SubIOp::create(b, loc, ub, lb), e.c32(0));
  Value trips = arith::DivSIOp::create(
      b, loc,
      arith::AddIOp::create(b, loc, span,
                            arith::SubIOp::create(b, loc, step, e.c32(1))),
      step);
  auto forEachIteration = [&](ValueRange inits, auto body) {
    Value lb0 = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    Value n = arith::IndexCastOp::create(b, loc, b.getIndexType(), trips);
    auto loop = scf::ForOp::create(b, loc, lb0, n, one, inits);
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
  };

  WgmmaTiles tiles = wgmmaTiles(l, loc, m.m, m.n, consumers);
  const FragmentLayout &layout = tiles.layout;
  SmallVector<Type> accTypes(layout.numSlots, b.getF32Type());
  Value group = e.udiv(tid, 128);
  Value isProducer = e.eq(group, consumers);
  auto branch = scf::IfOp::create(b, loc, accTypes, isProducer,
                                  /*withElseRegion=*/true);
  auto setmaxnreg = [&](StringRef action, int64_t count) {
    e.ptx(("setmaxnreg." + action + ".sync.aligned.u32 " + Twine(count) + ";")
              .str());
  };
  {
    // Producer: one thread issues the copies of every iteration.
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&branch.getThenRegion().front());
    setmaxnreg("dec", producerRegs);
    e.ifThen(e.eq(e.urem(tid, 128), 0), [&] {
      forEachIteration(ValueRange{}, [&](Value i, ValueRange) {
        Value s = e.urem(i, stages), round = e.udiv(i, stages);
        e.ifThen(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, i,
                                       e.c32(stages)),
                 [&] {
                   Value parity = arith::AndIOp::create(
                       b, loc, arith::SubIOp::create(b, loc, round, e.c32(1)),
                       e.c32(1));
                   e.wait(empty(s), parity);
                 });
        // The loop body's scalar arithmetic at iteration i gives the
        // boxes' coordinates.
        Value iv = arith::AddIOp::create(
            b, loc, lb, arith::MulIOp::create(b, loc, i, step));
        if (op.getInductionVar().getType().isIndex())
          iv = arith::IndexCastOp::create(b, loc, b.getIndexType(), iv);
        l.scalars.map(op.getInductionVar(), iv);
        for (Operation &inner : op.getBody()->without_terminator())
          if (!isa<LoadBoxOp, TransOp, DotOp>(inner))
            b.clone(inner, l.scalars);
        e.arriveExpectTx(full(s), stageBytes);
        Value descA = e.descAddr(l.scalars.lookup(m.boxA.getDesc()));
        Value descB = e.descAddr(l.scalars.lookup(m.boxB.getDesc()));
        e.tmaLoad(descA, l.scalars.lookup(m.boxA.getCoords()[0]),
                  l.scalars.lookup(m.boxA.getCoords()[1]), stageA(s), full(s));
        e.tmaLoad(descB, l.scalars.lookup(m.boxB.getCoords()[0]),
                  l.scalars.lookup(m.boxB.getCoords()[1]), stageB(s), full(s));
        return SmallVector<Value>{};
      });
    });
    // The warp reconverges before the warpgroup-wide setmaxnreg.
    e.ptx("bar.warp.sync -1;");
    setmaxnreg("inc", entryRegs);
    Value zero = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0));
    scf::YieldOp::create(b, loc, SmallVector<Value>(layout.numSlots, zero));
  }
  {
    // Consumers: wgmma straight from the stages, accumulators in registers.
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&branch.getElseRegion().front());
    setmaxnreg("inc", consumerRegs);
    SmallVector<Value> acc =
        l.elementsInFragment(loc, op.getInitArgs()[0], layout);
    int64_t regs = tiles.nInst / 2;
    auto loop = forEachIteration(acc, [&](Value i, ValueRange accIn) {
      Value s = e.urem(i, stages), round = e.udiv(i, stages);
      e.wait(full(s), arith::AndIOp::create(b, loc, round, e.c32(1)));
      e.ptx("wgmma.fence.sync.aligned;");
      SmallVector<Value> d(accIn);
      for (int64_t ks = 0; ks < kSteps; ++ks)
        for (auto [r, origin] : llvm::enumerate(tiles.origins)) {
          auto [row0, col0] = origin;
          Value descA = e.descriptor(
              e.add(e.add(stageA(s), e.mul(row0, 128)), ks * 32));
          Value descB = e.descriptor(
              e.add(e.add(stageB(s), e.mul(col0, 128)), ks * 32));
          SmallVector<Value> out =
              emitWgmma(b, loc, eaLogical, ebLogical, tiles.nInst, descA,
                        descB, ArrayRef<Value>(d).slice(r * regs, regs));
          std::copy(out.begin(), out.end(), d.begin() + r * regs);
        }
      e.ptx("wgmma.commit_group.sync.aligned;");
      // The previous iteration's group is done: release its stage.
      d = emitWgmmaWait(b, loc, 1, d);
      e.ifThen(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, i,
                                     e.c32(1)),
               [&] {
                 Value prev = e.urem(
                     arith::AddIOp::create(b, loc, i, e.c32(stages - 1)),
                     stages);
                 e.ptx("mbarrier.arrive.shared::cta.b64 _, [$0];", "r",
                       {empty(prev)});
               });
      return d;
    });
    SmallVector<Value> result =
        emitWgmmaWait(b, loc, 0, loop.getResults());
    setmaxnreg("dec", entryRegs);
    scf::YieldOp::create(b, loc, result);
  }
  // The stages and barriers are free again once everyone is here.
  l.barrier(loc);
  l.setFragment(op.getResult(0), SmallVector<Value>(branch.getResults()),
                layout);
  return success();
}
