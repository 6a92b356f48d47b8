//===- MmaSync.cpp - tile.dot to mma.sync, and the family dispatch -------===//
//
// mma.sync: A and B are staged to shared memory; warp w takes the 16x8
// output tiles w, w + W, ... (W warps) and keeps their accumulator fragments
// in registers across the K loop. An accumulator carried through an scf.for
// stays in those registers from one dot to the next (FragmentLayout);
// otherwise it is read from its staged copy and the result is written back
// for the block to read in its own distribution. Fragment positions follow
// the PTX ISA "Matrix fragments for mma.m16n8k*" tables.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/BufferReads.h"
#include "TileDialect/Analysis/Tcgen05Plan.h"
#include "TileDialect/Conversion/DotEmitter.h"
#include "TileDialect/Conversion/HopperOps.h"
#include "TileDialect/Conversion/Pipeline.h"
#include "TileDialect/NV/NVMmaOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace tile;

namespace {
/// One mma.sync instruction shape and its register fragments.
struct MmaSyncShape {
  int64_t m = 16, n = 8, k;
  unsigned elemsPerReg; ///< elements of A/B packed in one 32-bit register
  unsigned aRegs, bRegs;
  nv::MmaType accType, aType, bType; ///< f32, bf16, bf16
  bool f16Acc;
  bool intAcc = false; ///< s8 inputs, s32 accumulators (in "r" registers)
  bool blockScale = false; ///< block scaling: one scale per `scaleVec` of K
  int64_t scaleVec = 32;   ///< 32 (MXFP8, MXFP4) or 16 (NVFP4)
  bool ue4m3 = false;      ///< NVFP4's e4m3 scales (else ue8m0)
  /// e2m1 A / B staged as their packed bytes (tile.unpack_fp4's source:
  /// K-major, two elements per byte), `lda` / `ldb` bytes apart; otherwise
  /// e2m1 is staged one element per byte.
  bool packedA = false, packedB = false;
};
} // namespace

static bool isFp8(Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); }

static MmaSyncShape mmaSyncShape(Type ea, Type eb, Type ec) {
  MmaSyncShape s;
  s.f16Acc = ec.isF16();
  s.intAcc = ec.isInteger(32);
  // 32 bits of A a register: K / 8 elements.
  s.k = mmaSyncInstrK(ea), s.elemsPerReg = unsigned(s.k / 8);
  s.aRegs = s.m * s.k / 32 / s.elemsPerReg;
  s.bRegs = s.k * s.n / 32 / s.elemsPerReg;
  s.accType = s.f16Acc   ? nv::MmaType::f16
              : s.intAcc ? nv::MmaType::s32
                         : nv::MmaType::f32;
  s.aType = *nv::mmaTypeOf(ea);
  s.bType = *nv::mmaTypeOf(eb);
  return s;
}

static MmaSyncShape mmaSyncShape(DotOp op) {
  return mmaSyncShape(op.getA().getType().getElementType(),
                      op.getB().getType().getElementType(),
                      op.getAcc().getType().getElementType());
}


namespace {
/// Emits one kernel's mma.sync code; values are i32 unless noted.
struct MmaSyncEmitter {
  TileLowering &l;
  OpBuilder &b;
  Location loc;
  MmaSyncShape s;
  Value group, quad; // lane / 4, lane % 4

  Value c(int64_t v) { return constI32(b, loc, v); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value add(Value x, int64_t y) { return y ? add(x, c(y)) : x; }
  Value mul(Value x, int64_t y) {
    return y == 1 ? x : arith::MulIOp::create(b, loc, x, c(y)).getResult();
  }

  /// PTX ISA fragment tables, as (row, col) of register element i.
  std::pair<Value, Value> aPos(int64_t i) {
    if (s.elemsPerReg == 1) // tf32 m16n8k8: a0 (g,t) a1 (g+8,t) a2 (g,t+4) a3 (g+8,t+4)
      return {add(group, 8 * (i & 1)), add(quad, 4 * (i >> 1))};
    if (s.elemsPerReg == 2) // f16/bf16 m16n8k16
      return {add(group, 8 * ((i >> 1) & 1)),
              add(mul(quad, 2), (i & 1) + 8 * (i >> 2))};
    if (s.elemsPerReg == 4) // fp8 / s8 m16n8k32
      return {add(group, 8 * ((i >> 2) & 1)),
              add(mul(quad, 4), (i & 3) + 16 * (i >> 3))};
    // e2m1 m16n8k64: the 8-bit layout with every byte two elements
    return {add(group, 8 * ((i >> 3) & 1)),
            add(mul(quad, 8), (i & 7) + 32 * (i >> 4))};
  }
  /// (k, n) of B register element i.
  std::pair<Value, Value> bPos(int64_t i) {
    if (s.elemsPerReg == 1)
      return {add(quad, 4 * i), group};
    if (s.elemsPerReg == 2)
      return {add(mul(quad, 2), (i & 1) + 8 * (i >> 1)), group};
    if (s.elemsPerReg == 4)
      return {add(mul(quad, 4), (i & 3) + 16 * (i >> 2)), group};
    return {add(mul(quad, 8), (i & 7) + 32 * (i >> 3)), group};
  }
  /// (row, col) of accumulator element i (4 per thread).
  std::pair<Value, Value> cPos(int64_t i) {
    return {add(group, 8 * (i >> 1)), add(mul(quad, 2), i & 1)};
  }

  /// Packs elements into one 32-bit register.
  Value pack(ArrayRef<Value> elems) { return packToI32(b, loc, elems); }

  SmallVector<Value> unpack(Value reg, Type elemType, unsigned count) {
    return unpackI32(b, loc, reg, elemType, count);
  }

  /// D = A * B + C for one instruction; C and D are 4 accumulator values.
  SmallVector<Value> mma(ArrayRef<Value> aRegs, ArrayRef<Value> bRegs,
                         ArrayRef<Value> acc, Value scaleA = Value(),
                         Value scaleB = Value()) {
    SmallVector<Value> cRegs;
    unsigned numC;
    if (s.f16Acc) {
      cRegs = {pack({acc[0], acc[1]}), pack({acc[2], acc[3]})};
      numC = 2;
    } else {
      cRegs.assign(acc.begin(), acc.end());
      numC = 4;
    }
    // Block scaling (PTX ISA "Block Scaling for mma.sync"): K / scaleVec
    // scales per row of A and per column of B for the instruction's K:
    // kind::mxf8f6f4 (fp8, K = 32, 1X ue8m0), kind::mxf4 (e2m1, K = 64,
    // 2X ue8m0: MXFP4), kind::mxf4nvf4 (4X ue4m3: NVFP4).
    nv::MmaKindAttr kind;
    IntegerAttr scaleVec;
    nv::MmaScaleTypeAttr scaleType;
    if (s.blockScale) {
      MLIRContext *ctx = b.getContext();
      kind =
          nv::MmaKindAttr::get(ctx, s.elemsPerReg == 4 ? nv::MmaKind::mxf8f6f4
                                    : s.ue4m3          ? nv::MmaKind::mxf4nvf4
                                                       : nv::MmaKind::mxf4);
      scaleVec = b.getI32IntegerAttr(s.elemsPerReg == 4 ? 1 : s.ue4m3 ? 4 : 2);
      scaleType = nv::MmaScaleTypeAttr::get(
          ctx, s.ue4m3 ? nv::MmaScaleType::ue4m3 : nv::MmaScaleType::ue8m0);
    }
    Type regType = s.f16Acc || s.intAcc ? Type(b.getI32Type())
                                         : Type(b.getF32Type());
    // {byte-id, thread-id} of each scale are {0, 0}: see
    // lowerDotScaledBlockScale for which lane supplies which scale.
    auto mmaOp = nv::MmaSyncOp::create(
        b, loc, SmallVector<Type>(numC, regType), s.m, s.n, s.k, s.accType,
        s.aType, s.bType, kind, scaleVec, scaleType, aRegs, bRegs, cRegs,
        s.blockScale ? scaleA : Value(), s.blockScale ? scaleB : Value());
    SmallVector<Value> d;
    for (unsigned i = 0; i < numC; ++i) {
      Value r = mmaOp.getD()[i];
      if (s.f16Acc)
        llvm::append_range(d, unpack(r, b.getF16Type(), 2));
      else
        d.push_back(r);
    }
    return d;
  }
};
} // namespace

Value tile::packToI32(OpBuilder &b, Location loc, ArrayRef<Value> elems) {
  Type i32 = b.getI32Type();
  if (elems.size() == 1)
    return LLVM::BitcastOp::create(b, loc, i32, elems[0]);
  auto vecType = VectorType::get({int64_t(elems.size())}, elems[0].getType());
  Value v = LLVM::PoisonOp::create(b, loc, vecType);
  for (auto [i, e] : llvm::enumerate(elems))
    v = LLVM::InsertElementOp::create(b, loc, v, e, constI32(b, loc, i));
  return LLVM::BitcastOp::create(b, loc, i32, v);
}

SmallVector<Value> tile::packFp8AccumulatorA(OpBuilder &b, Location loc,
                                             Value lane,
                                             ArrayRef<Value> slots) {
  assert(slots.size() % 16 == 0 && "K steps of four 8-column groups");
  Type i32 = b.getI32Type();
  auto c = [&](int64_t v) { return constI32(b, loc, v); };
  // Source lanes 2 (q % 2) and + 1 of this quad; the high halves (the
  // second group of each pair) for q >= 2.
  Value quad = arith::AndIOp::create(b, loc, lane, c(~3));
  Value src0 = arith::OrIOp::create(
      b, loc, quad,
      arith::ShLIOp::create(b, loc, arith::AndIOp::create(b, loc, lane, c(1)),
                            c(1)));
  Value src1 = arith::OrIOp::create(b, loc, src0, c(1));
  Value high = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::ne,
      arith::AndIOp::create(b, loc, lane, c(2)), c(0));
  auto shfl = [&](Value word, Value src) -> Value {
    return NVVM::ShflOp::create(b, loc, i32, c(-1), word, src, c(31),
                                NVVM::ShflKindAttr::get(b.getContext(),
                                                        NVVM::ShflKind::idx),
                                UnitAttr());
  };
  SmallVector<Value> regs(slots.size() / 4);
  for (size_t step = 0; step < slots.size(); step += 16)
    for (int64_t half = 0; half < 2; ++half)   // columns 0..15, 16..31
      for (int64_t row = 0; row < 2; ++row) {  // row g, row g + 8
        // This lane's pairs of the two groups: (2 q, 2 q + 1) of group 2
        // half in the low 16 bits, of group 2 half + 1 in the high ones.
        int64_t g0 = step + 4 * (2 * half) + 2 * row,
                g1 = step + 4 * (2 * half + 1) + 2 * row;
        Value word = packToI32(
            b, loc, {slots[g0], slots[g0 + 1], slots[g1], slots[g1 + 1]});
        Value v0 = shfl(word, src0), v1 = shfl(word, src1);
        Value lo = arith::OrIOp::create(
            b, loc, arith::AndIOp::create(b, loc, v0, c(0xFFFF)),
            arith::ShLIOp::create(b, loc, v1, c(16)));
        Value hi = arith::OrIOp::create(
            b, loc, arith::ShRUIOp::create(b, loc, v0, c(16)),
            arith::AndIOp::create(b, loc, v1, c(int32_t(0xFFFF0000u))));
        regs[step / 4 + 2 * half + row] =
            arith::SelectOp::create(b, loc, high, hi, lo);
      }
  return regs;
}

