//===- PTXEmitter.cpp - LLVM dialect -> LLVM IR -> PTX --------------------===//
//
// tile emits PTX through its own NVPTX TargetMachine, configured from the
// gpu.module's #nvvm.target (chip + "+ptxNN"), never from a default chip.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Target/Compiler.h"
#include "TileDialect/Target/TargetInfo.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Transforms/IPO/Internalize.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/OptBisect.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/IR/PassTimingInfo.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Triple.h"

#include <mutex>

using namespace mlir;
using namespace tile;

extern "C" {
void LLVMInitializeNVPTXTargetInfo();
void LLVMInitializeNVPTXTarget();
void LLVMInitializeNVPTXTargetMC();
void LLVMInitializeNVPTXAsmPrinter();
}

static void initializeNVPTX() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
  });
}

static llvm::OptimizationLevel passBuilderLevel(unsigned o) {
  switch (o) {
  case 0: return llvm::OptimizationLevel::O0;
  case 1: return llvm::OptimizationLevel::O1;
  case 2: return llvm::OptimizationLevel::O2;
  default: return llvm::OptimizationLevel::O3;
  }
}

static llvm::CodeGenOptLevel codegenLevel(unsigned o) {
  switch (o) {
  case 0: return llvm::CodeGenOptLevel::None;
  case 1: return llvm::CodeGenOptLevel::Less;
  case 2: return llvm::CodeGenOptLevel::Default;
  default: return llvm::CodeGenOptLevel::Aggressive;
  }
}

namespace {
/// Skips NVPTX codegen's straight-line strength reduction. It compares every
/// address candidate with the earlier ones in its dominator scope, which is
/// quadratic in the per-thread accesses that unrolled tiles produce (the
/// largest single cost of compiling a GEMM), and ptxas strength-reduces the
/// same address arithmetic anyway.
///
/// In kernels with wgmma, also skips MachineSink. It moves arithmetic that
/// only code after a loop uses (a persistent tile's epilogue coordinates)
/// to the start of the loop's exit block: between the last wgmma of a
/// pipelined K loop and its wgmma.wait_group 0, where ptxas then
/// serializes every wgmma of the kernel (C7514 "Potential Performance
/// Loss": bench/gemm's persistent TMA-store kernels on sm_90a). ptxas
/// sinks and rematerializes on its own; test/Target/check_resources.py
/// fails on the message.
struct SkipQuadraticPasses : llvm::OptPassGate {
  bool skipMachineSink = false;
  bool isEnabled() const override { return true; }
  bool shouldRunPass(llvm::StringRef pass, llvm::StringRef) const override {
    // The legacy passes' argument names.
    return pass != "slsr" && !(skipMachineSink && pass == "machine-sink");
  }
};
} // namespace

/// The loop IDs in `m` that say only "llvm.loop.unroll.disable" and
/// "llvm.loop.vectorize.enable" false: what
/// #llvm.loop_annotation<vectorize = <disable = true>, unroll = <disable =
/// true>> translates to, the annotation tile's lowering puts on rare-path
/// loops (a cp.async chunk's element-by-element fallback,
/// AsyncCopyPipeline.cpp) so that LLVM's optimizer keeps them small loops.
static llvm::SmallPtrSet<llvm::MDNode *, 4> notUnrolledLoops(llvm::Module &m) {
  // Property `name` (an MDNode of `n` operands, the name first) or null.
  auto property = [](const llvm::MDOperand &op, llvm::StringRef name,
                     unsigned n) -> llvm::MDNode * {
    auto *prop = llvm::dyn_cast<llvm::MDNode>(op);
    auto *s = prop && prop->getNumOperands() == n
                  ? llvm::dyn_cast<llvm::MDString>(prop->getOperand(0))
                  : nullptr;
    return s && s->getString() == name ? prop : nullptr;
  };
  llvm::SmallPtrSet<llvm::MDNode *, 4> ids;
  for (llvm::Function &f : m)
    for (llvm::BasicBlock &bb : f) {
      llvm::Instruction *term = bb.getTerminator();
      llvm::MDNode *id =
          term ? term->getMetadata(llvm::LLVMContext::MD_loop) : nullptr;
      if (!id || id->getNumOperands() < 2 || id->getOperand(0) != id)
        continue;
      bool unrollDisable = false, other = false;
      for (const llvm::MDOperand &op : llvm::drop_begin(id->operands())) {
        llvm::MDNode *vectorize =
            property(op, "llvm.loop.vectorize.enable", 2);
        auto *enable =
            vectorize ? llvm::mdconst::dyn_extract<llvm::ConstantInt>(
                            vectorize->getOperand(1))
                      : nullptr;
        if (property(op, "llvm.loop.unroll.disable", 1))
          unrollDisable = true;
        else if (!enable || !enable->isZero())
          other = true;
      }
      if (unrollDisable && !other)
        ids.insert(id);
    }
  return ids;
}

