//===- DotEmitter.cpp - tile.dot to tensor-core instructions --------------===//
#include "TileDialect/Conversion/DotEmitter.h"

using namespace mlir;
using namespace tile;

LogicalResult tile::lowerDot(TileLowering &lowering, DotOp op) {
  return op.emitOpError("tensor-core lowering is not implemented yet");
}
