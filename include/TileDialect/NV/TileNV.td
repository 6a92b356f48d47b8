//===- TileNV.td - Every tile_nv op, for the reference ------*- tablegen -*-===//
//
// Only the dialect reference (docs/reference/TileNVDialect.md) is generated
// from this file; the C++ of each family comes from its own file.
//
//===----------------------------------------------------------------------===//

include "TileDialect/NV/NVSyncOps.td"
include "TileDialect/NV/NVMemOps.td"
include "TileDialect/NV/NVMmaOps.td"
include "TileDialect/NV/NVTcgen05Ops.td"
include "TileDialect/NV/NVTmaOps.td"
