"""pyflakes over the Python that ships or runs on a GPU machine (bench/,
examples/python, python/tile): the GPU scripts run only in the rare session
that is lent a GPU, so an undefined name or a stray import there must fail
here, not there."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
# Star re-exports of the DSL (tile.language, tile.random) into the tile package.
ALLOWED = ("'from .language import *' used", "'.language.*' imported but unused",
           "'from .random import *' used", "'.random.*' imported but unused")


def test_pyflakes_clean():
    try:
        import pyflakes  # noqa: F401
    except ImportError:
        pytest.skip("pyflakes is not installed (scripts/bootstrap installs python3-pyflakes)")
    run = subprocess.run([sys.executable, "-m", "pyflakes", "bench", "examples/python",
                          "python/tile"], cwd=ROOT, capture_output=True, text=True)
    problems = [line for line in (run.stdout + run.stderr).splitlines()
                if line.strip() and not any(a in line for a in ALLOWED)]
    assert not problems, "\n".join(problems)
