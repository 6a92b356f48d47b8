//===- TileBuffers.cpp - shared-memory buffers and async copies -----------===//
//
// !tile.buffer and the ops on it (include/TileDialect/TileBuffers.td).
//
//===----------------------------------------------------------------------===//

#include "TileDialect/TileOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace tile;

//===----------------------------------------------------------------------===//
// !tile.buffer
//===----------------------------------------------------------------------===//

Type BufferType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> shape;
  Type elementType;
  SharedLayoutAttr layout;
  int64_t stages = 0;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/false,
                                /*withTrailingX=*/true) ||
      parser.parseType(elementType) || parser.parseComma() ||
      parser.parseAttribute(layout))
    return {};
  if (succeeded(parser.parseOptionalComma()) &&
      (parser.parseKeyword("stages") || parser.parseEqual() ||
       parser.parseInteger(stages)))
    return {};
  if (parser.parseGreater())
    return {};
  return parser.getChecked<BufferType>(loc, parser.getContext(),
                                       ArrayRef<int64_t>(shape),
                                       elementType, layout, stages);
}

void BufferType::print(AsmPrinter &printer) const {
  printer << "<";
  for (int64_t d : getShape())
    printer << d << "x";
  printer << getElementType() << ", " << getLayout();
  if (getStages())
    printer << ", stages = " << getStages();
  printer << ">";
}

LogicalResult BufferType::verify(function_ref<InFlightDiagnostic()> emitError,
                                 ArrayRef<int64_t> shape, Type elementType,
                                 SharedLayoutAttr layout, int64_t stages) {
  if (shape.empty() || shape.size() > 2)
    return emitError() << "!tile.buffer holds a 1-D or 2-D tile, not rank "
                       << shape.size();
  if (llvm::any_of(shape, [](int64_t d) { return d <= 0; }))
    return emitError() << "!tile.buffer dimensions must be positive";
  if (!elementType.isIntOrFloat())
    return emitError() << "!tile.buffer holds integers or floats, not "
                       << elementType;
  if (!layout)
    return emitError() << "!tile.buffer needs a #tile.shared layout";
  int64_t bytes = storageBytes(elementType);
  if (layout.getElemBytes() != bytes)
    return emitError() << "!tile.buffer of " << elementType << " ("
                       << bytes << " bytes an element) has a layout of "
                       << layout.getElemBytes() << "-byte elements";
  if (shape.size() == 1 && (layout.getSwizzle() || layout.getTransposed()))
    return emitError() << "a 1-D !tile.buffer is one plain line: its layout "
                          "has swizzle = 0 and is not transposed";
  if (int64_t span = layout.getSwizzle()) {
    int64_t length = layout.getTransposed() ? shape[0] : shape[1];
    if (length * bytes % span)
      return emitError() << "!tile.buffer's lines are " << length * bytes
                         << " bytes, not a multiple of its " << span
                         << "-byte swizzle";
  }
  if (layout.getCore()) {
    if (shape.size() != 2)
      return emitError() << "a !tile.buffer in core matrices (#tile.shared<"
                            "..., core>) holds a 2-D tile";
    auto [lines, length] = layout.storedLines(shape);
    if (!SharedLayoutAttr::holdsCoreMatrices(lines, length * bytes))
      return emitError() << "!tile.buffer's " << lines << " lines of "
                         << length * bytes
                         << " bytes are not core matrices: a multiple of "
                            "8 lines of a multiple of 16 bytes";
  }
  if (layout.getScales() && shape.size() != 2)
    return emitError() << "a !tile.buffer of scale atoms (#tile.shared<..., "
                          "scales>) holds a 2-D tile of scales (rows x "
                          "blocks)";
  if (stages < 0)
    return emitError() << "!tile.buffer has stages = " << stages
                       << "; a ring has 1 or more (none: a single tile)";
  return success();
}

RankedTensorType BufferType::getTileType() const {
  return RankedTensorType::get(getShape(), getElementType());
}

BufferType BufferType::getStageType() const {
  return BufferType::get(getContext(), getShape(), getElementType(),
                         getLayout(), 0);
}

std::pair<int64_t, int64_t> BufferType::getLines() const {
  ArrayRef<int64_t> shape = getShape();
  int64_t bytes = storageBytes(getElementType());
  if (shape.size() == 1)
    return {1, shape[0] * bytes + getLayout().getPad()};
  auto [lines, length] = getLayout().storedLines(shape);
  return {lines, length * bytes + getLayout().getPad()};
}