/// Marks the inline-PTX barriers of `m` (bar.sync / bar.arrive on a named
/// barrier, barrier.*) convergent, as clang marks a CUDA asm statement: a
/// non-convergent call may be duplicated into divergent paths, and tail
/// duplication did so with a bar.sync after a branch that only a
/// partition's first thread takes (its warp then waits at two copies of
/// the barrier: a deadlock). Only the barriers: every thread of a warp
/// must reach the same one, and a block of one is what tail duplication
/// copies; marking every inline PTX so would also stop LLVM from
/// unrolling the loops that issue wgmma and copies.
static void markBarriersConvergent(llvm::Module &m) {
  for (llvm::Function &f : m)
    for (llvm::Instruction &i : llvm::instructions(f)) {
      auto *call = llvm::dyn_cast<llvm::CallInst>(&i);
      auto *asmCall = call ? llvm::dyn_cast<llvm::InlineAsm>(
                                 call->getCalledOperand())
                           : nullptr;
      if (!asmCall)
        continue;
      llvm::StringRef text = llvm::StringRef(asmCall->getAsmString()).ltrim();
      if (text.starts_with("bar.") || text.starts_with("barrier."))
        call->setConvergent();
    }
}

/// Drops the loop IDs `ids` from the loops of `m` once LLVM's optimizer is
/// done with them. The NVPTX printer would turn them into `.pragma
/// "nounroll"`, which binds ptxas too: with the fallback loops rolled in
/// the machine code, CUDA 13 ptxas gave examples/gemm_bf16.mlir's tcgen05
/// kernel (sm_100a) 56 registers and spilled 128 bytes of the accumulator
/// it reads back after the K loop (79 registers, no spill, before the
/// annotation; also with it but without the pragma). Without the pragma
/// ptxas unrolls them or not as it judges; the PTX stays small.
static void dropLoopIds(llvm::Module &m,
                        const llvm::SmallPtrSet<llvm::MDNode *, 4> &ids) {
  if (ids.empty())
    return;
  for (llvm::Function &f : m)
    for (llvm::BasicBlock &bb : f)
      if (llvm::Instruction *term = bb.getTerminator())
        if (ids.contains(term->getMetadata(llvm::LLVMContext::MD_loop)))
          term->setMetadata(llvm::LLVMContext::MD_loop, nullptr);
}

