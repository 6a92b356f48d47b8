//===- SyncToLLVM.cpp - tile_nv synchronization and copies as PTX ---------===//
//
// mbarriers, fences, barriers, cp.async, setmaxnreg, griddepcontrol
// (include/TileDialect/NV/NVSyncOps.td): one pattern per op.
//
//===----------------------------------------------------------------------===//

#include "NVPatterns.h"
#include "TileDialect/NV/NVSyncOps.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace tile;
using namespace tile::nv;
using namespace tile::nv::conv;

namespace {
//===----------------------------------------------------------------------===//
// mbarrier
//===----------------------------------------------------------------------===//

struct MbarrierInit : NVPattern<MbarrierInitOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(MbarrierInitOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> operands{a.getAddr()};
    std::string count;
    if (a.getCount()) {
      operands.push_back(a.getCount());
      count = "$1";
    } else {
      count = std::to_string(*op.getCountImm());
    }
    std::optional<unsigned> leader;
    if (a.getLeader()) {
      leader = operands.size();
      operands.push_back(a.getLeader());
    }
    std::string instr = "mbarrier.init" + spaceSuffix(op.getSpace()) +
                        ".b64 [$0], " + count + ";";
    replaceWithAsm(op, rewriter, wrap(instr, leader, std::nullopt, 0),
                   regs(operands.size()), operands);
    return success();
  }
};

struct MbarrierInval : NVPattern<MbarrierInvalOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(MbarrierInvalOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> operands{a.getAddr()};
    std::optional<unsigned> leader;
    if (a.getLeader()) {
      leader = operands.size();
      operands.push_back(a.getLeader());
    }
    std::string instr =
        "mbarrier.inval" + spaceSuffix(op.getSpace()) + ".b64 [$0];";
    replaceWithAsm(op, rewriter, wrap(instr, leader, std::nullopt, 0),
                   regs(operands.size()), operands);
    return success();
  }
};

/// mbarrier.arrive: operands [state,] addr[, rank][, count].
struct MbarrierArrive : NVPattern<MbarrierArriveOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(MbarrierArriveOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    bool state = bool(op.getState());
    unsigned first = state ? 1 : 0;
    SmallVector<Value> operands{a.getAddr()};
    std::optional<unsigned> rank;
    if (a.getRank()) {
      rank = first + operands.size();
      operands.push_back(a.getRank());
    }
    std::string instr = "mbarrier.arrive" +
                        semScope(op.getSem(), op.getScope()) +
                        spaceSuffix(op.getSpace()) + ".b64 " +
                        (state ? "$0" : "_") + ", " +
                        (rank ? std::string("[%tl_a]")
                              : "[$" + std::to_string(first) + "]");
    if (a.getCount()) {
      instr += ", $" + std::to_string(first + operands.size());
      operands.push_back(a.getCount());
    }
    instr += ";";
    std::string c = regs(operands.size());
    if (state)
      c = "=l," + c;
    replaceWithAsm(op, rewriter, wrap(instr, std::nullopt, rank, first), c,
                   operands, state ? rewriter.getI64Type() : Type());
    return success();
  }
};

/// arrive.expect_tx / expect_tx / complete_tx: operands addr, tx_count[,
/// rank][, leader].
template <typename Op> struct MbarrierTx : NVPattern<Op> {
  using NVPattern<Op>::NVPattern;
  LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    constexpr bool arrive = std::is_same_v<Op, MbarrierArriveExpectTxOp>;
    StringRef name = arrive ? "mbarrier.arrive.expect_tx"
                     : std::is_same_v<Op, MbarrierExpectTxOp>
                         ? "mbarrier.expect_tx"
                         : "mbarrier.complete_tx";
    SmallVector<Value> operands{a.getAddr(), a.getTxCount()};
    std::optional<unsigned> rank, leader;
    if (a.getRank()) {
      rank = operands.size();
      operands.push_back(a.getRank());
    }
    if (a.getLeader()) {
      leader = operands.size();
      operands.push_back(a.getLeader());
    }
    std::string instr = (name + semScope(op.getSem(), op.getScope()) +
                         spaceSuffix(op.getSpace()) + ".b64 " +
                         (arrive ? "_, " : "") +
                         (rank ? "[%tl_a]" : "[$0]") + ", $1;")
                            .str();
    replaceWithAsm(op, rewriter, wrap(instr, leader, rank, 0),
                   regs(operands.size()), operands);
    return success();
  }
};

