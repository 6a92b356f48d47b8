//===- LayoutConversionTest.cpp - What converting layouts takes -----------===//
//
// classifyConversion against enumeration: for pairs of layouts (the
// lowering's, and variants of them mixing bases within and across the
// register, lane and warp levels) the kind it computes from the bases must
// be what enumerating every thread's and warp's elements says, and its
// register renaming must hold in every thread.
//
//===----------------------------------------------------------------------===//

#include "LayoutTestUtil.h"

#include "llvm/ADT/Sequence.h"

#include <random>
#include <set>

using namespace mlir;
using namespace tile;
using namespace tile::unittest;
using llvm::SmallVector;

namespace {

/// What converting takes, by enumeration over (register, lane, warp): one
/// source register per destination register in every thread, or every
/// element each warp needs held by the warp.
ConversionKind enumeratedKind(const LinearLayout &src,
                              const LinearLayout &dst) {
  int64_t srcRegs = src.getInDimSize("register"),
          dstRegs = dst.getInDimSize("register"),
          lanes = src.getInDimSize("lane"), warps = src.getInDimSize("warp");
  auto renames = [&](int64_t r, int64_t from) {
    for (int64_t w = 0; w < warps; ++w)
      for (int64_t l = 0; l < lanes; ++l)
        if (src.applyFlat({from, l, w}) != dst.applyFlat({r, l, w}))
          return false;
    return true;
  };
  bool registers = true;
  for (int64_t r = 0; r < dstRegs && registers; ++r)
    registers = llvm::any_of(llvm::seq<int64_t>(0, srcRegs),
                             [&](int64_t from) { return renames(r, from); });
  if (registers)
    return ConversionKind::Registers;
  for (int64_t w = 0; w < warps; ++w) {
    std::set<int64_t> held;
    for (int64_t l = 0; l < lanes; ++l)
      for (int64_t r = 0; r < srcRegs; ++r)
        held.insert(src.applyFlat({r, l, w}));
    for (int64_t l = 0; l < lanes; ++l)
      for (int64_t r = 0; r < dstRegs; ++r)
        if (!held.count(dst.applyFlat({r, l, w})))
          return ConversionKind::SharedMemory;
  }
  return ConversionKind::WarpShuffle;
}

/// classifyConversion(src, dst), checked against enumeration (and its
/// register renaming, at every thread).
ConversionKind classify(const LinearLayout &src, const LinearLayout &dst) {
  std::optional<LayoutConversion> cvt = classifyConversion(src, dst);
  if (!cvt) {
    ADD_FAILURE() << "not a conversion:\n" << src.str() << "\n" << dst.str();
    return ConversionKind::SharedMemory;
  }
  EXPECT_EQ(stringifyConversionKind(cvt->kind),
            stringifyConversionKind(enumeratedKind(src, dst)))
      << src.str() << "\nto\n"
      << dst.str();
  if (cvt->kind == ConversionKind::Registers) {
    EXPECT_EQ(int64_t(cvt->registerPermutation.size()),
              dst.getInDimSize("register"));
    for (auto [r, from] : llvm::enumerate(cvt->registerPermutation))
      for (int64_t t = 0; t < 32 * src.getInDimSize("warp"); ++t)
        EXPECT_EQ(src.apply(slotOf(from, t)), dst.apply(slotOf(r, t)))
            << "register " << r << " from " << from << ", thread " << t;
  }
  return cvt->kind;
}

TEST(LayoutConversion, WithinThreads) {
  std::optional<LinearLayout> l =
      LinearLayout::mmaSyncAccumulator(64, 64, 4, 2, 2, 4);
  ASSERT_TRUE(l);
  std::optional<LayoutConversion> same = classifyConversion(*l, *l);
  ASSERT_TRUE(same);
  EXPECT_EQ(same->kind, ConversionKind::Registers);
  for (auto [r, from] : llvm::enumerate(same->registerPermutation))
    EXPECT_EQ(int64_t(r), from);
  // The registers in another order.
  std::vector<std::vector<int64_t>> reversed;
  for (int b = 4; b >= 0; --b)
    reversed.push_back(basis(*l, 0, b));
  EXPECT_EQ(classify(*l, withBases(*l, 0, reversed)),
            ConversionKind::Registers);
  // From a source holding an element twice (its register 1 repeats 0).
  LinearLayout dup =
      withBases(*l, 0, {{0, 1}, {0, 0}, {8, 0}, {0, 8}, {0, 16}, {16, 0}});
  EXPECT_EQ(classify(dup, *l), ConversionKind::Registers);
  EXPECT_EQ(classifyConversion(dup, *l)->registerPermutation[2], 4);
  // The same registers, but where lane 1 holds what lane 0 holds in
  // another register: a different register in each lane, a shuffle.
  LinearLayout crossed =
      withBases(*l, 1, {{0, 3}, {0, 4}, {1, 0}, {2, 0}, {4, 0}});
  EXPECT_EQ(classify(*l, crossed), ConversionKind::WarpShuffle);
  // The warps in another order: everything else agrees, but the data
  // crosses warps.
  LinearLayout warpsSwapped =
      withBases(*l, 2, {basis(*l, 2, 1), basis(*l, 2, 0)});
  EXPECT_EQ(classify(*l, warpsSwapped), ConversionKind::SharedMemory);
  // A warp basis ({0, 32}, {32, 0}) XORed with a lane basis ({0, 2}): each
  // warp holds the same elements, in other lanes.
  LinearLayout warpPlusLane = withBases(*l, 2, {{0, 34}, {32, 0}});
  EXPECT_EQ(classify(*l, warpPlusLane), ConversionKind::WarpShuffle);
}

TEST(LayoutConversion, OfTheLoweringsLayouts) {
  // mma.sync keeping rows in warps is wgmma's layout exactly (64 x N on 4
  // warps, 128 x N on 8); the 2-D blocks it takes otherwise are not.
  for (auto [m, warps] :
       std::vector<std::pair<int64_t, int>>{{64, 4}, {128, 8}}) {
    DotKernel mma(DotCase{"mma_sync", m, 64, 32, warps, "bf16", true});
    DotKernel blocks(DotCase{"mma_sync", m, 64, 32, warps, "bf16"});
    DotKernel wgmma(DotCase{"wgmma", m, 64, 32, warps, "bf16"});
    ASSERT_TRUE(mma.dot && blocks.dot && wgmma.dot);
    std::optional<LinearLayout> a = dotLinearLayout(mma.dot, mma.threads),
                                b = dotLinearLayout(wgmma.dot, wgmma.threads),
                                c = dotLinearLayout(blocks.dot, blocks.threads);
    ASSERT_TRUE(a && b && c);
    EXPECT_EQ(*a, *b) << a->str() << "\n" << b->str();
    EXPECT_EQ(classify(*a, *b), ConversionKind::Registers);
    EXPECT_EQ(classify(*c, *b), ConversionKind::SharedMemory);
  }
  // One warp: any conversion is a shuffle.
  std::optional<LinearLayout> mma16 =
      LinearLayout::mmaSyncAccumulator(16, 8, 1);
  std::optional<LinearLayout> blocked16 = LinearLayout::blocked({16, 8}, 32, 4);
  ASSERT_TRUE(mma16 && blocked16);
  EXPECT_EQ(classify(*mma16, *blocked16), ConversionKind::WarpShuffle);
  EXPECT_EQ(classify(*blocked16, *mma16), ConversionKind::WarpShuffle);
  // 64 x 8 on 4 warps: warp w holds rows 16 w .. 16 w + 15 both in the
  // accumulator and blocked with runs of 4; not with runs of 1 or 2.
  std::optional<LinearLayout> acc =
      LinearLayout::mmaSyncAccumulator(64, 8, 4, 1, 1, 1);
  ASSERT_TRUE(acc);
  for (auto [run, kind] : std::vector<std::pair<int64_t, ConversionKind>>{
           {4, ConversionKind::WarpShuffle},
           {2, ConversionKind::SharedMemory},
           {1, ConversionKind::SharedMemory}}) {
    std::optional<LinearLayout> blocked =
        LinearLayout::blocked({64, 8}, 128, run);
    ASSERT_TRUE(blocked);
    EXPECT_EQ(classify(*acc, *blocked), kind) << "run " << run;
    EXPECT_EQ(classify(*blocked, *acc), kind) << "run " << run;
  }
  // Replicated sources: 32 elements on 64 threads (warp 1 repeats warp 0).
  std::optional<LinearLayout> small = LinearLayout::blocked({4, 8}, 64, 1);
  ASSERT_TRUE(small);
  LinearLayout lanesSwapped =
      withBases(*small, 1, {{0, 2}, {0, 1}, {0, 4}, {1, 0}, {2, 0}});
  EXPECT_EQ(classify(*small, lanesSwapped), ConversionKind::WarpShuffle);
  // Not conversions: another tile, other warps, elements src lacks.
  std::optional<LinearLayout> other = LinearLayout::blocked({8, 64}, 128, 4),
                              fewer = LinearLayout::blocked({64, 8}, 64, 4);
  EXPECT_FALSE(classifyConversion(*acc, *other));
  EXPECT_FALSE(classifyConversion(*acc, *fewer));
  LinearLayout half =
      withBases(*small, 1, {{0, 1}, {0, 2}, {0, 4}, {1, 0}, {1, 0}});
  EXPECT_FALSE(classifyConversion(half, *small));
}

TEST(LayoutConversion, AgreesWithEnumeration) {
  // Layouts of a 64 x 16 tile on 4 warps, and variants mixing bases within
  // and across levels: the classification must match enumeration.
  std::vector<std::optional<LinearLayout>> made = {
      LinearLayout::mmaSyncAccumulator(64, 16, 4, 2, 2, 1),
      LinearLayout::mmaSyncAccumulator(64, 16, 4, 1, 1, 2),
      LinearLayout::mmaSyncAccumulator(64, 16, 4)};
  for (int64_t run : {1, 2, 4, 8})
    made.push_back(LinearLayout::blocked({64, 16}, 128, run));
  std::vector<LinearLayout> bases;
  for (std::optional<LinearLayout> &l : made) {
    ASSERT_TRUE(l);
    bases.push_back(*l);
  }
  std::mt19937 rng(37);
  int counts[3] = {0, 0, 0};
  for (int trial = 0; trial < 600; ++trial) {
    const LinearLayout &src = bases[rng() % bases.size()];
    // Each basis of dst: src's, XORed with some other bases of src's
    // dimensions at or below its own and a random level.
    unsigned level = rng() % 3;
    std::vector<LinearLayout::InDimBases> ins;
    for (unsigned i = 0; i < 3; ++i) {
      ins.push_back({src.getInDimName(i).str(), {}});
      for (unsigned b = 0; b < src.getFlatBases(i).size(); ++b) {
        std::vector<int64_t> v = basis(src, i, b);
        for (unsigned j = 0; j <= std::min(level, i); ++j)
          for (unsigned k = 0; k < src.getFlatBases(j).size(); ++k)
            if ((j != i || k != b) && rng() % 8 == 0) {
              std::vector<int64_t> x = basis(src, j, k);
              v = {v[0] ^ x[0], v[1] ^ x[1]};
            }
        ins.back().bases.push_back(v);
      }
    }
    LinearLayout dst = make(ins, {{"dim0", 64}, {"dim1", 16}});
    if (!dst.isSurjective() || trial % 3 == 0)
      dst = bases[rng() % bases.size()];
    ++counts[int(classify(src, dst))];
  }
  // All three kinds occur.
  EXPECT_GT(counts[0], 20);
  EXPECT_GT(counts[1], 20);
  EXPECT_GT(counts[2], 20);
}

} // namespace
