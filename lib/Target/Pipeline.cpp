//===- Pipeline.cpp - The tile compile pipeline ---------------------------===//

#include "TileDialect/Passes.h"
#include "TileDialect/Target/Compiler.h"
#include "TileDialect/Target/ModuleTarget.h"
#include "TileDialect/Target/TargetInfo.h"
#include "TileDialect/TileDialect.h"

#include "mlir/Bytecode/BytecodeReader.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/LLVMIR/Transforms/Passes.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace tile;

/// Input MLIR 22's parser crashes on instead of diagnosing, found by
/// test/fuzz/fuzz.py: brackets nested deeper than `maxNestingDepth`
/// (kMaxInputNestingDepth unless the caller says otherwise), `array<index:
/// ...>` (parseDenseArrayAttr asks an index type for its bit width), and
/// llvm.extractvalue / insertvalue positions of 2^31 or more. Skips string
/// literals and comments; returns where the input goes wrong and sets `why`,
/// or null.
const char *tile::findUnparseableInput(llvm::StringRef text, std::string &why,
                                       unsigned maxNestingDepth) {
  // MLIR bytecode is binary, not text: its bytes would read as brackets
  // thousands deep (a 3 MB file of constants "nests" 11000 levels).
  if (mlir::isBytecode(llvm::MemoryBufferRef(text, "")))
    return nullptr;
  unsigned depth = 0;
  for (const char *p = text.begin(), *e = text.end(); p < e; ++p) {
    if (*p == 'a' && llvm::StringRef(p, e - p).starts_with("array<") &&
        (p == text.begin() || !(llvm::isAlnum(p[-1]) || p[-1] == '_'))) {
      llvm::StringRef rest = llvm::StringRef(p + 6, e - p - 6).ltrim();
      if (rest.consume_front("index") && !rest.empty() &&
          !(llvm::isAlnum(rest.front()) || rest.front() == '_')) {
        why = "dense arrays of index (array<index: ...>) are not supported; "
              "use a fixed-width integer type such as i64";
        return p;
      }
    }
    // llvm.extractvalue / llvm.insertvalue positions of 2^32 or more
    // (a rescaled `[60]`): MLIR 22's parser truncates and then walks the
    // struct type out of bounds (a segfault; smaller ones are diagnosed).
    if (*p == 'l' && (p == text.begin() || !(llvm::isAlnum(p[-1]) || p[-1] == '_'))) {
      llvm::StringRef rest(p, e - p);
      if (rest.starts_with("llvm.extractvalue") ||
          rest.starts_with("llvm.insertvalue")) {
        llvm::StringRef line = rest.take_until([](char c) { return c == '\n'; });
        size_t open = line.find('[');
        size_t close = open == llvm::StringRef::npos ? open : line.find(']', open);
        if (close != llvm::StringRef::npos) {
          llvm::SmallVector<llvm::StringRef> positions;
          line.slice(open + 1, close).split(positions, ',');
          for (llvm::StringRef pos : positions) {
            pos = pos.trim();
            pos.consume_front("-");
            uint64_t v;
            if (!pos.empty() && llvm::all_of(pos, llvm::isDigit) &&
                (pos.getAsInteger(10, v) || v > 0x7fffffffu)) {
              why = "llvm.extractvalue / llvm.insertvalue position " +
                    pos.str() + " is out of range (at most 2^31 - 1)";
              return p;
            }
          }
        }
      }
    }
    switch (*p) {
    case '"':
      for (++p; p < e && *p != '"' && *p != '\n'; ++p)
        if (*p == '\\')
          ++p;
      break;
    case '/':
      if (p + 1 < e && p[1] == '/')
        while (p < e && *p != '\n')
          ++p;
      break;
    case '-':
      if (p + 1 < e && p[1] == '>')
        ++p; // `->` closes nothing
      break;
    case '{': case '[': case '(': case '<':
      if (++depth > maxNestingDepth) {
        why = ("brackets nest more than " + llvm::Twine(maxNestingDepth) +
               " levels deep here; tile rejects such input before "
               "parsing it")
                  .str();
        return p;
      }
      break;
    case '}': case ']': case ')': case '>':
      if (depth)
        --depth;
      break;
    default:
      break;
    }
  }
  return nullptr;
}

void tile::registerTileDialects(DialectRegistry &registry) {
  registry.insert<TileDialect, arith::ArithDialect, math::MathDialect,
                  scf::SCFDialect, cf::ControlFlowDialect, func::FuncDialect,
                  gpu::GPUDialect, LLVM::LLVMDialect, NVVM::NVVMDialect,
                  nvgpu::NVGPUDialect, index::IndexDialect, nv::NVDialect>();
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerNVVMDialectTranslation(registry);
  arith::registerConvertArithToLLVMInterface(registry);
  cf::registerConvertControlFlowToLLVMInterface(registry);
  registerConvertMathToLLVMInterface(registry);
  index::registerConvertIndexToLLVMInterface(registry);
}

