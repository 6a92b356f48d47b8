//===- TargetInfo.h - The family-aware NVPTX target model -------*- C++ -*-===//
//
// The single source of truth for NVPTX targets in tile. Every pass, tool and
// the Python bindings ask this library; nothing else parses `sm_` strings or
// compares capability integers.
//
// Spelling: sm_<XY>[a|f]. compute_capability = XY, target_spec in {"", a, f}.
// FullSmVersion = XY*100 + (f ? 10 : 0) + (a ? 11 : 0)   (seed 000)
// arch = Full/100, family = Full/1000.
//
//===----------------------------------------------------------------------===//

#ifndef TILEDIALECT_TARGET_TARGETINFO_H
#define TILEDIALECT_TARGET_TARGETINFO_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace tile {

/// The suffix of a target name.
enum class TargetSpec : uint8_t {
  Base,           ///< sm_XY: onion model, runs on every later GPU
  FamilySpecific, ///< sm_XYf: runs within its family, on D >= XY
  ArchSpecific,   ///< sm_XYa: runs only on XY itself
};

/// Instruction families whose legality depends on the target. Each has a
/// target set (which rows may run it) and a minimum PTX version.
enum class Feature : uint8_t {
  MmaSync,           ///< mma.sync f16/bf16/tf32 (sm_80+)
  MmaSyncFp8,        ///< mma.sync e4m3/e5m2 (sm_89+)
  Wgmma,             ///< wgmma.mma_async + fence/commit/wait (sm_90a)
  Setmaxnreg,        ///< setmaxnreg.inc/dec (sm_90a, a/f from sm_100)
  Tcgen05,           ///< tcgen05.alloc/mma/ld/st/cp (tmem rows)
  Tcgen05Cta2,       ///< tcgen05.mma cta_group::2 (tmem rows)
  Tcgen05BlockScale, ///< tcgen05.mma kind::mxf8f6f4.block_scale (tmem rows)
  MmaBlockScale,     ///< mma.sync.aligned.*.block_scale (sm_120a/f, sm_121a/f)
  Clusters,          ///< thread-block clusters, barrier.cluster, mapa (sm_90+)
  Tma,               ///< cp.async.bulk(.tensor), mbarrier tx-count and
                     ///< cluster-scoped forms, barrier.cluster .relaxed
                     ///< (sm_90+, PTX 8.0)
  CpAsync,           ///< cp.async, basic mbarrier (sm_80+)
  NativeF16,         ///< fp16 arithmetic without promotion (sm_53+)
  Tma2CtaIm2colW,    ///< cp.async.bulk.tensor .cta_group::2, .im2col::w,
                     ///< .im2col::w::128 (tmem rows)
  BlocksAreClusters, ///< the .blocksareclusters kernel directive (sm_90+,
                     ///< PTX 9.0)
  TanhApprox,        ///< tanh.approx.f32 (sm_75+, PTX 7.0)
  ShflSync,          ///< shfl.sync (sm_30+, PTX 6.0)
  Fp8Convert,        ///< cvt between f32/f16 and e4m3x2/e5m2x2 (sm_89+,
                     ///< PTX 8.1; sm_90 alone accepts 7.8)
  GridDepControl,    ///< griddepcontrol.wait / .launch_dependents (sm_90+,
                     ///< PTX 7.8)
  AtomAddF16,        ///< atom.add.noftz.f16 (sm_70+, PTX 6.3)
  AtomAddBf16,       ///< atom.add.noftz.bf16 (sm_90+, PTX 7.8)
  Tcgen05I8,         ///< tcgen05.mma kind::i8 (sm_100a, sm_101a, sm_110a
                     ///< only: not the f targets, not sm_103a)
  MmaSyncFp8F16,     ///< mma.sync e4m3/e5m2 with f16 accumulators (sm_89+,
                     ///< PTX 8.7)
  TmaMulticast,      ///< cp.async.bulk.tensor .multicast::cluster where
                     ///< ptxas does not advise against it: sm_90a and the
                     ///< a/f targets of sm_100, sm_103, sm_110 (measured
                     ///< with ptxas 13; on sm_90, sm_100, sm_110 and every
                     ///< sm_12x it warns of reduced performance)
};
constexpr unsigned kNumFeatures = 23;

/// The user-facing spelling of a feature ("wgmma", "tcgen05", ...).
llvm::StringRef featureName(Feature f);

/// PTX ISA versions are stored as major*10 + minor (8.8 -> 88).
using PtxVersion = unsigned;
/// "8.8" for 88.
std::string formatPtxVersion(PtxVersion v);
/// Parses "8.8" or "88" -> 88; std::nullopt when malformed.
std::optional<PtxVersion> parsePtxVersion(llvm::StringRef text);

/// The newest PTX ISA version LLVM 22's NVPTX backend can emit (9.0).
constexpr PtxVersion kMaxPtxVersion = 90;

