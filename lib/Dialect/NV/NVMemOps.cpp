//===- NVMemOps.cpp - tile_nv global accesses, conversions: verifiers -----===//
//
// A global access moves elements of one integer or float type of at most
// 64 bits; a vector access has one address per element (or only the
// first, `contiguous`) and a slow mask per element or none.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/NV/NVMemOps.h"
#include "NVVerify.h"

using namespace mlir;
using namespace tile;
using namespace tile::nv;

#define GET_OP_CLASSES
#include "TileDialect/NV/NVMemOps.cpp.inc"

void NVDialect::registerMemOps() {
  addOperations<
#define GET_OP_LIST
#include "TileDialect/NV/NVMemOps.cpp.inc"
      >();
}

/// An element of at most 64 bits; all of `types` the same.
static LogicalResult verifyElements(Operation *op, TypeRange types) {
  for (Type t : types) {
    if (t != types.front())
      return op->emitOpError("moves elements of one type, got ")
             << types.front() << " and " << t;
    if (t.getIntOrFloatBitWidth() > 64)
      return op->emitOpError("moves elements of at most 64 bits, got ") << t;
  }
  return success();
}

/// One address per element, or only the first (`contiguous`); a slow mask
/// per element or none.
static LogicalResult verifyRun(Operation *op, size_t n, size_t addrs,
                               size_t masks, bool contiguous) {
  if (n == 0)
    return op->emitOpError("moves at least one element");
  if (addrs != (contiguous ? 1 : n))
    return op->emitOpError("takes ")
           << (contiguous ? "only the first address (contiguous)"
                          : "one address per element")
           << ", got " << addrs << " for " << n << " element(s)";
  if (masks != 0 && masks != n)
    return op->emitOpError("takes a slow mask per element or none, got ")
           << masks << " for " << n << " element(s)";
  return success();
}

LogicalResult LdGlobalOp::verify() {
  return verifyElements(*this, getResult().getType());
}

LogicalResult StGlobalOp::verify() {
  return verifyElements(*this, getValue().getType());
}

LogicalResult LdGlobalVecOp::verify() {
  SmallVector<Type> types(getElems().getTypes());
  if (getOther())
    types.push_back(getOther().getType());
  if (failed(verifyElements(*this, types)))
    return failure();
  return verifyRun(*this, getElems().size(), getAddrs().size(),
                   getSlowMasks().size(), getContiguous());
}

LogicalResult StGlobalVecOp::verify() {
  if (failed(verifyElements(*this, getValues().getTypes())))
    return failure();
  return verifyRun(*this, getValues().size(), getAddrs().size(),
                   getSlowMasks().size(), getContiguous());
}

LogicalResult CvtF32ToF8Op::verify() {
  return requireTarget(*this, Feature::Fp8Convert);
}

LogicalResult CvtF8x2ToF16x2Op::verify() {
  return requireTarget(*this, Feature::Fp8Convert);
}
