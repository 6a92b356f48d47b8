//===- TmaToLLVM.cpp - tile_nv bulk asynchronous copies as PTX ------------===//
//
// TMA tensor copies, bulk groups, prefetch.tensormap, mapa and the
// shared::cluster accesses that embed it, createpolicy
// (include/TileDialect/NV/NVTmaOps.td): one pattern per op.
//
//===----------------------------------------------------------------------===//

#include "NVPatterns.h"
#include "TileDialect/NV/NVTmaOps.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace tile;
using namespace tile::nv;
using namespace tile::nv::conv;

namespace {
/// `instr` in a PTX block where it needs one: `setup` (register
/// declarations and conversions, every thread) first, then `instr`, with
/// `leader` (operand index) executed by the thread whose operand is 0 only.
/// The leader block is `wrap`'s; without a leader or setup, `instr` alone.
std::string block(StringRef instr, std::optional<unsigned> leader,
                  StringRef setup = "") {
  if (!leader && setup.empty())
    return instr.str();
  std::string s = "{\n\t";
  if (leader)
    s += ".reg .pred %tl_p;\n\tsetp.eq.u32 %tl_p, $" + std::to_string(*leader) +
         ", 0;\n\t";
  s += setup;
  if (leader)
    s += "@%tl_p ";
  return s + instr.str() + "\n\t}";
}

/// "$first, $first+1, ..." for `n` operands.
std::string operandList(unsigned first, unsigned n) {
  SmallVector<std::string> parts;
  for (unsigned i = 0; i < n; ++i)
    parts.push_back("$" + std::to_string(first + i));
  return llvm::join(parts, ", ");
}

/// The operands of an inline PTX block and their constraints, in order.
struct Operands {
  SmallVector<Value> values;
  SmallVector<std::string> constraints;

  /// Appends `v` with constraint `c`; returns its operand index.
  unsigned add(Value v, StringRef c) {
    values.push_back(v);
    constraints.push_back(c.str());
    return values.size() - 1;
  }
  unsigned add(ValueRange vs, StringRef c) {
    unsigned first = values.size();
    for (Value v : vs)
      add(v, c);
    return first;
  }
  std::optional<unsigned> addOptional(Value v, StringRef c) {
    if (!v)
      return std::nullopt;
    return add(v, c);
  }
  std::string constraintString() const { return llvm::join(constraints, ","); }
};

/// 16-bit PTX operands (im2col offsets, CTA masks) travel as 32-bit values:
/// declares `.b16` register `name` converted from operand $index in
/// `setup`.
std::string narrowTo16(std::string &setup, unsigned index, StringRef name) {
  setup += (".reg .b16 " + name + ";\n\tcvt.u16.u32 " + name + ", $" +
            Twine(index) + ";\n\t")
               .str();
  return name.str();
}

/// The same for operands $first..$first+n-1, named `<prefix>0..`.
SmallVector<std::string> narrowTo16(std::string &setup, unsigned first,
                                    unsigned n, StringRef prefix) {
  SmallVector<std::string> names;
  for (unsigned i = 0; i < n; ++i)
    names.push_back(narrowTo16(setup, first + i, (prefix + Twine(i)).str()));
  return names;
}

/// The end of a tensor copy's operand list: the im2col offsets (16-bit
/// registers `offRegs`), the multicast mask register (loads), the cache
/// hint operand, then the `;`.
std::string copyOperandsTail(ArrayRef<std::string> offRegs, bool mask,
                             std::optional<unsigned> hint) {
  std::string s;
  if (!offRegs.empty())
    s += ", {" + llvm::join(offRegs, ", ") + "}";
  if (mask)
    s += ", %tl_m";
  if (hint)
    s += ", $" + std::to_string(*hint);
  return s + ";";
}

StringRef modeSuffix(TmaMode mode) {
  switch (mode) {
  case TmaMode::tile:
    return "tile";
  case TmaMode::im2col:
    return "im2col";
  case TmaMode::im2col_w:
    return "im2col::w";
  case TmaMode::im2col_w128:
    return "im2col::w::128";
  }
  llvm_unreachable("unknown TMA mode");
}

//===----------------------------------------------------------------------===//
// Tensor copies
//===----------------------------------------------------------------------===//

/// Operands: dst, desc, coords, bar, im2col offsets, mask, cache hint,
/// leader.
struct CpAsyncBulkTensorLoad : NVPattern<CpAsyncBulkTensorLoadOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(CpAsyncBulkTensorLoadOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    unsigned dims = op.getDims();
    Operands o;
    o.add(a.getDst(), "r");
    o.add(a.getDesc(), "l");
    o.add(a.getCoords(), "r");
    unsigned bar = o.add(a.getBar(), "r");
    unsigned numOffs = a.getIm2colOffsets().size();
    unsigned offs = o.add(a.getIm2colOffsets(), "r");
    std::optional<unsigned> mask = o.addOptional(a.getMulticastMask(), "r");
    std::optional<unsigned> hint = o.addOptional(a.getCacheHint(), "l");
    std::optional<unsigned> leader = o.addOptional(a.getLeader(), "r");

    std::string setup;
    SmallVector<std::string> offRegs =
        narrowTo16(setup, offs, numOffs, "%tl_o");
    if (mask)
      narrowTo16(setup, *mask, "%tl_m");
    std::string text = "cp.async.bulk.tensor." + std::to_string(dims) +
                       "d.shared::cluster.global." +
                       modeSuffix(op.getMode()).str() +
                       ".mbarrier::complete_tx::bytes";
    if (mask)
      text += ".multicast::cluster";
    if (std::optional<uint32_t> group = op.getCtaGroup())
      text += ".cta_group::" + std::to_string(*group);
    if (hint)
      text += ".L2::cache_hint";
    text += " [$0], [$1, {" + operandList(2, dims) + "}], [$" +
            std::to_string(bar) + "]" +
            copyOperandsTail(offRegs, bool(mask), hint);
    replaceWithAsm(op, rewriter, block(text, leader, setup),
                   o.constraintString(), o.values);
    return success();
  }
};