/// One row of the target table (compile-time data, sorted by name as in
/// seed 003, so lookup is std::lower_bound).
struct TargetRow {
  const char *name;          ///< "sm_100f"
  unsigned computeCapability;///< 100
  TargetSpec spec;           ///< FamilySpecific
  unsigned featureIndex;     ///< the seed's stable feature index (sm_100f: 63)
  PtxVersion minPtx;         ///< minimum .version for this .target (88)
  bool llvmKnows;            ///< LLVM 22 can emit it (false for sm_73, sm_82)
  bool ptxasKnows;           ///< CUDA 13 ptxas accepts it (false for sm_101*)
};

/// A target: a value handle onto one row of the table.
class Target {
public:
  /// Exact lookup by canonical name ("sm_90a"); nullopt when unknown.
  static std::optional<Target> lookup(llvm::StringRef name);
  /// Lookup by the pair of module attributes; nullopt when no such row.
  static std::optional<Target> fromAttributes(unsigned computeCapability,
                                              llvm::StringRef targetSpec);
  /// Parses a user-supplied name. On failure returns nullopt and sets `error`
  /// to a one-line message naming the closest valid targets, e.g.
  ///   unknown target 'sm_91'; did you mean sm_90, sm_90a or sm_100?
  ///   target 'sm_89a' has no 'a' variant; did you mean sm_89 or sm_90a?
  static std::optional<Target> parse(llvm::StringRef name, std::string &error);
  /// Up to `n` valid names closest to `name`: the same digits with another
  /// suffix first, then the nearest capability, then edit distance. Never
  /// suggests a placeholder LLVM cannot emit (sm_73, sm_82).
  static llvm::SmallVector<llvm::StringRef, 4> closest(llvm::StringRef name,
                                                       unsigned n = 3);

  /// Every row, in table (lexicographic name) order.
  static llvm::ArrayRef<TargetRow> all();

  llvm::StringRef name() const { return row->name; }
  unsigned computeCapability() const { return row->computeCapability; }
  TargetSpec spec() const { return row->spec; }
  /// "", "a" or "f".
  llvm::StringRef targetSpecString() const;
  unsigned fullSmVersion() const;
  unsigned arch() const { return fullSmVersion() / 100; }
  unsigned family() const { return fullSmVersion() / 1000; }
  unsigned featureIndex() const { return row->featureIndex; }
  bool isBase() const { return row->spec == TargetSpec::Base; }

  /// Tensor memory (tcgen05): sm_100a/f, 101a/f, 103a/f, 110a/f only.
  bool hasTMem() const;
  /// Seed 000: Full % 10 != 0 && ptx >= 8.0.
  bool hasArchAccelFeatures(PtxVersion ptx) const;
  /// Seed 000: (Full % 100 == 10) ? ptx >= 8.8 : hasArchAccelFeatures(ptx).
  bool hasFamilySpecificFeatures(PtxVersion ptx) const;

  /// Minimum PTX version for this `.target` (SPEC section 2 table).
  PtxVersion minPtxVersion() const { return row->minPtx; }
  /// Whether LLVM 22 can emit PTX for this target.
  /// The most shared memory one block may use (bytes, dynamic shared memory
  /// with the opt-in attribute), per the CUDA programming guide's
  /// compute-capability table.
  unsigned sharedMemoryPerBlock() const;
  bool llvmCanEmit() const { return row->llvmKnows; }
  bool ptxasKnows() const { return row->ptxasKnows; }

  /// Whether code built for this target may use `f`.
  bool supports(Feature f) const;
  /// The minimum PTX version for using `f` on this target:
  /// max(minPtxVersion(), the family's own minimum on this target).
  PtxVersion minPtxVersionFor(Feature f) const;
  /// The names of every target that supports `f`, comma-separated, in
  /// ascending order (base < f < a within an arch): "sm_90a" or
  /// "sm_100f, sm_100a, sm_101f, ...".
  static std::string targetsSupporting(Feature f);
  /// For error messages: "sm_89 or newer (any suffix)" when every target
  /// from the first supporting one on supports `f`, else the list above.
  static std::string describeTargetsSupporting(Feature f);

  /// Code built for this target runs on the real device `device` (a base
  /// target): base: onion (D >= T); f: same family and D >= T; a: D == T.
  bool runsOn(Target device) const;
  /// Sorted (ascending capability) base targets of the table it runs on.
  llvm::SmallVector<Target, 16> runsOnList() const;

  /// Partial order within one arch: sm_XYa > sm_XYf > sm_XY. Across archs
  /// compares capability first. Returns <0, 0, >0.
  int compare(Target other) const;

  /// The `+ptxNN` feature string for an LLVM TargetMachine.
  static std::string ptxFeatureString(PtxVersion v);

  bool operator==(Target o) const { return row == o.row; }
  bool operator!=(Target o) const { return row != o.row; }

  /// A short multi-line table of all targets (for --list-targets).
  static std::string formatTable();
  /// One JSON object as printed by --print-target-info (keys in the order
  /// documented in docs/targets.md).
  std::string toJSON() const;

private:
  explicit Target(const TargetRow *r) : row(r) {}
  const TargetRow *row;
};

} // namespace tile

#endif // TILEDIALECT_TARGET_TARGETINFO_H