int64_t BufferType::getAlignment() const {
  if (getLayout().getSwizzle())
    return 1024;
  // A 1-D buffer (mbarriers, the tensor-memory address, a vector) is read
  // and written at most 16 bytes at a time; tiles are stored in 16-byte
  // chunks from 128-byte aligned lines (ldmatrix rows, TMA boxes, core
  // matrices).
  return getShape().size() == 1 ? 16 : 128;
}

int64_t BufferType::getStageBytes() const {
  if (getLayout().getScales())
    return SharedLayoutAttr::scaleAtoms(getShape()[0], getShape()[1]) *
           SharedLayoutAttr::kScaleAtomBytes;
  auto [lines, lineBytes] = getLines();
  return llvm::alignTo(lines * lineBytes, getAlignment());
}

int64_t BufferType::getTotalBytes() const {
  return std::max<int64_t>(getStages(), 1) * getStageBytes();
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

LogicalResult BufferAllocOp::verify() {
  int64_t align = getResult().getType().getAlignment();
  if (std::optional<int64_t> offset = getOffset(); offset && *offset % align)
    return emitOpError("is placed at byte ")
           << *offset << ", not a multiple of its buffer's " << align
           << "-byte alignment";
  return success();
}

LogicalResult BufferStageOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  auto ring = dyn_cast<BufferType>(operands[0].getType());
  if (!ring)
    return failure();
  inferred.push_back(ring.getStageType());
  return success();
}

LogicalResult BufferStageOp::verify() {
  if (!getRing().getType().getStages())
    return emitOpError("takes a stage of a ring (a !tile.buffer with "
                       "stages = S); ")
           << getRing().getType() << " is a single tile";
  return success();
}

/// Whether `tile` is the tile `buffer` holds (up to its layout encoding);
/// an error at `op` naming `what` otherwise, or where the buffer is a ring.
static LogicalResult verifyHeldTile(Operation *op, StringRef what,
                                    RankedTensorType tile, BufferType buffer,
                                    bool shapeOnly = false) {
  if (buffer.getStages())
    return op->emitOpError("addresses one tile; ")
           << buffer << " is a ring of " << buffer.getStages()
           << " (take one with tile.buffer_stage)";
  if (tile.getShape() != buffer.getShape() ||
      (!shapeOnly && tile.getElementType() != buffer.getElementType()))
    return op->emitOpError() << what << " " << tile
                             << " is not the tile the buffer holds ("
                             << buffer.getTileType() << ")";
  return success();
}

LogicalResult BufferStoreOp::verify() {
  return verifyHeldTile(*this, "value", getValue().getType(),
                        getBuffer().getType());
}

LogicalResult BufferLoadOp::verify() {
  return verifyHeldTile(*this, "result", getResult().getType(),
                        getBuffer().getType());
}

LogicalResult AsyncCopyOp::verify() {
  BufferType buffer = getBuffer().getType();
  RankedTensorType offsets = getOffsets().getType();
  return verifyHeldTile(*this, "offsets", offsets, buffer,
                        /*shapeOnly=*/true);
}

LogicalResult tile::verifyBarriers(Operation *op, BufferType bars,
                                   bool ring) {
  SharedLayoutAttr layout = bars.getLayout();
  if (bars.getShape() != ArrayRef<int64_t>{1} ||
      !bars.getElementType().isInteger(64) || layout.getSwizzle() ||
      layout.getPad() || layout.getTransposed())
    return op->emitOpError("takes a barrier buffer (!tile.buffer<1xi64, "
                           "#tile.shared<swizzle = 0, elem_bytes = 8>>, "
                           "one mbarrier per stage); ")
           << bars << " is not one";
  if (!ring && bars.getStages())
    return op->emitOpError("addresses one mbarrier; ")
           << bars << " is a ring of " << bars.getStages()
           << " (take one with tile.buffer_stage)";
  return success();
}

LogicalResult BarrierInitOp::verify() {
  return verifyBarriers(*this, getBars().getType(), /*ring=*/true);
}

LogicalResult BarrierInvalOp::verify() {
  return verifyBarriers(*this, getBars().getType(), /*ring=*/true);
}

