"""The installed package: scripts/python-env pip-installs tile (setup.py) into
a venv (TILE_VENV, default $TILE_BUILD_DIR/venv; or the venv running these
tests). From that venv, without PYTHONPATH and outside the checkout,
`import tile` finds the installed files, tile-translate and tile-opt are on
its bin/ (PATH once activated) and run, and every installed file is in pip's
RECORD, so that `pip uninstall tile` leaves nothing behind."""

import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def _has_tile(prefix):
    return os.access(os.path.join(prefix, "bin", "tile-translate"), os.X_OK)


@pytest.fixture(scope="module")
def venv(build_dir):
    if sys.prefix != sys.base_prefix and _has_tile(sys.prefix):
        return sys.prefix  # pytest runs in the venv (scripts/test)
    path = os.path.abspath(os.environ.get("TILE_VENV") or os.path.join(build_dir, "venv"))
    if not (os.access(os.path.join(path, "bin", "python"), os.X_OK) and _has_tile(path)):
        pytest.skip(f"tile is not installed in {path}: run scripts/python-env")
    return path


@pytest.fixture(scope="module")
def clean_env(venv):
    """An activated venv: its bin/ first on PATH, no PYTHONPATH, no
    TILE_BUILD_DIR."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "TILE_BUILD_DIR")}
    env["PATH"] = os.pathsep.join([os.path.join(venv, "bin"), "/usr/bin", "/bin"])
    env["VIRTUAL_ENV"] = venv
    return env


def _run(args, env, tmp_path, **kwargs):
    run = subprocess.run(args, env=env, cwd=tmp_path, capture_output=True, text=True, **kwargs)
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout


def _cmake_version():
    with open(os.path.join(ROOT, "CMakeLists.txt"), encoding="utf-8") as f:
        return re.search(r"project\(\s*tile\b[^)]*\bVERSION\s+([0-9.]+)", f.read()).group(1)


def test_import_installed_tile(venv, clean_env, tmp_path):
    """`python -c "import tile"` in the venv: the package and its extension
    come from the venv's site-packages (not the build tree, not the
    checkout), and its version is the CMake project's."""
    out = _run(["python", "-c",
                "import importlib.metadata, sys, sysconfig, tile\n"
                "print(sysconfig.get_path('platlib'))\n"
                "print(tile.__file__)\n"
                "print(sys.modules['tile._tile'].__file__)\n"
                "print(importlib.metadata.version('tile'))\n"
                "print(tile.version_string())\n"
                "print(tile.compile(open(sys.argv[1]).read(), gpu_name='sm_90a').count('.target'))",
                os.path.join(ROOT, "examples", "vector_add.mlir")], clean_env, tmp_path)
    site, init, ext, version, version_string, targets = out.splitlines()
    site = os.path.realpath(site)
    assert os.path.realpath(site).startswith(os.path.realpath(venv) + os.sep)
    assert os.path.realpath(init) == os.path.join(site, "tile", "__init__.py")
    assert os.path.dirname(os.path.realpath(ext)) == os.path.join(site, "tile")
    assert version == _cmake_version()
    assert version_string.startswith(f"tile {version} ")
    assert targets == "1"


def test_tools_on_venv_path(venv, clean_env, tmp_path, vector_add):
    """tile-translate and tile-opt from the activated venv's PATH: the
    venv's bin/, not the build tree; they load libMLIR/libLLVM through their
    RPATH and say the same version as the installed package."""
    for tool in ("tile-translate", "tile-opt"):
        found = _run(["sh", "-c", f"command -v {tool}"], clean_env, tmp_path).strip()
        assert found == os.path.join(venv, "bin", tool)
    version = _run(["tile-translate", "--version"], clean_env, tmp_path)
    expected = _run(["python", "-c", "import tile; print(tile.version_string())"],
                    clean_env, tmp_path)
    assert version.strip() == expected.strip()
    assert f"tile {_cmake_version()} " in version
    ptx = _run(["tile-translate", "--gpu-name=sm_90a", "-", "-o", "-"], clean_env, tmp_path,
               input=vector_add)
    assert ".target sm_90a" in ptx
    ir = _run(["tile-opt", "--tile-set-target=gpu-name=sm_90a", "-"], clean_env, tmp_path,
              input=vector_add)
    assert "tile.kernel" in ir


def test_uninstall_would_remove_every_file(venv, clean_env, tmp_path):
    """pip uninstall removes what the installed RECORD lists: that is every
    file of site-packages/tile/ and the tools in bin/."""
    out = _run(["python", "-c",
                "import importlib.metadata, os, sysconfig\n"
                "dist = importlib.metadata.distribution('tile')\n"
                "print(sysconfig.get_path('platlib'))\n"
                "for f in dist.files: print(os.path.realpath(dist.locate_file(f)))"],
               clean_env, tmp_path)
    site, *recorded = out.splitlines()
    recorded = set(recorded)
    site = os.path.realpath(site)
    for tool in ("tile-translate", "tile-opt"):
        assert os.path.realpath(os.path.join(venv, "bin", tool)) in recorded
    for dirpath, _, names in os.walk(os.path.join(site, "tile")):
        if os.path.basename(dirpath) == "__pycache__":
            continue  # pip removes the bytecode of each recorded .py too
        for name in names:
            assert os.path.join(dirpath, name) in recorded, f"{name} is not in RECORD"
