//===- Compiler.h - The tile compile pipeline -------------------*- C++ -*-===//
//
// One pipeline serves tile-translate and the Python bindings, so the two can
// never disagree.
//
//===----------------------------------------------------------------------===//
#ifndef TILEDIALECT_TARGET_COMPILER_H
#define TILEDIALECT_TARGET_COMPILER_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

namespace tile {

enum class EmitKind {
  MLIR,
  LLVM,
  PTX,
  Cubin,    ///< PTX assembled by the installed ptxas for the same target
  Metadata, ///< launch metadata of every kernel as JSON
};

struct CompileOptions {
  std::string gpuName;     ///< e.g. "sm_90a" (required)
  std::string ptxVersion;  ///< "X.Y"; empty picks the lowest that works
  unsigned optLevel = 3;   ///< 0..3
  /// Let LLVM contract a float multiply and add into fma (NVPTX then
  /// prints mul.f32 / add.f32, which ptxas may contract too): Triton's
  /// enable_fp_fusion and nvcc's --fmad, on by default in both. Off: every
  /// multiply and add rounds on its own (mul.rn / add.rn). Targets without
  /// native fp16 arithmetic (before sm_53) never contract: LLVM would
  /// compute a promoted f16 fma in f64.
  bool fpFusion = true;
  bool debug = false;      ///< full device debug info (needs optLevel 0)
  bool lineinfo = false;   ///< .loc line tables only
  EmitKind emit = EmitKind::PTX;
  std::string dotKind = "auto"; ///< auto|mma_sync|wgmma|tcgen05|block_scale
  /// tile-pipeline remarks: what became of every loop that runs a tile.dot.
  bool remarks = false;
  /// Ring depth of tile-pipeline-loads, the generic pipeliner, after
  /// tile-pipeline (2 to 8); 0 leaves it out (the default for now).
  unsigned pipelineLoads = 0;
  /// Producer warps of tile-warp-specialize after tile-pipeline-loads (1 to
  /// 4); 0 leaves it out (the default).
  unsigned warpSpecialize = 0;
  /// tile-warp-specialize{ping-pong}: the consumer warpgroups take turns at
  /// the loop's wgmma dots (needs warpSpecialize).
  bool pingPong = false;
  /// tile-overlap-dots after tile-warp-specialize: the consumers' loop
  /// issues its first wgmma dot one iteration ahead of its second
  /// (FlashAttention-3's overlap within a warpgroup; needs warpSpecialize).
  bool overlapDots = false;
  /// tile-assign-layouts before the lowering, which checks that it holds
  /// every value where the pass put it (convert-tile-to-llvm{check-layouts}).
  bool checkLayouts = false;
  /// Extra ptxas options for EmitKind::Cubin (tile-translate -Xptxas).
  std::vector<std::string> ptxasOptions;
  /// The ptxas to run; empty searches PATH, $CUDA_HOME/bin and
  /// /usr/local/cuda/bin.
  std::string ptxasPath;
  /// CUDA's libdevice.10.bc, linked where a math op needs it (powf, log1p,
  /// f64 exp, ...); empty searches $CUDA_HOME/nvvm/libdevice and
  /// /usr/local/cuda/nvvm/libdevice.
  std::string libdevicePath;
  /// When set, a PTX compile also appends here the optimized LLVM IR that
  /// EmitKind::LLVM prints (tile-translate --llvm-file): both outputs of one
  /// run, for the golden corpus (scripts/golden).
  std::string *llvmIR = nullptr;
  /// When set, compileModule times its passes and stages (LLVM IR, -O3,
  /// NVPTX codegen) under this scope instead of the report that
  /// --mlir-timing asks for (the Python module's compile_timing).
  mlir::TimingScope *timing = nullptr;
};

/// How deep brackets ({[(<) may nest in input to tile-translate and the
/// Python module. MLIR's parser, verifier and printer recurse once per level,
/// so ~3500 levels exhaust an 8 MiB stack (a segfault, not a diagnostic); no
/// kernel needs more than a few dozen. See docs/robustness.md.
inline constexpr unsigned kMaxInputNestingDepth = 256;

/// Input that MLIR 22's parser crashes on instead of diagnosing (brackets
/// nested deeper than `maxNestingDepth`, `array<index: ...>`,
/// llvm.extractvalue / insertvalue positions of 2^31 or more): where it goes
/// wrong, with `why` set, or null. Every tile entry point checks it before
/// parsing (tile-opt with a deeper limit: tools/tile-opt/tile-opt.cpp).
const char *findUnparseableInput(
    llvm::StringRef text, std::string &why,
    unsigned maxNestingDepth = kMaxInputNestingDepth);

/// Registers every dialect, interface and LLVM IR translation the pipeline
/// uses.
void registerTileDialects(mlir::DialectRegistry &registry);

/// Checks the options on their own (target name, PTX version syntax, -g
/// with -O0, ...). Returns a one-line error message on failure.
std::optional<std::string> validateOptions(const CompileOptions &options);

/// tile IR (with target attributes) -> LLVM dialect inside a gpu.module
/// carrying #nvvm.target: the planning passes, then the lowering.
void buildLoweringPipeline(mlir::OpPassManager &pm,
                           const CompileOptions &options);
/// The passes that decide how kernels run and may change their launch shape
/// (tile-lower-dot, tile-pipeline).
void buildTilePlanningPipeline(mlir::OpPassManager &pm,
                               const CompileOptions &options);
/// convert-tile-to-llvm and everything after it.
void buildTileToLLVMPipeline(mlir::OpPassManager &pm,
                             const CompileOptions &options);

/// The whole compile: sets the target from options.gpuName, runs the
/// pipeline and writes MLIR, LLVM IR or PTX to `os`. Diagnostics go to the
/// context's handler; returns failure after reporting them.
/// When `metadata` is given, it receives the launch metadata JSON as well
/// (tile-translate --metadata-file).
mlir::LogicalResult compileModule(mlir::ModuleOp module,
                                  const CompileOptions &options,
                                  llvm::raw_ostream &os,
                                  std::string *metadata = nullptr);

/// Lowered module (gpu.module with #nvvm.target) -> LLVM IR or PTX.
/// `timing`, when given, gets a timer per stage (translation to LLVM IR,
/// the LLVM optimization pipeline, NVPTX codegen).
mlir::LogicalResult emitFromLowered(mlir::ModuleOp module,
                                    const CompileOptions &options,
                                    llvm::raw_ostream &os,
                                    mlir::TimingScope *timing = nullptr);

/// The ptxas that EmitKind::Cubin runs: options.ptxasPath when given, else
/// the first of PATH, $CUDA_HOME/bin, /usr/local/cuda/bin. On failure sets
/// `error` to a message naming where it looked.
std::optional<std::string> findPtxas(const CompileOptions &options,
                                     std::string &error);

/// CUDA's libdevice bitcode: options.libdevicePath when given, else
/// libdevice.10.bc under $CUDA_HOME/nvvm/libdevice or
/// /usr/local/cuda/nvvm/libdevice. On failure sets `error` to a message
/// naming where it looked.
std::optional<std::string> findLibdevice(const CompileOptions &options,
                                         std::string &error);

/// Runs ptxas on `ptx` for `gpuName` (plus -O, -g/-lineinfo and
/// options.ptxasOptions) and returns the cubin bytes. ptxas's own messages
/// (warnings, -v statistics) are written to `diagnostics`.
std::optional<std::string> assembleCubin(llvm::StringRef ptx,
                                         llvm::StringRef gpuName,
                                         const CompileOptions &options,
                                         llvm::raw_ostream &diagnostics,
                                         std::string &error);

/// What metadata needs from each tile.kernel before lowering erases it.
struct KernelParamInfo {
  std::string type;    ///< "!tile.ptr<f32>", "i32", ...
  std::string ptxType; ///< ".u64", ".u32", ".f32", ".b8[128]" (tensor map)
  unsigned size = 0;
  unsigned align = 0;
  bool tensorMap = false;
  /// A tensor map's box as the kernel's TMA copies read it, {rows, columns}
  /// in elements (what TensorMap.tiled takes; a row wider than 128 bytes is
  /// encoded as its 128-byte slab); empty when no tile.load_box /
  /// tile.store_box uses the parameter or two use different boxes.
  std::vector<int64_t> box;
  /// The swizzle (bytes: 128, or 0 for a narrow box) the map is encoded
  /// with, what the box ops' shared layout says (tile.load_box's
  /// getSharedLayout); -1 where `box` is empty.
  int64_t swizzle = -1;
};
struct KernelInfo {
  std::string name;
  std::vector<KernelParamInfo> params;
  unsigned threads = 0;
  bool exactThreads = true;
  std::vector<int> clusterDims;
  std::optional<unsigned> maxClusterRank, minBlocksPerSm, maxRegisters;
  bool blocksAreClusters = false;
  unsigned dynamicSmemBytes = 0;
};
struct KernelInfoList {
  std::vector<KernelInfo> kernels;
};
/// Collects KernelInfo from every tile.kernel of `module`.
KernelInfoList collectKernelInfo(mlir::ModuleOp module);

/// The launch metadata of `kernels` (collected before lowering) as compiled
/// into `lowered` (the module after the pipeline): one JSON object,
/// documented in docs/hopper.md.
std::string kernelMetadataJSON(const KernelInfoList &kernels,
                               mlir::ModuleOp lowered,
                               const CompileOptions &options);

/// "tile 0.1.0 (LLVM 22.x, PTX up to 9.0)".
std::string versionString();

} // namespace tile

#endif
