//===- Wgmma.cpp - tile.dot to wgmma ----------------------------------===//
#include "TileDialect/Conversion/DotEmitter.h"

using namespace mlir;
using namespace tile;

bool tile::isWgmmaImplemented() { return false; }

LogicalResult tile::checkWgmmaShape(DotOp op) { return success(); }

LogicalResult tile::lowerDotWgmma(TileLowering &lowering, DotOp op) {
  return op.emitOpError("wgmma lowering of tile.dot is not implemented yet; "
                        "use kind mma_sync");
}
