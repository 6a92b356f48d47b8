//===- Wgmma.cpp - tile.dot to Hopper wgmma.mma_async ---------------------===//
//
// A and B are staged to shared memory in the canonical no-swizzle K-major
// layout of core matrices (8 rows x 16 bytes, 128 contiguous bytes) that a
// wgmma matrix descriptor describes; B is written as N x K, so neither
// operand needs the transpose bits. Warpgroup g (4 warps) takes the 64 x n
// output tiles g, g + G, ... and runs one K loop of wgmma.mma_async over all
// of them, then waits. An accumulator carried through an scf.for stays in
// the fragment registers from one dot to the next (FragmentLayout);
// otherwise it is read from its staged copy and the result is written back
// for the block to read in its own distribution.
//
// Layouts follow the PTX ISA: "Matrix Descriptor Format" for
// wgmma.mma_async (start address, leading/stride byte offsets, swizzle) and
// "Register Fragments for wgmma .m64nNk*" for the accumulator.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/BufferReads.h"
#include "TileDialect/Conversion/DotEmitter.h"
#include "TileDialect/NV/NVMmaOps.h"
#include "TileDialect/NV/NVSyncOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace tile;

/// LBO of the staged no-swizzle K-major operands: core matrices adjacent
/// along K 144 bytes apart, not 128, when shared memory may be spent: a
/// warp's 32 lanes store 32 consecutive elements of a row (the blocked
/// distribution), 8 per core matrix, and with 128 every 8 of them hit
/// the same 4 banks (4 wavefronts per store); 16 bytes of skew per core
/// matrix puts the 4 groups in 16 different banks.
static int64_t coreLbo(const TileLowering &l) {
  return l.spendShared ? 144 : 128;
}

int64_t tile::wgmmaOperandLbo(const TileLowering &l) { return coreLbo(l); }

/// Bytes of a rows x kDim operand staged in that layout.
static int64_t coreMatrixBytes(const TileLowering &l, int64_t rows,
                               int64_t kDim, int64_t bytes) {
  return wgmmaStagedBytes(rows, kDim, bytes, coreLbo(l));
}

Value tile::wgmmaKMajorOffset(const IndexArith &a, Value row, Value k,
                              int64_t kDim, int64_t bytes, int64_t lbo) {
  int64_t e = 16 / bytes;
  int64_t sbo = kDim / e * lbo;
  Value off = a.mul(a.udiv(row, 8), sbo);
  off = a.add(off, a.mul(a.udiv(k, e), lbo));
  off = a.add(off, a.mul(a.urem(row, 8), 16));
  return a.add(off, a.mul(a.urem(k, e), bytes));
}

Value tile::wgmmaMnMajorOffset(const IndexArith &a, Value k, Value n,
                               int64_t nDim, int64_t lbo, int64_t bytes) {
  int64_t e = 16 / bytes;
  int64_t lboK = nDim / e * lbo;
  return a.add(a.add(a.mul(a.udiv(n, e), lbo), a.mul(a.udiv(k, 8), lboK)),
               a.add(a.mul(a.urem(k, 8), 16), a.mul(a.urem(n, e), bytes)));
}

namespace {
struct WgmmaEmitter : IndexArith {
  TileLowering &l;
  WgmmaEmitter(TileLowering &l, OpBuilder &b, Location loc)
      : IndexArith(b, loc), l(l) {}

  /// Byte offset of element (row, k) of a rows x kDim operand in the
  /// K-major core-matrix layout with LBO coreLbo (wgmmaKMajorOffset).
  Value coreMatrixOffset(Value row, Value k, int64_t kDim, int64_t bytes) {
    return wgmmaKMajorOffset(*this, row, k, kDim, bytes, coreLbo(l));
  }

  /// Writes tile `v` to `base` in the core-matrix layout. `transpose` stores
  /// element (i, j) of a K x N tile as row j, column i of an N x K operand.
  void stageCoreMatrices(Value v, Value base, bool transpose) {
    auto type = cast<RankedTensorType>(v.getType());
    int64_t bytes = storageBytes(type.getElementType());
    int64_t kDim = transpose ? type.getDimSize(0) : type.getDimSize(1);
    // A transpose left for the dot: its source, with the roles swapped.
    if (l.isDeferredTranspose(v)) {
      v = v.getDefiningOp<TransOp>().getSrc();
      transpose = !transpose;
    }
    // From the blocked distribution, or from fragment registers (attention's
    // P, converted from a dot result): each thread its own elements.
    // Not transposed, a thread's run along K lies in one 16-byte core
    // matrix row: one vector store.
    l.forEachRun2D(loc, v, transpose ? 1 : std::min<int64_t>(4, 16 / bytes),
                   [&](ArrayRef<Value> elems, Value i, Value j) {
                     Value off = transpose ? coreMatrixOffset(j, i, kDim, bytes)
                                           : coreMatrixOffset(i, j, kDim, bytes);
                     l.storeSharedRun(loc, base, off, elems);
                   });
  }

