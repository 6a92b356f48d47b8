//===- NVMemOps.cpp - tile_nv global accesses, conversions: verifiers -----===//
//
// A global access moves elements of one integer or float type of at most
// 64 bits; a vector access has one address per element (or only the
// first, `contiguous`) and a slow mask per element or none. An atom takes
// the operation/type combinations PTX has, in the registers of its type.
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

LogicalResult LdSharedOp::verify() { return success(); }

/// The register an atom of type `t` moves its operands in.
static Type atomRegister(MLIRContext *ctx, AtomType t) {
  switch (t) {
  case AtomType::f32:
    return Float32Type::get(ctx);
  case AtomType::f64:
    return Float64Type::get(ctx);
  case AtomType::f16:
  case AtomType::bf16:
    return IntegerType::get(ctx, 16);
  case AtomType::b32:
  case AtomType::u32:
  case AtomType::s32:
    return IntegerType::get(ctx, 32);
  case AtomType::b64:
  case AtomType::u64:
  case AtomType::s64:
    return IntegerType::get(ctx, 64);
  }
  llvm_unreachable("unknown atom type");
}

/// Whether PTX has the atom of `kind` on `t`: adds on unsigned and signed
/// 32-bit, unsigned 64-bit and floats (16-bit ones .noftz); min and max on
/// signed and unsigned integers; the bitwise ops, exch and cas on .b32 and
/// .b64.
static bool atomTakes(AtomKind kind, AtomType t) {
  switch (kind) {
  case AtomKind::add:
    return t == AtomType::u32 || t == AtomType::s32 || t == AtomType::u64 ||
           t == AtomType::f32 || t == AtomType::f64 || t == AtomType::f16 ||
           t == AtomType::bf16;
  case AtomKind::min:
  case AtomKind::max:
    return t == AtomType::u32 || t == AtomType::s32 || t == AtomType::u64 ||
           t == AtomType::s64;
  default:
    return t == AtomType::b32 || t == AtomType::b64;
  }
}

LogicalResult AtomGlobalOp::verify() {
  AtomKind kind = getKind();
  AtomType t = getElemType();
  if (!atomTakes(kind, t))
    return emitOpError("has no ")
           << stringifyAtomKind(kind) << " on " << stringifyAtomType(t);
  Type reg = atomRegister(getContext(), t);
  if (getValue().getType() != reg)
    return emitOpError("moves ")
           << stringifyAtomType(t) << " in " << reg << ", got "
           << getValue().getType();
  if ((kind == AtomKind::cas) != bool(getCompare()))
    return emitOpError(kind == AtomKind::cas
                           ? "cas needs a compare operand"
                           : "takes a compare operand only for cas");
  if (getCompare() && getCompare().getType() != reg)
    return emitOpError("compares ")
           << reg << " values, got " << getCompare().getType();
  if (bool(getPosition()) != bool(getLimitAttr()))
    return emitOpError("takes a position and its limit together");
  if (std::optional<Sem> sem = getSem()) {
    if (*sem == Sem::sc)
      return emitOpError("takes relaxed, acquire, release or acq_rel, not sc");
    if (getMembarBefore() || getMembarAfter())
      return emitOpError("takes a memory order or the membar fences that "
                         "emulate it, not both");
  }
  if (getScope() == Scope::cluster &&
      failed(requireTarget(*this, Feature::Clusters,
                           "tile_nv.atom_global scope cluster")))
    return failure();
  if (t == AtomType::f16)
    return requireTarget(*this, Feature::AtomAddF16,
                         "tile_nv.atom_global add f16");
  if (t == AtomType::bf16)
    return requireTarget(*this, Feature::AtomAddBf16,
                         "tile_nv.atom_global add bf16");
  return success();
}
