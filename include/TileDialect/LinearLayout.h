//===- LinearLayout.h - Layouts as linear maps over F2 ----------*- C++ -*-===//
//
// A layout says where the elements of a tile live: which register of which
// lane of which warp holds element (i, j), or which shared-memory offset.
// For power-of-two shapes every layout tile uses is a linear map over F2
// (GF(2)) from the bits of the hardware index to the bits of the tile
// coordinates: the image of an index is the XOR of the images of its set
// bits (Triton's LinearLayout, include/triton/Tools/LinearLayout.h, which
// this follows in a smaller form). One representation lets the compiler
// compare layouts and compute what converting between them takes, instead
// of each lowering carrying its own index arithmetic.
//
// Plain integers only (no MLIR values or attributes): the dialect's layout
// attribute and the lowerings both build on it.
//
//===----------------------------------------------------------------------===//

#ifndef TILEDIALECT_LINEARLAYOUT_H
#define TILEDIALECT_LINEARLAYOUT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tile {

/// A linear map over F2 from named in-dimensions to named out-dimensions,
/// every dimension of power-of-two size. Each in-dimension has one basis
/// vector per bit (the image of 1 << i, one coordinate per out-dimension);
/// apply() XORs the bases of the set bits.
///
/// Distributed layouts have the in-dimensions `register`, `lane`, `warp`
/// (and `block`, for clusters) in that order, the thread id being lane +
/// 32 * warp; shared-memory layouts have one in-dimension `offset`
/// (elements). The out-dimensions are the tile's `dim0`, `dim1`, ...
/// A basis of 0 is broadcast: the hardware that differs only in that bit
/// holds the same element (replication).
///
/// Flattened out-dimensions (applyFlat, flattenOuts) are numbered
/// row-major, the last out-dimension minor, as tile numbers a tile's
/// elements (blockedLinear). (Triton flattens with its first dimension
/// minor.) At most 64 in-bits and 63 out-bits in all.
class LinearLayout {
public:
  /// An in-dimension given by its bases: bases[i] is the image of 1 << i,
  /// one coordinate per out-dimension; the size is 1 << bases.size().
  struct InDimBases {
    std::string name;
    std::vector<std::vector<int64_t>> bases;
  };
  struct OutDimSize {
    std::string name;
    int64_t size;
  };

  /// No dimensions: the map of the single point.
  LinearLayout() = default;
  /// From explicit bases. std::nullopt where a size is not a power of two,
  /// a name repeats, a basis has the wrong number of coordinates or one
  /// outside its out-dimension, or the bits do not fit.
  static std::optional<LinearLayout> get(std::vector<InDimBases> ins,
                                         std::vector<OutDimSize> outs);
  /// The identity from in-dimension `in` to out-dimension `out` of `size`
  /// (a power of two).
  static LinearLayout identity1D(int64_t size, llvm::StringRef in,
                                 llvm::StringRef out);

  //===--------------------------------------------------------------------===//
  // The layouts tile's lowering computes today (power-of-two shapes)
  //===--------------------------------------------------------------------===//

  /// The blocked distribution of a tile of `shape` over `numThreads`
  /// threads with runs of `run` (blockedRun and blockedLinear in
  /// TileToLLVM.h): slot s of thread t holds the row-major element
  /// ((s / run) * numThreads + t) * run + s % run, and a tile smaller than
  /// the block wraps (element t % n, one slot, run 1), which for powers of
  /// two is replication: the thread bits above log2(n) are broadcast.
  /// Registers: slotsPerThread (n / numThreads, or 1). std::nullopt where
  /// a dimension, numThreads (a multiple of 32) or run is not a power of
  /// two, or `run` is not one blockedRun can return (a tile at least the
  /// block's size must be a multiple of numThreads * run; a smaller one has
  /// run 1): no guessing at wrapped non-power-of-two forms, which are not
  /// linear.
  static std::optional<LinearLayout> blocked(llvm::ArrayRef<int64_t> shape,
                                             int64_t numThreads, int64_t run);

  /// The mma.sync accumulator of an M x N tile over `numWarps` warps
  /// (mmaSyncLayout and MmaTiling in lib/Conversion/TileToNV/MmaSync.cpp):
  /// 16x8 output tiles; slot 4 r + i is c_i of the warp's tile of round r,
  /// at row g + 8 (i / 2), column 2 q + i % 2 of the tile (lane 4 g + q).
  /// With `blockWarpsN` > 0 the warps take 2-D blocks of blockTilesM x
  /// blockTilesN tiles (warp w block (w / blockWarpsN, w % blockWarpsN),
  /// round r tile (r / blockTilesN, r % blockTilesN) of it); with 0 the
  /// tiles go round-robin in row-major order (warp w: tiles w, w +
  /// numWarps, ...; for powers of two MmaTiling finds blocks whenever the
  /// tiles are at least the warps, so it deals round-robin only unevenly).
  /// std::nullopt where M, N, the warps or the blocks are
  /// not powers of two or the blocks do not tile M x N, and for an uneven
  /// round robin (tiles not a multiple of the warps: the closures mask
  /// repeated tiles with `valid`, which a linear map cannot say).
  static std::optional<LinearLayout>
  mmaSyncAccumulator(int64_t m, int64_t n, int64_t numWarps,
                     int64_t blockWarpsN = 0, int64_t blockTilesM = 0,
                     int64_t blockTilesN = 0);

