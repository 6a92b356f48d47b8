//===- TileOps.h - tile operations ------------------------------*- C++ -*-===//
#ifndef TILEDIALECT_TILEOPS_H
#define TILEDIALECT_TILEOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "TileDialect/TileDialect.h"
#include "TileDialect/TileTypes.h"

#define GET_OP_CLASSES
#include "TileDialect/TileOps.h.inc"

#include <optional>
#include <string>

namespace tile {
/// What is wrong with the operand references of an inline-assembly text of
/// `numOperands` operands (results first), or nothing: `$N` and `${N}` with
/// N < numOperands, and `$$` (a dollar sign), are all LLVM's code generator
/// takes without aborting (`$x` or a lone `$` is a fatal "Bad $ operand
/// number"; `${N:modifier}` has no meaning for PTX). tile.inline_asm's
/// verifier and tile-translate's check of llvm.inline_asm share it.
std::optional<std::string> checkInlineAsmText(llvm::StringRef text,
                                              unsigned numOperands);

/// The 2-D tile type `type` transposed (what tile.trans of it is), and of
/// `shape` (rows x cols) transposed, of `element`.
mlir::RankedTensorType transposedType(mlir::RankedTensorType type);
mlir::RankedTensorType transposedType(llvm::ArrayRef<int64_t> shape,
                                      mlir::Type element);

/// Divisors the index analysis tracks are powers of two up to this.
constexpr int64_t kMaxPowerOfTwoDivisor = int64_t(1) << 30;
/// The largest power of two dividing `v`, at most kMaxPowerOfTwoDivisor
/// (which a zero gets).
int64_t powerOfTwoDivisor(int64_t v);

/// Moves the promises of every tile.hint under `root` onto the value it
/// hints: the defining op's tile.divisibility / tile.contiguity attributes
/// (one entry per dimension, merged with any there; divisors as their
/// largest power-of-two factor), or a kernel parameter's tile.divisibility;
/// a hint on another region argument is dropped. Then replaces the hint by
/// its operand. The passes that match index arithmetic run it first
/// (tile-lower-dot, tile-pipeline, convert-tile-to-llvm), so no hint hides
/// a pattern from them.
void applyHints(mlir::Operation *root);

/// The threads a launch of `kernel` has: its num_warps warps, and the
/// producer warps of its tile.warp_specialize (TilePartitions.td).
int64_t launchThreads(KernelOp kernel);

/// Whether `op` is scalar code: no regions, no memory effects, no tiles
/// (what both partitions of a tile.warp_specialize can compute, and what a
/// producer's first thread can run alone beside the ops it issues).
bool isScalarPure(mlir::Operation *op);

/// Whether `bars` is a barrier buffer (mbarriers: 1xi64 in plain lines),
/// one stage of it unless `ring` allows a ring; an error at `op` otherwise.
/// (The verifiers of the ops that wait, arrive or commit on mbarriers.)
mlir::LogicalResult verifyBarriers(mlir::Operation *op, BufferType bars,
                                   bool ring);

/// That `op` stands in a kernel whose cluster (cluster_dims) has 2 to 16
/// blocks (a 16-bit CTA mask), as what it does (`what`) needs; an error at
/// `op` otherwise.
mlir::LogicalResult verifyClusterOf(mlir::Operation *op, llvm::StringRef what);

/// That `op`'s `pair` (what it does over a CTA pair: `what`) agrees with
/// its kernel: `pair` needs cta_group = 2; with `everyTcgen05` (MMAs and
/// their commits) a kernel with cta_group = 2 needs it (ptxas takes one
/// cta_group per kernel). An error at `op` otherwise.
mlir::LogicalResult verifyPairOf(mlir::Operation *op, bool pair,
                                 bool everyTcgen05, llvm::StringRef what);
} // namespace tile

#endif
