//===- FragmentUses.h - What stays in a dot's fragment regs -----*- C++ -*-===//
//
// lib/Analysis/FragmentUses.cpp: which tiles may stay in a tensor-core
// dot's fragment registers instead of going through shared memory (the
// accumulator, its epilogue arithmetic, row reductions and broadcasts of
// row or column vectors into it), and which ops and stores can take a tile
// there.
//
//===----------------------------------------------------------------------===//

#ifndef TILEDIALECT_ANALYSIS_FRAGMENTUSES_H
#define TILEDIALECT_ANALYSIS_FRAGMENTUSES_H

#include "TileDialect/TileOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include "llvm/ADT/DenseMap.h"

#include <utility>

namespace tile {

/// How far (in ops) the lowering's static look-ahead follows values to
/// decide what stays in tensor-core registers (chains of epilogue
/// arithmetic, row reductions and broadcasts); each walk is memoized.
constexpr unsigned kMaxLookAhead = 256;

/// Where `v` is a 2-D tile.broadcast of a row or column vector (an M x 1 or
/// 1 x N tile, or the tile.expand_dims of a 1-D one): that vector (the 1-D
/// tile where there is one) and whether element (i, j) of `v` is its
/// element i (else j). Null otherwise.
std::pair<mlir::Value, bool> broadcastVector(mlir::Value v);

/// Whether `bc`, the broadcast of a row or column vector, only feeds
/// elementwise arithmetic (in its block) with a dot result: its users read
/// it at the fragment's positions.
bool broadcastsIntoFragment(BroadcastOp bc);

/// Whether `ed` only feeds such broadcasts.
bool broadcastsIntoFragment(ExpandDimsOp ed);

/// Whether `v` is the same value in every element: a splat constant or a
/// tile.splat (built in whatever layout it is wanted in).
bool isSplat(mlir::Value v);

/// Whether `v` is a dot's result, or elementwise arithmetic of one (through
/// the loops carrying it, and scf.if results both of whose branches yield
/// one): the accumulator, which stays in its fragment registers.
bool fromDot(mlir::Value v);

/// Whether `v` is a row vector a row reduction of a dot result leaves in
/// the fragment's rows (rowsLayout): the reduction, elementwise arithmetic
/// of such vectors and index tiles, and a loop-carried vector whose yielded
/// value is one (a loop argument being decided counts as one: attention's
/// running max m_i = max(m_i, rowmax(S))).
bool fromRowReduce(mlir::Value v, llvm::DenseMap<mlir::Value, bool> &memo,
                   unsigned depth = 0);

bool fromRowReduce(mlir::Value v);

/// Whether `user` stores `v` from its fragment registers (a tile.store of
/// it at index-tile offsets and mask).
bool canStoreFromFragment(mlir::Operation *user, mlir::Value v);
/// Whether `user` can take `v` in its fragment layout: such a store, a
/// tile.tmem_store or 2-D tile.buffer_store of it, or
/// elementwise arithmetic whose other tile operands are index tiles or
/// gatherable loads, or the yield of an scf.if whose result (a dot's in
/// both branches) every user takes so.
/// With `loads`, also elementwise arithmetic with gatherable vector
/// loads (read at the fragment's positions; persistent loops, whose
/// epilogue cannot stage through shared memory with the whole block).
bool takesFragment(mlir::Operation *user, mlir::Value v,
                   bool loads = false);

/// The tensor-core dot whose fragment loop argument `i` of `loop` is
/// carried in, or null: a 2-D tile of the dot's shape whose yielded value
/// is arithmetic of the dot's result (tile-overlap-dots carries attention's
/// P, exp2(S - m) in bf16, to the next iteration's second dot).
mlir::Operation *carriedFragmentDot(mlir::scf::ForOp loop, unsigned i);

/// The tensor-core dot (mma.sync, wgmma or block-scaled tile.dot_scaled)
/// whose accumulator loop argument `i` of `loop` is, or null: the body
/// yields the dot's result (its only use) and feeds it the argument (its
/// only use), directly or through a chain of single-use elementwise ops
/// whose other tile operands are index tiles or broadcast vectors
/// (attention's acc * alpha[:, None]). Such an argument stays in the dot's
/// fragment registers for the whole loop.
mlir::Operation *carriedAccumulatorDot(mlir::scf::ForOp loop, unsigned i);

/// The tile.dot whose fragment's rows loop argument `i` of `loop` is
/// carried in, or null: the yielded value is a row vector a row reduction
/// in the body leaves there (fromRowReduce; attention's m_i and l_i), and
/// the dot is the one the reduced tile comes from (or the tile.tmem_load
/// that reads it back, tile-tmem-dots' S). The caller also asks
/// that every user of the argument takes it so.
mlir::Operation *carriedRowsDot(mlir::scf::ForOp loop, unsigned i);

/// Whether `tr` only feeds operands A and B of mma.sync, wgmma and tcgen05
/// dots in its block (and B of a block-scaled mma.sync, or of a tcgen05
/// tile.dot_scaled when it transposes packed FP4 bytes), outside
/// pipelined and persistent loops, which stage their own operands: the
/// dots stage its source at transposed positions, so the transpose never
/// goes through shared memory by itself (convert-tile-to-llvm leaves it to
/// them; kernelMaxRun counts on it).
bool transposedInStaging(TransOp tr);

} // namespace tile

#endif
