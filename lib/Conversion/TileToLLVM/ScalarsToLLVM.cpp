//===- ScalarsToLLVM.cpp - scf/arith/math/cf/index to LLVM in one go ------===//
//
// convert-tile-to-llvm leaves per-thread scalar code in scf, arith, math and
// cf; this pass lowers all of it to the LLVM dialect in one dialect
// conversion. Six upstream passes in a row walk the (unrolled, large) kernel
// six times and keep rollback state for every rewrite; one conversion
// without rollback is several times cheaper.
//
// math.exp, exp2, log, log2, sin, cos and tanh become PTX's approximate
// f32 instructions, as CUDA's fast math (__expf, __logf, ...) and Triton's
// tl.exp do (upstream would call libm functions NVPTX cannot select):
// exp(x) = ex2(x log2 e), log(x) = lg2(x) ln 2; f16 and bf16 go through f32.
// exp2 flushes subnormal inputs and results to zero (ex2.approx.ftz.f32),
// as Triton's tl.math.exp2 does: without .ftz ptxas wraps every ex2 in a
// range test and two multiplies for the subnormal results (a softmax's
// exp2 of x - max below -126, 2^-126 of its largest term). exp keeps them,
// as Triton's tl.exp does.
// The math ops PTX has no instruction for (powf, log1p, atan2, erf, ...,
// and exp/log/sin/... on f64) become calls to CUDA's libdevice functions
// (__nv_powf, __nv_log1p, ...), declared in the gpu.module; PTX emission
// links libdevice.10.bc.
//
// The tile_nv instructions convert-tile-to-llvm built become their inline
// PTX in the same conversion (populateNVToLLVMPatterns).
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/ElementwiseOps.h"
#include "TileDialect/Conversion/NVToLLVM.h"
#include "TileDialect/Conversion/TileToLLVM.h"
#include "TileDialect/Passes.h"
#include "TileDialect/Target/TargetInfo.h"
#include "TileDialect/TileDialect.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Transforms/DialectConversion.h"

namespace tile {
#define GEN_PASS_DEF_TILESCALARSTOLLVM
#include "TileDialect/Passes.h.inc"
} // namespace tile

using namespace mlir;

namespace {
/// A math op on f32, f16 or bf16 through PTX's approximate f32
/// instructions (convert-tile-to-llvm rejects other element types).
template <typename MathOp> struct ApproxMath : ConvertOpToLLVMPattern<MathOp> {
  using ConvertOpToLLVMPattern<MathOp>::ConvertOpToLLVMPattern;
  using OpAdaptor = typename MathOp::Adaptor;

  LogicalResult
  matchAndRewrite(MathOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!isa<Float32Type, Float16Type, BFloat16Type>(type))
      return failure();
    Location loc = op.getLoc();
    Type f32 = rewriter.getF32Type();
    Value x = adaptor.getOperand();
    if (type != f32)
      x = LLVM::FPExtOp::create(rewriter, loc, f32, x);
    auto nvvm = [&](StringRef intrinsic, Value v) -> Value {
      return LLVM::CallIntrinsicOp::create(rewriter, loc, f32,
                                           rewriter.getStringAttr(intrinsic),
                                           ValueRange{v})
          .getResult(0);
    };
    auto constant = [&](double c) -> Value {
      return LLVM::ConstantOp::create(rewriter, loc, f32,
                                      rewriter.getF32FloatAttr(float(c)));
    };
    auto mul = [&](Value v, double c) -> Value {
      return LLVM::FMulOp::create(rewriter, loc, v, constant(c));
    };
    constexpr double log2e = 1.4426950408889634, ln2 = 0.6931471805599453;
    Value r;
    if constexpr (std::is_same_v<MathOp, math::ExpOp>) {
      r = nvvm("llvm.nvvm.ex2.approx.f32", mul(x, log2e));
    } else if constexpr (std::is_same_v<MathOp, math::Exp2Op>) {
      r = nvvm("llvm.nvvm.ex2.approx.ftz.f", x);
    } else if constexpr (std::is_same_v<MathOp, math::LogOp>) {
      r = mul(nvvm("llvm.nvvm.lg2.approx.f", x), ln2);
    } else if constexpr (std::is_same_v<MathOp, math::Log2Op>) {
      r = nvvm("llvm.nvvm.lg2.approx.f", x);
    } else if constexpr (std::is_same_v<MathOp, math::SinOp>) {
      r = nvvm("llvm.nvvm.sin.approx.f", x);
    } else if constexpr (std::is_same_v<MathOp, math::CosOp>) {
      r = nvvm("llvm.nvvm.cos.approx.f", x);
    } else {
      static_assert(std::is_same_v<MathOp, math::TanhOp>);
      if (hasTanhApprox(op)) {
        // NVPTX selects an `afn` tanh as tanh.approx.f32.
        auto tanh = LLVM::TanhOp::create(rewriter, loc, f32, x);
        tanh.setFastmathFlags(LLVM::FastmathFlags::afn);
        r = tanh;
      } else {
        // tanh(x) = sign(x) (1 - e) / (1 + e), e = exp(-2 |x|) in (0, 1].
        Value e = nvvm("llvm.nvvm.ex2.approx.f32",
                       mul(LLVM::FAbsOp::create(rewriter, loc, x), -2 * log2e));
        r = LLVM::FDivOp::create(
            rewriter, loc, LLVM::FSubOp::create(rewriter, loc, constant(1), e),
            LLVM::FAddOp::create(rewriter, loc, constant(1), e));
        r = LLVM::CopySignOp::create(rewriter, loc, r, x);
      }
    }
    if (type != f32)
      r = LLVM::FPTruncOp::create(rewriter, loc, type, r);
    rewriter.replaceOp(op, r);
    return success();
  }

