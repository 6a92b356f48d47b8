//===- Toolchain.cpp - Running the installed ptxas ------------------------===//
//
// tile-translate --emit=cubin hands the PTX it generated to CUDA's ptxas for
// the same target. ptxas is found on PATH, in $CUDA_HOME/bin or in
// /usr/local/cuda/bin (or given with --ptxas-path); when it is missing the
// error says where tile looked.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Target/Compiler.h"
#include "TileDialect/Target/TargetInfo.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"

#include <cstdlib>

using namespace tile;
using llvm::StringRef;

static bool isExecutable(StringRef path) {
  return llvm::sys::fs::exists(path) && llvm::sys::fs::can_execute(path) &&
         !llvm::sys::fs::is_directory(path);
}

std::optional<std::string> tile::findPtxas(const CompileOptions &o,
                                           std::string &error) {
  if (!o.ptxasPath.empty()) {
    if (isExecutable(o.ptxasPath))
      return o.ptxasPath;
    error = "cannot emit a cubin: --ptxas-path '" + o.ptxasPath +
            "' is not an executable file";
    return std::nullopt;
  }
  if (llvm::ErrorOr<std::string> onPath =
          llvm::sys::findProgramByName("ptxas"))
    return *onPath;
  std::string looked = "PATH";
  std::optional<std::string> cudaHome = llvm::sys::Process::GetEnv("CUDA_HOME");
  llvm::SmallVector<std::string, 2> roots;
  if (cudaHome && !cudaHome->empty()) {
    roots.push_back(*cudaHome);
    looked += ", $CUDA_HOME/bin (" + *cudaHome + "/bin)";
  } else {
    looked += ", $CUDA_HOME/bin (CUDA_HOME is not set)";
  }
  roots.push_back("/usr/local/cuda");
  looked += ", /usr/local/cuda/bin";
  for (const std::string &root : roots) {
    llvm::SmallString<256> candidate(root);
    llvm::sys::path::append(candidate, "bin", "ptxas");
    if (isExecutable(candidate))
      return std::string(candidate);
  }
  error = "cannot emit a cubin: CUDA's ptxas was not found (looked in " +
          looked +
          "); install the CUDA toolkit, set CUDA_HOME, or pass "
          "--ptxas-path=<ptxas>; --emit=ptx needs no CUDA installation";
  return std::nullopt;
}

std::optional<std::string> tile::findLibdevice(const CompileOptions &o,
                                               std::string &error) {
  auto isFile = [](StringRef path) {
    return llvm::sys::fs::is_regular_file(path);
  };
  // A path given explicitly (--libdevice, then $TILE_LIBDEVICE_PATH:
  // Triton's TRITON_LIBDEVICE_PATH, for the Python package and
  // tile-translate alike) is used as it is, or is an error.
  std::string fromEnv =
      llvm::sys::Process::GetEnv("TILE_LIBDEVICE_PATH").value_or("");
  for (auto [path, what] : {std::pair<const std::string &, StringRef>{
                                o.libdevicePath, "--libdevice"},
                            {fromEnv, "$TILE_LIBDEVICE_PATH"}}) {
    if (path.empty())
      continue;
    if (isFile(path))
      return path;
    error = (what + " '" + path + "' is not a file").str();
    return std::nullopt;
  }
  std::string looked;
  llvm::SmallVector<std::string, 2> roots;
  std::optional<std::string> cudaHome = llvm::sys::Process::GetEnv("CUDA_HOME");
  if (cudaHome && !cudaHome->empty()) {
    roots.push_back(*cudaHome);
    looked = "$CUDA_HOME/nvvm/libdevice (" + *cudaHome + "/nvvm/libdevice), ";
  } else {
    looked = "$CUDA_HOME/nvvm/libdevice (CUDA_HOME is not set), ";
  }
  roots.push_back("/usr/local/cuda");
  looked += "/usr/local/cuda/nvvm/libdevice";
  for (const std::string &root : roots) {
    llvm::SmallString<256> candidate(root);
    llvm::sys::path::append(candidate, "nvvm", "libdevice", "libdevice.10.bc");
    if (isFile(candidate))
      return std::string(candidate);
  }
  error = "CUDA's libdevice.10.bc was not found (looked in " + looked +
          "); install the CUDA toolkit, set CUDA_HOME or TILE_LIBDEVICE_PATH, "
          "or pass tile-translate --libdevice=<libdevice.10.bc>";
  return std::nullopt;
}

