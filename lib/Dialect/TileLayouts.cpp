//===- TileLayouts.cpp - Layout encodings of tile types -------------------===//
//
// The verifiers and slot counts of #tile.blocked, #tile.mma_sync,
// #tile.wgmma and #tile.slice (include/TileDialect/TileLayouts.td), the
// blocked run every tile takes, and #tile.shared (its syntax, verifier and
// linear map).
//
//===----------------------------------------------------------------------===//

#include "TileDialect/TileDialect.h"
#include "TileDialect/TileLayouts.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace tile;

#include "TileDialect/TileLayoutInterface.cpp.inc"

int64_t tile::blockedRun(int64_t n, int64_t threads, int64_t maxRun) {
  int64_t run = 1;
  while (run * 2 <= maxRun && n % (threads * run * 2) == 0)
    run *= 2;
  return run;
}

int64_t tile::blockedSlots(int64_t n, int64_t threads) {
  return n >= threads ? (n + threads - 1) / threads : 1;
}

void tile::forEachTileValue(Region &body, function_ref<void(Value)> fn) {
  body.walk([&](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          if (isa<RankedTensorType>(arg.getType()))
            fn(arg);
    for (Value result : op->getResults())
      if (isa<RankedTensorType>(result.getType()))
        fn(result);
  });
}

void tile::setTileType(Value v, RankedTensorType type) {
  v.setType(type);
  if (auto cst = v.getDefiningOp<arith::ConstantOp>())
    if (auto dense = dyn_cast<DenseElementsAttr>(cst.getValue()))
      cst.setValueAttr(dense.reshape(type));
}

//===----------------------------------------------------------------------===//
// #tile.blocked
//===----------------------------------------------------------------------===//

LogicalResult
BlockedLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                          int64_t run, int64_t threads) {
  if (threads < 32 || threads % 32)
    return emitError() << "#tile.blocked has threads = " << threads
                       << "; a block is whole warps (a positive multiple of "
                          "32)";
  if (run < 1 || !llvm::isPowerOf2_64(run))
    return emitError() << "#tile.blocked has run = " << run
                       << "; a run is a power of two";
  return success();
}

LogicalResult BlockedLayoutAttr::verifyEncoding(
    ArrayRef<int64_t> shape, Type,
    function_ref<InFlightDiagnostic()> emitError) const {
  int64_t n = ShapedType::getNumElements(shape);
  if (getRun() > 1 && n % (getThreads() * getRun()))
    return emitError() << "#tile.blocked<run = " << getRun()
                       << ", threads = " << getThreads() << "> needs "
                       << getThreads() * getRun()
                       << " elements or a multiple of them per tile; this "
                          "one has "
                       << n << " (a run above 1 covers whole blocks)";
  return success();
}

int64_t BlockedLayoutAttr::getNumThreads() const { return getThreads(); }

std::optional<LinearLayout>
BlockedLayoutAttr::toLinearLayout(ArrayRef<int64_t> shape) const {
  return LinearLayout::blocked(shape, getThreads(), getRun());
}

int64_t BlockedLayoutAttr::getSlotsPerThread(ArrayRef<int64_t> shape) const {
  return blockedSlots(ShapedType::getNumElements(shape), getThreads());
}

//===----------------------------------------------------------------------===//
// #tile.mma_sync
//===----------------------------------------------------------------------===//

LogicalResult
MmaSyncLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                          int64_t warps, ArrayRef<int64_t> warpTiles,
                          int64_t warpsN) {
  if (warps < 1)
    return emitError() << "#tile.mma_sync has warps = " << warps
                       << "; a block has at least one warp";
  if (warpTiles.empty()) {
    if (warpsN)
      return emitError() << "#tile.mma_sync has warps_n without warp_tiles: "
                            "round-robin tiles have no warp grid";
    return success();
  }
  if (warpTiles.size() != 2 || warpTiles[0] < 1 || warpTiles[1] < 1)
    return emitError() << "#tile.mma_sync warp_tiles are [rows, columns] of "
                          "16x8 tiles per warp, both at least 1";
  if (warpsN < 1 || warps % warpsN)
    return emitError() << "#tile.mma_sync has warps_n = " << warpsN
                       << "; the warps per row of the warp grid divide warps = "
                       << warps;
  return success();
}

