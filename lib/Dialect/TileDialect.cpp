//===- TileDialect.cpp - The tile dialect ---------------------------------===//

#include "TileDialect/TileDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "TileDialect/Target/ModuleTarget.h"
#include "TileDialect/Target/TargetInfo.h"
#include "TileDialect/TileOps.h"
#include "TileDialect/TileTypes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace tile;

#include "TileDialect/TileDialect.cpp.inc"
#include "TileDialect/TileEnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "TileDialect/TileTypes.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "TileDialect/TileAttrs.cpp.inc"

void TileDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "TileDialect/TileOps.cpp.inc"
      >();
  registerTypes();
  registerAttributes();
}

void TileDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "TileDialect/TileAttrs.cpp.inc"
      >();
}

bool PipelineAttr::isTma(PipelineKind kind) {
  return kind == PipelineKind::tma_wgmma || kind == PipelineKind::tma_mma_sync;
}

/// What tile-pipeline writes (PipelineLoops.cpp); the lowering checks the
/// plan against the loop and the kernel (PipelinedDot.cpp,
/// AsyncCopyPipeline.cpp).
LogicalResult PipelineAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, PipelineKind kind,
    int64_t stages, std::optional<int64_t> smemOffset,
    std::optional<int64_t> multicastA, std::optional<int64_t> multicastB,
    std::optional<int64_t> entryRegs, std::optional<int64_t> producerRegs,
    std::optional<int64_t> consumerRegs, SharedLayoutAttr sharedA,
    SharedLayoutAttr sharedB) {
  StringRef name = stringifyPipelineKind(kind);
  bool tma = isTma(kind);
  auto error = [&]() -> InFlightDiagnostic {
    InFlightDiagnostic diag = emitError();
    diag << "#tile.pipeline<" << name << "> ";
    return diag;
  };
  if (stages < 2 || stages > 16)
    return error() << "has stages = " << stages
                   << "; tile-pipeline writes 2 to 16 (a loop of 1 stage "
                      "has no tile.pipeline)";
  // Every TMA ring, and the core-matrix stages of wgmma and tcgen05, live
  // in dynamic shared memory; mma.sync stages may use the static buffer.
  int64_t align = tma ? 1024 : 128;
  if (!smemOffset && kind != PipelineKind::cp_async_mma_sync)
    return error() << "has no smem_offset (tile-pipeline places its ring in "
                      "the kernel's dynamic shared memory)";
  if (smemOffset && (*smemOffset < 0 || *smemOffset % align))
    return error() << "has smem_offset = " << *smemOffset
                   << "; tile-pipeline places "
                   << (tma ? "a TMA" : "a cp.async")
                   << " ring at a non-negative multiple of " << align
                   << " bytes";
  for (auto [param, mask, operand] :
       {std::tuple{"multicast_a", multicastA, "A"},
        {"multicast_b", multicastB, "B"}}) {
    if (!mask)
      continue;
    if (kind != PipelineKind::tma_wgmma)
      return error() << "has " << param
                     << "; only a TMA pipeline of wgmma multicasts its boxes "
                        "(tma_wgmma; tcgen05 loops multicast through "
                        "tile-warp-specialize)";
    if (*mask < 1 || *mask > 7)
      return error() << "has " << param << " = " << *mask
                     << "; tile-pipeline writes the cluster dimensions the "
                     << operand
                     << " box is shared along: a mask of x = 1, y = 2, z = 4";
  }
  std::pair<StringRef, std::optional<int64_t>> regs[] = {
      {"entry_regs", entryRegs},
      {"producer_regs", producerRegs},
      {"consumer_regs", consumerRegs}};
  for (auto [param, count] : regs) {
    if (kind != PipelineKind::tma_wgmma) {
      if (count)
        return error() << "has " << param
                       << "; only a tma_wgmma pipeline (warp-specialized) "
                          "has setmaxnreg budgets";
      continue;
    }
    if (!count)
      return error() << "has no " << param
                     << " (tile-pipeline writes entry_regs, producer_regs and "
                        "consumer_regs, the setmaxnreg budgets of its "
                        "warp specialization)";
    if (*count < 24 || *count > 256 || *count % 8)
      return error() << "has " << param << " = " << *count
                     << "; setmaxnreg budgets are multiples of 8 in [24, 256]";
  }
  if (!sharedA && !sharedB)
    return success();
  // The stages' shared layouts: what a cp.async ring of wgmma may swizzle
  // (TMA rings are 128-byte swizzled, tcgen05 and mma.sync stages fixed).
  if (kind != PipelineKind::cp_async_wgmma)
    return error() << "has " << (sharedA ? "shared_a" : "shared_b")
                   << "; only a cp_async_wgmma pipeline records the layouts "
                      "of its stages";
  if (!sharedA || !sharedB)
    return error() << "has " << (sharedA ? "shared_a without shared_b"
                                         : "shared_b without shared_a")
                   << "; a swizzled ring swizzles both operands (neither: "
                      "wgmma's no-swizzle core matrices)";
  for (auto [param, layout] :
       {std::pair{"shared_a", sharedA}, {"shared_b", sharedB}})
    if (!layout.getSwizzle())
      return error() << "has " << param << " = " << layout
                     << "; its stages are swizzled (leave both out for "
                        "wgmma's no-swizzle core matrices)";
  if (sharedA.getTransposed())
    return error() << "has shared_a = " << sharedA
                   << "; A's stages are M x K with K contiguous (not "
                      "transposed)";
  if (*smemOffset % 1024)
    return error() << "has smem_offset = " << *smemOffset
                   << " and swizzled stages; a swizzled ring starts on a "
                      "multiple of 1024 bytes (the swizzle repeats every "
                      "1024)";
  return success();
}

void TileDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "TileDialect/TileTypes.cpp.inc"
      >();
}

LogicalResult
PointerType::verify(function_ref<InFlightDiagnostic()> emitError,
                    Type pointeeType) {
  if (!pointeeType.isIntOrFloat())
    return emitError() << "!tile.ptr must point to an integer or float type, "
                          "got "
                       << pointeeType;
  return success();
}

/// Verifies the target module attributes: each must have the right type, and
/// together they must name a row of the target table.
LogicalResult TileDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  if (name == kFeaturesAttrName) {
    auto arr = dyn_cast<ArrayAttr>(attr.getValue());
    if (!arr || !llvm::all_of(arr, [](Attribute a) { return isa<StringAttr>(a); }))
      return op->emitError() << "'" << name << "' must be an array of strings";
    return success();
  }
  if (name == kPipelineAttrName) {
    if (!isa<scf::ForOp>(op) || !isa<PipelineAttr>(attr.getValue()))
      return op->emitError() << "'" << name
                             << "' is a #tile.pipeline on an scf.for (written "
                                "by tile-pipeline)";
    return success();
  }
  if (name == kPersistentAttrName) {
    if (!isa<scf::ForOp>(op) || !isa<UnitAttr>(attr.getValue()))
      return op->emitError() << "'" << name
                             << "' is a unit attribute on an scf.for (written "
                                "by tile-pipeline)";
    return success();
  }
  if (name == kPlannedStagesAttrName) {
    auto n = dyn_cast<IntegerAttr>(attr.getValue());
    if (!isa<scf::ForOp>(op) || !n || n.getInt() < 2 || n.getInt() > 16)
      return op->emitError()
             << "'" << name
             << "' (tile-pipeline's plan for tile-pipeline-loads) is an "
                "integer from 2 to 16 on an scf.for";
    return success();
  }
  if (name == kPlannedProducerWarpsAttrName) {
    auto n = dyn_cast<IntegerAttr>(attr.getValue());
    if (!isa<KernelOp>(op) || !n || n.getInt() < 1 || n.getInt() > 4)
      return op->emitError()
             << "'" << name
             << "' (tile-pipeline's plan for tile-warp-specialize) is an "
                "integer from 1 to 4 on a tile.kernel";
    return success();
  }
  if (name == kNumStagesAttrName) {
    auto n = dyn_cast<IntegerAttr>(attr.getValue());
    if (!isa<scf::ForOp>(op) || !n || n.getInt() < 1 || n.getInt() > 16)
      return op->emitError()
             << "'" << name
             << "' is an integer from 1 (not pipelined) to 16 on an scf.for";
    return success();
  }
  if (name == kMaxRunAttrName) {
    auto run = dyn_cast<IntegerAttr>(attr.getValue());
    if (!isa<KernelOp>(op) || !run || run.getInt() < 1 || run.getInt() > 64 ||
        !llvm::isPowerOf2_64(run.getInt()))
      return op->emitError() << "'" << name
                             << "' is a power of two from 1 to 64 on a "
                                "tile.kernel (the longest run of its blocked "
                                "distribution; written by tile-pipeline-loads)";
    return success();
  }
  if (name == kDynamicSharedBytesAttrName) {
    auto bytes = dyn_cast<IntegerAttr>(attr.getValue());
    if (!isa<LLVM::LLVMFuncOp>(op) || !bytes || bytes.getInt() < 0)
      return op->emitError() << "'" << name
                             << "' is a non-negative integer on an llvm.func "
                                "(written by convert-tile-to-llvm)";
    return success();
  }
  if (name == kDivisibilityAttrName || name == kContiguityAttrName) {
    // What tile.hint promised (applyHints): one entry per dimension of the
    // op's one integer result (one for a scalar), each at least 1.
    auto values = dyn_cast<DenseI64ArrayAttr>(attr.getValue());
    Type t = op->getNumResults() == 1 ? op->getResult(0).getType() : Type();
    auto tile = dyn_cast_or_null<RankedTensorType>(t);
    Type elem = tile ? tile.getElementType() : t;
    int64_t entries = tile ? std::max<int64_t>(1, tile.getRank()) : 1;
    if (!values || !elem || !isa<IntegerType, IndexType>(elem) ||
        int64_t(values.size()) != entries ||
        llvm::any_of(values.asArrayRef(), [](int64_t v) { return v < 1; }))
      return op->emitError()
             << "'" << name
             << "' is an array<i64> with one entry (at least 1) per dimension "
                "of the op's one integer result (a tile.hint promise; on a "
                "tile.kernel parameter, tile.divisibility is an i64)";
    return success();
  }
  if (name != kComputeCapabilityAttrName && name != kTargetSpecAttrName)
    return op->emitError() << "unknown tile attribute '" << name << "'";
  if (!isa<ModuleOp>(op))
    return op->emitError() << "'" << name << "' belongs on the builtin module";

  auto cc = op->getAttrOfType<IntegerAttr>(kComputeCapabilityAttrName);
  if (op->hasAttr(kComputeCapabilityAttrName) &&
      (!cc || !cc.getType().isInteger(32)))
    return op->emitError() << "'" << kComputeCapabilityAttrName
                           << "' must be an i32 such as 90";
  auto spec = op->getAttrOfType<StringAttr>(kTargetSpecAttrName);
  if (op->hasAttr(kTargetSpecAttrName) && !spec)
    return op->emitError() << "'" << kTargetSpecAttrName
                           << "' must be a string: \"\", \"a\" or \"f\"";
  if (spec && spec.getValue() != "" && spec.getValue() != "a" &&
      spec.getValue() != "f")
    return op->emitError() << "'" << kTargetSpecAttrName << "' is \""
                           << spec.getValue()
                           << "\"; it must be \"\", \"a\" or \"f\"";
  // Verify the pair once, when looking at the compute capability.
  if (name != kComputeCapabilityAttrName)
    return success();
  int64_t ccValue = cc.getValue().getSExtValue();
  StringRef specValue = spec ? spec.getValue() : StringRef();
  if (ccValue < 0 || !Target::fromAttributes(ccValue, specValue)) {
    std::string spelled = ("sm_" + Twine(ccValue) + specValue).str();
    std::string error;
    Target::parse(spelled, error);
    return op->emitError() << "target attributes name no known target: "
                           << error;
  }
  return success();
}