  /// Stores `elem` at byte offset `off` from `base`.
  void store(Value elem, Value base, Value off) {
    LLVM::StoreOp::create(
        b, loc, elem,
        LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(), base,
                            ArrayRef<LLVM::GEPArg>{off}));
  }

  /// Writes a 16-bit K x N tile `v` (B as given) to `base` MN-major without
  /// swizzle (PTX ISA canonical MN-major layout, CUTLASS
  /// ((T,1,n),(8,k)):((1,T,SBO),(1T,LBO)) in 16-byte units): a core matrix
  /// is 8 rows of K by 16 bytes (8 elements) of N; element (k, n) at
  /// (n / 8) * SBO + (k / 8) * LBO + (k % 8) * 16 + (n % 8) * 2, with
  /// SBO = coreLbo (along N) and LBO = N / 8 * SBO (along K). The warp's
  /// lanes hold consecutive n of a row k: 8 of them per 16-byte core row,
  /// the next 8 one SBO on, in other banks when SBO is skewed.
  void stageMnMajor(Value v, Value base) {
    int64_t nDim = cast<RankedTensorType>(v.getType()).getDimSize(1);
    // A thread's run along N lies in one 16-byte core matrix row.
    l.forEachRun2D(loc, v, 4, [&](ArrayRef<Value> elems, Value k, Value n) {
      l.storeSharedRun(loc, base,
                       wgmmaMnMajorOffset(*this, k, n, nDim, coreLbo(l)),
                       elems);
    });
  }

  /// The 64-bit wgmma shared-memory matrix descriptor for `addr`
  /// (PTX ISA "Matrix Descriptor Format"): bits 0-13 start address >> 4,
  /// 16-29 leading byte offset >> 4, 32-45 stride byte offset >> 4,
  /// 49-51 base offset (0), 62-63 swizzle mode (0: none).
  Value descriptor(Value addr, int64_t lbo, int64_t sbo) {
    Value a = LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), addr);
    a = arith::AndIOp::create(
        b, loc, arith::ShRUIOp::create(b, loc, a, c64(4)), c64(0x3FFF));
    int64_t fields = ((lbo >> 4) & 0x3FFF) << 16 | ((sbo >> 4) & 0x3FFF) << 32;
    return arith::OrIOp::create(b, loc, a, c64(fields));
  }
};
} // namespace

void tile::stageWgmmaOperand(TileLowering &l, Location loc, Value v,
                             Value base, bool transpose, int64_t span) {
  WgmmaEmitter e{l, l.b, loc};
  if (!span)
    return e.stageCoreMatrices(v, base, transpose);
  // A thread's run along K (4 elements, 8 bytes) lies in one 16-byte chunk.
  auto type = cast<RankedTensorType>(v.getType());
  int64_t bytes = storageBytes(type.getElementType());
  l.forEachRun2D(loc, v, std::min<int64_t>(4, 16 / bytes),
                 [&](ArrayRef<Value> elems, Value i, Value j) {
                   l.storeSharedRun(loc, base,
                                    wgmmaSwizzledOffset(e, i, j, span,
                                                        type.getDimSize(0),
                                                        bytes),
                                    elems);
                 });
}

Value tile::wgmmaSwizzledOffset(const IndexArith &a, Value row, Value col,
                                int64_t span, int64_t rows, int64_t bytes) {
  Value byte = a.mul(col, bytes);
  Value chunk = arith::XOrIOp::create(a.b, a.loc,
                                      a.urem(a.udiv(byte, 16), span / 16),
                                      a.urem(a.udiv(row, 128 / span), span / 16));
  return a.add(a.add(a.mul(a.udiv(byte, span), rows * span), a.mul(row, span)),
               a.add(a.mul(chunk, 16), a.urem(byte, 16)));
}

int64_t tile::wgmmaOperandBytes(const TileLowering &l, Value v,
                                bool transpose) {
  auto type = cast<RankedTensorType>(v.getType());
  int64_t rows = type.getDimSize(transpose ? 1 : 0);
  int64_t kDim = type.getDimSize(transpose ? 0 : 1);
  return coreMatrixBytes(l, rows, kDim,
                         storageBytes(type.getElementType()));
}

/// Slot r * regs + i: fragment register i of the tile of round r (PTX ISA
/// "Register Fragments for wgmma .m64nNk*": row 16 w + g + 8 ((i >> 1) & 1),
/// column 8 (i >> 2) + 2 q + (i & 1) for warp w of the group, lane 4 g + q).
namespace {
/// Where a thread sits in a wgmma accumulator: lane, warp of its
/// warpgroup, and the (row0, col0) of its group's tile of round r.
struct WgmmaThread {
  Value lane, warpInGroup, row0, col0;
  WgmmaThread(TileLowering &l, Location loc, const WgmmaTiling &tiling,
              int64_t round) {
    OpBuilder &b = l.b;
    auto c = [&](int64_t v) { return constI32(b, loc, v); };
    lane = arith::RemUIOp::create(b, loc, l.tid, c(32));
    warpInGroup = arith::RemUIOp::create(
        b, loc, arith::DivUIOp::create(b, loc, l.tid, c(32)), c(4));
    Value group = arith::DivUIOp::create(b, loc, l.tid, c(128));
    std::tie(row0, col0) = tileOrigin(b, loc, tiling, group, round);
  }
};
} // namespace

