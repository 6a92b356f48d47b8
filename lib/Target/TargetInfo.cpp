//===- TargetInfo.cpp - The family-aware NVPTX target model ---------------===//
//
// Data: seed 003's 40 CPU rows plus sm_87/sm_88 (known to LLVM 22). Minimum
// PTX versions were measured with LLVM 22 `llc -mcpu=sm_XY` (the `.version`
// it prints for an empty function) and match SPEC section 2; `ptxasKnows` was
// measured with CUDA 13.0 `ptxas -arch=sm_XY` on an empty kernel.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Target/TargetInfo.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <tuple>

using namespace tile;
using llvm::StringRef;

namespace {

constexpr TargetSpec B = TargetSpec::Base;
constexpr TargetSpec F = TargetSpec::FamilySpecific;
constexpr TargetSpec A = TargetSpec::ArchSpecific;

// Sorted by name (strcmp order), exactly like the seed's SubTypeKV table, so
// that lookup is a std::lower_bound. Feature indices are the seed's (39..78);
// sm_87 and sm_88 are not in the seed and get fresh indices 81 and 82 so that
// no seed index is ever renumbered.
//
// ptxasKnows: CUDA 13 ptxas accepts sm_75 and newer only, has no placeholder
// rows (sm_73, sm_82), and renamed sm_101* to sm_110*.
constexpr TargetRow kRows[] = {
    // name, cc, spec, feature index, min PTX, llvmKnows, ptxasKnows
    {"sm_100", 100, B, 61, 86, true, true},
    {"sm_100a", 100, A, 62, 86, true, true},
    {"sm_100f", 100, F, 63, 88, true, true},
    {"sm_101", 101, B, 64, 86, true, false},
    {"sm_101a", 101, A, 65, 86, true, false},
    {"sm_101f", 101, F, 66, 88, true, false},
    {"sm_103", 103, B, 67, 88, true, true},
    {"sm_103a", 103, A, 68, 88, true, true},
    {"sm_103f", 103, F, 69, 88, true, true},
    {"sm_110", 110, B, 70, 90, true, true},
    {"sm_110a", 110, A, 71, 90, true, true},
    {"sm_110f", 110, F, 72, 90, true, true},
    {"sm_120", 120, B, 73, 87, true, true},
    {"sm_120a", 120, A, 74, 87, true, true},
    {"sm_120f", 120, F, 75, 88, true, true},
    {"sm_121", 121, B, 76, 88, true, true},
    {"sm_121a", 121, A, 77, 88, true, true},
    {"sm_121f", 121, F, 78, 88, true, true},
    {"sm_20", 20, B, 39, 32, true, false},
    {"sm_21", 21, B, 40, 32, true, false},
    {"sm_30", 30, B, 41, 32, true, false},
    {"sm_32", 32, B, 42, 40, true, false},
    {"sm_35", 35, B, 43, 32, true, false},
    {"sm_37", 37, B, 44, 41, true, false},
    {"sm_50", 50, B, 45, 40, true, false},
    {"sm_52", 52, B, 46, 41, true, false},
    {"sm_53", 53, B, 47, 42, true, false},
    {"sm_60", 60, B, 48, 50, true, false},
    {"sm_61", 61, B, 49, 50, true, false},
    {"sm_62", 62, B, 50, 50, true, false},
    {"sm_70", 70, B, 51, 60, true, false},
    {"sm_72", 72, B, 52, 61, true, false},
    // Placeholder without hardware; llc does not know it, so it inherits
    // sm_72's minimum.
    {"sm_73", 73, B, 53, 61, false, false},
    {"sm_75", 75, B, 54, 63, true, true},
    {"sm_80", 80, B, 55, 70, true, true},
    // Placeholder without hardware; inherits sm_80's minimum.
    {"sm_82", 82, B, 56, 70, false, false},
    {"sm_86", 86, B, 57, 71, true, true},
    {"sm_87", 87, B, 81, 74, true, true},
    // llc requires 9.0; ptxas alone would accept 7.3. We emit through LLVM.
    {"sm_88", 88, B, 82, 90, true, true},
    {"sm_89", 89, B, 58, 78, true, true},
    // Seed 004 says 8.0; llc and ptxas both accept 7.8.
    {"sm_90", 90, B, 59, 78, true, true},
    {"sm_90a", 90, A, 60, 80, true, true},
};

constexpr int constexprStrcmp(const char *a, const char *b) {
  for (; *a && *a == *b; ++a, ++b)
    ;
  return static_cast<unsigned char>(*a) - static_cast<unsigned char>(*b);
}

constexpr bool rowsAreSorted() {
  for (size_t i = 1; i < std::size(kRows); ++i)
    if (constexprStrcmp(kRows[i - 1].name, kRows[i].name) >= 0)
      return false;
  return true;
}
static_assert(rowsAreSorted(), "kRows must be sorted by name for lower_bound");
static_assert(std::size(kRows) == 42, "seed 003's 40 rows + sm_87 + sm_88");

/// base < f < a within one arch.
unsigned specRank(TargetSpec s) {
  switch (s) {
  case TargetSpec::Base:
    return 0;
  case TargetSpec::FamilySpecific:
    return 1;
  case TargetSpec::ArchSpecific:
    return 2;
  }
  llvm_unreachable("unknown TargetSpec");
}

/// Row order by capability, then base < f < a.
bool rowLess(const TargetRow *x, const TargetRow *y) {
  return std::make_tuple(x->computeCapability, specRank(x->spec)) <
         std::make_tuple(y->computeCapability, specRank(y->spec));
}

/// Rows in ascending capability order (computed once).
llvm::ArrayRef<const TargetRow *> rowsByCapability() {
  static const llvm::SmallVector<const TargetRow *, 64> sorted = [] {
    llvm::SmallVector<const TargetRow *, 64> v;
    for (const TargetRow &r : kRows)
      v.push_back(&r);
    llvm::sort(v, rowLess); // (cc, spec) is unique: a total order
    return v;
  }();
  return sorted;
}

/// "A", "A or B", "A, B or C".
std::string joinOr(llvm::ArrayRef<StringRef> names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0)
      out += (i + 1 == names.size()) ? " or " : ", ";
    out += names[i].str();
  }
  return out;
}

