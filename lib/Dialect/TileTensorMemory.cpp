//===- TileTensorMemory.cpp - tcgen05 accumulators in tensor memory -------===//
//
// !tile.tmem and the ops on it (include/TileDialect/TileTensorMemory.td).
//
//===----------------------------------------------------------------------===//

#include "TileDialect/TileOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace tile;

//===----------------------------------------------------------------------===//
// !tile.tmem
//===----------------------------------------------------------------------===//

Type TmemType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> shape;
  Type elementType;
  int64_t buffers = 1;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/false,
                                /*withTrailingX=*/true) ||
      parser.parseType(elementType))
    return {};
  if (succeeded(parser.parseOptionalComma()) &&
      (parser.parseKeyword("buffers") || parser.parseEqual() ||
       parser.parseInteger(buffers)))
    return {};
  if (parser.parseGreater())
    return {};
  return parser.getChecked<TmemType>(loc, parser.getContext(),
                                     ArrayRef<int64_t>(shape), elementType,
                                     buffers);
}

void TmemType::print(AsmPrinter &printer) const {
  printer << "<";
  for (int64_t d : getShape())
    printer << d << "x";
  printer << getElementType();
  if (getBuffers() != 1)
    printer << ", buffers = " << getBuffers();
  printer << ">";
}

/// The element types of block scales in tensor memory.
static bool isScaleType(Type t) {
  return isa<Float8E8M0FNUType, Float8E4M3FNType>(t);
}

bool TmemType::isScales() const { return isScaleType(getElementType()); }

LogicalResult TmemType::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<int64_t> shape, Type elementType,
                               int64_t buffers) {
  if (isScaleType(elementType)) {
    if (shape.size() != 2 || shape[0] != 128 || shape[1] < 4 ||
        shape[1] % 4 || buffers < 1 || buffers * shape[1] > kColumns) {
      InFlightDiagnostic d = emitError();
      d << "!tile.tmem of scales holds 128 lanes x C columns, C a multiple "
           "of 4 (an atom a 4 columns), at most "
        << kColumns << " in all; not " << buffers << " x ";
      llvm::interleave(shape, d, "x");
      return d;
    }
    return success();
  }
  if (shape.size() != 2 || shape[0] != 128 || shape[1] < 16 ||
      shape[1] > 256 || shape[1] % 16) {
    InFlightDiagnostic d = emitError();
    d << "!tile.tmem holds a 128 x N accumulator (tcgen05.mma, cta_group::1, "
         "M = 128), N from 16 to 256 in steps of 16; not ";
    llvm::interleave(shape, d, "x");
    return d;
  }
  if (!elementType.isF32() && !elementType.isInteger(32))
    return emitError() << "!tile.tmem holds f32 (or i32 for int8 operands) "
                          "accumulators, or block scales (f8E8M0FNU, "
                          "f8E4M3FN), not "
                       << elementType;
  if (buffers < 1 || buffers * shape[1] > kColumns)
    return emitError() << "!tile.tmem of " << buffers
                       << " buffers of 128 x " << shape[1]
                       << ": tensor memory has " << kColumns
                       << " columns (1 to " << kColumns / shape[1]
                       << " buffers of " << shape[1] << ")";
  return success();
}

TmemType TmemType::getBufferType() const {
  return TmemType::get(getContext(), getShape(), getElementType());
}

RankedTensorType TmemType::getTileType() const {
  return RankedTensorType::get(getShape(), getElementType());
}

int64_t TmemType::allocColumns(int64_t used) {
  return std::max<int64_t>(32, llvm::PowerOf2Ceil(used));
}

