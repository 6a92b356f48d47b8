//===- TileModule.cpp - The _tile Python extension ------------------------===//
//
// The native half of the `tile` Python package (python/tile/__init__.py is
// the public API). Everything here is a thin layer over the same library
// calls tile-translate makes (tile::validateOptions, tile::compileModule,
// tile::Target), so the CLI and Python cannot disagree.
//
// Conventions:
//  * Compile-like entry points never throw for user errors. They return a
//    tuple (ok, output, message, diagnostics) and the Python side raises
//    tile.CompileError. `message` is exactly what tile-translate prints on
//    stderr (SourceMgrDiagnosticHandler format, with source excerpts and
//    notes); `diagnostics` is a list of (severity, location, message).
//  * Every call has an MLIRContext of its own and runs with the GIL released,
//    so several Python threads may compile at once. compile and parse borrow
//    one from ContextPool (dialects loaded, kept between calls);
//    run_pipeline, whose passes are the caller's, gets a fresh one.
//  * Global registries (pass registry) are filled once, at import time, while
//    the GIL is held.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Passes.h"
#include "TileDialect/Target/Compiler.h"
#include "TileDialect/Target/TargetInfo.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/LLVMIR/Transforms/Passes.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/Timing.h"
#include "mlir/Transforms/Passes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <mutex>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include <unistd.h>

namespace py = pybind11;

namespace {

/// One collected diagnostic (notes are separate entries after their parent).
struct Diag {
  std::string severity;
  std::string location;
  std::string message;
};

/// What every compile-like call hands back to Python.
struct Outcome {
  bool ok = false;
  std::string output;
  std::string message; ///< tile-translate's stderr text on failure
  std::vector<Diag> diagnostics;
};

using OutcomeTuple =
    std::tuple<bool, std::string, std::string,
               std::vector<std::tuple<std::string, std::string, std::string>>>;

OutcomeTuple toTuple(Outcome &&o) {
  std::vector<std::tuple<std::string, std::string, std::string>> diags;
  diags.reserve(o.diagnostics.size());
  for (Diag &d : o.diagnostics)
    diags.emplace_back(std::move(d.severity), std::move(d.location),
                       std::move(d.message));
  return {o.ok, std::move(o.output), std::move(o.message), std::move(diags)};
}

Outcome failWith(std::string message) {
  Outcome o;
  o.diagnostics.push_back({"error", "", message});
  o.message = std::move(message);
  return o;
}

const char *severityName(mlir::DiagnosticSeverity s) {
  switch (s) {
  case mlir::DiagnosticSeverity::Error:
    return "error";
  case mlir::DiagnosticSeverity::Warning:
    return "warning";
  case mlir::DiagnosticSeverity::Note:
    return "note";
  case mlir::DiagnosticSeverity::Remark:
    return "remark";
  }
  return "error";
}

/// "file:line:col" for the first file location inside `loc` (call sites,
/// fused and named locations included); the printed location otherwise;
/// "" for an unknown location.
std::string formatLocation(mlir::Location loc) {
  if (llvm::isa<mlir::UnknownLoc>(loc))
    return "";
  std::optional<std::string> found;
  loc->walk([&](mlir::Location l) {
    if (auto f = llvm::dyn_cast<mlir::FileLineColRange>(l)) {
      found = (f.getFilename().getValue() + ":" +
               llvm::Twine(f.getStartLine()) + ":" +
               llvm::Twine(f.getStartColumn()))
                  .str();
      return mlir::WalkResult::interrupt();
    }
    return mlir::WalkResult::advance();
  });
  if (found)
    return *found;
  std::string s;
  llvm::raw_string_ostream os(s);
  loc.print(os);
  return s;
}

/// Every dialect, interface and translation tile uses, loaded.
std::unique_ptr<mlir::MLIRContext> makeContext(bool threading) {
  mlir::DialectRegistry registry;
  tile::registerTileDialects(registry);
  auto context = std::make_unique<mlir::MLIRContext>(
      registry, threading ? mlir::MLIRContext::Threading::ENABLED
                          : mlir::MLIRContext::Threading::DISABLED);
  context->loadAllAvailableDialects();
  // As in tile-translate: no dump of the whole module after each error.
  context->printOpOnDiagnostic(false);
  return context;
}

/// Contexts kept between compile and parse calls. Making a context and
/// loading the dialects, then destroying it, took ~3 of a compile's ~70 ms
/// (the stages of bench/compile_time/python_compile.py). A call borrows a
/// context (or makes one) and gives it back when its module is gone, so
/// concurrent calls never share one. A context is dropped after kUses
/// calls, so that what it uniques for every compiled kernel (types,
/// attributes, locations) does not pile up over a long autotuning run; one
/// made before a fork() is never lent in the child. Pooled contexts have no
/// thread pool (a kernel module is one gpu.module with one function, so
/// MLIR's threads had nothing to run in parallel, and threads do not survive
/// a fork); what they compile is the same either way.
class ContextPool {
public:
  static constexpr unsigned kUses = 64;

