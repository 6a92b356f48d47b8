//===- ElementwiseOps.h - Ops tile computes element by element -*- C++ -*-===//
//
// lib/Analysis/ElementwiseOps.cpp: the arith and math ops tile applies to
// every element of a tile, and how it computes the math ones (a PTX
// instruction, PTX's approximate f32 instructions, or a libdevice call).
// The passes (tile-pipeline: what an index tile is) and the lowering
// (convert-tile-to-llvm, tile-scalars-to-llvm) ask the same questions.
//
//===----------------------------------------------------------------------===//
#ifndef TILEDIALECT_ANALYSIS_ELEMENTWISEOPS_H
#define TILEDIALECT_ANALYSIS_ELEMENTWISEOPS_H

#include "mlir/IR/Operation.h"

#include "llvm/ADT/ArrayRef.h"

#include <string>

namespace tile {

/// Math ops tile lowers to PTX's approximate f32 instructions (ex2, lg2,
/// sin, cos, tanh .approx; tile-scalars-to-llvm), as CUDA's fast math and
/// Triton do; f16 and bf16 go through f32.
bool isApproxMathOp(mlir::Operation *op);

/// Math ops that NVPTX selects without libdevice.
bool isNativeMathOp(mlir::Operation *op);

/// Math ops tile lowers: natively, or as calls to libdevice (on f64 the
/// approximate ones too; libDeviceFunction).
bool isSupportedMathOp(mlir::Operation *op);

/// An elementwise op without regions that tile computes element by
/// element: any arith op, or a supported math op.
bool isElementwiseArith(mlir::Operation *op);

/// An arith.bitcast between element types stored alike (an 8-bit float
/// and i8: Triton's uint8 scales and fp8 codes): the same registers.
bool isStorageBitcast(mlir::Operation *op);

/// The libdevice function a math op on `elem` (f16, bf16, f32 or f64)
/// becomes, e.g. "__nv_powf" for math.powf on f32 ("__nv_pow" on f64; f16
/// and bf16 go through f32), or "" where tile lowers the op itself (PTX
/// instructions: sqrt, fma, floor, ...; the approximate f32 exp, log, sin,
/// cos, tanh). tile-scalars-to-llvm emits the call; PTX emission links
/// CUDA's libdevice.10.bc.
std::string libDeviceFunction(mlir::Operation *mathOp, mlir::Type elem);

/// The names of the math ops that may become libdevice calls (on some
/// element type).
llvm::ArrayRef<const char *> libDeviceOps();

} // namespace tile

#endif