static FragmentLayout wgmmaLayout(TileLowering &l, Location loc,
                                  WgmmaTiling tiling) {
  FragmentLayout f;
  f.key = tiling.fragmentKey();
  f.numSlots = tiling.rounds * tiling.regs();
  f.run = 2; // registers 2 j, 2 j + 1: columns 2 q, 2 q + 1
  TileLowering *lp = &l;
  f.position = [lp, loc, tiling](int64_t s) -> std::pair<Value, Value> {
    OpBuilder &b = lp->b;
    auto c = [&](int64_t v) { return constI32(b, loc, v); };
    WgmmaThread t(*lp, loc, tiling, s / tiling.regs());
    Value g = arith::DivUIOp::create(b, loc, t.lane, c(4));
    Value q = arith::RemUIOp::create(b, loc, t.lane, c(4));
    int64_t i = s % tiling.regs();
    Value row = arith::AddIOp::create(
        b, loc, t.row0,
        arith::AddIOp::create(
            b, loc, arith::MulIOp::create(b, loc, t.warpInGroup, c(16)),
            arith::AddIOp::create(b, loc, g, c(8 * ((i >> 1) & 1)))));
    Value col = arith::AddIOp::create(
        b, loc, t.col0,
        arith::AddIOp::create(b, loc, arith::MulIOp::create(b, loc, q, c(2)),
                              c(8 * (i >> 2) + (i & 1))));
    return {row, col};
  };
  // One tile across N (tile column 0 in every round): column 8 (i >> 2)
  // plus the lane's 2 q + (i & 1) < 8.
  if (tiling.tilesN == 1)
    f.columnOctet = [tiling](int64_t s) -> std::optional<int64_t> {
      return 8 * (s % tiling.regs() >> 2);
    };
  // Registers 4 j .. 4 j + 3 of a warp are the 8x8 blocks (rows 16 w ..
  // 16 w + 7, columns 8 j ..) and (rows + 8): with block j + 1, the four
  // matrices of a stmatrix.x4. Lane t gives row t % 8 of matrix t / 8.
  if (tiling.regs() % 8 == 0)
    f.stmatrixRow = [lp, loc, tiling](int64_t s) -> std::pair<Value, Value> {
      OpBuilder &b = lp->b;
      auto c = [&](int64_t v) { return constI32(b, loc, v); };
      WgmmaThread t(*lp, loc, tiling, s / tiling.regs());
      Value matrix = arith::DivUIOp::create(b, loc, t.lane, c(8));
      int64_t j = s % tiling.regs() >> 2;
      // Row 16 w + 8 (matrix & 1) + lane % 8, column 8 (j + matrix / 2).
      Value row = arith::AddIOp::create(
          b, loc, t.row0,
          arith::AddIOp::create(
              b, loc, arith::MulIOp::create(b, loc, t.warpInGroup, c(16)),
              arith::AddIOp::create(
                  b, loc,
                  arith::MulIOp::create(
                      b, loc, arith::AndIOp::create(b, loc, matrix, c(1)),
                      c(8)),
                  arith::RemUIOp::create(b, loc, t.lane, c(8)))));
      Value col = arith::AddIOp::create(
          b, loc, t.col0,
          arith::MulIOp::create(
              b, loc,
              arith::AddIOp::create(
                  b, loc, arith::DivUIOp::create(b, loc, matrix, c(2)),
                  c(j)),
              c(8)));
      return {row, col};
    };
  if (tiling.uneven())
    f.valid = [lp, loc, tiling](int64_t s) -> Value {
      OpBuilder &b = lp->b;
      Value group =
          arith::DivUIOp::create(b, loc, lp->tid, constI32(b, loc, 128));
      return tileValid(b, loc, tiling, group, s / tiling.regs());
    };
  // One tile across N: round r's registers 4j, 4j+1 are in row g of the
  // warp's 16, 4j+2, 4j+3 in row g + 8; the quad's lanes hold the others.
  if (tiling.tilesN == 1 && !tiling.uneven()) {
    int64_t regs = tiling.regs();
    f.numRowGroups = 2 * tiling.rounds;
    // Group g: row 64 (group + G (g / 2)) + 16 warp + 8 (g % 2) + lane / 4.
    f.rowsKey = tiling.rowsKey();
    f.rowGroup = [regs](int64_t s) {
      return 2 * (s / regs) + ((s % regs) >> 1 & 1);
    };
    f.rowLanes = 3;
  }
  return f;
}