  struct Entry {
    std::unique_ptr<mlir::MLIRContext> context;
    unsigned uses = 0;
    pid_t pid = 0;
  };

  static ContextPool &get() {
    // Never destroyed: contexts outliving the interpreter are reclaimed
    // with the process, not by static destructors in arbitrary order.
    static ContextPool *pool = new ContextPool;
    return *pool;
  }

  Entry acquire() {
    pid_t pid = getpid();
    {
      std::lock_guard<std::mutex> lock(mutex);
      while (!free.empty()) {
        Entry e = std::move(free.back());
        free.pop_back();
        if (e.pid == pid)
          return e;
        // Made before a fork(): the parent's, not ours to destroy.
        (void)e.context.release();
      }
    }
    return {makeContext(/*threading=*/false), 0, pid};
  }

  void release(Entry e) {
    if (++e.uses >= kUses || e.pid != getpid())
      return; // destroyed here (outside the lock)
    std::lock_guard<std::mutex> lock(mutex);
    free.push_back(std::move(e));
  }

private:
  std::mutex mutex;
  std::vector<Entry> free;
};

/// One call's context: borrowed from ContextPool (`pooled`) and given back
/// when the lease ends, or made for the call and destroyed with it.
class ContextLease {
public:
  explicit ContextLease(bool pooled)
      : pooled(pooled),
        entry(pooled ? ContextPool::get().acquire()
                     : ContextPool::Entry{makeContext(/*threading=*/true), 0,
                                          0}) {}
  ~ContextLease() {
    if (pooled)
      ContextPool::get().release(std::move(entry));
  }
  ContextLease(const ContextLease &) = delete;
  ContextLease &operator=(const ContextLease &) = delete;

  mlir::MLIRContext &context() { return *entry.context; }

private:
  bool pooled;
  ContextPool::Entry entry;
};

/// A context + source manager + diagnostic capture for one call.
/// Diagnostics are printed exactly as tile-translate prints them (into
/// `text`) and also recorded one by one (into `diags`). `pooled`: the
/// context comes from ContextPool; otherwise it is made for this call.
class Session {
public:
  Session(const std::string &source, const std::string &filename,
          bool pooled = true)
      : lease(pooled), context(lease.context()), textStream(text),
        printer(addBuffer(sourceMgr, source, filename), &context, textStream),
        collector(&context, [this](mlir::Diagnostic &diag) {
          record(diag);
          // Fall through to `printer` for the formatted text.
          return mlir::failure();
        }) {}

private:
  /// First, so that it ends last: the context goes back to the pool after
  /// the diagnostic handlers below are unregistered. Every module of the
  /// session must be destroyed before the session.
  ContextLease lease;

public:
  mlir::MLIRContext &context;

  mlir::OwningOpRef<mlir::ModuleOp> parse() {
    std::string why;
    if (const char *bad = tile::findUnparseableInput(
            sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer(),
            why)) {
      // Reported like any parse error: a located diagnostic, no crash.
      mlir::emitError(mlir::FileLineColLoc::get(
          &context,
          sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())
              ->getBufferIdentifier(),
          sourceMgr.getLineAndColumn(llvm::SMLoc::getFromPointer(bad)).first,
          sourceMgr.getLineAndColumn(llvm::SMLoc::getFromPointer(bad)).second))
          << why;
      return nullptr;
    }
    return mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
  }

  /// The failure outcome with everything reported so far. `fallback` is
  /// used when a step failed without a diagnostic.
  Outcome failure(llvm::StringRef fallback = "") {
    Outcome o;
    o.diagnostics = std::move(diags);
    textStream.flush();
    o.message = std::move(text);
    if (o.message.empty()) {
      o.message = fallback.empty()
                      ? "internal error: compilation failed without a "
                        "diagnostic"
                      : fallback.str();
      o.diagnostics.push_back({"error", "", o.message});
    }
    while (!o.message.empty() && o.message.back() == '\n')
      o.message.pop_back();
    return o;
  }