SmallVector<Value> tile::unpackI32(OpBuilder &b, Location loc, Value reg,
                                   Type elemType, unsigned count) {
  auto vecType = VectorType::get({int64_t(count)}, elemType);
  Value v = LLVM::BitcastOp::create(b, loc, vecType, reg);
  SmallVector<Value> out;
  for (unsigned i = 0; i < count; ++i)
    out.push_back(LLVM::ExtractElementOp::create(b, loc, v, constI32(b, loc, i)));
  return out;
}

SmallVector<Value> tile::packPairsToI32(OpBuilder &b, Location loc,
                                        ArrayRef<Value> elems) {
  SmallVector<Value> regs;
  for (size_t i = 0; i + 1 < elems.size(); i += 2)
    regs.push_back(packToI32(b, loc, elems.slice(i, 2)));
  return regs;
}

std::pair<Value, Value> tile::tileOrigin(OpBuilder &b, Location loc,
                                         const RoundRobinTiles &tiling,
                                         Value unit, int64_t r) {
  Value t = arith::AddIOp::create(b, loc, unit,
                                  constI32(b, loc, r * tiling.units));
  if (tiling.uneven())
    t = arith::MinUIOp::create(b, loc, t,
                               constI32(b, loc, tiling.numTiles - 1));
  Value row0 = arith::MulIOp::create(
      b, loc,
      arith::DivUIOp::create(b, loc, t, constI32(b, loc, tiling.tilesN)),
      constI32(b, loc, tiling.tileM));
  Value col0 = arith::MulIOp::create(
      b, loc,
      arith::RemUIOp::create(b, loc, t, constI32(b, loc, tiling.tilesN)),
      constI32(b, loc, tiling.tileN));
  return {row0, col0};
}

std::pair<Value, Value> tile::tileOrigin(OpBuilder &b, Location loc,
                                         const MmaTiling &tiling, Value unit,
                                         int64_t r) {
  int64_t wn = tiling.wn, tm = tiling.tm, tn = tiling.tn;
  if (!wn)
    return tileOrigin(b, loc, static_cast<const RoundRobinTiles &>(tiling),
                      unit, r);
  Value bi = arith::DivUIOp::create(b, loc, unit, constI32(b, loc, wn));
  Value bj = arith::RemUIOp::create(b, loc, unit, constI32(b, loc, wn));
  Value row = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, bi, constI32(b, loc, tm)),
      constI32(b, loc, r / tn));
  Value col = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, bj, constI32(b, loc, tn)),
      constI32(b, loc, r % tn));
  return {arith::MulIOp::create(b, loc, row, constI32(b, loc, tiling.tileM)),
          arith::MulIOp::create(b, loc, col, constI32(b, loc, tiling.tileN))};
}

Value tile::tileValid(OpBuilder &b, Location loc,
                      const RoundRobinTiles &tiling, Value unit, int64_t r) {
  Value t = arith::AddIOp::create(b, loc, unit,
                                  constI32(b, loc, r * tiling.units));
  Value ok = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, t,
                                   constI32(b, loc, tiling.numTiles));
  if (tiling.totalUnits == tiling.units)
    return ok;
  Value mine = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, unit,
                                     constI32(b, loc, tiling.units));
  return arith::AndIOp::create(b, loc, ok, mine);
}

