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
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

namespace tile {

enum class EmitKind { MLIR, LLVM, PTX };

struct CompileOptions {
  std::string gpuName;     ///< e.g. "sm_90a" (required)
  std::string ptxVersion;  ///< "X.Y"; empty picks the lowest that works
  unsigned optLevel = 3;   ///< 0..3
  bool debug = false;      ///< full device debug info (needs optLevel 0)
  bool lineinfo = false;   ///< .loc line tables only
  EmitKind emit = EmitKind::PTX;
  std::string dotKind = "auto"; ///< auto|mma_sync|wgmma|tcgen05|block_scale
};

/// Registers every dialect, interface and LLVM IR translation the pipeline
/// uses.
void registerTileDialects(mlir::DialectRegistry &registry);

/// Checks the options on their own (target name, PTX version syntax, -g
/// with -O0, ...). Returns a one-line error message on failure.
std::optional<std::string> validateOptions(const CompileOptions &options);

/// tile IR (with target attributes) -> LLVM dialect inside a gpu.module
/// carrying #nvvm.target.
void buildLoweringPipeline(mlir::OpPassManager &pm,
                           const CompileOptions &options);

/// The whole compile: sets the target from options.gpuName, runs the
/// pipeline and writes MLIR, LLVM IR or PTX to `os`. Diagnostics go to the
/// context's handler; returns failure after reporting them.
mlir::LogicalResult compileModule(mlir::ModuleOp module,
                                  const CompileOptions &options,
                                  llvm::raw_ostream &os);

/// Lowered module (gpu.module with #nvvm.target) -> LLVM IR or PTX.
mlir::LogicalResult emitFromLowered(mlir::ModuleOp module,
                                    const CompileOptions &options,
                                    llvm::raw_ostream &os);

/// "tile 0.1.0 (LLVM 22.x, PTX up to 9.0)".
std::string versionString();

} // namespace tile

#endif
