//===- NVPatterns.h - What the tile_nv patterns share -----------*- C++ -*-===//
//
// Private to lib/Conversion/NVToLLVM: the text helpers and the pattern base
// of every family's patterns (SyncToLLVM.cpp, ...), and each family's
// populate function, which populateNVToLLVMPatterns calls.
//
//===----------------------------------------------------------------------===//
#ifndef LIB_CONVERSION_NVTOLLVM_NVPATTERNS_H
#define LIB_CONVERSION_NVTOLLVM_NVPATTERNS_H

#include "TileDialect/Conversion/NVToLLVM.h"
#include "TileDialect/NV/NVDialect.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

namespace tile::nv::conv {
using namespace mlir;

/// `.shared`, `.shared::cta`, `.shared::cluster`, `.global`.
inline std::string spaceSuffix(Space space) {
  switch (space) {
  case Space::shared: return ".shared";
  case Space::shared_cta: return ".shared::cta";
  case Space::shared_cluster: return ".shared::cluster";
  case Space::global: return ".global";
  }
  llvm_unreachable("unknown state space");
}

/// `.sem.scope` when both are given, else nothing.
inline std::string semScope(std::optional<Sem> sem, std::optional<Scope> scope) {
  if (!sem || !scope)
    return "";
  return ("." + stringifySem(*sem) + "." + stringifyScope(*scope)).str();
}

/// Replaces `op` with side-effecting inline PTX `text`, which clobbers
/// memory unless `clobber` is false.
inline void replaceWithAsm(Operation *op, ConversionPatternRewriter &rewriter,
                    StringRef text, StringRef constraints = "",
                    ValueRange operands = {}, Type result = Type(),
                    bool clobber = true) {
  Value v = createInlinePtx(rewriter, op->getLoc(), text, result, constraints,
                            operands, /*sideEffects=*/true, clobber);
  if (result)
    rewriter.replaceOp(op, v);
  else
    rewriter.eraseOp(op);
}

/// "r,r,...": `n` 32-bit register constraints.
inline std::string regs(unsigned n) {
  std::string s;
  for (unsigned i = 0; i < n; ++i)
    s += i ? ",r" : "r";
  return s;
}

/// `instr` in a PTX block: with `leader` (operand index) executed by the
/// thread whose operand is 0 only; with `rank` (operand index) after
/// mapping the barrier (operand `addr`) to block `rank` of the cluster into
/// %tl_a (which `instr` names).
inline std::string wrap(StringRef instr, std::optional<unsigned> leader,
                 std::optional<unsigned> rank, unsigned addr) {
  if (!leader && !rank)
    return instr.str();
  std::string p = leader ? "@%tl_p " : "";
  std::string s = "{\n\t";
  if (leader)
    s += ".reg .pred %tl_p;\n\t";
  if (rank)
    s += ".reg .b32 %tl_a;\n\t";
  if (leader)
    s += "setp.eq.u32 %tl_p, $" + std::to_string(*leader) + ", 0;\n\t";
  if (rank)
    s += p + "mapa.shared::cluster.u32 %tl_a, $" + std::to_string(addr) +
         ", $" + std::to_string(*rank) + ";\n\t";
  return s + p + instr.str() + "\n\t}";
}

/// A predicate `body` writes to %tl_p (reading operands from $1) as an
/// i32, 1 or 0.
inline std::string predicateAsI32(StringRef body) {
  return ("{\n\t.reg .pred %tl_p;\n\t" + body +
          "\n\tselp.u32 $0, 1, 0, %tl_p;\n\t}")
      .str();
}

template <typename Op> struct NVPattern : ConvertOpToLLVMPattern<Op> {
  using ConvertOpToLLVMPattern<Op>::ConvertOpToLLVMPattern;
  using Adaptor = typename Op::Adaptor;
};


/// Replaces `op` with inline PTX `text` whose results are `results`: none,
/// one value, or (several) the fields of a literal struct, extracted in
/// order. `sideEffects` and `clobber` as in tile::createInlinePtx.
inline void replaceWithAsmResults(Operation *op,
                                  ConversionPatternRewriter &rewriter,
                                  StringRef text, StringRef constraints,
                                  ValueRange operands, TypeRange results,
                                  bool sideEffects, bool clobber) {
  Location loc = op->getLoc();
  Type type;
  if (results.size() == 1)
    type = results[0];
  else if (results.size() > 1)
    type = LLVM::LLVMStructType::getLiteral(rewriter.getContext(),
                                            SmallVector<Type>(results));
  Value v = createInlinePtx(rewriter, loc, text, type, constraints, operands,
                            sideEffects, clobber);
  if (results.empty()) {
    rewriter.eraseOp(op);
    return;
  }
  if (results.size() == 1) {
    rewriter.replaceOp(op, v);
    return;
  }
  SmallVector<Value> fields;
  for (size_t i = 0; i < results.size(); ++i)
    fields.push_back(LLVM::ExtractValueOp::create(
        rewriter, loc, v, ArrayRef<int64_t>{int64_t(i)}));
  rewriter.replaceOp(op, fields);
}

/// Each family's patterns (one per op).
void populateSyncPatterns(LLVMTypeConverter &converter,
                          RewritePatternSet &patterns);
void populateMemPatterns(LLVMTypeConverter &converter,
                         RewritePatternSet &patterns);
void populateMmaPatterns(LLVMTypeConverter &converter,
                         RewritePatternSet &patterns);
void populateTcgen05Patterns(LLVMTypeConverter &converter,
                             RewritePatternSet &patterns);
void populateTmaPatterns(LLVMTypeConverter &converter,
                         RewritePatternSet &patterns);
} // namespace tile::nv::conv

#endif
