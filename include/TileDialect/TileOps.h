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
#include "TileDialect/TileEnums.h.inc"
#include "TileDialect/TileTypes.h"

#define GET_OP_CLASSES
#include "TileDialect/TileOps.h.inc"

#endif
