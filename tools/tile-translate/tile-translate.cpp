//===- tile-translate.cpp - tile IR -> PTX for one target -----------------===//
//
//   tile-translate --gpu-name=sm_90a kernel.mlir -o kernel.ptx
//
// A thin driver: options in, tile::compileModule out.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Target/Compiler.h"
#include "TileDialect/Target/TargetInfo.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/Timing.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;

static cl::OptionCategory category("tile-translate options");

static cl::opt<std::string> inputFile(cl::Positional,
                                      cl::desc("<input .mlir file, or - for stdin>"),
                                      cl::init("-"), cl::cat(category));
static cl::opt<std::string> outputFile("o", cl::desc("Output file (- for stdout)"),
                                       cl::value_desc("file"), cl::init("-"),
                                       cl::cat(category));
static cl::opt<std::string>
    gpuName("gpu-name",
            cl::desc("Target GPU: sm_XY, sm_XYa (arch-specific) or sm_XYf "
                     "(family-specific), e.g. sm_90a, sm_100f. See "
                     "--list-targets"),
            cl::value_desc("target"), cl::cat(category));
static cl::opt<std::string>
    ptxVersion("ptx-version",
               cl::desc("PTX ISA version X.Y for .version (default: the "
                        "lowest the target and the kernel's instructions "
                        "allow)"),
               cl::value_desc("X.Y"), cl::cat(category));
static cl::opt<unsigned> optLevel("O", cl::desc("Optimization level 0-3 (default 3)"),
                                  cl::Prefix, cl::init(3), cl::cat(category));
static cl::opt<bool> enableFpFusion(
    "enable-fp-fusion",
    cl::desc("Contract float multiplies and adds into fma, as nvcc (--fmad) "
             "and Triton (enable_fp_fusion) do by default (default true; "
             "=false rounds each multiply and add on its own: mul.rn, "
             "add.rn)"),
    cl::init(true), cl::cat(category));
static cl::opt<unsigned> warpSpecialize(
    "warp-specialize",
    cl::desc("Run tile-warp-specialize after the generic pipeliner "
             "(--pipeline-loads) with this many producer warps (1 to 4): a "
             "kernel whose loop copies TMA boxes through rings splits into "
             "producer warps issuing every iteration's copies and the "
             "kernel's warps computing; 0 (the default) leaves it out"),
    cl::init(0), cl::cat(category));
static cl::opt<bool> pingPong(
    "ping-pong",
    cl::desc("With --warp-specialize: the consumer warpgroups (8 or more "
             "warps) take turns at the loop's wgmma dots, one warpgroup's "
             "dots beside the others' softmax (tile-warp-specialize{ping-pong})"),
    cl::init(false), cl::cat(category));
static cl::opt<bool> overlapDots(
    "overlap-dots",
    cl::desc("With --warp-specialize: the consumers' loop issues its first "
             "wgmma dot (S = Q K^T) with the previous iteration's second (O "
             "+= P V) and runs the softmax while the second is in flight "
             "(tile-overlap-dots: FlashAttention-3's overlap within a "
             "warpgroup)"),
    cl::init(false), cl::cat(category));
static cl::opt<bool> debug("g", cl::desc("Full device debug info (requires -O0); "
                                         "adds ', debug' to .target"),
                           cl::cat(category));
static cl::alias debugAlias("device-debug", cl::aliasopt(debug),
                            cl::desc("Alias for -g"));
static cl::opt<bool> lineinfo("lineinfo",
                              cl::desc("Emit .loc line tables (any -O level)"),
                              cl::cat(category));
static cl::opt<tile::EmitKind>
    emit("emit", cl::desc("What to write"), cl::init(tile::EmitKind::PTX),
         cl::values(clEnumValN(tile::EmitKind::PTX, "ptx", "PTX assembly (default)"),
                    clEnumValN(tile::EmitKind::LLVM, "llvm", "LLVM IR"),
                    clEnumValN(tile::EmitKind::MLIR, "mlir",
                               "the lowered MLIR (LLVM/NVVM dialects)"),
                    clEnumValN(tile::EmitKind::Cubin, "cubin",
                               "an ELF cubin: the PTX assembled by the "
                               "installed ptxas for the same target"),
                    clEnumValN(tile::EmitKind::Metadata, "metadata",
                               "launch metadata of every kernel as JSON")),
         cl::cat(category));