  /// Whether convert-tile-to-llvm chose tanh.approx.f32 for the target
  /// (it records the feature on the gpu.module, which sets the PTX
  /// version).
  static bool hasTanhApprox(Operation *op) {
    auto module = op->getParentOfType<gpu::GPUModuleOp>();
    auto features = module ? module->getAttrOfType<ArrayAttr>(
                                 tile::TileDialect::kFeaturesAttrName)
                           : ArrayAttr();
    return features &&
           llvm::is_contained(features.getAsValueRange<StringAttr>(),
                              tile::featureName(tile::Feature::TanhApprox));
  }
};

/// A math op through its libdevice function (libDeviceFunction): f16 and
/// bf16 operands extended to f32, the result truncated back.
struct LibDeviceCall : ConversionPattern {
  LibDeviceCall(const LLVMTypeConverter &converter, StringRef opName,
                MLIRContext *ctx)
      : ConversionPattern(converter, opName, /*benefit=*/3, ctx) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (op->getNumResults() != 1)
      return failure();
    Type type = op->getResult(0).getType();
    std::string name = tile::libDeviceFunction(op, type);
    if (name.empty())
      return failure();
    auto module = op->getParentOfType<gpu::GPUModuleOp>();
    if (!module)
      return failure();
    Location loc = op->getLoc();
    Type callType = type.isF64() ? type : rewriter.getF32Type();
    auto fnType = LLVM::LLVMFunctionType::get(
        callType, SmallVector<Type>(operands.size(), callType));
    auto fn = module.lookupSymbol<LLVM::LLVMFuncOp>(name);
    if (!fn) {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(module.getBody());
      fn = LLVM::LLVMFuncOp::create(rewriter, loc, name, fnType);
    }
    SmallVector<Value> args;
    for (Value v : operands)
      args.push_back(v.getType() == callType
                         ? v
                         : LLVM::FPExtOp::create(rewriter, loc, callType, v));
    Value r = LLVM::CallOp::create(rewriter, loc, fn, args).getResult();
    if (type != callType)
      r = LLVM::FPTruncOp::create(rewriter, loc, type, r);
    rewriter.replaceOp(op, r);
    return success();
  }
};

struct TileScalarsToLLVMPass
    : tile::impl::TileScalarsToLLVMBase<TileScalarsToLLVMPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    LLVMTypeConverter converter(ctx);
    RewritePatternSet patterns(ctx);
    populateSCFToControlFlowConversionPatterns(patterns);
    arith::populateArithToLLVMConversionPatterns(converter, patterns);
    populateMathToLLVMConversionPatterns(converter, patterns);
    patterns.add<ApproxMath<math::ExpOp>, ApproxMath<math::Exp2Op>,
                 ApproxMath<math::LogOp>, ApproxMath<math::Log2Op>,
                 ApproxMath<math::SinOp>, ApproxMath<math::CosOp>,
                 ApproxMath<math::TanhOp>>(converter, /*benefit=*/2);
    for (const char *name : tile::libDeviceOps())
      patterns.add<LibDeviceCall>(converter, name, ctx);
    cf::populateControlFlowToLLVMConversionPatterns(converter, patterns);
    index::populateIndexToLLVMConversionPatterns(converter, patterns);
    tile::populateNVToLLVMPatterns(converter, patterns);

    LLVMConversionTarget target(*ctx);
    target.addLegalDialect<NVVM::NVVMDialect>();
    tile::configureNVToLLVMTarget(target);
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

