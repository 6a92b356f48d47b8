//===- ChunkCopy.h - A chunk of a global tile into shared memory -*- C++ -*-===//
//
// lib/Conversion/TileToLLVM/ChunkCopy.cpp: how one thread copies a chunk
// (up to 16 bytes, consecutive elements along one dimension) of a tile
// whose global offsets and mask are index tiles into shared memory: one
// cp.async where the index arithmetic proves (or a run-time test finds)
// the chunk contiguous, aligned and masked as a prefix, the masked tail
// zero-filled (src-size); element by element otherwise. The generic
// pipeliner's tile.async_copy (Buffers.cpp) and the cp.async pipeline
// templates (AsyncCopyPipeline.cpp) both copy so.
//
//===----------------------------------------------------------------------===//
#ifndef TILEDIALECT_CONVERSION_CHUNKCOPY_H
#define TILEDIALECT_CONVERSION_CHUNKCOPY_H

#include "mlir/IR/Builders.h"

#include "llvm/ADT/STLFunctionalExtras.h"

namespace tile {
class TileLowering;

/// A chunk of `elems` elements along dimension `dim` of a tile read from
/// global memory at `base` (a !tile.ptr value of the tile IR) + `offsets`
/// under `mask` (null: none), both index tiles (recomputable at any
/// element), stored as `elemType` (the storage element type): `bytes`
/// (elems x its size) in all.
struct GlobalChunk {
  mlir::Value base, offsets, mask;
  mlir::Type elemType;
  int64_t dim, elems, bytes;
};

/// How many leading elements of the run of `n` elements of `mask` from
/// element `at` along `dim` are on, when the index arithmetic proves that
/// the mask is on for a prefix of it: a mask constant along the run (or
/// the same within it: maskUniform), a compare of a unit-stride index with
/// a bound constant along the run, broadcasts and `andi`s of such masks.
/// Null when it proves nothing. Adds to `fast` the run-time conditions the
/// proof needs (the compared index does not wrap within the run).
mlir::Value chunkMaskPrefix(TileLowering &l, mlir::Location loc,
                            mlir::Value mask, llvm::ArrayRef<mlir::Value> at,
                            int64_t dim, int64_t n,
                            llvm::SmallVectorImpl<mlir::Value> &fast,
                            unsigned depth = 0);

/// Copies chunk `c` that starts at element `at` (i32 indices) into shared
/// memory at the address `destination()` returns (an !llvm.ptr<3>; the
/// chunk's elements follow it). A chunk of 4, 8 or 16 bytes is one
/// cp.async where it is contiguous, aligned and masked as a prefix (what
/// the index arithmetic proves costs nothing, the rest is tested at run
/// time), else copied element by element in a loop LLVM does not unroll
/// (the rare path stays small). A chunk under 4 bytes has no cp.async: its
/// elements are loaded and stored, or, with `deferFirst`, its one element
/// is loaded and handed over (with the address) to be stored later.
void copyGlobalChunk(
    TileLowering &l, mlir::Location loc, const GlobalChunk &c,
    llvm::ArrayRef<mlir::Value> at,
    llvm::function_ref<mlir::Value()> destination,
    llvm::function_ref<void(mlir::Value, mlir::Value)> deferFirst = {});

} // namespace tile

#endif
