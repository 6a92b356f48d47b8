//===- MemToLLVM.cpp - tile_nv global accesses, conversions as PTX --------===//
//
// Predicated and vectorized global loads and stores, 8-bit float
// conversions, global atomics and the shared-memory word load
// (include/TileDialect/NV/NVMemOps.td): one pattern per op.
// An element travels in the register PTX moves it in (.b16 for 8 and 16
// bits, zero-extended; .b32; .b64; floats by bit pattern): the moves into
// and out of those registers are written here, in the order tile emitted
// them before this level (the conversions of the operands, the asm, then
// each result's extraction and conversion).
//
//===----------------------------------------------------------------------===//

#include "NVPatterns.h"
#include "TileDialect/NV/NVMemOps.h"

using namespace mlir;
using namespace tile;
using namespace tile::nv;
using namespace tile::nv::conv;

namespace {

/// How an element of type `t` travels through inline PTX.
struct RegClass {
  unsigned bits;      ///< the element's width (8 for anything narrower)
  IntegerType reg;    ///< the register's type
  StringRef ldType;   ///< ld type suffix
  StringRef stType;   ///< st type suffix (8-bit values are stored as .b8)
  StringRef movType;  ///< mov type suffix
  StringRef constraint;
};

RegClass regClassOf(Type t) {
  MLIRContext *ctx = t.getContext();
  unsigned bits = t.getIntOrFloatBitWidth();
  if (bits <= 8)
    return {8, IntegerType::get(ctx, 16), "u8", "b8", "b16", "h"};
  if (bits == 16)
    return {16, IntegerType::get(ctx, 16), "b16", "b16", "b16", "h"};
  if (bits == 32)
    return {32, IntegerType::get(ctx, 32), "b32", "b32", "b32", "r"};
  return {64, IntegerType::get(ctx, 64), "b64", "b64", "b64", "l"};
}

/// `v` as the integer register of its class (floats by bit pattern).
Value toRegister(OpBuilder &b, Location loc, Value v) {
  RegClass c = regClassOf(v.getType());
  unsigned bits = v.getType().getIntOrFloatBitWidth();
  if (isa<FloatType>(v.getType()))
    v = LLVM::BitcastOp::create(b, loc, b.getIntegerType(bits), v);
  if (bits < c.reg.getWidth())
    v = LLVM::ZExtOp::create(b, loc, c.reg, v);
  return v;
}

/// Register `reg` as an element of type `t`.
Value fromRegister(OpBuilder &b, Location loc, Value reg, Type t) {
  unsigned bits = t.getIntOrFloatBitWidth();
  if (bits < cast<IntegerType>(reg.getType()).getWidth())
    reg = LLVM::TruncOp::create(b, loc, b.getIntegerType(bits), reg);
  if (isa<FloatType>(t))
    reg = LLVM::BitcastOp::create(b, loc, t, reg);
  return reg;
}

/// An i1 as the i32 a `setp.ne.b32` reads.
Value predicate(OpBuilder &b, Location loc, Value i1) {
  return LLVM::ZExtOp::create(b, loc, b.getI32Type(), i1);
}

std::string arg(int64_t i) { return "$" + std::to_string(i); }

/// The b32 words a vector access of `n` elements of `bytes` each moves its
/// elements in, pairs packed low half first (8 16-bit elements: 4 words),
/// or 0 where it moves them as they are (PTX has no `.v8.b16`).
int64_t packedWords(int64_t n, int64_t bytes) {
  return n > 4 && bytes == 2 ? n / 2 : 0;
}

/// Declares `words` b32 registers %tile_w0.. for packedWords.
std::string packedRegisters(int64_t words) {
  return words ? ".reg .b32 %tile_w<" + std::to_string(words) + ">;\n"
               : std::string();
}

/// "{%tile_w0, %tile_w1, ...}".
std::string packedList(int64_t words) {
  std::string list = "{";
  for (int64_t w = 0; w < words; ++w)
    list += (w ? ", %tile_w" : "%tile_w") + std::to_string(w);
  return list + "}";
}

/// The operands of a vector access's addresses: the first, and where the
/// elements are not `contiguous` one per element; element i's address in
/// the text as "[$k]" or "[$k+offset]" (one 64-bit register per run stays
/// live instead of one per element where the offsets rise by one).
SmallVector<std::string> addresses(ValueRange addrs, int64_t n,
                                   bool contiguous, int64_t bytes,
                                   SmallVectorImpl<Value> &operands,
                                   std::string &constraints,
                                   int64_t firstArg) {
  SmallVector<std::string> a;
  int64_t k = firstArg;
  for (int64_t i = 0; i < n; ++i) {
    if (i && contiguous) {
      a.push_back("[" + arg(firstArg) + "+" + std::to_string(i * bytes) + "]");
      continue;
    }
    a.push_back("[" + arg(k++) + "]");
    operands.push_back(addrs[i]);
    constraints += ",l";
  }
  return a;
}

/// An llvm.inline_asm whose result is a literal struct of `n` registers of
/// type `reg` (even for one), without side effects.
Value structAsm(OpBuilder &b, Location loc, Type reg, int64_t n,
                ValueRange operands, StringRef text, StringRef constraints) {
  auto type = LLVM::LLVMStructType::getLiteral(b.getContext(),
                                               SmallVector<Type>(n, reg));
  return createInlinePtx(b, loc, text, type, constraints, operands,
                         /*sideEffects=*/false, /*clobber=*/false);
}

struct LdGlobal : NVPattern<LdGlobalOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(LdGlobalOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type t = op.getResult().getType();
    RegClass c = regClassOf(t);
    Value pred = predicate(rewriter, loc, a.getMask());
    Value other = toRegister(rewriter, loc, a.getOther());
    std::string text = ("{\n.reg .pred %tile_p;\nsetp.ne.b32 %tile_p, $2, "
                        "0;\nmov." + c.movType + " $0, $3;\n@%tile_p "
                        "ld.global." + c.ldType + " $0, [$1];\n}")
                           .str();
    std::string constraints =
        ("=&" + c.constraint + ",l,r," + c.constraint).str();
    Value reg = createInlinePtx(rewriter, loc, text, c.reg, constraints,
                                {a.getPtr(), pred, other},
                                /*sideEffects=*/false, /*clobber=*/false);
    rewriter.replaceOp(op, fromRegister(rewriter, loc, reg, t));
    return success();
  }
};