/// LLVM aborts (report_fatal_error, while printing PTX) on inline asm
/// whose text names an operand the op does not have, crashes on two inputs
/// tied to one output, and its constraint list must describe exactly the
/// op's results and operands. Both reach
/// tile-translate in hand-written or edited LLVM-dialect input: reject them
/// at the op instead.
static LogicalResult checkInlineAsm(gpu::GPUModuleOp gm) {
  WalkResult walk = gm.walk([](LLVM::InlineAsmOp op) {
    unsigned constraints = 0;
    SmallVector<StringRef> parts;
    StringRef(op.getConstraints()).split(parts, ',', -1, /*KeepEmpty=*/false);
    for (StringRef c : parts)
      if (!c.trim().starts_with("~"))
        ++constraints;
    // Each operand constraint: an optional '=' (output), '&' or '*', then
    // register-class letters or a tied output's number. Anything else (a
    // rescaled "-1169..." from the fuzzer) crashes LLVM's code generator.
    for (StringRef c : parts) {
      StringRef code = c.trim();
      if (code.starts_with("~"))
        continue;
      code.consume_front("=");
      code.consume_front("&");
      code.consume_front("*");
      if (!code.empty() && (llvm::all_of(code, llvm::isAlpha) ||
                            llvm::all_of(code, llvm::isDigit)))
        continue;
      op.emitOpError() << "has the operand constraint '" << c.trim()
                       << "', which is neither register-class letters nor "
                          "a tied output's number";
      return WalkResult::interrupt();
    }
    unsigned results = 0;
    if (op.getNumResults()) {
      auto st = dyn_cast<LLVM::LLVMStructType>(op.getResult(0).getType());
      results = st ? st.getBody().size() : 1;
    }
    unsigned have = results + op.getNumOperands();
    if (constraints != have) {
      op.emitOpError() << "has " << constraints
                       << " operand constraints (besides clobbers) for "
                       << results << " outputs and " << op.getNumOperands()
                       << " inputs";
      return WalkResult::interrupt();
    }
    // A tied input ("0", "1", ...) names a direct output, each at most
    // once (LLVM's register allocator crashes otherwise).
    SmallVector<bool> direct, tied;
    for (StringRef c : parts) {
      c = c.trim();
      if (c.starts_with("="))
        direct.push_back(!c.starts_with("=*"));
    }
    tied.assign(direct.size(), false);
    for (StringRef c : parts) {
      c = c.trim();
      unsigned long long n = ~0ull; // a number too large: no output
      if (c.empty() || !llvm::isDigit(c.front()))
        continue;
      if (c.getAsInteger(10, n) || n >= direct.size() || !direct[n] ||
          tied[n]) {
        op.emitOpError() << "ties an input to output " << c
                         << (n < direct.size() && tied[n]
                                 ? ", which another input is tied to already"
                                 : ", which is not an output register");
        return WalkResult::interrupt();
      }
      tied[n] = true;
    }
    if (std::optional<std::string> why =
            checkInlineAsmText(op.getAsmString(), have)) {
      op.emitOpError() << "asm text " << *why;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

/// LLVM's code generator splits a vector of any length into registers: a
/// vector<2147483648xf32> (a rescaled shape in edited LLVM-dialect input)
/// makes it run out of memory. tile emits vectors of at most 8 elements;
/// reject those past kMaxVectorElements at the op.
static constexpr int64_t kMaxVectorElements = 4096;

static std::optional<int64_t> oversizedVector(Type t, unsigned depth = 0) {
  if (depth > 16)
    return std::nullopt;
  if (auto v = dyn_cast<VectorType>(t))
    return v.getNumElements() > kMaxVectorElements
               ? std::optional<int64_t>(v.getNumElements())
               : std::nullopt;
  if (auto s = dyn_cast<LLVM::LLVMStructType>(t)) {
    for (Type e : s.getBody())
      if (std::optional<int64_t> n = oversizedVector(e, depth + 1))
        return n;
    return std::nullopt;
  }
  if (auto a = dyn_cast<LLVM::LLVMArrayType>(t))
    return oversizedVector(a.getElementType(), depth + 1);
  return std::nullopt;
}

static LogicalResult checkVectorSizes(gpu::GPUModuleOp gm) {
  WalkResult walk = gm.walk([](Operation *op) {
    for (Type t : llvm::concat<const Type>(op->getResultTypes(),
                                           op->getOperandTypes()))
      if (std::optional<int64_t> n = oversizedVector(t)) {
        op->emitOpError() << "uses a vector of " << *n
                          << " elements; tile-translate accepts LLVM vectors "
                             "of at most "
                          << kMaxVectorElements << " elements";
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

/// The libdevice functions (`__nv_*`, declared by tile-scalars-to-llvm for
/// math ops such as powf) the gpu.module calls.
static SmallVector<LLVM::LLVMFuncOp> libDeviceCalls(gpu::GPUModuleOp gm) {
  SmallVector<LLVM::LLVMFuncOp> found;
  for (auto fn : gm.getOps<LLVM::LLVMFuncOp>())
    if (fn.isExternal() && fn.getName().starts_with("__nv_"))
      found.push_back(fn);
  return found;
}

/// Links the libdevice functions `llvmModule` calls (LinkOnlyNeeded) and
/// makes them internal, so that the optimizer inlines them and PTX has no
/// `.func` of them beyond what is used; NVPTX's NVVMReflect pass resolves
/// libdevice's __nvvm_reflect queries (no flush-to-zero: the module sets no
/// nvvm-reflect-ftz). Errors are reported at the first call's location.
static LogicalResult linkLibDevice(gpu::GPUModuleOp gm, llvm::Module &module,
                                   const CompileOptions &o) {
  SmallVector<LLVM::LLVMFuncOp> used = libDeviceCalls(gm);
  if (used.empty())
    return success();
  auto at = [&]() -> Location {
    Location loc = gm.getLoc();
    gm.walk([&](LLVM::CallOp call) {
      if (call.getCallee() && call.getCallee()->starts_with("__nv_")) {
        loc = call.getLoc();
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    return loc;
  };
  auto describe = [&] {
    SmallVector<StringRef> names;
    for (LLVM::LLVMFuncOp fn : used)
      names.push_back(fn.getName());
    llvm::sort(names);
    return llvm::join(names, ", ");
  };
  std::string error;
  std::optional<std::string> path = findLibdevice(o, error);
  if (!path)
    return emitError(at()) << "math functions that PTX has no instruction "
                              "for need libdevice (here "
                           << describe() << "): " << error;
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> lib =
      llvm::parseIRFile(*path, diag, module.getContext());
  if (!lib)
    return emitError(at()) << "cannot read libdevice '" << *path
                           << "': " << diag.getMessage();
  lib->setTargetTriple(module.getTargetTriple());
  lib->setDataLayout(module.getDataLayout());
  llvm::StringSet<> own;
  for (const llvm::GlobalValue &gv : module.global_values())
    if (!gv.isDeclaration())
      own.insert(gv.getName());
  if (llvm::Linker::linkModules(module, std::move(lib),
                                llvm::Linker::Flags::LinkOnlyNeeded))
    return emitError(at()) << "cannot link libdevice '" << *path << "'";
  for (LLVM::LLVMFuncOp fn : used)
    if (llvm::Function *f = module.getFunction(fn.getName());
        !f || f->isDeclaration())
      return emitError(at()) << "libdevice '" << *path << "' has no "
                             << fn.getName();
  llvm::internalizeModule(module, [&](const llvm::GlobalValue &gv) {
    return own.contains(gv.getName());
  });
  return success();
}

static LogicalResult emitGpuModule(gpu::GPUModuleOp gm,
                                   const CompileOptions &o,
                                   llvm::raw_ostream &os,
                                   TimingScope &timing) {
  ArrayAttr targets = gm.getTargetsAttr();
  NVVM::NVVMTargetAttr nvvm =
      targets && targets.size() == 1
          ? dyn_cast<NVVM::NVVMTargetAttr>(targets[0])
          : NVVM::NVVMTargetAttr();
  if (!nvvm)
    return gm.emitError("gpu.module has no single #nvvm.target; run "
                        "tile-attach-nvvm-target first (tile never emits for "
                        "a default chip)");
  std::optional<Target> target = Target::lookup(nvvm.getChip());
  if (!target)
    return gm.emitError() << "#nvvm.target names unknown chip '"
                          << nvvm.getChip() << "'";
  if (!target->llvmCanEmit())
    return gm.emitError() << "target " << target->name()
                          << " is a placeholder; LLVM 22 cannot emit it";

  if (failed(checkInlineAsm(gm)) || failed(checkVectorSizes(gm)))
    return failure();

  // Translate the gpu.module's body as a module of its own.
  TimingScope translateTimer = timing.nest("translate to LLVM IR");
  OwningOpRef<ModuleOp> body = ModuleOp::create(gm.getLoc());
  {
    OpBuilder b = OpBuilder::atBlockEnd(body->getBody());
    IRMapping mapping;
    for (Operation &op : gm.getBody()->without_terminator())
      b.clone(op, mapping);
  }
  llvm::LLVMContext llvmContext;
  SkipQuadraticPasses gate;
  gate.skipMachineSink = gm.walk([](LLVM::InlineAsmOp op) {
                             return op.getAsmString().contains("wgmma.")
                                        ? WalkResult::interrupt()
                                        : WalkResult::advance();
                           }).wasInterrupted();
  llvmContext.setOptPassGate(gate);
  // Not verified here: verifyModule below checks the module (once; the
  // translation's own check was a second full pass over it).
  std::unique_ptr<llvm::Module> llvmModule = translateModuleToLLVMIR(
      *body, llvmContext, gm.getName(), /*disableVerification=*/true);
  if (!llvmModule)
    return gm.emitError("translation to LLVM IR failed");
  translateTimer.stop();

  initializeNVPTX();
  llvm::Triple triple(nvvm.getTriple());
  std::string error;
  const llvm::Target *llvmTarget =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!llvmTarget)
    return gm.emitError() << "NVPTX backend unavailable: " << error;
  llvm::TargetOptions options;
  // fmul + fadd -> fma (CompileOptions::fpFusion). Not where fp16 is
  // promoted (before sm_53): LLVM computes a promoted f16 fma in f64.
  if (o.fpFusion && target->supports(Feature::NativeF16))
    options.AllowFPOpFusion = llvm::FPOpFusion::Fast;
  std::unique_ptr<llvm::TargetMachine> tm(llvmTarget->createTargetMachine(
      triple, target->name(), nvvm.getFeatures(), options, std::nullopt,
      std::nullopt, codegenLevel(o.optLevel)));
  if (!tm)
    return gm.emitError("could not create the NVPTX target machine");
  llvmModule->setTargetTriple(triple);
  llvmModule->setDataLayout(tm->createDataLayout());

  TimingScope verifyTimer = timing.nest("verify LLVM IR");
  if (llvm::verifyModule(*llvmModule, &llvm::errs()))
    return gm.emitError("internal error: invalid LLVM IR");
  verifyTimer.stop();
  markBarriersConvergent(*llvmModule);
  llvm::SmallPtrSet<llvm::MDNode *, 4> rolled = notUnrolledLoops(*llvmModule);
  if (failed(linkLibDevice(gm, *llvmModule, o)))
    return failure();

  if (o.optLevel > 0) {
    TimingScope optTimer =
        timing.nest(("LLVM -O" + llvm::Twine(o.optLevel)).str());
    llvm::LoopAnalysisManager lam;
    llvm::FunctionAnalysisManager fam;
    llvm::CGSCCAnalysisManager cgam;
    llvm::ModuleAnalysisManager mam;
    // -time-passes (a driver's LLVM option) reports the -O3 passes too, not
    // only NVPTX codegen's legacy ones.
    llvm::PassInstrumentationCallbacks pic;
    std::optional<llvm::StandardInstrumentations> si;
    if (llvm::TimePassesIsEnabled) {
      si.emplace(llvmModule->getContext(), /*DebugLogging=*/false);
      si->registerCallbacks(pic, &mam);
    }
    llvm::PassBuilder pb(tm.get(), llvm::PipelineTuningOptions(),
                         std::nullopt, si ? &pic : nullptr);
    pb.registerModuleAnalyses(mam);
    pb.registerCGSCCAnalyses(cgam);
    pb.registerFunctionAnalyses(fam);
    pb.registerLoopAnalyses(lam);
    pb.crossRegisterProxies(lam, fam, cgam, mam);
    pb.buildPerModuleDefaultPipeline(passBuilderLevel(o.optLevel))
        .run(*llvmModule, mam);
  }
  dropLoopIds(*llvmModule, rolled);

  if (o.emit == EmitKind::LLVM) {
    llvmModule->print(os, nullptr);
    return success();
  }
  if (o.llvmIR) {
    llvm::raw_string_ostream llvmStream(*o.llvmIR);
    llvmModule->print(llvmStream, nullptr);
  }
  llvm::SmallString<0> ptx;
  {
    TimingScope codegenTimer = timing.nest("NVPTX codegen");
    llvm::raw_svector_ostream ptxStream(ptx);
    llvm::legacy::PassManager codegen;
    if (tm->addPassesToEmitFile(codegen, ptxStream, nullptr,
                                llvm::CodeGenFileType::AssemblyFile))
      return gm.emitError("the NVPTX backend cannot emit assembly");
    codegen.run(*llvmModule);
  }
  os << ptx;
  return success();
}

LogicalResult tile::emitFromLowered(ModuleOp module, const CompileOptions &o,
                                    llvm::raw_ostream &os,
                                    TimingScope *timing) {
  TimingScope untimed;
  auto gpuModules = llvm::to_vector(module.getOps<gpu::GPUModuleOp>());
  if (gpuModules.empty())
    return module.emitError("nothing to emit: the module has no tile.kernel");
  for (gpu::GPUModuleOp gm : gpuModules)
    if (failed(emitGpuModule(gm, o, os, timing ? *timing : untimed)))
      return failure();
  return success();
}

std::string tile::versionString() {
  return "tile 0.1.0 (LLVM " LLVM_VERSION_STRING ", PTX up to " +
         formatPtxVersion(kMaxPtxVersion) + ")";
}