/// The MMA families a target may use, in the documented JSON order.
llvm::SmallVector<StringRef, 5> mmaFamilies(Target t) {
  llvm::SmallVector<StringRef, 5> out;
  for (Feature f : {Feature::MmaSync, Feature::Wgmma, Feature::Tcgen05,
                    Feature::Tcgen05Cta2, Feature::MmaBlockScale})
    if (t.supports(f))
      out.push_back(featureName(f));
  return out;
}

StringRef rowNotes(const TargetRow &r) {
  if (!r.llvmKnows)
    return "placeholder; LLVM 22 cannot emit";
  if (r.computeCapability == 101)
    return "ptxas 13: renamed to sm_110";
  if (!r.ptxasKnows)
    return "ptxas 13: dropped (sm_75+ only)";
  return "";
}

/// What closest() extracts from an arbitrary (possibly malformed) name: the
/// first run of digits and an `a`/`f` right after it.
struct NameHint {
  std::optional<uint64_t> cc;
  TargetSpec spec = TargetSpec::Base;
};

NameHint hintFrom(StringRef lower) {
  NameHint h;
  size_t start = lower.find_first_of("0123456789");
  if (start == StringRef::npos)
    return h;
  StringRef rest = lower.drop_front(start);
  StringRef digits = rest.take_while(llvm::isDigit);
  uint64_t v = 0;
  // Overlong digit runs saturate: they are "far above everything".
  h.cc = digits.getAsInteger(10, v) ? UINT64_MAX : v;
  StringRef after = rest.drop_front(digits.size());
  // A family written with an x ("sm_9x", "sm_10x", "sm_12x"): its first
  // capability, where the digits are one's prefix (sm_100x stays 100).
  if (after.starts_with("x") && h.cc != UINT64_MAX) {
    for (const TargetRow *r : rowsByCapability())
      if (r->llvmKnows && r->computeCapability / 10 == *h.cc &&
          r->computeCapability % 10 == 0) {
        h.cc = r->computeCapability;
        break;
      }
    after = after.drop_front();
  }
  if (after == "a")
    h.spec = TargetSpec::ArchSpecific;
  else if (after == "f")
    h.spec = TargetSpec::FamilySpecific;
  return h;
}

