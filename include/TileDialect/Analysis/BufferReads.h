//===- BufferReads.h - Which dots read their operand from a buffer -*- C++
//-*-===//
//
// lib/Analysis/BufferReads.cpp: whether a tensor-core dot reads an operand
// where a buffer holds it (a stage of a pipelined loop's ring, through
// ldmatrix or matrix descriptors) instead of from registers. The lowering
// reads B there; tile-tmem-dots gives such a tcgen05 dot the buffer.
//
//===----------------------------------------------------------------------===//

#ifndef TILEDIALECT_ANALYSIS_BUFFERREADS_H
#define TILEDIALECT_ANALYSIS_BUFFERREADS_H

#include "mlir/IR/Value.h"

namespace tile {

/// The buffer a tensor-core dot operand is read from, or null: `operand`
/// is a tile.buffer_load of a 16-bit tile whose every user is a tile.dot
/// in its block taking it as A or B, with nothing between that could
/// write shared memory, from a buffer whose lines are whole 16-byte
/// chunks, not transposed (Triton's local_load into a dot operand: the
/// load is never lowered by itself). An mma.sync dot reads its fragments
/// from the buffer with ldmatrix; a wgmma dot through matrix descriptors,
/// where the buffer is swizzled (lines a multiple of the span) and the
/// load follows a `tile.async_wait ..., async_proxy`. Also B as the
/// tile.trans of such a load, its only user (read as B stored N x K).
mlir::Value bufferReadByDot(mlir::Value operand);

} // namespace tile

#endif // TILEDIALECT_ANALYSIS_BUFFERREADS_H