std::optional<FragmentLayout> tile::wgmmaFragmentLayout(TileLowering &l,
                                                        DotOp op) {
  if (whyNotWgmma(op))
    return std::nullopt;
  return wgmmaLayout(l, op.getLoc(), wgmmaDotTiling(op, l.numThreads));
}

std::optional<FragmentLayout>
tile::wgmmaEncodedLayout(TileLowering &l, Location loc, WgmmaLayoutAttr layout,
                         ArrayRef<int64_t> shape) {
  if (shape.size() != 2 || shape[1] == 1)
    return std::nullopt;
  std::optional<WgmmaTiling> tiling = WgmmaTiling::of(layout, shape);
  if (!tiling)
    return std::nullopt;
  return wgmmaLayout(l, loc, *tiling);
}

std::optional<LinearLayout> tile::wgmmaLinearLayout(DotOp op,
                                                    unsigned numThreads) {
  if (whyNotWgmma(op))
    return std::nullopt;
  WgmmaTiling t = wgmmaDotTiling(op, numThreads);
  if (t.uneven())
    return std::nullopt;
  return LinearLayout::wgmmaAccumulator(t.m, t.n, t.nInst, t.units,
                                        t.totalUnits);
}

WgmmaTiles tile::wgmmaTiles(TileLowering &l, Location loc, int64_t m,
                            int64_t n, int64_t groups) {
  WgmmaTiling tiling(m, n, groups, l.numThreads / 128);
  WgmmaTiles t;
  t.layout = wgmmaLayout(l, loc, tiling);
  t.nInst = tiling.nInst;
  Value group = arith::DivUIOp::create(l.b, loc, l.tid, constI32(l.b, loc, 128));
  for (int64_t r = 0; r < tiling.rounds; ++r)
    t.origins.push_back(tileOrigin(l.b, loc, tiling, group, r));
  return t;
}

SmallVector<Value> tile::wgmmaAccRegisters(OpBuilder &b, Location loc,
                                           ValueRange acc) {
  SmallVector<Value> elems(acc);
  if (elems.empty() || !elems.front().getType().isF16())
    return elems;
  return packPairsToI32(b, loc, elems);
}

SmallVector<Value> tile::wgmmaAccElements(OpBuilder &b, Location loc,
                                          ValueRange regs, Type elem) {
  if (!elem.isF16())
    return SmallVector<Value>(regs);
  SmallVector<Value> out;
  for (Value r : regs)
    llvm::append_range(out, unpackI32(b, loc, r, elem, 2));
  return out;
}

int64_t tile::wgmmaAccRegistersPerTile(int64_t nInst, Type accElem) {
  return accElem.isF16() ? nInst / 4 : nInst / 2;
}

/// The accumulator element of wgmma registers of type `reg` on `eaLogical`
/// operands: f32 registers hold f32, b32 ones s32 (8-bit integer
/// operands) or two f16.
static Type wgmmaAccElement(Type eaLogical, Type reg) {
  MLIRContext *ctx = reg.getContext();
  if (reg.isF32())
    return reg;
  return eaLogical.isInteger(8) ? Type(IntegerType::get(ctx, 32))
                                : Type(Float16Type::get(ctx));
}

/// The tile_nv type of `t`, a wgmma operand (tile's i8 is signed: s8, as
/// Triton's int8) or (`accumulator`) accumulator element.
static nv::MmaType mmaType(Type t, bool accumulator = false) {
  return *nv::mmaTypeOf(t, accumulator);
}

/// wgmma.mma_async m64nNk* with accumulator registers `acc` (f32, or b32
/// holding s32 for i8 operands or f16 pairs): A from descriptor `descA` or
/// (`descA` null, 16-bit types, K 16) the four b32 registers `aRegs`, per
/// PTX ISA "Register Fragments for wgmma .m64nNk16", B from `descB`. The
/// 16-bit types take transpose immediates (B MN-major with `transposeB`);
/// tf32 and fp8 do not, the integer form no scale immediates either.
static SmallVector<Value> buildWgmma(OpBuilder &b, Location loc, Type eaLogical,
                                     Type ebLogical, int64_t nInst, Value descA,
                                     ValueRange aRegs, Value descB,
                                     ValueRange acc, bool transposeB) {
  Type reg = acc.front().getType();
  Type accElem = wgmmaAccElement(eaLogical, reg);
  int64_t kStep = wgmmaInstrK(storageElementType(eaLogical));
  auto op = nv::WgmmaMmaAsyncOp::create(
      b, loc, SmallVector<Type>(acc.size(), reg), nInst, kStep,
      mmaType(accElem, /*accumulator=*/true), mmaType(eaLogical),
      mmaType(ebLogical), descA, aRegs, descB, constI32(b, loc, 1), acc,
      /*neg_a=*/false, /*neg_b=*/false, /*trans_a=*/false, transposeB);
  return SmallVector<Value>(op.getD());
}

