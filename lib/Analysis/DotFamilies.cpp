//===- DotFamilies.cpp - What each tensor-core family can compute ---------===//
//
// The shapes and types mma.sync, wgmma and block-scaled mma.sync take
// (tcgen05's: Tcgen05Plan.cpp), and what tile-lower-dot asks of a family.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/DotFamilies.h"
#include "TileDialect/Analysis/FragmentUses.h"
#include "TileDialect/Analysis/Tcgen05Plan.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace tile;

bool tile::isDotKindImplemented(DotKind kind) {
  return kind == DotKind::mma_sync || kind == DotKind::wgmma ||
         kind == DotKind::tcgen05;
}

std::optional<std::string> tile::whyNotDotShape(DotOp op, DotKind kind) {
  switch (kind) {
  case DotKind::mma_sync: return whyNotMmaSync(op);
  case DotKind::wgmma: return whyNotWgmma(op);
  case DotKind::tcgen05: return whyNotTcgen05(op);
  default: return std::nullopt;
  }
}

int64_t tile::mmaSyncInstrK(Type elemA) {
  if (elemA.isF32())
    return 8; // tf32
  if (isa<Float4E2M1FNType>(elemA))
    return 64; // block scaling only
  if (isa<Float8E4M3FNType, Float8E5M2Type>(elemA) || elemA.isInteger(8))
    return 32;
  return 16;
}

int64_t tile::wgmmaInstrK(Type elemA) {
  return 32 / storageBytes(elemA);
}

std::optional<std::string> tile::whyNotMmaSync(DotOp op) {
  constexpr int64_t instM = 16, instN = 8;
  int64_t instK = mmaSyncInstrK(op.getA().getType().getElementType());
  int64_t m = op.getA().getType().getDimSize(0);
  int64_t k = op.getA().getType().getDimSize(1);
  int64_t n = op.getB().getType().getDimSize(1);
  if (m % instM == 0 && n % instN == 0 && k % instK == 0)
    return std::nullopt;
  return "a " + std::to_string(m) + "x" + std::to_string(n) + "x" +
         std::to_string(k) + " (MxNxK) dot cannot be split into m" +
         std::to_string(instM) + "n" + std::to_string(instN) + "k" +
         std::to_string(instK) + " mma.sync instructions: M must be a "
         "multiple of " + std::to_string(instM) + ", N of " +
         std::to_string(instN) + " and K of " + std::to_string(instK);
}

std::optional<std::string> tile::whyNotBlockScale(DotScaledOp op) {
  int64_t m = op.getA().getType().getDimSize(0);
  int64_t k = op.getA().getType().getDimSize(1);
  int64_t n = op.getB().getType().getDimSize(1);
  int64_t instK = op.getFormatName() == "mxfp8" ? 32 : 64;
  if (m % 16 == 0 && n % 8 == 0 && k % instK == 0)
    return std::nullopt;
  return "a " + std::to_string(m) + "x" + std::to_string(n) + "x" +
         std::to_string(k) + " (MxNxK) " + op.getFormatName().str() +
         " dot_scaled cannot be split into m16n8k" + std::to_string(instK) +
         " block-scaled mma.sync instructions: M must be a multiple of 16, "
         "N of 8 and K of " + std::to_string(instK);
}

std::optional<std::string> tile::whyNotWgmma(DotOp op) {
  auto aType = op.getA().getType();
  Type ea = aType.getElementType();
  Type ec = op.getAcc().getType().getElementType();
  // PTX ISA wgmma .dtype: .s32 for integer operands; .f32, or .f16 for
  // .f16 and 8-bit float operands (not bf16 or tf32).
  bool f16Acc = ea.isF16() || isa<Float8E4M3FNType, Float8E5M2Type>(ea);
  if (ea.isInteger(8) ? !ec.isInteger(32)
                      : !(ec.isF32() || (ec.isF16() && f16Acc)))
    return std::string("wgmma lowering supports f32 accumulators (f16 for "
                       "f16 and fp8 operands, i32 for i8 operands) only");
  int64_t m = aType.getDimSize(0), k = aType.getDimSize(1);
  int64_t n = op.getB().getType().getDimSize(1);
  int64_t kStep = wgmmaInstrK(ea);
  auto kernel = op->getParentOfType<KernelOp>();
  if (kernel && kernel.getNumWarps() % 4 != 0)
    return "wgmma needs whole warpgroups: num_warps must be a multiple of 4, "
           "not " + std::to_string(kernel.getNumWarps());
  if (m % 64 || n % 8 || k % kStep)
    return "a " + std::to_string(m) + "x" + std::to_string(n) + "x" +
           std::to_string(k) + " (MxNxK) dot cannot be split into wgmma m64nNk" +
           std::to_string(kStep) + " instructions: M must be a multiple of 64, "
           "N of 8 and K of " + std::to_string(kStep);
  return std::nullopt;
}

int64_t tile::wgmmaStagedBytes(int64_t rows, int64_t kDim, int64_t bytes,
                               int64_t lbo) {
  return llvm::alignTo(rows / 8 * (kDim / (16 / bytes)) * lbo, 128);
}

/// Whether a blocked run of every operand of the tcgen05 dot `dot` that
/// the lowering may stage lies along K, in one core-matrix row of the
/// K-major layout it stages (one vector store): A as it is (M x K), B
/// through a tile.trans of an N x K tile that the dot stages itself
/// (transposedInStaging) or read from a buffer (a ring stage); not a K x N
/// B, whose runs go along N.
static bool runsAlongK(DotOp dot) {
  auto trans = dot.getB().getDefiningOp<TransOp>();
  return !dot.getA().getDefiningOp<TransOp>() &&
         ((trans && transposedInStaging(trans)) ||
          dot.getB().getDefiningOp<BufferLoadOp>());
}

int64_t tile::kernelMaxRun(KernelOp kernel, int64_t maxRun) {
  int64_t threads = kernel.getNumThreads();
  WalkResult r = kernel.walk([&](Operation *op) {
    bool single = false;
    if (auto dot = dyn_cast<DotOp>(op))
      single = dot.getKind() == DotKind::tcgen05 &&
               !(tcgen05ResultInRows(dot, threads) && runsAlongK(dot));
    else if (auto scaled = dyn_cast<DotScaledOp>(op))
      single = scaled.getKind() == DotKind::tcgen05;
    return single ? WalkResult::interrupt() : WalkResult::advance();
  });
  if (r.wasInterrupted())
    return 1;
  if (auto run = kernel->getAttrOfType<IntegerAttr>(
          TileDialect::kMaxRunAttrName);
      run && run.getInt() >= 1)
    return run.getInt();
  return maxRun; // at least 1 (runOnOperation)
}