/// An accumulator layout on an M x 1 tile: its rows broadcast along the
/// one column (the tile.expand_dims of a row vector in its #tile.slice,
/// on its way to a tile.broadcast back into the accumulator): each thread
/// holds the rows of its slice, as the slice does.
static bool isRowsColumn(ArrayRef<int64_t> shape) {
  return shape.size() == 2 && shape[1] == 1;
}
static SliceLayoutAttr rowsOf(Attribute parent) {
  return SliceLayoutAttr::get(parent.getContext(), 1, parent);
}
static LogicalResult
verifyRowsColumn(Attribute parent, ArrayRef<int64_t> shape,
                 function_ref<InFlightDiagnostic()> emitError) {
  if (failed(SliceLayoutAttr::verify(emitError, 1, parent)))
    return failure();
  return rowsOf(parent).verifyEncoding({shape[0]}, Type(), emitError);
}
static std::optional<LinearLayout> rowsColumnLayout(Attribute parent,
                                                    ArrayRef<int64_t> shape) {
  std::optional<LinearLayout> rows = rowsOf(parent).toLinearLayout({shape[0]});
  if (!rows)
    return std::nullopt;
  std::vector<LinearLayout::InDimBases> ins;
  for (unsigned in = 0; in < rows->getNumInDims(); ++in) {
    LinearLayout::InDimBases dim{rows->getInDimName(in).str(), {}};
    for (unsigned bit = 0; bit < rows->getInDimSizeLog2(dim.name); ++bit)
      dim.bases.push_back({rows->getBasis(in, bit)[0], 0});
    ins.push_back(std::move(dim));
  }
  return LinearLayout::get(std::move(ins), {{"dim0", shape[0]}, {"dim1", 1}});
}

LogicalResult MmaSyncLayoutAttr::verifyEncoding(
    ArrayRef<int64_t> shape, Type,
    function_ref<InFlightDiagnostic()> emitError) const {
  if (isRowsColumn(shape))
    return verifyRowsColumn(*this, shape, emitError);
  if (shape.size() != 2 || shape[0] % 16 || shape[1] % 8)
    return emitError() << "#tile.mma_sync lays out 2-D tiles of whole 16x8 "
                          "tiles (M a multiple of 16, N of 8)";
  ArrayRef<int64_t> block = getWarpTiles();
  if (block.empty())
    return success();
  int64_t wn = getWarpsN(), wm = getWarps() / wn;
  if (shape[0] != 16 * block[0] * wm || shape[1] != 8 * block[1] * wn)
    return emitError() << "#tile.mma_sync<warps = " << getWarps()
                       << ", warp_tiles = [" << block[0] << ", " << block[1]
                       << "], warps_n = " << wn << "> covers "
                       << 16 * block[0] * wm << "x" << 8 * block[1] * wn
                       << ", not " << shape[0] << "x" << shape[1];
  return success();
}

int64_t MmaSyncLayoutAttr::getNumThreads() const { return 32 * getWarps(); }

std::optional<LinearLayout>
MmaSyncLayoutAttr::toLinearLayout(ArrayRef<int64_t> shape) const {
  if (isRowsColumn(shape))
    return rowsColumnLayout(*this, shape);
  ArrayRef<int64_t> block = getWarpTiles();
  if (block.empty())
    return LinearLayout::mmaSyncAccumulator(shape[0], shape[1], getWarps());
  return LinearLayout::mmaSyncAccumulator(shape[0], shape[1], getWarps(),
                                          getWarpsN(), block[0], block[1]);
}

int64_t MmaSyncLayoutAttr::getSlotsPerThread(ArrayRef<int64_t> shape) const {
  if (isRowsColumn(shape))
    return rowsOf(*this).getSlotsPerThread({shape[0]});
  int64_t tiles = (shape[0] / 16) * (shape[1] / 8);
  return 4 * ((tiles + getWarps() - 1) / getWarps());
}

//===----------------------------------------------------------------------===//
// #tile.wgmma
//===----------------------------------------------------------------------===//

