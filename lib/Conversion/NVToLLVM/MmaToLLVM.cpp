//===- MmaToLLVM.cpp - tile_nv warp-level matrix multiplies as PTX --------===//
//
// mma.sync, stmatrix, wgmma, bar.warp.sync (include/TileDialect/NV/
// NVMmaOps.td): one pattern per op, each writing the inline PTX tile's
// emitters wrote: mma.sync without side effects, wgmma.mma_async and
// wgmma.wait_group with side effects but no memory clobber, their results
// always a literal struct of the accumulator registers.
//
//===----------------------------------------------------------------------===//

#include "NVPatterns.h"
#include "TileDialect/NV/NVMmaOps.h"

using namespace mlir;
using namespace tile;
using namespace tile::nv;
using namespace tile::nv::conv;

namespace {
/// Replaces `op` with inline PTX whose result is a literal struct of
/// `results` (even of one or none: the emitters' accumulator asm always
/// returned a struct), extracted field by field.
void replaceWithAsmStruct(Operation *op, ConversionPatternRewriter &rewriter,
                          StringRef text, StringRef constraints,
                          ValueRange operands, TypeRange results,
                          bool sideEffects) {
  Location loc = op->getLoc();
  auto type = LLVM::LLVMStructType::getLiteral(rewriter.getContext(),
                                               SmallVector<Type>(results));
  Value v = createInlinePtx(rewriter, loc, text, type, constraints, operands,
                            sideEffects, /*clobber=*/false);
  SmallVector<Value> fields;
  for (size_t i = 0; i < results.size(); ++i)
    fields.push_back(LLVM::ExtractValueOp::create(
        rewriter, loc, v, ArrayRef<int64_t>{int64_t(i)}));
  rewriter.replaceOp(op, fields);
}

/// The register constraint of an accumulator: f for f32, r for b32.
const char *accConstraint(Type reg) { return reg.isF32() ? "f" : "r"; }

/// `{$first, $first+1, ...}` for `count` operands.
std::string regList(unsigned first, unsigned count) {
  std::string s = "{";
  for (unsigned i = 0; i < count; ++i)
    s += (i ? ", $" : "$") + std::to_string(first + i);
  return s + "}";
}

/// `count` outputs of constraint `c`, then the inputs `rest`, then
/// (`tied`) `count` inputs tied to the outputs: "=f,=f,l,l,r,0,1".
std::string accConstraints(StringRef c, unsigned count, StringRef rest,
                           bool tied) {
  std::string s;
  for (unsigned i = 0; i < count; ++i)
    s += (i ? ",=" : "=") + c.str();
  if (!rest.empty())
    s += (s.empty() ? "" : ",") + rest.str();
  if (tied)
    for (unsigned i = 0; i < count; ++i)
      s += "," + std::to_string(i);
  return s;
}

//===----------------------------------------------------------------------===//
// mma.sync
//===----------------------------------------------------------------------===//

struct MmaSync : NVPattern<MmaSyncOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(MmaSyncOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    std::string kind;
    if (std::optional<MmaKind> k = op.getKind())
      kind = ("kind::" + stringifyMmaKind(*k) +
              ".block_scale.scale_vec::" + Twine(*op.getScaleVec()) + "X.")
                 .str();
    std::string acc = stringifyMmaType(op.getAccType()).str();
    std::string text =
        ("mma.sync.aligned." + kind + "m" + Twine(op.getM()) + "n" +
         Twine(op.getN()) + "k" + Twine(op.getK()) + ".row.col." + acc + "." +
         stringifyMmaType(op.getAType()) + "." +
         stringifyMmaType(op.getBType()) + "." + acc)
            .str();
    if (std::optional<MmaScaleType> st = op.getScaleType())
      text += "." + stringifyMmaScaleType(*st).str();
    unsigned numC = a.getC().size(), numA = a.getA().size(),
             numB = a.getB().size();
    const char *c = accConstraint(op.getD().front().getType());
    text += " " + regList(0, numC) + ", " + regList(numC, numA) + ", " +
            regList(numC + numA, numB) + ", " +
            regList(numC + numA + numB, numC);
    std::string inputs = regs(numA + numB);
    for (unsigned i = 0; i < numC; ++i)
      inputs += std::string(",") + c;
    SmallVector<Value> operands(a.getA());
    llvm::append_range(operands, a.getB());
    llvm::append_range(operands, a.getC());
    if (op.getKind()) {
      // {byte-id, thread-id} = {0, 0} for both scales.
      unsigned s = numC + numA + numB + numC;
      text += ", $" + std::to_string(s) + ", {0, 0}, $" +
              std::to_string(s + 1) + ", {0, 0}";
      inputs += ",r,r";
      operands.append({a.getScaleA(), a.getScaleB()});
    }
    text += ";";
    replaceWithAsmStruct(op, rewriter, text,
                         accConstraints(c, numC, inputs, /*tied=*/false),
                         operands, op.getD().getTypes(),
                         /*sideEffects=*/false);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// stmatrix
//===----------------------------------------------------------------------===//

struct Stmatrix : NVPattern<StmatrixOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(StmatrixOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    unsigned n = a.getRegs().size();
    std::string text = "stmatrix.sync.aligned.m8n8.x" + std::to_string(n) +
                       (op.getTrans() ? ".trans" : "") + ".shared.b16 [$0], " +
                       regList(1, n) + ";";
    std::string constraints =
        (a.getAddr().getType().isInteger(64) ? "l," : "r,") + regs(n);
    SmallVector<Value> operands{a.getAddr()};
    llvm::append_range(operands, a.getRegs());
    replaceWithAsm(op, rewriter, text, constraints, operands);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// wgmma
//===----------------------------------------------------------------------===//

struct WgmmaFence : NVPattern<WgmmaFenceOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(WgmmaFenceOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    replaceWithAsm(op, rewriter, "wgmma.fence.sync.aligned;", "", {}, Type(),
                   /*clobber=*/!op.getNoMemoryClobber());
    return success();
  }
};

struct WgmmaCommitGroup : NVPattern<WgmmaCommitGroupOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(WgmmaCommitGroupOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    replaceWithAsm(op, rewriter, "wgmma.commit_group.sync.aligned;", "", {},
                   Type(), /*clobber=*/!op.getNoMemoryClobber());
    return success();
  }
};

/// Operands: the accumulators' outputs $0.., then A (descriptor, or four
/// registers), the B descriptor, the scale-d source (a predicate set in
/// the block), then the accumulators tied to the outputs.
struct WgmmaMmaAsync : NVPattern<WgmmaMmaAsyncOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(WgmmaMmaAsyncOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    unsigned regs = a.getAcc().size();
    bool aDesc = bool(a.getADesc());
    unsigned numA = aDesc ? 1 : a.getA().size();
    unsigned bDesc = regs + numA, scaleD = bDesc + 1;
    MmaType at = op.getAType();
    std::string text =
        ("{\n.reg .pred p;\nsetp.ne.b32 p, $" + Twine(scaleD) +
         ", 0;\nwgmma.mma_async.sync.aligned.m64n" + Twine(op.getN()) + "k" +
         Twine(op.getK()) + "." + stringifyMmaType(op.getDType()) + "." +
         stringifyMmaType(at) + "." + stringifyMmaType(op.getBType()) + " " +
         regList(0, regs) + ", ")
            .str();
    text += aDesc ? "$" + std::to_string(regs) : regList(regs, numA);
    text += ", $" + std::to_string(bDesc) + ", p";
    // Scale immediates (none for s8), then the transposes of 16-bit
    // operands (imm-trans-a only with A in shared memory).
    if (at != MmaType::s8)
      text += std::string(op.getNegA() ? ", -1" : ", 1") +
              (op.getNegB() ? ", -1" : ", 1");
    if (at == MmaType::f16 || at == MmaType::bf16) {
      if (aDesc)
        text += op.getTransA() ? ", 1" : ", 0";
      text += op.getTransB() ? ", 1" : ", 0";
    }
    text += ";\n}";
    std::string inputs = aDesc ? std::string("l") : conv::regs(numA);
    inputs += ",l,r";
    SmallVector<Value> operands;
    if (aDesc)
      operands.push_back(a.getADesc());
    else
      llvm::append_range(operands, a.getA());
    operands.append({a.getBDesc(), a.getScaleD()});
    llvm::append_range(operands, a.getAcc());
    replaceWithAsmStruct(
        op, rewriter, text,
        accConstraints(accConstraint(op.getD().front().getType()), regs, inputs,
                       /*tied=*/true),
        operands, op.getD().getTypes(), /*sideEffects=*/true);
    return success();
  }
};

