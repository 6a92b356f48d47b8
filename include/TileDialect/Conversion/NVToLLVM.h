//===- NVToLLVM.h - tile_nv to inline PTX -----------------------*- C++ -*-===//
//
// The patterns that write each tile_nv op as tile's inline PTX
// (lib/Conversion/NVToLLVM): the only place the instruction mnemonics of
// the tile_nv level are text.
//
//===----------------------------------------------------------------------===//
#ifndef TILEDIALECT_CONVERSION_NVTOLLVM_H
#define TILEDIALECT_CONVERSION_NVTOLLVM_H

#include "mlir/IR/Builders.h"

namespace mlir {
class LLVMTypeConverter;
class RewritePatternSet;
class ConversionTarget;
} // namespace mlir

namespace tile {
/// An llvm.inline_asm of PTX `text` with at most one result. `sideEffects`
/// marks it so; `clobber` adds "~{memory}", so LLVM keeps memory accesses
/// in order around it. The one builder of tile's inline PTX: the tile_nv
/// patterns use it.
mlir::Value createInlinePtx(mlir::OpBuilder &b, mlir::Location loc,
                            llvm::StringRef text, mlir::Type result,
                            llvm::StringRef constraints,
                            mlir::ValueRange operands, bool sideEffects,
                            bool clobber);
/// One pattern per tile_nv op.
void populateNVToLLVMPatterns(mlir::LLVMTypeConverter &converter,
                              mlir::RewritePatternSet &patterns);
/// Marks the tile_nv dialect illegal in `target`.
void configureNVToLLVMTarget(mlir::ConversionTarget &target);
} // namespace tile

#endif
