//===- NVTmaOps.cpp - tile_nv bulk asynchronous copies: verifiers --------===//
//
// What PTX requires of the tensor copies' shapes and modifiers, and the
// target check (the Feature each emitter checks): every op here is the
// Hopper async family (Feature::Tma), mapa and multicast need clusters,
// cta_group::2 and the im2col::w modes the tensor-memory targets.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/NV/NVTmaOps.h"
#include "NVVerify.h"

#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace tile;
using namespace tile::nv;

#define GET_OP_CLASSES
#include "TileDialect/NV/NVTmaOps.cpp.inc"

void NVDialect::registerTmaOps() {
  addOperations<
#define GET_OP_LIST
#include "TileDialect/NV/NVTmaOps.cpp.inc"
      >();
}

/// A tensor map has 1 to 5 dimensions, one coordinate each; the im2col
/// modes take 3 to 5 and their offsets (dims - 2 for im2col, 2 for the
/// im2col::w forms), the tile mode none.
static LogicalResult verifyTensorShape(Operation *op, uint32_t dims,
                                       size_t coords, TmaMode mode,
                                       size_t offsets) {
  if (dims < 1 || dims > 5)
    return op->emitOpError("a tensor map has 1 to 5 dimensions, got ") << dims;
  if (coords != dims)
    return op->emitOpError("takes one coordinate per dimension: ")
           << dims << " dimensions, " << coords << " coordinates";
  if (mode == TmaMode::tile) {
    if (offsets)
      return op->emitOpError("im2col offsets need an im2col mode");
    return success();
  }
  if (dims < 3)
    return op->emitOpError("mode ") << stringifyTmaMode(mode)
                                    << " needs 3 to 5 dimensions, got " << dims;
  size_t expected = mode == TmaMode::im2col ? dims - 2 : 2;
  if (offsets != expected)
    return op->emitOpError("mode ")
           << stringifyTmaMode(mode) << " on " << dims << " dimensions takes "
           << expected << " im2col offsets, got " << offsets;
  return success();
}

LogicalResult CpAsyncBulkTensorLoadOp::verify() {
  TmaMode mode = getMode();
  if (failed(verifyTensorShape(*this, getDims(), getCoords().size(), mode,
                               getIm2colOffsets().size())))
    return failure();
  std::optional<uint32_t> group = getCtaGroup();
  if (group && *group != 1 && *group != 2)
    return emitOpError("cta_group is 1 or 2, got ") << *group;
  if (failed(requireTarget(*this, Feature::Tma)))
    return failure();
  if (mode == TmaMode::im2col_w || mode == TmaMode::im2col_w128)
    if (failed(requireTarget(*this, Feature::Tma2CtaIm2colW,
                             getOperationName() + " mode " +
                                 stringifyTmaMode(mode))))
      return failure();
  if (group == 2u && failed(requireTarget(*this, Feature::Tma2CtaIm2colW,
                                          getOperationName() + " cta_group 2")))
    return failure();
  if (getMulticastMask())
    return requireTarget(*this, Feature::Clusters,
                         getOperationName() + " multicast");
  return success();
}

LogicalResult CpAsyncBulkTensorStoreOp::verify() {
  if (failed(verifyTensorShape(*this, getDims(), getCoords().size(),
                               TmaMode::tile, 0)))
    return failure();
  return requireTarget(*this, Feature::Tma);
}

LogicalResult CpAsyncBulkTensorPrefetchOp::verify() {
  TmaMode mode = getMode();
  if (mode != TmaMode::tile && mode != TmaMode::im2col)
    return emitOpError("prefetches in mode tile or im2col, not ")
           << stringifyTmaMode(mode);
  if (failed(verifyTensorShape(*this, getDims(), getCoords().size(), mode,
                               getIm2colOffsets().size())))
    return failure();
  return requireTarget(*this, Feature::Tma);
}

LogicalResult CpAsyncBulkCommitGroupOp::verify() {
  return requireTarget(*this, Feature::Tma);
}

LogicalResult CpAsyncBulkWaitGroupOp::verify() {
  return requireTarget(*this, Feature::Tma);
}

LogicalResult PrefetchTensormapOp::verify() {
  return requireTarget(*this, Feature::Tma);
}

LogicalResult MapaOp::verify() {
  return requireTarget(*this, Feature::Clusters);
}

/// `u8` moves a byte in an i32 register; the other types are the
/// register's own.
static LogicalResult verifyClusterAccess(Operation *op, Type type, bool u8) {
  if (u8 && !type.isInteger(32))
    return op->emitOpError("u8 moves a byte in an i32 register, not ") << type;
  return requireTarget(op, Feature::Clusters);
}

LogicalResult LdSharedClusterOp::verify() {
  return verifyClusterAccess(*this, getResult().getType(), getU8());
}

LogicalResult StSharedClusterOp::verify() {
  return verifyClusterAccess(*this, getValue().getType(), getU8());
}

LogicalResult CreatePolicyFractionalOp::verify() {
  return requireTarget(*this, Feature::Tma);
}
