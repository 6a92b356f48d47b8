//===- TileOps.cpp - tile operations and their verifiers ------------------===//

#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionImplementation.h"

using namespace mlir;
using namespace tile;

/// Whether `a` and `b` are the same tile (shape and element type), whatever
/// layouts tile-assign-layouts gave them: a reduction or join lays its
/// result out differently from its operands.
static bool sameTileUpToLayout(Type a, Type b) {
  auto ta = dyn_cast<RankedTensorType>(a), tb = dyn_cast<RankedTensorType>(b);
  if (!ta || !tb)
    return a == b;
  return ta.getShape() == tb.getShape() &&
         ta.getElementType() == tb.getElementType();
}

static bool sameTilesUpToLayout(TypeRange inferred, TypeRange actual) {
  return inferred.size() == actual.size() &&
         llvm::all_of(llvm::zip(inferred, actual), [](auto pair) {
           return sameTileUpToLayout(std::get<0>(pair), std::get<1>(pair));
         });
}


/// Launch, cluster and shared-memory attributes of a kernel (defined with
/// the Hopper/Blackwell verifiers at the end of this file).
static LogicalResult verifyLaunchAttributes(KernelOp kernel);

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
  // An attribute dictionary can give num_warps a value of the wrong kind
  // (`num_warps = "4"`), which leaves the property empty rather than failing
  // to parse; getNumWarps() would then dereference null.
  if (!getNumWarpsAttr())
    return emitOpError("num_warps must be an i32 integer attribute, such as "
                       "`num_warps = 4 : i32`");
  if (getNumWarps() > 32)
    return emitOpError("num_warps is ")
           << getNumWarps() << "; a thread block has at most 32 warps";
  return verifyLaunchAttributes(*this);
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

/// Elements narrower than a byte (f4E2M1FN) have no address.
static LogicalResult verifyAddressable(Operation *op, Type elem) {
  if (!elem.isIntOrFloat() || elem.getIntOrFloatBitWidth() >= 8 ||
      elem.isInteger(1))
    return success();
  return op->emitOpError("cannot address ")
         << elem << " elements (" << elem.getIntOrFloatBitWidth()
         << " bits, narrower than a byte): load the packed bytes as i8 (two "
            "e2m1 values per byte) and unpack them with tile.unpack_fp4";
}

static LogicalResult verifyOffsets(Operation *op, RankedTensorType offsets,
                                   RankedTensorType data) {
  if (failed(verifyAddressable(op, data.getElementType())))
    return failure();
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
  if (!sameTileUpToLayout(res, expected))
    return emitOpError("result type must be ") << expected << ", got " << res;
  return success();
}

//===----------------------------------------------------------------------===//
// tile.associative_scan / tile.associative_reduce
//===----------------------------------------------------------------------===//

/// The sources' shared shape and axis, and element types that can go
/// through shared memory.
static LogicalResult verifyCombinerSources(Operation *op, ValueRange srcs,
                                           int64_t axis) {
  if (srcs.empty())
    return op->emitOpError("needs at least one source tile");
  auto first = cast<RankedTensorType>(srcs.front().getType());
  if (axis < 0 || axis >= first.getRank())
    return op->emitOpError("axis ") << axis << " is out of range for a rank-"
                                    << first.getRank() << " tile";
  for (auto [i, src] : llvm::enumerate(srcs)) {
    auto type = cast<RankedTensorType>(src.getType());
    if (type.getShape() != first.getShape())
      return op->emitOpError("sources must have one shape: source ")
             << i << " is " << type << " but source 0 is " << first;
    Type elem = type.getElementType();
    if (elem.isInteger(1) ||
        (isa<FloatType>(elem) && elem.getIntOrFloatBitWidth() < 16))
      return op->emitOpError("cannot combine a ")
             << elem << " tile (extend i1 first; 8-bit floats cannot be "
                        "combined)";
  }
  return success();
}

/// The combiner: 2 x N scalar arguments (the earlier elements, then the
/// later ones), N scalars yielded, scalar arith/math code in between.
static LogicalResult verifyCombiner(Operation *op, ValueRange srcs,
                                    Region &region) {
  Block &body = region.front();
  size_t n = srcs.size();
  SmallVector<Type> elems;
  for (Value src : srcs)
    elems.push_back(cast<RankedTensorType>(src.getType()).getElementType());
  if (body.getNumArguments() != 2 * n)
    return op->emitOpError("combiner takes ")
           << body.getNumArguments() << " arguments; it must take " << 2 * n
           << " (the earlier element of each source, then the later one)";
  for (auto [i, arg] : llvm::enumerate(body.getArguments()))
    if (arg.getType() != elems[i % n])
      return op->emitOpError("combiner argument ")
             << i << " is " << arg.getType() << "; it must be " << elems[i % n]
             << " (source " << i % n << "'s element type)";
  auto yield = dyn_cast<YieldOp>(body.getTerminator());
  if (!yield)
    return op->emitOpError("combiner must end in tile.yield");
  if (TypeRange(yield.getValues().getTypes()) != TypeRange(elems))
    return yield.emitOpError("must yield one value per source, of its "
                             "element type");
  for (Operation &inner : body.without_terminator()) {
    if (inner.getNumRegions() ||
        !isa<arith::ArithDialect, math::MathDialect>(inner.getDialect()))
      return inner.emitOpError("is not allowed in a combiner (scalar arith "
                               "and math ops only)");
    for (Type t : llvm::concat<const Type>(inner.getOperandTypes(),
                                           inner.getResultTypes()))
      if (isa<ShapedType>(t))
        return inner.emitOpError("combiners work on scalars, not tiles");
  }
  return success();
}

LogicalResult AssociativeScanOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  for (Value v : operands)
    inferred.push_back(v.getType());
  return success();
}

LogicalResult AssociativeReduceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  Adaptor adaptor(operands, attributes, properties);
  int64_t axis = adaptor.getAxis();
  for (Value v : operands) {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type || axis < 0 || axis >= type.getRank())
      return emitOptionalError(
          location, "'tile.associative_reduce' op axis ", axis,
          " is out of range for a rank-", type ? type.getRank() : 0, " tile");
    if (type.getRank() == 1) {
      inferred.push_back(type.getElementType());
      continue;
    }
    SmallVector<int64_t> shape(type.getShape());
    shape.erase(shape.begin() + axis);
    inferred.push_back(RankedTensorType::get(shape, type.getElementType()));
  }
  return success();
}