int64_t TmemType::getAllocColumns() const {
  return allocColumns(getColumns());
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

LogicalResult TmemAllocOp::verify() {
  BufferType slot = getSlot().getType();
  SharedLayoutAttr layout = slot.getLayout();
  if (slot.getShape() != ArrayRef<int64_t>{1} ||
      !slot.getElementType().isInteger(32) || slot.getStages() ||
      layout.getSwizzle() || layout.getTransposed())
    return emitOpError("writes the tensor-memory address into a 4-byte slot "
                       "(!tile.buffer<1xi32, #tile.shared<swizzle = 0, "
                       "elem_bytes = 4>>); ")
           << slot << " is not one";
  TmemType acc = getResult().getType();
  if (acc.isScales())
    return emitOpError("allocates an accumulator first; ")
           << acc << " holds scales";
  if (TypedValue<TmemType> scales = getScales()) {
    if (!scales.getType().isScales())
      return emitOpError("allocates block scales beside the accumulator; ")
             << scales.getType() << " is not a !tile.tmem of a scale type";
    if (acc.getColumns() + scales.getType().getColumns() >
        TmemType::kColumns)
      return emitOpError("allocates ")
             << acc.getColumns() << " columns of accumulators and "
             << scales.getType().getColumns()
             << " of scales; tensor memory has " << TmemType::kColumns;
  }
  return success();
}

int64_t TmemAllocOp::getAllocColumns() {
  int64_t used = getResult().getType().getColumns();
  if (TypedValue<TmemType> scales = getScales())
    used += scales.getType().getColumns();
  return TmemType::allocColumns(used);
}

/// B as a tcgen05 dot reads buffer `b`: K x N (stored N x K with
/// `transposeB`).
static RankedTensorType bTileOf(BufferType b, bool transposeB) {
  if (!transposeB)
    return b.getTileType();
  return transposedType(b.getShape(), b.getElementType());
}

RankedTensorType TmemDotOp::getBTileType() {
  return bTileOf(getB().getType(), getTransposeB());
}

static bool isFp8(Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); }

/// Whether `a` and `b` (operand element types) accumulate into `acc` on
/// some tcgen05.mma kind: f16/bf16 pairs and f32 (tf32) into f32, any pair
/// of fp8 formats into f32, int8 into i32.
static bool tcgen05Types(Type a, Type b, Type acc) {
  if (a.isInteger(8) && b.isInteger(8))
    return acc.isInteger(32);
  if (!acc.isF32())
    return false;
  return (a == b && (a.isF16() || a.isBF16() || a.isF32())) ||
         (isFp8(a) && isFp8(b));
}

/// That `op` takes one accumulator (`tmem`), not several.
static LogicalResult verifyOneBuffer(Operation *op, TmemType tmem) {
  if (tmem.getBuffers() == 1)
    return success();
  return op->emitOpError("takes one accumulator; ")
         << tmem << " holds " << tmem.getBuffers()
         << " (take one with tile.tmem_buffer)";
}

LogicalResult TmemBufferOp::verify() {
  TmemType from = getTmem().getType();
  if (from.getBuffers() < 2)
    return emitOpError("takes one of several accumulators; ")
           << from << " is one";
  if (getResult().getType() != from.getBufferType())
    return emitOpError("gives one accumulator of ")
           << from << ", " << from.getBufferType() << ", not "
           << getResult().getType();
  return success();
}

/// That `op` (tile.tmem_dot or tile.tmem_dot_scaled) reads A and B through
/// matrix descriptors: one stage each, lines of K (or of a 16- or 8-bit
/// K x N B's N) swizzled in slabs of the span, or in core matrices.
static LogicalResult verifyDescriptorOperands(Operation *op, BufferType bufA,
                                              BufferType bufB,
                                              bool transposeB) {
  for (auto [name, buffer, kMajor] :
       {std::tuple<const char *, BufferType, bool>{"A", bufA, true},
        {"B", bufB, transposeB}}) {
    auto emitOpError = [&](const Twine &msg) {
      return op->emitOpError(msg);
    };
    if (buffer.getStages())
      return emitOpError("reads one stage of ")
             << name << "; " << buffer << " is a ring of "
             << buffer.getStages() << " (take one with tile.buffer_stage)";
    SharedLayoutAttr layout = buffer.getLayout();
    int64_t bytes = storageBytes(buffer.getElementType());
    int64_t lineBytes = buffer.getShape().size() == 2
                            ? buffer.getShape()[1] * bytes
                            : 0;
    int64_t span = layout.getSwizzle();
    bool swizzled = (span == 128 || span == 64 || span == 32) &&
                    !layout.getTransposed() && !layout.getPad();
    // Or the core matrices (the buffer type checked their lines).
    bool core = layout.getCore() && !layout.getTransposed();
    // K-major: lines of K in slabs of the swizzle's span. B MN-major
    // (K x N, 16- or 8-bit: tf32 reads MN-major only in layouts these
    // are not): lines of N in such slabs.
    bool fits = ((swizzled && lineBytes && lineBytes % span == 0) || core) &&
                (kMajor || TmemDotOp::readsMnMajor(bytes));
    if (!fits)
      return emitOpError("reads ")
             << name
             << " through matrix descriptors: a 2-D buffer, swizzle = "
                "128, 64 or 32, of lines of K in slabs of that many bytes "
                "or in core matrices (B stored N x K: transpose_b), or "
                "for B of 16- or 8-bit elements K x N, lines of N so; "
             << buffer << (kMajor ? "" : " without transpose_b")
             << " is not one";
  }
  return success();
}

