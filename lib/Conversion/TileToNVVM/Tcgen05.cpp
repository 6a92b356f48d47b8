//===- Tcgen05.cpp - tile.dot to tcgen05 ----------------------------------===//
#include "TileDialect/Conversion/DotEmitter.h"

using namespace mlir;
using namespace tile;

bool tile::isTcgen05Implemented() { return false; }

std::optional<std::string> tile::whyNotTcgen05(DotOp op) { return std::nullopt; }

LogicalResult tile::lowerDotTcgen05(TileLowering &lowering, DotOp op) {
  return op.emitOpError("tcgen05 lowering of tile.dot is not implemented yet; "
                        "use kind mma_sync");
}