std::optional<std::string> tile::validateOptions(const CompileOptions &o) {
  std::string error;
  std::optional<Target> target = Target::parse(o.gpuName, error);
  if (!target)
    return error;
  if (!target->llvmCanEmit())
    return ("target " + target->name() +
            " is a placeholder with no hardware; LLVM 22 cannot emit PTX "
            "for it")
        .str();
  if (o.optLevel > 3)
    return "optimization level -O" + std::to_string(o.optLevel) +
           " does not exist; use -O0 to -O3";
  if (o.debug && o.optLevel != 0)
    return "-g (device debug) requires -O0; drop -O" +
           std::to_string(o.optLevel) + " or use --lineinfo for line tables "
           "in optimized code";
  if (!o.ptxVersion.empty() && !parsePtxVersion(o.ptxVersion))
    return "invalid PTX version '" + o.ptxVersion +
           "'; expected X.Y such as 8.8";
  if (o.emit == EmitKind::Cubin && !target->ptxasKnows())
    return ("cannot emit a cubin for " + target->name() +
            ": CUDA 13 ptxas does not know this target" +
            (target->computeCapability() == 101
                 ? " (it renamed sm_101* to sm_110*)"
                 : " (it supports sm_75 and newer)"))
        .str();
  if (!o.ptxasOptions.empty() && o.emit != EmitKind::Cubin)
    return "-Xptxas options only apply to --emit=cubin";
  static const char *dotKinds[] = {"auto", "mma_sync", "wgmma", "tcgen05",
                                   "block_scale"};
  if (!llvm::is_contained(dotKinds, o.dotKind))
    return "invalid dot kind '" + o.dotKind +
           "'; expected auto, mma_sync, wgmma, tcgen05 or block_scale";
  if (o.pipelineLoads > 8)
    return "--pipeline-loads (pipeline_loads) is " +
           std::to_string(o.pipelineLoads) +
           "; the generic pipeliner's rings have 1 to 8 stages (1: one "
           "buffer per load, refilled after its last reader; 0: off)";
  if (o.warpSpecialize > 4)
    return "--warp-specialize (warp_specialize) is " +
           std::to_string(o.warpSpecialize) +
           "; a producer partition has 1 to 4 warps (0: off)";
  if (o.warpSpecialize && !o.pipelineLoads)
    return "--warp-specialize (warp_specialize) splits the loops the generic "
           "pipeliner wrote; give --pipeline-loads (pipeline_loads) too";
  if (o.overlapDots && !o.warpSpecialize)
    return "--overlap-dots (overlap_dots) rotates the consumers' loop of a "
           "warp-specialized kernel; give --warp-specialize (warp_specialize) "
           "too";
  if (o.pingPong && !o.warpSpecialize)
    return "--ping-pong (ping_pong) orders the consumer warpgroups of a "
           "warp-specialized loop; give --warp-specialize (warp_specialize) "
           "too";
  return std::nullopt;
}

void tile::buildTilePlanningPipeline(OpPassManager &pm,
                                     const CompileOptions &o) {
  TileLowerDotOptions lowerDot;
  lowerDot.dotKind = o.dotKind;
  lowerDot.remarks = o.remarks;
  pm.addPass(createTileLowerDot(lowerDot));
  TilePipelineOptions pipeline;
  pipeline.remarks = o.remarks;
  pm.addPass(createTilePipeline(pipeline));
  // The loops tile-pipeline left to the generic pipeliner (a tcgen05 dot's
  // K loop, TMA or cp.async), or with --pipeline-loads every loop it takes.
  TilePipelineLoadsOptions loads;
  if (o.pipelineLoads)
    loads.stages = o.pipelineLoads;
  loads.planned = !o.pipelineLoads;
  loads.remarks = o.remarks;
  pm.addPass(createTilePipelineLoads(loads));
  // The kernels tile-pipeline planned a producer for (a TMA tcgen05 loop),
  // or with --warp-specialize every kernel it can split.
  TileWarpSpecializeOptions ws;
  if (o.warpSpecialize)
    ws.producerWarps = o.warpSpecialize;
  ws.planned = !o.warpSpecialize;
  ws.pingPong = o.pingPong;
  ws.remarks = o.remarks;
  pm.addPass(createTileWarpSpecialize(ws));
  // The loops left to every thread whose tcgen05 dots read B from
  // tile-pipeline-loads' rings (attention's): accumulators allocated once,
  // O kept in tensor memory.
  TileTmemDotsOptions tmemDots;
  tmemDots.remarks = o.remarks;
  pm.addPass(createTileTmemDots(tmemDots));
  if (o.overlapDots) {
    TileOverlapDotsOptions overlap;
    overlap.remarks = o.remarks;
    pm.addPass(createTileOverlapDots(overlap));
  }
  pm.addPass(createTileAllocateShared());
}

void tile::buildLoweringPipeline(OpPassManager &pm, const CompileOptions &o) {
  buildTilePlanningPipeline(pm, o);
  buildTileToLLVMPipeline(pm, o);
}

