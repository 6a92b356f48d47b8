//===- Tcgen05ToLLVM.cpp - tile_nv tcgen05 (tensor memory) as PTX ---------===//
//
// tcgen05.alloc/dealloc, mma, commit, ld/st/cp, fences and waits
// (include/TileDialect/NV/NVTcgen05Ops.td): one pattern per op. Every one
// is side-effecting inline PTX with the memory clobber, as the emitters
// wrote it.
//
//===----------------------------------------------------------------------===//

#include "NVPatterns.h"
#include "TileDialect/NV/NVTcgen05Ops.h"

using namespace mlir;
using namespace tile;
using namespace tile::nv;
using namespace tile::nv::conv;

namespace {
/// ".cta_group::N".
std::string ctaGroup(uint32_t group) {
  return ".cta_group::" + std::to_string(group);
}

/// "{$first, ..., $first + n - 1}".
std::string regList(unsigned first, unsigned n) {
  std::string s = "{";
  for (unsigned i = 0; i < n; ++i)
    s += (i ? ", $" : "$") + std::to_string(first + i);
  return s + "}";
}

/// "r" for an i32 register, "f" for an f32 one.
StringRef regConstraint(Type t) { return t.isF32() ? "f" : "r"; }

//===----------------------------------------------------------------------===//
// Tensor-memory allocation
//===----------------------------------------------------------------------===//

struct Tcgen05Alloc : NVPattern<Tcgen05AllocOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(Tcgen05AllocOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    std::string group = ctaGroup(op.getCtaGroup());
    std::string text = "tcgen05.alloc" + group +
                       ".sync.aligned.shared::cta.b32 [$0], " +
                       std::to_string(op.getColumns()) + ";";
    if (op.getRelinquish())
      text += "\n\ttcgen05.relinquish_alloc_permit" + group + ".sync.aligned;";
    replaceWithAsm(op, rewriter, text, "r", {a.getSlot()});
    return success();
  }
};

struct Tcgen05Dealloc : NVPattern<Tcgen05DeallocOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(Tcgen05DeallocOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    std::string text =
        op.getFenceAfter() ? "tcgen05.fence::after_thread_sync;\n\t" : "";
    text += "tcgen05.dealloc" + ctaGroup(op.getCtaGroup()) +
            ".sync.aligned.b32 $0, " + std::to_string(op.getColumns()) + ";";
    replaceWithAsm(op, rewriter, text, "r", {a.getTaddr()});
    return success();
  }
};

struct Tcgen05RelinquishAllocPermit
    : NVPattern<Tcgen05RelinquishAllocPermitOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(Tcgen05RelinquishAllocPermitOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    replaceWithAsm(op, rewriter,
                   "tcgen05.relinquish_alloc_permit" +
                       ctaGroup(op.getCtaGroup()) + ".sync.aligned;");
    return success();
  }
};

//===----------------------------------------------------------------------===//
// MMA and commit
//===----------------------------------------------------------------------===//

/// Operands d, a_desc, b_desc, idesc, enable_input_d[, scale_a, scale_b];
/// the predicate from enable_input_d inside the block.
struct Tcgen05Mma : NVPattern<Tcgen05MmaOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(Tcgen05MmaOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> operands{a.getD(), a.getADesc(), a.getBDesc(),
                                a.getIdesc(), a.getEnableInputD()};
    std::string text = "{\n\t.reg .pred p;\n\tsetp.ne.b32 p, $4, 0;\n\t"
                       "tcgen05.mma" +
                       ctaGroup(op.getCtaGroup()) +
                       ".kind::" + stringifyTcgen05Kind(op.getKind()).str();
    std::string c = "r,l,l,r,r";
    if (a.getScaleA()) {
      text += ".block_scale.block" + std::to_string(*op.getBlock()) +
              " [$0], $1, $2, $3, [$5], [$6], p;";
      operands.append({a.getScaleA(), a.getScaleB()});
      c += ",r,r";
    } else {
      text += " [$0], $1, $2, $3, p;";
    }
    replaceWithAsm(op, rewriter, text + "\n\t}", c, operands);
    return success();
  }
};