LogicalResult TmemDotOp::verify() {
  TmemType acc = getAcc().getType();
  if (failed(verifyOneBuffer(*this, acc)) ||
      failed(verifyDescriptorOperands(*this, getA().getType(),
                                      getB().getType(), getTransposeB())))
    return failure();
  if (acc.isScales())
    return emitOpError("accumulates into ") << acc << ", which holds scales";
  if (failed(verifyPairOf(*this, getPair(), /*everyTcgen05=*/true,
                          "runs over the CTA pair")))
    return failure();
  RankedTensorType a = getA().getType().getTileType(), b = getBTileType();
  int64_t m = a.getDimSize(0), k = a.getDimSize(1), n = b.getDimSize(1);
  // Over a pair `b` is this block's half of B's N.
  int64_t accN = getPair() ? 2 * n : n;
  if (b.getDimSize(0) != k || m != acc.getShape()[0] ||
      accN != acc.getShape()[1])
    return emitOpError("multiplies a ")
           << m << "x" << k << " A by a " << b.getDimSize(0) << "x" << n
           << " B" << (getPair() ? " (this block's half of a pair's)" : "")
           << " into " << acc << ": the shapes do not agree";
  if (!tcgen05Types(a.getElementType(), b.getElementType(),
                    acc.getElementType()))
    return emitOpError("has no tcgen05.mma kind for ")
           << a.getElementType() << " x " << b.getElementType() << " into "
           << acc.getElementType()
           << " (f16 or bf16 pairs and f32 into f32, fp8 into f32, int8 into "
              "i32)";
  return success();
}

RankedTensorType TmemDotScaledOp::getBTileType() {
  return bTileOf(getB().getType(), getTransposeB());
}

int64_t TmemDotScaledOp::getScaleColumns() {
  auto atoms = [](BufferType t) {
    return SharedLayoutAttr::scaleAtoms(t.getShape()[0], t.getShape()[1]);
  };
  return 4 * (atoms(getScaleA().getType()) + atoms(getScaleB().getType()));
}

StringRef TmemDotScaledOp::getFormat() {
  if (!getA().getType().getElementType().isInteger(8))
    return "mxfp8";
  return isa<Float8E4M3FNType>(getScaleA().getType().getElementType())
             ? "nvfp4"
             : "mxfp4";
}

