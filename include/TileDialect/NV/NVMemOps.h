//===- NVMemOps.h - tile_nv global accesses, conversions --------*- C++ -*-===//
//
// Predicated and vectorized global loads and stores, 8-bit float
// conversions (include/TileDialect/NV/NVMemOps.td).
//
//===----------------------------------------------------------------------===//
#ifndef TILEDIALECT_NV_NVMEMOPS_H
#define TILEDIALECT_NV_NVMEMOPS_H

#include "TileDialect/NV/NVDialect.h"

#define GET_OP_CLASSES
#include "TileDialect/NV/NVMemOps.h.inc"

#endif
