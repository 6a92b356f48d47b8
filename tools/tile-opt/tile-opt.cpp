//===- tile-opt.cpp - mlir-opt with the tile dialect and passes -----------===//
//
// Upstream's MlirOptMain with everything mlir-opt-22 registers (all dialects,
// extensions and passes, and the LLVM IR translations the GPU pipelines need,
// so gpu-lower-to-nvvm-pipeline serializes to PTX as it does there) plus
// tile's dialects, passes and the tile-to-nvvm pipeline.
//
// Unlike mlir-opt, tile-opt reads its input itself and runs tile's pre-parse
// guard (tile::findUnparseableInput, as tile-translate and the Python module
// do) before MlirOptMain parses it: MLIR 22's parser segfaults on some input
// instead of diagnosing it (docs/robustness.md). Such input gets a located
// error and exit status 1; with -split-input-file only the chunks that have
// it, and with -verify-diagnostics the error is checked like any other.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Passes.h"
#include "TileDialect/Target/Compiler.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/ToolUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

#include <cstdio>

using namespace mlir;

namespace {
struct PipelineOptions : PassPipelineOptions<PipelineOptions> {
  Option<std::string> ptxVersion{*this, "ptx-version",
                                 llvm::cl::desc("PTX ISA version X.Y")};
  Option<unsigned> optLevel{*this, "O", llvm::cl::desc("optimization level"),
                            llvm::cl::init(3)};
  Option<std::string> dotKind{*this, "dot-kind",
                              llvm::cl::desc("auto|mma_sync|wgmma|tcgen05|block_scale"),
                              llvm::cl::init("auto")};
};
} // namespace

/// tile-opt lets brackets nest deeper than tile-translate does
/// (tile::kMaxInputNestingDepth, 256), so that tests can reach the lowering's
/// own nesting checks (test/Regression/nested-regions.mlir), and still well
/// below the ~3500 levels at which MLIR 22's parser overflows an 8 MiB stack.
static constexpr unsigned kMaxOptNestingDepth = 1024;

static const char *findUnparseable(llvm::StringRef text, std::string &why) {
  return tile::findUnparseableInput(text, why, kMaxOptNestingDepth);
}

/// `chunk` (a piece of `source` with -split-input-file, else all of it) as a
/// buffer of its own in which it keeps its lines and columns: the lines of
/// `source` before it are left empty. MlirOptMain, which then sees only the
/// chunk, reports the places mlir-opt would report.
static std::unique_ptr<llvm::MemoryBuffer>
standalone(const llvm::MemoryBuffer &chunk, llvm::MemoryBufferRef source) {
  size_t lines = 0;
  if (chunk.getBufferStart() >= source.getBufferStart() &&
      chunk.getBufferStart() <= source.getBufferEnd())
    lines = llvm::StringRef(source.getBufferStart(),
                            chunk.getBufferStart() - source.getBufferStart())
                .count('\n');
  return llvm::MemoryBuffer::getMemBufferCopy(
      std::string(lines, '\n') + chunk.getBuffer().str(),
      source.getBufferIdentifier());
}

/// Reports what findUnparseable found in `chunk` at `bad` as an error at that
/// line and column, and checks it against the chunk's expected-* comments
/// under -verify-diagnostics.
static LogicalResult reject(std::unique_ptr<llvm::MemoryBuffer> chunk,
                            const char *bad, llvm::StringRef why,
                            const MlirOptMainConfig &config) {
  llvm::SourceMgr sourceMgr;
  std::string name = chunk->getBufferIdentifier().str();
  sourceMgr.AddNewSourceBuffer(std::move(chunk), llvm::SMLoc());
  auto [line, column] =
      sourceMgr.getLineAndColumn(llvm::SMLoc::getFromPointer(bad));
  MLIRContext context(MLIRContext::Threading::DISABLED);
  Location loc = FileLineColLoc::get(&context, name, line, column);
  if (!config.shouldVerifyDiagnostics()) {
    SourceMgrDiagnosticHandler handler(sourceMgr, &context);
    emitError(loc) << why;
    return failure();
  }
  SourceMgrDiagnosticVerifierHandler handler(sourceMgr, &context,
                                             config.verifyDiagnosticsLevel());
  emitError(loc) << why;
  return handler.verify();
}

/// MlirOptMain on `input`, or, where some of it would crash MLIR 22's parser,
/// on each chunk that would not (split as MlirOptMain splits it), with the
/// others rejected.
static LogicalResult processInput(llvm::raw_ostream &os,
                                  std::unique_ptr<llvm::MemoryBuffer> input,
                                  DialectRegistry &registry,
                                  const MlirOptMainConfig &config) {
  std::string why;
  if (!findUnparseable(input->getBuffer(), why))
    return MlirOptMain(os, std::move(input), registry, config);

  MlirOptMainConfig chunkConfig = config;
  chunkConfig.splitInputFile("").outputSplitMarker("");
  auto processChunk = [&](std::unique_ptr<llvm::MemoryBuffer> chunk,
                          const llvm::MemoryBufferRef &source,
                          llvm::raw_ostream &os) -> LogicalResult {
    std::unique_ptr<llvm::MemoryBuffer> own = standalone(*chunk, source);
    std::string why;
    if (const char *bad = findUnparseable(own->getBuffer(), why))
      return reject(std::move(own), bad, why, config);
    return MlirOptMain(os, std::move(own), registry, chunkConfig);
  };
  return splitAndProcessBuffer(std::move(input), processChunk, os,
                               config.inputSplitMarker(),
                               config.outputSplitMarker());
}

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  // As mlir-opt: the GPU, NVVM, ROCDL, ... translations to LLVM IR that
  // gpu-module-to-binary (gpu-lower-to-nvvm-pipeline) needs.
  registerAllGPUToLLVMIRTranslations(registry);
  tile::registerTileDialects(registry);
  registerAllPasses();
  tile::registerTilePasses();
  PassPipelineRegistration<PipelineOptions>(
      "tile-to-nvvm",
      "The tile-translate lowering: tile IR with target attributes to the "
      "LLVM dialect in a gpu.module with #nvvm.target",
      [](OpPassManager &pm, const PipelineOptions &po) {
        tile::CompileOptions o;
        o.ptxVersion = po.ptxVersion;
        o.optLevel = po.optLevel;
        o.dotKind = po.dotKind;
        tile::buildLoweringPipeline(pm, o);
      });

  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "tile optimizer driver: tile and upstream MLIR passes\n",
      registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();

  // --show-dialects and --list-passes read no input (as in mlir-opt).
  if (config.shouldShowDialects() || config.shouldListPasses())
    return asMainReturnCode(MlirOptMain(
        llvm::outs(), llvm::MemoryBuffer::getMemBuffer(""), registry, config));

  if (inputFilename == "-" &&
      llvm::sys::Process::FileDescriptorIsDisplayed(fileno(stdin)))
    llvm::errs() << "(processing input from stdin now, hit ctrl-c/ctrl-d to "
                    "interrupt)\n";

  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &errorMessage);
  if (!input) {
    llvm::errs() << errorMessage << "\n";
    return EXIT_FAILURE;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << errorMessage << "\n";
    return EXIT_FAILURE;
  }
  if (failed(processInput(output->os(), std::move(input), registry, config)))
    return EXIT_FAILURE;
  output->keep();
  return EXIT_SUCCESS;
}