LogicalResult HistogramOp::verify() {
  auto res = getResult().getType();
  if (res.getRank() != 1 || !res.getElementType().isInteger(32))
    return emitOpError("result must be a 1-D tile of i32 counts, got ") << res;
  if (getSrc().getType().getElementType().isInteger(1))
    return emitOpError("cannot count an i1 tile (extend it first)");
  if (getSrc().getType().getElementTypeBitWidth() > 32)
    return emitOpError("values must be at most 32-bit integers, got ")
           << getSrc().getType().getElementType();
  return success();
}

LogicalResult GatherOp::verify() {
  auto src = getSrc().getType();
  auto idx = getIndices().getType();
  int64_t axis = getAxis();
  if (axis < 0 || axis >= src.getRank())
    return emitOpError("axis ") << axis << " is out of range for a rank-"
                                << src.getRank() << " tile";
  if (idx.getRank() != src.getRank())
    return emitOpError("indices ")
           << idx << " must have the source's rank " << src.getRank();
  for (int64_t d = 0; d < src.getRank(); ++d)
    if (d != axis && idx.getDimSize(d) != src.getDimSize(d))
      return emitOpError("indices ")
             << idx << " must have the source's size " << src.getDimSize(d)
             << " in dimension " << d << " (all but the axis)";
  if (idx.getElementTypeBitWidth() > 32)
    return emitOpError("indices must be at most 32-bit integers, got ")
           << idx.getElementType();
  return success();
}

LogicalResult GatherOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  auto src = dyn_cast<RankedTensorType>(operands[0].getType());
  auto idx = dyn_cast<RankedTensorType>(operands[1].getType());
  if (!src || !idx)
    return failure();
  inferred.push_back(idx.clone(src.getElementType()));
  return success();
}

/// `half` with an innermost dimension of 2 appended.
static RankedTensorType joinedType(RankedTensorType half) {
  SmallVector<int64_t> shape(half.getShape());
  shape.push_back(2);
  return RankedTensorType::get(shape, half.getElementType());
}

LogicalResult JoinOp::verify() {
  auto half = getLhs().getType();
  if (!sameTileUpToLayout(getResult().getType(), joinedType(half)))
    return emitOpError("result must be ")
           << joinedType(half) << " (the operands with an innermost 2), got "
           << getResult().getType();
  return success();
}

LogicalResult SplitOp::verify() {
  auto half = getLhs().getType();
  if (!sameTileUpToLayout(getSrc().getType(), joinedType(half)))
    return emitOpError("splits ")
           << getSrc().getType() << " whose innermost dimension must be 2 and "
           << "the rest " << half;
  return success();
}

/// tile.pack_fp4 / unpack_fp4: the result is the source with the innermost
/// dimension halved (`packing`) or doubled.
static LogicalResult verifyNibblePairs(Operation *op, RankedTensorType src,
                                       RankedTensorType res, bool packing) {
  SmallVector<int64_t> shape(src.getShape());
  shape.back() = packing ? shape.back() / 2 : shape.back() * 2;
  if (res.getShape() != ArrayRef<int64_t>(shape))
    return op->emitOpError("result must be ")
           << RankedTensorType::get(shape, res.getElementType())
           << " (two e2m1 values per byte of the innermost dimension), got "
           << res;
  return success();
}

LogicalResult UnpackFp4Op::verify() {
  auto src = getSrc().getType(), res = getResult().getType();
  if (!src.getElementType().isSignlessInteger(8))
    return emitOpError("unpacks bytes: the source must be an i8 tile, got ")
           << src;
  if (!isa<Float4E2M1FNType>(res.getElementType()))
    return emitOpError("the result must be an f4E2M1FN tile, got ") << res;
  return verifyNibblePairs(*this, src, res, /*packing=*/false);
}

LogicalResult PackFp4Op::verify() {
  auto src = getSrc().getType(), res = getResult().getType();
  if (!isa<Float4E2M1FNType>(src.getElementType()))
    return emitOpError("packs e2m1 values: the source must be an f4E2M1FN "
                       "tile, got ")
           << src;
  if (!res.getElementType().isSignlessInteger(8))
    return emitOpError("the result must be an i8 tile, got ") << res;
  if (src.getShape().back() % 2)
    return emitOpError("packs pairs: the innermost dimension of ")
           << src << " must be even";
  return verifyNibblePairs(*this, src, res, /*packing=*/true);
}

LogicalResult ReshapeOp::verify() {
  auto src = getSrc().getType(), res = getResult().getType();
  if (src.getElementType() != res.getElementType())
    return emitOpError("changes the element type (")
           << src.getElementType() << " to " << res.getElementType()
           << "); convert with arith ops";
  if (src.getNumElements() != res.getNumElements())
    return emitOpError("has ") << src.getNumElements()
                               << " elements but the result shape holds "
                               << res.getNumElements();
  return success();
}

LogicalResult ScanOp::verify() {
  auto src = getSrc().getType();
  int64_t axis = getAxis();
  if (axis < 0 || axis >= src.getRank())
    return emitOpError("axis ") << axis << " is out of range for a rank-"
                                << src.getRank() << " tile";
  Type elem = src.getElementType();
  if (elem.isInteger(1) ||
      (isa<FloatType>(elem) && elem.getIntOrFloatBitWidth() == 8))
    return emitOpError("cannot scan a ")
           << elem << " tile (extend i1 first; 8-bit floats cannot be "
                      "combined)";
  return success();
}

void InlineAsmOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  if (getPure())
    return;
  effects.emplace_back(MemoryEffects::Read::get());
  effects.emplace_back(MemoryEffects::Write::get());
}

