//===- LinearLayout.cpp - Layouts as linear maps over F2 ------------------===//
//
// The layout's matrix over F2 is held column by column: one 64-bit word per
// in-bit, the row-major index of its image. Rank, solving and free
// variables are Gaussian elimination over those words (F2Span).
//
//===----------------------------------------------------------------------===//

#include "TileDialect/LinearLayout.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace tile;
using llvm::ArrayRef;
using llvm::SmallVector;
using llvm::StringRef;

namespace {
/// A subspace of F2^64 in echelon form: rows with distinct highest bits
/// (pivots), sorted by them, descending; each row remembers which inserted
/// columns XOR to it.
class F2Span {
public:
  /// (residual, combination): `v` is the residual XOR the columns in the
  /// combination (a mask of column indices), and the residual has no pivot
  /// bit set: it is 0 iff `v` lies in the span. Both are linear in `v`.
  std::pair<uint64_t, uint64_t> reduce(uint64_t v) const {
    uint64_t combo = 0;
    for (auto [row, rowCombo] : rows)
      if (v & pivot(row)) {
        v ^= row;
        combo ^= rowCombo;
      }
    return {v, combo};
  }
  /// Adds column `index` (below 64), of vector `v`; false, adding nothing,
  /// where `v` lies in the span already.
  bool insert(uint64_t v, unsigned index) {
    auto [residual, combo] = reduce(v);
    if (!residual)
      return false;
    uint64_t top = pivot(residual);
    auto *it =
        llvm::find_if(rows, [&](auto &row) { return pivot(row.first) < top; });
    rows.insert(it, {residual, combo ^ (uint64_t(1) << index)});
    return true;
  }
  unsigned rank() const { return rows.size(); }

private:
  static uint64_t pivot(uint64_t v) { return uint64_t(1) << llvm::Log2_64(v); }
  SmallVector<std::pair<uint64_t, uint64_t>> rows;
};

bool isPow2(int64_t v) { return v > 0 && llvm::isPowerOf2_64(uint64_t(v)); }
unsigned log2(int64_t v) { return llvm::Log2_64(uint64_t(v)); }
uint64_t bit(unsigned i) { return uint64_t(1) << i; }

/// The span of `columns`, inserted in order (column i as index i).
F2Span spanOf(ArrayRef<uint64_t> columns) {
  F2Span span;
  for (auto [i, c] : llvm::enumerate(columns))
    span.insert(c, i);
  return span;
}

/// The out-dimensions of a tile of `shape`: dim0, dim1, ...
std::vector<LinearLayout::OutDimSize> tileDims(ArrayRef<int64_t> shape) {
  std::vector<LinearLayout::OutDimSize> dims;
  for (auto [i, size] : llvm::enumerate(shape))
    dims.push_back({"dim" + std::to_string(i), size});
  return dims;
}
} // namespace

//===----------------------------------------------------------------------===//
// Construction
//===----------------------------------------------------------------------===//

void LinearLayout::layOutOuts() {
  unsigned shift = 0;
  for (OutDim &d : llvm::reverse(outs)) {
    d.shift = shift;
    shift += d.log2Size;
  }
}

std::optional<LinearLayout> LinearLayout::get(std::vector<InDimBases> inDims,
                                              std::vector<OutDimSize> outDims) {
  LinearLayout l;
  llvm::StringSet<> outNames, inNames;
  for (OutDimSize &d : outDims) {
    if (!isPow2(d.size) || !outNames.insert(d.name).second)
      return std::nullopt;
    l.outs.push_back({d.name, log2(d.size)});
  }
  l.layOutOuts();
  if (l.getTotalOutDimSizeLog2() > 63)
    return std::nullopt;
  for (InDimBases &d : inDims) {
    if (!inNames.insert(d.name).second)
      return std::nullopt;
    InDim in{d.name, {}};
    for (const std::vector<int64_t> &basis : d.bases) {
      if (basis.size() != l.outs.size())
        return std::nullopt;
      for (auto [c, out] : llvm::zip(basis, l.outs))
        if (c < 0 || c >= (int64_t(1) << out.log2Size))
          return std::nullopt;
      in.bases.push_back(l.packOut(basis));
    }
    l.ins.push_back(std::move(in));
  }
  if (l.getTotalInDimSizeLog2() > 64)
    return std::nullopt;
  return l;
}

