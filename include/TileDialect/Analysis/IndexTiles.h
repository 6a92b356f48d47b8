//===- IndexTiles.h - What index arithmetic is known to be ------*- C++ -*-===//
//
// lib/Analysis/IndexTiles.cpp: strides, divisibility, contiguity and mask
// uniformity of index tiles, and how loop-carried values advance.
//
//===----------------------------------------------------------------------===//
#ifndef TILEDIALECT_ANALYSIS_INDEXTILES_H
#define TILEDIALECT_ANALYSIS_INDEXTILES_H

#include "mlir/IR/Value.h"

#include "llvm/ADT/DenseMap.h"

#include <optional>
#include <utility>

namespace tile {

/// Whether `v` is an index tile, recomputable at any index: tile.range,
/// splats, splat constants, and broadcasts, expand_dims, trans and
/// elementwise arithmetic of them. `memo` (the lowering's) keeps the
/// answers between calls.
bool isIndexTile(mlir::Value v,
                 llvm::DenseMap<mlir::Value, bool> *memo = nullptr);
/// Whether tile `v` is read only where it is evaluated index by index: as
/// the offsets or mask of a tile.async_copy whose offsets and mask are
/// index tiles (the copy computes each chunk's), or by pure ops whose
/// results all are such tiles (the pipeliner's copies of a ring, a
/// prologue's clones among them). The lowering need not unroll it into
/// registers where it is defined. `memo` keeps the answers.
bool recomputedWhereUsed(mlir::Value v,
                         llvm::DenseMap<mlir::Value, bool> &memo);
/// Whether `op` (results, no regions) makes only such tiles: the lowering
/// leaves it to the copies, the kernel's tile budget does not count it.
bool recomputedWhereUsed(mlir::Operation *op,
                         llvm::DenseMap<mlir::Value, bool> &memo);
/// An index tile, or a tile.load of a vector (one dimension above 1) at
/// index-tile offsets (and mask), or tile ops of those, whose elements
/// may be loaded again at any index where they are used (no op between
/// the load and its uses writes memory): an epilogue's bias or per-row
/// scale read straight into the accumulator's fragment layout.
bool isGatherable(mlir::Value v);

/// Whether `to` (or the op of `from`'s block it is nested in) comes after
/// `from` with no op between them that may write memory.
bool noWritesBetween(mlir::Operation *from, mlir::Operation *to);

/// How index tile `v` changes along dimension `dim`: 0 when it does not
/// depend on that index, c when element (.., i + 1, ..) is element
/// (.., i, ..) + c everywhere, std::nullopt when the index arithmetic does
/// not tell.
std::optional<int64_t> indexTileStride(mlir::Value v, int64_t dim);

/// Whether the 2-D offsets `v` of a K x N tile run down its columns: unit
/// stride along dimension 0 and not along 1 (a B stored N x K, read as K
/// x N through its strides).
bool runsDownColumns(mlir::Value v);
/// The largest power of two (up to 2^30) known to divide scalar `v`:
/// constants, kernel parameters marked `tile.divisibility`, induction
/// variables, and +, -, *, << of those; 1 when nothing is known.
int64_t scalarDivisor(mlir::Value v, unsigned depth = 0);
/// The largest power of two known to divide every element of index tile
/// `v` whose coordinate along `dim` is a multiple of `q` (dim -1: every
/// element): the first offsets of the runs or chunks a vector access moves.
int64_t indexTileDivisor(mlir::Value v, int64_t dim, int64_t q,
                         unsigned depth = 0);
/// Whether index tile `v` rises by one along `dim` within every group of
/// `q` positions starting at a multiple of q (what a chunk or run of q
/// elements needs to be one access): a unit stride, plus terms constant
/// along dim, or the remainder by a multiple of q of such a tile whose
/// groups start at multiples of q (Triton's `(pid * B + arange(0, B)) % N`).
bool indexTileContiguous(mlir::Value v, int64_t dim, int64_t q,
                         unsigned depth = 0);
/// For a value an scf.for carries (an iter_arg) and yields unchanged or
/// advanced by a loop invariant: its initial value and the increment (null
/// when unchanged); else nulls.
std::pair<mlir::Value, mlir::Value> carriedAffine(mlir::Value v);
/// Whether mask tile `mask` is the same within every group of `q`
/// positions along `dim` starting at a multiple of q (a run or chunk is
/// then all on or all off): constant along dim, or a comparison of an index
/// contiguous in such groups and starting them at multiples of q against a
/// bound constant along dim and a multiple of q (Triton's `offs < n` with n
/// divisible by 16: AxisInfo's constancy), or and/or/xor of such masks.
bool maskUniform(mlir::Value mask, int64_t dim, int64_t q, unsigned depth = 0);
/// The alignment (bytes) known of pointer `base`: its `tile.divisibility`
/// where it is a kernel parameter marked so, else 1.
int64_t pointerAlignment(mlir::Value base);

} // namespace tile

#endif