SmallVector<Value> tile::emitWgmma(OpBuilder &b, Location loc, Type eaLogical,
                                   Type ebLogical, int64_t nInst, Value descA,
                                   Value descB, ValueRange acc,
                                   bool transposeB) {
  assert((!transposeB || eaLogical.isF16() || eaLogical.isBF16()) &&
         "only 16-bit wgmma operands can be MN-major");
  return buildWgmma(b, loc, eaLogical, ebLogical, nInst, descA, {}, descB, acc,
                    transposeB);
}

/// wgmma.mma_async with A from registers: four b32 registers, per PTX ISA
/// "Register Fragments for wgmma": 16-bit types (K 16) two elements each
/// (a0, a1: row 16 w + g, columns 2 q, 2 q + 1; a2, a3: row + 8; a4, a5:
/// columns + 8; a6, a7: both), 8-bit ones (K 32) four (columns 4 q ..
/// 4 q + 3, + 16); B through its descriptor.
static SmallVector<Value> emitWgmmaRegisterA(OpBuilder &b, Location loc,
                                             Type eaLogical, Type ebLogical,
                                             int64_t nInst, ValueRange aRegs,
                                             Value descB, ValueRange acc,
                                             bool transposeB) {
  return buildWgmma(b, loc, eaLogical, ebLogical, nInst, Value(), aRegs, descB,
                    acc, transposeB);
}

SmallVector<Value> tile::emitWgmmaWait(OpBuilder &b, Location loc,
                                       int64_t pending, ValueRange acc) {
  // The accumulator registers are valid only after their group completes;
  // passing them through the wait keeps every use after it.
  auto op = nv::WgmmaWaitGroupOp::create(b, loc, acc.getTypes(), pending, acc);
  return SmallVector<Value>(op.getD());
}

namespace {
/// What emitting a dot's wgmma instructions from operands in shared memory
/// needs, in any layout: shapes, element types, the warpgroups' tiling of
/// the accumulator and each round's (row, column) origin.
struct WgmmaFromShared {
  Type ea, eb;
  int64_t m, k, n, bytes, kStep;
  WgmmaTiling tiling;
  int64_t regs;
  SmallVector<std::pair<Value, Value>> origins;
  WgmmaFromShared(TileLowering &l, WgmmaEmitter &e, DotOp op)
      : ea(op.getA().getType().getElementType()),
        eb(op.getB().getType().getElementType()),
        m(op.getA().getType().getDimSize(0)),
        k(op.getA().getType().getDimSize(1)),
        n(op.getB().getType().getDimSize(1)),
        bytes(storageBytes(ea)),
        kStep(wgmmaInstrK(storageElementType(ea))),
        tiling(m, n, l.numThreads / 128, l.numThreads / 128),
        regs(wgmmaAccRegistersPerTile(
            tiling.nInst, op.getAcc().getType().getElementType())) {
    recordFeatureUse(l.gpuModule, Feature::Wgmma);
    Value warpgroup = e.udiv(l.tid, 128);
    for (int64_t r = 0; r < tiling.rounds; ++r)
      origins.push_back(tileOrigin(l.b, e.loc, tiling, warpgroup, r));
  }
};
} // namespace

/// The descriptor of K step `ks` (kStep elements of `bytes` each) of a
/// wgmma operand at `base`: A (`isB` false, M = `rows` rows from `origin`)
/// or B (N = `rows` columns from `origin`; `mnB`: stored K x N), K = `k`.
/// `span` 128, 64 or 32: the swizzled layouts of PipelineMatch::wgmmaSwizzle
/// (slabs of span bytes along the contiguous dimension; SBO 8 span, an
/// MN-major B's LBO the distance between its slabs of N; layout type 1, 2,
/// 3 in bits 62-63, as PipelinedDot's boxes and CUTLASS's GmmaDescriptor).
/// `span` 0: the no-swizzle core matrices, `lbo` apart.
static Value operandDescriptor(WgmmaEmitter &e, Value base, Value origin,
                               int64_t ks, bool isB, bool mnB, int64_t span,
                               int64_t lbo, int64_t rows, int64_t k,
                               int64_t bytes, int64_t kStep) {
  OpBuilder &b = e.b;
  Location loc = e.loc;
  auto at = [&](Value off) {
    return LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(), base,
                               ArrayRef<LLVM::GEPArg>{off})
        .getResult();
  };
  bool mn = isB && mnB;
  if (!span) {
    // K-major: 8-row bands of K / E core matrices, LBO apart along K. An
    // MN-major B: bands of 8 rows of K, core matrices LBO apart along N.
    int64_t sbo = mn ? lbo : k / (16 / bytes) * lbo;
    int64_t lboOp = mn ? rows / 8 * lbo : lbo;
    int64_t kOff = ks * kStep / (16 / bytes) * lboOp;
    return e.descriptor(at(e.add(e.mul(e.udiv(origin, 8), sbo), kOff)), lboOp,
                        sbo);
  }
  Value off;
  int64_t slabBytes = 0;
  if (mn) { // rows ks kStep .. of K (span bytes apart) in the slab of N
    int64_t slabCols = span / bytes;
    slabBytes = k * span;
    off = e.add(e.add(e.mul(e.udiv(origin, slabCols), slabBytes),
                      e.mul(e.urem(origin, slabCols), bytes)),
                ks * kStep * span);
  } else { // slab kByte / W (rows x W bytes), column kByte % W in it
    int64_t kByte = ks * kStep * bytes;
    off = e.add(e.mul(origin, span), swizzledKOffset(kByte, span, rows));
  }
  Value d = e.descriptor(at(off), slabBytes ? slabBytes : 16, 8 * span);
  int64_t type = span == 128 ? 1 : span == 64 ? 2 : 3;
  return arith::OrIOp::create(
             b, loc, d, arith::ConstantIntOp::create(b, loc, type << 62, 64))
      .getResult();
}