LinearLayout LinearLayout::identity1D(int64_t size, StringRef in,
                                      StringRef out) {
  LinearLayout l;
  l.outs.push_back({out.str(), log2(size)});
  InDim d{in.str(), {}};
  for (unsigned i = 0; i < log2(size); ++i)
    d.bases.push_back(bit(i));
  l.ins.push_back(std::move(d));
  return l;
}

std::optional<LinearLayout> LinearLayout::blocked(ArrayRef<int64_t> shape,
                                                  int64_t numThreads,
                                                  int64_t run) {
  if (!isPow2(numThreads) || numThreads < 32 || !isPow2(run) ||
      !llvm::all_of(shape, isPow2))
    return std::nullopt;
  std::optional<LinearLayout> l = get({}, tileDims(shape));
  if (!l)
    return std::nullopt;
  // The packed image is the row-major element index itself.
  unsigned lt = log2(numThreads), ln = l->getTotalOutDimSizeLog2(),
           lr = log2(run);
  SmallVector<uint64_t> regs, threads;
  if (ln >= lt) {
    // Element (s / run * threads + t) * run + s % run: the low bits of s,
    // then t, then the rest of s.
    if (ln < lt + lr)
      return std::nullopt;
    for (unsigned j = 0; j < ln - lt; ++j)
      regs.push_back(bit(j < lr ? j : j + lt));
    for (unsigned k = 0; k < lt; ++k)
      threads.push_back(bit(lr + k));
  } else {
    // Element t % n: the thread bits from log2(n) up are broadcast.
    if (run != 1)
      return std::nullopt;
    for (unsigned k = 0; k < lt; ++k)
      threads.push_back(k < ln ? bit(k) : 0);
  }
  ArrayRef<uint64_t> t(threads);
  l->ins = {{"register", regs},
            {"lane", SmallVector<uint64_t>(t.take_front(5))},
            {"warp", SmallVector<uint64_t>(t.drop_front(5))}};
  return l;
}

namespace {
/// Bases of an M x N accumulator dealt in tileM x tileN output tiles: the
/// packed (row, col) and the tile bits of a row-major tile index.
struct TileBases {
  unsigned lgN, lgTilesN;
  int64_t tileM, tileN;
  uint64_t at(int64_t row, int64_t col) const {
    return uint64_t(row) << lgN | uint64_t(col);
  }
  uint64_t tileRow(unsigned b) const { return at(tileM << b, 0); }
  uint64_t tileCol(unsigned b) const { return at(0, tileN << b); }
  /// Bit `b` of the row-major tile index.
  uint64_t tileIndex(unsigned b) const {
    return b < lgTilesN ? tileCol(b) : tileRow(b - lgTilesN);
  }
  /// Lane 4 g + q: row g, column 2 q (mma.sync and wgmma alike).
  SmallVector<uint64_t> lanes() const {
    return {at(0, 2), at(0, 4), at(1, 0), at(2, 0), at(4, 0)};
  }
};
} // namespace