struct Tcgen05Commit : NVPattern<Tcgen05CommitOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(Tcgen05CommitOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    std::string instr = "tcgen05.commit" + ctaGroup(op.getCtaGroup()) +
                        ".mbarrier::arrive::one.shared::cluster";
    if (a.getMask()) {
      replaceWithAsm(op, rewriter,
                     "{\n\t.reg .b16 %tl_m;\n\tcvt.u16.u32 %tl_m, $1;\n\t" +
                         instr + ".multicast::cluster.b64 [$0], %tl_m;\n\t}",
                     "r,r", {a.getBar(), a.getMask()});
      return success();
    }
    if (std::optional<uint32_t> mask = op.getMaskImm()) {
      replaceWithAsm(op, rewriter,
                     "{\n\t.reg .b16 %tl_m;\n\tmov.b16 %tl_m, " +
                         std::to_string(*mask) + ";\n\t" + instr +
                         ".multicast::cluster.b64 [$0], %tl_m;\n\t}",
                     "r", {a.getBar()});
      return success();
    }
    replaceWithAsm(op, rewriter, instr + ".b64 [$0];", "r", {a.getBar()});
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Copies
//===----------------------------------------------------------------------===//

/// ".32x32b.xN" (the shape without the `_` its keyword needs).
std::string ldStShape(Tcgen05Shape shape, uint32_t num) {
  return ("." + stringifyTcgen05Shape(shape).drop_front() + ".x" + Twine(num))
      .str();
}

/// The first op of `op`'s block that uses `v` (or holds a user), if any.
Operation *firstUserInBlock(Operation *op, Value v) {
  Operation *first = nullptr;
  for (Operation *user : v.getUsers()) {
    Operation *u = op->getBlock()->findAncestorOpInBlock(*user);
    if (u && (!first || u->isBeforeInBlock(first)))
      first = u;
  }
  return first;
}

/// The registers are the asm's results ($0 ...), the address the operand
/// after them.
struct Tcgen05Ld : NVPattern<Tcgen05LdOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(Tcgen05LdOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    unsigned n = op.getValues().size();
    std::string text = "tcgen05.ld.sync.aligned" +
                       ldStShape(op.getShape(), op.getNum()) + ".b32 " +
                       regList(0, n) + ", [$" + std::to_string(n) + "];";
    if (op.getWait())
      text += "\n\ttcgen05.wait::ld.sync.aligned;";
    if (op.getBraced())
      text = "{\n\t" + text + "\n\t}";
    std::string c;
    for (Type t : op.getValues().getTypes())
      c += ("=" + regConstraint(t) + ",").str();
    c += "r";
    if (n == 1) { // one register: the asm's own result
      replaceWithAsmResults(op, rewriter, text, c, {a.getTaddr()},
                            op.getValues().getTypes(), /*sideEffects=*/true,
                            /*clobber=*/true);
      return success();
    }
    SmallVector<Type> types(op.getValues().getTypes());
    Type structType =
        LLVM::LLVMStructType::getLiteral(rewriter.getContext(), types);
    Value regs = createInlinePtx(rewriter, op.getLoc(), text, structType, c,
                                 {a.getTaddr()}, /*sideEffects=*/true,
                                 /*clobber=*/true);
    // The registers are extracted as the emitters did before this level:
    // all at once after the asm, or, where the next op already uses the
    // first one (a pipeline consuming each register as it is read), each
    // right before its first user in the block. Optimized LLVM IR keeps
    // that order.
    Operation *next = op->getNextNode();
    bool interleave = next && !op.getValues().empty() &&
                      llvm::is_contained(op.getValues()[0].getUsers(), next);
    SmallVector<Value> fields;
    OpBuilder::InsertionGuard g(rewriter);
    rewriter.setInsertionPointAfterValue(regs);
    for (auto [i, result] : llvm::enumerate(op.getValues())) {
      if (interleave)
        if (Operation *first = firstUserInBlock(op, result))
          rewriter.setInsertionPoint(first);
      fields.push_back(LLVM::ExtractValueOp::create(
          rewriter, op.getLoc(), regs, ArrayRef<int64_t>{int64_t(i)}));
    }
    rewriter.replaceOp(op, fields);
    return success();
  }
};

