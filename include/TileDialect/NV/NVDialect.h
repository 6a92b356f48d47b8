//===- NVDialect.h - The tile_nv dialect ------------------------*- C++ -*-===//
//
// tile's typed PTX instruction level: the dialect and the modifier enums.
// The ops of each instruction family are declared in their own header
// (TileDialect/NV/NV<Family>Ops.h, from include/TileDialect/NV/NV<Family>Ops.td).
//
//===----------------------------------------------------------------------===//
#ifndef TILEDIALECT_NV_NVDIALECT_H
#define TILEDIALECT_NV_NVDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "TileDialect/NV/NVDialect.h.inc"
#include "TileDialect/NV/NVEnums.h.inc"

#endif