std::optional<LinearLayout>
LinearLayout::mmaSyncAccumulator(int64_t m, int64_t n, int64_t numWarps,
                                 int64_t blockWarpsN, int64_t blockTilesM,
                                 int64_t blockTilesN) {
  if (!isPow2(m) || !isPow2(n) || m < 16 || n < 8 || !isPow2(numWarps))
    return std::nullopt;
  std::optional<LinearLayout> l = get({}, {{"dim0", m}, {"dim1", n}});
  if (!l)
    return std::nullopt;
  int64_t tilesM = m / 16, tilesN = n / 8;
  TileBases tb{log2(n), log2(tilesN), 16, 8};
  // c_i: bit 0 the column, bit 1 the row half; then the rounds.
  SmallVector<uint64_t> regs = {tb.at(0, 1), tb.at(8, 0)}, warps;
  if (blockWarpsN > 0) {
    int64_t wn = blockWarpsN, wm = numWarps / wn, tm = blockTilesM,
            tn = blockTilesN;
    if (!isPow2(wn) || !isPow2(tm) || !isPow2(tn) || wm * wn != numWarps ||
        wm * tm != tilesM || wn * tn != tilesN)
      return std::nullopt;
    // Round r: tile (r / tn, r % tn) of block (w / wn, w % wn).
    for (unsigned b = 0; b < log2(tn); ++b)
      regs.push_back(tb.tileCol(b));
    for (unsigned b = 0; b < log2(tm); ++b)
      regs.push_back(tb.tileRow(b));
    for (unsigned b = 0; b < log2(wn); ++b)
      warps.push_back(tb.tileCol(log2(tn) + b));
    for (unsigned b = 0; b < log2(wm); ++b)
      warps.push_back(tb.tileRow(log2(tm) + b));
  } else {
    // Round r of warp w: tile w + r * numWarps.
    int64_t numTiles = tilesM * tilesN;
    if (numTiles % numWarps)
      return std::nullopt;
    unsigned lw = log2(numWarps);
    for (unsigned b = 0; b < log2(numTiles / numWarps); ++b)
      regs.push_back(tb.tileIndex(lw + b));
    for (unsigned b = 0; b < lw; ++b)
      warps.push_back(tb.tileIndex(b));
  }
  l->ins = {{"register", regs}, {"lane", tb.lanes()}, {"warp", warps}};
  return l;
}

std::optional<LinearLayout>
LinearLayout::wgmmaAccumulator(int64_t m, int64_t n, int64_t instN,
                               int64_t numGroups, int64_t totalGroups) {
  if (!isPow2(m) || m < 64 || !isPow2(n) || !isPow2(instN) || instN < 8 ||
      instN > 256 || n % instN || !isPow2(numGroups) ||
      numGroups != totalGroups)
    return std::nullopt;
  std::optional<LinearLayout> l = get({}, {{"dim0", m}, {"dim1", n}});
  if (!l)
    return std::nullopt;
  int64_t numTiles = (m / 64) * (n / instN);
  if (numTiles % numGroups)
    return std::nullopt;
  TileBases tb{log2(n), log2(n / instN), 64, instN};
  // Register i: bit 0 the column, bit 1 the row half, the rest the 8-column
  // block; then the rounds (tile g + r * numGroups).
  SmallVector<uint64_t> regs = {tb.at(0, 1), tb.at(8, 0)};
  for (unsigned b = 0; b < log2(instN / 8); ++b)
    regs.push_back(tb.at(0, 8 << b));
  unsigned lg = log2(numGroups);
  for (unsigned b = 0; b < log2(numTiles / numGroups); ++b)
    regs.push_back(tb.tileIndex(lg + b));
  // Warp 4 group + w: rows 16 w of the group's tile.
  SmallVector<uint64_t> warps = {tb.at(16, 0), tb.at(32, 0)};
  for (unsigned b = 0; b < lg; ++b)
    warps.push_back(tb.tileIndex(b));
  l->ins = {{"register", regs}, {"lane", tb.lanes()}, {"warp", warps}};
  return l;
}