struct StGlobal : NVPattern<StGlobalOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(StGlobalOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RegClass c = regClassOf(op.getValue().getType());
    Value pred = predicate(rewriter, loc, a.getMask());
    Value value = toRegister(rewriter, loc, a.getValue());
    std::string text = ("{\n.reg .pred %tile_p;\nsetp.ne.b32 %tile_p, $1, "
                        "0;\n@%tile_p st.global." + c.stType +
                        " [$0], $2;\n}")
                           .str();
    // Side effects, but no memory clobber: tile never ordered other
    // accesses around these stores.
    replaceWithAsm(op, rewriter, text, ("l,r," + c.constraint).str(),
                   {a.getPtr(), pred, value}, Type(), /*clobber=*/false);
    return success();
  }
};

struct LdGlobalVec : NVPattern<LdGlobalVecOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(LdGlobalVecOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    int64_t n = op.getElems().size();
    Type t = op.getElems().front().getType();
    RegClass c = regClassOf(t);
    int64_t bytes = c.bits / 8;
    // $0 .. $n-1 the elements, $n fast, then the addresses, each element's
    // slow mask and `other`.
    std::string constraints;
    for (int64_t i = 0; i < n; ++i)
      constraints += ("=&" + c.constraint + ",").str();
    constraints += "r";
    SmallVector<Value> operands{predicate(rewriter, loc, a.getFast())};
    SmallVector<std::string> addr =
        addresses(a.getAddrs(), n, op.getContiguous(), bytes, operands,
                  constraints, n + 1);
    int64_t slowArg = n + int64_t(operands.size());
    for (Value slow : a.getSlowMasks()) {
      operands.push_back(predicate(rewriter, loc, slow));
      constraints += ",r";
    }
    int64_t otherArg = slowArg + int64_t(a.getSlowMasks().size());
    if (a.getOther()) {
      constraints += ("," + c.constraint).str();
      operands.push_back(toRegister(rewriter, loc, a.getOther()));
    }
    std::string text = "{\n.reg .pred %tile_v, %tile_p;\n"
                       "setp.ne.b32 %tile_v, " + arg(n) + ", 0;\n";
    if (a.getOther())
      for (int64_t i = 0; i < n; ++i)
        text += ("mov." + c.movType + " " + arg(i) + ", " + arg(otherArg) +
                 ";\n").str();
    if (int64_t words = packedWords(n, bytes)) {
      // Pairs packed in b32 words (low half first), unpacked where loaded.
      text += packedRegisters(words) + "@%tile_v ld.global.v" +
              std::to_string(words) + ".b32 " + packedList(words) + ", " +
              addr[0] + ";\n";
      for (int64_t w = 0; w < words; ++w)
        text += "@%tile_v mov.b32 {" + arg(2 * w) + ", " + arg(2 * w + 1) +
                "}, %tile_w" + std::to_string(w) + ";\n";
    } else {
      text += "@%tile_v ld.global.v" + std::to_string(n) + "." +
              c.ldType.str() + " {";
      for (int64_t i = 0; i < n; ++i)
        text += (i ? ", " : "") + arg(i);
      text += "}, " + addr[0] + ";\n";
    }
    for (int64_t i = 0, e = a.getSlowMasks().size(); i < e; ++i)
      text += ("setp.ne.b32 %tile_p, " + arg(slowArg + i) +
               ", 0;\n@%tile_p ld.global." + c.ldType + " " + arg(i) +
               ", " + addr[i] + ";\n")
                  .str();
    text += "}";
    Value regs =
        structAsm(rewriter, loc, c.reg, n, operands, text, constraints);
    SmallVector<Value> elems;
    for (int64_t i = 0; i < n; ++i)
      elems.push_back(fromRegister(
          rewriter, loc, LLVM::ExtractValueOp::create(rewriter, loc, regs, i),
          t));
    rewriter.replaceOp(op, elems);
    return success();
  }
};

