//===- AccumulatorTiling.h - How a dot's accumulator is dealt --*- C++ -*-===//
//
// lib/Analysis/AccumulatorTiling.cpp: how the output tiles of a tensor-core
// dot's accumulator are dealt to the block's warps (mma.sync) or
// warpgroups (wgmma). The numbers only: layout assignment writes them
// into the accumulator's layout, and the lowering (lib/Conversion) builds
// each thread's index arithmetic from them.
//
//===----------------------------------------------------------------------===//

#ifndef TILEDIALECT_ANALYSIS_ACCUMULATORTILING_H
#define TILEDIALECT_ANALYSIS_ACCUMULATORTILING_H

#include "TileDialect/TileDialect.h"
#include "TileDialect/TileOps.h"

#include "mlir/IR/Value.h"

#include <optional>

#include <cstdint>
#include <string>

namespace tile {

/// The tileM x tileN output tiles of an M x N accumulator, dealt round-robin
/// to the first `units` of the block's `totalUnits` warps (mma.sync) or
/// warpgroups (wgmma): unit u computes tiles u, u + units, ... in `rounds`
/// rounds. Where they do not divide, the last round of some units repeats
/// the last tile and is marked invalid (as is every round of the units past
/// `units`, such as a pipeline's producer warpgroup).
struct RoundRobinTiles {
  int64_t m, n, tileM, tileN, tilesN, numTiles, units, totalUnits, rounds;
  RoundRobinTiles(int64_t m, int64_t n, int64_t tileM, int64_t tileN,
                  int64_t units, int64_t totalUnits)
      : m(m), n(n), tileM(tileM), tileN(tileN), tilesN(n / tileN),
        numTiles((m / tileM) * (n / tileN)), units(units),
        totalUnits(totalUnits), rounds((numTiles + units - 1) / units) {}
  bool uneven() const {
    return rounds * units != numTiles || totalUnits != units;
  }
  std::string key() const;
};

/// mma.sync: the 16x8 output tiles over every warp of the block. Where the
/// warps factor as wm x wn with wm dividing the tile rows and wn the tile
/// columns, warp (i, j) = (w / wn, w % wn) takes a block of tm x tn tiles
/// (round r: tile row i tm + r / tn, column j tn + r % tn), so each A
/// fragment it reads serves tn MMAs and each B fragment tm; the factoring
/// with the least fragment traffic per K step (2 tm + tn: an A fragment is
/// twice a B one) wins. Otherwise (fewer tiles than warps, or no such
/// factoring) the tiles are dealt round-robin.
struct MmaTiling : RoundRobinTiles {
  int64_t wn = 0, tm = 0, tn = 0; ///< wn > 0: 2-D blocks
  /// `wholeRows`: each warp takes whole rows of tiles where the rows divide
  /// among the warps (row reductions and row vectors then need no shared
  /// memory between warps; attention).
  MmaTiling(int64_t m, int64_t n, unsigned numThreads, bool wholeRows = false);
  /// The tiling `layout` spells out for an M x N tile (`shape`).
  static MmaTiling of(MmaSyncLayoutAttr layout, llvm::ArrayRef<int64_t> shape);
  std::string key() const;
  /// The lowering's keys (equal keys: every slot at the same element) of
  /// the accumulator fragment and, for 2-D blocks, of the row vectors a row
  /// reduction of it leaves in its rows.
  std::string fragmentKey() const { return "mma_sync " + key(); }
  std::string rowsKey() const;
};

/// The N of each wgmma instruction: the largest supported n dividing N (0
/// where none does).
int64_t wgmmaN(int64_t n);

/// wgmma: 64 x nInst output tiles dealt to `numGroups` of the block's
/// `totalGroups` warpgroups (fewer with a pipeline's producer warpgroup).
struct WgmmaTiling : RoundRobinTiles {
  int64_t nInst;
  WgmmaTiling(int64_t m, int64_t n, int64_t numGroups, int64_t totalGroups)
      : RoundRobinTiles(m, n, 64, wgmmaN(n), numGroups, totalGroups),
        nInst(wgmmaN(n)) {}
  int64_t regs() const { return nInst / 2; }
  /// The tiling `layout` spells out for an M x N tile (`shape`), or
  /// std::nullopt where its n is not the instruction N the lowering takes.
  static std::optional<WgmmaTiling> of(WgmmaLayoutAttr layout,
                                       llvm::ArrayRef<int64_t> shape);
  /// As MmaTiling's: the rows exist where one tile spans N.
  std::string fragmentKey() const { return "wgmma " + key(); }
  std::string rowsKey() const;
};

/// The lowering's key of a tcgen05 pipeline's 128 x `n` accumulator read
/// back by `groups` warpgroups (tcgen05.ld.32x32b; #tile.tcgen05).
std::string tcgen05AccumulatorKey(int64_t n, int64_t groups);
/// The rows key of such an accumulator: thread t of each warpgroup holds
/// row t, whatever N (its rows' layout, rowsLayout).
std::string tcgen05RowsKey(int64_t groups);

/// Whether the dot result `v`, or elementwise arithmetic of it (through
/// the loops carrying it), is reduced along its rows or combined with row
/// vectors broadcast: its mma.sync tiling then keeps whole rows within
/// warps (MmaTiling's `wholeRows`).
bool meetsRowVectors(mlir::Value v);

/// The tiling of the accumulator fragment of the mma.sync tile.dot `op`
/// over a block of `numThreads` (whole rows per warp where the result meets
/// row vectors).
MmaTiling mmaSyncDotTiling(DotOp op, unsigned numThreads);
/// The tiling of the accumulator fragment of `op` (a tile.dot of kind
/// mma_sync, or a block-scaled tile.dot_scaled) that the mma.sync family
/// can tile, or std::nullopt: what the lowering's fragment layout and
/// tile-assign-layouts's #tile.mma_sync both deal the tiles by.
std::optional<MmaTiling> mmaSyncAccumulatorTiling(mlir::Operation *op,
                                                  unsigned numThreads);
/// The tiling of the accumulator fragment of the wgmma tile.dot `op` over
/// every warpgroup of a block of `numThreads`.
WgmmaTiling wgmmaDotTiling(DotOp op, unsigned numThreads);

} // namespace tile

#endif // TILEDIALECT_ANALYSIS_ACCUMULATORTILING_H