  Outcome success(std::string output) {
    Outcome o;
    o.ok = true;
    o.output = std::move(output);
    // Warnings and remarks of a successful run are kept too.
    o.diagnostics = std::move(diags);
    textStream.flush();
    o.message = std::move(text);
    return o;
  }

private:
  static llvm::SourceMgr &addBuffer(llvm::SourceMgr &mgr,
                                    const std::string &source,
                                    const std::string &filename) {
    mgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(source, filename), llvm::SMLoc());
    return mgr;
  }

  void record(mlir::Diagnostic &diag) {
    diags.push_back({severityName(diag.getSeverity()),
                     formatLocation(diag.getLocation()), diag.str()});
    for (mlir::Diagnostic &note : diag.getNotes())
      diags.push_back({severityName(note.getSeverity()),
                       formatLocation(note.getLocation()), note.str()});
  }

  llvm::SourceMgr sourceMgr;
  std::string text;
  llvm::raw_string_ostream textStream;
  mlir::SourceMgrDiagnosticHandler printer;
  mlir::ScopedDiagnosticHandler collector;
  std::vector<Diag> diags;
};

std::optional<tile::EmitKind> parseEmit(llvm::StringRef s) {
  if (s == "ptx")
    return tile::EmitKind::PTX;
  if (s == "llvm")
    return tile::EmitKind::LLVM;
  if (s == "mlir")
    return tile::EmitKind::MLIR;
  if (s == "cubin")
    return tile::EmitKind::Cubin;
  if (s == "metadata")
    return tile::EmitKind::Metadata;
  return std::nullopt;
}

/// The options every compile-like call takes, as tile-translate's flags.
tile::CompileOptions makeOptions(const std::string &gpuName,
                                 const std::string &ptxVersion,
                                 unsigned optLevel, bool debug, bool lineinfo,
                                 const std::string &dotKind) {
  tile::CompileOptions options;
  options.gpuName = gpuName;
  options.ptxVersion = ptxVersion;
  options.optLevel = optLevel;
  options.debug = debug;
  options.lineinfo = lineinfo;
  options.dotKind = dotKind;
  return options;
}

/// tile-translate's main() without the file handling.
/// `metadata`, when given, receives the launch metadata JSON of the same
/// run (what --emit=metadata prints; tile-translate --metadata-file).
/// `options.timing`, when set, also gets timers for the context and the
/// parse.
Outcome compileText(const std::string &source, const std::string &filename,
                    const tile::CompileOptions &options,
                    std::string *metadata = nullptr) {
  if (std::optional<std::string> error = tile::validateOptions(options))
    return failWith(*error);
  mlir::TimingScope untimed;
  mlir::TimingScope &timing = options.timing ? *options.timing : untimed;
  mlir::TimingScope contextTimer = timing.nest("MLIRContext");
  Session s(source, filename);
  contextTimer.stop();
  mlir::TimingScope parseTimer = timing.nest("parse");
  mlir::OwningOpRef<mlir::ModuleOp> module = s.parse();
  if (!module)
    return s.failure("could not parse the input");
  parseTimer.stop();
  std::string result;
  llvm::raw_string_ostream os(result);
  if (mlir::failed(tile::compileModule(*module, options, os, metadata)))
    return s.failure();
  os.flush();
  return s.success(std::move(result));
}

Outcome parseText(const std::string &source, const std::string &filename) {
  Session s(source, filename);
  mlir::OwningOpRef<mlir::ModuleOp> module = s.parse();
  if (!module)
    return s.failure("could not parse the input");
  std::string result;
  llvm::raw_string_ostream os(result);
  module->print(os);
  os.flush();
  return s.success(std::move(result));
}