/// "r" for a parity (i32), "l" for a state (i64).
StringRef phaseConstraint(Value phase) {
  return phase.getType().isInteger(32) ? "r" : "l";
}
StringRef parityModifier(Value phase) {
  return phase.getType().isInteger(32) ? ".parity" : "";
}

struct MbarrierTestWait : NVPattern<MbarrierTestWaitOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(MbarrierTestWaitOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    std::string body = ("mbarrier.test_wait" + parityModifier(op.getPhase()) +
                        spaceSuffix(op.getSpace()) + ".b64 %tl_p, [$1], $2;")
                           .str();
    replaceWithAsm(op, rewriter, predicateAsI32(body),
                   ("=r,r," + phaseConstraint(op.getPhase())).str(),
                   {a.getAddr(), a.getPhase()}, rewriter.getI32Type());
    return success();
  }
};

struct MbarrierTryWait : NVPattern<MbarrierTryWaitOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(MbarrierTryWaitOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> operands{a.getAddr(), a.getPhase()};
    std::string c = ("=r,r," + phaseConstraint(op.getPhase())).str();
    std::string body = ("mbarrier.try_wait" + parityModifier(op.getPhase()) +
                        spaceSuffix(op.getSpace()) + ".b64 %tl_p, [$1], $2")
                           .str();
    if (a.getTimeout()) {
      operands.push_back(a.getTimeout());
      body += ", $3";
      c += ",r";
    }
    replaceWithAsm(op, rewriter, predicateAsI32(body + ";"), c, operands,
                   rewriter.getI32Type());
    return success();
  }
};

struct MbarrierWait : NVPattern<MbarrierWaitOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(MbarrierWaitOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    std::string text =
        ("{\n\t.reg .pred %tl_p;\n\tTL_WAIT:\n\tmbarrier.try_wait" +
         parityModifier(op.getPhase()) + spaceSuffix(op.getSpace()) +
         ".b64 %tl_p, [$0], $1;\n\t@!%tl_p bra TL_WAIT;\n\t}")
            .str();
    replaceWithAsm(op, rewriter, text,
                   ("r," + phaseConstraint(op.getPhase())).str(),
                   {a.getAddr(), a.getPhase()});
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Fences and barriers
//===----------------------------------------------------------------------===//

struct FenceProxyAsync : NVPattern<FenceProxyAsyncOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(FenceProxyAsyncOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string text = "fence.proxy.async";
    if (std::optional<Space> space = op.getSpace())
      text += spaceSuffix(*space);
    replaceWithAsm(op, rewriter, text + ";", "", {}, Type(),
                   /*clobber=*/!op.getNoMemoryClobber());
    return success();
  }
};

struct FenceMbarrierInit : NVPattern<FenceMbarrierInitOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(FenceMbarrierInitOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    replaceWithAsm(op, rewriter, "fence.mbarrier_init.release.cluster;");
    return success();
  }
};

struct Fence : NVPattern<FenceOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(FenceOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    replaceWithAsm(op, rewriter,
                   ("fence." + stringifySem(op.getSem()) + "." +
                    stringifyScope(op.getScope()) + ";")
                       .str());
    return success();
  }
};

struct BarrierClusterArrive : NVPattern<BarrierClusterArriveOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(BarrierClusterArriveOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string text = "barrier.cluster.arrive";
    if (op.getRelaxed())
      text += ".relaxed";
    if (op.getAligned())
      text += ".aligned";
    replaceWithAsm(op, rewriter, text + ";");
    return success();
  }
};

