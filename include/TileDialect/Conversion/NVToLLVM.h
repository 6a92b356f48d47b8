//===- NVToLLVM.h - tile_nv to inline PTX -----------------------*- C++ -*-===//
//
// The patterns that write each tile_nv op as tile's inline PTX
// (lib/Conversion/NVToLLVM): the only place the instruction mnemonics of
// the tile_nv level are text.
//
//===----------------------------------------------------------------------===//
#ifndef TILEDIALECT_CONVERSION_NVTOLLVM_H
#define TILEDIALECT_CONVERSION_NVTOLLVM_H

namespace mlir {
class LLVMTypeConverter;
class RewritePatternSet;
class ConversionTarget;
} // namespace mlir

namespace tile {
/// One pattern per tile_nv op.
void populateNVToLLVMPatterns(mlir::LLVMTypeConverter &converter,
                              mlir::RewritePatternSet &patterns);
/// Marks the tile_nv dialect illegal in `target`.
void configureNVToLLVMTarget(mlir::ConversionTarget &target);
} // namespace tile

#endif