/// True for names of the canonical shape sm_<digits, no leading 0>[a|f].
bool isCanonicalShape(StringRef name, uint64_t &cc, char &suffix) {
  if (!name.consume_front("sm_"))
    return false;
  suffix = 0;
  if (name.ends_with("a") || name.ends_with("f")) {
    suffix = name.back();
    name = name.drop_back();
  }
  if (name.empty() || name.front() == '0' || !llvm::all_of(name, llvm::isDigit))
    return false;
  return !name.getAsInteger(10, cc);
}

} // namespace

//===----------------------------------------------------------------------===//
// Features and PTX versions
//===----------------------------------------------------------------------===//

StringRef tile::featureName(Feature f) {
  switch (f) {
  case Feature::MmaSync:
    return "mma_sync";
  case Feature::MmaSyncFp8:
    return "mma_sync_fp8";
  case Feature::MmaSyncFp8F16:
    return "mma_sync_fp8_f16";
  case Feature::Fp8Convert:
    return "fp8_convert";
  case Feature::Wgmma:
    return "wgmma";
  case Feature::Setmaxnreg:
    return "setmaxnreg";
  case Feature::Tcgen05:
    return "tcgen05";
  case Feature::Tcgen05Cta2:
    return "tcgen05_cta2";
  case Feature::Tcgen05BlockScale:
    return "tcgen05_block_scale";
  case Feature::Tcgen05I8:
    return "tcgen05_i8";
  case Feature::MmaBlockScale:
    return "mma_block_scale";
  case Feature::Clusters:
    return "clusters";
  case Feature::Tma:
    return "tma";
  case Feature::CpAsync:
    return "cp_async";
  case Feature::NativeF16:
    return "native_f16";
  case Feature::Tma2CtaIm2colW:
    return "tma_2cta_im2col_w";
  case Feature::BlocksAreClusters:
    return "blocks_are_clusters";
  case Feature::TanhApprox:
    return "tanh_approx";
  case Feature::ShflSync:
    return "shfl_sync";
  case Feature::GridDepControl:
    return "griddepcontrol";
  case Feature::AtomAddF16:
    return "atom_add_f16";
  case Feature::AtomAddBf16:
    return "atom_add_bf16";
  case Feature::TmaMulticast:
    return "tma_multicast";
  }
  llvm_unreachable("unknown Feature");
}

std::string tile::formatPtxVersion(PtxVersion v) {
  return std::to_string(v / 10) + "." + std::to_string(v % 10);
}

std::optional<PtxVersion> tile::parsePtxVersion(StringRef text) {
  auto allDigits = [](StringRef s) {
    return !s.empty() && llvm::all_of(s, llvm::isDigit);
  };
  unsigned major = 0, minor = 0;
  auto [maj, min] = text.split('.');
  if (text.contains('.')) {
    // "M.m": PTX minor versions are a single digit (8.8, 9.0).
    if (!allDigits(maj) || maj.size() > 2 || maj.front() == '0' ||
        min.size() != 1 || !allDigits(min))
      return std::nullopt;
    maj.getAsInteger(10, major);
    min.getAsInteger(10, minor);
    return major * 10 + minor;
  }
  // "88": the +ptxNN spelling; a lone "8" is ambiguous and rejected.
  if (!allDigits(text) || text.size() < 2 || text.size() > 3 ||
      text.front() == '0')
    return std::nullopt;
  text.getAsInteger(10, major);
  return major;
}