Outcome runPipelineText(const std::string &source, const std::string &filename,
                        const std::string &pipelineText) {
  // A bare pass list ("canonicalize,cse") runs on the module.
  std::string pipeline = pipelineText;
  if (llvm::StringRef(pipeline).trim().empty())
    return failWith("empty pass pipeline; expected e.g. "
                    "'builtin.module(tile-assign-layouts,convert-tile-to-llvm)'");
  if (pipeline.find('(') == std::string::npos)
    pipeline = "builtin.module(" + pipeline + ")";

  std::string pipelineError;
  llvm::raw_string_ostream errorStream(pipelineError);
  mlir::FailureOr<mlir::OpPassManager> parsed =
      mlir::parsePassPipeline(pipeline, errorStream);
  if (mlir::failed(parsed)) {
    errorStream.flush();
    std::string msg = "invalid pass pipeline '" + pipelineText + "'";
    llvm::StringRef detail = llvm::StringRef(pipelineError).trim();
    if (!detail.empty())
      msg += ":\n" + detail.str();
    return failWith(msg);
  }
  llvm::StringRef anchor = parsed->getOpAnchorName();
  if (anchor != mlir::ModuleOp::getOperationName() &&
      anchor != mlir::OpPassManager::getAnyOpAnchorName())
    return failWith("pass pipeline '" + pipelineText +
                    "' must be anchored on builtin.module, e.g. "
                    "'builtin.module(" +
                    pipelineText + ")'");

  // The caller's passes may change the context (load dialects, ...): a
  // fresh one, not a pooled one.
  Session s(source, filename, /*pooled=*/false);
  mlir::OwningOpRef<mlir::ModuleOp> module = s.parse();
  if (!module)
    return s.failure("could not parse the input");
  mlir::PassManager pm(&s.context, mlir::ModuleOp::getOperationName());
  // The parsed pipeline becomes the body of the module pass manager.
  static_cast<mlir::OpPassManager &>(pm) = std::move(*parsed);
  if (mlir::failed(pm.run(*module)))
    return s.failure("pass pipeline failed");
  std::string result;
  llvm::raw_string_ostream os(result);
  module->print(os);
  os.flush();
  return s.success(std::move(result));
}

/// The rows in --list-targets order (capability, then base < f < a).
std::vector<std::string> targetNamesByCapability() {
  std::vector<tile::Target> targets;
  for (const tile::TargetRow &row : tile::Target::all())
    targets.push_back(*tile::Target::lookup(row.name));
  // (capability, spec) is unique per row: compare() is a total order.
  llvm::sort(targets, [](tile::Target a, tile::Target b) {
    return a.compare(b) < 0;
  });
  std::vector<std::string> names;
  for (tile::Target t : targets)
    names.push_back(t.name().str());
  return names;
}

std::vector<std::string> targetNamesByName() {
  std::vector<std::string> names;
  for (const tile::TargetRow &row : tile::Target::all())
    names.push_back(row.name);
  return names;
}

/// Target lookup for the primitive accessors: raises ValueError with the
/// did-you-mean text (tile/__init__.py turns that into CompileError).
tile::Target needTarget(const std::string &name) {
  std::string error;
  std::optional<tile::Target> t = tile::Target::parse(name, error);
  if (!t)
    throw py::value_error(error);
  return *t;
}

std::optional<tile::Feature> lookupFeature(llvm::StringRef name) {
  for (unsigned i = 0; i < tile::kNumFeatures; ++i) {
    auto f = static_cast<tile::Feature>(i);
    if (tile::featureName(f) == name)
      return f;
  }
  return std::nullopt;
}

tile::Feature needFeature(const std::string &name) {
  if (std::optional<tile::Feature> f = lookupFeature(name))
    return *f;
  std::string known;
  for (unsigned i = 0; i < tile::kNumFeatures; ++i) {
    if (i)
      known += ", ";
    known += tile::featureName(static_cast<tile::Feature>(i)).str();
  }
  throw py::value_error("unknown feature '" + name + "'; expected one of " +
                        known);
}

void registerGlobalsOnce() {
  // Called from PyInit (GIL held, once per process).

  tile::registerTilePasses();
  mlir::registerTransformsPasses();
  // The upstream passes of tile::buildLoweringPipeline, so that the whole
  // pipeline can be spelled as text.
  mlir::registerSCFToControlFlowPass();
  mlir::registerArithToLLVMConversionPass();
  mlir::registerConvertMathToLLVMPass();
  mlir::registerConvertControlFlowToLLVMPass();
  mlir::registerConvertIndexToLLVMPass();
  mlir::registerReconcileUnrealizedCastsPass();
  mlir::LLVM::registerDIScopeForLLVMFuncOpPass();
}

} // namespace

