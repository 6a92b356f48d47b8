//===- NVToLLVM.cpp - tile_nv ops as inline PTX ---------------------------===//
//
// The pass and the entry points; the patterns, one per tile_nv op, are in
// one file per instruction family (SyncToLLVM.cpp, ...). Each writes the
// inline PTX tile emits for its op:
// the text, the constraints (side-effecting asm also clobbers memory, so
// LLVM keeps memory accesses in order around it) and the result types. This
// is the only place the tile_nv level's instruction mnemonics are text
// (test/lint/nv-mnemonics.test checks it).
//
// The patterns run inside tile-scalars-to-llvm (no walk of their own) and,
// for tests, in convert-tile-nv-to-llvm.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Conversion/NVToLLVM.h"
#include "NVPatterns.h"
#include "TileDialect/Passes.h"

#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

namespace tile {
#define GEN_PASS_DEF_CONVERTTILENVTOLLVM
#include "TileDialect/Passes.h.inc"
} // namespace tile

using namespace mlir;
using namespace tile;
using namespace tile::nv;

namespace {
struct ConvertTileNVToLLVMPass
    : tile::impl::ConvertTileNVToLLVMBase<ConvertTileNVToLLVMPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    LLVMTypeConverter converter(ctx);
    RewritePatternSet patterns(ctx);
    populateNVToLLVMPatterns(converter, patterns);
    ConversionTarget target(*ctx);
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    configureNVToLLVMTarget(target);
    ConversionConfig config;
    config.allowPatternRollback = false;
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns), config)))
      signalPassFailure();
  }
};
} // namespace

Value tile::createInlinePtx(OpBuilder &b, Location loc, StringRef text,
                            Type result, StringRef constraints,
                            ValueRange operands, bool sideEffects,
                            bool clobber) {
  std::string c = constraints.str();
  if (clobber)
    c += c.empty() ? "~{memory}" : ",~{memory}";
  auto op = LLVM::InlineAsmOp::create(
      b, loc, result ? TypeRange{result} : TypeRange{}, operands,
      b.getStringAttr(text), b.getStringAttr(c),
      sideEffects ? b.getUnitAttr() : UnitAttr(), nullptr,
      LLVM::TailCallKindAttr(), LLVM::AsmDialectAttr(), ArrayAttr());
  return result ? op.getResult(0) : Value();
}

void tile::populateNVToLLVMPatterns(LLVMTypeConverter &converter,
                                    RewritePatternSet &patterns) {
  nv::conv::populateSyncPatterns(converter, patterns);
  nv::conv::populateMemPatterns(converter, patterns);
  nv::conv::populateMmaPatterns(converter, patterns);
  nv::conv::populateTcgen05Patterns(converter, patterns);
  nv::conv::populateTmaPatterns(converter, patterns);
}

void tile::configureNVToLLVMTarget(ConversionTarget &target) {
  target.addIllegalDialect<NVDialect>();
  target.addLegalDialect<LLVM::LLVMDialect, NVVM::NVVMDialect>();
}
