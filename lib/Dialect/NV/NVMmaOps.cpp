//===- NVMmaOps.cpp - tile_nv warp-level matrix multiplies: verifiers ----===//
//
// Register counts of each shape and type, the type combinations PTX
// accepts (those tile emits, and their near relatives), and the target
// check through the target model: mma.sync f16/bf16/tf32/s8 (sm_80),
// e4m3/e5m2 (sm_89; with f16 accumulators PTX 8.7), block scaling (sm_120a
// class), wgmma (sm_90a only), stmatrix (sm_90).
//
//===----------------------------------------------------------------------===//

#include "TileDialect/NV/NVMmaOps.h"
#include "NVVerify.h"

using namespace mlir;
using namespace tile;
using namespace tile::nv;

#include "TileDialect/NV/NVMmaEnums.cpp.inc"

#define GET_OP_CLASSES
#include "TileDialect/NV/NVMmaOps.cpp.inc"

void NVDialect::registerMmaOps() {
  addOperations<
#define GET_OP_LIST
#include "TileDialect/NV/NVMmaOps.cpp.inc"
      >();
}

std::optional<MmaType> tile::nv::mmaTypeOf(Type t, bool accumulator) {
  if (t.isF16())
    return MmaType::f16;
  if (t.isBF16())
    return MmaType::bf16;
  if (t.isF32())
    return accumulator ? MmaType::f32 : MmaType::tf32;
  if (t.isInteger(8))
    return MmaType::s8; // tile's i8 is signed
  if (t.isInteger(32))
    return MmaType::s32;
  if (isa<Float8E4M3FNType>(t))
    return MmaType::e4m3;
  if (isa<Float8E5M2Type>(t))
    return MmaType::e5m2;
  if (isa<Float4E2M1FNType>(t))
    return MmaType::e2m1;
  return std::nullopt;
}

/// Bits of an operand element of type `t` (A and B).
static unsigned operandBits(MmaType t) {
  switch (t) {
  case MmaType::tf32:
    return 32;
  case MmaType::f16:
  case MmaType::bf16:
    return 16;
  case MmaType::e4m3:
  case MmaType::e5m2:
  case MmaType::s8:
    return 8;
  case MmaType::e2m1:
    return 4;
  case MmaType::f32:
  case MmaType::s32:
    return 0; // accumulators only
  }
  llvm_unreachable("unknown MMA type");
}

static bool isFp8(MmaType t) {
  return t == MmaType::e4m3 || t == MmaType::e5m2;
}

/// The accumulators of operand type `a`: f32 always for floats (f16 too
/// for f16, and for fp8 from PTX 8.7), s32 for s8.
static bool accumulatorFits(MmaType acc, MmaType a) {
  if (a == MmaType::s8)
    return acc == MmaType::s32;
  if (acc == MmaType::f32)
    return true;
  return acc == MmaType::f16 && (a == MmaType::f16 || isFp8(a));
}

/// Every register of `values` has type `reg`.
static LogicalResult requireRegisters(Operation *op, StringRef what,
                                      ValueRange values, size_t count,
                                      Type reg) {
  if (values.size() != count)
    return op->emitOpError() << "takes " << count << " " << what
                             << " registers, got " << values.size();
  for (Value v : values)
    if (v.getType() != reg)
      return op->emitOpError()
             << what << " registers must be " << reg << ", got " << v.getType();
  return success();
}

/// The accumulator register type of `acc`: f32 for f32, b32 (i32) for s32
/// and f16 pairs.
static Type accRegister(MLIRContext *ctx, MmaType acc) {
  return acc == MmaType::f32 ? Type(Float32Type::get(ctx))
                             : Type(IntegerType::get(ctx, 32));
}