  /// The wgmma accumulator of an M x N tile (wgmmaLayout, WgmmaTiling and
  /// WgmmaThread in lib/Conversion/TileToNV/Wgmma.cpp): 64 x `instN` output
  /// tiles dealt round-robin to `numGroups` warpgroups (group g: tiles g,
  /// g + numGroups, ...); slot r * instN / 2 + i is fragment register i of
  /// round r, at row 16 w + g + 8 ((i >> 1) & 1), column 8 (i >> 2) + 2 q +
  /// (i & 1) of the tile (warp w of the group, lane 4 g + q). Warps: 4 *
  /// totalGroups. std::nullopt where a size is not a power of two, instN
  /// is not one of 8 ... 256 dividing N, the tiles are not a multiple of the
  /// groups, or numGroups < totalGroups (the other warpgroups, such as a
  /// pipeline's producer, hold only invalid slots).
  static std::optional<LinearLayout> wgmmaAccumulator(int64_t m, int64_t n,
                                                      int64_t instN,
                                                      int64_t numGroups,
                                                      int64_t totalGroups);

  /// wgmma's swizzled shared-memory layouts (wgmmaSwizzledOffset in
  /// lib/Conversion/TileToNV/Wgmma.cpp, the stages of
  /// PipelineMatch::wgmmaSwizzle): from the element offset (in-dimension
  /// `offset`) to (dim0, dim1) = (row, col) of a `rows` x `cols` operand
  /// contiguous along col, stored as slabs of rows x `span` bytes along col,
  /// 16-byte chunk c of row r of a slab at chunk c ^ (r / (128 / span) %
  /// (span / 16)). Offset to coordinates is the natural direction (what a
  /// thread reading an address finds there); invert() gives the offset of an
  /// element. std::nullopt where rows, cols or elemBytes (at most 16) is not
  /// a power of two, span is not 32, 64 or 128, or a row is not a multiple
  /// of span bytes.
  static std::optional<LinearLayout>
  wgmmaSwizzled(int64_t rows, int64_t cols, int64_t elemBytes, int64_t span);

  //===--------------------------------------------------------------------===//
  // Queries
  //===--------------------------------------------------------------------===//

  unsigned getNumInDims() const { return ins.size(); }
  unsigned getNumOutDims() const { return outs.size(); }
  llvm::StringRef getInDimName(unsigned i) const { return ins[i].name; }
  llvm::StringRef getOutDimName(unsigned i) const { return outs[i].name; }
  /// The position of a dimension, or std::nullopt.
  std::optional<unsigned> findInDim(llvm::StringRef name) const;
  std::optional<unsigned> findOutDim(llvm::StringRef name) const;
  /// Sizes by name; 1 (log2 0) for a dimension the layout lacks.
  unsigned getInDimSizeLog2(llvm::StringRef name) const;
  int64_t getInDimSize(llvm::StringRef name) const {
    return int64_t(1) << getInDimSizeLog2(name);
  }
  unsigned getOutDimSizeLog2(llvm::StringRef name) const;
  int64_t getOutDimSize(llvm::StringRef name) const {
    return int64_t(1) << getOutDimSizeLog2(name);
  }
  unsigned getTotalInDimSizeLog2() const;
  unsigned getTotalOutDimSizeLog2() const;
  /// Basis `bit` of in-dimension `in` (by position): one coordinate per
  /// out-dimension.
  llvm::SmallVector<int64_t> getBasis(unsigned in, unsigned bit) const;
  /// The bases of in-dimension `in` as row-major indices of the
  /// out-dimensions (the layout's matrix, column by column).
  llvm::ArrayRef<uint64_t> getFlatBases(unsigned in) const {
    return ins[in].bases;
  }

  /// The coordinates (one per out-dimension) of the point `inputs` (one
  /// value per in-dimension, in order, each below its size).
  llvm::SmallVector<int64_t> apply(llvm::ArrayRef<int64_t> inputs) const;
  /// apply() as the row-major index over the out-dimensions.
  int64_t applyFlat(llvm::ArrayRef<int64_t> inputs) const;
  /// The same map onto one out-dimension `name`: the row-major index.
  LinearLayout flattenOuts(llvm::StringRef name) const;