LogicalResult
WgmmaLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        int64_t n, int64_t warpgroups, int64_t of) {
  if (n < 8 || n > 256 || n % 8)
    return emitError() << "#tile.wgmma has n = " << n
                       << "; wgmma's N is a multiple of 8 from 8 to 256";
  if (warpgroups < 1 || warpgroups > of)
    return emitError() << "#tile.wgmma has warpgroups = " << warpgroups
                       << " of " << of
                       << "; at least one of the block's warpgroups computes";
  return success();
}

LogicalResult WgmmaLayoutAttr::verifyEncoding(
    ArrayRef<int64_t> shape, Type,
    function_ref<InFlightDiagnostic()> emitError) const {
  if (isRowsColumn(shape))
    return verifyRowsColumn(*this, shape, emitError);
  if (shape.size() != 2 || shape[0] % 64 || shape[1] % getN())
    return emitError() << "#tile.wgmma<n = " << getN()
                       << "> lays out 2-D tiles of whole 64x" << getN()
                       << " tiles";
  return success();
}

int64_t WgmmaLayoutAttr::getNumThreads() const { return 128 * getOf(); }

std::optional<LinearLayout>
WgmmaLayoutAttr::toLinearLayout(ArrayRef<int64_t> shape) const {
  if (isRowsColumn(shape))
    return rowsColumnLayout(*this, shape);
  return LinearLayout::wgmmaAccumulator(shape[0], shape[1], getN(),
                                        getWarpgroups(), getOf());
}

int64_t WgmmaLayoutAttr::getSlotsPerThread(ArrayRef<int64_t> shape) const {
  if (isRowsColumn(shape))
    return rowsOf(*this).getSlotsPerThread({shape[0]});
  int64_t tiles = (shape[0] / 64) * (shape[1] / getN());
  return (getN() / 2) * ((tiles + getWarpgroups() - 1) / getWarpgroups());
}

//===----------------------------------------------------------------------===//
// #tile.tcgen05
//===----------------------------------------------------------------------===//

LogicalResult
Tcgen05LayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                          int64_t warpgroups, int64_t of) {
  if (warpgroups < 1 || warpgroups > of)
    return emitError() << "#tile.tcgen05 has warpgroups = " << warpgroups
                       << " of " << of
                       << "; at least one of the block's warpgroups reads "
                          "the accumulator back";
  return success();
}

LogicalResult Tcgen05LayoutAttr::verifyEncoding(
    ArrayRef<int64_t> shape, Type,
    function_ref<InFlightDiagnostic()> emitError) const {
  if (isRowsColumn(shape))
    return verifyRowsColumn(*this, shape, emitError);
  int64_t groups = getWarpgroups();
  if (shape.size() != 2 || shape[0] != 128 || shape[1] % (8 * groups) ||
      shape[1] / groups > 128)
    return emitError() << "#tile.tcgen05<warpgroups = " << groups
                       << "> lays out 128 x N tiles whose N is " << groups
                       << " groups of 8 to 128 columns";
  return success();
}

int64_t Tcgen05LayoutAttr::getNumThreads() const { return 128 * getOf(); }

int64_t Tcgen05LayoutAttr::getSlotsPerThread(ArrayRef<int64_t> shape) const {
  if (isRowsColumn(shape))
    return 1;
  return shape[1] / getWarpgroups();
}

/// Registers along the group's columns, lanes and the warp within the
/// warpgroup along the rows, warpgroups along the column groups.
std::optional<LinearLayout>
Tcgen05LayoutAttr::toLinearLayout(ArrayRef<int64_t> shape) const {
  if (isRowsColumn(shape))
    return rowsColumnLayout(*this, shape);
  int64_t groups = getWarpgroups(), cols = shape[1] / groups;
  if (groups != getOf() || !llvm::isPowerOf2_64(groups) ||
      !llvm::isPowerOf2_64(cols))
    return std::nullopt;
  std::vector<std::vector<int64_t>> regs, lanes, warps;
  for (int64_t c = 1; c < cols; c *= 2)
    regs.push_back({0, c});
  for (int64_t r = 1; r < 32; r *= 2)
    lanes.push_back({r, 0});
  warps = {{32, 0}, {64, 0}};
  for (int64_t g = 1; g < groups; g *= 2)
    warps.push_back({0, g * cols});
  return LinearLayout::get(
      {{"register", regs}, {"lane", lanes}, {"warp", warps}},
      {{"dim0", shape[0]}, {"dim1", shape[1]}});
}