/// Slot 4r + i: accumulator element i of the tile of round r (PTX ISA: c_i
/// at row g + 8 (i / 2), column 2 t + i % 2 of the 16x8 tile).
static FragmentLayout mmaSyncLayout(TileLowering &l, Location loc,
                                    MmaTiling tiling) {
  FragmentLayout f;
  f.key = tiling.fragmentKey();
  f.numSlots = tiling.rounds * 4;
  f.run = 2; // c0 c1 and c2 c3: columns 2 t, 2 t + 1
  TileLowering *lp = &l;
  f.position = [lp, loc, tiling](int64_t s) -> std::pair<Value, Value> {
    OpBuilder &b = lp->b;
    Value lane = arith::RemUIOp::create(b, loc, lp->tid, constI32(b, loc, 32));
    Value warp = arith::DivUIOp::create(b, loc, lp->tid, constI32(b, loc, 32));
    Value group = arith::DivUIOp::create(b, loc, lane, constI32(b, loc, 4));
    Value quad = arith::RemUIOp::create(b, loc, lane, constI32(b, loc, 4));
    auto [row0, col0] = tileOrigin(b, loc, tiling, warp, s / 4);
    int64_t i = s % 4;
    Value row = arith::AddIOp::create(
        b, loc, row0,
        arith::AddIOp::create(b, loc, group, constI32(b, loc, 8 * (i >> 1))));
    Value col = arith::AddIOp::create(
        b, loc, col0,
        arith::AddIOp::create(
            b, loc,
            arith::MulIOp::create(b, loc, quad, constI32(b, loc, 2)),
            constI32(b, loc, i & 1)));
    return {row, col};
  };
  if (tiling.uneven())
    f.valid = [lp, loc, tiling](int64_t s) -> Value {
      OpBuilder &b = lp->b;
      Value warp =
          arith::DivUIOp::create(b, loc, lp->tid, constI32(b, loc, 32));
      return tileValid(b, loc, tiling, warp, s / 4);
    };
  // Blocks of tm x tn tiles: round r is in tile row r / tn of the block,
  // slots 4r, 4r+1 in its row g, 4r+2, 4r+3 in row g + 8. The quad's lanes
  // hold the tile's other columns, the wn warps of a block row the others.
  if (tiling.wn && !tiling.uneven()) {
    int64_t tn = tiling.tn, wn = tiling.wn;
    f.numRowGroups = 2 * tiling.tm;
    // Group g of warp w: row 16 ((w / wn) tm + g / 2) + 8 (g % 2) + lane / 4.
    f.rowsKey = tiling.rowsKey();
    f.rowGroup = [tn](int64_t s) { return 2 * (s / 4 / tn) + (s % 4) / 2; };
    f.rowLanes = 3;
    f.rowParts = wn;
    f.rowPart = [lp, loc, wn]() -> Value {
      OpBuilder &b = lp->b;
      Value warp =
          arith::DivUIOp::create(b, loc, lp->tid, constI32(b, loc, 32));
      return arith::RemUIOp::create(b, loc, warp, constI32(b, loc, wn));
    };
  }
  return f;
}

/// The tiling of the #tile.mma_sync layout tile-assign-layouts wrote on
/// the M x N dot result `result` (whole rows per warp where it meets row
/// vectors). Where none is recorded (a TileLowering built without
/// takeLayouts, as the unit tests build one), the tiling the pass would
/// write (mmaSyncDotTiling; block-scaled dots: the plain one).
static MmaTiling writtenTiling(TileLowering &l, Value result, int64_t m,
                               int64_t n) {
  if (auto mma = dyn_cast_or_null<MmaSyncLayoutAttr>(l.computedLayout(result)))
    return MmaTiling::of(mma, {m, n});
  if (auto dot = result.getDefiningOp<DotOp>())
    return mmaSyncDotTiling(dot, l.numThreads);
  return MmaTiling(m, n, l.numThreads);
}

std::optional<FragmentLayout> tile::mmaSyncFragmentLayout(TileLowering &l,
                                                          DotOp op) {
  if (whyNotMmaSync(op))
    return std::nullopt;
  return mmaSyncLayout(l, op.getLoc(),
                       writtenTiling(l, op.getResult(),
                                     op.getA().getType().getDimSize(0),
                                     op.getB().getType().getDimSize(1)));
}