LogicalResult BarrierExpectOp::verify() {
  return verifyBarriers(*this, getBar().getType(), /*ring=*/false);
}

LogicalResult BarrierWaitOp::verify() {
  return verifyBarriers(*this, getBar().getType(), /*ring=*/false);
}

LogicalResult tile::verifyClusterOf(Operation *op, StringRef what) {
  constexpr int64_t most = 16;
  auto kernel = op->getParentOfType<KernelOp>();
  int64_t blocks = 1;
  if (kernel)
    if (std::optional<ArrayRef<int32_t>> dims = kernel.getClusterDims())
      for (int32_t d : *dims)
        blocks *= d;
  if (kernel && !kernel.getBlocksAreClusters() && blocks >= 2 &&
      blocks <= most)
    return success();
  InFlightDiagnostic d = op->emitOpError(what) << ", so its kernel needs "
                                                  "cluster_dims of 2 to "
                                               << most << " blocks";
  if (!kernel)
    d << "; it is in no tile.kernel";
  else if (kernel.getBlocksAreClusters())
    d << "; its kernel's blocks are clusters (blocks_are_clusters)";
  else
    d << "; its kernel's cluster has " << blocks;
  return failure();
}

LogicalResult tile::verifyPairOf(Operation *op, bool pair, bool everyTcgen05,
                                 StringRef what) {
  auto kernel = op->getParentOfType<KernelOp>();
  bool pairs = kernel && kernel.getCtaGroup().value_or(1) == 2;
  if (pair && !pairs)
    return op->emitOpError("with `pair` ")
           << what << ", so its kernel needs cta_group = 2";
  if (!pair && pairs && everyTcgen05)
    return op->emitOpError("is in a kernel with cta_group = 2, whose tcgen05 "
                           "MMAs and commits all run over CTA pairs (ptxas "
                           "takes one cta_group per kernel): mark it `pair`");
  return success();
}

LogicalResult AsyncLoadBoxOp::verify() {
  if (failed(verifyBarriers(*this, getBar().getType(), /*ring=*/false)))
    return failure();
  BufferType buffer = getBuffer().getType();
  if (buffer.getStages())
    return emitOpError("fills one tile; ")
           << buffer << " is a ring of " << buffer.getStages()
           << " (take one with tile.buffer_stage)";
  SharedLayoutAttr layout = buffer.getLayout();
  int64_t span = layout.getSwizzle();
  int64_t lineBytes =
      buffer.getShape().size() == 2 ? buffer.getLines().second : 0;
  bool swizzled = span == 128 ? lineBytes % 128 == 0
                              : (span == 32 || span == 64) && lineBytes == span;
  if (buffer.getShape().size() != 2 || !swizzled || layout.getTransposed())
    return emitOpError("copies boxes of swizzled lines (a 2-D tile; "
                       "#tile.shared<swizzle = 128> with lines a multiple of "
                       "128 bytes, or swizzle = 64 or 32 with lines that "
                       "long); ")
           << buffer << " is not one";
  if (getCoords().size() != 2)
    return emitOpError("takes 2 coordinates (a 2-D box, innermost first), got ")
           << getCoords().size();
  if (getMulticast() &&
      failed(verifyClusterOf(*this, "multicasts its box (a CTA mask of the "
                                    "cluster's blocks)")))
    return failure();
  if (failed(verifyPairOf(*this, getPair(), /*everyTcgen05=*/false,
                          "completes on the barrier of its pair's first "
                          "block")))
    return failure();
  if (getPair() && getMulticast())
    return emitOpError("copies into this block (`pair`) or into the blocks "
                       "of a mask (`multicast`), not both");
  return success();
}

LogicalResult BarrierArriveOp::verify() {
  if (failed(verifyBarriers(*this, getBar().getType(), /*ring=*/false)))
    return failure();
  if (getCluster() &&
      failed(verifyClusterOf(*this,
                             "arrives in every block of the cluster (lane r "
                             "of each warp in block r)")))
    return failure();
  if (getCluster() && getPair())
    return emitOpError("arrives either in every block of the cluster "
                       "(`cluster`) or in its CTA pair's first block "
                       "(`pair`), not both");
  return verifyPairOf(*this, getPair(), /*everyTcgen05=*/false,
                      "arrives in its CTA pair's first block");
}
