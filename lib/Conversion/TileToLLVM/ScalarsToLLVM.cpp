//===- ScalarsToLLVM.cpp - scf/arith/math/cf/index to LLVM in one go ------===//
//
// convert-tile-to-llvm leaves per-thread scalar code in scf, arith, math and
// cf; this pass lowers all of it to the LLVM dialect in one dialect
// conversion. Six upstream passes in a row walk the (unrolled, large) kernel
// six times and keep rollback state for every rewrite; one conversion
// without rollback is several times cheaper.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Passes.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Transforms/DialectConversion.h"

namespace tile {
#define GEN_PASS_DEF_TILESCALARSTOLLVM
#include "TileDialect/Passes.h.inc"
} // namespace tile

using namespace mlir;

namespace {
struct TileScalarsToLLVMPass
    : tile::impl::TileScalarsToLLVMBase<TileScalarsToLLVMPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    LLVMTypeConverter converter(ctx);
    RewritePatternSet patterns(ctx);
    populateSCFToControlFlowConversionPatterns(patterns);
    arith::populateArithToLLVMConversionPatterns(converter, patterns);
    populateMathToLLVMConversionPatterns(converter, patterns);
    cf::populateControlFlowToLLVMConversionPatterns(converter, patterns);
    index::populateIndexToLLVMConversionPatterns(converter, patterns);

    LLVMConversionTarget target(*ctx);
    target.addLegalDialect<NVVM::NVVMDialect>();
    // Only the kernels' code is converted; the module and gpu.module
    // structure stays.
    target.addLegalOp<ModuleOp>();
    target.markUnknownOpDynamicallyLegal([](Operation *op) {
      return !isa<scf::SCFDialect, arith::ArithDialect, math::MathDialect,
                  cf::ControlFlowDialect, index::IndexDialect>(
          op->getDialect());
    });
    ConversionConfig config;
    config.allowPatternRollback = false;
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns), config)))
      signalPassFailure();
  }
};
} // namespace