  /// Whether distinct inputs reach distinct coordinates (no broadcast).
  bool isInjective() const;
  /// Whether every coordinate is reached (no element left out).
  bool isSurjective() const;
  bool isInvertible() const { return isInjective() && isSurjective(); }

  /// x -> outer(this(x)). std::nullopt unless `outer`'s in-dimensions are
  /// this layout's out-dimensions (names, sizes, order).
  std::optional<LinearLayout> compose(const LinearLayout &outer) const;
  /// The inverse of a bijective layout (out-dimensions to in-dimensions),
  /// else std::nullopt.
  std::optional<LinearLayout> invert() const;
  /// A generalized inverse P (out-dimensions to in-dimensions) of any
  /// layout L: L(P(y)) = y for every y L reaches, so P is a right inverse
  /// where L is surjective (of the inputs holding an element, the one with
  /// the free variables 0) and a left inverse (P(L(x)) = x) where L is
  /// injective; the inverse where L is bijective. (Coordinates L does not
  /// reach map somewhere linearly, to no input that reaches them.)
  LinearLayout pseudoinvert() const;
  /// One mask per in-dimension: bit i set where basis i is free, i.e. 0
  /// (broadcast) or the XOR of bases before it (in-dimension order, then
  /// bit order), so that the hardware differing in it holds elements
  /// others hold too (Triton's getFreeVariableMasks). All zero iff
  /// injective.
  llvm::SmallVector<uint64_t> getFreeVariableMasks() const;

  /// A readable print, one line per in-dimension with its bases, then the
  /// out-dimensions:
  ///   register(4): [0,1] [8,0]
  ///   lane(32): [0,2] [0,4] [1,0] [2,0] [4,0]
  ///   warp(1):
  ///   -> dim0(16) dim1(8)
  std::string str() const;

  bool operator==(const LinearLayout &other) const;
  bool operator!=(const LinearLayout &other) const { return !(*this == other); }

private:
  /// Bases packed as row-major indices of the out-dimensions.
  struct InDim {
    std::string name;
    llvm::SmallVector<uint64_t> bases;
  };
  struct OutDim {
    std::string name;
    unsigned log2Size = 0;
    unsigned shift = 0; ///< position in the packed index (last dim 0)
  };
  /// Sets the shifts of `outs` (row-major).
  void layOutOuts();
  uint64_t packOut(llvm::ArrayRef<int64_t> coords) const;
  llvm::SmallVector<int64_t> unpackOut(uint64_t packed) const;
  /// XOR of the bases of the set bits of `inputs`.
  uint64_t applyPacked(llvm::ArrayRef<int64_t> inputs) const;
  /// The bases of all in-dimensions, in order (the matrix's columns).
  llvm::SmallVector<uint64_t> columns() const;

  llvm::SmallVector<InDim> ins;
  llvm::SmallVector<OutDim> outs;
};

/// What converting a tile from one distributed layout to another takes.
enum class ConversionKind {
  /// Each thread already holds what it needs, in registers it renames: the
  /// same in every thread (the thread parts of the layouts are equal).
  Registers,
  /// The data stays within each warp: lane shuffles.
  WarpShuffle,
  /// Data crosses warps (or blocks): through shared memory.
  SharedMemory,
};
llvm::StringRef stringifyConversionKind(ConversionKind kind);

struct LayoutConversion {
  ConversionKind kind;
  /// Registers only: register r of the destination is register
  /// registerPermutation[r] of the source, in every thread (identity where
  /// the layouts are equal; not one-to-one where the source replicates).
  llvm::SmallVector<int64_t> registerPermutation;
};

/// What converting from `src` to `dst` (distributed layouts of the same
/// tile: the same in-dimension names in the same order, the same sizes but
/// for `register`, the same out-dimensions) takes, computed from the bases
/// exactly: Registers where the thread parts agree and dst's register
/// bases lie in the span of src's; otherwise WarpShuffle where everything
/// a warp needs is held by that warp in src: dst's register and lane bases,
/// and the differences of its warp (and block) bases from src's, all lie in
/// the span of src's register and lane bases (Triton's minimalCvtLayout
/// and cvtNeedsWarpShuffle ask the same of dst^-1 o src); otherwise
/// SharedMemory. A conversion needing only a thread-dependent renaming of
/// registers counts as a shuffle. std::nullopt where the layouts are not
/// of the same tile or src lacks an element dst holds.
std::optional<LayoutConversion> classifyConversion(const LinearLayout &src,
                                                   const LinearLayout &dst);

} // namespace tile

#endif // TILEDIALECT_LINEARLAYOUT_H