struct StGlobalVec : NVPattern<StGlobalVecOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(StGlobalVecOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    int64_t n = op.getValues().size();
    RegClass c = regClassOf(op.getValues().front().getType());
    int64_t bytes = c.bits / 8;
    // $0 fast, $1 .. $n the values, then the addresses and each element's
    // slow mask.
    std::string constraints = "r";
    SmallVector<Value> operands{predicate(rewriter, loc, a.getFast())};
    for (Value v : a.getValues()) {
      operands.push_back(toRegister(rewriter, loc, v));
      constraints += ("," + c.constraint).str();
    }
    SmallVector<std::string> addr =
        addresses(a.getAddrs(), n, op.getContiguous(), bytes, operands,
                  constraints, n + 1);
    int64_t slowArg = int64_t(operands.size());
    for (Value m : a.getSlowMasks()) {
      operands.push_back(predicate(rewriter, loc, m));
      constraints += ",r";
    }
    std::string text = "{\n.reg .pred %tile_v, %tile_p;\n"
                       "setp.ne.b32 %tile_v, $0, 0;\n";
    if (int64_t words = packedWords(n, bytes)) {
      // Pairs packed in b32 words, the lower address in the low half.
      text += packedRegisters(words);
      for (int64_t w = 0; w < words; ++w)
        text += "mov.b32 %tile_w" + std::to_string(w) + ", {" +
                arg(2 * w + 1) + ", " + arg(2 * w + 2) + "};\n";
      text += "@%tile_v st.global.v" + std::to_string(words) + ".b32 " +
              addr[0] + ", " + packedList(words) + ";\n";
    } else {
      text += "@%tile_v st.global.v" + std::to_string(n) + "." +
              c.stType.str() + " " + addr[0] + ", {";
      for (int64_t i = 0; i < n; ++i)
        text += (i ? ", " : "") + arg(i + 1);
      text += "};\n";
    }
    for (int64_t i = 0, e = a.getSlowMasks().size(); i < e; ++i)
      text += "setp.ne.b32 %tile_p, " + arg(slowArg + i) +
              ", 0;\n@%tile_p st.global." + c.stType.str() + " " + addr[i] +
              ", " + arg(i + 1) + ";\n";
    text += "}";
    replaceWithAsm(op, rewriter, text, constraints, operands, Type(),
                   /*clobber=*/false);
    return success();
  }
};

StringRef pairType(F8Format f) {
  return f == F8Format::e4m3 ? "e4m3x2" : "e5m2x2";
}

struct CvtF32ToF8 : NVPattern<CvtF32ToF8Op> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(CvtF32ToF8Op op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    // cvt.rn.satfinite.e4m3x2.f32 d, a, b puts a in the upper byte of d and
    // b in the lower one.
    std::string text = ("{\n.reg .b32 %tile_z;\nmov.b32 %tile_z, "
                        "0f00000000;\ncvt.rn.satfinite." +
                        pairType(op.getFormat()) + ".f32 $0, %tile_z, $1;\n}")
                           .str();
    replaceWithAsmResults(op, rewriter, text, "=h,f", a.getIn(),
                          rewriter.getI16Type(), /*sideEffects=*/false,
                          /*clobber=*/false);
    return success();
  }
};

struct CvtF8x2ToF16x2 : NVPattern<CvtF8x2ToF16x2Op> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(CvtF8x2ToF16x2Op op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    std::string text =
        ("cvt.rn.f16x2." + pairType(op.getFormat()) + " $0, $1;").str();
    replaceWithAsmResults(op, rewriter, text, "=r,h", a.getIn(),
                          rewriter.getI32Type(), /*sideEffects=*/false,
                          /*clobber=*/false);
    return success();
  }
};