//===----------------------------------------------------------------------===//
// #tile.slice
//===----------------------------------------------------------------------===//

LogicalResult
SliceLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        int64_t dim, Attribute parent) {
  if (dim != 1)
    return emitError() << "#tile.slice has dim = " << dim
                       << "; only the row vectors of accumulators (dim = 1) "
                          "stay in registers";
  if (!isa<MmaSyncLayoutAttr, WgmmaLayoutAttr, Tcgen05LayoutAttr>(parent))
    return emitError() << "#tile.slice has parent " << parent
                       << "; the parent is an accumulator layout "
                          "(#tile.mma_sync, #tile.wgmma or #tile.tcgen05)";
  if (auto mma = dyn_cast<MmaSyncLayoutAttr>(parent);
      mma && mma.getWarpTiles().empty())
    return emitError() << "#tile.slice has parent " << parent
                       << ", whose tiles are dealt round-robin: its warps "
                          "hold no whole rows (the parent needs warp_tiles)";
  return success();
}

std::optional<std::array<int64_t, 2>> tile::sliceParentShape(Attribute parent,
                                                             int64_t rows) {
  if (auto mma = dyn_cast<MmaSyncLayoutAttr>(parent)) {
    ArrayRef<int64_t> block = mma.getWarpTiles();
    int64_t wn = mma.getWarpsN();
    if (block.empty() || rows != 16 * block[0] * (mma.getWarps() / wn))
      return std::nullopt;
    return std::array<int64_t, 2>{rows, 8 * block[1] * wn};
  }
  // tcgen05: thread t of each warpgroup holds row t (the columns, split
  // among the warpgroups, do not matter to the rows: the narrowest).
  if (auto tmem = dyn_cast<Tcgen05LayoutAttr>(parent)) {
    if (rows != 128)
      return std::nullopt;
    return std::array<int64_t, 2>{rows, 8 * tmem.getWarpgroups()};
  }
  auto wgmma = dyn_cast<WgmmaLayoutAttr>(parent);
  if (!wgmma || rows % 64)
    return std::nullopt;
  return std::array<int64_t, 2>{rows, wgmma.getN()};
}

LogicalResult SliceLayoutAttr::verifyEncoding(
    ArrayRef<int64_t> shape, Type,
    function_ref<InFlightDiagnostic()> emitError) const {
  if (shape.size() != 1)
    return emitError() << "#tile.slice lays out 1-D tiles (the rows of its "
                          "parent)";
  if (!sliceParentShape(getParent(), shape[0]))
    return emitError() << "#tile.slice of " << getParent() << " has "
                       << shape[0] << " elements, not the rows of its parent";
  return success();
}

/// The parent's map with the columns dropped: the registers that only
/// moved along a row go (slot g is the thread's row group g, in the order
/// its parent slots reach them), lanes and warps that differ only in the
/// column hold the same element (a quad's lanes, a block row's warps).
std::optional<LinearLayout>
SliceLayoutAttr::toLinearLayout(ArrayRef<int64_t> shape) const {
  std::optional<std::array<int64_t, 2>> parentShape =
      sliceParentShape(getParent(), shape[0]);
  if (!parentShape)
    return std::nullopt;
  std::optional<LinearLayout> parent =
      cast<LayoutAttrInterface>(getParent()).toLinearLayout(*parentShape);
  if (!parent)
    return std::nullopt;
  std::vector<LinearLayout::InDimBases> ins;
  for (unsigned in = 0; in < parent->getNumInDims(); ++in) {
    LinearLayout::InDimBases dim{parent->getInDimName(in).str(), {}};
    for (unsigned bit = 0; bit < parent->getInDimSizeLog2(dim.name); ++bit) {
      int64_t row = parent->getBasis(in, bit)[0];
      if (row || dim.name != "register")
        dim.bases.push_back({row});
    }
    ins.push_back(std::move(dim));
  }
  return LinearLayout::get(std::move(ins), {{"dim0", shape[0]}});
}

