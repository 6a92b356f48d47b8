//===- Tcgen05Plan.cpp - How a dot maps onto tcgen05.mma ------------------===//
//
// The plan of a tile.dot or tile.dot_scaled on tcgen05.mma (cta_group::1,
// one CTA's tensor memory); the encodings it uses are in Tcgen05Plan.h.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/Tcgen05Plan.h"
#include "TileDialect/Target/ModuleTarget.h"
#include "TileDialect/TileLayouts.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace tile;
using namespace tile::tcgen05;

static bool isFp8(Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); }

static std::string typeName(Type t) {
  std::string s;
  llvm::raw_string_ostream(s) << "'" << t << "'";
  return s;
}

unsigned tcgen05::numThreadsOf(Operation *op) {
  if (auto kernel = op->getParentOfType<KernelOp>())
    return kernel.getNumThreads();
  return 128;
}

template <typename Op>
static DotShape shapeOfDot(Op op, bool scaled, unsigned numThreads) {
  DotShape d;
  d.aType = op.getA().getType();
  d.bType = op.getB().getType();
  d.accType = op.getAcc().getType();
  d.acc = op.getAcc();
  d.scaled = scaled;
  d.numThreads = numThreads;
  return d;
}
DotShape tcgen05::shapeOf(DotOp op, unsigned numThreads) {
  return shapeOfDot(op, /*scaled=*/false, numThreads);
}
DotShape tcgen05::shapeOf(DotScaledOp op, unsigned numThreads) {
  DotShape d = shapeOfDot(op, /*scaled=*/true, numThreads);
  if (op.getFormatName() == "mxfp8")
    return d;
  // FP4: planned on the packed bytes, K/2 of them per row.
  Type i8 = IntegerType::get(op.getContext(), 8);
  int64_t m = d.aType.getDimSize(0), k = d.aType.getDimSize(1);
  int64_t n = d.bType.getDimSize(1);
  d.aType = RankedTensorType::get({m, k / 2}, i8);
  d.bType = RankedTensorType::get({k / 2, n}, i8);
  d.fp4 = true;
  d.ue4m3 = op.getFormatName() == "nvfp4";
  return d;
}

