//===- NVDialect.h - The tile_nv dialect ------------------------*- C++ -*-===//
//
// tile's typed PTX instruction level (include/TileDialect/NV/NVOps.td).
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

#define GET_OP_CLASSES
#include "TileDialect/NV/NVOps.h.inc"

#endif