LogicalResult MmaSyncOp::verify() {
  MmaType a = getAType(), b = getBType(), acc = getAccType();
  unsigned bits = operandBits(a);
  if (!bits || !operandBits(b))
    return emitOpError("A and B take f16, bf16, tf32, e4m3, e5m2, e2m1 or "
                       "s8 elements");
  // Mixed operand types: the fp8 pairs, and the block-scaled kinds.
  if (a != b && !(isFp8(a) && isFp8(b)) && !getKind())
    return emitOpError("A and B must have the same type (or both be fp8)");
  if (!accumulatorFits(acc, a))
    return emitOpError("accumulators of type ")
           << stringifyMmaType(acc) << " do not go with " << stringifyMmaType(a)
           << " operands";
  if (getM() != 16 || getN() != 8)
    return emitOpError("shape must be m16n8kK, got m")
           << getM() << "n" << getN() << "k" << getK();
  // The K of each type's m16n8 shapes (PTX ISA "Matrix Shape").
  uint32_t k = getK();
  bool kOk = bits == 32   ? k == 4 || k == 8
             : bits == 16 ? k == 8 || k == 16
             : bits == 8  ? (isFp8(a) ? k == 32 : k == 16 || k == 32)
                          : k == 64;
  if (!kOk)
    return emitOpError("K ")
           << k << " is not a shape of " << stringifyMmaType(a) << " operands";
  // A: 16 x K, B: K x 8 elements over 32 lanes, 32 bits a register.
  MLIRContext *ctx = getContext();
  Type b32 = IntegerType::get(ctx, 32);
  size_t aRegs = 16 * k * bits / 1024, bRegs = 8 * k * bits / 1024;
  size_t cRegs = acc == MmaType::f16 ? 2 : 4;
  Type cReg = accRegister(ctx, acc);
  if (failed(requireRegisters(*this, "A", getA(), aRegs, b32)) ||
      failed(requireRegisters(*this, "B", getB(), bRegs, b32)) ||
      failed(requireRegisters(*this, "C", getC(), cRegs, cReg)) ||
      failed(requireRegisters(*this, "D", getD(), cRegs, cReg)))
    return failure();

  if (std::optional<MmaKind> kind = getKind()) {
    if (!getScaleA() || !getScaleB())
      return emitOpError("block_scale takes the scale registers of A and B");
    if (!getScaleVec() || !getScaleType())
      return emitOpError("block_scale takes scale_vec and scale_type");
    if (acc != MmaType::f32)
      return emitOpError("block_scale accumulates in f32");
    uint32_t vec = *getScaleVec();
    MmaScaleType st = *getScaleType();
    bool fp4 = a == MmaType::e2m1 && b == MmaType::e2m1;
    switch (*kind) {
    case MmaKind::mxf8f6f4:
      if (!isFp8(a) || !isFp8(b) || k != 32)
        return emitOpError("kind mxf8f6f4 takes fp8 operands, K 32");
      if (vec != 1 || st != MmaScaleType::ue8m0)
        return emitOpError("kind mxf8f6f4 takes scale_vec 1, ue8m0");
      break;
    case MmaKind::mxf4:
      if (!fp4)
        return emitOpError("kind mxf4 takes e2m1 operands");
      if (vec != 2 || st != MmaScaleType::ue8m0)
        return emitOpError("kind mxf4 takes scale_vec 2, ue8m0");
      break;
    case MmaKind::mxf4nvf4:
      if (!fp4)
        return emitOpError("kind mxf4nvf4 takes e2m1 operands");
      if (!(vec == 2 && st == MmaScaleType::ue8m0) &&
          !(vec == 4 && st == MmaScaleType::ue4m3))
        return emitOpError(
            "kind mxf4nvf4 takes scale_vec 2 with ue8m0 or 4 with ue4m3");
      break;
    }
    return requireTarget(*this, Feature::MmaBlockScale,
                         getOperationName() + " block_scale");
  }
  if (getScaleA() || getScaleB() || getScaleVec() || getScaleType())
    return emitOpError("takes scales only with block_scale");
  if (a == MmaType::e2m1 || b == MmaType::e2m1)
    return emitOpError("e2m1 operands need block_scale");
  // fp8 with f16 accumulators (Feature::MmaSyncFp8F16) runs on the same
  // targets, from a later PTX version: the module's .version, which the
  // emitter records, not the op.
  if (isFp8(a))
    return requireTarget(*this, Feature::MmaSyncFp8,
                         getOperationName() + " on fp8");
  return requireTarget(*this, Feature::MmaSync);
}

