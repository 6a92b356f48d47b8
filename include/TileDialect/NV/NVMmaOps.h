//===- NVMmaOps.h - tile_nv warp-level matrix multiplies --------*- C++ -*-===//
//
// mma.sync, stmatrix, wgmma, bar.warp.sync
// (include/TileDialect/NV/NVMmaOps.td).
//
//===----------------------------------------------------------------------===//
#ifndef TILEDIALECT_NV_NVMMAOPS_H
#define TILEDIALECT_NV_NVMMAOPS_H

#include "TileDialect/NV/NVDialect.h"

#include "TileDialect/NV/NVMmaEnums.h.inc"

#define GET_OP_CLASSES
#include "TileDialect/NV/NVMmaOps.h.inc"

namespace tile::nv {
/// The MMA type of an element type as the emitters hold it: f16, bf16, f32
/// (as an operand: tf32, with `accumulator`: f32), i8 (s8), i32 (s32),
/// f8E4M3FN, f8E5M2, f4E2M1FN. std::nullopt for any other.
std::optional<MmaType> mmaTypeOf(mlir::Type t, bool accumulator = false);
} // namespace tile::nv

#endif