static cl::list<std::string>
    xptxas("Xptxas",
           cl::desc("Pass options to ptxas with --emit=cubin "
                    "(comma-separated, e.g. -Xptxas=-v,--warn-on-spills)"),
           cl::value_desc("opt,..."), cl::CommaSeparated, cl::cat(category));
static cl::opt<std::string>
    ptxasPath("ptxas-path",
              cl::desc("The ptxas to run for --emit=cubin (default: PATH, "
                       "then $CUDA_HOME/bin, then /usr/local/cuda/bin)"),
              cl::value_desc("file"), cl::cat(category));
static cl::opt<std::string> libdevice(
    "libdevice",
    cl::desc("CUDA's libdevice.10.bc, linked where a math op needs it "
             "(powf, log1p, atan2, erf, f64 exp/log/sin, ...; default: "
             "$TILE_LIBDEVICE_PATH, then $CUDA_HOME/nvvm/libdevice, then "
             "/usr/local/cuda/nvvm/libdevice)"),
    cl::value_desc("file"), cl::cat(category));
static cl::opt<std::string>
    metadataFile("metadata-file",
                 cl::desc("Also write the kernels' launch metadata as JSON "
                          "to this file (a sidecar of the main output)"),
                 cl::value_desc("file"), cl::cat(category));
static cl::opt<std::string>
    llvmFile("llvm-file",
             cl::desc("Also write the optimized LLVM IR (what --emit=llvm "
                      "prints) to this file, from the same run as the PTX"),
             cl::value_desc("file"), cl::cat(category));
static cl::opt<std::string>
    dotKind("dot-kind",
            cl::desc("Force the tensor-core family of every tile.dot: "
                     "auto|mma_sync|wgmma|tcgen05|block_scale"),
            cl::init("auto"), cl::cat(category));
static cl::opt<unsigned> pipelineLoads(
    "pipeline-loads",
    cl::desc("Run the generic pipeliner (tile-pipeline-loads) after "
             "tile-pipeline with rings of this many stages (1 to 8): every "
             "loop's tile.loads whose addresses follow the induction "
             "variable become cp.async copies into shared-memory buffers, "
             "stages - 1 iterations ahead (1: one buffer per load, refilled "
             "for the next iteration once its last reader is done); 0 (the "
             "default) leaves loops to tile-pipeline's templates and the "
             "lowering"),
    cl::init(0), cl::cat(category));
static cl::opt<bool>
    remarks("remarks",
            cl::desc("Say what tile-pipeline made of every loop that runs a "
                     "tile.dot (remarks on stderr): its pipeline, or why it "
                     "is not pipelined, persistent or multicast; and which "
                     "dot operands skip per-iteration staging (staged once "
                     "before their loop, or taken in registers)"),
            cl::cat(category));
static cl::opt<bool> checkLayouts(
    "check-layouts",
    cl::desc("Run tile-assign-layouts before the lowering and check that "
             "the lowering holds every value in the layout the pass wrote "
             "(an error where not; the output is the same): scripts/golden "
             "--check-layouts"),
    cl::cat(category));
static cl::opt<bool> listTargets("list-targets",
                                 cl::desc("Print every known target and exit"),
                                 cl::cat(category));
static cl::opt<bool>
    printTargetInfo("print-target-info",
                    cl::desc("Print the --gpu-name target as JSON and exit"),
                    cl::cat(category));

static int fail(const Twine &message) {
  WithColor::error(errs(), "tile-translate") << message << "\n";
  return 1;
}

static std::optional<tile::Target> parseTarget() {
  std::string error;
  std::optional<tile::Target> target = tile::Target::parse(gpuName, error);
  if (!target)
    fail(error);
  return target;
}

