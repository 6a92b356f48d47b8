//===- TileDialect.h - The tile dialect -------------------------*- C++ -*-===//
#ifndef TILEDIALECT_TILEDIALECT_H
#define TILEDIALECT_TILEDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dialect.h"

#include "TileDialect/TileDialect.h.inc"

#endif