std::optional<std::string> tile::assembleCubin(StringRef ptx, StringRef gpuName,
                                               const CompileOptions &o,
                                               llvm::raw_ostream &diagnostics,
                                               std::string &error) {
  std::optional<Target> target = Target::lookup(gpuName);
  if (target && !target->ptxasKnows()) {
    error = ("cannot emit a cubin for " + gpuName +
             ": CUDA 13 ptxas does not know this target" +
             (target->computeCapability() == 101
                  ? " (it renamed sm_101* to sm_110*)"
                  : " (it supports sm_75 and newer)"))
                .str();
    return std::nullopt;
  }
  std::optional<std::string> ptxas = findPtxas(o, error);
  if (!ptxas)
    return std::nullopt;

  llvm::SmallString<128> ptxFile, cubinFile, logFile;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("tile", "ptx", ptxFile)) {
    error = "cannot create a temporary file: " + ec.message();
    return std::nullopt;
  }
  llvm::sys::fs::createTemporaryFile("tile", "cubin", cubinFile);
  llvm::sys::fs::createTemporaryFile("tile", "log", logFile);
  llvm::scope_exit cleanup([&] {
    llvm::sys::fs::remove(ptxFile);
    llvm::sys::fs::remove(cubinFile);
    llvm::sys::fs::remove(logFile);
  });
  {
    std::error_code ec;
    llvm::raw_fd_ostream out(ptxFile, ec);
    if (ec) {
      error = "cannot write " + std::string(ptxFile) + ": " + ec.message();
      return std::nullopt;
    }
    out << ptx;
  }

  std::vector<std::string> args = {*ptxas, ("-arch=" + gpuName).str(),
                                   "-O" + std::to_string(o.debug ? 0
                                                                 : o.optLevel)};
  if (o.debug)
    args.push_back("-g");
  else if (o.lineinfo)
    args.push_back("-lineinfo");
  for (const std::string &opt : o.ptxasOptions)
    args.push_back(opt);
  args.push_back(std::string(ptxFile));
  args.push_back("-o");
  args.push_back(std::string(cubinFile));
  llvm::SmallVector<StringRef> argRefs(args.begin(), args.end());
  std::optional<StringRef> redirects[] = {std::nullopt, StringRef(logFile),
                                          StringRef(logFile)};
  std::string execError;
  int rc = llvm::sys::ExecuteAndWait(*ptxas, argRefs, std::nullopt, redirects,
                                     /*SecondsToWait=*/0, /*MemoryLimit=*/0,
                                     &execError);
  std::string log;
  if (auto buf = llvm::MemoryBuffer::getFile(logFile))
    log = (*buf)->getBuffer().str();
  if (rc != 0) {
    error = "ptxas (" + *ptxas + ") failed for " + gpuName.str();
    if (rc < 0)
      error += ": " + execError;
    else
      error += " with exit status " + std::to_string(rc);
    if (!log.empty())
      error += ":\n" + StringRef(log).rtrim().str();
    return std::nullopt;
  }
  diagnostics << log;
  auto cubin = llvm::MemoryBuffer::getFile(cubinFile, /*IsText=*/false);
  if (!cubin) {
    error = "ptxas produced no cubin: " + cubin.getError().message();
    return std::nullopt;
  }
  return (*cubin)->getBuffer().str();
}