int64_t SliceLayoutAttr::getNumThreads() const {
  return cast<LayoutAttrInterface>(getParent()).getNumThreads();
}

/// A thread holds one element per row group of its parent: two rows per
/// 16-row tile of its mma.sync block, per 64-row wgmma tile's warp, or one
/// (tcgen05: thread t of each warpgroup holds row t).
int64_t SliceLayoutAttr::getSlotsPerThread(ArrayRef<int64_t> shape) const {
  if (auto mma = dyn_cast<MmaSyncLayoutAttr>(getParent()))
    return 2 * mma.getWarpTiles()[0];
  if (isa<Tcgen05LayoutAttr>(getParent()))
    return 1;
  auto wgmma = cast<WgmmaLayoutAttr>(getParent());
  return 2 * ((shape[0] / 64 + wgmma.getWarpgroups() - 1) /
              wgmma.getWarpgroups());
}

//===----------------------------------------------------------------------===//
// #tile.shared
//===----------------------------------------------------------------------===//

LogicalResult
SharedLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                         int64_t swizzle, int64_t elemBytes, bool transposed,
                         int64_t pad, bool scales, bool core) {
  if (swizzle != 0 && swizzle != 32 && swizzle != 64 && swizzle != 128)
    return emitError() << "#tile.shared has swizzle = " << swizzle
                       << "; a swizzle spans 32, 64 or 128 bytes (0: none)";
  if (elemBytes != 1 && elemBytes != 2 && elemBytes != 4 && elemBytes != 8)
    return emitError() << "#tile.shared has elem_bytes = " << elemBytes
                       << "; an element takes 1, 2, 4 or 8 bytes";
  if (pad < 0 || pad % 16)
    return emitError() << "#tile.shared has pad = " << pad
                       << "; a line's padding is a multiple of 16 bytes, "
                          "keeping its 16-byte chunks aligned";
  if (swizzle && pad)
    return emitError() << "#tile.shared has swizzle = " << swizzle
                       << " and pad = " << pad
                       << "; swizzled lines are whole slabs, unpadded";
  if (scales && (swizzle || pad || transposed || elemBytes != 1))
    return emitError() << "#tile.shared's `scales` (tcgen05's 512-byte "
                          "scale atoms) holds 1-byte elements, neither "
                          "swizzled, padded nor transposed";
  if (core && (swizzle || pad || scales || elemBytes > 4))
    return emitError() << "#tile.shared's `core` (the matrix descriptors' "
                          "no-swizzle core matrices) holds elements of 1, "
                          "2 or 4 bytes, neither swizzled, padded nor "
                          "scale atoms";
  return success();
}

Attribute SharedLayoutAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  int64_t swizzle = 0, elemBytes = 0, pad = 0;
  bool transposed = false, scales = false, core = false;
  if (parser.parseLess() || parser.parseKeyword("swizzle") ||
      parser.parseEqual() || parser.parseInteger(swizzle) ||
      parser.parseComma() || parser.parseKeyword("elem_bytes") ||
      parser.parseEqual() || parser.parseInteger(elemBytes))
    return {};
  while (succeeded(parser.parseOptionalComma())) {
    if (succeeded(parser.parseOptionalKeyword("transposed"))) {
      transposed = true;
      continue;
    }
    if (succeeded(parser.parseOptionalKeyword("scales"))) {
      scales = true;
      continue;
    }
    if (succeeded(parser.parseOptionalKeyword("core"))) {
      core = true;
      continue;
    }
    if (parser.parseKeyword("pad", ", 'transposed', 'scales' or 'core'") ||
        parser.parseEqual() || parser.parseInteger(pad))
      return {};
  }
  if (parser.parseGreater())
    return {};
  return parser.getChecked<SharedLayoutAttr>(loc, parser.getContext(), swizzle,
                                             elemBytes, transposed, pad, scales,
                                             core);
}

void SharedLayoutAttr::print(AsmPrinter &printer) const {
  printer << "<swizzle = " << getSwizzle()
          << ", elem_bytes = " << getElemBytes();
  if (getTransposed())
    printer << ", transposed";
  if (getPad())
    printer << ", pad = " << getPad();
  if (getScales())
    printer << ", scales";
  if (getCore())
    printer << ", core";
  printer << ">";
}