SmallVector<Value> tile::emitWgmmaFromShared(TileLowering &l, Location loc,
                                             DotOp op, Value baseA,
                                             Value baseB, bool mnB,
                                             int64_t spanA, int64_t spanB,
                                             int64_t lbo, ValueRange acc) {
  OpBuilder &b = l.b;
  WgmmaEmitter e{l, b, loc};
  WgmmaFromShared w(l, e, op);
  // Without a memory clobber, as before the tile_nv level (PipelinedDot's
  // wgmma fences have one).
  nv::WgmmaFenceOp::create(b, loc, /*no_memory_clobber=*/true);
  SmallVector<Value> d(acc);
  for (int64_t ks = 0; ks < w.k / w.kStep; ++ks)
    for (int64_t r = 0; r < w.tiling.rounds; ++r) {
      auto [row0, col0] = w.origins[r];
      Value descA = operandDescriptor(e, baseA, row0, ks, false, mnB, spanA,
                                      lbo, w.m, w.k, w.bytes, w.kStep);
      Value descB = operandDescriptor(e, baseB, col0, ks, true, mnB, spanB,
                                      lbo, w.n, w.k, w.bytes, w.kStep);
      SmallVector<Value> out =
          emitWgmma(b, loc, w.ea, w.eb, w.tiling.nInst, descA, descB,
                    ArrayRef<Value>(d).slice(r * w.regs, w.regs), mnB);
      std::copy(out.begin(), out.end(), d.begin() + r * w.regs);
    }
  return d;
}

