//===- TileDialect.h - The tile dialect -------------------------*- C++ -*-===//
#ifndef TILEDIALECT_TILEDIALECT_H
#define TILEDIALECT_TILEDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"

#include "TileDialect/TileDialect.h.inc"
#include "TileDialect/TileEnums.h.inc"

#include "TileDialect/LinearLayout.h"
#include "mlir/IR/TensorEncoding.h"
#include "TileDialect/TileLayoutInterface.h.inc"

#define GET_ATTRDEF_CLASSES
#include "TileDialect/TileAttrs.h.inc"

#endif