/// Operands: desc, coords, src, cache hint, leader.
struct CpAsyncBulkTensorStore : NVPattern<CpAsyncBulkTensorStoreOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(CpAsyncBulkTensorStoreOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    unsigned dims = op.getDims();
    Operands o;
    o.add(a.getDesc(), "l");
    o.add(a.getCoords(), "r");
    unsigned src = o.add(a.getSrc(), "r");
    std::optional<unsigned> hint = o.addOptional(a.getCacheHint(), "l");
    std::optional<unsigned> leader = o.addOptional(a.getLeader(), "r");

    std::string d = std::to_string(dims) + "d.global.shared::cta.";
    std::string text = op.getReduce()
                           ? "cp.reduce.async.bulk.tensor." + d +
                                 stringifyTmaReduce(*op.getReduce()).str() +
                                 ".tile.bulk_group"
                           : "cp.async.bulk.tensor." + d + "tile.bulk_group";
    if (hint)
      text += ".L2::cache_hint";
    text += " [$0, {" + operandList(1, dims) + "}], [$" +
            std::to_string(src) + "]" +
            copyOperandsTail({}, /*mask=*/false, hint);
    if (op.getCommitGroup())
      text += std::string("\n\t") + (leader ? "@%tl_p " : "") +
              "cp.async.bulk.commit_group;";
    replaceWithAsm(op, rewriter, block(text, leader), o.constraintString(),
                   o.values);
    return success();
  }
};

/// Operands: desc, coords, im2col offsets, cache hint, leader.
struct CpAsyncBulkTensorPrefetch : NVPattern<CpAsyncBulkTensorPrefetchOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(CpAsyncBulkTensorPrefetchOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    unsigned dims = op.getDims();
    Operands o;
    o.add(a.getDesc(), "l");
    o.add(a.getCoords(), "r");
    unsigned numOffs = a.getIm2colOffsets().size();
    unsigned offs = o.add(a.getIm2colOffsets(), "r");
    std::optional<unsigned> hint = o.addOptional(a.getCacheHint(), "l");
    std::optional<unsigned> leader = o.addOptional(a.getLeader(), "r");

    std::string setup;
    SmallVector<std::string> offRegs =
        narrowTo16(setup, offs, numOffs, "%tl_o");
    std::string text = "cp.async.bulk.prefetch.tensor." + std::to_string(dims) +
                       "d.L2.global." + modeSuffix(op.getMode()).str();
    if (hint)
      text += ".L2::cache_hint";
    text += " [$0, {" + operandList(1, dims) + "}]" +
            copyOperandsTail(offRegs, /*mask=*/false, hint);
    replaceWithAsm(op, rewriter, block(text, leader, setup),
                   o.constraintString(), o.values);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Bulk groups
//===----------------------------------------------------------------------===//

struct CpAsyncBulkCommitGroup : NVPattern<CpAsyncBulkCommitGroupOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(CpAsyncBulkCommitGroupOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    replaceWithAsm(op, rewriter, "cp.async.bulk.commit_group;");
    return success();
  }
};

