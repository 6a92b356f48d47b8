//===- TargetInfoTest.cpp - Tests for the NVPTX target model --------------===//
//
// Expectations here are written independently of the library: names are
// split with plain string operations and the rules are restated from the
// seeds (000: encoding/ordering, 003: rows, feature indices, tmem) and SPEC
// sections 2-3, so a wrong table entry or rule in TargetInfo.cpp fails.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Target/TargetInfo.h"

#include <gtest/gtest.h>

#include <cstring>
#include <map>
#include <set>
#include <string>
#include <vector>

using namespace tile;

namespace {

struct Expected {
  const char *name;
  unsigned featureIndex; // seed 003; sm_87/sm_88 are ours (81, 82)
  unsigned minPtx;       // measured with LLVM 22 llc; SPEC section 2
  bool llvm;
  bool ptxas; // CUDA 13.0 ptxas -arch=
};

// In capability order on purpose (the library's table is in name order).
const Expected kExpected[] = {
    {"sm_20", 39, 32, true, false},   {"sm_21", 40, 32, true, false},
    {"sm_30", 41, 32, true, false},   {"sm_32", 42, 40, true, false},
    {"sm_35", 43, 32, true, false},   {"sm_37", 44, 41, true, false},
    {"sm_50", 45, 40, true, false},   {"sm_52", 46, 41, true, false},
    {"sm_53", 47, 42, true, false},   {"sm_60", 48, 50, true, false},
    {"sm_61", 49, 50, true, false},   {"sm_62", 50, 50, true, false},
    {"sm_70", 51, 60, true, false},   {"sm_72", 52, 61, true, false},
    {"sm_73", 53, 61, false, false},  {"sm_75", 54, 63, true, true},
    {"sm_80", 55, 70, true, true},    {"sm_82", 56, 70, false, false},
    {"sm_86", 57, 71, true, true},    {"sm_87", 81, 74, true, true},
    {"sm_88", 82, 90, true, true},    {"sm_89", 58, 78, true, true},
    {"sm_90", 59, 78, true, true},    {"sm_90a", 60, 80, true, true},
    {"sm_100", 61, 86, true, true},   {"sm_100a", 62, 86, true, true},
    {"sm_100f", 63, 88, true, true},  {"sm_101", 64, 86, true, false},
    {"sm_101a", 65, 86, true, false}, {"sm_101f", 66, 88, true, false},
    {"sm_103", 67, 88, true, true},   {"sm_103a", 68, 88, true, true},
    {"sm_103f", 69, 88, true, true},  {"sm_110", 70, 90, true, true},
    {"sm_110a", 71, 90, true, true},  {"sm_110f", 72, 90, true, true},
    {"sm_120", 73, 87, true, true},   {"sm_120a", 74, 87, true, true},
    {"sm_120f", 75, 88, true, true},  {"sm_121", 76, 88, true, true},
    {"sm_121a", 77, 88, true, true},  {"sm_121f", 78, 88, true, true},
};

/// "sm_103a" -> {103, 'a'}, by hand.
struct Split {
  unsigned cc;
  char suffix; // 0, 'a' or 'f'
};
Split split(const std::string &name) {
  std::string digits = name.substr(3);
  char suffix = 0;
  if (digits.back() == 'a' || digits.back() == 'f') {
    suffix = digits.back();
    digits.pop_back();
  }
  return {static_cast<unsigned>(std::stoul(digits)), suffix};
}

int suffixRank(char s) { return s == 0 ? 0 : s == 'f' ? 1 : 2; }

/// Seed 000 / SPEC section 2, restated: code for T on real GPU sm_<d>.
bool expectRunsOn(const std::string &t, unsigned d) {
  Split s = split(t);
  if (s.suffix == 0)
    return d >= s.cc;
  if (s.suffix == 'f')
    return d / 10 == s.cc / 10 && d >= s.cc;
  return d == s.cc;
}

Target get(const char *name) {
  std::optional<Target> t = Target::lookup(name);
  EXPECT_TRUE(t.has_value()) << name;
  return *t;
}

int sign(int x) { return (x > 0) - (x < 0); }

std::vector<std::string> names(llvm::ArrayRef<Target> ts) {
  std::vector<std::string> out;
  for (Target t : ts)
    out.push_back(t.name().str());
  return out;
}

//===----------------------------------------------------------------------===//

TEST(TargetTable, SortedUniqueAndComplete) {
  llvm::ArrayRef<TargetRow> rows = Target::all();
  ASSERT_EQ(rows.size(), 42u);
  ASSERT_EQ(std::size(kExpected), 42u);
  for (size_t i = 1; i < rows.size(); ++i)
    EXPECT_LT(std::strcmp(rows[i - 1].name, rows[i].name), 0) << rows[i].name;
  std::set<unsigned> indices;
  for (const TargetRow &r : rows)
    EXPECT_TRUE(indices.insert(r.featureIndex).second) << r.name;
  // Seed 003: the 40 SM feature bits are 39 (sm_20) .. 78 (sm_121f) in
  // capability order; sm_87/sm_88 come after tmem (80) so none is renumbered.
  unsigned next = 39;
  for (const Expected &e : kExpected) {
    std::string n = e.name;
    if (n == "sm_87" || n == "sm_88")
      continue;
    EXPECT_EQ(get(e.name).featureIndex(), next++) << n;
  }
  EXPECT_EQ(next, 79u);
  EXPECT_EQ(get("sm_87").featureIndex(), 81u);
  EXPECT_EQ(get("sm_88").featureIndex(), 82u);
}

TEST(TargetTable, RowsMatchIndependentTable) {
  for (const Expected &e : kExpected) {
    SCOPED_TRACE(e.name);
    std::optional<Target> t = Target::lookup(e.name);
    ASSERT_TRUE(t.has_value());
    Split s = split(e.name);
    EXPECT_EQ(t->name(), e.name);
    EXPECT_EQ(t->computeCapability(), s.cc);
    EXPECT_EQ(t->targetSpecString(), s.suffix ? std::string(1, s.suffix) : "");
    EXPECT_EQ(t->featureIndex(), e.featureIndex);
    EXPECT_EQ(t->minPtxVersion(), e.minPtx);
    EXPECT_EQ(t->llvmCanEmit(), e.llvm);
    EXPECT_EQ(t->ptxasKnows(), e.ptxas);
    EXPECT_EQ(t->isBase(), s.suffix == 0);
    // Seed 000 encoding.
    unsigned full =
        s.cc * 100 + (s.suffix == 'f' ? 10 : 0) + (s.suffix == 'a' ? 11 : 0);
    EXPECT_EQ(t->fullSmVersion(), full);
    EXPECT_EQ(t->arch(), s.cc);
    EXPECT_EQ(t->family(), s.cc / 10);
    std::optional<Target> viaAttrs = Target::fromAttributes(
        s.cc, s.suffix ? std::string(1, s.suffix) : std::string());
    ASSERT_TRUE(viaAttrs.has_value());
    EXPECT_EQ(*viaAttrs, *t);
  }
  EXPECT_FALSE(Target::lookup("sm_91"));
  EXPECT_FALSE(Target::lookup("SM_90"));
  EXPECT_FALSE(Target::fromAttributes(90, "f"));
  EXPECT_FALSE(Target::fromAttributes(90, "x"));
  EXPECT_FALSE(Target::fromAttributes(91, ""));
}

TEST(TargetTable, FullSmVersionExamples) {
  EXPECT_EQ(get("sm_90").fullSmVersion(), 9000u);
  EXPECT_EQ(get("sm_90a").fullSmVersion(), 9011u);
  EXPECT_EQ(get("sm_100f").fullSmVersion(), 10010u);
  EXPECT_EQ(get("sm_103a").fullSmVersion(), 10311u);
  EXPECT_EQ(get("sm_103a").arch(), 103u);
  EXPECT_EQ(get("sm_103a").family(), 10u);
  EXPECT_EQ(get("sm_121f").family(), 12u);
}

TEST(TargetTable, TMemExactlyEightRows) {
  const std::set<std::string> tmem = {"sm_100a", "sm_100f", "sm_101a",
                                      "sm_101f", "sm_103a", "sm_103f",
                                      "sm_110a", "sm_110f"};
  for (const Expected &e : kExpected)
    EXPECT_EQ(get(e.name).hasTMem(), tmem.count(e.name) == 1) << e.name;
}

TEST(TargetOrder, RunsOnEveryPair) {
  for (const Expected &t : kExpected) {
    for (const Expected &d : kExpected) {
      // A non-base device stands for the GPU of its arch.
      bool expected = expectRunsOn(t.name, split(d.name).cc);
      EXPECT_EQ(get(t.name).runsOn(get(d.name)), expected)
          << t.name << " on " << d.name;
    }
  }
}

TEST(TargetOrder, RunsOnList) {
  using V = std::vector<std::string>;
  EXPECT_EQ(names(get("sm_100f").runsOnList()),
            (V{"sm_100", "sm_101", "sm_103"}));
  EXPECT_EQ(names(get("sm_103a").runsOnList()), (V{"sm_103"}));
  EXPECT_EQ(
      names(get("sm_90").runsOnList()),
      (V{"sm_90", "sm_100", "sm_101", "sm_103", "sm_110", "sm_120", "sm_121"}));
  EXPECT_EQ(names(get("sm_120f").runsOnList()), (V{"sm_120", "sm_121"}));
  EXPECT_EQ(names(get("sm_110f").runsOnList()), (V{"sm_110"}));
  // Placeholders and LLVM-only rows are real table rows and are listed.
  EXPECT_EQ(names(get("sm_80").runsOnList()),
            (V{"sm_80", "sm_82", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90",
               "sm_100", "sm_101", "sm_103", "sm_110", "sm_120", "sm_121"}));
  // Every row: the list is the base rows the independent rule accepts,
  // ascending.
  for (const Expected &t : kExpected) {
    V want;
    for (const Expected &d : kExpected)
      if (split(d.name).suffix == 0 && expectRunsOn(t.name, split(d.name).cc))
        want.push_back(d.name);
    EXPECT_EQ(names(get(t.name).runsOnList()), want) << t.name;
  }
}

TEST(TargetOrder, CompareEveryPair) {
  for (const Expected &x : kExpected) {
    for (const Expected &y : kExpected) {
      Split a = split(x.name), b = split(y.name);
      int want = a.cc != b.cc
                     ? sign(int(a.cc) - int(b.cc))
                     : sign(suffixRank(a.suffix) - suffixRank(b.suffix));
      EXPECT_EQ(sign(get(x.name).compare(get(y.name))), want)
          << x.name << " vs " << y.name;
    }
  }
  EXPECT_GT(get("sm_100a").compare(get("sm_100f")), 0);
  EXPECT_GT(get("sm_100f").compare(get("sm_100")), 0);
  EXPECT_LT(get("sm_90a").compare(get("sm_100")), 0);
}

TEST(TargetPredicates, ArchAccelAndFamilySpecific) {
  Target t100f = get("sm_100f"), t90a = get("sm_90a"), t90 = get("sm_90"),
         t100a = get("sm_100a"), t120f = get("sm_120f");
  EXPECT_FALSE(t100f.hasFamilySpecificFeatures(86));
  EXPECT_TRUE(t100f.hasFamilySpecificFeatures(88));
  EXPECT_TRUE(t100f.hasFamilySpecificFeatures(90));
  EXPECT_FALSE(t100f.hasArchAccelFeatures(88)); // 10010 % 10 == 0
  EXPECT_FALSE(t90a.hasArchAccelFeatures(78));
  EXPECT_TRUE(t90a.hasArchAccelFeatures(80));
  EXPECT_FALSE(t90a.hasFamilySpecificFeatures(78));
  EXPECT_TRUE(t90a.hasFamilySpecificFeatures(80));
  EXPECT_FALSE(t90.hasArchAccelFeatures(90));
  EXPECT_FALSE(t90.hasFamilySpecificFeatures(90));
  EXPECT_TRUE(t100a.hasArchAccelFeatures(86));
  EXPECT_TRUE(t100a.hasFamilySpecificFeatures(86)); // 'a' implies 'f'
  EXPECT_FALSE(t120f.hasFamilySpecificFeatures(87));
  EXPECT_TRUE(t120f.hasFamilySpecificFeatures(88));
}

TEST(TargetFeatures, Supports) {
  auto supportedOn = [](Feature f) {
    std::set<std::string> out;
    for (const Expected &e : kExpected)
      if (get(e.name).supports(f))
        out.insert(e.name);
    return out;
  };
  using S = std::set<std::string>;
  EXPECT_EQ(supportedOn(Feature::Wgmma), S{"sm_90a"});
  const S tmem = {"sm_100a", "sm_100f", "sm_101a", "sm_101f",
                  "sm_103a", "sm_103f", "sm_110a", "sm_110f"};
  EXPECT_EQ(supportedOn(Feature::Tcgen05), tmem);
  EXPECT_EQ(supportedOn(Feature::Tcgen05Cta2), tmem);
  EXPECT_EQ(supportedOn(Feature::Tcgen05BlockScale), tmem);
  EXPECT_EQ(supportedOn(Feature::Tma2CtaIm2colW), tmem);
  // Measured with ptxas 13: kind::i8 on sm_100a and sm_110a, no f target,
  // not sm_103a (sm_101a is sm_110a's old name).
  EXPECT_EQ(supportedOn(Feature::Tcgen05I8),
            (S{"sm_100a", "sm_101a", "sm_110a"}));
  EXPECT_EQ(supportedOn(Feature::MmaBlockScale),
            (S{"sm_120a", "sm_120f", "sm_121a", "sm_121f"}));
  S setmaxnreg = tmem;
  setmaxnreg.insert({"sm_90a", "sm_120a", "sm_120f", "sm_121a", "sm_121f"});
  EXPECT_EQ(supportedOn(Feature::Setmaxnreg), setmaxnreg);

  for (const Expected &e : kExpected) {
    unsigned cc = split(e.name).cc;
    Target t = get(e.name);
    EXPECT_EQ(t.supports(Feature::MmaSync), cc >= 80) << e.name;
    EXPECT_EQ(t.supports(Feature::CpAsync), cc >= 80) << e.name;
    EXPECT_EQ(t.supports(Feature::MmaSyncFp8), cc >= 89) << e.name;
    EXPECT_EQ(t.supports(Feature::MmaSyncFp8F16), cc >= 89) << e.name;
    EXPECT_EQ(t.supports(Feature::Fp8Convert), cc >= 89) << e.name;
    EXPECT_EQ(t.supports(Feature::Clusters), cc >= 90) << e.name;
    EXPECT_EQ(t.supports(Feature::Tma), cc >= 90) << e.name;
    EXPECT_EQ(t.supports(Feature::BlocksAreClusters), cc >= 90) << e.name;
    EXPECT_EQ(t.supports(Feature::NativeF16), cc >= 53) << e.name;
    EXPECT_EQ(t.supports(Feature::TanhApprox), cc >= 75) << e.name;
    EXPECT_EQ(t.supports(Feature::ShflSync), cc >= 30) << e.name;
    EXPECT_EQ(t.supports(Feature::GridDepControl), cc >= 90) << e.name;
    EXPECT_EQ(t.supports(Feature::AtomAddF16), cc >= 70) << e.name;
    EXPECT_EQ(t.supports(Feature::AtomAddBf16), cc >= 90) << e.name;
  }
  EXPECT_FALSE(get("sm_120a").supports(Feature::Tcgen05));
  // TMA multicast without ptxas 13's advisory (measured target by target).
  for (const char *name : {"sm_90a", "sm_100a", "sm_100f", "sm_103a", "sm_103f",
                           "sm_110a", "sm_110f"})
    EXPECT_TRUE(get(name).supports(Feature::TmaMulticast)) << name;
  for (const char *name : {"sm_80", "sm_90", "sm_100", "sm_110", "sm_120", "sm_120a",
                           "sm_120f", "sm_121a"})
    EXPECT_FALSE(get(name).supports(Feature::TmaMulticast)) << name;
  EXPECT_FALSE(get("sm_90").supports(Feature::Setmaxnreg));
  EXPECT_FALSE(get("sm_100").supports(Feature::Setmaxnreg));
}

TEST(TargetFeatures, MinPtxVersionFor) {
  EXPECT_EQ(get("sm_90a").minPtxVersionFor(Feature::Wgmma), 80u);
  EXPECT_EQ(get("sm_90a").minPtxVersionFor(Feature::Setmaxnreg), 80u);
  EXPECT_EQ(get("sm_110f").minPtxVersionFor(Feature::Setmaxnreg), 90u);
  EXPECT_EQ(get("sm_100a").minPtxVersionFor(Feature::Tcgen05), 86u);
  EXPECT_EQ(get("sm_100f").minPtxVersionFor(Feature::Tcgen05), 88u);
  EXPECT_EQ(get("sm_101a").minPtxVersionFor(Feature::Tcgen05Cta2), 86u);
  EXPECT_EQ(get("sm_110a").minPtxVersionFor(Feature::Tcgen05), 90u);
  EXPECT_EQ(get("sm_100a").minPtxVersionFor(Feature::Tcgen05BlockScale), 88u);
  EXPECT_EQ(get("sm_100a").minPtxVersionFor(Feature::Tcgen05I8), 86u);
  EXPECT_EQ(get("sm_110a").minPtxVersionFor(Feature::Tcgen05I8), 90u);
  EXPECT_EQ(get("sm_120a").minPtxVersionFor(Feature::MmaBlockScale), 87u);
  EXPECT_EQ(get("sm_120f").minPtxVersionFor(Feature::MmaBlockScale), 88u);
  EXPECT_EQ(get("sm_121a").minPtxVersionFor(Feature::MmaBlockScale), 88u);
  EXPECT_EQ(get("sm_90").minPtxVersionFor(Feature::Tma), 80u);
  EXPECT_EQ(get("sm_100f").minPtxVersionFor(Feature::Tma), 88u);
  EXPECT_EQ(get("sm_90").minPtxVersionFor(Feature::BlocksAreClusters), 90u);
  EXPECT_EQ(get("sm_100a").minPtxVersionFor(Feature::Tma2CtaIm2colW), 86u);
  EXPECT_EQ(get("sm_100f").minPtxVersionFor(Feature::Tma2CtaIm2colW), 88u);
  EXPECT_EQ(get("sm_90").minPtxVersionFor(Feature::Clusters), 78u);
  EXPECT_EQ(get("sm_75").minPtxVersionFor(Feature::TanhApprox), 70u);
  EXPECT_EQ(get("sm_90").minPtxVersionFor(Feature::TanhApprox), 78u);
  EXPECT_EQ(get("sm_30").minPtxVersionFor(Feature::ShflSync), 60u);
  EXPECT_EQ(get("sm_80").minPtxVersionFor(Feature::ShflSync), 70u);
  EXPECT_EQ(get("sm_80").minPtxVersionFor(Feature::MmaSync), 70u);
  EXPECT_EQ(get("sm_89").minPtxVersionFor(Feature::MmaSyncFp8), 84u);
  EXPECT_EQ(get("sm_89").minPtxVersionFor(Feature::Fp8Convert), 81u);
  EXPECT_EQ(featureName(Feature::Fp8Convert), "fp8_convert");
  EXPECT_EQ(get("sm_100f").minPtxVersionFor(Feature::MmaSyncFp8), 88u);
  // fp8 mma.sync with .f16 accumulators: 8.7 (measured with ptxas 13).
  EXPECT_EQ(get("sm_89").minPtxVersionFor(Feature::MmaSyncFp8F16), 87u);
  EXPECT_EQ(get("sm_100a").minPtxVersionFor(Feature::MmaSyncFp8F16), 87u);
  EXPECT_EQ(get("sm_120a").minPtxVersionFor(Feature::MmaSyncFp8F16), 87u);
  EXPECT_EQ(featureName(Feature::MmaSyncFp8F16), "mma_sync_fp8_f16");
  // Unsupported: the target's own minimum (documented).
  EXPECT_EQ(get("sm_80").minPtxVersionFor(Feature::Wgmma), 70u);
}

TEST(TargetFeatures, TargetsSupporting) {
  EXPECT_EQ(Target::targetsSupporting(Feature::Wgmma), "sm_90a");
  // Onion-model families read as "X or newer"; others stay lists.
  EXPECT_EQ(Target::describeTargetsSupporting(Feature::MmaSync),
            "sm_80 or newer (any suffix)");
  EXPECT_EQ(Target::describeTargetsSupporting(Feature::MmaSyncFp8),
            "sm_89 or newer (any suffix)");
  EXPECT_EQ(Target::describeTargetsSupporting(Feature::Wgmma), "sm_90a");
  EXPECT_EQ(Target::describeTargetsSupporting(Feature::Setmaxnreg),
            Target::targetsSupporting(Feature::Setmaxnreg));
  EXPECT_EQ(Target::targetsSupporting(Feature::Tcgen05),
            "sm_100f, sm_100a, sm_101f, sm_101a, sm_103f, sm_103a, sm_110f, "
            "sm_110a");
  EXPECT_EQ(Target::targetsSupporting(Feature::MmaBlockScale),
            "sm_120f, sm_120a, sm_121f, sm_121a");
  // Placeholders (sm_82) are not listed.
  std::string mma = Target::targetsSupporting(Feature::MmaSync);
  EXPECT_EQ(mma.rfind("sm_80, sm_86, sm_87, sm_88, sm_89, sm_90, sm_90a, "
                      "sm_100, sm_100f, sm_100a",
                      0),
            0u)
      << mma;
  EXPECT_EQ(mma.find("sm_82"), std::string::npos);
}

TEST(TargetFeatures, Names) {
  EXPECT_EQ(featureName(Feature::MmaSync), "mma_sync");
  EXPECT_EQ(featureName(Feature::MmaSyncFp8), "mma_sync_fp8");
  EXPECT_EQ(featureName(Feature::Wgmma), "wgmma");
  EXPECT_EQ(featureName(Feature::Setmaxnreg), "setmaxnreg");
  EXPECT_EQ(featureName(Feature::Tcgen05), "tcgen05");
  EXPECT_EQ(featureName(Feature::Tcgen05Cta2), "tcgen05_cta2");
  EXPECT_EQ(featureName(Feature::Tcgen05BlockScale), "tcgen05_block_scale");
  EXPECT_EQ(featureName(Feature::MmaBlockScale), "mma_block_scale");
  EXPECT_EQ(featureName(Feature::Clusters), "clusters");
  EXPECT_EQ(featureName(Feature::Tma), "tma");
  EXPECT_EQ(featureName(Feature::CpAsync), "cp_async");
  EXPECT_EQ(featureName(Feature::NativeF16), "native_f16");
  EXPECT_EQ(featureName(Feature::Tma2CtaIm2colW), "tma_2cta_im2col_w");
  EXPECT_EQ(featureName(Feature::BlocksAreClusters), "blocks_are_clusters");
  EXPECT_EQ(featureName(Feature::TanhApprox), "tanh_approx");
  EXPECT_EQ(featureName(Feature::ShflSync), "shfl_sync");
  EXPECT_EQ(featureName(Feature::GridDepControl), "griddepcontrol");
  EXPECT_EQ(get("sm_90").minPtxVersionFor(Feature::GridDepControl), 78u);
  EXPECT_EQ(get("sm_120").minPtxVersionFor(Feature::GridDepControl), 87u);
  EXPECT_EQ(get("sm_70").minPtxVersionFor(Feature::AtomAddF16), 63u);
  EXPECT_EQ(get("sm_80").minPtxVersionFor(Feature::AtomAddF16), 70u);
  EXPECT_EQ(get("sm_90").minPtxVersionFor(Feature::AtomAddBf16), 78u);
  EXPECT_EQ(featureName(Feature::AtomAddF16), "atom_add_f16");
  EXPECT_EQ(featureName(Feature::AtomAddBf16), "atom_add_bf16");
  EXPECT_EQ(featureName(Feature::Tcgen05I8), "tcgen05_i8");
}

TEST(TargetParse, CanonicalNames) {
  for (const Expected &e : kExpected) {
    std::string err;
    std::optional<Target> t = Target::parse(e.name, err);
    ASSERT_TRUE(t.has_value()) << e.name << ": " << err;
    EXPECT_EQ(t->name(), e.name);
  }
}

TEST(TargetParse, Errors) {
  auto errorFor = [](const char *name) {
    std::string err;
    EXPECT_FALSE(Target::parse(name, err).has_value()) << name;
    EXPECT_NE(err.find("did you mean"), std::string::npos) << err;
    EXPECT_EQ(err.find('\n'), std::string::npos) << err;
    return err;
  };
  EXPECT_EQ(errorFor("sm_91"),
            "unknown target 'sm_91'; did you mean sm_90, sm_90a or sm_100?");
  EXPECT_EQ(
      errorFor("sm_89a"),
      "target 'sm_89a' has no 'a' variant; did you mean sm_89 or sm_90a?");
  EXPECT_EQ(
      errorFor("sm_90f"),
      "target 'sm_90f' has no 'f' variant; did you mean sm_90 or sm_90a?");
  const char *malformed =
      "'; valid targets look like sm_90, sm_90a or sm_100f; did you mean ";
  for (const char *bad : {"sm_100x", "gfx90a", "", "sm_", "compute_90",
                          "SM_90a", "SM_90A", "sm_090", "sm_90 "}) {
    std::string err = errorFor(bad);
    EXPECT_EQ(err.rfind(std::string("unknown target '") + bad + malformed, 0),
              0u)
        << err;
  }
  // The first suggestion follows the digits (and the suffix, ignoring case).
  auto firstSuggestion = [&](const char *bad) {
    std::string err = errorFor(bad);
    std::string rest = err.substr(err.find("did you mean ") + 13);
    return rest.substr(0, rest.find_first_of(",? "));
  };
  EXPECT_EQ(firstSuggestion("compute_90"), "sm_90");
  EXPECT_EQ(firstSuggestion("SM_90A"), "sm_90a");
  EXPECT_EQ(firstSuggestion("sm_100x"), "sm_100");
  // A family wildcard: its first capability (not sm_20 for the digit 9).
  EXPECT_EQ(firstSuggestion("sm_9x"), "sm_90");
  EXPECT_EQ(firstSuggestion("sm_10x"), "sm_100");
  EXPECT_EQ(firstSuggestion("sm_12x"), "sm_120");
  EXPECT_EQ(firstSuggestion("sm_8x"), "sm_80");
  EXPECT_EQ(firstSuggestion("gfx90a"), "sm_90a");
  // Every suggestion is a name LLVM can emit.
  for (const char *bad : {"sm_74", "sm_83", "", "sm_73a", "sm_999"}) {
    for (llvm::StringRef s : Target::closest(bad)) {
      std::optional<Target> t = Target::lookup(s);
      ASSERT_TRUE(t.has_value()) << s.str();
      EXPECT_TRUE(t->llvmCanEmit()) << bad << " -> " << s.str();
    }
    EXPECT_EQ(Target::closest(bad).size(), 3u);
  }
  EXPECT_EQ(Target::closest("sm_200", 1).front(), "sm_121");
  EXPECT_EQ(Target::closest("sm_121a", 1).front(), "sm_121a");
}

TEST(TargetPtx, FormatAndParse) {
  EXPECT_EQ(formatPtxVersion(88), "8.8");
  EXPECT_EQ(formatPtxVersion(90), "9.0");
  EXPECT_EQ(formatPtxVersion(32), "3.2");
  EXPECT_EQ(parsePtxVersion("8.8"), std::optional<PtxVersion>(88));
  EXPECT_EQ(parsePtxVersion("9.0"), std::optional<PtxVersion>(90));
  EXPECT_EQ(parsePtxVersion("88"), std::optional<PtxVersion>(88));
  for (const char *bad :
       {"8", "8.10", "abc", "", ".8", "8.", "8.8.8", "-8.8", "08", "8.x"})
    EXPECT_FALSE(parsePtxVersion(bad).has_value()) << bad;
  EXPECT_EQ(Target::ptxFeatureString(88), "+ptx88");
  EXPECT_EQ(Target::ptxFeatureString(kMaxPtxVersion), "+ptx90");
}

TEST(TargetPrint, JSON) {
  EXPECT_EQ(get("sm_100f").toJSON(),
            R"({"name":"sm_100f","compute_capability":100,"target_spec":"f",)"
            R"("full_sm_version":10010,"arch":100,"family":10,"has_tmem":true,)"
            R"("arch_accel":false,"family_specific":true,)"
            R"("min_ptx_version":"8.8","mma":["mma_sync","tcgen05",)"
            R"("tcgen05_cta2"],"runs_on":["sm_100","sm_101","sm_103"]})");
  EXPECT_EQ(get("sm_90a").toJSON(),
            R"({"name":"sm_90a","compute_capability":90,"target_spec":"a",)"
            R"("full_sm_version":9011,"arch":90,"family":9,"has_tmem":false,)"
            R"("arch_accel":true,"family_specific":true,)"
            R"("min_ptx_version":"8.0","mma":["mma_sync","wgmma"],)"
            R"("runs_on":["sm_90"]})");
  EXPECT_EQ(get("sm_75").toJSON(),
            R"({"name":"sm_75","compute_capability":75,"target_spec":"",)"
            R"("full_sm_version":7500,"arch":75,"family":7,"has_tmem":false,)"
            R"("arch_accel":false,"family_specific":false,)"
            R"("min_ptx_version":"6.3","mma":[],"runs_on":["sm_75","sm_80",)"
            R"("sm_82","sm_86","sm_87","sm_88","sm_89","sm_90","sm_100",)"
            R"("sm_101","sm_103","sm_110","sm_120","sm_121"]})");
  EXPECT_EQ(get("sm_120a").toJSON(),
            R"({"name":"sm_120a","compute_capability":120,"target_spec":"a",)"
            R"("full_sm_version":12011,"arch":120,"family":12,)"
            R"("has_tmem":false,"arch_accel":true,"family_specific":true,)"
            R"("min_ptx_version":"8.7","mma":["mma_sync","mma_block_scale"],)"
            R"("runs_on":["sm_120"]})");
}

TEST(TargetPrint, Table) {
  std::string table = Target::formatTable();
  size_t lines = 0;
  for (char c : table)
    lines += c == '\n';
  EXPECT_EQ(lines, 43u); // header + 42 rows
  EXPECT_EQ(table.rfind("name", 0), 0u);
  auto lineOf = [&](const std::string &name) {
    size_t at = table.find("\n" + name + " ");
    EXPECT_NE(at, std::string::npos) << name;
    return table.substr(at + 1, table.find('\n', at + 1) - at - 1);
  };
  EXPECT_NE(lineOf("sm_73").find("placeholder; LLVM 22 cannot emit"),
            std::string::npos);
  EXPECT_NE(lineOf("sm_101a").find("ptxas 13: renamed to sm_110"),
            std::string::npos);
  EXPECT_NE(lineOf("sm_100f").find("10010"), std::string::npos);
  EXPECT_NE(lineOf("sm_100f").find("8.8"), std::string::npos);
  // Ascending capability: sm_90a before sm_100.
  EXPECT_LT(table.find("\nsm_90a "), table.find("\nsm_100 "));
}

} // namespace

TEST(TargetInfo, SharedMemoryPerBlock) {
  // CUDA programming guide, "Technical Specifications per Compute
  // Capability": maximum shared memory per thread block.
  EXPECT_EQ(Target::lookup("sm_80")->sharedMemoryPerBlock(), 163u * 1024);
  EXPECT_EQ(Target::lookup("sm_89")->sharedMemoryPerBlock(), 99u * 1024);
  EXPECT_EQ(Target::lookup("sm_90a")->sharedMemoryPerBlock(), 227u * 1024);
  EXPECT_EQ(Target::lookup("sm_100f")->sharedMemoryPerBlock(), 227u * 1024);
  EXPECT_EQ(Target::lookup("sm_120a")->sharedMemoryPerBlock(), 99u * 1024);
  EXPECT_EQ(Target::lookup("sm_61")->sharedMemoryPerBlock(), 48u * 1024);
}