struct BarrierClusterWait : NVPattern<BarrierClusterWaitOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(BarrierClusterWaitOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string text = "barrier.cluster.wait";
    if (op.getAligned())
      text += ".aligned";
    replaceWithAsm(op, rewriter, text + ";");
    return success();
  }
};

/// bar.sync / bar.arrive `id[, threads]`.
template <typename Op> struct NamedBarrier : NVPattern<Op> {
  using NVPattern<Op>::NVPattern;
  LogicalResult
  matchAndRewrite(Op op, typename Op::Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    std::string text = std::is_same_v<Op, BarSyncOp> ? "bar.sync " : "bar.arrive ";
    text += std::to_string(op.getId());
    if (a.getThreadCount()) {
      replaceWithAsm(op, rewriter, text + ", $0;", "r", {a.getThreadCount()});
      return success();
    }
    if (std::optional<uint32_t> n = op.getThreads())
      text += ", " + std::to_string(*n);
    replaceWithAsm(op, rewriter, text + ";");
    return success();
  }
};

//===----------------------------------------------------------------------===//
// cp.async
//===----------------------------------------------------------------------===//

struct CpAsync : NVPattern<CpAsyncOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(CpAsyncOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    std::string text = ("cp.async." + stringifyCpAsyncCache(op.getCache()) +
                        ".shared.global [$0], [$1], " +
                        Twine(op.getSize()))
                           .str();
    SmallVector<Value> operands{a.getDst(), a.getSrc()};
    std::string c = "r,l";
    if (a.getSrcSize()) {
      operands.push_back(a.getSrcSize());
      text += ", $2";
      c += ",r";
    }
    replaceWithAsm(op, rewriter, text + ";", c, operands);
    return success();
  }
};

struct CpAsyncCommitGroup : NVPattern<CpAsyncCommitGroupOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(CpAsyncCommitGroupOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    replaceWithAsm(op, rewriter, "cp.async.commit_group;");
    return success();
  }
};

struct CpAsyncWaitGroup : NVPattern<CpAsyncWaitGroupOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(CpAsyncWaitGroupOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    replaceWithAsm(op, rewriter,
                   "cp.async.wait_group " + std::to_string(op.getPending()) +
                       ";");
    return success();
  }
};

struct CpAsyncWaitAll : NVPattern<CpAsyncWaitAllOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(CpAsyncWaitAllOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    replaceWithAsm(op, rewriter, "cp.async.wait_all;");
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Registers and launches
//===----------------------------------------------------------------------===//

struct SetMaxNReg : NVPattern<SetMaxNRegOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(SetMaxNRegOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    replaceWithAsm(op, rewriter,
                   ("setmaxnreg." + stringifyRegAction(op.getAction()) +
                    ".sync.aligned.u32 " + Twine(op.getCount()) + ";")
                       .str());
    return success();
  }
};

/// The NVVM op (the intrinsic), as tile emitted it before this level.
struct GridDepControl : NVPattern<GridDepControlOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(GridDepControlOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::GriddepcontrolOp>(
        op, op.getAction() == GridDepAction::wait
                ? NVVM::GridDepActionKind::wait
                : NVVM::GridDepActionKind::launch_dependents);
    return success();
  }
};
} // namespace

void tile::nv::conv::populateSyncPatterns(LLVMTypeConverter &converter,
                                          RewritePatternSet &patterns) {
  patterns.add<MbarrierInit, MbarrierInval, MbarrierArrive,
               MbarrierTx<MbarrierArriveExpectTxOp>,
               MbarrierTx<MbarrierExpectTxOp>,
               MbarrierTx<MbarrierCompleteTxOp>, MbarrierTestWait,
               MbarrierTryWait, MbarrierWait, FenceProxyAsync,
               FenceMbarrierInit, Fence, BarrierClusterArrive,
               BarrierClusterWait, NamedBarrier<BarSyncOp>,
               NamedBarrier<BarArriveOp>, CpAsync, CpAsyncCommitGroup,
               CpAsyncWaitGroup, CpAsyncWaitAll, SetMaxNReg, GridDepControl>(
      converter);
}
