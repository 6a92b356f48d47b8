//===- TileTypes.h - tile types ---------------------------------*- C++ -*-===//
#ifndef TILEDIALECT_TILETYPES_H
#define TILEDIALECT_TILETYPES_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Types.h"

#define GET_TYPEDEF_CLASSES
#include "TileDialect/TileTypes.h.inc"

#endif
