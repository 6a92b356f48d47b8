//===- LayoutTestUtil.h - Shared helpers of the layout tests ----*- C++ -*-===//
//
// The layout tests check the index arithmetic the lowering really emits
// (FragmentLayout::position, TileLowering::ownedIndex, wgmmaSwizzledOffset):
// they call it with the thread id (and the other inputs) as constants and
// evaluate the i32 ops it builds. And they build LinearLayouts by hand.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_TEST_UNIT_LAYOUTTESTUTIL_H
#define TILE_TEST_UNIT_LAYOUTTESTUTIL_H

#include "TileDialect/Conversion/DotEmitter.h"
#include "TileDialect/LinearLayout.h"
#include "TileDialect/Target/Compiler.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

namespace tile {
/// gtest prints layouts as str().
inline void PrintTo(const LinearLayout &l, std::ostream *os) { *os << l.str(); }
} // namespace tile

namespace tile::unittest {

/// Evaluates i32/i1 arith built on constants (the thread id is one).
inline int64_t eval(mlir::Value v) {
  using namespace mlir;
  Operation *op = v.getDefiningOp();
  if (auto c = dyn_cast<arith::ConstantOp>(op))
    return cast<IntegerAttr>(c.getValue()).getInt();
  auto at = [&](unsigned i) { return eval(op->getOperand(i)); };
  if (isa<arith::AddIOp>(op))
    return at(0) + at(1);
  if (isa<arith::MulIOp>(op))
    return at(0) * at(1);
  if (isa<arith::DivUIOp>(op))
    return at(0) / at(1);
  if (isa<arith::RemUIOp>(op))
    return at(0) % at(1);
  if (isa<arith::MinUIOp>(op))
    return std::min(at(0), at(1));
  if (isa<arith::XOrIOp>(op))
    return at(0) ^ at(1);
  if (isa<arith::AndIOp>(op))
    return at(0) & at(1);
  if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    EXPECT_EQ(cmp.getPredicate(), arith::CmpIPredicate::ult);
    return at(0) < at(1);
  }
  ADD_FAILURE() << "unexpected op in index arithmetic: "
                << op->getName().getStringRef().str();
  return 0;
}

/// A kernel of one tile.dot: A M x K and B K x N of `elem`, an f32
/// accumulator, on `numWarps` warps.
struct DotCase {
  const char *kind;
  int64_t m, n, k;
  int numWarps;
  const char *elem;
  /// The result is reduced along its rows (mma.sync then keeps rows within
  /// warps where they divide among them: MmaTiling's wholeRows).
  bool reduceRows = false;
};

inline std::string dotKernelSource(const DotCase &c) {
  std::string m = std::to_string(c.m), n = std::to_string(c.n),
              k = std::to_string(c.k);
  return "tile.kernel @k() attributes {num_warps = " +
         std::to_string(c.numWarps) +
         " : i32} {\n"
         "  %a = arith.constant dense<0.0> : tensor<" +
         m + "x" + k + "x" + c.elem +
         ">\n  %b = arith.constant dense<0.0> : tensor<" + k + "x" + n + "x" +
         c.elem + ">\n  %c = arith.constant dense<0.0> : tensor<" + m + "x" +
         n + "xf32>\n  %d = tile.dot %a, %b, %c kind " + c.kind + " : tensor<" +
         m + "x" + k + "x" + c.elem + ">, tensor<" + k + "x" + n + "x" +
         c.elem + "> -> tensor<" + m + "x" + n + "xf32>\n" +
         (c.reduceRows ? "  %r = tile.reduce add %d axis 1 : tensor<" + m +
                             "x" + n + "xf32> -> tensor<" + m + "xf32>\n"
                       : std::string()) +
         "  tile.return\n}\n";
}