/// The mma.sync K loop over operands in shared memory: A row-major M x K
/// with rows `lda` elements apart, B row-major K x N with rows `ldb` apart,
/// and for block scaling (`scalesA`/`scalesB` given) M x K/32 and N x K/32
/// ue8m0 tiles. `acc` is in mmaSyncLayout of the tiling; returns the result
/// in it.
/// `registerA` (given instead of baseA): the four A registers of round r
/// and K step j (K = 16 j ..), for an A held in registers; the K loop is
/// then unrolled. `bNK`: B is stored N x K (rows of K, `ldb` apart), as a
/// transposed operand's source is. `indexA` / `indexB` (given instead of
/// lda / ldb): the element index of (row, col) of the stored tile, such as
/// a position in a 128-byte-swizzled TMA box, whose rows are whole 16-byte
/// chunks.
static SmallVector<Value>
mmaSyncFromShared(TileLowering &l, Location loc, const MmaSyncShape &shape,
                  const MmaTiling &tiling, int64_t k, Type ea, Type eb,
                  Value baseA, int64_t lda, Value baseB, int64_t ldb,
                  Value scalesA, Value scalesB, ValueRange acc,
                  function_ref<SmallVector<Value>(int64_t, int64_t)>
                      registerA = nullptr,
                  bool bNK = false, SharedIndexFn indexA = nullptr,
                  SharedIndexFn indexB = nullptr) {
  OpBuilder &b = l.b;
  MmaSyncEmitter e{l, b, loc, shape, Value(), Value()};
  int64_t scalesPerRow = k / shape.scaleVec;
  Value lane = arith::RemUIOp::create(b, loc, l.tid, e.c(32));
  Value warp = arith::DivUIOp::create(b, loc, l.tid, e.c(32));
  e.group = arith::DivUIOp::create(b, loc, lane, e.c(4));
  e.quad = arith::RemUIOp::create(b, loc, lane, e.c(4));
  SmallVector<std::pair<Value, Value>> origins;
  for (int64_t r = 0; r < tiling.rounds; ++r)
    origins.push_back(tileOrigin(b, loc, tiling, warp, r));

  auto i32 = [&](Value v) {
    return arith::IndexCastOp::create(b, loc, b.getI32Type(), v).getResult();
  };
  auto cidx = [&](int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v).getResult();
  };
  // Element (row, col) of the stored A (M x K) and B (K x N, or N x K).
  // Packed e2m1 (shape.packedA / packedB): the byte of element (row, col),
  // col even.
  auto half = [&](Value col, bool packed) {
    return packed ? arith::ShRUIOp::create(b, loc, col, e.c(1)).getResult()
                  : col;
  };
  auto atA = [&](Value row, Value col) {
    return indexA ? indexA(row, col)
                  : e.add(e.mul(row, lda), half(col, shape.packedA));
  };
  auto atB = [&](Value row, Value col) {
    return indexB ? indexB(row, col)
                  : e.add(e.mul(row, ldb), half(col, shape.packedB));
  };

  // One K step for all of this warp's output tiles (`kStep` >= 0: the
  // step's index, known when unrolled).
  auto step = [&](Value kk, int64_t kStep, ValueRange accIn) {
    // Registers of an operand fragment: element i sits at `index(i)` of the
    // staged row-major operand.
    // `packed`: the elements of each register are adjacent in shared
    // memory and the first is 4-byte aligned (A, row-major with K
    // contiguous: columns 2t, 2t+1 or 4t .. 4t+3 of rows whose byte
    // length is a multiple of 4, at a 16-byte aligned base), so one 32-bit
    // load reads the register.
    // Register r of an e2m1 fragment: its 8 elements (one per staged byte,
    // the value in the low nibble) packed 4 bits apart, the first lowest.
    // `packed`: the 8 bytes are adjacent and 8-byte aligned: one 64-bit
    // load, then each half's nibble pairs joined (x | x >> 4 puts elements
    // 2i, 2i + 1 in byte 2i) and bytes 0 and 2 of both halves kept.
    int64_t regAlign = e.s.elemsPerReg == 8 ? 8 : 4; // bytes per register
    auto packFp4 = [&](function_ref<Value(int64_t)> index, unsigned r,
                       Value base, bool packed) -> Value {
      Type i8 = b.getI8Type(), i32t = b.getI32Type();
      auto shl = [&](Value x, int64_t n) {
        return arith::ShLIOp::create(b, loc, x, e.c(n)).getResult();
      };
      auto orI = [&](Value x, Value y) {
        return arith::OrIOp::create(b, loc, x, y).getResult();
      };
      auto andI = [&](Value x, int64_t m) {
        return arith::AndIOp::create(b, loc, x, e.c(m)).getResult();
      };
      if (packed) {
        Value ptr = LLVM::GEPOp::create(b, loc, base.getType(), i8, base,
                                        ArrayRef<LLVM::GEPArg>{index(r * 8)});
        Value x = LLVM::LoadOp::create(b, loc, b.getI64Type(), ptr,
                                       /*alignment=*/8);
        Value halves[2];
        for (int h = 0; h < 2; ++h) {
          Value w = arith::TruncIOp::create(
              b, loc, i32t,
              h ? arith::ShRUIOp::create(
                      b, loc, x,
                      arith::ConstantOp::create(b, loc,
                                                b.getI64IntegerAttr(32)))
                      .getResult()
                : x);
          w = orI(w, arith::ShRUIOp::create(b, loc, w, e.c(4)));
          // bytes 0 and 2 -> 0 and 1
          halves[h] = orI(andI(w, 0xFF),
                          andI(arith::ShRUIOp::create(b, loc, w, e.c(8)),
                               0xFF00));
        }
        return orI(halves[0], shl(halves[1], 16));
      }
      Value reg;
      for (unsigned j = 0; j < 8; ++j) {
        Value v = arith::ExtUIOp::create(
            b, loc, i32t, l.loadShared(loc, base, index(r * 8 + j), i8));
        v = shl(andI(v, 0xF), 4 * j);
        reg = reg ? orI(reg, v) : v;
      }
      return reg;
    };
    // `bytes`: e2m1 staged as its packed bytes (index(i) is the byte of
    // element i): a register is 4 adjacent bytes, read like 8-bit ones.
    auto fragment = [&](unsigned numRegs, Value base, Type type,
                        function_ref<Value(int64_t)> index, bool packed,
                        bool bytes = false) {
      SmallVector<Value> regs;
      for (unsigned r = 0; r < numRegs; ++r) {
        if (e.s.elemsPerReg == 8 && !bytes) { // e2m1, one value per byte
          regs.push_back(packFp4(index, r, base, packed));
          continue;
        }
        if ((packed || bytes) && e.s.elemsPerReg > 1) {
          Value ptr = LLVM::GEPOp::create(
              b, loc, base.getType(), type, base,
              ArrayRef<LLVM::GEPArg>{index(r * e.s.elemsPerReg)});
          regs.push_back(LLVM::LoadOp::create(b, loc, b.getI32Type(), ptr,
                                              /*alignment=*/4));
          continue;
        }
        SmallVector<Value> elems;
        for (unsigned j = 0; j < e.s.elemsPerReg; ++j)
          elems.push_back(
              l.loadShared(loc, base, index(r * e.s.elemsPerReg + j), type));
        regs.push_back(e.pack(elems));
      }
      return regs;
    };
    // 16-bit A and B: ldmatrix. Lane l gives the address of one 8-element
    // row of 8x8 matrix l / 8 and receives, of matrix i, the elements
    // (l / 4, 2 (l % 4) .. + 1) in register i, or with .trans the elements
    // (2 (l % 4) .. + 1, l / 4): the mma.sync fragments when A's matrices
    // are (rows 0-7, k 0-7), (rows 8-15, k 0-7), (rows 0-7, k 8-15),
    // (rows 8-15, k 8-15) of the 16x16 A tile, and B's (k 0-7), (k 8-15)
    // of the 16x8 B tile, stored k-major and read transposed. Rows start
    // 16-byte aligned (row lengths of multiples of 16 bytes, 16-byte
    // aligned bases).
    bool ldmatrix = e.s.elemsPerReg == 2 && !shape.blockScale &&
                    (indexA || lda * 2 % 16 == 0) &&
                    (indexB || ldb * 2 % 16 == 0);
    auto ldmatrixRegs = [&](Value base, Type type, Value index, unsigned num,
                            NVVM::MMALayout layout) {
      Value ptr = LLVM::GEPOp::create(b, loc, base.getType(), type, base,
                                      ArrayRef<LLVM::GEPArg>{index});
      Type i32t = b.getI32Type();
      auto st = LLVM::LLVMStructType::getLiteral(
          b.getContext(), SmallVector<Type>(num, i32t));
      Value res = NVVM::LdMatrixOp::create(
          b, loc, st, ptr, num, layout,
          NVVM::LdStMatrixShapeAttr::get(b.getContext(), 8, 8),
          NVVM::LdStMatrixEltType::B16);
      SmallVector<Value> regs;
      for (unsigned i = 0; i < num; ++i)
        regs.push_back(LLVM::ExtractValueOp::create(
            b, loc, res, ArrayRef<int64_t>{int64_t(i)}));
      return regs;
    };
    Value matrix, matrixRow;
    if (ldmatrix) {
      matrix = arith::DivUIOp::create(b, loc, lane, e.c(8));
      matrixRow = arith::RemUIOp::create(b, loc, lane, e.c(8));
    }
    // B's fragment of the 16x8 (k x n) tile at column col0: from B stored
    // K x N (rows ldb apart, read transposed), or N x K (`bNK`: rows of K
    // ldb apart, each lane's 8x8 matrix row one n; ldmatrix without .trans
    // gives lane (g, q) the elements (n g, k 2 q ..), B's fragment). The
    // elements of a B register are consecutive k of one n: adjacent in an
    // N x K B, so one 32-bit load reads them.
    // `pair`: the fragments of the tiles at col0 and col0 + 8 with one
    // ldmatrix.x4 (matrices 2 and 3 are the second tile's), registers 0-1
    // and 2-3.
    auto readB = [&](Value col0, bool pair = false) -> SmallVector<Value> {
      if (ldmatrix) {
        Value half = e.mul(arith::AndIOp::create(b, loc, matrix, e.c(1)), 8);
        Value n = col0;
        if (pair)
          n = e.add(col0,
                    e.mul(arith::ShRUIOp::create(b, loc, matrix, e.c(1)), 8));
        unsigned num = pair ? 4 : 2;
        if (bNK)
          return ldmatrixRegs(baseB, eb,
                              atB(e.add(n, matrixRow), e.add(kk, half)), num,
                              NVVM::MMALayout::row);
        return ldmatrixRegs(baseB, eb,
                            atB(e.add(kk, e.add(half, matrixRow)), n), num,
                            NVVM::MMALayout::col);
      }
      return fragment(e.s.bRegs, baseB, eb, [&](int64_t i) {
        auto [kr, col] = e.bPos(i);
        return bNK ? atB(e.add(col0, col), e.add(kk, kr))
                   : atB(e.add(kk, kr), e.add(col0, col));
      }, /*packed=*/bNK && (indexB || ldb * storageBytes(eb) %
                                              regAlign == 0),
         shape.packedB);
    };
    SmallVector<Value> d, pairB;
    for (int64_t r = 0; r < tiling.rounds; ++r) {
      Value row0 = origins[r].first, col0 = origins[r].second;
      SmallVector<Value> aRegs;
      if (registerA) {
        aRegs = registerA(r, kStep);
      } else if (ldmatrix) {
        Value aRow = e.add(
            row0, e.add(e.mul(arith::AndIOp::create(b, loc, matrix, e.c(1)), 8),
                        matrixRow));
        Value aCol = e.add(
            kk, e.mul(arith::ShRUIOp::create(b, loc, matrix, e.c(1)), 8));
        aRegs = ldmatrixRegs(baseA, ea, atA(aRow, aCol), 4,
                             NVVM::MMALayout::row);
      } else {
        aRegs = fragment(e.s.aRegs, baseA, ea, [&](int64_t i) {
          auto [row, col] = e.aPos(i);
          return atA(e.add(row0, row), e.add(kk, col));
        }, /*packed=*/indexA ||
               lda * storageBytes(ea) % regAlign == 0,
           shape.packedA);
      }
      // 2-D warp blocks of an even number of tile columns: round r and
      // r + 1 (r % tn even) are adjacent tiles of one row, and one
      // ldmatrix.x4 reads both B fragments (the rounds of the other rows
      // read the same registers again: CSE keeps one).
      SmallVector<Value> bRegs;
      if (ldmatrix && tiling.wn && tiling.tn % 2 == 0) {
        if (r % tiling.tn % 2 == 0)
          pairB = readB(col0, /*pair=*/true);
        auto first = pairB.begin() + 2 * (r % 2);
        bRegs.assign(first, first + 2);
      } else {
        bRegs = readB(col0);
      }
      Value sfA, sfB;
      if (shape.blockScale) {
        // Which lane supplies which scale with {byte-id, thread-id} = {0, 0}
        // (PTX ISA 9.7.14.3; the same mapping was measured on sm_120 by
        // probing): row m of A from lane 4*(m%8) + m/8, column n of B from
        // lane 4*n, byte 0 of the register. So lane l supplies row
        // l/4 + 8*(l%2) of A and column l/4 of B (other lanes are ignored).
        // scale_vec::2X / 4X: the same lanes, bytes 0.. of the register
        // the K sub-blocks in order (a published sm_120 NVFP4 kernel packs
        // them so).
        Value kb = arith::DivUIOp::create(b, loc, kk, e.c(shape.scaleVec));
        Value lane2 = arith::RemUIOp::create(b, loc, lane, e.c(2));
        Value rowA = e.add(row0, e.add(e.group, e.mul(lane2, 8)));
        Value colB = e.add(col0, e.group);
        Type i8 = b.getI8Type(), i32t = b.getI32Type();
        auto scaleReg = [&](Value scales, Value row) {
          Value reg;
          int64_t n = shape.k / shape.scaleVec;
          // 2 or 4 scales of a row, aligned (rows of a multiple of them at
          // a 16-byte aligned base; kb a multiple of n): one 16- or 32-bit
          // load, byte i the i-th scale (little-endian).
          if (n > 1 && scalesPerRow % n == 0) {
            Type wide = b.getIntegerType(8 * n);
            Value ptr = LLVM::GEPOp::create(
                b, loc, scales.getType(), i8, scales,
                ArrayRef<LLVM::GEPArg>{e.add(e.mul(row, scalesPerRow), kb)});
            reg = LLVM::LoadOp::create(b, loc, wide, ptr, /*alignment=*/n);
            if (n == 2)
              reg = arith::ExtUIOp::create(b, loc, i32t, reg);
            return reg;
          }
          for (int64_t i = 0; i < n; ++i) {
            Value v = arith::ExtUIOp::create(
                b, loc, i32t,
                l.loadShared(loc, scales,
                             e.add(e.add(e.mul(row, scalesPerRow), kb), i),
                             i8));
            if (i)
              v = arith::ShLIOp::create(b, loc, v, e.c(8 * i));
            reg = reg ? arith::OrIOp::create(b, loc, reg, v).getResult() : v;
          }
          return reg;
        };
        sfA = scaleReg(scalesA, rowA);
        sfB = scaleReg(scalesB, colB);
      }
      llvm::append_range(
          d, e.mma(aRegs, bRegs, SmallVector<Value>(accIn.slice(r * 4, 4)),
                   sfA, sfB));
    }
    return d;
  };
  if (registerA) {
    SmallVector<Value> d(acc.begin(), acc.end());
    for (int64_t j = 0; j < k / e.s.k; ++j)
      d = step(e.c(j * e.s.k), j, d);
    return d;
  }
  auto kLoop = scf::ForOp::create(b, loc, cidx(0), cidx(k), cidx(e.s.k), acc);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(kLoop.getBody());
    scf::YieldOp::create(b, loc,
                         step(i32(kLoop.getInductionVar()), -1,
                              kLoop.getRegionIterArgs()));
  }
  return SmallVector<Value>(kLoop.getResults());
}