void tile::buildTileToLLVMPipeline(OpPassManager &pm, const CompileOptions &o) {
  ConvertTileToLLVMOptions toLLVM;
  toLLVM.remarks = o.remarks;
  toLLVM.checkLayouts = o.checkLayouts;
  pm.addPass(createTileAssignLayouts());
  pm.addPass(createConvertTileToLLVM(toLLVM));
  TileAttachNVVMTargetOptions attach;
  attach.ptxVersion = o.ptxVersion;
  attach.optLevel = o.optLevel;
  pm.addPass(createTileAttachNVVMTarget(attach));
  pm.addPass(createTileScalarsToLLVM());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  if (o.debug || o.lineinfo) {
    LLVM::DIScopeForLLVMFuncOpPassOptions di;
    // NVPTX prints `, debug` for line tables too; --lineinfo wants only the
    // .loc directives (what clang's -gline-directives-only gives CUDA).
    di.emissionKind = o.debug ? LLVM::DIEmissionKind::Full
                              : LLVM::DIEmissionKind::DebugDirectivesOnly;
    pm.addPass(LLVM::createDIScopeForLLVMFuncOpPass(di));
  }
}

LogicalResult tile::compileModule(ModuleOp module, const CompileOptions &o,
                                  llvm::raw_ostream &os,
                                  std::string *metadata) {
  if (std::optional<std::string> error = validateOptions(o))
    return module.emitError() << *error;
  std::string unused;
  Target target = *Target::parse(o.gpuName, unused);
  if (failed(setModuleTarget(module, target)))
    return failure();
  // Planning (dot families, pipelines: they change the launch shape), then
  // the kernels' launch attributes and signatures, then the lowering, which
  // erases the tile.kernel ops.
  PassManager planning(module.getContext()), pm(module.getContext());
  // One timing report for the whole compile (tile-translate --mlir-timing;
  // o.timing when the caller collects its own): the passes of both pass
  // managers and the stages of emission (LLVM IR, -O3, NVPTX codegen).
  DefaultTimingManager defaultTiming;
  applyDefaultTimingManagerCLOptions(defaultTiming);
  TimingScope defaultRoot = defaultTiming.getRootScope();
  TimingScope &timing = o.timing ? *o.timing : defaultRoot;
  // Command-line pass-manager options (--mlir-print-ir-*) apply when a
  // driver registered them; they fail quietly otherwise (the Python
  // bindings), which is not an error.
  for (PassManager *p : {&planning, &pm}) {
    (void)applyPassManagerCLOptions(*p);
    p->enableTiming(timing);
  }
  buildTilePlanningPipeline(planning, o);
  buildTileToLLVMPipeline(pm, o);
  if (failed(planning.run(module)))
    return failure();
  KernelInfoList kernels;
  if (metadata || o.emit == EmitKind::Metadata) {
    kernels = collectKernelInfo(module);
    // The launch metadata comes from the tile.kernel ops (parameters,
    // threads, clusters): an input lowered already (tile-opt
    // --convert-tile-to-llvm) has none left to read.
    bool lowered = false;
    if (kernels.kernels.empty())
      module.walk([&](LLVM::LLVMFuncOp f) {
        lowered |= f->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName());
      });
    if (lowered)
      return module.emitError(
          "no launch metadata: the input's kernels are lowered already (LLVM "
          "dialect); the metadata is read from tile.kernel ops, so pass the "
          "tile IR instead");
  }
  // The lowering is verified once, at its end, not after each of its
  // passes: those re-verified the whole growing kernel five times (~3 ms of
  // a ~70 ms GEMM compile). tile-opt (the lit tests of each pass) still
  // verifies after every pass.
  pm.enableVerifier(false);
  if (failed(pm.run(module)))
    return failure();
  TimingScope verifyTimer = timing.nest("verify lowered module");
  if (failed(verify(module)))
    return failure();
  verifyTimer.stop();
  if (metadata)
    *metadata = kernelMetadataJSON(kernels, module, o);
  switch (o.emit) {
  case EmitKind::MLIR:
    module.print(os);
    return success();
  case EmitKind::Metadata:
    if (module.getOps<gpu::GPUModuleOp>().empty())
      return module.emitError("nothing to emit: the module has no tile.kernel");
    os << kernelMetadataJSON(kernels, module, o);
    return success();
  case EmitKind::Cubin: {
    // PTX first (without the cubin emit kind), then the installed ptxas.
    CompileOptions ptxOptions = o;
    ptxOptions.emit = EmitKind::PTX;
    std::string ptx;
    llvm::raw_string_ostream ptxStream(ptx);
    if (failed(emitFromLowered(module, ptxOptions, ptxStream, &timing)))
      return failure();
    std::string error;
    std::optional<std::string> cubin =
        assembleCubin(ptx, target.name(), o, llvm::errs(), error);
    if (!cubin)
      return module.emitError() << error;
    os << *cubin;
    return success();
  }
  case EmitKind::LLVM:
  case EmitKind::PTX:
    break;
  }
  return emitFromLowered(module, o, os, &timing);
}