/// A block-scaled mma.sync tile.dot_scaled (mxfp8, 64x64x32) on 4 warps.
inline std::string scaledDotKernelSource() {
  return "tile.kernel @k() attributes {num_warps = 4 : i32} {\n"
         "  %a = arith.constant dense<0.0> : tensor<64x32xf8E4M3FN>\n"
         "  %sa = arith.constant dense<1.0> : tensor<64x1xf8E8M0FNU>\n"
         "  %b = arith.constant dense<0.0> : tensor<32x64xf8E4M3FN>\n"
         "  %sb = arith.constant dense<1.0> : tensor<64x1xf8E8M0FNU>\n"
         "  %c = arith.constant dense<0.0> : tensor<64x64xf32>\n"
         "  %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c kind block_scale"
         " : tensor<64x32xf8E4M3FN>, tensor<64x1xf8E8M0FNU>, "
         "tensor<32x64xf8E4M3FN>, tensor<64x1xf8E8M0FNU> -> tensor<64x64xf32>\n"
         "  tile.return\n}\n";
}

inline mlir::DialectRegistry tileRegistry() {
  mlir::DialectRegistry registry;
  registerTileDialects(registry);
  return registry;
}

/// A parsed kernel and its (first) tile.dot or tile.dot_scaled, null where
/// parsing failed (`source` is what was parsed). Ops built for it go at
/// the end of the module (builder()).
struct DotKernel {
  explicit DotKernel(const DotCase &c)
      : DotKernel(dotKernelSource(c), 32 * c.numWarps) {}
  DotKernel(std::string src, unsigned threads)
      : ctx(tileRegistry()), source(std::move(src)), threads(threads) {
    ctx.loadAllAvailableDialects();
    module = mlir::parseSourceString<mlir::ModuleOp>(source, &ctx);
    if (!module)
      return;
    module->walk([&](mlir::Operation *op) {
      if (!dot && mlir::isa<DotOp, DotScaledOp>(op))
        dot = op;
    });
  }
  mlir::OpBuilder builder() {
    mlir::OpBuilder b(&ctx);
    b.setInsertionPointToEnd(module->getBody());
    return b;
  }

  mlir::MLIRContext ctx;
  std::string source;
  unsigned threads;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  mlir::Operation *dot = nullptr;
};

//===----------------------------------------------------------------------===//
// Linear layouts by hand
//===----------------------------------------------------------------------===//

using Coords = llvm::SmallVector<int64_t>;
using Dims = std::vector<LinearLayout::OutDimSize>;

/// LinearLayout::get, failing the test where the layout is invalid.
inline LinearLayout make(std::vector<LinearLayout::InDimBases> ins, Dims outs) {
  std::optional<LinearLayout> l = LinearLayout::get(std::move(ins), outs);
  if (!l)
    ADD_FAILURE() << "invalid layout";
  return l.value_or(LinearLayout());
}

/// Basis `b` of in-dimension `in` of `l`, as get() takes it.
inline std::vector<int64_t> basis(const LinearLayout &l, unsigned in,
                                  unsigned b) {
  llvm::SmallVector<int64_t> v = l.getBasis(in, b);
  return {v.begin(), v.end()};
}

/// `l` with new bases for in-dimension `in` (the same out-dimensions).
inline LinearLayout withBases(const LinearLayout &l, unsigned in,
                              std::vector<std::vector<int64_t>> bases) {
  std::vector<LinearLayout::InDimBases> ins;
  Dims outs;
  for (unsigned i = 0; i < l.getNumInDims(); ++i) {
    ins.push_back({l.getInDimName(i).str(), {}});
    if (i == in)
      ins.back().bases = bases;
    else
      for (unsigned b = 0; b < l.getFlatBases(i).size(); ++b)
        ins.back().bases.push_back(basis(l, i, b));
  }
  for (unsigned o = 0; o < l.getNumOutDims(); ++o)
    outs.push_back(
        {l.getOutDimName(o).str(), l.getOutDimSize(l.getOutDimName(o))});
  return make(ins, outs);
}

/// (register, lane, warp) of slot `s` of thread `t`.
inline Coords slotOf(int64_t s, int64_t t) { return {s, t % 32, t / 32}; }

} // namespace tile::unittest

#endif // TILE_TEST_UNIT_LAYOUTTESTUTIL_H