static void recordMmaSyncUse(TileLowering &l, const MmaSyncShape &shape,
                             Type elemA) {
  if (shape.blockScale)
    recordFeatureUse(l.gpuModule, Feature::MmaBlockScale);
  else
    recordFeatureUse(l.gpuModule,
                     isFp8(elemA) ? Feature::MmaSyncFp8 : Feature::MmaSync);
  // e4m3/e5m2 with .f16 accumulators: a later PTX version (8.7).
  if (isFp8(elemA) && shape.f16Acc)
    recordFeatureUse(l.gpuModule, Feature::MmaSyncFp8F16);
}

int64_t tile::mmaSyncRowStride(Type storage, int64_t cols) {
  return storage.getIntOrFloatBitWidth() == 16 && cols % 8 == 0 ? cols + 8
                                                                : cols;
}

void tile::stageMmaSyncOperand(TileLowering &l, Location loc, Value v,
                               Value base, int64_t ld) {
  // A thread's run of consecutive columns is one vector store where the
  // row pitch keeps it aligned (the stages are 16-byte aligned).
  auto type = cast<RankedTensorType>(v.getType());
  int64_t bytes = storageBytes(type.getElementType());
  int64_t most = 1;
  while (most * 2 * bytes <= 16 && most * 2 <= 4 && ld % (most * 2) == 0)
    most *= 2;
  l.forEachRun2D(loc, v, most, [&](ArrayRef<Value> elems, Value row, Value col) {
    Value index = arith::AddIOp::create(
        l.b, loc,
        arith::MulIOp::create(l.b, loc, row, constI32(l.b, loc, ld)), col);
    if (elems.size() == 1) {
      l.storeShared(loc, base, index, elems[0]);
      return;
    }
    l.storeSharedRun(
        loc, base,
        arith::MulIOp::create(l.b, loc, index, constI32(l.b, loc, bytes)),
        elems);
  });
}

