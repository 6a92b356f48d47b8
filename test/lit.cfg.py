# -*- Python -*-
# lit configuration for tile: .mlir files with RUN lines, FileCheck on the
# output, and ptxas acceptance where CUDA's ptxas is installed (feature
# `ptxas`; tests that need it are skipped, not failed, without it).

import os
import shutil

import lit.formats
from lit.llvm import llvm_config

config.name = "tile"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "unit",
                   "python", "fuzz.py", "Inputs", "check_min_ptx.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tile_obj_root, "test")

llvm_config.with_system_environment(["HOME", "CUDA_HOME", "TMPDIR"])
llvm_config.use_default_substitutions()

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%examples", os.path.join(config.tile_src_root, "examples")))
config.substitutions.append(("%bench", os.path.join(config.tile_src_root, "bench")))
# The seeded fuzz run (fuzz/seeded.test): its first 250 inputs by default
# (input i is the same in any run of the seed), all 500 with
# TILE_TEST_EXTENDED=1 (scripts/test's extended mode).
_extended = os.environ.get("TILE_TEST_EXTENDED", "") not in ("", "0")
config.substitutions.append(("%fuzz_count", "500" if _extended else "250"))

tool_dirs = [config.tile_tools_dir, config.llvm_tools_dir]
llvm_config.add_tool_substitutions(["tile-opt", "tile-translate"], tool_dirs)
llvm_config.with_environment("PATH", config.tile_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

# CUDA's ptxas is the oracle for emitted PTX.
ptxas = shutil.which("ptxas")
if not ptxas:
    for root in [os.environ.get("CUDA_HOME", ""), "/usr/local/cuda"]:
        candidate = os.path.join(root, "bin", "ptxas")
        if root and os.path.exists(candidate):
            ptxas = candidate
            break
if ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))
    llvm_config.with_environment("PATH", os.path.dirname(ptxas), append_path=True)

# CUDA's libdevice, which tile links for math functions PTX has no
# instruction for (the same search as tile::findLibdevice).
for root in [os.environ.get("CUDA_HOME", ""), "/usr/local/cuda"]:
    libdevice = os.path.join(root, "nvvm", "libdevice", "libdevice.10.bc")
    if root and os.path.isfile(libdevice):
        config.available_features.add("libdevice")
        config.substitutions.append(("%libdevice_path", libdevice))
        break

llc = os.path.join(config.llvm_tools_dir, "llc")
if os.path.exists(llc):
    config.available_features.add("llc")
    config.substitutions.append(("%llc", llc))

config.substitutions.append(
    ("%tile_translate_path", os.path.join(config.tile_tools_dir, "tile-translate")))
config.substitutions.append(("%tile_obj_root", config.tile_obj_root))
config.substitutions.append(("%tile_src_root", config.tile_src_root))
