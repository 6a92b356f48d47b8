//===- NVTcgen05Ops.h - tile_nv tcgen05 (tensor memory) ---------*- C++ -*-===//
//
// tcgen05.alloc/dealloc, mma, commit, ld/st/cp, fences and waits
// (include/TileDialect/NV/NVTcgen05Ops.td) and their modifiers
// (NVTcgen05Enums.td).
//
//===----------------------------------------------------------------------===//
#ifndef TILEDIALECT_NV_NVTCGEN05OPS_H
#define TILEDIALECT_NV_NVTCGEN05OPS_H

#include "TileDialect/NV/NVDialect.h"

#include "TileDialect/NV/NVTcgen05Enums.h.inc"

#define GET_OP_CLASSES
#include "TileDialect/NV/NVTcgen05Ops.h.inc"

#endif
