//===- DotFamilies.h - What each tensor-core family can compute -*- C++ -*-===//
//
// lib/Analysis/DotFamilies.cpp: which tile.dot and tile.dot_scaled shapes
// and types each tensor-core instruction family (mma.sync, wgmma, tcgen05;
// Tcgen05Plan.h) can compute, the K one instruction takes, and the bytes
// of an operand staged in wgmma's core-matrix layouts. tile-lower-dot
// (lib/Transforms) picks the family with these; the emitters
// (lib/Conversion/TileToNV) emit what they allow.
//
//===----------------------------------------------------------------------===//

#ifndef TILEDIALECT_ANALYSIS_DOTFAMILIES_H
#define TILEDIALECT_ANALYSIS_DOTFAMILIES_H

#include "TileDialect/Analysis/Tcgen05Plan.h"
#include "TileDialect/TileOps.h"

#include <optional>
#include <string>

namespace tile {

/// Why `op`'s shapes/types cannot be emitted as `kind` (std::nullopt when
/// they can). tile-lower-dot reports it for a forced kind and skips the
/// family for `auto`.
std::optional<std::string> whyNotDotShape(DotOp op, DotKind kind);

/// Whether convert-tile-to-llvm can emit `kind` today.
bool isDotKindImplemented(DotKind kind);

/// Why `op` cannot be split into mma.sync instructions (m16n8k<K>), or
/// std::nullopt.
std::optional<std::string> whyNotMmaSync(DotOp op);
/// tile.dot_scaled on mma.sync ... block_scale (sm_120a/f, sm_121a/f).
std::optional<std::string> whyNotBlockScale(DotScaledOp op);

/// Why `op` cannot be split into wgmma instructions (m64nNk<K>, whole
/// warpgroups, the accumulator types wgmma has), or std::nullopt.
std::optional<std::string> whyNotWgmma(DotOp op);

/// K of one mma.sync instruction for A elements of type `elemA` (256 bits
/// of A a row: 8 tf32, 16 f16/bf16, 32 8-bit, 64 e2m1).
int64_t mmaSyncInstrK(mlir::Type elemA);
/// K of one wgmma instruction: 32 bytes of each operand row.
int64_t wgmmaInstrK(mlir::Type elemA);

/// Bytes of a rows x kDim operand in either layout (128-byte aligned).
int64_t wgmmaStagedBytes(int64_t rows, int64_t kDim, int64_t bytes,
                         int64_t lbo);

/// The longest run of the kernel's blocked distribution: the kernel's
/// `tile.max_run` where it has one (tile-pipeline-loads writes it), else
/// `maxRun`; 1 in kernels with a tcgen05 dot whose accumulator goes
/// through shared memory (a tile.dot not tcgen05ResultInRows, any
/// tile.dot_scaled): its C and D chunks are padded for one element per
/// lane, and runs would meet bank conflicts there. A tcgen05 dot held in
/// #tile.tcgen05 stages only its operands, K-major, a run per vector
/// store; 1 also where a run of one would go along M or N (a K x N B in
/// registers, a transposed A), across core-matrix rows.
int64_t kernelMaxRun(KernelOp kernel, int64_t maxRun);

} // namespace tile

#endif
