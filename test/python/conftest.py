"""Shared fixtures for the tile Python binding tests.

Run from the repository root after building, against the installed package
(scripts/python-env: `pip install .` into build/venv; prints its python):

    TILE_BUILD_DIR=build "$(scripts/python-env)" -m pytest -q test/python

or against the build tree:

    PYTHONPATH=build/python_packages TILE_BUILD_DIR=build python3 -m pytest -q test/python

TILE_BUILD_DIR (default: ../../build relative to this file) locates
bin/tile-translate and bin/tile-opt (the tests compare them with Python) and,
when `import tile` fails (neither installed nor on PYTHONPATH),
python_packages/; that fallback also goes onto PYTHONPATH for the Python
subprocesses the tests start (examples, bench scripts), so that every process
imports the same tile.

Long tests (whole-benchmark emulation, random schedules, fuzzing) check a
deterministic sample by default (test/python/sampling.py prints it);
`--extended` or TILE_TEST_EXTENDED=1 runs all of them. scripts/test runs
pytest with pytest-xdist (a worker per CPU) when the venv's python has it:
the known slow tests are collected first, so that the workers start on them.
"""

import os
import shutil
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
BUILD_DIR = os.path.abspath(
    os.environ.get("TILE_BUILD_DIR") or os.path.join(HERE, "..", "..", "build"))

try:  # the installed package or PYTHONPATH first; fall back to the build tree.
    import tile  # noqa: F401
except ImportError:
    _BUILD_TREE = os.path.join(BUILD_DIR, "python_packages")
    sys.path.insert(0, _BUILD_TREE)
    os.environ["PYTHONPATH"] = os.pathsep.join(
        p for p in (_BUILD_TREE, os.environ.get("PYTHONPATH")) if p)


def pytest_addoption(parser):
    parser.addoption("--extended", action="store_true", default=False,
                     help="run the long tests in full (TILE_TEST_EXTENDED=1): every "
                          "kernel, program and configuration, not a sample")


def pytest_configure(config):
    if config.getoption("--extended"):
        os.environ["TILE_TEST_EXTENDED"] = "1"  # the tests and their subprocesses


# The slowest tests (pytest --durations), slowest first: xdist hands out
# tests in collection order, so that they go first and run side by side
# instead of one of them ending the run alone.
SLOW_FIRST = [
    "test_ptxemu_async.py::test_bench_gemm_tma_kernels_emulated",
    "test_ptxemu_async.py::test_blackwell_tma_kernels_emulated",
    "test_ptxemu.py::test_bench_attention_emulated",
    "test_dsl_combine.py::test_warp_scans",
    "test_fuzz_numerics.py::test_random_mxfp8_configurations",
    "test_fuzz_numerics.py::test_random_kernels_agree_with_numpy",
    "test_fuzz_numerics.py::test_random_tma_gemm_configurations",
    "test_ptxemu_async.py::test_block_scaled_pipeline_random_schedule",
    "test_dsl_emulated.py::test_attention_kv_prefetch",
    "test_ptxemu_async.py::test_bench_gemm_plain_kernels_emulated",
    "test_ptxemu_async.py::test_bench_gemm_mma_sync_tma_emulated",
    "test_ptxemu.py::test_bench_kernels_emulated",
    "test_ptxemu.py::test_bench_bandwidth_emulated",
    "test_fuzz_numerics.py::test_random_cp_async_gemm_configurations",
    "test_ptxemu_async.py::test_bench_gemm_tma_kernels_under_random_schedules",
    "test_fuzz_numerics.py::test_a_wrong_reference_is_noticed",
]


def pytest_collection_modifyitems(session, config, items):
    def rank(item):
        name = f"{os.path.basename(str(item.fspath))}::{getattr(item, 'originalname', item.name)}"
        return SLOW_FIRST.index(name) if name in SLOW_FIRST else len(SLOW_FIRST)
    items.sort(key=rank)  # stable: the rest stay in file order


def _find_ptxas():
    found = shutil.which("ptxas")
    if found:
        return found
    if os.access("/usr/local/cuda/bin/ptxas", os.X_OK):
        return "/usr/local/cuda/bin/ptxas"
    return None


@pytest.fixture(scope="session")
def root_dir():
    return ROOT


@pytest.fixture(scope="session")
def build_dir():
    return BUILD_DIR


@pytest.fixture(scope="session")
def vector_add_path():
    return os.path.join(ROOT, "examples", "vector_add.mlir")


@pytest.fixture(scope="session")
def vector_add(vector_add_path):
    with open(vector_add_path, encoding="utf-8") as f:
        return f.read()


@pytest.fixture(scope="session")
def tile_translate():
    path = os.path.join(BUILD_DIR, "bin", "tile-translate")
    assert os.access(path, os.X_OK), (
        f"{path} is missing: build tile first (ninja -C {BUILD_DIR}) or set "
        "TILE_BUILD_DIR")
    return path


@pytest.fixture(scope="session")
def ptxas():
    path = _find_ptxas()
    if path is None:
        pytest.skip("ptxas is not installed (PATH or /usr/local/cuda/bin)")
    return path


@pytest.fixture
def emulated(monkeypatch):
    """Installs an emulated GPU of a given compute capability (the PTX
    emulator's driver, test/python/ptxemu.py) for tile.runtime, running
    warps in `schedule` ("min", or "random" with `seed`); returns its CuPy
    stand-in (arrays in the emulator's memory)."""
    if HERE not in sys.path:
        sys.path.insert(0, HERE)
    import ptxemu
    from tile import runtime

    def install(capability, schedule="min", seed=0):
        shim = ptxemu.CupyShim()
        drv = ptxemu.EmuDriver(capability, shim.memory, schedule=schedule, seed=seed)
        monkeypatch.setattr(runtime, "_DRIVER", drv)
        monkeypatch.setattr(runtime, "_FUNCTIONS", {})
        monkeypatch.setattr(runtime, "_DYNAMIC_ALLOWED", set())
        monkeypatch.setitem(sys.modules, "cupy", shim)
        monkeypatch.setitem(sys.modules, "torch", None)  # the examples' CuPy path
        shim.driver = drv
        return shim
    return install


@pytest.fixture
def trace_error():
    """check(params, lines, message): compiling a kernel ``k(params)`` whose
    body is ``lines`` (exec'd, so traced without source rewriting) for sm_80
    raises tile.TraceError containing ``message``."""
    import re
    import tile as dsl

    def check(params, lines, message):
        src = f"def k({params}):\n" + "".join(f"    {line}\n" for line in lines)
        scope = {"tile": dsl}
        exec(compile(src, "<kernel>", "exec"), scope)
        with pytest.raises(dsl.TraceError, match=re.escape(message)):
            dsl.kernel(scope["k"]).compile("sm_80", cache=False)
    return check
