//===- NVDialect.cpp - The tile_nv dialect --------------------------------===//

#include "TileDialect/NV/NVDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace tile::nv;

#include "TileDialect/NV/NVDialect.cpp.inc"
#include "TileDialect/NV/NVEnums.cpp.inc"

void NVDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "TileDialect/NV/NVOps.cpp.inc"
      >();
}