/// Whether register class `letter` (an inline-asm constraint) holds `t`.
static bool constraintHolds(char letter, Type t) {
  unsigned bits = t.getIntOrFloatBitWidth();
  switch (letter) {
  case 'c':
    return bits == 8 && t.isInteger();
  case 'h':
    return bits == 16 || (bits == 8 && t.isInteger());
  case 'r':
    return bits == 32;
  case 'l':
    return bits == 64;
  case 'f':
    return t.isF32();
  case 'd':
    return t.isF64();
  default:
    return false;
  }
}

LogicalResult InlineAsmOp::verify() {
  if (getResults().empty())
    return emitOpError("needs at least one result");
  int32_t pack = getPack();
  if (pack != 1 && pack != 2 && pack != 4)
    return emitOpError("pack must be 1, 2 or 4, got ") << pack;
  SmallVector<Type> types;
  std::optional<RankedTensorType> shape;
  auto check = [&](Type t, StringRef what, size_t i) -> LogicalResult {
    if (auto tile = dyn_cast<RankedTensorType>(t)) {
      if (shape && shape->getShape() != tile.getShape())
        return emitOpError("tiles must have one shape: ")
               << what << " " << i << " is " << tile << " but "
               << *shape << " came before";
      shape = tile;
      t = tile.getElementType();
    }
    if (t.isInteger(1) || t.getIntOrFloatBitWidth() > 64 ||
        (isa<FloatType>(t) && t.getIntOrFloatBitWidth() < 16))
      return emitOpError("cannot pass ")
             << t << " (" << what << " " << i
             << ") through inline assembly: 8- to 64-bit integers and 16- to "
                "64-bit floats";
    types.push_back(t);
    return success();
  };
  for (auto [i, r] : llvm::enumerate(getResults()))
    if (failed(check(r.getType(), "result", i)))
      return failure();
  for (auto [i, a] : llvm::enumerate(getArgs()))
    if (failed(check(a.getType(), "operand", i)))
      return failure();
  SmallVector<StringRef> entries;
  StringRef(getConstraints()).split(entries, ',');
  size_t nres = getResults().size();
  size_t used = 0;
  for (StringRef e : entries) {
    e = e.trim();
    if (e.starts_with("~{") && e.ends_with("}") && used == types.size())
      continue; // a clobber
    if (used == types.size())
      return emitOpError("constraints '")
             << getConstraints() << "' have more entries than the "
             << nres << " results and " << getArgs().size() << " operands";
    bool output = e.consume_front("=");
    if (output != (used < nres))
      return emitOpError("constraint '")
             << e << "' (entry " << used << ") must "
             << (used < nres ? "" : "not ") << "start with '=': "
             << (used < nres ? "results come first" : "it is an operand");
    if (pack > 1) {
      // P elements in one integer register.
      unsigned bits = pack * types[used].getIntOrFloatBitWidth();
      if (e.size() != 1 || !StringRef("hrl").contains(e[0]) ||
          !constraintHolds(e[0], IntegerType::get(getContext(), bits)))
        return emitOpError("constraint '")
               << e << "' (entry " << used << ") cannot hold " << pack
               << " x " << types[used] << " (" << bits
               << " bits): with pack = " << pack
               << " use h (16-bit), r (32-bit) or l (64-bit)";
    } else if (e.size() != 1 || !constraintHolds(e[0], types[used])) {
      return emitOpError("constraint '")
             << e << "' (entry " << used << ") cannot hold " << types[used]
             << ": use h (16-bit, or 8-bit as c), r (32-bit), l (64-bit), f "
                "(f32) or d (f64)";
    }
    ++used;
  }
  if (used != types.size())
    return emitOpError("constraints '")
           << getConstraints() << "' have " << used << " entries for the "
           << nres << " results and " << getArgs().size() << " operands";
  if (std::optional<std::string> why =
          checkInlineAsmText(getAsmString(), types.size()))
    return emitOpError("the assembly ") << *why;
  return success();
}

std::optional<std::string> tile::checkInlineAsmText(StringRef text,
                                                    unsigned numOperands) {
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '$')
      continue;
    if (i + 1 < text.size() && text[i + 1] == '$') {
      ++i; // "$$" is a dollar sign
      continue;
    }
    size_t j = i + 1;
    bool braced = j < text.size() && text[j] == '{';
    if (braced)
      ++j;
    size_t digits = j;
    while (digits < text.size() && llvm::isDigit(text[digits]))
      ++digits;
    if (digits == j || (braced && (digits == text.size() ||
                                   text[digits] != '}')))
      return ("has '" + text.substr(i, std::min<size_t>(digits + 1, text.size()) - i) +
              "' at offset " + std::to_string(i) +
              ": operands are $N or ${N} (no modifiers), a dollar sign $$")
          .str();
    unsigned long long n = 0;
    if (text.substr(j, digits - j).getAsInteger(10, n) || n >= numOperands)
      return ("names operand $" + text.substr(j, digits - j) + ", but there are " +
              std::to_string(numOperands) + " operands ($0 .. $" +
              std::to_string(numOperands - 1) + ", results first)")
          .str();
    i = digits - 1;
  }
  return std::nullopt;
}

LogicalResult PrintOp::verify() {
  std::optional<RankedTensorType> shape;
  for (auto [i, arg] : llvm::enumerate(getArgs())) {
    Type t = arg.getType();
    if (auto tile = dyn_cast<RankedTensorType>(t)) {
      if (shape && shape->getShape() != tile.getShape())
        return emitOpError("tile operands must have one shape: operand ")
               << i << " is " << tile << " but an earlier one is " << *shape;
      shape = tile;
      t = tile.getElementType();
    }
    if (isa<FloatType>(t) && t.getIntOrFloatBitWidth() < 16)
      return emitOpError("cannot print ")
             << t << " (operand " << i << "); cast it to f32 first";
    if (t.getIntOrFloatBitWidth() > 64)
      return emitOpError("cannot print ")
             << t << " (operand " << i << "): values are 64 bits at most";
  }
  if (auto flags = getUnsignedArgs(); flags && flags->size() != getArgs().size())
    return emitOpError("'unsigned_args' has ")
           << flags->size() << " entries for " << getArgs().size()
           << " operands";
  return success();
}

