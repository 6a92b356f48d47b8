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

#include "LayoutTestUtil.h"

#include <map>
#include <string>

using namespace mlir;
using namespace tile;
using namespace tile::unittest;

namespace {

using Case = DotCase;

/// Checks the layout of `c` over every thread of the block, and its row
/// structure where it has one (row reductions trust it: a row group's slots
/// in one row, the quad's lanes on the same rows, each row's columns once
/// over the quads of its parts). `rowGroups`: the number of row groups.
void checkCovers(const Case &c, int64_t *rowGroups = nullptr,
                 std::string *rowsKey = nullptr,
                 std::map<unsigned, std::vector<int64_t>> *rowsOut = nullptr) {
  DotKernel kernel(c);
  ASSERT_TRUE(kernel.dot) << kernel.source;
  Operation *dot = kernel.dot;

  unsigned threads = kernel.threads;
  OpBuilder b = kernel.builder();
  TileLowering lowering(b, threads);
  std::map<std::pair<int64_t, int64_t>, int> seen;
  // Row structure: (row, part) -> the warp and quad holding it, and the
  // columns they hold; thread -> row of each row group.
  std::map<std::pair<int64_t, int64_t>, std::pair<int64_t, int64_t>> holder;
  std::map<std::pair<int64_t, int64_t>, std::map<int64_t, int>> rowCols;
  std::map<unsigned, std::vector<int64_t>> groupRows;
  bool rows = false;
  int64_t rowLanes = 0, numRowGroups = 0;
  for (unsigned t = 0; t < threads; ++t) {
    lowering.tid = constI32(b, b.getUnknownLoc(), t);
    std::optional<FragmentLayout> layout = dotFragmentLayout(lowering, dot);
    ASSERT_TRUE(layout) << c.kind;
    rowLanes = layout->rowLanes;
    numRowGroups = layout->numRowGroups;
    if (rowsKey)
      *rowsKey = layout->rowsKey;
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
      if (!layout->numRowGroups)
        continue;
      // A row group's slots share one row; the row is held by one quad
      // (lanes equal but for rowLanes) of one warp per part.
      rows = true;
      ASSERT_FALSE(layout->valid) << "row structure on an uneven tiling";
      int64_t g = layout->rowGroup(s);
      ASSERT_TRUE(g >= 0 && g < layout->numRowGroups);
      std::vector<int64_t> &mine = groupRows[t];
      mine.resize(layout->numRowGroups, -1);
      if (mine[g] < 0)
        mine[g] = row;
      EXPECT_EQ(mine[g], row) << "thread " << t << " slot " << s
                              << " is in group " << g << " of another row";
      int64_t part = layout->rowParts > 1 ? eval(layout->rowPart()) : 0;
      ASSERT_TRUE(part >= 0 && part < layout->rowParts);
      std::pair<int64_t, int64_t> quad{t / 32, (t % 32) & ~layout->rowLanes};
      auto [it, fresh] = holder.try_emplace({row, part}, quad);
      EXPECT_EQ(it->second, quad)
          << "row " << row << " part " << part << " held by two quads";
      ++rowCols[{row, part}][col];
    }
  }

  if (rows) {
    // Every row's columns: once each over its parts.
    std::map<int64_t, std::map<int64_t, int>> cols;
    for (auto &[rowPart, counts] : rowCols)
      for (auto &[col, count] : counts)
        cols[rowPart.first][col] += count;
    EXPECT_EQ(int64_t(cols.size()), c.m);
    for (auto &[row, counts] : cols) {
      EXPECT_EQ(int64_t(counts.size()), c.n) << "row " << row;
      for (auto &[col, count] : counts)
        EXPECT_EQ(count, 1) << "row " << row << " column " << col;
    }
    // The lanes a reduction shuffles with have the same row in each group.
    for (auto &[t, mine] : groupRows)
      for (unsigned x = 1; x < 32; ++x) {
        auto other = groupRows.find(t ^ x);
        if (other == groupRows.end() || (x & ~unsigned(rowLanes)))
          continue;
        EXPECT_EQ(mine, other->second) << "threads " << t << ", " << (t ^ x);
      }
  }
  if (rowGroups)
    *rowGroups = numRowGroups;
  if (rowsOut)
    *rowsOut = groupRows;
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

TEST(FragmentLayout, RowStructure) {
  // Even tilings have it (and checkCovers checks it); uneven ones do not.
  struct Expect {
    Case c;
    int64_t rowGroups;
  };
  for (Expect e : {Expect{{"mma_sync", 64, 64, 32, 4, "bf16"}, 4},   // 2 x 2 warps
                   Expect{{"mma_sync", 128, 128, 32, 8, "bf16"}, 8}, // 2 x 4 warps
                   Expect{{"mma_sync", 64, 64, 16, 4, "f16"}, 4},
                   Expect{{"mma_sync", 16, 64, 16, 8, "f16"}, 2},    // 1 x 8 warps
                   Expect{{"mma_sync", 48, 24, 16, 8, "f16"}, 0},    // uneven
                   Expect{{"wgmma", 64, 64, 32, 4, "bf16"}, 2},
                   Expect{{"wgmma", 128, 64, 32, 4, "bf16"}, 4},     // 2 rounds
                   Expect{{"wgmma", 128, 256, 64, 8, "bf16"}, 2},
                   Expect{{"wgmma", 192, 64, 16, 8, "f16"}, 0}}) {   // uneven
    int64_t rowGroups = -1;
    checkCovers(e.c, &rowGroups);
    EXPECT_EQ(rowGroups, e.rowGroups)
        << e.c.kind << " " << e.c.m << "x" << e.c.n << " on " << e.c.numWarps
        << " warps";
  }
}

TEST(FragmentLayout, RowsKeyMeansSameRows) {
  // Layouts with equal rowsKey hold the same row in each thread's row group
  // (a row vector of one is read by the other: attention's alpha from the
  // S = Q K^T layout into the P V accumulator of another N).
  struct Pair {
    Case a, b;
    bool same;
  };
  for (Pair p :
       {Pair{{"mma_sync", 64, 64, 64, 4, "bf16", true},
             {"mma_sync", 64, 32, 64, 4, "bf16", true}, true},
        Pair{{"mma_sync", 64, 64, 64, 4, "bf16", true},
             {"mma_sync", 64, 128, 64, 4, "bf16", true}, true},
        Pair{{"mma_sync", 64, 64, 64, 4, "bf16", false},   // 2 x 2 warps
             {"mma_sync", 64, 64, 64, 4, "bf16", true}, false}, // 4 x 1
        Pair{{"wgmma", 64, 64, 64, 4, "bf16"}, {"wgmma", 64, 128, 64, 4, "bf16"}, true},
        Pair{{"wgmma", 128, 64, 64, 8, "bf16"}, {"wgmma", 128, 256, 64, 8, "bf16"}, true}}) {
    std::string keyA, keyB;
    std::map<unsigned, std::vector<int64_t>> rowsA, rowsB;
    checkCovers(p.a, nullptr, &keyA, &rowsA);
    checkCovers(p.b, nullptr, &keyB, &rowsB);
    ASSERT_FALSE(keyA.empty() || keyB.empty());
    EXPECT_EQ(keyA == keyB, p.same) << keyA << " / " << keyB;
    if (keyA == keyB)
      EXPECT_EQ(rowsA, rowsB) << keyA;
    else
      EXPECT_NE(rowsA, rowsB) << keyA << " / " << keyB;
  }
}

} // namespace
