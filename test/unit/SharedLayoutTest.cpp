//===- SharedLayoutTest.cpp - #tile.shared against the lowering -----------===//
//
// The linear map of #tile.shared (SharedLayoutAttr::toLinearLayout) against
// what the lowering computes: the swizzled layouts against
// LinearLayout::wgmmaSwizzled and wgmmaSwizzledOffset (evaluated) at every
// element of the shapes tile's rings use, transposed ones as the stored
// lines swapped, plain ones as row-major (column-major) order, core
// matrices as the templates' no-swizzle offsets; and the
// layouts a wgmma cp.async ring's plan records (wgmmaSharedLayouts) are
// the spans PipelineMatch::wgmmaSwizzle picks.
//
//===----------------------------------------------------------------------===//

#include "LayoutTestUtil.h"

#include "TileDialect/Analysis/PipelineMatch.h"

using namespace mlir;
using namespace tile;
using namespace tile::unittest;

namespace {

std::string str(Attribute attr) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << attr;
  return s;
}

TEST(SharedLayout, SwizzledIsWgmmaSwizzledOffset) {
  DotKernel kernel("module {}", 0);
  ASSERT_TRUE(kernel.module);
  MLIRContext *ctx = &kernel.ctx;
  int64_t elements = 0;
  for (int64_t span : {32, 64, 128})
    for (int64_t bytes : {1, 2, 4})
      // Lines: the M or N of a ring's operand (8-row atoms up to a 256-wide
      // B), or its K rows when MN-major; lengths: one to eight slabs.
      for (int64_t lines : {8, 16, 64, 128, 256})
        for (int64_t slabs : {1, 2, 8}) {
          int64_t length = slabs * span / bytes;
          auto attr = SharedLayoutAttr::get(ctx, span, bytes, false, 0);
          std::optional<LinearLayout> l = attr.toLinearLayout({lines, length});
          ASSERT_TRUE(l) << str(attr) << " of " << lines << " x " << length;
          EXPECT_EQ(*l,
                    *LinearLayout::wgmmaSwizzled(lines, length, bytes, span));
          // The same tile stored transposed: (dim0, dim1) swapped.
          auto transposed = SharedLayoutAttr::get(ctx, span, bytes, true, 0);
          std::optional<LinearLayout> t =
              transposed.toLinearLayout({length, lines});
          ASSERT_TRUE(t);
          if (lines > 64 || slabs > 2)
            continue; // the same bases as wgmmaSwizzled, checked above
          // The lowering's address arithmetic, at every element.
          OpBuilder b = kernel.builder();
          IndexArith arith(b, b.getUnknownLoc());
          for (int64_t row = 0; row < lines; ++row)
            for (int64_t col = 0; col < length; ++col, ++elements) {
              int64_t off = eval(wgmmaSwizzledOffset(
                  arith, arith.c32(row), arith.c32(col), span, lines, bytes));
              ASSERT_EQ(l->apply({off / bytes}), (Coords{row, col}))
                  << str(attr) << ": offset " << off;
              ASSERT_EQ(t->apply({off / bytes}), (Coords{col, row}))
                  << str(transposed) << ": offset " << off;
            }
          kernel.module->getBody()->clear();
        }
  EXPECT_EQ(elements, 103488);
}

TEST(SharedLayout, PlainLinesAreRowMajor) {
  MLIRContext ctx(tileRegistry());
  ctx.loadAllAvailableDialects();
  for (int64_t bytes : {1, 2, 4, 8})
    for (auto [rows, cols] :
         {std::pair<int64_t, int64_t>{8, 8}, {64, 16}, {128, 64}, {16, 256}}) {
      std::optional<LinearLayout> l =
          SharedLayoutAttr::get(&ctx, 0, bytes, false, 0)
              .toLinearLayout({rows, cols});
      std::optional<LinearLayout> t =
          SharedLayoutAttr::get(&ctx, 0, bytes, true, 0)
              .toLinearLayout({rows, cols});
      ASSERT_TRUE(l && t);
      for (int64_t off = 0; off < rows * cols; ++off) {
        ASSERT_EQ(l->apply({off}), (Coords{off / cols, off % cols}));
        ASSERT_EQ(t->apply({off}), (Coords{off % rows, off / rows}));
      }
    }
}