std::optional<LinearLayout>
SharedLayoutAttr::toLinearLayout(ArrayRef<int64_t> shape) const {
  if (shape.size() != 2 || getPad() || getScales() ||
      !llvm::isPowerOf2_64(shape[0]) ||
      !llvm::isPowerOf2_64(shape[1]))
    return std::nullopt;
  auto [lines, length] = storedLines(shape);
  // Offset -> (line, position along it) of the stored lines.
  std::vector<std::vector<int64_t>> bases;
  if (getSwizzle()) {
    std::optional<LinearLayout> slabs = LinearLayout::wgmmaSwizzled(
        lines, length, getElemBytes(), getSwizzle());
    if (!slabs)
      return std::nullopt;
    for (unsigned bit = 0; bit < slabs->getInDimSizeLog2("offset"); ++bit) {
      SmallVector<int64_t> basis = slabs->getBasis(0, bit);
      bases.push_back({basis[0], basis[1]});
    }
  } else if (getCore()) {
    // Within a chunk, the line in its band, the chunk, the band.
    int64_t chunk = kCoreChunkBytes / getElemBytes();
    if (length < chunk || lines < kCoreLines)
      return std::nullopt;
    for (int64_t v = 1; v < chunk; v *= 2)
      bases.push_back({0, v});
    for (int64_t v = 1; v < kCoreLines; v *= 2)
      bases.push_back({v, 0});
    for (int64_t v = chunk; v < length; v *= 2)
      bases.push_back({0, v});
    for (int64_t v = kCoreLines; v < lines; v *= 2)
      bases.push_back({v, 0});
  } else {
    for (int64_t v = 1; v < length; v *= 2)
      bases.push_back({0, v});
    for (int64_t v = 1; v < lines; v *= 2)
      bases.push_back({v, 0});
  }
  if (getTransposed())
    for (std::vector<int64_t> &basis : bases)
      std::swap(basis[0], basis[1]);
  return LinearLayout::get({{"offset", std::move(bases)}},
                           {{"dim0", shape[0]}, {"dim1", shape[1]}});
}

//===----------------------------------------------------------------------===//
// tile.convert_layout
//===----------------------------------------------------------------------===//

LogicalResult ConvertLayoutOp::verify() {
  auto src = getSrc().getType(), result = getResult().getType();
  if (src.getShape() != result.getShape() ||
      src.getElementType() != result.getElementType())
    return emitOpError() << "changes only the layout: " << src << " and "
                         << result << " differ in shape or element type";
  if (!isa_and_nonnull<LayoutAttrInterface>(src.getEncoding()) ||
      !isa_and_nonnull<LayoutAttrInterface>(result.getEncoding()))
    return emitOpError() << "converts between laid-out tiles; " << src
                         << " -> " << result
                         << " lacks a #tile layout (tile-assign-layouts "
                            "writes them)";
  auto from = cast<LayoutAttrInterface>(src.getEncoding());
  auto to = cast<LayoutAttrInterface>(result.getEncoding());
  if (from.getNumThreads() != to.getNumThreads())
    return emitOpError() << "converts between layouts of " << from.getNumThreads()
                         << " and " << to.getNumThreads()
                         << " threads; both spread the tile over one block";
  return success();
}

OpFoldResult ConvertLayoutOp::fold(FoldAdaptor) {
  if (getSrc().getType() == getResult().getType())
    return getSrc();
  // convert(convert(x)) back to x's layout is x.
  if (auto inner = getSrc().getDefiningOp<ConvertLayoutOp>())
    if (inner.getSrc().getType() == getResult().getType())
      return inner.getSrc();
  return {};
}

std::optional<LayoutConversion> ConvertLayoutOp::getConversion() {
  auto src = getSrc().getType(), result = getResult().getType();
  std::optional<LinearLayout> from =
      cast<LayoutAttrInterface>(src.getEncoding()).toLinearLayout(src.getShape());
  std::optional<LinearLayout> to =
      cast<LayoutAttrInterface>(result.getEncoding())
          .toLinearLayout(result.getShape());
  if (!from || !to)
    return std::nullopt;
  return classifyConversion(*from, *to);
}