std::optional<std::string> tcgen05::makePlan(const DotShape &d, Plan &p) {
  Type ea = d.aType.getElementType(), eb = d.bType.getElementType();
  Type ec = d.accType.getElementType();
  unsigned numThreads = d.numThreads;
  p.m = d.aType.getDimSize(0);
  p.k = d.aType.getDimSize(1);
  p.n = d.bType.getDimSize(1);
  p.scaled = d.scaled;
  const char *opName = d.scaled ? "tile.dot_scaled" : "tile.dot";
  // FP4 is planned on its packed bytes; messages give K in elements.
  int64_t kUnit = d.fp4 ? 2 : 1;
  std::string shape = std::to_string(p.m) + "x" + std::to_string(p.n) + "x" +
                      std::to_string(p.k * kUnit);
  std::string what = std::string(d.scaled ? "dot_scaled" : "dot");

  bool integer = !d.scaled && ea.isInteger(8) && eb.isInteger(8);
  if (integer ? !ec.isInteger(32) : !ec.isF32())
    return std::string("tcgen05 lowering of ") + opName +
           " supports f32 accumulators (i32 for i8 operands) only; the "
           "accumulator is " +
           typeName(ec) + " (use kind mma_sync)";
  if (d.fp4) {
    // kind::mxf4nvf4 (NVFP4, block16) or kind::mxf4 (MXFP4, block32): A
    // and B are their packed bytes; an MMA takes 32 of them (K 64).
    p.kind = d.ue4m3 ? "mxf4nvf4" : "mxf4", p.elemBytes = 1;
    p.aFmt = p.bFmt = idescBs::kE2M1;
    p.ue4m3 = d.ue4m3;
    p.sfBlockBytes = d.ue4m3 ? 8 : 16;
  } else if (d.scaled) {
    // The verifier guarantees fp8 A/B with ue8m0 scales for MXFP8.
    if (!isFp8(ea) || !isFp8(eb))
      return "tcgen05 block-scaled lowering of tile.dot_scaled supports "
             "MXFP8 (f8E4M3FN / f8E5M2 operands) only; got " +
             typeName(ea) + " and " + typeName(eb);
    p.kind = "mxf8f6f4", p.elemBytes = 1;
    p.aFmt = isa<Float8E4M3FNType>(ea) ? idescBs::kE4M3 : idescBs::kE5M2;
    p.bFmt = isa<Float8E4M3FNType>(eb) ? idescBs::kE4M3 : idescBs::kE5M2;
  } else if (ea.isF16() && eb.isF16()) {
    p.kind = "f16", p.elemBytes = 2, p.aFmt = p.bFmt = idesc::kF16;
  } else if (ea.isBF16() && eb.isBF16()) {
    p.kind = "f16", p.elemBytes = 2, p.aFmt = p.bFmt = idesc::kBF16;
  } else if (ea.isF32() && eb.isF32()) {
    p.kind = "tf32", p.elemBytes = 4, p.aFmt = p.bFmt = idesc::kTF32;
  } else if (integer) {
    // Signed: tile's i8 is Triton's int8.
    p.kind = "i8", p.elemBytes = 1, p.aFmt = p.bFmt = idesc::kS8;
  } else if (isFp8(ea) && isFp8(eb)) {
    p.kind = "f8f6f4", p.elemBytes = 1;
    p.aFmt = isa<Float8E4M3FNType>(ea) ? idesc::kE4M3 : idesc::kE5M2;
    p.bFmt = isa<Float8E4M3FNType>(eb) ? idesc::kE4M3 : idesc::kE5M2;
  } else {
    return "tcgen05 lowering of tile.dot needs A and B both f16, both bf16, "
           "both f32 (as tf32), both 8-bit floats or both i8; got " +
           typeName(ea) + " and " + typeName(eb);
  }
  p.kStep = kKBytesPerMma / p.elemBytes;
  // One MXFP8 MMA (K = 32) covers exactly one scale block (scale_vec::1X).
  static_assert(kKBytesPerMma == sf::kVecSize,
                "kind::mxf8f6f4 consumes one 32-element scale block per MMA");

  if (numThreads < 128)
    return "tcgen05 needs num_warps >= 4: the accumulator rows live in the "
           "tensor-memory lanes of warps 0-3; the kernel has " +
           std::to_string(numThreads / 32) + " warp(s)";
  std::string instr = "tcgen05.mma.cta_group::1.kind::" + p.kind +
                      (d.scaled ? ".block_scale" : "");
  std::string prefix = "a " + shape + " (MxNxK) " + what +
                       " cannot be emitted as " + instr +
                       " (M a multiple of 128, N from 16 to 256 in steps of "
                       "16, K a multiple of " +
                       std::to_string(p.kStep * kUnit) + "): ";
  if (p.m % kMmaM != 0)
    return prefix + "M must be a multiple of 128";
  if (p.n % kNAlign != 0 || p.n < kNAlign || p.n > kMaxN)
    return prefix + "N must be a multiple of 16 from 16 to 256";
  if (p.k % p.kStep != 0)
    return prefix + "K must be a multiple of " +
           std::to_string(p.kStep * kUnit);

  p.mBlocks = p.m / kMmaM;
  p.nSfBlocks = d.scaled ? (p.n + sf::kAtomRows - 1) / sf::kAtomRows : 0;
  int64_t accCols = p.mBlocks * p.n;
  if (accCols > kTmemColumns)
    return "a " + shape + " (MxNxK) " + what + " needs " +
           std::to_string(accCols) +
           " tensor-memory columns for its f32 accumulator (M/128 * N); a CTA "
           "has " +
           std::to_string(kTmemColumns);

  // K chunk: the largest whole number of K steps dividing K whose A and B
  // (and their scale atoms) fit beside the control words and, unless C is
  // +0.0, a chunk of at least 32 rows of C on its way to tensor memory (C is
  // staged after A and B, so the A/B registers are free by then). With
  // block scaling the chunk's scale atoms must also fit in tensor memory
  // beside the accumulator.
  p.zeroAcc = d.acc && (integer ? matchPattern(d.acc, m_Zero())
                                : matchPattern(d.acc, m_PosZeroFloat()));
  // C laid out as tcgen05.ld reads an accumulator (tile-assign-layouts'
  // #tile.tcgen05: M = 128, thread t of a warpgroup row t) goes to tensor
  // memory from its registers.
  p.rowsReadable = tcgen05RowsReadable(p.m, p.n, numThreads);
  p.cInRows = !p.zeroAcc && p.rowsReadable &&
              isa_and_nonnull<Tcgen05LayoutAttr>(d.accType.getEncoding());
  p.aInPlace = d.aInPlace;
  p.bInPlace = d.bInPlace;
  auto rowsThatFit = [&](int64_t used) -> int64_t {
    for (int64_t r : {int64_t(128), int64_t(64), int64_t(32)})
      if (used + r * p.dStride() * 4 <= kSharedLimit)
        return r;
    return 0;
  };
  auto groupsOf = [&](int64_t kc) {
    int64_t blocks = kc / p.sfBlockBytes;
    return (blocks + sf::kAtomKBlocks - 1) / sf::kAtomKBlocks;
  };
  auto scaleCols = [&](int64_t groups) {
    return groups * (p.mBlocks + p.nSfBlocks) * sf::kAtomColumns;
  };
  if (d.scaled && accCols + scaleCols(1) > kTmemColumns)
    return "a " + shape + " (MxNxK) " + what + " needs " +
           std::to_string(accCols + scaleCols(1)) +
           " tensor-memory columns for its f32 accumulator (M/128 * N) and "
           "one K group of scales ((M/128 + ceil(N/128)) * 4); a CTA has " +
           std::to_string(kTmemColumns);
  int64_t steps = p.k / p.kStep;
  p.kChunk = 0;
  for (int64_t div = steps; div >= 1 && !p.kChunk; --div) {
    if (steps % div)
      continue;
    int64_t kc = div * p.kStep;
    p.kChunk = kc;
    p.sfGroups = d.scaled ? groupsOf(kc) : 0;
    int64_t used = kControlBytes + p.operandBytes();
    bool fits = used <= kSharedLimit &&
                accCols + scaleCols(p.sfGroups) <= kTmemColumns &&
                (p.zeroAcc || p.cInRows || (p.cRows = rowsThatFit(used)));
    if (!fits)
      p.kChunk = 0;
  }
  if (!p.kChunk)
    return "a " + shape + " (MxNxK) " + what + " needs more than " +
           std::to_string(kSharedLimit) +
           " bytes of shared memory for one K step of A and B" +
           (d.scaled ? std::string(" and their scales") : std::string()) +
           (p.zeroAcc ? std::string() : " and 32 rows of C") +
           "; that is the most that can be allocated statically";
  p.rounds = p.k / p.kChunk;
  p.sfaCol = accCols;
  p.sfbCol = p.sfaCol + p.sfGroups * p.mBlocks * sf::kAtomColumns;
  int64_t cols = accCols + scaleCols(p.sfGroups);
  p.tmemCols = tmemAllocColumns(cols);
  p.dRows = rowsThatFit(kControlBytes);
  if (!p.dRows)
    return "a " + shape + " (MxNxK) " + what + " needs more than " +
           std::to_string(kSharedLimit) +
           " bytes of shared memory to read back its accumulator";
  p.smemBytes =
      kControlBytes + std::max(p.operandBytes() + p.cRows * p.dStride() * 4,
                               p.dRows * p.dStride() * 4);
  return std::nullopt;
}

