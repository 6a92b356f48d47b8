"""Installs tile with pip: the `tile` package (python/tile/*.py and the
pybind11 extension _tile) and the tools tile-translate and tile-opt.

    python3 -m venv --system-site-packages build/venv
    build/venv/bin/python -m pip install --no-build-isolation --no-deps .

(scripts/python-env does both.) Nothing is downloaded: the build runs
scripts/configure, the same incremental CMake/ninja build as README command
1, into $TILE_BUILD_DIR (default build/), then packs

    python/tile/*.py                                  -> site-packages/tile/
    <build>/python_packages/tile/_tile<EXT_SUFFIX>    -> site-packages/tile/
    <build>/bin/tile-translate, <build>/bin/tile-opt  -> <prefix>/bin/

The extension and the tools link tile statically and load libMLIR.so and
libLLVM.so from /usr/lib/llvm-22/lib (Debian's libmlir-22 and libllvm22)
through their RPATH, so they run from wherever they are installed; nothing
else is copied. `pip uninstall tile` removes every file listed above.

The version is the CMake project's (CMakeLists.txt: project(tile VERSION)).
"""

import importlib.util
import os
import py_compile
import re
import shutil
import subprocess
import sys
import sysconfig

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py as _build_py

try:
    from setuptools.command.install_data import install_data as _install_data
except ImportError:  # setuptools < 69 (Debian 12: 66): distutils' (setuptools' copy)
    from distutils.command.install_data import install_data as _install_data
try:
    from setuptools.errors import BaseError as DistutilsError
except ImportError:
    from distutils.errors import DistutilsError

ROOT = os.path.dirname(os.path.abspath(__file__))
BUILD = os.path.abspath(os.environ.get("TILE_BUILD_DIR") or os.path.join(ROOT, "build"))
TOOLS = ("tile-translate", "tile-opt")


def _rel(path):
    """setuptools wants paths relative to setup.py where they can be."""
    rel = os.path.relpath(path, ROOT)
    return path if rel.startswith("..") else rel


def cmake_version():
    with open(os.path.join(ROOT, "CMakeLists.txt"), encoding="utf-8") as f:
        text = f.read()
    match = re.search(r"project\(\s*tile\b[^)]*\bVERSION\s+([0-9][0-9.]*)", text)
    if not match:
        raise DistutilsError("CMakeLists.txt: no project(tile ... VERSION x.y.z)")
    return match.group(1)


def extension_name():
    return "_tile" + sysconfig.get_config_var("EXT_SUFFIX")


class BinaryDistribution(Distribution):
    """A platform wheel (the extension and the tools are native code) that
    always has data files (the tools, named by install_data below, not here:
    sdist and egg_info would otherwise pick up the binaries)."""

    def has_ext_modules(self):
        return True

    def has_data_files(self):
        return True


class build_py(_build_py):
    """CMake first (incremental: ninja does nothing when the build is up to
    date), then the pure-Python modules as usual, then the extension."""

    def run(self):
        self.cmake()
        # setuptools keeps its staging directory between builds: a module
        # since removed from python/tile/ would stay in every later wheel.
        shutil.rmtree(os.path.join(self.build_lib, "tile"), ignore_errors=True)
        super().run()
        self.compile_optimized()
        ext = os.path.join(BUILD, "python_packages", "tile", extension_name())
        if not os.path.isfile(ext):
            built = sorted(n for n in os.listdir(os.path.dirname(ext)) if n.startswith("_tile"))
            raise DistutilsError(
                f"{ext} was not built: {BUILD} builds the extension for another Python "
                f"({', '.join(built) or 'none'}); install with the Python that CMake "
                f"found at configure time, or configure another TILE_BUILD_DIR with "
                f"-DPython3_EXECUTABLE={sys.executable}")
        self.copy_file(ext, os.path.join(self.build_lib, "tile", extension_name()))

    def compile_optimized(self):
        """The -O and -OO bytecode in the wheel, so that it is in the installed
        RECORD: pip compiles (and records) only the plain .pyc, and bytecode a
        `python -O` wrote later would keep site-packages/tile/ after `pip
        uninstall`. Hash-checked, so neither stale nor rewritten."""
        package = os.path.join(self.build_lib, "tile")
        for name in sorted(os.listdir(package)):
            if not name.endswith(".py"):
                continue
            source = os.path.join(package, name)
            for level in (1, 2):
                py_compile.compile(
                    source, cfile=importlib.util.cache_from_source(source, optimization=level),
                    dfile=os.path.join("tile", name), doraise=True, optimize=level,
                    invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)

    def cmake(self):
        if os.environ.get("TILE_SKIP_CMAKE") == "1":  # the caller has just built
            return
        # Used only when the build directory is configured for the first time
        # (scripts/configure passes its arguments to cmake then): the Python
        # that is installing, without its venv (CMake finds the headers and
        # libraries of the base interpreter).
        python = getattr(sys, "_base_executable", None) or sys.executable
        env = dict(os.environ, TILE_BUILD_DIR=BUILD)
        cmd = [os.path.join(ROOT, "scripts", "configure"), f"-DPython3_EXECUTABLE={python}"]
        self.announce(f"tile: {' '.join(cmd)} (TILE_BUILD_DIR={BUILD})", level=2)
        try:
            subprocess.check_call(cmd, env=env, cwd=ROOT)
        except subprocess.CalledProcessError as e:
            raise DistutilsError(f"scripts/configure failed (exit status {e.returncode})")


class install_data(_install_data):
    """tile-translate and tile-opt into <prefix>/bin (a wheel's .data/data/bin):
    on PATH in an activated venv, and listed in the installed RECORD, so that
    `pip uninstall tile` removes them."""

    def finalize_options(self):
        super().finalize_options()
        self.data_files = [("bin", [_rel(os.path.join(BUILD, "bin", t)) for t in TOOLS])]


setup(
    name="tile",
    version=cmake_version(),
    description="Tile-level GPU kernels to PTX: MLIR dialects, Python bindings and a kernel DSL",
    long_description=__doc__,
    long_description_content_type="text/plain",
    python_requires=">=3.8",
    packages=["tile"],
    package_dir={"tile": "python/tile"},
    data_files=[],
    distclass=BinaryDistribution,
    cmdclass={"build_py": build_py, "install_data": install_data},
    zip_safe=False,
    options={
        # setuptools' own staging under the CMake build tree, not in build/'s
        # top level (where CMake writes bin/ and lib/).
        "build": {"build_base": _rel(os.path.join(BUILD, "setuptools"))},
        "egg_info": {"egg_base": _rel(os.path.join(BUILD, "setuptools"))},
        # The tools and the extension are ~100 MB of native code: a wheel that
        # pip unpacks right away gains nothing from deflating them.
        "bdist_wheel": {"compression": "stored"},
    },
)