/// Whether (a/b element, acc element) is a tensor-core combination.
static bool isDotElementCombination(Type ab, Type acc) {
  if (ab.isF16())
    return acc.isF32() || acc.isF16();
  if (ab.isBF16() || ab.isF32())
    return acc.isF32();
  if (isa<Float8E4M3FNType, Float8E5M2Type>(ab))
    return acc.isF32() || acc.isF16();
  if (ab.isInteger(8))
    return acc.isInteger(32);
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
              "f32(tf32)->f32, f8E4M3FN/f8E5M2->f32|f16, i8->i32)";
  if (getAsync()) {
    if (getKind() != DotKind::wgmma)
      return emitOpError("is async, which only a wgmma dot can be (kind ")
             << (getKind() ? stringifyDotKind(*getKind()) : "unset") << ")";
    if (!ec.isF32() && !ec.isInteger(32))
      return emitOpError("is async with a ")
             << ec
             << " accumulator; an async dot accumulates in f32 or i32 (one "
                "element per wgmma register, which tile.dot_wait passes "
                "through)";
    if (!getResult().hasOneUse())
      return emitOpError("is async: its result must have exactly one use, a "
                         "tile.dot_wait or the yield of its loop");
    OpOperand &use = *getResult().getUses().begin();
    if (isa<DotWaitOp>(use.getOwner()))
      return success();
    auto loop = dyn_cast<scf::ForOp>(getOperation()->getParentOp());
    if (!isa<scf::YieldOp>(use.getOwner()) || !loop ||
        use.getOwner()->getParentOp() != loop)
      return emitOpError("is async: its result must have exactly one use, a "
                         "tile.dot_wait or the yield of its loop");
    // Carried in flight: the next iteration may only chain async dots on
    // it and wait for it; after the loop, only wait for it.
    unsigned i = use.getOperandNumber();
    for (OpOperand &u : loop.getRegionIterArgs()[i].getUses()) {
      auto dot = dyn_cast<DotOp>(u.getOwner());
      if (isa<DotWaitOp>(u.getOwner()) ||
          (dot && dot.getAsync() && u.getOperandNumber() == 2))
        continue;
      return emitOpError("is async and carried by its loop in flight, but "
                         "the carried value is used by ")
             << u.getOwner()->getName()
             << ": only async dots (as their accumulator) and tile.dot_wait "
                "may use it";
    }
    for (Operation *user : loop.getResult(i).getUsers())
      if (!isa<DotWaitOp>(user))
        return emitOpError("is async and carried out of its loop in flight, "
                           "but the loop's result is used by ")
               << user->getName() << ": wait for it with tile.dot_wait first";
  }
  return success();
}

/// The async dot `v` is, or carries in flight (a loop's argument or
/// result whose yielded value is one), and the block and op from which the
/// async dots issued after it are counted: the op after the dot, the start
/// of the loop's body, or the op after the loop.
static std::tuple<DotOp, Block *, Operation *> asyncDotOf(Value v) {
  if (auto dot = v.getDefiningOp<DotOp>())
    return {dot, dot->getBlock(), dot->getNextNode()};
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
    if (!loop || arg.getArgNumber() == 0)
      return {};
    return {loop.getYieldedValues()[arg.getArgNumber() - 1]
                .getDefiningOp<DotOp>(),
            loop.getBody(), &loop.getBody()->front()};
  }
  if (auto loop = v.getDefiningOp<scf::ForOp>())
    return {loop.getYieldedValues()[cast<OpResult>(v).getResultNumber()]
                .getDefiningOp<DotOp>(),
            loop->getBlock(), loop->getNextNode()};
  return {};
}