struct LdShared : NVPattern<LdSharedOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(LdSharedOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    replaceWithAsm(op, rewriter, "ld.shared.b32 $0, [$1];", "=r,r",
                   a.getAddr(), rewriter.getI32Type());
    return success();
  }
};

StringRef membarText(MembarLevel level) {
  switch (level) {
  case MembarLevel::cta:
    return "membar.cta;";
  case MembarLevel::gl:
    return "membar.gl;";
  case MembarLevel::sys:
    return "membar.sys;";
  }
  llvm_unreachable("unknown membar level");
}

/// The constraint letter of an atom's register type.
StringRef atomConstraint(Type t) {
  if (t.isInteger(16))
    return "h";
  if (t.isF32())
    return "f";
  if (t.isF64())
    return "d";
  return t.isInteger(64) ? "l" : "r";
}

struct AtomGlobal : NVPattern<AtomGlobalOp> {
  using NVPattern::NVPattern;
  LogicalResult
  matchAndRewrite(AtomGlobalOp op, Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type reg = op.getValue().getType();
    StringRef c = atomConstraint(reg);
    bool cas = bool(a.getCompare());
    AtomType t = op.getElemType();
    std::string typeName = t == AtomType::f16    ? "noftz.f16"
                           : t == AtomType::bf16 ? "noftz.bf16"
                                                 : stringifyAtomType(t).str();
    std::string atom = "atom";
    if (std::optional<Sem> sem = op.getSem())
      atom += ("." + stringifySem(*sem)).str();
    if (std::optional<Scope> scope = op.getScope())
      atom += ("." + stringifyScope(*scope)).str();
    atom += (".global." + stringifyAtomKind(op.getKind()) + "." + typeName +
             " $0, [$1], $2" + (cas ? ", $3;" : ";"))
                .str();
    // Before sm_70 the ordering is membars around the atom. Guarded, each of
    // the instructions runs under %tl_p: a lane whose mask is off (or that
    // is not the element's first holder) performs neither the atom nor its
    // fences.
    SmallVector<std::string, 3> instrs;
    if (std::optional<MembarLevel> before = op.getMembarBefore())
      instrs.push_back(membarText(*before).str());
    instrs.push_back(atom);
    if (std::optional<MembarLevel> after = op.getMembarAfter())
      instrs.push_back(membarText(*after).str());
    auto joined = [&](StringRef prefix) {
      std::string text;
      for (const std::string &instr : instrs)
        text += (text.empty() ? "" : "\n\t") + prefix.str() + instr;
      return text;
    };
    atom = joined("");
    // $0 the old value, $1 the address, $2 (and $3) the sources, then the
    // position and the mask where the atom is guarded.
    SmallVector<Value> operands{a.getAddr()};
    std::string constraints = ("=" + c + ",l," + c).str();
    if (cas) {
      operands.push_back(a.getCompare());
      constraints += ("," + c).str();
    }
    operands.push_back(a.getValue());
    bool position = bool(a.getPosition()), masked = bool(a.getMask());
    if (position) {
      operands.push_back(a.getPosition());
      constraints += ",r";
    }
    if (masked) {
      operands.push_back(predicate(rewriter, loc, a.getMask()));
      constraints += ",r";
    }
    std::string text = atom;
    if (position || masked) {
      // The atom under %tl_p; 0 where it does not run.
      unsigned values = cas ? 2 : 1;
      std::string p = arg(2 + values);
      std::string m = arg(2 + values + (position ? 1 : 0));
      text = "{\n\t.reg .pred %tl_p;\n\t";
      if (position && masked)
        text += ".reg .pred %tl_m;\n\t";
      if (position)
        text += "setp.lt.u32 %tl_p, " + p + ", " +
                std::to_string(*op.getLimit()) + ";\n\t";
      if (masked)
        text += position ? "setp.ne.u32 %tl_m, " + m +
                               ", 0;\n\tand.pred %tl_p, %tl_p, %tl_m;\n\t"
                         : "setp.ne.u32 %tl_p, " + m + ", 0;\n\t";
      text += "mov.b" + std::to_string(reg.getIntOrFloatBitWidth()) +
              " $0, 0;\n\t" + joined("@%tl_p ") + "\n\t}";
    }
    replaceWithAsm(op, rewriter, text, constraints, operands, reg);
    return success();
  }
};

} // namespace

void tile::nv::conv::populateMemPatterns(LLVMTypeConverter &converter,
                                         RewritePatternSet &patterns) {
  patterns.add<LdGlobal, StGlobal, LdGlobalVec, StGlobalVec, CvtF32ToF8,
               CvtF8x2ToF16x2, LdShared, AtomGlobal>(converter);
}
