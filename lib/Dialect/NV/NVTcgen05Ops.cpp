//===- NVTcgen05Ops.cpp - tile_nv tcgen05 (tensor memory): verifiers ------===//
//
// What PTX requires of each tcgen05 instruction's operands and modifiers,
// and the target check (Feature::Tcgen05, the feature the emitters check;
// cta_group::2, kind::i8 and the block-scaled kinds have features of their
// own): "unsupported operation for target ..." where the enclosing module
// carries a target that cannot run it.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/NV/NVTcgen05Ops.h"
#include "NVVerify.h"

#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace tile;
using namespace tile::nv;

#include "TileDialect/NV/NVTcgen05Enums.cpp.inc"

#define GET_OP_CLASSES
#include "TileDialect/NV/NVTcgen05Ops.cpp.inc"

void NVDialect::registerTcgen05Ops() {
  addOperations<
#define GET_OP_LIST
#include "TileDialect/NV/NVTcgen05Ops.cpp.inc"
      >();
}

/// cta_group 1 (this CTA) or 2 (the CTA pair, its own target feature).
static LogicalResult verifyCtaGroup(Operation *op, uint32_t group) {
  if (group != 1 && group != 2)
    return op->emitOpError("cta_group must be 1 or 2, got ") << group;
  if (failed(requireTarget(op, Feature::Tcgen05)))
    return failure();
  if (group == 2)
    return requireTarget(op, Feature::Tcgen05Cta2,
                         op->getName().getStringRef() + " cta_group 2");
  return success();
}

LogicalResult Tcgen05AllocOp::verify() {
  uint32_t n = getColumns();
  if (n < 32 || n > 512 || !llvm::isPowerOf2_32(n))
    return emitOpError("allocates a power of 2 of columns from 32 to 512, "
                       "got ")
           << n;
  return verifyCtaGroup(*this, getCtaGroup());
}

LogicalResult Tcgen05DeallocOp::verify() {
  uint32_t n = getColumns();
  if (n < 32 || n > 512 || !llvm::isPowerOf2_32(n))
    return emitOpError("frees a power of 2 of columns from 32 to 512, got ")
           << n;
  return verifyCtaGroup(*this, getCtaGroup());
}

LogicalResult Tcgen05RelinquishAllocPermitOp::verify() {
  return verifyCtaGroup(*this, getCtaGroup());
}

/// Whether `kind` is block-scaled (takes scale factors).
static bool isBlockScaled(Tcgen05Kind kind) {
  return kind == Tcgen05Kind::mxf8f6f4 || kind == Tcgen05Kind::mxf4 ||
         kind == Tcgen05Kind::mxf4nvf4;
}

LogicalResult Tcgen05MmaOp::verify() {
  Tcgen05Kind kind = getKind();
  bool scaled = isBlockScaled(kind);
  if (bool(getScaleA()) != bool(getScaleB()))
    return emitOpError("takes the scale factors of A and B together");
  if (scaled && (!getScaleA() || !getBlock()))
    return emitOpError("kind ")
           << stringifyTcgen05Kind(kind)
           << " is block-scaled: it takes scale factors (scale %a, %b) and "
              "a scale block size (block 16 or 32)";
  if (!scaled && (getScaleA() || getBlock()))
    return emitOpError("kind ")
           << stringifyTcgen05Kind(kind) << " takes no scale factors";
  if (std::optional<uint32_t> block = getBlock()) {
    // PTX: mxf8f6f4 scales every 32 elements (scale_vec::1X), mxf4 every
    // 32 (2X), mxf4nvf4 every 16 (4X) or 32 (2X).
    if (*block != 16 && *block != 32)
      return emitOpError("scale block size must be 16 or 32, got ") << *block;
    if (*block == 16 && kind != Tcgen05Kind::mxf4nvf4)
      return emitOpError("scale block size 16 is kind mxf4nvf4's only");
  }
  if (failed(verifyCtaGroup(*this, getCtaGroup())))
    return failure();
  if (kind == Tcgen05Kind::i8)
    return requireTarget(*this, Feature::Tcgen05I8,
                         getOperationName() + " kind i8");
  if (scaled)
    return requireTarget(*this, Feature::Tcgen05BlockScale,
                         getOperationName() + " block-scaled");
  return success();
}

LogicalResult Tcgen05CommitOp::verify() {
  if (getMask() && getMaskImm())
    return emitOpError("takes the multicast mask as a register or an "
                       "immediate, not both");
  if (std::optional<uint32_t> m = getMaskImm(); m && (*m == 0 || *m > 0xFFFF))
    return emitOpError("multicast mask must be a 16-bit CTA mask, not 0; "
                       "got ")
           << *m;
  if (failed(verifyCtaGroup(*this, getCtaGroup())))
    return failure();
  if (getMask() || getMaskImm())
    return requireTarget(*this, Feature::Clusters,
                         getOperationName() + " multicast");
  return success();
}

/// .num of tcgen05.ld/st: a power of 2 up to 128 (64 for 16x128b, 32 for
/// 16x256b); the registers per thread, `num` times 1, 2 or 4.
static LogicalResult verifyLdStShape(Operation *op, Tcgen05Shape shape,
                                     uint32_t num, size_t values) {
  uint32_t perNum = shape == Tcgen05Shape::_16x128b   ? 2
                    : shape == Tcgen05Shape::_16x256b ? 4
                                                      : 1;
  uint32_t maxNum = 128 / perNum;
  if (num == 0 || num > maxNum || !llvm::isPowerOf2_32(num))
    return op->emitOpError("num must be a power of 2 from 1 to ")
           << maxNum << " for shape "
           << stringifyTcgen05Shape(shape).drop_front() << ", got " << num;
  if (values != perNum * num)
    return op->emitOpError("moves ")
           << perNum * num << " registers a thread (shape "
           << stringifyTcgen05Shape(shape).drop_front() << ", num " << num
           << "), got " << values;
  return requireTarget(op, Feature::Tcgen05);
}

LogicalResult Tcgen05LdOp::verify() {
  return verifyLdStShape(*this, getShape(), getNum(), getValues().size());
}

LogicalResult Tcgen05StOp::verify() {
  return verifyLdStShape(*this, getShape(), getNum(), getValues().size());
}

LogicalResult Tcgen05CpOp::verify() {
  std::optional<Tcgen05CpMulticast> mc = getMulticast();
  switch (getShape()) {
  case Tcgen05CpShape::_64x128b:
    if (!mc || *mc == Tcgen05CpMulticast::warpx4)
      return emitOpError("shape 64x128b takes a warpx2 multicast");
    break;
  case Tcgen05CpShape::_32x128b:
    if (mc != Tcgen05CpMulticast::warpx4)
      return emitOpError("shape 32x128b takes the warpx4 multicast");
    break;
  default:
    if (mc)
      return emitOpError("shape ")
             << stringifyTcgen05CpShape(getShape()).drop_front()
             << " takes no multicast";
  }
  return verifyCtaGroup(*this, getCtaGroup());
}

LogicalResult Tcgen05FenceOp::verify() {
  return requireTarget(*this, Feature::Tcgen05);
}

LogicalResult Tcgen05WaitOp::verify() {
  return requireTarget(*this, Feature::Tcgen05);
}

LogicalResult Tcgen05CommitBarrierInitOp::verify() {
  return requireTarget(*this, Feature::Tcgen05);
}

LogicalResult Tcgen05CommitBarrierWaitOp::verify() {
  return requireTarget(*this, Feature::Tcgen05);
}