PYBIND11_MODULE(_tile, m) {
  m.doc() = "Native part of the tile package; use `import tile` instead.";
  registerGlobalsOnce();

  m.def("version_string", &tile::versionString,
        "The same text as `tile-translate --version`.");

  m.def(
      "compile",
      [](const std::string &source, const std::string &filename,
         const std::string &gpuName, const std::string &ptxVersion,
         unsigned optLevel, bool debug, bool lineinfo, const std::string &emit,
         const std::string &dotKind, bool remarks, unsigned pipelineLoads,
         unsigned warpSpecialize, bool pingPong, bool fpFusion,
         bool overlapDots) {
        Outcome o;
        {
          py::gil_scoped_release release;
          std::optional<tile::EmitKind> kind = parseEmit(emit);
          if (!kind) {
            o = failWith("invalid emit kind '" + emit +
                         "'; expected ptx, llvm, mlir, cubin or metadata");
          } else {
            tile::CompileOptions options = makeOptions(
                gpuName, ptxVersion, optLevel, debug, lineinfo, dotKind);
            options.emit = *kind;
            options.remarks = remarks;
            options.pipelineLoads = pipelineLoads;
            options.warpSpecialize = warpSpecialize;
            options.pingPong = pingPong;
            options.fpFusion = fpFusion;
            options.overlapDots = overlapDots;
            o = compileText(source, filename, options);
          }
        }
        // A cubin is binary: hand it to Python as bytes, not str.
        bool binary = o.ok && emit == "cubin";
        std::string output = binary ? std::move(o.output) : std::string();
        OutcomeTuple t = toTuple(std::move(o));
        py::tuple result = py::cast(std::move(t));
        if (binary)
          result[1] = py::bytes(output);
        return result;
      },
      py::arg("source"), py::arg("filename"), py::arg("gpu_name"),
      py::arg("ptx_version"), py::arg("opt_level"), py::arg("debug"),
      py::arg("lineinfo"), py::arg("emit"), py::arg("dot_kind"),
      py::arg("remarks") = false, py::arg("pipeline_loads") = 0u,
      py::arg("warp_specialize") = 0u, py::arg("ping_pong") = false,
      py::arg("fp_fusion") = true, py::arg("overlap_dots") = false,
      "-> (ok, output, message, diagnostics)");

  m.def(
      "compile_with_metadata",
      [](const std::string &source, const std::string &filename,
         const std::string &gpuName, const std::string &ptxVersion,
         unsigned optLevel, bool debug, bool lineinfo,
         const std::string &dotKind, bool remarks, unsigned pipelineLoads,
         unsigned warpSpecialize, bool pingPong, bool fpFusion,
         bool overlapDots) {
        Outcome o;
        std::string metadata;
        {
          py::gil_scoped_release release;
          tile::CompileOptions options = makeOptions(
              gpuName, ptxVersion, optLevel, debug, lineinfo, dotKind);
          options.remarks = remarks;
          options.pipelineLoads = pipelineLoads;
          options.warpSpecialize = warpSpecialize;
          options.pingPong = pingPong;
          options.fpFusion = fpFusion;
          options.overlapDots = overlapDots;
          o = compileText(source, filename, options, &metadata);
        }
        return py::make_tuple(py::cast(toTuple(std::move(o))), metadata);
      },
      py::arg("source"), py::arg("filename"), py::arg("gpu_name"),
      py::arg("ptx_version"), py::arg("opt_level"), py::arg("debug"),
      py::arg("lineinfo"), py::arg("dot_kind"), py::arg("remarks") = false,
      py::arg("pipeline_loads") = 0u, py::arg("warp_specialize") = 0u,
      py::arg("ping_pong") = false, py::arg("fp_fusion") = true,
      py::arg("overlap_dots") = false,
      "PTX and the launch metadata JSON of one compile -> ((ok, output, "
      "message, diagnostics), metadata)");

  m.def(
      "compile_timing",
      [](const std::string &source, const std::string &filename,
         const std::string &gpuName, const std::string &ptxVersion,
         unsigned optLevel, bool debug, bool lineinfo,
         const std::string &dotKind) {
        Outcome o;
        std::string report;
        {
          py::gil_scoped_release release;
          // The stream outlives the manager, which prints (nothing, once
          // printed) when destroyed.
          llvm::raw_string_ostream reportStream(report);
          mlir::DefaultTimingManager tm;
          tm.setEnabled(true);
          tm.setOutput(mlir::createOutputStrategy(
              mlir::DefaultTimingManager::OutputFormat::Json, reportStream));
          {
            mlir::TimingScope root = tm.getRootScope();
            tile::CompileOptions options = makeOptions(
                gpuName, ptxVersion, optLevel, debug, lineinfo, dotKind);
            options.timing = &root;
            o = compileText(source, filename, options);
          }
          tm.print();
          tm.setEnabled(false); // no second, empty report when destroyed
        }
        return py::make_tuple(py::cast(toTuple(std::move(o))), report);
      },
      py::arg("source"), py::arg("filename"), py::arg("gpu_name"),
      py::arg("ptx_version"), py::arg("opt_level"), py::arg("debug"),
      py::arg("lineinfo"), py::arg("dot_kind"),
      "A PTX compile timed stage by stage (MLIR's timing report as JSON: the "
      "context, the parse, every pass, translation to LLVM IR, the LLVM "
      "optimization pipeline, NVPTX codegen) -> ((ok, output, message, "
      "diagnostics), report)");

  m.def(
      "validate_options",
      [](const std::string &gpuName, const std::string &ptxVersion,
         unsigned optLevel, bool debug, bool lineinfo,
         const std::string &dotKind) -> std::optional<std::string> {
        return tile::validateOptions(makeOptions(gpuName, ptxVersion, optLevel,
                                                 debug, lineinfo, dotKind));
      },
      py::arg("gpu_name"), py::arg("ptx_version"), py::arg("opt_level"),
      py::arg("debug"), py::arg("lineinfo"), py::arg("dot_kind"),
      "tile::validateOptions: the error message, or None.");

  m.def(
      "parse",
      [](const std::string &source, const std::string &filename) {
        Outcome o;
        {
          py::gil_scoped_release release;
          o = parseText(source, filename);
        }
        return toTuple(std::move(o));
      },
      py::arg("source"), py::arg("filename"),
      "-> (ok, printed module, message, diagnostics)");

  m.def(
      "run_pipeline",
      [](const std::string &source, const std::string &filename,
         const std::string &pipeline) {
        Outcome o;
        {
          py::gil_scoped_release release;
          o = runPipelineText(source, filename, pipeline);
        }
        return toTuple(std::move(o));
      },
      py::arg("source"), py::arg("filename"), py::arg("pipeline"),
      "-> (ok, printed module, message, diagnostics)");

  // Target model primitives; tile.Target is built on them in Python.
  m.def("target_names", &targetNamesByCapability,
        "Every target, in --list-targets order (capability, base < f < a).");
  m.def("target_names_by_name", &targetNamesByName,
        "Every target, in the internal (lexicographic name) table order.");
  m.def(
      "target_json",
      [](const std::string &name) { return needTarget(name).toJSON(); },
      py::arg("name"),
      "The --print-target-info JSON; ValueError with did-you-mean text.");
  m.def(
      "target_parse_error",
      [](const std::string &name) -> std::optional<std::string> {
        std::string error;
        if (tile::Target::parse(name, error))
          return std::nullopt;
        return error;
      },
      py::arg("name"), "The Target::parse error for `name`, or None.");
  m.def(
      "target_closest",
      [](const std::string &name, unsigned n) {
        std::vector<std::string> out;
        for (llvm::StringRef s : tile::Target::closest(name, n))
          out.push_back(s.str());
        return out;
      },
      py::arg("name"), py::arg("n") = 3);
  m.def(
      "target_supports",
      [](const std::string &name, const std::string &feature) {
        return needTarget(name).supports(needFeature(feature));
      },
      py::arg("name"), py::arg("feature"));
  m.def(
      "target_min_ptx_for",
      [](const std::string &name, const std::string &feature) {
        return tile::formatPtxVersion(
            needTarget(name).minPtxVersionFor(needFeature(feature)));
      },
      py::arg("name"), py::arg("feature"));
  m.def(
      "targets_supporting",
      [](const std::string &feature) {
        return tile::Target::targetsSupporting(needFeature(feature));
      },
      py::arg("feature"));
  m.def(
      "target_runs_on",
      [](const std::string &name, const std::string &device) {
        return needTarget(name).runsOn(needTarget(device));
      },
      py::arg("name"), py::arg("device"));
  m.def(
      "target_compare",
      [](const std::string &a, const std::string &b) {
        return needTarget(a).compare(needTarget(b));
      },
      py::arg("a"), py::arg("b"));
  m.def(
      "target_flags",
      [](const std::string &name) {
        tile::Target t = needTarget(name);
        return std::make_tuple(t.llvmCanEmit(), t.ptxasKnows(),
                               t.featureIndex());
      },
      py::arg("name"), "-> (llvm_can_emit, ptxas_knows, feature_index)");
  m.def("feature_names", [] {
    std::vector<std::string> out;
    for (unsigned i = 0; i < tile::kNumFeatures; ++i)
      out.push_back(tile::featureName(static_cast<tile::Feature>(i)).str());
    return out;
  });
  m.def("format_target_table", &tile::Target::formatTable,
        "The --list-targets table.");
  m.attr("MAX_PTX_VERSION") = tile::formatPtxVersion(tile::kMaxPtxVersion);
}