LogicalResult StmatrixOp::verify() {
  size_t n = getRegs().size();
  if (n != 1 && n != 2 && n != 4)
    return emitOpError("stores 1, 2 or 4 matrices (registers), got ") << n;
  // stmatrix is PTX 7.8, sm_90: the Hopper generation's feature.
  return requireTarget(*this, Feature::Tma, getOperationName());
}

LogicalResult WgmmaFenceOp::verify() {
  return requireTarget(*this, Feature::Wgmma);
}

LogicalResult WgmmaCommitGroupOp::verify() {
  return requireTarget(*this, Feature::Wgmma);
}

LogicalResult WgmmaMmaAsyncOp::verify() {
  MmaType a = getAType(), b = getBType(), d = getDType();
  unsigned bits = operandBits(a);
  if (!bits || a == MmaType::e2m1 || !operandBits(b) || b == MmaType::e2m1)
    return emitOpError("A and B take f16, bf16, tf32, e4m3, e5m2 or s8 "
                       "elements");
  if (a != b && !(isFp8(a) && isFp8(b)))
    return emitOpError("A and B must have the same type (or both be fp8)");
  if (!accumulatorFits(d, a))
    return emitOpError("accumulators of type ")
           << stringifyMmaType(d) << " do not go with " << stringifyMmaType(a)
           << " operands";
  // m64nNkK: N a multiple of 8 up to 256, K 32 bytes.
  uint32_t n = getN();
  if (n < 8 || n > 256 || n % 8 != 0)
    return emitOpError("N must be a multiple of 8 in [8, 256], got ") << n;
  if (getK() != 256 / bits)
    return emitOpError("K of ") << stringifyMmaType(a) << " operands is "
                                << 256 / bits << ", got " << getK();
  if (bool(getADesc()) == !getA().empty())
    return emitOpError("takes A as a descriptor or in registers, exactly "
                       "one");
  MLIRContext *ctx = getContext();
  if (!getA().empty() && failed(requireRegisters(*this, "A", getA(), 4,
                                                 IntegerType::get(ctx, 32))))
    return failure();
  // f32 and s32: a register per two columns; f16: pairs in b32 registers.
  size_t regs = d == MmaType::f16 ? n / 4 : n / 2;
  Type reg = accRegister(ctx, d);
  if (failed(requireRegisters(*this, "accumulator", getAcc(), regs, reg)) ||
      failed(requireRegisters(*this, "D", getD(), regs, reg)))
    return failure();
  bool sixteen = bits == 16;
  if ((getTransA() || getTransB()) && !sixteen)
    return emitOpError("transposes only 16-bit (f16, bf16) operands");
  if (getTransA() && !getA().empty())
    return emitOpError("A in registers has no transpose");
  if ((getNegA() || getNegB()) && a == MmaType::s8)
    return emitOpError("s8 operands take no scale immediates");
  return requireTarget(*this, Feature::Wgmma);
}

LogicalResult WgmmaWaitGroupOp::verify() {
  if (getAcc().size() != getD().size())
    return emitOpError("passes ")
           << getAcc().size() << " accumulators through but has "
           << getD().size() << " results";
  for (auto [in, out] : llvm::zip(getAcc(), getD()))
    if (in.getType() != out.getType())
      return emitOpError("result types must match the accumulators'");
  return requireTarget(*this, Feature::Wgmma);
}

LogicalResult BarWarpSyncOp::verify() {
  if (getMask() == 0)
    return emitOpError("mask names no lane");
  // bar.warp.sync is PTX 6.0, sm_30: the shfl.sync generation.
  return requireTarget(*this, Feature::ShflSync, getOperationName());
}