LogicalResult tile::lowerDotWgmma(TileLowering &l, DotOp op) {
  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  WgmmaEmitter e{l, b, loc};
  auto aType = op.getA().getType(), bType = op.getB().getType();
  auto cType = op.getAcc().getType();
  int64_t m = aType.getDimSize(0), k = aType.getDimSize(1);
  int64_t n = bType.getDimSize(1);
  Type eaLogical = aType.getElementType(), ebLogical = bType.getElementType();
  Type ea = storageElementType(eaLogical);
  int64_t bytes = storageBytes(ea);
  int64_t kStep = wgmmaInstrK(ea);
  int64_t groups = l.numThreads / 128;
  WgmmaTiling tiling(m, n, groups, groups);
  int64_t nInst = tiling.nInst;
  recordFeatureUse(l.gpuModule, Feature::Wgmma);
  FragmentLayout layout = wgmmaLayout(l, loc, tiling);

  // Shared memory: A (M x K), B (N x K) in core matrices; the accumulator
  // (M x N, row-major) only when it is neither in registers already nor
  // recomputable at its fragment positions.
  // An accumulator in registers of another layout: to the blocked
  // distribution first (A and B are staged from any registers).
  if (const FragmentLayout *f = l.fragmentOf(op.getAcc());
      f && f->key != layout.key)
    l.toBlocked(loc, op.getAcc());
  const FragmentLayout *accLayout = l.fragmentOf(op.getAcc());
  bool stageAcc = !(accLayout && accLayout->key == layout.key) &&
                  !(!accLayout && l.isRecomputable(op.getAcc()));
  // A straight from registers (wgmma's register-A form), without shared
  // memory: a 16-bit A held in the accumulator fragment of a wgmma M x K
  // dot on the same warpgroups (attention's P = exp2(S - m).to(bf16)).
  // With one tile across K there, round r' of warpgroup g holds 64-row
  // block g + G r'. Here round r holds tile g + G r, which is row block
  // g + G r with one tile across N, or, on one warpgroup (G = 1), row
  // block r / tilesN: A's round r / `aRoundEvery`. The accumulator
  // registers 8 j .. 8 j + 7 of a round (columns 16 j .. 16 j + 15) are,
  // in pairs, the four A registers of K step j: rows 16 w + g (+ 8),
  // columns 2 q (+ 1) (+ 8) in both fragments.
  // An fp8 A (FlashAttention-3's e4m3 P) the same way, its four columns per
  // register gathered from the quad (packFp8AccumulatorA).
  bool registerA = false;
  bool fp8A = isa<Float8E4M3FNType, Float8E5M2Type>(eaLogical);
  int64_t aRoundEvery = groups == 1 ? tiling.tilesN : 1;
  if ((eaLogical.isBF16() || eaLogical.isF16() || fp8A) &&
      !l.isDeferredTranspose(op.getA()) &&
      (tiling.tilesN == 1 || groups == 1) && !tiling.uneven())
    if (const FragmentLayout *fa = l.fragmentOf(op.getA())) {
      WgmmaTiling aTiling(m, k, groups, groups);
      registerA = aTiling.tilesN == 1 && !aTiling.uneven() &&
                  aTiling.rounds * aRoundEvery == tiling.rounds &&
                  fa->key == wgmmaLayout(l, loc, aTiling).key &&
                  int64_t(l.tiles[op.getA()].size()) ==
                      aTiling.rounds * aTiling.regs();
    }
  // Operands staged before the enclosing loop (hoistDotOperands: never a
  // fragment, so never a register A) or copied there one iteration ahead
  // (DotPrefetch).
  Value hoistedA = l.hoistedOperand(op, 0);
  Value hoistedB = l.hoistedOperand(op, 1);
  int64_t lbo = coreLbo(l);
  // DotPrefetch's swizzled rings (0: core matrices, as staged here).
  int64_t spanA = hoistedA ? l.hoistedSwizzle.lookup({op, 0}) : 0;
  int64_t spanB = hoistedB ? l.hoistedSwizzle.lookup({op, 1}) : 0;
  // A 16-bit B given K x N is staged as it is, MN-major (the instruction's
  // transpose-B immediate): written N x K its lanes' stores would walk down
  // core-matrix rows 16 bytes apart (4 wavefronts each). A hoisted B is
  // N x K unless DotPrefetch copied it K x N.
  bool mnB = hoistedB ? l.hoistedMnMajorB.contains(op)
                      : (ebLogical.isBF16() || ebLogical.isF16()) &&
                            !l.isDeferredTranspose(op.getB());
  // Operands read from buffers where they lie (bufferReadByDot: swizzled,
  // so their #tile.shared layout is a descriptor's): A K-major, B MN-major
  // as loaded K x N, or K-major through a tile.trans of its N x K load.
  Value bufferA = bufferReadByDot(op.getA());
  Value bufferB = bufferReadByDot(op.getB());
  if (bufferA) {
    hoistedA = l.scalars.lookup(bufferA);
    spanA = cast<BufferType>(bufferA.getType()).getLayout().getSwizzle();
  }
  if (bufferB) {
    hoistedB = l.scalars.lookup(bufferB);
    spanB = cast<BufferType>(bufferB.getType()).getLayout().getSwizzle();
    mnB = !op.getB().getDefiningOp<TransOp>();
  }
  remarkBufferOperands(l, loc, bufferA, bufferB);
  int64_t bytesA = registerA || hoistedA ? 0 : coreMatrixBytes(l, m, k, bytes);
  int64_t bytesB = hoistedB ? 0 : coreMatrixBytes(l, n, k, bytes);
  if (lbo != 128 && bytesA + bytesB)
    l.spentShared = true;
  int64_t bytesC =
      m * n * storageBytes(cType.getElementType());
  int64_t stagedBytes = bytesA + bytesB + (stageAcc ? bytesC : 0);
  Value buffer = l.sharedBase(loc, stagedBytes);
  auto at = [&](int64_t offset) -> Value {
    if (!offset)
      return buffer;
    return LLVM::GEPOp::create(b, loc, buffer.getType(), b.getI8Type(), buffer,
                               ArrayRef<LLVM::GEPArg>{int32_t(offset)});
  };
  Value baseA = hoistedA ? hoistedA : at(0);
  Value baseB = hoistedB ? hoistedB : at(bytesA);

  Value baseC;
  if (stagedBytes) { // nothing to stage (all hoisted): no barriers either
    l.barrier(loc); // earlier readers of the buffer are done
    if (!registerA && !hoistedA)
      e.stageCoreMatrices(op.getA(), baseA, /*transpose=*/false);
    if (mnB)
      e.stageMnMajor(op.getB(), baseB);
    else if (!hoistedB)
      e.stageCoreMatrices(op.getB(), baseB, /*transpose=*/true);
    if (stageAcc) {
      baseC = at(bytesA + bytesB);
      const SmallVector<Value> &elems = l.tiles[op.getAcc()];
      for (int64_t s = 0, end = elems.size(); s < end; ++s)
        l.storeShared(loc, baseC, l.linearIndex(loc, cType, s), elems[s]);
    }
    // Generic-proxy writes must be visible to wgmma's async proxy.
    // (Written without a memory clobber, as before the tile_nv level.)
    nv::FenceProxyAsyncOp::create(
        b, loc, nv::SpaceAttr::get(b.getContext(), nv::Space::shared_cta),
        /*no_memory_clobber=*/true);
    l.barrier(loc);
  }
  Type accElem = cType.getElementType();
  SmallVector<Value> acc = wgmmaAccRegisters(
      b, loc, l.elementsInFragment(loc, op.getAcc(), layout, baseC));
  int64_t accRegs = wgmmaAccRegistersPerTile(nInst, accElem);

  SmallVector<Value> mmaOut; // the accumulators after the MMAs were issued
  if (registerA) {
    Value warpgroup = e.udiv(l.tid, 128);
    SmallVector<std::pair<Value, Value>> origins;
    for (int64_t r = 0; r < tiling.rounds; ++r)
      origins.push_back(tileOrigin(b, loc, tiling, warpgroup, r));
    l.remark(loc, fp8A ? "A (a wgmma result) goes to wgmma in registers, "
                         "4 columns per register gathered by quad shuffles: "
                         "no shared memory"
                       : "A (a wgmma result) goes to wgmma in registers: no "
                         "shared memory");
    // Element pairs (slots 2 i, 2 i + 1: columns 2 q, 2 q + 1) packed into
    // b32 registers, the low half the lower column; K steps unrolled. fp8:
    // each K step's 16 slots into its 4 registers.
    const SmallVector<Value> &slots = l.tiles[op.getA()];
    SmallVector<Value> packed =
        fp8A ? packFp8AccumulatorA(b, loc, e.urem(l.tid, 32), slots)
             : packPairsToI32(b, loc, slots);
    // k / 2 accumulator slots, 2 per b32 (fp8: 4).
    int64_t aRegsPerRound = fp8A ? k / 8 : k / 4;
    nv::WgmmaFenceOp::create(b, loc, /*no_memory_clobber=*/true);
    SmallVector<Value> d(acc.begin(), acc.end());
    for (int64_t j = 0; j < k / kStep; ++j) {
      for (int64_t r = 0; r < tiling.rounds; ++r) {
        Value descB = operandDescriptor(e, baseB, origins[r].second, j, true,
                                        mnB, spanB, lbo, n, k, bytes, kStep);
        auto aRegs =
            ArrayRef<Value>(packed).slice(
                r / aRoundEvery * aRegsPerRound + 4 * j, 4);
        auto out = emitWgmmaRegisterA(
            b, loc, eaLogical, ebLogical, nInst, aRegs, descB,
            ArrayRef<Value>(d).slice(r * accRegs, accRegs), mnB);
        std::copy(out.begin(), out.end(), d.begin() + r * accRegs);
      }
    }
    mmaOut = std::move(d);
  } else {
    mmaOut = emitWgmmaFromShared(l, loc, op, baseA, baseB, mnB, spanA, spanB,
                                 lbo, acc);
  }
  nv::WgmmaCommitGroupOp::create(b, loc, /*no_memory_clobber=*/true);
  if (op.getAsync()) {
    // Issued, not waited for (f32 or s32: the registers are the elements): the
    // registers stay untouched until tile.dot_wait passes them through.
    l.setFragment(op.getResult(), std::move(mmaOut), layout);
    return success();
  }
  SmallVector<Value> result =
      wgmmaAccElements(b, loc, emitWgmmaWait(b, loc, 0, mmaOut), accElem);
  if (l.usersTakeFragment(op.getResult())) {
    l.setFragment(op.getResult(), std::move(result), layout);
    return success();
  }
  // In place of the staged accumulator (each thread rewrites the elements
  // only it read), or else behind the staged operands, which other
  // warpgroups may still be reading.
  l.tiles[op.getResult()] = l.fragmentToBlocked(
      loc, cType, result, layout,
      stageAcc ? bytesA + bytesB : llvm::alignTo(stagedBytes, 16));
  return success();
}

LogicalResult tile::lowerDotWait(TileLowering &l, DotWaitOp op) {
  const FragmentLayout *f = l.fragmentOf(op.getValue());
  if (!f)
    return op.emitOpError("waits for an async dot whose result is not in its "
                          "wgmma registers");
  FragmentLayout layout = *f; // setFragment may grow the map *f lies in
  // A wait for the dot a loop carries in flight, there only to free what
  // that dot read (its result unused: the next dot took its registers in
  // place), passes no registers through: they are the next dot's now.
  if (op.getResult().use_empty()) {
    emitWgmmaWait(l.b, op.getLoc(), op.getPending(), {});
    return success();
  }
  SmallVector<Value> regs =
      emitWgmmaWait(l.b, op.getLoc(), op.getPending(), l.tiles[op.getValue()]);
  l.setFragment(op.getResult(), std::move(regs), layout);
  l.keepFragmentIfUsersTakeIt(op.getLoc(), op.getResult());
  return success();
}
