//===- NVTmaOps.h - tile_nv bulk asynchronous copies ------------*- C++ -*-===//
//
// TMA tensor copies, bulk groups, prefetch.tensormap, mapa and the
// shared::cluster accesses that embed it, createpolicy
// (include/TileDialect/NV/NVTmaOps.td).
//
//===----------------------------------------------------------------------===//
#ifndef TILEDIALECT_NV_NVTMAOPS_H
#define TILEDIALECT_NV_NVTMAOPS_H

#include "TileDialect/NV/NVDialect.h"

#define GET_OP_CLASSES
#include "TileDialect/NV/NVTmaOps.h.inc"

#endif