int main(int argc, char **argv) {
  InitLLVM y(argc, argv);
  mlir::registerAsmPrinterCLOptions();
  mlir::registerMLIRContextCLOptions();
  mlir::registerPassManagerCLOptions();
  mlir::registerDefaultTimingManagerCLOptions();
  cl::SetVersionPrinter(
      [](raw_ostream &os) { os << tile::versionString() << "\n"; });
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "tile-translate: compile tile IR to PTX for one NVIDIA target\n\n"
      "  tile-translate --gpu-name=sm_90a kernel.mlir -o kernel.ptx\n"
      "  tile-translate --gpu-name=sm_100f --emit=llvm kernel.mlir\n"
      "  tile-translate --gpu-name=sm_90a --emit=cubin kernel.mlir -o k.cubin\n"
      "  tile-translate --gpu-name=sm_90a --emit=metadata kernel.mlir\n"
      "  cat kernel.mlir | tile-translate --gpu-name=sm_80 -\n"
      "  tile-translate --list-targets\n");

  if (listTargets) {
    outs() << tile::Target::formatTable();
    return 0;
  }
  if (gpuName.empty())
    return fail("--gpu-name is required (e.g. --gpu-name=sm_90a); "
                "--list-targets shows every target");
  if (printTargetInfo) {
    std::optional<tile::Target> target = parseTarget();
    if (!target)
      return 1;
    outs() << target->toJSON() << "\n";
    return 0;
  }

  tile::CompileOptions options;
  options.gpuName = gpuName;
  options.ptxVersion = ptxVersion;
  options.optLevel = optLevel;
  options.fpFusion = enableFpFusion;
  options.debug = debug;
  options.lineinfo = lineinfo;
  options.emit = emit;
  options.dotKind = dotKind;
  options.remarks = remarks;
  options.pipelineLoads = pipelineLoads;
  options.warpSpecialize = warpSpecialize;
  options.pingPong = pingPong;
  options.overlapDots = overlapDots;
  options.checkLayouts = checkLayouts;
  options.ptxasOptions.assign(xptxas.begin(), xptxas.end());
  options.ptxasPath = ptxasPath;
  options.libdevicePath = libdevice;
  std::string llvmIR;
  if (!llvmFile.empty()) {
    if (options.emit != tile::EmitKind::PTX)
      return fail("--llvm-file goes with PTX output (the default --emit=ptx)");
    options.llvmIR = &llvmIR;
  }
  if (std::optional<std::string> error = tile::validateOptions(options))
    return fail(*error);
  if (options.emit == tile::EmitKind::Cubin) {
    // Say that ptxas is missing before compiling anything.
    std::string error;
    if (!tile::findPtxas(options, error))
      return fail(error);
  }

  std::string errorMessage;
  std::unique_ptr<MemoryBuffer> input =
      mlir::openInputFile(inputFile, &errorMessage);
  if (!input)
    return fail(errorMessage);

  mlir::DialectRegistry registry;
  tile::registerTileDialects(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // Errors name the op and its location; dumping the whole lowered module
  // after each one buries the message.
  context.printOpOnDiagnostic(false);

  SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(input), SMLoc());
  mlir::SourceMgrDiagnosticHandler diagHandler(sourceMgr, &context);

  std::string why;
  if (const char *bad = tile::findUnparseableInput(
          sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer(),
          why)) {
    sourceMgr.PrintMessage(errs(), SMLoc::getFromPointer(bad),
                           SourceMgr::DK_Error, why);
    return 1;
  }

  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;

  // Compile into memory first so a failed compile leaves no partial file.
  std::string result;
  raw_string_ostream resultStream(result);
  std::string metadata;
  if (mlir::failed(tile::compileModule(*module, options, resultStream,
                                       metadataFile.empty() ? nullptr
                                                            : &metadata)))
    return 1;
  for (auto [file, text] : {std::pair(&metadataFile, &metadata),
                             std::pair(&llvmFile, &llvmIR)}) {
    if (file->empty())
      continue;
    std::unique_ptr<ToolOutputFile> sidecar =
        mlir::openOutputFile(*file, &errorMessage);
    if (!sidecar)
      return fail(errorMessage);
    sidecar->os() << *text;
    sidecar->keep();
  }

  std::unique_ptr<ToolOutputFile> output =
      mlir::openOutputFile(outputFile, &errorMessage);
  if (!output)
    return fail(errorMessage);
  output->os() << result;
  output->keep();
  return 0;
}
