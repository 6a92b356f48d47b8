//===- FragmentLayoutTest.cpp - Accumulator fragment layouts cover tiles --===//
//
// A FragmentLayout says where each register of a thread's accumulator
// fragment sits in the M x N tile. Stores from a fragment and the
// conversion back to the blocked distribution trust it to be a bijection:
// over all threads of the block, the valid slots must name every element
// exactly once, and the invalid ones (repeats of the last tile when the
// output tiles do not divide among warps) must stay inside the tile. This
// evaluates the emitted index arithmetic for each thread id and checks that.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Conversion/DotEmitter.h"
#include "TileDialect/Target/Compiler.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <map>
#include <string>

using namespace mlir;
using namespace tile;

namespace {

/// Evaluates i32/i1 arith built on constants (the thread id is one).
int64_t eval(Value v) {
  Operation *op = v.getDefiningOp();
  if (auto c = dyn_cast<arith::ConstantOp>(op))
    return cast<IntegerAttr>(c.getValue()).getInt();
  auto at = [&](unsigned i) { return eval(op->getOperand(i)); };
  if (isa<arith::AddIOp>(op)) return at(0) + at(1);
  if (isa<arith::MulIOp>(op)) return at(0) * at(1);
  if (isa<arith::DivUIOp>(op)) return at(0) / at(1);
  if (isa<arith::RemUIOp>(op)) return at(0) % at(1);
  if (isa<arith::MinUIOp>(op)) return std::min(at(0), at(1));
  if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    EXPECT_EQ(cmp.getPredicate(), arith::CmpIPredicate::ult);
    return at(0) < at(1);
  }
  ADD_FAILURE() << "unexpected op in index arithmetic: "
                << op->getName().getStringRef().str();
  return 0;
}

struct Case {
  const char *kind;
  int64_t m, n, k;
  int numWarps;
  const char *elem;
};

/// Checks the layout of `c` over every thread of the block.
void checkCovers(const Case &c) {
  MLIRContext ctx;
  DialectRegistry registry;
  registerTileDialects(registry);
  ctx.appendDialectRegistry(registry);
  ctx.loadAllAvailableDialects();
  std::string m = std::to_string(c.m), n = std::to_string(c.n),
              k = std::to_string(c.k);
  std::string src =
      "tile.kernel @k() attributes {num_warps = " +
      std::to_string(c.numWarps) + " : i32} {\n"
      "  %a = arith.constant dense<0.0> : tensor<" + m + "x" + k + "x" + c.elem +
      ">\n  %b = arith.constant dense<0.0> : tensor<" + k + "x" + n + "x" +
      c.elem + ">\n  %c = arith.constant dense<0.0> : tensor<" + m + "x" + n +
      "xf32>\n  %d = tile.dot %a, %b, %c kind " + c.kind + " : tensor<" + m +
      "x" + k + "x" + c.elem + ">, tensor<" + k + "x" + n + "x" + c.elem +
      "> -> tensor<" + m + "x" + n + "xf32>\n  tile.return\n}\n";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(src, &ctx);
  ASSERT_TRUE(module) << src;
  DotOp dot;
  module->walk([&](DotOp d) { dot = d; });
  ASSERT_TRUE(dot);

  unsigned threads = 32 * c.numWarps;
  OpBuilder b(&ctx);
  b.setInsertionPointToEnd(module->getBody());
  TileLowering lowering(b, threads);
  std::map<std::pair<int64_t, int64_t>, int> seen;
  for (unsigned t = 0; t < threads; ++t) {
    lowering.tid = constI32(b, b.getUnknownLoc(), t);
    std::optional<FragmentLayout> layout = dotFragmentLayout(lowering, dot);
    ASSERT_TRUE(layout) << c.kind;
    ASSERT_GE(layout->run, 1);
    ASSERT_EQ(layout->numSlots % layout->run, 0);
    int64_t runRow = 0, runCol = 0;
    for (int64_t s = 0; s < layout->numSlots; ++s) {
      auto [rowV, colV] = layout->position(s);
      int64_t row = eval(rowV), col = eval(colV);
      ASSERT_TRUE(row >= 0 && row < c.m && col >= 0 && col < c.n)
          << "thread " << t << " slot " << s << " at " << row << "," << col;
      // Stores write a run of slots as one vector: the run's slots must be
      // consecutive columns of one row, starting at a multiple of `run`.
      if (s % layout->run == 0) {
        runRow = row;
        runCol = col;
        EXPECT_EQ(col % layout->run, 0) << "thread " << t << " slot " << s;
      } else {
        EXPECT_TRUE(row == runRow && col == runCol + s % layout->run)
            << "thread " << t << " slot " << s << " at " << row << "," << col
            << " breaks the run that started at " << runRow << "," << runCol;
      }
      if (!layout->valid || eval(layout->valid(s)))
        ++seen[{row, col}];
    }
  }
  EXPECT_EQ(int64_t(seen.size()), c.m * c.n) << "elements not covered";
  for (auto &[pos, count] : seen)
    EXPECT_EQ(count, 1) << "element " << pos.first << "," << pos.second
                        << " held by " << count << " threads";
}

TEST(FragmentLayout, MmaSyncCoversTheTile) {
  for (Case c : {Case{"mma_sync", 64, 64, 32, 4, "bf16"},
                 Case{"mma_sync", 128, 64, 32, 4, "bf16"},
                 Case{"mma_sync", 16, 8, 16, 4, "f16"},   // fewer tiles than warps
                 Case{"mma_sync", 48, 24, 16, 8, "f16"},  // 9 tiles on 8 warps
                 Case{"mma_sync", 32, 32, 8, 2, "f32"},
                 Case{"mma_sync", 128, 128, 32, 8, "bf16"}, // 2-D blocks of 4x8 tiles
                 Case{"mma_sync", 48, 64, 16, 4, "f16"},    // 3 tile rows: 1 x 4 warps
                 Case{"mma_sync", 16, 64, 16, 8, "f16"}})   // one tile row, 8 columns
    checkCovers(c);
}

TEST(FragmentLayout, WgmmaCoversTheTile) {
  for (Case c : {Case{"wgmma", 64, 64, 32, 4, "bf16"},
                 Case{"wgmma", 128, 64, 32, 4, "bf16"},
                 Case{"wgmma", 128, 256, 64, 8, "bf16"},
                 Case{"wgmma", 192, 64, 16, 8, "f16"},  // 3 tiles on 2 warpgroups
                 Case{"wgmma", 64, 24, 16, 8, "f16"}})   // n = 3 x 8, 1 tile on 2 groups
    checkCovers(c);
}

} // namespace
