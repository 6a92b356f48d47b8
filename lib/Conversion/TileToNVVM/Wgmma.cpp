//===- Wgmma.cpp - tile.dot to wgmma ----------------------------------===//
#include "TileDialect/Conversion/DotEmitter.h"

using namespace mlir;
using namespace tile;

bool tile::isWgmmaImplemented() { return false; }

std::optional<std::string> tile::whyNotWgmma(DotOp op) { return std::nullopt; }

LogicalResult tile::lowerDotWgmma(TileLowering &lowering, DotOp op) {
  return op.emitOpError("wgmma lowering of tile.dot is not implemented yet; "
                        "use kind mma_sync");
}