/// The mma.sync schedule shared by tile.dot and tile.dot_scaled (when
/// `scaleA`/`scaleB` are given: M x K/32 and N x K/32 ue8m0 tiles): the
/// operands are staged to shared memory, then multiplied from there.
static LogicalResult emitMmaSync(TileLowering &l, Location loc, Value opA,
                                 Value opB, Value opAcc, Value opResult,
                                 MmaSyncShape shape, Value scaleA,
                                 Value scaleB, Value hoistedA = Value(),
                                 Value hoistedB = Value(),
                                 Value bufferA = Value(),
                                 Value bufferB = Value()) {
  auto aType = cast<RankedTensorType>(opA.getType());
  auto bType = cast<RankedTensorType>(opB.getType());
  auto cType = cast<RankedTensorType>(opAcc.getType());
  int64_t m = aType.getDimSize(0), k = aType.getDimSize(1);
  int64_t n = bType.getDimSize(1);
  recordMmaSyncUse(l, shape, aType.getElementType());

  // The tiling written on the result (whole rows per warp where it meets
  // row vectors).
  MmaTiling tiling = writtenTiling(l, opResult, m, n);
  FragmentLayout layout = mmaSyncLayout(l, loc, tiling);
  // An accumulator in registers of another layout: to the blocked
  // distribution before anything is staged (fragment operands are staged
  // from their registers).
  if (const FragmentLayout *f = l.fragmentOf(opAcc); f && f->key != layout.key)
    l.toBlocked(loc, opAcc);
  const FragmentLayout *accLayout = l.fragmentOf(opAcc);
  // The accumulator is staged with A and B unless it is in registers
  // already or can be recomputed at its fragment positions.
  bool stageAcc = !(accLayout && accLayout->key == layout.key) &&
                  !(!accLayout && l.isRecomputable(opAcc));
  // A straight from registers (FlashAttention's P on mma.sync): a 16-bit A
  // held in the accumulator fragment of an M x K mma.sync dot whose warps
  // take whole rows of tiles (one warp per block row, all K tiles), as this
  // dot's warps do with the same rows. Accumulator tiles 2 j and 2 j + 1
  // (columns 16 j ..) of a tile row are then, in pairs, the A registers of
  // K step j: c0 c1 (row g, columns 2 q, 2 q + 1) and c2 c3 (row g + 8) of
  // each are a0 a1, a2 a3 (tile 2 j) and a4 a5, a6 a7 (tile 2 j + 1), the
  // PTX ISA's m16n8k16 A fragment. An fp8 A (e4m3 P) the same way over K
  // steps of 32: tiles 4 j .. 4 j + 3, 4 columns per register gathered from
  // the quad (packFp8AccumulatorA; the m16n8k32 A fragment).
  bool fp8A = isa<Float8E4M3FNType, Float8E5M2Type>(aType.getElementType());
  std::optional<MmaTiling> aTiling;
  if (!shape.blockScale &&
      ((shape.elemsPerReg == 2 && shape.k == 16) ||
       (fp8A && shape.elemsPerReg == 4 && shape.k == 32)) &&
      tiling.wn == 1 && !tiling.uneven() && !l.isDeferredTranspose(opA))
    if (const FragmentLayout *fa = l.fragmentOf(opA))
      for (bool wholeRows : {true, false}) {
        MmaTiling t(m, k, l.numThreads, wholeRows);
        if (t.wn == 1 && !t.uneven() && t.tm == tiling.tm &&
            fa->key == mmaSyncLayout(l, loc, t).key &&
            int64_t(l.tiles[opA].size()) == t.rounds * 4) {
          aTiling = t;
          break;
        }
      }
  SmallVector<Value> packedA;
  if (aTiling && fp8A) {
    // 4 registers per 4 tiles: tile r0's K step starts at packedA[r0].
    Value lane = arith::RemUIOp::create(l.b, loc, l.tid, constI32(l.b, loc, 32));
    packedA = packFp8AccumulatorA(l.b, loc, lane, l.tiles[opA]);
    l.remark(loc, "A (a tensor-core result) goes to mma.sync in registers, 4 "
                  "columns per register gathered by quad shuffles: no shared "
                  "memory");
  } else if (aTiling) {
    packedA = packPairsToI32(l.b, loc, l.tiles[opA]);
    l.remark(loc, "A (a tensor-core result) goes to mma.sync in registers: "
                  "no shared memory");
  }
  // Staged here: A and B unless in registers or staged before the loop
  // (hoistDotOperands, which leaves register fragments alone), the scales,
  // the accumulator.
  // A transposed B (attention's K^T: the dot reads K's rows) is staged as
  // its source, N x K row-major: consecutive threads write consecutive
  // addresses (the transposed positions were 2 N bytes apart: one bank for
  // a whole warp), and ldmatrix without .trans reads B's fragments.
  // (A prefetched B is N x K when the dot takes the tile.trans of its
  // load: DotPrefetch copies it as loaded.)
  bool bNK = bufferB   ? bool(opB.getDefiningOp<TransOp>())
             : hoistedB ? l.prefetchedTransposes.contains(opB)
                        : l.isDeferredTranspose(opB);
  Value srcB = bNK ? opB.getDefiningOp<TransOp>().getSrc() : opB;
  // 16-bit A and B rows padded by 16 bytes (mmaSyncRowStride): ldmatrix
  // then reads the 8 rows of an 8x8 matrix from 8 different bank groups.
  // Read from a buffer (bufferReadByDot): there, in its layout.
  bool stageA = !aTiling && !hoistedA && !bufferA,
       stageB = !hoistedB && !bufferB;
  remarkBufferOperands(l, loc, bufferA, bufferB);
  Type ea = storageElementType(aType.getElementType());
  Type eb = storageElementType(bType.getElementType());
  int64_t lda = mmaSyncRowStride(ea, k);
  int64_t ldb = mmaSyncRowStride(eb, bNK ? k : n);
  // e2m1 operands whose unpacking was left for this dot: their bytes.
  if (l.isDeferredUnpack(opA))
    shape.packedA = true, opA = opA.getDefiningOp<UnpackFp4Op>().getSrc();
  if (bNK && l.isDeferredUnpack(srcB))
    shape.packedB = true, srcB = srcB.getDefiningOp<UnpackFp4Op>().getSrc();
  bool padded = l.spendShared && !shape.blockScale &&
                (stageA ? lda != k && !l.isDeferredTranspose(opA) : true) &&
                (stageB ? ldb != (bNK ? k : n) && !l.isDeferredTranspose(srcB)
                        : true) &&
                (stageA || stageB);
  if (!padded) {
    lda = hoistedA ? lda : k;
    ldb = hoistedB ? ldb : bNK ? k : n;
  }
  if (shape.packedA)
    lda = k / 2;
  if (shape.packedB)
    ldb = k / 2;
  SmallVector<Value> staged;
  if (stageA && !padded)
    staged.push_back(opA);
  if (stageB && !padded)
    staged.push_back(srcB);
  if (shape.blockScale)
    staged.append({scaleA, scaleB});
  if (stageAcc)
    staged.push_back(opAcc);
  Value baseA = hoistedA, baseB = hoistedB;
  if (bufferA)
    baseA = l.scalars.lookup(bufferA);
  if (bufferB)
    baseB = l.scalars.lookup(bufferB);
  auto bufferIndexA = [&](Value row, Value col) {
    return bufferElementIndex(l, loc, bufferA, row, col);
  };
  auto bufferIndexB = [&](Value row, Value col) {
    return bufferElementIndex(l, loc, bufferB, row, col);
  };
  int64_t stagedBytes = 0;
  if (padded) {
    int64_t bytesA = stageA ? llvm::alignTo(m * lda * 2, 16) : 0;
    int64_t bytesB = stageB ? llvm::alignTo((bNK ? n : k) * ldb * 2, 16) : 0;
    Value buffer = l.sharedBase(loc, bytesA + bytesB);
    l.barrier(loc); // earlier readers of the buffer are done
    if (stageA)
      stageMmaSyncOperand(l, loc, opA, baseA = buffer, lda);
    if (stageB)
      stageMmaSyncOperand(
          l, loc, srcB,
          baseB = LLVM::GEPOp::create(l.b, loc, buffer.getType(),
                                      l.b.getI8Type(), buffer,
                                      ArrayRef<LLVM::GEPArg>{int32_t(bytesA)}),
          ldb);
    stagedBytes = bytesA + bytesB;
    l.spentShared = true;
    if (staged.empty())
      l.barrier(loc);
  }
  SmallVector<Value> bases;
  if (!staged.empty()) { // nothing to stage: no barriers either
    // After the padded operands (as if reserved while staging the rest).
    int64_t rest = 0, reserved = l.sharedReserved;
    l.sharedReserved += stagedBytes;
    bases = l.stageAllToShared(loc, staged, &rest);
    l.sharedReserved = reserved;
    stagedBytes += rest;
  }
  unsigned next = 0;
  if (!baseA && !aTiling)
    baseA = bases[next++];
  if (!baseB)
    baseB = bases[next++];
  SmallVector<Value> acc = l.elementsInFragment(
      loc, opAcc, layout, stageAcc ? bases.back() : Value());
  // Round r of this dot is in tile row r / tn of the warp's block, where
  // A's round r' = (tile row) tnA + (K tile) sits; packedA holds 2 b32 per
  // round (c0 c1, c2 c3); fp8: K step j takes tiles 4 j .. 4 j + 3, whose
  // four registers start at packedA[r0].
  auto registerA = [&](int64_t r, int64_t j) {
    if (fp8A) {
      int64_t r0 = r / tiling.tn * aTiling->tn + 4 * j;
      return SmallVector<Value>(ArrayRef<Value>(packedA).slice(r0, 4));
    }
    int64_t r0 = r / tiling.tn * aTiling->tn + 2 * j;
    return SmallVector<Value>{packedA[2 * r0], packedA[2 * r0 + 1],
                              packedA[2 * r0 + 2], packedA[2 * r0 + 3]};
  };
  SmallVector<Value> result = mmaSyncFromShared(
      l, loc, shape, tiling, k, ea, eb, baseA, lda, baseB, ldb,
      shape.blockScale ? bases[next] : Value(),
      shape.blockScale ? bases[next + 1] : Value(), acc,
      aTiling ? function_ref<SmallVector<Value>(int64_t, int64_t)>(registerA)
              : nullptr,
      bNK, bufferA ? SharedIndexFn(bufferIndexA) : nullptr,
      bufferB ? SharedIndexFn(bufferIndexB) : nullptr);
  if (l.usersTakeFragment(opResult)) {
    l.setFragment(opResult, std::move(result), layout);
    return success();
  }
  // In place of the staged accumulator (each thread rewrites the elements
  // only it read), or else behind the staged operands, which other warps
  // may still be reading.
  int64_t accBytes = llvm::alignTo(
      numElements(cType) * storageBytes(cType.getElementType()),
      16);
  l.tiles[opResult] = l.fragmentToBlocked(
      loc, cType, result, layout,
      stageAcc ? stagedBytes - accBytes : llvm::alignTo(stagedBytes, 16));
  return success();
}