// `core`: the no-swizzle core matrices the cp.async templates staged
// operands in (wgmmaKMajorOffset / wgmmaMnMajorOffset, core matrices 128
// bytes apart), whose descriptors tcgen05 and wgmma read: lines of K
// (A M x K, B N x K) as K-major rows, lines of N (B K x N) as MN-major.
TEST(SharedLayout, CoreMatricesAreTheDescriptorsNoSwizzleLayouts) {
  DotKernel kernel("module {}", 0);
  ASSERT_TRUE(kernel.module);
  MLIRContext *ctx = &kernel.ctx;
  int64_t elements = 0;
  for (int64_t bytes : {1, 2, 4})
    for (auto [lines, lineBytes] : {std::pair<int64_t, int64_t>{8, 16},
                                    {16, 64},
                                    {32, 128},
                                    {128, 32},
                                    {64, 256}}) {
      int64_t length = lineBytes / bytes;
      auto attr = SharedLayoutAttr::getCore(ctx, bytes);
      std::optional<LinearLayout> l = attr.toLinearLayout({lines, length});
      ASSERT_TRUE(l) << str(attr) << " of " << lines << " x " << length;
      OpBuilder b = kernel.builder();
      IndexArith arith(b, b.getUnknownLoc());
      for (int64_t line = 0; line < lines; ++line)
        for (int64_t at = 0; at < length; ++at, ++elements) {
          Value r = arith.c32(line), c = arith.c32(at);
          int64_t kMajor =
              eval(wgmmaKMajorOffset(arith, r, c, length, bytes, 128));
          int64_t mnMajor =
              eval(wgmmaMnMajorOffset(arith, r, c, length, 128, bytes));
          ASSERT_EQ(kMajor, mnMajor) << "line " << line << ", at " << at;
          ASSERT_EQ(l->apply({kMajor / bytes}), (Coords{line, at}))
              << str(attr) << ": offset " << kMajor;
        }
      kernel.module->getBody()->clear();
    }
  EXPECT_EQ(elements, 25728 + 12864 + 6432);
  // Lines of 48 bytes (an 8-bit K x N B of N = 48) have no linear map (3
  // core matrices a band), the layout still places them; fewer than 8
  // lines or a line shorter than a chunk are not core matrices.
  auto core1 = SharedLayoutAttr::getCore(ctx, 1);
  EXPECT_FALSE(core1.toLinearLayout({32, 48}));
  EXPECT_FALSE(core1.toLinearLayout({4, 64}));
  EXPECT_FALSE(SharedLayoutAttr::getCore(ctx, 2).toLinearLayout({8, 4}));
}

TEST(SharedLayout, NoMapWhereNotLinear) {
  MLIRContext ctx(tileRegistry());
  ctx.loadAllAvailableDialects();
  auto swizzled = SharedLayoutAttr::get(&ctx, 128, 2, false, 0);
  EXPECT_FALSE(swizzled.toLinearLayout({64, 32})); // 64-byte lines
  EXPECT_FALSE(swizzled.toLinearLayout({48, 64})); // 48 lines
  EXPECT_FALSE(swizzled.toLinearLayout({64}));     // not 2-D
  EXPECT_TRUE(SharedLayoutAttr::get(&ctx, 128, 2, true, 0)
                  .toLinearLayout({64, 32})); // 32 lines of 128 bytes
  EXPECT_FALSE(SharedLayoutAttr::get(&ctx, 0, 2, false, 16)
                   .toLinearLayout({64, 64})); // padded: holes
  EXPECT_FALSE(
      SharedLayoutAttr::get(&ctx, 0, 2, false, 0).toLinearLayout({64, 24}));
}

} // namespace
