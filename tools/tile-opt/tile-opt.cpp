//===- tile-opt.cpp - mlir-opt with the tile dialect and passes -----------===//
#include "TileDialect/Passes.h"
#include "TileDialect/Target/Compiler.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

namespace {
struct PipelineOptions : mlir::PassPipelineOptions<PipelineOptions> {
  Option<std::string> ptxVersion{*this, "ptx-version",
                                 llvm::cl::desc("PTX ISA version X.Y")};
  Option<unsigned> optLevel{*this, "O", llvm::cl::desc("optimization level"),
                            llvm::cl::init(3)};
  Option<std::string> dotKind{*this, "dot-kind",
                              llvm::cl::desc("auto|mma_sync|wgmma|tcgen05|block_scale"),
                              llvm::cl::init("auto")};
};
} // namespace

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  tile::registerTileDialects(registry);
  mlir::registerAllPasses();
  tile::registerTilePasses();
  mlir::PassPipelineRegistration<PipelineOptions>(
      "tile-to-nvvm",
      "The tile-translate lowering: tile IR with target attributes to the "
      "LLVM dialect in a gpu.module with #nvvm.target",
      [](mlir::OpPassManager &pm, const PipelineOptions &po) {
        tile::CompileOptions o;
        o.ptxVersion = po.ptxVersion;
        o.optLevel = po.optLevel;
        o.dotKind = po.dotKind;
        tile::buildLoweringPipeline(pm, o);
      });
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "tile optimizer driver: tile and upstream MLIR passes\n",
      registry));
}
