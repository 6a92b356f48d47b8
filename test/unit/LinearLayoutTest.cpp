//===- LinearLayoutTest.cpp - Layouts as linear maps over F2 --------------===//
//
// The named constructors of tile::LinearLayout against what the lowering
// computes, at every (thread, slot): the blocked distribution (blockedLinear
// and the index arithmetic ownedIndex emits), the mma.sync and wgmma
// accumulator fragments (the FragmentLayout closures, evaluated), and
// wgmma's swizzled shared-memory layouts (wgmmaSwizzledOffset). Then the
// algebra (apply, compose, invert, pseudoinvert, free variables);
// LayoutConversionTest.cpp has the conversions.
//
//===----------------------------------------------------------------------===//

#include "LayoutTestUtil.h"

#include "TileDialect/Analysis/PipelineMatch.h"
#include "TileDialect/TileLayouts.h"

using namespace mlir;
using namespace tile;
using namespace tile::unittest;
using llvm::SmallVector;

namespace {

/// The identity over `dims` (each an in- and an out-dimension).
LinearLayout identity(Dims dims) {
  std::vector<LinearLayout::InDimBases> ins;
  for (auto [i, d] : llvm::enumerate(dims)) {
    ins.push_back({d.name, {}});
    for (int64_t v = 1; v < d.size; v *= 2) {
      std::vector<int64_t> basis(dims.size(), 0);
      basis[i] = v;
      ins.back().bases.push_back(basis);
    }
  }
  return make(ins, dims);
}

//===----------------------------------------------------------------------===//
// The constructors against the lowering
//===----------------------------------------------------------------------===//

TEST(LinearLayout, BlockedIsBlockedLinear) {
  std::vector<std::vector<int64_t>> shapes = {
      {1},      {8},       {16},     {32},      {64},       {128},
      {512},    {4096},    {1, 32},  {2, 16},   {8, 8},     {16, 64},
      {64, 64}, {4, 1024}, {128, 1}, {2, 4, 8}, {16, 8, 32}};
  int64_t pairs = 0;
  for (const std::vector<int64_t> &shape : shapes)
    for (int64_t threads : {32, 64, 128, 256, 512})
      for (int64_t maxRun : {1, 2, 4, 8}) {
        int64_t n = 1;
        for (int64_t d : shape)
          n *= d;
        int64_t run = blockedRun(n, threads, maxRun);
        std::optional<LinearLayout> l =
            LinearLayout::blocked(shape, threads, run);
        ASSERT_TRUE(l) << n << " on " << threads << ", run " << run;
        int64_t slots = n >= threads ? n / threads : 1;
        ASSERT_EQ(l->getInDimSize("register"), slots);
        ASSERT_EQ(l->getInDimSize("warp"), threads / 32);
        for (int64_t t = 0; t < threads; ++t)
          for (int64_t s = 0; s < slots; ++s, ++pairs)
            ASSERT_EQ(l->applyFlat(slotOf(s, t)),
                      blockedLinear(n, threads, run, t, s))
                << n << " on " << threads << ", run " << run << ": thread " << t
                << " slot " << s;
        // A tile smaller than the block is replicated: the thread bits
        // from log2(n) up are broadcast, and nothing else is.
        EXPECT_EQ(l->isInjective(), n >= threads);
        EXPECT_TRUE(l->isSurjective());
      }
  EXPECT_EQ(pairs, 403712);
}

TEST(LinearLayout, BlockedIsOwnedIndex) {
  // The index arithmetic the lowering emits (linearIndex, delinearize).
  DotKernel kernel("module {}", 0);
  ASSERT_TRUE(kernel.module);
  int64_t pairs = 0;
  for (std::vector<int64_t> shape : std::vector<std::vector<int64_t>>{
           {16}, {256}, {8, 64}, {32, 32}, {4, 8, 16}, {2, 1024}})
    for (unsigned threads : {32u, 128u, 256u})
      for (int64_t maxRun : {1, 4}) {
        auto type = RankedTensorType::get(shape, Float32Type::get(&kernel.ctx));
        std::optional<LinearLayout> l = blockedLayout(type, threads, maxRun);
        ASSERT_TRUE(l);
        int64_t slots = slotsPerThread(type, threads);
        for (unsigned t = 0; t < threads; ++t) {
          OpBuilder b = kernel.builder();
          TileLowering lowering(b, threads);
          lowering.maxRun = maxRun;
          lowering.tid = constI32(b, b.getUnknownLoc(), t);
          for (int64_t s = 0; s < slots; ++s, ++pairs) {
            TileLowering::Index idx =
                lowering.ownedIndex(b.getUnknownLoc(), type, s);
            Coords got;
            for (Value v : idx.multi)
              got.push_back(eval(v));
            ASSERT_EQ(l->apply(slotOf(s, t)), got)
                << "thread " << t << " slot " << s;
          }
        }
        kernel.module->getBody()->clear();
      }
  EXPECT_EQ(pairs, 26944);
}

TEST(LinearLayout, BlockedRefusesWhatIsNotLinear) {
  // Not powers of two (blockedLinear wraps mod n there), and runs
  // blockedRun does not give.
  EXPECT_FALSE(LinearLayout::blocked({48}, 32, 1));
  EXPECT_FALSE(LinearLayout::blocked({3, 64}, 128, 1));
  EXPECT_FALSE(LinearLayout::blocked({256}, 96, 1));
  EXPECT_FALSE(LinearLayout::blocked({256}, 16, 1));
  EXPECT_FALSE(LinearLayout::blocked({64}, 32, 4)); // 64 % (32 * 4)
  EXPECT_FALSE(LinearLayout::blocked({16}, 32, 2)); // wraps: run 1
  EXPECT_FALSE(LinearLayout::blocked({64}, 32, 3));
}

/// Compares dotLinearLayout with the FragmentLayout closures at every
/// (thread, slot) of the kernel; where there is no linear layout, checks
/// that the closures have a `valid` mask or the shape is not a power of
/// two. Returns the pairs compared.
int64_t compareWithClosures(DotKernel &kernel, bool linear) {
  std::optional<LinearLayout> l = dotLinearLayout(kernel.dot, kernel.threads);
  EXPECT_EQ(bool(l), linear) << kernel.source;
  OpBuilder b = kernel.builder();
  TileLowering lowering(b, kernel.threads);
  int64_t pairs = 0;
  auto type = cast<RankedTensorType>(kernel.dot->getResult(0).getType());
  for (unsigned t = 0; t < kernel.threads; ++t) {
    lowering.tid = constI32(b, b.getUnknownLoc(), t);
    std::optional<FragmentLayout> f = dotFragmentLayout(lowering, kernel.dot);
    if (!f) {
      ADD_FAILURE() << "no fragment layout: " << kernel.source;
      return pairs;
    }
    if (!l) {
      EXPECT_TRUE(f->valid || !llvm::isPowerOf2_64(type.getDimSize(0)) ||
                  !llvm::isPowerOf2_64(type.getDimSize(1)))
          << "refused a linear layout: " << kernel.source;
      return pairs;
    }
    EXPECT_FALSE(f->valid);
    EXPECT_EQ(l->getInDimSize("register"), f->numSlots);
    EXPECT_EQ(l->getInDimSize("warp"), kernel.threads / 32);
    for (int64_t s = 0; s < f->numSlots; ++s, ++pairs) {
      auto [row, col] = f->position(s);
      Coords want = {eval(row), eval(col)};
      if (l->apply(slotOf(s, t)) != want) {
        ADD_FAILURE() << "thread " << t << " slot " << s << ": "
                      << kernel.source << l->str();
        return pairs;
      }
    }
  }
  EXPECT_TRUE(l->isInvertible());
  return pairs;
}

TEST(LinearLayout, MmaSyncIsTheFragment) {
  struct Expect {
    DotCase c;
    bool linear;
  };
  int64_t pairs = 0;
  for (Expect e :
       {Expect{{"mma_sync", 64, 64, 32, 4, "bf16"}, true},       // 2x2 blocks
        Expect{{"mma_sync", 64, 64, 32, 4, "bf16", true}, true}, // rows
        Expect{{"mma_sync", 128, 64, 32, 4, "bf16"}, true},
        Expect{{"mma_sync", 128, 64, 32, 4, "bf16", true}, true},
        Expect{{"mma_sync", 128, 128, 32, 8, "bf16"}, true},
        Expect{{"mma_sync", 32, 32, 8, 2, "f32"}, true},
        Expect{{"mma_sync", 16, 64, 16, 8, "f16"}, true}, // 1 x 8 warps
        Expect{{"mma_sync", 64, 8, 16, 4, "f16"}, true},
        Expect{{"mma_sync", 16, 8, 16, 1, "f16"}, true},
        Expect{{"mma_sync", 256, 128, 16, 8, "f16", true}, true},
        Expect{{"mma_sync", 16, 8, 16, 4, "f16"}, false},  // 1 tile, 4 warps
        Expect{{"mma_sync", 48, 24, 16, 8, "f16"}, false}, // 9 tiles, 8 warps
        Expect{{"mma_sync", 48, 64, 16, 4, "f16"}, false}, // 3 tile rows
        Expect{{"mma_sync", 32, 16, 16, 8, "f16"},
               false}}) { // 4 tiles, 8 warps
    DotKernel kernel(e.c);
    ASSERT_TRUE(kernel.dot) << kernel.source;
    pairs += compareWithClosures(kernel, e.linear);
  }
  // Block-scaled mma.sync (tile.dot_scaled), the same tiling.
  DotKernel scaled(scaledDotKernelSource(), 128);
  ASSERT_TRUE(scaled.dot) << scaled.source;
  pairs += compareWithClosures(scaled, true);
  EXPECT_EQ(pairs, 80512);
}

TEST(LinearLayout, WgmmaIsTheFragment) {
  struct Expect {
    DotCase c;
    bool linear;
  };
  int64_t pairs = 0;
  for (Expect e :
       {Expect{{"wgmma", 64, 64, 32, 4, "bf16"}, true},
        Expect{{"wgmma", 128, 64, 32, 4, "bf16"}, true}, // 2 rounds
        Expect{{"wgmma", 128, 256, 64, 8, "bf16"}, true},
        Expect{{"wgmma", 64, 512, 16, 4, "f16"}, true}, // 2 tiles along N
        Expect{{"wgmma", 256, 128, 16, 8, "f16"}, true},
        Expect{{"wgmma", 64, 16, 16, 4, "f16"}, true},
        Expect{{"wgmma", 192, 64, 16, 8, "f16"}, false},   // 3 tiles, 2 groups
        Expect{{"wgmma", 64, 24, 16, 8, "f16"}, false},    // N = 3 x 8
        Expect{{"wgmma", 64, 64, 16, 8, "f16"}, false}}) { // 1 tile, 2 groups
    DotKernel kernel(e.c);
    ASSERT_TRUE(kernel.dot) << kernel.source;
    pairs += compareWithClosures(kernel, e.linear);
  }
  EXPECT_EQ(pairs, 111616);
}

/// The accumulator encoding tile-assign-layouts writes on `kernel`'s dot
/// (its tiling: AccumulatorTiling).
Attribute encodingOfDot(DotKernel &kernel) {
  MLIRContext *ctx = &kernel.ctx;
  if (auto dot = dyn_cast<DotOp>(kernel.dot);
      dot && dot.getKind() == DotKind::wgmma) {
    WgmmaTiling t = wgmmaDotTiling(dot, kernel.threads);
    return WgmmaLayoutAttr::get(ctx, t.nInst, t.units, t.totalUnits);
  }
  std::optional<MmaTiling> t =
      mmaSyncAccumulatorTiling(kernel.dot, kernel.threads);
  if (!t)
    return {};
  SmallVector<int64_t> block;
  if (t->wn)
    block = {t->tm, t->tn};
  return MmaSyncLayoutAttr::get(ctx, t->units, block, t->wn);
}

/// That encoding sliced along its rows (null where it has none).
SliceLayoutAttr rowsOfDot(DotKernel &kernel) {
  auto mma = dyn_cast_or_null<MmaSyncLayoutAttr>(encodingOfDot(kernel));
  if (mma && mma.getWarpTiles().empty())
    return {};
  return SliceLayoutAttr::get(&kernel.ctx, 1, encodingOfDot(kernel));
}

/// The FragmentLayout the lowering builds from the encoding
/// (encodedFragmentLayout) against the one it builds from the dot, at every
/// (thread, slot): the same positions, validity and keys; likewise for the
/// rows of a #tile.slice. Returns the slots compared.
int64_t compareEncodedWithDot(DotKernel &kernel) {
  Attribute encoding = encodingOfDot(kernel);
  EXPECT_TRUE(encoding) << kernel.source;
  if (!encoding)
    return 0;
  auto type = cast<RankedTensorType>(kernel.dot->getResult(0).getType());
  SliceLayoutAttr rows = rowsOfDot(kernel);
  OpBuilder b = kernel.builder();
  Location loc = b.getUnknownLoc();
  TileLowering lowering(b, kernel.threads);
  int64_t pairs = 0;
  for (unsigned t = 0; t < kernel.threads; ++t) {
    lowering.tid = constI32(b, loc, t);
    std::optional<FragmentLayout> fromDot =
        dotFragmentLayout(lowering, kernel.dot);
    std::optional<FragmentLayout> fromEncoding =
        encodedFragmentLayout(lowering, loc, encoding, type);
    if (!fromDot || !fromEncoding) {
      ADD_FAILURE() << "no fragment layout: " << kernel.source;
      return pairs;
    }
    EXPECT_EQ(fromDot->key, fromEncoding->key);
    EXPECT_EQ(fromDot->numSlots, fromEncoding->numSlots);
    EXPECT_EQ(bool(fromDot->valid), bool(fromEncoding->valid));
    for (int64_t s = 0; s < fromDot->numSlots; ++s, ++pairs) {
      auto [r0, c0] = fromDot->position(s);
      auto [r1, c1] = fromEncoding->position(s);
      if (eval(r0) != eval(r1) || eval(c0) != eval(c1) ||
          (fromDot->valid && fromEncoding->valid &&
           eval(fromDot->valid(s)) != eval(fromEncoding->valid(s)))) {
        ADD_FAILURE() << "thread " << t << " slot " << s << ": "
                      << kernel.source;
        return pairs;
      }
    }
    if (!rows || !fromDot->numRowGroups)
      continue;
    std::optional<FragmentLayout> rowsFromDot = rowsLayout(*fromDot);
    std::optional<FragmentLayout> rowsFromEncoding = encodedFragmentLayout(
        lowering, loc, rows,
        RankedTensorType::get({type.getDimSize(0)}, type.getElementType()));
    if (!rowsFromDot || !rowsFromEncoding) {
      ADD_FAILURE() << "no rows layout: " << kernel.source;
      return pairs;
    }
    EXPECT_EQ(rowsFromDot->key, rowsFromEncoding->key);
    for (int64_t g = 0; g < rowsFromDot->numSlots; ++g, ++pairs)
      if (eval(rowsFromDot->position(g).first) !=
          eval(rowsFromEncoding->position(g).first)) {
        ADD_FAILURE() << "thread " << t << " row group " << g << ": "
                      << kernel.source;
        return pairs;
      }
  }
  return pairs;
}

/// #tile.slice of the dot's accumulator against the lowering's row vectors
/// (rowsLayout of its fragment: the registers a row reduction leaves and
/// a loop carries, attention's m_i and l_i) at every (thread, row group).
TEST(LinearLayout, SliceIsTheRowsOfTheFragment) {
  int64_t pairs = 0;
  for (DotCase c : {DotCase{"mma_sync", 64, 64, 32, 4, "bf16", true},
                    DotCase{"mma_sync", 64, 64, 32, 4, "bf16"}, // 2 per row
                    DotCase{"mma_sync", 128, 64, 32, 4, "bf16", true},
                    DotCase{"mma_sync", 128, 128, 32, 8, "bf16"},
                    DotCase{"mma_sync", 256, 128, 16, 8, "f16", true},
                    DotCase{"mma_sync", 16, 64, 16, 8, "f16"},
                    DotCase{"wgmma", 64, 64, 32, 4, "bf16"},
                    DotCase{"wgmma", 128, 64, 32, 4, "bf16"}, // 2 rounds
                    DotCase{"wgmma", 128, 256, 64, 8, "bf16"},
                    DotCase{"wgmma", 256, 128, 16, 8, "f16"}}) {
    DotKernel kernel(c);
    ASSERT_TRUE(kernel.dot) << kernel.source;
    SliceLayoutAttr slice = rowsOfDot(kernel);
    ASSERT_TRUE(slice) << kernel.source;
    std::optional<LinearLayout> l = slice.toLinearLayout({c.m});
    ASSERT_TRUE(l) << kernel.source;
    OpBuilder b = kernel.builder();
    TileLowering lowering(b, kernel.threads);
    for (unsigned t = 0; t < kernel.threads; ++t) {
      lowering.tid = constI32(b, b.getUnknownLoc(), t);
      std::optional<FragmentLayout> f = dotFragmentLayout(lowering, kernel.dot);
      ASSERT_TRUE(f && f->numRowGroups) << kernel.source;
      std::optional<FragmentLayout> rows = rowsLayout(*f);
      ASSERT_TRUE(rows);
      ASSERT_EQ(l->getInDimSize("register"), rows->numSlots) << kernel.source;
      EXPECT_EQ(slice.getSlotsPerThread({c.m}), rows->numSlots);
      for (int64_t g = 0; g < rows->numSlots; ++g, ++pairs)
        ASSERT_EQ(l->apply(slotOf(g, t)), Coords{eval(rows->position(g).first)})
            << "thread " << t << " row group " << g << ": " << kernel.source
            << l->str();
    }
    // Every row is held, by the quad's lanes (and a block row's warps).
    EXPECT_TRUE(l->isSurjective());
  }
  EXPECT_EQ(pairs, 7168);
}

/// #tile.tcgen05 is what readTmemAccumulator documents for
/// tcgen05.ld.32x32b: warp w holds row 32 (w % 4) + lane of columns
/// (w / 4) N / G on, slot s the column s past them.
TEST(LinearLayout, Tcgen05IsTheTmemReadBack) {
  MLIRContext ctx(tileRegistry());
  ctx.loadAllAvailableDialects();
  int64_t pairs = 0;
  for (auto [n, groups] : {std::pair<int64_t, int64_t>{64, 1}, {256, 2},
                           {128, 2}, {512, 4}}) {
    auto layout = Tcgen05LayoutAttr::get(&ctx, groups, groups);
    std::optional<LinearLayout> l = layout.toLinearLayout({128, n});
    ASSERT_TRUE(l) << n << " columns, " << groups << " groups";
    int64_t cols = n / groups;
    ASSERT_EQ(layout.getSlotsPerThread({128, n}), cols);
    for (int64_t t = 0; t < 128 * groups; ++t)
      for (int64_t s = 0; s < cols; ++s, ++pairs) {
        int64_t w = t / 32;
        ASSERT_EQ(l->apply(slotOf(s, t)),
                  (Coords{32 * (w % 4) + t % 32, (w / 4) * cols + s}))
            << "thread " << t << " slot " << s << l->str();
      }
    EXPECT_TRUE(l->isInvertible());
  }
  EXPECT_FALSE(Tcgen05LayoutAttr::get(&ctx, 1, 2).toLinearLayout({128, 64}));
  EXPECT_EQ(pairs, 128 * 64 + 256 * 128 + 256 * 64 + 512 * 128);
  // An accumulator layout on an M x 1 tile is its slice's rows.
  auto mma = MmaSyncLayoutAttr::get(&ctx, 4, {1, 8}, 1);
  std::optional<LinearLayout> column = mma.toLinearLayout({64, 1});
  std::optional<LinearLayout> rows =
      SliceLayoutAttr::get(&ctx, 1, mma).toLinearLayout({64});
  ASSERT_TRUE(column && rows);
  for (int64_t t = 0; t < 128; ++t)
    for (int64_t g = 0; g < rows->getInDimSize("register"); ++g)
      ASSERT_EQ(column->apply(slotOf(g, t)),
                (Coords{rows->apply(slotOf(g, t))[0], 0}));
}

/// The lowering builds the same fragments from the encodings as from the
/// dots (the step before it reads tile-assign-layouts's encodings), even
/// where they are not linear (uneven round robin, 3 tile rows).
TEST(LinearLayout, EncodedFragmentsAreTheDots) {
  int64_t pairs = 0;
  for (DotCase c : {DotCase{"mma_sync", 64, 64, 32, 4, "bf16"},
                    DotCase{"mma_sync", 64, 64, 32, 4, "bf16", true},
                    DotCase{"mma_sync", 128, 128, 32, 8, "bf16"},
                    DotCase{"mma_sync", 16, 8, 16, 4, "f16"},
                    DotCase{"mma_sync", 48, 24, 16, 8, "f16"},
                    DotCase{"mma_sync", 48, 64, 16, 4, "f16"},
                    DotCase{"wgmma", 64, 64, 32, 4, "bf16"},
                    DotCase{"wgmma", 128, 256, 64, 8, "bf16"},
                    DotCase{"wgmma", 64, 512, 16, 4, "f16"},
                    DotCase{"wgmma", 192, 64, 16, 8, "f16"}}) {
    DotKernel kernel(c);
    ASSERT_TRUE(kernel.dot) << kernel.source;
    pairs += compareEncodedWithDot(kernel);
  }
  DotKernel scaled(scaledDotKernelSource(), 128);
  ASSERT_TRUE(scaled.dot);
  pairs += compareEncodedWithDot(scaled);
  EXPECT_EQ(pairs, 125184);
}

TEST(LinearLayout, AccumulatorsAreThePtxFragments) {
  // PTX ISA, mma.sync m16n8: c_i at row g + 8 (i / 2), column 2 t + i % 2.
  std::optional<LinearLayout> mma = LinearLayout::mmaSyncAccumulator(16, 8, 1);
  ASSERT_TRUE(mma);
  EXPECT_EQ(mma->str(), "register(4): [0,1] [8,0]\n"
                        "lane(32): [0,2] [0,4] [1,0] [2,0] [4,0]\n"
                        "warp(1):\n"
                        "-> dim0(16) dim1(8)");
  for (int64_t lane = 0; lane < 32; ++lane)
    for (int64_t i = 0; i < 4; ++i)
      EXPECT_EQ(mma->apply({i, lane, 0}),
                (Coords{lane / 4 + 8 * (i / 2), 2 * (lane % 4) + i % 2}));
  // wgmma m64nN: register i of warp w at row 16 w + g + 8 ((i >> 1) & 1),
  // column 8 (i >> 2) + 2 q + (i & 1).
  for (int64_t n : {8, 64, 256}) {
    std::optional<LinearLayout> w =
        LinearLayout::wgmmaAccumulator(64, n, n, 1, 1);
    ASSERT_TRUE(w);
    for (int64_t t = 0; t < 128; ++t)
      for (int64_t i = 0; i < n / 2; ++i) {
        int64_t g = t % 32 / 4, q = t % 4;
        EXPECT_EQ(w->apply(slotOf(i, t)),
                  (Coords{16 * (t / 32) + g + 8 * ((i >> 1) & 1),
                          8 * (i >> 2) + 2 * q + (i & 1)}));
      }
  }
  // Refused: not powers of two, tiles not dealt evenly, blocks that do not
  // tile the accumulator, a pipeline's producer warpgroup.
  // Round robin (MmaTiling deals so only where it finds no 2-D blocks,
  // which for powers of two means fewer tiles than warps, refused below):
  // warp w, round r: tile w + 2 r of 4 x 4.
  std::optional<LinearLayout> rr = LinearLayout::mmaSyncAccumulator(64, 32, 2);
  ASSERT_TRUE(rr);
  for (int64_t t = 0; t < 64; ++t)
    for (int64_t s = 0; s < 32; ++s) {
      int64_t tile = t / 32 + 2 * (s / 4), g = t % 32 / 4, q = t % 4;
      EXPECT_EQ(rr->apply(slotOf(s, t)),
                (Coords{16 * (tile / 4) + g + 8 * (s % 4 / 2),
                        8 * (tile % 4) + 2 * q + s % 2}));
    }
  EXPECT_FALSE(LinearLayout::mmaSyncAccumulator(48, 64, 4));
  EXPECT_FALSE(LinearLayout::mmaSyncAccumulator(16, 8, 4));
  EXPECT_FALSE(LinearLayout::mmaSyncAccumulator(64, 64, 3));
  EXPECT_FALSE(LinearLayout::mmaSyncAccumulator(64, 64, 4, 2, 1, 4));
  EXPECT_FALSE(LinearLayout::wgmmaAccumulator(64, 64, 64, 1, 2));
  EXPECT_FALSE(LinearLayout::wgmmaAccumulator(64, 64, 64, 2, 2));
  EXPECT_FALSE(LinearLayout::wgmmaAccumulator(64, 96, 32, 1, 1));
  EXPECT_FALSE(LinearLayout::wgmmaAccumulator(64, 512, 512, 1, 1));
}

TEST(LinearLayout, SwizzledIsWgmmaSwizzledOffset) {
  DotKernel kernel("module {}", 0);
  ASSERT_TRUE(kernel.module);
  int64_t pairs = 0;
  for (int64_t span : {32, 64, 128})
    for (int64_t bytes : {1, 2, 4})
      for (int64_t rows : {2, 8, 64})
        for (int64_t rowBytes : {span, 4 * span}) {
          int64_t cols = rowBytes / bytes;
          std::optional<LinearLayout> l =
              LinearLayout::wgmmaSwizzled(rows, cols, bytes, span);
          ASSERT_TRUE(l);
          std::optional<LinearLayout> inv = l->invert();
          ASSERT_TRUE(inv);
          for (int64_t row = 0; row < rows; ++row) {
            OpBuilder b = kernel.builder();
            IndexArith arith(b, b.getUnknownLoc());
            for (int64_t col = 0; col < cols; ++col, ++pairs) {
              int64_t off = eval(wgmmaSwizzledOffset(
                  arith, arith.c32(row), arith.c32(col), span, rows, bytes));
              ASSERT_EQ(off % bytes, 0);
              ASSERT_EQ(l->apply({off / bytes}), (Coords{row, col}))
                  << "span " << span << ", " << bytes << " bytes, " << rows
                  << " x " << cols << ": offset " << off;
              ASSERT_EQ(inv->apply({row, col}), (Coords{off / bytes}));
            }
            kernel.module->getBody()->clear();
          }
        }
  EXPECT_EQ(pairs, 145040);
  // The spans PipelineMatch::wgmmaSwizzle picks for power-of-two rows.
  for (int64_t rowBytes = 32; rowBytes <= 1024; rowBytes *= 2)
    EXPECT_TRUE(LinearLayout::wgmmaSwizzled(
        64, rowBytes / 2, 2, PipelineMatch::swizzleSpan(rowBytes)));
  EXPECT_FALSE(LinearLayout::wgmmaSwizzled(64, 8, 2, 32)); // 16-byte rows
  EXPECT_FALSE(LinearLayout::wgmmaSwizzled(64, 48, 2, 32));
  EXPECT_FALSE(LinearLayout::wgmmaSwizzled(64, 64, 2, 16));
  EXPECT_FALSE(LinearLayout::wgmmaSwizzled(64, 64, 3, 64));
}

//===----------------------------------------------------------------------===//
// Algebra
//===----------------------------------------------------------------------===//

TEST(LinearLayout, GetChecksItsInput) {
  Dims d = {{"dim0", 4}, {"dim1", 2}};
  EXPECT_TRUE(LinearLayout::get({{"lane", {{1, 0}, {2, 1}}}}, d));
  EXPECT_FALSE(LinearLayout::get({{"lane", {{1, 0}}}}, {{"dim0", 3}}));
  EXPECT_FALSE(LinearLayout::get({{"lane", {{4, 0}}}}, d)); // outside
  EXPECT_FALSE(LinearLayout::get({{"lane", {{-1, 0}}}}, d));
  EXPECT_FALSE(LinearLayout::get({{"lane", {{1}}}}, d)); // one coordinate
  EXPECT_FALSE(LinearLayout::get({{"lane", {}}, {"lane", {}}}, d));
  EXPECT_FALSE(LinearLayout::get({}, {{"dim0", 2}, {"dim0", 2}}));
}

TEST(LinearLayout, ApplyXorsTheBases) {
  LinearLayout l = make({{"register", {{1, 1}, {1, 0}}}, {"lane", {{2, 0}}}},
                        {{"dim0", 4}, {"dim1", 2}});
  EXPECT_EQ(l.apply({0, 0}), (Coords{0, 0}));
  EXPECT_EQ(l.apply({3, 0}), (Coords{0, 1})); // [1,1] ^ [1,0]
  EXPECT_EQ(l.apply({3, 1}), (Coords{2, 1}));
  EXPECT_EQ(l.applyFlat({3, 1}), 5); // row-major: 2 * 2 + 1
  LinearLayout flat = l.flattenOuts("element");
  for (int64_t r = 0; r < 4; ++r)
    for (int64_t x = 0; x < 2; ++x)
      EXPECT_EQ(flat.apply({r, x}), (Coords{l.applyFlat({r, x})}));
  EXPECT_EQ(flat.str(), "register(4): [3] [2]\nlane(2): [4]\n-> element(8)");
  EXPECT_TRUE(l.isInjective() && l.isSurjective());
}

TEST(LinearLayout, InvertAndCompose) {
  // mma.sync 64x64 on 4 warps in 2x2 blocks: bijective.
  std::optional<LinearLayout> l =
      LinearLayout::mmaSyncAccumulator(64, 64, 4, 2, 2, 4);
  ASSERT_TRUE(l && l->isInvertible());
  std::optional<LinearLayout> inv = l->invert();
  ASSERT_TRUE(inv);
  EXPECT_EQ(inv->pseudoinvert(), *l);
  EXPECT_EQ(l->compose(*inv),
            identity({{"register", 32}, {"lane", 32}, {"warp", 4}}));
  EXPECT_EQ(inv->compose(*l), identity({{"dim0", 64}, {"dim1", 64}}));
  EXPECT_FALSE(l->compose(*l)); // dims do not match
  // Composing with the transpose of the tile swaps the coordinates.
  std::vector<LinearLayout::InDimBases> ins = {{"dim0", {}}, {"dim1", {}}};
  for (int64_t v = 1; v < 64; v *= 2) {
    ins[0].bases.push_back({0, v});
    ins[1].bases.push_back({v, 0});
  }
  std::optional<LinearLayout> t =
      l->compose(make(ins, {{"dim0", 64}, {"dim1", 64}}));
  ASSERT_TRUE(t);
  for (int64_t x = 0; x < 128 * 32; ++x) {
    Coords in = {x % 32, x / 32 % 32, x / 1024}, a = l->apply(in);
    EXPECT_EQ(t->apply(in), (Coords{a[1], a[0]}));
  }
}

TEST(LinearLayout, PseudoinvertAndFreeVariables) {
  // 16 elements on 64 threads: lane bit 4 and the warp bit are broadcast.
  std::optional<LinearLayout> b = LinearLayout::blocked({16}, 64, 1);
  ASSERT_TRUE(b);
  EXPECT_FALSE(b->isInjective());
  EXPECT_FALSE(b->invert());
  EXPECT_EQ(b->getFreeVariableMasks(), (SmallVector<uint64_t>{0, 0x10, 1}));
  LinearLayout p = b->pseudoinvert();
  for (int64_t y = 0; y < 16; ++y) {
    EXPECT_EQ(p.apply({y}), (Coords{0, y, 0})); // free variables 0
    EXPECT_EQ(b->apply(p.apply({y})), (Coords{y}));
  }
  // Injective, not surjective: a left inverse.
  LinearLayout in = make({{"lane", {{1}, {4}}}}, {{"dim0", 8}});
  EXPECT_TRUE(in.isInjective());
  EXPECT_FALSE(in.isSurjective());
  EXPECT_FALSE(in.invert());
  for (int64_t x = 0; x < 4; ++x)
    EXPECT_EQ(in.pseudoinvert().apply(in.apply({x})), (Coords{x}));
  // A free variable that is not 0: the lane's first basis is the XOR of
  // the registers' (the same elements in other registers of other lanes).
  LinearLayout dep =
      make({{"register", {{1}, {2}}}, {"lane", {{3}, {4}}}}, {{"dim0", 8}});
  EXPECT_EQ(dep.getFreeVariableMasks(), (SmallVector<uint64_t>{0, 1}));
  EXPECT_TRUE(dep.isSurjective());
  LinearLayout pd = dep.pseudoinvert();
  for (int64_t y = 0; y < 8; ++y)
    EXPECT_EQ(dep.apply(pd.apply({y})), (Coords{y}));
}

TEST(LinearLayout, Equality) {
  LinearLayout a = make({{"lane", {{1}, {2}}}}, {{"dim0", 4}});
  EXPECT_EQ(a, make({{"lane", {{1}, {2}}}}, {{"dim0", 4}}));
  EXPECT_NE(a, make({{"lane", {{2}, {1}}}}, {{"dim0", 4}}));
  EXPECT_NE(a, make({{"warp", {{1}, {2}}}}, {{"dim0", 4}}));
  EXPECT_NE(a, make({{"lane", {{1}, {2}}}}, {{"dim1", 4}}));
  EXPECT_NE(a, make({{"lane", {{1}, {2}}}}, {{"dim0", 8}}));
}

} // namespace
