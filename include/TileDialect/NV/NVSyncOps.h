//===- NVSyncOps.h - tile_nv synchronization and copies ---------*- C++ -*-===//
//
// mbarriers, fences, barriers, cp.async, setmaxnreg, griddepcontrol
// (include/TileDialect/NV/NVSyncOps.td).
//
//===----------------------------------------------------------------------===//
#ifndef TILEDIALECT_NV_NVSYNCOPS_H
#define TILEDIALECT_NV_NVSYNCOPS_H

#include "TileDialect/NV/NVDialect.h"

#define GET_OP_CLASSES
#include "TileDialect/NV/NVSyncOps.h.inc"

#endif