LogicalResult DotWaitOp::verify() {
  auto [dot, block, from] = asyncDotOf(getValue());
  if (!dot || !dot.getAsync())
    return emitOpError("waits for a value that is not the result of an "
                       "async tile.dot (or one a loop carries in flight)");
  if (block != getOperation()->getBlock())
    return emitOpError("waits for an async tile.dot of another block");
  // The async dots issued between the two: wgmma.wait_group keeps the
  // `pending` most recent groups in flight.
  int64_t between = 0;
  for (Operation *op = from; op && op != getOperation();
       op = op->getNextNode())
    if (auto d = dyn_cast<DotOp>(op); d && d.getAsync())
      ++between;
  if (int64_t(getPending()) > between)
    return emitOpError("leaves ")
           << getPending() << " dots pending, but " << between
           << " async tile.dot(s) come between the one it waits for and it: "
              "that one could still be in flight";
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

//===----------------------------------------------------------------------===//
// Hopper / Blackwell: launch attributes and shared-memory ops
//===----------------------------------------------------------------------===//

/// Blocks in a portable cluster, and in a non-portable one (sm_90, sm_100).
static constexpr int64_t kMaxPortableClusterBlocks = 8;
static constexpr int64_t kMaxClusterBlocks = 16;
/// The largest dynamic shared-memory region a block can have (227 KiB on
/// sm_90 and sm_100).
static constexpr int64_t kMaxSmemBytes = 227 * 1024;

static LogicalResult verifyLaunchAttributes(KernelOp kernel) {
  int64_t limit = kernel.getNonPortableClusterSize() ? kMaxClusterBlocks
                                                     : kMaxPortableClusterBlocks;
  auto tooMany = [&](int64_t blocks, StringRef what) {
    InFlightDiagnostic d = kernel.emitOpError()
                           << what << " allows " << blocks << " blocks per cluster; ";
    if (blocks <= kMaxClusterBlocks)
      d << "a portable cluster has at most " << kMaxPortableClusterBlocks
        << " (add `non_portable_cluster_size` for up to "
        << kMaxClusterBlocks << " on sm_90 and sm_100)";
    else
      d << "a cluster has at most " << kMaxClusterBlocks
        << " blocks (non-portable)";
    return d;
  };
  if (std::optional<ArrayRef<int32_t>> dims = kernel.getClusterDims()) {
    if (dims->empty() || dims->size() > 3)
      return kernel.emitOpError("cluster_dims needs 1 to 3 entries (x, y, z), "
                                "got ")
             << dims->size();
    int64_t blocks = 1;
    for (int32_t d : *dims) {
      if (d < 1)
        return kernel.emitOpError("cluster_dims entries must be positive, got ")
               << d;
      blocks *= d;
    }
    if (blocks > limit)
      return tooMany(blocks, "cluster_dims");
    if (kernel.getMaxClusterRank())
      return kernel.emitOpError("max_cluster_rank and cluster_dims cannot "
                                "both be given (ptxas: .maxclusterrank and "
                                ".reqnctapercluster conflict)");
  }
  if (std::optional<uint32_t> rank = kernel.getMaxClusterRank())
    if (*rank > limit)
      return tooMany(*rank, "max_cluster_rank");
  if (kernel.getBlocksAreClusters()) {
    if (!kernel.getClusterDims())
      return kernel.emitOpError("blocks_are_clusters needs cluster_dims");
    if (kernel.getMaxntid())
      return kernel.emitOpError("blocks_are_clusters needs .reqntid; drop "
                                "maxntid");
  }
  if (std::optional<uint32_t> group = kernel.getCtaGroup()) {
    if (*group != 1 && *group != 2)
      return kernel.emitOpError("cta_group is 1 or 2, got ") << *group;
    if (*group == 2) {
      // The two blocks of a CTA pair are cluster ranks 2i and 2i + 1 (rank
      // = x + X (y + Y z)): they differ along the first dimension of
      // extent above 1, which must be even.
      std::optional<ArrayRef<int32_t>> dims = kernel.getClusterDims();
      const int32_t *first =
          dims ? llvm::find_if(*dims, [](int32_t d) { return d > 1; })
               : nullptr;
      if (!dims || first == dims->end() || *first % 2)
        return kernel.emitOpError(
            "cta_group = 2 runs the tcgen05 MMAs over pairs of blocks "
            "(cluster ranks 2i, 2i + 1): it needs cluster_dims whose first "
            "entry above 1 is even, such as array<i32: 2, 1, 1>");
    }
  }
  if (std::optional<uint32_t> regs = kernel.getMaxRegisters())
    if (*regs > 255)
      return kernel.emitOpError("max_registers is ")
             << *regs << "; a thread has at most 255 registers";
  if (std::optional<uint32_t> bytes = kernel.getSmemBytes())
    if (*bytes > kMaxSmemBytes)
      return kernel.emitOpError("smem_bytes is ")
             << *bytes << "; a block has at most " << kMaxSmemBytes
             << " bytes (227 KiB) of shared memory";
  for (unsigned i = 0, e = kernel.getNumArguments(); i < e; ++i) {
    Type type = kernel.getArgumentTypes()[i];
    if (kernel.getArgAttr(i, "tile.tensor_map") && !isa<PointerType>(type))
      return kernel.emitOpError("parameter #")
             << i << " has tile.tensor_map but type " << type
             << "; a tensor map is a !tile.ptr parameter";
    Attribute d = kernel.getArgAttr(i, TileDialect::kDivisibilityAttrName);
    if (!d)
      continue;
    auto value = dyn_cast<IntegerAttr>(d);
    if (!value || value.getInt() < 1 ||
        !llvm::isPowerOf2_64(uint64_t(value.getInt())))
      return kernel.emitOpError("parameter #")
             << i << " has tile.divisibility " << d
             << "; it must be a power of two such as 16 : i64";
    if (!isa<PointerType, IntegerType, IndexType>(type))
      return kernel.emitOpError("parameter #")
             << i << " has tile.divisibility but type " << type
             << "; it applies to integers (a divisor) and !tile.ptr (an "
                "alignment in bytes)";
  }
  return success();
}

/// Checks an i32 byte offset into the kernel's smem_bytes region: the kernel
/// must have the region, and a constant offset must be aligned and leave
/// `bytes` in range.
static LogicalResult verifySmemOffset(Operation *op, Value offset,
                                      StringRef what, int64_t bytes,
                                      int64_t align) {
  auto kernel = op->getParentOfType<KernelOp>();
  if (!kernel)
    return success();
  std::optional<uint32_t> region = kernel.getSmemBytes();
  if (!region)
    return op->emitOpError()
           << "addresses shared memory, but the kernel has no shared-memory "
              "region: add `smem_bytes = N : i32` to @"
           << kernel.getSymName() << "'s attributes";
  APInt value;
  if (!matchPattern(offset, m_ConstantInt(&value)))
    return success();
  int64_t v = value.getSExtValue();
  if (v < 0 || v + bytes > int64_t(*region))
    return op->emitOpError()
           << what << " at byte " << v << " (" << bytes
           << " bytes) is outside the kernel's " << *region
           << "-byte shared-memory region";
  if (v % align)
    return op->emitOpError() << what << " at byte " << v << " must be "
                             << align << "-byte aligned";
  return success();
}

LogicalResult SetMaxNRegOp::verify() {
  int64_t n = getCount();
  if (n < 24 || n > 256 || n % 8)
    return emitOpError("register count ")
           << n << " must be a multiple of 8 in [24, 256]";
  return success();
}

static LogicalResult verifySmemTileAccess(Operation *op, Value base,
                                          RankedTensorType offsets,
                                          RankedTensorType data) {
  if (failed(verifyAddressable(op, data.getElementType())))
    return failure();
  if (offsets.getShape() != data.getShape())
    return op->emitOpError("offsets ")
           << offsets << " must have the shape of the data tile " << data;
  if (!offsets.getElementType().isInteger(32))
    return op->emitOpError("shared-memory offsets must be i32, got ")
           << offsets.getElementType();
  int64_t bytes = storageBytes(data.getElementType());
  return verifySmemOffset(op, base, "the tile base", bytes, bytes);
}

LogicalResult SmemLoadOp::verify() {
  return verifySmemTileAccess(*this, getBase(), getOffsets().getType(),
                              getResult().getType());
}

LogicalResult SmemStoreOp::verify() {
  return verifySmemTileAccess(*this, getBase(), getOffsets().getType(),
                              getValue().getType());
}

/// What tile.atomic_rmw and tile.atomic_cas share: offsets of the values'
/// shape, i32/i64 offsets, i32/i64/f32/f64 elements that the base points to.
static LogicalResult verifyAtomic(Operation *op, Value base,
                                  RankedTensorType offsets,
                                  RankedTensorType value) {
  if (offsets.getShape() != value.getShape())
    return op->emitOpError("offsets ")
           << offsets << " must have the shape of the value tile " << value;
  unsigned width = offsets.getElementType().getIntOrFloatBitWidth();
  if (width != 32 && width != 64)
    return op->emitOpError("offsets must be i32 or i64, got ")
           << offsets.getElementType();
  Type elem = value.getElementType();
  if (cast<PointerType>(base.getType()).getPointeeType() != elem)
    return op->emitOpError("base points to ")
           << cast<PointerType>(base.getType()).getPointeeType()
           << " but the values are " << elem;
  bool half = elem.isF16() || elem.isBF16();
  if (!elem.isInteger(32) && !elem.isInteger(64) && !elem.isF32() &&
      !elem.isF64() && !half)
    return op->emitOpError("atomics support i32, i64, f16, bf16, f32 and f64 "
                           "elements, got ")
           << elem;
  auto rmw = dyn_cast<AtomicRMWOp>(op);
  if (half && (!rmw || rmw.getKind() != AtomicKind::add))
    return op->emitOpError("f16 and bf16 atomics are adds only "
                           "(atom.add.noftz), got ")
           << (rmw ? stringifyAtomicKind(rmw.getKind()) : StringRef("cas"));
  return success();
}

LogicalResult AtomicCASOp::verify() {
  return verifyAtomic(*this, getBase(), getOffsets().getType(),
                      getValue().getType());
}

LogicalResult AtomicRMWOp::verify() {
  if (failed(verifyAtomic(*this, getBase(), getOffsets().getType(),
                          getValue().getType())))
    return failure();
  Type elem = getValue().getType().getElementType();
  if (isa<FloatType>(elem) && getKind() != AtomicKind::add &&
      getKind() != AtomicKind::exch)
    return emitOpError("float atomics (f32, f64) support add and exch, not ")
           << stringifyAtomicKind(getKind());
  return success();
}

static LogicalResult verifyBarrier(Operation *op, Value bar) {
  return verifySmemOffset(op, bar, "the mbarrier", 8, 8);
}

LogicalResult MbarrierInitOp::verify() { return verifyBarrier(*this, getBar()); }
LogicalResult MbarrierInvalOp::verify() { return verifyBarrier(*this, getBar()); }
LogicalResult MbarrierArriveOp::verify() { return verifyBarrier(*this, getBar()); }
LogicalResult MbarrierArriveClusterOp::verify() {
  return verifyBarrier(*this, getBar());
}
LogicalResult MbarrierArriveExpectTxOp::verify() {
  return verifyBarrier(*this, getBar());
}
LogicalResult MbarrierExpectTxOp::verify() {
  return verifyBarrier(*this, getBar());
}
LogicalResult MbarrierCompleteTxOp::verify() {
  return verifyBarrier(*this, getBar());
}
LogicalResult MbarrierTestWaitOp::verify() {
  return verifyBarrier(*this, getBar());
}
LogicalResult MbarrierTryWaitOp::verify() {
  return verifyBarrier(*this, getBar());
}
LogicalResult MbarrierWaitOp::verify() { return verifyBarrier(*this, getBar()); }

/// Dimension count and im2col offsets of a TMA copy.
static LogicalResult verifyTmaShape(Operation *op, size_t dims,
                                    TmaMode mode, size_t offsets) {
  if (dims < 1 || dims > 5)
    return op->emitOpError("a tensor map has 1 to 5 dimensions, got ")
           << dims << " coordinates";
  if (mode == TmaMode::tile) {
    if (offsets)
      return op->emitOpError("im2col offsets need mode im2col, im2col_w or "
                             "im2col_w128");
    return success();
  }
  if (dims < 3)
    return op->emitOpError("mode ")
           << stringifyTmaMode(mode) << " needs 3 to 5 dimensions, got "
           << dims;
  size_t expected = mode == TmaMode::im2col ? dims - 2 : 2;
  if (offsets != expected)
    return op->emitOpError("mode ")
           << stringifyTmaMode(mode) << " on " << dims << " dimensions takes "
           << expected << " im2col offsets, got " << offsets;
  return success();
}

LogicalResult TmaLoadOp::verify() {
  TmaMode mode = getMode().value_or(TmaMode::tile);
  if (failed(verifyTmaShape(*this, getCoords().size(), mode,
                            getIm2colOffsets().size())))
    return failure();
  if (std::optional<uint32_t> g = getCtaGroup())
    if (*g != 1 && *g != 2)
      return emitOpError("cta_group is 1 or 2, got ") << *g;
  // The destination of a tensor copy is 128-byte aligned (PTX ISA).
  if (failed(verifySmemOffset(*this, getDst(), "the destination", 1, 128)))
    return failure();
  return verifyBarrier(*this, getBar());
}

LogicalResult TmaStoreOp::verify() {
  if (failed(verifyTmaShape(*this, getCoords().size(), TmaMode::tile, 0)))
    return failure();
  return verifySmemOffset(*this, getSrc(), "the source", 1, 128);
}

LogicalResult TmaPrefetchOp::verify() {
  TmaMode mode = getMode().value_or(TmaMode::tile);
  if (mode != TmaMode::tile && mode != TmaMode::im2col)
    return emitOpError("tma_prefetch supports modes tile and im2col");
  return verifyTmaShape(*this, getCoords().size(), mode,
                        getIm2colOffsets().size());
}

//===----------------------------------------------------------------------===//
// Boxes and transposes
//===----------------------------------------------------------------------===//

/// A 2-D TMA box of `type` with `numCoords` coordinates: elements of 8
/// bits or more, rows of 1 to `maxSlabs` 128-byte slabs (or a narrow row
/// of 16, 32 or 64 bytes, copied unswizzled), 8 to 256 rows in steps of 8.
static int64_t rowBytes(RankedTensorType type) {
  return type.getDimSize(1) * type.getElementType().getIntOrFloatBitWidth() / 8;
}

static LogicalResult verifyBox(Operation *op, RankedTensorType type,
                               size_t numCoords, StringRef verb,
                               int64_t maxSlabs) {
  if (type.getRank() != 2)
    return op->emitOpError() << verb << " 2-D boxes; the tile has rank "
                             << type.getRank();
  if (numCoords != 2)
    return op->emitOpError("takes 2 coordinates (innermost first) for a 2-D "
                           "box, got ")
           << numCoords;
  Type elem = type.getElementType();
  unsigned bits = elem.getIntOrFloatBitWidth();
  if (elem.isInteger(1) || bits < 8)
    return op->emitOpError() << verb << " elements of 8 bits or more, not "
                             << elem;
  int64_t row = rowBytes(type);
  bool narrow = row == 16 || row == 32 || row == 64;
  if (!narrow && (row % 128 || row > 128 * maxSlabs))
    return op->emitOpError("needs rows of 128 bytes (the 128-byte swizzle "
                           "span of the tensor map), 2 to ")
           << maxSlabs << " such slabs side by side, or 16, 32 or 64 bytes: "
           << type.getDimSize(1) << " x " << elem << " is " << row
           << " bytes; use a multiple of " << 1024 / bits << " columns";
  if (type.getDimSize(0) > 256)
    return op->emitOpError("box dimensions are at most 256 elements (TMA), "
                           "got ")
           << type.getDimSize(0) << " rows";
  if (type.getDimSize(0) % 8)
    return op->emitOpError("needs a multiple of 8 rows (one 1024-byte "
                           "swizzle atom), got ")
           << type.getDimSize(0);
  return success();
}

/// The descriptor of a box op is a kernel parameter marked tile.tensor_map
/// (a CUtensorMap passed by value), not a pointer to data.
static LogicalResult verifyTensorMapOperand(Operation *op, Value desc) {
  auto kernel = op->getParentOfType<KernelOp>();
  if (!kernel)
    return success();
  auto arg = dyn_cast<BlockArgument>(desc);
  if (arg && arg.getOwner() == &kernel.getBody().front() &&
      kernel.getArgAttr(arg.getArgNumber(), "tile.tensor_map"))
    return success();
  InFlightDiagnostic d = op->emitOpError(
      "addresses its box through a CUtensorMap: the descriptor must be a "
      "kernel parameter with the tile.tensor_map attribute");
  if (arg && arg.getOwner() == &kernel.getBody().front())
    d << " (add {tile.tensor_map} to parameter #" << arg.getArgNumber() << ")";
  return d;
}

static int64_t boxBytes(RankedTensorType type) {
  return type.getNumElements() * type.getElementType().getIntOrFloatBitWidth() /
         8;
}
/// The columns of one 128-byte slab, or of the whole row where it is
/// narrower (16, 32 or 64 bytes: one unswizzled slab).
static int64_t slabColumns(RankedTensorType type) {
  return std::min<int64_t>(
      type.getDimSize(1), 1024 / type.getElementType().getIntOrFloatBitWidth());
}
static int64_t numSlabs(RankedTensorType type) {
  return type.getDimSize(1) / slabColumns(type);
}
/// A box of 128-byte rows (or 2-8 slabs of them) is 128-byte swizzled, the
/// layout wgmma and tcgen05 read; a narrow one (16, 32 or 64 bytes) is
/// copied unswizzled.
static SharedLayoutAttr boxLayout(RankedTensorType type) {
  int64_t bytes = type.getElementType().getIntOrFloatBitWidth() / 8;
  return SharedLayoutAttr::get(type.getContext(),
                               rowBytes(type) < 128 ? 0 : 128, bytes,
                               /*transposed=*/false, /*pad=*/0);
}

int64_t LoadBoxOp::getBoxBytes() { return boxBytes(getResult().getType()); }
int64_t LoadBoxOp::getRowBytes() { return rowBytes(getResult().getType()); }
int64_t LoadBoxOp::getSlabColumns() {
  return slabColumns(getResult().getType());
}
int64_t LoadBoxOp::getNumSlabs() { return numSlabs(getResult().getType()); }
SharedLayoutAttr LoadBoxOp::getSharedLayout() {
  return boxLayout(getResult().getType());
}
LogicalResult LoadBoxOp::verify() {
  if (failed(verifyTensorMapOperand(*this, getDesc())))
    return failure();
  return verifyBox(*this, getResult().getType(), getCoords().size(), "loads",
                   4);
}

int64_t StoreBoxOp::getBoxBytes() { return boxBytes(getValue().getType()); }
int64_t StoreBoxOp::getRowBytes() { return rowBytes(getValue().getType()); }
int64_t StoreBoxOp::getSlabColumns() {
  return slabColumns(getValue().getType());
}
int64_t StoreBoxOp::getNumSlabs() { return numSlabs(getValue().getType()); }
SharedLayoutAttr StoreBoxOp::getSharedLayout() {
  return boxLayout(getValue().getType());
}
int64_t StoreBoxOp::getNumBufferSlabs() {
  return std::min<int64_t>(getNumSlabs(), getBufferSlabs().value_or(INT32_MAX));
}
int64_t StoreBoxOp::getBufferBytes() {
  return getBufferBytes(getNumBufferSlabs());
}
int64_t StoreBoxOp::getBufferBytes(int64_t slabs) {
  return getValue().getType().getDimSize(0) * 128 * slabs;
}
LogicalResult StoreBoxOp::verify() {
  if (getDesc().getType().getPointeeType() !=
      getValue().getType().getElementType())
    return emitOpError("stores ")
           << getValue().getType().getElementType()
           << " elements through a tensor map of " << getDesc().getType();
  if (failed(verifyTensorMapOperand(*this, getDesc())))
    return failure();
  if (failed(verifyBox(*this, getValue().getType(), getCoords().size(),
                       "stores", 8)))
    return failure();
  if (std::optional<uint32_t> b = getBufferSlabs();
      b && (*b > getNumSlabs() || getNumSlabs() % *b))
    return emitOpError("buffer_slabs = ")
           << *b << " must divide the " << getNumSlabs()
           << " slab(s) of 128 bytes in a row of " << getValue().getType();
  if (getDrainsLater()) {
    // Its last copies are waited for after its loop, before anything may
    // take the buffer's bytes or the block exit.
    auto loop = dyn_cast<scf::ForOp>((*this)->getParentOp());
    if (!loop)
      return emitOpError("is drains_later outside the body of an scf.for: "
                         "only a store its loop runs again may leave its "
                         "copies to drain");
    bool waited = false;
    for (Operation *op = loop->getNextNode(); op && !waited;
         op = op->getNextNode())
      waited = isa<TmaStoreWaitOp>(op);
    if (!waited)
      return emitOpError("is drains_later, but no tile.tma_store_wait "
                         "follows its loop: the block could exit (or reuse "
                         "the buffer) while its copies still read shared "
                         "memory");
  }
  if (std::optional<TmaReduce> red = getReduce()) {
    // The element types cp.reduce.async.bulk.tensor combines (PTX ISA).
    Type t = getValue().getType().getElementType();
    bool f32 = t.isF32(), half = t.isF16() || t.isBF16();
    bool i32 = t.isInteger(32), i64 = t.isInteger(64);
    bool ok = false;
    StringRef types;
    switch (*red) {
    case TmaReduce::add:
      ok = f32 || half || i32 || i64, types = "f32, f16, bf16, i32 or i64";
      break;
    case TmaReduce::min:
    case TmaReduce::max:
      ok = half || i32 || i64, types = "f16, bf16, i32 or i64";
      break;
    case TmaReduce::inc:
    case TmaReduce::dec:
      ok = i32, types = "i32";
      break;
    case TmaReduce::and_:
    case TmaReduce::or_:
    case TmaReduce::xor_:
      ok = i32 || i64, types = "i32 or i64";
      break;
    }
    if (!ok)
      return emitOpError("reduce ")
             << stringifyTmaReduce(*red) << " combines " << types
             << " elements (cp.reduce.async.bulk.tensor), not " << t;
  }
  return success();
}

int64_t tile::powerOfTwoDivisor(int64_t v) {
  if (v == 0)
    return kMaxPowerOfTwoDivisor;
  return std::min<int64_t>(kMaxPowerOfTwoDivisor,
                           int64_t(1) << llvm::countr_zero(
                               uint64_t(v < 0 ? -v : v)));
}

void tile::applyHints(Operation *root) {
  SmallVector<HintOp> hints;
  root->walk([&](HintOp h) { hints.push_back(h); });
  for (HintOp h : hints) {
    Value src = h.getSrc();
    MLIRContext *ctx = h.getContext();
    // Entry-wise maximum with what the value already carries.
    auto merge = [&](Operation *def, StringRef name,
                     std::optional<ArrayRef<int64_t>> values, bool pow2) {
      if (!values)
        return;
      SmallVector<int64_t> merged;
      for (int64_t v : *values)
        merged.push_back(pow2 ? powerOfTwoDivisor(v) : v);
      if (auto old = def->getAttrOfType<DenseI64ArrayAttr>(name))
        for (auto [m, o] : llvm::zip(merged, old.asArrayRef()))
          m = std::max(m, o);
      def->setAttr(name, DenseI64ArrayAttr::get(ctx, merged));
    };
    if (Operation *def = src.getDefiningOp(); def && def->getNumResults() == 1) {
      merge(def, TileDialect::kDivisibilityAttrName, h.getDivisibility(),
            /*pow2=*/true);
      merge(def, TileDialect::kContiguityAttrName, h.getContiguity(),
            /*pow2=*/false);
    } else if (auto arg = dyn_cast<BlockArgument>(src)) {
      auto kernel = dyn_cast_or_null<KernelOp>(arg.getOwner()->getParentOp());
      if (kernel && h.getDivisibility()) {
        int64_t d = powerOfTwoDivisor((*h.getDivisibility())[0]);
        unsigned i = arg.getArgNumber();
        if (auto old = kernel.getArgAttrOfType<IntegerAttr>(
                i, TileDialect::kDivisibilityAttrName))
          d = std::max(d, old.getInt());
        kernel.setArgAttr(i, TileDialect::kDivisibilityAttrName,
                          IntegerAttr::get(IntegerType::get(ctx, 64), d));
      }
    }
    h.getResult().replaceAllUsesWith(src);
    h.erase();
  }
}

LogicalResult HintOp::verify() {
  auto tile = dyn_cast<RankedTensorType>(getSrc().getType());
  int64_t entries = tile ? std::max<int64_t>(1, tile.getRank()) : 1;
  for (auto [name, values] :
       {std::pair<StringRef, std::optional<ArrayRef<int64_t>>>{
            "divisibility", getDivisibility()},
        {"contiguity", getContiguity()},
        {"constancy", getConstancy()}}) {
    if (!values)
      continue;
    if (int64_t(values->size()) != entries)
      return emitOpError() << name << " has " << values->size()
                           << " entries; it takes one per dimension of "
                           << getSrc().getType() << " (" << entries << ")";
    for (int64_t v : *values)
      if (v < 1)
        return emitOpError() << name << " entries are at least 1, not " << v;
  }
  if (!getDivisibility() && !getContiguity() && !getConstancy())
    return emitOpError("promises nothing: give divisibility, contiguity or "
                       "constancy");
  return success();
}

LogicalResult TransOp::verify() {
  auto src = getSrc().getType(), res = getResult().getType();
  if (src.getRank() != 2)
    return emitOpError("transposes 2-D tiles; the source has rank ")
           << src.getRank();
  if (res.getElementType() != src.getElementType() || res.getRank() != 2 ||
      res.getDimSize(0) != src.getDimSize(1) ||
      res.getDimSize(1) != src.getDimSize(0))
    return emitOpError("result must be ")
           << transposedType(src) << ", the transpose of " << src << ", not "
           << res;
  return success();
}

RankedTensorType tile::transposedType(ArrayRef<int64_t> shape, Type element) {
  assert(shape.size() == 2 && "a 2-D tile");
  return RankedTensorType::get({shape[1], shape[0]}, element);
}

RankedTensorType tile::transposedType(RankedTensorType type) {
  return transposedType(type.getShape(), type.getElementType());
}

#define GET_OP_CLASSES
#include "TileDialect/TileOps.cpp.inc"
