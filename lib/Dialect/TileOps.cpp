//===- TileOps.cpp - tile operations and their verifiers ------------------===//

#include "TileDialect/TileOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionImplementation.h"

using namespace mlir;
using namespace tile;

//===----------------------------------------------------------------------===//
// KernelOp
//===----------------------------------------------------------------------===//

ParseResult KernelOp::parse(OpAsmParser &parser, OperationState &result) {
  auto buildFuncType = [](Builder &builder, ArrayRef<Type> argTypes,
                          ArrayRef<Type> results,
                          function_interface_impl::VariadicFlag,
                          std::string &) {
    return builder.getFunctionType(argTypes, results);
  };
  return function_interface_impl::parseFunctionOp(
      parser, result, /*allowVariadic=*/false,
      getFunctionTypeAttrName(result.name), buildFuncType,
      getArgAttrsAttrName(result.name), getResAttrsAttrName(result.name));
}

void KernelOp::print(OpAsmPrinter &p) {
  function_interface_impl::printFunctionOp(
      p, *this, /*isVariadic=*/false, getFunctionTypeAttrName(),
      getArgAttrsAttrName(), getResAttrsAttrName());
}

LogicalResult KernelOp::verify() {
  // The name becomes a PTX .entry symbol: NVPTX aborts on anything else.
  StringRef name = getSymName();
  if (name.empty() || llvm::isDigit(name.front()) ||
      !llvm::all_of(name, [](char c) {
        return llvm::isAlnum(c) || c == '_' || c == '$';
      }))
    return emitOpError("name '")
           << name
           << "' is not a valid PTX entry name (letters, digits, '_' and '$', "
              "not starting with a digit)";
  if (!getFunctionType().getResults().empty())
    return emitOpError("kernels return nothing, but the signature has ")
           << getFunctionType().getNumResults() << " result(s)";
  for (auto [i, type] : llvm::enumerate(getArgumentTypes()))
    if (!isa<PointerType, IntegerType, FloatType, IndexType>(type))
      return emitOpError("parameter #")
             << i << " has type " << type
             << "; kernel parameters are !tile.ptr, integers or floats";
  if (getBody().empty())
    return emitOpError("needs a body");
  Block &entry = getBody().front();
  if (entry.getNumArguments() != getArgumentTypes().size())
    return emitOpError("entry block has ")
           << entry.getNumArguments() << " arguments but the signature has "
           << getArgumentTypes().size();
  for (auto [arg, type] : llvm::zip(entry.getArguments(), getArgumentTypes()))
    if (arg.getType() != type)
      return emitOpError("entry block argument type ")
             << arg.getType() << " does not match the signature's " << type;
  if (getNumWarps() > 32)
    return emitOpError("num_warps is ")
           << getNumWarps() << "; a thread block has at most 32 warps";
  return success();
}

//===----------------------------------------------------------------------===//
// Index tiles
//===----------------------------------------------------------------------===//

LogicalResult RangeOp::verify() {
  auto type = getResult().getType();
  if (type.getRank() != 1 || !type.getElementType().isInteger(32))
    return emitOpError("result must be a 1-D tile of i32, got ") << type;
  int64_t start = getStart(), end = getEnd();
  if (end <= start)
    return emitOpError("range [") << start << ", " << end << ") is empty";
  if (type.getDimSize(0) != end - start)
    return emitOpError("result has ")
           << type.getDimSize(0) << " elements but the range [" << start
           << ", " << end << ") has " << end - start;
  return success();
}

LogicalResult ExpandDimsOp::verify() {
  auto src = getSrc().getType();
  auto res = getResult().getType();
  int64_t axis = getAxis();
  if (axis < 0 || axis > src.getRank())
    return emitOpError("axis ") << axis << " is out of range for a rank-"
                                << src.getRank() << " tile";
  SmallVector<int64_t> expected(src.getShape());
  expected.insert(expected.begin() + axis, 1);
  if (res.getShape() != ArrayRef<int64_t>(expected) ||
      res.getElementType() != src.getElementType())
    return emitOpError("result type ")
           << res << " is not " << src << " with a 1 inserted at axis "
           << axis;
  return success();
}