//===----------------------------------------------------------------------===//
// Lookup and parsing
//===----------------------------------------------------------------------===//

llvm::ArrayRef<TargetRow> Target::all() { return kRows; }

std::optional<Target> Target::lookup(StringRef name) {
  const TargetRow *it = std::lower_bound(
      std::begin(kRows), std::end(kRows), name,
      [](const TargetRow &r, StringRef n) { return StringRef(r.name) < n; });
  if (it == std::end(kRows) || StringRef(it->name) != name)
    return std::nullopt;
  return Target(it);
}

std::optional<Target> Target::fromAttributes(unsigned computeCapability,
                                             StringRef targetSpec) {
  if (targetSpec != "" && targetSpec != "a" && targetSpec != "f")
    return std::nullopt;
  return lookup(
      (llvm::Twine("sm_") + llvm::Twine(computeCapability) + targetSpec).str());
}

llvm::SmallVector<StringRef, 4> Target::closest(StringRef name, unsigned n) {
  std::string lower = name.trim().lower();
  NameHint hint = hintFrom(lower);

  // Distinct capabilities, ascending; the query's position among them is
  // doubled so that a missing capability sits between its neighbours (sm_91
  // is one step from both sm_90 and sm_100, two from sm_89).
  llvm::SmallVector<unsigned, 32> caps;
  for (const TargetRow *r : rowsByCapability())
    if (r->llvmKnows && (caps.empty() || caps.back() != r->computeCapability))
      caps.push_back(r->computeCapability);
  auto capPos2 = [&](uint64_t cc) -> int64_t {
    auto it = std::lower_bound(caps.begin(), caps.end(), cc);
    int64_t idx = it - caps.begin();
    return (it != caps.end() && *it == cc) ? 2 * idx : 2 * idx - 1;
  };

  using Key = std::tuple<int, int64_t, uint64_t, int, unsigned, int64_t,
                         uint64_t, unsigned>;
  llvm::SmallVector<std::pair<Key, StringRef>, 64> ranked;
  for (const TargetRow *r : rowsByCapability()) {
    // Never suggest a placeholder that LLVM cannot emit.
    if (!r->llvmKnows)
      continue;
    uint64_t cc = r->computeCapability;
    Key k;
    if (hint.cc) {
      uint64_t q = *hint.cc;
      k = Key(cc == q ? 0 : 1,                         // same digits first
              std::abs(capPos2(cc) - capPos2(q)),      // neighbouring archs
              cc > q ? cc - q : q - cc,                // numeric distance
              r->spec == hint.spec ? 0 : 1,            // same suffix
              StringRef(r->name).edit_distance(lower), // spelling
              0, cc, specRank(r->spec));
    } else {
      // No digits at all: spelling only, then prefer newer targets.
      k = Key(0, 0, 0, r->spec == hint.spec ? 0 : 1,
              StringRef(r->name).edit_distance(lower), -int64_t(cc), 0,
              specRank(r->spec));
    }
    ranked.push_back({k, r->name});
  }
  // The key ends in (cc, spec), unique per row: the order is total, so the
  // answer is deterministic.
  llvm::sort(ranked,
             [](const auto &x, const auto &y) { return x.first < y.first; });
  llvm::SmallVector<StringRef, 4> out;
  for (size_t i = 0; i < ranked.size() && out.size() < n; ++i)
    out.push_back(ranked[i].second);
  return out;
}