/// The accumulators pass through the wait (tied), so that their uses follow
/// it.
struct WgmmaWaitGroup : NVPattern<WgmmaWaitGroupOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(WgmmaWaitGroupOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    unsigned n = a.getAcc().size();
    // Without registers the emitters' constraint was that of f32.
    const char *c = n ? accConstraint(op.getD().front().getType()) : "f";
    replaceWithAsmStruct(op, rewriter,
                         "wgmma.wait_group.sync.aligned " +
                             std::to_string(op.getPending()) + ";",
                         accConstraints(c, n, "", /*tied=*/true), a.getAcc(),
                         op.getD().getTypes(), /*sideEffects=*/true);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Warp synchronization
//===----------------------------------------------------------------------===//

struct BarWarpSync : NVPattern<BarWarpSyncOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(BarWarpSyncOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    replaceWithAsm(op, rewriter,
                   "bar.warp.sync " + std::to_string(int32_t(op.getMask())) +
                       ";");
    return success();
  }
};
} // namespace

void tile::nv::conv::populateMmaPatterns(LLVMTypeConverter &converter,
                                         RewritePatternSet &patterns) {
  patterns.add<MmaSync, Stmatrix, WgmmaFence, WgmmaCommitGroup, WgmmaMmaAsync,
               WgmmaWaitGroup, BarWarpSync>(converter);
}