std::optional<std::string> tile::whyNotTcgen05(DotOp op) {
  Plan p;
  return makePlan(shapeOf(op, numThreadsOf(op)), p);
}

bool tile::tmemReadableBy(int64_t n, int64_t groups) {
  return groups >= 1 && n % (8 * groups) == 0 && n / groups <= 128;
}

bool tile::tcgen05RowsReadable(int64_t m, int64_t n, int64_t numThreads) {
  return m == kMmaM && numThreads % 128 == 0 &&
         tmemReadableBy(n, numThreads / 128);
}

bool tile::tcgen05ResultInRows(DotOp op, int64_t numThreads) {
  auto type = op.getResult().getType();
  return tcgen05RowsReadable(type.getDimSize(0), type.getDimSize(1),
                             numThreads) &&
         !whyNotTcgen05(op);
}

int64_t tile::tmemAllocColumns(int64_t used) {
  return TmemType::allocColumns(used);
}

LogicalResult tile::requireTcgen05Dot(DotOp op, Operation *gpuModule) {
  if (failed(requireFeature(op, gpuModule, Feature::Tcgen05, "tcgen05.mma")))
    return failure();
  if (!op.getA().getType().getElementType().isInteger(8))
    return success();
  return requireFeature(op, gpuModule, Feature::Tcgen05I8,
                        "tcgen05.mma kind::i8");
}

/// The encoding of plan `p` (none when `why` says there is no plan).
static std::optional<Tcgen05Encoding>
encodingOf(const std::optional<std::string> &why, const Plan &p) {
  if (why)
    return std::nullopt;
  // The instruction descriptor does not depend on the staging layout: A and
  // B are K-major either way (a pipeline with an MN-major B sets bit 16,
  // Tcgen05Encoding::transposeBBit).
  return Tcgen05Encoding{p.kind, p.instrDescriptor(), p.kStep};
}

std::optional<Tcgen05Encoding> tile::tcgen05Encoding(DotOp op) {
  Plan p;
  std::optional<std::string> why = makePlan(shapeOf(op, numThreadsOf(op)), p);
  return encodingOf(why, p);
}

std::optional<Tcgen05Encoding>
tile::tcgen05Encoding(RankedTensorType a, RankedTensorType b,
                      RankedTensorType acc, unsigned numThreads) {
  DotShape d;
  d.aType = a;
  d.bType = b;
  d.accType = acc;
  d.numThreads = numThreads;
  Plan p;
  std::optional<std::string> why = makePlan(d, p);
  return encodingOf(why, p);
}


std::optional<std::string> tile::whyNotTcgen05BlockScale(DotScaledOp op) {
  if (op.getFormatName() != "mxfp8" && op.getA().getType().getDimSize(1) % 64)
    return "a " + op.getFormatName().str() + " dot_scaled on tcgen05 (kind::" +
           (op.getFormatName() == "nvfp4" ? "mxf4nvf4" : "mxf4") +
           ", K 64 per MMA) needs K a multiple of 64, got " +
           std::to_string(op.getA().getType().getDimSize(1));
  Plan p;
  return makePlan(shapeOf(op, numThreadsOf(op)), p);
}