// The target a module carries (ModuleTarget.h): here, beside the attribute
// names, so that every dialect's verifiers can ask it (tile_nv's do).
std::optional<Target> tile::getModuleTarget(ModuleOp module) {
  auto cc = module->getAttrOfType<IntegerAttr>(
      TileDialect::kComputeCapabilityAttrName);
  if (!cc)
    return std::nullopt;
  auto spec = module->getAttrOfType<StringAttr>(TileDialect::kTargetSpecAttrName);
  return Target::fromAttributes(cc.getInt(), spec ? spec.getValue() : "");
}

std::optional<Target> tile::getEnclosingTarget(Operation *op) {
  auto module = op ? op->getParentOfType<ModuleOp>() : ModuleOp();
  return module ? getModuleTarget(module) : std::nullopt;
}

void tile::recordFeatureUse(Operation *gpuModule, Feature f) {
  MLIRContext *ctx = gpuModule->getContext();
  SmallVector<Attribute> names;
  if (auto existing = gpuModule->getAttrOfType<ArrayAttr>(
          TileDialect::kFeaturesAttrName))
    names.assign(existing.begin(), existing.end());
  auto name = StringAttr::get(ctx, featureName(f));
  if (!llvm::is_contained(names, name))
    names.push_back(name);
  gpuModule->setAttr(TileDialect::kFeaturesAttrName, ArrayAttr::get(ctx, names));
}

LogicalResult tile::requireFeature(Operation *op, Operation *gpuModule,
                                  Feature f, StringRef what) {
  std::optional<Target> target = getEnclosingTarget(op);
  if (!target)
    return op->emitOpError()
           << "needs a target to check " << what
           << " against: the module has no tile.compute_capability / "
              "tile.target_spec (pass --gpu-name)";
  if (!target->supports(f))
    return op->emitOpError()
           << "unsupported operation for target " << target->name() << ": "
           << what << " needs " << Target::describeTargetsSupporting(f);
  if (gpuModule)
    recordFeatureUse(gpuModule, f);
  return success();
}

int64_t tile::storageBytes(Type t) {
  return std::max<int64_t>(1, t.getIntOrFloatBitWidth() / 8);
}
