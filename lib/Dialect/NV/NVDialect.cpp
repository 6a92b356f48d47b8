//===- NVDialect.cpp - The tile_nv dialect --------------------------------===//

#include "TileDialect/NV/NVDialect.h"
#include "NVVerify.h"

#include "TileDialect/Target/ModuleTarget.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace tile;
using namespace tile::nv;

#include "TileDialect/NV/NVDialect.cpp.inc"
#include "TileDialect/NV/NVEnums.cpp.inc"

void NVDialect::initialize() {
  registerSyncOps();
  registerMemOps();
  registerMmaOps();
  registerTcgen05Ops();
  registerTmaOps();
}

LogicalResult tile::nv::requireTarget(Operation *op, Feature f,
                                      const Twine &what) {
  std::optional<Target> target = getEnclosingTarget(op);
  if (!target || target->supports(f))
    return success();
  return op->emitOpError()
         << "unsupported operation for target " << target->name() << ": "
         << what << " needs " << Target::describeTargetsSupporting(f);
}

LogicalResult tile::nv::requireTarget(Operation *op, Feature f) {
  return requireTarget(op, f, op->getName().getStringRef());
}