SmallVector<Value> tile::emitMmaSyncFromShared(TileLowering &l, DotOp op,
                                               Value baseA, int64_t lda,
                                               Value baseB, int64_t ldb,
                                               ValueRange acc, bool bNK,
                                               SharedIndexFn indexA,
                                               SharedIndexFn indexB) {
  MmaSyncShape shape = mmaSyncShape(op);
  auto aType = op.getA().getType();
  recordMmaSyncUse(l, shape, aType.getElementType());
  return mmaSyncFromShared(
      l, op.getLoc(), shape,
      writtenTiling(l, op.getResult(), aType.getDimSize(0),
                    op.getB().getType().getDimSize(1)),
      aType.getDimSize(1),
      storageElementType(aType.getElementType()),
      storageElementType(op.getB().getType().getElementType()), baseA, lda,
      baseB, ldb, Value(), Value(), acc, nullptr, bNK, indexA, indexB);
}

LogicalResult tile::lowerDotMmaSync(TileLowering &l, DotOp op) {
  return emitMmaSync(l, op.getLoc(), op.getA(), op.getB(), op.getAcc(),
                     op.getResult(), mmaSyncShape(op), Value(), Value(),
                     l.hoistedOperand(op, 0), l.hoistedOperand(op, 1),
                     bufferReadByDot(op.getA()), bufferReadByDot(op.getB()));
}

void tile::hoistDotOperands(TileLowering &l, scf::ForOp loop) {
  if (!l.spendShared) // the compact retry stages every operand in the loop
    return;
  OpBuilder &b = l.b;
  // Which operands, each value once per layout: (value, layout) -> offset
  // in the reserved space (layout 0: row-major for mma.sync, rows `ld`
  // elements apart; wgmma's core matrices, 1: an M x K A, 2: a K x N B
  // written N x K; 3 and 4: a tcgen05 dot's A and B in the canonical
  // layout of its plan, one copy per dot).
  struct Copy {
    Value v;
    unsigned layout;
    int64_t offset, ld;
    int64_t span; // a wgmma A swizzled (wgmmaSwizzledOffset), else 0
    DotOp dot = {}; // a tcgen05 dot's (its plan's layout)
  };
  auto remarkHoisted = [&](DotOp dot, unsigned operand, RankedTensorType type) {
    std::string shape;
    llvm::raw_string_ostream os(shape);
    os << type;
    l.remark(dot.getLoc(), std::string(operand ? "B" : "A") + " (" + shape +
                               ", defined before the loop) is staged to "
                               "shared memory once, before the loop");
  };
  // A wgmma A (M x K) is swizzled as the K-loop pipelines' stages (wgmma
  // reads the no-swizzle core matrices with about 5 times the wavefronts),
  // on a 1024-byte atom.
  bool swizzle = TileLowering::swizzleAtomsFit(loop);
  SmallVector<Copy> copies;
  llvm::DenseMap<std::pair<Value, unsigned>, unsigned> index;
  SmallVector<std::tuple<Operation *, unsigned, unsigned>> uses;
  int64_t total = 0;
  for (DotOp dot : loop.getBody()->getOps<DotOp>()) {
    std::optional<DotKind> kind = dot.getKind();
    if (!kind || (*kind != DotKind::wgmma && *kind != DotKind::mma_sync &&
                  *kind != DotKind::tcgen05))
      continue;
    for (unsigned operand : {0u, 1u}) {
      Value v = dot->getOperand(operand);
      // Defined outside the loop, in registers, blocked (a fragment or a
      // deferred transpose is staged where it is used, as before).
      if (loop.getRegion().isAncestor(v.getParentRegion()) ||
          !l.tiles.count(v) || l.fragmentOf(v) || l.isDeferredTranspose(v))
        continue;
      auto type = cast<RankedTensorType>(v.getType());
      if (*kind == DotKind::tcgen05) {
        int64_t bytes = tcgen05OperandBytes(l, dot, operand);
        if (!bytes)
          continue;
        uses.push_back({dot.getOperation(), operand, unsigned(copies.size())});
        copies.push_back({v, 3 + operand, total, 0, 0, dot});
        total += llvm::alignTo(bytes, 128);
        remarkHoisted(dot, operand, type);
        continue;
      }
      unsigned layout = *kind == DotKind::wgmma ? 1 + operand : 0;
      auto [it, inserted] = index.try_emplace({v, layout}, copies.size());
      if (inserted) {
        int64_t ld = mmaSyncRowStride(storageElementType(type.getElementType()),
                                      type.getDimSize(1));
        int64_t bytes =
            layout ? wgmmaOperandBytes(l, v, /*transpose=*/layout == 2)
                   : type.getDimSize(0) * ld *
                         storageBytes(type.getElementType());
        int64_t elem = storageBytes(type.getElementType());
        int64_t span = swizzle && layout == 1 && type.getDimSize(0) % 8 == 0
                           ? PipelineMatch::swizzleSpan(type.getDimSize(1) * elem)
                           : 0;
        if (span) {
          bytes = type.getDimSize(0) * type.getDimSize(1) * elem;
          total = llvm::alignTo(total, 1024);
        }
        copies.push_back({v, layout, total, ld, span});
        total += llvm::alignTo(bytes, 128);
      }
      uses.push_back({dot.getOperation(), operand, it->second});
      remarkHoisted(dot, operand, type);
    }
  }
  if (copies.empty())
    return;
  l.spentShared = true;
  Location loc = loop.getLoc();
  if (llvm::any_of(copies, [](const Copy &c) { return c.span; }))
    l.alignToSwizzleAtom();
  Value buffer = l.sharedBase(loc, total);
  l.barrier(loc); // earlier readers of the buffer are done
  SmallVector<Value> bases;
  bool async = false;
  for (const Copy &c : copies) {
    Value base = buffer;
    if (c.offset)
      base = LLVM::GEPOp::create(b, loc, buffer.getType(), b.getI8Type(),
                                 buffer,
                                 ArrayRef<LLVM::GEPArg>{int32_t(c.offset)});
    bases.push_back(base);
    if (c.dot) {
      stageTcgen05Operand(l, c.dot, c.layout - 3, base);
      async = true;
      continue;
    }
    if (c.layout) {
      stageWgmmaOperand(l, loc, c.v, base, /*transpose=*/c.layout == 2,
                        c.span);
      async = true;
      continue;
    }
    stageMmaSyncOperand(l, loc, c.v, base, c.ld);
  }
  if (async) // generic-proxy writes must be visible to wgmma's async proxy
    nv::FenceProxyAsyncOp::create(
        b, loc, nv::SpaceAttr::get(b.getContext(), nv::Space::shared_cta),
        /*no_memory_clobber=*/false);
  l.barrier(loc);
  l.sharedReserved += total;
  for (auto [dot, operand, copy] : uses) {
    l.hoistedOperands[{dot, operand}] = bases[copy];
    if (copies[copy].span)
      l.hoistedSwizzle[{dot, operand}] = copies[copy].span;
  }
}