struct Tcgen05St : NVPattern<Tcgen05StOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(Tcgen05StOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    unsigned n = a.getValues().size();
    std::string text = "tcgen05.st.sync.aligned" +
                       ldStShape(op.getShape(), op.getNum()) + ".b32 [$0], " +
                       regList(1, n) + ";";
    std::string c = "r";
    for (Type t : op.getValues().getTypes())
      c += ("," + regConstraint(t)).str();
    SmallVector<Value> operands{a.getTaddr()};
    llvm::append_range(operands, a.getValues());
    replaceWithAsm(op, rewriter, text, c, operands);
    return success();
  }
};

struct Tcgen05Cp : NVPattern<Tcgen05CpOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(Tcgen05CpOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    std::string text =
        "tcgen05.cp" + ctaGroup(op.getCtaGroup()) + "." +
        stringifyTcgen05CpShape(op.getShape()).drop_front().str();
    if (std::optional<Tcgen05CpMulticast> mc = op.getMulticast()) {
      switch (*mc) {
      case Tcgen05CpMulticast::warpx2_02_13:
        text += ".warpx2::02_13";
        break;
      case Tcgen05CpMulticast::warpx2_01_23:
        text += ".warpx2::01_23";
        break;
      case Tcgen05CpMulticast::warpx4:
        text += ".warpx4";
        break;
      }
    }
    replaceWithAsm(op, rewriter, text + " [$0], $1;", "r,l",
                   {a.getTaddr(), a.getDesc()});
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Fences and waits
//===----------------------------------------------------------------------===//

struct Tcgen05Fence : NVPattern<Tcgen05FenceOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(Tcgen05FenceOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    bool before = op.getKind() == Tcgen05FenceKind::before_thread_sync;
    std::string fence =
        ("tcgen05.fence::" + stringifyTcgen05FenceKind(op.getKind()) + ";")
            .str();
    std::string text = fence;
    // The proxy fence on the generic side of the thread synchronization.
    if (op.getProxyAsync())
      text = before ? "fence.proxy.async.shared::cta;\n\t" + fence
                    : fence + "\n\tfence.proxy.async.shared::cta;";
    replaceWithAsm(op, rewriter, text);
    return success();
  }
};

struct Tcgen05Wait : NVPattern<Tcgen05WaitOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(Tcgen05WaitOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    replaceWithAsm(op, rewriter,
                   ("tcgen05.wait::" + stringifyTcgen05WaitKind(op.getKind()) +
                    ".sync.aligned;")
                       .str());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// The commit barrier of the single-CTA lowering
//===----------------------------------------------------------------------===//

struct Tcgen05CommitBarrierInit : NVPattern<Tcgen05CommitBarrierInitOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(Tcgen05CommitBarrierInitOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    replaceWithAsm(op, rewriter,
                   "mbarrier.init.shared::cta.b64 [$0], 1;\n\t"
                   "fence.mbarrier_init.release.cluster;",
                   "r", {a.getBar()});
    return success();
  }
};

struct Tcgen05CommitBarrierWait : NVPattern<Tcgen05CommitBarrierWaitOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(Tcgen05CommitBarrierWaitOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    replaceWithAsm(op, rewriter,
                   "{\n\t.reg .pred done;\n\t"
                   "WAIT:\n\t"
                   "mbarrier.try_wait.parity.shared::cta.b64 done, [$0], $1;"
                   "\n\t"
                   "@done bra DONE;\n\t"
                   "bra WAIT;\n\t"
                   "DONE:\n\t}",
                   "r,r", {a.getBar(), a.getParity()});
    return success();
  }
};
} // namespace

void tile::nv::conv::populateTcgen05Patterns(LLVMTypeConverter &converter,
                                             RewritePatternSet &patterns) {
  patterns.add<Tcgen05Alloc, Tcgen05Dealloc, Tcgen05RelinquishAllocPermit,
               Tcgen05Mma, Tcgen05Commit, Tcgen05Ld, Tcgen05St, Tcgen05Cp,
               Tcgen05Fence, Tcgen05Wait, Tcgen05CommitBarrierInit,
               Tcgen05CommitBarrierWait>(converter);
}