std::optional<LinearLayout> LinearLayout::wgmmaSwizzled(int64_t rows,
                                                        int64_t cols,
                                                        int64_t elemBytes,
                                                        int64_t span) {
  if (!isPow2(rows) || !isPow2(cols) || !isPow2(elemBytes) || elemBytes > 16 ||
      (span != 32 && span != 64 && span != 128) || (cols * elemBytes) % span)
    return std::nullopt;
  std::optional<LinearLayout> l = get({}, {{"dim0", rows}, {"dim1", cols}});
  if (!l)
    return std::nullopt;
  // Byte offset: (byte / span) * rows * span + row * span + 16 chunk +
  // byte % 16, chunk = (byte / 16 % (span / 16)) ^ (row / (128 / span) %
  // (span / 16)); the terms are disjoint bit fields.
  unsigned lb = log2(elemBytes), ls = log2(span), lgRows = log2(rows),
           rowShift = log2(128 / span), chunkBits = ls - 4;
  TileBases tb{log2(cols), 0, 0, 0};
  auto colByte = [&](unsigned byteBit) {
    return tb.at(0, 1 << (byteBit - lb));
  };
  SmallVector<uint64_t> offsets;
  // Within a row of a slab: the column's bytes (chunk bits as they are:
  // with row 0 nothing is XORed in).
  for (unsigned b = lb; b < ls; ++b)
    offsets.push_back(colByte(b));
  // The row, which also flips the chunk bits it is XORed into.
  for (unsigned i = 0; i < lgRows; ++i) {
    uint64_t basis = tb.at(int64_t(1) << i, 0);
    if (i >= rowShift && i - rowShift < chunkBits)
      basis ^= colByte(4 + i - rowShift);
    offsets.push_back(basis);
  }
  // The slab.
  for (unsigned b = ls; b < log2(cols * elemBytes); ++b)
    offsets.push_back(colByte(b));
  l->ins = {{"offset", offsets}};
  return l;
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

std::optional<unsigned> LinearLayout::findInDim(StringRef name) const {
  for (auto [i, d] : llvm::enumerate(ins))
    if (d.name == name)
      return i;
  return std::nullopt;
}

std::optional<unsigned> LinearLayout::findOutDim(StringRef name) const {
  for (auto [i, d] : llvm::enumerate(outs))
    if (d.name == name)
      return i;
  return std::nullopt;
}

unsigned LinearLayout::getInDimSizeLog2(StringRef name) const {
  std::optional<unsigned> i = findInDim(name);
  return i ? ins[*i].bases.size() : 0;
}

unsigned LinearLayout::getOutDimSizeLog2(StringRef name) const {
  std::optional<unsigned> i = findOutDim(name);
  return i ? outs[*i].log2Size : 0;
}

unsigned LinearLayout::getTotalInDimSizeLog2() const {
  unsigned total = 0;
  for (const InDim &d : ins)
    total += d.bases.size();
  return total;
}

unsigned LinearLayout::getTotalOutDimSizeLog2() const {
  unsigned total = 0;
  for (const OutDim &d : outs)
    total += d.log2Size;
  return total;
}

uint64_t LinearLayout::packOut(ArrayRef<int64_t> coords) const {
  uint64_t packed = 0;
  for (auto [c, d] : llvm::zip(coords, outs))
    packed |= uint64_t(c) << d.shift;
  return packed;
}

SmallVector<int64_t> LinearLayout::unpackOut(uint64_t packed) const {
  SmallVector<int64_t> coords;
  for (const OutDim &d : outs)
    coords.push_back(int64_t((packed >> d.shift) & (bit(d.log2Size) - 1)));
  return coords;
}

SmallVector<int64_t> LinearLayout::getBasis(unsigned in, unsigned b) const {
  return unpackOut(ins[in].bases[b]);
}

SmallVector<uint64_t> LinearLayout::columns() const {
  SmallVector<uint64_t> cols;
  for (const InDim &d : ins)
    llvm::append_range(cols, d.bases);
  return cols;
}

uint64_t LinearLayout::applyPacked(ArrayRef<int64_t> inputs) const {
  uint64_t v = 0;
  for (auto [x, d] : llvm::zip(inputs, ins))
    for (auto [i, basis] : llvm::enumerate(d.bases))
      if (uint64_t(x) >> i & 1)
        v ^= basis;
  return v;
}

SmallVector<int64_t> LinearLayout::apply(ArrayRef<int64_t> inputs) const {
  return unpackOut(applyPacked(inputs));
}

int64_t LinearLayout::applyFlat(ArrayRef<int64_t> inputs) const {
  return int64_t(applyPacked(inputs));
}

LinearLayout LinearLayout::flattenOuts(StringRef name) const {
  LinearLayout l = *this;
  l.outs = {{name.str(), getTotalOutDimSizeLog2(), 0}};
  return l;
}

bool LinearLayout::isInjective() const {
  return spanOf(columns()).rank() == getTotalInDimSizeLog2();
}

bool LinearLayout::isSurjective() const {
  return spanOf(columns()).rank() == getTotalOutDimSizeLog2();
}

std::optional<LinearLayout>
LinearLayout::compose(const LinearLayout &outer) const {
  if (outer.ins.size() != outs.size())
    return std::nullopt;
  for (auto [in, out] : llvm::zip(outer.ins, outs))
    if (in.name != out.name || in.bases.size() != out.log2Size)
      return std::nullopt;
  LinearLayout l;
  l.outs = outer.outs;
  for (const InDim &d : ins) {
    InDim mapped{d.name, {}};
    for (uint64_t basis : d.bases)
      mapped.bases.push_back(outer.applyPacked(unpackOut(basis)));
    l.ins.push_back(std::move(mapped));
  }
  return l;
}

LinearLayout LinearLayout::pseudoinvert() const {
  F2Span span = spanOf(columns());
  LinearLayout p;
  for (const InDim &d : ins)
    p.outs.push_back({d.name, unsigned(d.bases.size())});
  p.layOutOuts();
  // A combination of columns (in-bits, in-dimension 0 lowest) as p's
  // packed out-coordinates.
  auto toCoords = [&](uint64_t combo) {
    uint64_t packed = 0;
    for (const OutDim &d : p.outs) {
      packed |= (combo & (bit(d.log2Size) - 1)) << d.shift;
      combo >>= d.log2Size;
    }
    return packed;
  };
  // Out bit k maps to the combination of pivot columns its reduction
  // uses: linear, and L(P(y)) = y wherever the residual is 0.
  for (const OutDim &d : outs) {
    InDim in{d.name, {}};
    for (unsigned j = 0; j < d.log2Size; ++j)
      in.bases.push_back(toCoords(span.reduce(bit(d.shift + j)).second));
    p.ins.push_back(std::move(in));
  }
  return p;
}

std::optional<LinearLayout> LinearLayout::invert() const {
  if (!isInvertible())
    return std::nullopt;
  return pseudoinvert();
}

SmallVector<uint64_t> LinearLayout::getFreeVariableMasks() const {
  F2Span span;
  SmallVector<uint64_t> masks;
  unsigned column = 0;
  for (const InDim &d : ins) {
    uint64_t mask = 0;
    for (auto [i, basis] : llvm::enumerate(d.bases))
      if (!span.insert(basis, column++))
        mask |= bit(i);
    masks.push_back(mask);
  }
  return masks;
}

std::string LinearLayout::str() const {
  std::string s;
  llvm::raw_string_ostream os(s);
  for (const InDim &d : ins) {
    os << d.name << "(" << (int64_t(1) << d.bases.size()) << "):";
    for (uint64_t basis : d.bases) {
      os << " [";
      llvm::interleave(unpackOut(basis), os, ",");
      os << "]";
    }
    os << "\n";
  }
  os << "->";
  for (const OutDim &d : outs)
    os << " " << d.name << "(" << (int64_t(1) << d.log2Size) << ")";
  return s;
}

bool LinearLayout::operator==(const LinearLayout &other) const {
  auto inEq = [](const InDim &a, const InDim &b) {
    return a.name == b.name && a.bases == b.bases;
  };
  auto outEq = [](const OutDim &a, const OutDim &b) {
    return a.name == b.name && a.log2Size == b.log2Size;
  };
  return llvm::equal(ins, other.ins, inEq) &&
         llvm::equal(outs, other.outs, outEq);
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

StringRef tile::stringifyConversionKind(ConversionKind kind) {
  switch (kind) {
  case ConversionKind::Registers:
    return "registers";
  case ConversionKind::WarpShuffle:
    return "warp-shuffle";
  case ConversionKind::SharedMemory:
    return "shared-memory";
  }
  return "";
}

std::optional<LayoutConversion>
tile::classifyConversion(const LinearLayout &src, const LinearLayout &dst) {
  unsigned numIns = src.getNumInDims();
  if (numIns != dst.getNumInDims() ||
      src.getNumOutDims() != dst.getNumOutDims())
    return std::nullopt;
  for (unsigned i = 0; i < src.getNumOutDims(); ++i)
    if (src.getOutDimName(i) != dst.getOutDimName(i) ||
        src.getOutDimSizeLog2(src.getOutDimName(i)) !=
            dst.getOutDimSizeLog2(dst.getOutDimName(i)))
      return std::nullopt;
  // 0: register, 1: lane, 2: warp and above.
  SmallVector<unsigned> level;
  for (unsigned i = 0; i < numIns; ++i) {
    StringRef name = src.getInDimName(i);
    if (name != dst.getInDimName(i) ||
        (name != "register" &&
         src.getFlatBases(i).size() != dst.getFlatBases(i).size()))
      return std::nullopt;
    level.push_back(name == "register" ? 0 : name == "lane" ? 1 : 2);
  }
  // dst may only hold elements src holds.
  SmallVector<uint64_t> srcColumns;
  for (unsigned i = 0; i < numIns; ++i)
    llvm::append_range(srcColumns, src.getFlatBases(i));
  F2Span all = spanOf(srcColumns);
  for (unsigned i = 0; i < numIns; ++i)
    for (uint64_t basis : dst.getFlatBases(i))
      if (all.reduce(basis).first)
        return std::nullopt;

  // The span of src's bases of levels up to `upTo`, and whether dst's bases
  // of those levels, and its differences from src above them, lie in it:
  // then every group of threads equal above `upTo` holds in src what it
  // holds in dst.
  auto staysWithin = [&](unsigned upTo, F2Span &span) {
    unsigned column = 0;
    for (unsigned i = 0; i < numIns; ++i)
      if (level[i] <= upTo)
        for (uint64_t basis : src.getFlatBases(i))
          span.insert(basis, column++);
    for (unsigned i = 0; i < numIns; ++i)
      for (auto [j, basis] : llvm::enumerate(dst.getFlatBases(i))) {
        uint64_t v = level[i] <= upTo ? basis : basis ^ src.getFlatBases(i)[j];
        if (span.reduce(v).first)
          return false;
      }
    return true;
  };

  // Registers: the thread parts equal (not merely congruent: the renaming
  // is then the same in every thread).
  bool threadsEqual = llvm::all_of(llvm::seq(numIns), [&](unsigned i) {
    return level[i] == 0 || src.getFlatBases(i) == dst.getFlatBases(i);
  });
  F2Span regs;
  if (threadsEqual && staysWithin(0, regs)) {
    // Destination register bit j is the source registers solving for its
    // basis (src's free register bits 0); XOR them by r's bits.
    SmallVector<uint64_t> solved;
    std::optional<unsigned> reg = dst.findInDim("register");
    if (reg)
      for (uint64_t basis : dst.getFlatBases(*reg))
        solved.push_back(regs.reduce(basis).second);
    LayoutConversion cvt{ConversionKind::Registers, {}};
    for (uint64_t r = 0; r < bit(solved.size()); ++r) {
      uint64_t s = 0;
      for (auto [j, x] : llvm::enumerate(solved))
        if (r >> j & 1)
          s ^= x;
      cvt.registerPermutation.push_back(int64_t(s));
    }
    return cvt;
  }
  F2Span warp;
  if (staysWithin(1, warp))
    return LayoutConversion{ConversionKind::WarpShuffle, {}};
  return LayoutConversion{ConversionKind::SharedMemory, {}};
}