static MmaSyncShape blockScaleShape(DotScaledOp op) {
  MmaSyncShape shape =
      mmaSyncShape(op.getA().getType().getElementType(),
                   op.getB().getType().getElementType(),
                   op.getAcc().getType().getElementType());
  shape.blockScale = true;
  shape.scaleVec = op.getScaleVectorSize();
  shape.ue4m3 = isa<Float8E4M3FNType>(op.getAScale().getType().getElementType());
  return shape;
}

SmallVector<Value> tile::emitMmaSyncScaledFromShared(
    TileLowering &l, DotScaledOp op, Value baseA, int64_t lda, Value baseB,
    int64_t ldb, Value scalesA, Value scalesB, ValueRange acc, bool bNK,
    bool packedFp4) {
  MmaSyncShape shape = blockScaleShape(op);
  shape.packedA = shape.packedB = packedFp4;
  auto aType = op.getA().getType();
  recordMmaSyncUse(l, shape, aType.getElementType());
  // The tiling of dotFragmentLayout (and of the unpipelined dot).
  return mmaSyncFromShared(
      l, op.getLoc(), shape,
      MmaTiling(aType.getDimSize(0), op.getB().getType().getDimSize(1),
                l.numThreads),
      aType.getDimSize(1), storageElementType(aType.getElementType()),
      storageElementType(op.getB().getType().getElementType()), baseA, lda,
      baseB, ldb, scalesA, scalesB, acc, nullptr, bNK);
}

LogicalResult tile::lowerDotScaledBlockScale(TileLowering &l, DotScaledOp op) {
  MmaSyncShape shape = blockScaleShape(op);
  return emitMmaSync(l, op.getLoc(), op.getA(), op.getB(), op.getAcc(),
                     op.getResult(), shape, op.getAScale(), op.getBScale());
}



std::optional<FragmentLayout> tile::dotFragmentLayout(TileLowering &lowering,
                                                     Operation *op) {
  if (auto dot = dyn_cast<DotOp>(op)) {
    std::optional<DotKind> kind = dot.getKind();
    if (kind == DotKind::mma_sync)
      return mmaSyncFragmentLayout(lowering, dot);
    if (kind == DotKind::wgmma)
      return wgmmaFragmentLayout(lowering, dot);
  }
  if (std::optional<MmaTiling> tiling =
          mmaSyncAccumulatorTiling(op, lowering.numThreads))
    return mmaSyncLayout(lowering, op->getLoc(), *tiling);
  return std::nullopt;
}

std::optional<FragmentLayout>
tile::mmaSyncEncodedLayout(TileLowering &lowering, Location loc,
                           MmaSyncLayoutAttr layout, ArrayRef<int64_t> shape) {
  if (shape.size() != 2 || shape[1] == 1)
    return std::nullopt;
  return mmaSyncLayout(lowering, loc, MmaTiling::of(layout, shape));
}

std::optional<FragmentLayout>
tile::encodedFragmentLayout(TileLowering &lowering, Location loc,
                            Attribute layout, RankedTensorType type) {
  if (auto mma = dyn_cast<MmaSyncLayoutAttr>(layout))
    return mmaSyncEncodedLayout(lowering, loc, mma, type.getShape());
  if (auto wgmma = dyn_cast<WgmmaLayoutAttr>(layout))
    return wgmmaEncodedLayout(lowering, loc, wgmma, type.getShape());
  // A tensor-memory accumulator as tcgen05.ld reads it back (tmem_load),
  // every warpgroup of the block holding its columns.
  if (auto tmem = dyn_cast<Tcgen05LayoutAttr>(layout)) {
    int64_t groups = tmem.getWarpgroups();
    if (type.getRank() != 2 || type.getDimSize(0) != 128 ||
        tmem.getOf() != groups || lowering.numThreads != 128 * groups ||
        !tmemReadableBy(type.getDimSize(1), groups))
      return std::nullopt;
    return tmemRowsLayout(lowering, loc, type.getDimSize(1), groups);
  }
  auto slice = dyn_cast<SliceLayoutAttr>(layout);
  if (!slice || type.getRank() != 1)
    return std::nullopt;
  std::optional<std::array<int64_t, 2>> parentShape =
      sliceParentShape(slice.getParent(), type.getDimSize(0));
  if (!parentShape)
    return std::nullopt;
  std::optional<FragmentLayout> parent = encodedFragmentLayout(
      lowering, loc, slice.getParent(),
      RankedTensorType::get(*parentShape, type.getElementType()));
  return parent ? rowsLayout(*parent) : std::nullopt;
}

std::optional<LinearLayout> tile::dotLinearLayout(Operation *op,
                                                  unsigned numThreads) {
  if (auto dot = dyn_cast<DotOp>(op); dot && dot.getKind() == DotKind::wgmma)
    return wgmmaLinearLayout(dot, numThreads);
  std::optional<MmaTiling> t = mmaSyncAccumulatorTiling(op, numThreads);
  if (!t || t->uneven())
    return std::nullopt;
  return LinearLayout::mmaSyncAccumulator(t->m, t->n, t->units, t->wn, t->tm,
                                          t->tn);
}

LogicalResult tile::lowerDot(TileLowering &lowering, DotOp op) {
  std::optional<DotKind> kind = op.getKind();
  if (!kind || *kind == DotKind::auto_)
    return op.emitOpError("has no tensor-core family; run tile-lower-dot "
                          "first (tile-translate does)");
  switch (*kind) {
  case DotKind::mma_sync: return lowerDotMmaSync(lowering, op);
  case DotKind::wgmma: return lowerDotWgmma(lowering, op);
  case DotKind::tcgen05: return lowerDotTcgen05(lowering, op);
  default:
    return op.emitOpError() << stringifyDotKind(*kind)
                            << " is not a family of tile.dot";
  }
}
