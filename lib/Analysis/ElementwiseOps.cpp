//===- ElementwiseOps.cpp - Ops tile computes element by element ---------===//
//
// The arith and math ops tile applies element by element, and how each math
// op is computed: a PTX instruction NVPTX selects, PTX's approximate f32
// instructions (tile-scalars-to-llvm), or a libdevice call.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/ElementwiseOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"

#include "llvm/ADT/STLExtras.h"

#include <cstring>

using namespace mlir;

/// The math ops that become libdevice calls (libDeviceFunction): the first
/// kNumExact on every float type, the rest only on f64.
static constexpr const char *kLibDeviceOps[] = {
    "math.acos",  "math.acosh", "math.asin",  "math.asinh", "math.atan",
    "math.atan2", "math.atanh", "math.cbrt",  "math.cosh",  "math.erf",
    "math.erfc",  "math.expm1", "math.log10", "math.log1p", "math.powf",
    "math.sinh",  "math.tan",   "math.exp",   "math.exp2",  "math.log",
    "math.log2",  "math.sin",   "math.cos",   "math.tanh"};
static constexpr ptrdiff_t kNumExact = 17;

bool tile::isApproxMathOp(Operation *op) {
  return isa<math::ExpOp, math::Exp2Op, math::LogOp, math::Log2Op,
             math::SinOp, math::CosOp, math::TanhOp>(op);
}

bool tile::isNativeMathOp(Operation *op) {
  return isa<math::AbsFOp, math::AbsIOp, math::SqrtOp, math::RsqrtOp,
             math::FmaOp, math::CeilOp, math::FloorOp, math::CopySignOp,
             math::RoundEvenOp, math::RoundOp, math::TruncOp>(op) ||
         isApproxMathOp(op);
}

bool tile::isSupportedMathOp(Operation *op) {
  return isNativeMathOp(op) ||
         !libDeviceFunction(op, Float32Type::get(op->getContext())).empty();
}

bool tile::isElementwiseArith(Operation *op) {
  if (!op->hasTrait<OpTrait::Elementwise>() || op->getNumRegions() != 0)
    return false;
  if (isa<arith::ArithDialect>(op->getDialect()))
    return true;
  return isSupportedMathOp(op);
}

std::string tile::libDeviceFunction(Operation *op, Type elem) {
  if (!isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(elem))
    return "";
  StringRef name = op->getName().getStringRef();
  const char *const *found = llvm::find(kLibDeviceOps, name);
  if (found == std::end(kLibDeviceOps))
    return "";
  // PTX has approximate f32 instructions for the ops after kNumExact
  // (ApproxMath): only f64 goes to libdevice.
  bool f64 = elem.isF64();
  if (!f64 && found - std::begin(kLibDeviceOps) >= kNumExact)
    return "";
  StringRef base = name.drop_front(strlen("math."));
  if (base == "powf")
    base = "pow";
  return ("__nv_" + base + (f64 ? "" : "f")).str();
}

llvm::ArrayRef<const char *> tile::libDeviceOps() { return kLibDeviceOps; }

/// 8-bit (and narrower) floats are stored as bytes.
static Type storedAs(Type t) {
  if (isa<FloatType>(t) && t.getIntOrFloatBitWidth() <= 8)
    return IntegerType::get(t.getContext(), 8);
  return t;
}

bool tile::isStorageBitcast(Operation *op) {
  auto cast = dyn_cast<arith::BitcastOp>(op);
  if (!cast)
    return false;
  Type from = getElementTypeOrSelf(cast.getIn().getType());
  Type to = getElementTypeOrSelf(cast.getType());
  return from != to && storedAs(from) == storedAs(to);
}