LogicalResult TmemDotScaledOp::verify() {
  TmemType acc = getAcc().getType();
  if (failed(verifyOneBuffer(*this, acc)) ||
      failed(verifyDescriptorOperands(*this, getA().getType(),
                                      getB().getType(), getTransposeB())))
    return failure();
  RankedTensorType a = getA().getType().getTileType(), b = getBTileType();
  Type ea = a.getElementType(), eb = b.getElementType();
  // FP4: two e2m1 values a byte along K; K counts values.
  bool fp4 = ea.isInteger(8);
  int64_t unit = fp4 ? 2 : 1;
  int64_t m = a.getDimSize(0), k = a.getDimSize(1) * unit, n = b.getDimSize(1);
  if (!(fp4 ? eb.isInteger(8) : isFp8(ea) && isFp8(eb)) ||
      !acc.getElementType().isF32() || acc.isScales())
    return emitOpError("multiplies MXFP8 operands (f8E4M3FN or f8E5M2) or "
                       "packed FP4 (i8, two e2m1 a byte) into an f32 "
                       "accumulator; not ")
           << ea << " x " << eb << " into " << acc;
  if (fp4 && !getTransposeB())
    return emitOpError("reads FP4 operands K-major only: B's packed bytes "
                       "N x K/2 with transpose_b");
  StringRef format = getFormat();
  int64_t block = getScaleBlock(), kMultiple = fp4 ? 64 : 32;
  if (b.getDimSize(0) * unit != k || m != acc.getShape()[0] ||
      n != acc.getShape()[1] || k % kMultiple)
    return emitOpError("multiplies a ")
           << m << "x" << k << " A by a " << b.getDimSize(0) * unit << "x" << n
           << " B into " << acc << ": the shapes do not agree (K a multiple of "
           << kMultiple << (fp4 ? " values, packed two a byte)" : ")");
  Type scaleType = getScaleA().getType().getElementType();
  for (auto [name, buffer, rows] :
       {std::tuple<const char *, BufferType, int64_t>{
            "A", getScaleA().getType(), m},
        {"B", getScaleB().getType(), n}}) {
    bool typeFits =
        fp4 ? buffer.getElementType() == scaleType && isScaleType(scaleType)
            : isa<Float8E8M0FNUType>(buffer.getElementType());
    if (buffer.getStages() || !buffer.getLayout().getScales() || !typeFits ||
        buffer.getShape() != ArrayRef<int64_t>{rows, k / block})
      return emitOpError("takes ")
             << name << "'s scales as one stage of " << rows << "x" << k / block
             << " "
             << (fp4 ? "f8E4M3FN (NVFP4, a scale per 16 values of K) or "
                       "f8E8M0FNU (MXFP4, per 32), A's and B's alike,"
                     : "f8E8M0FNU (a scale per 32 elements of K)")
             << " in scale atoms (#tile.shared<swizzle = 0, elem_bytes = 1, "
                "scales>); "
             << buffer << " is not one";
  }
  TmemType scales = getScales().getType();
  if (failed(verifyOneBuffer(*this, scales)))
    return failure();
  if (scales.getElementType() != scaleType ||
      scales.getShape()[1] < getScaleColumns())
    return emitOpError("copies its ")
           << format << " scales into " << getScaleColumns()
           << " tensor-memory columns of " << scaleType << " (4 an atom); "
           << scales << " is not that";
  return success();
}

LogicalResult TmemCommitOp::verify() {
  if (failed(verifyBarriers(*this, getBar().getType(), /*ring=*/false)))
    return failure();
  if (getCluster() &&
      failed(verifyClusterOf(*this, "commits to every block of the cluster")))
    return failure();
  if (failed(verifyPairOf(*this, getPair(), /*everyTcgen05=*/true,
                          "commits to both blocks of its CTA pair")))
    return failure();
  if (getPair() && getCluster())
    return emitOpError("commits to both blocks of its pair (`pair`) or to "
                       "every block of the cluster (`cluster`), not both");
  return success();
}

/// What tile.tmem_load and tile.tmem_store ask of their accumulator and
/// tile (`reads`: the load's words): one accumulator, not scales, and a
/// tile of its shape and element type.
static LogicalResult verifyAccumulatorTile(Operation *op, TmemType tmem,
                                           RankedTensorType tile, bool reads) {
  if (failed(verifyOneBuffer(op, tmem)))
    return failure();
  if (tmem.isScales())
    return op->emitOpError(reads ? "reads an accumulator back; "
                                 : "writes an accumulator; ")
           << tmem << " holds scales";
  RankedTensorType want = tmem.getTileType();
  if (tile.getShape() == want.getShape() &&
      tile.getElementType() == want.getElementType())
    return success();
  if (reads)
    return op->emitOpError("reads ")
           << tmem << " into a tile of the same shape and element type, not "
           << tile;
  return op->emitOpError("writes a tile of the accumulator's shape and "
                         "element type into ")
         << tmem << ", not " << tile;
}

LogicalResult TmemLoadOp::verify() {
  return verifyAccumulatorTile(*this, getTmem().getType(),
                               getResult().getType(), /*reads=*/true);
}

LogicalResult TmemStoreOp::verify() {
  return verifyAccumulatorTile(*this, getTmem().getType(), getValue().getType(),
                               /*reads=*/false);
}