std::optional<Target> Target::parse(StringRef name, std::string &error) {
  if (std::optional<Target> t = lookup(name))
    return t;

  uint64_t cc = 0;
  char suffix = 0;
  if (isCanonicalShape(name, cc, suffix)) {
    bool archExists = llvm::any_of(
        kRows, [&](const TargetRow &r) { return r.computeCapability == cc; });
    if (suffix && archExists) {
      error = ("target '" + name + "' has no '" + llvm::Twine(suffix) +
               "' variant; did you mean " + joinOr(closest(name, 2)) + "?")
                  .str();
      return std::nullopt;
    }
    error = ("unknown target '" + name + "'; did you mean " +
             joinOr(closest(name, 3)) + "?")
                .str();
    return std::nullopt;
  }
  error =
      ("unknown target '" + name +
       "'; valid targets look like sm_90, sm_90a or sm_100f; did you mean " +
       joinOr(closest(name, 3)) + "?")
          .str();
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

StringRef Target::targetSpecString() const {
  switch (row->spec) {
  case TargetSpec::Base:
    return "";
  case TargetSpec::FamilySpecific:
    return "f";
  case TargetSpec::ArchSpecific:
    return "a";
  }
  llvm_unreachable("unknown TargetSpec");
}

unsigned Target::fullSmVersion() const {
  unsigned full = row->computeCapability * 100;
  if (row->spec == TargetSpec::FamilySpecific)
    full += 10;
  if (row->spec == TargetSpec::ArchSpecific)
    full += 11; // 'a' implies 'f' (seed 000)
  return full;
}

bool Target::hasTMem() const {
  // Seed 003: exactly the datacenter Blackwell / Thor a and f rows imply the
  // tmem bit. Base rows never do (plain .target sm_100 must not reach
  // tcgen05), and consumer Blackwell (sm_120/121) has no tensor memory.
  unsigned cc = row->computeCapability;
  return !isBase() && (cc == 100 || cc == 101 || cc == 103 || cc == 110);
}

unsigned Target::sharedMemoryPerBlock() const {
  constexpr unsigned KiB = 1024;
  switch (row->computeCapability) {
  case 70: case 72: return 96 * KiB;
  case 75: return 64 * KiB;
  case 80: case 87: return 163 * KiB;
  case 86: case 88: case 89: case 120: case 121: return 99 * KiB;
  case 90: case 100: case 101: case 103: case 110: return 227 * KiB;
  default: return 48 * KiB;
  }
}

bool Target::hasArchAccelFeatures(PtxVersion ptx) const {
  return fullSmVersion() % 10 != 0 && ptx >= 80;
}

bool Target::hasFamilySpecificFeatures(PtxVersion ptx) const {
  return fullSmVersion() % 100 == 10 ? ptx >= 88 : hasArchAccelFeatures(ptx);
}

bool Target::supports(Feature f) const {
  unsigned cc = row->computeCapability;
  bool arch = row->spec == TargetSpec::ArchSpecific;
  switch (f) {
  case Feature::MmaSync:
  case Feature::CpAsync:
    return cc >= 80;
  case Feature::MmaSyncFp8:
  case Feature::MmaSyncFp8F16:
  case Feature::Fp8Convert:
    return cc >= 89;
  case Feature::AtomAddF16:
    return cc >= 70;
  case Feature::Wgmma:
    return cc == 90 && arch;
  case Feature::Setmaxnreg:
    // ptxas 13 accepts it on every a/f target from sm_100, not just sm_90a.
    return (cc == 90 && arch) || (cc >= 100 && !isBase());
  case Feature::Tcgen05:
  case Feature::Tcgen05Cta2:
  case Feature::Tcgen05BlockScale:
  case Feature::Tma2CtaIm2colW:
    // ptxas 13 accepts TMA .cta_group::2 and .im2col::w exactly where it
    // accepts tcgen05 (measured on every a/f row from sm_100).
    return hasTMem();
  case Feature::Tcgen05I8:
    // Measured with ptxas 13: .kind::i8 assembles on sm_100a and sm_110a
    // (sm_101a's new name) and on no family target (sm_100f, sm_103a/f,
    // sm_110f reject it): integer MMA left the tcgen05 family.
    return arch && (cc == 100 || cc == 101 || cc == 110);
  case Feature::MmaBlockScale:
    return (cc == 120 || cc == 121) && !isBase();
  case Feature::TmaMulticast:
    // Measured with ptxas 13: .multicast::cluster assembles on every target
    // from sm_90, with an advisory (substantially reduced performance
    // expected on some future architectures) except on these.
    return (cc == 90 && arch) || (cc >= 100 && cc < 120 && !isBase());
  case Feature::Clusters:
  case Feature::Tma:
  case Feature::BlocksAreClusters:
  case Feature::GridDepControl:
  case Feature::AtomAddBf16:
    return cc >= 90;
  case Feature::NativeF16:
    return cc >= 53;
  case Feature::TanhApprox:
    return cc >= 75;
  case Feature::ShflSync:
    return cc >= 30;
  }
  llvm_unreachable("unknown Feature");
}

PtxVersion Target::minPtxVersionFor(Feature f) const {
  PtxVersion own = minPtxVersion();
  // An unsupported feature has no meaningful minimum; answer the target's
  // own so that callers can always compute a header version.
  if (!supports(f))
    return own;
  PtxVersion family = 0;
  switch (f) {
  case Feature::Wgmma:
  case Feature::Setmaxnreg:
    family = 80;
    break;
  case Feature::Tcgen05:
  case Feature::Tcgen05Cta2:
  case Feature::Tma2CtaIm2colW:
    family = row->spec == TargetSpec::ArchSpecific ? 86 : 88;
    break;
  case Feature::Tcgen05BlockScale:
    family = 88; // also on sm_100a, whose own minimum is 8.6
    break;
  case Feature::Tcgen05I8:
    family = 86; // measured: sm_100a takes it at 8.6, sm_110a at its own 9.0
    break;
  case Feature::MmaBlockScale:
    family = 87;
    break;
  case Feature::Clusters:
  case Feature::GridDepControl:
  case Feature::AtomAddBf16:
    family = 78;
    break;
  case Feature::AtomAddF16:
    // PTX ISA: atom.add.noftz.f16 is PTX 6.3 (sm_70's own minimum is 6.0).
    family = 63;
    break;
  case Feature::Tma:
  case Feature::TmaMulticast:
    // Measured: ptxas 13 rejects cp.async.bulk.tensor, mbarrier expect_tx /
    // complete_tx, .shared::cluster mbarriers and barrier.cluster .relaxed
    // below PTX 8.0, although sm_90's own minimum is 7.8 (seed 004 says 7.8).
    family = 80;
    break;
  case Feature::BlocksAreClusters:
    // Measured: ptxas 13 and LLVM 22 both need PTX 9.0 for it.
    family = 90;
    break;
  case Feature::MmaSyncFp8:
    // Measured: ptxas 13 rejects e4m3/e5m2 mma.sync below PTX 8.4, although
    // sm_89's own minimum is 7.8.
    family = 84;
    break;
  case Feature::MmaSyncFp8F16:
    // Measured: ptxas 13 rejects e4m3/e5m2 mma.sync with .f16 accumulators
    // below PTX 8.7 ("mma with FP8 floating point type and FP16
    // accumulation").
    family = 87;
    break;
  case Feature::Fp8Convert:
    // Measured: ptxas 13 rejects cvt .e4m3x2/.e5m2x2 on sm_89 below PTX 8.1
    // (sm_90 takes 7.8).
    family = 81;
    break;
  case Feature::TanhApprox:
    // Measured: ptxas 13 rejects tanh.approx.f32 below PTX 7.0 on sm_75,
    // whose own minimum is 6.3.
    family = 70;
    break;
  case Feature::ShflSync:
    // PTX ISA: shfl.sync is PTX 6.0 (the targets before sm_70 start lower);
    // LLVM 22 cannot select it below.
    family = 60;
    break;
  case Feature::MmaSync:
  case Feature::CpAsync:
  case Feature::NativeF16:
    break;
  }
  return std::max(own, family);
}

std::string Target::describeTargetsSupporting(Feature f) {
  // When every emittable target from the first supporting one on supports
  // f (the onion model), "sm_89 or newer" says it better than a list.
  const TargetRow *first = nullptr;
  bool onion = true;
  for (const TargetRow *r : rowsByCapability()) {
    if (!r->llvmKnows)
      continue;
    bool s = Target(r).supports(f);
    if (s && !first)
      first = r;
    else if (first && !s)
      onion = false;
  }
  if (first && onion)
    return std::string(first->name) + " or newer (any suffix)";
  return targetsSupporting(f);
}

std::string Target::targetsSupporting(Feature f) {
  llvm::SmallVector<StringRef, 32> names;
  for (const TargetRow *r : rowsByCapability())
    if (r->llvmKnows && Target(r).supports(f))
      names.push_back(r->name);
  return llvm::join(names, ", ");
}

bool Target::runsOn(Target device) const {
  // A non-base device stands for the real GPU of its arch.
  unsigned d = device.computeCapability();
  unsigned t = computeCapability();
  switch (row->spec) {
  case TargetSpec::Base:
    return d >= t;
  case TargetSpec::FamilySpecific:
    return d / 10 == t / 10 && d >= t;
  case TargetSpec::ArchSpecific:
    return d == t;
  }
  llvm_unreachable("unknown TargetSpec");
}

llvm::SmallVector<Target, 16> Target::runsOnList() const {
  llvm::SmallVector<Target, 16> out;
  for (const TargetRow *r : rowsByCapability())
    if (r->spec == TargetSpec::Base && runsOn(Target(r)))
      out.push_back(Target(r));
  return out;
}

int Target::compare(Target other) const {
  if (rowLess(row, other.row))
    return -1;
  if (rowLess(other.row, row))
    return 1;
  return 0;
}

std::string Target::ptxFeatureString(PtxVersion v) {
  return "+ptx" + std::to_string(v);
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

std::string Target::formatTable() {
  std::string out;
  llvm::raw_string_ostream os(out);
  auto line = [&](StringRef name, StringRef cc, StringRef spec, StringRef full,
                  StringRef family, StringRef tmem, StringRef ptx,
                  StringRef mma, StringRef notes) {
    std::string l =
        llvm::formatv("{0,-8} {1,-4} {2,-4} {3,-6} {4,-6} {5,-4} {6,-7} "
                      "{7,-29} {8}",
                      name, cc, spec, full, family, tmem, ptx, mma, notes)
            .str();
    os << StringRef(l).rtrim() << "\n";
  };
  line("name", "cc", "spec", "full", "family", "tmem", "min_ptx", "mma",
       "notes");
  for (const TargetRow *r : rowsByCapability()) {
    Target t(r);
    std::string mma = llvm::join(mmaFamilies(t), ",");
    line(t.name(), std::to_string(t.computeCapability()),
         t.isBase() ? StringRef("-") : t.targetSpecString(),
         std::to_string(t.fullSmVersion()), std::to_string(t.family()),
         t.hasTMem() ? "yes" : "no", formatPtxVersion(t.minPtxVersion()),
         mma.empty() ? StringRef("-") : StringRef(mma), rowNotes(*r));
  }
  return out;
}

std::string Target::toJSON() const {
  std::string out;
  llvm::raw_string_ostream os(out);
  // json::OStream writes attributes in call order, which is the documented
  // key order; indent 0 keeps it on one line.
  llvm::json::OStream j(os);
  j.object([&] {
    j.attribute("name", name());
    j.attribute("compute_capability", int64_t(computeCapability()));
    j.attribute("target_spec", targetSpecString());
    j.attribute("full_sm_version", int64_t(fullSmVersion()));
    j.attribute("arch", int64_t(arch()));
    j.attribute("family", int64_t(family()));
    j.attribute("has_tmem", hasTMem());
    j.attribute("arch_accel", hasArchAccelFeatures(minPtxVersion()));
    j.attribute("family_specific", hasFamilySpecificFeatures(minPtxVersion()));
    j.attribute("min_ptx_version", formatPtxVersion(minPtxVersion()));
    j.attributeArray("mma", [&] {
      for (StringRef m : mmaFamilies(*this))
        j.value(m);
    });
    j.attributeArray("runs_on", [&] {
      for (Target d : runsOnList())
        j.value(d.name());
    });
  });
  os.flush();
  return out;
}