struct CpAsyncBulkWaitGroup : NVPattern<CpAsyncBulkWaitGroupOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(CpAsyncBulkWaitGroupOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Operands o;
    std::optional<unsigned> leader = o.addOptional(a.getLeader(), "r");
    std::string text = std::string("cp.async.bulk.wait_group") +
                       (op.getRead() ? ".read " : " ") +
                       std::to_string(op.getPending()) + ";";
    replaceWithAsm(op, rewriter, block(text, leader), o.constraintString(),
                   o.values);
    return success();
  }
};

struct PrefetchTensormap : NVPattern<PrefetchTensormapOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(PrefetchTensormapOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Operands o;
    o.add(a.getDesc(), "l");
    std::optional<unsigned> leader = o.addOptional(a.getLeader(), "r");
    replaceWithAsm(op, rewriter, block("prefetch.tensormap [$0];", leader),
                   o.constraintString(), o.values);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Distributed shared memory
//===----------------------------------------------------------------------===//

struct Mapa : NVPattern<MapaOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(MapaOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    // An address from an address: no side effects, no memory clobber.
    replaceWithAsmResults(op, rewriter, "mapa.shared::cluster.u32 $0, $1, $2;",
                          "=r,r,r", {a.getAddr(), a.getRank()},
                          rewriter.getI32Type(), /*sideEffects=*/false,
                          /*clobber=*/false);
    return success();
  }
};

/// The ld/st type suffix and register constraint of a shared::cluster
/// access of `type` (`u8`: a byte in an i32).
std::pair<StringRef, StringRef> accessType(Type type, bool u8) {
  if (u8)
    return {"u8", "r"};
  if (type.isF32())
    return {"f32", "f"};
  if (type.isF64())
    return {"f64", "d"};
  switch (type.getIntOrFloatBitWidth()) {
  case 16:
    return {"b16", "h"};
  case 64:
    return {"b64", "l"};
  default:
    return {"b32", "r"};
  }
}

/// Maps the address into block `rank`'s window (%tl_a), then the access.
std::string mapaBlock(StringRef addr, StringRef rank, StringRef access) {
  return ("{\n\t.reg .b32 %tl_a;\n\tmapa.shared::cluster.u32 %tl_a, " + addr +
          ", " + rank + ";\n\t" + access + "\n\t}")
      .str();
}

struct LdSharedCluster : NVPattern<LdSharedClusterOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(LdSharedClusterOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = op.getResult().getType();
    auto [suffix, c] = accessType(type, op.getU8());
    replaceWithAsm(
        op, rewriter,
        mapaBlock("$1", "$2",
                  ("ld.shared::cluster." + suffix + " $0, [%tl_a];").str()),
        ("=" + c + ",r,r").str(), {a.getAddr(), a.getRank()}, type);
    return success();
  }
};

struct StSharedCluster : NVPattern<StSharedClusterOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(StSharedClusterOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    auto [suffix, c] = accessType(op.getValue().getType(), op.getU8());
    replaceWithAsm(
        op, rewriter,
        mapaBlock("$0", "$1",
                  ("st.shared::cluster." + suffix + " [%tl_a], $2;").str()),
        ("r,r," + c).str(), {a.getAddr(), a.getRank(), a.getValue()});
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Cache policies
//===----------------------------------------------------------------------===//

/// Register-only: no side effects and no memory clobber, so LLVM may CSE
/// or drop it like the op.
struct CreatePolicyFractional : NVPattern<CreatePolicyFractionalOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(CreatePolicyFractionalOp op, Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string text = ("createpolicy.fractional.L2::" +
                        stringifyL2Eviction(op.getEviction()) + ".b64 $0, 1.0;")
                           .str();
    replaceWithAsmResults(op, rewriter, text, "=l", {}, {rewriter.getI64Type()},
                          /*sideEffects=*/false,
                          /*clobber=*/false);
    return success();
  }
};
} // namespace

void tile::nv::conv::populateTmaPatterns(LLVMTypeConverter &converter,
                                         RewritePatternSet &patterns) {
  patterns.add<CpAsyncBulkTensorLoad, CpAsyncBulkTensorStore,
               CpAsyncBulkTensorPrefetch, CpAsyncBulkCommitGroup,
               CpAsyncBulkWaitGroup, PrefetchTensormap, Mapa, LdSharedCluster,
               StSharedCluster, CreatePolicyFractional>(converter);
}