LogicalResult BroadcastOp::verify() {
  auto src = getSrc().getType();
  auto res = getResult().getType();
  if (src.getElementType() != res.getElementType())
    return emitOpError("changes the element type from ")
           << src.getElementType() << " to " << res.getElementType();
  if (src.getRank() != res.getRank())
    return emitOpError("source and result must have the same rank; use "
                       "tile.expand_dims first");
  for (int64_t d = 0; d < src.getRank(); ++d)
    if (src.getDimSize(d) != 1 && src.getDimSize(d) != res.getDimSize(d))
      return emitOpError("dimension ")
             << d << " has size " << src.getDimSize(d)
             << "; only dimensions of size 1 can be broadcast (to "
             << res.getDimSize(d) << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

static LogicalResult verifyOffsets(Operation *op, RankedTensorType offsets,
                                   RankedTensorType data) {
  if (offsets.getShape() != data.getShape())
    return op->emitOpError("offsets ")
           << offsets << " must have the shape of the data tile " << data;
  unsigned width = offsets.getElementType().getIntOrFloatBitWidth();
  if (width != 32 && width != 64)
    return op->emitOpError("offsets must be i32 or i64, got ")
           << offsets.getElementType();
  return success();
}

LogicalResult LoadOp::verify() {
  if (getOther() && !getMask())
    return emitOpError("'other' is only meaningful with a mask");
  return verifyOffsets(*this, getOffsets().getType(), getResult().getType());
}

LogicalResult StoreOp::verify() {
  return verifyOffsets(*this, getOffsets().getType(), getValue().getType());
}

//===----------------------------------------------------------------------===//
// Reduce and dot
//===----------------------------------------------------------------------===//

LogicalResult ReduceOp::verify() {
  auto src = getSrc().getType();
  int64_t axis = getAxis();
  if (axis < 0 || axis >= src.getRank())
    return emitOpError("axis ") << axis << " is out of range for a rank-"
                                << src.getRank() << " tile";
  Type res = getResult().getType();
  if (src.getRank() == 1) {
    if (res != src.getElementType())
      return emitOpError("reducing a 1-D tile gives a scalar of type ")
             << src.getElementType() << ", not " << res;
    return success();
  }
  SmallVector<int64_t> shape(src.getShape());
  shape.erase(shape.begin() + axis);
  auto expected = RankedTensorType::get(shape, src.getElementType());
  if (res != expected)
    return emitOpError("result type must be ") << expected << ", got " << res;
  return success();
}

/// Whether (a/b element, acc element) is a tensor-core combination.
static bool isDotElementCombination(Type ab, Type acc) {
  if (ab.isF16())
    return acc.isF32() || acc.isF16();
  if (ab.isBF16() || ab.isF32())
    return acc.isF32();
  if (isa<Float8E4M3FNType, Float8E5M2Type>(ab))
    return acc.isF32();
  return false;
}

LogicalResult DotOp::verify() {
  auto a = getA().getType(), b = getB().getType(), c = getAcc().getType();
  if (a.getRank() != 2 || b.getRank() != 2 || c.getRank() != 2)
    return emitOpError("operands must be 2-D tiles, got ")
           << a << ", " << b << " and " << c;
  int64_t m = a.getDimSize(0), k = a.getDimSize(1);
  if (b.getDimSize(0) != k)
    return emitOpError("a is ") << m << "x" << k << " but b is "
                                << b.getDimSize(0) << "x" << b.getDimSize(1)
                                << ": the K dimensions differ";
  int64_t n = b.getDimSize(1);
  if (c.getDimSize(0) != m || c.getDimSize(1) != n)
    return emitOpError("accumulator is ")
           << c.getDimSize(0) << "x" << c.getDimSize(1) << " but a*b is " << m
           << "x" << n;
  Type ea = a.getElementType(), eb = b.getElementType(),
       ec = c.getElementType();
  bool bothFp8 = isa<Float8E4M3FNType, Float8E5M2Type>(ea) &&
                 isa<Float8E4M3FNType, Float8E5M2Type>(eb);
  if (ea != eb && !bothFp8)
    return emitOpError("a and b element types differ (")
           << ea << " vs " << eb << ")";
  if (!isDotElementCombination(ea, ec))
    return emitOpError("unsupported element types: ")
           << ea << " inputs with " << ec
           << " accumulator (supported: f16->f32|f16, bf16->f32, "
              "f32(tf32)->f32, f8E4M3FN/f8E5M2->f32)";
  return success();
}

static bool isFp8Operand(Type t) {
  return isa<Float8E4M3FNType, Float8E5M2Type>(t);
}

int64_t DotScaledOp::getScaleVectorSize() {
  return isa<Float8E4M3FNType>(getAScale().getType().getElementType()) ? 16
                                                                       : 32;
}

StringRef DotScaledOp::getFormatName() {
  if (isFp8Operand(getA().getType().getElementType()))
    return "mxfp8";
  return getScaleVectorSize() == 16 ? "nvfp4" : "mxfp4";
}

LogicalResult DotScaledOp::verify() {
  auto a = getA().getType(), b = getB().getType(), c = getAcc().getType();
  auto sa = getAScale().getType(), sb = getBScale().getType();
  for (auto t : {a, b, c, sa, sb})
    if (t.getRank() != 2)
      return emitOpError("operands must be 2-D tiles, got ") << t;
  int64_t m = a.getDimSize(0), k = a.getDimSize(1), n = b.getDimSize(1);
  if (b.getDimSize(0) != k)
    return emitOpError("a is ") << m << "x" << k << " but b is "
                                << b.getDimSize(0) << "x" << n
                                << ": the K dimensions differ";
  if (c.getDimSize(0) != m || c.getDimSize(1) != n)
    return emitOpError("accumulator is ")
           << c.getDimSize(0) << "x" << c.getDimSize(1) << " but a*b is " << m
           << "x" << n;
  if (!c.getElementType().isF32())
    return emitOpError("the accumulator must be f32, got ")
           << c.getElementType();
  Type ea = a.getElementType(), eb = b.getElementType();
  Type es = sa.getElementType();
  bool fp8 = isFp8Operand(ea) && isFp8Operand(eb);
  bool fp4 = isa<Float4E2M1FNType>(ea) && isa<Float4E2M1FNType>(eb);
  if (!fp8 && !fp4)
    return emitOpError("a and b must both be f8E4M3FN/f8E5M2 (MXFP8) or "
                       "both f4E2M1FN (MXFP4, NVFP4), got ")
           << ea << " and " << eb;
  if (es != sb.getElementType())
    return emitOpError("a_scale and b_scale element types differ (")
           << es << " vs " << sb.getElementType() << ")";
  bool e8m0 = isa<Float8E8M0FNUType>(es);
  bool e4m3 = isa<Float8E4M3FNType>(es);
  if (fp8 && !e8m0)
    return emitOpError("MXFP8 scales must be f8E8M0FNU (ue8m0), got ") << es;
  if (fp4 && !e8m0 && !e4m3)
    return emitOpError("fp4 scales must be f8E8M0FNU (MXFP4) or f8E4M3FN "
                       "(NVFP4), got ")
           << es;
  int64_t v = getScaleVectorSize();
  if (k % v)
    return emitOpError("K = ") << k << " is not a multiple of the "
                               << getFormatName() << " scale block " << v;
  if (sa.getDimSize(0) != m || sa.getDimSize(1) != k / v)
    return emitOpError("a_scale must be ")
           << m << "x" << k / v << " (one scale per " << v
           << " elements of each row of a), got " << sa.getDimSize(0) << "x"
           << sa.getDimSize(1);
  if (sb.getDimSize(0) != n || sb.getDimSize(1) != k / v)
    return emitOpError("b_scale must be ")
           << n << "x" << k / v << " (one scale per " << v
           << " elements of each column of b), got " << sb.getDimSize(0)
           << "x" << sb.getDimSize(1);
  return success();
}

#define GET_OP_CLASSES
#include "TileDialect/TileOps.cpp.inc"
