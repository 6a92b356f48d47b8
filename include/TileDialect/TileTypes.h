//===- TileTypes.h - tile types ---------------------------------*- C++ -*-===//
#ifndef TILEDIALECT_TILETYPES_H
#define TILEDIALECT_TILETYPES_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Types.h"

// The buffer type is parameterized by a #tile.shared layout.
#include "TileDialect/TileDialect.h"

#define GET_TYPEDEF_CLASSES
#include "TileDialect/TileTypes.h.inc"

namespace tile {
/// Bytes one element of integer or float type `t` takes in memory (global
/// or shared): its width in whole bytes; i1 and the 8-bit and narrower
/// floats take one.
int64_t storageBytes(mlir::Type t);
} // namespace tile

#endif
